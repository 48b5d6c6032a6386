//! The play layer, below the table kit and free of egui: one game in progress ([`session`]),
//! its saves and their checks, finished games kept as records and the review's analysis of
//! them. What differs per game reaches it through [`TableRules`] and [`GameFacts`]; it names no
//! game.

pub mod analyse;
pub mod deals;
pub mod facts;
pub mod guide;
pub mod hint;
pub mod practice;
pub mod puzzle_set;
pub mod records;
pub mod save_check;
pub mod saves;
pub mod session;
pub mod table_rules;

pub use facts::GameFacts;
pub use table_rules::TableRules;
