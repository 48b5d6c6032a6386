//! A search node: the pieces and the side to move, without the game record a [`State`] keeps
//! (so searchers copy 40 bytes per move instead of a history). Move generation here follows
//! the rules exactly (it is built on [`movegen`]); only the repetition draw and the takeback
//! filter are left to the real [`State`] at the root.
//!
//! [`State`]: super::state::State
//! [`movegen`]: super::movegen

use super::{
    actions::Action,
    board::{Point, Sq, squares_of},
    movegen::{Reach, drop_squares, movable},
    position::{Position, zobrist},
    rules::Rules,
};
use crate::engine::Player;

/// Pieces and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The pieces.
    pub pos: Position,
    /// Who moves.
    pub side: Player,
}

/// The moves of the side to move, or the news that it wins at once.
pub enum Moves {
    /// The side to move can enter the goal.
    Win,
    /// Every move (empty: the side must pass).
    List,
}

impl Node {
    /// A hash of pieces and side (transposition tables).
    pub fn key(&self) -> u64 {
        let side = if self.side == 1 { zobrist(200) } else { 0 };
        self.pos.zobrist_hash() ^ side
    }

    /// The active pieces of `player` with their reach.
    pub fn active(&self, player: Player, rules: &Rules) -> Vec<(Sq, Reach)> {
        movable(&self.pos, player, rules)
    }

    /// Fills `out` with the side to move's moves; returns [`Moves::Win`] (and leaves `out`
    /// empty) as soon as one piece can enter the goal.
    pub fn moves(&self, rules: &Rules, out: &mut Vec<Action>) -> Moves {
        out.clear();
        let active = movable(&self.pos, self.side, rules);
        if active.iter().any(|(_, r)| r.goal) {
            return Moves::Win;
        }
        for (from, reach) in active {
            out.extend(squares_of(reach.ends).map(|to| Action::Move {
                from,
                to: Point::Square(to),
            }));
            for at in squares_of(reach.landings) {
                let drops = drop_squares(&self.pos, from, at, self.side);
                out.extend(squares_of(drops).map(|drop| Action::Replace { from, at, drop }));
            }
        }
        Moves::List
    }

    /// The node after a move (a pass just hands over the turn; a goal move is never applied).
    pub fn play(&self, action: Action) -> Node {
        let mut pos = self.pos;
        match action {
            Action::Move {
                from,
                to: Point::Square(to),
            } => {
                let rings = pos.take(from);
                pos.put(to, rings);
            }
            Action::Replace { from, at, drop } => {
                let rings = pos.take(from);
                let displaced = pos.take(at);
                pos.put(at, rings);
                pos.put(drop, displaced);
            }
            Action::Move { .. } | Action::Place { .. } | Action::Pass => {}
        }
        Node {
            pos,
            side: 1 - self.side,
        }
    }
}

/// Row progress of a row for `player` (0 on the own back row … 5 on the opponent's).
pub fn progress(row: usize, player: Player) -> i32 {
    if player == 0 {
        row as i32
    } else {
        5 - row as i32
    }
}
