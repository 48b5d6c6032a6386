//! BANG! through the engine's contracts.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    ops::RangeInclusive,
};

use rand::{RngExt as _, seq::SliceRandom as _};

use super::{
    actions::{Action, Event},
    ai,
    inference::Belief,
    roles::{Role, Side},
    rules::Rules,
    state::{State, Task},
};
use crate::{
    engine::{
        Bot, Budget, Game, GameDef, GameRng, IllegalAction, Player, Strength, Turn,
        review::{self, Measure},
    },
    play::TableRules,
};

impl Game for State {
    type Action = Action;

    fn num_players(&self) -> usize {
        self.seats.len()
    }

    fn to_move(&self) -> Turn {
        if self.winner.is_some() {
            return Turn::Over;
        }
        match self.tasks.last() {
            None => Turn::Over,
            Some(Task::Reshuffle | Task::Steal { .. }) => Turn::Chance,
            Some(_) => self.decider().map_or(Turn::Over, Turn::Player),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out);
    }

    fn apply_unchecked(&mut self, action: Action) {
        let mut log = super::state::Log(None);
        self.decide(action, &mut log);
        self.run(&mut log);
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        Action::Chance { seed: rng.random() }
    }

    fn returns(&self) -> Vec<f64> {
        self.seats
            .iter()
            .map(|s| match self.winner {
                Some(side) if s.role.side() == side => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            })
            .collect()
    }

    fn observation_key(&self, player: Player) -> u64 {
        let mut h = DefaultHasher::new();
        self.observation(player).hash(&mut h);
        h.finish()
    }

    fn determinize(&self, observer: Player, rng: &mut GameRng) -> Self {
        let o = observer % self.seats.len();
        let bit = 1u8 << o;
        let mut sample = self.clone();
        let unknown = |c: &u8| self.known[usize::from(*c)] & bit == 0;
        // Every card whose place `o` does not know, in a canonical order, then shuffled.
        let mut pool: Vec<u8> = Vec::new();
        for (q, s) in self.seats.iter().enumerate() {
            if q != o {
                pool.extend(s.hand.iter().copied().filter(unknown));
            }
        }
        pool.extend(self.deck.iter().copied().filter(unknown));
        let kit_other = matches!(self.tasks.last(), Some(Task::KitLook { player }) if *player != o);
        if kit_other {
            pool.extend(self.look.iter().copied());
        }
        pool.sort_unstable();
        pool.shuffle(rng);
        let mut next = pool.into_iter();
        let mut refill = |c: &mut u8| {
            if self.known[usize::from(*c)] & bit == 0
                && let Some(x) = next.next()
            {
                *c = x;
            }
        };
        for (q, s) in sample.seats.iter_mut().enumerate() {
            if q != o {
                s.hand.iter_mut().for_each(&mut refill);
            }
        }
        sample.deck.iter_mut().for_each(&mut refill);
        if kit_other {
            sample.look.iter_mut().for_each(|c| {
                if let Some(x) = next.next() {
                    *c = x;
                }
            });
        }
        // Unrevealed roles of the other seats, drawn from the observer's role belief (exact
        // over the assignments, weighted by the public hostile acts).
        let belief = Belief::of(self, Some(o), 1.0);
        if let Some(roles) = belief.sample(rng.random::<f64>()) {
            for (q, &r) in roles.iter().enumerate() {
                sample.seats[q].role = r;
            }
        }
        sample
    }

    fn apply(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.play(action, None)
    }
}

impl GameDef for State {
    type Rules = Rules;
    const ID: &'static str = "bang";

    fn player_range() -> RangeInclusive<usize> {
        4..=7
    }

    fn parse_rules(spec: &str) -> Result<Rules, String> {
        Rules::parse(spec)
    }

    /// `first` is ignored: the Sheriff, dealt at random, always plays first.
    fn new_game(rules: &Rules, players: usize, _first: Option<Player>, rng: &mut GameRng) -> Self {
        State::new(rules.clone(), players, rng)
    }

