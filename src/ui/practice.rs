//! A practice puzzle: one of the player's own decisions that the review marked a mistake or a
//! blunder, shown as the table looked to them then (nothing hidden revealed), to be played
//! again. The answer is judged on the AI worker by the Expert from the player's information
//! ([`crate::play::practice::solves`]); then the Expert's choice and both values are shown and
//! the puzzle's next date is set.

use crate::ui::line_break;
use std::sync::Arc;

use egui::{Key, Modifiers, RichText, Ui};

use crate::{
    engine::{
        Bot, Game as _, GameDef as _, Player, Strength, review::Judgement, rng_from_seed,
        worker::JobHandle,
    },
    i18n::{Lang, Msg, PracticeMsg, fill},
    play::{
        TableRules as _,
        practice::{PuzzleKey, PuzzleStatus, solves, today},
        records::{Decision, GameRecord, Replayed, now_seconds},
    },
    ui::{
        anim::Animations,
        panel::{ActionOf, GamePanel, RulesOf, TableContext},
        review::{mark_text, values_line},
        screen::ScreenContext,
        theme::Theme,
    },
};

/// Where the puzzle screen goes next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleExit {
    /// Stay on the puzzle.
    Stay,
    /// Back to the practice list.
    List,
    /// On to the next puzzle to do.
    Next,
    /// To the home screen.
    Home,
}

enum Phase<A> {
    /// Waiting for the player's move.
    Asking,
    /// The Expert judges `answer`.
    Judging {
        answer: A,
        job: JobHandle<Option<Judgement<A>>>,
    },
    /// Judged: solved or not, and the judgement shown.
    Answered {
        answer: A,
        solved: bool,
        shown: Judgement<A>,
        /// Days until the puzzle comes back.
        wait_days: u64,
    },
}

/// One puzzle of `P`'s game.
pub struct PuzzleScreen<P: GamePanel> {
    key: PuzzleKey,
    decision: Decision<P::Game>,
    human: Player,
    /// The review's judgement of the decision in the game.
    stored: Judgement<ActionOf<P>>,
    legal: Vec<ActionOf<P>>,
    panel: P,
    anim: Animations<P::Anim>,
    phase: Phase<ActionOf<P>>,
    /// The player chose the game's move again (told, not counted).
    same_move: bool,
    /// The strength that judges answers (the Expert; tests may pick a cheaper one).
    pub analyst: Strength,
}

impl<P: GamePanel> PuzzleScreen<P> {
    /// The puzzle of `key` in a validated record; why not when the record has no judged error
    /// there.
    pub fn new(
        record: &GameRecord<P::Game>,
        replayed: &Replayed<P::Game>,
        key: PuzzleKey,
    ) -> Result<Self, String> {
        let k = key.decision;
        let decision = replayed
            .decisions
            .get(k)
            .ok_or_else(|| format!("no decision {k}"))?
            .clone();
        if decision.seat != record.human {
            return Err(format!("decision {k} is not the player's"));
        }
        let stored = record
            .analysis
            .as_ref()
            .and_then(|a| a.points.get(k))
            .and_then(|p| p.judgement)
            .ok_or_else(|| format!("decision {k} was not judged"))?;
        if !stored.mark(&decision.action).is_error() {
            return Err(format!("decision {k} was no mistake"));
        }
        let legal = decision.before.legal_action_list();
        Ok(Self {
            key,
            decision,
            human: record.human,
            stored,
            legal,
            panel: P::default(),
            anim: Animations::default(),
            phase: Phase::Asking,
            same_move: false,
            analyst: Strength::Expert,
        })
    }

    /// The puzzle's key.
    pub fn key(&self) -> &PuzzleKey {
        &self.key
    }

    /// The verdict once the answer is judged: `Some(true)` when solved.
    pub fn verdict(&self) -> Option<bool> {
        match &self.phase {
            Phase::Answered { solved, .. } => Some(*solved),
            _ => None,
        }
    }

