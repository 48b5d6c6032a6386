//! The Hard and Expert search: iterative deepening with aspiration windows, principal-variation
//! search, a transposition table, killer and history move ordering, late-move reductions,
//! mate-distance scores, repetitions scored as draws (on the search path, or a third time in
//! the game), and goal threats handled exactly: a side
//! facing a threat only searches the moves that can parry it ([`Threats::may_parry`]), a side
//! with none of those has lost, and at the horizon a threatened side searches its parries
//! (quiescence), so a threat made on the last ply is always answered. When the budget stops
//! an iteration, a root move it already proved better than the previous best may still be
//! played ([`Limits::use_partial`]). It works on [`Node`]s
//! (pieces and side only), so a node costs no game-record copy.
//!
//! [`Threats::may_parry`]: super::node::Threats::may_parry

use std::time::{Duration, Instant};

use super::{
    actions::Action,
    board::{Point, Sq},
    eval::{Weights, evaluate, outlook_of},
    move_order::{MAX_PLY, MoveOrder},
    movegen::Reach,
    node::{Node, progress},
    rules::Rules,
    state::{Phase, State},
};
use crate::engine::{Budget, Game, Player};

/// A win at `ply` scores `MATE - ply`: quicker wins are better, later losses less bad.
pub const MATE: i32 = 1_000_000;
const INF: i32 = 2 * MATE;
/// Scores beyond this are forced results.
pub const MATE_BOUND: i32 = MATE - 1000;
const TABLE_BITS: u32 = 18;
/// The clock is read every this many nodes (a node costs microseconds, the clock tens of
/// nanoseconds), so a time cap holds to within a millisecond or so.
const CLOCK_EVERY: u64 = 16;

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
    /// Levels of threat and parry searched beyond the horizon: 1 checks that a threatened
    /// side has a real parry (and values the best one statically); each further level also
    /// answers the threats those parries make (about twice the nodes of a depth-3 search).
    pub quiescence: u32,
    /// At the frontier (one ply left), a side that is not threatened searches only this many
    /// replace moves in move order (0: all); its plain moves are always searched.
    pub frontier_replaces: usize,
    /// The shallowest remaining depth at which late moves are first searched one ply
    /// shallower (3: never at the frontier's parent).
    pub reduce_from: i32,
    /// When an iteration is abandoned, play a root move it proved better than the previous
    /// best (searched to the full window), instead of ignoring the whole iteration.
    pub use_partial: bool,
    /// At the horizon, a side that is neither threatened nor winning may first try its moves
    /// that make a goal threat (dropping or moving a piece near the opponent's back row, where
    /// the lost games' chains were prepared), each then answered by the opponent's parries:
    /// a threat that cannot be parried is a win the static value would miss. 0: never, 1: only
    /// the root's opponent (the threats the Expert failed to see), 2: both sides.
    pub threat_probe: u8,
    /// A side facing a goal threat searches its parries one ply deeper (they are few), so a
    /// chain of threat, forced parry and new threat costs one ply per threat instead of two;
    /// at most this many extra plies on any path (0: never).
    pub threat_extension: i32,
    /// A late move that makes a goal threat is searched to full depth, not reduced: the
    /// threats that decide games are often quiet-looking moves ordered late.
    pub full_depth_threats: bool,
}

/// What a search found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// Every root move with its score, best first (scores after the first are bounds).
    pub ranked: Vec<(i32, Action)>,
    /// Nodes searched.
    pub nodes: u64,
    /// Deepest iteration completed.
    pub depth: u32,
}

#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    best: Option<Action>,
    value: i32,
    depth: i16,
    bound: Bound,
}

/// A position at the horizon: the side to move can reach the goal, or its static value when
/// the opponent cannot (quiet) or can (threatened: a parry must be searched).
#[derive(Clone, Copy, Default)]
enum Leaf {
    #[default]
    Win,
    Quiet(i32),
    Threatened(i32),
}

/// Size of the horizon cache, in bits of the key.
const LEAF_BITS: u32 = 18;
/// Size of the cache of positions without a threat move, in bits of the key.
const NO_THREAT_BITS: u32 = 16;

struct Searcher<'a> {
    rules: &'a Rules,
    weights: &'a Weights,
    table: Vec<Entry>,
    leaves: Vec<(u64, Leaf)>,
    move_order: MoveOrder,
    /// Keys of the nodes on the current path, by ply.
    path: [u64; MAX_PLY],
    /// Keys of the positions the game has seen twice (a third time is a draw).
    seen: Vec<u64>,
    nodes: u64,
    limits: &'a Limits,
    deadline: Option<Instant>,
    budget: &'a Budget,
    aborted: bool,
    /// See [`Searcher::root`].
    proven: Option<(i32, Action)>,
    /// The side to move at the root.
    root_side: Player,
    /// The running iteration's depth.
    iteration_depth: i32,
    /// Keys of horizon positions whose side to move was found to have no threat move, by slot.
    no_threat: Vec<u64>,
    /// Move lists to reuse (one is taken per node and given back), so a node allocates none.
    spare_lists: Vec<Vec<Action>>,
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

