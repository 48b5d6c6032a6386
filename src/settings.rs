//! The player's settings, stored as pretty RON in the user's config directory.
//!
//! Saving goes through the [`FileWriter`] (atomic: temporary file in the same folder, fsync,
//! rename, off the UI thread), so a crash never leaves half a file; while a setting keeps
//! changing (a slider being dragged) the file is written at most once a second. Loading never stops the app: a missing file gives the defaults; a file that does
//! not parse is renamed to `settings.ron.bad-<unix time>` and the defaults are used; unknown
//! fields (from a newer version) are ignored; an unwritable folder is logged and reported once,
//! and the settings still apply until the app quits.

use std::{
    collections::BTreeSet,
    fs,
    io::{self, Write as _},
    path::{Path, PathBuf},
    time::{SystemTime, UNIX_EPOCH},
};

use serde::{Deserialize, Serialize};

use crate::{file_writer::FileWriter, i18n::Lang};

mod games;
mod window;

pub use games::{FirstPlayer, GameChoices, GameSettings};
pub use window::{DEFAULT_ZOOM, MIN_WINDOW_SIZE, WindowGeometry, ZOOM_RANGE, valid_zoom};

/// The shortest time between two writes of the settings while they keep changing, in seconds.
pub const SETTINGS_WRITE_INTERVAL: f64 = 1.0;

/// The version written by this build. Bumped when a field changes meaning.
pub const SETTINGS_VERSION: u32 = 1;

/// The settings file's name inside the config directory.
pub const SETTINGS_FILE: &str = "settings.ron";

/// Everything the player can set. Missing fields take their defaults.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Format version of the file that was read ([`SETTINGS_VERSION`] when written).
    pub version: u32,
    /// Interface language.
    pub language: Lang,
    /// Light, dark, high contrast or as the system.
    pub theme: ThemeChoice,
    /// Each suit of Aegis and BANG! cards in its own colour (spades black, hearts red, diamonds
    /// blue, clubs green), instead of two.
    pub four_colour_deck: bool,
    /// How fast the computer's moves are animated.
    pub animation_speed: AnimationSpeed,
    /// Things jump to where they go instead of sliding, flying or tumbling; the pace of the
    /// computer's moves still follows [`Settings::animation_speed`].
    pub reduce_motion: bool,
    /// Sound effects on or off.
    pub sound: bool,
    /// Sound effects volume, `0..=1` ([`valid_volume`] on load).
    pub sound_volume: f32,
    /// Whether the game log side panel is open.
    pub show_log: bool,
    /// The interface zoom, in [`ZOOM_RANGE`] ([`valid_zoom`] on load).
    pub zoom: f32,
    /// Where the window was left (`None` until it is first placed).
    pub window: Option<WindowGeometry>,
    /// The last new-game choices and aids of each game.
    pub games: GameSettings,
    /// The ids of the games whose guided first game was finished or skipped (the home tile no
    /// longer suggests it).
    pub guides_done: BTreeSet<String>,
    /// The system asks apps for less motion (read at start, never written): motion is then
    /// reduced whatever [`Settings::reduce_motion`] says.
    #[serde(skip)]
    pub system_reduce_motion: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            version: SETTINGS_VERSION,
            language: Lang::En,
            theme: ThemeChoice::System,
            four_colour_deck: false,
            animation_speed: AnimationSpeed::Normal,
            reduce_motion: false,
            sound: true,
            sound_volume: DEFAULT_VOLUME,
            show_log: true,
            zoom: DEFAULT_ZOOM,
            window: None,
            games: GameSettings::default(),
            guides_done: BTreeSet::new(),
            system_reduce_motion: false,
        }
    }
}

impl Settings {
    /// Whether things jump instead of moving: the player's choice, or the system's.
    pub fn motion_reduced(&self) -> bool {
        self.reduce_motion || self.system_reduce_motion
    }
}

/// The sound effects volume of a first start.
pub const DEFAULT_VOLUME: f32 = 0.7;

