//! Aegis (イージス): a two-player bidding trick-taking game with a 52-card deck
//! (seed `aegis.ja.txt`, RULES.md, research `knatsch_aegis.md` Part B).
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
pub mod cards;
mod equity;
mod estimate;
pub mod events;
mod exchange;
mod inference;
mod log;
pub mod observation;
pub mod paint;
pub mod panel;
mod pimc;
mod rating;
pub mod rules;
mod saves;
pub mod scoring;
mod solver;
pub mod state;
pub mod text;
pub mod tricks;

#[cfg(test)]
mod tests;

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    ops::RangeInclusive,
};

use rand::RngExt as _;

pub use ai::{AegisBot, BotConfig, ExchangeStyle};
pub use cards::{Card, CardSet, Rank, RankClass, Suit};
pub use estimate::{TrickEstimate, estimate_tricks};
pub use events::{Event, MasterReason};
pub use observation::Observation;
pub use rating::{Rating, RatingMessage};
pub use rules::{Goal, NextMaster, Promise, Rules};
pub use scoring::{EndReason, Outcome, SeasonRecord, SeasonScore};
pub use solver::solve_tricks;
pub use state::{Action, Phase, State, Trick};
pub use tricks::{Category, Key};

use super::TableRules;
use crate::engine::{
    Bot, Game, GameDef, GameRng, IllegalAction, Player, Strength, Turn,
    arena::{ArenaReport, ArenaSpec},
};

impl Game for State {
    type Action = Action;

    fn num_players(&self) -> usize {
        2
    }

    fn to_move(&self) -> Turn {
        match self.phase() {
            Phase::Over => Turn::Over,
            Phase::MasterDraw | Phase::KeyCard | Phase::Deal | Phase::Draw { .. } => Turn::Chance,
            _ => self.decider().map_or(Turn::Over, Turn::Player),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal_decisions(out);
    }

    fn apply_unchecked(&mut self, action: Action) {
        self.step(action, None);
    }

    fn apply(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.check(action)?;
        self.step(action, None);
        Ok(())
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        let pool = self.chance_pool();
        let card = if pool.is_empty() {
            Card::from_index(0) // Unreachable for a valid state; `apply` would refuse it.
        } else {
            pool.iter()
                .nth(rng.random_range(0..pool.len()))
                .unwrap_or(Card::from_index(0))
        };
        match self.phase() {
            Phase::MasterDraw => Action::MasterDraw { card },
            Phase::KeyCard => Action::TurnKey { card },
            Phase::Deal => Action::Deal { card },
            _ => Action::Draw { card },
        }
    }

    fn returns(&self) -> Vec<f64> {
        match self.winner() {
            Some((0, _)) => vec![1.0, 0.0],
            Some(_) => vec![0.0, 1.0],
            None => vec![0.5, 0.5],
        }
    }

    fn observation_key(&self, player: Player) -> u64 {
        let mut h = DefaultHasher::new();
        self.observation(player).hash(&mut h);
        h.finish()
    }

    fn determinize(&self, observer: Player, rng: &mut GameRng) -> Self {
        self.determinized(observer, rng)
    }
}

impl GameDef for State {
    type Rules = Rules;

    const ID: &'static str = "aegis";

    fn player_range() -> RangeInclusive<usize> {
        2..=2
    }

    fn parse_rules(spec: &str) -> Result<Rules, String> {
        Rules::parse(spec)
    }

    /// `first` makes that seat the first master; `None` starts with the master draw (chance).
    fn new_game(rules: &Rules, _players: usize, first: Option<Player>, _rng: &mut GameRng) -> Self {
        State::new(*rules, first)
    }

    fn bot(strength: Strength) -> Box<dyn Bot<Self>> {
        ai::bot(strength)
    }
}

impl TableRules for State {
    type Event = Event;

    fn apply_traced(
        &mut self,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalAction> {
        self.check(action)?;
        self.step(action, Some(events));
        Ok(())
    }
}

/// Plays an arena run of Aegis.
pub fn run_arena(spec: &ArenaSpec) -> Result<ArenaReport, String> {
    crate::engine::arena::run_with::<State>(spec, ai::arena_bot)
}
