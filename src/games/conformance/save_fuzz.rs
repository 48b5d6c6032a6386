//! Mutated-save fuzzing: real mid-game saves, damaged by [`super::mutate`], must either be
//! refused or load and play to the end without a panic, an abort, a hang or a stuck seat.
//!
//! Each game's cases run in a child process (this same test binary, re-run with a filter and an
//! environment variable), so a stack overflow or abort is counted, not fatal: the parent notes the
//! case the child was on and starts a new child at the next one.

use std::{
    io::{BufRead as _, BufReader, Write as _},
    panic::{AssertUnwindSafe, catch_unwind},
    process::{Command, Stdio},
    sync::{Mutex, mpsc},
    time::Duration,
};

use rand::RngExt as _;

use super::mutate::mutate;
use crate::{
    engine::{Strength, Turn, bots::random_action, rng_from_seed, worker::AiWorker},
    play::TableRules,
    play::session::{Advance, LogEntry, SAVE_VERSION, SavedGame, Session},
};

/// The variable that turns a test into the child running cases from the given index.
const CHILD_VAR: &str = "ASOBIBA_SAVE_FUZZ_FROM";
/// The variable naming the game whose cases the child runs (the test runs every game).
const CHILD_GAME_VAR: &str = "ASOBIBA_SAVE_FUZZ_GAME";
/// Actions after which a loaded game counts as stuck: the bound within which loading checked
/// that a random playout ends.
const MOVE_CAP: usize = crate::play::save_check::PROBE_CAP;
/// Silence from a child after which it counts as hung.
const HANG: Duration = Duration::from_secs(60);
/// Mutations of one base save.
const PER_BASE: usize = 25;

/// What became of one mutated save.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Refused,
    Finished,
    Panicked,
    Stuck,
    Aborted,
    Hung,
}

impl Outcome {
    const ALL: [Outcome; 6] = [
        Outcome::Refused,
        Outcome::Finished,
        Outcome::Panicked,
        Outcome::Stuck,
        Outcome::Aborted,
        Outcome::Hung,
    ];

    fn name(self) -> &'static str {
        match self {
            Outcome::Refused => "refused",
            Outcome::Finished => "finished",
            Outcome::Panicked => "panicked",
            Outcome::Stuck => "stuck",
            Outcome::Aborted => "aborted",
            Outcome::Hung => "hung",
        }
    }
}

/// Counts per outcome, and where panics and stuck games came from.
#[derive(Debug, Default)]
pub(crate) struct Tally {
    counts: [usize; 6],
    notes: Vec<String>,
}

impl Tally {
    fn add(&mut self, outcome: Outcome, note: &str) {
        self.counts[outcome as usize] += 1;
        if !matches!(outcome, Outcome::Refused | Outcome::Finished) && self.notes.len() < 40 {
            self.notes.push(format!("{}: {note}", outcome.name()));
        }
    }

    fn count(&self, outcome: Outcome) -> usize {
        self.counts[outcome as usize]
    }

    fn table_row(&self, game: &str) -> String {
        let cells: Vec<String> = Outcome::ALL
            .iter()
            .map(|&o| format!("{} {}", o.name(), self.count(o)))
            .collect();
        format!("{game}: {}", cells.join(", "))
    }
}

/// Runs `cases` mutated saves of `G` under `rules` in child processes of the test named
/// `test_name`; asserts none panicked, aborted, hung or got stuck.
pub(crate) fn check_mutated_saves<G: TableRules>(test_name: &str, rules: &G::Rules, cases: usize) {
    if let Ok(from) = std::env::var(CHILD_VAR) {
        if std::env::var(CHILD_GAME_VAR).is_ok_and(|id| id == G::ID) {
            run_child::<G>(rules, from.parse().unwrap_or(0), cases);
        }
        return;
    }
    let tally = run_parent(test_name, G::ID, cases);
    let row = tally.table_row(G::ID);
    println!("{row}");
    for note in &tally.notes {
        println!("  {note}");
    }
    let bad = [
        Outcome::Panicked,
        Outcome::Stuck,
        Outcome::Aborted,
        Outcome::Hung,
    ];
    assert!(
        bad.iter().all(|&o| tally.count(o) == 0),
        "{row}\n{}",
        tally.notes.join("\n")
    );
    assert_eq!(
        tally.count(Outcome::Refused) + tally.count(Outcome::Finished),
        cases,
        "{row}"
    );
    assert!(
        tally.count(Outcome::Finished) * 20 >= cases,
        "too few mutated saves load at all: {row}"
    );
}

fn run_parent(test_name: &str, game: &str, cases: usize) -> Tally {
    let mut tally = Tally::default();
    let mut next = 0;
    while next < cases {
        let (outcome_of_crash, last) = run_one_child(test_name, game, next, &mut tally);
        match last {
            Some(i) if i + 1 >= cases => break,
            Some(i) => next = i + 1,
            None => {}
        }
        if let Some(outcome) = outcome_of_crash {
            tally.add(outcome, &format!("case {next}"));
            next += 1;
        }
    }
    tally
}