fn is_goal(action: Action) -> bool {
    matches!(
        action,
        Action::Move {
            to: Point::Goal,
            ..
        }
    )
}

/// Score of "the side to move here loses on the next ply".
fn lost_next(ply: u32) -> i32 {
    -(MATE - ply as i32 - 1)
}

impl Searcher<'_> {
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.limits.hard_nodes
            || (self.nodes.is_multiple_of(CLOCK_EVERY)
                && (self.budget.exhausted() || self.deadline.is_some_and(|d| Instant::now() >= d)))
        {
            self.aborted = true;
        }
        self.aborted
    }

    fn slot(&self, key: u64) -> usize {
        (key >> (64 - TABLE_BITS)) as usize
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.table[self.slot(key)];
        (e.key == key && key != 0).then_some(e)
    }

    fn store(&mut self, key: u64, entry: Entry) {
        let slot = self.slot(key);
        let old = self.table[slot];
        if !(old.key == key && old.depth > entry.depth) {
            self.table[slot] = entry;
        }
    }

    /// True when `key` (at `ply`) repeats a position of the path (either side could go on
    /// repeating) or would occur a third time in the game.
    fn repeats(&self, key: u64, ply: usize) -> bool {
        (2..=ply)
            .step_by(2)
            .any(|back| self.path[ply - back] == key)
            || self.seen.contains(&key)
    }

    /// An empty move list, allocated only until the first ones are given back.
    fn take_list(&mut self) -> Vec<Action> {
        let mut list = self.spare_lists.pop().unwrap_or_default();
        list.clear();
        list
    }

    /// The side to move's moves that may parry the opponent's threats (all moves when there
    /// are none), and whether it is threatened.
    fn candidate_moves(&mut self, node: &Node, active: &[(Sq, Reach)]) -> (Vec<Action>, bool) {
        let mut moves = self.take_list();
        node.moves_of(active, &mut moves);
        let threats = node.threats(1 - node.side, self.rules);
        if threats.count > 0 {
            moves.retain(|&a| threats.may_parry(a));
        }
        (moves, threats.count > 0)
    }

    /// What the horizon sees in `node` without searching, cached by position: the same
    /// leaves recur through transposed move orders and in every iteration.
    fn leaf(&mut self, node: &Node) -> Leaf {
        let key = node.key();
        let slot = (key >> (64 - LEAF_BITS)) as usize;
        let (cached_key, cached) = self.leaves[slot];
        if cached_key == key && key != 0 {
            return cached;
        }
        let active = node.active(node.side, self.rules);
        let leaf = if active.iter().any(|(_, r)| r.goal) {
            Leaf::Win
        } else {
            let mine = outlook_of(&active, node.side);
            let theirs = outlook_of(&node.active(1 - node.side, self.rules), 1 - node.side);
            let value = evaluate(node, &mine, &theirs, self.weights);
            if theirs.goal_pieces == 0 || active.is_empty() {
                Leaf::Quiet(value)
            } else {
                Leaf::Threatened(value)
            }
        };
        self.leaves[slot] = (key, leaf);
        leaf
    }

    /// Static value at the horizon, searching parries while the side to move faces a goal
    /// threat (and the threats those parries make, `levels` deep).
    fn quiesce(&mut self, node: &Node, mut alpha: i32, beta: i32, ply: u32, levels: u32) -> i32 {
        if self.tick() {
            return 0;
        }
        match self.leaf(node) {
            Leaf::Win => return MATE - ply as i32,
            Leaf::Quiet(value) => {
                let probe = match self.limits.threat_probe {
                    1 => node.side != self.root_side,
                    2 => true,
                    _ => false,
                };
                // Only at the first horizon level (parries are already forced there), with a
                // level left for the opponent's parries.
                if probe && levels > 0 && levels == self.limits.quiescence {
                    return self.threat_moves(node, value, alpha, beta, ply, levels);
                }
                return value;
            }
            Leaf::Threatened(value) if levels == 0 => return value,
            Leaf::Threatened(_) => {}
        }
        let active = node.active(node.side, self.rules);
        // Threatened: only a parry saves us, so there is no standing pat.
        let (moves, _) = self.candidate_moves(node, &active);
        let mut best = lost_next(ply);
        for &a in &moves {
            let v = -self.quiesce(&node.play(a), -beta, -alpha, ply + 1, levels - 1);
            if self.aborted {
                return 0;
            }
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.spare_lists.push(moves);
        best
    }

    /// The better of `stand` (the static value) and the side to move's threat moves, each
    /// answered by the opponent's parries. Every move tried counts as a node, so the probe is
    /// paid for out of the same budget.
    fn threat_moves(
        &mut self,
        node: &Node,
        stand: i32,
        mut alpha: i32,
        beta: i32,
        ply: u32,
        levels: u32,
    ) -> i32 {
        if stand >= beta {
            return stand;
        }
        let key = node.key();
        let slot = (key >> (64 - NO_THREAT_BITS)) as usize;
        if self.no_threat[slot] == key {
            return stand;
        }
        let mut best = stand;
        alpha = alpha.max(stand);
        let active = node.active(node.side, self.rules);
        let mut moves = self.take_list();
        node.moves_of(&active, &mut moves);
        let near = |s: Sq| progress(s.row(), node.side) >= 4;
        let mut any = false;
        for &a in &moves {
            let candidate = match a {
                Action::Move {
                    to: Point::Square(to),
                    ..
                } => near(to),
                Action::Replace { drop, .. } => near(drop),
                _ => false,
            };
            if !candidate {
                continue;
            }
            if self.tick() {
                return 0;
            }
            let child = node.play(a);
            if child.threats(node.side, self.rules).count == 0 {
                continue;
            }
            any = true;
            let v = -self.quiesce(&child, -beta, -alpha, ply + 1, levels - 1);
            if self.aborted {
                return 0;
            }
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                self.spare_lists.push(moves);
                return best;
            }
        }
        self.spare_lists.push(moves);
        if !any {
            self.no_threat[slot] = key;
        }
        best
    }

    fn negamax(&mut self, node: &Node, depth: i32, mut alpha: i32, mut beta: i32, ply: u32) -> i32 {
        let key = node.key();
        let at = (ply as usize).min(MAX_PLY - 1);
        if self.repeats(key, at) {
            return 0;
        }
        if depth <= 0 {
            return self.quiesce(node, alpha, beta, ply, self.limits.quiescence);
        }
        if self.tick() {
            return 0;
        }
        self.path[at] = key;
        // Mate-distance pruning: nothing here can beat a quicker mate already found.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
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
        let active = node.active(node.side, self.rules);
        if active.iter().any(|(_, r)| r.goal) {
            return MATE - ply as i32;
        }
        if active.is_empty() {
            let pass = Node {
                pos: node.pos,
                side: 1 - node.side,
            };
            return -self.negamax(&pass, depth - 1, -beta, -alpha, ply + 1);
        }
        let (mut moves, threatened) = self.candidate_moves(node, &active);
        if moves.is_empty() {
            self.spare_lists.push(moves);
            return lost_next(ply);
        }
        self.move_order
            .order(node, &mut moves, entry.and_then(|e| e.best), at);
        // Parries of a threat are searched one ply deeper while the path is within its
        // extension allowance (see [`Limits::threat_extension`]).
        let child_depth = if threatened
            && ply as i32 + depth < self.iteration_depth + self.limits.threat_extension
        {
            depth
        } else {
            depth - 1
        };
        let mut best_value = -INF;
        let mut best_move = None;
        let frontier_replaces = self.limits.frontier_replaces;
        let prune_replaces = depth == 1 && !threatened && frontier_replaces > 0;
        let mut replaces = 0;
        for (i, &a) in moves.iter().enumerate() {
            if prune_replaces && matches!(a, Action::Replace { .. }) {
                replaces += 1;
                if replaces > frontier_replaces && best_move.is_some() {
                    continue;
                }
            }
            let child = node.play(a);
            let v = if i == 0 {
                -self.negamax(&child, child_depth, -beta, -alpha, ply + 1)
            } else {
                // Late moves are first searched shallower (never parries: there are few).
                // Nor moves that make a goal threat, when asked.
                let reduce = if threatened
                    || depth < self.limits.reduce_from
                    || i < 6
                    || (self.limits.full_depth_threats
                        && child.threats(node.side, self.rules).count > 0)
                {
                    0
                } else if i >= 24 && depth >= 4 {
                    2
                } else {
                    1
                };
                let mut v =
                    -self.negamax(&child, child_depth - reduce, -alpha - 1, -alpha, ply + 1);
                if v > alpha && !self.aborted && (reduce > 0 || v < beta) {
                    v = -self.negamax(&child, child_depth, -beta, -alpha, ply + 1);
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
            alpha = alpha.max(v);
            if alpha >= beta {
                self.move_order.cut_off(node.side, a, at, depth);
                break;
            }
        }
        self.spare_lists.push(moves);
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

    /// One root iteration over `order` inside (alpha, beta); `None` when aborted (then
    /// `proven` holds the last move this iteration proved better than its first one, if any).
    /// Moves in `losing` leave the opponent a win at once and are not searched.
    fn root(
        &mut self,
        node: &Node,
        order: &[Action],
        losing: &[Action],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> Option<Vec<(i32, Action)>> {
        let mut scores = Vec::with_capacity(order.len());
        let mut searched = 0;
        self.proven = None;
        for &a in order {
            let v = if is_goal(a) {
                MATE
            } else if losing.contains(&a) {
                lost_next(0)
            } else {
                let child = node.play(a);
                searched += 1;
                if searched == 1 {
                    -self.negamax(&child, depth - 1, -beta, -alpha, 1)
                } else {
                    let v = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1);
                    if v > alpha && alpha < beta && !self.aborted {
                        // Better than every move before it, whatever the re-search says
                        // (unless the window was already exceeded: then alpha is only a
                        // lower bound of the first move).
                        self.proven = Some((v, a));
                    }
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
pub fn search(state: &State, limits: &Limits, weights: &Weights, budget: &Budget) -> Report {
    let legal = state.legal_action_list();
    let Some(side) = state.current_player() else {
        return Report::default();
    };
    let mut report = Report {
        ranked: legal.iter().map(|&a| (0, a)).collect(),
        ..Report::default()
    };
    if legal.len() <= 1 || state.phase() != Phase::Play {
        return report;
    }
    if let Some(&win) = legal.iter().find(|&&a| is_goal(a)) {
        report.ranked = vec![(MATE, win)];
        return report;
    }
    let node = Node {
        pos: *state.position(),
        side,
    };
    let history = state.history();
    let mut searcher = Searcher {
        rules: state.rules(),
        weights,
        table: vec![Entry::default(); 1 << TABLE_BITS],
        leaves: vec![(0, Leaf::default()); 1 << LEAF_BITS],
        move_order: MoveOrder::new(),
        path: [0; MAX_PLY],
        // Positions already seen twice: a third time draws the game.
        seen: history
            .iter()
            .copied()
            .filter(|k| history.iter().filter(|h| *h == k).count() >= 2)
            .collect(),
        nodes: 0,
        limits,
        deadline: limits.time_cap.map(|cap| Instant::now() + cap),
        budget,
        aborted: false,
        proven: None,
        root_side: side,
        iteration_depth: 0,
        no_threat: if limits.threat_probe > 0 {
            vec![0; 1 << NO_THREAT_BITS]
        } else {
            Vec::new()
        },
        spare_lists: Vec::new(),
    };
    searcher.path[0] = node.key();
    let threats = node.threats(1 - side, state.rules());
    let losing: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|&a| !threats.may_parry(a))
        .collect();
    let mut order: Vec<Action> = legal.clone();
    searcher.move_order.order(&node, &mut order, None, 0);
    let mut previous_best = None;
    let mut unstable = false;
    for depth in 1..=limits.max_depth.max(1) as i32 {
        let soft = if unstable {
            limits.soft_nodes.saturating_mul(2)
        } else {
            limits.soft_nodes
        };
        if depth > 1 && searcher.nodes >= soft {
            break;
        }
        searcher.iteration_depth = depth;
        let guess = report.ranked.first().map_or(0, |&(v, _)| v);
        let mut window = if depth >= 3 && guess.abs() < MATE_BOUND {
            (guess - 60, guess + 60)
        } else {
            (-INF, INF)
        };
        let scores = loop {
            let Some(scores) = searcher.root(&node, &order, &losing, depth, window.0, window.1)
            else {
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
            if let Some((v, a)) = searcher.proven.filter(|_| limits.use_partial && depth > 1)
                && let Some(i) = report.ranked.iter().position(|&(_, b)| b == a)
            {
                report.ranked.remove(i);
                report.ranked.insert(0, (v, a));
            }
            break;
        };
        let best = scores.first().map(|&(_, a)| a);
        unstable = (previous_best.is_some() && best != previous_best)
            || scores.first().is_some_and(|&(v, _)| v < -100);
        previous_best = best;
        order = scores.iter().map(|&(_, a)| a).collect();
        report.ranked = scores;
        report.depth = depth as u32;
        if report
            .ranked
            .first()
            .is_some_and(|&(v, _)| v.abs() > MATE_BOUND)
        {
            break;
        }
    }
    report.nodes = searcher.nodes;
    report
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
