//! The app shell: home screen, navigation, settings and about screens, statistics, toasts,
//! the game records' index and the AI worker shared by every game screen.

pub mod already_running;
pub mod exit_signals;
mod home;
pub mod instance;
pub mod practice_page;
pub mod registry;
mod settings_screen;
pub mod statistics;
pub mod system_motion;
pub mod window;

use crate::ui::line_break;
use std::{collections::BTreeMap, path::PathBuf, sync::Arc};

use egui::{RichText, Ui};

use self::{
    practice_page::PracticeTab,
    statistics::{Page, PageAction, Statistics},
    window::{Settled, WindowTracker},
};
use crate::{
    app::registry::GameKind,
    engine::worker::{AiWorker, JobHandle},
    file_writer::FileWriter,
    i18n::{Lang, Msg, PracticeMsg, fill},
    play::{
        practice::{PracticeNotice, PracticeStore, PuzzleKey},
        records::{RecordStore, Scan},
        saves::SaveStore,
    },
    settings::{MIN_WINDOW_SIZE, Notice, SettingsStore, ThemeChoice, WindowGeometry, valid_zoom},
    ui::{
        fonts,
        sound::{DeviceOutput, SoundOutput},
        table_screen::{GameScreen, Navigation, ScreenContext},
        theme::{self},
        toasts::{ToastKind, Toasts},
    },
};

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The game tiles.
    Home,
    /// The settings.
    Settings,
    /// About the app.
    About,
    /// Statistics per game and strength, with each game's recent games.
    Statistics,
    /// A game's practice puzzles.
    Practice(GameKind),
    /// A game.
    Game(GameKind),
}

/// Where the app keeps its files and which worker runs the AI (tests pass temporary folders
/// and an inline worker).
pub struct AppOptions {
    /// Config folder for `settings.ron` (`None`: in memory only).
    pub config_dir: Option<PathBuf>,
    /// Saved games.
    pub saves: SaveStore,
    /// The AI worker.
    pub worker: AiWorker,
    /// The writer of settings, saves and records.
    pub writer: FileWriter,
    /// A game to open at once instead of the home screen (`asobiba --game <id>`).
    pub start_game: Option<GameKind>,
    /// Where sound effects go.
    pub sound: Arc<dyn SoundOutput>,
    /// Trouble with the log file, shown once as a notice.
    pub log: crate::log_file::LogStatus,
    /// Set by a termination signal: the app saves and closes.
    pub close_request: exit_signals::CloseRequest,
    /// Set when another copy of the app asked this one to come forward.
    pub raise_requests: instance::RaiseRequests,
    /// The monitors' areas in logical pixels when the app runs in a real window, whose
    /// geometry it then restores and remembers; `None` in tests without one.
    pub monitors: Option<Vec<egui::Rect>>,
    /// The system's answer to "less motion?" (tests ask nobody).
    pub system_motion: system_motion::SystemMotion,
}

impl AppOptions {
    /// The standard folders, a background AI thread and the computer's audio output.
    pub fn standard() -> Self {
        Self {
            config_dir: crate::settings::default_config_dir(),
            saves: SaveStore::standard(),
            worker: AiWorker::new(),
            writer: FileWriter::start(),
            start_game: None,
            sound: Arc::new(DeviceOutput::start()),
            log: crate::log_file::LogStatus::default(),
            close_request: exit_signals::CloseRequest::default(),
            raise_requests: instance::RaiseRequests::default(),
            monitors: None,
            system_motion: system_motion::SystemMotion::ask(),
        }
    }
}

/// How long the exit waits for the player's files to reach the disk.
const EXIT_FLUSH_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

/// The screen for a game.
fn screen_for(kind: GameKind) -> Box<dyn GameScreen> {
    (kind.info().new_screen)()
}

