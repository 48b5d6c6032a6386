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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{bang, knatsch};

    fn rough(value: f64, certainty: Certainty) -> Hint<()> {
        Hint {
            action: (),
            value,
            measure: Measure::RoughWinChance,
            certainty,
            only_legal: false,
        }
    }

    #[test]
    fn a_rough_estimate_shows_a_number_only_at_a_measured_table() {
        // Four-player BANG! against Normal was measured: the number goes through its table.
        let shown = rough(0.35, Certainty::Estimated).checked::<bang::State>(Strength::Normal, 4);
        assert_eq!(shown.certainty, Certainty::Estimated);
        assert!((0.45..0.6).contains(&shown.value), "{}", shown.value);
        // Seven seats were not: the hint names the move and shows no number.
        for (players, game) in [(7, "bang"), (5, "knatsch")] {
            let hint = rough(0.35, Certainty::Estimated);
            let shown = if game == "bang" {
                hint.checked::<bang::State>(Strength::Normal, players)
            } else {
                hint.checked::<knatsch::State>(Strength::Normal, players)
            };
            assert_eq!(shown.certainty, Certainty::Unvalued, "{game} {players}");
        }
        let two = rough(0.55, Certainty::Estimated).checked::<knatsch::State>(Strength::Normal, 2);
        assert!(two.value > 0.8, "{}", two.value);
    }

    #[test]
    fn a_proof_and_other_measures_pass_unchanged_at_any_table() {
        let proven = rough(1.0, Certainty::Proven).checked::<bang::State>(Strength::Easy, 7);
        assert_eq!(proven, rough(1.0, Certainty::Proven));
        let success = Hint {
            measure: Measure::SuccessChance,
            ..rough(0.4, Certainty::Estimated)
        };
        assert_eq!(
            success.clone().checked::<knatsch::State>(Strength::Hard, 6),
            success
        );
    }
}
