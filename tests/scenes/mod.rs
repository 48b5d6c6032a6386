//! The app's screens, reached the way a player reaches them (kittest clicks on the real app at
//! 1280×800, English, inline AI), for the frame-budget test and the frame bench
//! (`benches/frames.rs`), which share this file.

// Test support: a broken fixture may stop loudly.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::{path::Path, time::Duration};

use asobiba::{
    app::{AppOptions, AsobibaApp, Screen, registry::GameKind},
    engine::worker::AiWorker,
    i18n::Lang,
    play::saves::SaveStore,
    ui::paint_stats::PaintStats,
};
use egui::{Pos2, accesskit::Role};
use egui_kittest::{
    Harness,
    kittest::{NodeT as _, Queryable as _},
};

/// The window size every figure is measured at.
pub const WINDOW: egui::Vec2 = egui::Vec2::new(1280.0, 800.0);

/// A screen to measure.
#[derive(Clone, Copy, Debug)]
pub enum Scene {
    /// The game tiles.
    Home,
    /// The settings screen.
    Settings,
    /// The about screen.
    About,
    /// A game's new-game dialog over its empty table.
    NewGame(GameKind),
    /// A game with the most seats it allows, once the computers have moved and the human decides.
    MidGame(GameKind),
    /// The rules page open over a game in progress.
    Rules(GameKind),
    /// The frames right after starting a game with the most seats: the computers move and
    /// their moves are animated.
    Animating(GameKind),
}

impl Scene {
    /// Every screen: home, settings, about, and for each game its dialog, the table mid-game
    /// and the rules page; plus the game with the most seats while it animates.
    pub fn all() -> Vec<Scene> {
        let mut all = vec![Scene::Home, Scene::Settings, Scene::About];
        for kind in GameKind::all() {
            all.extend([
                Scene::NewGame(kind),
                Scene::MidGame(kind),
                Scene::Rules(kind),
            ]);
        }
        if let Some(most) = GameKind::all().max_by_key(|k| *k.player_range().end()) {
            all.push(Scene::Animating(most));
        }
        all
    }

    /// A short name for reports.
    pub fn name(self) -> String {
        match self {
            Scene::Home => "home".to_owned(),
            Scene::Settings => "settings".to_owned(),
            Scene::About => "about".to_owned(),
            Scene::NewGame(k) => format!("{} new-game dialog", k.id()),
            Scene::MidGame(k) => format!("{} {} seats mid-game", k.id(), k.player_range().end()),
            Scene::Rules(k) => format!("{} rules page", k.id()),
            Scene::Animating(k) => format!("{} {} seats animating", k.id(), k.player_range().end()),
        }
    }

    /// True for the scene measured while it animates (no hovering).
    pub fn animates(self) -> bool {
        matches!(self, Scene::Animating(_))
    }
}

/// The real app with temporary folders, in English, at [`WINDOW`].
pub fn app(dir: &Path) -> Harness<'static, AsobibaApp> {
    app_with(dir, Harness::builder())
}

/// As [`app`], from a harness builder (e.g. with another renderer).
pub fn app_with(
    dir: &Path,
    builder: egui_kittest::HarnessBuilder<AsobibaApp>,
) -> Harness<'static, AsobibaApp> {
    let config = dir.join("config");
    let saves = dir.join("saves");
    let mut h = builder
        .with_size(WINDOW)
        .with_max_steps(10_000)
        .build_eframe(move |cc| {
            AsobibaApp::new(
                cc,
                AppOptions {
                    config_dir: Some(config),
                    saves: SaveStore::new(Some(saves)),
                    worker: AiWorker::inline(),
                    writer: asobiba::file_writer::FileWriter::inline(),
                    start_game: None,
                    sound: std::sync::Arc::new(asobiba::ui::sound::RecordingOutput::default()),
                    log: Default::default(),
                    close_request: Default::default(),
                    raise_requests: Default::default(),
                    monitors: None,
                    system_motion: Default::default(),
                },
            )
        });
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(3);
    h
}

/// Clicks the button labelled `label` and draws two frames.
pub fn click(h: &mut Harness<'static, AsobibaApp>, label: &str) {
    let node = h
        .query_all_by_label(label)
        .find(|n| !n.accesskit_node().is_disabled())
        .unwrap_or_else(|| panic!("no enabled {label:?} on screen"));
    node.click();
    h.step();
    h.step();
}

/// True when the last frame asked for no repaint at all: nothing moves, nothing is pending.
pub fn idle(h: &Harness<'static, AsobibaApp>) -> bool {
    h.output()
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .is_some_and(|v| v.repaint_delay == Duration::MAX)
}

/// The delay the last frame asked for before the next one (`Duration::MAX`: none).
pub fn repaint_delay(h: &Harness<'static, AsobibaApp>) -> Duration {
    h.output()
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .map_or(Duration::MAX, |v| v.repaint_delay)
}

