//! The search's move ordering: the table's move first, then the killers of the ply (moves that
//! refuted a sibling), then the history of moves that caused cut-offs, then moves toward the
//! goal row. Its buffers are kept between nodes, so ordering allocates nothing.

use super::{
    actions::Action,
    board::{Point, SQUARES},
    node::{Node, progress},
};
use crate::engine::Player;

/// The deepest ply the search keeps track of (killers, the path).
pub(super) const MAX_PLY: usize = 96;

/// Killers by ply and history by move, learnt during one search.
pub(super) struct MoveOrder {
    killers: [[Option<Action>; 2]; MAX_PLY],
    history: Vec<i32>,
    /// The sort keys of [`MoveOrder::order`], kept so that a node allocates none.
    sort_keys: Vec<(u64, Action)>,
}

impl MoveOrder {
    /// Nothing learnt yet.
    pub(super) fn new() -> Self {
        Self {
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; 2 * SQUARES * SQUARES],
            sort_keys: Vec::new(),
        }
    }

    /// Sorts `moves` of `node` at `ply`, `best` (the table's move) first; equal keys keep
    /// their order.
    pub(super) fn order(
        &mut self,
        node: &Node,
        moves: &mut [Action],
        best: Option<Action>,
        ply: usize,
    ) {
        let killers = self.killers[ply.min(MAX_PLY - 1)];
        let mut keyed = std::mem::take(&mut self.sort_keys);
        keyed.clear();
        keyed.extend(moves.iter().enumerate().map(|(i, &a)| {
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
            (descending_then_first(key, i), a)
        }));
        keyed.sort_unstable_by_key(|&(k, _)| k);
        for (slot, &(_, a)) in moves.iter_mut().zip(&keyed) {
            *slot = a;
        }
        self.sort_keys = keyed;
    }

    /// `action` by `side` refuted its siblings at `ply` of a search `depth` deep.
    pub(super) fn cut_off(&mut self, side: Player, action: Action, ply: usize, depth: i32) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(action) {
            killers[1] = killers[0];
            killers[0] = Some(action);
        }
        let h = &mut self.history[history_index(side, action)];
        *h = (*h + depth * depth).min(1 << 20);
    }
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

/// A sort key that puts higher `key`s first and, among equal ones, the lower `index` first
/// (the order of a stable sort by descending key, without its scratch buffer).
fn descending_then_first(key: i32, index: usize) -> u64 {
    let ascending = key.cast_unsigned() ^ (1 << 31);
    (u64::from(!ascending) << 32) | index as u64
}
