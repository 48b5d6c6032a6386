//! Tests of the Gygès rules and AI.

mod playouts;
mod scenarios;
mod tactics;
