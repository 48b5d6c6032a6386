//! A whole game against the Easy computer, clicked through on the board like a player would:
//! set-up from the supply, then every move built square by square, with bounces, replaces and
//! drops, until the game-over dialog.

use egui_kittest::kittest::Queryable as _;
use rand::RngExt as _;

use super::super::{
    actions::{Action, Event},
    board::Point,
    movegen::Ending,
    panel::GygesPanel,
    state::Phase,
};
use crate::{
    engine::{Game, Strength, rng_from_seed},
    i18n::{Lang, Msg},
    settings::FirstPlayer,
    ui::{
        sound::Cue,
        testing::{KitState, SoundProbe, button_labels, click, harness, settle, sized_harness},
    },
};

/// What each event should sound like: a knock where a piece lands, a bounce where it bounces.
fn cue_of(event: &Event) -> Option<Cue> {
    match event {
        Event::Placed { .. } | Event::Displaced { .. } => Some(Cue::PieceMove),
        Event::Moved { bounces, .. } if !bounces.is_empty() => Some(Cue::PieceBounce),
        Event::Moved { .. } => Some(Cue::PieceMove),
        _ => None,
    }
}

fn label_of(point: Point) -> String {
    match point {
        Point::Square(s) => s.to_string(),
        Point::Goal => "North goal".to_owned(),
    }
}

#[test]
fn a_whole_game_against_easy_is_clicked_through() {
    let mut state = KitState::<GygesPanel>::new();
    state
        .settings
        .games
        .update::<crate::games::gyges::Rules, crate::games::gyges::panel::Aids>(
            crate::games::gyges::info::FACTS.id,
            |c| {
                c.strength = Strength::Easy;
                c.first = FirstPlayer::You;
            },
        );
    let mut h = harness(state);
    h.run_steps(3);
    click(&mut h, "Start");
    let mut rng = rng_from_seed(17);
    let mut human_decisions = 0;
    let mut probe = SoundProbe::new(3, 5);
    for _ in 0..300 {
        settle(&mut h, 400);
        if h.state().screen.game_over_dialog_open() {
            break;
        }
        probe.before_decision(&mut h, human_decisions);
        let Some(session) = h.state().screen.session.as_ref() else {
            panic!("a game runs")
        };
        let game = session.state.clone();
        let legal = session.human_legal();
        assert!(!legal.is_empty(), "settled on the human's turn");
        // Prefer a win; otherwise a move that does not lose at once, as a careful beginner.
        let safe: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|&a| game.phase() != Phase::Play || !game.gives_immediate_win(a))
            .collect();
        let pool = if safe.is_empty() { &legal } else { &safe };
        let action = legal
            .iter()
            .copied()
            .find(|a| {
                matches!(
                    a,
                    Action::Move {
                        to: Point::Goal,
                        ..
                    }
                )
            })
            .unwrap_or_else(|| pool[rng.random_range(0..pool.len())]);
        match action {
            Action::Place { col, rings } => {
                let label = if rings == 1 {
                    "1 ring".to_owned()
                } else {
                    format!("{rings} rings")
                };
                click(&mut h, &label);
                let square = super::super::board::Sq::at(0, usize::from(col));
                click(&mut h, &square.to_string());
            }
            Action::Pass => click(&mut h, "Pass (no move)"),
            Action::Move { from, .. } | Action::Replace { from, .. } => {
                let ending = match action {
                    Action::Move {
                        to: Point::Goal, ..
                    } => Ending::Goal,
                    Action::Move {
                        to: Point::Square(s),
                        ..
                    } => Ending::Square(s),
                    Action::Replace { at, .. } => Ending::Landing(at),
                    _ => unreachable!(),
                };
                let (path, bounces) = game.path(from, ending);
                assert!(!path.is_empty());
                click(&mut h, &from.to_string());
                for (i, point) in path.iter().enumerate() {
                    click(&mut h, &label_of(*point));
                    let last = i + 1 == path.len();
                    if let Point::Square(s) = point
                        && bounces.contains(s)
                        && !last
                    {
                        click(&mut h, "Bounce");
                    }
                }
                if let Action::Replace { drop, .. } = action {
                    click(&mut h, "Replace");
                    click(&mut h, &drop.to_string());
                }
            }
        }
        h.step();
        let after = h
            .state()
            .screen
            .session
            .as_ref()
            .map(|s| s.log.len())
            .unwrap_or(0);
        assert!(after > 0);
        let applied = h
            .state()
            .screen
            .session
            .as_ref()
            .is_some_and(|s| s.state != game);
        assert!(
            applied,
            "the clicks made {action:?}; buttons: {:?}",
            button_labels(&h)
        );
        human_decisions += 1;
    }
    settle(&mut h, 400);
    h.step();
    assert!(h.state().screen.game_over_dialog_open(), "the game ended");
    let session = h.state().screen.session.as_ref().expect("session");
    assert!(session.state.is_over());
    assert!(matches!(session.state.phase(), Phase::Over(_)));
    eprintln!(
        "human decisions: {human_decisions}, log entries {}",
        session.log.len()
    );
    assert!(human_decisions >= 6, "set-up alone is six decisions");
    assert!(h.query_by_label_contains("Play again").is_some());
    let sound = probe.finish(&h);
    sound.assert_heard(cue_of);
    for cue in [Cue::PieceMove, Cue::PieceBounce] {
        assert!(sound.heard.contains(&cue), "no {cue:?}");
    }
}

/// The side panel's last line, the keyboard keys, stays inside the window above the prompt bar
/// in the smallest window, with the log shown and both aids listed.
#[test]
fn the_keyboard_line_is_not_cut_off_at_1024() {
    for lang in [Lang::En, Lang::Ja] {
        let mut state = KitState::<GygesPanel>::new();
        state.settings.language = lang;
        state.settings.show_log = true;
        let mut h = sized_harness(state, egui::Vec2::new(1024.0, 640.0));
        h.run_steps(3);
        click(&mut h, Msg::Start.tr(lang));
        settle(&mut h, 400);
        let help = crate::ui::shortcuts::keyboard_help(h.ctx.os(), lang);
        let keys = h.get_by_label(&help).rect();
        let prompt_bar_top = 640.0 - 30.0;
        assert!(
            keys.bottom() <= prompt_bar_top && keys.top() > 320.0,
            "{lang:?}: the keyboard line at {keys:?}"
        );
    }
}
