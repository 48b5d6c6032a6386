//! Asobiba (遊び場): five tabletop games against computer opponents.

pub mod engine;
pub mod games;
