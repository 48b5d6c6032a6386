//! The screen of one game: top bar, table, prompt line, log, dialogs and keyboard, written once
//! for every game on top of its [`GamePanel`].

use egui::Ui;

use crate::{
    engine::{GameDef, worker::AiWorker},
    play::{
        deals,
        practice::PuzzleKey,
        session::{AI_RECHECK_SECONDS, Advance, Session, UndoBlock},
    },
    settings::{GameChoices, Settings},
    ui::{
        anim::Animations,
        panel::{GamePanel, RulesOf, TableContext},
        sound::Cue,
        theme::Theme,
        widgets::focus::TableFocus,
    },
};

pub use super::{
    rule_options::{option_checkbox, option_choice},
    screen::{GameScreen, Navigation, ScreenContext},
};

mod announce;
mod autoplay;
mod bars;
mod crash;
mod deal_numbers;
mod dialogs;
mod guided;
mod hint_text;
mod keys;
#[cfg(test)]
mod monkey;
mod puzzles;
mod reviews;
mod saving;

use dialogs::Dialog;
pub use hint_text::hint_reason;
pub(crate) use reviews::record_failures;

/// The kit's implementation of a game screen around a panel.
pub struct TableScreen<P: GamePanel> {
    /// The game's panel (public for tests).
    pub panel: P,
    /// The game in progress (public for tests).
    pub session: Option<Session<P::Game>>,
    anim: Animations<P::Anim>,
    dialog: Dialog<RulesOf<P>, P::Aids>,
    show_rules: bool,
    game_over_seen: bool,
    seed_counter: u64,
    fixed_seed: Option<u64>,
    /// A bug stopped the game or the review: the error page is shown instead of the table.
    crash: Option<crash::Crash>,
    /// The game changed (a decision, a computer's turn, an undo, a new game): save it.
    autosave_due: bool,
    autoplay: Option<autoplay::Autoplay>,
    /// Game records and the open review (public for tests).
    pub reviews: reviews::Reviews<P>,
    /// The open practice puzzle, shown instead of the table (public for tests).
    pub puzzle: Option<crate::ui::practice::PuzzleScreen<P>>,
    /// Where the keyboard is on the table.
    focus: TableFocus,
    /// The lesson's steps while a guided first game is shown.
    guide: Option<crate::play::guide::Guide<crate::ui::panel::ActionOf<P>>>,
    /// Free play after a lesson: the hint is shown at every turn.
    hints_shown: bool,
    /// Makes the next frame's drawing panic once (tests of the crash guard).
    #[cfg(test)]
    pub inject_panic: bool,
    /// Makes the next frame's driving (AI, chance steps) panic once (tests of the crash guard).
    #[cfg(test)]
    pub inject_drive_panic: bool,
    /// Where the game's panel was last drawn (the monkey test looks for widgets there).
    #[cfg(test)]
    pub table_rect: egui::Rect,
}

impl<P: GamePanel> Default for TableScreen<P> {
    fn default() -> Self {
        Self {
            panel: P::default(),
            session: None,
            anim: Animations::default(),
            dialog: Dialog::None,
            show_rules: false,
            game_over_seen: false,
            seed_counter: 0,
            fixed_seed: None,
            crash: None,
            autosave_due: false,
            autoplay: autoplay::from_env(),
            reviews: reviews::Reviews::default(),
            puzzle: None,
            focus: TableFocus::default(),
            guide: None,
            hints_shown: false,
            #[cfg(test)]
            inject_panic: false,
            #[cfg(test)]
            inject_drive_panic: false,
            #[cfg(test)]
            table_rect: egui::Rect::NOTHING,
        }
    }
}

/// The remembered new-game choices of `P`'s game; before any were made (or when they are
/// unreadable), the defaults with the game's first-game rules.
fn remembered_choices<P: GamePanel>(settings: &Settings) -> GameChoices<RulesOf<P>, P::Aids> {
    match settings.games.decode(P::SAVE_ID) {
        Some(Ok(choices)) => choices,
        _ => GameChoices {
            rules: P::first_game_rules(),
            ..GameChoices::default()
        },
    }
}

