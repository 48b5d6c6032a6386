//! Every game's guided first game walked through the real table screen: entered from the
//! new-game dialog's "Learn to play", each step done by clicking only what it allows (at the
//! widget's place on screen, so a bubble over it would stop the click), and at each step every
//! other control checked inert — the other buttons, the keys, and clicks all over the table
//! leave the game and the step as they were. After the last step: free play with the hint shown,
//! remembered in the settings.

use egui::{Event, Key, Modifiers, PointerButton, Pos2, accesskit::Role};
use egui_kittest::{
    Harness,
    kittest::{NodeT as _, Queryable as _},
};

use crate::{
    app::registry::GameKind,
    i18n::{GuideMsg, Lang, Msg},
    play::session::same_state,
    settings::AnimationSpeed,
    ui::{
        panel::ActionOf,
        testing::{KitState, button_labels, harness, settle, table_choices},
    },
};

use super::coverage::{Covered, every_game};

/// Games without a guided game: only the test-only demo, which teaches nothing (the test below
/// fails for any other game without one, and once a listed game gains one).
const STILL_MISSING: &[&str] = &[DEMO];

/// The test-only demo game of the table kit: it teaches nothing.
const DEMO: &str = "demo";

/// The view buttons that are not game controls: they stay usable during a lesson.
fn views(lang: Lang) -> Vec<String> {
    [Msg::Log, Msg::Rules]
        .iter()
        .map(|m| m.tr(lang).to_owned())
        .chain([
            format!("◀ {}", Msg::Home.tr(lang)),
            GuideMsg::Next.tr(lang).to_owned(),
            GuideMsg::Skip.tr(lang).to_owned(),
        ])
        .collect()
}

