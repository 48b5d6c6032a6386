//! The hint and the review speak of the match: a sure touch is a "forced win" only when it wins
//! the match, and at 0–4 down the shown chance is the match chance, not the touch chance.

use super::super::{
    Action,
    ai::bot,
    match_chance::{from_touch, match_chance},
    rules::Level,
    state::State,
};
use super::scenarios::{game, rules};
use crate::{
    engine::{Budget, Certainty, Game as _, Strength, rng_from_seed},
    i18n::{Lang, Msg},
    play::{TableRules, session::Hint},
    ui::table_screen::hint_reason,
};

/// Seat 0 to move with a sure hit (every 2 but its own is discarded) at these scores.
fn sure_hit_at(scores: [u8; 2]) -> State {
    let mut g = game(
        rules(Level::Standard),
        [10, 12],
        [&[2, 1, 1, 1, 3], &[5, 5, 5, 3, 3]],
        5,
        &[1, 1, 3, 4, 4],
        0,
    );
    g.scores = scores;
    assert!(
        g.observation(0)
            .sure_hit(Action::Attack { value: 2, count: 1 })
    );
    g
}

fn expert_hint(g: &State) -> Hint<Action> {
    let ranked = bot(Strength::Expert).rank(g, 0, &Budget::unlimited(), &mut rng_from_seed(3));
    let best = ranked.into_iter().next().expect("a move");
    Hint::from_best(best, g.decision_measure(), g.legal_action_list().len())
}

#[test]
fn a_sure_touch_at_0_4_is_shown_as_the_match_chance_of_1_4() {
    let g = sure_hit_at([0, 4]);
    let hint = expert_hint(&g);
    assert_eq!(hint.action, Action::Attack { value: 2, count: 1 });
    assert!((hint.value - match_chance(1, 4)).abs() < 1e-9, "{hint:?}");
    assert_eq!(hint.certainty, Certainty::Estimated);
    for lang in Lang::ALL {
        let reason = hint_reason(&hint, lang);
        assert_ne!(reason, Msg::HintReasonWin.tr(lang));
        assert!(reason.contains("6%"), "{reason}");
    }
}

#[test]
fn a_sure_touch_at_4_0_is_a_forced_win() {
    let g = sure_hit_at([4, 0]);
    let hint = expert_hint(&g);
    assert_eq!(hint.value, 1.0);
    assert_eq!(hint.certainty, Certainty::Proven);
    for lang in Lang::ALL {
        assert_eq!(hint_reason(&hint, lang), Msg::HintReasonWin.tr(lang));
    }
}

#[test]
fn searched_values_are_match_chances_within_the_scores_bounds() {
    // No sure hit here: the search decides, and every value must lie between losing and
    // winning this touch at 0–4.
    let mut g = game(
        rules(Level::Standard),
        [6, 14],
        [&[1, 2, 3, 4, 5], &[1, 2, 3, 4, 5]],
        10,
        &[],
        0,
    );
    g.scores = [0, 4];
    let ranked = super::super::ai::bot(Strength::Normal).rank(
        &g,
        0,
        &Budget::unlimited(),
        &mut rng_from_seed(5),
    );
    assert!(!ranked.is_empty());
    for r in &ranked {
        assert!(
            (0.0..=from_touch(1.0, 0, 4) + 1e-12).contains(&r.value),
            "{r:?}"
        );
    }
}
