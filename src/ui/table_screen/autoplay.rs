//! `ASOBIBA_AUTOPLAY=<seed>`, for tests of the real binary (the SIGKILL test of autosave): the
//! human's decisions are made at random from the legal ones, a new game starts with the
//! remembered choices (also when one ends, so the app plays on until it is stopped), and each
//! autosave is logged with a digest of what was saved.

use rand::RngExt as _;

use super::{Dialog, GamePanel, ScreenContext, TableScreen, fresh_seed};
use crate::engine::{GameRng, rng_from_seed};

/// Seconds between two automatic decisions, so a kill can land anywhere in a game.
const PAUSE: f64 = 0.05;

/// The random player of `ASOBIBA_AUTOPLAY`, if set.
pub(super) fn from_env() -> Option<Autoplay> {
    let seed = std::env::var("ASOBIBA_AUTOPLAY").ok()?.parse().ok()?;
    Some(Autoplay {
        rng: rng_from_seed(seed),
        next: 0.0,
    })
}

pub(super) struct Autoplay {
    rng: GameRng,
    next: f64,
}

impl<P: GamePanel> TableScreen<P> {
    /// Makes one decision for the human when it is theirs and nothing moves.
    pub(super) fn autoplay(&mut self, ctx: &egui::Context, cx: &mut ScreenContext<'_>, now: f64) {
        let Some(auto) = &mut self.autoplay else {
            return;
        };
        if matches!(self.dialog, Dialog::NewGame(_) | Dialog::GameOver) {
            let choices = cx.settings.games.choices(P::SAVE_ID);
            log::info!("autoplay: a new game of {}", P::SAVE_ID);
            let seed = fresh_seed(&mut self.seed_counter, Some(auto.rng.random()));
            self.start_game(&choices, seed);
            return;
        }
        let Some(session) = &mut self.session else {
            return;
        };
        if session.is_over() || self.anim.busy(now) || !matches!(self.dialog, Dialog::None) {
            return;
        }
        let legal = session.human_legal();
        if legal.is_empty() {
            return;
        }
        if now < auto.next {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(auto.next - now));
            return;
        }
        auto.next = now + PAUSE;
        let action = legal[auto.rng.random_range(0..legal.len())];
        if session.play(action).is_ok() {
            self.anim.skip();
            self.panel.reset_selection();
            self.autosave_due = true;
        }
        ctx.request_repaint();
    }
}
