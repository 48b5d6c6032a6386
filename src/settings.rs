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
mod tests;
