//! The generic checks of the conformance suite (after OpenSpiel's `basic_tests`), run on any
//! [`TableRules`] game under one rule preset and table size:
//!
//! - random games with the invariants after every action: a legal seat or chance or nobody to
//!   move, legal actions non-empty and distinct exactly while a seat is to move, every legal
//!   action accepted, the game's extra invariants, an end within a bound, returns in `[0, 1]`;
//!   and the game's own load validation (the state written as RON and read back through its
//!   `try_from` checks, giving the identical state) with a no-longer-legal action refused without
//!   a change: after every action in the first games, every [`SPARSE`]th in the others;
//! - `determinize` keeps the observer's observation, whose turn it is and the observer's legal
//!   actions, yields a state the load validation accepts, and depends only on what the observer
//!   sees: two states that differ only in hidden information give the same sample for one seed;
//! - games through a real [`Session`]: after every action (every [`SPARSE`]th after the first
//!   [`SAVE_EVERY_ACTION`]) the save, as the app writes it, loads back to the identical state, log
//!   and trail; undo restores exactly the state before the human's last decision.
//!
//! Violations are counted (a panic inside a game counts as one) so the soak can report them;
//! [`check`] asserts there are none.

use std::{
    collections::HashSet,
    panic::{AssertUnwindSafe, catch_unwind},
};

use rand::RngExt as _;

use crate::{
    engine::{Strength, Turn, rng_from_seed, worker::AiWorker},
    play::TableRules,
    play::session::{Advance, Session, UndoBlock, same_state},
    settings::FirstPlayer,
};

/// What the suite needs to know about a game beyond the [`TableRules`] contract.
pub(crate) struct Spec<G> {
    /// The game's own invariants beyond its load validation, checked after every action;
    /// panics on a violation (the checks of the game's tests).
    pub invariant: fn(&G),
    /// Actions (chance included) within which every game ends.
    pub max_actions: usize,
    /// Whether the returns of a finished game sum to exactly 1 (one winner, or a shared draw).
    pub unit_sum: bool,
}

/// One rule preset at one table size.
pub(crate) struct Preset<G: TableRules> {
    /// The rules.
    pub rules: G::Rules,
    /// Seats.
    pub players: usize,
}

/// How much of each kind of check to run.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Plan {
    /// Random games with the invariants after every action.
    pub games: u64,
    /// Of these, the first ones run the load validation (a RON round trip, the costly check)
    /// after every action; the others after every [`SPARSE`]th action and at the end.
    pub validate: u64,
    /// Of these, the first ones also check `determinize` after every action.
    pub determinize: u64,
    /// Games through a session: save round trip after every action, undo.
    pub sessions: u64,
    /// Seed of the first game.
    pub seed: u64,
}

/// The sparse load validation's stride (an odd number, so it meets every phase of a cycle).
const SPARSE: u64 = 61;

/// Session actions after each of which the save round trip is checked.
const SAVE_EVERY_ACTION: u64 = 300;

/// Which costly checks one random game runs.
#[derive(Clone, Copy)]
struct Depth {
    /// The load validation after every this many actions (and at the end).
    validate_every: u64,
    /// `determinize` after every action.
    determinize: bool,
}

/// What a run found.
#[derive(Debug, Default)]
pub(crate) struct Report {
    /// Games played (sessions included).
    pub games: u64,
    /// Actions applied.
    pub actions: u64,
    /// Games with a violation.
    pub violations: u64,
    /// The first violations, described.
    pub notes: Vec<String>,
}

impl Report {
    fn add(&mut self, seed: u64, result: Result<u64, String>) {
        self.games += 1;
        match result {
            Ok(actions) => self.actions += actions,
            Err(note) => {
                self.violations += 1;
                if self.notes.len() < 10 {
                    self.notes.push(format!("seed {seed}: {note}"));
                }
            }
        }
    }
}

