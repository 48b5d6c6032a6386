//! SIGINT, SIGTERM and SIGHUP (logout, shutdown, Ctrl+C; Ctrl+C and closing the console on
//! Windows) close the window like its close button, so the game is saved and the file writer
//! flushed before the process ends.

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};

/// Set when the process was asked to end; the app closes its window at the next frame.
#[derive(Clone, Debug, Default)]
pub struct CloseRequest(Arc<AtomicBool>);

impl CloseRequest {
    /// Asks the app to close.
    pub fn request(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// True once the app was asked to close.
    pub fn is_requested(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Routes the termination signals to `close` and wakes the window with `wake` (an idle window
/// draws no frames). The handler runs on its own thread, not inside the signal. Only the first
/// call in a process installs it.
pub fn install(close: &CloseRequest, wake: impl Fn() + Send + 'static) {
    let close = close.clone();
    let result = ctrlc::set_handler(move || {
        log::info!("asked to end: saving and closing");
        close.request();
        wake();
    });
    if let Err(e) = result {
        log::warn!("the termination signals are not handled: {e}");
    }
}
