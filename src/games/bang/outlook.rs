//! The chance each side wins from a position, when a search stops looking: a multinomial logit
//! over the three sides' numbers in play (seats alive, life, cards in hand, cards in play, and
//! the Sheriff's own), one model per table size. The weights (`outlook_weights.rs`) are fit to
//! games of our own rule-based players, never the arena's yardstick, by `bang-outlook-fit`
//! (laboratory; see docs/ai-notes.md).

use super::{
    outlook_weights::WEIGHTS,
    roles::{Role, Side},
    state::State,
};

/// Numbers read from a position (see [`features`]).
pub const FEATURES: usize = 20;

/// The sides in the order of the model's rows.
pub const SIDES: [Side; 3] = [Side::Law, Side::Outlaws, Side::Renegade];

/// A position's numbers: a constant 1, then per side (Law, Outlaws, Renegade) the seats alive,
/// their life, their cards in hand and in play, then the Sheriff's life, hand and cards in play,
/// then per side the seats one hit from death, and whether the Sheriff is.
pub fn features(state: &State) -> [f64; FEATURES] {
    let mut x = [0.0; FEATURES];
    x[0] = 1.0;
    for seat in state.seats.iter().filter(|s| s.alive) {
        let row = 1 + 4 * side_index(seat.role.side());
        x[row] += 1.0;
        x[row + 1] += f64::from(seat.life.max(0));
        x[row + 2] += seat.hand.len() as f64;
        x[row + 3] += seat.in_play.len() as f64;
        if seat.life <= 1 {
            x[16 + side_index(seat.role.side())] += 1.0;
        }
        if seat.role == Role::Sheriff {
            x[13] = f64::from(seat.life.max(0));
            x[14] = seat.hand.len() as f64;
            x[15] = seat.in_play.len() as f64;
            x[19] = f64::from(u8::from(seat.life <= 1));
        }
    }
    x
}

/// The row of `side` in the model.
pub fn side_index(side: Side) -> usize {
    match side {
        Side::Law => 0,
        Side::Outlaws => 1,
        Side::Renegade => 2,
    }
}

/// The chance of each side (in [`SIDES`] order) under `weights`.
pub fn chances_with(weights: &[[f64; FEATURES]; 3], x: &[f64; FEATURES]) -> [f64; 3] {
    let scores = weights.map(|w| w.iter().zip(x).map(|(w, x)| w * x).sum::<f64>());
    let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let exp = scores.map(|s| (s - top).exp());
    let total: f64 = exp.iter().sum();
    exp.map(|e| e / total)
}

/// The chance each side wins from `state` (in [`SIDES`] order), by the model of its table size.
pub fn side_chances(state: &State) -> [f64; 3] {
    let size = state.seats.len().clamp(4, 7) - 4;
    chances_with(&WEIGHTS[size], &features(state))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{engine::rng_from_seed, games::bang::rules::Rules};

    #[test]
    fn a_wounded_sheriff_raises_the_outlaws_chance_at_every_table_size() {
        for players in 4..=7 {
            let mut state = State::new(Rules::default(), players, &mut rng_from_seed(3));
            let fresh = side_chances(&state);
            assert!((fresh.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{fresh:?}");
            assert!(fresh.iter().all(|&p| p > 0.0 && p < 1.0), "{fresh:?}");
            let sheriff = state
                .seats
                .iter()
                .position(|s| s.role == Role::Sheriff)
                .expect("a Sheriff");
            state.seats[sheriff].life = 1;
            let wounded = side_chances(&state);
            let (law, outlaws) = (side_index(Side::Law), side_index(Side::Outlaws));
            assert!(
                wounded[outlaws] > fresh[outlaws] + 0.05 && wounded[law] < fresh[law],
                "{players} players: fresh {fresh:?}, Sheriff at 1 life {wounded:?}"
            );
        }
    }
}
