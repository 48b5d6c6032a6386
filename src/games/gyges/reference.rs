//! `ab-ref`, an independent arena-only opponent of the class the Expert must beat: a plain
//! fixed-depth alpha-beta (three plies, every move including every drop, an immediate-win check
//! at the leaves) with its own evaluation written from the rules, sharing nothing with the
//! Expert's but the move generator. It is never offered in the app.
//!
//! Its evaluation counts, for each side's pieces usable next turn, the squares they reach
//! weighted by how close those squares are to the goal (quadratically), and a large bonus for
//! reaching the goal itself.

use super::{
    actions::Action,
    board::{Point, squares_of},
    node::{Moves, Node, progress},
    rules::Rules,
    state::{Phase, State},
};
use crate::engine::{Bot, Budget, Certainty, Game, GameRng, Player, RankedAction};

/// The arena name.
pub const NAME: &str = "ab-ref";
const WIN: i32 = 1_000_000;
const DEPTH: u32 = 3;
/// A node cap so that a crowded position cannot run away (hit only in rare positions).
const NODE_CAP: u64 = 400_000;

/// The reference opponent.
#[derive(Clone, Copy, Debug, Default)]
pub struct Reference;

/// How well `player` stands if it moved next.
fn potential(node: &Node, player: Player, rules: &Rules) -> (i32, bool) {
    let mut score = 0;
    let mut goal = false;
    for &(_, reach) in &node.active(player, rules) {
        goal |= reach.goal;
        for s in squares_of(reach.ends | reach.landings) {
            let p = progress(s.row(), player) + 1;
            score += p * p;
        }
    }
    (score, goal)
}

struct Run<'a> {
    rules: &'a Rules,
    nodes: u64,
}

impl Run<'_> {
    fn leaf(&self, node: &Node) -> i32 {
        let (mine, win) = potential(node, node.side, self.rules);
        if win {
            return WIN;
        }
        let (theirs, threat) = potential(node, 1 - node.side, self.rules);
        mine - theirs - if threat { 200 } else { 0 }
    }

    fn alpha_beta(&mut self, node: &Node, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if depth == 0 || self.nodes > NODE_CAP {
            return self.leaf(node);
        }
        let mut moves = Vec::new();
        if let Moves::Win = node.moves(self.rules, &mut moves) {
            return WIN;
        }
        if moves.is_empty() {
            let pass = Node {
                pos: node.pos,
                side: 1 - node.side,
            };
            return -self.alpha_beta(&pass, depth - 1, -beta, -alpha);
        }
        moves.sort_by_key(|&a| std::cmp::Reverse(forward(a, node.side)));
        let mut best = -2 * WIN;
        for a in moves {
            let v = -self.alpha_beta(&node.play(a), depth - 1, -beta, -alpha);
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

/// How far forward a move ends (ordering only).
fn forward(action: Action, side: Player) -> i32 {
    match action {
        Action::Move {
            to: Point::Square(s),
            ..
        } => progress(s.row(), side),
        Action::Replace { at, .. } => progress(at.row(), side),
        _ => 0,
    }
}

impl Bot<State> for Reference {
    fn name(&self) -> String {
        NAME.to_owned()
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        _budget: &Budget,
        _rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        let legal = state.legal_action_list();
        let rules = state.rules();
        let node = Node {
            pos: *state.position(),
            side: player,
        };
        let mut run = Run { rules, nodes: 0 };
        let mut scored: Vec<(i32, Action)> = Vec::with_capacity(legal.len());
        let mut alpha = -2 * WIN;
        let mut sorted = legal;
        sorted.sort_by_key(|&a| std::cmp::Reverse(forward(a, player)));
        for a in sorted {
            let v = match a {
                Action::Move {
                    to: Point::Goal, ..
                } => WIN,
                _ if state.phase() != Phase::Play => {
                    // Set-up: count the placed piece's reach once play begins (one ply).
                    let mut next = state.clone();
                    next.apply_unchecked(a);
                    let (score, _) = potential(
                        &Node {
                            pos: *next.position(),
                            side: player,
                        },
                        player,
                        rules,
                    );
                    score
                }
                _ => -run.alpha_beta(&node.play(a), DEPTH - 1, -2 * WIN, -alpha),
            };
            alpha = alpha.max(v);
            scored.push((v, a));
        }
        scored.sort_by_key(|&(v, _)| std::cmp::Reverse(v));
        let visits = u32::try_from(run.nodes).unwrap_or(u32::MAX);
        scored
            .into_iter()
            .map(|(v, action)| RankedAction {
                action,
                value: f64::from(v.clamp(-WIN, WIN)) / f64::from(2 * WIN) + 0.5,
                visits,
                certainty: Certainty::Estimated,
            })
            .collect()
    }
}
