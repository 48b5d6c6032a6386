//! Tests of the Gygès rules and AI.

mod oracle;
mod panel_flow;
mod playouts;
mod scenarios;
mod tactics;
mod tuning;
