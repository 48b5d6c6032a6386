//! Unfinished games on disk: one RON file per game in the data directory, written atomically
//! through the [`FileWriter`] (off the UI thread); reads see what is still waiting to be written.
//! A damaged file is set aside (`<id>.ron.bad-<time>`) so it never stops the app.

use std::{
    fs, io,
    path::{Path, PathBuf},
};

use crate::{
    file_writer::{FileWriter, WriteFailure},
    settings::set_aside,
};

/// The folder of saved games (`None`: saving is off, e.g. no data directory).
#[derive(Clone, Debug)]
pub struct SaveStore {
    dir: Option<PathBuf>,
    writer: FileWriter,
}

impl Default for SaveStore {
    fn default() -> Self {
        Self::new(None)
    }
}

impl SaveStore {
    /// Saves in `dir`, written on the caller's thread.
    pub fn new(dir: Option<PathBuf>) -> Self {
        Self {
            dir,
            writer: FileWriter::inline(),
        }
    }

    /// The same folder, written through `writer`.
    pub fn writing_through(self, writer: FileWriter) -> Self {
        Self { writer, ..self }
    }

    /// The standard location: `<data dir>/saves`.
    pub fn standard() -> Self {
        Self::new(crate::settings::default_data_dir().map(|d| d.join("saves")))
    }

    /// Where the save of `id` lives.
    pub fn path(&self, id: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(format!("{id}.ron")))
    }

    /// True when an unfinished game of `id` is saved (or waiting to be written).
    pub fn exists(&self, id: &str) -> bool {
        self.path(id)
            .is_some_and(|p| match self.writer.pending(&p) {
                Some(waiting) => waiting.is_some(),
                None => p.is_file(),
            })
    }

    /// Writes the save of `id` (failures: [`SaveStore::take_failures`]).
    pub fn write(&self, id: &str, text: String) {
        if let Some(path) = self.path(id) {
            self.writer.write(path, text.into_bytes());
        }
    }

    /// Saves that could not be written since the last call.
    pub fn take_failures(&self) -> Vec<WriteFailure> {
        match &self.dir {
            Some(dir) => self.writer.take_failures_of(|p| p.starts_with(dir)),
            None => Vec::new(),
        }
    }

    /// Reads the save of `id` (`Ok(None)` if there is none).
    pub fn read(&self, id: &str) -> io::Result<Option<String>> {
        let Some(path) = self.path(id) else {
            return Ok(None);
        };
        if let Some(waiting) = self.writer.pending(&path) {
            return Ok(waiting.map(|bytes| String::from_utf8_lossy(&bytes).into_owned()));
        }
        match fs::read_to_string(&path) {
            Ok(text) => Ok(Some(text)),
            // Nothing there (also when the saves folder is a file: writing reports that).
            Err(e) if e.kind() == io::ErrorKind::NotFound || !path.exists() => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Deletes the save of `id` (a finished game), after the writes before it.
    pub fn remove(&self, id: &str) {
        if let Some(path) = self.path(id) {
            log::debug!("remove save {id}");
            self.writer.remove(path);
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