/// Runs `plan` on `G` under `preset`; `on_end` sees every finished random game (for
/// game-specific tallies).
pub(crate) fn run<G: TableRules>(
    preset: &Preset<G>,
    spec: &Spec<G>,
    plan: Plan,
    on_end: &mut dyn FnMut(&G),
) -> Report {
    let mut report = Report::default();
    for i in 0..plan.games {
        let seed = plan.seed.wrapping_add(i);
        let depth = Depth {
            validate_every: if i < plan.validate { 1 } else { SPARSE },
            determinize: i < plan.determinize,
        };
        let result = guarded(|| random_game(preset, spec, seed, depth, &mut *on_end));
        report.add(seed, result);
    }
    for i in 0..plan.sessions {
        let seed = plan.seed.wrapping_add(i) ^ 0x5e55_1011;
        report.add(seed, guarded(|| session_game(preset, spec, seed)));
    }
    report
}

/// Runs `plan` and asserts that nothing was violated; returns the report.
pub(crate) fn check<G: TableRules>(preset: &Preset<G>, spec: &Spec<G>, plan: Plan) -> Report {
    check_with(preset, spec, plan, &mut |_| {})
}

/// [`check`] with a look at every finished random game.
pub(crate) fn check_with<G: TableRules>(
    preset: &Preset<G>,
    spec: &Spec<G>,
    plan: Plan,
    on_end: &mut dyn FnMut(&G),
) -> Report {
    let report = run(preset, spec, plan, on_end);
    assert_eq!(
        report.violations,
        0,
        "{} {:?} at {} seats:\n{}",
        G::ID,
        preset.rules,
        preset.players,
        report.notes.join("\n")
    );
    report
}

/// Runs `f`, turning a panic into a violation.
fn guarded(f: impl FnOnce() -> Result<u64, String>) -> Result<u64, String> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|panic| {
        let text = panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_default();
        Err(format!("panicked: {text}"))
    })
}

/// An error unless `ok`.
fn ensure(ok: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if ok { Ok(()) } else { Err(what()) }
}

/// The state written as RON and read back through the game's load validation.
fn validated<G: TableRules>(state: &G) -> Result<(), String> {
    let text = ron::to_string(state).map_err(|e| format!("cannot be saved: {e}"))?;
    let back: G = ron::from_str(&text).map_err(|e| format!("load validation refuses: {e}"))?;
    let again = ron::to_string(&back).map_err(|e| e.to_string())?;
    ensure(again == text, || {
        "a save reads back as another state".into()
    })
}

/// Whose turn, legal actions, the game's invariants (and its load validation when `validate`):
/// the checks of one position. Returns the legal actions.
fn check_position<G: TableRules>(
    state: &G,
    spec: &Spec<G>,
    validate: bool,
) -> Result<Vec<G::Action>, String> {
    (spec.invariant)(state);
    if validate {
        validated(state)?;
    }
    let legal = state.legal_action_list();
    match state.to_move() {
        Turn::Player(p) => {
            ensure(p < state.num_players(), || format!("seat {p} is to move"))?;
            ensure(!legal.is_empty(), || {
                format!("seat {p} has no legal action")
            })?;
        }
        Turn::Chance | Turn::Over => {
            ensure(legal.is_empty(), || {
                "legal actions while no seat decides".into()
            })?;
        }
    }
    Ok(legal)
}

/// Legal actions are distinct; when `costly` (where the load validation runs too), an action
/// that was legal a moment ago but is not now is refused, leaving the state exactly as it was.
fn check_refusal<G: TableRules>(
    state: &G,
    legal: &[G::Action],
    earlier: &[G::Action],
    costly: bool,
) -> Result<(), String> {
    let set: HashSet<G::Action> = legal.iter().copied().collect();
    ensure(set.len() == legal.len(), || {
        format!("duplicate legal actions {legal:?}")
    })?;
    if !costly || matches!(state.to_move(), Turn::Chance) {
        return Ok(());
    }
    let Some(&stale) = earlier.iter().find(|a| !set.contains(a)) else {
        return Ok(());
    };
    let mut tried = state.clone();
    let mut events = Vec::new();
    ensure(tried.apply_traced(stale, &mut events).is_err(), || {
        format!("illegal {stale:?} accepted")
    })?;
    ensure(same_state(&tried, state) && events.is_empty(), || {
        format!("refusing {stale:?} changed the state")
    })
}