/// The application.
pub struct AsobibaApp {
    /// Settings and their file (public for tests).
    pub store: SettingsStore,
    saves: SaveStore,
    /// Game records and their index (public for tests).
    pub records: RecordStore,
    records_scan: Option<JobHandle<Scan>>,
    /// Practice progress (public for tests).
    pub practice: PracticeStore,
    /// The Practice page's tab: the player's mistakes or the game's puzzle collection.
    pub practice_tab: PracticeTab,
    statistics: Statistics,
    stats_page: Page,
    worker: Arc<AiWorker>,
    writer: FileWriter,
    toasts: Toasts,
    /// The current screen (public for tests).
    pub screen: Screen,
    screens: BTreeMap<GameKind, Box<dyn GameScreen>>,
    applied_theme: Option<(ThemeChoice, theme::Look)>,
    /// The reduce-motion setting last given to egui's own animations.
    applied_motion: Option<bool>,
    /// Where the system's reduced-motion preference arrives.
    system_motion: system_motion::SystemMotion,
    sound: Arc<dyn SoundOutput>,
    /// The output volume last given to `sound` (0 while sound is off).
    applied_volume: Option<f32>,
    /// Trouble with the log file.
    log: crate::log_file::LogStatus,
    /// `ASOBIBA_FRAME_STATS=1`: per-second frame cost in the log.
    frame_stats: Option<crate::ui::frame_stats::FrameStats>,
    close_request: exit_signals::CloseRequest,
    raise_requests: instance::RaiseRequests,
    /// Follows the window's geometry (`None`: not in a real window).
    window: Option<WindowTracker>,
    /// Where the remembered window goes on the first frame (moved onto a monitor).
    placement: Option<WindowGeometry>,
    /// The zoom last given to egui.
    applied_zoom: f32,
    /// The zoom at which the window's minimum size was last set.
    min_size_zoom: Option<f32>,
}

impl AsobibaApp {
    /// Sets up fonts and theme and loads the settings.
    pub fn new(cc: &eframe::CreationContext<'_>, options: AppOptions) -> Self {
        let mut app = Self::with_context(&cc.egui_ctx, options);
        app.frame_stats = crate::ui::frame_stats::FrameStats::from_env();
        app
    }

    /// As [`AsobibaApp::new`], from an egui context.
    pub fn with_context(ctx: &egui::Context, options: AppOptions) -> Self {
        fonts::install(ctx);
        let mut store = SettingsStore::load_with(options.config_dir, options.writer.clone());
        theme::install(ctx, store.settings.theme);
        ctx.set_zoom_factor(store.settings.zoom);
        let zoom = store.settings.zoom;
        let placement = options.monitors.as_deref().and_then(|monitors| {
            let saved = store.settings.window?;
            let placed = window::placed_on(saved, monitors);
            (placed != saved).then_some(placed)
        });
        let waker_ctx = ctx.clone();
        options
            .worker
            .set_waker(move || waker_ctx.request_repaint());
        let mut toasts = Toasts::default();
        let lang = store.settings.language;
        for notice in store.take_notices() {
            toasts.add(ToastKind::Warning, notice_text(&notice, lang));
        }
        let records = RecordStore::next_to(&options.saves).writing_through(options.writer.clone());
        let records_scan = records.dir().map(|dir| {
            let dir = dir.to_path_buf();
            options.worker.submit(move |_| {
                crate::play::records::scan(&dir, &|id, text, file| {
                    GameKind::from_id(id).map(|kind| (kind.info().facts.check_record)(text, file))
                })
            })
        });
        if records_scan.is_none() {
            records.install(Scan::default());
        }
        let mut practice = PracticeStore::next_to(&records, options.writer.clone());
        for notice in practice.take_notices() {
            let PracticeNotice::Damaged(backup) = notice;
            toasts.add(
                ToastKind::Warning,
                fill(
                    PracticeMsg::Damaged.tr(lang),
                    &[&backup.display().to_string()],
                ),
            );
        }
        let mut app = Self {
            store,
            saves: options.saves.writing_through(options.writer.clone()),
            records,
            records_scan,
            practice,
            practice_tab: PracticeTab::default(),
            statistics: Statistics::default(),
            stats_page: Page::default(),
            worker: Arc::new(options.worker),
            writer: options.writer,
            toasts,
            screen: Screen::Home,
            screens: BTreeMap::new(),
            applied_theme: None,
            applied_motion: None,
            system_motion: options.system_motion,
            sound: options.sound,
            applied_volume: None,
            log: options.log,
            frame_stats: None,
            close_request: options.close_request,
            raise_requests: options.raise_requests,
            window: options.monitors.map(|_| WindowTracker::default()),
            placement,
            // egui takes the new zoom at the start of the next frame.
            applied_zoom: zoom,
            min_size_zoom: None,
        };
        if let Some(kind) = options.start_game {
            app.open_game(kind);
        }
        app
    }

