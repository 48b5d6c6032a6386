//! Tests of the En Garde rules and AI.

mod coverage;
mod levels;
mod match_hints;
mod panel_flow;
mod played_pile;
pub(crate) mod playouts;
mod redeal;
pub(crate) mod scenarios;
