//! One game in progress: the state, the human's seat, the computer players, the undo stack,
//! the log, the AI jobs on the worker thread and the hint.
//!
//! The session knows nothing about drawing. The table screen calls [`Session::advance`] every
//! frame while nothing is animating; it resolves chance, starts AI searches on the worker and
//! applies their results once they are ready and the minimum visible thinking time has passed.

use std::sync::Arc;

use rand::RngExt as _;
use serde::{Deserialize, Serialize};

use crate::{
    engine::{
        Bot, GameRng, IllegalAction, Player, RankedAction, Strength, Turn,
        bots::random_action,
        contained, rng_from_seed,
        worker::{AiWorker, JobFailure, JobHandle},
    },
    play::{TableRules, deals},
    settings::FirstPlayer,
};

mod saved;

pub use super::hint::Hint;
pub use saved::{SAVE_VERSION, SavedGame, same_state};

/// The shortest time a computer "thinks", in seconds, so instant moves are still seen.
pub const MIN_THINKING_SECONDS: f64 = 0.4;

/// The longest a computer's move or a hint may think, in seconds: every game's search stops at
/// this deadline and plays its best action so far, so the player never waits more than about
/// 2.5 s on a slow two-core machine (the rest is the search's last step and its answer).
pub const THINKING_CAP_SECONDS: f64 = 2.0;

/// Random legal actions tried after the rules refuse a computer's or chance's action.
const FALLBACK_TRIES: usize = 8;

/// The events of one applied action, with who took it (`None` for chance).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "E: Serialize + serde::de::DeserializeOwned")]
pub struct LogEntry<E> {
    /// Who decided (`None`: chance).
    pub seat: Option<Player>,
    /// What happened, in order.
    pub events: Vec<E>,
}

/// Why undo is not available now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoBlock {
    /// No decision of the human to take back.
    Nothing,
    /// Hidden information was revealed since (a drawn card, a card turned up).
    RevealsHidden,
    /// Another seat decided since, knowing what the human cannot see: its choice tells
    /// something (a target who took a BANG! had no Missed!).
    OtherSeatDecided,
    /// The game is over.
    GameOver,
}

struct AiJob<A> {
    seat: Player,
    started: f64,
    handle: JobHandle<Result<A, String>>,
}

struct UndoPoint<G> {
    state: G,
    log_len: usize,
    trail_len: usize,
}

/// How a game began and every action since, chance outcomes included: replaying `actions` on
/// `start` rebuilds the game exactly, without drawing a random number (the deal, the first
/// player and every later chance outcome are in the trail), so a trail means the same in every
/// later version. The source of game records.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "G: TableRules")]
pub struct Trail<G: TableRules> {
    /// The seed the session began with; the review's searches draw from it, replaying never.
    pub seed: u64,
    /// The state before the first action, deal and first player included.
    pub start: G,
    /// Every applied action in order.
    pub actions: Vec<G::Action>,
    /// The number the start was dealt from ([`crate::play::deals`]); `None` for a game begun
    /// before deals were numbered.
    #[serde(default)]
    pub deal: Option<u32>,
}

impl<G: TableRules> PartialEq for Trail<G> {
    fn eq(&self, other: &Self) -> bool {
        self.seed == other.seed
            && self.actions == other.actions
            && same_state(&self.start, &other.start)
    }
}

impl<G: TableRules> Trail<G> {
    /// Seats at the table.
    pub fn players(&self) -> usize {
        self.start.num_players()
    }
}

/// A game in progress.
pub struct Session<G: TableRules> {
    /// The state.
    pub state: G,
    /// The human's seat.
    pub human: Player,
    /// The rules in force.
    pub rules: G::Rules,
    /// Strength of every computer seat.
    pub strength: Strength,
    /// What happened so far.
    pub log: Vec<LogEntry<G::Event>>,
    bot: Arc<dyn Bot<G>>,
    undo: Vec<UndoPoint<G>>,
    ai: Option<AiJob<G::Action>>,
    ready: Option<(Player, G::Action, f64)>,
    hint_job: Option<JobHandle<Option<RankedAction<G::Action>>>>,
    hint: Option<Hint<G::Action>>,
    rng: GameRng,
    trail: Option<Trail<G>>,
}

