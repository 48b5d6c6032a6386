//! [`GameFacts`]: what the play layer and the table kit know about a game without naming it.

use std::ops::RangeInclusive;

use super::records::CheckedRecord;
use crate::i18n::Lang;

/// A game's facts: its id, names, seats, rules page, string tables and record check. Each game
/// supplies one (`<game>/info.rs`); its panel points to it and the app's registry entry joins
/// it with the table screen, the home tile's picture and the arena.
pub struct GameFacts {
    /// Command-line, save-file and settings name, e.g. `"en-garde"` (the rules' `GameDef::ID`).
    pub id: &'static str,
    /// The game's name.
    pub name: fn(Lang) -> &'static str,
    /// One line about the game for its home-screen tile.
    pub blurb: fn(Lang) -> &'static str,
    /// How many seats the game allows (the rules' `GameDef::player_range`).
    pub players: fn() -> RangeInclusive<usize>,
    /// The rules page (the panel's `rules_text`).
    pub rules_text: fn(Lang) -> &'static str,
    /// The game's own fixed strings in a language (its text tables), for the font check.
    pub strings: fn(Lang) -> Vec<&'static str>,
    /// Checks a game record's text (`play::records::check_record::<State>`): its summary (and its
    /// text converted to this build's format, if older), or why it is not a readable record. The
    /// second argument is the record's file name.
    pub check_record: fn(&str, &str) -> Result<CheckedRecord, String>,
}
