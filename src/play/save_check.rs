//! The last check of a loaded save before it becomes a session: the game can go on. A state is
//! accepted only if someone legal is to move with at least one legal action (or the game is over)
//! and a random playout from it reaches the end without the rules failing, so a damaged save is
//! refused at the door instead of panicking or freezing the table later.

use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::engine::{Game, GameRng, Player, Turn, bots::random_action, contained};

/// Actions a probing playout may take before the save counts as one that never ends.
pub(crate) const PROBE_CAP: usize = 50_000;

/// Checks that `state` can be played on from `human`'s seat; the reason when not.
pub fn check_can_go_on<G: Game>(state: &G, human: Player, rng: &mut GameRng) -> Result<(), String> {
    let probe = catch_unwind(AssertUnwindSafe(|| probe(state, human, rng)));
    probe.unwrap_or_else(|payload| {
        contained::report(
            "the check of a loaded game",
            &contained::message(payload.as_ref()),
        );
        Err("the rules fail on this state".into())
    })
}

fn probe<G: Game>(state: &G, human: Player, rng: &mut GameRng) -> Result<(), String> {
    let players = state.num_players();
    if human >= players {
        return Err(format!("seat {human} does not exist"));
    }
    let mut state = state.clone();
    for _ in 0..PROBE_CAP {
        match state.to_move() {
            Turn::Over => return Ok(()),
            Turn::Player(p) if p >= players => return Err(format!("seat {p} is to move")),
            Turn::Player(p) if state.legal_action_list().is_empty() => {
                return Err(format!("seat {p} is to move but has no legal action"));
            }
            Turn::Player(_) | Turn::Chance => {}
        }
        let Some(action) = random_action(&state, rng) else {
            return Err("nothing can happen".into());
        };
        state
            .apply(action)
            .map_err(|e| format!("the rules refuse their own action: {e}"))?;
    }
    Err("the game does not end".into())
}