/// How long the table waits before looking at a running AI job again. The worker wakes the
/// window itself when a job finishes (`AiWorker::set_waker`), so this is only a safety net; it
/// is longer than a step of the thinking indicator so it adds no frames while the indicator runs
/// (a 0.1 s poll on top of the indicator's 8 steps a second made ~16 repaints a second).
pub const AI_RECHECK_SECONDS: f64 = 0.5;

/// What [`Session::advance`] did.
#[derive(Debug, PartialEq)]
pub enum Advance<E> {
    /// Nothing to do: the human decides, or the game is over.
    Idle,
    /// A computer is thinking; call again later (after at most the given seconds).
    Waiting(f64),
    /// An action was applied (by a computer seat or chance) with these events.
    Applied(LogEntry<E>),
}

impl<G: TableRules> Session<G> {
    /// A new game with the human in seat 0, dealt from `seed` (no deal number: tests and
    /// tools; the table deals by number, [`Session::numbered`]).
    pub fn new(
        rules: G::Rules,
        players: usize,
        strength: Strength,
        first: FirstPlayer,
        seed: u64,
    ) -> Self {
        Self::dealt(rules, players, strength, first, seed, None)
    }

    /// A new game with the human in seat 0, dealt from deal number `deal`: the same number with
    /// the same rules, seats and first player deals the same game.
    pub fn numbered(
        rules: G::Rules,
        players: usize,
        strength: Strength,
        first: FirstPlayer,
        deal: u32,
    ) -> Self {
        let seed = deals::seed_of(deal);
        Self::dealt(rules, players, strength, first, seed, Some(deal))
    }

    fn dealt(
        rules: G::Rules,
        players: usize,
        strength: Strength,
        first: FirstPlayer,
        seed: u64,
        deal: Option<u32>,
    ) -> Self {
        let human = 0;
        let first = match first {
            FirstPlayer::You => Some(human),
            FirstPlayer::Computer => Some((human + 1) % players.max(1)),
            FirstPlayer::Random => None,
        };
        let mut rng = rng_from_seed(seed);
        let state = G::new_game(&rules, players, first, &mut rng);
        let trail = Trail {
            seed,
            start: state.clone(),
            actions: Vec::new(),
            deal,
        };
        let mut session = Self::with_state(state, human, rules, strength, Vec::new(), rng);
        session.trail = Some(trail);
        session
    }

    /// A game from a prepared position (a guided game's start) with the human in seat 0; the
    /// trail starts there.
    pub fn from_position(rules: G::Rules, state: G, strength: Strength, seed: u64) -> Self {
        let trail = Trail {
            seed,
            start: state.clone(),
            actions: Vec::new(),
            deal: None,
        };
        let mut session =
            Self::with_state(state, 0, rules, strength, Vec::new(), rng_from_seed(seed));
        session.trail = Some(trail);
        session
    }

    /// Applies a scripted action of whoever decides now (another seat or chance), logged like
    /// a computer's move; refused when illegal, leaving the game unchanged.
    pub fn play_scripted(
        &mut self,
        action: G::Action,
    ) -> Result<LogEntry<G::Event>, IllegalAction> {
        let seat = match self.state.to_move() {
            Turn::Player(p) => Some(p),
            _ => None,
        };
        let mut events = Vec::new();
        self.state.apply_traced(action, &mut events)?;
        self.push_trail(action);
        self.cancel_ai();
        self.clear_hint();
        let entry = LogEntry { seat, events };
        self.log.push(entry.clone());
        Ok(entry)
    }

