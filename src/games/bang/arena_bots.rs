//! The laboratory's opponents of BANG! (feature `lab`), by name:
//! * `yardstick`: the server-style bot ([`super::yardstick`]);
//! * `expert-2026-11`: the Expert as of November 2026 ([`expert_2026_11`]), frozen so that
//!   later Experts are measured against it in the same seats and deals;
//! * `expert:<changes>`: today's Expert with comma-separated changes, for tuning: `it=N`
//!   iterations, `ex=N` exploration in hundredths, `rl=N` rollout decisions, `rn=N` rollout
//!   noise in thousandths, `rk=1` rollout players who read hidden roles from public attacks
//!   ([`Knowledge::Public`]) instead of knowing the sampled ones, `pm=N` keep the rule-based
//!   player's own choice unless the search values another higher by more than N thousandths,
//!   `rv=N` with it, count each point of the table's rising belief in the Expert's true role as
//!   N thousandths of value lost, `rg=1` a Renegade who counts the Sheriff's life on its side
//!   while an Outlaw lives (in every search; `rg=2` only in the Renegade's own; `rf=N` only in
//!   its own at tables of N players or more), `sm=N`, `dm=N`, `om=N`, `nm=N` the margin in
//!   thousandths while the Expert is the Sheriff, a Deputy, an Outlaw, the Renegade, and
//!   `sv=N`, `dv=N`, `ov=N`, `nv=N` the reveal weight in those roles, `sw=N`, `dw=N`, `ow=N`,
//!   `nw=N` the weight of the Sheriff's life in thousandths of a seat's in those roles' own
//!   searches (2000 otherwise); `wf=N` the smallest table where any setting by role applies
//!   (7 in the Expert, whose Deputy weighs the Sheriff's life as 3 seats' with a reveal weight
//!   of 300).

use super::{
    ai::{ExpertConfig, RenegadeBalance, bot},
    policy::Knowledge,
    roles::Role,
    state::State,
    yardstick,
};
use crate::engine::{Bot, Strength};

/// The arena opponent called `name`, if there is one.
pub(super) fn arena_bot(name: &str) -> Option<Box<dyn Bot<State>>> {
    if let Some(changes) = name.strip_prefix("expert:") {
        return variant(changes).map(|c| Box::new(c.bot()) as Box<dyn Bot<State>>);
    }
    match name {
        yardstick::NAME => Some(Box::new(yardstick::Yardstick)),
        "expert-2026-11" => Some(Box::new(expert_2026_11().bot())),
        _ => Strength::from_id(name).map(bot),
    }
}

/// The Expert as of November 2026, frozen: its own figures here, so that a change to the
/// level's never moves it (the rules, the rollout policy and the role belief are shared).
pub(super) fn expert_2026_11() -> ExpertConfig {
    ExpertConfig {
        name: "bang-expert-2026-11".into(),
        iterations: 500,
        exploration: 0.7,
        rollout_limit: 60,
        rollout_noise: 0.05,
        rollout_knowledge: Knowledge::Sampled,
        policy_margin: 0.0,
        reveal_weight: 0.0,
        renegade_balance: RenegadeBalance::Off,
        role_margins: Vec::new(),
        role_reveal_weights: Vec::new(),
        role_sheriff_weights: Vec::new(),
        role_settings_from_players: 0,
    }
}

/// Today's Expert with `changes` (see the module documentation).
fn variant(changes: &str) -> Option<ExpertConfig> {
    let mut c = ExpertConfig {
        name: format!("bang-expert:{changes}"),
        ..ExpertConfig::default()
    };
    for change in changes.split(',').filter(|s| !s.is_empty()) {
        let (key, value) = change.split_once('=')?;
        let n = value.parse::<u32>().ok()?.min(1_000_000);
        match key {
            "it" => c.iterations = n.max(1),
            "ex" => c.exploration = f64::from(n) / 100.0,
            "rl" => c.rollout_limit = n,
            "rn" => c.rollout_noise = f64::from(n.min(1000)) / 1000.0,
            "pm" => c.policy_margin = f64::from(n) / 1000.0,
            "rv" => c.reveal_weight = f64::from(n) / 1000.0,
            "rg" => {
                c.renegade_balance = match n {
                    0 => RenegadeBalance::Off,
                    1 => RenegadeBalance::Everywhere,
                    _ => RenegadeBalance::OwnSearch { from_players: 0 },
                };
            }
            "rf" => {
                c.renegade_balance = RenegadeBalance::OwnSearch {
                    from_players: n as usize,
                }
            }
            "wf" => c.role_settings_from_players = n as usize,
            "sm" | "dm" | "om" | "nm" | "sv" | "dv" | "ov" | "nv" | "sw" | "dw" | "ow" | "nw" => {
                let role = match &key[..1] {
                    "s" => Role::Sheriff,
                    "d" => Role::Deputy,
                    "o" => Role::Outlaw,
                    _ => Role::Renegade,
                };
                let list = match &key[1..] {
                    "m" => &mut c.role_margins,
                    "v" => &mut c.role_reveal_weights,
                    _ => &mut c.role_sheriff_weights,
                };
                list.retain(|&(r, _)| r != role);
                list.push((role, f64::from(n) / 1000.0));
            }
            "rk" => {
                c.rollout_knowledge = if n == 0 {
                    Knowledge::Sampled
                } else {
                    Knowledge::Public
                };
            }
            _ => return None,
        }
    }
    Some(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_resolve_and_a_bad_change_is_refused() {
        assert_eq!(
            arena_bot("expert-2026-11").map(|b| b.name()),
            Some("bang-expert-2026-11".to_owned())
        );
        assert_eq!(
            arena_bot("yardstick").map(|b| b.name()),
            Some("bang-yardstick".to_owned())
        );
        let v = variant("it=1500,ex=50,rl=80,rn=20");
        assert_eq!(
            v.map(|c| (
                c.iterations,
                c.exploration,
                c.rollout_limit,
                c.rollout_noise
            )),
            Some((1500, 0.5, 80, 0.02))
        );
        assert_eq!(
            variant("dm=150,om=80,dm=120").map(|c| c.role_margins),
            Some(vec![(Role::Outlaw, 0.08), (Role::Deputy, 0.12)])
        );
        assert_eq!(
            variant("dv=500").map(|c| (c.role_margins, c.role_reveal_weights)),
            Some((Vec::new(), vec![(Role::Deputy, 0.5)]))
        );
        assert_eq!(
            variant("ow=3000,wf=6").map(|c| (
                c.role_reveal_weights,
                c.role_sheriff_weights,
                c.role_settings_from_players
            )),
            Some((
                vec![(Role::Deputy, 0.3)],
                vec![(Role::Deputy, 3.0), (Role::Outlaw, 3.0)],
                6
            ))
        );
        assert!(arena_bot("expert:it=x").is_none());
        assert!(arena_bot("expert:zz=3").is_none());
    }
}