fn fresh_seed(counter: &mut u64, fixed: Option<u64>) -> u64 {
    *counter += 1;
    let base = fixed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    base ^ counter.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl<P: GamePanel> TableScreen<P> {
    /// A screen with no game yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// A screen whose games are dealt from a fixed seed sequence (tests, replays).
    pub fn with_fixed_seed(seed: u64) -> Self {
        Self {
            fixed_seed: Some(seed),
            ..Self::default()
        }
    }

    /// Starts a new game with these choices, dealt from a deal number drawn from `seed`.
    pub fn start_game(&mut self, choices: &GameChoices<RulesOf<P>, P::Aids>, seed: u64) {
        self.start_deal(choices, deals::number_from(seed));
    }

    /// Starts a new game with these choices dealt from deal number `deal`.
    pub fn start_deal(&mut self, choices: &GameChoices<RulesOf<P>, P::Aids>, deal: u32) {
        let range = <P::Game as GameDef>::player_range();
        let players = if range.contains(&choices.players) {
            choices.players
        } else {
            *range.start()
        };
        self.session = Some(Session::numbered(
            choices.rules.clone(),
            players,
            choices.strength,
            choices.first,
            deal,
        ));
        self.after_new_session();
    }

    /// Makes the table ready for the session just begun.
    fn after_new_session(&mut self) {
        self.anim.skip();
        self.panel.reset_selection();
        self.dialog = Dialog::None;
        self.game_over_seen = false;
        self.autosave_due = true;
        self.guide = None;
        self.hints_shown = false;
    }

    /// True when nothing moves on the table and the game waits for the human (or is over) —
    /// the moment a player (or a test) can act.
    pub fn settled(&self, now: f64) -> bool {
        !self.anim.busy(now)
            && self
                .session
                .as_ref()
                .is_some_and(|s| s.is_over() || (!s.human_legal().is_empty() && !s.hint_pending()))
    }

    /// True while the new-game dialog is open.
    pub fn new_game_dialog_open(&self) -> bool {
        matches!(self.dialog, Dialog::NewGame(_))
    }

    /// True while the game-over dialog is open.
    pub fn game_over_dialog_open(&self) -> bool {
        matches!(self.dialog, Dialog::GameOver)
    }

    /// Opens the new-game dialog with the remembered choices.
    pub fn open_new_game_dialog(&mut self, settings: &mut Settings) {
        self.dialog = Dialog::NewGame(remembered_choices::<P>(settings));
    }

    /// The choices of the dialog now open, if any.
    pub fn new_game_choices(&self) -> Option<&GameChoices<RulesOf<P>, P::Aids>> {
        match &self.dialog {
            Dialog::NewGame(choices) => Some(choices),
            _ => None,
        }
    }

    fn reveals(&self) -> impl Fn(&[crate::ui::panel::EventOf<P>]) -> bool + '_ {
        let human = self.session.as_ref().map_or(0, |s| s.human);
        move |events| self.panel.reveals_hidden(events, human)
    }

    fn undo_status(&self) -> Result<(), UndoBlock> {
        match &self.session {
            None => Err(UndoBlock::Nothing),
            Some(s) => s.undo_status(self.reveals()),
        }
    }

    fn undo(&mut self) {
        let human = self.session.as_ref().map_or(0, |s| s.human);
        let panel = &self.panel;
        if let Some(session) = &mut self.session
            && session
                .undo(|events| panel.reveals_hidden(events, human))
                .is_ok()
        {
            self.anim.skip();
            self.panel.reset_selection();
            self.autosave_due = true;
        }
    }

    /// Runs the AI and chance while nothing animates; queues the animations of what happened.
    /// Returns the sound cues whose time has come.
    fn drive(&mut self, ctx: &egui::Context, worker: &AiWorker, now: f64) -> Vec<Cue> {
        #[cfg(test)]
        if std::mem::take(&mut self.inject_drive_panic) {
            panic!("injected panic in drive (test)");
        }
        let Some(session) = &mut self.session else {
            return Vec::new();
        };
        session.poll_hint();
        if session.hint_pending() {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(AI_RECHECK_SECONDS));
        }
        let human = session.human;
        // Several chance steps or AI moves may be applied in one frame only when nothing is
        // animated (instant speed); otherwise each waits for the previous animation.
        for _ in 0..64 {
            if self.anim.busy(now) || matches!(self.dialog, Dialog::NewGame(_)) {
                break;
            }
            // A lesson's scripted replies come before the computer's own search.
            let advanced = match self.scripted_reply() {
                Some(entry) => Advance::Applied(entry),
                None => match &mut self.session {
                    Some(session) => session.advance(now, worker),
                    None => break,
                },
            };
            let Some(session) = &self.session else { break };
            match advanced {
                Advance::Idle => break,
                Advance::Waiting(seconds) => {
                    ctx.request_repaint_after(std::time::Duration::from_secs_f64(
                        seconds.clamp(0.01, 0.5),
                    ));
                    break;
                }
                Advance::Applied(entry) => {
                    self.autosave_due = true;
                    self.panel.reset_selection();
                    self.panel
                        .animate(&entry.events, &session.state, human, &mut self.anim, now);
                    ctx.request_repaint();
                }
            }
        }
        let due = self.anim.due_sounds(now);
        self.anim.prune(now);
        self.anim.request_repaint(ctx, now);
        due
    }
}

