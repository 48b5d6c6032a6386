//! Test helpers: a kittest harness around one game's [`TableScreen`] with temporary save
//! folder, default settings and an inline AI worker, plus helpers to click and wait.

use std::sync::Arc;

use egui::accesskit::Role;
use egui_kittest::{
    Harness,
    kittest::{NodeT as _, Queryable as _},
};

use crate::{
    engine::worker::AiWorker,
    settings::Settings,
    ui::{
        fonts,
        panel::GamePanel,
        records::RecordStore,
        saves::SaveStore,
        table_screen::{GameScreen, Navigation, ScreenContext, TableScreen},
        theme,
        toasts::Toasts,
    },
};

/// Everything a table screen needs, owned by the harness.
pub struct KitState<P: GamePanel> {
    /// The screen under test.
    pub screen: TableScreen<P>,
    /// Settings (in memory).
    pub settings: Settings,
    /// Toasts raised.
    pub toasts: Toasts,
    /// The AI worker (inline: results arrive in the same frame).
    pub worker: Arc<AiWorker>,
    /// Saved games (a temporary folder).
    pub saves: SaveStore,
    /// Game records (beside the saves).
    pub records: RecordStore,
    /// The last navigation request.
    pub navigation: Navigation,
    /// Keeps the temporary folder alive.
    pub dir: Arc<tempfile::TempDir>,
}

impl<P: GamePanel> KitState<P> {
    /// A fresh state with its own temporary save folder.
    pub fn new() -> Self {
        let dir = Arc::new(tempfile::tempdir().expect("temp dir"));
        Self::in_dir(dir)
    }

    /// A fresh screen sharing `dir` (to test resuming a saved game).
    pub fn in_dir(dir: Arc<tempfile::TempDir>) -> Self {
        Self {
            screen: TableScreen::with_fixed_seed(1),
            settings: Settings::default(),
            toasts: Toasts::default(),
            worker: Arc::new(AiWorker::inline()),
            saves: SaveStore::new(Some(dir.path().join("saves"))),
            records: RecordStore::new(Some(dir.path().join("records"))),
            navigation: Navigation::Stay,
            dir,
        }
    }

    /// Runs `f` with the screen and its context.
    pub fn with_cx<R>(
        &mut self,
        f: impl FnOnce(&mut TableScreen<P>, &mut ScreenContext<'_>) -> R,
    ) -> R {
        let mut cx = ScreenContext {
            settings: &mut self.settings,
            toasts: &mut self.toasts,
            worker: &self.worker,
            saves: &self.saves,
            records: &self.records,
        };
        f(&mut self.screen, &mut cx)
    }
}

impl<P: GamePanel> Default for KitState<P> {
    fn default() -> Self {
        Self::new()
    }
}

/// A harness at 1280×800 drawing `state.screen` like the app does (logic, then ui).
pub fn harness<P: GamePanel>(state: KitState<P>) -> Harness<'static, KitState<P>> {
    build(state, false)
}

/// Like [`harness`], with a wgpu renderer so `render()` can save images (galleries).
pub fn rendering_harness<P: GamePanel>(state: KitState<P>) -> Harness<'static, KitState<P>> {
    build(state, true)
}

fn build<P: GamePanel>(mut state: KitState<P>, wgpu: bool) -> Harness<'static, KitState<P>> {
    state.with_cx(super::table_screen::GameScreen::open);
    let mut builder = Harness::builder();
    if wgpu {
        builder = builder.wgpu();
    }
    builder
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .with_max_steps(400)
        .with_context_setup(|ctx| {
            fonts::install(ctx);
            theme::install(ctx, crate::settings::ThemeChoice::Light);
        })
        .build_ui_state(
            |ui, state: &mut KitState<P>| {
                let ctx = ui.ctx().clone();
                let nav = state.with_cx(|screen, cx| {
                    screen.logic(&ctx, cx);
                    screen.ui(ui, cx)
                });
                if nav != Navigation::Stay {
                    state.navigation = nav;
                }
            },
            state,
        )
}

/// Steps (in simulated time) until the screen is settled: the human must act or the game is
/// over, and nothing animates. Panics after `max_steps`.
pub fn settle<P: GamePanel>(h: &mut Harness<'_, KitState<P>>, max_steps: usize) {
    for _ in 0..max_steps {
        h.step();
        let now = h.ctx.input(|i| i.time);
        if h.state().screen.settled(now) {
            h.step();
            return;
        }
    }
    panic!("the table did not settle within {max_steps} steps");
}

/// Clicks the (first) button with exactly this accessible label.
pub fn click<P: GamePanel>(h: &mut Harness<'_, KitState<P>>, label: &str) {
    match h.get_all_by_role_and_label(Role::Button, label).next() {
        Some(node) => node.click(),
        None => panic!("no button {label:?}; buttons: {:?}", button_labels(h)),
    }
    // One frame handles the click, the next draws what it opened.
    h.step();
    h.step();
}

/// Labels of every enabled button on screen (panels name their legal choices).
pub fn button_labels<P: GamePanel>(h: &Harness<'_, KitState<P>>) -> Vec<String> {
    h.get_all_by_role(Role::Button)
        .filter(|n| !n.accesskit_node().is_disabled())
        .filter_map(|n| n.accesskit_node().label())
        .collect()
}
