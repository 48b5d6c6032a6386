//! The given/when/then scenarios of docs/research/knatsch_aegis.md §A7 (1–22; 23 is in `odds.rs`).

use super::super::{
    actions::{Action, Event, Target, Victory},
    cards::{CardId, KING},
    dice::{Rank, beats_pattern},
    rules::Rules,
    state::{Phase, Purpose, State},
};
use crate::engine::{Game, GameDef, Turn, rng_from_seed};

// Card ids of the reconstructed list.
const C1: CardId = 0; // 3,3,3;1
const C2: CardId = 3; // 3,3,3;2
const C2B: CardId = 4;
const C3: CardId = 6; // 3,3,3;5
const C4: CardId = 9; // 4,4,4;1
const C5: CardId = 12; // 4,4,4;3
const C6: CardId = 14; // 4,4,4;5
const DUEL: CardId = 16;
const DICE5: CardId = 29;
const CATAPULT: CardId = 30;
const CHAMPION: CardId = 33;
const GUARDIAN: CardId = 39;
const TREASON: CardId = 44;
const FAVOUR: CardId = 46;
const REFRESH2: CardId = 36;

fn table(rules: Rules, hands: Vec<Vec<CardId>>, s0: Vec<CardId>, s1: Vec<CardId>) -> State {
    State {
        rules,
        hidden: [
            s0.len().saturating_sub(1) as u8,
            s1.len().saturating_sub(1) as u8,
        ],
        stacks: [s0, s1],
        hands,
        active: 0,
        refreshes_left: 1,
        king_tried: false,
        phase: Phase::Action,
        turn: 1,
        guards: Vec::new(),
    }
}

fn strict() -> Rules {
    Rules {
        strict_beat: true,
        ..Rules::default()
    }
}

fn dice(d: &[u8]) -> Action {
    let mut a = [0u8; 6];
    a[..d.len()].copy_from_slice(d);
    Action::Roll { dice: a }
}

/// Rolls `d` once and stops (or lets the attempt end by itself).
fn roll_and_stop(g: &mut State, d: &[u8]) {
    g.apply(dice(d)).expect("roll");
    if let Turn::Player(_) = g.to_move()
        && matches!(g.phase(), Phase::Rolling { .. })
    {
        g.apply(Action::Stop).expect("stop");
    }
}

fn attack(g: &mut State, target: Target) {
    g.apply(Action::Attack { target }).expect("legal attack");
}

fn r(d: &[u8]) -> Rank {
    Rank::of_dice(d, None)
}

#[test]
fn s01_four_ones_beat_three_fives() {
    assert!(r(&[1, 1, 1, 1, 3, 6]) > r(&[5, 5, 5, 4, 3, 2]));
}

#[test]
fn s02_equal_groups_take_the_higher_face() {
    assert_eq!(r(&[3, 3, 3, 5, 5, 5]), Rank::new(3, 5, 3));
}

/// Attacks stack castle `c` with one roll of `d` and reports whether it was captured.
fn capture_from_stack(rules: Rules, hand: Vec<CardId>, c: CardId, d: &[u8]) -> bool {
    let mut g = table(rules, vec![hand, vec![C1]], vec![c, DUEL], vec![DUEL]);
    attack(&mut g, Target::Stack(0));
    roll_and_stop(&mut g, d);
    g.hand(0).contains(&c)
}

#[test]
fn s03_to_s06_printed_cards() {
    for rules in [Rules::default(), strict()] {
        assert!(capture_from_stack(
            rules.clone(),
            vec![C2],
            C4,
            &[4, 4, 4, 5, 1, 6]
        ));
        assert!(!capture_from_stack(
            rules.clone(),
            vec![C2],
            C4,
            &[4, 4, 4, 6, 6, 6]
        ));
        assert!(capture_from_stack(
            rules.clone(),
            vec![C2],
            C6,
            &[3, 3, 3, 3, 6, 6]
        ));
    }
    assert!(!capture_from_stack(
        strict(),
        vec![C2],
        C4,
        &[4, 4, 4, 1, 1, 6]
    ));
    assert!(capture_from_stack(
        Rules::default(),
        vec![C2],
        C4,
        &[4, 4, 4, 1, 1, 6]
    ));
}

#[test]
fn s03_failed_stack_card_goes_to_the_bottom() {
    let mut g = table(
        strict(),
        vec![vec![C2], vec![C1]],
        vec![C4, DUEL],
        vec![DUEL],
    );
    attack(&mut g, Target::Stack(0));
    roll_and_stop(&mut g, &[4, 4, 4, 1, 1, 6]);
    assert_eq!(g.stack(0), &[DUEL, C4]);
    assert_eq!(g.active(), 1, "the turn passed");
}

