//! Knatsch through the engine's contracts.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    ops::RangeInclusive,
};

use rand::{RngExt as _, seq::SliceRandom as _};

use super::{
    actions::{Action, Event},
    ai,
    cards::CardId,
    play::Log,
    rules::Rules,
    state::{Phase, State},
};
use crate::{
    engine::{
        Bot, Budget, Game, GameDef, GameRng, IllegalAction, Player, Strength, Turn,
        review::{Judgement, Measure},
    },
    play::TableRules,
};

/// `n` dice rolled at random, in the first `n` slots.
pub fn roll_dice(n: usize, rng: &mut GameRng) -> [u8; 6] {
    let mut dice = [0u8; 6];
    for d in dice.iter_mut().take(n) {
        *d = rng.random_range(1..=6);
    }
    dice
}

impl Game for State {
    type Action = Action;

    fn num_players(&self) -> usize {
        self.players()
    }

    fn to_move(&self) -> Turn {
        match self.phase() {
            Phase::Over { .. } => Turn::Over,
            Phase::Rolling { attempt, .. } if attempt.awaiting_roll && !attempt.declare => {
                Turn::Chance
            }
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
        let n = match self.phase() {
            Phase::Rolling { attempt, .. } => attempt.dice_to_roll(),
            _ => 0,
        };
        Action::Roll {
            dice: roll_dice(n, rng),
        }
    }

    fn returns(&self) -> Vec<f64> {
        let n = self.players();
        match self.winner() {
            Some(w) => (0..n).map(|p| if p == w { 1.0 } else { 0.0 }).collect(),
            None => vec![1.0 / n as f64; n],
        }
    }

    fn observation_key(&self, _player: Player) -> u64 {
        let mut h = DefaultHasher::new();
        self.public_view().hash(&mut h);
        h.finish()
    }

    fn determinize(&self, _observer: Player, rng: &mut GameRng) -> Self {
        let mut pool: Vec<CardId> = Vec::new();
        for s in 0..2 {
            pool.extend_from_slice(&self.stacks[s][self.unseen_range(s)]);
        }
        // In a canonical order before shuffling, so the sample depends only on what is seen.
        pool.sort_unstable();
        pool.shuffle(rng);
        let mut sample = self.clone();
        let mut it = pool.into_iter();
        for s in 0..2 {
            for slot in &mut sample.stacks[s][self.unseen_range(s)] {
                if let Some(c) = it.next() {
                    *slot = c;
                }
            }
        }
        sample
    }

    fn apply(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.play(action, None)
    }
}

impl State {
    /// Where stack `s`'s unseen cards lie: right below the top (empty for an empty stack).
    fn unseen_range(&self, s: usize) -> std::ops::Range<usize> {
        let len = self.stacks[s].len();
        let below_top = 1.min(len);
        below_top..(1 + usize::from(self.hidden[s])).min(len)
    }

    /// Everything every seat may see: the state with the unseen stack cards in a canonical
    /// order.
    pub fn public_view(&self) -> State {
        let mut v = self.clone();
        let mut pool: Vec<CardId> = Vec::new();
        for s in 0..2 {
            pool.extend_from_slice(&self.stacks[s][self.unseen_range(s)]);
        }
        pool.sort_unstable();
        let mut it = pool.into_iter();
        for s in 0..2 {
            for slot in &mut v.stacks[s][self.unseen_range(s)] {
                if let Some(c) = it.next() {
                    *slot = c;
                }
            }
        }
        v
    }
}

impl GameDef for State {
    type Rules = Rules;
    const ID: &'static str = "knatsch";

    fn player_range() -> RangeInclusive<usize> {
        2..=6
    }

    fn parse_rules(spec: &str) -> Result<Rules, String> {
        Rules::parse(spec)
    }

    fn new_game(rules: &Rules, players: usize, first: Option<Player>, rng: &mut GameRng) -> Self {
        let seats = Self::player_range();
        let players = players.clamp(*seats.start(), *seats.end());
        let first = first.unwrap_or_else(|| rng.random_range(0..players));
        State::random(rules.clone(), players, first, rng)
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

    /// By the exact odds (see [`super::review`]); the Knatsch Expert needs no search budget.
    fn review_judge(
        &self,
        player: Player,
        chosen: Action,
        _expert: &dyn Bot<Self>,
        _budget: &Budget,
        _rng: &mut GameRng,
    ) -> Option<Judgement<Action>> {
        super::review::judge(self, player, chosen)
    }

    fn review_outlook(
        &self,
        observer: Player,
        _budget: &Budget,
        _rng: &mut GameRng,
    ) -> Option<f64> {
        super::review::outlook(self, observer)
    }

    /// Every holding is on the table; only the order of the stacks is hidden, and no seat sees
    /// it.
    const OTHERS_DECIDE_ON_HIDDEN: bool = false;

    fn decision_measure(&self) -> Measure {
        super::review::measure(self)
    }

    /// The graph follows the win share, a rough estimate (see [`super::review::measure`]).
    const CURVE_MEASURE: Measure = Measure::RoughWinChance;

    fn rough_win_calibration(
        strength: Strength,
        players: usize,
    ) -> Option<&'static crate::engine::calibration::Calibration> {
        super::calibration::rough_win(strength, players)
    }
}