    /// The open game's table as the monkey test sees it (tests).
    #[cfg(test)]
    pub(crate) fn probe(&self, now: f64) -> Option<crate::ui::screen::Probe> {
        match self.screen {
            Screen::Game(kind) => self.screens.get(&kind).and_then(|s| s.probe(now)),
            _ => None,
        }
    }

    /// Plays a legal action of the human in the open game directly (tests).
    #[cfg(test)]
    pub(crate) fn play_legal(&mut self, pick: usize) -> bool {
        match self.screen {
            Screen::Game(kind) => self
                .screens
                .get_mut(&kind)
                .is_some_and(|s| s.play_legal(pick)),
            _ => false,
        }
    }

    /// Starts the open game's crowded position (tests); false if it has none.
    #[cfg(test)]
    pub(crate) fn start_crowded(&mut self) -> bool {
        match self.screen {
            Screen::Game(kind) => self
                .screens
                .get_mut(&kind)
                .is_some_and(|s| s.start_crowded()),
            _ => false,
        }
    }

    /// The writer of the app's files.
    pub fn writer(&self) -> &FileWriter {
        &self.writer
    }

    /// Has the open game's reviews analysed by `strength` (tests).
    #[cfg(test)]
    pub(crate) fn set_review_analyst(&mut self, strength: crate::engine::Strength) {
        if let Screen::Game(kind) = self.screen
            && let Some(screen) = self.screens.get_mut(&kind)
        {
            screen.set_review_analyst(strength);
        }
    }

    /// Texts of the toasts currently shown (tests).
    pub fn toast_texts(&self) -> Vec<&str> {
        self.toasts.texts()
    }

    /// Raises a toast as the app's own notices do (tests).
    #[cfg(test)]
    pub(crate) fn add_toast(&mut self, text: &str) {
        self.toasts.add(ToastKind::Info, text);
    }

