//! What the hint shows of a rough win estimate, by table: a number only where it was measured
//! ([`crate::play::hint::Hint::checked`]).

use crate::games::{bang, knatsch};
use crate::{
    engine::{Certainty, Strength, review::Measure},
    play::hint::Hint,
};

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
