//! BANG! (Emiliano Sciarra): 4–7 players, hidden roles, the 80-card base game with its 16
//! characters (RULES.md, research/bang.md).
//!
//! - [`cards`], [`characters`], [`roles`]: the data; [`rules`]: options.
//! - [`state`]: the table and its task stack; `resolve.rs`, `effects.rs`, `decide.rs`,
//!   `legal.rs`, `distance.rs`: the state machine; [`actions`]: decisions ([`Action`]), what
//!   they do ([`Event`]) and what is awaited ([`actions::Prompt`]).
//! - [`observation`]: one seat's view. [`ai`]: computer players.

pub mod actions;
pub mod ai;
pub mod cards;
pub mod characters;
mod decide;
mod distance;
mod effects;
mod game;
pub mod inference;
mod legal;
pub mod observation;
pub mod panel;
pub mod policy;
mod resolve;
pub mod roles;
pub mod rules;
pub mod state;
pub mod text;

#[cfg(test)]
mod tests;

pub use actions::{Action, DrawSource, Event, Prompt, Target};
pub use rules::Rules;
pub use state::State;

use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of BANG!.
pub fn run_arena(spec: &ArenaSpec) -> Result<ArenaReport, String> {
    crate::engine::arena::run::<State>(spec)
}
