//! What the shared suites need of En Garde (see [`crate::games::coverage`]), its conformance
//! claims, and its new-game dialog, whose options reveal others.

use super::super::{
    Action, State,
    guide::GuideText,
    panel::{EnGardePanel, cards_of},
    rules::Level,
    text::{Text, tr},
};
use crate::{
    games::{
        conformance::{
            games::{GAMES_PER_PRESET, ci_plan, preset, soak_game},
            suite::{Spec, check_with},
        },
        coverage::{Covered, Entry, Look, Names, Review, Skip, Slowest, Undo},
        look_tests::{SMALL, dialog_rects, table_state},
        text_tests::check_table,
    },
    i18n::Lang,
    ui::{
        panel::GamePanel as _,
        testing::{click, sized_harness},
    },
};

/// The rule levels, as `--rules` names them.
const LEVELS: [&str; 3] = ["level=basic", "level=standard", "level=full"];

fn spec() -> Spec<State> {
    Spec {
        invariant: super::playouts::check,
        max_actions: 3_000,
        unit_sum: true,
    }
}

impl Covered for EnGardePanel {
    fn guide_clicks(state: &State, action: Action, lang: Lang) -> Vec<String> {
        // The cards the action plays, then its button.
        cards_of(action)
            .to_vec()
            .iter()
            .map(ToString::to_string)
            .chain([EnGardePanel::default().describe_action(state, action, lang)])
            .collect()
    }

    const TEXT_TABLE: Result<fn(&str, &mut Vec<String>), Skip> = Ok(|table, problems| {
        check_table::<Text>(table, problems);
        check_table::<GuideText>(table, problems);
    });
    const TYPICAL_SEATS: usize = 2;
    // A 4 selected at distance 4: an attack (the target marked) or a move back (its space).
    const LOOK: Result<Look, Skip> = Ok(Look {
        seats: 2,
        moves: 4,
        clicks: &["4"],
    });
    const NAMES: Result<Names, Skip> = Ok(Names {
        own_selectable: true,
        theirs: |lang| tr(Text::NameTheirCard, lang),
        place: |lang| tr(Text::Pile, lang),
    });
    // Undo deals the unseen cards again, so it is offered after every decision.
    const UNDO: Undo = Undo {
        seats: 2,
        games: 12,
        at_least: 100,
    };
    const REVIEW: Review = Review {
        seats: 2,
        analyst: crate::engine::Strength::Normal,
        seed: 1,
    };
    const GOLDEN_PRESETS: Result<&'static [&'static str], Skip> =
        Ok(&["basic", "standard", "full", "official"]);
    const DEALS_AT_START: bool = true;
    const MONKEY_EVENTS: usize = 1000;
    const LADDER: Entry = Ok(super::levels::levels_are_in_order);
    const CUT_OFF: Entry = Ok(super::levels::search_stops_at_its_deadline);
    const SLOWEST: Result<Slowest, Skip> = Ok(super::levels::slowest);

    fn review_rules() -> super::super::Rules {
        super::super::Rules {
            level: Level::Basic,
            ..Default::default()
        }
    }

    fn monkey_presets(lang: Lang) -> Vec<&'static str> {
        [Text::LevelBasic, Text::LevelStandard, Text::LevelFull]
            .into_iter()
            .map(|level| super::super::text::tr(level, lang))
            .collect()
    }

    fn conformance() {
        for (i, level) in LEVELS.into_iter().enumerate() {
            let mut wins = [0; 2];
            check_with(
                &preset::<State>(level, 2),
                &spec(),
                ci_plan(i as u64 * GAMES_PER_PRESET),
                &mut |g| {
                    let [a, b] = g.scores();
                    assert!(a == 5 || b == 5, "a match ends at five touches: {a}-{b}");
                    wins[usize::from(b == 5)] += 1;
                },
            );
            assert!(wins[0] > 100 && wins[1] > 100, "{level}: {wins:?}");
        }
    }

    fn soak(games: u64) -> u64 {
        soak_game(&LEVELS.map(|l| preset::<State>(l, 2)), &spec(), games).violations
    }
}

#[test]
fn the_new_game_dialog_keeps_its_size_while_options_reveal_others() {
    for lang in Lang::ALL {
        let mut h = sized_harness(table_state::<EnGardePanel>(2, lang), SMALL);
        h.run_steps(3);
        let first = dialog_rects(&h);
        let levels = if lang == Lang::En {
            ["Full", "Basic", "Standard", "Full"]
        } else {
            ["完全ゲーム", "基本ゲーム", "標準ゲーム", "完全ゲーム"]
        };
        // Each level shows other sub-options (Full: 4 rows, Basic: 2).
        for level in levels {
            click(&mut h, level);
            let now = dialog_rects(&h);
            assert_eq!(now, first, "{lang:?} after {level}");
        }
    }
}
