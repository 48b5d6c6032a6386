//! The table kit (`ui/`) driven end to end with the demo game: new game, moves, undo, hint, save,
//! quit, resume, game over.

use std::sync::Arc;

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT as _, Queryable as _};

use crate::{
    engine::Game as _,
    games::demo::{DemoAction, DemoPanel},
    ui::{
        table_screen::{GameScreen, Navigation},
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

    // Knock: nothing hidden is revealed by the knock itself, but the computer then answers
    // from its hidden hand, and its choice tells something: undo is off once it has decided.
    click(&mut h, "Knock");
    settle(&mut h, 50);
    assert!(
        h.get_by_role_and_label(Role::Button, "Undo")
            .accesskit_node()
            .is_disabled(),
        "undo must be off once the computer has answered"
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
        .map(crate::play::session::Session::human_legal)
        .unwrap_or_default();
    assert!(legal.contains(&hint.action));
    assert!(h.query_by_label_contains("Hint: ").is_some());

    // Quit: the unfinished game is saved. Resume it on a new screen.
    let saved_state = h.state().screen.session.as_ref().map(|s| s.state.clone());
    h.state_mut()
        .with_cx(crate::ui::table_screen::GameScreen::leave);
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

    // Closed, the result leaves the finished table with the ways back to it and to the
    // review.
    click(&mut h, "Close");
    assert!(!h.state().screen.game_over_dialog_open());
    click(&mut h, "Review this game");
    assert!(
        h.state().screen.reviews.screen.is_some(),
        "the review opened"
    );
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert!(
        h.state().screen.reviews.screen.is_none(),
        "back at the table"
    );
    click(&mut h, "See the result");
    assert!(h.state().screen.game_over_dialog_open());

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
        .write("demo", "(version: 1, game: \"demo\", garbage".to_owned());
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

/// Renders the kit's widgets and dialogs in both themes to `target/gallery/*.png` for a look
/// (needs a wgpu adapter, e.g. Mesa's lavapipe): `cargo test --release -- --ignored gallery`.
#[test]
#[ignore = "renders images for people to look at; needs a wgpu adapter"]
fn gallery() {
    use egui::{Pos2, Rect, Vec2};

    use crate::ui::{
        theme::Theme,
        widgets::{
            Badge, CardCenter, CardLook, CardStyle, DieStyle, PieceLook, SeatPlate, SuitMark, card,
            die, paint_score_track, piece, seat_plate,
        },
    };

    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/gallery");
    std::fs::create_dir_all(&out).expect("mkdir");
    for (name, dark) in [("light", false), ("dark", true)] {
        let mut h = egui_kittest::Harness::builder()
            .with_size(Vec2::new(900.0, 560.0))
            .with_theme(if dark {
                egui::Theme::Dark
            } else {
                egui::Theme::Light
            })
            .with_context_setup(|ctx| {
                crate::ui::fonts::install(ctx);
                crate::ui::theme::install(ctx, crate::settings::ThemeChoice::System);
            })
            .wgpu()
            .build_ui(move |ui| {
                let theme = if dark { Theme::dark() } else { Theme::light() };
                let full = ui.max_rect();
                ui.painter().rect_filled(full, 0.0, theme.table);
                let size = theme.card_size;
                let looks = [
                    CardLook::number(5, theme.ink_black),
                    CardLook {
                        corner: "Q".into(),
                        corner_sub: String::new(),
                        suit: Some(SuitMark::Heart),
                        ink: theme.ink_red,
                        center: CardCenter::Empty,
                        title: Some("Missed!".into()),
                        band: Some(egui::Color32::from_rgb(0xA8, 0x6B, 0x2D)),
                        accessible: "Missed! Q♥".into(),
                    },
                    CardLook {
                        corner: "7".into(),
                        corner_sub: String::new(),
                        suit: Some(SuitMark::Spade),
                        ink: theme.ink_black,
                        center: CardCenter::Pips {
                            count: 7,
                            symbol: "•".into(),
                        },
                        title: None,
                        band: None,
                        accessible: "7♠".into(),
                    },
                    CardLook {
                        corner: "A".into(),
                        corner_sub: "風".into(),
                        suit: None,
                        ink: egui::Color32::from_rgb(0xD4, 0xA0, 0x17),
                        center: CardCenter::Big("風".into()),
                        title: None,
                        band: Some(egui::Color32::from_rgb(0xD4, 0xA0, 0x17)),
                        accessible: "A 風".into(),
                    },
                ];
                let styles = [
                    CardStyle::default(),
                    CardStyle {
                        legal: true,
                        ..CardStyle::default()
                    },
                    CardStyle {
                        selected: true,
                        ..CardStyle::default()
                    },
                    CardStyle {
                        hinted: true,
                        ..CardStyle::default()
                    },
                    CardStyle {
                        dimmed: true,
                        ..CardStyle::default()
                    },
                ];
                for (i, style) in styles.iter().enumerate() {
                    let r = Rect::from_min_size(
                        Pos2::new(20.0 + i as f32 * (size.x + 16.0), 40.0),
                        size,
                    );
                    card(
                        ui,
                        r,
                        ("g", i),
                        Some(&looks[i % looks.len()]),
                        *style,
                        &theme,
                    );
                }
                let back = Rect::from_min_size(Pos2::new(20.0 + 5.0 * (size.x + 16.0), 40.0), size);
                card(ui, back, "back", None, CardStyle::default(), &theme);
                let big =
                    Rect::from_min_size(Pos2::new(20.0 + 6.0 * (size.x + 16.0), 20.0), size * 1.4);
                card(
                    ui,
                    big,
                    "big",
                    Some(&looks[3]),
                    CardStyle::default(),
                    &theme,
                );
                for v in 1..=6u8 {
                    let r = Rect::from_min_size(
                        Pos2::new(20.0 + f32::from(v - 1) * 56.0, 200.0),
                        Vec2::splat(theme.die_size),
                    );
                    let style = DieStyle {
                        held: v == 5,
                        legal: v == 3,
                        dimmed: v == 6,
                        rolling: (v == 2).then_some(0.4),
                        body: None,
                    };
                    die(ui, r, ("d", v), v, style, &theme);
                }
                for rings in 1..=3u8 {
                    let r = Rect::from_min_size(
                        Pos2::new(380.0 + f32::from(rings) * 60.0, 196.0),
                        Vec2::splat(52.0),
                    );
                    let look = PieceLook {
                        rings,
                        legal: rings == 2,
                        ..PieceLook::disc(
                            egui::Color32::from_rgb(0xE8, 0xDD, 0xC8),
                            egui::Color32::from_rgb(0x3A, 0x2E, 0x22),
                        )
                    };
                    piece(ui, r, ("p", rings), &look, "piece", &theme);
                }
                let plate = SeatPlate {
                    name: "Calamity Janet".into(),
                    subtitle: "4 cards · distance 2".into(),
                    color: theme.seat(2),
                    life: Some((3, 4)),
                    score: Some("★ Sheriff".replace('★', "")),
                    badges: vec![
                        Badge {
                            text: "Jail".into(),
                            color: theme.danger,
                        },
                        Badge {
                            text: "Barrel".into(),
                            color: theme.accent,
                        },
                    ],
                    active: true,
                    eliminated: false,
                    legal: true,
                };
                seat_plate(
                    ui,
                    Rect::from_min_size(Pos2::new(20.0, 290.0), Vec2::new(260.0, 70.0)),
                    "plate",
                    &plate,
                    &theme,
                    crate::i18n::Lang::En,
                );
                paint_score_track(
                    ui.painter(),
                    Rect::from_min_size(Pos2::new(300.0, 300.0), Vec2::new(420.0, 46.0)),
                    5,
                    &[(theme.seat(0), 2), (theme.seat(1), 2), (theme.seat(3), 5)],
                    &theme,
                );
            });
        h.run();
        let image = h.render().expect("render");
        image
            .save(out.join(format!("widgets-{name}.png")))
            .expect("save");

        let mut state = KitState::<DemoPanel>::new();
        state.settings.theme = if dark {
            crate::settings::ThemeChoice::Dark
        } else {
            crate::settings::ThemeChoice::Light
        };
        let mut h = egui_kittest::Harness::builder()
            .with_size(Vec2::new(1024.0, 640.0))
            .with_theme(if dark {
                egui::Theme::Dark
            } else {
                egui::Theme::Light
            })
            .with_context_setup(|ctx| {
                crate::ui::fonts::install(ctx);
                crate::ui::theme::install(ctx, crate::settings::ThemeChoice::System);
            })
            .wgpu()
            .build_ui_state(
                |ui, state: &mut KitState<DemoPanel>| {
                    let ctx = ui.ctx().clone();
                    state.with_cx(|screen, cx| {
                        screen.logic(&ctx, cx);
                        screen.ui(ui, cx)
                    });
                },
                state,
            );
        h.state_mut().with_cx(GameScreen::open);
        h.run_steps(3);
        h.render()
            .expect("render")
            .save(out.join(format!("new-game-{name}.png")))
            .expect("save");
        click(&mut h, "Start");
        settle(&mut h, 60);
        h.render()
            .expect("render")
            .save(out.join(format!("table-{name}.png")))
            .expect("save");
        h.key_press(egui::Key::F1);
        h.run_steps(3);
        h.render()
            .expect("render")
            .save(out.join(format!("rules-{name}.png")))
            .expect("save");
    }
}

/// Count of save files set aside (`.bad-<time>`) under `dir`.
fn set_aside_saves(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir.join("saves"))
        .expect("saves folder")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains(".bad-"))
        .count()
}

/// A game of the demo with a save on disk, `inject` set to make a frame panic, in `lang`.
fn crashing_table(
    lang: crate::i18n::Lang,
    inject: impl FnOnce(&mut KitState<DemoPanel>),
) -> egui_kittest::Harness<'static, KitState<DemoPanel>> {
    let mut state = KitState::<DemoPanel>::new();
    state.settings.language = lang;
    let choices = crate::settings::GameChoices::default();
    state.screen.start_game(&choices, 7);
    state.saves.write("demo", "(version: 1)".to_owned());
    inject(&mut state);
    // The injected panic is the point: it is contained, not a failure of this test.
    crate::engine::contained::expect_contained(|| {
        let mut h = harness(state);
        h.run_steps(2);
        h
    })
}

