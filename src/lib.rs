//! Asobiba (遊び場): five tabletop games against computer opponents.
//!
//! - [`engine`]: the game-agnostic AI (the `Game` trait, search bots, worker, arena);
//! - [`games`]: the five games, each with pure rules, AI and a panel;
//! - [`play`]: one game in progress, saves, game records and their analysis (no egui);
//! - [`ui`]: the shared table kit (theme, painted widgets, animations, dialogs, the review);
//! - [`app`]: the shell (home, settings, about, statistics) and the registry of games;
//!   [`settings`] and [`i18n`] support it.

pub mod app;
pub mod engine;
pub mod file_writer;
pub mod games;
pub mod i18n;
pub mod log_file;
pub mod play;
pub mod settings;
pub mod ui;

#[cfg(test)]
mod app_tests;
#[cfg(test)]
mod disk_fault_tests;
#[cfg(test)]
mod layout_check_tests;
#[cfg(test)]
mod layout_exceptions;
#[cfg(test)]
mod monkey_tests;
