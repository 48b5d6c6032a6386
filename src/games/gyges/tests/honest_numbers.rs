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
    engine::{
        Budget, Certainty, Game as _, RankedAction, Strength,
        review::{Judgement, Measure},
        rng_from_seed,
    },
    games::review_tests::random_game,
    i18n::{Lang, Msg},
    play::{
        TableRules,
        records::{Analysis, GameRecord, PointAnalysis},
        session::Hint,
    },
    ui::{review::graph::title, table_screen::hint_reason},
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
        only_legal: false,
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
    let hint = Hint::from_best(best, g.decision_measure(), g.legal_action_list().len());
    for lang in Lang::ALL {
        assert_eq!(hint_reason(&hint, lang), Msg::HintReasonWin.tr(lang));
    }
}

/// A record whose stored analysis judges every real choice of the human with `measure`.
fn record_judged_as(measure: Measure) -> String {
    let session = random_game::<State>(2, 7);
    let mut record = GameRecord::of_session(&session, 0).expect("a trail");
    let replayed = record.validate().expect("valid");
    let points = replayed
        .decisions
        .iter()
        .map(|d| PointAnalysis {
            value: None,
            judgement: (d.seat == record.human && d.legal > 1).then_some(Judgement {
                best: d.action,
                best_value: 0.6,
                chosen_value: 0.6,
                measure,
            }),
        })
        .collect();
    record.analysis = Some(Analysis {
        analyst: "test".into(),
        points,
    });
    record.to_ron().expect("ron")
}

#[test]
fn an_analysis_that_called_the_evaluation_a_win_chance_is_made_again() {
    let (read, _) =
        GameRecord::<State>::from_ron(&record_judged_as(Measure::Evaluation)).expect("loads");
    let kept = read.analysis.expect("an analysis in today's terms is kept");
    assert!(kept.points.iter().any(|p| p.judgement.is_some()));
    // A record analysed by an earlier build still loads; its analysis is made again.
    let (read, _) =
        GameRecord::<State>::from_ron(&record_judged_as(Measure::WinChance)).expect("loads");
    assert!(read.analysis.is_none());
}

#[test]
fn the_expert_judges_and_hints_in_evaluations() {
    let g = win_in_one();
    assert_eq!(g.decision_measure(), Measure::Evaluation);
    assert_eq!(<State as TableRules>::CURVE_MEASURE, Measure::Evaluation);
    let hint = Hint {
        action: (),
        value: 0.62,
        measure: g.decision_measure(),
        certainty: Certainty::Estimated,
        only_legal: false,
    };
    assert_eq!(
        hint_reason(&hint, Lang::En),
        "The Expert rates this move best (evaluation 62 of 100; 50 is level)."
    );
    assert_eq!(
        hint_reason(&hint, Lang::Ja),
        "達人の評価ではこの手が最善です（形勢62/100、50で互角）。"
    );
    assert_eq!(title(Measure::Evaluation).tr(Lang::Ja), "形勢グラフ");
    // The review's judgement of a real choice names the same measure.
    let expert = bot(Strength::Expert);
    let legal = g.legal_action_list();
    let j = g
        .review_judge(
            0,
            legal[legal.len() - 1],
            expert.as_ref(),
            &Budget::unlimited(),
            &mut rng_from_seed(2),
        )
        .expect("a real choice");
    assert_eq!(j.measure, Measure::Evaluation);
}

/// A lone legal move is named as such, without the search's placeholder score.
#[test]
fn a_lone_legal_move_gets_no_number() {
    let best = RankedAction {
        action: (),
        value: 0.5,
        visits: 0,
        certainty: Certainty::Estimated,
    };
    let hint = Hint::from_best(best, Measure::Evaluation, 1);
    for lang in Lang::ALL {
        assert_eq!(hint_reason(&hint, lang), Msg::HintReasonOnly.tr(lang));
    }
}
