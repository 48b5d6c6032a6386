//! The look of the tables, guarded: each game's table in a mid-game position from a fixed seed,
//! rendered (wgpu, on Mesa's software Vulkan driver in CI) and compared with the committed images
//! in `tests/snapshots/tables/`. A layout change fails with a `.diff.png` beside the image;
//! `UPDATE_SNAPSHOTS=1 cargo test --profile ci --lib look_tests` rewrites the images on purpose.
//! Also the new-game dialogs' size: fixed while options change, and inside a 1024×640 window.

use std::path::Path;

use egui::{Rect, Vec2, accesskit::Role};
use egui_kittest::{Harness, SnapshotOptions, SnapshotResults, kittest::Queryable as _};
use rand::RngExt as _;

use crate::{
    engine::{Strength, rng_from_seed},
    i18n::{Lang, Msg},
    settings::{FirstPlayer, ThemeChoice},
    ui::{
        panel::{GamePanel, RulesOf},
        testing::{KitState, click, settle, sized_harness, sized_rendering_harness},
        theme,
    },
};

use super::coverage::{Covered, every_game};

/// The smallest window the app is laid out for, and the common laptop one.
pub(crate) const SMALL: Vec2 = Vec2::new(1024.0, 640.0);
const LARGE: Vec2 = Vec2::new(1280.0, 800.0);

/// The looks snapshotted for every game: each size in each language once, the themes split so
/// that each size and each language is seen both light and dark (4 images per game, not the 8
/// of every combination: the themes only change colours, which one image per theme and size
/// guards).
const LOOKS: [(Vec2, Lang, ThemeChoice); 4] = [
    (SMALL, Lang::Ja, ThemeChoice::Light),
    (SMALL, Lang::En, ThemeChoice::Dark),
    (LARGE, Lang::En, ThemeChoice::Light),
    (LARGE, Lang::Ja, ThemeChoice::Dark),
];

/// A fresh table of `P` with `players` seats against Easy, the human first, in `lang`.
pub(crate) fn table_state<P: GamePanel>(players: usize, lang: Lang) -> KitState<P> {
    // A count the game does not allow would silently become its smallest table.
    let seats = <P::Game as crate::engine::GameDef>::player_range();
    assert!(
        seats.contains(&players),
        "{} is not for {players}",
        P::SAVE_ID
    );
    let mut state = KitState::<P>::new();
    state.settings.language = lang;
    state
        .settings
        .games
        .update::<RulesOf<P>, P::Aids>(P::SAVE_ID, |c| {
            c.strength = Strength::Easy;
            c.players = players;
            c.first = FirstPlayer::You;
        });
    state
}

/// Starts the game from its dialog and plays `human_moves` of the human's decisions (random
/// legal ones from a fixed seed; the computers answer), ending where the human decides.
pub(crate) fn play_into_the_game<P: GamePanel>(
    h: &mut Harness<'static, KitState<P>>,
    human_moves: usize,
) {
    h.run_steps(3);
    let lang = h.state().settings.language;
    click(h, Msg::Start.tr(lang));
    let mut rng = rng_from_seed(7);
    for _ in 0..human_moves {
        settle(h, 20_000);
        let screen = &mut h.state_mut().screen;
        let Some(session) = screen.session.as_mut() else {
            panic!("a game runs")
        };
        if session.is_over() {
            break;
        }
        let legal = session.human_legal();
        let action = legal[rng.random_range(0..legal.len())];
        session.play(action).expect("a legal action");
        screen.panel.reset_selection();
    }
    settle(h, 20_000);
    h.remove_cursor();
    h.run_steps(2);
}

/// Tolerance of the comparison: egui_kittest's default per-pixel colour distance (a shade of
/// anti-aliasing on another Mesa version passes), and at most one pixel in 10,000 beyond it — a
/// moved label or card changes thousands.
fn snapshot_options(size: Vec2) -> SnapshotOptions {
    let pixels = (size.x * size.y) as usize;
    SnapshotOptions::new()
        .threshold(0.6)
        .max_failed_pixels(pixels / 10_000)
        .output_path(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots/tables"))
}

/// Whether a software (CPU) wgpu adapter is there to render with: the committed images are
/// lavapipe's, and a GPU's anti-aliasing differs. Without one the snapshot tests are skipped
/// with a message, unless `ASOBIBA_REQUIRE_XVFB` (set by `.ci/run`, which installs Mesa's
/// Vulkan driver) makes that a failure.
fn software_renderer() -> bool {
    use std::{
        future::Future as _,
        pin::pin,
        task::{Context, Poll, Waker},
    };
    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle());
    let mut adapters = pin!(instance.enumerate_adapters(wgpu::Backends::all()));
    // Native enumeration is ready at once.
    let found = match adapters
        .as_mut()
        .poll(&mut Context::from_waker(Waker::noop()))
    {
        Poll::Ready(list) => list
            .iter()
            .any(|a| a.get_info().device_type == wgpu::DeviceType::Cpu),
        Poll::Pending => false,
    };
    if !found {
        // `.ci/run` and Linux CI set the first; the Windows and macOS jobs run the snapshots in
        // a step of their own with the second, so that not comparing shows as a failed step.
        let required = ["ASOBIBA_REQUIRE_XVFB", "ASOBIBA_REQUIRE_SNAPSHOTS"]
            .iter()
            .any(|name| std::env::var(name).is_ok());
        assert!(
            !required,
            "the look snapshots did not run: a software wgpu adapter (Mesa's lavapipe, \
             mesa-vulkan-drivers) is required to compare with the committed images"
        );
        eprintln!("skipped: no software wgpu adapter (install mesa-vulkan-drivers)");
    }
    found
}

