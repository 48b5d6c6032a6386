//! The hint for the human's current decision: the Expert's best action and what its value
//! says, checked against what was measured before a number is shown.

use crate::{
    engine::{Certainty, RankedAction, Strength, review::Measure},
    play::TableRules,
};

/// The hint for the human's current decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<A> {
    /// The suggested action.
    pub action: A,
    /// Estimated result for the human in `[0, 1]`.
    pub value: f64,
    /// What `value` estimates.
    pub measure: Measure,
    /// Whether `value` is exact (a proven result), an estimate, or a placeholder.
    pub certainty: Certainty,
    /// The action is the only legal one: its value says nothing.
    pub only_legal: bool,
}

impl<A> Hint<A> {
    /// The hint of the Expert's best action, whose value estimates `measure`, in a decision
    /// with `legal` legal actions.
    pub fn from_best(best: RankedAction<A>, measure: Measure, legal: usize) -> Self {
        Self {
            action: best.action,
            value: best.value,
            measure,
            certainty: best.certainty,
            only_legal: legal <= 1,
        }
    }

    /// The hint as shown at a table of `players` seats against computers of `strength`. A
    /// rough win estimate goes through the game's calibration for that table; where none was
    /// measured the hint names the move without a number, because an unchecked rough estimate
    /// can be far off (at five-player Knatsch it said about 25 % where the player won 72 % of
    /// the time). A proven result and every other measure stay as they are.
    #[must_use]
    pub fn checked<G: TableRules>(mut self, strength: Strength, players: usize) -> Self {
        if self.measure != Measure::RoughWinChance || self.certainty == Certainty::Proven {
            return self;
        }
        match G::rough_win_calibration(strength, players) {
            Some(calibration) => self.value = calibration.apply(self.value),
            None => self.certainty = Certainty::Unvalued,
        }
        self
    }
}
