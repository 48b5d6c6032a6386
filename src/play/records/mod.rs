//! Game records: every finished or abandoned game kept as its summary, starting state and actions
//! (see [`record`]; the earlier seed-based format is converted by [`v1`]), on disk in the data directory ([`store`]), with the review's analysis cached
//! in it ([`analysis`]). Statistics, the "Recent games" lists and reviews are built from them.

pub mod analysis;
pub mod record;
pub mod store;
pub mod v1;

pub use analysis::{Analysis, ErrorSpot, PointAnalysis, ReviewSummary, TurningPoint};
pub use record::{
    CheckedRecord, Decision, GameRecord, Outcome, RECORD_VERSION, RecordHead, Replayed,
    check_record, leads_to, replay, replay_decisions,
};
pub use store::{RecordStore, Scan, Unreadable, scan};

use crate::engine::Strength;

/// Now, in seconds since 1970 (UTC): a record's date, and practice's day.
pub fn now_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// What the statistics and the "Recent games" list know of one record.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordSummary {
    /// The game's id.
    pub game: String,
    /// The record's file name in the game's folder.
    pub file: String,
    /// When the game ended (seconds since 1970, UTC).
    pub date: u64,
    /// The computer seats' strength.
    pub strength: Strength,
    /// Seats at the table.
    pub players: usize,
    /// How it ended for the human.
    pub result: Outcome,
    /// The human's decisions.
    pub decisions: usize,
    /// The review's numbers, once analysed.
    pub review: Option<ReviewSummary>,
    /// False when this build can no longer replay it (it still counts from its summary).
    pub replayable: bool,
    /// The app version that recorded it.
    pub app_version: String,
    /// The number of its deal (`None`: dealt before deals were numbered).
    pub deal: Option<u32>,
}
