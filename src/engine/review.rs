//! Judging a finished game's decisions after the fact: the Expert's best choice and the
//! estimated result of the chosen and the best action, always from the deciding player's own
//! information (bots only look through `determinize`), a mark by the size of the drop, and an
//! accuracy score. Game-agnostic: a game may refine how it is judged (see `play::TableRules`).

use serde::{Deserialize, Serialize};

use super::{Bot, Budget, Certainty, Game, GameRng, Player, Turn, search::Heuristics};

/// A drop of at least this many percentage points is an inaccuracy.
pub const INACCURACY_POINTS: f64 = 5.0;
/// A drop of at least this many percentage points is a mistake.
pub const MISTAKE_POINTS: f64 = 10.0;
/// A drop of at least this many percentage points is a blunder.
pub const BLUNDER_POINTS: f64 = 20.0;

/// The per-decision accuracy falls by a factor e for every this many points of drop.
const ACCURACY_SCALE_POINTS: f64 = 20.0;

/// What a judgement's values estimate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Measure {
    /// The chance to win the game (a share for draws and teams).
    #[default]
    WinChance,
    /// The exact chance that the current attempt succeeds (e.g. a dice roll reaching its goal).
    SuccessChance,
    /// A search's evaluation of the position mapped to `[0, 1]` (½ is level): it orders
    /// positions but is no probability.
    Evaluation,
    /// The deciding player's side's chance to win, roughly: a heuristic share of strength where
    /// the rollouts were cut off, not a calibrated probability.
    RoughWinChance,
}

impl Measure {
    /// True when the value estimates how the whole game goes for the player (a point of the
    /// review's graph), false for the chance of one attempt.
    pub fn follows_the_game(self) -> bool {
        !matches!(self, Measure::SuccessChance)
    }
}

/// The Expert's view of one decision.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judgement<A> {
    /// The Expert's choice.
    pub best: A,
    /// Its estimated value in `[0, 1]`.
    pub best_value: f64,
    /// The estimated value of the action actually chosen, in `[0, 1]`.
    pub chosen_value: f64,
    /// What the values estimate.
    pub measure: Measure,
}

impl<A: PartialEq> Judgement<A> {
    /// How much worse the chosen action is than the best, in percentage points (never negative:
    /// a chosen action the estimate likes better than the Expert's choice dropped nothing).
    pub fn drop_points(&self) -> f64 {
        ((self.best_value - self.chosen_value) * 100.0).max(0.0)
    }

    /// The mark of a decision that chose `chosen`.
    pub fn mark(&self, chosen: &A) -> Mark {
        if *chosen == self.best {
            Mark::Best
        } else {
            Mark::of_drop(self.drop_points())
        }
    }

    /// True when both values are finite and in `[0, 1]`.
    pub fn is_sane(&self) -> bool {
        [self.best_value, self.chosen_value]
            .iter()
            .all(|v| v.is_finite() && (0.0..=1.0).contains(v))
    }
}

/// The grade of one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// The Expert's own choice.
    Best,
    /// Another choice within [`INACCURACY_POINTS`] of it.
    Good,
    /// A drop of [`INACCURACY_POINTS`] or more.
    Inaccuracy,
    /// A drop of [`MISTAKE_POINTS`] or more.
    Mistake,
    /// A drop of [`BLUNDER_POINTS`] or more.
    Blunder,
}

impl Mark {
    /// The mark of a drop of `points` percentage points.
    pub fn of_drop(points: f64) -> Mark {
        if points >= BLUNDER_POINTS {
            Mark::Blunder
        } else if points >= MISTAKE_POINTS {
            Mark::Mistake
        } else if points >= INACCURACY_POINTS {
            Mark::Inaccuracy
        } else {
            Mark::Good
        }
    }

    /// True for inaccuracies, mistakes and blunders.
    pub fn is_error(self) -> bool {
        self >= Mark::Inaccuracy
    }
}

/// The accuracy of one decision in `[0, 100]`: 100 for no drop, falling smoothly with the drop
/// (about 78 for an inaccuracy's 5 points, 61 for a mistake's 10, 37 for a blunder's 20).
pub fn decision_accuracy(drop_points: f64) -> f64 {
    100.0 * (-drop_points.max(0.0) / ACCURACY_SCALE_POINTS).exp()
}

