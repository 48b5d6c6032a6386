//! The review's analysis of a recorded game, kept in the record as a cache: per decision the
//! Expert's judgement (human decisions) and the human's estimated result after it, and what is
//! derived from them: the win-chance curve, marks, accuracy and the biggest turning point.

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use super::record::Replayed;
use crate::{
    engine::{
        Player,
        review::{Judgement, Mark, accuracy},
    },
    play::TableRules,
};

/// What the analysis found at one decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "A: Serialize + DeserializeOwned")]
pub struct PointAnalysis<A> {
    /// The human's estimated result right after the decision, when it could be estimated there
    /// (the final result, the game's outlook, or the value of the human's chosen action).
    pub value: Option<f64>,
    /// The Expert's judgement of a human decision with a real choice.
    pub judgement: Option<Judgement<A>>,
}

/// The analysis of a whole game: one entry per decision, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "A: Serialize + DeserializeOwned")]
pub struct Analysis<A> {
    /// The bot that judged (its name).
    pub analyst: String,
    /// One per decision.
    pub points: Vec<PointAnalysis<A>>,
}

/// The numbers of a review, for the summary and the "Recent games" list.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewSummary {
    /// Mean accuracy of the human's graded decisions, 0–100.
    pub accuracy: Option<f64>,
    /// Inaccuracies.
    pub inaccuracies: usize,
    /// Mistakes.
    pub mistakes: usize,
    /// Blunders.
    pub blunders: usize,
    /// Where the human made a mistake or a blunder (practice puzzles), in order.
    pub errors: Vec<ErrorSpot>,
}

/// A human decision the review marked a mistake or a blunder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErrorSpot {
    /// The decision's index in the replayed game.
    pub decision: usize,
    /// Its mark.
    pub mark: Mark,
}

/// The biggest swing of the curve.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TurningPoint {
    /// The decision after which it happened.
    pub decision: usize,
    /// The estimate before and after it.
    pub from: f64,
    /// The estimate after it.
    pub to: f64,
}

fn in_unit(v: f64) -> bool {
    v.is_finite() && (0.0..=1.0).contains(&v)
}

impl<A: Copy + PartialEq> Analysis<A> {
    /// Checks the analysis against the replayed game: one point per decision, judgements only of
    /// the human's real choices, every value a probability, every best action legal.
    pub fn check<G: TableRules<Action = A>>(
        &self,
        replayed: &Replayed<G>,
        human: Player,
    ) -> Result<(), String> {
        if self.points.len() != replayed.decisions.len() {
            return Err(format!(
                "{} points for {} decisions",
                self.points.len(),
                replayed.decisions.len()
            ));
        }
        for (k, (point, decision)) in self.points.iter().zip(&replayed.decisions).enumerate() {
            if point.value.is_some_and(|v| !in_unit(v)) {
                return Err(format!("value of decision {k} is not a probability"));
            }
            let Some(j) = &point.judgement else { continue };
            if decision.seat != human || decision.legal < 2 {
                return Err(format!("decision {k} is not the human's choice"));
            }
            if !j.is_sane() {
                return Err(format!("judgement of decision {k} is not a probability"));
            }
            // An analysis by an older build may name its values otherwise (Gygès's evaluation
            // was once called a win chance): analysed again rather than mislabelled.
            if j.measure != decision.before.decision_measure() {
                return Err(format!("judgement of decision {k} measures something else"));
            }
            if !decision.before.legal_action_list().contains(&j.best) {
                return Err(format!("the best action of decision {k} is not legal"));
            }
        }
        Ok(())
    }

    /// The human's estimated result after each decision. A decision without an estimate of its
    /// own takes the next estimate the analysis has: the value of the human's next judged
    /// decision's best action (their outlook when they next decide) or the next point's value,
    /// and at the end the final result `last`. Also returns the estimate before the first
    /// decision.
    pub fn curve(&self, last: f64) -> (f64, Vec<f64>) {
        let mut values = vec![0.0; self.points.len()];
        let mut next = last;
        for (k, point) in self.points.iter().enumerate().rev() {
            let own = point.value.or_else(|| {
                point
                    .judgement
                    .filter(|j| j.measure.follows_the_game())
                    .map(|j| j.chosen_value)
            });
            values[k] = own.unwrap_or(next);
            next = point
                .judgement
                .filter(|j| j.measure.follows_the_game())
                .map_or(values[k], |j| j.best_value);
        }
        (next, values)
    }

