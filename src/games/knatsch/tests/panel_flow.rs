//! A whole three-player game against the Easy computer, clicked through on the table: cards
//! to attack, dice to keep, Roll again / Stop, refreshes and the King's revenge, until the
//! game-over dialog.

use rand::RngExt as _;

use super::super::{
    actions::{Action, Event, Target},
    panel::KnatschPanel,
    state::Phase,
};
use crate::{
    engine::{Game, Strength, rng_from_seed},
    i18n::Lang,
    settings::FirstPlayer,
    ui::{
        panel::GamePanel,
        sound::Cue,
        table_screen::GameScreen as _,
        testing::{KitState, SoundProbe, button_labels, click, harness, settle},
    },
};

/// What each event should sound like (the human is seat 0).
fn cue_of(event: &Event) -> Option<Cue> {
    match *event {
        Event::Rolled { .. } => Some(Cue::DiceRoll),
        Event::Kept { .. } => Some(Cue::DiceKeep),
        Event::Refreshed { .. } => Some(Cue::CardPlay),
        Event::Captured { player: 0, .. } | Event::Defended { owner: 0, .. } => Some(Cue::RoundWon),
        Event::Captured { from: Some(0), .. } | Event::Failed { player: 0, .. } => {
            Some(Cue::RoundLost)
        }
        Event::Captured { .. } => Some(Cue::CardDeal),
        _ => None,
    }
}

#[test]
fn a_three_player_game_is_clicked_through_to_the_winner() {
    let mut state = KitState::<KnatschPanel>::new();
    state
        .settings
        .games
        .update::<crate::games::knatsch::Rules, crate::games::knatsch::panel::Aids>(
            crate::games::knatsch::info::FACTS.id,
            |c| {
                c.strength = Strength::Easy;
                c.first = FirstPlayer::You;
                c.players = 3;
                c.aids.odds = true;
            },
        );
    let mut h = harness(state);
    h.run_steps(3);
    click(&mut h, "Start");
    let mut rng = rng_from_seed(11);
    let mut decisions = 0;
    let mut probe = SoundProbe::new(2, 6);
    for _ in 0..3000 {
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
        assert_eq!(before.players(), 3);
        let legal = session.human_legal();
        // Attacks first, so that the game moves on.
        let attacks: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Attack { .. }))
            .collect();
        let pool = if !attacks.is_empty() && rng.random_bool(0.8) {
            attacks
        } else {
            legal.clone()
        };
        let action = pool[rng.random_range(0..pool.len())];
        let panel = KnatschPanel::default();
        match action {
            Action::Keep { counts } => {
                let Phase::Rolling { attempt, .. } = before.phase() else {
                    panic!("keeping outside an attempt")
                };
                let mut need = counts;
                for (i, &d) in attempt.last.iter().enumerate() {
                    if (1..=5).contains(&d) && need[usize::from(d) - 1] > 0 {
                        need[usize::from(d) - 1] -= 1;
                        click(&mut h, &format!("die {}: {d}", i + 1));
                    }
                }
                click(&mut h, "Roll again");
            }
            Action::Surrender { card, .. } => {
                let target = Target::Castle { owner: 0, card };
                click(
                    &mut h,
                    &super::super::panel::log::target_text(&panel, &before, target, Lang::En),
                );
                click(&mut h, &panel.describe_action(&before, action, Lang::En));
            }
            _ => click(&mut h, &panel.describe_action(&before, action, Lang::En)),
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
    assert!(session.state.winner().is_some());
    assert!(decisions >= 3);
    let sound = probe.finish(&h);
    sound.assert_heard(cue_of);
    for cue in [Cue::DiceRoll, Cue::DiceKeep] {
        assert!(sound.heard.contains(&cue), "no {cue:?}");
    }
}

#[test]
#[ignore = "renders an image for people to look at; needs a wgpu adapter"]
fn table_gallery() {
    for lang in [Lang::En, Lang::Ja] {
        gallery(lang);
    }
}

fn gallery(lang: Lang) {
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/gallery");
    std::fs::create_dir_all(&out).expect("gallery folder");
    let mut state = KitState::<KnatschPanel>::new();
    state
        .settings
        .games
        .update::<crate::games::knatsch::Rules, crate::games::knatsch::panel::Aids>(
            crate::games::knatsch::info::FACTS.id,
            |c| {
                c.strength = Strength::Easy;
                c.first = FirstPlayer::You;
                c.players = 4;
                c.aids.odds = true;
            },
        );
    state.settings.language = lang;
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .with_context_setup(|ctx| {
            crate::ui::fonts::install(ctx);
            crate::ui::theme::install(ctx, crate::settings::ThemeChoice::Light);
        })
        .wgpu()
        .build_ui_state(
            |ui, state: &mut KitState<KnatschPanel>| {
                let ctx = ui.ctx().clone();
                state.with_cx(|screen, cx| {
                    screen.logic(&ctx, cx);
                    screen.ui(ui, cx)
                });
            },
            state,
        );
    h.state_mut()
        .with_cx(crate::ui::table_screen::GameScreen::open);
    h.run_steps(3);
    let start = crate::i18n::Msg::Start.tr(lang).to_owned();
    click(&mut h, &start);
    settle(&mut h, 200);
    h.render()
        .expect("render")
        .save(out.join(format!("knatsch-table-{lang:?}.png")))
        .expect("save");
    let legal = h
        .state()
        .screen
        .session
        .as_ref()
        .map(crate::play::session::Session::human_legal)
        .unwrap_or_default();
    if let Some(a) = legal.iter().find(|a| matches!(a, Action::Attack { .. })) {
        let before = h
            .state()
            .screen
            .session
            .as_ref()
            .map(|s| s.state.clone())
            .expect("state");
        click(
            &mut h,
            &KnatschPanel::default().describe_action(&before, *a, lang),
        );
        settle(&mut h, 200);
        h.render()
            .expect("render")
            .save(out.join(format!("knatsch-dice-{lang:?}.png")))
            .expect("save");
    }
}

/// Computer seats have names, not seat numbers: distinct, the same in the log and on the table,
/// counted from the seat after the human's, in both languages.
#[test]
fn computer_seats_have_names() {
    use crate::engine::GameDef as _;
    let panel = KnatschPanel::default();
    let mut rng = rng_from_seed(3);
    for players in 2..=6 {
        let state = super::super::state::State::new_game(
            &super::super::rules::Rules::default(),
            players,
            None,
            &mut rng,
        );
        for human in 0..players {
            for lang in [Lang::En, Lang::Ja] {
                let names: Vec<String> = (0..players)
                    .map(|seat| panel.seat_name(&state, seat, human, lang))
                    .collect();
                let mut distinct = names.clone();
                distinct.sort();
                distinct.dedup();
                assert_eq!(distinct.len(), players, "{names:?}");
                for (seat, name) in names.iter().enumerate() {
                    assert!(!name.chars().any(|c| c.is_ascii_digit()), "{name}");
                    if seat == (human + 1) % players {
                        assert_eq!(name, if lang == Lang::En { "Aki" } else { "アキ" });
                    }
                }
            }
        }
    }
}
