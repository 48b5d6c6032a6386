//! The table kit's keyboard play, driven with the demo game: Tab starts on the table, the arrow
//! keys move across it, Enter plays, the focus comes back after the computer's turn, a number
//! key plays that card of the hand, and Esc with nothing selected leaves the table.

use egui::Key;

use crate::{
    engine::Strength,
    games::demo::{DemoEvent, DemoPanel},
    settings::{AnimationSpeed, FirstPlayer, GameChoices},
    ui::{
        panel::GamePanel as _,
        table_screen::Navigation,
        testing::{KitState, focused, harness, press, settle, tab_to, table_choices},
    },
};

/// The cards the human played, in order.
fn played(h: &egui_kittest::Harness<'_, KitState<DemoPanel>>) -> Vec<u8> {
    let session = h.state().screen.session.as_ref().expect("a game");
    session
        .log
        .iter()
        .flat_map(|entry| &entry.events)
        .filter_map(|event| match *event {
            DemoEvent::Played { seat, card } if seat == session.human => Some(card),
            _ => None,
        })
        .collect()
}

#[test]
fn the_demo_table_is_played_with_keys() {
    let mut state = KitState::<DemoPanel>::new();
    state.settings.animation_speed = AnimationSpeed::Instant;
    let choices = GameChoices {
        strength: Strength::Easy,
        players: 2,
        first: FirstPlayer::You,
        rules: DemoPanel::first_game_rules(),
        aids: super::DemoAids::default(),
    };
    state.settings.games.set_choices("demo", &choices);
    let mut h = harness(state);
    h.run_steps(2);
    tab_to(&mut h, "Start", |label, _| label == "Start", 40);
    press(&mut h, Key::Enter);
    settle(&mut h, 50);

    // Started with the keyboard, the game goes on with it: the focus is on the table.
    let (start, start_rect, _) = focused(&h).expect("the focus moves to the table");
    assert!(table_choices(&h).contains(&(start, start_rect)));

    // A click with the pointer ends keyboard play; Tab from nowhere then starts on the table's
    // first choosable piece, not on the bar above it.
    let felt = h.state().screen.table_rect.right_bottom() - egui::vec2(5.0, 5.0);
    h.event(egui::Event::PointerMoved(felt));
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: felt,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run_steps(2);
    assert_eq!(focused(&h).map(|f| f.0), None);
    press(&mut h, Key::Tab);
    let choices = table_choices(&h);
    let (label, rect, _) = focused(&h).expect("Tab focuses something");
    assert_eq!((label.clone(), rect), choices[0], "choices: {choices:?}");

    // The arrow keys move to the piece on that side.
    press(&mut h, Key::ArrowRight);
    let (right, right_rect, _) = focused(&h).expect("still focused");
    assert!(
        right_rect.center().x > rect.center().x,
        "{right:?} is not right of {label:?}"
    );
    press(&mut h, Key::ArrowLeft);
    assert_eq!(focused(&h).map(|f| f.1), Some(rect));

    // Enter plays the focused card; after the computer's turn the focus is back on the table.
    press(&mut h, Key::Enter);
    settle(&mut h, 80);
    assert_eq!(played(&h), [label.parse::<u8>().expect("a card")]);
    let (back, back_rect, _) = focused(&h).expect("the focus comes back to the table");
    assert!(
        table_choices(&h).contains(&(back.clone(), back_rect)),
        "{back:?} is not a choice of the table"
    );

    // A number key plays that card of the hand (1 = the leftmost).
    let session = h.state().screen.session.as_ref().expect("a game");
    let mut hand = session.state.hands[session.human].clone();
    hand.sort_unstable();
    press(&mut h, Key::Num2);
    settle(&mut h, 80);
    assert_eq!(
        played(&h)[1],
        hand[1],
        "2 plays the second card of {hand:?}"
    );

    // Esc with nothing selected still leaves the table.
    press(&mut h, Key::Escape);
    h.step();
    assert_eq!(h.state().navigation, Navigation::Home);
}