#[test]
fn s07_the_king() {
    assert!(!beats_pattern(r(&[5, 5, 5, 5, 1, 6]), KING, true));
    assert!(beats_pattern(r(&[5, 5, 5, 5, 1, 6]), KING, false));
    assert!(beats_pattern(r(&[5, 5, 5, 5, 2, 6]), KING, true));
    assert!(beats_pattern(r(&[5, 5, 5, 5, 5, 6]), KING, true));
}

#[test]
fn s08_six_sixes_rank_lowest_and_end_the_attempt() {
    assert_eq!(r(&[6, 6, 6, 6, 6, 6]), Rank::new(0, 0, 0));
    let mut g = table(
        Rules::default(),
        vec![vec![C2], vec![C1]],
        vec![C4, DUEL],
        vec![DUEL],
    );
    attack(&mut g, Target::Stack(0));
    g.apply(dice(&[6, 6, 6, 6, 6, 6])).expect("roll");
    assert_eq!(g.active(), 1, "nothing left to roll: the attempt failed");
    assert_eq!(g.stack(0), &[DUEL, C4]);
}

/// A two-player duel: the organiser (seat 0) rolls `a`, seat 1 rolls `b`.
fn duel(a: &[u8], b: &[u8]) -> State {
    let mut g = table(
        Rules::default(),
        vec![vec![C2], vec![C1]],
        vec![DUEL, C4],
        vec![C5],
    );
    attack(&mut g, Target::Stack(0));
    roll_and_stop(&mut g, a);
    roll_and_stop(&mut g, b);
    g
}

#[test]
fn s09_to_s11_duels() {
    let g = duel(&[5, 5, 3, 2, 1, 6], &[5, 5, 4, 1, 6, 6]);
    assert_eq!(g.duel_count(1), 1, "kicker 4 beats kicker 3");
    let g = duel(&[5, 5, 4, 4, 1, 6], &[5, 5, 4, 3, 2, 1]);
    assert_eq!(g.duel_count(0), 1, "equal keys: the earlier roller wins");
    let g = duel(&[3, 3, 3, 4, 2, 6], &[3, 3, 3, 4, 1, 2]);
    assert_eq!(g.duel_count(0), 1, "the organiser wins the tie");
    assert_eq!(g.stack(0), &[C4], "the duel card left its stack");
}

#[test]
fn s12_defender_must_be_stronger() {
    let mut g = table(
        Rules::default(),
        vec![vec![C2], vec![C1, C4]],
        vec![DUEL],
        vec![DUEL],
    );
    attack(&mut g, Target::Castle { owner: 1, card: C1 });
    roll_and_stop(&mut g, &[3, 3, 5, 1, 2, 6]);
    // (2, 3, 5) does not reach 3,3,3;1: failed, no defence.
    assert_eq!(g.active(), 1);
    assert!(g.hand(1).contains(&C1));

    let mut g = table(
        Rules::default(),
        vec![vec![C2], vec![C1, C4]],
        vec![DUEL],
        vec![DUEL],
    );
    attack(&mut g, Target::Castle { owner: 1, card: C1 });
    roll_and_stop(&mut g, &[3, 3, 3, 5, 6, 6]);
    assert!(matches!(
        g.phase(),
        Phase::Rolling {
            purpose: Purpose::Defence { .. },
            ..
        }
    ));
    assert_eq!(g.to_move(), Turn::Chance);
    roll_and_stop(&mut g, &[3, 3, 3, 5, 1, 6]);
    assert!(g.hand(0).contains(&C1), "a tie keeps the capture");
    assert!(!g.hand(1).contains(&C1));
}

#[test]
fn s13_dice_card_adds_a_fixed_die() {
    assert_eq!(
        Rank::of_dice(&[5, 5, 4, 4, 6, 6], Some(5)),
        Rank::new(3, 5, 4)
    );
    let g = table(
        Rules::default(),
        vec![vec![C2, DICE5], vec![C1]],
        vec![DUEL],
        vec![DUEL],
    );
    assert_eq!(g.extra_die(0), Some(5));
}

