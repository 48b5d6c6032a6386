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
    play::TableRules,
    play::{practice::PracticeStore, records::RecordStore, saves::SaveStore},
    settings::Settings,
    ui::{
        fonts,
        panel::GamePanel,
        sound::{Cue, RecordingOutput},
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
    /// The sound cues played (sound is on by default, as for a new player).
    pub sound: Arc<RecordingOutput>,
    /// Game records (beside the saves).
    pub records: RecordStore,
    /// Practice progress (beside the records).
    pub practice: PracticeStore,
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
            sound: Arc::new(RecordingOutput::default()),
            records: RecordStore::new(Some(dir.path().join("records"))),
            practice: PracticeStore::load(
                Some(dir.path().join(crate::play::practice::PRACTICE_FILE)),
                crate::file_writer::FileWriter::inline(),
            ),
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
            sound: &*self.sound,
            records: &self.records,
            practice: &mut self.practice,
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
    build(state, false, egui::Vec2::new(1280.0, 800.0))
}

/// Like [`harness`], in a window of `size`.
pub fn sized_harness<P: GamePanel>(
    state: KitState<P>,
    size: egui::Vec2,
) -> Harness<'static, KitState<P>> {
    build(state, false, size)
}

/// Like [`harness`], with a wgpu renderer so `render()` can save images (galleries).
pub fn rendering_harness<P: GamePanel>(state: KitState<P>) -> Harness<'static, KitState<P>> {
    build(state, true, egui::Vec2::new(1280.0, 800.0))
}

/// Like [`rendering_harness`], in a window of `size`.
pub fn sized_rendering_harness<P: GamePanel>(
    state: KitState<P>,
    size: egui::Vec2,
) -> Harness<'static, KitState<P>> {
    build(state, true, size)
}

