//! One conformance suite for every game: generic checks that each
//! game calls with a few lines per rule preset.

mod games;
mod mutate;
mod replay;
mod save_fuzz;
mod suite;
mod tests;
