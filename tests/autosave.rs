//! The real binary in a virtual X display, playing by itself (`ASOBIBA_AUTOPLAY`): killed with
//! SIGKILL at random moments of each game, the save on disk must be the last one the writer
//! finished or one in flight, and the continued game must be exactly that save; SIGTERM must
//! lose nothing. A second copy must not start on the same files.
//!
//! The kill moments are drawn from the time (printed; `ASOBIBA_KILL_SEED` repeats a run);
//! `ASOBIBA_KILL_GAME=<id>` kills one game only.
//!
//! Needs `Xvfb` (skipped without it unless `ASOBIBA_REQUIRE_XVFB=1`, set by `.ci/run`).
//! A longer soak (more kills per game): `ASOBIBA_KILLS=20 cargo test --profile ci --test
//! autosave -- --ignored`.

// A test's helpers may stop the test where a step of its set-up fails.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::{
    fs,
    hash::{DefaultHasher, Hash as _, Hasher as _},
    path::{Path, PathBuf},
    process::{Command, Stdio},
    thread,
    time::{Duration, Instant},
};

use asobiba::app::registry::GameKind;
use rand::{RngExt as _, SeedableRng as _, rngs::Xoshiro256PlusPlus};

mod common;

use common::{Killed, xvfb};

/// The app's folders under one temporary home.
struct Home {
    dir: tempfile::TempDir,
}

impl Home {
    fn new() -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let config = dir.path().join("config").join("asobiba");
        fs::create_dir_all(&config).expect("mkdir");
        // No animation, so the computer's turns follow each other quickly; no sound device.
        fs::write(
            config.join("settings.ron"),
            "(language: En, animation_speed: Instant, sound: false)",
        )
        .expect("settings");
        Self { dir }
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data").join("asobiba")
    }

    fn save(&self, id: &str) -> PathBuf {
        self.data().join("saves").join(format!("{id}.ron"))
    }

    fn log(&self, n: usize) -> PathBuf {
        self.dir.path().join(format!("app-{n}.log"))
    }

    /// Starts the app on game `id`, its log going to `log`.
    fn start(&self, display: &str, id: &str, autoplay: Option<u64>, log: &Path) -> Killed {
        let mut command = Command::new(env!("CARGO_BIN_EXE_asobiba"));
        command
            .args(["--game", id])
            .env("DISPLAY", display)
            .env("XDG_CONFIG_HOME", self.dir.path().join("config"))
            .env("XDG_DATA_HOME", self.dir.path().join("data"))
            .env("XDG_RUNTIME_DIR", self.dir.path())
            .env("RUST_LOG", "info,asobiba=debug")
            .env_remove("WAYLAND_DISPLAY")
            .stdout(Stdio::null())
            .stderr(fs::File::create(log).expect("log file"));
        match autoplay {
            Some(seed) => command.env("ASOBIBA_AUTOPLAY", seed.to_string()),
            None => command.env_remove("ASOBIBA_AUTOPLAY"),
        };
        Killed(command.spawn().expect("the app starts"))
    }
}

/// What the app's log says happened to a save file, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Event {
    /// The save was asked to hold this (`None`: to be removed).
    Asked(Option<u64>),
    /// The writer put this on disk (`None`: removed the file).
    Done(Option<u64>),
}

fn hex(text: &str) -> Option<u64> {
    u64::from_str_radix(text.trim(), 16).ok()
}

/// The save events of `id` in an app's log (the debug lines of the autosave and of the writer).
fn events(log: &Path, id: &str, save: &Path) -> Vec<Event> {
    let autosave = format!("autosave {id}: digest ");
    let remove = format!("remove save {id}");
    let written = format!("written {}: digest ", save.display());
    let removed = format!("removed {}", save.display());
    fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| {
            if let Some((_, d)) = line.split_once(&autosave) {
                Some(Event::Asked(Some(hex(d)?)))
            } else if let Some((_, d)) = line.split_once(&written) {
                Some(Event::Done(Some(hex(d)?)))
            } else if line.ends_with(&removed) {
                Some(Event::Done(None))
            } else if line.ends_with(&remove) {
                Some(Event::Asked(None))
            } else {
                None
            }
        })
        .collect()
}

fn asked(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Asked(_)))
        .count()
}

/// What the save may hold after a kill: what the writer last finished, or anything asked for
/// after it (the writes in flight); `before` is what it held when the app started.
fn may_hold(events: &[Event], before: Option<u64>) -> Vec<Option<u64>> {
    let asked_from = |from: usize| {
        events[from..].iter().filter_map(|e| match e {
            Event::Asked(content) => Some(*content),
            Event::Done(_) => None,
        })
    };
    let Some(done) = events.iter().rposition(|e| matches!(e, Event::Done(_))) else {
        return std::iter::once(before).chain(asked_from(0)).collect();
    };
    let Event::Done(content) = events[done] else {
        unreachable!()
    };
    let request = events[..done]
        .iter()
        .rposition(|e| *e == Event::Asked(content))
        .expect("the writer wrote only what was asked for");
    asked_from(request).collect()
}

