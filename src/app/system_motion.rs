//! Whether the operating system asks apps for less motion.
//!
//! No platform API is reachable without `unsafe` (forbidden here), so each desktop's own
//! command-line reader of the preference is asked, once, on a background thread: a missing or
//! slow program never holds up the window. Where nothing answers, the answer is "no".

use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Receiver};

/// A program that prints the preference, and how to read what it prints.
#[derive(Clone, Copy)]
struct Probe {
    program: &'static str,
    args: &'static [&'static str],
    /// `Some(true)` when the output asks for less motion, `None` when it says nothing.
    read: fn(&str) -> Option<bool>,
}

/// GNOME (and desktops built on its settings): "Animations" off in Accessibility.
fn read_gnome_animations(output: &str) -> Option<bool> {
    match output.trim() {
        "false" => Some(true),
        "true" => Some(false),
        _ => None,
    }
}

/// KDE Plasma: the animation speed slider at "Instant" stores a duration factor of 0.
fn read_kde_duration_factor(output: &str) -> Option<bool> {
    let factor: f32 = output.trim().parse().ok()?;
    Some(factor <= 0.0)
}

/// macOS: Accessibility › Display › Reduce motion.
fn read_macos_reduce_motion(output: &str) -> Option<bool> {
    match output.trim() {
        "1" => Some(true),
        "0" => Some(false),
        _ => None,
    }
}

/// Windows: "Animation effects" off (Accessibility › Visual effects) also turns off window
/// animation, which the registry keeps as `MinAnimate` "0".
fn read_windows_min_animate(output: &str) -> Option<bool> {
    let line = output
        .lines()
        .find(|l| l.trim_start().starts_with("MinAnimate"))?;
    match line.split_whitespace().last()? {
        "0" => Some(true),
        "1" => Some(false),
        _ => None,
    }
}

/// The probes for the platform this build runs on, most specific first.
fn probes() -> &'static [Probe] {
    if cfg!(target_os = "windows") {
        &[Probe {
            program: "reg",
            args: &[
                "query",
                r"HKCU\Control Panel\Desktop\WindowMetrics",
                "/v",
                "MinAnimate",
            ],
            read: read_windows_min_animate,
        }]
    } else if cfg!(target_os = "macos") {
        &[Probe {
            program: "defaults",
            args: &["read", "com.apple.universalaccess", "reduceMotion"],
            read: read_macos_reduce_motion,
        }]
    } else {
        &[
            Probe {
                program: "gsettings",
                args: &["get", "org.gnome.desktop.interface", "enable-animations"],
                read: read_gnome_animations,
            },
            Probe {
                program: "kreadconfig6",
                args: &["--group", "KDE", "--key", "AnimationDurationFactor"],
                read: read_kde_duration_factor,
            },
            Probe {
                program: "kreadconfig5",
                args: &["--group", "KDE", "--key", "AnimationDurationFactor"],
                read: read_kde_duration_factor,
            },
        ]
    }
}

fn run(probe: &Probe) -> Option<bool> {
    let mut command = Command::new(probe.program);
    command
        .args(probe.args)
        .stdin(Stdio::null())
        .stderr(Stdio::null());
    #[cfg(windows)]
    {
        // A console program started from a window app would flash a console window.
        use std::os::windows::process::CommandExt;
        const CREATE_NO_WINDOW: u32 = 0x0800_0000;
        command.creation_flags(CREATE_NO_WINDOW);
    }
    let output = command.output().ok()?;
    if !output.status.success() {
        return None;
    }
    (probe.read)(&String::from_utf8_lossy(&output.stdout))
}

/// The first answer any probe gives (`false` when none does).
fn ask_now(probes: &[Probe]) -> bool {
    probes.iter().find_map(run).unwrap_or(false)
}

/// The system's answer, once it arrives. The default asks nobody (tests: a developer's desktop
/// must not change what is drawn).
#[derive(Debug, Default)]
pub struct SystemMotion(Option<Receiver<bool>>);

impl SystemMotion {
    /// Asks the system on a background thread.
    pub fn ask() -> Self {
        Self(Some(ask_in_background()))
    }

    /// Waits for the answer sent on `answer` (tests).
    pub fn answered_on(answer: Receiver<bool>) -> Self {
        Self(Some(answer))
    }

    /// The answer, on the one call after it arrives; never blocks.
    pub fn arrived(&mut self) -> Option<bool> {
        let answer = self.0.as_ref()?.try_recv();
        match answer {
            Ok(reduce) => {
                self.0 = None;
                Some(reduce)
            }
            Err(mpsc::TryRecvError::Disconnected) => {
                self.0 = None;
                None
            }
            Err(mpsc::TryRecvError::Empty) => None,
        }
    }
}

/// Asks the system on a background thread; the answer arrives once on the receiver.
fn ask_in_background() -> Receiver<bool> {
    let (send, receive) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("system-motion".into())
        .spawn(move || {
            // The window may be gone by the time a slow program answers.
            let _ = send.send(ask_now(probes()));
        });
    if let Err(error) = spawned {
        log::warn!("could not ask the system about reduced motion: {error}");
    }
    receive
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_platform_reading_tells_less_motion_from_normal_motion_and_from_silence() {
        assert_eq!(read_gnome_animations("false\n"), Some(true));
        assert_eq!(read_gnome_animations("true\n"), Some(false));
        assert_eq!(read_gnome_animations("No such schema\n"), None);

        assert_eq!(read_kde_duration_factor("0\n"), Some(true));
        assert_eq!(read_kde_duration_factor("0.5\n"), Some(false));
        assert_eq!(read_kde_duration_factor("\n"), None);

        assert_eq!(read_macos_reduce_motion("1\n"), Some(true));
        assert_eq!(read_macos_reduce_motion("0\n"), Some(false));
        assert_eq!(
            read_macos_reduce_motion("The domain/default pair does not exist\n"),
            None
        );

        let reg = |value: &str| {
            format!(
                "\r\nHKEY_CURRENT_USER\\Control Panel\\Desktop\\WindowMetrics\r\n    \
                 MinAnimate    REG_SZ    {value}\r\n\r\n"
            )
        };
        assert_eq!(read_windows_min_animate(&reg("0")), Some(true));
        assert_eq!(read_windows_min_animate(&reg("1")), Some(false));
        assert_eq!(read_windows_min_animate("ERROR: not found"), None);
    }

    #[test]
    fn a_missing_program_or_a_silent_one_gives_way_to_the_next_and_then_to_no() {
        let missing = Probe {
            program: "asobiba-no-such-program",
            args: &[],
            read: |_| Some(true),
        };
        let silent = Probe {
            program: "echo",
            args: &["nothing to read"],
            read: read_gnome_animations,
        };
        let asks = Probe {
            program: "echo",
            args: &["false"],
            read: read_gnome_animations,
        };
        assert!(!ask_now(&[missing, silent]));
        assert!(ask_now(&[missing, silent, asks]));
    }
}
