//! What the shared suites need of the demo game (see [`crate::games::coverage`]): the suites a
//! game the player never sees has no use for say why they skip it.

use super::{DemoGame, DemoPanel, DemoRules};
use crate::{
    engine::Strength,
    games::{
        conformance::{
            games::ci_plan,
            suite::{Preset, Spec, check, run},
        },
        coverage::{Covered, Entry, Look, Review, Skip, Slowest, Undo},
    },
};

fn spec() -> Spec<DemoGame> {
    Spec {
        invariant: |_| {},
        max_actions: 100,
        unit_sum: true,
    }
}

fn preset() -> Preset<DemoGame> {
    Preset {
        rules: DemoRules::default(),
        players: 2,
    }
}

impl Covered for DemoPanel {
    const TEXT_TABLE: Result<fn(&str, &mut Vec<String>), Skip> =
        Err("the demo has no text table: its few texts are English literals");
    const TYPICAL_SEATS: usize = 2;
    const LOOK: Result<Look, Skip> =
        Err("no committed images: the demo is a test game the player never sees");
    // Every move draws a hidden card, which takes undo away.
    const UNDO: Undo = Undo {
        seats: 2,
        games: 6,
        at_least: 0,
    };
    const REVIEW: Review = Review {
        seats: 2,
        analyst: Strength::Normal,
        seed: 6,
    };
    const GOLDEN_PRESETS: Result<&'static [&'static str], Skip> =
        Err("the demo never shipped: there are no records of it to keep readable");
    const DEALS_AT_START: bool = true;
    const MONKEY_EVENTS: usize = 300;
    const LADDER: Entry = Err("the demo's levels are test fixtures, not a ladder a player climbs");
    const CUT_OFF: Entry =
        Err("the demo's searches are a few hundred iterations: nothing to cut off");
    const SLOWEST: Result<Slowest, Skip> = Err("the demo is a test game the player never sees");
    const LAYOUT: Result<(), Skip> =
        Err("the demo's table is a test fixture, drawn plainly, that the player never sees");

    fn conformance() {
        check(&preset(), &spec(), ci_plan(0));
    }

    fn soak(games: u64) -> u64 {
        let plan = crate::games::conformance::suite::Plan {
            games,
            ..ci_plan(0)
        };
        run(&preset(), &spec(), plan, &mut |_| {}).violations
    }
}