#[test]
fn a_bug_in_a_game_shows_the_error_page_and_sets_the_save_aside() {
    use crate::i18n::{Lang, Msg};
    for lang in [Lang::En, Lang::Ja] {
        let mut h = crashing_table(lang, |s| s.screen.inject_panic = true);
        let dir = Arc::clone(&h.state().dir);
        // The app goes on, on the error page (not home, no toast: one notice).
        assert!(h.state().screen.session.is_none());
        assert_eq!(h.state().navigation, Navigation::Stay);
        assert!(h.state().toasts.texts().is_empty());
        assert!(h.query_by_label(Msg::CrashTitle.tr(lang)).is_some());
        let head = Msg::CrashBody
            .tr(lang)
            .split("{0}")
            .next()
            .unwrap_or_default();
        let said = |h: &egui_kittest::Harness<'_, KitState<DemoPanel>>, part: &str| {
            h.query_all_by_label_contains(part).any(|n| {
                // A label's text is its accessible value.
                let label = n.accesskit_node().value().unwrap_or_default();
                label.contains(head) && label.contains(".bad-")
            })
        };
        assert!(said(&h, head), "the body names the set-aside save");
        assert!(
            h.query_by_label_contains(&crate::log_file::default_path().display().to_string())
                .is_some()
        );
        assert_eq!(set_aside_saves(dir.path()), 1, "set aside, not deleted");
        assert!(!h.state().saves.exists("demo"), "never loaded again");
        // The page stays until the player leaves it.
        h.run_steps(3);
        assert!(h.query_by_label(Msg::CrashTitle.tr(lang)).is_some());
        click(&mut h, Msg::CrashBack.tr(lang));
        h.run_steps(2);
        assert_eq!(h.state().navigation, Navigation::Home);
        // Coming back: nothing is resumed, a new game of the same kind starts.
        h.state_mut().navigation = Navigation::Stay;
        h.state_mut().with_cx(GameScreen::open);
        h.run_steps(2);
        assert!(h.query_by_label(Msg::CrashTitle.tr(lang)).is_none());
        assert!(h.state().screen.new_game_dialog_open());
        if lang == Lang::En {
            click(&mut h, "Start");
            h.run_steps(2);
            assert!(h.state().screen.session.is_some(), "a new game runs");
            assert_eq!(h.state().navigation, Navigation::Stay);
        }
    }
}

