//! A game's collection of set puzzles: positions shipped with the app whose answer set is known
//! exactly (every move that solves it), so an answer is judged by membership, not by a margin.
//! Ordered by difficulty: the kind first ([`SetKind`]'s order), then, within a kind, puzzles
//! with more solving moves first (easier to hit), then fewer legal moves first (less to read).
//! Nothing here touches egui.

use crate::engine::Game;

/// What a set puzzle asks, easiest kind first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SetKind {
    /// Win at once.
    WinIn1,
    /// Every move but a few loses: find one that does not (a defence against a double threat).
    Avoid,
    /// Force a win in two own moves.
    WinIn2,
    /// Force a win in three own moves.
    WinIn3,
}

impl SetKind {
    /// The kind's name in the data file.
    pub fn code(self) -> &'static str {
        match self {
            SetKind::WinIn1 => "win1",
            SetKind::Avoid => "avoid",
            SetKind::WinIn2 => "win2",
            SetKind::WinIn3 => "win3",
        }
    }

    /// The kind named `code` in the data file.
    pub fn from_code(code: &str) -> Option<Self> {
        [
            SetKind::WinIn1,
            SetKind::Avoid,
            SetKind::WinIn2,
            SetKind::WinIn3,
        ]
        .into_iter()
        .find(|k| k.code() == code)
    }
}

/// One puzzle of a collection.
#[derive(Clone, Debug)]
pub struct SetPuzzle<G: Game> {
    /// Its stable number in the collection (kept in the practice file).
    pub id: u32,
    /// What it asks.
    pub kind: SetKind,
    /// The position, the player to move.
    pub state: G,
    /// Every move that solves it (a strict, non-empty part of the legal moves).
    pub answers: Vec<G::Action>,
    /// How many legal moves there are.
    pub legal: usize,
}

/// Puts a collection in difficulty order (see the module's documentation).
pub fn sort_by_difficulty<G: Game>(puzzles: &mut [SetPuzzle<G>]) {
    puzzles.sort_by(|a, b| {
        a.kind
            .cmp(&b.kind)
            .then(b.answers.len().cmp(&a.answers.len()))
            .then(a.legal.cmp(&b.legal))
            .then(a.id.cmp(&b.id))
    });
}