#[test]
fn s13_several_dice_cards_are_declared_before_rolling() {
    let mut g = table(
        Rules::default(),
        vec![vec![C2, DICE5, DICE5 - 4], vec![C1]],
        vec![C4, DUEL],
        vec![DUEL],
    );
    attack(&mut g, Target::Stack(0));
    assert_eq!(g.to_move(), Turn::Player(0));
    assert_eq!(
        g.legal_action_list(),
        vec![Action::Declare { value: 5 }, Action::Declare { value: 1 }]
    );
    g.apply(Action::Declare { value: 1 }).expect("declare");
    assert_eq!(g.to_move(), Turn::Chance);
    // Three 4s with the fixed 1: exactly 4,4,4;1, enough under meet-or-beat.
    roll_and_stop(&mut g, &[4, 4, 4, 6, 6, 6]);
    assert!(g.hand(0).contains(&C4));
}

#[test]
fn s14_sixes_stay_out() {
    let mut g = table(
        Rules::default(),
        vec![vec![C2], vec![C1]],
        vec![C4, DUEL],
        vec![DUEL],
    );
    attack(&mut g, Target::Stack(0));
    g.apply(dice(&[6, 2, 3, 4, 5, 1])).expect("roll");
    g.apply(Action::Keep { counts: [0; 5] }).expect("keep none");
    let Phase::Rolling { attempt, .. } = g.phase() else {
        panic!("still rolling")
    };
    assert_eq!(attempt.dice_to_roll(), 5);
    assert!(
        g.apply(dice(&[1, 2, 3, 4, 5, 1])).is_err(),
        "six dice refused"
    );
}

fn max_rolls(g: &State) -> u8 {
    match g.phase() {
        Phase::Rolling { attempt, .. } => attempt.max_rolls,
        _ => 0,
    }
}

#[test]
fn s15_rolls_per_situation() {
    let base = || {
        table(
            Rules::default(),
            vec![vec![C2, CATAPULT], vec![C1, C4], vec![C3, CHAMPION]],
            vec![C5, DUEL],
            vec![DUEL],
        )
    };
    let mut g = base();
    attack(&mut g, Target::Stack(0));
    assert_eq!(max_rolls(&g), 3, "catapult: stack castle 3 rolls");
    let mut g = base();
    attack(&mut g, Target::Castle { owner: 1, card: C4 });
    assert_eq!(max_rolls(&g), 4, "catapult vs owned castle");
    let mut g = base();
    attack(&mut g, Target::Stack(1));
    assert_eq!(max_rolls(&g), 4, "organiser");
    roll_and_stop(&mut g, &[1, 2, 3, 4, 5, 6]);
    assert_eq!(max_rolls(&g), 3, "seat 1 without champion");
    roll_and_stop(&mut g, &[1, 2, 3, 4, 5, 6]);
    assert_eq!(max_rolls(&g), 4, "seat 2 with champion");
}

#[test]
fn s16_owned_colours_are_not_targets() {
    let g = table(
        Rules::default(),
        vec![vec![C2], vec![C2B, C1], vec![C3, C4]],
        vec![C2B, DUEL],
        vec![DUEL],
    );
    let mut t = Vec::new();
    g.targets(0, &mut t);
    assert!(!t.contains(&Target::Stack(0)), "a C2 on the stack");
    assert!(t.contains(&Target::Stack(1)), "duel cards always");
    assert!(!t.contains(&Target::Castle {
        owner: 1,
        card: C2B
    }));
    assert!(t.contains(&Target::Castle { owner: 1, card: C1 }));
}

#[test]
fn s17_single_castles_and_guardians() {
    let g = table(
        Rules::default(),
        vec![vec![C2], vec![C1], vec![C3, C4, C5, GUARDIAN]],
        vec![DUEL],
        vec![DUEL],
    );
    let mut t = Vec::new();
    g.targets(0, &mut t);
    assert!(
        !t.iter()
            .any(|t| matches!(t, Target::Castle { owner: 1, .. }))
    );
    let castles: Vec<_> = t
        .iter()
        .filter(|t| matches!(t, Target::Castle { owner: 2, .. }))
        .collect();
    assert_eq!(castles.len(), 1, "two of three castles guarded");
    assert_eq!(
        castles[0],
        &Target::Castle { owner: 2, card: C5 },
        "by default the two earliest"
    );
}

#[test]
fn s17_guardian_designations_are_chosen_in_the_own_turn() {
    let mut g = table(
        Rules::default(),
        vec![vec![C3, C4, C5, GUARDIAN], vec![C2, C1]],
        vec![DUEL],
        vec![DUEL],
    );
    let legal = g.legal_action_list();
    assert!(legal.contains(&Action::Guard { card: C5 }));
    assert!(
        !legal.contains(&Action::Guard { card: C3 }),
        "already guarded"
    );
    assert!(
        !legal.contains(&Action::Guard { card: GUARDIAN }),
        "no special guardian"
    );
    g.apply(Action::Guard { card: C5 }).expect("designate");
    assert_eq!(g.guarded(0), vec![C5, C3]);
    assert_eq!(g.active(), 0, "still the same turn");
    let mut t = Vec::new();
    g.targets(1, &mut t);
    assert!(t.contains(&Target::Castle { owner: 0, card: C4 }));
    assert!(!t.contains(&Target::Castle { owner: 0, card: C5 }));
}

