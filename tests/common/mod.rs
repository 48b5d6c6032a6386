//! Helpers of the tests that run the real binary.

use std::{
    io::{BufRead as _, BufReader},
    process::{Child, Command, Stdio},
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

/// A virtual X display for a test, on a display number the server picks itself among the free
/// ones and reports once it accepts connections (`-displayfd`): tests running at once each get
/// their own server, and none starts an app before its display is ready. `None` (with a
/// message) where Xvfb is not installed, unless `ASOBIBA_REQUIRE_XVFB` is set, which fails
/// instead.
#[allow(clippy::expect_used)] // a test that cannot start its display stops there
pub fn xvfb() -> Option<(Killed, String)> {
    if !cfg!(target_os = "linux") || !which("Xvfb") {
        assert!(
            std::env::var("ASOBIBA_REQUIRE_XVFB").is_err(),
            "Xvfb is required here (ASOBIBA_REQUIRE_XVFB is set) but not installed"
        );
        eprintln!("skipped: Xvfb is not installed");
        return None;
    }
    let mut server = Killed(
        Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1280x800x24",
                "-nolisten",
                "tcp",
                // By default the server resets when its last client leaves; an app started
                // during the reset cannot open the display (a test that kills its only app and
                // starts it again would meet an app that never comes up).
                "-noreset",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb starts"),
    );
    let mut line = String::new();
    let stdout = server.0.stdout.take().expect("Xvfb's stdout");
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("Xvfb reports its display");
    let number: u32 = line
        .trim()
        .parse()
        .unwrap_or_else(|_| panic!("Xvfb did not start (it said {line:?})"));
    Some((server, format!(":{number}")))
}