/// How many requests after the one the disk holds were lost (the writes in flight).
fn behind(events: &[Event], on_disk: Option<u64>) -> usize {
    let asked: Vec<Option<u64>> = events
        .iter()
        .filter_map(|e| match e {
            Event::Asked(content) => Some(*content),
            Event::Done(_) => None,
        })
        .collect();
    asked
        .iter()
        .rposition(|c| *c == on_disk)
        .map_or(asked.len(), |i| asked.len() - 1 - i)
}

/// As the app logs it (std's hasher with its fixed keys: the same in the test and the app).
fn digest(text: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// The digest of the game `id` resumed from its save, once logged.
fn resumed(log: &Path, id: &str) -> Option<u64> {
    let prefix = format!("resumed {id}: digest ");
    fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .find_map(|line| line.split_once(&prefix))
        .and_then(|(_, d)| hex(d))
}

/// The warnings and errors in an app's log and its last lines, for a failure message.
fn problems(log: &Path) -> String {
    let text = fs::read_to_string(log).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let warnings = lines
        .iter()
        .filter(|line| line.contains("ERROR") || line.contains("WARN"));
    let last = &lines[lines.len().saturating_sub(12)..];
    warnings
        .chain(["(last lines:)"].iter())
        .chain(last)
        .copied()
        .collect::<Vec<_>>()
        .join("\n")
}

fn wait_for(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + limit;
    while Instant::now() < deadline {
        if done() {
            return true;
        }
        thread::sleep(Duration::from_millis(20));
    }
    done()
}

/// The digest of the save of `id` on disk (`None`: no save).
fn on_disk(home: &Home, id: &str) -> Option<u64> {
    fs::read_to_string(home.save(id)).ok().map(|t| digest(&t))
}

/// What one game's kills showed.
#[derive(Debug, Default)]
struct Survived {
    /// Continued games compared with the save on disk.
    compared: usize,
    /// Kills that found no save (the game had just ended).
    no_save: usize,
    /// The most requests a kill lost (writes in flight).
    most_behind: usize,
}

/// Kills the app of game `id` with SIGKILL `kills` times at random moments (the app plays on by
/// itself, game after game); after each, the save on disk must be what the writer last finished
/// or a write in flight, and the continued game must be that save exactly. Ends with SIGTERM,
/// which must leave the last autosave on disk.
fn kill_and_continue(
    display: &str,
    kind: GameKind,
    kills: usize,
    rng: &mut Xoshiro256PlusPlus,
) -> Survived {
    let id = kind.id();
    let home = Home::new();
    let save = home.save(id);
    let mut survived = Survived::default();
    let mut run = 0;
    let mut before = None;
    let mut app = home.start(display, id, Some(rng.random()), &home.log(run));
    for kill in 0..kills {
        // Some requests (decisions, computer's turns, game ends), then a random instant.
        let log = home.log(run);
        let wanted = rng.random_range(1..=6);
        assert!(
            wait_for(Duration::from_secs(60), || asked(&events(&log, id, &save))
                >= wanted),
            "{id}: {} autosaves after a minute (kill {kill}); the app said:\n{}",
            asked(&events(&log, id, &save)),
            problems(&log)
        );
        thread::sleep(Duration::from_millis(rng.random_range(0..400)));
        app.0.kill().expect("SIGKILL");
        app.0.wait().expect("ended");
        let happened = events(&log, id, &save);
        let found = on_disk(&home, id);
        assert!(
            may_hold(&happened, before).contains(&found),
            "{id}: the save on disk ({found:x?}) is neither the last one written nor one in \
             flight (kill {kill}): {happened:x?}"
        );
        survived.most_behind = survived.most_behind.max(behind(&happened, found));
        // Continue: the resumed game, written out again, must be the file exactly.
        run += 1;
        let log = home.log(run);
        app = home.start(display, id, Some(rng.random()), &log);
        match found {
            Some(saved) => {
                let came_up = wait_for(Duration::from_secs(60), || {
                    resumed(&log, id).is_some()
                        || app.0.try_wait().is_ok_and(|ended| ended.is_some())
                });
                assert!(
                    came_up && resumed(&log, id).is_some(),
                    "{id}: the game was not resumed (kill {kill}); the app said:\n{}",
                    problems(&log)
                );
                assert_eq!(
                    resumed(&log, id),
                    Some(saved),
                    "{id}: the continued game is not the saved one (kill {kill})"
                );
                survived.compared += 1;
            }
            None => survived.no_save += 1,
        }
        before = found;
    }
    // SIGTERM while playing: the window closes through the app, which saves and flushes.
    let log = home.log(run);
    let wanted = rng.random_range(1..=3);
    assert!(
        wait_for(Duration::from_secs(60), || asked(&events(&log, id, &save))
            >= wanted),
        "{id}: no autosave before SIGTERM; the app said:\n{}",
        problems(&log)
    );
    thread::sleep(Duration::from_millis(rng.random_range(0..400)));
    let pid = app.0.id().to_string();
    let sent = Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill");
    assert!(sent.success());
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = app.0.try_wait().expect("wait") {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "{id}: SIGTERM did not end the app"
        );
        thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{id}: {status:?}");
    let text = fs::read_to_string(&log).unwrap_or_default();
    assert!(
        text.contains("asked to end"),
        "{id}: the signal was not seen"
    );
    let last = events(&log, id, &save).iter().rev().find_map(|e| match e {
        Event::Asked(content) => Some(*content),
        Event::Done(_) => None,
    });
    assert_eq!(
        on_disk(&home, id),
        last.unwrap_or(before),
        "{id}: SIGTERM lost the last autosave"
    );
    survived
}

fn every_game_survives(kills: usize) {
    let Some((_xvfb, display)) = xvfb() else {
        return;
    };
    let seed = std::env::var("ASOBIBA_KILL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(35, |d| d.as_secs())
        });
    eprintln!("kill moments from seed {seed} (ASOBIBA_KILL_SEED={seed} repeats them)");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let only = std::env::var("ASOBIBA_KILL_GAME").ok();
    for kind in GameKind::all().filter(|k| k.id() != "demo") {
        if only.as_deref().is_some_and(|id| id != kind.id()) {
            continue;
        }
        let started = Instant::now();
        let survived = kill_and_continue(&display, kind, kills, &mut rng);
        eprintln!(
            "{}: {kills} kills, {} continued games compared with their save, {} kills found \
             the game just ended, at most {} requests in flight lost, SIGTERM lost nothing \
             ({:.1} s)",
            kind.id(),
            survived.compared,
            survived.no_save,
            survived.most_behind,
            started.elapsed().as_secs_f64()
        );
    }
}