    /// The biggest change of the curve, and where.
    pub fn turning_point(&self, last: f64) -> Option<TurningPoint> {
        let (start, values) = self.curve(last);
        let mut previous = start;
        let mut best: Option<TurningPoint> = None;
        for (decision, &value) in values.iter().enumerate() {
            let swing = (value - previous).abs();
            if swing > 1e-9 && best.is_none_or(|b| swing > (b.to - b.from).abs()) {
                best = Some(TurningPoint {
                    decision,
                    from: previous,
                    to: value,
                });
            }
            previous = value;
        }
        best
    }
}

impl ReviewSummary {
    /// Counts the marks of the human's decisions and their accuracy.
    pub fn of<G: TableRules>(
        analysis: &Analysis<G::Action>,
        replayed: &Replayed<G>,
        human: Player,
    ) -> Self {
        let mut summary = ReviewSummary {
            accuracy: None,
            inaccuracies: 0,
            mistakes: 0,
            blunders: 0,
            errors: Vec::new(),
        };
        let mut drops = Vec::new();
        for (k, (point, decision)) in analysis.points.iter().zip(&replayed.decisions).enumerate() {
            let Some(j) = &point.judgement else { continue };
            if decision.seat != human {
                continue;
            }
            let mark = j.mark(&decision.action);
            drops.push(if mark == Mark::Best {
                0.0
            } else {
                j.drop_points()
            });
            if mark >= Mark::Mistake {
                summary.errors.push(ErrorSpot { decision: k, mark });
            }
            match mark {
                Mark::Inaccuracy => summary.inaccuracies += 1,
                Mark::Mistake => summary.mistakes += 1,
                Mark::Blunder => summary.blunders += 1,
                Mark::Best | Mark::Good => {}
            }
        }
        summary.accuracy = accuracy(drops);
        summary
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::review::Measure;

    fn point(value: Option<f64>, judged: Option<(f64, f64)>) -> PointAnalysis<u8> {
        PointAnalysis {
            value,
            judgement: judged.map(|(best_value, chosen_value)| Judgement {
                best: 0,
                best_value,
                chosen_value,
                measure: Measure::WinChance,
            }),
        }
    }

    #[test]
    fn the_curve_carries_the_next_estimate_back_over_unvalued_points() {
        let analysis = Analysis {
            analyst: "test".into(),
            points: vec![
                point(None, Some((0.6, 0.5))), // human: 60% best, chose 50%
                point(None, None),             // computer: no estimate of its own
                point(None, None),             // computer
                point(None, Some((0.4, 0.4))), // human again: the position is worth 40%
                point(Some(1.0), None),        // computer move that ends the game
            ],
        };
        let (start, values) = analysis.curve(1.0);
        assert_eq!(start, 0.6);
        assert_eq!(values, vec![0.5, 0.4, 0.4, 0.4, 1.0]);
        let turn = analysis.turning_point(1.0).expect("it moved");
        assert_eq!(turn.decision, 4);
        assert_eq!((turn.from, turn.to), (0.4, 1.0));
    }

    #[test]
    fn a_success_chance_is_not_drawn_as_a_win_chance() {
        let mut p = point(None, Some((0.9, 0.3)));
        if let Some(j) = &mut p.judgement {
            j.measure = Measure::SuccessChance;
        }
        let analysis = Analysis {
            analyst: "test".into(),
            points: vec![p, point(Some(0.25), None)],
        };
        let (start, values) = analysis.curve(0.0);
        assert_eq!(values, vec![0.25, 0.25]);
        assert_eq!(start, 0.25);
    }
}
