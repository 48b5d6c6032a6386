//! The real binary in a virtual X display, playing by itself (`ASOBIBA_AUTOPLAY`): killed with
//! SIGKILL at a random moment of each game, the continued game must be exactly the one on disk,
//! and that one at most one autosave behind; SIGTERM must lose nothing. A second copy must
//! not start on the same files.
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

/// The digests of the autosaves of `id` logged so far, in order.
fn autosaves(log: &Path, id: &str) -> Vec<u64> {
    let prefix = format!("autosave {id}: digest ");
    fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| line.split_once(&prefix))
        .filter_map(|(_, hex)| u64::from_str_radix(hex.trim(), 16).ok())
        .collect()
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
        .and_then(|(_, hex)| u64::from_str_radix(hex.trim(), 16).ok())
}

/// The warnings and errors in an app's log, for a failure message.
fn problems(log: &Path) -> String {
    fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter(|line| line.contains("ERROR") || line.contains("WARN"))
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

/// Kills the app of game `id` with SIGKILL `kills` times at random moments; after each, the
/// continued game (its first autosave after the restart) is the save on disk, which is the
/// last or the one before last autosave (the write in flight). Ends with SIGTERM, which must
/// leave the last autosave on disk. Returns how many states were compared.
fn kill_and_continue(
    display: &str,
    kind: GameKind,
    kills: usize,
    rng: &mut Xoshiro256PlusPlus,
) -> usize {
    let id = kind.id();
    let home = Home::new();
    let mut compared = 0;
    let mut run = 0;
    let mut app = home.start(display, id, Some(rng.random()), &home.log(run));
    for kill in 0..kills {
        // Some autosaves (decisions and computer's turns), then a random instant.
        let log = home.log(run);
        let wanted = rng.random_range(2..8);
        assert!(
            wait_for(Duration::from_secs(60), || autosaves(&log, id).len()
                >= wanted),
            "{id}: {} autosaves after a minute ({log:?})",
            autosaves(&log, id).len()
        );
        thread::sleep(Duration::from_millis(rng.random_range(0..120)));
        app.0.kill().expect("SIGKILL");
        app.0.wait().expect("ended");
        let logged = autosaves(&log, id);
        let Ok(saved) = fs::read_to_string(home.save(id)) else {
            // The game ended (a finished game has no save): start the next one.
            eprintln!("{id}: the game ended before kill {kill}");
            run += 1;
            app = home.start(display, id, Some(rng.random()), &home.log(run));
            continue;
        };
        let on_disk = digest(&saved);
        let tail = &logged[logged.len().saturating_sub(2)..];
        assert!(
            tail.contains(&on_disk),
            "{id}: the save on disk is not one of the last two autosaves (kill {kill})"
        );
        // Continue: the resumed game, written out again, must be the file exactly.
        run += 1;
        let log = home.log(run);
        app = home.start(display, id, Some(rng.random()), &log);
        assert!(
            wait_for(Duration::from_secs(60), || resumed(&log, id).is_some()),
            "{id}: the game was not resumed (kill {kill}); the app said:\n{}",
            problems(&log)
        );
        assert_eq!(
            resumed(&log, id),
            Some(on_disk),
            "{id}: the continued game is not the saved one (kill {kill})"
        );
        compared += 1;
    }
    // SIGTERM while playing: the window closes through the app, which saves and flushes.
    let log = home.log(run);
    thread::sleep(Duration::from_millis(rng.random_range(100..400)));
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
    if let Ok(saved) = fs::read_to_string(home.save(id)) {
        let logged = autosaves(&log, id);
        assert_eq!(
            logged.last(),
            Some(&digest(&saved)),
            "{id}: SIGTERM lost the last autosave"
        );
        compared += 1;
    }
    compared
}

fn every_game_survives(kills: usize) {
    let Some((_xvfb, display)) = xvfb(301) else {
        return;
    };
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(35);
    for kind in GameKind::all().filter(|k| k.id() != "demo") {
        let compared = kill_and_continue(&display, kind, kills, &mut rng);
        eprintln!("{}: {kills} kills, {compared} states compared", kind.id());
        assert!(compared >= 1, "{}", kind.id());
    }
}

#[test]
#[ignore = "intermittent: a game that ends before the wanted autosaves stalls the test, and one \
            BANG! restart was not resumed in a minute; run with --ignored until that is understood"]
fn a_killed_game_continues_from_its_last_autosave_and_sigterm_loses_nothing() {
    every_game_survives(2);
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
    let Some((_xvfb, display)) = xvfb(301) else {
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
