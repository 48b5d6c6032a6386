//! Rule options of Knatsch (docs/rules.md, Knatsch; docs/research/knatsch_aegis.md §A5).

use serde::{Deserialize, Serialize};

/// The rule options. The defaults follow docs/rules.md: meet-or-beat against printed cards, the
/// King only as the turn's action, kept dice locked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// `StrictBeat`: a result must be stronger than a printed card (a tie fails).
    pub strict_beat: bool,
    /// Seed variant: the King may also be challenged at the end of the turn.
    pub king_at_end: bool,
    /// Kept dice may be rolled again later (Yahtzee style) instead of staying locked.
    pub free_keeps: bool,
}

impl Rules {
    /// Parses `default`, `strict`, or `key=value,…` with keys `beat=meet|strict`,
    /// `king=action|end`, `keeps=locked|free`.
    pub fn parse(spec: &str) -> Result<Rules, String> {
        let mut rules = Rules::default();
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match part {
                "default" => {}
                "strict" => rules.strict_beat = true,
                _ => {
                    let (key, value) = part
                        .split_once('=')
                        .ok_or_else(|| format!("unknown Knatsch rules preset {part:?}"))?;
                    match (key, value) {
                        ("beat", "meet") => rules.strict_beat = false,
                        ("beat", "strict") => rules.strict_beat = true,
                        ("king", "action") => rules.king_at_end = false,
                        ("king", "end") => rules.king_at_end = true,
                        ("keeps", "locked") => rules.free_keeps = false,
                        ("keeps", "free") => rules.free_keeps = true,
                        _ => return Err(format!("unknown Knatsch rule option {part:?}")),
                    }
                }
            }
        }
        Ok(rules)
    }
}