impl<P: GamePanel> GameScreen for TableScreen<P> {
    #[cfg(test)]
    fn probe(&self, now: f64) -> Option<crate::ui::screen::Probe> {
        Some(self.monkey_probe(now))
    }

    #[cfg(test)]
    fn play_legal(&mut self, pick: usize) -> bool {
        self.monkey_play(pick)
    }

    #[cfg(test)]
    fn set_review_analyst(&mut self, strength: crate::engine::Strength) {
        self.reviews.analyst = strength;
    }

    #[cfg(test)]
    fn start_crowded(&mut self) -> bool {
        self.monkey_crowded()
    }

    fn open(&mut self, cx: &mut ScreenContext<'_>) {
        if self.session.is_none() {
            self.resume(cx);
        }
        // A finished game is not resumed: its tile offers the next game.
        if self.session.as_ref().is_none_or(Session::is_over)
            && self.reviews.screen.is_none()
            && self.puzzle.is_none()
        {
            self.open_new_game_dialog(cx.settings);
        }
    }

    fn leave(&mut self, cx: &mut ScreenContext<'_>) {
        self.close_review();
        self.close_puzzle();
        if let Some(s) = &mut self.session {
            s.cancel_ai();
        }
        self.anim.skip();
        // A game that ended while its last move was still moving is recorded now: its result
        // counts even if the player never comes back to see the dialog.
        if self.session.as_ref().is_some_and(Session::is_over) {
            self.note_game_over(cx);
        }
        self.save(cx);
    }

    fn logic(&mut self, ctx: &egui::Context, cx: &mut ScreenContext<'_>) {
        let now = ctx.input(|i| i.time);
        let speed = cx.settings.animation_speed.duration_factor();
        self.anim.set_speed_factor(speed);
        self.anim.set_reduce_motion(cx.settings.motion_reduced());
        if self.reviews.screen.is_some() {
            self.review_logic(ctx, cx);
            return;
        }
        if self.puzzle.is_some() {
            self.puzzle_logic(ctx, cx);
            return;
        }
        self.guide_logic(cx);
        let worker = cx.worker;
        match super::crash_guard::guarded(|| self.drive(ctx, worker, now)) {
            Some(due) => due.into_iter().for_each(|cue| cx.play_sound(cue)),
            None => self.crash_in_game(cx),
        }
        if self.crash.is_none() {
            self.autoplay(ctx, cx, now);
        }
        // After every decision and every computer's turn (the writer works off this thread).
        if std::mem::take(&mut self.autosave_due) && self.crash.is_none() && self.guide.is_none() {
            self.save(cx);
        }
    }

    fn ui(&mut self, ui: &mut Ui, cx: &mut ScreenContext<'_>) -> Navigation {
        if self.crash.is_none() && self.reviews.screen.is_some() {
            return self.review_ui(ui, cx);
        }
        if self.crash.is_none() && self.puzzle.is_some() {
            return self.puzzle_ui(ui, cx);
        }
        if self.crash.is_none() {
            match super::crash_guard::guarded(|| self.table_ui(ui, cx)) {
                Some(nav) => return nav,
                None => self.crash_in_game(cx),
            }
        }
        self.crash_page(ui, cx.settings.language)
    }

    fn open_review(&mut self, cx: &mut ScreenContext<'_>, file: &str) -> bool {
        self.close_puzzle();
        self.review_file(cx, file)
    }

    fn open_puzzle(&mut self, cx: &mut ScreenContext<'_>, key: &PuzzleKey) -> bool {
        self.puzzle_file(cx, key)
    }

    fn open_set_puzzle(&mut self, id: u32) -> bool {
        self.set_puzzle(id)
    }

    fn open_guide(&mut self, cx: &mut ScreenContext<'_>) -> bool {
        self.start_guide(cx)
    }
}

