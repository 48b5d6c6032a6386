//! BANG! (Emiliano Sciarra): 4–7 players, hidden roles, the 80-card base game with its 16
//! characters (docs/rules.md, docs/research/bang.md).
//!
//! - [`cards`], [`characters`], [`roles`]: the data; [`rules`]: options (`duel=alternating`).
//! - [`state`]: the table and its task stack. `resolve.rs` runs automatic steps (turn phases,
//!   "draw!"s, draws, Suzy Lafayette); `effects.rs` plays cards, hits, eliminates and ends the
//!   game; `decide.rs` applies decisions and chance outcomes; `legal.rs` lists the legal
//!   actions; `distance.rs` measures distance and reach.
//! - [`actions`]: decisions ([`Action`]: small `Copy` values), what they did ([`Event`]) and
//!   what is awaited ([`Prompt`], from [`State::prompt`]).
//! - [`observation`]: one seat's view; [`inference`]: the role belief; [`policy`]: the
//!   rule-based player; [`ai`]: bots per strength; `yardstick` (laboratory): an outside-style
//!   opponent for the arena.
//!
//! Decisions where the sources disagree (docs/rules.md) are documented at the rule: the Duel
//! (seed default), Bart Cassidy after a Beer (`effects.rs`), Duel kills, Vulture Sam as
//! Sheriff, no self-targeting, lazy reshuffle of the whole discard pile when a draw finds the
//! deck empty (a chance node), a "draw!" with no card anywhere has no effect. A decision with
//! a single legal action (take a hit without any answer, the last General Store card) is
//! taken automatically; ending phase 2 never is.

pub mod actions;
pub mod ai;
#[cfg(feature = "lab")]
mod arena_bots;
mod calibration;
pub mod cards;
pub mod characters;
mod decide;
mod distance;
mod effects;
mod game;
pub mod guide;
pub mod inference;
pub mod info;
mod legal;
pub mod observation;
pub mod panel;
pub mod policy;
pub mod preview;
mod resolve;
pub mod roles;
pub mod rules;
pub mod state;
mod stored;
pub mod text;
#[cfg(feature = "lab")]
pub mod yardstick;

#[cfg(test)]
pub(crate) mod tests;

pub use actions::{Action, DrawSource, Event, Prompt, Target};
pub use rules::Rules;
pub use state::State;

#[cfg(feature = "lab")]
use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of BANG!, with the arena-only opponents of `arena_bots`: `yardstick` (a
/// server-style bot written from a public description), the frozen `expert-2026-11` and
/// `expert:<changes>` variants.
#[cfg(feature = "lab")]
pub fn run_arena(spec: &ArenaSpec) -> Result<ArenaReport, String> {
    crate::engine::arena::run_named::<State>(spec, &arena_bots::arena_bot)
}
