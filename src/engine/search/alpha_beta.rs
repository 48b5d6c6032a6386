//! Alpha-beta (negamax) with iterative deepening and a transposition table, for two-player
//! zero-sum games with perfect information and no chance.
//!
//! A player may take several decisions in a row (multi-step turns): the sign only flips when the
//! player to move changes. The transposition table is keyed by
//! [`Game::observation_key`] of the player to move, which in a perfect-information game
//! identifies the position.

use std::collections::HashMap;

use crate::engine::{
    Game, GameRng, Player, Turn,
    bots::{Bot, Budget, Certainty, RankedAction},
};

/// The score of a won position (minus the plies needed to win, so faster wins score higher).
pub const WIN_SCORE: i32 = 1_000_000;
const INFINITY: i32 = i32::MAX / 2;

/// Game knowledge for alpha-beta.
pub trait Evaluator<G: Game>: Send + Sync {
    /// Static evaluation of a non-terminal position for `player` (positive is good for them).
    /// Must stay well inside `±WIN_SCORE / 2`.
    fn evaluate(&self, state: &G, player: Player) -> i32;

    /// Move-ordering hint: actions with higher values are searched first. Default: none.
    fn order(&self, state: &G, action: G::Action) -> i32 {
        let _ = (state, action);
        0
    }

    /// The actions searched at `ply` below the root (1 = the replies to the root's moves).
    /// Default: every legal action. A game may prune deep plies to search deeper; the root
    /// always searches every legal action.
    fn candidates(&self, state: &G, ply: u32, out: &mut Vec<G::Action>) {
        let _ = ply;
        state.legal_actions(out);
    }
}

/// Search limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlphaBetaConfig {
    /// Deepest iteration, in decisions.
    pub max_depth: u32,
    /// Node budget: no new iteration starts past it, and a running one is abandoned at twice it
    /// (its partial result is ignored). Deterministic, unlike a clock.
    pub max_nodes: u64,
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry<A> {
    depth: u32,
    value: i32,
    bound: Bound,
    best: Option<A>,
}

struct Searcher<'a, G: Game, E: ?Sized> {
    evaluator: &'a E,
    table: HashMap<u64, Entry<G::Action>>,
    nodes: u64,
    node_cap: u64,
    budget: &'a Budget,
    aborted: bool,
}

/// Value of a finished game for `player`, preferring quick wins and slow losses.
fn terminal_value<G: Game>(state: &G, player: Player, ply: u32) -> i32 {
    let r = state.returns().get(player).copied().unwrap_or(0.5);
    let ply = i32::try_from(ply).unwrap_or(i32::MAX / 4);
    if r > 0.5 {
        WIN_SCORE - ply
    } else if r < 0.5 {
        -WIN_SCORE + ply
    } else {
        0
    }
}

