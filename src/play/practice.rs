//! Practice from the player's own games: every mistake and blunder a review found becomes a
//! puzzle — the position as the player saw it then, "find a better move" — and comes back by
//! spaced repetition (Leitner boxes: a solved puzzle waits longer each time, a missed one comes
//! back the next day). The progress is the player's history, kept in `<data dir>/practice.ron`
//! and written through the [`FileWriter`] (never on the UI thread); a damaged file is set aside
//! with a notice and practice starts afresh, losing nothing else. Nothing here touches egui.

use std::{
    collections::BTreeMap,
    fs, io,
    path::{Path, PathBuf},
};

use serde::{Deserialize, Serialize};

use super::records::{RecordStore, RecordSummary, now_seconds};
use crate::{
    engine::review::{INACCURACY_POINTS, Judgement, Mark},
    file_writer::FileWriter,
    settings::set_aside,
};

/// A move within this many percentage points of the Expert's best value solves a puzzle: the
/// review calls a smaller drop "good", so practice accepts what the review would not mark.
pub const ACCEPT_MARGIN_POINTS: f64 = INACCURACY_POINTS;

/// Days a puzzle waits after an answer, by its box: a missed one (box 0) comes back the next
/// day; each solve moves it one box up.
pub const WAIT_DAYS: [u64; 6] = [1, 2, 4, 8, 16, 32];

/// The practice file's name in the data folder.
pub const PRACTICE_FILE: &str = "practice.ron";

/// Format version of the practice file.
const PRACTICE_VERSION: u32 = 1;

/// Seconds in a day.
const DAY_SECONDS: u64 = 86_400;

/// A day number (days since 1970 in UTC) from seconds since 1970.
pub fn day_of(seconds: u64) -> u64 {
    seconds / DAY_SECONDS
}

/// Today's day number (UTC).
pub fn today() -> u64 {
    day_of(now_seconds())
}

/// Where a puzzle comes from: a decision of one of the player's recorded games.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PuzzleKey {
    /// The game's id.
    pub game: String,
    /// The record's file name.
    pub file: String,
    /// The decision's index among the record's decisions.
    pub decision: usize,
}

impl PuzzleKey {
    /// The key as stored in the practice file: `game/file#decision`.
    pub fn text(&self) -> String {
        format!("{}/{}#{}", self.game, self.file, self.decision)
    }

    /// The key of a stored text, if it is one.
    pub fn parse(text: &str) -> Option<Self> {
        let (game, rest) = text.split_once('/')?;
        let (file, decision) = rest.rsplit_once('#')?;
        if game.is_empty() || file.is_empty() || file.contains('/') {
            return None;
        }
        Some(Self {
            game: game.to_owned(),
            file: file.to_owned(),
            decision: decision.parse().ok()?,
        })
    }
}

/// How a puzzle went so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// The Leitner box, `0..WAIT_DAYS.len()`.
    pub level: u8,
    /// The day it is due again.
    pub due_day: u64,
    /// Answers given.
    pub attempts: u32,
    /// Answers that solved it.
    pub solved: u32,
    /// Whether the last answer solved it.
    pub last_solved: bool,
}

/// Where a puzzle stands today.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum PuzzleStatus {
    /// Due again (missed, or solved long enough ago).
    Due,
    /// Never tried.
    New,
    /// Missed last time; back on `due_day`.
    Missed {
        /// The day it comes back.
        due_day: u64,
    },
    /// Solved last time; back on `due_day`.
    Solved {
        /// The day it comes back.
        due_day: u64,
    },
}

impl PuzzleStatus {
    /// True for a puzzle to do today.
    pub fn is_to_do(self) -> bool {
        matches!(self, PuzzleStatus::Due | PuzzleStatus::New)
    }
}

