//! The table kit driven end to end with the demo game: new game, moves, undo, hint, save,
//! quit, resume, game over.

use std::sync::Arc;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT as _, Queryable as _};

use crate::{
    engine::Game as _,
    ui::{
        demo::{DemoAction, DemoPanel},
        table_screen::GameScreen as _,
        testing::{KitState, button_labels, click, harness, settle},
    },
};

fn card_labels(labels: &[String]) -> Vec<String> {
    labels
        .iter()
        .filter(|l| l.parse::<u8>().is_ok())
        .cloned()
        .collect()
}

#[test]
fn the_demo_game_runs_through_the_kit() {
    let state = KitState::<DemoPanel>::new();
    let dir = Arc::clone(&state.dir);
    let mut h = harness(state);
    h.run_steps(2);

    // A first visit opens the new-game dialog; start with the defaults (human starts).
    assert!(h.state().screen.new_game_dialog_open());
    click(&mut h, "You");
    click(&mut h, "Start");
    assert!(h.state().screen.session.is_some());
    settle(&mut h, 50);

    // The human's legal cards are buttons named by their value, plus "Knock".
    let labels = button_labels(&h);
    let cards = card_labels(&labels);
    assert!(!cards.is_empty(), "{labels:?}");
    assert!(labels.iter().any(|l| l == "Knock"));

    // Knock: nothing hidden is revealed, so undo is available after the computer's answer.
    let before = h.state().screen.session.as_ref().map(|s| s.state.clone());
    click(&mut h, "Knock");
    settle(&mut h, 50);
    let undo = h.get_by_role_and_label(Role::Button, "Undo");
    assert!(!undo.accesskit_node().is_disabled(), "undo after a knock");
    undo.click();
    h.step();
    settle(&mut h, 50);
    let after_undo = h.state().screen.session.as_ref().map(|s| s.state.clone());
    assert_eq!(
        before, after_undo,
        "undo restores the position before the knock"
    );

    // Playing a card draws one: undo is then disabled, with a reason.
    let first = card_labels(&button_labels(&h))[0].clone();
    click(&mut h, &first);
    settle(&mut h, 80);
    assert!(
        h.get_by_role_and_label(Role::Button, "Undo")
            .accesskit_node()
            .is_disabled(),
        "undo must be off after drawing a card"
    );

    // Hint (the H key): the Expert's suggestion appears in the prompt line.
    h.key_press(egui::Key::H);
    h.step();
    h.step();
    let hint = h
        .state()
        .screen
        .session
        .as_ref()
        .and_then(|s| s.hint().cloned());
    let hint = hint.expect("a hint is shown");
    let legal = h
        .state()
        .screen
        .session
        .as_ref()
        .map(|s| s.human_legal())
        .unwrap_or_default();
    assert!(legal.contains(&hint.action));
    assert!(h.query_by_label_contains("Hint: ").is_some());

    // Quit: the unfinished game is saved. Resume it on a new screen.
    let saved_state = h.state().screen.session.as_ref().map(|s| s.state.clone());
    h.state_mut().with_cx(|screen, cx| screen.leave(cx));
    assert!(h.state().saves.exists("demo"));
    drop(h);
    let mut h = harness(KitState::<DemoPanel>::in_dir(dir));
    h.run_steps(2);
    assert!(!h.state().screen.new_game_dialog_open());
    let resumed = h.state().screen.session.as_ref().map(|s| s.state.clone());
    assert_eq!(resumed, saved_state, "the resumed game is the saved one");

    // Play on, always the first legal card, until the game-over dialog appears.
    for _ in 0..40 {
        settle(&mut h, 80);
        if h.state().screen.game_over_dialog_open() {
            break;
        }
        let labels = button_labels(&h);
        let choice = card_labels(&labels)
            .first()
            .cloned()
            .unwrap_or_else(|| "Knock".to_owned());
        click(&mut h, &choice);
    }
    settle(&mut h, 80);
    h.step();
    assert!(h.state().screen.game_over_dialog_open());
    assert!(h.query_by_label("Play again").is_some());
    let over = h
        .state()
        .screen
        .session
        .as_ref()
        .is_some_and(|s| s.state.is_over());
    assert!(over);
    assert!(
        !h.state().saves.exists("demo"),
        "a finished game leaves no save"
    );

    // Play again starts a fresh game.
    click(&mut h, "Play again");
    settle(&mut h, 50);
    let fresh = h
        .state()
        .screen
        .session
        .as_ref()
        .is_some_and(|s| !s.state.is_over() && s.log.is_empty());
    assert!(fresh);
}

#[test]
fn a_damaged_save_is_set_aside_with_a_notice() {
    let state = KitState::<DemoPanel>::new();
    state
        .saves
        .write("demo", "(version: 1, game: \"demo\", garbage")
        .expect("write");
    let dir = Arc::clone(&state.dir);
    let mut h = harness(state);
    h.run_steps(2);
    assert!(h.state().screen.session.is_none());
    assert!(h.state().screen.new_game_dialog_open());
    assert_eq!(h.state().toasts.texts().len(), 1);
    let backups = std::fs::read_dir(dir.path().join("saves"))
        .expect("saves folder")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains(".bad-"))
        .count();
    assert_eq!(backups, 1);
}

#[test]
fn illegal_actions_from_a_panel_are_refused() {
    let mut state = KitState::<DemoPanel>::new();
    let choices = crate::settings::GameChoices::default();
    state.screen.start_game(&choices, 7);
    let session = state.screen.session.as_mut().expect("session");
    let not_in_hand = (1..=9u8)
        .find(|v| !session.state.hands[session.human].contains(v))
        .expect("some value is not in hand");
    let before = session.state.clone();
    assert!(
        session
            .play(DemoAction::Play { card: not_in_hand })
            .is_err()
    );
    assert_eq!(session.state, before);
}
