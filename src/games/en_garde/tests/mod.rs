//! Tests of the En Garde rules and AI.

mod playouts;
mod scenarios;