/// The practice progress of every puzzle tried, by [`PuzzleKey::text`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PracticeBook {
    /// Format version of the file read.
    pub version: u32,
    /// Progress by puzzle key.
    pub puzzles: BTreeMap<String, Progress>,
    /// Puzzles of the games' collections answered, by [`set_key`] (none in an older file).
    #[serde(default)]
    pub sets: BTreeMap<String, SetProgress>,
}

/// How a collection puzzle went: solved once, it stays marked solved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SetProgress {
    /// Answers given.
    pub attempts: u32,
    /// Whether an answer ever solved it.
    pub solved: bool,
}

/// The practice file's key of puzzle `id` of game `game`'s collection: `game#id`.
pub fn set_key(game: &str, id: u32) -> String {
    format!("{game}#{id}")
}

fn is_set_key(text: &str) -> bool {
    text.split_once('#').is_some_and(|(game, id)| {
        !game.is_empty() && !game.contains('/') && id.parse::<u32>().is_ok()
    })
}

impl PracticeBook {
    /// The status of `key` on `today`.
    pub fn status(&self, key: &PuzzleKey, today: u64) -> PuzzleStatus {
        match self.puzzles.get(&key.text()) {
            None => PuzzleStatus::New,
            Some(p) if p.due_day <= today => PuzzleStatus::Due,
            Some(p) if p.last_solved => PuzzleStatus::Solved { due_day: p.due_day },
            Some(p) => PuzzleStatus::Missed { due_day: p.due_day },
        }
    }

    /// Notes an answer to `key` on `today`: a solve moves the puzzle a box up (it waits longer),
    /// a miss back to the first box (it comes back tomorrow).
    pub fn answer(&mut self, key: &PuzzleKey, solved: bool, today: u64) {
        let entry = self.puzzles.entry(key.text()).or_default();
        let top = (WAIT_DAYS.len() - 1) as u8;
        entry.level = if solved {
            (entry.level + 1).min(top)
        } else {
            0
        };
        entry.due_day = today + WAIT_DAYS[usize::from(entry.level)];
        entry.attempts = entry.attempts.saturating_add(1);
        if solved {
            entry.solved = entry.solved.saturating_add(1);
        }
        entry.last_solved = solved;
    }

    /// How puzzle `id` of game `game`'s collection went (`None`: never answered).
    pub fn set_progress(&self, game: &str, id: u32) -> Option<SetProgress> {
        self.sets.get(&set_key(game, id)).copied()
    }

    /// Notes an answer to puzzle `id` of game `game`'s collection.
    pub fn answer_set(&mut self, game: &str, id: u32, solved: bool) {
        let entry = self.sets.entry(set_key(game, id)).or_default();
        entry.attempts = entry.attempts.saturating_add(1);
        entry.solved |= solved;
    }

    /// The book made usable: entries whose key is not a puzzle key are dropped, boxes clamped.
    fn validated(mut self) -> Self {
        let top = (WAIT_DAYS.len() - 1) as u8;
        self.puzzles
            .retain(|key, _| PuzzleKey::parse(key).is_some());
        self.sets.retain(|key, _| is_set_key(key));
        for progress in self.puzzles.values_mut() {
            progress.level = progress.level.min(top);
            progress.solved = progress.solved.min(progress.attempts);
        }
        self
    }
}

/// One puzzle of a game's practice list.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Where it comes from.
    pub key: PuzzleKey,
    /// How the review marked the player's decision there.
    pub mark: Mark,
    /// When the game was played (seconds since 1970).
    pub date: u64,
    /// Where it stands today.
    pub status: PuzzleStatus,
}