    fn context(&mut self) -> ScreenContext<'_> {
        ScreenContext {
            settings: &mut self.store.settings,
            toasts: &mut self.toasts,
            worker: &self.worker,
            saves: &self.saves,
            sound: &*self.sound,
            records: &self.records,
            practice: &mut self.practice,
        }
    }

    /// Installs the first scan of the game records once it is done, with at most one notice.
    fn poll_records(&mut self) {
        let Some(job) = &self.records_scan else {
            return;
        };
        let Some(result) = job.try_take() else {
            return;
        };
        self.records_scan = None;
        let scan = result.unwrap_or_else(|e| {
            log::error!("reading the game records failed: {e}");
            Scan::default()
        });
        if let Some(notice) = records_notice(&scan, self.store.settings.language) {
            self.toasts.add(ToastKind::Warning, notice);
        }
        self.records.install(scan);
    }

    /// Opens the review of a game's record (from the statistics page).
    pub fn open_review(&mut self, kind: GameKind, file: &str) {
        let mut screen = self
            .screens
            .remove(&kind)
            .unwrap_or_else(|| screen_for(kind));
        let opened = screen.open_review(&mut self.context(), file);
        self.screens.insert(kind, screen);
        if opened {
            self.screen = Screen::Game(kind);
        }
    }

    /// Opens a practice puzzle of a game (from the Practice page).
    pub fn open_puzzle(&mut self, kind: GameKind, key: &PuzzleKey) {
        self.open_in_game(kind, |screen, cx| screen.open_puzzle(cx, key));
    }

    /// Opens puzzle `id` of a game's collection (from the Practice page).
    pub fn open_set_puzzle(&mut self, kind: GameKind, id: u32) {
        self.open_in_game(kind, |screen, _| screen.open_set_puzzle(id));
    }

    /// Leaves the open game screen and shows `kind`'s when `open` opens something in it.
    fn open_in_game(
        &mut self,
        kind: GameKind,
        open: impl FnOnce(&mut Box<dyn GameScreen>, &mut ScreenContext<'_>) -> bool,
    ) {
        if let Screen::Game(open) = self.screen
            && let Some(mut screen) = self.screens.remove(&open)
        {
            screen.leave(&mut self.context());
            self.screens.insert(open, screen);
        }
        let mut screen = self
            .screens
            .remove(&kind)
            .unwrap_or_else(|| screen_for(kind));
        let opened = open(&mut screen, &mut self.context());
        self.screens.insert(kind, screen);
        if opened {
            self.screen = Screen::Game(kind);
        }
    }

    /// Opens a game's guided first game (from its home tile).
    pub fn open_guide(&mut self, kind: GameKind) {
        let mut screen = self
            .screens
            .remove(&kind)
            .unwrap_or_else(|| screen_for(kind));
        let opened = screen.open_guide(&mut self.context());
        self.screens.insert(kind, screen);
        if opened {
            self.screen = Screen::Game(kind);
        }
    }

    /// Opens a game's screen (resuming its saved game, if any).
    pub fn open_game(&mut self, kind: GameKind) {
        let mut screen = self
            .screens
            .remove(&kind)
            .unwrap_or_else(|| screen_for(kind));
        screen.open(&mut self.context());
        self.screens.insert(kind, screen);
        self.screen = Screen::Game(kind);
    }

    /// Leaves the current screen for `next` (saving a game left unfinished).
    pub fn go(&mut self, next: Screen) {
        if let Screen::Game(kind) = self.screen
            && let Some(mut screen) = self.screens.remove(&kind)
        {
            screen.leave(&mut self.context());
            self.screens.insert(kind, screen);
        }
        match next {
            Screen::Game(kind) => self.open_game(kind),
            other => self.screen = other,
        }
    }

    fn drain_notices(&mut self) {
        let lang = self.store.settings.language;
        for notice in self.store.take_notices() {
            self.toasts
                .add(ToastKind::Warning, notice_text(&notice, lang));
        }
        for failure in self.saves.take_failures() {
            self.toasts.add_once(
                "save-unwritable",
                ToastKind::Warning,
                fill(Msg::SaveUnwritable.tr(lang), &[&failure.error]),
            );
        }
        crate::ui::table_screen::record_failures(&self.records, &mut self.toasts, lang);
        if let Some(error) = self.log.take() {
            self.toasts.add(
                ToastKind::Warning,
                fill(Msg::LogUnwritable.tr(lang), &[&error]),
            );
        }
    }

    fn apply_theme(&mut self, ctx: &egui::Context) {
        let settings = &self.store.settings;
        let wanted = (settings.theme, theme::Look::of_settings(settings));
        if self.applied_theme != Some(wanted) {
            theme::apply(ctx, wanted.0, wanted.1);
            self.applied_theme = Some(wanted);
        }
        if let Some(reduce) = self.system_motion.arrived() {
            self.store.settings.system_reduce_motion = reduce;
        }
        let settings = &self.store.settings;
        // egui's own animations (panels opening, scrolling to a place) end at once too.
        let reduce = settings.motion_reduced();
        if self.applied_motion != Some(reduce) {
            let time = if reduce {
                0.0
            } else {
                egui::Style::default().animation_time
            };
            ctx.all_styles_mut(|style| style.animation_time = time);
            self.applied_motion = Some(reduce);
        }
    }

    /// Keeps egui's zoom and the settings' in step: a change by the keys (egui's Ctrl/⌘ with
    /// +, − or 0, handled at the end of a frame) goes into the settings, kept within range and
    /// within what the monitor can show; a change in the settings screen goes to egui. A real
    /// window keeps its minimum size in points, so it grows with the zoom and the tables keep
    /// the room they are laid out for.
    fn apply_zoom(&mut self, ctx: &egui::Context) {
        let shown = ctx.zoom_factor();
        let s = &mut self.store.settings;
        if shown != self.applied_zoom {
            s.zoom = valid_zoom(shown);
        }
        if let Some(monitor) = ctx.input(|i| i.viewport().monitor_size) {
            s.zoom = s.zoom.min(window::largest_zoom(monitor * shown));
        }
        if s.zoom != shown {
            ctx.set_zoom_factor(s.zoom);
        } else if self.window.is_some() && self.min_size_zoom != Some(shown) {
            // Sent once the zoom is in effect: egui converts points to pixels by it.
            ctx.send_viewport_cmd(egui::ViewportCommand::MinInnerSize(MIN_WINDOW_SIZE.into()));
            self.min_size_zoom = Some(shown);
        }
        self.applied_zoom = s.zoom;
    }

    /// Moves a remembered window that opened off every monitor back onto one (first frame),
    /// and remembers the window's geometry once it has settled.
    fn follow_window(&mut self, ctx: &egui::Context) {
        let Some(tracker) = &mut self.window else {
            return;
        };
        let zoom = ctx.zoom_factor();
        if let Some(place) = self.placement.take() {
            log::info!("the remembered window was off screen; placed at {place:?}");
            ctx.send_viewport_cmd(egui::ViewportCommand::OuterPosition(
                egui::pos2(place.x, place.y) / zoom,
            ));
            ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(
                egui::vec2(place.width, place.height) / zoom,
            ));
            // Remembered as placed: where it was left no longer exists.
            self.store.settings.window = Some(place);
        }
        let remembered = self.store.settings.window;
        let (current, now) = ctx.input(|i| {
            let current = window::observed(i.viewport(), i.content_rect(), zoom, remembered);
            (current, i.time)
        });
        match tracker.observe(current, remembered, now) {
            Settled::Unchanged => {}
            Settled::Moving(wait) => {
                ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
            }
            Settled::Remember(geometry) => self.store.settings.window = Some(geometry),
        }
    }

    /// Gives the output the volume of the settings (0 while sound is off) when it changed, so
    /// a change applies at once, even to a sound that is playing.
    fn apply_volume(&mut self) {
        let s = &self.store.settings;
        let volume = if s.sound { s.sound_volume } else { 0.0 };
        if self.applied_volume != Some(volume) {
            self.sound.set_volume(volume);
            self.applied_volume = Some(volume);
        }
    }

    fn about_screen(&mut self, ui: &mut Ui) -> Option<Screen> {
        let lang = self.store.settings.language;
        let mut next = None;
        egui::CentralPanel::default().show(ui, |ui| {
            if ui.button(format!("◀ {}", Msg::Back.tr(lang))).clicked() {
                next = Some(Screen::Home);
            }
            ui.vertical_centered(|ui| {
                ui.add_space(40.0);
                line_break::label(ui, RichText::new(Msg::AppName.tr(lang)).size(34.0).strong());
                line_break::label(
                    ui,
                    fill(Msg::Version.tr(lang), &[env!("CARGO_PKG_VERSION")]),
                );
                ui.add_space(16.0);
                ui.set_max_width(560.0);
                line_break::label(ui, Msg::AboutText.tr(lang));
                ui.add_space(8.0);
                line_break::label(ui, Msg::AboutDesigners.tr(lang));
                ui.add_space(8.0);
                line_break::label(ui, RichText::new(Msg::AboutFont.tr(lang)).weak());
            });
        });
        next
    }
}

