//! Whole matches against the Easy computer, clicked through on the table at each level:
//! select the cards of a legal action, press its button, until the match-over dialog.

use egui_kittest::Harness;
use rand::RngExt as _;

use super::super::{
    actions::{Action, Event},
    panel::{EnGardePanel, cards_of},
    rules::Level,
};
use crate::{
    engine::{Game, Strength, rng_from_seed},
    i18n::Lang,
    settings::FirstPlayer,
    ui::{
        panel::GamePanel,
        sound::Cue,
        testing::{KitState, SoundProbe, button_labels, click, harness, settle},
    },
};

/// What each event should sound like (the panel's mapping, restated).
fn cue_of(event: &Event) -> Option<Cue> {
    match event {
        Event::RoundStarted { .. } => Some(Cue::Shuffle),
        Event::Drew { cards, .. } if !cards.is_empty() => Some(Cue::CardDeal),
        Event::Moved { .. } | Event::Retreated { .. } => Some(Cue::CardPlay),
        Event::Attacked { .. } | Event::Parried { .. } => Some(Cue::Clash),
        Event::RoundOver {
            winner: Some(w), ..
        } => Some(if *w == 0 {
            Cue::RoundWon
        } else {
            Cue::RoundLost
        }),
        _ => None,
    }
}

/// A started match at `level` against Easy, the human moving first.
pub(super) fn started_table(level: Level) -> Harness<'static, KitState<EnGardePanel>> {
    let mut state = KitState::<EnGardePanel>::new();
    state
        .settings
        .games
        .update::<crate::games::en_garde::Rules, crate::games::en_garde::panel::Aids>(
            crate::games::en_garde::info::FACTS.id,
            |c| {
                c.strength = Strength::Easy;
                c.first = FirstPlayer::You;
                c.rules.level = level;
            },
        );
    let mut h = harness(state);
    h.run_steps(3);
    click(&mut h, "Start");
    h
}

fn play_a_match(level: Level, seed: u64) -> usize {
    let mut h = started_table(level);
    let mut rng = rng_from_seed(seed);
    let mut decisions = 0;
    let mut probe = SoundProbe::new(2, 5);
    for _ in 0..3000 {
        settle(&mut h, 400);
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
        let action = legal[rng.random_range(0..legal.len())];
        // Select the action's cards in the hand, then press its button.
        for value in cards_of(action).to_vec() {
            click(&mut h, &value.to_string());
        }
        let label = EnGardePanel::default().describe_action(&before, action, Lang::En);
        click(&mut h, &label);
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
    settle(&mut h, 400);
    h.step();
    assert!(
        h.state().screen.game_over_dialog_open(),
        "{level:?}: the match ended"
    );
    let session = h.state().screen.session.as_ref().expect("session");
    assert!(session.state.is_over());
    let scores = session.state.scores();
    assert!(scores.contains(&5), "{scores:?}");
    let sound = probe.finish(&h);
    sound.assert_heard(cue_of);
    for cue in [Cue::Shuffle, Cue::CardDeal, Cue::CardPlay, Cue::Clash] {
        assert!(sound.heard.contains(&cue), "{level:?}: no {cue:?}");
    }
    decisions
}

#[test]
fn a_basic_match_against_easy_is_clicked_through() {
    assert!(play_a_match(Level::Basic, 1) >= 5);
}

#[test]
fn a_standard_match_against_easy_is_clicked_through() {
    assert!(play_a_match(Level::Standard, 2) >= 5);
}

#[test]
fn a_full_match_against_easy_is_clicked_through() {
    assert!(play_a_match(Level::Full, 3) >= 5);
}

#[test]
fn a_marked_space_plays_its_move_when_clicked() {
    let mut h = started_table(Level::Basic);
    settle(&mut h, 400);
    let session = h.state().screen.session.as_ref().expect("a game");
    let before = session.state.clone();
    let own = before.positions()[0];
    let legal = session.human_legal();
    let (card, to) = legal
        .iter()
        .find_map(|a| match a {
            Action::Move {
                card,
                forward: true,
            } => Some((*card, own + card)),
            _ => None,
        })
        .expect("a move forward at the start");
    click(&mut h, &card.to_string());
    let space = format!("Space {to}: ");
    let label = button_labels(&h)
        .into_iter()
        .find(|l| l.starts_with(&space))
        .unwrap_or_else(|| panic!("space {to} is clickable: {:?}", button_labels(&h)));
    click(&mut h, &label);
    h.step();
    let after = &h.state().screen.session.as_ref().expect("a game").state;
    assert_ne!(after, &before, "the click played the move");
    settle(&mut h, 400);
    let after = &h.state().screen.session.as_ref().expect("a game").state;
    assert_eq!(
        after.positions()[0],
        to,
        "the fencer stands on the clicked space"
    );
}

#[test]
fn a_first_game_is_basic_and_the_last_choice_is_kept() {
    let mut state = KitState::<EnGardePanel>::new();
    state.screen.open_new_game_dialog(&mut state.settings);
    let first = state.screen.new_game_choices().expect("the dialog is open");
    assert_eq!(first.rules.level, Level::Basic);
    state
        .settings
        .games
        .update::<crate::games::en_garde::Rules, crate::games::en_garde::panel::Aids>(
            crate::games::en_garde::info::FACTS.id,
            |c| c.rules.level = Level::Full,
        );
    state.screen.open_new_game_dialog(&mut state.settings);
    let again = state.screen.new_game_choices().expect("the dialog is open");
    assert_eq!(again.rules.level, Level::Full);
}
