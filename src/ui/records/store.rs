//! Game records on disk: `<data dir>/records/<game id>/<time>.ron`, written atomically, the
//! newest [`KEEP_PER_GAME`] per game kept. The store also holds the index the statistics and the
//! "Recent games" lists read: the summary of every valid record, built once off the UI thread
//! ([`scan`]) and kept up to date by every write, so the statistics always match the files.

use std::{
    collections::BTreeMap,
    fs, io,
    path::{Path, PathBuf},
    sync::Mutex,
    time::{SystemTime, UNIX_EPOCH},
};

use super::RecordSummary;
use crate::{
    settings::{set_aside, write_atomically},
    ui::saves::SaveStore,
};

/// Records kept per game; older ones are deleted when a new one is written.
pub const KEEP_PER_GAME: usize = 200;

/// A record that was refused while scanning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damaged {
    /// The game's id.
    pub game: String,
    /// Where the file was moved (`None` if it could not be moved).
    pub backup: Option<PathBuf>,
    /// Why it was refused.
    pub reason: String,
}

/// What a scan of the records folder found.
#[derive(Debug, Default)]
pub struct Scan {
    /// Summaries of the valid records per game id, oldest first.
    pub records: BTreeMap<String, Vec<RecordSummary>>,
    /// Refused records, already set aside.
    pub damaged: Vec<Damaged>,
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
    Remove { game: String, file: String },
    Clear { game: String },
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
            Change::Remove { game, file } => {
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
#[derive(Debug, Default)]
pub struct RecordStore {
    dir: Option<PathBuf>,
    index: Mutex<Index>,
}

impl RecordStore {
    /// Records in `dir`.
    pub fn new(dir: Option<PathBuf>) -> Self {
        Self {
            dir,
            index: Mutex::new(Index::default()),
        }
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
                index.pending.push(match &change {
                    Change::Put(s) => Change::Put(s.clone()),
                    Change::Remove { game, file } => Change::Remove {
                        game: game.clone(),
                        file: file.clone(),
                    },
                    Change::Clear { game } => Change::Clear { game: game.clone() },
                });
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

    /// Writes a new record of `game`; returns its file name. Drops the oldest records beyond
    /// [`KEEP_PER_GAME`]. Without a folder the record lives only in the index.
    pub fn write_new(
        &self,
        game: &str,
        text: &str,
        mut summary: RecordSummary,
    ) -> io::Result<String> {
        let millis = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        let base = format!("{millis:014}");
        summary.game = game.to_owned();
        let Some(dir) = self.game_dir(game) else {
            summary.file = format!("{base}.ron");
            let file = summary.file.clone();
            self.change(Change::Put(summary));
            return Ok(file);
        };
        fs::create_dir_all(&dir)?;
        let mut file = format!("{base}.ron");
        let mut n = 1;
        while dir.join(&file).exists() {
            file = format!("{base}-{n}.ron");
            n += 1;
        }
        write_atomically(&dir.join(&file), text.as_bytes())?;
        summary.file.clone_from(&file);
        self.change(Change::Put(summary));
        self.prune(game, &dir);
        Ok(file)
    }

    /// Replaces a record (its analysis was added).
    pub fn rewrite(&self, game: &str, file: &str, text: &str, summary: RecordSummary) {
        if let Some(dir) = self.game_dir(game)
            && let Err(e) = write_atomically(&dir.join(file), text.as_bytes())
        {
            log::error!("cannot update the record {game}/{file}: {e}");
            return;
        }
        self.change(Change::Put(RecordSummary {
            game: game.to_owned(),
            file: file.to_owned(),
            ..summary
        }));
    }

    /// Reads a record's text.
    pub fn read(&self, game: &str, file: &str) -> io::Result<String> {
        match self.game_dir(game) {
            Some(dir) if is_record_name(file) => fs::read_to_string(dir.join(file)),
            _ => Err(io::Error::new(io::ErrorKind::NotFound, "no such record")),
        }
    }

    /// Moves a damaged record aside and forgets it; returns where it went.
    pub fn set_aside(&self, game: &str, file: &str) -> Option<PathBuf> {
        self.change(Change::Remove {
            game: game.to_owned(),
            file: file.to_owned(),
        });
        let path = self.game_dir(game)?.join(file);
        if path.exists() {
            set_aside(&path)
        } else {
            None
        }
    }

    /// Deletes every record of `game` (resetting its statistics); returns how many.
    pub fn remove_all(&self, game: &str) -> usize {
        let mut removed = 0;
        if let Some(dir) = self.game_dir(game) {
            for name in record_files(&dir) {
                match fs::remove_file(dir.join(&name)) {
                    Ok(()) => removed += 1,
                    Err(e) => log::error!("cannot remove the record {game}/{name}: {e}"),
                }
            }
        } else {
            removed = self.summaries(game).len();
        }
        self.change(Change::Clear {
            game: game.to_owned(),
        });
        removed
    }

    fn prune(&self, game: &str, dir: &Path) {
        let files = record_files(dir);
        let excess = files.len().saturating_sub(KEEP_PER_GAME);
        for name in files.into_iter().take(excess) {
            if let Err(e) = fs::remove_file(dir.join(&name)) {
                log::warn!("cannot drop the old record {game}/{name}: {e}");
            }
            self.change(Change::Remove {
                game: game.to_owned(),
                file: name,
            });
        }
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

/// Validates one record: game id, text, file name -> its summary or why it is refused (`None`:
/// a game this build does not know).
pub type RecordCheck<'a> = dyn Fn(&str, &str, &str) -> Option<Result<RecordSummary, String>> + 'a;

/// Reads and validates every record under `dir` (run it off the UI thread). `check` validates
/// one record of a game id (`None`: a game this build does not know, left alone); refused
/// records are set aside.
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
        // Only the newest ones count (an older app may have left more).
        let skip = files.len().saturating_sub(KEEP_PER_GAME);
        for name in files.into_iter().skip(skip) {
            let path = game_dir.join(&name);
            let verdict = match fs::read_to_string(&path) {
                Ok(text) => match check(&id, &text, &name) {
                    None => break,
                    Some(v) => v,
                },
                Err(e) => Err(format!("unreadable: {e}")),
            };
            match verdict {
                Ok(mut summary) => {
                    summary.game.clone_from(&id);
                    summary.file = name;
                    result.records.entry(id.clone()).or_default().push(summary);
                }
                Err(reason) => {
                    log::warn!("damaged record {}: {reason}", path.display());
                    result.damaged.push(Damaged {
                        game: id.clone(),
                        backup: set_aside(&path),
                        reason,
                    });
                }
            }
        }
    }
    result
}

/// The date of a record as `YYYY-MM-DD HH:MM` (UTC).
pub fn format_date(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let rest = seconds % 86_400;
    // Civil date from days since 1970-01-01 (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{engine::Strength, ui::records::Outcome};

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
        }
    }

    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(format_date(0), "1970-01-01 00:00");
        assert_eq!(format_date(951_782_400), "2000-02-29 00:00");
        assert_eq!(format_date(1_793_523_600), "2026-11-01 09:00");
    }