/// The one notice of a start about the game records: how many no longer replay (they still count)
/// and how many files could not be read (left in place); `None` when all is well.
fn records_notice(scan: &Scan, lang: Lang) -> Option<String> {
    let counts = [
        (scan.not_replayable(), Msg::RecordsNotReplayable),
        (scan.unreadable.len(), Msg::RecordsUnreadable),
    ];
    let sentences: Vec<String> = counts
        .into_iter()
        .filter(|&(n, _)| n > 0)
        .map(|(n, msg)| fill(msg.tr(lang), &[&n.to_string()]))
        .collect();
    let gap = if lang == Lang::Ja { "" } else { " " };
    (!sentences.is_empty()).then(|| sentences.join(gap))
}

fn notice_text(notice: &Notice, lang: Lang) -> String {
    match notice {
        // The player reads the file's name; the full path goes to the log.
        Notice::Damaged { backup } => {
            log::warn!("damaged settings kept as {}", backup.display());
            let name = backup
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            fill(Msg::SettingsDamaged.tr(lang), &[&name])
        }
        Notice::Unwritable { error } => fill(Msg::SettingsUnwritable.tr(lang), &[error]),
    }
}

impl eframe::App for AsobibaApp {
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        let look = theme::Look::of_settings(&self.store.settings);
        theme::clear_color(
            &theme::Theme::chosen(visuals.dark_mode, look),
            matches!(self.screen, Screen::Game(_)),
        )
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        if self.close_request.is_requested() {
            // eframe then calls `on_exit`, which saves and flushes.
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        if self.raise_requests.take() {
            ctx.send_viewport_cmd(egui::ViewportCommand::Minimized(false));
            ctx.send_viewport_cmd(egui::ViewportCommand::Focus);
            ctx.send_viewport_cmd(egui::ViewportCommand::RequestUserAttention(
                egui::UserAttentionType::Informational,
            ));
        }
        self.poll_records();
        self.statistics
            .refresh(&self.records, self.store.settings.language);
        if let Screen::Game(kind) = self.screen
            && let Some(mut screen) = self.screens.remove(&kind)
        {
            screen.logic(ctx, &mut self.context());
            self.screens.insert(kind, screen);
        }
    }

