//! En Garde's levels: the strength ladder, the search's deadline and its slowest decision (the
//! shared machinery is in `ladder_tests` and `cutoff_tests`).

use std::{sync::Arc, time::Duration};

use super::super::{Rules, State, ai};
use crate::{
    engine::Strength,
    games::{
        cutoff_tests::{assert_cut_off, positions, slowest as slowest_of},
        ladder_tests::{Ladder, check_ladder, rung},
    },
};

fn ladder(deals: [u32; 3]) -> Ladder<'static, State> {
    Ladder {
        rules: Rules::default(),
        players: 2,
        deals,
        seed: 1,
        move_cap: 2_000,
        bot: &ai::bot,
        start: None,
        // The Expert against Hard, matches to five touches: 12 of 24 here (the most the CI
        // budget allows: 8,000 iterations a decision); `en_garde_expert_against_hard` plays
        // more.
        even_allowed: &[Strength::Expert],
    }
}

/// Each level beats the one below.
pub(crate) fn levels_are_in_order() {
    check_ladder(&ladder([32, 24, 12]));
}

/// The Expert against Hard over 100 matches (minutes of CPU; run alone, by name).
#[test]
#[ignore = "measurement: cargo test --profile ci en_garde_expert_against_hard -- --ignored --nocapture"]
fn en_garde_expert_against_hard() {
    let ladder = ladder([0, 0, 50]);
    let rung = rung(&ladder, Strength::Hard, Strength::Expert, 50);
    println!("{}", rung.line("en-garde"));
}

/// The search stops at its deadline, however large its budget.
pub(crate) fn search_stops_at_its_deadline() {
    let slow = ai::SearchBot::with_iterations("en-garde-unbounded", u32::MAX);
    assert_cut_off(&positions::<State>(2, None, 8, 7), Arc::new(slow));
}

/// The slowest decision of `strength` in self-play with the session's cap, and how many.
pub(crate) fn slowest(strength: Strength) -> (Duration, usize) {
    slowest_of::<State>(2, None, strength, 6)
}