/// The mean accuracy of a player's graded decisions (`None` when none was graded).
pub fn accuracy(drops: impl IntoIterator<Item = f64>) -> Option<f64> {
    let (mut sum, mut n) = (0.0, 0u32);
    for drop in drops {
        sum += decision_accuracy(drop);
        n += 1;
    }
    (n > 0).then(|| sum / f64::from(n))
}

/// How [`judge`] values the chosen action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JudgeStyle {
    /// Take the chosen action's value from the Expert's ranking when it was searched there
    /// (`visits > 0`): right for sampling searches (ISMCTS, PIMC), which value every root
    /// action on the same footing. Alpha-beta ranks other moves by bounds, so it re-searches.
    pub trust_ranked: bool,
    /// Determinizations averaged when the chosen action must be valued on its own and another
    /// seat is to move (1 for perfect information).
    pub samples: u32,
}

impl Default for JudgeStyle {
    fn default() -> Self {
        Self {
            trust_ranked: true,
            samples: 3,
        }
    }
}

/// What judges: the Expert, how it is used, and the game's outlook.
pub struct Analyst<'a, G: Game> {
    /// The bot whose ranking judges.
    pub expert: &'a dyn Bot<G>,
    /// How the chosen action is valued.
    pub style: JudgeStyle,
    /// The observer's estimated result in a state where another seat or chance acts, from the
    /// observer's view (the game's `TableRules::review_outlook`); `None`: no estimate.
    pub outlook: &'a dyn Fn(&G, &mut GameRng) -> Option<f64>,
    /// The search's limits (its cancel flag).
    pub budget: &'a Budget,
}

/// The Expert's judgement of `player`'s decision `chosen` in `state` (which must be theirs, with
/// more than one legal action): its best action and both values, from `player`'s information.
/// Without an outlook, a two-player game values a state where the other seat decides by that
/// seat's best reply in worlds sampled from `player`'s view.
pub fn judge<G: Game>(
    state: &G,
    player: Player,
    chosen: G::Action,
    analyst: &Analyst<'_, G>,
    rng: &mut GameRng,
) -> Option<Judgement<G::Action>> {
    let (expert, style, budget) = (analyst.expert, analyst.style, analyst.budget);
    if state.to_move() != Turn::Player(player) {
        return None;
    }
    let legal = state.legal_action_list();
    if legal.len() <= 1 || !legal.contains(&chosen) {
        return None;
    }
    let ranked = expert.rank(state, player, budget, rng);
    let best = ranked.first()?.clone();
    // An Expert that did not search (BANG!'s character choice) has nothing to judge with.
    if best.certainty == Certainty::Unvalued {
        return None;
    }
    let ranked_value = |action: G::Action| {
        ranked
            .iter()
            .find(|r| r.action == action && (r.visits > 0 || ranked.len() == 1))
            .map(|r| r.value)
    };
    let value_after = |action: G::Action, rng: &mut GameRng| {
        let mut after = state.clone();
        after.apply(action).ok()?;
        estimate(&after, player, analyst, rng)
    };
    let best_value = if style.trust_ranked || best.visits > 0 {
        best.value
    } else {
        value_after(best.action, rng)?
    };
    let chosen_value = if chosen == best.action {
        best_value
    } else if style.trust_ranked
        && let Some(v) = ranked_value(chosen)
    {
        v
    } else {
        value_after(chosen, rng)?
    };
    let judgement = Judgement {
        best: best.action,
        best_value,
        chosen_value,
        measure: Measure::WinChance,
    };
    judgement.is_sane().then_some(judgement)
}

