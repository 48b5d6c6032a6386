//! Knatsch's levels: the strength ladder, the deadline and the slowest decision (the shared
//! machinery is in `ladder_tests` and `cutoff_tests`).

use std::{sync::Arc, time::Duration};

use super::super::{Rules, State, ai};
use crate::{
    engine::Strength,
    games::{
        cutoff_tests::{assert_cut_off, positions, slowest as slowest_of},
        ladder_tests::{Ladder, check_ladder},
    },
};

/// Each level beats the one below.
pub(crate) fn levels_are_in_order() {
    check_ladder::<State>(&Ladder {
        rules: Rules::default(),
        players: 2,
        deals: [64, 64, 64],
        seed: 1,
        move_cap: 2_000,
        bot: &ai::bot,
        start: None,
        even_allowed: &[],
    });
}

/// Knatsch has no search: every level ranks by exact odds, which takes no budget. The levels
/// must still answer legally past a deadline.
pub(crate) fn answers_past_its_deadline() {
    let expert = ai::bot(Strength::Expert);
    assert_cut_off(&positions::<State>(2, None, 8, 5), Arc::from(expert));
}

/// The slowest decision of `strength` in self-play with the session's cap, and how many.
pub(crate) fn slowest(strength: Strength) -> (Duration, usize) {
    slowest_of::<State>(2, None, strength, 6)
}
