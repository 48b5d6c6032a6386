//! Game records on disk: `<data dir>/records/<game id>/<time>.ron`, written atomically through
//! the [`FileWriter`] (off the UI thread), every one kept (they are the player's history; only
//! "reset statistics" removes them). The store also holds the index the statistics and the
//! "Recent games" lists read: the summary of every record, built once off the UI thread
//! ([`scan`], which also converts records of an earlier format once) and updated at once by
//! every write, so a new record shows before it reaches the disk; a record the writer could not
//! write leaves the index again ([`RecordStore::take_failures`]), so the statistics match the
//! files. A record that no longer replays still counts from its summary; the scan never moves or
//! deletes a file.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs, io,
    path::{Path, PathBuf},
    sync::Mutex,
    time::{SystemTime, UNIX_EPOCH},
};

use super::{CheckedRecord, RecordSummary};
use crate::{
    file_writer::{FileWriter, WriteFailure},
    play::saves::SaveStore,
    settings::write_atomically,
};

/// A file in the records folder that is not even a readable record (left where it is).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// The game's id (its folder).
    pub game: String,
    /// The file's name.
    pub file: String,
    /// Why it could not be read.
    pub reason: String,
}

/// What a scan of the records folder found.
#[derive(Debug, Default)]
pub struct Scan {
    /// Summaries of the records per game id, oldest first (replayable or not).
    pub records: BTreeMap<String, Vec<RecordSummary>>,
    /// Files that could not be read as records, left in place.
    pub unreadable: Vec<Unreadable>,
    /// Records converted from an earlier format and rewritten.
    pub migrated: usize,
}

impl Scan {
    /// How many records no longer replay in this build (they still count).
    pub fn not_replayable(&self) -> usize {
        self.records
            .values()
            .flatten()
            .filter(|s| !s.replayable)
            .count()
    }
}

#[derive(Debug, Default)]
struct Index {
    loaded: bool,
    records: BTreeMap<String, Vec<RecordSummary>>,
    /// Changes while the first scan was running, applied on top of it.
    pending: Vec<Change>,
    generation: u64,
}

#[derive(Debug)]
enum Change {
    Put(RecordSummary),
    Forget { game: String, file: String },
    Clear { game: String },
}

impl Change {
    fn copy(&self) -> Self {
        match self {
            Self::Put(s) => Self::Put(s.clone()),
            Self::Forget { game, file } => Self::Forget {
                game: game.clone(),
                file: file.clone(),
            },
            Self::Clear { game } => Self::Clear { game: game.clone() },
        }
    }
}

impl Index {
    fn apply(&mut self, change: Change) {
        match change {
            Change::Put(summary) => {
                let list = self.records.entry(summary.game.clone()).or_default();
                match list.iter_mut().find(|s| s.file == summary.file) {
                    Some(old) => *old = summary,
                    None => {
                        list.push(summary);
                        list.sort_by(|a, b| a.file.cmp(&b.file));
                    }
                }
            }
            Change::Forget { game, file } => {
                if let Some(list) = self.records.get_mut(&game) {
                    list.retain(|s| s.file != file);
                }
            }
            Change::Clear { game } => {
                self.records.remove(&game);
            }
        }
    }
}

/// The records folder and its index (`None` folder: records are kept in memory only).
#[derive(Debug)]
pub struct RecordStore {
    dir: Option<PathBuf>,
    index: Mutex<Index>,
    writer: FileWriter,
}

impl Default for RecordStore {
    fn default() -> Self {
        Self::new(None)
    }
}

impl RecordStore {
    /// Records in `dir`, written on the caller's thread.
    pub fn new(dir: Option<PathBuf>) -> Self {
        Self {
            dir,
            index: Mutex::new(Index::default()),
            writer: FileWriter::inline(),
        }
    }

    /// The same folder, written through `writer`.
    pub fn writing_through(self, writer: FileWriter) -> Self {
        Self { writer, ..self }
    }

    /// The folder beside the saved games: `<data dir>/records` for `<data dir>/saves`.
    pub fn next_to(saves: &SaveStore) -> Self {
        let dir = saves
            .path("x")
            .and_then(|p| p.parent().and_then(Path::parent).map(|d| d.join("records")));
        Self::new(dir)
    }