/// `observer`'s estimated result in `state`, from their information: the final result, their
/// own best value when they decide, the game's outlook, or (two players) one minus the other
/// seat's best value averaged over the style's `samples` worlds sampled from the observer's view.
pub fn estimate<G: Game>(
    state: &G,
    observer: Player,
    analyst: &Analyst<'_, G>,
    rng: &mut GameRng,
) -> Option<f64> {
    let (expert, budget) = (analyst.expert, analyst.budget);
    match state.to_move() {
        Turn::Over => return state.returns().get(observer).copied(),
        Turn::Player(p) if p == observer => {
            return expert
                .rank(state, observer, budget, rng)
                .first()
                .map(|r| r.value);
        }
        _ => {}
    }
    if let Some(v) = (analyst.outlook)(state, rng) {
        return Some(v);
    }
    if state.num_players() != 2 {
        return None;
    }
    let samples = analyst.style.samples.max(1);
    let mut total = 0.0;
    for _ in 0..samples {
        let mut world = state.determinize(observer, rng);
        // Chance in the sampled world, up to the next decision (bounded: a chance chain this
        // long is a rules bug).
        for _ in 0..1000 {
            if world.to_move() != Turn::Chance {
                break;
            }
            let outcome = world.sample_chance(rng);
            world.apply_unchecked(outcome);
        }
        total += match world.to_move() {
            Turn::Over => world.returns().get(observer).copied()?,
            Turn::Player(p) if p == observer => expert.rank(&world, p, budget, rng).first()?.value,
            Turn::Player(p) => 1.0 - expert.rank(&world, p, budget, rng).first()?.value,
            Turn::Chance => return None,
        };
    }
    Some(total / f64::from(samples))
}

