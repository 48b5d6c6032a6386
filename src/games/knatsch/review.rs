//! How the review judges a Knatsch decision: by the exact odds. A keep or declare choice is
//! graded by the exact chance that the attempt reaches its goal ([`super::odds`] through the
//! Expert's ranking); a target, refresh or pass by the Expert's expected win share, which weighs
//! each exactly known success chance with the holdings' evaluation. The graph's points are the
//! win shares of the holdings on the table (public in Knatsch).

use super::{
    Action,
    ai::{Level, ranked},
    eval::shares,
    state::{Phase, State},
};
use crate::engine::{
    Game, Player, Turn,
    review::{Judgement, Measure},
};

/// The Expert's judgement of `player`'s decision `chosen` (see the module documentation).
pub fn judge(state: &State, player: Player, chosen: Action) -> Option<Judgement<Action>> {
    if state.to_move() != Turn::Player(player) {
        return None;
    }
    let legal = state.legal_action_list();
    if legal.len() <= 1 || !legal.contains(&chosen) {
        return None;
    }
    let values = ranked(state, Level::Expert);
    let &(best, best_value) = values.first()?;
    let chosen_value = values.iter().find(|(a, _)| *a == chosen)?.1;
    let judgement = Judgement {
        best,
        best_value: best_value.clamp(0.0, 1.0),
        chosen_value: chosen_value.clamp(0.0, 1.0),
        measure: measure(state),
    };
    judgement.is_sane().then_some(judgement)
}

/// What the Expert's values estimate in this state: the exact chance that the roll under way
/// reaches its goal while dice are kept or declared, otherwise the win share, a heuristic of
/// the turns each player needs (`eval::shares`), not a calibrated chance: a rough estimate.
pub fn measure(state: &State) -> Measure {
    match state.phase() {
        Phase::Rolling { .. } => Measure::SuccessChance,
        _ => Measure::RoughWinChance,
    }
}

/// `observer`'s win share from the holdings on the table.
pub fn outlook(state: &State, observer: Player) -> Option<f64> {
    if state.is_over() {
        return state.returns().get(observer).copied();
    }
    let hands: Vec<Vec<_>> = (0..state.players())
        .map(|p| state.hand(p).to_vec())
        .collect();
    shares(&hands, state.rules()).get(observer).copied()
}
