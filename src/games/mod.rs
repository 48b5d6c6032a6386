//! The games. Each folder holds one game's rules (pure, no egui), its AI, its panel and its
//! facts ([`crate::play::GameFacts`], in `<game>/info.rs`); the app's registry
//! ([`crate::app::registry::GAMES`]) lists them, one line a game.

pub mod aegis;
pub mod bang;
#[cfg(test)]
pub mod demo;
pub mod en_garde;
pub mod gyges;
pub mod knatsch;
#[cfg(test)]
mod settings_tests;
#[cfg(test)]
mod settings_v1_tests;

#[cfg(test)]
mod conformance;
#[cfg(test)]
pub(crate) mod coverage;
#[cfg(test)]
mod cutoff_tests;
#[cfg(test)]
mod golden_deals_tests;
#[cfg(test)]
mod golden_tests;
#[cfg(test)]
mod guide_tests;
#[cfg(test)]
mod hint_tests;
#[cfg(test)]
mod keyboard_tests;
#[cfg(test)]
mod ladder_tests;
#[cfg(test)]
mod look_tests;
#[cfg(test)]
mod names_tests;
#[cfg(test)]
pub(crate) mod review_tests;
#[cfg(test)]
mod rules_window_tests;
#[cfg(test)]
mod undo_tests;

#[cfg(test)]
mod text_tests;
