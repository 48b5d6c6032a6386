//! Aegis — not available yet.

use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of Aegis.
pub fn run_arena(_spec: &ArenaSpec) -> Result<ArenaReport, String> {
    Err("Aegis is not available yet".to_owned())
}
