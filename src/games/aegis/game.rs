//! Aegis through the engine's contracts.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    ops::RangeInclusive,
};

use rand::RngExt as _;

use super::{Card, Event, Phase, Rules, State, ai, state::Action};
use crate::{
    engine::{Bot, Game, GameDef, GameRng, IllegalAction, Player, Strength, Turn},
    play::TableRules,
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
