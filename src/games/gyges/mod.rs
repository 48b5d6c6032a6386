//! Gygès — not available yet.

use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of Gygès.
pub fn run_arena(_spec: &ArenaSpec) -> Result<ArenaReport, String> {
    Err("Gygès is not available yet".to_owned())
}