/// Finished games: returns per seat in `[0, 1]`, summing to 1 where the spec says so.
fn check_returns<G: TableRules>(state: &G, spec: &Spec<G>) -> Result<(), String> {
    let returns = state.returns();
    ensure(returns.len() == state.num_players(), || {
        format!("{} returns", returns.len())
    })?;
    ensure(returns.iter().all(|r| (0.0..=1.0).contains(r)), || {
        format!("returns {returns:?}")
    })?;
    let sum: f64 = returns.iter().sum();
    ensure(sum > 0.0, || format!("nobody gains anything: {returns:?}"))?;
    ensure(!spec.unit_sum || (sum - 1.0).abs() < 1e-9, || {
        format!("returns {returns:?} do not sum to 1")
    })
}

/// `determinize` for every observer: same observation, turn and own legal actions, a valid
/// state, and a sample that depends only on what the observer sees.
fn check_determinize<G: TableRules>(
    state: &G,
    legal: &[G::Action],
    seed: u64,
) -> Result<(), String> {
    for observer in 0..state.num_players() {
        let sample = state.determinize(observer, &mut rng_from_seed(seed));
        ensure(
            sample.observation_key(observer) == state.observation_key(observer),
            || format!("seat {observer}'s observation changes"),
        )?;
        ensure(sample.to_move() == state.to_move(), || {
            format!("whose turn changes for seat {observer}")
        })?;
        if state.to_move() == Turn::Player(observer) {
            ensure(sample.legal_action_list() == legal, || {
                format!("seat {observer}'s legal actions change")
            })?;
        }
        validated(&sample).map_err(|e| format!("a sample for seat {observer}: {e}"))?;
        // Another state the observer cannot tell apart must give the same sample.
        let twin = state.determinize(observer, &mut rng_from_seed(seed ^ 0x7717));
        let twin_sample = twin.determinize(observer, &mut rng_from_seed(seed));
        ensure(same_state(&sample, &twin_sample), || {
            format!("seat {observer}'s sample depends on hidden information")
        })?;
    }
    Ok(())
}

/// One random game with every check after every action; the number of actions.
fn random_game<G: TableRules>(
    preset: &Preset<G>,
    spec: &Spec<G>,
    seed: u64,
    depth: Depth,
    on_end: &mut dyn FnMut(&G),
) -> Result<u64, String> {
    let mut rng = rng_from_seed(seed);
    let mut state = G::new_game(&preset.rules, preset.players, None, &mut rng);
    ensure(state.num_players() == preset.players, || {
        "wrong table size".into()
    })?;
    let mut earlier = Vec::new();
    let mut actions = 0;
    loop {
        let validate = actions % depth.validate_every == 0 || state.is_over();
        let legal =
            check_position(&state, spec, validate).map_err(|e| format!("action {actions}: {e}"))?;
        check_refusal(&state, &legal, &earlier, validate)
            .map_err(|e| format!("action {actions}: {e}"))?;
        if depth.determinize {
            check_determinize(&state, &legal, seed ^ actions)
                .map_err(|e| format!("action {actions}: {e}"))?;
        }
        let action = match state.to_move() {
            Turn::Over => break,
            Turn::Chance => state.sample_chance(&mut rng),
            Turn::Player(_) => legal[rng.random_range(0..legal.len())],
        };
        let mut events = Vec::new();
        state
            .apply_traced(action, &mut events)
            .map_err(|e| format!("action {actions}: refused its own {e}"))?;
        earlier = legal;
        actions += 1;
        ensure(actions as usize <= spec.max_actions, || {
            format!("no end after {actions} actions")
        })?;
    }
    check_returns(&state, spec)?;
    on_end(&state);
    Ok(actions)
}