    fn bot(strength: Strength) -> Box<dyn Bot<Self>> {
        ai::bot(strength)
    }

    /// The seat's role: the arena splits a duplicate match by it.
    fn arena_seat_class(&self, seat: Player) -> Option<&'static str> {
        self.seats.get(seat).map(|s| s.role.name())
    }

    /// The probability the table's exact role inference, reading every hostile act of the
    /// game but no revealed role except the Sheriff's, gives `seat`'s true role (none for the
    /// Sheriff, whose role is public).
    fn arena_seat_reading(&self, seat: Player) -> Option<f64> {
        let role = self.seats.get(seat)?.role;
        if role == Role::Sheriff {
            return None;
        }
        let mut unrevealed = self.clone();
        for s in &mut unrevealed.seats {
            s.revealed = s.role == Role::Sheriff;
        }
        Some(Belief::of(&unrevealed, None, 1.0).prob(seat, role))
    }

    /// Which side won, and whether a Deputy ever acted against the Sheriff (or the Sheriff
    /// against a Deputy): a measure of role-aware play.
    fn arena_tally(&self) -> Vec<(&'static str, f64)> {
        let won = |side: Side| f64::from(u8::from(self.winner == Some(side)));
        // Hostile acts from the seats of role `from` at the seats of role `to` (any: `None`).
        let acts = |from: Role, to: Option<Role>| -> u32 {
            let n = self.seats.len();
            (0..n)
                .flat_map(|a| (0..n).map(move |b| (a, b)))
                .filter(|&(a, b)| {
                    self.seats[a].role == from && to.is_none_or(|r| self.seats[b].role == r)
                })
                .map(|(a, b)| u32::from(self.hostile_acts(a, b)))
                .sum()
        };
        let ever = |count: u32| f64::from(u8::from(count > 0));
        let sheriff_at_deputies = acts(Role::Sheriff, Some(Role::Deputy));
        vec![
            ("law_wins", won(Side::Law)),
            ("outlaw_wins", won(Side::Outlaws)),
            ("renegade_wins", won(Side::Renegade)),
            (
                "deputy_hostile_to_sheriff",
                ever(acts(Role::Deputy, Some(Role::Sheriff))),
            ),
            ("sheriff_hostile_to_deputy", ever(sheriff_at_deputies)),
            ("sheriff_hostile_acts", f64::from(acts(Role::Sheriff, None))),
            (
                "sheriff_hostile_acts_at_deputies",
                f64::from(sheriff_at_deputies),
            ),
        ]
    }
}

impl TableRules for State {
    type Event = Event;

    /// Rollouts cut off and valued by a share of living strength: a rough estimate for the
    /// human's side, not a calibrated chance.
    const CURVE_MEASURE: Measure = Measure::RoughWinChance;

    fn rough_win_calibration(
        strength: Strength,
        players: usize,
    ) -> Option<&'static crate::engine::calibration::Calibration> {
        super::calibration::rough_win(strength, players)
    }

    fn decision_measure(&self) -> Measure {
        Measure::RoughWinChance
    }

    fn apply_traced(
        &mut self,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalAction> {
        self.play(action, Some(events))
    }

    /// Many seats move between the human's decisions: each of their moves gets its own point,
    /// the mean of short playouts by the Expert's rollout policy in worlds sampled from the
    /// human's view, valued by the Expert's life-balance evaluation (as its search does).
    fn review_outlook(&self, observer: Player, _budget: &Budget, rng: &mut GameRng) -> Option<f64> {
        Some(review::playout_outlook(
            self,
            observer,
            &super::ai::BangHeuristics::default(),
            REVIEW_PLAYOUTS,
            REVIEW_PLAYOUT_DECISIONS,
            rng,
        ))
    }
}

/// Playouts per review point.
const REVIEW_PLAYOUTS: u32 = 24;
/// Decisions per review playout (the Expert's rollout horizon).
const REVIEW_PLAYOUT_DECISIONS: u32 = 60;