    /// A new game from `trail`'s start (the same deal, seats and first player as the game it
    /// records, whatever this build would deal from its number), the human in seat `human`;
    /// later chance draws from `seed`.
    pub fn again(
        trail: &Trail<G>,
        human: Player,
        rules: G::Rules,
        strength: Strength,
        seed: u64,
    ) -> Self {
        let state = trail.start.clone();
        let again = Trail {
            seed,
            start: state.clone(),
            actions: Vec::new(),
            deal: trail.deal,
        };
        let rng = rng_from_seed(seed);
        let mut session = Self::with_state(state, human, rules, strength, Vec::new(), rng);
        session.trail = Some(again);
        session
    }

    /// The number of the deal this game was dealt from (`None` for a game begun before deals
    /// were numbered).
    pub fn deal(&self) -> Option<u32> {
        self.trail.as_ref().and_then(|t| t.deal)
    }

    fn with_state(
        state: G,
        human: Player,
        rules: G::Rules,
        strength: Strength,
        log: Vec<LogEntry<G::Event>>,
        rng: GameRng,
    ) -> Self {
        Self {
            state,
            human,
            rules,
            strength,
            log,
            bot: Arc::from(G::bot(strength)),
            undo: Vec::new(),
            ai: None,
            ready: None,
            hint_job: None,
            hint: None,
            rng,
            trail: None,
        }
    }

    /// How the game began and every action since (`None` for a game resumed from a save that
    /// predates game records, or whose trail did not replay to the saved state).
    pub fn trail(&self) -> Option<&Trail<G>> {
        self.trail.as_ref()
    }

    /// True when the human has made at least one decision in this game.
    pub fn human_has_played(&self) -> bool {
        self.log.iter().any(|e| e.seat == Some(self.human))
    }

    fn push_trail(&mut self, action: G::Action) {
        if let Some(trail) = &mut self.trail {
            trail.actions.push(action);
        }
    }

    fn trail_len(&self) -> usize {
        self.trail.as_ref().map_or(0, |t| t.actions.len())
    }

    /// Lets every computer seat play uniformly random legal actions (fast tests).
    #[cfg(test)]
    pub(crate) fn use_random_bots(&mut self) {
        self.bot = Arc::new(crate::engine::RandomBot);
    }

    /// The human's legal actions now (empty when it is not their decision).
    pub fn human_legal(&self) -> Vec<G::Action> {
        match self.state.to_move() {
            Turn::Player(p) if p == self.human => self.state.legal_action_list(),
            _ => Vec::new(),
        }
    }

    /// The computer seat currently searching, if any.
    pub fn thinking(&self) -> Option<Player> {
        match self.state.to_move() {
            Turn::Player(p) if p != self.human => Some(p),
            _ => None,
        }
    }

    /// True when the game is over.
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// Applies the human's decision, after checking it is theirs and legal.
    pub fn play(&mut self, action: G::Action) -> Result<LogEntry<G::Event>, IllegalAction> {
        if self.state.to_move() != Turn::Player(self.human) {
            return Err(IllegalAction::new(action, "it is not your decision"));
        }
        let before = self.state.clone();
        let mut events = Vec::new();
        self.state.apply_traced(action, &mut events)?;
        let trail_len = self.trail_len();
        self.push_trail(action);
        self.undo.push(UndoPoint {
            state: before,
            log_len: self.log.len(),
            trail_len,
        });
        self.clear_hint();
        let entry = LogEntry {
            seat: Some(self.human),
            events,
        };
        self.log.push(entry.clone());
        Ok(entry)
    }

