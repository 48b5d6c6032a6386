//! One conformance suite for every game: generic checks that each game's [`Covered`] impl
//! calls with a few lines per rule preset, and the records and saves checks that run for every
//! registered game.
//!
//! [`Covered`]: super::coverage::Covered

pub(crate) mod games;
mod mutate;
mod replay;
mod save_fuzz;
pub(crate) mod suite;
mod tests;

pub(crate) use replay::records_replay;
pub(crate) use tests::mutated_saves;