    /// The records folder.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    fn game_dir(&self, game: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(game))
    }

    fn with_index<R>(&self, f: impl FnOnce(&mut Index) -> R) -> Option<R> {
        self.index.lock().ok().map(|mut index| f(&mut index))
    }

    fn change(&self, change: Change) {
        self.with_index(|index| {
            if !index.loaded {
                index.pending.push(change.copy());
            }
            index.apply(change);
            index.generation += 1;
        });
    }

    /// Installs the result of the first [`scan`] (changes made meanwhile are kept).
    pub fn install(&self, scan: Scan) {
        self.with_index(|index| {
            index.records = scan.records;
            for change in std::mem::take(&mut index.pending) {
                index.apply(change);
            }
            index.loaded = true;
            index.generation += 1;
        });
    }

    /// True once the index holds every record on disk.
    pub fn is_loaded(&self) -> bool {
        self.with_index(|index| index.loaded).unwrap_or(false)
    }

    /// Changes with every write, removal or scan (the statistics rebuild when it changes).
    pub fn generation(&self) -> u64 {
        self.with_index(|index| index.generation).unwrap_or(0)
    }

    /// The summaries of a game's records, oldest first.
    pub fn summaries(&self, game: &str) -> Vec<RecordSummary> {
        self.with_index(|index| index.records.get(game).cloned().unwrap_or_default())
            .unwrap_or_default()
    }

    /// Writes a new record of `game` (queued for the writer; it counts at once); returns its
    /// file name. Without a folder the record lives only in the index.
    pub fn write_new(&self, game: &str, text: &str, mut summary: RecordSummary) -> String {
        let millis = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        let base = format!("{millis:014}");
        summary.game = game.to_owned();
        let taken = |file: &str| {
            self.summaries(game).iter().any(|s| s.file == file)
                || self.game_dir(game).is_some_and(|dir| {
                    let path = dir.join(file);
                    self.writer.pending(&path).is_some() || path.exists()
                })
        };
        let mut file = format!("{base}.ron");
        let mut n = 1;
        while taken(&file) {
            file = format!("{base}-{n}.ron");
            n += 1;
        }
        summary.file.clone_from(&file);
        self.change(Change::Put(summary));
        if let Some(dir) = self.game_dir(game) {
            self.writer.write(dir.join(&file), text.as_bytes().to_vec());
        }
        file
    }

    /// Replaces a record (its analysis was added), through the writer.
    pub fn rewrite(&self, game: &str, file: &str, text: &str, summary: RecordSummary) {
        if !is_record_name(file) {
            log::error!("not a record's name: {game}/{file}");
            return;
        }
        if let Some(dir) = self.game_dir(game) {
            self.writer.write(dir.join(file), text.as_bytes().to_vec());
        }
        self.change(Change::Put(RecordSummary {
            game: game.to_owned(),
            file: file.to_owned(),
            ..summary
        }));
    }

    /// Record writes that failed since the last call, oldest first. A record that is not on
    /// disk after its write failed leaves the index; a failed rewrite keeps the old file and its
    /// entry.
    pub fn take_failures(&self) -> Vec<WriteFailure> {
        let Some(dir) = &self.dir else {
            return Vec::new();
        };
        let failures = self.writer.take_failures_of(|p| p.starts_with(dir));
        for failure in &failures {
            let game = failure.path.parent().and_then(Path::file_name);
            let file = failure.path.file_name();
            if let (Some(game), Some(file)) = (game, file)
                && !failure.path.is_file()
            {
                self.change(Change::Forget {
                    game: game.to_string_lossy().into_owned(),
                    file: file.to_string_lossy().into_owned(),
                });
            }
        }
        failures
    }

    /// Reads a record's text (what is still waiting to be written, or the file).
    pub fn read(&self, game: &str, file: &str) -> io::Result<String> {
        let not_found = || io::Error::new(io::ErrorKind::NotFound, "no such record");
        match self.game_dir(game) {
            Some(dir) if is_record_name(file) => {
                let path = dir.join(file);
                match self.writer.pending(&path) {
                    Some(Some(bytes)) => Ok(String::from_utf8_lossy(&bytes).into_owned()),
                    Some(None) => Err(not_found()),
                    None => fs::read_to_string(path),
                }
            }
            _ => Err(not_found()),
        }
    }

    /// Deletes every record of `game` (resetting its statistics), through the writer; returns
    /// how many.
    pub fn remove_all(&self, game: &str) -> usize {
        let mut files: BTreeSet<String> =
            self.summaries(game).into_iter().map(|s| s.file).collect();
        if let Some(dir) = self.game_dir(game) {
            files.extend(record_files(&dir));
            for name in &files {
                self.writer.remove(dir.join(name));
            }
        }
        self.change(Change::Clear {
            game: game.to_owned(),
        });
        files.len()
    }
}