#[test]
fn s18_special_from_stack_grants_another_action_without_refresh() {
    let mut g = table(
        Rules::default(),
        vec![vec![C2], vec![C1]],
        vec![DUEL, CATAPULT, C4],
        vec![DUEL],
    );
    g.apply(Action::Refresh { stack: 0 }).expect("refresh");
    attack(&mut g, Target::Stack(0));
    roll_and_stop(&mut g, &[4, 4, 4, 5, 1, 6]);
    assert!(g.hand(0).contains(&CATAPULT));
    assert_eq!(g.phase(), Phase::Action);
    assert_eq!(g.active(), 0, "another action");
    let legal = g.legal_action_list();
    assert!(!legal.iter().any(|a| matches!(a, Action::Refresh { .. })));

    // With Refresh twice, the second refresh is still there.
    let mut g = table(
        Rules::default(),
        vec![vec![C2], vec![C1]],
        vec![DUEL, REFRESH2, C4],
        vec![DUEL],
    );
    g.apply(Action::Refresh { stack: 0 }).expect("refresh");
    attack(&mut g, Target::Stack(0));
    roll_and_stop(&mut g, &[2, 2, 2, 4, 1, 6]);
    assert!(g.hand(0).contains(&REFRESH2));
    assert!(
        g.legal_action_list()
            .contains(&Action::Refresh { stack: 0 })
    );
}

fn king_table(extra: &[CardId]) -> State {
    let mut hand = vec![C2, C4, C5];
    hand.extend_from_slice(extra);
    table(
        Rules::default(),
        vec![hand, vec![C1]],
        vec![DUEL],
        vec![DUEL],
    )
}

#[test]
fn s19_the_king_attempt() {
    let mut g = king_table(&[]);
    attack(&mut g, Target::King);
    roll_and_stop(&mut g, &[5, 5, 5, 1, 2, 3]);
    assert_eq!(g.phase(), Phase::Surrender);
    g.apply(Action::Surrender { card: C4, stack: 1 })
        .expect("surrender");
    assert_eq!(g.castle_count(0), 2);
    assert_eq!(g.stack(1), &[DUEL, C4]);
    assert_eq!(g.active(), 1);

    let mut g = king_table(&[FAVOUR]);
    attack(&mut g, Target::King);
    roll_and_stop(&mut g, &[5, 5, 5, 1, 2, 3]);
    assert_eq!(g.castle_count(0), 3, "King's favour");
    assert_eq!(g.active(), 1);

    let mut g = king_table(&[]);
    attack(&mut g, Target::King);
    let mut events = Vec::new();
    g.play(dice(&[5, 5, 5, 5, 2, 6]), Some(&mut events))
        .expect("roll");
    g.play(Action::Stop, Some(&mut events)).expect("stop");
    assert_eq!(g.winner(), Some(0));
    assert!(events.contains(&Event::Won {
        winner: 0,
        victory: Victory::King
    }));
}

#[test]
fn s19_king_only_with_exactly_three_castles() {
    let g = table(
        Rules::default(),
        vec![vec![C2, C4], vec![C1]],
        vec![DUEL],
        vec![DUEL],
    );
    assert!(!g.legal_action_list().contains(&Action::Attack {
        target: Target::King
    }));
}

#[test]
fn s20_duel_winner_on_another_turn_wins_at_once() {
    let mut g = table(
        Rules::default(),
        vec![vec![C2], vec![C1, C4, DUEL + 1, DUEL + 2]],
        vec![DUEL, C5],
        vec![C6],
    );
    attack(&mut g, Target::Stack(0));
    roll_and_stop(&mut g, &[1, 2, 3, 4, 6, 6]);
    roll_and_stop(&mut g, &[5, 5, 1, 2, 6, 6]);
    assert_eq!(g.winner(), Some(1));
    assert!(g.is_over());
}

#[test]
fn s21_set_up() {
    let mut rng = rng_from_seed(7);
    let g = State::new_game(&Rules::default(), 4, Some(0), &mut rng);
    let mut colours = Vec::new();
    for p in 0..4 {
        assert_eq!(g.hand(p).len(), 1);
        let c = super::super::cards::card(g.hand(p)[0]).kind;
        assert!(!colours.contains(&c));
        colours.push(c);
    }
    assert_eq!(g.stack(0).len() + g.stack(1).len(), 44);
    assert!(g.stack(0).len().abs_diff(g.stack(1).len()) <= 1);
    assert_eq!(g.hidden(0), g.stack(0).len() - 1, "only the top is open");
}

