//! Helpers of the tests that run the real binary.

use std::{
    process::{Child, Command, Stdio},
    thread,
    time::Duration,
};

/// A child process killed and reaped when dropped.
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// True when `program` is on the PATH.
pub fn which(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A virtual X display for a test, on a display number chosen from the process id plus
/// `offset` (so two test binaries running at once do not collide). `None` (with a message)
/// where Xvfb is not installed, unless `ASOBIBA_REQUIRE_XVFB` is set, which fails instead.
#[allow(clippy::expect_used)] // a test that cannot start its display stops there
pub fn xvfb(offset: u32) -> Option<(Killed, String)> {
    if !cfg!(target_os = "linux") || !which("Xvfb") {
        assert!(
            std::env::var("ASOBIBA_REQUIRE_XVFB").is_err(),
            "Xvfb is required here (ASOBIBA_REQUIRE_XVFB is set) but not installed"
        );
        eprintln!("skipped: Xvfb is not installed");
        return None;
    }
    let display = format!(":{}", 150 + (std::process::id() + offset) % 600);
    let server = Killed(
        Command::new("Xvfb")
            .args([
                display.as_str(),
                "-screen",
                "0",
                "1280x800x24",
                "-nolisten",
                "tcp",
                // By default the server resets when its last client leaves; an app started
                // during the reset cannot open the display (a test that kills its only app and
                // starts it again met that as an app that never came up).
                "-noreset",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb starts"),
    );
    thread::sleep(Duration::from_millis(800));
    Some((server, display))
}
