//! One running copy per data directory, so two windows never overwrite each other's files.
//!
//! The first copy holds an OS file lock on `asobiba.lock` in the data directory; the OS
//! releases it when the process ends in any way (a crash or SIGKILL included), so it is never
//! stale. A second copy finds the lock taken, leaves a raise request (`raise-request`) that the
//! first one polls on a background thread (a `stat` twice a second), and ends; the first copy
//! brings its window forward and removes the request, which tells the second that it was seen.

use std::{
    fs::{self, File, TryLockError},
    io,
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

/// The lock file's name in the data directory.
pub const LOCK_FILE: &str = "asobiba.lock";

/// The raise request's name in the data directory.
pub const RAISE_REQUEST: &str = "raise-request";

/// How often the first copy looks for a raise request.
const RAISE_POLL: Duration = Duration::from_millis(500);

/// The lock held by the running copy (released when dropped or when the process ends).
#[derive(Debug)]
pub struct InstanceLock {
    _file: File,
}

/// Why the lock was not taken.
#[derive(Debug)]
pub enum LockRefused {
    /// Another copy holds it.
    Running,
    /// The lock file cannot be opened or locked (the copy runs without it).
    Unavailable(io::Error),
}

impl InstanceLock {
    /// Takes the lock of `dir` (created if needed) without waiting.
    pub fn acquire(dir: &Path) -> Result<Self, LockRefused> {
        fs::create_dir_all(dir).map_err(LockRefused::Unavailable)?;
        let file = File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .open(dir.join(LOCK_FILE))
            .map_err(LockRefused::Unavailable)?;
        match file.try_lock() {
            Ok(()) => Ok(Self { _file: file }),
            Err(TryLockError::WouldBlock) => Err(LockRefused::Running),
            Err(TryLockError::Error(e)) => Err(LockRefused::Unavailable(e)),
        }
    }
}

/// Watches for raise requests in `dir` on a background thread: each one (removed when seen)
/// sets the returned flag and calls `wake`. The thread ends with the process.
pub fn watch_raise_requests(dir: &Path, wake: impl Fn() + Send + 'static) -> RaiseRequests {
    let requested = RaiseRequests::default();
    let flag = requested.clone();
    let request = dir.join(RAISE_REQUEST);
    // A request left by a copy that started while this one was not running is stale.
    let _ = fs::remove_file(&request);
    let spawned = thread::Builder::new()
        .name("raise-requests".into())
        .spawn(move || {
            loop {
                thread::sleep(RAISE_POLL);
                if request.exists() {
                    if let Err(e) = fs::remove_file(&request) {
                        log::warn!("cannot remove {}: {e}", request.display());
                    }
                    log::info!("another copy was started: bringing the window forward");
                    flag.0.store(true, Ordering::Relaxed);
                    wake();
                }
            }
        });
    if let Err(e) = spawned {
        log::error!("cannot watch for raise requests: {e}");
    }
    requested
}

/// Set when another copy asked this one to come forward.
#[derive(Clone, Debug, Default)]
pub struct RaiseRequests(Arc<AtomicBool>);

impl RaiseRequests {
    /// True once per request.
    pub fn take(&self) -> bool {
        self.0.swap(false, Ordering::Relaxed)
    }
}

/// Asks the copy running on `dir` to come forward; true if it saw the request within `limit`.
pub fn ask_to_raise(dir: &Path, limit: Duration) -> bool {
    let request = dir.join(RAISE_REQUEST);
    if let Err(e) = fs::write(&request, std::process::id().to_string()) {
        log::error!("cannot write {}: {e}", request.display());
        return false;
    }
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline {
        if !request.exists() {
            return true;
        }
        thread::sleep(Duration::from_millis(50));
    }
    // Not seen (the other copy hangs): take the request back so it does not act on it later.
    let _ = fs::remove_file(&request);
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_is_held_once_and_released_with_its_holder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let data = dir.path().join("data");
        let first = InstanceLock::acquire(&data).expect("the first copy locks");
        assert!(matches!(
            InstanceLock::acquire(&data),
            Err(LockRefused::Running)
        ));
        drop(first);
        let again = InstanceLock::acquire(&data);
        assert!(again.is_ok(), "{again:?}");
    }

    #[test]
    fn a_raise_request_is_seen_once_and_answered() {
        let dir = tempfile::tempdir().expect("temp dir");
        let _lock = InstanceLock::acquire(dir.path()).expect("lock");
        let (woken, wakes) = std::sync::mpsc::channel();
        let requests = watch_raise_requests(dir.path(), move || {
            let _ = woken.send(());
        });
        assert!(!requests.take());
        assert!(ask_to_raise(dir.path(), Duration::from_secs(10)));
        wakes
            .recv_timeout(Duration::from_secs(10))
            .expect("the window was woken");
        assert!(requests.take());
        assert!(!requests.take(), "once per request");
        assert!(!dir.path().join(RAISE_REQUEST).exists());
    }

    #[test]
    fn a_request_nobody_answers_is_taken_back() {
        let dir = tempfile::tempdir().expect("temp dir");
        assert!(!ask_to_raise(dir.path(), Duration::from_millis(200)));
        assert!(!dir.path().join(RAISE_REQUEST).exists());
    }
}