/// A volume read from a file, made usable: clamped to `0..=1`; not a number gives the default.
pub fn valid_volume(volume: f32) -> f32 {
    if volume.is_finite() {
        volume.clamp(0.0, 1.0)
    } else {
        DEFAULT_VOLUME
    }
}

/// Light, dark or high-contrast colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ThemeChoice {
    /// Always light.
    Light,
    /// Always dark.
    Dark,
    /// White and bright colours on black, text at 7:1 or more.
    HighContrast,
    /// Follow the operating system; also what a theme this build does not know (written by a
    /// newer version) reads as, so that the rest of the file still counts. (Last: serde asks
    /// it of the catch-all; the file names variants, so the order is free.)
    #[default]
    #[serde(other)]
    System,
}

/// Pace of animations of the computer's moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnimationSpeed {
    /// Half speed, for following every card.
    Slow,
    /// The default pace.
    #[default]
    Normal,
    /// Twice as fast.
    Fast,
    /// No animation at all.
    Instant,
}

impl AnimationSpeed {
    /// Every speed, slowest first.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
        AnimationSpeed::Instant,
    ];

    /// Factor applied to every animation's duration.
    pub fn duration_factor(self) -> f32 {
        match self {
            AnimationSpeed::Slow => 1.8,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.5,
            AnimationSpeed::Instant => 0.0,
        }
    }
}

/// Something the player should be told once (shown as a toast).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The settings file did not parse; it was renamed to `backup`.
    Damaged {
        /// Where the damaged file now is.
        backup: PathBuf,
    },
    /// The settings could not be written.
    Unwritable {
        /// The error, for the message.
        error: String,
    },
}

/// Loads, holds and saves the [`Settings`].
#[derive(Debug)]
pub struct SettingsStore {
    dir: Option<PathBuf>,
    /// The current settings; change them freely, then call [`SettingsStore::save_if_changed`].
    pub settings: Settings,
    saved: Settings,
    notices: Vec<Notice>,
    reported_write_failure: bool,
    writer: FileWriter,
    /// When the settings were last handed to the writer (the caller's clock, in seconds).
    last_write: Option<f64>,
}

/// The standard config directory (`$XDG_CONFIG_HOME/asobiba` on Linux), if the OS has one.
pub fn default_config_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "Asobiba").map(|d| d.config_dir().to_path_buf())
}

/// The standard data directory (saved games and the log file), if the OS has one.
pub fn default_data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "Asobiba").map(|d| d.data_dir().to_path_buf())
}

impl SettingsStore {
    /// Loads from the standard config directory.
    pub fn load() -> Self {
        Self::load_from(default_config_dir())
    }

    /// Loads from `dir` (`None`: keep settings in memory only), writing on the caller's thread.
    /// Never fails; see the module docs.
    pub fn load_from(dir: Option<PathBuf>) -> Self {
        Self::load_with(dir, FileWriter::inline())
    }

    /// Loads from `dir`, writing through `writer`.
    pub fn load_with(dir: Option<PathBuf>, writer: FileWriter) -> Self {
        let mut notices = Vec::new();
        let settings = match &dir {
            None => {
                log::warn!("no config directory; settings are kept in memory only");
                first_start_settings()
            }
            Some(dir) => read_settings(&dir.join(SETTINGS_FILE), &mut notices),
        };
        Self {
            dir,
            saved: settings.clone(),
            settings,
            notices,
            reported_write_failure: false,
            writer,
            last_write: None,
        }
    }