impl<P: GamePanel> TableScreen<P> {
    /// The table's frame (bars, log, the game's panel, dialogs).
    fn table_ui(&mut self, ui: &mut Ui, cx: &mut ScreenContext<'_>) -> Navigation {
        #[cfg(test)]
        if std::mem::take(&mut self.inject_panic) {
            panic!("injected panic (test)");
        }
        let lang = cx.settings.language;
        let theme = Theme::of(ui.ctx());
        let now = ui.input(|i| i.time);
        let mut nav = self.keyboard(ui, cx);

        // The window is cleared to the felt (`theme::clear_color`); the bars and the log
        // are painted on the app background.
        let bar = egui::Frame::side_top_panel(ui.style()).fill(theme.app_background);
        egui::Panel::top(egui::Id::unique(("table-top", P::SAVE_ID)))
            .frame(bar)
            .show(ui, |ui| {
                ui.add_space(4.0);
                if self.top_bar(ui, cx, lang) == Navigation::Home {
                    nav = Navigation::Home;
                }
                ui.add_space(2.0);
            });
        let prompt = egui::Panel::bottom(egui::Id::unique(("table-prompt", P::SAVE_ID)))
            .frame(bar)
            .show(ui, |ui| {
                ui.add_space(6.0);
                self.prompt_line(ui, lang, &theme);
                ui.add_space(6.0);
            });
        cx.toasts
            .keep_clear_of_bottom(ui.ctx().content_rect().bottom() - prompt.response.rect.top());
        if cx.settings.show_log {
            egui::Panel::right(egui::Id::unique(("table-log", P::SAVE_ID)))
                .frame(bar)
                .exact_size(super::side_panel_width(ui.max_rect().width(), 280.0))
                .resizable(false)
                .show(ui, |ui| self.log_panel(ui, cx, lang));
        }
        let mut chosen = None;
        let table_rect = egui::CentralPanel::default()
            .frame(egui::Frame::new())
            .show(ui, |ui| {
                let Some(session) = &self.session else { return };
                let interactive = !self.anim.busy(now) && matches!(self.dialog, Dialog::None);
                let legal = if interactive {
                    match &self.guide {
                        Some(guide) => guide.narrowed(&session.human_legal()),
                        None => session.human_legal(),
                    }
                } else {
                    Vec::new()
                };
                self.focus.before_table(ui.ctx(), !legal.is_empty());
                let aids = cx
                    .settings
                    .games
                    .choices::<RulesOf<P>, P::Aids>(P::SAVE_ID)
                    .aids;
                let table = TableContext::<P> {
                    state: &session.state,
                    human: session.human,
                    legal: &legal,
                    lang,
                    theme: &theme,
                    aids: &aids,
                    now,
                    anim: &self.anim,
                    hint: session.hint().map(|h| h.action),
                    thinking: session.thinking(),
                    reveal: false,
                };
                let offered = self.panel.table_ui(ui, &table);
                chosen = offered.filter(|a| legal.contains(a));
                // A choice the table does not take (one a lesson's step does not allow) is
                // dropped, so the player starts the move again.
                if offered.is_some() && chosen.is_none() {
                    self.panel.reset_selection();
                }
                self.focus.after_table(ui.ctx(), ui.max_rect(), &theme);
                // A click may have changed the panel's selection after the parts it affects
                // were drawn (prompt, buttons, highlights): draw once more.
                if ui.input(|i| i.pointer.any_click()) {
                    ui.ctx().request_repaint();
                }
            })
            .response
            .rect;
        #[cfg(test)]
        {
            self.table_rect = table_rect;
        }
        if let Some(action) = chosen
            && let Some(session) = &mut self.session
        {
            match session.play(action) {
                Ok(entry) => {
                    self.autosave_due = true;
                    let human = session.human;
                    self.panel.reset_selection();
                    self.panel
                        .animate(&entry.events, &session.state, human, &mut self.anim, now);
                    ui.ctx().request_repaint();
                    self.guide_taken(action);
                }
                Err(e) => log::error!("the panel offered an illegal action: {e}"),
            }
        }
        if matches!(self.dialog, Dialog::None) {
            self.guide_bubble(ui.ctx(), table_rect, cx, &theme);
        }
        if let Some(session) = &self.session
            && session.is_over()
            && !self.game_over_seen
            && !self.anim.busy(now)
        {
            self.dialog = Dialog::GameOver;
            // The last move's own sound first (a move with no motion is due now), then the
            // result.
            for cue in self.anim.due_sounds(now) {
                cx.play_sound(cue);
            }
            if let Some(cue) = self.panel.game_over_sound(&session.state, session.human) {
                cx.play_sound(cue);
            }
            self.note_game_over(cx);
        }
        if self.dialogs(ui.ctx(), cx, lang, &theme, table_rect) == Navigation::Home {
            nav = Navigation::Home;
        }
        nav
    }
}
