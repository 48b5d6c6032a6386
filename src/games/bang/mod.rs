//! BANG! — not available yet.

use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of BANG!.
pub fn run_arena(_spec: &ArenaSpec) -> Result<ArenaReport, String> {
    Err("BANG! is not available yet".to_owned())
}