/// A click with the pointer at `pos` (a press, a frame, a release, two frames).
fn click_at<P: Covered>(h: &mut Harness<'_, KitState<P>>, pos: Pos2) {
    h.event(Event::PointerMoved(pos));
    h.event(Event::PointerButton {
        pos,
        button: PointerButton::Primary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    h.step();
    h.event(Event::PointerButton {
        pos,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    h.step();
    h.step();
}

/// The place of the first enabled button named `label`.
fn button_rect<P: Covered>(h: &Harness<'_, KitState<P>>, label: &str) -> Option<egui::Rect> {
    h.query_all_by_role_and_label(Role::Button, label)
        .find(|n| !n.accesskit_node().is_disabled())
        .map(|n| n.rect())
}

/// The game and the step as they are now.
fn snapshot<P: Covered>(h: &Harness<'_, KitState<P>>) -> (P::Game, Option<(usize, usize)>, usize) {
    let screen = &h.state().screen;
    let session = screen.session.as_ref().expect("a game");
    (
        session.state.clone(),
        screen.guide_position(),
        session.log.len(),
    )
}

fn assert_unchanged<P: Covered>(
    h: &Harness<'_, KitState<P>>,
    before: &(P::Game, Option<(usize, usize)>, usize),
    what: &str,
) {
    let now = snapshot(h);
    assert!(
        same_state(&now.0, &before.0) && now.1 == before.1 && now.2 == before.2,
        "{}: {what} changed the lesson at step {:?}",
        P::SAVE_ID,
        before.1
    );
    assert!(
        !h.state().screen.new_game_dialog_open(),
        "{}: {what} opened the new-game dialog",
        P::SAVE_ID
    );
}

/// Every other control is inert: buttons outside `allowed` and the views, the keys, and
/// clicks on a grid over the table (the bubble included) away from the allowed widgets.
fn assert_others_inert<P: Covered>(
    h: &mut Harness<'_, KitState<P>>,
    allowed: &[String],
    lang: Lang,
) {
    let before = snapshot(h);
    let keep = views(lang);
    // Only what the step allows is offered on the table (the bubble's buttons aside).
    let offered: Vec<String> = table_choices(h)
        .into_iter()
        .map(|(label, _)| label)
        .filter(|label| !keep.contains(label))
        .collect();
    assert!(
        offered.iter().all(|label| allowed.contains(label)),
        "{}: step {:?}: the table offers {offered:?}, the step allows {allowed:?}",
        P::SAVE_ID,
        before.1
    );
    let others: Vec<String> = button_labels(h)
        .into_iter()
        .filter(|l| !allowed.contains(l) && !keep.contains(l))
        .collect();
    for label in &others {
        if let Some(rect) = button_rect(h, label) {
            click_at(h, rect.center());
            assert_unchanged(h, &before, &format!("the button {label:?}"));
            h.state_mut().screen.panel.reset_selection();
        }
    }
    for (key, modifiers) in [
        (Key::N, Modifiers::COMMAND),
        (Key::Z, Modifiers::COMMAND),
        (Key::H, Modifiers::NONE),
        (Key::F1, Modifiers::NONE),
        (Key::Escape, Modifiers::NONE),
        (Key::Enter, Modifiers::NONE),
        (Key::Space, Modifiers::NONE),
        (Key::Num1, Modifiers::NONE),
        (Key::Backspace, Modifiers::NONE),
    ] {
        h.key_press_modifiers(modifiers, key);
        h.step();
        h.step();
        assert_unchanged(h, &before, &format!("the key {key:?}"));
    }
    let shielded: Vec<egui::Rect> = allowed
        .iter()
        .chain(&keep)
        .filter_map(|l| button_rect(h, l))
        .map(|r| r.expand(6.0))
        .collect();
    let table = h.state().screen.table_rect;
    for i in 0..9 {
        for j in 0..7 {
            let pos = Pos2::new(
                table.left() + table.width() * (i as f32 + 0.5) / 9.0,
                table.top() + table.height() * (j as f32 + 0.5) / 7.0,
            );
            if shielded.iter().any(|r| r.contains(pos)) {
                continue;
            }
            click_at(h, pos);
            assert_unchanged(h, &before, &format!("a click at {pos:?}"));
            h.state_mut().screen.panel.reset_selection();
            h.step();
        }
    }
}

/// Walks `P`'s guided game, if it has one, from the new-game dialog to free play.
pub(crate) fn walks_the_guided_game<P: Covered>() {
    let Some(script) = P::guide() else {
        println!("{}: no guided game yet", P::SAVE_ID);
        return;
    };
    let steps = script.steps;
    let lang = Lang::En;
    let mut state = KitState::<P>::new();
    state.settings.animation_speed = AnimationSpeed::Instant;
    state.settings.language = lang;
    let mut h = harness(state);
    h.run_steps(2);
    assert!(h.state().screen.new_game_dialog_open());
    let learn = button_rect(&h, GuideMsg::LearnToPlay.tr(lang)).expect("Learn to play");
    click_at(&mut h, learn.center());
    settle(&mut h, 200);
    assert!(
        h.state().screen.guided(),
        "{}: the lesson began",
        P::SAVE_ID
    );
    // The rules stay a view during a lesson: their button opens them over the bubble, and Esc
    // closes them again without touching the lesson.
    let rules = button_rect(&h, Msg::Rules.tr(lang)).expect("the Rules button");
    click_at(&mut h, rules.center());
    h.run_steps(2);
    assert!(h.state().screen.rules_open(), "{}: rules open", P::SAVE_ID);
    h.key_press(Key::Escape);
    h.run_steps(2);
    assert!(
        !h.state().screen.rules_open(),
        "{}: Esc closes the rules",
        P::SAVE_ID
    );
    assert_eq!(h.state().screen.guide_position(), Some((0, steps.len())));
    for (i, step) in steps.iter().enumerate() {
        settle(&mut h, 400);
        assert_eq!(
            h.state().screen.guide_position(),
            Some((i, steps.len())),
            "{}: at step {i}",
            P::SAVE_ID
        );
        // The step is read out, and the bubble and its Skip are named.
        let text = (step.text)(lang);
        let said: Vec<String> = h
            .query_all(
                egui_kittest::kittest::by()
                    .predicate(|n| n.live() == egui::accesskit::Live::Polite),
            )
            .map(|n| n.accesskit_node().label().unwrap_or_default())
            .collect();
        assert!(
            said.iter().any(|s| s.contains(text)),
            "{}: step {i} is not in the live region: {said:?}",
            P::SAVE_ID
        );
        assert!(
            h.query_all(egui_kittest::kittest::by().predicate(|n| n.role() == Role::Note))
                .any(|n| n
                    .accesskit_node()
                    .label()
                    .unwrap_or_default()
                    .contains(text)),
            "{}: the bubble is named with its step",
            P::SAVE_ID
        );
        assert!(button_rect(&h, GuideMsg::Skip.tr(lang)).is_some());
        // The status line says what the step wants: on a step to read, to read and press Next
        // (the game's own prompt would ask for a move the step does not allow).
        let read_prompt = GuideMsg::ReadStep.tr(lang);
        assert_eq!(
            h.query_by_label(read_prompt).is_some(),
            step.allowed.is_empty(),
            "{}: step {i}: the status line's read prompt",
            P::SAVE_ID
        );
        let Some(&action) = step.allowed.first() else {
            assert_others_inert(&mut h, &[GuideMsg::Next.tr(lang).to_owned()], lang);
            let next = button_rect(&h, GuideMsg::Next.tr(lang)).expect("Next");
            click_at(&mut h, next.center());
            continue;
        };
        let clicks = {
            let session = h.state().screen.session.as_ref().expect("a game");
            P::guide_clicks(&session.state, action, lang)
        };
        assert!(
            !clicks.is_empty(),
            "{}: no clicks for {action:?}",
            P::SAVE_ID
        );
        // The first click, with those after it that are offered at once (the dice a keep sets
        // aside): the clicks that complete the action come later.
        let offered: Vec<String> = table_choices(&h).into_iter().map(|(l, _)| l).collect();
        let first = clicks
            .iter()
            .skip(1)
            .take_while(|c| offered.contains(c))
            .count()
            + 1;
        assert_others_inert(&mut h, &clicks[..first], lang);
        for label in &clicks {
            let offered = table_choices(&h)
                .into_iter()
                .find(|(l, _)| l == label)
                .map(|(_, r)| r)
                .or_else(|| button_rect(&h, label));
            let Some(rect) = offered else {
                panic!(
                    "{}: step {i}: {label:?} is not offered; buttons: {:?}",
                    P::SAVE_ID,
                    button_labels(&h)
                )
            };
            click_at(&mut h, rect.center());
        }
        let played = played_last::<P>(&h);
        assert_eq!(played, Some(action), "{}: step {i} played", P::SAVE_ID);
    }
    settle(&mut h, 400);
    h.run_steps(4);
    let screen = &h.state().screen;
    assert!(
        !screen.guided(),
        "{}: free play after the last step",
        P::SAVE_ID
    );
    assert!(screen.hints_shown(), "{}: hints in free play", P::SAVE_ID);
    assert!(
        h.state().settings.guides_done.contains(P::SAVE_ID),
        "{}: the lesson is remembered",
        P::SAVE_ID
    );
    let session = screen.session.as_ref().expect("a game");
    assert!(
        session.hint().is_some() || session.hint_pending(),
        "{}: the hint is shown in free play",
        P::SAVE_ID
    );
    assert!(
        !h.state().screen.new_game_dialog_open(),
        "{}: free play goes on at the table",
        P::SAVE_ID
    );
    // The lesson is practice: leaving it for a new game records nothing, so it counts in no
    // statistics and no review grades the steps it asked for.
    {
        let KitState {
            screen, settings, ..
        } = h.state_mut();
        screen.open_new_game_dialog(settings);
    }
    h.run_steps(2);
    let start = button_rect(&h, Msg::Start.tr(lang)).expect("Start");
    click_at(&mut h, start.center());
    settle(&mut h, 200);
    assert!(
        !h.state().screen.guided() && !h.state().screen.new_game_dialog_open(),
        "{}: a new game began",
        P::SAVE_ID
    );
    assert!(
        h.state().records.summaries(P::SAVE_ID).is_empty(),
        "{}: the lesson left a record",
        P::SAVE_ID
    );
}

/// The human's last action in the trail.
fn played_last<P: Covered>(h: &Harness<'_, KitState<P>>) -> Option<ActionOf<P>> {
    let session = h.state().screen.session.as_ref()?;
    let human_entries = session
        .log
        .iter()
        .filter(|e| e.seat == Some(session.human))
        .count();
    let trail = session.trail()?;
    // The human's decisions are the trail's actions taken on their turns: replay to find them.
    let mut state = trail.start.clone();
    let mut last = None;
    let mut seen = 0;
    for &a in &trail.actions {
        if crate::engine::Game::to_move(&state) == crate::engine::Turn::Player(session.human) {
            last = Some(a);
            seen += 1;
        }
        if crate::play::TableRules::apply_traced(&mut state, a, &mut Vec::new()).is_err() {
            return None;
        }
    }
    (seen == human_entries).then_some(last).flatten()
}

#[test]
fn every_guided_game_is_walked_to_free_play_through_the_table() {
    every_game(|c| c.guide);
}

#[test]
fn every_game_has_a_guided_game_or_is_listed_as_missing() {
    for kind in GameKind::all() {
        let missing = STILL_MISSING.contains(&kind.id());
        assert_eq!(
            kind.has_guide(),
            !missing,
            "{}: has a guided game: {}, listed as missing: {missing}",
            kind.id(),
            kind.has_guide()
        );
    }
}
