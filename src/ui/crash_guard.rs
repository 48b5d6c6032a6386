//! Containing a bug in a game: a panic while a table's frame runs (panel, rules, the AI
//! fallback) ends that game, not the app. The caller drops the session and sets its save aside so
//! it is never loaded again automatically; the panic hook writes the message and a backtrace to
//! the log.

use std::{
    backtrace::Backtrace,
    panic::{AssertUnwindSafe, catch_unwind},
};

/// Runs `frame`; `None` when it panicked (logged by the hook, and reported: a test fails).
pub fn guarded<T>(frame: impl FnOnce() -> T) -> Option<T> {
    catch_unwind(AssertUnwindSafe(frame))
        .map_err(|payload| {
            crate::engine::contained::report("a table's frame", &contained_message(&payload));
        })
        .ok()
}

fn contained_message(payload: &Box<dyn std::any::Any + Send>) -> String {
    crate::engine::contained::message(payload.as_ref())
}

/// Installs a panic hook that logs the message, where it happened and a backtrace (the log goes
/// to `asobiba.log` in release builds), then runs the default report.
pub fn install_panic_log() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        log::error!("panic: {info}\n{}", Backtrace::force_capture());
        default(info);
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Msg};

    #[test]
    fn a_panicking_frame_is_contained() {
        assert_eq!(guarded(|| 3), Some(3));
        let caught: Option<()> =
            crate::engine::contained::expect_contained(|| guarded(|| panic!("injected")));
        assert_eq!(caught, None);
    }

    #[test]
    fn the_page_names_the_backup_and_the_log_in_both_languages() {
        for lang in [Lang::Ja, Lang::En] {
            assert!(Msg::CrashBody.tr(lang).contains("{0}"));
            assert!(Msg::CrashLog.tr(lang).contains("{0}"));
        }
    }
}
