//! Rule options of Gygès (docs/rules.md, Gygès): every difference between the seed and the
//! official rules is a named option here.

use serde::{Deserialize, Serialize};

/// What a move may not do twice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NoRevisit {
    /// Seed: "a square may not be entered twice in one move" (the start square counts as
    /// visited).
    #[default]
    Square,
    /// Official (Eurydice's taboo): a connection between two squares may not be used twice;
    /// squares, the start square included, may be crossed again.
    Edge,
}

/// How the pieces are placed before play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SetupOrder {
    /// Seed: the players alternate, one piece at a time.
    #[default]
    Alternate,
    /// The first player places all six, then the second (SCRIBD, PBM, BoardSpace).
    AllAtOnce,
}

/// The rule options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Square (seed) or edge (official) no-revisit rule.
    pub no_revisit: NoRevisit,
    /// Placement order.
    pub setup: SetupOrder,
    /// Replace allowed (off: the beginners' game, bounce only).
    pub no_replace: bool,
    /// The seed's takeback variant (待った): a move that lets the opponent win at once is
    /// taken back, so it is not allowed unless every move does.
    pub takeback: bool,
}

impl Rules {
    /// Whether Replace is allowed.
    pub fn replace(&self) -> bool {
        !self.no_replace
    }

    /// Parses a preset (`default`, `seed`, `official`, `beginner`) or `key=value,…` with keys
    /// `revisit=square|edge`, `setup=alternate|block`, `replace=on|off`, `takeback=on|off`.
    pub fn parse(spec: &str) -> Result<Rules, String> {
        let mut rules = Rules::default();
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match part {
                "default" | "seed" => {}
                "official" => {
                    rules.no_revisit = NoRevisit::Edge;
                    rules.setup = SetupOrder::AllAtOnce;
                }
                "beginner" => rules.no_replace = true,
                _ => {
                    let (key, value) = part
                        .split_once('=')
                        .ok_or_else(|| format!("unknown Gygès rules preset {part:?}"))?;
                    let on = |v: &str| match v {
                        "on" | "true" | "yes" => Ok(true),
                        "off" | "false" | "no" => Ok(false),
                        _ => Err(format!("{key} takes on or off, not {v:?}")),
                    };
                    match (key, value) {
                        ("revisit", "square") => rules.no_revisit = NoRevisit::Square,
                        ("revisit", "edge") => rules.no_revisit = NoRevisit::Edge,
                        ("setup", "alternate") => rules.setup = SetupOrder::Alternate,
                        ("setup", "block" | "all") => rules.setup = SetupOrder::AllAtOnce,
                        ("replace", v) => rules.no_replace = !on(v)?,
                        ("takeback", v) => rules.takeback = on(v)?,
                        _ => return Err(format!("unknown Gygès rule option {part:?}")),
                    }
                }
            }
        }
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_options_parse() {
        assert_eq!(Rules::parse("").expect("ok"), Rules::default());
        let r = Rules::parse("revisit=edge,replace=off,takeback=on").expect("ok");
        assert_eq!(r.no_revisit, NoRevisit::Edge);
        assert!(!r.replace());
        assert!(r.takeback);
        assert_eq!(
            Rules::parse("official").expect("ok").setup,
            SetupOrder::AllAtOnce
        );
        assert!(Rules::parse("revisit=diagonal").is_err());
        assert!(Rules::parse("chess").is_err());
    }
}
