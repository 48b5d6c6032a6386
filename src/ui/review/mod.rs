//! The review of a recorded game: step through it decision by decision (buttons, ←/→, a
//! slider, the graph), the table drawn by the game's own panel as the human saw it then, each of
//! the human's decisions judged by the Expert, the win-chance graph and a summary. The analysis
//! runs on the AI worker with a progress bar and is cached in the record.

pub mod graph;
mod sidebar;

pub use sidebar::{mark_line, mark_text, values_line};

use crate::ui::line_break;
use std::sync::Arc;

use egui::{Key, Modifiers, RichText, Ui};

use self::graph::Dot;
use crate::{
    engine::{Bot, Game as _, GameDef as _, Strength},
    i18n::{Lang, Msg, PracticeMsg, dates::local_date_time, fill},
    play::analyse::{AnalysisRun, Progress},
    play::records::{Analysis, GameRecord, Outcome, PointAnalysis, Replayed, ReviewSummary},
    ui::{
        anim::Animations,
        dialogs::new_game::strength_label,
        panel::{ActionOf, GamePanel, RulesOf, TableContext},
        screen::ScreenContext,
        theme::Theme,
        toasts::ToastKind,
    },
};

/// Where the review goes when it closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewExit {
    /// Stay in the review.
    Stay,
    /// Back to where it was opened from.
    Back,
    /// To the home screen.
    Home,
    /// To the game's practice page (its mistakes as puzzles).
    Practice,
    /// A new game from the reviewed game's start (its deal, seats and options).
    PlayDealAgain,
}

enum Status<A> {
    /// Not started yet (it starts on the next frame).
    Pending,
    /// Running on the worker.
    Running(AnalysisRun<A>),
    /// Complete: from the record (`cached`) or just made.
    Done {
        /// True when the record already held it.
        cached: bool,
    },
    /// Stopped by the player.
    Cancelled,
    /// The analysis failed.
    Failed(String),
}

/// The review screen of panel `P`'s game.
pub struct ReviewScreen<P: GamePanel> {
    record: GameRecord<P::Game>,
    replayed: Arc<Replayed<P::Game>>,
    /// The record's file name (`None`: not written, e.g. no data folder).
    file: Option<String>,
    panel: P,
    anim: Animations<P::Anim>,
    /// Decision shown: `0..decisions` (before it), `decisions` (the end).
    position: usize,
    reveal: bool,
    status: Status<ActionOf<P>>,
    /// The strength that judges the decisions (the Expert; tests may pick a cheaper one).
    pub analyst: Strength,
    /// The position changed after parts that show it were drawn: draw once more.
    repaint: bool,
}

impl<P: GamePanel> ReviewScreen<P> {
    /// The review of a validated record and its replay, opened at the first decision.
    pub fn new(
        record: GameRecord<P::Game>,
        replayed: Replayed<P::Game>,
        file: Option<String>,
    ) -> Self {
        let status = if record.analysis.is_some() {
            Status::Done { cached: true }
        } else {
            Status::Pending
        };
        Self {
            record,
            replayed: Arc::new(replayed),
            file,
            panel: P::default(),
            anim: Animations::default(),
            position: 0,
            reveal: false,
            status,
            analyst: Strength::Expert,
            repaint: false,
        }
    }

    /// The reviewed record.
    pub fn record(&self) -> &GameRecord<P::Game> {
        &self.record
    }

    /// The record's file name.
    pub fn file(&self) -> Option<&str> {
        self.file.as_deref()
    }

    /// The decision shown (`decisions()` for the final position).
    pub fn position(&self) -> usize {
        self.position
    }

    /// The number of decisions in the game.
    pub fn decisions(&self) -> usize {
        self.replayed.decisions.len()
    }

    /// The analysis, once complete.
    pub fn analysis(&self) -> Option<&Analysis<ActionOf<P>>> {
        self.record.analysis.as_ref()
    }