    /// Answers with `answer` (a click on the table, or a test).
    pub fn answer(&mut self, answer: ActionOf<P>, cx: &mut ScreenContext<'_>) {
        if !matches!(self.phase, Phase::Asking) || !self.legal.contains(&answer) {
            return;
        }
        if answer == self.decision.action {
            self.same_move = true;
            return;
        }
        self.same_move = false;
        if answer == self.stored.best {
            self.finish(answer, None, cx);
            return;
        }
        let expert: Arc<dyn Bot<P::Game>> = Arc::from(P::Game::bot(self.analyst));
        let state = self.decision.before.clone();
        let human = self.human;
        let seed = now_seconds() ^ (self.key.decision as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let job = cx.worker.submit(move |budget| {
            let mut rng = rng_from_seed(seed);
            state.review_judge(human, answer, expert.as_ref(), budget, &mut rng)
        });
        self.phase = Phase::Judging { answer, job };
    }

    fn finish(
        &mut self,
        answer: ActionOf<P>,
        fresh: Option<Judgement<ActionOf<P>>>,
        cx: &mut ScreenContext<'_>,
    ) {
        let solved = solves(
            &answer,
            &self.decision.action,
            &self.stored.best,
            fresh.as_ref(),
        );
        // What is shown: the fresh judgement of this answer when there is one, else the
        // stored one with the answer valued as the Expert's choice (it is that choice).
        let shown = fresh.unwrap_or(Judgement {
            chosen_value: self.stored.best_value,
            ..self.stored
        });
        let today = today();
        cx.practice.answer(&self.key, solved, today);
        let wait_days = match cx.practice.book.status(&self.key, today) {
            PuzzleStatus::Solved { due_day } | PuzzleStatus::Missed { due_day } => {
                due_day.saturating_sub(today)
            }
            PuzzleStatus::Due | PuzzleStatus::New => 0,
        };
        self.phase = Phase::Answered {
            answer,
            solved,
            shown,
            wait_days,
        };
    }

    /// Collects the Expert's judgement of an answer.
    pub fn logic(&mut self, ctx: &egui::Context, cx: &mut ScreenContext<'_>) {
        let Phase::Judging { answer, job } = &self.phase else {
            return;
        };
        let answer = *answer;
        match job.try_take() {
            None => ctx.request_repaint_after(std::time::Duration::from_millis(100)),
            Some(Ok(fresh)) => self.finish(answer, fresh, cx),
            Some(Err(e)) => {
                // Judged without a fresh search: only the stored choice would solve it.
                log::error!("judging a {} puzzle failed: {e:?}", P::SAVE_ID);
                self.finish(answer, None, cx);
            }
        }
    }

    /// Stops a running judgement (leaving the puzzle).
    pub fn stop(&mut self) {
        if let Phase::Judging { job, .. } = &self.phase {
            job.cancel();
        }
    }

    /// Draws the puzzle; returns where to go.
    pub fn ui(&mut self, ui: &mut Ui, cx: &mut ScreenContext<'_>) -> PuzzleExit {
        let lang = cx.settings.language;
        let theme = Theme::of(ui.ctx());
        let mut exit = PuzzleExit::Stay;
        if ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
            if self.panel.has_selection() {
                self.panel.reset_selection();
            } else {
                exit = PuzzleExit::List;
            }
        }
        let id = P::SAVE_ID;
        let bar = egui::Frame::side_top_panel(ui.style()).fill(theme.app_background);
        egui::Panel::top(egui::Id::unique(("puzzle-top", id)))
            .frame(bar)
            .show(ui, |ui| {
                ui.add_space(4.0);
                ui.horizontal(|ui| {
                    if ui
                        .button(format!("◀ {}", PracticeMsg::BackToList.tr(lang)))
                        .clicked()
                    {
                        exit = PuzzleExit::List;
                    }
                    if ui.button(Msg::Home.tr(lang)).clicked() {
                        exit = PuzzleExit::Home;
                    }
                    ui.separator();
                    let title = fill(PracticeMsg::PuzzleTitle.tr(lang), &[&P::title(lang)]);
                    line_break::label(ui, RichText::new(title).strong().size(18.0));
                });
                ui.add_space(2.0);
            });
        egui::Panel::right(egui::Id::unique(("puzzle-side", id)))
            .frame(bar)
            .exact_size(crate::ui::side_panel_width(ui.max_rect().width(), 340.0))
            .resizable(false)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        if let Some(side) = self.side_panel(ui, lang, &theme) {
                            exit = side;
                        }
                    });
            });
        let aids = cx
            .settings
            .games
            .choices::<RulesOf<P>, P::Aids>(P::SAVE_ID)
            .aids;
        let mut chosen = None;
        egui::CentralPanel::default()
            .frame(egui::Frame::new().fill(theme.table))
            .show(ui, |ui| {
                let hint = match &self.phase {
                    Phase::Answered { shown, .. } => Some(shown.best),
                    _ => None,
                };
                let table = TableContext::<P> {
                    state: &self.decision.before,
                    human: self.human,
                    legal: match self.phase {
                        Phase::Asking => &self.legal,
                        _ => &[],
                    },
                    lang,
                    theme: &theme,
                    aids: &aids,
                    now: ui.input(|i| i.time),
                    anim: &self.anim,
                    hint,
                    thinking: None,
                    reveal: false,
                };
                chosen = self.panel.table_ui(ui, &table);
            });
        if let Some(action) = chosen {
            self.panel.reset_selection();
            self.answer(action, cx);
            ui.ctx().request_repaint();
        }
        exit
    }

    fn side_panel(&mut self, ui: &mut Ui, lang: Lang, theme: &Theme) -> Option<PuzzleExit> {
        let mut exit = None;
        let before = &self.decision.before;
        ui.add_space(6.0);
        line_break::label(
            ui,
            RichText::new(PracticeMsg::Task.tr(lang))
                .size(theme.body_size + 4.0)
                .strong()
                .color(theme.text),
        );
        if matches!(self.phase, Phase::Asking) {
            line_break::label(
                ui,
                RichText::new(self.panel.prompt(before, self.human, lang)).color(theme.text),
            );
        }
        ui.add_space(6.0);
        let played = self
            .panel
            .describe_action(before, self.decision.action, lang);
        let mark = self.stored.mark(&self.decision.action);
        line_break::label(
            ui,
            RichText::new(fill(
                PracticeMsg::YouPlayed.tr(lang),
                &[&played, mark_text(mark, lang)],
            ))
            .color(theme.text),
        );
        line_break::label(
            ui,
            RichText::new(PracticeMsg::Margin.tr(lang)).color(theme.text_muted),
        );
        ui.add_space(10.0);
        if self.same_move {
            line_break::label(
                ui,
                RichText::new(PracticeMsg::SameMove.tr(lang)).color(theme.text),
            );
        }
        match &self.phase {
            Phase::Asking => {}
            Phase::Judging { .. } => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    line_break::label(
                        ui,
                        RichText::new(PracticeMsg::Checking.tr(lang)).color(theme.text),
                    );
                });
            }
            Phase::Answered {
                answer,
                solved,
                shown,
                wait_days,
            } => {
                let (verdict, colour) = if *solved {
                    (PracticeMsg::Solved, theme.success_text)
                } else {
                    (PracticeMsg::Missed, theme.danger_text)
                };
                line_break::label(
                    ui,
                    RichText::new(verdict.tr(lang))
                        .size(theme.body_size + 6.0)
                        .strong()
                        .color(colour),
                );
                let mine = self.panel.describe_action(before, *answer, lang);
                line_break::label(
                    ui,
                    RichText::new(fill(PracticeMsg::YourAnswer.tr(lang), &[&mine]))
                        .color(theme.text),
                );
                if shown.best != *answer {
                    let best = self.panel.describe_action(before, shown.best, lang);
                    line_break::label(
                        ui,
                        RichText::new(fill(Msg::DecisionExpert.tr(lang), &[&best]))
                            .color(theme.hint_text),
                    );
                }
                line_break::label(
                    ui,
                    RichText::new(values_line(shown, lang)).color(theme.text),
                );
                line_break::label(
                    ui,
                    RichText::new(fill(
                        PracticeMsg::ComesBack.tr(lang),
                        &[&wait_days.to_string()],
                    ))
                    .color(theme.text_muted),
                );
                ui.add_space(10.0);
                ui.horizontal_wrapped(|ui| {
                    if ui.button(PracticeMsg::TryAgain.tr(lang)).clicked() {
                        exit = Some(PuzzleExit::Stay);
                    }
                    if ui.button(PracticeMsg::NextPuzzle.tr(lang)).clicked() {
                        exit = Some(PuzzleExit::Next);
                    }
                });
            }
        }
        if exit == Some(PuzzleExit::Stay) {
            self.phase = Phase::Asking;
            self.panel.reset_selection();
            exit = None;
        }
        exit
    }
}
