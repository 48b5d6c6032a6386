//! A search node: the pieces and the side to move, without the game record a [`State`] keeps
//! (so searchers copy 40 bytes per move instead of a history). Move generation here follows
//! the rules exactly (it is built on [`movegen`]); only the repetition draw and the takeback
//! filter are left to the real [`State`] at the root.
//!
//! [`State`]: super::state::State
//! [`movegen`]: super::movegen

use super::{
    actions::Action,
    board::{Point, Sq, SquareSet, row_mask, rows_from, squares_of},
    movegen::{ActivePieces, Reach, drops_among, movable},
    position::{Position, zobrist},
    rules::Rules,
    segments::reach_until_goal,
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
    /// A hash of pieces and side (transposition tables), the same as the game record's.
    pub fn key(&self) -> u64 {
        let side = if self.side == 1 {
            zobrist(super::state::SIDE_TO_MOVE_KEY)
        } else {
            0
        };
        self.pos.zobrist_hash() ^ side
    }

    /// The active pieces of `player` with their reach.
    pub fn active(&self, player: Player, rules: &Rules) -> ActivePieces {
        movable(&self.pos, player, rules)
    }

    /// The goal threats of `player` (as if it moved now).
    pub fn threats(&self, player: Player, rules: &Rules) -> Threats {
        let mut threats = Threats::default();
        let mut first_occupied = None;
        for row in self.pos.occupied_rows_from(player) {
            first_occupied.get_or_insert(row);
            let mut any_move = false;
            for sq in squares_of(self.pos.occupied() & row_mask(row)) {
                let (reach, way) = reach_until_goal(&self.pos, sq, player, rules);
                if reach.goal {
                    threats.ways[threats.count] = way;
                    threats.count += 1;
                }
                any_move |= !reach.is_empty();
            }
            if any_move {
                threats.fallback = first_occupied != Some(row);
                threats.nearer = rows_from(player)
                    .take_while(|&r| r != row)
                    .map(row_mask)
                    .fold(0, |a, b| a | b);
                break;
            }
        }
        threats
    }

    /// Fills `out` with the side to move's moves; returns [`Moves::Win`] (and leaves `out`
    /// empty) as soon as one piece can enter the goal.
    pub fn moves(&self, rules: &Rules, out: &mut Vec<Action>) -> Moves {
        out.clear();
        let active = movable(&self.pos, self.side, rules);
        if active.iter().any(|(_, r)| r.goal) {
            return Moves::Win;
        }
        self.moves_of(&active, out);
        Moves::List
    }

    /// Appends the side to move's moves (goal moves left out) given its active pieces.
    pub fn moves_of(&self, active: &[(Sq, Reach)], out: &mut Vec<Action>) {
        for &(from, reach) in active {
            out.extend(squares_of(reach.ends).map(|to| Action::Move {
                from,
                to: Point::Square(to),
            }));
            if reach.landings == 0 {
                continue;
            }
            let drops = drops_among(self.pos.occupied() & !from.bit(), self.side);
            for at in squares_of(reach.landings) {
                out.extend(squares_of(drops).map(|drop| Action::Replace { from, at, drop }));
            }
        }
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

/// The goal threats of one player, as if it were to move: one way into the goal for each
/// active piece that has one ([`reach_until_goal`]). A move of the other player can only parry
/// them if it changes a square of every way, or puts a piece between that player and its
/// active row (which changes the row it moves from) — [`Threats::may_parry`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Threats {
    /// The squares of one way per threatening piece.
    ways: [SquareSet; 6],
    /// How many pieces threaten.
    pub count: usize,
    /// Squares between the threatening player's back row and its active row.
    nearer: SquareSet,
    /// The active row is not the nearest occupied row (its pieces are boxed in): any move
    /// may change that, so every move counts as a possible parry.
    fallback: bool,
}

impl Threats {
    /// Whether `action` (by the other player) could stop every threat; `false` means the
    /// threatening player still wins after it.
    pub fn may_parry(&self, action: Action) -> bool {
        if self.count == 0 || self.fallback {
            return true;
        }
        let changed = match action {
            Action::Move {
                from,
                to: Point::Square(to),
            } => from.bit() | to.bit(),
            Action::Replace { from, at, drop } => from.bit() | at.bit() | drop.bit(),
            _ => return true,
        };
        changed & self.nearer != 0 || self.ways[..self.count].iter().all(|w| w & changed != 0)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gyges::{
        movegen::has_winning_move, rules::NoRevisit, tests::playouts::random_middle_game,
    };

    /// Positions from random games (both no-revisit rules) where the side not to move
    /// threatens to enter the goal.
    fn threatened_positions(count: usize) -> Vec<(Node, Rules)> {
        let mut found = Vec::new();
        for seed in 0..4000u64 {
            let rules = Rules {
                no_revisit: if seed % 2 == 0 {
                    NoRevisit::Square
                } else {
                    NoRevisit::Edge
                },
                ..Rules::default()
            };
            let g = random_middle_game(&rules, seed, 2..30);
            let Some(side) = g.current_player() else {
                continue;
            };
            let node = Node {
                pos: *g.position(),
                side,
            };
            if !has_winning_move(&node.pos, side, &rules)
                && has_winning_move(&node.pos, 1 - side, &rules)
            {
                found.push((node, rules));
                if found.len() == count {
                    break;
                }
            }
        }
        found
    }

    /// A move that `may_parry` rules out really leaves the opponent a win: the search may
    /// skip it without looking.
    #[test]
    fn moves_that_cannot_parry_really_lose() {
        let positions = threatened_positions(150);
        assert!(positions.len() >= 100, "{}", positions.len());
        let (mut skipped, mut kept) = (0, 0);
        for (node, rules) in positions {
            let threats = node.threats(1 - node.side, &rules);
            assert!(threats.count > 0);
            let mut moves = Vec::new();
            let _ = node.moves(&rules, &mut moves);
            for a in moves {
                let child = node.play(a);
                let loses = has_winning_move(&child.pos, child.side, &rules);
                if threats.may_parry(a) {
                    kept += 1;
                } else {
                    skipped += 1;
                    assert!(loses, "{:?} {a:?} {rules:?}", node.pos.rows());
                }
            }
        }
        // The filter is worth having: most moves of a threatened side are skipped.
        assert!(skipped > kept, "skipped {skipped}, kept {kept}");
    }
}
