//! A whole game against the Easy computer, clicked through on the table: cards to throw away
//! then "Draw" or "Keep hand", a star then "Call", the card to play; until the game-over
//! dialog with the rating screen.

use egui_kittest::kittest::Queryable as _;
use rand::RngExt as _;

use super::super::{
    actions::Event, panel::AegisPanel, panel::look::card_name, rating::Rating, state::Action,
};
use crate::{
    engine::{Game, Strength, rng_from_seed},
    i18n::{Lang, fill},
    settings::FirstPlayer,
    ui::{
        sound::Cue,
        testing::{KitState, SoundProbe, button_labels, click, harness, settle},
    },
};

/// What each event should sound like (the human is seat 0).
fn cue_of(event: &Event) -> Option<Cue> {
    match event {
        Event::SeasonStarted { .. } => Some(Cue::Shuffle),
        Event::CardDealt { .. } | Event::CardDrawn { .. } => Some(Cue::CardDeal),
        Event::KeyTurned { .. } | Event::CardPlayed { .. } => Some(Cue::CardPlay),
        Event::CardsDiscarded { cards, .. } if !cards.is_empty() => Some(Cue::CardPlay),
        Event::TrickTaken { .. } => Some(Cue::TrickTaken),
        Event::SeasonScored { record } => Some(if record.winner == 0 {
            Cue::RoundWon
        } else {
            Cue::RoundLost
        }),
        _ => None,
    }
}

fn play_a_game(seed: u64) -> usize {
    let mut state = KitState::<AegisPanel>::new();
    state
        .settings
        .games
        .update::<crate::games::aegis::Rules, crate::games::aegis::panel::Aids>(
            crate::games::aegis::info::FACTS.id,
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
    let mut probe = SoundProbe::new(3, 6);
    for _ in 0..2000 {
        settle(&mut h, 600);
        if h.state().screen.game_over_dialog_open() {
            break;
        }
        probe.before_decision(&mut h, decisions);
        let Some(session) = h.state().screen.session.as_ref() else {
            panic!("a game runs")
        };
        assert_eq!(session.human, 0, "cue_of takes the human to be seat 0");
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
    let sound = probe.finish(&h);
    sound.assert_heard(cue_of);
    for cue in [Cue::Shuffle, Cue::CardDeal, Cue::CardPlay, Cue::TrickTaken] {
        assert!(sound.heard.contains(&cue), "no {cue:?}");
    }
    assert!(
        sound.heard.contains(&Cue::RoundWon) || sound.heard.contains(&Cue::RoundLost),
        "a season's result is heard"
    );
    decisions
}

#[test]
fn a_whole_game_against_easy_is_clicked_through_to_the_rating() {
    assert!(play_a_game(7) >= 10);
}
