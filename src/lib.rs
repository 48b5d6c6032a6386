//! Asobiba (遊び場): five tabletop games against computer opponents.
//!
//! - [`engine`]: the game-agnostic AI (the `Game` trait, search bots, worker, arena);
//! - [`games`]: the five games, each with pure rules, AI and a panel;
//! - [`ui`]: the shared table kit (theme, painted widgets, animations, dialogs, sessions);
//! - [`app`]: the shell (home, settings, about); [`settings`] and [`i18n`] support it.

pub mod app;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod log_file;
pub mod settings;
pub mod ui;

#[cfg(test)]
mod app_tests;
#[cfg(test)]
mod disk_fault_tests;
#[cfg(test)]
mod monkey_tests;
