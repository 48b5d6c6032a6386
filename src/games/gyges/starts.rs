//! The mirrored starts: set-up done, South's back row one arrangement of 1, 1, 2, 2, 3, 3 and
//! North's the same turned half a turn (each side sees the same board), South to move. There
//! are 6!/(2!·2!·2!) = 90 such rows; the arena's `--start rows` plays deal *k* from the
//! (*k* mod 90)-th, so 180 games play every row with both colours.

use super::{board::Sq, position::Position, rules::Rules, state::State};

/// The arrangements of a back row, in lexicographic order.
pub fn back_rows() -> Vec<[u8; 6]> {
    let mut rows = Vec::new();
    let mut row = [1u8, 1, 2, 2, 3, 3];
    loop {
        rows.push(row);
        if !next_permutation(&mut row) {
            return rows;
        }
    }
}

/// Steps `row` to its next arrangement in lexicographic order; `false` after the last.
fn next_permutation(row: &mut [u8; 6]) -> bool {
    let Some(i) = (0..row.len() - 1).rev().find(|&i| row[i] < row[i + 1]) else {
        return false;
    };
    let Some(j) = (i + 1..row.len()).rev().find(|&j| row[j] > row[i]) else {
        return false;
    };
    row.swap(i, j);
    row[i + 1..].reverse();
    true
}

/// The start with South's back row `row` (columns a to f) and North's the same turned.
pub fn mirrored(rules: &Rules, row: [u8; 6]) -> State {
    let mut position = Position::empty();
    for (col, &rings) in row.iter().enumerate() {
        position.put(Sq::at(0, col), rings);
        position.put(Sq::at(5, 5 - col), rings);
    }
    State::from_position(rules.clone(), position, 0)
}

/// A row as its digits, e.g. `123321`.
pub fn row_text(row: [u8; 6]) -> String {
    row.iter().map(|r| char::from(b'0' + r)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_ninety_distinct_rows_of_two_each() {
        let rows = back_rows();
        assert_eq!(rows.len(), 90);
        let mut unique = rows.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), 90);
        for row in &rows {
            for rings in 1..=3 {
                assert_eq!(row.iter().filter(|&&r| r == rings).count(), 2);
            }
        }
        assert_eq!(row_text(rows[0]), "112233");
        assert_eq!(row_text(rows[89]), "332211");
    }

    #[test]
    fn a_mirrored_start_shows_both_sides_the_same_board() {
        let g = mirrored(&Rules::default(), [1, 1, 2, 2, 3, 3]);
        let rows = g.position().rows();
        assert_eq!(g.current_player(), Some(0));
        assert_eq!(rows[0], "332211");
        assert_eq!(rows[5], "112233");
    }

    #[test]
    fn the_arena_plays_deal_k_from_the_kth_row() {
        use crate::engine::{GameDef, rng_from_seed};
        let rules = Rules::default();
        let rows = back_rows();
        let mut rng = rng_from_seed(1);
        for (deal, row) in [(0, 0), (7, 7), (91, 1)] {
            let g = <State as GameDef>::arena_start_of_deal(&rules, "rows", deal, &mut rng)
                .expect("the rows start exists");
            assert_eq!(g.position(), mirrored(&rules, rows[row]).position());
        }
        assert!(<State as GameDef>::arena_start(&rules, "none", &mut rng).is_err());
    }
}
