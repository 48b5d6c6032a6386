//! Aegis's levels: the strength ladder, the search's deadline and its slowest decision (the
//! shared machinery is in `ladder_tests` and `cutoff_tests`).

use std::{sync::Arc, time::Duration};

use super::super::{AegisBot, BotConfig, Rules, State};
use crate::{
    engine::{GameDef, Strength},
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
        deals: [32, 32, 8],
        seed: 1,
        move_cap: 5_000,
        bot: &<State as GameDef>::bot,
        start: None,
        even_allowed: &[],
    });
}

/// Card play and bids sample until the deadline; an exchange's candidates are each a bounded
/// simulation, checked between candidates.
pub(crate) fn search_stops_at_its_deadline() {
    let mut config = BotConfig::for_strength(Strength::Expert);
    config.name = "aegis-unbounded".into();
    config.play_samples = u32::MAX;
    config.bid_samples = u32::MAX;
    let slow = AegisBot::new(config);
    assert_cut_off(&positions::<State>(2, None, 8, 5), Arc::new(slow));
}

/// The slowest decision of `strength` in self-play with the session's cap, and how many.
pub(crate) fn slowest(strength: Strength) -> (Duration, usize) {
    slowest_of::<State>(2, None, strength, 2)
}
