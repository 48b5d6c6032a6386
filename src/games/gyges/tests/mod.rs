//! Tests of the Gygès rules and AI.

mod coverage;
mod honest_numbers;
mod levels;
mod oracle;
mod panel_flow;
pub(crate) mod playouts;
mod profile;
mod puzzle_collection;
mod scenarios;
#[cfg(feature = "lab")]
mod speed;
mod tactics;
mod tuning;