    #[test]
    fn only_the_newest_records_are_kept_and_indexed() {
        let dir = tempfile::tempdir().expect("temp dir");
        let store = RecordStore::new(Some(dir.path().to_path_buf()));
        store.install(Scan::default());
        let game_dir = dir.path().join("demo");
        fs::create_dir_all(&game_dir).expect("mkdir");
        // An older app left more than the limit.
        for i in 0..KEEP_PER_GAME {
            fs::write(game_dir.join(format!("{i:014}.ron")), "old").expect("write");
        }
        let file = store
            .write_new("demo", "new", summary(Outcome::Win))
            .expect("written");
        let files = record_files(&game_dir);
        assert_eq!(files.len(), KEEP_PER_GAME);
        assert_eq!(files.last(), Some(&file));
        assert!(
            !files.contains(&format!("{:014}.ron", 0)),
            "the oldest went"
        );
        assert_eq!(store.summaries("demo").len(), 1);
        assert_eq!(store.read("demo", &file).expect("readable"), "new");
        assert!(store.read("demo", "../x.ron").is_err());
        assert_eq!(store.remove_all("demo"), KEEP_PER_GAME);
        assert!(record_files(&game_dir).is_empty());
        assert!(store.summaries("demo").is_empty());
    }

    #[test]
    fn a_scan_keeps_good_records_and_sets_bad_ones_aside() {
        let dir = tempfile::tempdir().expect("temp dir");
        let game_dir = dir.path().join("demo");
        fs::create_dir_all(&game_dir).expect("mkdir");
        fs::write(game_dir.join("00000000000001.ron"), "good").expect("write");
        fs::write(game_dir.join("00000000000002.ron"), "bad").expect("write");
        fs::create_dir_all(dir.path().join("unknown-game")).expect("mkdir");
        fs::write(dir.path().join("unknown-game/00000000000003.ron"), "?").expect("write");
        let check = |id: &str, text: &str, _: &str| {
            (id == "demo").then(|| {
                if text == "good" {
                    Ok(summary(Outcome::Loss))
                } else {
                    Err("broken".to_owned())
                }
            })
        };
        let scan = scan(dir.path(), &check);
        assert_eq!(scan.records["demo"].len(), 1);
        assert_eq!(scan.records["demo"][0].file, "00000000000001.ron");
        assert_eq!(scan.damaged.len(), 1);
        assert_eq!(scan.damaged[0].reason, "broken");
        let backup = scan.damaged[0].backup.clone().expect("moved");
        assert!(backup.exists() && !game_dir.join("00000000000002.ron").exists());
        assert!(
            game_dir.join("00000000000001.ron").exists(),
            "nothing else lost"
        );
        assert!(dir.path().join("unknown-game/00000000000003.ron").exists());
    }

    #[test]
    fn writes_during_the_first_scan_survive_it() {
        let store = RecordStore::new(None);
        store
            .write_new("demo", "x", summary(Outcome::Draw))
            .expect("kept");
        assert!(!store.is_loaded());
        store.install(Scan::default());
        assert!(store.is_loaded());
        assert_eq!(store.summaries("demo").len(), 1);
    }
}