/// `observer`'s mean result over `samples` playouts from worlds sampled from their view, each
/// played by the heuristics' rollout policy for at most `limit` decisions and then valued by its
/// evaluation (0.5 without one): a cheap outlook for games with many seats.
pub fn playout_outlook<G: Game, H: Heuristics<G> + ?Sized>(
    state: &G,
    observer: Player,
    heuristics: &H,
    samples: u32,
    limit: u32,
    rng: &mut GameRng,
) -> f64 {
    let samples = samples.max(1);
    let mut legal = Vec::new();
    let mut total = 0.0;
    for _ in 0..samples {
        let mut world = state.determinize(observer, rng);
        let mut decisions = 0;
        let value = loop {
            if let Some(v) = heuristics.stop(&world) {
                break v.get(observer).copied().unwrap_or(0.5);
            }
            match world.to_move() {
                Turn::Over => break world.returns().get(observer).copied().unwrap_or(0.5),
                Turn::Chance => {
                    let outcome = world.sample_chance(rng);
                    world.apply_unchecked(outcome);
                }
                Turn::Player(_) => {
                    world.legal_actions(&mut legal);
                    if decisions >= limit || legal.is_empty() {
                        break heuristics
                            .evaluate(&world)
                            .and_then(|v| v.get(observer).copied())
                            .unwrap_or(0.5);
                    }
                    let action = heuristics.rollout_action(&world, &legal, rng);
                    world.apply_unchecked(action);
                    decisions += 1;
                }
            }
        };
        total += value;
    }
    total / f64::from(samples)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{
        GameDef as _, RankedAction, Strength, rng_from_seed, search::UniformRollouts,
        toy_games::TicTacToe,
    };

    #[test]
    fn marks_follow_the_documented_thresholds() {
        assert_eq!(Mark::of_drop(0.0), Mark::Good);
        assert_eq!(Mark::of_drop(4.9), Mark::Good);
        assert_eq!(Mark::of_drop(5.0), Mark::Inaccuracy);
        assert_eq!(Mark::of_drop(9.9), Mark::Inaccuracy);
        assert_eq!(Mark::of_drop(10.0), Mark::Mistake);
        assert_eq!(Mark::of_drop(19.9), Mark::Mistake);
        assert_eq!(Mark::of_drop(20.0), Mark::Blunder);
        assert!(!Mark::Good.is_error() && Mark::Inaccuracy.is_error());
        let j = Judgement {
            best: 1,
            best_value: 0.7,
            chosen_value: 0.4,
            measure: Measure::WinChance,
        };
        assert!((j.drop_points() - 30.0).abs() < 1e-9);
        assert_eq!(j.mark(&2), Mark::Blunder);
        assert_eq!(j.mark(&1), Mark::Best);
        let better = Judgement {
            chosen_value: 0.9,
            ..j
        };
        assert_eq!(better.drop_points(), 0.0);
    }

    #[test]
    fn accuracy_is_100_without_drops_and_falls_with_them() {
        assert_eq!(accuracy([]), None);
        assert_eq!(accuracy([0.0, 0.0]), Some(100.0));
        let a = accuracy([0.0, 20.0]).expect("graded");
        assert!((a - (100.0 + 100.0 * (-1.0f64).exp()) / 2.0).abs() < 1e-9);
        assert!(decision_accuracy(5.0) > decision_accuracy(10.0));
    }

    /// A bot that ranks by a fixed table: exactly what the judge is told.
    struct Table(Vec<RankedAction<usize>>);

    impl Bot<TicTacToe> for Table {
        fn name(&self) -> String {
            "table".into()
        }

        fn rank(
            &self,
            _: &TicTacToe,
            _: Player,
            _: &Budget,
            _: &mut GameRng,
        ) -> Vec<RankedAction<usize>> {
            self.0.clone()
        }
    }

    fn no_outlook(_: &TicTacToe, _: &mut GameRng) -> Option<f64> {
        None
    }

    /// X to move with a win at cell 2; any other move lets O win at cell 5.
    fn x_wins_at_2() -> TicTacToe {
        TicTacToe::from_rows("XX. OO. ...")
    }

    #[test]
    fn a_trusted_ranking_gives_both_values_directly() {
        let expert = Table(vec![
            RankedAction {
                action: 2,
                value: 0.8,
                visits: 50,
                certainty: Certainty::Estimated,
            },
            RankedAction {
                action: 5,
                value: 0.3,
                visits: 10,
                certainty: Certainty::Estimated,
            },
        ]);
        let budget = Budget::unlimited();
        let analyst = Analyst {
            expert: &expert,
            style: JudgeStyle::default(),
            outlook: &no_outlook,
            budget: &budget,
        };
        let j =
            judge(&x_wins_at_2(), 0, 5, &analyst, &mut rng_from_seed(1)).expect("a real decision");
        assert_eq!(j.best, 2);
        assert_eq!(j.best_value, 0.8);
        assert_eq!(j.chosen_value, 0.3);
        assert_eq!(j.mark(&5), Mark::Blunder);
    }

    #[test]
    fn an_unsearched_choice_is_valued_by_the_reply_from_the_other_side() {
        let expert = TicTacToe::bot(Strength::Expert);
        let budget = Budget::unlimited();
        let analyst = Analyst {
            expert: expert.as_ref(),
            style: JudgeStyle {
                trust_ranked: false,
                samples: 1,
            },
            outlook: &no_outlook,
            budget: &budget,
        };
        let j =
            judge(&x_wins_at_2(), 0, 8, &analyst, &mut rng_from_seed(2)).expect("a real decision");
        assert_eq!(j.best, 2);
        assert!(j.best_value > 0.99, "{j:?}");
        assert!(j.chosen_value < 0.01, "{j:?}");
        assert_eq!(j.mark(&8), Mark::Blunder);
    }

    #[test]
    fn a_forced_or_foreign_decision_is_not_judged() {
        let expert = TicTacToe::bot(Strength::Expert);
        let budget = Budget::unlimited();
        let mut rng = rng_from_seed(3);
        let analyst = Analyst {
            expert: expert.as_ref(),
            style: JudgeStyle::default(),
            outlook: &no_outlook,
            budget: &budget,
        };
        // One empty cell: nothing to choose.
        let forced = TicTacToe::from_rows("XOX XOO OX.");
        assert!(judge(&forced, 0, 8, &analyst, &mut rng).is_none());
        // Not O's decision.
        assert!(judge(&x_wins_at_2(), 1, 2, &analyst, &mut rng).is_none());
    }

    #[test]
    fn playouts_value_a_won_position_as_won() {
        let mut state = x_wins_at_2();
        state.apply(2).expect("legal");
        assert!(state.is_over());
        let v = playout_outlook(&state, 0, &UniformRollouts, 8, 50, &mut rng_from_seed(4));
        assert_eq!(v, 1.0);
    }
}
