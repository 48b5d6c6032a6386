//! Starts the real binary in a virtual X display with a garbage settings file: it must keep
//! running, set the damaged file aside, stay idle (no continuous repaint) and stay small.
//!
//! Needs `Xvfb`. Without it the test is skipped with a message, unless
//! `ASOBIBA_REQUIRE_XVFB=1` (set by `.ci/run`, which installs it) makes that a failure.

use std::{
    fs,
    path::Path,
    process::{Command, Stdio},
    thread,
    time::{Duration, Instant},
};

mod common;

use common::{Killed, xvfb};

/// CPU time (user + system) of a process in clock ticks, from /proc.
fn cpu_ticks(pid: u32) -> Option<u64> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after_name = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    // Fields 14 and 15 of stat (utime, stime) are 11 and 12 after the name.
    Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
}

fn resident_kib(pid: u32) -> Option<u64> {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

fn backups(dir: &Path) -> usize {
    fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| {
                    e.file_name()
                        .to_string_lossy()
                        .starts_with("settings.ron.bad-")
                })
                .count()
        })
        .unwrap_or(0)
}

#[test]
fn the_app_survives_a_garbage_settings_file_and_idles() {
    let Some((_xvfb, display)) = xvfb() else {
        return;
    };

    let home = tempfile::tempdir().expect("temp dir");
    let config = home.path().join("config");
    let config_dir = config.join("asobiba");
    fs::create_dir_all(&config_dir).expect("mkdir");
    fs::write(config_dir.join("settings.ron"), "(((( this is not RON").expect("write");
    let app = Killed(
        Command::new(env!("CARGO_BIN_EXE_asobiba"))
            .env("DISPLAY", &display)
            .env("XDG_CONFIG_HOME", &config)
            .env("XDG_DATA_HOME", home.path().join("data"))
            .env("XDG_RUNTIME_DIR", home.path())
            .env("LANG", "ja_JP.UTF-8")
            .env_remove("WAYLAND_DISPLAY")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the app starts"),
    );
    let pid = app.0.id();

    // Give it time to open the window and draw, then it must still be running.
    let deadline = Instant::now() + Duration::from_secs(20);
    while backups(&config_dir) == 0 && Instant::now() < deadline {
        thread::sleep(Duration::from_millis(200));
    }
    thread::sleep(Duration::from_secs(3));
    let mut app = app;
    assert!(app.0.try_wait().expect("wait").is_none(), "the app exited");
    assert_eq!(
        backups(&config_dir),
        1,
        "the damaged file is kept beside as .bad-*"
    );

    // Idle: no continuous repaint. Start-up work (a software renderer compiling its shaders
    // on a busy machine, the toast expiring) may run late, so wait for a quiet window of 4 s;
    // a window that repaints continuously never gets one.
    let mut used = u64::MAX;
    for _ in 0..6 {
        let before = cpu_ticks(pid).expect("cpu ticks");
        thread::sleep(Duration::from_secs(4));
        used = cpu_ticks(pid).expect("cpu ticks") - before;
        if used <= 20 {
            break;
        }
    }
    assert!(used <= 20, "the idle window used {used} CPU ticks in 4 s");
    let rss = resident_kib(pid).expect("rss");
    eprintln!(
        "idle CPU ticks in 4 s: {used}; resident memory {} MB",
        rss / 1024
    );
    assert!(rss < 150 * 1024, "resident memory {} MB", rss / 1024);
}
