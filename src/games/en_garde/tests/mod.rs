//! Tests of the En Garde rules and AI.

mod panel_flow;
pub(crate) mod playouts;
pub(crate) mod scenarios;