#[test]
fn s22_treason() {
    let treason = vec![C2, TREASON];
    assert!(capture_from_stack(
        strict(),
        treason.clone(),
        C6,
        &[4, 4, 4, 1, 6, 6]
    ));
    assert!(!capture_from_stack(
        strict(),
        vec![C2],
        C6,
        &[4, 4, 4, 1, 6, 6]
    ));
    assert!(!capture_from_stack(
        strict(),
        treason.clone(),
        C6,
        &[3, 3, 3, 5, 1, 6]
    ));
    assert!(capture_from_stack(
        Rules::default(),
        treason,
        C6,
        &[3, 3, 3, 5, 1, 6]
    ));
    // Not against another player's castle: 4,4,4;1 stays 4,4,4;1.
    let mut g = table(
        strict(),
        vec![vec![C2, TREASON], vec![C1, C4]],
        vec![DUEL],
        vec![DUEL],
    );
    attack(&mut g, Target::Castle { owner: 1, card: C4 });
    roll_and_stop(&mut g, &[3, 3, 3, 5, 1, 6]);
    assert_eq!(g.active(), 1, "failed without a defence roll");
    assert!(g.hand(1).contains(&C4));
}

#[test]
fn four_castles_win_and_king_at_end_variant() {
    let mut g = table(
        Rules::default(),
        vec![vec![C2, C4, C5], vec![C1]],
        vec![C6, DUEL],
        vec![DUEL],
    );
    attack(&mut g, Target::Stack(0));
    roll_and_stop(&mut g, &[4, 4, 4, 5, 5, 6]);
    assert_eq!(g.winner(), Some(0));

    let rules = Rules {
        king_at_end: true,
        ..Rules::default()
    };
    let mut g = table(
        rules,
        vec![vec![C2, C4], vec![C1]],
        vec![C5, DUEL],
        vec![DUEL],
    );
    attack(&mut g, Target::Stack(0));
    roll_and_stop(&mut g, &[4, 4, 4, 5, 5, 6]);
    assert_eq!(g.phase(), Phase::EndOfTurn);
    assert_eq!(
        g.legal_action_list(),
        vec![
            Action::Attack {
                target: Target::King
            },
            Action::EndTurn
        ]
    );
    g.apply(Action::EndTurn).expect("end");
    assert_eq!(g.active(), 1);
}

#[test]
fn keep_choices_and_locked_dice() {
    let mut g = table(
        Rules::default(),
        vec![vec![C2], vec![C1]],
        vec![C4, DUEL],
        vec![DUEL],
    );
    attack(&mut g, Target::Stack(0));
    g.apply(dice(&[4, 4, 1, 2, 6, 6])).expect("roll");
    // Sub-multisets of {1,2,4,4} except all of them: 2*2*3 - 1 = 11, plus Stop.
    assert_eq!(g.legal_action_list().len(), 12);
    g.apply(Action::Keep {
        counts: [0, 0, 0, 2, 0],
    })
    .expect("keep the 4s");
    g.apply(dice(&[4, 3])).expect("two dice");
    // Locked: only the new 4 and 3 can be chosen.
    assert_eq!(g.legal_action_list().len(), 4);
    g.apply(Action::Keep {
        counts: [0, 0, 0, 1, 0],
    })
    .expect("keep the 4");
    g.apply(dice(&[1])).expect("last die");
    // Third roll: the attempt ends with 4,4,4;1 — a tie, enough under meet-or-beat.
    assert!(g.hand(0).contains(&C4));
}

/// In the King's revenge every castle the knight may lose is valued by the share it keeps: no
/// option is shown as a certain loss while the knight still has castles and other choices.
#[test]
fn the_kings_revenge_values_every_option_by_the_share_left() {
    let mut g = king_table(&[]);
    attack(&mut g, Target::King);
    roll_and_stop(&mut g, &[5, 5, 5, 1, 2, 3]);
    assert_eq!(g.phase(), Phase::Surrender);
    let legal = g.legal_action_list();
    assert!(legal.len() > 1);
    let ranked = crate::games::knatsch::ai::ranked(&g, crate::games::knatsch::ai::Level::Expert);
    assert_eq!(ranked.len(), legal.len(), "every option is valued");
    for (action, value) in &ranked {
        assert!(legal.contains(action));
        assert!(*value > 0.0, "{action:?} valued {value}");
    }
}