impl<G: Game, E: Evaluator<G> + ?Sized> Searcher<'_, G, E> {
    fn ordered_actions(&self, state: &G, tt_best: Option<G::Action>, ply: u32) -> Vec<G::Action> {
        let mut actions = Vec::new();
        if ply == 0 {
            state.legal_actions(&mut actions);
        } else {
            self.evaluator.candidates(state, ply, &mut actions);
        }
        let mut keyed: Vec<(i32, G::Action)> = actions
            .drain(..)
            .map(|a| {
                let bonus = if Some(a) == tt_best { INFINITY } else { 0 };
                (bonus.saturating_add(self.evaluator.order(state, a)), a)
            })
            .collect();
        keyed.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
        keyed.into_iter().map(|(_, a)| a).collect()
    }

    /// Value of a child position for `player`, who just moved into it.
    fn child_value(
        &mut self,
        child: &G,
        player: Player,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: u32,
    ) -> i32 {
        match child.to_move() {
            Turn::Over => terminal_value(child, player, ply),
            Turn::Chance => self.evaluator.evaluate(child, player),
            Turn::Player(q) if q == player => self.negamax(child, q, depth, alpha, beta, ply),
            Turn::Player(q) => -self.negamax(child, q, depth, -beta, -alpha, ply),
        }
    }

    fn negamax(
        &mut self,
        state: &G,
        player: Player,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: u32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(1024)
            && (self.nodes > self.node_cap || self.budget.exhausted())
        {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if depth == 0 {
            return self.evaluator.evaluate(state, player);
        }
        let key = state.observation_key(player);
        let original_alpha = alpha;
        let mut tt_best = None;
        if let Some(e) = self.table.get(&key) {
            tt_best = e.best;
            if e.depth >= depth {
                match e.bound {
                    Bound::Exact => return e.value,
                    Bound::Lower if e.value >= beta => return e.value,
                    Bound::Upper if e.value <= alpha => return e.value,
                    _ => {}
                }
            }
        }
        let actions = self.ordered_actions(state, tt_best, ply);
        if actions.is_empty() {
            return self.evaluator.evaluate(state, player);
        }
        let mut best_value = -INFINITY;
        let mut best_action = None;
        for a in actions {
            let mut child = state.clone();
            child.apply_unchecked(a);
            let v = self.child_value(&child, player, depth - 1, alpha, beta, ply + 1);
            if self.aborted {
                return 0;
            }
            if v > best_value {
                best_value = v;
                best_action = Some(a);
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best_value <= original_alpha {
            Bound::Upper
        } else if best_value >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(
            key,
            Entry {
                depth,
                value: best_value,
                bound,
                best: best_action,
            },
        );
        best_value
    }
}

/// Ranks `player`'s actions at `root` by iterative-deepening alpha-beta. The first action is the
/// best of the deepest finished iteration; the others follow in the order of their (bounded)
/// scores. `value` maps the score to `[0, 1]` for `player` (1 = forced win).
pub fn alpha_beta<G: Game, E: Evaluator<G> + ?Sized>(
    root: &G,
    player: Player,
    config: &AlphaBetaConfig,
    evaluator: &E,
    budget: &Budget,
) -> Vec<RankedAction<G::Action>> {
    let legal = root.legal_action_list();
    let mut ranked: Vec<(i32, G::Action)> = legal.iter().map(|&a| (0, a)).collect();
    if legal.len() <= 1 {
        return to_ranked(ranked, 0);
    }
    let mut searcher = Searcher {
        evaluator,
        table: HashMap::new(),
        nodes: 0,
        node_cap: config.max_nodes.saturating_mul(2),
        budget,
        aborted: false,
    };
    let mut completed_nodes = 0;
    for depth in 1..=config.max_depth.max(1) {
        if depth > 1 && (searcher.nodes >= config.max_nodes || budget.exhausted()) {
            break;
        }
        // Search the previous iteration's best first.
        let mut order: Vec<G::Action> = ranked.iter().map(|&(_, a)| a).collect();
        if depth == 1 {
            order = searcher.ordered_actions(root, None, 0);
        }
        let mut alpha = -INFINITY;
        let mut scores = Vec::with_capacity(order.len());
        for a in order {
            let mut child = root.clone();
            child.apply_unchecked(a);
            let v = searcher.child_value(&child, player, depth - 1, alpha, INFINITY, 1);
            if searcher.aborted {
                break;
            }
            alpha = alpha.max(v);
            scores.push((v, a));
        }
        if searcher.aborted {
            break;
        }
        // Stable sort: among equal scores the earlier (better-ordered) action stays first.
        scores.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        ranked = scores;
        completed_nodes = searcher.nodes;
        if ranked
            .first()
            .is_some_and(|&(v, _)| v.abs() >= WIN_SCORE - 1000)
        {
            break; // A forced result is known; deeper search cannot change it.
        }
    }
    to_ranked(ranked, completed_nodes)
}

fn to_ranked<A>(scores: Vec<(i32, A)>, nodes: u64) -> Vec<RankedAction<A>> {
    let visits = u32::try_from(nodes).unwrap_or(u32::MAX);
    scores
        .into_iter()
        .map(|(score, action)| RankedAction {
            action,
            value: score_to_value(score),
            visits,
            certainty: if score.abs() >= WIN_SCORE - 1000 {
                Certainty::Proven
            } else {
                Certainty::Estimated
            },
        })
        .collect()
}

/// Maps a score to `[0, 1]`: forced wins 1, forced losses 0, otherwise a logistic curve.
fn score_to_value(score: i32) -> f64 {
    if score >= WIN_SCORE - 1000 {
        1.0
    } else if score <= -WIN_SCORE + 1000 {
        0.0
    } else {
        1.0 / (1.0 + (-f64::from(score) / 400.0).exp())
    }
}

/// A bot that searches with [`alpha_beta`].
pub struct AlphaBetaBot<E> {
    /// Shown in logs and the arena.
    pub name: String,
    /// Search limits.
    pub config: AlphaBetaConfig,
    /// Evaluation and move ordering.
    pub evaluator: E,
}

impl<E> AlphaBetaBot<E> {
    /// A bot with a name, limits and evaluator.
    pub fn new(name: impl Into<String>, config: AlphaBetaConfig, evaluator: E) -> Self {
        Self {
            name: name.into(),
            config,
            evaluator,
        }
    }
}

impl<G: Game, E: Evaluator<G>> Bot<G> for AlphaBetaBot<E> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn rank(
        &self,
        state: &G,
        player: Player,
        budget: &Budget,
        _rng: &mut GameRng,
    ) -> Vec<RankedAction<G::Action>> {
        alpha_beta(state, player, &self.config, &self.evaluator, budget)
    }
}