/// Runs a child from case `from`; returns how it ended abnormally (if it did) and the last case
/// it reported.
fn run_one_child(
    test_name: &str,
    game: &str,
    from: usize,
    tally: &mut Tally,
) -> (Option<Outcome>, Option<usize>) {
    let Ok(exe) = std::env::current_exe() else {
        panic!("no test binary to re-run");
    };
    let spawned = Command::new(exe)
        .args([test_name, "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD_VAR, from.to_string())
        .env(CHILD_GAME_VAR, game)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => panic!("cannot start the fuzz child: {e}"),
    };
    let Some(stdout) = child.stdout.take() else {
        panic!("the fuzz child has no output");
    };
    let (lines_tx, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines_tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut last = None;
    loop {
        match lines.recv_timeout(HANG) {
            Ok(line) => {
                if let Some((i, outcome, note)) = parse_line(&line) {
                    tally.add(outcome, &format!("case {i}: {note}"));
                    last = Some(i);
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let _ = child.kill();
                let _ = child.wait();
                return (Some(Outcome::Hung), last);
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    let ok = child.wait().is_ok_and(|status| status.success());
    (if ok { None } else { Some(Outcome::Aborted) }, last)
}

fn parse_line(line: &str) -> Option<(usize, Outcome, String)> {
    // libtest may print the test's name on the same line before the first report.
    let rest = &line[line.find("FUZZ ")? + "FUZZ ".len()..];
    let mut parts = rest.splitn(3, ' ');
    let i = parts.next()?.parse().ok()?;
    let name = parts.next()?;
    let outcome = Outcome::ALL.into_iter().find(|o| o.name() == name)?;
    Some((i, outcome, parts.next().unwrap_or("").to_owned()))
}

/// The location of the last panic in this process (the child silences the default report).
static LAST_PANIC: Mutex<String> = Mutex::new(String::new());

fn run_child<G: TableRules>(rules: &G::Rules, from: usize, cases: usize) {
    std::panic::set_hook(Box::new(|info| {
        let at = info
            .location()
            .map_or_else(String::new, |l| format!("{}:{}", l.file(), l.line()));
        if let Ok(mut last) = LAST_PANIC.lock() {
            *last = at;
        }
    }));
    let mut base = None;
    let mut out = std::io::stdout();
    for i in from..cases {
        if base.as_ref().is_none_or(|(b, _)| *b != i / PER_BASE) {
            base = Some((i / PER_BASE, base_save::<G>(rules, i / PER_BASE)));
        }
        let text = base.as_ref().map_or("", |(_, t)| t.as_str());
        let mut rng = rng_from_seed(0x5eed_0000 ^ i as u64);
        let mutated = mutate(text, &mut rng).unwrap_or_default();
        let (outcome, note) = match catch_unwind(AssertUnwindSafe(|| play_saved::<G>(&mutated))) {
            Ok(result) => result,
            Err(_) => (
                Outcome::Panicked,
                LAST_PANIC.lock().map(|l| l.clone()).unwrap_or_default(),
            ),
        };
        let _ = writeln!(out, "FUZZ {i} {} {note}", outcome.name());
        let _ = out.flush();
    }
}

/// A save of a game played randomly for a while, as the app writes it.
fn base_save<G: TableRules>(rules: &G::Rules, index: usize) -> String {
    let mut rng = rng_from_seed(0xba5e ^ index as u64);
    let range = G::player_range();
    let span = range.end() - range.start() + 1;
    let players = range.start() + index % span;
    let mut state = G::new_game(rules, players, None, &mut rng);
    let mut log = Vec::new();
    let steps = rng.random_range(0..400);
    for _ in 0..steps {
        let Some(action) = random_action(&state, &mut rng) else {
            break;
        };
        let mut next = state.clone();
        let mut events = Vec::new();
        if next.apply_traced(action, &mut events).is_err() || next.is_over() {
            break;
        }
        let seat = match state.to_move() {
            Turn::Player(p) => Some(p),
            _ => None,
        };
        log.push(LogEntry { seat, events });
        state = next;
    }
    let saved = SavedGame::<G> {
        version: SAVE_VERSION,
        game: "fuzz".into(),
        human: 0,
        strength: Strength::Random,
        rules: rules.clone(),
        state,
        log,
        trail: None,
    };
    ron::ser::to_string_pretty(
        &saved,
        ron::ser::PrettyConfig::default().struct_names(false),
    )
    .unwrap_or_default()
}

/// Loads a save and plays it to the end: the human's seat by random legal actions, the others
/// through the session like the app does.
fn play_saved<G: TableRules>(text: &str) -> (Outcome, String) {
    let Ok(mut session) = Session::<G>::from_ron(text, "fuzz", 7) else {
        return (Outcome::Refused, String::new());
    };
    session.use_random_bots();
    let worker = AiWorker::inline();
    let mut rng = rng_from_seed(99);
    let mut now = 0.0;
    for _ in 0..MOVE_CAP {
        if session.is_over() {
            return (Outcome::Finished, String::new());
        }
        now += 1.0;
        match session.advance(now, &worker) {
            Advance::Applied(_) | Advance::Waiting(_) => {}
            Advance::Idle => {
                let legal = session.human_legal();
                if legal.is_empty() {
                    return (
                        Outcome::Stuck,
                        format!("idle at {:?}", session.state.to_move()),
                    );
                }
                let action = legal[rng.random_range(0..legal.len())];
                if let Err(e) = session.play(action) {
                    return (Outcome::Stuck, e.to_string());
                }
            }
        }
    }
    (Outcome::Stuck, "move cap".into())
}
