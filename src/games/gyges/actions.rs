//! Decisions and what they do.

use serde::{Deserialize, Serialize};

use super::board::{Point, Sq};
use crate::engine::Player;

/// One decision. A move is identified by where it starts and how it ends; the path taken
/// (which can differ between equivalent moves) is reported in [`Event::Moved`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Set-up: put a piece of `rings` on column `col` of the own back row.
    Place {
        /// Column 0–5 (a–f).
        col: u8,
        /// 1, 2 or 3.
        rings: u8,
    },
    /// Move the piece on `from` to an empty square or into the goal.
    Move {
        /// Start square.
        from: Sq,
        /// End: an empty square or the goal.
        to: Point,
    },
    /// Move the piece on `from` onto the piece on `at`, and put that piece on `drop`.
    Replace {
        /// Start square.
        from: Sq,
        /// The occupied square landed on.
        at: Sq,
        /// Where the displaced piece goes.
        drop: Sq,
    },
    /// No legal move anywhere: the turn passes.
    Pass,
}

/// Something that happened, for the log and animations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A piece was placed during set-up.
    Placed {
        /// Who placed it.
        player: Player,
        /// Where.
        square: Sq,
        /// Its rings.
        rings: u8,
    },
    /// Set-up is complete; `first` moves first.
    SetupDone {
        /// The first to move.
        first: Player,
    },
    /// A piece moved.
    Moved {
        /// Who moved it.
        player: Player,
        /// Start square.
        from: Sq,
        /// Its rings.
        rings: u8,
        /// Every step, in order (the last point is the end, the landing of a Replace, or the
        /// goal).
        path: Vec<Point>,
        /// Squares where it bounced, in order.
        bounces: Vec<Sq>,
        /// It stopped on a piece and replaced it (a `Displaced` event follows).
        replaced: bool,
    },
    /// The piece landed on was displaced.
    Displaced {
        /// Where it was.
        from: Sq,
        /// Where it went.
        to: Sq,
        /// Its rings.
        rings: u8,
    },
    /// A player could not move and passed.
    Passed {
        /// Who.
        player: Player,
    },
    /// The game was won (a piece entered the goal).
    Won {
        /// The winner.
        player: Player,
    },
    /// The same position occurred a third time: a draw.
    DrawnByRepetition,
}
