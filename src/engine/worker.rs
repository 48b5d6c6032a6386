//! The AI worker: one background thread that runs searches so the UI thread never blocks.
//!
//! A job is a closure with an id, a cancel flag and a [`Budget`]. Its result comes back through
//! the [`JobHandle`] returned by [`AiWorker::submit`]; dropping or cancelling the handle (new
//! game, undo, leaving the panel) makes the search stop early and its result is discarded, so a
//! stale move can never be applied. A panic inside a search is caught and reported as
//! [`JobFailure::Panicked`]; the caller reports it ([`super::contained::report`], which fails
//! a test) and falls back to a random legal move.

use std::{
    panic::{AssertUnwindSafe, catch_unwind},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, AtomicU64, Ordering},
        mpsc,
    },
    thread,
    time::{Duration, Instant},
};

use super::Budget;

type Job = Box<dyn FnOnce() + Send>;
type Waker = Arc<dyn Fn() + Send + Sync>;

/// Why a job produced no result.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JobFailure {
    /// The search panicked; the message is logged.
    #[error("the AI search panicked: {0}")]
    Panicked(String),
    /// The worker went away before answering.
    #[error("the AI worker stopped")]
    Lost,
}

/// Handle to one submitted job. Dropping it cancels the job.
pub struct JobHandle<T> {
    id: u64,
    cancel: Arc<AtomicBool>,
    receiver: mpsc::Receiver<Result<T, JobFailure>>,
    submitted: Instant,
}

impl<T> JobHandle<T> {
    /// The job's id (increasing per worker).
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Time since submission.
    pub fn elapsed(&self) -> Duration {
        self.submitted.elapsed()
    }

    /// The result, once the job has finished; `None` while it runs.
    pub fn try_take(&self) -> Option<Result<T, JobFailure>> {
        match self.receiver.try_recv() {
            Ok(result) => Some(result),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(Err(JobFailure::Lost)),
        }
    }

    /// Blocks until the result arrives (for tests and the command line, never the UI thread).
    pub fn wait(self) -> Result<T, JobFailure> {
        self.receiver.recv().unwrap_or(Err(JobFailure::Lost))
    }

    /// Asks the search to stop; its result will be discarded.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl<T> Drop for JobHandle<T> {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// One background thread running AI jobs in order.
pub struct AiWorker {
    /// Run jobs on the submitting thread (deterministic UI tests).
    inline: bool,
    sender: Mutex<Option<mpsc::Sender<Job>>>,
    next_id: AtomicU64,
    waker: Mutex<Option<Waker>>,
}

impl Default for AiWorker {
    fn default() -> Self {
        Self::new()
    }
}

impl AiWorker {
    /// A worker; the thread starts with the first job.
    pub fn new() -> Self {
        Self {
            inline: false,
            sender: Mutex::new(None),
            next_id: AtomicU64::new(1),
            waker: Mutex::new(None),
        }
    }

    /// A worker that runs each job at once on the thread that submits it. Only for tests that
    /// drive the UI step by step: the UI thread blocks while a job runs.
    pub fn inline() -> Self {
        Self {
            inline: true,
            ..Self::new()
        }
    }

    /// Called after every finished job, from the worker thread (the app passes egui's
    /// `request_repaint` so the result is picked up at once even when the window is idle).
    pub fn set_waker(&self, waker: impl Fn() + Send + Sync + 'static) {
        if let Ok(mut slot) = self.waker.lock() {
            *slot = Some(Arc::new(waker));
        }
    }

    /// Queues `search`; it receives a [`Budget`] holding the job's cancel flag.
    pub fn submit<T, F>(&self, search: F) -> JobHandle<T>
    where
        T: Send + 'static,
        F: FnOnce(&Budget) -> T + Send + 'static,
    {
        self.submit_with(None, search)
    }

    /// Queues `search` with a thinking-time cap: its [`Budget`] also holds a deadline `cap`
    /// after the job starts (a computer's move or a hint, which the player waits for).
    pub fn submit_within<T, F>(&self, cap: Duration, search: F) -> JobHandle<T>
    where
        T: Send + 'static,
        F: FnOnce(&Budget) -> T + Send + 'static,
    {
        self.submit_with(Some(cap), search)
    }

    fn submit_with<T, F>(&self, cap: Option<Duration>, search: F) -> JobHandle<T>
    where
        T: Send + 'static,
        F: FnOnce(&Budget) -> T + Send + 'static,
    {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let cancel = Arc::new(AtomicBool::new(false));
        let (result_tx, receiver) = mpsc::channel();
        let waker = self.waker.lock().ok().and_then(|w| w.clone());
        let job_cancel = Arc::clone(&cancel);
        let job: Job = Box::new(move || {
            if job_cancel.load(Ordering::Relaxed) {
                return; // Cancelled before it started.
            }
            let budget = Budget {
                cancel: Some(job_cancel),
                deadline: cap.map(|cap| Instant::now() + cap),
            };
            let result = catch_unwind(AssertUnwindSafe(|| search(&budget))).map_err(|payload| {
                let message = super::contained::message(payload.as_ref());
                log::error!("AI job {id} panicked: {message}");
                JobFailure::Panicked(message)
            });
            // The handle may be gone (stale job); then nobody wants the result.
            if result_tx.send(result).is_ok()
                && let Some(wake) = waker
            {
                wake();
            }
        });
        self.dispatch(job);
        JobHandle {
            id,
            cancel,
            receiver,
            submitted: Instant::now(),
        }
    }

