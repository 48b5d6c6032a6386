//! The computer knights: exact keeps, sensible targets, no peeking at the unseen stack order.

use super::super::{
    actions::{Action, Target},
    ai::{Level, ranked},
    rules::Rules,
    state::{Attempt, Phase, Purpose, State},
};
use crate::engine::{Game, GameDef, rng_from_seed};

const C1: u8 = 0;
const C2: u8 = 3;
const C4: u8 = 9;
const C5: u8 = 12;
const C6: u8 = 14;
const DUEL: u8 = 16;

fn table(rules: Rules, hands: Vec<Vec<u8>>, s0: Vec<u8>, s1: Vec<u8>) -> State {
    State {
        rules,
        hidden: [0, 0],
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

#[test]
fn expert_keeps_the_four_in_the_seed_example() {
    let rules = Rules {
        strict_beat: true,
        ..Rules::default()
    };
    let mut g = table(rules, vec![vec![C2], vec![C1]], vec![C4, DUEL], vec![DUEL]);
    g.phase = Phase::Rolling {
        attempt: Attempt {
            roller: 0,
            kept: [0; 5],
            duds: 0,
            last: [1, 3, 3, 4, 6, 6],
            rolls: 1,
            max_rolls: 3,
            extra: None,
            awaiting_roll: false,
            declare: false,
        },
        purpose: Purpose::Stack { stack: 0, card: C4 },
    };
    let best = ranked(&g, Level::Expert);
    assert_eq!(
        best[0].0,
        Action::Keep {
            counts: [0, 0, 0, 1, 0]
        }
    );
    assert!((best[0].1 - 0.124).abs() < 0.001);
    // Easy keeps its largest group: the two 3s.
    let easy = ranked(&g, Level::Easy);
    assert_eq!(
        easy[0].0,
        Action::Keep {
            counts: [0, 0, 2, 0, 0]
        }
    );
}

#[test]
fn expert_stops_when_the_card_is_taken() {
    let mut g = table(
        Rules::default(),
        vec![vec![C2], vec![C1]],
        vec![C4, DUEL],
        vec![DUEL],
    );
    g.phase = Phase::Rolling {
        attempt: Attempt {
            roller: 0,
            kept: [0; 5],
            duds: 0,
            last: [4, 4, 4, 5, 1, 6],
            rolls: 1,
            max_rolls: 3,
            extra: None,
            awaiting_roll: false,
            declare: false,
        },
        purpose: Purpose::Stack { stack: 0, card: C4 },
    };
    let best = ranked(&g, Level::Expert);
    assert_eq!(best[0], (Action::Stop, 1.0));
}

#[test]
fn expert_goes_for_the_fourth_castle_and_stops_a_leader() {
    let g = table(
        Rules::default(),
        vec![vec![C2, C4, C5], vec![C1]],
        vec![C6, DUEL],
        vec![DUEL],
    );
    let best = ranked(&g, Level::Expert);
    assert_eq!(
        best[0].0,
        Action::Attack {
            target: Target::Stack(0)
        }
    );
    // The opponent has three castles: taking one of them beats a duel card.
    let g = table(
        Rules::default(),
        vec![vec![C1], vec![C2, C4, C5]],
        vec![DUEL, C1 + 1],
        vec![DUEL],
    );
    let best = ranked(&g, Level::Expert);
    assert!(
        matches!(
            best[0].0,
            Action::Attack {
                target: Target::Castle { owner: 1, .. }
            }
        ),
        "{:?}",
        best[0]
    );
}

#[test]
fn the_ai_does_not_see_the_unseen_stack_order() {
    let mut rng = rng_from_seed(9);
    for seed in 0..20 {
        let mut r = rng_from_seed(seed);
        let g = State::new_game(&Rules::default(), 4, Some(0), &mut r);
        let d = g.determinize(0, &mut rng);
        assert_eq!(ranked(&g, Level::Expert), ranked(&d, Level::Expert));
    }
}
