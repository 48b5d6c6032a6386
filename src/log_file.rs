//! The log file (`asobiba.log` in the data directory): opened at start, the previous one kept as
//! `asobiba.log.1`. A log that cannot be opened or written never stops the app; the first
//! failure is kept in a [`LogStatus`] that the app shows once as a notice.

use std::{
    fs,
    io::{self, Write},
    path::Path,
    sync::{Arc, Mutex, PoisonError},
};

/// The log file's name.
pub const LOG_FILE: &str = "asobiba.log";

/// Where the log file is written: `asobiba.log` in the data directory (only its name when the
/// data directory is unknown).
pub fn default_path() -> std::path::PathBuf {
    crate::settings::default_data_dir().map_or_else(|| LOG_FILE.into(), |d| d.join(LOG_FILE))
}

/// The first trouble with the log file, shared between the logger and the app.
#[derive(Clone, Debug, Default)]
pub struct LogStatus {
    trouble: Arc<Mutex<Trouble>>,
}

#[derive(Debug, Default)]
struct Trouble {
    first: Option<String>,
    taken: bool,
}

impl LogStatus {
    /// Notes a failure (only the first one is kept).
    pub fn report(&self, error: &io::Error) {
        let mut t = self.trouble.lock().unwrap_or_else(PoisonError::into_inner);
        if t.first.is_none() && !t.taken {
            t.first = Some(error.to_string());
        }
    }

    /// The failure to tell the player about, once.
    pub fn take(&self) -> Option<String> {
        let mut t = self.trouble.lock().unwrap_or_else(PoisonError::into_inner);
        let first = t.first.take();
        t.taken |= first.is_some();
        first
    }
}

/// Opens a fresh `asobiba.log` in `dir`, keeping the previous one as `asobiba.log.1`. Whatever
/// sits in the log's place and is not a file (a folder) is set aside, never deleted. `None`
/// (and a noted failure) when the folder cannot be written.
pub fn open(dir: &Path, status: &LogStatus) -> Option<fs::File> {
    let path = dir.join(LOG_FILE);
    let opened = fs::create_dir_all(dir).and_then(|()| {
        if path.is_dir() {
            crate::settings::set_aside(&path);
        } else if path.exists() {
            let _ = fs::rename(&path, dir.join(format!("{LOG_FILE}.1")));
        }
        fs::File::create(&path)
    });
    opened.map_err(|e| status.report(&e)).ok()
}

/// Writes log lines to stderr (or any console) and, while it works, to the log file.
pub struct Tee<F: Write, C: Write> {
    file: Option<F>,
    console: C,
    status: LogStatus,
}

impl<F: Write, C: Write> Tee<F, C> {
    /// Logs to `file` (if any) and `console`; file failures go to `status`.
    pub fn new(file: Option<F>, console: C, status: LogStatus) -> Self {
        Self {
            file,
            console,
            status,
        }
    }
}

impl<F: Write, C: Write> Write for Tee<F, C> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if let Some(file) = &mut self.file
            && let Err(e) = file.write_all(buf)
        {
            // A full disk must not stop the game: report once, then log to the console only.
            self.status.report(&e);
            self.file = None;
        }
        self.console.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        if let Some(file) = &mut self.file
            && let Err(e) = file.flush()
        {
            self.status.report(&e);
            self.file = None;
        }
        self.console.flush()
    }
}
