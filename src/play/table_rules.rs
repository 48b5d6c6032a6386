//! [`TableRules`]: what the table, the session, game records and their review need from a
//! game's rules beyond the engine contract.

use std::fmt::Debug;

use serde::{Serialize, de::DeserializeOwned};

use crate::engine::{
    Bot, Budget, Game, GameDef, GameRng, IllegalAction, Player, Strength,
    calibration::Calibration,
    review::{self, Analyst, JudgeStyle, Judgement, Measure},
};

/// What the app (game log, animations, undo, game records and their review) needs from a game's
/// rules beyond the engine contract: a record of what each applied action did, actions that can
/// be written to a game record, and how the review judges a decision.
pub trait TableRules: GameDef + Game<Action: Serialize + DeserializeOwned> {
    /// Something that happened: a card played, a die rolled, a life lost, a round won…
    ///
    /// Events may hold facts hidden from some seats (the card a player drew); the panel shows
    /// each one only as far as the human's seat may see it.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// Applies `action` like [`crate::engine::Game::apply`] (refusing illegal ones, leaving the
    /// state unchanged) and appends what happened, in order, to `events`.
    fn apply_traced(
        &mut self,
        action: Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), IllegalAction>;

    /// The review's judgement of `player`'s decision `chosen` in this state (theirs, with more
    /// than one legal action): `expert`'s best action and the estimated value of both, from
    /// `player`'s information only. Default: [`review::judge`] with this game's
    /// [`TableRules::review_outlook`]. A game overrides it where its Expert values actions
    /// otherwise (alpha-beta bounds, exact odds).
    fn review_judge(
        &self,
        player: Player,
        chosen: Self::Action,
        expert: &dyn Bot<Self>,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Option<Judgement<Self::Action>> {
        let outlook = |state: &Self, rng: &mut GameRng| state.review_outlook(player, budget, rng);
        let analyst = Analyst {
            expert,
            style: JudgeStyle::default(),
            outlook: &outlook,
            budget,
        };
        review::judge(self, player, chosen, &analyst, rng).map(|j| Judgement {
            measure: self.decision_measure(),
            ..j
        })
    }

    /// `observer`'s estimated result in this state when another seat or chance acts, from the
    /// observer's information only (a point of the review's win-chance graph after a computer's
    /// move). `None` (the default): the review uses the estimate at the observer's next
    /// decision.
    fn review_outlook(&self, observer: Player, budget: &Budget, rng: &mut GameRng) -> Option<f64> {
        let _ = (observer, budget, rng);
        None
    }

    /// Whether another seat decides knowing something the human cannot see (its hand, its
    /// role). Then its choice tells something, and undo is off once it has decided after the
    /// human. `false` where every seat decides on what all can see (and the dice).
    const OTHERS_DECIDE_ON_HIDDEN: bool = true;

    /// Whether an undo deals again, at random, what the deciding seat has not seen (see
    /// [`TableRules::redeal_after_undo`]); then nothing seen since the decision blocks undo:
    /// what it showed no longer holds.
    const REDEALS_AFTER_UNDO: bool = false;

    /// The chance action applied after an undo, in the state the undo went back to, where a
    /// game [`TableRules::REDEALS_AFTER_UNDO`]: what the deciding seat has not seen, shuffled
    /// and dealt again. `None` (the default) deals nothing.
    fn redeal_after_undo(&self, rng: &mut GameRng) -> Option<Self::Action> {
        let _ = rng;
        None
    }

    /// What the Expert's value of the decision in this state estimates (the hint's label and
    /// the review's): the chance to win the game (the default), or, where the Expert ranks
    /// by it, the exact chance that the attempt under way succeeds.
    fn decision_measure(&self) -> Measure {
        Measure::WinChance
    }

    /// The measured calibration of this game's rough win estimate ([`Measure::RoughWinChance`])
    /// at a table of `players` seats against computers of `strength`; `None` (the default):
    /// not measured there, and the hint shows no number for it.
    fn rough_win_calibration(strength: Strength, players: usize) -> Option<&'static Calibration> {
        let _ = (strength, players);
        None
    }

    /// What the review graph's curve estimates (its title and point labels).
    const CURVE_MEASURE: Measure = Measure::WinChance;

    /// Whether `saved`, a state read from a save written before the state gained a field, is
    /// `replayed` (the save's trail replayed by this build) with that field missing; the session
    /// then goes on from `replayed` and keeps the trail. `false` (the default): a game whose
    /// saved state has not changed shape.
    fn is_older_form_of(saved: &Self, replayed: &Self) -> bool {
        let _ = (saved, replayed);
        false
    }
}
