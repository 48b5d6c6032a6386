//! Knatsch — not available yet.

use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of Knatsch.
pub fn run_arena(_spec: &ArenaSpec) -> Result<ArenaReport, String> {
    Err("Knatsch is not available yet".to_owned())
}
