//! A whole game against the Easy computer, clicked through on the table: cards to throw away
//! then "Draw" or "Keep hand", a star then "Call", the card to play; until the game-over
//! dialog with the rating screen.

use egui_kittest::kittest::Queryable as _;
use rand::RngExt as _;

use super::super::{panel::AegisPanel, panel::look::card_name, rating::Rating, state::Action};
use crate::{
    engine::{Game, Strength, rng_from_seed},
    i18n::{Lang, fill},
    settings::FirstPlayer,
    ui::testing::{KitState, button_labels, click, harness, settle},
};

fn play_a_game(seed: u64) -> usize {
    let mut state = KitState::<AegisPanel>::new();
    state
        .settings
        .games
        .update::<crate::games::aegis::Rules, crate::games::aegis::panel::Aids>(
            crate::games::aegis::info::INFO.id,
            |c| {
                c.strength = Strength::Easy;
                c.first = FirstPlayer::You;
            },
        );
    let mut h = harness(state);
    h.run_steps(3);
    click(&mut h, "Start");
    let mut rng = rng_from_seed(seed);
    let mut decisions = 0;
    for _ in 0..2000 {
        settle(&mut h, 600);
        if h.state().screen.game_over_dialog_open() {
            break;
        }
        let Some(session) = h.state().screen.session.as_ref() else {
            panic!("a game runs")
        };
        let before = session.state.clone();
        let legal = session.human_legal();
        assert!(
            !legal.is_empty(),
            "the human decides when the table settles"
        );
        let action = legal[rng.random_range(0..legal.len())];
        match action {
            Action::Exchange { cards } if cards.is_empty() => click(&mut h, "Keep hand"),
            Action::Exchange { cards } => {
                for c in cards.iter() {
                    click(&mut h, &card_name(c, Lang::En));
                }
                click(&mut h, &format!("Draw {}", cards.len()));
            }
            Action::Bid { tricks } => {
                click(&mut h, &fill("Bid {0}", &[&tricks.to_string()]));
                click(&mut h, &format!("Call {tricks}"));
            }
            Action::Play { card } => click(&mut h, &card_name(card, Lang::En)),
            other => panic!("not a human decision: {other:?}"),
        }
        h.step();
        let changed = h
            .state()
            .screen
            .session
            .as_ref()
            .is_some_and(|s| s.state != before);
        assert!(
            changed,
            "{action:?} was not applied; buttons {:?}",
            button_labels(&h)
        );
        decisions += 1;
    }
    settle(&mut h, 600);
    h.step();
    assert!(h.state().screen.game_over_dialog_open(), "the game ended");
    let session = h.state().screen.session.as_ref().expect("session");
    assert!(session.state.is_over());
    let rating = Rating::of(&session.state, session.human).expect("a rating once over");
    assert!(rating.total <= 100 && rating.stars <= 5);
    // The rating screen is shown in the game-over dialog.
    assert!(
        h.query_by_label("Your rating").is_some(),
        "the rating screen is shown"
    );
    decisions
}

#[test]
fn a_whole_game_against_easy_is_clicked_through_to_the_rating() {
    assert!(play_a_game(7) >= 10);
}