    /// Whether the human's last decision can be taken back; `reveals_hidden` judges the events
    /// since then.
    pub fn undo_status(
        &self,
        reveals_hidden: impl Fn(&[G::Event]) -> bool,
    ) -> Result<(), UndoBlock> {
        if self.is_over() {
            return Err(UndoBlock::GameOver);
        }
        let Some(point) = self.undo.last() else {
            return Err(UndoBlock::Nothing);
        };
        // The human's own decision is entry `log_len`; look at what followed it.
        let others_decided = self
            .log
            .iter()
            .skip(point.log_len + 1)
            .any(|e| e.seat.is_some_and(|p| p != self.human));
        if G::REDEALS_AFTER_UNDO {
            return Ok(());
        }
        if G::OTHERS_DECIDE_ON_HIDDEN && others_decided {
            return Err(UndoBlock::OtherSeatDecided);
        }
        let later: Vec<G::Event> = self
            .log
            .iter()
            .skip(point.log_len + 1)
            .flat_map(|e| e.events.iter().cloned())
            .collect();
        let own: &[G::Event] = self
            .log
            .get(point.log_len)
            .map_or(&[], |e| e.events.as_slice());
        if reveals_hidden(own) || reveals_hidden(&later) {
            Err(UndoBlock::RevealsHidden)
        } else {
            Ok(())
        }
    }

    /// Takes back the human's last decision (and everything after it). Cancels AI work.
    pub fn undo(&mut self, reveals_hidden: impl Fn(&[G::Event]) -> bool) -> Result<(), UndoBlock> {
        self.undo_status(reveals_hidden)?;
        let Some(point) = self.undo.pop() else {
            return Err(UndoBlock::Nothing);
        };
        self.state = point.state;
        self.log.truncate(point.log_len);
        if let Some(trail) = &mut self.trail {
            trail.actions.truncate(point.trail_len);
        }
        self.cancel_ai();
        self.clear_hint();
        if G::REDEALS_AFTER_UNDO
            && let Some(redeal) = self.state.redeal_after_undo(&mut self.rng)
        {
            self.apply_logged(None, redeal);
        }
        Ok(())
    }

    /// Stops any running search; its result will be dropped.
    pub fn cancel_ai(&mut self) {
        self.ai = None;
        self.ready = None;
    }

    fn clear_hint(&mut self) {
        self.hint_job = None;
        self.hint = None;
    }

    /// Moves the game on as far as it can without the human: chance, then computer seats.
    /// Applies at most one action per call so the panel can animate each.
    pub fn advance(&mut self, now: f64, worker: &AiWorker) -> Advance<G::Event> {
        match self.state.to_move() {
            Turn::Over => Advance::Idle,
            Turn::Chance => {
                let outcome = self.state.sample_chance(&mut self.rng);
                self.apply_logged(None, outcome)
            }
            Turn::Player(p) if p == self.human => {
                self.cancel_ai();
                Advance::Idle
            }
            Turn::Player(p) => self.advance_computer(p, now, worker),
        }
    }

    fn advance_computer(&mut self, seat: Player, now: f64, worker: &AiWorker) -> Advance<G::Event> {
        if let Some((ready_seat, action, at)) = self.ready {
            if ready_seat != seat {
                self.ready = None;
            } else if now >= at {
                self.ready = None;
                return self.apply_logged(Some(seat), action);
            } else {
                return Advance::Waiting(at - now);
            }
        }
        match &self.ai {
            Some(job) if job.seat == seat => {
                let Some(result) = job.handle.try_take() else {
                    return Advance::Waiting(AI_RECHECK_SECONDS);
                };
                let started = job.started;
                self.ai = None;
                let action = match result {
                    Ok(Ok(action)) => action,
                    Err(JobFailure::Panicked(message)) => {
                        contained::report("a computer player's search", &message);
                        match random_action(&self.state, &mut self.rng) {
                            Some(a) => a,
                            None => return Advance::Idle,
                        }
                    }
                    Ok(Err(message)) => {
                        log::error!(
                            "AI seat {seat} failed ({message}); playing a random legal move"
                        );
                        match random_action(&self.state, &mut self.rng) {
                            Some(a) => a,
                            None => return Advance::Idle,
                        }
                    }
                    Err(JobFailure::Lost) => {
                        log::error!("AI worker lost; playing a random legal move");
                        match random_action(&self.state, &mut self.rng) {
                            Some(a) => a,
                            None => return Advance::Idle,
                        }
                    }
                };
                let at = started + MIN_THINKING_SECONDS;
                self.ready = Some((seat, action, at));
                self.advance_computer(seat, now, worker)
            }
            _ => {
                let state = self.state.clone();
                let bot = Arc::clone(&self.bot);
                let seed = self.rng.random::<u64>();
                let handle = worker.submit_within(thinking_cap(), move |budget| {
                    let mut rng = rng_from_seed(seed);
                    let ranked = bot.rank(&state, seat, budget, &mut rng);
                    ranked
                        .first()
                        .map(|r| r.action)
                        .ok_or_else(|| format!("bot {} found no action", bot.name()))
                });
                self.ai = Some(AiJob {
                    seat,
                    started: now,
                    handle,
                });
                // An inline worker has already answered.
                self.advance_computer(seat, now, worker)
            }
        }
    }

