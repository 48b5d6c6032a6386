//! What the shared suites need of Gygès (see [`crate::games::coverage`]) and its conformance
//! claims.

use super::super::{
    State,
    actions::Action,
    board::Point,
    guide::GuideText,
    movegen::Ending,
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

/// The square's or the goal's button name.
fn point_label(point: Point, lang: crate::i18n::Lang) -> String {
    match point {
        Point::Square(s) => s.to_string(),
        Point::Goal => tr(Text::GoalNorth, lang).to_owned(),
    }
}

impl Covered for GygesPanel {
    fn guide_clicks(state: &State, action: Action, lang: crate::i18n::Lang) -> Vec<String> {
        let mut clicks = Vec::new();
        let (from, ending) = match action {
            Action::Place { col, rings } => {
                clicks.push(if rings == 1 {
                    "1 ring".to_owned()
                } else {
                    format!("{rings} rings")
                });
                clicks.push(super::super::board::Sq::at(0, usize::from(col)).to_string());
                return clicks;
            }
            Action::Pass => return vec![tr(Text::PassButton, lang).to_owned()],
            Action::Move {
                from,
                to: Point::Goal,
            } => (from, Ending::Goal),
            Action::Move {
                from,
                to: Point::Square(s),
            } => (from, Ending::Square(s)),
            Action::Replace { from, at, .. } => (from, Ending::Landing(at)),
        };
        let (path, bounces) = state.path(from, ending);
        clicks.push(from.to_string());
        for (i, point) in path.iter().enumerate() {
            clicks.push(point_label(*point, lang));
            if let Point::Square(s) = point
                && bounces.contains(s)
                && i + 1 < path.len()
            {
                clicks.push(tr(Text::Bounce, lang).to_owned());
            }
        }
        if let Action::Replace { drop, .. } = action {
            clicks.push(tr(Text::Replace, lang).to_owned());
            clicks.push(drop.to_string());
        }
        clicks
    }

    const TEXT_TABLE: Result<fn(&str, &mut Vec<String>), Skip> = Ok(|table, problems| {
        check_table::<Text>(table, problems);
        check_table::<GuideText>(table, problems);
    });
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
