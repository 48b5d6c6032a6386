//! Rule options of BANG! (docs/rules.md, BANG!). Everything else follows the official rules where
//! the seed is silent; the decisions taken where sources disagree are documented at the rule.

use serde::{Deserialize, Serialize};

/// How a Duel is fought.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DuelRule {
    /// Seed: the challenged player discards one BANG! and nothing happens, or loses a life.
    #[default]
    Seed,
    /// Official: the two players alternate discarding BANG!s, challenged first; the first who
    /// cannot (or will not) loses a life.
    Alternating,
}

/// How characters are dealt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CharacterDeal {
    /// One character at random per player.
    #[default]
    Random,
    /// Two characters per player, who keeps one (the official rules allow either).
    PickOfTwo,
}

/// Beer with only two players left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TwoPlayerBeer {
    /// Seed: Beer cannot be used (「ビールカードを使用することはできません」).
    #[default]
    Unplayable,
    /// Official: Beer may be played in your turn, but it has no effect.
    NoEffect,
}

/// The rule options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Duel resolution.
    pub duel: DuelRule,
    /// Character deal.
    pub characters: CharacterDeal,
    /// Beer with two players left.
    pub two_player_beer: TwoPlayerBeer,
}

impl Rules {
    /// Parses a preset (`default`, `seed`, `official`), `duel=seed|alternating`,
    /// `characters=random|pick` or `beer=seed|no-effect`.
    pub fn parse(spec: &str) -> Result<Rules, String> {
        let mut rules = Rules::default();
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match part {
                "default" | "seed" => rules = Rules::default(),
                "official" => {
                    rules.duel = DuelRule::Alternating;
                    rules.two_player_beer = TwoPlayerBeer::NoEffect;
                }
                "alternating-duel" => rules.duel = DuelRule::Alternating,
                "beer=seed" => rules.two_player_beer = TwoPlayerBeer::Unplayable,
                "beer=no-effect" => rules.two_player_beer = TwoPlayerBeer::NoEffect,
                "duel=seed" => rules.duel = DuelRule::Seed,
                "duel=alternating" => rules.duel = DuelRule::Alternating,
                "characters=random" => rules.characters = CharacterDeal::Random,
                "characters=pick" => rules.characters = CharacterDeal::PickOfTwo,
                _ => return Err(format!("unknown BANG! rule option {part:?}")),
            }
        }
        Ok(rules)
    }
}
