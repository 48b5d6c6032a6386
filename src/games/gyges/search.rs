//! The Hard and Expert search: iterative deepening with aspiration windows, principal-variation
//! search, a transposition table, killer and history move ordering, mate-distance scores, and
//! a goal-threat quiescence (at the horizon, a side facing a goal threat searches its parries,
//! so a threat made on the last ply is always answered). It works on [`Node`]s (pieces and
//! side only), so a node costs no game-record copy.

use std::time::{Duration, Instant};

use super::{
    actions::Action,
    board::{Point, SQUARES},
    eval::{Weights, evaluate, outlook},
    movegen::has_winning_move,
    node::{Moves, Node, progress},
    rules::Rules,
    state::{Phase, State},
};
use crate::engine::{Bot, Budget, Game, GameRng, Player, RankedAction};

/// A win at `ply` scores `MATE - ply`: quicker wins are better, later losses less bad.
pub const MATE: i32 = 1_000_000;
const INF: i32 = 2 * MATE;
/// Scores beyond this are forced results.
const MATE_BOUND: i32 = MATE - 1000;
/// Quiescence levels of threat/parry beyond the horizon.
const QUIESCENCE_LEVELS: u32 = 2;
const TABLE_BITS: u32 = 18;
const MAX_PLY: usize = 64;

/// Limits of one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// No new iteration starts past this many nodes (twice as many in sharp positions).
    pub soft_nodes: u64,
    /// A running iteration is abandoned here (its partial result is ignored).
    pub hard_nodes: u64,
    /// Deepest iteration.
    pub max_depth: u32,
    /// Wall-clock cap for play (never used in tests).
    pub time_cap: Option<Duration>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    best: Option<Action>,
    value: i32,
    depth: i16,
    bound: Bound,
}

struct Searcher<'a> {
    rules: &'a Rules,
    weights: &'a Weights,
    table: Vec<Option<Entry>>,
    killers: [[Option<Action>; 2]; MAX_PLY],
    history: Vec<i32>,
    nodes: u64,
    hard_nodes: u64,
    deadline: Option<Instant>,
    budget: &'a Budget,
    aborted: bool,
}

/// The history slot of a move: side, start and end square.
fn history_index(side: Player, action: Action) -> usize {
    let (from, to) = match action {
        Action::Move {
            from,
            to: Point::Square(to),
        } => (from, to),
        Action::Replace { from, at, .. } => (from, at),
        _ => return 0,
    };
    (side * SQUARES + from.index()) * SQUARES + to.index()
}

/// Mate scores are stored relative to the node, so a transposition at another ply reads right.
fn to_table(value: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if value > MATE_BOUND {
        value + ply
    } else if value < -MATE_BOUND {
        value - ply
    } else {
        value
    }
}

fn from_table(value: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if value > MATE_BOUND {
        value - ply
    } else if value < -MATE_BOUND {
        value + ply
    } else {
        value
    }
}

