//! Where a piece can go: exact-length segments with free turns, bounces on the pieces it lands
//! on, the no-revisit rule (square or edge), Replace and the drop restriction.
//!
//! The search walks one step at a time, so the same walker serves the full move generator (for
//! the rules and the AI), the step-by-step builder of the panel and path reconstruction for
//! animations.

use super::{
    board::{
        Dir, Point, SIDE, SQUARES, Sq, SquareSet, edge_index, neighbour, row_mask, squares_of,
    },
    position::Position,
    rules::{NoRevisit, Rules},
};
use crate::engine::Player;

/// Where a walk is between steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cursor {
    /// The square the moving piece is on.
    pub at: Sq,
    /// Steps left in the current segment.
    pub left: u8,
    /// Squares entered (square rule, the start included) or connections used (edge rule).
    pub used: u64,
    /// Squares landed on (bouncing twice on one piece gains nothing).
    pub landed: SquareSet,
}

/// How a completed segment ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// On an empty square (not the start): the move ends here.
    Square(Sq),
    /// On an occupied square: bounce on, or replace that piece.
    Landing(Sq),
    /// In the goal: the move wins.
    Goal,
}

/// The board as the moving piece sees it: its start square vacated.
#[derive(Clone, Copy, Debug)]
pub struct Walker<'a> {
    /// The pieces, the mover lifted off its start square.
    pub board: Position,
    /// Who moves.
    pub mover: Player,
    /// The start square.
    pub start: Sq,
    /// Rule options.
    pub rules: &'a Rules,
}

impl<'a> Walker<'a> {
    /// A walker for the piece on `start`, and its first cursor. `None` if `start` is empty.
    pub fn new(
        position: &Position,
        start: Sq,
        mover: Player,
        rules: &'a Rules,
    ) -> Option<(Self, Cursor)> {
        let rings = position.rings(start);
        if rings == 0 {
            return None;
        }
        let mut board = *position;
        board.take(start);
        let used = match rules.no_revisit {
            NoRevisit::Square => start.bit(),
            NoRevisit::Edge => 0,
        };
        Some((
            Self {
                board,
                mover,
                start,
                rules,
            },
            Cursor {
                at: start,
                left: rings,
                used,
                landed: 0,
            },
        ))
    }

    /// The possible next steps from `cursor`: where each leads, and either the cursor after it
    /// (mid-segment) or the segment's ending.
    pub fn steps(&self, cursor: &Cursor) -> Vec<(Point, Step)> {
        let mut out = Vec::with_capacity(4);
        for dir in Dir::ALL {
            if let Some(step) = self.step(cursor, dir) {
                out.push(step);
            }
        }
        out
    }

    /// One step from `cursor` in `dir`, if the rules allow it.
    pub fn step(&self, cursor: &Cursor, dir: Dir) -> Option<(Point, Step)> {
        let next = neighbour(cursor.at, dir, self.mover)?;
        let sq = match next {
            Point::Goal => {
                // The goal ends a segment; it can never be passed through.
                return (cursor.left == 1).then_some((Point::Goal, Step::Ends(Ending::Goal)));
            }
            Point::Square(sq) => sq,
        };
        let mark = match self.rules.no_revisit {
            NoRevisit::Square => sq.bit(),
            NoRevisit::Edge => 1u64 << edge_index(cursor.at, sq),
        };
        if cursor.used & mark != 0 {
            return None;
        }
        let used = cursor.used | mark;
        let occupied = self.board.is_occupied(sq);
        if cursor.left > 1 {
            // Intermediate squares must be empty.
            return (!occupied).then_some((
                next,
                Step::Continues(Cursor {
                    at: sq,
                    left: cursor.left - 1,
                    used,
                    landed: cursor.landed,
                }),
            ));
        }
        if !occupied {
            // A move may not end on its own start square.
            return (sq != self.start).then_some((next, Step::Ends(Ending::Square(sq))));
        }
        if cursor.landed & sq.bit() != 0 {
            return None;
        }
        Some((
            next,
            Step::Lands {
                on: sq,
                bounce: Cursor {
                    at: sq,
                    left: self.board.rings(sq),
                    used,
                    landed: cursor.landed | sq.bit(),
                },
            },
        ))
    }

    /// Every ending reachable from `cursor` (depth first), reported to `found`; returning
    /// `true` from `found` stops the walk. Returns whether it was stopped.
    pub fn explore(&self, cursor: &Cursor, found: &mut impl FnMut(Ending) -> bool) -> bool {
        for dir in Dir::ALL {
            let Some((_, step)) = self.step(cursor, dir) else {
                continue;
            };
            let stop = match step {
                Step::Continues(next) => self.explore(&next, found),
                Step::Ends(ending) => found(ending),
                Step::Lands { on, bounce } => {
                    (self.rules.replace() && found(Ending::Landing(on)))
                        || self.explore(&bounce, found)
                }
            };
            if stop {
                return true;
            }
        }
        false
    }

    /// A path (the squares after the start, in order) from `cursor` to `target`, if any.
    pub fn path_to(&self, cursor: &Cursor, target: Ending) -> Option<Vec<Point>> {
        let mut path = Vec::new();
        self.path_search(cursor, target, &mut path).then_some(path)
    }

    fn path_search(&self, cursor: &Cursor, target: Ending, path: &mut Vec<Point>) -> bool {
        for dir in Dir::ALL {
            let Some((point, step)) = self.step(cursor, dir) else {
                continue;
            };
            path.push(point);
            let done = match step {
                Step::Continues(next) => self.path_search(&next, target, path),
                Step::Ends(ending) => ending == target,
                Step::Lands { on, bounce } => {
                    (self.rules.replace() && target == Ending::Landing(on))
                        || self.path_search(&bounce, target, path)
                }
            };
            if done {
                return true;
            }
            path.pop();
        }
        false
    }
}

