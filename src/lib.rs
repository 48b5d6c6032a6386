//! Asobiba.
