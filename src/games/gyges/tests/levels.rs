//! Gygès' levels: the strength ladder, the searches' deadline and the slowest decision (the
//! shared machinery is in `ladder_tests` and `cutoff_tests`).

use std::{sync::Arc, time::Duration};

use super::super::{Rules, State, ai};
use crate::{
    engine::{Bot, GameDef, GameRng, Strength, search::AlphaBetaConfig},
    games::{
        cutoff_tests::{assert_cut_off, positions, slowest as slowest_of},
        ladder_tests::{Ladder, check_ladder},
    },
};

/// Hard and Expert without their wall-clock cap, so the result does not depend on load.
fn uncapped_bot(strength: Strength) -> Box<dyn Bot<State>> {
    match strength {
        Strength::Hard => Box::new(ai::searcher(false, false)),
        Strength::Expert => Box::new(ai::searcher(true, false)),
        s => ai::bot(s),
    }
}

/// A random start position (the arena's): the game's own start has no chance and the searches
/// are deterministic, so each deal needs its own position.
fn random_start(rules: &Rules, rng: &mut GameRng) -> State {
    <State as GameDef>::arena_start(rules, "random", rng).unwrap_or_else(|e| panic!("{e}"))
}

/// Each level beats the one below.
pub(crate) fn levels_are_in_order() {
    check_ladder::<State>(&Ladder {
        rules: Rules::default(),
        players: 2,
        deals: [16, 16, 4],
        seed: 1,
        move_cap: 400,
        bot: &uncapped_bot,
        start: Some(&random_start),
        even_allowed: &[],
    });
}

/// The play search and the set-up search stop at their deadline, however large their budget.
pub(crate) fn search_stops_at_its_deadline() {
    let mut slow = ai::searcher(true, false);
    slow.limits.soft_nodes = u64::MAX / 4;
    slow.limits.hard_nodes = u64::MAX / 2;
    assert_cut_off(
        &positions::<State>(2, Some(&random_start), 8, 3),
        Arc::new(slow),
    );
    let setup = ai::GygesBot::with_limits(
        AlphaBetaConfig {
            max_depth: 64,
            max_nodes: u64::MAX / 4,
        },
        0.0,
        None,
        "setup-unbounded",
    );
    assert_cut_off(&positions::<State>(2, None, 4, 1), Arc::new(setup));
}

/// The slowest decision of `strength` in self-play with the session's cap, and how many.
pub(crate) fn slowest(strength: Strength) -> (Duration, usize) {
    slowest_of::<State>(2, Some(&random_start), strength, 2)
}