    /// True when the analysis came from the record (a second review).
    pub fn was_cached(&self) -> bool {
        matches!(self.status, Status::Done { cached: true })
    }

    /// True while the analysis runs.
    pub fn analysing(&self) -> bool {
        matches!(self.status, Status::Pending | Status::Running(_))
    }

    /// Jumps to a decision (clamped).
    pub fn go_to(&mut self, position: usize) {
        let position = position.min(self.decisions());
        if position != self.position {
            self.position = position;
            self.panel.reset_selection();
            self.repaint = true;
        }
    }

    /// Stops a running analysis (leaving the review).
    pub fn stop(&mut self) {
        if let Status::Running(run) = &self.status {
            run.cancel();
            self.status = Status::Cancelled;
        }
    }

    fn start_analysis(&mut self, cx: &ScreenContext<'_>) {
        let expert: Arc<dyn Bot<P::Game>> = Arc::from(P::Game::bot(self.analyst));
        let run = AnalysisRun::start(
            cx.worker,
            Arc::clone(&self.replayed),
            self.record.human,
            expert,
            self.record.trail.seed,
        );
        self.status = Status::Running(run);
    }

    /// Background work before drawing: starts the analysis and collects its result.
    pub fn logic(&mut self, ctx: &egui::Context, cx: &mut ScreenContext<'_>) {
        if matches!(self.status, Status::Pending) {
            self.start_analysis(cx);
        }
        let Status::Running(run) = &self.status else {
            return;
        };
        match run.poll() {
            Progress::Running { .. } => {
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            }
            Progress::Finished(analysis) => {
                self.record.analysis = Some(analysis);
                self.status = Status::Done { cached: false };
                self.save(cx);
            }
            Progress::Cancelled => self.status = Status::Cancelled,
            Progress::Failed(reason) => {
                log::error!("the analysis of a {} game failed: {reason}", P::SAVE_ID);
                self.status = Status::Failed(reason);
            }
        }
    }

    /// Writes the analysis into the record's file (the cache of a second review).
    fn save(&self, cx: &mut ScreenContext<'_>) {
        let Some(file) = &self.file else { return };
        match self.record.to_ron() {
            Ok(text) => {
                let summary = self.record.summary(&self.replayed, file);
                cx.records.rewrite(P::SAVE_ID, file, &text, summary);
            }
            Err(e) => log::error!("cannot write the analysis of {}: {e}", P::SAVE_ID),
        }
    }

    /// The points known so far: the record's analysis, or what the running one has done.
    fn points(&self) -> Vec<Option<PointAnalysis<ActionOf<P>>>> {
        match (&self.record.analysis, &self.status) {
            (Some(a), _) => a.points.iter().cloned().map(Some).collect(),
            (None, Status::Running(run)) => run.partial(),
            _ => vec![None; self.decisions()],
        }
    }

    /// The human's final result (the curve's end), or `None` for an abandoned game.
    fn final_value(&self) -> Option<f64> {
        let end = &self.replayed.end;
        end.is_over()
            .then(|| end.returns().get(self.record.human).copied())
            .flatten()
    }

    /// The curve over the points known so far (a partial analysis only draws what it has).
    fn curve(&self, points: &[Option<PointAnalysis<ActionOf<P>>>]) -> Vec<Option<f64>> {
        let complete: Option<Vec<PointAnalysis<ActionOf<P>>>> = points.iter().cloned().collect();
        match complete {
            Some(points) => {
                let analysis = Analysis {
                    analyst: String::new(),
                    points,
                };
                let last = self.final_value().unwrap_or_else(|| {
                    // An abandoned game ends at its last estimate.
                    analysis.curve(0.5).1.last().copied().unwrap_or(0.5)
                });
                analysis.curve(last).1.into_iter().map(Some).collect()
            }
            None => points
                .iter()
                .map(|p| {
                    p.as_ref().and_then(|p| {
                        p.value.or_else(|| {
                            p.judgement
                                .filter(|j| j.measure.follows_the_game())
                                .map(|j| j.chosen_value)
                        })
                    })
                })
                .collect(),
        }
    }