/// The result of one step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The segment goes on.
    Continues(Cursor),
    /// The segment (and, unless it landed, the move) ends.
    Ends(Ending),
    /// The segment ends on a piece: bounce on with `bounce`, or replace `on`.
    Lands {
        /// The square landed on.
        on: Sq,
        /// The cursor for bouncing on.
        bounce: Cursor,
    },
}

/// Every ending of the piece on `from`, gathered as sets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reach {
    /// Empty squares where the move can end.
    pub ends: SquareSet,
    /// Occupied squares where the piece can stop and replace (only with Replace on).
    pub landings: SquareSet,
    /// The goal can be entered.
    pub goal: bool,
}

impl Reach {
    /// Nowhere to go.
    pub const EMPTY: Reach = Reach {
        ends: 0,
        landings: 0,
        goal: false,
    };

    /// True when the piece has no move.
    pub fn is_empty(&self) -> bool {
        self.ends == 0 && self.landings == 0 && !self.goal
    }
}

/// Where the piece on `from` can go (the table-driven generator of [`segments`]).
///
/// [`segments`]: super::segments
pub fn reach(position: &Position, from: Sq, mover: Player, rules: &Rules) -> Reach {
    super::segments::reach(position, from, mover, rules)
}

/// [`reach`] by the step walker, which the fast generator is tested against.
#[cfg(test)]
pub fn reach_by_steps(position: &Position, from: Sq, mover: Player, rules: &Rules) -> Reach {
    let mut reach = Reach::default();
    if let Some((walker, cursor)) = Walker::new(position, from, mover, rules) {
        walker.explore(&cursor, &mut |ending| {
            match ending {
                Ending::Square(s) => reach.ends |= s.bit(),
                Ending::Landing(s) => reach.landings |= s.bit(),
                Ending::Goal => reach.goal = true,
            }
            false
        });
    }
    reach
}

/// True when the piece on `from` can reach the goal (stops at the first way found).
pub fn reaches_goal(position: &Position, from: Sq, mover: Player, rules: &Rules) -> bool {
    super::segments::reaches_goal(position, from, mover, rules)
}

/// The pieces of one row that can move, with their reach, kept inline (a row holds at most
/// six pieces): the search asks for them at every node, so they cost no allocation.
#[derive(Clone, Copy, Debug)]
pub struct ActivePieces {
    pieces: [(Sq, Reach); SIDE],
    len: usize,
}

impl ActivePieces {
    const NONE: ActivePieces = ActivePieces {
        pieces: [(Sq(0), Reach::EMPTY); SIDE],
        len: 0,
    };
}

impl std::ops::Deref for ActivePieces {
    type Target = [(Sq, Reach)];

    fn deref(&self) -> &[(Sq, Reach)] {
        &self.pieces[..self.len]
    }
}

impl<'a> IntoIterator for &'a ActivePieces {
    type Item = &'a (Sq, Reach);
    type IntoIter = std::slice::Iter<'a, (Sq, Reach)>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// The squares of `player`'s active row that may be moved, with their reach: the nearest
/// occupied row, or if none of its pieces can move, the next one, and so on (official
/// fallback). Empty when the player cannot move at all.
pub fn movable(position: &Position, player: Player, rules: &Rules) -> ActivePieces {
    let mut active = ActivePieces::NONE;
    for row in position.occupied_rows_from(player) {
        for sq in squares_of(position.occupied() & row_mask(row)) {
            let reach = reach(position, sq, player, rules);
            if !reach.is_empty() {
                active.pieces[active.len] = (sq, reach);
                active.len += 1;
            }
        }
        if active.len > 0 {
            return active;
        }
    }
    active
}

/// True when `player`, to move, can win at once.
pub fn has_winning_move(position: &Position, player: Player, rules: &Rules) -> bool {
    for row in position.occupied_rows_from(player) {
        let mut any_move = false;
        for sq in squares_of(position.occupied() & row_mask(row)) {
            let (r, _) = super::segments::reach_until_goal(position, sq, player, rules);
            if r.goal {
                return true;
            }
            any_move |= !r.is_empty();
        }
        if any_move {
            return false;
        }
    }
    false
}

/// Where the piece displaced by a Replace may go: every empty square (the mover's vacated
/// start included) not beyond the opponent's nearest occupied row, measured after the move.
pub fn drop_squares(position: &Position, from: Sq, at: Sq, mover: Player) -> SquareSet {
    let lifted = position.occupied() & !from.bit() & !at.bit();
    let after = if position.rings(from) == 0 {
        lifted
    } else {
        lifted | at.bit()
    };
    drops_among(after, mover)
}

/// [`drop_squares`] given the occupied squares after the move. A Replace leaves the square it
/// lands on occupied, so this is the same for every landing of one piece: the start lifted.
pub fn drops_among(occupied: SquareSet, mover: Player) -> SquareSet {
    if occupied == 0 {
        return 0;
    }
    let all: SquareSet = (1u64 << SQUARES) - 1;
    // The opponent's nearest row: the highest occupied one for North, the lowest for South.
    let allowed_rows = if mover == 0 {
        let limit = (63 - occupied.leading_zeros()) as usize / SIDE;
        all >> ((SIDE - 1 - limit) * SIDE)
    } else {
        let limit = occupied.trailing_zeros() as usize / SIDE;
        all << (limit * SIDE) & all
    };
    !occupied & allowed_rows
}