/// The save of `session` loads back to the identical state, log and trail.
fn check_save<G: TableRules>(session: &Session<G>) -> Result<(), String> {
    let text = session.to_ron("suite")?;
    let back = Session::<G>::from_ron(&text, "suite", 1).map_err(|e| format!("refused: {e}"))?;
    ensure(same_state(&back.state, &session.state), || {
        "the save loads as another state".into()
    })?;
    ensure(
        back.log == session.log && back.human == session.human,
        || "the save loads with another log".into(),
    )?;
    ensure(back.trail() == session.trail(), || {
        "the save loads with another trail".into()
    })
}

/// One game through a session (the human in seat 0, random choices everywhere): the save round
/// trip after every action; after half the human's decisions, once the others have moved on,
/// undo restores exactly the state before it.
fn session_game<G: TableRules>(
    preset: &Preset<G>,
    spec: &Spec<G>,
    seed: u64,
) -> Result<u64, String> {
    let mut session = Session::<G>::new(
        preset.rules.clone(),
        preset.players,
        Strength::Random,
        FirstPlayer::Random,
        seed,
    );
    session.use_random_bots();
    let worker = AiWorker::inline();
    let mut rng = rng_from_seed(seed);
    let mut now = 0.0;
    let mut actions = 0;
    // The human's last decision: the state, log and trail before it.
    let mut before: Option<(G, usize, Option<usize>)> = None;
    while !session.is_over() {
        // The save holds the whole log, so checking it costs more as the game goes on: after
        // every action at first, then every [`SPARSE`]th.
        if actions < SAVE_EVERY_ACTION || actions % SPARSE == 0 {
            check_save(&session).map_err(|e| format!("action {actions}: {e}"))?;
        }
        let human_turn = session.state.to_move() == Turn::Player(session.human);
        if human_turn
            && let Some((state, log_len, trail_len)) = before.take()
            && rng.random_bool(0.5)
            // Where another seat has decided on what the human cannot see since, undo is off by
            // the game's rule, not by a fault.
            && session.undo_status(|_| false) != Err(UndoBlock::OtherSeatDecided)
        {
            session
                .undo(|_| false)
                .map_err(|e| format!("undo refused: {e:?}"))?;
            // A game that deals again what the human has not seen adds that deal, a chance
            // action, to the state before the decision: the human sees that state exactly.
            let redealt = usize::from(G::REDEALS_AFTER_UNDO);
            let mut expected = state.clone();
            if G::REDEALS_AFTER_UNDO {
                let redeal = session
                    .trail()
                    .and_then(|t| t.actions.last().copied())
                    .ok_or("undo left no redeal in the trail")?;
                expected
                    .apply(redeal)
                    .map_err(|e| format!("action {actions}: the redeal is refused: {e}"))?;
                ensure(
                    session.state.observation_key(session.human)
                        == state.observation_key(session.human),
                    || format!("action {actions}: the redeal changed what the human sees"),
                )?;
            }
            ensure(same_state(&session.state, &expected), || {
                format!("action {actions}: undo leads to another state")
            })?;
            ensure(session.log.len() == log_len + redealt, || {
                "undo keeps log entries".into()
            })?;
            let trail = session.trail().map(|t| t.actions.len());
            ensure(trail == trail_len.map(|n| n + redealt), || {
                "undo keeps trail actions".into()
            })?;
            continue;
        }
        if human_turn {
            let legal = session.human_legal();
            let action = legal[rng.random_range(0..legal.len())];
            let trail_len = session.trail().map(|t| t.actions.len());
            before = Some((session.state.clone(), session.log.len(), trail_len));
            session.play(action).map_err(|e| format!("refused: {e}"))?;
        } else {
            now += 1.0;
            match session.advance(now, &worker) {
                Advance::Applied(_) | Advance::Waiting(_) => {}
                Advance::Idle => return Err(format!("action {actions}: the session is stuck")),
            }
        }
        actions += 1;
        // Undo may repeat decisions; bound the whole game generously.
        ensure(actions as usize <= 4 * spec.max_actions, || {
            format!("no end after {actions} session steps")
        })?;
    }
    Ok(actions)
}
