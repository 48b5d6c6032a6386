//! Rule options of En Garde (docs/rules.md, En Garde): the three levels and every difference
//! between the seed and the official rules, as named options.

use serde::{Deserialize, Serialize};

/// How much of the game is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Move or attack; every attack hits.
    Basic,
    /// Adds parries and strong (multi-card) attacks.
    Standard,
    /// Adds advance-attacks and the retreat as a defence against them.
    #[default]
    Full,
}

/// Basic game, draw pile empty: who gets a last, attack-only turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BasicLastChance {
    /// Seed: both players, first the one whose turn is next.
    #[default]
    BothPlayers,
    /// Official: only the opponent of the player who drew the last card.
    OpponentOnly,
}

/// Full game: the defender retreats from an advance-attack made with the last card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LastCardRetreat {
    /// Seed: the attacker wins.
    #[default]
    AttackerWins,
    /// Official (Ferti text): cards matching the new distance, then the position check.
    HandThenPosition,
    /// Position check only.
    PositionOnly,
}

/// How a parry must match the attack.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ParryMatch {
    /// The same value and the same number of cards (current editions, seed).
    #[default]
    SameValue,
    /// The same number of cards with the same total (1993 edition).
    SameTotal,
}

/// The rule options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Basic, Standard or Full.
    pub level: Level,
    /// Basic game's end when the pile runs out.
    pub basic_last_chance: BasicLastChance,
    /// Full game's retreat from a last-card advance-attack.
    pub last_card_retreat: LastCardRetreat,
    /// Legacy (1993): how a parry must match.
    pub parry: ParryMatch,
    /// Legacy (1993): a riposte (the attack right after a parry) always hits.
    pub riposte_hits: bool,
}

impl Rules {
    /// Parses a preset (`basic`, `standard`, `full`, `official`) or `key=value,…` with keys
    /// `level`, `last-chance=both|opponent`, `retreat=attacker|hand|position`,
    /// `parry=value|total`, `riposte=normal|hits`.
    pub fn parse(spec: &str) -> Result<Rules, String> {
        let mut rules = Rules::default();
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match part {
                "basic" => rules.level = Level::Basic,
                "standard" => rules.level = Level::Standard,
                "full" | "default" => rules.level = Level::Full,
                "official" => {
                    rules.basic_last_chance = BasicLastChance::OpponentOnly;
                    rules.last_card_retreat = LastCardRetreat::HandThenPosition;
                }
                _ => {
                    let (key, value) = part
                        .split_once('=')
                        .ok_or_else(|| format!("unknown En Garde rules preset {part:?}"))?;
                    match (key, value) {
                        ("level", "basic") => rules.level = Level::Basic,
                        ("level", "standard") => rules.level = Level::Standard,
                        ("level", "full") => rules.level = Level::Full,
                        ("last-chance", "both") => {
                            rules.basic_last_chance = BasicLastChance::BothPlayers;
                        }
                        ("last-chance", "opponent") => {
                            rules.basic_last_chance = BasicLastChance::OpponentOnly;
                        }
                        ("retreat", "attacker") => {
                            rules.last_card_retreat = LastCardRetreat::AttackerWins;
                        }
                        ("retreat", "hand") => {
                            rules.last_card_retreat = LastCardRetreat::HandThenPosition;
                        }
                        ("retreat", "position") => {
                            rules.last_card_retreat = LastCardRetreat::PositionOnly;
                        }
                        ("parry", "value") => rules.parry = ParryMatch::SameValue,
                        ("parry", "total") => rules.parry = ParryMatch::SameTotal,
                        ("riposte", "normal") => rules.riposte_hits = false,
                        ("riposte", "hits") => rules.riposte_hits = true,
                        _ => return Err(format!("unknown En Garde rule option {part:?}")),
                    }
                }
            }
        }
        Ok(rules)
    }
}
