//! Knatsch (Michael Schacht, 2001): knights roll six dice to capture castles, special cards
//! and duels; four castles, three castles and the King, or two castles and three duels win.
//!
//! - [`cards`]: the reconstructed card list (one data table); [`dice`]: results and ranking.
//! - [`rules`]: options (docs/rules.md); [`state`] and `play`: the game as a state machine;
//!   [`actions`]: decisions and events.
//! - [`odds`]: exact keep-choice and success probabilities (expectimax over kept dice).
//! - [`ai`]: computer knights using the exact odds and `eval` (turns to win per route).
//! - [`panel`] (with `tray`, the dice), [`describe`] and [`text`]: the table in both languages.
//!
//! Rule decisions: docs/rules.md and docs/research/knatsch_aegis.md §A5 (KN-1…KN-17); where this code
//! decides more, the module docs of [`state`] say so.

pub mod actions;
pub mod ai;
mod calibration;
pub mod cards;
pub mod dice;
mod eval;
mod game;
pub mod guide;
pub mod info;
pub mod odds;
pub mod panel;
mod play;
pub mod preview;
pub mod review;
pub mod rules;
pub mod state;
mod stored;
pub mod text;

#[cfg(test)]
pub(crate) mod tests;

pub use actions::{Action, Event, Target, Victory};
pub use game::roll_dice;
pub use rules::Rules;
pub use state::State;

#[cfg(feature = "lab")]
use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of Knatsch.
#[cfg(feature = "lab")]
pub fn run_arena(spec: &ArenaSpec) -> Result<ArenaReport, String> {
    crate::engine::arena::run::<State>(spec)
}
