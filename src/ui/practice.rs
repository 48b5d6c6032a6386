//! A practice puzzle, of one of two sources:
//! - one of the player's own decisions that the review marked a mistake or a blunder, shown as
//!   the table looked to them then (nothing hidden revealed), to be played again. The answer is
//!   judged on the AI worker by the Expert from the player's information
//!   ([`crate::play::practice::solves`]); then the Expert's choice and both values are shown and
//!   the puzzle's next date is set;
//! - a puzzle of the game's collection ([`SetPuzzle`]), whose every solving move is known: the
//!   answer is judged exactly, then every solving move is shown with the reason.

use crate::ui::line_break;
use std::sync::Arc;

use egui::{Key, Modifiers, RichText, Ui};

use crate::{
    engine::{
        Bot, Game as _, GameDef as _, Player, Strength, Turn, review::Judgement, rng_from_seed,
        worker::JobHandle,
    },
    i18n::{Lang, Msg, PracticeMsg, fill},
    play::{
        TableRules as _,
        practice::{PuzzleKey, PuzzleStatus, solves, today},
        puzzle_set::{SetKind, SetPuzzle},
        records::{GameRecord, Replayed, now_seconds},
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
    /// Judged: solved or not, and the judgement shown (none for a collection puzzle).
    Answered {
        answer: A,
        solved: bool,
        shown: Option<Judgement<A>>,
        /// Days until the puzzle comes back (a mistake's puzzle).
        wait_days: Option<u64>,
    },
}

/// Where a puzzle comes from.
enum Source<A> {
    /// A mistake of the player's: `played` in the game, judged `stored` by the review.
    Mistake {
        key: PuzzleKey,
        played: A,
        stored: Judgement<A>,
    },
    /// Puzzle `id` of the game's collection, solved by any of `answers`.
    Set {
        id: u32,
        kind: SetKind,
        answers: Vec<A>,
    },
}

/// One puzzle of `P`'s game.
pub struct PuzzleScreen<P: GamePanel> {
    source: Source<ActionOf<P>>,
    /// The position to play from.
    before: P::Game,
    human: Player,
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
            source: Source::Mistake {
                key,
                played: decision.action,
                stored,
            },
            before: decision.before,
            human: record.human,
            legal,
            panel: P::default(),
            anim: Animations::default(),
            phase: Phase::Asking,
            same_move: false,
            analyst: Strength::Expert,
        })
    }

    /// Puzzle `puzzle` of the game's collection; why not when nobody is to move.
    pub fn from_set(puzzle: &SetPuzzle<P::Game>) -> Result<Self, String> {
        let Turn::Player(human) = puzzle.state.to_move() else {
            return Err(format!("nobody is to move in puzzle {}", puzzle.id));
        };
        Ok(Self {
            source: Source::Set {
                id: puzzle.id,
                kind: puzzle.kind,
                answers: puzzle.answers.clone(),
            },
            before: puzzle.state.clone(),
            human,
            legal: puzzle.state.legal_action_list(),
            panel: P::default(),
            anim: Animations::default(),
            phase: Phase::Asking,
            same_move: false,
            analyst: Strength::Expert,
        })
    }

    /// The key of a mistake's puzzle (`None`: a collection puzzle).
    pub fn key(&self) -> Option<&PuzzleKey> {
        match &self.source {
            Source::Mistake { key, .. } => Some(key),
            Source::Set { .. } => None,
        }
    }

    /// The id of a collection puzzle (`None`: a mistake's puzzle).
    pub fn set_id(&self) -> Option<u32> {
        match &self.source {
            Source::Set { id, .. } => Some(*id),
            Source::Mistake { .. } => None,
        }
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
        let (key, played, stored) = match &self.source {
            Source::Mistake {
                key,
                played,
                stored,
            } => (key, *played, *stored),
            Source::Set { id, answers, .. } => {
                let solved = answers.contains(&answer);
                cx.practice.answer_set(P::SAVE_ID, *id, solved);
                self.phase = Phase::Answered {
                    answer,
                    solved,
                    shown: None,
                    wait_days: None,
                };
                return;
            }
        };
        if answer == played {
            self.same_move = true;
            return;
        }
        self.same_move = false;
        if answer == stored.best {
            self.finish(answer, None, cx);
            return;
        }
        let expert: Arc<dyn Bot<P::Game>> = Arc::from(P::Game::bot(self.analyst));
        let state = self.before.clone();
        let human = self.human;
        let seed = now_seconds() ^ (key.decision as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
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
        let Source::Mistake {
            key,
            played,
            stored,
        } = &self.source
        else {
            return;
        };
        let solved = solves(&answer, played, &stored.best, fresh.as_ref());
        // What is shown: the fresh judgement of this answer when there is one, else the
        // stored one with the answer valued as the Expert's choice (it is that choice).
        let shown = fresh.unwrap_or(Judgement {
            chosen_value: stored.best_value,
            ..*stored
        });
        let today = today();
        cx.practice.answer(key, solved, today);
        let wait_days = match cx.practice.book.status(key, today) {
            PuzzleStatus::Solved { due_day } | PuzzleStatus::Missed { due_day } => {
                due_day.saturating_sub(today)
            }
            PuzzleStatus::Due | PuzzleStatus::New => 0,
        };
        self.phase = Phase::Answered {
            answer,
            solved,
            shown: Some(shown),
            wait_days: Some(wait_days),
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
                let hint = match (&self.phase, &self.source) {
                    (Phase::Answered { shown, .. }, Source::Mistake { .. }) => {
                        shown.map(|j| j.best)
                    }
                    (Phase::Answered { solved: false, .. }, Source::Set { answers, .. }) => {
                        answers.first().copied()
                    }
                    _ => None,
                };
                let table = TableContext::<P> {
                    state: &self.before,
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
        let before = &self.before;
        let text = |ui: &mut Ui, s: String, colour| {
            line_break::label(ui, RichText::new(s).color(colour));
        };
        ui.add_space(6.0);
        let task = match &self.source {
            Source::Mistake { .. } => PracticeMsg::Task,
            Source::Set { kind, .. } => task_of(*kind),
        };
        line_break::label(
            ui,
            RichText::new(task.tr(lang))
                .size(theme.body_size + 4.0)
                .strong()
                .color(theme.text),
        );
        if matches!(self.phase, Phase::Asking) {
            text(ui, self.panel.prompt(before, self.human, lang), theme.text);
        }
        ui.add_space(6.0);
        match &self.source {
            Source::Mistake { played, stored, .. } => {
                let played_text = self.panel.describe_action(before, *played, lang);
                let mark = stored.mark(played);
                text(
                    ui,
                    fill(
                        PracticeMsg::YouPlayed.tr(lang),
                        &[&played_text, mark_text(mark, lang)],
                    ),
                    theme.text,
                );
                text(
                    ui,
                    PracticeMsg::Margin.tr(lang).to_owned(),
                    theme.text_muted,
                );
            }
            Source::Set { kind, .. } => {
                text(ui, kind_name(*kind, lang).to_owned(), theme.text);
                text(ui, PracticeMsg::Exact.tr(lang).to_owned(), theme.text_muted);
            }
        }
        ui.add_space(10.0);
        if self.same_move {
            text(ui, PracticeMsg::SameMove.tr(lang).to_owned(), theme.text);
        }
        match &self.phase {
            Phase::Asking => {}
            Phase::Judging { .. } => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    text(ui, PracticeMsg::Checking.tr(lang).to_owned(), theme.text);
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
                text(
                    ui,
                    fill(PracticeMsg::YourAnswer.tr(lang), &[&mine]),
                    theme.text,
                );
                if let Some(shown) = shown {
                    if shown.best != *answer {
                        let best = self.panel.describe_action(before, shown.best, lang);
                        text(
                            ui,
                            fill(Msg::DecisionExpert.tr(lang), &[&best]),
                            theme.hint_text,
                        );
                    }
                    text(ui, values_line(shown, lang), theme.text);
                }
                if let Source::Set { kind, answers, .. } = &self.source {
                    let moves: Vec<String> = answers
                        .iter()
                        .map(|&a| self.panel.describe_action(before, a, lang))
                        .collect();
                    text(ui, answers_line(*kind, &moves, lang), theme.hint_text);
                    text(ui, reason_of(*kind).tr(lang).to_owned(), theme.text);
                }
                if let Some(days) = wait_days {
                    text(
                        ui,
                        fill(PracticeMsg::ComesBack.tr(lang), &[&days.to_string()]),
                        theme.text_muted,
                    );
                }
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

/// How many solving moves are listed before "and N more".
const LISTED_ANSWERS: usize = 8;

/// The task of a collection puzzle.
fn task_of(kind: SetKind) -> PracticeMsg {
    match kind {
        SetKind::WinIn1 => PracticeMsg::TaskWin1,
        SetKind::Avoid => PracticeMsg::TaskAvoid,
        SetKind::WinIn2 => PracticeMsg::TaskWin2,
        SetKind::WinIn3 => PracticeMsg::TaskWin3,
    }
}

/// Why the solving moves solve a collection puzzle, in the player's words.
fn reason_of(kind: SetKind) -> PracticeMsg {
    match kind {
        SetKind::WinIn1 => PracticeMsg::ReasonWin1,
        SetKind::Avoid => PracticeMsg::ReasonAvoid,
        SetKind::WinIn2 => PracticeMsg::ReasonWin2,
        SetKind::WinIn3 => PracticeMsg::ReasonWin3,
    }
}

/// The name of a collection puzzle's kind.
pub fn kind_name(kind: SetKind, lang: Lang) -> &'static str {
    match kind {
        SetKind::WinIn1 => PracticeMsg::KindWin1,
        SetKind::Avoid => PracticeMsg::KindAvoid,
        SetKind::WinIn2 => PracticeMsg::KindWin2,
        SetKind::WinIn3 => PracticeMsg::KindWin3,
    }
    .tr(lang)
}

/// "Any of these wins: …" with the first [`LISTED_ANSWERS`] moves and how many more.
fn answers_line(kind: SetKind, moves: &[String], lang: Lang) -> String {
    let sep = match lang {
        Lang::Ja => "、",
        Lang::En => ", ",
    };
    let mut list = moves
        .iter()
        .take(LISTED_ANSWERS)
        .cloned()
        .collect::<Vec<_>>()
        .join(sep);
    if moves.len() > LISTED_ANSWERS {
        let more = (moves.len() - LISTED_ANSWERS).to_string();
        list.push_str(sep);
        list.push_str(&fill(PracticeMsg::AndMore.tr(lang), &[&more]));
    }
    let line = match (kind, moves.len()) {
        (SetKind::Avoid, 1) => PracticeMsg::OnlyHolds,
        (SetKind::Avoid, _) => PracticeMsg::AnyHolds,
        (_, 1) => PracticeMsg::OnlyWins,
        _ => PracticeMsg::AnyWins,
    };
    fill(line.tr(lang), &[&list])
}
