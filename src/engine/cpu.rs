//! CPU time of the calling thread and of a child process, for "equal time" comparisons on a
//! loaded machine (wall time counts the other processes' turns too). The thread's clock works
//! on every system (`cpu-time`: `clock_gettime` on Unix, `GetThreadTimes` on Windows); a child
//! process's is read from Linux `/proc` and is `None` elsewhere.

use std::time::Duration;

/// Clock ticks per second of `/proc/<pid>/stat` (`USER_HZ`, 100 on every Linux of interest).
const TICKS_PER_SECOND: u64 = 100;

/// CPU time the calling thread has run so far.
pub fn thread_cpu() -> Option<Duration> {
    cpu_time::ThreadTime::try_now()
        .ok()
        .map(|t| t.as_duration())
}

/// User + system CPU time of process `pid`, all its threads (ended ones included), from
/// `/proc/<pid>/stat` in clock ticks of 10 ms.
pub fn process_cpu(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    parse_stat_cpu(&stat)
}

/// Fields 14 and 15 (utime, stime) of a `stat` line; the name in parentheses may hold spaces.
fn parse_stat_cpu(stat: &str) -> Option<Duration> {
    let after_name = stat.rsplit_once(')')?.1;
    let mut fields = after_name.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis(
        (user + system) * 1000 / TICKS_PER_SECOND,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stat_lines_give_user_plus_system_time() {
        let line = "4242 (a (b) c) S 1 2 3 0 -1 0 0 0 0 0 150 25 0 0 20 0 1 0 9 0 0";
        assert_eq!(parse_stat_cpu(line), Some(Duration::from_millis(1750)));
        assert_eq!(parse_stat_cpu("garbage"), None);
    }

    #[test]
    fn the_thread_clock_advances_with_work() {
        let before = thread_cpu().expect("a thread clock");
        // The kernel accounts a running thread's time at scheduler ticks, so on a loaded machine
        // one short burst of work may not show yet: work in bursts until it does (bounded).
        let mut x = 1u64;
        let mut after = before;
        for _ in 0..50 {
            for i in 0..20_000_000u64 {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(i);
            }
            std::hint::black_box(x);
            after = thread_cpu().expect("a thread clock");
            if after > before {
                break;
            }
        }
        assert!(after > before, "{before:?} -> {after:?}");
        if cfg!(target_os = "linux") {
            assert!(process_cpu(std::process::id()).is_some());
        }
    }
}
