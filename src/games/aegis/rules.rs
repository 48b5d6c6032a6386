//! Rule options: the current rules of the seed are the default; each revision the seed reports
//! (and the proposal under review) is a named option (docs/rules.md, Aegis).

use serde::{Deserialize, Serialize};

/// When the game ends on points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Goal {
    /// 25 points (the rule since 2002-12-21).
    #[default]
    Points25,
    /// 50 points (the rule before 2002-12-21).
    Points50,
}

impl Goal {
    /// The score that ends the game.
    pub fn points(self) -> u32 {
        match self {
            Goal::Points25 => 25,
            Goal::Points50 => 50,
        }
    }
}

/// When the attacker earns the Promise bonus.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Promise {
    /// A made bid of 4 or more (the rule since 2002-12-21).
    #[default]
    BidFourOrMore,
    /// A bid made exactly (the rule before 2002-12-21).
    ExactBid,
}

/// Who is the master of the next season.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NextMaster {
    /// The loser of the season (the rule since 2002-04-19).
    #[default]
    SeasonLoser,
    /// The winner of the season (the rule before 2002-04-19).
    SeasonWinner,
}

/// The rule options of Aegis. `Default` is the current rules of the seed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Score that ends the game (a 10-point lead always ends it).
    pub goal: Goal,
    /// Promise bonus condition.
    pub promise: Promise,
    /// Who becomes master after a season.
    pub next_master: NextMaster,
    /// The proposal of 2003-02-16 (AE-19): the slave exchanges in at most three rounds; in the
    /// fourth round only the master exchanges.
    pub slave_max_three_exchanges: bool,
}

/// The lead that ends the game at once.
pub const WINNING_LEAD: u32 = 10;
/// Exchange rounds at most.
pub const MAX_EXCHANGE_ROUNDS: u8 = 4;
/// Cards in a hand, and tricks in a season.
pub const HAND_SIZE: usize = 5;

impl Rules {
    /// The rules before the revisions of 2002: goal 50, exact Promise, winner becomes master.
    pub fn legacy() -> Self {
        Self {
            goal: Goal::Points50,
            promise: Promise::ExactBid,
            next_master: NextMaster::SeasonWinner,
            slave_max_three_exchanges: false,
        }
    }

    /// May the slave exchange in this round (1–4)?
    pub fn slave_may_exchange(&self, round: u8) -> bool {
        !(self.slave_max_three_exchanges && round >= MAX_EXCHANGE_ROUNDS)
    }

    /// Parses a preset (`default`, `current`, `legacy`) or `key=value,…` over the defaults:
    /// `goal=25|50`, `promise=bid4|exact`, `next_master=loser|winner`,
    /// `slave_max3=true|false`.
    pub fn parse(spec: &str) -> Result<Self, String> {
        let spec = spec.trim();
        match spec {
            "" | "default" | "current" => return Ok(Self::default()),
            "legacy" => return Ok(Self::legacy()),
            _ => {}
        }
        let mut rules = Self::default();
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| format!("expected key=value, found {part:?}"))?;
            match (key.trim(), value.trim()) {
                ("goal", "25") => rules.goal = Goal::Points25,
                ("goal", "50") => rules.goal = Goal::Points50,
                ("promise", "bid4") => rules.promise = Promise::BidFourOrMore,
                ("promise", "exact") => rules.promise = Promise::ExactBid,
                ("next_master", "loser") => rules.next_master = NextMaster::SeasonLoser,
                ("next_master", "winner") => rules.next_master = NextMaster::SeasonWinner,
                ("slave_max3", "true") => rules.slave_max_three_exchanges = true,
                ("slave_max3", "false") => rules.slave_max_three_exchanges = false,
                (k, v) => {
                    return Err(format!(
                        "unknown rule option {k}={v} (goal=25|50, promise=bid4|exact, \
                         next_master=loser|winner, slave_max3=true|false; presets: default, \
                         legacy)"
                    ));
                }
            }
        }
        Ok(rules)
    }
}
