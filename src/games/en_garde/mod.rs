//! En Garde (Reiner Knizia): a fencing duel with cards, in the basic, standard and full games
//! of the seed, to five round wins.
//!
//! - [`cards`]: cards as multisets; [`rules`]: levels and options (docs/rules.md).
//! - [`state`]: the match as a state machine; [`actions`]: decisions ([`actions::Action`])
//!   and what they do ([`actions::Event`]).
//! - [`observation`]: one seat's view, unseen cards and the sure-hit check (the aids).
//! - [`ai`]: the tactical policy and ISMCTS bots; [`match_chance`]: a touch's worth in the
//!   match (what hints and the review show).

pub mod actions;
pub mod ai;
pub mod cards;
mod game;
pub mod guide;
pub mod info;
pub mod match_chance;
pub mod observation;
pub mod panel;
pub mod preview;
mod redeal;
pub mod rules;
pub mod state;
mod stored;
pub mod text;

#[cfg(test)]
pub(crate) mod tests;

pub use actions::{Action, Event};
pub use game::shuffled_deck;
pub use rules::Rules;
pub use state::State;

#[cfg(feature = "lab")]
use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of En Garde.
#[cfg(feature = "lab")]
pub fn run_arena(spec: &ArenaSpec) -> Result<ArenaReport, String> {
    crate::engine::arena::run::<State>(spec)
}