/// Draws frames (1/60 s of simulated time each) until the app asks for no repaint; returns
/// the frames drawn, or `None` when it still asks after `max_frames`.
pub fn settle(h: &mut Harness<'static, AsobibaApp>, max_frames: usize) -> Option<usize> {
    for frame in 1..=max_frames {
        h.step();
        if idle(h) {
            return Some(frame);
        }
    }
    None
}

/// Opens the game's new-game dialog from its home tile.
pub fn open_game(h: &mut Harness<'static, AsobibaApp>, kind: GameKind) {
    click(h, kind.name(Lang::En));
    assert_eq!(h.state().screen, Screen::Game(kind), "{}", kind.id());
}

/// Starts a game with the most seats it allows (default strength and options).
fn start_full_game(h: &mut Harness<'static, AsobibaApp>, kind: GameKind) {
    open_game(h, kind);
    let seats = kind.player_range();
    if seats.start() != seats.end() {
        let most = seats.end().to_string();
        let button = h
            .query_all_by_role(Role::Button)
            .find(|n| n.accesskit_node().label().as_deref() == Some(most.as_str()))
            .unwrap_or_else(|| panic!("no {most}-seat choice for {}", kind.id()));
        button.click();
        h.step();
    }
    let start = h.get_by_role_and_label(Role::Button, "Start");
    start.click();
    h.step();
}

/// Walks every scene of [`Scene::all`] with as few app starts as possible, calling
/// `at(scene, h)` at each with the scene on screen. For [`Scene::Animating`] `at` is called
/// right after the game starts and must draw the frames itself (e.g. with [`frame`]) until
/// [`idle`]; the walk then waits for the table to settle in any case.
pub fn visit_all(mut at: impl FnMut(Scene, &mut Harness<'static, AsobibaApp>)) {
    let most = GameKind::all().max_by_key(|k| *k.player_range().end());
    for scene in [Scene::Home, Scene::Settings, Scene::About] {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut h = app(dir.path());
        match scene {
            Scene::Settings => click(&mut h, "Settings"),
            Scene::About => click(&mut h, "About"),
            _ => {}
        }
        h.step();
        at(scene, &mut h);
    }
    for kind in GameKind::all() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut h = app(dir.path());
        open_game(&mut h, kind);
        h.step();
        at(Scene::NewGame(kind), &mut h);
        start_full_game(&mut h, kind);
        if most == Some(kind) {
            at(Scene::Animating(kind), &mut h);
        }
        settle(&mut h, 20_000).unwrap_or_else(|| panic!("{} did not settle", kind.id()));
        at(Scene::MidGame(kind), &mut h);
        h.remove_cursor();
        settle(&mut h, 600).expect("settled again");
        click(&mut h, "Rules");
        h.step();
        at(Scene::Rules(kind), &mut h);
    }
}

/// Points the mouse moves over while a screen is measured: across the window, as in
/// `scripts/frame-cost.sh`.
pub fn hover_path(frame: usize) -> Pos2 {
    let x = 300.0 + (frame % 8) as f32 * 100.0;
    Pos2::new(x, 300.0 + x / 4.0)
}

/// CPU time of the calling thread in nanoseconds (Linux; 0 elsewhere).
pub fn thread_cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// One frame's figures.
#[derive(Clone, Copy, Debug, Default)]
pub struct Frame {
    /// What the frame asks the renderer to draw.
    pub paint: PaintStats,
    /// CPU of the frame's UI pass (app code, layout, kittest's accessibility tree), ms.
    pub ui_ms: f64,
    /// CPU of tessellating the frame's shapes, ms.
    pub tessellate_ms: f64,
}

/// Draws one frame (hovering at `hover`, or without moving the mouse) and measures it;
/// returns it with its tessellated primitives.
pub fn frame(
    h: &mut Harness<'static, AsobibaApp>,
    hover: Option<Pos2>,
) -> (Frame, Vec<egui::ClippedPrimitive>) {
    if let Some(pos) = hover {
        h.hover_at(pos);
    }
    let t0 = thread_cpu_ns();
    h.step();
    let t1 = thread_cpu_ns();
    let shapes = h.output().shapes.clone();
    let ppp = h.output().pixels_per_point;
    let t2 = thread_cpu_ns();
    let primitives = h.ctx.tessellate(shapes, ppp);
    let t3 = thread_cpu_ns();
    let paint = PaintStats::of(&primitives, h.ctx.content_rect(), ppp);
    let ms = |a: u64, b: u64| b.saturating_sub(a) as f64 / 1e6;
    (
        Frame {
            paint,
            ui_ms: ms(t0, t1),
            tessellate_ms: ms(t2, t3),
        },
        primitives,
    )
}
