//! The review's analysis as background work: one job on the AI worker that judges every decision
//! of a replayed game (the human's with the Expert's judgement, every decision with the human's
//! outlook after it) on a few scoped threads, reporting progress as it goes. Dropping or
//! cancelling the run stops it; nothing here touches egui.

use std::sync::{
    Arc, Mutex,
    atomic::{AtomicBool, AtomicUsize, Ordering},
};

use crate::{
    engine::{
        Bot, Budget, GameRng, Player, rng_from_seed,
        worker::{AiWorker, JobFailure, JobHandle},
    },
    play::TableRules,
    play::records::{Analysis, Decision, PointAnalysis, Replayed},
};

/// Threads one analysis uses at most (the AI worker's job plus scoped helpers).
const MAX_THREADS: usize = 4;

/// The threads an analysis uses on this machine.
pub fn analysis_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().clamp(1, MAX_THREADS))
}

/// Analyses one decision: the Expert's judgement when it is the human's real choice, and the
/// human's estimated result right after it where one can be made on its own.
pub fn analyse_decision<G: TableRules>(
    decision: &Decision<G>,
    human: Player,
    expert: &dyn Bot<G>,
    budget: &Budget,
    rng: &mut GameRng,
) -> PointAnalysis<G::Action> {
    let judgement = if decision.seat == human && decision.legal > 1 {
        decision
            .before
            .review_judge(human, decision.action, expert, budget, rng)
    } else {
        None
    };
    let mut after = decision.before.clone();
    if after.apply(decision.action).is_err() {
        return PointAnalysis {
            value: None,
            judgement,
        };
    }
    let value = if after.is_over() {
        after.returns().get(human).copied()
    } else if judgement.is_some_and(|j| j.measure.follows_the_game()) {
        // The chosen action's value is the estimate after it.
        None
    } else {
        after.review_outlook(human, budget, rng)
    };
    PointAnalysis {
        value: value.filter(|v| v.is_finite() && (0.0..=1.0).contains(v)),
        judgement,
    }
}

/// The seed of decision `k`'s analysis: the same game is analysed the same way every time.
fn point_seed(seed: u64, k: usize) -> u64 {
    seed ^ (k as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Where an analysis leaves its results: one slot per decision, and how many are filled.
pub struct Slots<A> {
    /// The analysis of each decision, once made.
    pub results: Mutex<Vec<Option<PointAnalysis<A>>>>,
    /// How many decisions are done.
    pub done: AtomicUsize,
}

impl<A: Clone> Slots<A> {
    /// Empty slots for `n` decisions.
    pub fn new(n: usize) -> Self {
        Self {
            results: Mutex::new(vec![None; n]),
            done: AtomicUsize::new(0),
        }
    }

    /// The results so far.
    pub fn snapshot(&self) -> Vec<Option<PointAnalysis<A>>> {
        self.results.lock().map(|r| r.clone()).unwrap_or_default()
    }
}

/// Analyses every decision on the calling thread plus `threads - 1` helpers (the benchmark and
/// tests call it directly; the review runs it on the worker through [`AnalysisRun`]). Returns
/// false when the budget ran out first.
pub fn analyse_all<G: TableRules>(
    replayed: &Replayed<G>,
    human: Player,
    expert: &dyn Bot<G>,
    seed: u64,
    threads: usize,
    budget: &Budget,
    slots: &Slots<G::Action>,
) -> bool {
    let (results, done) = (&slots.results, &slots.done);
    let n = replayed.decisions.len();
    let next = AtomicUsize::new(0);
    let work = || {
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            if k >= n || budget.exhausted() {
                break;
            }
            let mut rng = rng_from_seed(point_seed(seed, k));
            let point = analyse_decision(&replayed.decisions[k], human, expert, budget, &mut rng);
            if let Ok(mut slots) = results.lock()
                && let Some(slot) = slots.get_mut(k)
            {
                *slot = Some(point);
            }
            done.fetch_add(1, Ordering::Relaxed);
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..threads.max(1) {
            scope.spawn(work);
        }
        work();
    });
    !budget.exhausted() && done.load(Ordering::Relaxed) >= n
}

/// What a running analysis reports.
#[derive(Debug)]
pub enum Progress<A> {
    /// Still running: decisions done of the total.
    Running {
        /// Decisions analysed so far.
        done: usize,
        /// All decisions.
        total: usize,
    },
    /// Finished: the whole analysis.
    Finished(Analysis<A>),
    /// Stopped by the player.
    Cancelled,
    /// The search failed (logged); the reason.
    Failed(String),
}

/// An analysis running on the AI worker. Dropping it cancels it.
pub struct AnalysisRun<A> {
    total: usize,
    analyst: String,
    slots: Arc<Slots<A>>,
    handle: JobHandle<bool>,
    cancelled: AtomicBool,
}

impl<A: Copy + Send + Sync + 'static> AnalysisRun<A> {
    /// Starts analysing `replayed` for the human in seat `human` with `expert`.
    pub fn start<G: TableRules<Action = A>>(
        worker: &AiWorker,
        replayed: Arc<Replayed<G>>,
        human: Player,
        expert: Arc<dyn Bot<G>>,
        seed: u64,
    ) -> Self {
        let total = replayed.decisions.len();
        let slots = Arc::new(Slots::new(total));
        let analyst = expert.name();
        let job_slots = Arc::clone(&slots);
        let threads = analysis_threads();
        let handle = worker.submit(move |budget| {
            analyse_all(
                &replayed,
                human,
                expert.as_ref(),
                seed,
                threads,
                budget,
                &job_slots,
            )
        });
        Self {
            total,
            analyst,
            slots,
            handle,
            cancelled: AtomicBool::new(false),
        }
    }

    /// The decisions analysed so far (in order; `None` where not yet).
    pub fn partial(&self) -> Vec<Option<PointAnalysis<A>>> {
        let mut points = self.slots.snapshot();
        points.resize(self.total, None);
        points
    }

    /// Where the analysis stands.
    pub fn poll(&self) -> Progress<A> {
        match self.handle.try_take() {
            None => {
                let (done, total) = self.counts();
                Progress::Running { done, total }
            }
            Some(Ok(true)) => {
                let points: Option<Vec<PointAnalysis<A>>> = self.partial().into_iter().collect();
                match points {
                    Some(points) => Progress::Finished(Analysis {
                        analyst: self.analyst.clone(),
                        points,
                    }),
                    None => Progress::Failed("some decisions were not analysed".into()),
                }
            }
            Some(Ok(false)) => Progress::Cancelled,
            Some(Err(JobFailure::Panicked(message))) => {
                crate::engine::contained::report("the review's analysis", &message);
                Progress::Failed(message)
            }
            // A job cancelled before it started never answers.
            Some(Err(JobFailure::Lost)) if self.cancelled.load(Ordering::Relaxed) => {
                Progress::Cancelled
            }
            Some(Err(JobFailure::Lost)) => Progress::Failed("the AI worker stopped".into()),
        }
    }

    /// Decisions analysed so far, and the total.
    pub fn counts(&self) -> (usize, usize) {
        (
            self.slots.done.load(Ordering::Relaxed).min(self.total),
            self.total,
        )
    }

    /// Asks the analysis to stop.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
        self.handle.cancel();
    }
}