fn is_record_name(name: &str) -> bool {
    name.ends_with(".ron")
        && !name.contains(['/', '\\'])
        && !name.starts_with('.')
        && name.len() < 64
}

/// The record files of a game folder, oldest first (names are times).
fn record_files(dir: &Path) -> Vec<String> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| is_record_name(n))
        .collect();
    names.sort();
    names
}

/// Checks one record: game id, text, file name -> its summary (and its text converted to this
/// build's format, if it was older), or why it is not a readable record (`None`: a game this
/// build does not know).
pub type RecordCheck<'a> = dyn Fn(&str, &str, &str) -> Option<Result<CheckedRecord, String>> + 'a;

/// Reads every record under `dir` (run it off the UI thread). `check` judges one record of a game
/// id (`None`: a game this build does not know, left alone). A record of an earlier format that
/// replays is rewritten in this build's format; nothing is ever moved or deleted.
pub fn scan(dir: &Path, check: &RecordCheck<'_>) -> Scan {
    let mut result = Scan::default();
    let Ok(games) = fs::read_dir(dir) else {
        return result;
    };
    for game in games.filter_map(Result::ok) {
        if !game.file_type().is_ok_and(|t| t.is_dir()) {
            continue;
        }
        let Ok(id) = game.file_name().into_string() else {
            continue;
        };
        let game_dir = game.path();
        let files = record_files(&game_dir);
        for name in files {
            let path = game_dir.join(&name);
            let verdict = match fs::read_to_string(&path) {
                Ok(text) => match check(&id, &text, &name) {
                    None => break,
                    Some(v) => v,
                },
                Err(e) => Err(format!("unreadable: {e}")),
            };
            match verdict {
                Ok(checked) => {
                    if let Some(text) = &checked.migrated {
                        match write_atomically(&path, text.as_bytes()) {
                            Ok(()) => result.migrated += 1,
                            Err(e) => log::error!("cannot convert {}: {e}", path.display()),
                        }
                    }
                    let mut summary = checked.summary;
                    summary.game.clone_from(&id);
                    summary.file = name;
                    result.records.entry(id.clone()).or_default().push(summary);
                }
                Err(reason) => {
                    log::warn!("unreadable record {}: {reason}", path.display());
                    result.unreadable.push(Unreadable {
                        game: id.clone(),
                        file: name,
                        reason,
                    });
                }
            }
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{engine::Strength, play::records::Outcome};

    fn summary(result: Outcome) -> RecordSummary {
        RecordSummary {
            game: "demo".into(),
            file: String::new(),
            date: 0,
            strength: Strength::Easy,
            players: 2,
            result,
            decisions: 3,
            review: None,
            replayable: true,
            app_version: "0.1.0".into(),
            deal: None,
        }
    }

    #[test]
    fn every_record_is_kept_and_only_a_reset_removes_them() {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = RecordStore::new(Some(dir.path().to_path_buf()));
        store.install(Scan::default());
        let game_dir = dir.path().join("demo");
        fs::create_dir_all(&game_dir).expect("mkdir");
        // An older app may have left many; a new record deletes none of them.
        let old = 250;
        for i in 0..old {
            fs::write(game_dir.join(format!("{i:014}.ron")), "old").expect("write");
        }
        let file = store.write_new("demo", "new", summary(Outcome::Win));
        assert!(store.take_failures().is_empty());
        let files = record_files(&game_dir);
        assert_eq!(files.len(), old + 1);
        assert_eq!(files.last(), Some(&file));
        assert!(
            files.contains(&format!("{:014}.ron", 0)),
            "the oldest stays"
        );
        assert_eq!(store.summaries("demo").len(), 1);
        assert_eq!(store.read("demo", &file).expect("readable"), "new");
        assert!(store.read("demo", "../x.ron").is_err());
        assert_eq!(store.remove_all("demo"), old + 1);
        assert!(record_files(&game_dir).is_empty());
        assert!(store.summaries("demo").is_empty());
    }

    #[test]
    fn a_scan_counts_every_record_converts_old_ones_and_moves_nothing() {
        let dir = tempfile::tempdir().expect("temp dir");
        let game_dir = dir.path().join("demo");
        fs::create_dir_all(&game_dir).expect("mkdir");
        let file = |name: &str| game_dir.join(name);
        fs::write(file("00000000000001.ron"), "good").expect("write");
        fs::write(file("00000000000002.ron"), "old").expect("write");
        fs::write(file("00000000000003.ron"), "stale").expect("write");
        fs::write(file("00000000000004.ron"), "garbage").expect("write");
        fs::create_dir_all(dir.path().join("unknown-game")).expect("mkdir");
        fs::write(dir.path().join("unknown-game/00000000000005.ron"), "?").expect("write");
        let check = |id: &str, text: &str, _: &str| {
            (id == "demo").then(|| match text {
                "good" => Ok(CheckedRecord {
                    summary: summary(Outcome::Loss),
                    migrated: None,
                }),
                "old" => Ok(CheckedRecord {
                    summary: summary(Outcome::Win),
                    migrated: Some("converted".into()),
                }),
                "stale" => Ok(CheckedRecord {
                    summary: RecordSummary {
                        replayable: false,
                        ..summary(Outcome::Draw)
                    },
                    migrated: None,
                }),
                _ => Err("broken".to_owned()),
            })
        };
        let scan = scan(dir.path(), &check);
        let demo = &scan.records["demo"];
        assert_eq!(demo.len(), 3, "the stale record still counts");
        assert_eq!(demo[0].file, "00000000000001.ron");
        assert_eq!(scan.not_replayable(), 1);
        assert_eq!(scan.migrated, 1);
        assert_eq!(
            fs::read_to_string(file("00000000000002.ron")).expect("kept"),
            "converted"
        );
        assert_eq!(scan.unreadable.len(), 1);
        assert_eq!(scan.unreadable[0].reason, "broken");
        for (name, text) in [
            ("00000000000001.ron", "good"),
            ("00000000000003.ron", "stale"),
            ("00000000000004.ron", "garbage"),
        ] {
            let kept = fs::read_to_string(file(name)).expect("never moved");
            assert_eq!(kept, text, "never rewritten");
        }
        assert_eq!(
            fs::read_dir(&game_dir).expect("dir").count(),
            4,
            "no file added"
        );
        assert!(dir.path().join("unknown-game/00000000000005.ron").exists());
    }

    #[test]
    fn writes_during_the_first_scan_survive_it() {
        let store = RecordStore::new(None);
        store.write_new("demo", "x", summary(Outcome::Draw));
        assert!(!store.is_loaded());
        store.install(Scan::default());
        assert!(store.is_loaded());
        assert_eq!(store.summaries("demo").len(), 1);
    }

    #[test]
    fn a_record_counts_at_once_and_leaves_the_index_if_the_writer_fails() {
        let dir = tempfile::tempdir().expect("temp dir");
        let writer = FileWriter::start();
        let store =
            RecordStore::new(Some(dir.path().to_path_buf())).writing_through(writer.clone());
        store.install(Scan::default());
        let first = store.write_new("demo", "one", summary(Outcome::Win));
        // Counted and readable before the writer is done.
        assert_eq!(store.summaries("demo").len(), 1);
        assert_eq!(store.read("demo", &first).expect("readable"), "one");
        crate::settings::write_faults::set_disk_full(true);
        let lost = store.write_new("demo", "two", summary(Outcome::Loss));
        crate::settings::write_faults::set_disk_full(false);
        assert_ne!(
            lost, first,
            "a second record in the same millisecond gets its own name"
        );
        assert_eq!(store.summaries("demo").len(), 2);
        assert!(writer.flush(std::time::Duration::from_secs(10)));
        let failures = store.take_failures();
        assert_eq!(failures.len(), 1, "{failures:?}");
        let left: Vec<String> = store
            .summaries("demo")
            .into_iter()
            .map(|s| s.file)
            .collect();
        assert_eq!(
            left,
            std::slice::from_ref(&first),
            "the unwritten record no longer counts"
        );
        assert_eq!(record_files(&dir.path().join("demo")), [first]);
        // A failed rewrite (the analysis) keeps the record and its file.
        crate::settings::write_faults::set_disk_full(true);
        store.rewrite("demo", &left[0], "one, analysed", summary(Outcome::Win));
        crate::settings::write_faults::set_disk_full(false);
        assert!(writer.flush(std::time::Duration::from_secs(10)));
        assert_eq!(store.take_failures().len(), 1);
        assert_eq!(store.summaries("demo").len(), 1);
        assert_eq!(store.read("demo", &left[0]).expect("kept"), "one");
        // A reset removes every record through the writer.
        assert_eq!(store.remove_all("demo"), 1);
        assert!(writer.flush(std::time::Duration::from_secs(10)));
        assert!(record_files(&dir.path().join("demo")).is_empty());
    }
}