    fn dispatch(&self, job: Job) {
        if self.inline {
            job();
            return;
        }
        let Ok(mut slot) = self.sender.lock() else {
            log::error!("AI worker lock poisoned; job dropped");
            return;
        };
        let job = match slot.as_ref() {
            Some(sender) => match sender.send(job) {
                Ok(()) => return,
                Err(mpsc::SendError(job)) => job, // The thread died: start a new one.
            },
            None => job,
        };
        let (sender, receiver) = mpsc::channel::<Job>();
        let spawned = thread::Builder::new()
            .name("asobiba-ai".into())
            .spawn(move || {
                while let Ok(job) = receiver.recv() {
                    job();
                }
            });
        match spawned {
            Ok(_) => {
                if sender.send(job).is_err() {
                    log::error!("AI worker thread did not accept a job");
                }
                *slot = Some(sender);
            }
            Err(e) => log::error!("cannot start the AI worker thread: {e}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_back_in_order_and_wake() {
        let worker = AiWorker::new();
        let wakes = Arc::new(AtomicU64::new(0));
        let w = Arc::clone(&wakes);
        worker.set_waker(move || {
            w.fetch_add(1, Ordering::SeqCst);
        });
        let a = worker.submit(|_| 1);
        let b = worker.submit(|_| 2);
        assert!(b.id() > a.id());
        assert_eq!(a.wait(), Ok(1));
        assert_eq!(b.wait(), Ok(2));
        // The wake follows the result, so it may lag a moment behind `wait`.
        let deadline = Instant::now() + Duration::from_secs(5);
        while wakes.load(Ordering::SeqCst) < 2 && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(wakes.load(Ordering::SeqCst), 2);
    }

    #[test]
    fn an_inline_worker_answers_before_submit_returns() {
        let worker = AiWorker::inline();
        let handle = worker.submit(|_| 5);
        assert_eq!(handle.try_take(), Some(Ok(5)));
    }

    #[test]
    fn a_panicking_search_is_reported_and_the_worker_survives() {
        let worker = AiWorker::new();
        let bad = worker.submit(|_| -> u32 { panic!("boom") });
        match bad.wait() {
            Err(JobFailure::Panicked(m)) => assert!(m.contains("boom")),
            other => panic!("expected a panic report, got {other:?}"),
        }
        assert_eq!(worker.submit(|_| 7).wait(), Ok(7));
    }

    #[test]
    fn cancelling_stops_a_running_search() {
        let worker = AiWorker::new();
        let handle = worker.submit(|budget| {
            let mut spins = 0u64;
            while !budget.exhausted() {
                spins += 1;
                thread::sleep(Duration::from_millis(1));
            }
            spins
        });
        thread::sleep(Duration::from_millis(20));
        handle.cancel();
        assert!(finishes_within(handle, Duration::from_secs(5)).is_some());
    }

    /// The job's result if it arrives within `limit` (a test fails instead of hanging).
    fn finishes_within<T>(handle: JobHandle<T>, limit: Duration) -> Option<T> {
        let end = Instant::now() + limit;
        while Instant::now() < end {
            if let Some(result) = handle.try_take() {
                return result.ok();
            }
            thread::sleep(Duration::from_millis(2));
        }
        None
    }

    #[test]
    fn a_capped_search_stops_at_its_deadline() {
        let worker = AiWorker::new();
        let handle = worker.submit_within(Duration::from_millis(30), |budget| {
            let mut spins = 0u64;
            while !budget.exhausted() {
                spins += 1;
                thread::sleep(Duration::from_millis(1));
            }
            spins
        });
        // Nobody cancels: only the deadline can end it.
        assert!(finishes_within(handle, Duration::from_secs(5)).is_some());
        // An uncapped job has no deadline.
        assert!(worker.submit(|budget| budget.deadline).wait() == Ok(None));
    }

    #[test]
    fn a_dropped_handle_cancels_a_queued_job() {
        let worker = AiWorker::new();
        let ran = Arc::new(AtomicBool::new(false));
        let blocker = worker.submit(|_| thread::sleep(Duration::from_millis(50)));
        let r = Arc::clone(&ran);
        drop(worker.submit(move |_| r.store(true, Ordering::SeqCst)));
        assert_eq!(blocker.wait(), Ok(()));
        assert_eq!(worker.submit(|_| 0).wait(), Ok(0));
        assert!(!ran.load(Ordering::SeqCst));
    }
}
