//! Gygès through the engine's contracts: `Game`, `GameDef` and `TableRules`.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    ops::RangeInclusive,
};

use rand::RngExt as _;

use super::{
    actions::{Action, Event},
    ai,
    rules::Rules,
    starts,
    state::{Phase, State},
};
use crate::{
    engine::{
        Bot, Budget, Game, GameDef, GameRng, IllegalAction, Player, Strength, Turn,
        review::{self, Analyst, JudgeStyle, Judgement, Measure},
    },
    play::TableRules,
};

impl Game for State {
    type Action = Action;

    fn num_players(&self) -> usize {
        2
    }

    fn to_move(&self) -> Turn {
        self.current_player().map_or(Turn::Over, Turn::Player)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out);
    }

    fn apply_unchecked(&mut self, action: Action) {
        self.apply_inner(action, None);
    }

    fn sample_chance(&self, _rng: &mut GameRng) -> Action {
        unreachable!("Gygès has no chance nodes")
    }

    fn returns(&self) -> Vec<f64> {
        match self.phase() {
            Phase::Over(Some(0)) => vec![1.0, 0.0],
            Phase::Over(Some(_)) => vec![0.0, 1.0],
            _ => vec![0.5, 0.5],
        }
    }

    fn observation_key(&self, _player: Player) -> u64 {
        // Perfect information: the position, whose turn and the set-up state.
        let mut h = DefaultHasher::new();
        self.position().zobrist_hash().hash(&mut h);
        self.phase().hash(&mut h);
        self.current_player().hash(&mut h);
        self.supply(0).hash(&mut h);
        self.supply(1).hash(&mut h);
        h.finish()
    }

    fn determinize(&self, _observer: Player, _rng: &mut GameRng) -> Self {
        self.clone()
    }

    fn apply(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.play(action, None)
    }
}

impl GameDef for State {
    type Rules = Rules;
    const ID: &'static str = "gyges";

    fn player_range() -> RangeInclusive<usize> {
        2..=2
    }

    fn parse_rules(spec: &str) -> Result<Rules, String> {
        Rules::parse(spec)
    }

    fn new_game(rules: &Rules, _players: usize, first: Option<Player>, rng: &mut GameRng) -> Self {
        let first = first.unwrap_or_else(|| rng.random_range(0..2)).min(1);
        State::new(rules.clone(), first)
    }

    fn bot(strength: Strength) -> Box<dyn Bot<Self>> {
        ai::bot(strength)
    }

    /// `random`: set-up done, South's back row a random arrangement of 1, 1, 2, 2, 3, 3 and
    /// North's the same turned half a turn (each side sees the same board), South to move;
    /// `rows`: the first of those arrangements (the arena plays deal *k* from the *k*-th,
    /// [`Self::arena_start_of_deal`]). The arena plays each such start twice, with the seats
    /// swapped.
    fn arena_start(rules: &Rules, name: &str, rng: &mut GameRng) -> Result<Self, String> {
        Self::arena_start_of_deal(rules, name, 0, rng)
    }

    fn arena_start_of_deal(
        rules: &Rules,
        name: &str,
        deal: u32,
        rng: &mut GameRng,
    ) -> Result<Self, String> {
        let row = match name {
            "random" => {
                let mut row = [1u8, 1, 2, 2, 3, 3];
                for i in (1..row.len()).rev() {
                    row.swap(i, rng.random_range(0..=i));
                }
                row
            }
            "rows" => {
                let rows = starts::back_rows();
                rows[deal as usize % rows.len()]
            }
            _ => {
                return Err(format!(
                    "gyges has no arena start {name:?} (try random or rows)"
                ));
            }
        };
        Ok(starts::mirrored(rules, row))
    }
}

impl TableRules for State {
    type Event = Event;

    /// Perfect information: nothing is hidden from anyone.
    const OTHERS_DECIDE_ON_HIDDEN: bool = false;

    /// The search's score through a logistic curve: an evaluation, no probability.
    const CURVE_MEASURE: Measure = Measure::Evaluation;

    fn decision_measure(&self) -> Measure {
        Measure::Evaluation
    }

    fn apply_traced(
        &mut self,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), IllegalAction> {
        self.play(action, Some(events))
    }

    /// Alpha-beta ranks the other moves by bounds, so the chosen move is searched on its own:
    /// one minus the Expert's value of the opponent's reply (perfect information: one world).
    fn review_judge(
        &self,
        player: Player,
        chosen: Action,
        expert: &dyn Bot<Self>,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Option<Judgement<Action>> {
        let analyst = Analyst {
            expert,
            style: JudgeStyle {
                trust_ranked: false,
                samples: 1,
            },
            outlook: &|_, _| None,
            budget,
        };
        review::judge(self, player, chosen, &analyst, rng).map(|j| Judgement {
            measure: Measure::Evaluation,
            ..j
        })
    }
}
