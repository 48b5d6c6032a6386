//! Game-agnostic AI: the [`Game`] contract every game implements, search bots, the AI worker
//! thread and the bot-vs-bot arena. Nothing here knows any game's name or imports egui.

pub mod arena;
pub mod bots;
pub mod cpu;
pub mod game;
pub mod review;
pub mod search;
pub mod worker;

#[cfg(test)]
mod toy_games;

pub use bots::{Bot, Budget, RandomBot, RankedAction, Strength};
pub use game::{Game, GameDef, IllegalAction, Player, Turn};

/// The random number generator used by every game and bot.
///
/// A named algorithm (not `StdRng`, whose algorithm may change between rand versions) so that a
/// seed replays the same game on every platform and build.
pub type GameRng = rand::rngs::Xoshiro256PlusPlus;

/// A [`GameRng`] seeded from a `u64`.
pub fn rng_from_seed(seed: u64) -> GameRng {
    use rand::SeedableRng as _;
    GameRng::seed_from_u64(seed)
}
