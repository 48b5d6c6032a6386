//! What the hint and the review say Gygès's numbers are: a forced win only from a found mate,
//! never from an evaluation that merely looks overwhelming.

use super::super::{
    ai::{bot, certainty_of},
    position::Position,
    rules::Rules,
    search::{MATE_BOUND, score_to_value},
    state::State,
};
use crate::{
    engine::{Budget, Certainty, Strength, rng_from_seed},
    i18n::{Lang, Msg},
    play::{TableRules as _, session::Hint},
    ui::table_screen::hint_reason,
};

/// Seat 0 to move with a piece that can enter the goal (the first `win1` puzzle of the
/// tactics suite).
fn win_in_one() -> State {
    let rows = [".1...2", "......", "2.13.3", ".1..3.", ".2....", "2.13.."];
    let position = Position::from_rows(&rows).expect("board");
    State::from_position(Rules::default(), position, 0)
}

#[test]
fn an_overwhelming_evaluation_is_not_called_a_forced_win() {
    let score = MATE_BOUND - 1;
    assert!(score_to_value(score) >= 0.999);
    assert_eq!(certainty_of(score), Certainty::Estimated);
    let hint = Hint {
        action: (),
        value: score_to_value(score),
        measure: win_in_one().decision_measure(),
        certainty: certainty_of(score),
    };
    for lang in Lang::ALL {
        assert_ne!(hint_reason(&hint, lang), Msg::HintReasonWin.tr(lang));
        assert_ne!(hint_reason(&hint, lang), Msg::HintReasonLose.tr(lang));
    }
}

#[test]
fn a_found_mate_is_a_proven_forced_win() {
    let g = win_in_one();
    let ranked = bot(Strength::Expert).rank(&g, 0, &Budget::unlimited(), &mut rng_from_seed(1));
    let best = ranked.into_iter().next().expect("a move");
    assert_eq!(best.certainty, Certainty::Proven);
    let hint = Hint::from_best(best, g.decision_measure());
    for lang in Lang::ALL {
        assert_eq!(hint_reason(&hint, lang), Msg::HintReasonWin.tr(lang));
    }
}
