//! BANG!'s levels: the strength ladder, the search's deadline and its slowest decision (the
//! shared machinery is in `ladder_tests` and `cutoff_tests`).

use std::{sync::Arc, time::Duration};

use super::super::{Rules, State, ai};
use crate::{
    engine::{
        Strength,
        search::{IsmctsBot, IsmctsConfig},
    },
    games::{
        cutoff_tests::{assert_cut_off, positions, slowest as slowest_of},
        ladder_tests::{Ladder, check_ladder},
    },
};

/// Each level beats the one below.
pub(crate) fn levels_are_in_order() {
    check_ladder::<State>(&Ladder {
        rules: Rules::default(),
        players: 4,
        deals: [200, 200, 16],
        seed: 1,
        move_cap: 2_000,
        bot: &ai::bot,
        start: None,
        even_allowed: &[],
    });
}

/// The search stops at its deadline, however large its budget.
pub(crate) fn search_stops_at_its_deadline() {
    let slow = IsmctsBot::new(
        "bang-unbounded",
        IsmctsConfig {
            iterations: u32::MAX,
            exploration: 0.7,
            rollout_limit: Some(60),
        },
        ai::BangHeuristics::default(),
    );
    assert_cut_off(&positions::<State>(5, None, 8, 23), Arc::new(slow));
}

/// The slowest decision of `strength` in self-play with the session's cap, and how many.
pub(crate) fn slowest(strength: Strength) -> (Duration, usize) {
    slowest_of::<State>(5, None, strength, 3)
}