#[test]
fn a_killed_game_continues_from_its_last_autosave_and_sigterm_loses_nothing() {
    every_game_survives(3);
}

#[test]
#[ignore = "a soak of several minutes; ASOBIBA_KILLS sets the kills per game"]
fn soak_many_kills_per_game() {
    let kills = std::env::var("ASOBIBA_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(20);
    every_game_survives(kills);
}

#[test]
fn a_second_copy_brings_the_first_forward_and_touches_nothing() {
    let Some((_xvfb, display)) = xvfb() else {
        return;
    };
    let home = Home::new();
    let first = home.start(&display, "en-garde", None, &home.log(0));
    let lock = home.data().join("asobiba.lock");
    assert!(wait_for(Duration::from_secs(30), || lock.exists()));
    thread::sleep(Duration::from_secs(2));
    let settings = home
        .dir
        .path()
        .join("config")
        .join("asobiba")
        .join("settings.ron");
    let before = fs::read_to_string(&settings).expect("settings");
    // The second copy asks the first to come forward and ends at once, without a window.
    let mut second = home.start(&display, "gyges", None, &home.log(1));
    let ended = wait_for(Duration::from_secs(15), || {
        second.0.try_wait().expect("wait").is_some()
    });
    assert!(ended, "the second copy kept running");
    let second_log = fs::read_to_string(home.log(1)).expect("log");
    assert!(second_log.contains("already running"), "{second_log}");
    let first_log = fs::read_to_string(home.log(0)).expect("log");
    assert!(
        first_log.contains("bringing the window forward"),
        "{first_log}"
    );
    assert_eq!(fs::read_to_string(&settings).expect("settings"), before);
    assert!(!home.save("gyges").exists());

    // A first copy that does not answer (stopped): the second shows its message window.
    let pid = first.0.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-STOP", &pid])
            .status()
            .expect("stop")
            .success()
    );
    let mut third = home.start(&display, "gyges", None, &home.log(2));
    thread::sleep(Duration::from_secs(6));
    assert!(
        third.0.try_wait().expect("wait").is_none(),
        "the message window stays until it is closed"
    );
    let third_log = fs::read_to_string(home.log(2)).expect("log");
    assert!(third_log.contains("showing a message"), "{third_log}");
    third.0.kill().expect("kill");
    assert!(
        Command::new("kill")
            .args(["-CONT", &pid])
            .status()
            .expect("cont")
            .success()
    );

    // A crashed first copy leaves no stale lock: the next one starts normally.
    drop(first);
    let mut fourth = home.start(&display, "gyges", None, &home.log(3));
    thread::sleep(Duration::from_secs(4));
    assert!(fourth.0.try_wait().expect("wait").is_none(), "the app runs");
    let fourth_log = fs::read_to_string(home.log(3)).expect("log");
    assert!(!fourth_log.contains("already running"), "{fourth_log}");
}
