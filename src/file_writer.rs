//! The one writer of the player's files (settings, saved games, game records): a background
//! thread with a queue, so the UI thread never waits for a disk.
//!
//! Each file is written atomically (temporary file, fsync, rename) or removed. A newer request
//! for a file replaces one still waiting (latest wins), so a file changed every frame is written
//! as fast as the disk allows and never falls behind. [`FileWriter::flush`] waits until every
//! request is on disk (on exit). Failures are collected for the app to report once.

use std::{
    collections::BTreeMap,
    fs,
    hash::{DefaultHasher, Hash as _, Hasher as _},
    io,
    path::{Path, PathBuf},
    sync::{
        Arc, Condvar, Mutex, MutexGuard, PoisonError,
        mpsc::{self, Sender},
    },
    time::Duration,
};

use crate::settings::write_atomically;

/// What to do with a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileChange {
    /// Write these bytes (atomically).
    Write(Arc<[u8]>),
    /// Remove the file (nothing to do if it is not there).
    Remove,
}

/// A request that failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteFailure {
    /// The file.
    pub path: PathBuf,
    /// What went wrong, for the notice.
    pub error: String,
}

/// One queued request; in test builds it carries the disk fault of the thread that asked.
#[derive(Clone, Debug)]
struct Request {
    change: FileChange,
    #[cfg(test)]
    disk_full: bool,
}

#[derive(Debug, Default)]
struct Queue {
    waiting: BTreeMap<PathBuf, Request>,
    in_flight: Option<(PathBuf, Request)>,
    failures: Vec<WriteFailure>,
    /// Files written or removed so far.
    done: u64,
    /// Requests made so far (a request replaced while waiting is not written).
    requested: u64,
}

#[derive(Debug, Default)]
struct Shared {
    queue: Mutex<Queue>,
    idle: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        // A panic while holding the lock leaves a consistent queue (plain inserts and takes).
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A handle to the writer; clones share the same queue and thread.
#[derive(Clone, Debug)]
pub struct FileWriter {
    shared: Arc<Shared>,
    /// Wakes the thread; `None` writes on the caller's thread (tests).
    wake: Option<Sender<()>>,
}

impl FileWriter {
    /// A writer with its own background thread (it ends when the last handle is dropped,
    /// after writing what is queued). Falls back to writing inline if no thread can start.
    pub fn start() -> Self {
        let shared = Arc::new(Shared::default());
        let (wake, woken) = mpsc::channel::<()>();
        let worker = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .name("file-writer".into())
            .spawn(move || {
                while woken.recv().is_ok() {
                    drain(&worker);
                }
                drain(&worker);
            });
        match spawned {
            Ok(_) => Self {
                shared,
                wake: Some(wake),
            },
            Err(e) => {
                log::error!("cannot start the file writer thread ({e}); writing inline");
                Self::inline()
            }
        }
    }

    /// A writer that writes on the caller's thread at once (tests, and a fallback).
    pub fn inline() -> Self {
        Self {
            shared: Arc::new(Shared::default()),
            wake: None,
        }
    }

    /// Writes `bytes` to `path` (replacing a request for `path` still waiting).
    pub fn write(&self, path: PathBuf, bytes: impl Into<Arc<[u8]>>) {
        self.submit(path, FileChange::Write(bytes.into()));
    }

    /// Removes `path` (after the requests before it).
    pub fn remove(&self, path: PathBuf) {
        self.submit(path, FileChange::Remove);
    }

    fn submit(&self, path: PathBuf, change: FileChange) {
        let request = Request {
            change,
            #[cfg(test)]
            disk_full: crate::settings::write_faults::disk_full(),
        };
        {
            let mut queue = self.shared.lock();
            queue.requested += 1;
            queue.waiting.insert(path, request);
        }
        match &self.wake {
            Some(wake) => {
                if wake.send(()).is_err() {
                    // The thread is gone (it panicked): write here rather than lose the file.
                    drain(&self.shared);
                }
            }
            None => drain(&self.shared),
        }
    }

    /// What `path` will hold once the queue is written: `Some(Some(bytes))` a write waiting,
    /// `Some(None)` a removal waiting, `None` nothing waiting (the disk is up to date).
    pub fn pending(&self, path: &Path) -> Option<Option<Arc<[u8]>>> {
        let queue = self.shared.lock();
        let request = queue.waiting.get(path).or_else(|| {
            queue
                .in_flight
                .as_ref()
                .filter(|(p, _)| p == path)
                .map(|(_, r)| r)
        })?;
        Some(match &request.change {
            FileChange::Write(bytes) => Some(Arc::clone(bytes)),
            FileChange::Remove => None,
        })
    }

    /// Waits until every request made so far is on disk, at most `limit`; false if it timed out.
    pub fn flush(&self, limit: Duration) -> bool {
        let queue = self.shared.lock();
        let (queue, timeout) = self
            .shared
            .idle
            .wait_timeout_while(queue, limit, |q| {
                !q.waiting.is_empty() || q.in_flight.is_some()
            })
            .unwrap_or_else(PoisonError::into_inner);
        drop(queue);
        !timeout.timed_out()
    }

    /// Failures since the last call, oldest first.
    pub fn take_failures(&self) -> Vec<WriteFailure> {
        std::mem::take(&mut self.shared.lock().failures)
    }

    /// The failures of the files `mine` picks, oldest first; the others stay for their owners.
    pub fn take_failures_of(&self, mine: impl Fn(&Path) -> bool) -> Vec<WriteFailure> {
        let mut queue = self.shared.lock();
        let (taken, kept) = std::mem::take(&mut queue.failures)
            .into_iter()
            .partition(|f| mine(&f.path));
        queue.failures = kept;
        taken
    }

