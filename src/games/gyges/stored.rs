//! The stored form of a game: what a save holds, validated on the way in so a damaged save
//! cannot break the rules.

use serde::{Deserialize, Serialize};

use super::{
    position::Position,
    rules::Rules,
    state::{Phase, State},
};
use crate::engine::Player;

/// The serialized form, validated on the way in so a damaged save cannot break the rules.
#[derive(Clone, Serialize, Deserialize)]
pub(super) struct StoredState {
    rules: Rules,
    rows: Vec<String>,
    phase: Phase,
    to_move: Player,
    first: Player,
    supply: [[u8; 4]; 2],
    placements: u8,
    history: Vec<u64>,
}

impl From<State> for StoredState {
    fn from(s: State) -> Self {
        Self {
            rows: s.position.rows(),
            rules: s.rules,
            phase: s.phase,
            to_move: s.to_move,
            first: s.first,
            supply: s.supply,
            placements: s.placements,
            history: s.history,
        }
    }
}

impl TryFrom<StoredState> for State {
    type Error = String;

    fn try_from(d: StoredState) -> Result<Self, String> {
        let rows: Vec<&str> = d.rows.iter().map(String::as_str).collect();
        let position = Position::from_rows(&rows).ok_or("the board is not six rows of six")?;
        if !position.is_plausible() {
            return Err("more than four pieces of one size".into());
        }
        if d.to_move > 1 || d.first > 1 {
            return Err("Gygès has two seats".into());
        }
        if let Phase::Over(Some(w)) = d.phase
            && w > 1
        {
            return Err("no such winner".into());
        }
        if d.placements > 12 || d.supply.iter().flatten().any(|&n| n > 2) {
            return Err("impossible set-up counts".into());
        }
        Ok(Self {
            rules: d.rules,
            position,
            phase: d.phase,
            to_move: d.to_move,
            first: d.first,
            supply: d.supply,
            placements: d.placements,
            history: d.history,
        })
    }
}