impl Searcher<'_> {
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(1024)
            && (self.nodes > self.hard_nodes
                || self.budget.exhausted()
                || self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.aborted = true;
        }
        self.aborted
    }

    fn slot(&self, key: u64) -> usize {
        (key >> (64 - TABLE_BITS)) as usize
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        self.table[self.slot(key)].filter(|e| e.key == key)
    }

    fn store(&mut self, key: u64, entry: Entry) {
        let slot = self.slot(key);
        let keep_old =
            self.table[slot].is_some_and(|old| old.key == key && old.depth > entry.depth);
        if !keep_old {
            self.table[slot] = Some(entry);
        }
    }

    /// Move ordering: table move, then moves toward the goal row, killers and history.
    fn order(&self, node: &Node, moves: &mut [Action], best: Option<Action>, ply: usize) {
        let killers = self.killers[ply.min(MAX_PLY - 1)];
        let mut keyed: Vec<(i32, Action)> = moves
            .iter()
            .map(|&a| {
                let mut key = self.history[history_index(node.side, a)];
                if Some(a) == best {
                    key += 1 << 28;
                } else if killers.contains(&Some(a)) {
                    key += 1 << 24;
                }
                key += match a {
                    Action::Move {
                        to: Point::Square(s),
                        ..
                    } => progress(s.row(), node.side) * 8,
                    Action::Replace { at, drop, .. } => {
                        progress(at.row(), node.side) * 8 + 5 - progress(drop.row(), node.side)
                    }
                    _ => 0,
                };
                (key, a)
            })
            .collect();
        keyed.sort_by_key(|&(k, _)| std::cmp::Reverse(k));
        for (slot, (_, a)) in moves.iter_mut().zip(keyed) {
            *slot = a;
        }
    }

    /// Static value at the horizon, searching parries while the side to move faces a goal
    /// threat (and the threats those parries make, `levels` deep).
    fn quiesce(&mut self, node: &Node, mut alpha: i32, beta: i32, ply: u32, levels: u32) -> i32 {
        if self.tick() {
            return 0;
        }
        let mine = outlook(node, node.side, self.rules);
        if mine.goal_pieces > 0 {
            return MATE - ply as i32;
        }
        let theirs = outlook(node, 1 - node.side, self.rules);
        let stand = evaluate(&mine, &theirs, self.weights);
        if theirs.goal_pieces == 0 || levels == 0 {
            return stand;
        }
        // Threatened: only a parry saves us, so there is no standing pat.
        let mut moves = Vec::new();
        if let Moves::Win = node.moves(self.rules, &mut moves) {
            return MATE - ply as i32;
        }
        if moves.is_empty() {
            return -(MATE - ply as i32 - 1);
        }
        let mut best = -INF;
        let opponent = 1 - node.side;
        for a in moves {
            let child = node.play(a);
            if has_winning_move(&child.pos, opponent, self.rules) {
                best = best.max(-(MATE - ply as i32 - 1));
                continue;
            }
            let v = -self.quiesce(&child, -beta, -alpha, ply + 1, levels - 1);
            if self.aborted {
                return 0;
            }
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }

    fn negamax(&mut self, node: &Node, depth: i32, mut alpha: i32, mut beta: i32, ply: u32) -> i32 {
        if depth <= 0 {
            return self.quiesce(node, alpha, beta, ply, QUIESCENCE_LEVELS);
        }
        if self.tick() {
            return 0;
        }
        // Mate-distance pruning: nothing here can beat a quicker mate already found.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let key = node.key();
        let original_alpha = alpha;
        let entry = self.probe(key);
        if let Some(e) = entry
            && i32::from(e.depth) >= depth
        {
            let v = from_table(e.value, ply);
            match e.bound {
                Bound::Exact => return v,
                Bound::Lower if v >= beta => return v,
                Bound::Upper if v <= alpha => return v,
                _ => {}
            }
        }
        let mut moves = Vec::new();
        if let Moves::Win = node.moves(self.rules, &mut moves) {
            return MATE - ply as i32;
        }
        if moves.is_empty() {
            let pass = Node {
                pos: node.pos,
                side: 1 - node.side,
            };
            return -self.negamax(&pass, depth - 1, -beta, -alpha, ply + 1);
        }
        let slot = (ply as usize).min(MAX_PLY - 1);
        self.order(node, &mut moves, entry.and_then(|e| e.best), slot);
        let mut best_value = -INF;
        let mut best_move = None;
        for (i, &a) in moves.iter().enumerate() {
            let child = node.play(a);
            let v = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are first searched a ply shallower.
                let reduce = i32::from(depth >= 3 && i >= 6);
                let mut v = -self.negamax(&child, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
                if v > alpha && !self.aborted && (reduce > 0 || v < beta) {
                    v = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
                }
                v
            };
            if self.aborted {
                return 0;
            }
            if v > best_value {
                best_value = v;
                best_move = Some(a);
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                let killers = &mut self.killers[slot];
                if killers[0] != Some(a) {
                    killers[1] = killers[0];
                    killers[0] = Some(a);
                }
                let h = &mut self.history[history_index(node.side, a)];
                *h = (*h + depth * depth).min(1 << 20);
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
        self.store(
            key,
            Entry {
                key,
                best: best_move,
                value: to_table(best_value, ply),
                depth: depth as i16,
                bound,
            },
        );
        best_value
    }

    /// One root iteration over `order` inside (alpha, beta); `None` when aborted.
    fn root(
        &mut self,
        node: &Node,
        order: &[Action],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> Option<Vec<(i32, Action)>> {
        let mut scores = Vec::with_capacity(order.len());
        for (i, &a) in order.iter().enumerate() {
            let v = if matches!(
                a,
                Action::Move {
                    to: Point::Goal,
                    ..
                }
            ) {
                MATE
            } else {
                let child = node.play(a);
                if i == 0 {
                    -self.negamax(&child, depth - 1, -beta, -alpha, 1)
                } else {
                    let v = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1);
                    if v > alpha && v < beta && !self.aborted {
                        -self.negamax(&child, depth - 1, -beta, -alpha, 1)
                    } else {
                        v
                    }
                }
            };
            if self.aborted {
                return None;
            }
            alpha = alpha.max(v);
            scores.push((v, a));
        }
        scores.sort_by_key(|&(v, _)| std::cmp::Reverse(v));
        Some(scores)
    }
}

/// Searches the root `state` (play phase) and returns its moves, best first, with scores.
pub fn search(
    state: &State,
    limits: &Limits,
    weights: &Weights,
    budget: &Budget,
) -> (Vec<(i32, Action)>, u64) {
    let legal = state.legal_action_list();
    let Some(side) = state.current_player() else {
        return (Vec::new(), 0);
    };
    let mut ranked: Vec<(i32, Action)> = legal.iter().map(|&a| (0, a)).collect();
    if legal.len() <= 1 || state.phase() != Phase::Play {
        return (ranked, 0);
    }
    if let Some(&win) = legal.iter().find(|a| {
        matches!(
            a,
            Action::Move {
                to: Point::Goal,
                ..
            }
        )
    }) {
        return (vec![(MATE, win)], 0);
    }
    let node = Node {
        pos: *state.position(),
        side,
    };
    let mut searcher = Searcher {
        rules: state.rules(),
        weights,
        table: vec![None; 1 << TABLE_BITS],
        killers: [[None; 2]; MAX_PLY],
        history: vec![0; 2 * SQUARES * SQUARES],
        nodes: 0,
        hard_nodes: limits.hard_nodes,
        deadline: limits.time_cap.map(|cap| Instant::now() + cap),
        budget,
        aborted: false,
    };
    let mut order: Vec<Action> = legal.clone();
    searcher.order(&node, &mut order, None, 0);
    let mut previous_best = None;
    let mut unstable = false;
    let mut completed_nodes = 0;
    for depth in 1..=limits.max_depth.max(1) as i32 {
        let soft = if unstable {
            limits.soft_nodes.saturating_mul(2)
        } else {
            limits.soft_nodes
        };
        if depth > 1 && searcher.nodes >= soft {
            break;
        }
        let guess = ranked.first().map_or(0, |&(v, _)| v);
        let mut window = if depth >= 3 && guess.abs() < MATE_BOUND {
            (guess - 60, guess + 60)
        } else {
            (-INF, INF)
        };
        let scores = loop {
            let Some(scores) = searcher.root(&node, &order, depth, window.0, window.1) else {
                break None;
            };
            let best = scores.first().map_or(0, |&(v, _)| v);
            if best <= window.0 && window.0 > -INF {
                window.0 = -INF;
            } else if best >= window.1 && window.1 < INF {
                window.1 = INF;
            } else {
                break Some(scores);
            }
        };
        let Some(scores) = scores else {
            break;
        };
        let best = scores.first().map(|&(_, a)| a);
        unstable = (previous_best.is_some() && best != previous_best)
            || scores.first().is_some_and(|&(v, _)| v < -100);
        previous_best = best;
        order = scores.iter().map(|&(_, a)| a).collect();
        ranked = scores;
        completed_nodes = searcher.nodes;
        if ranked.first().is_some_and(|&(v, _)| v.abs() > MATE_BOUND) {
            break;
        }
    }
    (ranked, completed_nodes.max(searcher.nodes))
}

/// Maps a score to `[0, 1]`: forced wins 1, forced losses 0, otherwise a logistic curve.
pub fn score_to_value(score: i32) -> f64 {
    if score > MATE_BOUND {
        1.0
    } else if score < -MATE_BOUND {
        0.0
    } else {
        1.0 / (1.0 + (-f64::from(score) / 400.0).exp())
    }
}

/// A bot that plays with [`search`].
#[derive(Clone, Debug, PartialEq)]
pub struct SearchBot {
    /// Search limits.
    pub limits: Limits,
    /// Evaluation weights.
    pub weights: Weights,
    /// Shown in logs and the arena.
    pub name: &'static str,
}

impl Bot<State> for SearchBot {
    fn name(&self) -> String {
        format!("gyges-{}", self.name)
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        if state.phase() != Phase::Play {
            // Set-up: the placement search of the 2026-11 Expert (three plies over placements);
            // the search below only knows the play phase.
            return super::baseline::frozen_expert().rank(state, player, budget, rng);
        }
        let (ranked, nodes) = search(state, &self.limits, &self.weights, budget);
        let visits = u32::try_from(nodes).unwrap_or(u32::MAX);
        ranked
            .into_iter()
            .map(|(score, action)| RankedAction {
                action,
                value: score_to_value(score),
                visits,
            })
            .collect()
    }
}
