//! What the shared suites need of Aegis (see [`crate::games::coverage`]), its conformance
//! claims, and its review, which keeps the other seat's hidden choices hidden.

use egui_kittest::kittest::Queryable as _;

use super::super::{
    Action, State,
    panel::{AegisPanel, look::card_name},
    text::{Text, tr},
};
use crate::{
    engine::Strength,
    games::{
        conformance::{
            games::{ci_plan, preset, soak_game},
            suite::{Spec, check},
        },
        coverage::{Covered, Entry, Look, Names, Review, Skip, Slowest, Undo},
        review_tests::random_game,
        text_tests::check_table,
    },
    i18n::{Lang, fill},
    play::records::GameRecord,
    ui::testing::{KitState, harness},
};

fn spec() -> Spec<State> {
    Spec {
        invariant: super::playouts::check_cards,
        max_actions: 10_000,
        unit_sum: true,
    }
}

impl Covered for AegisPanel {
    fn guide_clicks(_state: &State, action: Action, lang: Lang) -> Vec<String> {
        match action {
            Action::Exchange { cards } if cards.is_empty() => {
                vec![tr(Text::ButtonKeep, lang).to_owned()]
            }
            Action::Exchange { cards } => cards
                .iter()
                .map(|c| card_name(c, lang))
                .chain([fill(
                    tr(Text::ButtonDraw, lang),
                    &[&cards.len().to_string()],
                )])
                .collect(),
            Action::Bid { tricks } => {
                vec![fill(tr(Text::ButtonCall, lang), &[&tricks.to_string()])]
            }
            Action::Play { card } => vec![card_name(card, lang)],
            _ => Vec::new(),
        }
    }

    const TEXT_TABLE: Result<fn(&str, &mut Vec<String>), Skip> = Ok(check_table::<Text>);
    const TYPICAL_SEATS: usize = 2;
    const LOOK: Result<Look, Skip> = Ok(Look {
        seats: 2,
        moves: 6,
        clicks: &[],
    });
    const NAMES: Result<Names, Skip> = Ok(Names {
        own_selectable: true,
        theirs: |lang| tr(Text::NameTheirCard, lang),
        place: |lang| tr(Text::Stock, lang),
    });
    const UNDO: Undo = Undo {
        seats: 2,
        games: 4,
        at_least: 0,
    };
    const REVIEW: Review = Review {
        seats: 2,
        analyst: Strength::Normal,
        seed: 5,
    };
    const GOLDEN_PRESETS: Result<&'static [&'static str], Skip> = Ok(&["default", "legacy"]);
    const DEALS_AT_START: bool = false;
    const MONKEY_EVENTS: usize = 1000;
    const LADDER: Entry = Ok(super::levels::levels_are_in_order);
    const CUT_OFF: Entry = Ok(super::levels::search_stops_at_its_deadline);
    const SLOWEST: Result<Slowest, Skip> = Ok(super::levels::slowest);

    fn conformance() {
        check(&preset::<State>("", 2), &spec(), ci_plan(0));
    }

    fn soak(games: u64) -> u64 {
        soak_game(&[preset::<State>("", 2)], &spec(), games).violations
    }
}

/// The review never names what another seat chose out of the human's sight: an Aegis computer's
/// exchange shows how many cards it threw away (as the game log did), not which.
#[test]
fn another_seats_hidden_choice_stays_hidden_in_the_review() {
    use crate::ui::{panel::GamePanel as _, review::ReviewScreen};
    let (record, replayed, k, cards) = (1..40)
        .find_map(|seed| {
            let session = random_game::<State>(2, seed);
            let record = GameRecord::of_session(&session, 0).expect("a trail");
            let replayed = record.validate().expect("valid");
            let k = replayed.decisions.iter().position(|d| {
                d.seat != record.human
                    && matches!(d.action, Action::Exchange { cards } if !cards.is_empty())
            })?;
            let action = replayed.decisions[k].action;
            Some((record, replayed, k, action))
        })
        .expect("a game where the computer exchanged cards");
    let mut state = KitState::<AegisPanel>::new();
    state.settings.language = Lang::En;
    let mut h = harness(state);
    h.run_steps(2);
    let mut review = ReviewScreen::<AegisPanel>::new(record, replayed.clone(), None);
    review.analyst = Strength::Random;
    review.go_to(k);
    h.state_mut().screen.reviews.screen = Some(review);
    h.run_steps(3);
    let named =
        AegisPanel::default().describe_action(&replayed.decisions[k].before, cards, Lang::En);
    assert!(
        h.query_by_label_contains(&named).is_none(),
        "{named} is shown"
    );
    assert!(
        h.query_by_label_contains("Computer threw away").is_some(),
        "the exchange is told as the log told it"
    );
}
