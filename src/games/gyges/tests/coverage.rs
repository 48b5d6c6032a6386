//! What the shared suites need of Gygès (see [`crate::games::coverage`]) and its conformance
//! claims.

use super::super::{
    State,
    panel::GygesPanel,
    text::{Text, tr},
};
use crate::{
    engine::Strength,
    games::{
        conformance::{
            games::{ci_plan, preset, soak_game},
            suite::{Plan, Spec, check_with},
        },
        coverage::{Covered, Entry, Look, Names, Review, Skip, Slowest, Undo},
        text_tests::check_table,
    },
};

fn spec() -> Spec<State> {
    Spec {
        invariant: super::playouts::check,
        max_actions: 20_000,
        unit_sum: true,
    }
}

impl Covered for GygesPanel {
    const TEXT_TABLE: Result<fn(&str, &mut Vec<String>), Skip> = Ok(check_table::<Text>);
    const TYPICAL_SEATS: usize = 2;
    const LOOK: Result<Look, Skip> = Ok(Look {
        seats: 2,
        moves: 7,
        clicks: &[],
    });
    // Gygès's pieces belong to nobody: the board's pieces stand for the opponent's things.
    const NAMES: Result<Names, Skip> = Ok(Names {
        own_selectable: false,
        theirs: |lang| tr(Text::NamePieceOn, lang),
        place: |lang| tr(Text::NameEmptySquare, lang),
    });
    // Perfect information: undo is always there.
    const UNDO: Undo = Undo {
        seats: 2,
        games: 3,
        at_least: 51,
    };
    const REVIEW: Review = Review {
        seats: 2,
        analyst: Strength::Hard,
        seed: 2,
    };
    const GOLDEN_PRESETS: Result<&'static [&'static str], Skip> =
        Ok(&["default", "official", "beginner"]);
    const DEALS_AT_START: bool = false;
    const MONKEY_EVENTS: usize = 1000;
    const LADDER: Entry = Ok(super::levels::levels_are_in_order);
    const CUT_OFF: Entry = Ok(super::levels::search_stops_at_its_deadline);
    const SLOWEST: Result<Slowest, Skip> = Ok(super::levels::slowest);

    fn conformance() {
        let mut wins = [0; 2];
        // Random Gygès games are long; `determinize` is the identity (perfect information).
        let plan = Plan {
            validate: 30,
            determinize: 3,
            sessions: 1,
            ..ci_plan(0)
        };
        check_with(&preset::<State>("", 2), &spec(), plan, &mut |g| {
            wins[g.winner().unwrap_or(0)] += 1;
        });
        assert!(wins[0] > 100 && wins[1] > 100, "{wins:?}");
    }

    fn soak(games: u64) -> u64 {
        soak_game(&[preset::<State>("", 2)], &spec(), games).violations
    }
}
