//! The pieces on the board: ring counts per square, with an occupancy set kept in step.

use super::board::{SQUARES, Sq, SquareSet, row_mask, rows_from, squares_of};
use crate::engine::Player;

/// Ring counts (0 = empty, 1–3) of the 36 squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    cells: [u8; SQUARES],
    occupied: SquareSet,
}

impl Default for Position {
    fn default() -> Self {
        Self {
            cells: [0; SQUARES],
            occupied: 0,
        }
    }
}

impl Position {
    /// An empty board.
    pub fn empty() -> Self {
        Self::default()
    }

    /// A position from rows written top (row 6) first, `.` for empty, e.g.
    /// `["123321", "......", …]`. Returns `None` on bad input.
    pub fn from_rows(rows: &[&str]) -> Option<Self> {
        if rows.len() != 6 {
            return None;
        }
        let mut p = Self::empty();
        for (i, line) in rows.iter().enumerate() {
            let cells: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
            if cells.len() != 6 {
                return None;
            }
            let row = 5 - i;
            for (col, c) in cells.iter().enumerate() {
                match c {
                    '.' => {}
                    '1'..='3' => p.put(Sq::at(row, col), *c as u8 - b'0'),
                    _ => return None,
                }
            }
        }
        Some(p)
    }

    /// Rings of the piece on `sq` (0 if empty).
    pub fn rings(&self, sq: Sq) -> u8 {
        self.cells[sq.index()]
    }

    /// The occupied squares.
    pub fn occupied(&self) -> SquareSet {
        self.occupied
    }

    /// True when `sq` holds a piece.
    pub fn is_occupied(&self, sq: Sq) -> bool {
        self.occupied & sq.bit() != 0
    }

    /// Puts a piece of `rings` (1–3) on `sq` (replacing whatever was there).
    pub fn put(&mut self, sq: Sq, rings: u8) {
        self.cells[sq.index()] = rings;
        if rings == 0 {
            self.occupied &= !sq.bit();
        } else {
            self.occupied |= sq.bit();
        }
    }

    /// Removes and returns the piece on `sq` (0 if empty).
    pub fn take(&mut self, sq: Sq) -> u8 {
        let rings = self.cells[sq.index()];
        self.put(sq, 0);
        rings
    }

    /// The non-empty rows from `player`'s side outwards (the first is the active row).
    pub fn occupied_rows_from(&self, player: Player) -> impl Iterator<Item = usize> + '_ {
        rows_from(player).filter(move |&r| self.occupied & row_mask(r) != 0)
    }

    /// The row nearest to `player` that holds a piece (`None` on an empty board).
    pub fn nearest_row(&self, player: Player) -> Option<usize> {
        self.occupied_rows_from(player).next()
    }

    /// How many pieces of each ring count are on the board (index 1–3).
    pub fn counts(&self) -> [u8; 4] {
        let mut counts = [0; 4];
        for &c in &self.cells {
            counts[usize::from(c.min(3))] += 1;
        }
        counts
    }

    /// Rows written top (row 6) first, for tests and debugging.
    pub fn rows(&self) -> Vec<String> {
        (0..6)
            .rev()
            .map(|row| {
                (0..6)
                    .map(|col| match self.cells[Sq::at(row, col).index()] {
                        0 => '.',
                        n => (b'0' + n) as char,
                    })
                    .collect()
            })
            .collect()
    }

    /// A hash of the pieces (Zobrist), for repetition and transposition tables.
    pub fn zobrist_hash(&self) -> u64 {
        let mut h = 0u64;
        for sq in squares_of(self.occupied) {
            let index = sq.index() * 4 + usize::from(self.cells[sq.index()]);
            h ^= PIECE_KEYS
                .get(index)
                .copied()
                .unwrap_or_else(|| zobrist(index));
        }
        h
    }

    /// True when the pieces are a legal set (at most four of each size).
    pub fn is_plausible(&self) -> bool {
        self.cells.iter().all(|&c| c <= 3) && self.counts()[1..].iter().all(|&n| n <= 4)
    }
}

/// [`zobrist`] of every square and ring count (`square * 4 + rings`), computed at compile time:
/// the search hashes every node.
static PIECE_KEYS: [u64; SQUARES * 4] = {
    let mut keys = [0; SQUARES * 4];
    let mut index = 0;
    while index < keys.len() {
        keys[index] = zobrist(index);
        index += 1;
    }
    keys
};

/// Fixed pseudo-random keys (splitmix64 of the index), the same on every platform.
pub const fn zobrist(index: usize) -> u64 {
    let mut z = (index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
