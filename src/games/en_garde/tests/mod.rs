//! Tests of the En Garde rules and AI.

mod panel_flow;
mod playouts;
pub(crate) mod scenarios;