    /// Files written or removed so far.
    pub fn done(&self) -> u64 {
        self.shared.lock().done
    }

    /// Requests made so far, including those replaced while waiting: what the callers asked
    /// for, whatever the speed of the disk.
    pub fn requested(&self) -> u64 {
        self.shared.lock().requested
    }
}

/// The digest a file's text is logged with at debug level (an autosave when it is asked for,
/// and every file once it is on disk): tests of the real binary compare it with the files.
pub fn digest(text: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// Writes what is waiting, one file at a time, until nothing is.
fn drain(shared: &Shared) {
    loop {
        let (path, request) = {
            let mut queue = shared.lock();
            if queue.in_flight.is_some() {
                // Another thread (inline fallback) is writing; it will take the rest.
                return;
            }
            let Some((path, request)) = queue.waiting.pop_first() else {
                shared.idle.notify_all();
                return;
            };
            queue.in_flight = Some((path.clone(), request.clone()));
            (path, request)
        };
        let result = apply(&path, &request);
        if result.is_ok() && log::log_enabled!(log::Level::Debug) {
            match &request.change {
                FileChange::Write(bytes) => log::debug!(
                    "written {}: digest {:016x}",
                    path.display(),
                    digest(&String::from_utf8_lossy(bytes))
                ),
                FileChange::Remove => log::debug!("removed {}", path.display()),
            }
        }
        let mut queue = shared.lock();
        queue.in_flight = None;
        queue.done += 1;
        if let Err(e) = result {
            log::error!("cannot write {}: {e}", path.display());
            queue.failures.push(WriteFailure {
                path,
                error: e.to_string(),
            });
        }
    }
}

fn apply(path: &Path, request: &Request) -> io::Result<()> {
    #[cfg(test)]
    crate::settings::write_faults::fail_if(request.disk_full)?;
    match &request.change {
        FileChange::Write(bytes) => write_atomically(path, bytes),
        FileChange::Remove => {
            #[cfg(test)]
            crate::settings::write_faults::count_write();
            match fs::remove_file(path) {
                Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
                other => other,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LONG: Duration = Duration::from_secs(10);

    #[test]
    fn the_thread_writes_the_latest_of_each_file_and_flush_waits_for_it() {
        let dir = tempfile::tempdir().expect("temp dir");
        let writer = FileWriter::start();
        let a = dir.path().join("sub").join("a.ron");
        let b = dir.path().join("b.ron");
        for n in 0..200 {
            writer.write(a.clone(), format!("a{n}").into_bytes());
        }
        writer.write(b.clone(), b"b".to_vec());
        assert!(writer.flush(LONG));
        assert_eq!(fs::read_to_string(&a).expect("a"), "a199");
        assert_eq!(fs::read_to_string(&b).expect("b"), "b");
        assert!(writer.done() <= 201, "{}", writer.done());
        assert_eq!(writer.pending(&a), None);
        writer.remove(b.clone());
        writer.remove(dir.path().join("never-there"));
        assert!(writer.flush(LONG));
        assert!(!b.exists());
        assert!(writer.take_failures().is_empty());
    }

    #[test]
    fn a_waiting_request_is_what_the_file_will_hold() {
        let dir = tempfile::tempdir().expect("temp dir");
        let shared = Arc::new(Shared::default());
        // A writer whose thread never runs: requests stay waiting.
        let (wake, _asleep) = mpsc::channel();
        let writer = FileWriter {
            shared,
            wake: Some(wake),
        };
        let path = dir.path().join("x.ron");
        assert_eq!(writer.pending(&path), None);
        writer.write(path.clone(), b"one".to_vec());
        writer.write(path.clone(), b"two".to_vec());
        assert_eq!(writer.pending(&path), Some(Some(Arc::from(&b"two"[..]))));
        writer.remove(path.clone());
        assert_eq!(writer.pending(&path), Some(None));
        assert!(
            !writer.flush(Duration::from_millis(10)),
            "nothing was written"
        );
        assert!(!path.exists());
    }

    #[test]
    fn a_failure_is_collected_and_the_writer_goes_on() {
        let dir = tempfile::tempdir().expect("temp dir");
        let blocker = dir.path().join("blocker");
        fs::write(&blocker, "mine").expect("write");
        let writer = FileWriter::start();
        writer.write(blocker.join("x.ron"), b"x".to_vec());
        writer.write(dir.path().join("ok.ron"), b"ok".to_vec());
        assert!(writer.flush(LONG));
        let failures = writer.take_failures();
        assert_eq!(failures.len(), 1, "{failures:?}");
        assert_eq!(failures[0].path, blocker.join("x.ron"));
        assert!(writer.take_failures().is_empty());
        assert_eq!(fs::read_to_string(&blocker).expect("kept"), "mine");
        assert_eq!(
            fs::read_to_string(dir.path().join("ok.ron")).expect("ok"),
            "ok"
        );
    }

    #[test]
    fn a_disk_fault_of_the_asking_thread_reaches_the_writer_thread() {
        let dir = tempfile::tempdir().expect("temp dir");
        let writer = FileWriter::start();
        let path = dir.path().join("x.ron");
        crate::settings::write_faults::set_disk_full(true);
        writer.write(path.clone(), b"x".to_vec());
        crate::settings::write_faults::set_disk_full(false);
        assert!(writer.flush(LONG));
        assert_eq!(writer.take_failures().len(), 1);
        assert!(!path.exists());
    }
}