#[test]
fn a_bug_while_the_ai_drives_shows_the_error_page_and_escape_goes_home() {
    use crate::i18n::{Lang, Msg};
    let mut h = crashing_table(Lang::En, |s| s.screen.inject_drive_panic = true);
    let dir = Arc::clone(&h.state().dir);
    assert!(h.state().screen.session.is_none());
    assert!(h.query_by_label(Msg::CrashTitle.tr(Lang::En)).is_some());
    assert_eq!(set_aside_saves(dir.path()), 1);
    h.key_press(egui::Key::Escape);
    h.run_steps(2);
    assert_eq!(h.state().navigation, Navigation::Home);
}

/// The heights at which card faces were painted in the last frame (rounded to a point).
fn card_face_heights(capture: &crate::ui::layout_check::Capture, face: egui::Color32) -> Vec<i32> {
    let mut heights = Vec::new();
    for (_, shapes) in capture.take() {
        for clipped in shapes {
            let fill = match &clipped.shape {
                egui::Shape::Rect(r) => Some(r.fill),
                egui::Shape::Path(p) => Some(p.fill),
                egui::Shape::Mesh(m) => m.vertices.first().map(|v| v.color),
                _ => None,
            };
            if fill == Some(face) {
                heights.push(clipped.shape.visual_bounding_rect().center().y.round() as i32);
            }
        }
    }
    heights
}

