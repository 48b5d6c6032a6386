//! Aegis (イージス): a two-player bidding trick-taking game with a 52-card deck
//! (seed `aegis.ja.txt`, docs/rules.md, docs/research/knatsch_aegis.md Part B).
//!
//! A game is a series of seasons. Each season a key card is turned (its suit is trump, its rank
//! the killer rank), five cards are dealt to each seat, the master may exchange in up to four
//! rounds (the slave only after the master), both bid, the higher bid attacks, and five tricks
//! are played with must-follow. The game ends when a seat is 10 ahead or reaches 25.
//!
//! For a panel: [`State`] is the game, [`State::observation`] is what a seat sees,
//! [`crate::engine::Game::legal_actions`] lists every decision ([`Action`]), and
//! [`TableRules::apply_traced`] reports [`Event`]s. [`estimate_tricks`] is the bid aid and
//! [`Rating::of`] the rating screen.
//!
//! Human decisions, all taken from `legal_actions()`:
//! * exchange ([`Phase::Exchange`]): every subset of the hand is listed as
//!   `Action::Exchange { cards }`; the player toggles cards and "draw" sends the selected set;
//!   "next" with nothing selected sends the empty set (the master's empty set ends the
//!   exchanges for both);
//! * bid ([`Phase::Bid`]): `Action::Bid { tricks }` for each allowed bid; the lowest one is the
//!   lower bound to mark ([`Observation::bid_range`]);
//! * play ([`Phase::Play`]): `Action::Play { card }` for each playable card (must-follow is
//!   already applied), [`State::category_if_played`] labels them.
//!
//! Chance nodes (master draw, key card, deal, replacement draws) are applied by the caller with
//! [`crate::engine::Game::sample_chance`]; each is one card.

pub mod actions;
mod ai;
#[cfg(feature = "lab")]
mod arena_bots;
pub mod cards;
mod equity;
mod estimate;
mod exchange;
mod game;
pub mod guide;
mod inference;
pub mod info;
pub mod observation;
pub mod panel;
#[cfg(feature = "lab")]
mod pimc;
pub mod preview;
mod rating;
pub mod rules;
pub mod scoring;
mod solver;
pub mod state;
mod stored;
pub mod text;
pub mod tricks;

#[cfg(test)]
pub(crate) mod tests;

pub use actions::{Action, Event, MasterReason};
pub use ai::{AegisBot, BotConfig, ExchangeStyle};
pub use cards::{Card, CardSet, Rank, RankClass, Suit};
pub use estimate::{TrickEstimate, estimate_tricks};
pub use observation::Observation;
pub use rating::{Rating, RatingMessage};
pub use rules::{Goal, NextMaster, Promise, Rules};
pub use scoring::{EndReason, Outcome, SeasonRecord, SeasonScore};
pub use solver::solve_tricks;
pub use state::{Phase, State};
pub use tricks::{Category, Key, Trick};

#[cfg(feature = "lab")]
use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of Aegis.
#[cfg(feature = "lab")]
pub fn run_arena(spec: &ArenaSpec) -> Result<ArenaReport, String> {
    crate::engine::arena::run_named::<State>(spec, &arena_bots::arena_bot)
}