/// Snapshots `P`'s table at every look of [`LOOKS`] in the position of its [`Covered::LOOK`]:
/// after its human decisions, with its labels clicked (to show a selection).
pub(crate) fn table_looks_as_committed<P: Covered>() {
    let Ok(look) = P::LOOK else {
        return;
    };
    if !software_renderer() {
        return;
    }
    let (players, human_moves, clicks) = (look.seats, look.moves, look.clicks);
    let (size, lang, _) = LOOKS[0];
    let mut h = sized_rendering_harness(table_state::<P>(players, lang), size);
    play_into_the_game(&mut h, human_moves);
    for label in clicks {
        click(&mut h, label);
    }
    h.remove_cursor();
    h.run_steps(2);
    let mut results = SnapshotResults::new();
    for (size, lang, choice) in LOOKS {
        h.state_mut().settings.language = lang;
        theme::install(&h.ctx, choice);
        h.set_size(size);
        h.run_steps(3);
        let name = format!(
            "{}_{}x{}_{}_{}",
            P::SAVE_ID,
            size.x,
            size.y,
            if lang == Lang::Ja { "ja" } else { "en" },
            if choice == ThemeChoice::Dark {
                "dark"
            } else {
                "light"
            }
        );
        results.add(h.try_snapshot_options(name, &snapshot_options(size)));
    }
}

#[test]
fn every_table_looks_as_committed() {
    every_game(|c| c.look);
}

/// The new-game dialog's window and its Start and Cancel buttons.
pub(crate) fn dialog_rects<P: GamePanel>(h: &Harness<'static, KitState<P>>) -> [Rect; 3] {
    let area = h
        .ctx
        .memory(|m| m.area_rect(egui::Id::unique(("new-game", P::SAVE_ID))))
        .expect("the new-game dialog is open");
    let lang = h.state().settings.language;
    let button = |label: Msg| h.get_by_role_and_label(Role::Button, label.tr(lang)).rect();
    [area, button(Msg::Start), button(Msg::Cancel)]
}

/// Asserts that the open new-game dialog, with Start and Cancel, lies inside the window at
/// zoom 1 and at zoom 2 (a 1024×640 window then holds 512×320 points).
fn assert_dialog_inside<P: GamePanel>(h: &mut Harness<'static, KitState<P>>, what: &str) {
    let lang = h.state().settings.language;
    for zoom in [1.0, 2.0] {
        h.ctx.set_zoom_factor(zoom);
        h.run_steps(3);
        let window = h.ctx.content_rect();
        for rect in dialog_rects(h) {
            assert!(
                window.contains_rect(rect),
                "{} {lang:?} {what} at zoom {zoom}: {rect:?} outside {window:?}",
                P::SAVE_ID
            );
        }
    }
    h.ctx.set_zoom_factor(1.0);
    h.run_steps(3);
}

/// Asserts that `P`'s new-game dialog, at its most seats, lies inside a 1024×640 window in
/// both languages, at zoom 1 and 2, also with the note that a new game abandons this one.
pub(crate) fn dialog_fits<P: GamePanel>() {
    let players = *(P::FACTS.players)().end();
    for lang in Lang::ALL {
        let mut h = sized_harness(table_state::<P>(players, lang), SMALL);
        h.run_steps(3);
        assert_dialog_inside(&mut h, "first dialog");
        play_into_the_game(&mut h, 1);
        h.state_mut()
            .with_cx(|screen, cx| screen.open_new_game_dialog(cx.settings));
        h.run_steps(3);
        assert!(
            h.query_by_label(Msg::NewGameAbandons.tr(lang)).is_some(),
            "{} {lang:?}: the abandon note shows",
            P::SAVE_ID
        );
        assert_dialog_inside(&mut h, "dialog over a game in progress");
    }
}

#[test]
fn every_new_game_dialog_fits_a_1024_by_640_window() {
    every_game(|c| c.dialog_fits);
}