fn build<P: GamePanel>(
    mut state: KitState<P>,
    wgpu: bool,
    size: egui::Vec2,
) -> Harness<'static, KitState<P>> {
    state.with_cx(super::table_screen::GameScreen::open);
    let mut builder = Harness::builder();
    if wgpu {
        builder = builder.wgpu();
    }
    builder
        .with_size(size)
        .with_max_steps(400)
        .with_context_setup(|ctx| {
            fonts::install(ctx);
            theme::install(ctx, crate::settings::ThemeChoice::Light);
        })
        .build_ui_state(
            move |ui, state: &mut KitState<P>| {
                let ctx = ui.ctx().clone();
                if wgpu {
                    // The app clears the window to the table colour (`App::clear_color`);
                    // kittest's renderer clears to transparent.
                    let felt = theme::Theme::of(&ctx).table;
                    ui.painter().rect_filled(ctx.content_rect(), 0.0, felt);
                }
                let nav = state.with_cx(|screen, cx| {
                    screen.logic(&ctx, cx);
                    screen.ui(ui, cx)
                });
                if nav != Navigation::Stay {
                    state.navigation = nav;
                }
                // The app's own frame path ends by rewriting rounded shapes: images and checks
                // of the table are of what the player sees.
                crate::ui::lean_shapes::simplify_frame(&ctx);
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

/// Listens to a clicked-through game through the test audio sink: sound is on, except for the
/// human's decisions `off_from..off_until`, while which nothing may be heard. Call
/// [`SoundProbe::before_decision`] each time the table settles on a human decision, and
/// [`SoundProbe::finish`] once the game-over dialog is open.
pub struct SoundProbe {
    off_from: usize,
    off_until: usize,
    heard: Vec<Cue>,
    /// Log entries applied while sound was off.
    off_log: std::ops::Range<usize>,
}

/// What a game sounded like.
pub struct SoundReport<E> {
    /// Every cue heard, in order (the game-over cue last).
    pub heard: Vec<Cue>,
    /// The events of the moves made while sound was on.
    pub on_events: Vec<E>,
    /// The events of the moves made while sound was off (none of them was heard).
    pub off_events: Vec<E>,
}

impl<E> SoundReport<E> {
    /// Asserts that the events played with sound on that have a cue in `cue_of` were heard,
    /// each once and in the order of the events (other cues may come in between), and that the
    /// sound-off window silenced at least one such cue.
    pub fn assert_heard(&self, cue_of: impl Fn(&E) -> Option<Cue>) {
        let due: Vec<Cue> = self.on_events.iter().filter_map(&cue_of).collect();
        let mut heard = self.heard.iter();
        for (i, cue) in due.iter().enumerate() {
            assert!(
                heard.any(|c| c == cue),
                "the due cue {i} ({cue:?}) was not heard after the ones before it; \
                 due {due:?}, heard {:?}",
                self.heard
            );
        }
        assert!(
            self.off_events.iter().any(|e| cue_of(e).is_some()),
            "the sound-off window had nothing to silence"
        );
    }

    /// As [`SoundReport::assert_heard`], but only each kind of due cue must have been heard:
    /// for a table whose simultaneous events share one sound (several cards drawn at once
    /// sound once, [`crate::ui::anim::Animations::due_sounds`]).
    pub fn assert_heard_kinds(&self, cue_of: impl Fn(&E) -> Option<Cue>) {
        for cue in self.on_events.iter().filter_map(&cue_of) {
            assert!(
                self.heard.contains(&cue),
                "{cue:?} was due but not heard; heard {:?}",
                self.heard
            );
        }
        assert!(
            self.off_events.iter().any(|e| cue_of(e).is_some()),
            "the sound-off window had nothing to silence"
        );
    }
}

impl SoundProbe {
    /// Sound off for the human's decisions `off_from..off_until` (counted from 0).
    pub fn new(off_from: usize, off_until: usize) -> Self {
        assert!(off_from < off_until);
        Self {
            off_from,
            off_until,
            heard: Vec::new(),
            off_log: 0..0,
        }
    }

    fn log_len<P: GamePanel>(h: &Harness<'_, KitState<P>>) -> usize {
        h.state().screen.session.as_ref().map_or(0, |s| s.log.len())
    }

    /// Collects what was heard since the last call; switches sound off or back on at the
    /// window's edges; inside the window, asserts that nothing was heard.
    pub fn before_decision<P: GamePanel>(
        &mut self,
        h: &mut Harness<'_, KitState<P>>,
        decision: usize,
    ) {
        let cues = h.state().sound.take();
        let silent = decision > self.off_from && decision <= self.off_until;
        if silent {
            assert!(
                cues.is_empty(),
                "sound is off, yet {cues:?} was heard before decision {decision}"
            );
        } else {
            self.heard.extend(cues);
        }
        if decision == self.off_from {
            self.off_log.start = Self::log_len(h);
            h.state_mut().settings.sound = false;
        }
        if decision == self.off_until {
            self.off_log.end = Self::log_len(h);
            h.state_mut().settings.sound = true;
        }
    }

    /// The game is over: collects the last cues, checks that the game-over cue came last and
    /// that the window was reached, and returns the report.
    pub fn finish<P: GamePanel>(
        mut self,
        h: &Harness<'_, KitState<P>>,
    ) -> SoundReport<<P::Game as TableRules>::Event> {
        self.heard.extend(h.state().sound.take());
        let session = h.state().screen.session.as_ref().expect("a game");
        assert!(
            self.off_log.end > self.off_log.start,
            "the game ended before the sound-off window closed"
        );
        let expected = h
            .state()
            .screen
            .panel
            .game_over_sound(&session.state, session.human);
        match expected {
            Some(cue) => {
                assert!(
                    matches!(cue, Cue::GameWon | Cue::GameLost),
                    "{cue:?} is not a result"
                );
                assert_eq!(
                    self.heard.last().copied(),
                    Some(cue),
                    "the result is heard last; heard {:?}",
                    self.heard
                );
            }
            None => assert!(
                !self
                    .heard
                    .iter()
                    .any(|c| matches!(c, Cue::GameWon | Cue::GameLost)),
                "a draw has no result sound; heard {:?}",
                self.heard
            ),
        }
        let mut on_events = Vec::new();
        let mut off_events = Vec::new();
        for (i, entry) in session.log.iter().enumerate() {
            let to = if self.off_log.contains(&i) {
                &mut off_events
            } else {
                &mut on_events
            };
            to.extend(entry.events.iter().cloned());
        }
        SoundReport {
            heard: self.heard,
            on_events,
            off_events,
        }
    }
}

/// Presses `key` (no modifier) and draws the frame that takes it.
pub fn press<P: GamePanel>(h: &mut Harness<'_, KitState<P>>, key: egui::Key) {
    h.key_press(key);
    h.step();
}

/// The label and place of the widget with the keyboard focus, and whether it is disabled.
pub fn focused<P: GamePanel>(h: &Harness<'_, KitState<P>>) -> Option<(String, egui::Rect, bool)> {
    #[allow(clippy::redundant_closure_for_method_calls)] // the method's lifetime is too narrow
    let is_focused = |n: &egui_kittest::kittest::AccessKitNode<'_>| n.is_focused();
    h.query_all(egui_kittest::kittest::by().predicate(is_focused))
        .next()
        .map(|n| {
            let node = n.accesskit_node();
            (
                node.label().unwrap_or_default(),
                n.rect(),
                node.is_disabled(),
            )
        })
}

/// Presses Tab until the focus is on a widget for which `wanted(label, rect)` holds; returns the
/// number of presses. Panics after `limit` presses (naming `what` was wanted), or when the focus
/// lands on a disabled widget (nothing that cannot be chosen may take the focus).
pub fn tab_to<P: GamePanel>(
    h: &mut Harness<'_, KitState<P>>,
    what: &str,
    wanted: impl Fn(&str, egui::Rect) -> bool,
    limit: usize,
) -> usize {
    for presses in 0..=limit {
        match focused(h) {
            Some((label, rect, _)) if wanted(&label, rect) => return presses,
            Some((label, _, true)) => panic!("the disabled {label:?} took the focus"),
            _ => {}
        }
        press(h, egui::Key::Tab);
        // Tab past the frame's last widget hands the focus to the next frame's first one.
        if focused(h).is_none() {
            h.step();
        }
    }
    panic!(
        "Tab did not reach {what} in {limit} presses; focus on {:?}",
        focused(h)
    );
}

/// Every enabled button inside the game's table (its painted pieces are buttons too): what the
/// player can choose.
pub fn table_choices<P: GamePanel>(h: &Harness<'_, KitState<P>>) -> Vec<(String, egui::Rect)> {
    let table = h.state().screen.table_rect;
    let by = egui_kittest::kittest::by().predicate(|n| {
        n.role() == Role::Button
            && !n.is_disabled()
            && !n.is_hidden()
            && n.data().supports_action(egui::accesskit::Action::Click)
    });
    h.query_all(by)
        .map(|n| (n.accesskit_node().label().unwrap_or_default(), n.rect()))
        .filter(|(_, rect)| table.contains(rect.center()))
        .collect()
}