/// The puzzles of game `game` from its reviewed, replayable records, to do first (due before
/// new, blunders before mistakes, newest games first), then the others by when they come back.
pub fn puzzles_of(summaries: &[RecordSummary], book: &PracticeBook, today: u64) -> Vec<Puzzle> {
    let mut list: Vec<Puzzle> = summaries
        .iter()
        .filter(|s| s.replayable)
        .flat_map(|s| {
            let spots = s
                .review
                .as_ref()
                .map(|r| r.errors.clone())
                .unwrap_or_default();
            spots.into_iter().map(move |spot| {
                let key = PuzzleKey {
                    game: s.game.clone(),
                    file: s.file.clone(),
                    decision: spot.decision,
                };
                let status = book.status(&key, today);
                Puzzle {
                    key,
                    mark: spot.mark,
                    date: s.date,
                    status,
                }
            })
        })
        .collect();
    list.sort_by(|a, b| {
        a.status
            .cmp(&b.status)
            .then(b.mark.cmp(&a.mark))
            .then(b.date.cmp(&a.date))
            .then(a.key.cmp(&b.key))
    });
    list
}

/// The verdict on a puzzle answer: solved when it is the Expert's choice (as stored by the
/// review, or as a fresh search finds), or within [`ACCEPT_MARGIN_POINTS`] of its value by the
/// fresh judgement of the answer. The move played in the game never solves it.
pub fn solves<A: PartialEq>(
    answer: &A,
    played: &A,
    stored_best: &A,
    fresh: Option<&Judgement<A>>,
) -> bool {
    if answer == played {
        return false;
    }
    if answer == stored_best {
        return true;
    }
    fresh.is_some_and(|j| j.best == *answer || j.drop_points() < ACCEPT_MARGIN_POINTS)
}

/// Notices about the practice file, for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeNotice {
    /// The file was damaged and kept at this path; practice starts afresh.
    Damaged(PathBuf),
}

/// The practice file and its progress (`None` path: kept in memory only).
#[derive(Debug)]
pub struct PracticeStore {
    path: Option<PathBuf>,
    /// The progress.
    pub book: PracticeBook,
    writer: FileWriter,
    notices: Vec<PracticeNotice>,
}

impl Default for PracticeStore {
    fn default() -> Self {
        Self {
            path: None,
            book: PracticeBook::default(),
            writer: FileWriter::inline(),
            notices: Vec::new(),
        }
    }
}

impl PracticeStore {
    /// The practice file beside the records folder, read now (it is small).
    pub fn next_to(records: &RecordStore, writer: FileWriter) -> Self {
        let path = records
            .dir()
            .and_then(Path::parent)
            .map(|d| d.join(PRACTICE_FILE));
        Self::load(path, writer)
    }

    /// Reads `path` (missing: nothing practised yet; damaged: set aside with a notice).
    pub fn load(path: Option<PathBuf>, writer: FileWriter) -> Self {
        let mut notices = Vec::new();
        let book = path
            .as_deref()
            .map(|p| read_book(p, &mut notices))
            .unwrap_or_default();
        Self {
            path,
            book,
            writer,
            notices,
        }
    }

    /// Notes an answer and hands the file to the writer.
    pub fn answer(&mut self, key: &PuzzleKey, solved: bool, today: u64) {
        self.book.answer(key, solved, today);
        self.save();
    }

    /// Notes an answer to a collection puzzle and hands the file to the writer.
    pub fn answer_set(&mut self, game: &str, id: u32, solved: bool) {
        self.book.answer_set(game, id, solved);
        self.save();
    }

    fn save(&self) {
        let Some(path) = &self.path else { return };
        let mut book = self.book.clone();
        book.version = PRACTICE_VERSION;
        match ron::ser::to_string_pretty(&book, ron::ser::PrettyConfig::default()) {
            Ok(text) => self.writer.write(path.clone(), text.into_bytes()),
            Err(e) => log::error!("cannot write the practice progress: {e}"),
        }
    }

    /// Notices not yet shown; each is returned once.
    pub fn take_notices(&mut self) -> Vec<PracticeNotice> {
        std::mem::take(&mut self.notices)
    }
}

