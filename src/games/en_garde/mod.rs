//! En Garde — not available yet.

use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of En Garde.
pub fn run_arena(_spec: &ArenaSpec) -> Result<ArenaReport, String> {
    Err("En Garde is not available yet".to_owned())
}