    fn dots(&self, points: &[Option<PointAnalysis<ActionOf<P>>>]) -> Vec<Dot> {
        self.replayed
            .decisions
            .iter()
            .zip(points)
            .map(|(d, p)| {
                if d.seat != self.record.human {
                    Dot::Other
                } else if let Some(j) = p.as_ref().and_then(|p| p.judgement.as_ref()) {
                    Dot::Judged(j.mark(&d.action))
                } else {
                    Dot::Human
                }
            })
            .collect()
    }

    fn keyboard(&mut self, ui: &Ui) -> ReviewExit {
        let (left, right, home, end, esc) = ui.input_mut(|i| {
            (
                i.consume_key(Modifiers::NONE, Key::ArrowLeft),
                i.consume_key(Modifiers::NONE, Key::ArrowRight),
                i.consume_key(Modifiers::NONE, Key::Home),
                i.consume_key(Modifiers::NONE, Key::End),
                i.consume_key(Modifiers::NONE, Key::Escape),
            )
        });
        if left {
            self.go_to(self.position.saturating_sub(1));
        }
        if right {
            self.go_to(self.position + 1);
        }
        if home {
            self.go_to(0);
        }
        if end {
            self.go_to(self.decisions());
        }
        if esc {
            ReviewExit::Back
        } else {
            ReviewExit::Stay
        }
    }

