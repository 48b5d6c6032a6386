//! The review's side panel: the summary, the win-chance graph and the decision shown on the
//! table (who chose what, the Expert's choice, both estimates and the mark), then what happened
//! since the previous decision.

use crate::ui::line_break;
use egui::{RichText, Ui};

use super::{ReviewScreen, graph};
use crate::{
    engine::review::{Judgement, Mark, Measure},
    i18n::{Arg, Lang, Msg, fill, render},
    play::{
        TableRules,
        records::{Analysis, PointAnalysis},
    },
    ui::{
        panel::{ActionOf, GamePanel},
        theme::Theme,
    },
};

/// Height of the graph in points.
const GRAPH_HEIGHT: f32 = 150.0;

/// A mark in words.
pub fn mark_text(mark: Mark, lang: Lang) -> &'static str {
    match mark {
        Mark::Best => Msg::MarkBest.tr(lang),
        Mark::Good => Msg::MarkGood.tr(lang),
        Mark::Inaccuracy => Msg::MarkInaccuracy.tr(lang),
        Mark::Mistake => Msg::MarkMistake.tr(lang),
        Mark::Blunder => Msg::MarkBlunder.tr(lang),
    }
}

/// The mark of a judged decision with its drop ("Mistake: 12 points below the best").
pub fn mark_line<A: PartialEq>(j: &Judgement<A>, chosen: A, lang: Lang) -> String {
    let mark = j.mark(&chosen);
    if mark == Mark::Best {
        mark_text(mark, lang).to_owned()
    } else {
        fill(
            Msg::MarkDrop.tr(lang),
            &[mark_text(mark, lang), &format!("{:.0}", j.drop_points())],
        )
    }
}

fn percent(v: f64) -> String {
    format!("{:.0}", v * 100.0)
}

/// The values of a judgement in the words of what they estimate: the chosen action's and the
/// Expert's.
pub fn values_line<A>(j: &Judgement<A>, lang: Lang) -> String {
    let template = match j.measure {
        Measure::WinChance => Msg::DecisionWinChances,
        Measure::SuccessChance => Msg::DecisionSuccessChances,
        Measure::Evaluation => Msg::DecisionEvaluations,
        Measure::RoughWinChance => Msg::DecisionRoughChances,
    };
    fill(
        template.tr(lang),
        &[&percent(j.chosen_value), &percent(j.best_value)],
    )
}

impl<P: GamePanel> ReviewScreen<P> {
    /// The side panel's content.
    pub(super) fn side_panel(
        &mut self,
        ui: &mut Ui,
        points: &[Option<PointAnalysis<ActionOf<P>>>],
        lang: Lang,
        theme: &Theme,
    ) {
        ui.heading(Msg::ReviewSummary.tr(lang));
        if let Some(k) = self.summary(ui, lang, theme) {
            self.go_to(k);
        }
        ui.add_space(8.0);
        let mut values = self.curve(points);
        let mut dots = self.dots(points);
        // A finished game's curve ends at its result, on the final position.
        if let Some(last) = self.final_value() {
            values.push(Some(last));
            dots.push(graph::Dot::End);
        }
        let current = (self.position < values.len()).then_some(self.position);
        let curve = graph::Curve {
            values: &values,
            dots: &dots,
            measure: <P::Game as TableRules>::CURVE_MEASURE,
        };
        if let Some(k) = graph::show(ui, GRAPH_HEIGHT, &curve, current, theme, lang) {
            self.go_to(k);
        }
        ui.add_space(10.0);
        self.decision_details(ui, points, lang, theme);
        ui.add_space(10.0);
        self.events(ui, lang);
    }

    /// The summary; returns the decision to jump to when the turning point is clicked.
    fn summary(&self, ui: &mut Ui, lang: Lang, theme: &Theme) -> Option<usize> {
        let Some(analysis) = self.analysis() else {
            line_break::label(ui, RichText::new(Msg::SummaryPending.tr(lang)).weak());
            return None;
        };
        let summary =
            crate::play::records::ReviewSummary::of(analysis, &self.replayed, self.record.human);
        line_break::label(
            ui,
            fill(
                Msg::SummaryCounts.tr(lang),
                &[
                    &summary.inaccuracies.to_string(),
                    &summary.mistakes.to_string(),
                    &summary.blunders.to_string(),
                ],
            ),
        );
        if let Some(accuracy) = summary.accuracy {
            line_break::label(
                ui,
                RichText::new(fill(
                    Msg::SummaryAccuracy.tr(lang),
                    &[&format!("{accuracy:.0}")],
                ))
                .strong()
                .color(theme.text),
            );
        }
        self.turning_point(ui, analysis, lang)
    }