fn read_book(path: &Path, notices: &mut Vec<PracticeNotice>) -> PracticeBook {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return PracticeBook::default(),
        Err(e) => {
            log::error!("cannot read {}: {e}", path.display());
            if let Some(backup) = set_aside(path) {
                notices.push(PracticeNotice::Damaged(backup));
            }
            return PracticeBook::default();
        }
    };
    match ron::from_str::<PracticeBook>(&text) {
        Ok(book) => book.validated(),
        Err(e) => {
            log::error!("the practice file {} is damaged: {e}", path.display());
            if let Some(backup) = set_aside(path) {
                notices.push(PracticeNotice::Damaged(backup));
            }
            PracticeBook::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        engine::{Strength, review::Measure},
        play::records::{ErrorSpot, Outcome, ReviewSummary},
    };

    fn key(decision: usize) -> PuzzleKey {
        PuzzleKey {
            game: "gyges".into(),
            file: "1700000000.ron".into(),
            decision,
        }
    }

    #[test]
    fn keys_survive_the_file() {
        let k = key(12);
        assert_eq!(PuzzleKey::parse(&k.text()), Some(k));
        assert_eq!(PuzzleKey::parse("gyges/a.ron#x"), None);
        assert_eq!(PuzzleKey::parse("gyges#3"), None);
        assert_eq!(PuzzleKey::parse("/a.ron#3"), None);
    }

    #[test]
    fn a_missed_puzzle_comes_back_tomorrow_and_a_solved_one_waits_longer_each_time() {
        let mut book = PracticeBook::default();
        let k = key(3);
        assert_eq!(book.status(&k, 100), PuzzleStatus::New);
        book.answer(&k, false, 100);
        assert_eq!(book.status(&k, 100), PuzzleStatus::Missed { due_day: 101 });
        assert_eq!(book.status(&k, 101), PuzzleStatus::Due);
        let mut day = 101;
        let mut waits = Vec::new();
        for _ in 0..7 {
            book.answer(&k, true, day);
            let PuzzleStatus::Solved { due_day } = book.status(&k, day) else {
                panic!("solved");
            };
            waits.push(due_day - day);
            day = due_day;
        }
        assert_eq!(waits, vec![2, 4, 8, 16, 32, 32, 32]);
        book.answer(&k, false, day);
        assert_eq!(
            book.status(&k, day),
            PuzzleStatus::Missed { due_day: day + 1 }
        );
        let p = book.puzzles[&k.text()];
        assert_eq!((p.attempts, p.solved), (9, 7));
    }

    #[test]
    fn an_answer_within_the_margin_solves_and_the_game_move_never_does() {
        let judged = |best: u8, best_value: f64, chosen_value: f64| Judgement {
            best,
            best_value,
            chosen_value,
            measure: Measure::WinChance,
        };
        // The stored best, whatever a fresh search says.
        assert!(solves(&2, &1, &2, None));
        // Another move the fresh search values within the margin.
        assert!(solves(&3, &1, &2, Some(&judged(2, 0.60, 0.56))));
        assert!(!solves(&3, &1, &2, Some(&judged(2, 0.60, 0.54))));
        // The fresh search's own choice.
        assert!(solves(&3, &1, &2, Some(&judged(3, 0.60, 0.60))));
        // The move played in the game, even if a fresh search now likes it.
        assert!(!solves(&1, &1, &2, Some(&judged(1, 0.6, 0.6))));
    }

    fn summary(file: &str, date: u64, errors: Vec<ErrorSpot>, replayable: bool) -> RecordSummary {
        RecordSummary {
            game: "gyges".into(),
            file: file.into(),
            date,
            strength: Strength::Normal,
            players: 2,
            result: Outcome::Loss,
            decisions: 20,
            review: Some(ReviewSummary {
                accuracy: Some(70.0),
                inaccuracies: 0,
                mistakes: 1,
                blunders: 1,
                errors,
            }),
            replayable,
            app_version: "test".into(),
            deal: None,
        }
    }

    #[test]
    fn the_list_puts_what_is_due_first_and_skips_records_that_no_longer_replay() {
        let spot = |decision, mark| ErrorSpot { decision, mark };
        let summaries = vec![
            summary(
                "a.ron",
                10,
                vec![spot(2, Mark::Mistake), spot(5, Mark::Blunder)],
                true,
            ),
            summary("b.ron", 20, vec![spot(1, Mark::Mistake)], true),
            summary("c.ron", 30, vec![spot(1, Mark::Blunder)], false),
        ];
        let mut book = PracticeBook::default();
        let a2 = PuzzleKey {
            file: "a.ron".into(),
            ..key(2)
        };
        let a5 = PuzzleKey {
            file: "a.ron".into(),
            ..key(5)
        };
        book.answer(&a2, false, 50); // due on 51
        book.answer(&a5, true, 50); // waits to 52
        let list = puzzles_of(&summaries, &book, 51);
        let order: Vec<(String, usize)> = list
            .iter()
            .map(|p| (p.key.file.clone(), p.key.decision))
            .collect();
        assert_eq!(
            order,
            vec![
                ("a.ron".into(), 2), // due
                ("b.ron".into(), 1), // new
                ("a.ron".into(), 5), // solved, back later
            ]
        );
        assert_eq!(list[2].status, PuzzleStatus::Solved { due_day: 52 });
    }

    #[test]
    fn a_damaged_file_is_set_aside_and_a_good_one_kept() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(PRACTICE_FILE);
        let mut store = PracticeStore::load(Some(path.clone()), FileWriter::inline());
        store.answer(&key(4), true, 10);
        let again = PracticeStore::load(Some(path.clone()), FileWriter::inline());
        assert_eq!(again.book.puzzles, store.book.puzzles);

        fs::write(&path, "(puzzles: {\"gyges/x.ron#1\": (level: \"five\")})").expect("write");
        let mut damaged = PracticeStore::load(Some(path.clone()), FileWriter::inline());
        assert!(damaged.book.puzzles.is_empty());
        let notices = damaged.take_notices();
        let [PracticeNotice::Damaged(backup)] = notices.as_slice() else {
            panic!("one notice: {notices:?}");
        };
        assert!(backup.exists(), "the damaged file is kept");
        assert!(!path.exists());

        fs::write(
            &path,
            "(puzzles: {\"not a key\": (level: 9), \"gyges/y.ron#2\": (level: 9)})",
        )
        .expect("write");
        let lenient = PracticeStore::load(Some(path), FileWriter::inline());
        let levels: Vec<(&String, u8)> = lenient
            .book
            .puzzles
            .iter()
            .map(|(k, p)| (k, p.level))
            .collect();
        assert_eq!(levels, vec![(&"gyges/y.ron#2".to_owned(), 5)]);
    }

    #[test]
    fn an_older_practice_file_without_collection_puzzles_still_loads() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(PRACTICE_FILE);
        // As the first version wrote it, before the collections.
        fs::write(
            &path,
            "(version: 1, puzzles: {\"gyges/a.ron#3\": (level: 2, due_day: 40, attempts: 3, \
             solved: 2, last_solved: true)})",
        )
        .expect("write");
        let mut store = PracticeStore::load(Some(path.clone()), FileWriter::inline());
        assert!(store.take_notices().is_empty(), "not set aside");
        assert_eq!(store.book.puzzles["gyges/a.ron#3"].level, 2);
        assert!(store.book.sets.is_empty());

        // A miss is counted, a later solve marks it solved for good; both are kept.
        store.answer_set("gyges", 17, false);
        assert_eq!(
            store.book.set_progress("gyges", 17),
            Some(SetProgress {
                attempts: 1,
                solved: false
            })
        );
        store.answer_set("gyges", 17, true);
        store.answer_set("gyges", 17, false);
        let again = PracticeStore::load(Some(path), FileWriter::inline());
        assert_eq!(
            again.book.set_progress("gyges", 17),
            Some(SetProgress {
                attempts: 3,
                solved: true
            })
        );
        assert_eq!(again.book.set_progress("gyges", 18), None);
        assert_eq!(again.book.puzzles, store.book.puzzles);
    }
}
