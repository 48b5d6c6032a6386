//! En Garde through the engine's contracts.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    ops::RangeInclusive,
};

use rand::{RngExt as _, seq::SliceRandom as _};

use super::{
    actions::{Action, Event},
    ai,
    cards::{Cards, DECK_SIZE},
    rules::Rules,
    state::{Log, Phase, State},
};
use crate::{
    engine::{Bot, Game, GameDef, GameRng, IllegalAction, Player, Strength, Turn},
    play::TableRules,
};

/// A freshly shuffled deck.
pub fn shuffled_deck(rng: &mut GameRng) -> [u8; DECK_SIZE] {
    let mut deck = [0u8; DECK_SIZE];
    for (i, slot) in deck.iter_mut().enumerate() {
        *slot = (i / 5) as u8 + 1;
    }
    deck.shuffle(rng);
    deck
}

impl Game for State {
    type Action = Action;

    fn num_players(&self) -> usize {
        2
    }

    fn to_move(&self) -> Turn {
        match self.phase() {
            Phase::RoundOver { .. } => Turn::Chance,
            Phase::MatchOver { .. } => Turn::Over,
            _ => self.current_player().map_or(Turn::Over, Turn::Player),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out);
    }

    fn apply_unchecked(&mut self, action: Action) {
        self.apply_inner(action, &mut Log(None));
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        Action::Deal {
            deck: shuffled_deck(rng),
        }
    }

    fn returns(&self) -> Vec<f64> {
        match self.winner() {
            Some(0) => vec![1.0, 0.0],
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
        let observer = observer.min(1);
        let other = 1 - observer;
        // The unseen cards in a canonical order, so the sample depends only on what the
        // observer knows.
        let mut unseen = self.observation(observer).unseen().to_vec();
        unseen.shuffle(rng);
        let mut sample = self.clone();
        let n = usize::from(self.hand(other).len()).min(unseen.len());
        sample.hands[other] = Cards::from_values(&unseen[..n]);
        sample.deck = unseen[n..].to_vec();
        sample
    }

    fn apply(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.play(action, None)
    }
}

impl GameDef for State {
    type Rules = Rules;
    const ID: &'static str = "en-garde";

    fn player_range() -> RangeInclusive<usize> {
        2..=2
    }

    fn parse_rules(spec: &str) -> Result<Rules, String> {
        Rules::parse(spec)
    }

    fn new_game(rules: &Rules, _players: usize, first: Option<Player>, rng: &mut GameRng) -> Self {
        let starter = first.unwrap_or_else(|| rng.random_range(0..2));
        State::new(rules.clone(), shuffled_deck(rng), starter)
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
        self.play(action, Some(events))
    }

    /// Nearly every decision draws a card or lets the opponent answer from a hidden hand:
    /// without a redeal, undo would almost never be fair.
    const REDEALS_AFTER_UNDO: bool = true;

    fn redeal_after_undo(&self, rng: &mut GameRng) -> Option<Action> {
        self.redeal_unseen(rng)
    }

    /// Saves written before the played pile's top was kept have none.
    fn is_older_form_of(saved: &Self, replayed: &Self) -> bool {
        saved.last_played.is_none()
            && replayed.last_played.is_some()
            && *saved
                == Self {
                    last_played: None,
                    ..replayed.clone()
                }
    }
}