    /// Applies `action` for `seat`; when the rules refuse it (a bot bug or a damaged state),
    /// tries a few random legal actions instead. Bounded: never loops or recurses on refusals.
    fn apply_logged(&mut self, seat: Option<Player>, action: G::Action) -> Advance<G::Event> {
        let mut action = action;
        for _ in 0..=FALLBACK_TRIES {
            let mut events = Vec::new();
            match self.state.apply_traced(action, &mut events) {
                Ok(()) => {
                    self.push_trail(action);
                    let entry = LogEntry { seat, events };
                    self.log.push(entry.clone());
                    return Advance::Applied(entry);
                }
                Err(e) => {
                    // A bot bug must not freeze the game: play a random legal move instead.
                    log::error!("seat {seat:?} chose an illegal action: {e}");
                    match random_action(&self.state, &mut self.rng) {
                        Some(fallback) => action = fallback,
                        None => break,
                    }
                }
            }
        }
        Advance::Idle
    }

    /// Starts the Expert's search for a hint on the human's decision (if none is running).
    pub fn request_hint(&mut self, worker: &AiWorker) {
        if self.hint_job.is_some()
            || self.hint.is_some()
            || self.state.to_move() != Turn::Player(self.human)
        {
            return;
        }
        let state = self.state.clone();
        let human = self.human;
        let expert: Arc<dyn Bot<G>> = Arc::from(G::bot(Strength::Expert));
        let seed = self.rng.random::<u64>();
        self.hint_job = Some(worker.submit_within(thinking_cap(), move |budget| {
            expert
                .rank(&state, human, budget, &mut rng_from_seed(seed))
                .into_iter()
                .next()
        }));
        self.poll_hint();
    }

    /// Collects a finished hint search.
    pub fn poll_hint(&mut self) {
        let Some(job) = &self.hint_job else { return };
        let Some(result) = job.try_take() else { return };
        self.hint_job = None;
        match result {
            Ok(Some(best)) => {
                let legal = self.state.legal_action_list().len();
                let measure = self.state.decision_measure();
                let hint = Hint::from_best(best, measure, legal);
                self.hint = Some(hint.checked::<G>(self.strength, self.state.num_players()));
            }
            Ok(None) => {}
            Err(JobFailure::Panicked(message)) => contained::report("the hint's search", &message),
            Err(e) => log::error!("hint search failed: {e}"),
        }
    }

    /// The current hint.
    pub fn hint(&self) -> Option<&Hint<G::Action>> {
        self.hint.as_ref()
    }

    /// True while the hint search runs.
    pub fn hint_pending(&self) -> bool {
        self.hint_job.is_some()
    }
}

fn thinking_cap() -> std::time::Duration {
    std::time::Duration::from_secs_f64(THINKING_CAP_SECONDS)
}
