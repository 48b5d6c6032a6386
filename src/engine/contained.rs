//! Panics the app contains instead of crashing: a computer player's or a hint's search, the
//! probe of a loaded game, the replay of a game record, the review's analysis, a table's frame.
//! The app logs each and goes on with a fallback (a random legal move, a refusal, an error
//! page). Under test every one of them fails the test that caused it — a contained panic is
//! still a bug — unless the test declared it with [`expect_contained`].

use std::any::Any;

/// Reports a contained panic of `what` (e.g. "a computer player's search").
///
/// # Panics
/// Under test, unless inside [`expect_contained`]: re-raises it on the calling thread.
pub fn report(what: &str, message: &str) {
    log::error!("{what} panicked: {message}");
    #[cfg(test)]
    if !EXPECTED.with(std::cell::Cell::get) {
        panic!("{what} panicked: {message} (the app contains this; a test fails on it)");
    }
}

/// The message of a caught panic's payload.
pub fn message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic".to_owned()
    }
}

#[cfg(test)]
thread_local! {
    static EXPECTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with contained panics on this thread reported but not re-raised: for tests of the
/// containment itself (an injected panic).
#[cfg(test)]
pub fn expect_contained<T>(f: impl FnOnce() -> T) -> T {
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            EXPECTED.with(|e| e.set(self.0));
        }
    }
    let _reset = Reset(EXPECTED.with(|e| e.replace(true)));
    f()
}

#[cfg(test)]
mod tests {
    use std::panic::catch_unwind;

    use super::*;

    #[test]
    fn a_contained_panic_fails_a_test_unless_it_was_expected() {
        assert!(catch_unwind(|| report("a probe", "boom")).is_err());
        expect_contained(|| report("a probe", "boom"));
        // The declaration ends with its closure.
        assert!(catch_unwind(|| report("a probe", "boom")).is_err());
    }
}