    /// Where the settings file is (or would be).
    pub fn path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(SETTINGS_FILE))
    }

    /// Writes the settings if they changed since the last save. A failure is logged and
    /// reported once as a [`Notice::Unwritable`]; the settings stay in effect.
    pub fn save_if_changed(&mut self) {
        if self.settings == self.saved {
            return;
        }
        self.saved = self.settings.clone();
        let Some(path) = self.path() else { return };
        let mut to_write = self.settings.clone();
        to_write.version = SETTINGS_VERSION;
        match ron::ser::to_string_pretty(&to_write, ron::ser::PrettyConfig::default()) {
            Ok(text) => self.writer.write(path, text.into_bytes()),
            Err(e) => self.report_write_failure(&e.to_string()),
        }
    }

    /// As [`SettingsStore::save_if_changed`], at most once every [`SETTINGS_WRITE_INTERVAL`]
    /// by the clock `now` (seconds). Returns the seconds until a change held back is due.
    pub fn save_when_due(&mut self, now: f64) -> Option<f64> {
        if self.settings == self.saved {
            return None;
        }
        if let Some(last) = self.last_write {
            let due = last + SETTINGS_WRITE_INTERVAL;
            if now < due && now >= last {
                return Some(due - now);
            }
        }
        self.last_write = Some(now);
        self.save_if_changed();
        None
    }

    fn report_write_failure(&mut self, error: &str) {
        if !self.reported_write_failure {
            self.reported_write_failure = true;
            self.notices.push(Notice::Unwritable {
                error: error.to_owned(),
            });
        }
    }

    /// Notices not yet shown; each is returned once.
    pub fn take_notices(&mut self) -> Vec<Notice> {
        if let Some(path) = self.path() {
            for failure in self.writer.take_failures_of(|p| p == path) {
                self.report_write_failure(&failure.error);
            }
        }
        std::mem::take(&mut self.notices)
    }
}

/// The language chosen in the settings file in `dir`, read without touching the file (for a
/// second copy of the app, which must not change the first one's files); else the system's.
pub fn chosen_language(dir: Option<&Path>) -> Lang {
    dir.and_then(|dir| fs::read_to_string(dir.join(SETTINGS_FILE)).ok())
        .and_then(|text| ron::from_str::<Settings>(&text).ok())
        .map_or_else(Lang::system, |settings| settings.language)
}

/// The window's remembered geometry in the settings file in `dir`, read without touching the
/// file (the window is opened before the app loads its settings).
pub fn remembered_window(dir: Option<&Path>) -> Option<WindowGeometry> {
    dir.and_then(|dir| fs::read_to_string(dir.join(SETTINGS_FILE)).ok())
        .and_then(|text| ron::from_str::<Settings>(&text).ok())
        .and_then(|settings| settings.window)
        .and_then(WindowGeometry::valid)
}

/// Defaults for a first start: the system's language.
fn first_start_settings() -> Settings {
    Settings {
        language: Lang::system(),
        ..Settings::default()
    }
}

fn read_settings(path: &Path, notices: &mut Vec<Notice>) -> Settings {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        // Nothing there (also when the config folder is a file: saving reports that).
        Err(e) if e.kind() == io::ErrorKind::NotFound || !path.exists() => {
            return first_start_settings();
        }
        Err(e) => {
            // A folder or an unreadable file where the settings should be: move it aside so
            // that saving the defaults later cannot overwrite what the player had.
            log::error!("cannot read {}: {e}; using defaults", path.display());
            match set_aside(path) {
                Some(backup) => notices.push(Notice::Damaged { backup }),
                None => notices.push(Notice::Unwritable {
                    error: e.to_string(),
                }),
            }
            return first_start_settings();
        }
    };
    match ron::from_str::<Settings>(&text) {
        Ok(mut settings) => {
            settings.sound_volume = valid_volume(settings.sound_volume);
            settings.zoom = valid_zoom(settings.zoom);
            settings.window = settings.window.and_then(WindowGeometry::valid);
            if settings.version > SETTINGS_VERSION {
                log::info!(
                    "settings written by a newer version ({}); unknown fields are ignored",
                    settings.version
                );
            }
            settings
        }
        Err(e) => {
            log::error!("settings file {} is damaged: {e}", path.display());
            let backup = set_aside(path);
            if let Some(backup) = backup {
                notices.push(Notice::Damaged { backup });
            }
            first_start_settings()
        }
    }
}

