//! Unfinished games on disk: one RON file per game in the data directory, written atomically.
//! A damaged file is set aside (`<id>.ron.bad-<time>`) so it never stops the app.

use std::{
    fs, io,
    path::{Path, PathBuf},
};

use crate::settings::{set_aside, write_atomically};

/// The folder of saved games (`None`: saving is off, e.g. no data directory).
#[derive(Clone, Debug, Default)]
pub struct SaveStore {
    dir: Option<PathBuf>,
}

impl SaveStore {
    /// Saves in `dir`.
    pub fn new(dir: Option<PathBuf>) -> Self {
        Self { dir }
    }

    /// The standard location: `<data dir>/saves`.
    pub fn standard() -> Self {
        Self::new(crate::settings::default_data_dir().map(|d| d.join("saves")))
    }

    /// Where the save of `id` lives.
    pub fn path(&self, id: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(format!("{id}.ron")))
    }

    /// True when an unfinished game of `id` is saved.
    pub fn exists(&self, id: &str) -> bool {
        self.path(id).is_some_and(|p| p.is_file())
    }

    /// Writes the save of `id`.
    pub fn write(&self, id: &str, text: &str) -> io::Result<()> {
        match self.path(id) {
            Some(path) => write_atomically(&path, text.as_bytes()),
            None => Ok(()),
        }
    }

    /// Reads the save of `id` (`Ok(None)` if there is none).
    pub fn read(&self, id: &str) -> io::Result<Option<String>> {
        let Some(path) = self.path(id) else {
            return Ok(None);
        };
        match fs::read_to_string(&path) {
            Ok(text) => Ok(Some(text)),
            // Nothing there (also when the saves folder is a file: writing reports that).
            Err(e) if e.kind() == io::ErrorKind::NotFound || !path.exists() => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Deletes the save of `id` (a finished game).
    pub fn remove(&self, id: &str) {
        if let Some(path) = self.path(id)
            && let Err(e) = fs::remove_file(&path)
            && e.kind() != io::ErrorKind::NotFound
        {
            log::warn!("cannot remove {}: {e}", path.display());
        }
    }

    /// Moves a damaged save aside; returns where it went.
    pub fn set_aside(&self, id: &str) -> Option<PathBuf> {
        self.path(id).as_deref().and_then(set_aside_if_present)
    }
}

fn set_aside_if_present(path: &Path) -> Option<PathBuf> {
    if path.exists() { set_aside(path) } else { None }
}