    /// Draws the review; returns where to go.
    pub fn ui(&mut self, ui: &mut Ui, cx: &mut ScreenContext<'_>) -> ReviewExit {
        let lang = cx.settings.language;
        let theme = Theme::of(ui.ctx());
        let mut exit = self.keyboard(ui);
        let id = P::SAVE_ID;
        // The window is cleared to the felt (a game screen): the bars and the side panel are
        // painted on the app background, as on the table, so their text reads in both themes.
        let bar = egui::Frame::side_top_panel(ui.style()).fill(theme.app_background);
        egui::Panel::top(egui::Id::unique(("review-top", id)))
            .frame(bar)
            .show(ui, |ui| {
                ui.add_space(4.0);
                let top = self.top_bar(ui, lang);
                if top != ReviewExit::Stay {
                    exit = top;
                }
                ui.add_space(2.0);
            });
        egui::Panel::bottom(egui::Id::unique(("review-steps", id)))
            .frame(bar)
            .show(ui, |ui| {
                ui.add_space(6.0);
                self.step_bar(ui, lang, &theme);
                ui.add_space(6.0);
            });
        let points = self.points();
        egui::Panel::right(egui::Id::unique(("review-side", id)))
            .frame(bar)
            .exact_size(crate::ui::side_panel_width(ui.max_rect().width(), 340.0))
            .resizable(false)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| self.side_panel(ui, &points, lang, &theme));
            });
        let aids = cx
            .settings
            .games
            .choices::<RulesOf<P>, P::Aids>(P::SAVE_ID)
            .aids;
        egui::CentralPanel::default()
            .frame(egui::Frame::new().fill(theme.table))
            .show(ui, |ui| self.table(ui, &points, &aids, lang, &theme));
        if std::mem::take(&mut self.repaint) {
            ui.ctx().request_repaint();
        }
        exit
    }

    fn top_bar(&mut self, ui: &mut Ui, lang: Lang) -> ReviewExit {
        let mut exit = ReviewExit::Stay;
        ui.horizontal(|ui| {
            if ui.button(format!("◀ {}", Msg::Back.tr(lang))).clicked() {
                exit = ReviewExit::Back;
            }
            if ui.button(Msg::Home.tr(lang)).clicked() {
                exit = ReviewExit::Home;
            }
            ui.separator();
            let title = fill(Msg::ReviewTitle.tr(lang), &[&P::title(lang)]);
            line_break::label(ui, RichText::new(title).strong().size(18.0));
            let errors = self.analysis().map_or(0, |a| {
                ReviewSummary::of(a, &self.replayed, self.record.human)
                    .errors
                    .len()
            });
            let can_show_all = P::CAN_SHOW_ALL && self.record.result != Outcome::Abandoned;
            if can_show_all || errors > 0 {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if errors > 0 {
                        let text = fill(PracticeMsg::FromReview.tr(lang), &[&errors.to_string()]);
                        if ui.button(text).clicked() {
                            exit = ReviewExit::Practice;
                        }
                    }
                    if can_show_all {
                        let toggle = ui
                            .toggle_value(&mut self.reveal, Msg::ShowAllCards.tr(lang))
                            .on_hover_text(Msg::ShowAllCardsHint.tr(lang));
                        if toggle.changed() {
                            ui.ctx().request_repaint();
                        }
                    }
                });
            }
        });
        ui.horizontal(|ui| {
            // The deal's number on its button (the bar above has no room left at 1024 points in
            // Japanese); the button's name and tooltip say what it does.
            let again = Msg::PlayDealAgain.tr(lang);
            let button = match self.record.trail.deal {
                Some(deal) => {
                    let number = fill(Msg::DealNumber.tr(lang), &[&deal.to_string()]);
                    ui.button(format!("{number} ▶"))
                        .on_hover_text(again)
                        .accessible_name(format!("{again}: {number}"))
                }
                None => ui.button(again),
            };
            if button.clicked() {
                exit = ReviewExit::PlayDealAgain;
            }
            // When, against whom and how it ended, beside the deal: the bar above holds the
            // buttons, and a date's width varies (it ran under them at 1024 points in Japanese).
            ui.separator();
            let result = result_text(self.record.result, lang);
            let strength = strength_label(self.record.strength, lang);
            line_break::label(
                ui,
                format!(
                    "{} | {strength} | {result}",
                    local_date_time(self.record.date, lang)
                ),
            );
        });
        exit
    }

    fn step_bar(&mut self, ui: &mut Ui, lang: Lang, theme: &Theme) {
        let n = self.decisions();
        ui.horizontal(|ui| {
            let at_start = self.position == 0;
            let at_end = self.position >= n;
            if ui
                .add_enabled(!at_start, egui::Button::new("|◀"))
                .on_hover_text(Msg::ReviewFirst.tr(lang))
                .accessible_name(Msg::ReviewFirst.tr(lang))
                .clicked()
            {
                self.go_to(0);
            }
            if ui
                .add_enabled(
                    !at_start,
                    egui::Button::new(format!("◀ {}", Msg::ReviewPrevious.tr(lang))),
                )
                .on_hover_text(Msg::ReviewKeyPrevious.tr(lang))
                .clicked()
            {
                self.go_to(self.position.saturating_sub(1));
            }
            let mut position = self.position;
            let slider = egui::Slider::new(&mut position, 0..=n)
                .show_value(false)
                .clamping(egui::SliderClamping::Always);
            let slider_width = (ui.available_width() - 420.0).clamp(120.0, 520.0);
            ui.spacing_mut().slider_width = slider_width;
            if ui
                .add(slider)
                .accessible_name(Msg::ReviewSlider.tr(lang))
                .changed()
            {
                self.go_to(position);
            }
            if ui
                .add_enabled(
                    !at_end,
                    egui::Button::new(format!("{} ▶", Msg::ReviewNext.tr(lang))),
                )
                .on_hover_text(Msg::ReviewKeyNext.tr(lang))
                .clicked()
            {
                self.go_to(self.position + 1);
            }
            if ui
                .add_enabled(!at_end, egui::Button::new("▶|"))
                .on_hover_text(Msg::ReviewLast.tr(lang))
                .accessible_name(Msg::ReviewLast.tr(lang))
                .clicked()
            {
                self.go_to(n);
            }
            let where_ = if at_end {
                Msg::ReviewEnd.tr(lang).to_owned()
            } else {
                fill(
                    Msg::ReviewStep.tr(lang),
                    &[&(self.position + 1).to_string(), &n.to_string()],
                )
            };
            line_break::label(ui, RichText::new(where_).color(theme.text));
        });
        self.analysis_line(ui, lang);
    }

    fn analysis_line(&mut self, ui: &mut Ui, lang: Lang) {
        let mut restart = false;
        ui.horizontal(|ui| match &self.status {
            Status::Pending => {
                ui.spinner();
            }
            Status::Running(run) => {
                let (done, total) = run.counts();
                let text = fill(
                    Msg::AnalysisProgress.tr(lang),
                    &[&done.to_string(), &total.to_string()],
                );
                let fraction = if total == 0 {
                    1.0
                } else {
                    done as f32 / total as f32
                };
                ui.add(
                    egui::ProgressBar::new(fraction)
                        .text(text.clone())
                        .desired_width(360.0),
                )
                .accessible_name(text);
                if ui.button(Msg::AnalysisCancel.tr(lang)).clicked() {
                    run.cancel();
                }
            }
            Status::Done { cached } => {
                let text = if *cached {
                    Msg::AnalysisCached.tr(lang)
                } else {
                    Msg::AnalysisDone.tr(lang)
                };
                line_break::label(ui, RichText::new(text).weak());
            }
            Status::Cancelled => {
                line_break::label(ui, Msg::AnalysisCancelled.tr(lang));
                restart = ui.button(Msg::AnalysisStart.tr(lang)).clicked();
            }
            Status::Failed(reason) => {
                line_break::label(ui, fill(Msg::AnalysisFailed.tr(lang), &[reason]));
                restart = ui.button(Msg::AnalysisStart.tr(lang)).clicked();
            }
        });
        if restart {
            self.status = Status::Pending;
        }
    }

    fn table(
        &mut self,
        ui: &mut Ui,
        points: &[Option<PointAnalysis<ActionOf<P>>>],
        aids: &P::Aids,
        lang: Lang,
        theme: &Theme,
    ) {
        let now = ui.input(|i| i.time);
        let human = self.record.human;
        let decision = self.replayed.decisions.get(self.position);
        let state = decision.map_or(&self.replayed.end, |d| &d.before);
        // The Expert's choice is highlighted where the human chose otherwise.
        let hint = decision.filter(|d| d.seat == human).and_then(|d| {
            let j = points.get(self.position)?.as_ref()?.judgement?;
            (j.best != d.action).then_some(j.best)
        });
        let table = TableContext::<P> {
            state,
            human,
            legal: &[],
            lang,
            theme,
            aids,
            now,
            anim: &self.anim,
            hint,
            thinking: None,
            reveal: self.reveal && P::CAN_SHOW_ALL && self.record.result != Outcome::Abandoned,
        };
        let _ = self.panel.table_ui(ui, &table);
    }
}

/// The result of a record in words (a list's column: "Lost", not the game-over headline).
pub fn result_text(result: Outcome, lang: Lang) -> &'static str {
    match result {
        Outcome::Win => Msg::RecordWon.tr(lang),
        Outcome::Loss => Msg::RecordLost.tr(lang),
        Outcome::Draw => Msg::RecordDraw.tr(lang),
        Outcome::Abandoned => Msg::ResultAbandoned.tr(lang),
    }
}

/// Tells the player that a record no longer replays (recorded by `version`); it still counts.
pub fn refused_notice(cx: &mut ScreenContext<'_>, version: &str) {
    let lang = cx.settings.language;
    cx.toasts.add(
        ToastKind::Warning,
        fill(Msg::RecordNotReplayable.tr(lang), &[version]),
    );
}
