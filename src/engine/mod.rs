//! Game-agnostic AI: the [`Game`] contract every game implements, search bots, the AI worker
//! thread and (in the laboratory, feature `lab`) the bot-vs-bot arena with its CPU clocks.
//! Nothing here knows any game's name or imports egui.

#[cfg(feature = "lab")]
pub mod arena;
pub mod bots;
pub mod calibration;
#[cfg(feature = "lab")]
pub mod calibration_lab;
pub mod contained;
#[cfg(feature = "lab")]
pub mod cpu;
pub mod frozen;
pub mod game;
pub mod review;
pub mod search;
pub mod worker;

#[cfg(test)]
mod toy_games;

pub use bots::{Bot, Budget, Certainty, RandomBot, RankedAction, Strength};
pub use game::{Game, GameDef, IllegalAction, Player, Turn};

/// The random number generator used by every game and bot.
///
/// A named algorithm (not `StdRng`, whose algorithm may change between rand versions) so that a
/// seed replays the same game on every platform and build.
pub type GameRng = rand::rngs::Xoshiro256PlusPlus;

/// A [`GameRng`] seeded from a `u64`.
pub fn rng_from_seed(seed: u64) -> GameRng {
    use rand::SeedableRng as _;
    #[cfg(test)]
    let seed = seed ^ other_deals::offset();
    GameRng::seed_from_u64(seed)
}

/// Tests only: a switch that makes every seeded generator draw differently on this thread, so
/// every deal and every shuffle from a seed changes (as a later build might deal).
#[cfg(test)]
pub mod other_deals {
    use std::cell::Cell;

    thread_local! {
        static OFFSET: Cell<u64> = const { Cell::new(0) };
    }

    pub(super) fn offset() -> u64 {
        OFFSET.with(Cell::get)
    }

    /// Runs `f` with every seed of this thread changed.
    pub fn with_other_deals<R>(f: impl FnOnce() -> R) -> R {
        OFFSET.with(|o| o.set(0x5eed_0f0e_dea1));
        let result = f();
        OFFSET.with(|o| o.set(0));
        result
    }
}