    fn ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
        self.apply_theme(ui.ctx());
        self.apply_zoom(ui.ctx());
        self.follow_window(ui.ctx());
        self.apply_volume();
        let next = match self.screen {
            Screen::Home => self.home(ui),
            Screen::Settings => self.settings_screen(ui),
            Screen::About => self.about_screen(ui),
            Screen::Statistics => {
                let lang = self.store.settings.language;
                let action = self
                    .stats_page
                    .show(ui, &self.statistics, &self.records, lang);
                match action {
                    PageAction::None => None,
                    PageAction::Back => Some(Screen::Home),
                    PageAction::Review(kind, file) => {
                        self.open_review(kind, &file);
                        None
                    }
                }
            }
            Screen::Practice(kind) => self.practice_screen(ui, kind),
            Screen::Game(kind) => {
                let mut screen = self
                    .screens
                    .remove(&kind)
                    .unwrap_or_else(|| screen_for(kind));
                let nav = screen.ui(ui, &mut self.context());
                self.screens.insert(kind, screen);
                match nav {
                    Navigation::Stay => None,
                    Navigation::Home => Some(Screen::Home),
                    Navigation::Statistics => Some(Screen::Statistics),
                    Navigation::Practice => Some(Screen::Practice(kind)),
                }
            }
        };
        if !matches!(self.screen, Screen::Game(_))
            && self.screen != Screen::Home
            && !self.stats_page.confirming()
            && ui.input(|i| i.key_pressed(egui::Key::Escape))
        {
            self.go(Screen::Home);
        }
        if let Some(next) = next {
            self.go(next);
        }
        if let Some(wait) = self.store.save_when_due(ui.input(|i| i.time)) {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(wait));
        }
        self.drain_notices();
        self.toasts.show(ui.ctx());
        crate::ui::lean_shapes::simplify_frame(ui.ctx());
        if let Some(stats) = &self.frame_stats {
            stats.frame(ui.ctx(), frame.info().cpu_usage);
        }
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        if let Screen::Game(kind) = self.screen
            && let Some(mut screen) = self.screens.remove(&kind)
        {
            screen.leave(&mut self.context());
        }
        if let Some(latest) = self.window.as_ref().and_then(WindowTracker::latest) {
            self.store.settings.window = Some(latest);
        }
        self.store.save_if_changed();
        if !self.writer.flush(EXIT_FLUSH_LIMIT) {
            log::error!("the files were not all written before the exit");
        }
    }
}
