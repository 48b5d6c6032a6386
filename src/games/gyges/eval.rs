//! The Expert's evaluation: what each side's *next* move could do. Pieces belong to nobody, so
//! what matters is which pieces each side may move next turn (its active row) and where they
//! reach: the goal (a threat the other side must parry), the row in front of the goal (a threat
//! in the making), and how far and freely they travel.

use super::{
    board::{SIDE, SquareSet, home_row, row_mask, squares_of},
    node::{Node, progress},
    rules::Rules,
};
use crate::engine::Player;

/// Weights of the evaluation (centipawn-like units, from the side to move's view).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Per square an active piece can end or land on.
    pub reach: i32,
    /// Per row of progress of those squares.
    pub progress: i32,
    /// Per square reached on the opponent's back row (one step from the goal).
    pub back_row: i32,
    /// When the opponent (not to move) could enter the goal: we must parry.
    pub threat: i32,
    /// When the opponent has two or more pieces that could enter the goal.
    pub double_threat: i32,
    /// Per active piece of the side.
    pub pieces: i32,
    /// Having the move.
    pub tempo: i32,
}

impl Weights {
    /// The Expert's weights.
    pub const EXPERT: Weights = Weights {
        reach: 4,
        progress: 1,
        back_row: 10,
        threat: 150,
        double_threat: 250,
        pieces: 6,
        tempo: 25,
    };
}

/// What one side could do if it moved now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outlook {
    /// Pieces that could enter the goal.
    pub goal_pieces: u32,
    /// Squares its active pieces reach (summed over pieces).
    pub reach: i32,
    /// Row progress of those squares.
    pub progress: i32,
    /// Squares reached on the opponent's back row.
    pub back_row: i32,
    /// Active pieces that can move.
    pub pieces: i32,
}

/// The outlook of `player` in `node` (whoever is to move).
pub fn outlook(node: &Node, player: Player, rules: &Rules) -> Outlook {
    let mut o = Outlook::default();
    let target: SquareSet = row_mask(home_row(1 - player));
    for (_, reach) in node.active(player, rules) {
        o.goal_pieces += u32::from(reach.goal);
        let squares = reach.ends | reach.landings;
        o.reach += squares.count_ones() as i32;
        o.progress += squares_of(squares)
            .map(|s| progress(s.row(), player))
            .sum::<i32>();
        o.back_row += (squares & target).count_ones() as i32;
        o.pieces += 1;
    }
    o
}

/// Static value for the side to move, which cannot enter the goal now (the search checks that
/// first). `theirs` is the opponent's outlook.
pub fn evaluate(mine: &Outlook, theirs: &Outlook, w: &Weights) -> i32 {
    let mut v = w.reach * (mine.reach - theirs.reach)
        + w.progress * (mine.progress - theirs.progress)
        + w.back_row * (mine.back_row - theirs.back_row)
        + w.pieces * (mine.pieces - theirs.pieces)
        + w.tempo;
    if theirs.goal_pieces > 0 {
        v -= w.threat;
    }
    if theirs.goal_pieces > 1 {
        v -= w.double_threat;
    }
    v.clamp(-(SIDE as i32) * 10_000, (SIDE as i32) * 10_000)
}