    fn turning_point(
        &self,
        ui: &mut Ui,
        analysis: &Analysis<ActionOf<P>>,
        lang: Lang,
    ) -> Option<usize> {
        let last = self
            .final_value()
            .unwrap_or_else(|| analysis.curve(0.5).1.last().copied().unwrap_or(0.5));
        let turn = analysis.turning_point(last)?;
        let decision = self.replayed.decisions.get(turn.decision)?;
        let span_text = match <P::Game as TableRules>::CURVE_MEASURE {
            Measure::Evaluation => Msg::SpanEvaluation,
            Measure::RoughWinChance => Msg::SpanRough,
            Measure::WinChance | Measure::SuccessChance => Msg::SpanChance,
        };
        let span = fill(
            span_text.tr(lang),
            &[&percent(turn.from), &percent(turn.to)],
        );
        let number = (turn.decision + 1).to_string();
        let text = if decision.seat == self.record.human {
            let action = self
                .panel
                .describe_action(&decision.before, decision.action, lang);
            render(
                Msg::SummaryTurningPoint.tr(lang),
                lang,
                &[
                    Arg::Text(&number),
                    Arg::You,
                    Arg::Text(&action),
                    Arg::Text(&span),
                ],
            )
        } else {
            let seen = self.seen_move(turn.decision, lang);
            fill(
                Msg::SummaryTurningPointSeen.tr(lang),
                &[&number, &seen, &span],
            )
        };
        let shown = line_break::galley(
            ui,
            text.clone(),
            egui::TextStyle::Body,
            ui.available_width(),
        );
        ui.link(shown)
            .accessible_name(text)
            .clicked()
            .then_some(turn.decision)
    }

    /// Another seat's decision `k` as the human saw it: the first line the game log shows of
    /// what it did (never the action itself, which may hold hidden cards).
    fn seen_move(&self, k: usize, lang: Lang) -> String {
        let Some(decision) = self.replayed.decisions.get(k) else {
            return String::new();
        };
        let after = self.replayed.after(k);
        decision
            .events
            .iter()
            .find_map(|e| self.panel.describe_event(e, after, self.record.human, lang))
            .unwrap_or_else(|| {
                let who = self.seat_arg(decision.seat, lang);
                render(Msg::DecisionHidden.tr(lang), lang, &[who.as_arg()])
            })
    }

    fn seat_arg(&self, seat: usize, lang: Lang) -> SeatName {
        if seat == self.record.human {
            SeatName::You
        } else {
            let state = self
                .replayed
                .decisions
                .first()
                .map_or(&self.replayed.end, |d| &d.before);
            SeatName::Other(self.panel.seat_name(state, seat, self.record.human, lang))
        }
    }

    fn decision_details(
        &self,
        ui: &mut Ui,
        points: &[Option<PointAnalysis<ActionOf<P>>>],
        lang: Lang,
        theme: &Theme,
    ) {
        let Some(decision) = self.replayed.decisions.get(self.position) else {
            line_break::label(ui, RichText::new(Msg::ReviewEnd.tr(lang)).strong());
            line_break::label(ui, super::result_text(self.record.result, lang));
            return;
        };
        if decision.seat != self.record.human {
            // Another seat's choice as the human saw it (the game log's words): a card put
            // back or discarded face down stays hidden.
            line_break::label(
                ui,
                RichText::new(self.seen_move(self.position, lang)).strong(),
            );
            return;
        }
        let chosen = self
            .panel
            .describe_action(&decision.before, decision.action, lang);
        line_break::label(
            ui,
            RichText::new(render(
                Msg::DecisionChose.tr(lang),
                lang,
                &[Arg::You, Arg::Text(&chosen)],
            ))
            .strong(),
        );
        if decision.legal < 2 {
            line_break::label(ui, RichText::new(Msg::DecisionForced.tr(lang)).weak());
            return;
        }
        let judgement = points
            .get(self.position)
            .and_then(|p| p.as_ref())
            .and_then(|p| p.judgement);
        let Some(j) = judgement else {
            let pending = if self.analysing() {
                Msg::DecisionPending
            } else {
                Msg::DecisionNotJudged
            };
            line_break::label(ui, RichText::new(pending.tr(lang)).weak());
            return;
        };
        self.judgement(ui, &j, decision.action, &decision.before, lang, theme);
    }

    fn judgement(
        &self,
        ui: &mut Ui,
        j: &Judgement<ActionOf<P>>,
        chosen: ActionOf<P>,
        before: &P::Game,
        lang: Lang,
        theme: &Theme,
    ) {
        let mark = j.mark(&chosen);
        let mark_line = mark_line(j, chosen, lang);
        line_break::label(
            ui,
            RichText::new(mark_line)
                .size(theme.body_size + 2.0)
                .strong()
                .color(graph::mark_color(mark, theme)),
        );
        if mark != Mark::Best {
            let best = self.panel.describe_action(before, j.best, lang);
            line_break::label(
                ui,
                RichText::new(fill(Msg::DecisionExpert.tr(lang), &[&best])).color(theme.hint_text),
            );
        }
        line_break::label(ui, values_line(j, lang));
    }

    fn events(&self, ui: &mut Ui, lang: Lang) {
        let events = match self.position.checked_sub(1) {
            None => &self.replayed.opening,
            Some(k) => match self.replayed.decisions.get(k) {
                Some(d) => &d.events,
                None => return,
            },
        };
        let state = self
            .replayed
            .decisions
            .get(self.position)
            .map_or(&self.replayed.end, |d| &d.before);
        let lines: Vec<String> = events
            .iter()
            .filter_map(|e| self.panel.describe_event(e, state, self.record.human, lang))
            .collect();
        if lines.is_empty() {
            return;
        }
        line_break::label(ui, RichText::new(Msg::WhatHappened.tr(lang)).strong());
        for line in lines {
            line_break::label(ui, RichText::new(line).size(13.0));
        }
    }
}

/// Who decided, for a sentence.
enum SeatName {
    You,
    Other(String),
}

impl SeatName {
    fn as_arg(&self) -> Arg<'_> {
        match self {
            SeatName::You => Arg::You,
            SeatName::Other(name) => Arg::Text(name),
        }
    }
}
