//! The 6×6 board: squares, rows, neighbours, the two goals, and the notation of squares.
//!
//! Square `row * 6 + col`; row 0 is seat 0's back row ("1" in notation, South), row 5 is seat
//! 1's back row ("6", North). Columns a–f run from seat 0's left. Seat 0 attacks the goal
//! beyond row 5 (`N`), seat 1 the goal beyond row 0 (`S`).

use serde::{Deserialize, Serialize};

use crate::engine::Player;

/// Squares per side.
pub const SIDE: usize = 6;
/// Squares on the board.
pub const SQUARES: usize = SIDE * SIDE;

/// A square, `0..36`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Sq(pub u8);

impl Sq {
    /// The square at `row`, `col` (both `0..6`).
    pub const fn at(row: usize, col: usize) -> Sq {
        Sq((row * SIDE + col) as u8)
    }

    /// Row `0..6` (0 = seat 0's back row).
    pub const fn row(self) -> usize {
        self.0 as usize / SIDE
    }

    /// Column `0..6` (0 = `a`).
    pub const fn col(self) -> usize {
        self.0 as usize % SIDE
    }

    /// Index `0..36`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Bit of this square in a [`SquareSet`].
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// Parses `a1`…`f6`.
    pub fn parse(text: &str) -> Option<Sq> {
        let mut chars = text.chars();
        let col = chars.next()?;
        let row = chars.next()?;
        if chars.next().is_some() || !('a'..='f').contains(&col) || !('1'..='6').contains(&row) {
            return None;
        }
        Some(Sq::at(
            row as usize - '1' as usize,
            col as usize - 'a' as usize,
        ))
    }

    /// Every square, a1 first.
    pub fn all() -> impl Iterator<Item = Sq> {
        (0..SQUARES as u8).map(Sq)
    }
}

impl std::fmt::Display for Sq {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", (b'a' + self.col() as u8) as char, self.row() + 1)
    }
}

/// A set of squares as bits.
pub type SquareSet = u64;

/// Iterates the squares of a set.
pub fn squares_of(set: SquareSet) -> impl Iterator<Item = Sq> {
    let mut rest = set;
    std::iter::from_fn(move || {
        if rest == 0 {
            None
        } else {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            Some(Sq(i as u8))
        }
    })
}

/// All squares of a row.
pub const fn row_mask(row: usize) -> SquareSet {
    0b11_1111 << (row * SIDE)
}

/// The back row of a seat (where it sets up and which it defends).
pub const fn home_row(player: Player) -> usize {
    if player == 0 { 0 } else { SIDE - 1 }
}

/// Rows ordered from `player`'s side outwards.
pub fn rows_from(player: Player) -> impl Iterator<Item = usize> {
    (0..SIDE).map(move |i| if player == 0 { i } else { SIDE - 1 - i })
}

/// Where a step leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Point {
    /// A square of the board.
    Square(Sq),
    /// The goal the mover attacks (beyond the opponent's back row).
    Goal,
}

impl std::fmt::Display for Point {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Point::Square(s) => s.fmt(f),
            Point::Goal => f.write_str("goal"),
        }
    }
}

/// The four orthogonal directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum Dir {
    /// Towards row 6.
    Up,
    /// Towards row 1.
    Down,
    /// Towards column a.
    Left,
    /// Towards column f.
    Right,
}

impl Dir {
    /// All four.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];
}

/// The neighbour of `sq` for a piece moved by `mover`: a square, the goal the mover attacks
/// (one step beyond the opponent's back row), or nothing (off the board, or into the mover's
/// own goal, which can never be entered).
pub fn neighbour(sq: Sq, dir: Dir, mover: Player) -> Option<Point> {
    NEIGHBOURS[mover.min(1)][sq.index() % SQUARES][dir as usize]
}

const fn compute_neighbour(index: usize, dir: usize, mover: usize) -> Option<Point> {
    let (row, col) = (index / SIDE, index % SIDE);
    match dir {
        0 if row + 1 < SIDE => Some(Point::Square(Sq::at(row + 1, col))),
        0 => {
            if mover == 0 {
                Some(Point::Goal)
            } else {
                None
            }
        }
        1 if row > 0 => Some(Point::Square(Sq::at(row - 1, col))),
        1 => {
            if mover == 1 {
                Some(Point::Goal)
            } else {
                None
            }
        }
        2 if col > 0 => Some(Point::Square(Sq::at(row, col - 1))),
        3 if col + 1 < SIDE => Some(Point::Square(Sq::at(row, col + 1))),
        _ => None,
    }
}

type NeighbourTable = [[[Option<Point>; 4]; SQUARES]; 2];

/// Neighbours per mover, square and direction (the move generator's hot path).
static NEIGHBOURS: NeighbourTable = {
    let mut table = [[[None; 4]; SQUARES]; 2];
    let mut mover = 0;
    while mover < 2 {
        let mut index = 0;
        while index < SQUARES {
            let mut dir = 0;
            while dir < 4 {
                table[mover][index][dir] = compute_neighbour(index, dir, mover);
                dir += 1;
            }
            index += 1;
        }
        mover += 1;
    }
    table
};

/// Index `0..60` of the connection between two orthogonally adjacent squares (for the edge
/// rule); connections to a goal are never reused (they end the move) and have no index.
pub fn edge_index(a: Sq, b: Sq) -> u32 {
    let (lo, hi) = if a.0 < b.0 { (a, b) } else { (b, a) };
    if lo.row() == hi.row() {
        (lo.row() * (SIDE - 1) + lo.col()) as u32
    } else {
        (30 + lo.row() * SIDE + lo.col()) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_print_and_parse() {
        assert_eq!(Sq::at(0, 0).to_string(), "a1");
        assert_eq!(Sq::at(5, 5).to_string(), "f6");
        for sq in Sq::all() {
            assert_eq!(Sq::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Sq::parse("g1"), None);
        assert_eq!(Sq::parse("a7"), None);
    }

    #[test]
    fn goals_are_next_to_the_back_rows_and_the_own_goal_is_closed() {
        assert_eq!(neighbour(Sq::at(5, 3), Dir::Up, 0), Some(Point::Goal));
        assert_eq!(neighbour(Sq::at(5, 3), Dir::Up, 1), None);
        assert_eq!(neighbour(Sq::at(0, 2), Dir::Down, 1), Some(Point::Goal));
        assert_eq!(neighbour(Sq::at(0, 2), Dir::Down, 0), None);
        assert_eq!(neighbour(Sq::at(2, 0), Dir::Left, 0), None);
    }

    #[test]
    fn every_connection_has_its_own_index() {
        let mut seen = std::collections::BTreeSet::new();
        for sq in Sq::all() {
            for dir in [Dir::Up, Dir::Right] {
                if let Some(Point::Square(n)) = neighbour(sq, dir, 0) {
                    assert_eq!(edge_index(sq, n), edge_index(n, sq));
                    assert!(seen.insert(edge_index(sq, n)));
                }
            }
        }
        assert_eq!(seen.len(), 60);
        assert!(seen.iter().all(|&e| e < 60));
    }
}