/// Renames a damaged file to `<name>.bad-<unix time>` beside it; returns the new path.
pub fn set_aside(path: &Path) -> Option<PathBuf> {
    let stamp = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let name = path.file_name()?.to_string_lossy().into_owned();
    let mut backup = path.with_file_name(format!("{name}.bad-{stamp}"));
    let mut n = 1;
    while backup.exists() {
        backup = path.with_file_name(format!("{name}.bad-{stamp}-{n}"));
        n += 1;
    }
    match fs::rename(path, &backup) {
        Ok(()) => Some(backup),
        Err(e) => {
            log::error!("cannot set aside {}: {e}", path.display());
            None
        }
    }
}

/// Writes `bytes` to `path` atomically: a temporary file in the same folder, fsync, rename.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    #[cfg(test)]
    write_faults::check()?;
    let dir = path
        .parent()
        .ok_or_else(|| io::Error::other("the path has no folder"))?;
    fs::create_dir_all(dir)?;
    let mut file = tempfile::NamedTempFile::new_in(dir)?;
    file.write_all(bytes)?;
    file.as_file().sync_all()?;
    file.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Test-only fault injection for [`write_atomically`] (we run as root in CI, so permissions
/// cannot make writes fail): a full disk on the current thread; and a count of the files each
/// thread wrote or removed (the UI thread must write none).
#[cfg(test)]
pub(crate) mod write_faults {
    use std::{cell::Cell, io};

    thread_local! {
        static DISK_FULL: Cell<bool> = const { Cell::new(false) };
        static WRITES: Cell<u64> = const { Cell::new(0) };
    }

    /// Files this thread wrote or removed since the last call.
    pub(crate) fn take_writes_on_this_thread() -> u64 {
        WRITES.with(|w| w.replace(0))
    }

    /// Counts a write or removal on this thread.
    pub(crate) fn count_write() {
        WRITES.with(|w| w.set(w.get() + 1));
    }

    /// Makes every write on this thread fail as on a full disk (`true`) or succeed again.
    pub(crate) fn set_disk_full(full: bool) {
        DISK_FULL.with(|f| f.set(full));
    }

    /// Whether writes on this thread fail (the file writer carries it to its thread).
    pub(crate) fn disk_full() -> bool {
        DISK_FULL.with(Cell::get)
    }

    /// The error of a full disk if `full`.
    pub(crate) fn fail_if(full: bool) -> io::Result<()> {
        if full {
            Err(io::Error::new(
                io::ErrorKind::StorageFull,
                "No space left on device",
            ))
        } else {
            Ok(())
        }
    }

    pub(super) fn check() -> io::Result<()> {
        count_write();
        fail_if(disk_full())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store_in(dir: &Path) -> SettingsStore {
        SettingsStore::load_from(Some(dir.to_path_buf()))
    }

    fn backups(dir: &Path) -> Vec<PathBuf> {
        let mut found: Vec<PathBuf> = fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| p.to_string_lossy().contains(".bad-"))
                    .collect()
            })
            .unwrap_or_default();
        found.sort();
        found
    }

    #[test]
    fn settings_round_trip_through_the_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut store = store_in(dir.path());
        store.settings.language = Lang::Ja;
        store.settings.theme = ThemeChoice::Dark;
        store.settings.animation_speed = AnimationSpeed::Fast;
        store.settings.sound = false;
        store.save_if_changed();
        let text = fs::read_to_string(dir.path().join(SETTINGS_FILE)).expect("written");
        assert!(text.contains("language: Ja"), "{text}");
        assert!(text.contains("theme: Dark"), "{text}");
        let again = store_in(dir.path());
        assert_eq!(again.settings, store.settings);
        assert!(store.take_notices().is_empty());
    }

    #[test]
    fn the_volume_is_saved_and_a_bad_one_is_made_usable_on_load() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut store = store_in(dir.path());
        store.settings.sound_volume = 0.35;
        store.save_if_changed();
        let text = fs::read_to_string(dir.path().join(SETTINGS_FILE)).expect("written");
        assert!(text.contains("sound_volume: 0.35"), "{text}");
        assert_eq!(store_in(dir.path()).settings.sound_volume, 0.35);
        for (written, loaded) in [
            ("4.5", 1.0),
            ("-2", 0.0),
            ("NaN", DEFAULT_VOLUME),
            ("inf", DEFAULT_VOLUME),
        ] {
            fs::write(
                dir.path().join(SETTINGS_FILE),
                format!("(language: Ja, sound_volume: {written})"),
            )
            .expect("write");
            let mut store = store_in(dir.path());
            assert_eq!(store.settings.sound_volume, loaded, "{written}");
            assert_eq!(
                store.settings.language,
                Lang::Ja,
                "the other fields are kept"
            );
            assert!(store.take_notices().is_empty());
        }
        // A file written before the volume existed gets the default.
        fs::write(dir.path().join(SETTINGS_FILE), "(sound: false)").expect("write");
        let store = store_in(dir.path());
        assert_eq!(store.settings.sound_volume, DEFAULT_VOLUME);
        assert!(!store.settings.sound);
    }

    #[test]
    fn the_guided_games_done_are_kept_and_an_older_file_loads_without_them() {
        let dir = tempfile::tempdir().expect("temp dir");
        fs::write(
            dir.path().join(SETTINGS_FILE),
            "(language: Ja, sound: false)",
        )
        .expect("write");
        let mut store = store_in(dir.path());
        assert!(store.settings.guides_done.is_empty());
        assert_eq!(store.settings.language, Lang::Ja);
        assert!(store.take_notices().is_empty());
        store.settings.guides_done.insert("gyges".to_owned());
        store.save_if_changed();
        let again = store_in(dir.path());
        assert!(again.settings.guides_done.contains("gyges"));
        assert_eq!(again.settings.language, Lang::Ja);
    }

    #[test]
    fn a_missing_file_gives_defaults_and_no_notice() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut store = store_in(&dir.path().join("not-yet"));
        assert_eq!(store.settings.animation_speed, AnimationSpeed::Normal);
        assert!(store.settings.sound);
        assert!(store.take_notices().is_empty());
        // Nothing is written until something changes.
        store.save_if_changed();
        assert!(!dir.path().join("not-yet").exists());
    }

    #[test]
    fn a_garbage_file_is_backed_up_and_defaults_are_used() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(SETTINGS_FILE);
        fs::write(&path, "this is { not RON ]]").expect("write");
        let mut store = store_in(dir.path());
        assert_eq!(store.settings.theme, ThemeChoice::System);
        let found = backups(dir.path());
        assert_eq!(found.len(), 1);
        assert_eq!(
            fs::read_to_string(&found[0]).expect("backup"),
            "this is { not RON ]]"
        );
        assert!(!path.exists());
        assert_eq!(
            store.take_notices(),
            vec![Notice::Damaged {
                backup: found[0].clone()
            }]
        );
        assert!(store.take_notices().is_empty(), "the notice is given once");
        // The app keeps working: a change is saved to a fresh file.
        store.settings.sound = false;
        store.save_if_changed();
        assert!(!store_in(dir.path()).settings.sound);
    }

    #[test]
    fn a_truncated_file_is_backed_up() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut store = store_in(dir.path());
        store.settings.language = Lang::Ja;
        store.save_if_changed();
        let path = dir.path().join(SETTINGS_FILE);
        let text = fs::read_to_string(&path).expect("written");
        fs::write(&path, &text[..text.len() / 2]).expect("truncate");
        let mut reloaded = store_in(dir.path());
        assert_eq!(reloaded.settings.theme, ThemeChoice::System);
        assert_eq!(backups(dir.path()).len(), 1);
        assert!(matches!(
            reloaded.take_notices().as_slice(),
            [Notice::Damaged { .. }]
        ));
    }

    #[test]
    fn a_file_from_a_future_version_keeps_known_fields() {
        let dir = tempfile::tempdir().expect("temp dir");
        fs::write(
            dir.path().join(SETTINGS_FILE),
            "(version: 9, language: Ja, theme: Light, hologram_mode: true, \
             games: (chess: (strength: Expert)))",
        )
        .expect("write");
        let mut store = store_in(dir.path());
        assert_eq!(store.settings.version, 9);
        assert_eq!(store.settings.language, Lang::Ja);
        assert_eq!(store.settings.theme, ThemeChoice::Light);
        assert_eq!(store.settings.animation_speed, AnimationSpeed::Normal);
        assert!(store.take_notices().is_empty());
        assert!(backups(dir.path()).is_empty());
    }

    #[test]
    fn the_look_settings_load_from_old_and_new_files() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(SETTINGS_FILE);
        // Written before high contrast, the four-colour deck and reduce motion existed.
        fs::write(&path, "(version: 1, theme: Dark, animation_speed: Fast)").expect("write");
        let store = store_in(dir.path());
        assert_eq!(store.settings.theme, ThemeChoice::Dark);
        assert!(!store.settings.four_colour_deck);
        assert!(!store.settings.reduce_motion);
        assert_eq!(store.settings.animation_speed, AnimationSpeed::Fast);
        // Saved and read back.
        let mut store = store_in(dir.path());
        store.settings.theme = ThemeChoice::HighContrast;
        store.settings.four_colour_deck = true;
        store.settings.reduce_motion = true;
        store.save_if_changed();
        let back = store_in(dir.path());
        assert_eq!(back.settings.theme, ThemeChoice::HighContrast);
        assert!(back.settings.four_colour_deck && back.settings.reduce_motion);
        // A theme from a newer version follows the system; the rest of the file counts.
        fs::write(&path, "(theme: Sepia, language: Ja, reduce_motion: true)").expect("write");
        let mut newer = store_in(dir.path());
        assert_eq!(newer.settings.theme, ThemeChoice::System);
        assert_eq!(newer.settings.language, Lang::Ja);
        assert!(newer.settings.reduce_motion);
        assert!(newer.take_notices().is_empty());
        assert!(backups(dir.path()).is_empty());
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_folder_is_reported_once_and_the_app_keeps_its_settings() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = tempfile::tempdir().expect("temp dir");
        let locked = dir.path().join("locked");
        fs::create_dir(&locked).expect("mkdir");
        fs::set_permissions(&locked, fs::Permissions::from_mode(0o500)).expect("chmod");
        if fs::write(locked.join("probe"), "x").is_ok() {
            // Root ignores permissions (CI runs as root): a file in the folder's place refuses
            // every write as a read-only folder does, so the same checks run.
            eprintln!(
                "running as root: the read-only folder is replaced by a file, which root \
                 cannot write into either"
            );
            fs::set_permissions(&locked, fs::Permissions::from_mode(0o700)).expect("chmod");
            fs::remove_dir_all(&locked).expect("rm");
            fs::write(&locked, "a file, not a folder").expect("write");
        }
        let mut store = store_in(&locked);
        store.settings.language = Lang::Ja;
        store.save_if_changed();
        store.settings.sound = false;
        store.save_if_changed();
        let notices = store.take_notices();
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert!(matches!(notices[0], Notice::Unwritable { .. }));
        assert_eq!(store.settings.language, Lang::Ja);
        assert!(!store.settings.sound);
        assert!(!locked.join(SETTINGS_FILE).exists(), "nothing was written");
        if locked.is_dir() {
            fs::set_permissions(&locked, fs::Permissions::from_mode(0o700)).expect("chmod back");
        }
    }

    #[test]
    fn an_unwritable_path_is_reported_once() {
        // A regular file where the folder should be: writing fails even for root.
        let dir = tempfile::tempdir().expect("temp dir");
        let blocker = dir.path().join("blocker");
        fs::write(&blocker, "a file, not a folder").expect("write");
        let mut store = store_in(&blocker);
        store.settings.language = Lang::Ja;
        store.save_if_changed();
        store.settings.sound = false;
        store.save_if_changed();
        let notices = store.take_notices();
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert!(matches!(notices[0], Notice::Unwritable { .. }));
        assert_eq!(store.settings.language, Lang::Ja);
    }
}