/// With reduce motion, a played card is drawn only in the hand and where it lands (no position
/// in between, as without it), and the game goes on: the computer answers.
#[test]
fn with_reduce_motion_a_played_card_jumps_and_the_game_goes_on() {
    for reduce in [false, true] {
        let mut state = KitState::<DemoPanel>::new();
        state.settings.reduce_motion = reduce;
        let mut h = harness(state);
        let capture = crate::ui::layout_check::Capture::install(&h.ctx);
        h.run_steps(2);
        click(&mut h, "You");
        click(&mut h, "Start");
        settle(&mut h, 50);
        let face = crate::ui::theme::Theme::of(&h.ctx).card_face;
        let played_before = h.state().screen.session.as_ref().map_or(0, |s| s.log.len());
        let first = card_labels(&button_labels(&h))[0].clone();
        click(&mut h, &first);
        // A card under the pointer lifts: no pointer, so only the move changes heights.
        h.remove_cursor();
        let mut heights = std::collections::BTreeSet::new();
        for _ in 0..200 {
            h.step();
            heights.extend(card_face_heights(&capture, face));
            let now = h.ctx.input(|i| i.time);
            if h.state().screen.settled(now) {
                break;
            }
        }
        // The hand's row, the table's centre and, while sliding, the heights between.
        if reduce {
            assert_eq!(
                heights.len(),
                2,
                "only the hand and the landing: {heights:?}"
            );
        } else {
            assert!(
                heights.len() > 2,
                "a slide passes heights between: {heights:?}"
            );
        }
        let session = h.state().screen.session.as_ref().expect("a game");
        assert!(
            session.log.len() >= played_before + 2,
            "the human's move and the computer's answer are played"
        );
        assert!(
            !card_labels(&button_labels(&h)).is_empty(),
            "the human plays on"
        );
    }
}
