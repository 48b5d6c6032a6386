//! The given/when/then scenarios of docs/research/en_garde.md §4 that apply to our defaults and
//! options (ids as in the research: S, M, A, F, N, B, E, P, I). Seat 0 is L (starts on 1),
//! seat 1 is R (starts on 23).

use super::super::{
    actions::{Action, Event, RoundEnd},
    cards::Cards,
    rules::{BasicLastChance, LastCardRetreat, Level, ParryMatch, Rules},
    state::{Pending, Phase, State},
};
use crate::engine::{Game, GameDef, Player, Turn, rng_from_seed};

pub(crate) fn rules(level: Level) -> Rules {
    Rules {
        level,
        ..Rules::default()
    }
}

/// A position: fencers, hands, `pile` cards left (the rest of the deck discarded), `turn`.
/// `next` lists the next cards to be drawn, in order.
pub(crate) fn game(
    rules: Rules,
    pos: [u8; 2],
    hands: [&[u8]; 2],
    pile: usize,
    next: &[u8],
    turn: Player,
) -> State {
    let hand0 = Cards::from_values(hands[0]);
    let hand1 = Cards::from_values(hands[1]);
    let mut rest = Cards::full_deck();
    rest.remove_all(&hand0);
    rest.remove_all(&hand1);
    let mut rest_list = rest.to_vec();
    // The drawn-next cards come off the top (the end of the pile).
    let mut deck: Vec<u8> = Vec::new();
    for &n in next {
        let i = rest_list
            .iter()
            .position(|&c| c == n)
            .expect("the next card is available");
        deck.push(rest_list.remove(i));
    }
    while deck.len() < pile {
        deck.push(rest_list.remove(0));
    }
    deck.reverse();
    State {
        rules,
        scores: [0, 0],
        round: 1,
        starter: 0,
        pos,
        hands: [hand0, hand1],
        deck,
        discards: Cards::from_values(&rest_list),
        table: Cards::EMPTY,
        phase: Phase::Turn {
            player: turn,
            riposte: false,
        },
        last_played: None,
    }
}

/// Full game: the computer (seat 1, on 14) has advanced 3 and attacks with a 5 from 11; the
/// human on 6 holds 2-2-3-5-5 and may parry with a 5 or retreat.
pub(crate) fn advance_attacked() -> State {
    let mut g = game(
        rules(Level::Full),
        [6, 14],
        [&[2, 2, 3, 5, 5], &[3, 5, 1, 1, 4]],
        10,
        &[],
        1,
    );
    g.play(
        Action::AdvanceAttack {
            step: 3,
            value: 5,
            count: 1,
        },
        None,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    g
}

fn play(g: &mut State, action: Action) -> Vec<Event> {
    let mut events = Vec::new();
    g.play(action, Some(&mut events))
        .unwrap_or_else(|e| panic!("{e}"));
    events
}

fn round_result(events: &[Event]) -> Option<(Option<Player>, RoundEnd)> {
    events.iter().find_map(|e| match e {
        Event::RoundOver { winner, reason, .. } => Some((*winner, *reason)),
        _ => None,
    })
}

fn total(g: &State) -> Cards {
    let mut all = g.discards();
    all.add_all(&g.table());
    all.add_all(&g.hand(0));
    all.add_all(&g.hand(1));
    all.add_all(&Cards::from_values(&g.deck));
    all
}

// 4.1 Set-up and match flow

#[test]
fn s1_a_new_match() {
    let mut rng = rng_from_seed(1);
    let g = State::new_game(&Rules::default(), 2, Some(0), &mut rng);
    assert_eq!(g.positions(), [1, 23]);
    assert_eq!(g.distance(), 22);
    assert_eq!((g.hand(0).len(), g.hand(1).len(), g.pile()), (5, 5, 15));
    assert!(g.discards().is_empty());
    assert_eq!(g.scores(), [0, 0]);
    assert_eq!(g.to_move(), Turn::Player(0));
}

#[test]
fn s2_s3_s4_starting_player_alternates_and_five_wins_end_the_match() {
    let mut g = game(
        rules(Level::Basic),
        [10, 14],
        [&[4, 1, 1, 2, 2], &[5, 5, 3, 3, 3]],
        5,
        &[],
        0,
    );
    let events = play(&mut g, Action::Attack { value: 4, count: 1 });
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Hit)));
    assert_eq!(g.to_move(), Turn::Chance);
    // Round 2: the other seat starts (alternation, not loser-starts).
    g.apply(g.sample_chance(&mut rng_from_seed(2)))
        .expect("deal");
    assert_eq!(g.to_move(), Turn::Player(1));
    assert_eq!(g.round(), 2);
    assert_eq!(g.positions(), [1, 23]);
    let mut d = game(
        rules(Level::Standard),
        [5, 12],
        [&[1, 1, 1, 1, 2], &[2, 2, 3, 3, 4]],
        1,
        &[2],
        0,
    );
    d.scores = [4, 3];
    let events = play(
        &mut d,
        Action::Move {
            card: 1,
            forward: true,
        },
    );
    // Pile empty: distance 6 → no hand counts; travelled 5 vs 11 → R wins.
    assert_eq!(round_result(&events), Some((Some(1), RoundEnd::Position)));
    assert_eq!(d.scores(), [4, 4]);
    let mut m = game(
        rules(Level::Basic),
        [10, 14],
        [&[4, 1, 1, 2, 2], &[5, 5, 3, 3, 3]],
        5,
        &[],
        0,
    );
    m.scores = [4, 3];
    let events = play(&mut m, Action::Attack { value: 4, count: 1 });
    assert!(events.contains(&Event::MatchOver { winner: 0 }));
    assert!(m.is_over());
    assert_eq!(m.returns(), vec![1.0, 0.0]);
}

// 4.2 Movement

#[test]
fn m1_to_m7_movement() {
    let mut g = game(
        rules(Level::Standard),
        [1, 23],
        [&[5, 1, 2, 3, 4], &[1, 2, 3, 4, 5]],
        15,
        &[3],
        0,
    );
    let legal = g.legal_action_list();
    assert!(
        !legal.contains(&Action::Move {
            card: 1,
            forward: false
        }),
        "M2: nothing behind L"
    );
    play(
        &mut g,
        Action::Move {
            card: 5,
            forward: true,
        },
    );
    assert_eq!(g.positions(), [6, 23]);
    assert_eq!((g.hand(0).len(), g.pile()), (5, 14));
    assert_eq!(g.to_move(), Turn::Player(1));

    let g = game(
        rules(Level::Standard),
        [3, 23],
        [&[2, 3, 1, 1, 1], &[1, 2, 3, 4, 5]],
        15,
        &[],
        0,
    );
    let legal = g.legal_action_list();
    assert!(
        legal.contains(&Action::Move {
            card: 2,
            forward: false
        }),
        "M3"
    );
    assert!(
        !legal.contains(&Action::Move {
            card: 3,
            forward: false
        }),
        "M3: no partial move"
    );

    let mut g = game(
        rules(Level::Standard),
        [10, 13],
        [&[4, 3, 2, 1, 1], &[5, 5, 5, 4, 4]],
        10,
        &[],
        0,
    );
    let legal = g.legal_action_list();
    assert!(
        !legal.contains(&Action::Move {
            card: 4,
            forward: true
        }),
        "M4: no passing"
    );
    assert!(
        !legal.contains(&Action::Move {
            card: 3,
            forward: true
        }),
        "M4: 3 is an attack"
    );
    assert!(legal.contains(&Action::Attack { value: 3, count: 1 }));
    play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    assert_eq!(g.positions(), [12, 13]);

    let mut g = game(
        rules(Level::Standard),
        [20, 23],
        [&[1, 1, 1, 1, 1], &[2, 3, 4, 5, 5]],
        10,
        &[],
        1,
    );
    assert!(
        g.apply(Action::Move {
            card: 2,
            forward: true
        })
        .is_ok(),
        "M6: R moves towards 1"
    );
    assert_eq!(g.positions(), [20, 21]);

    for level in [Level::Basic, Level::Standard] {
        let g = game(
            rules(level),
            [5, 11],
            [&[5, 5, 4, 4, 1], &[1, 2, 3, 4, 5]],
            10,
            &[],
            0,
        );
        assert!(
            g.legal_action_list()
                .iter()
                .all(|a| matches!(a, Action::Move { .. })),
            "M7 {level:?}"
        );
    }
}

// 4.3 Attacks, parries, refills

#[test]
fn a1_a_basic_attack_always_hits() {
    let mut g = game(
        rules(Level::Basic),
        [10, 14],
        [&[4, 1, 2, 3, 5], &[4, 4, 1, 1, 1]],
        10,
        &[],
        0,
    );
    let events = play(&mut g, Action::Attack { value: 4, count: 1 });
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Hit)));
    assert!(
        !events.iter().any(|e| matches!(e, Event::Drew { .. })),
        "B5: no draw before the hit"
    );
}

#[test]
fn a2_a3_a6_parry_needs_the_same_cards_and_the_parrier_refills_after_its_turn() {
    let mut g = game(
        rules(Level::Standard),
        [10, 13],
        [&[3, 3, 1, 2, 4], &[3, 1, 2, 5, 5]],
        10,
        &[],
        0,
    );
    let events = play(&mut g, Action::Attack { value: 3, count: 2 });
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Hit)), "A2");

    let mut g = game(
        rules(Level::Standard),
        [10, 13],
        [&[3, 3, 1, 2, 4], &[3, 3, 1, 2, 5]],
        6,
        &[],
        0,
    );
    play(&mut g, Action::Attack { value: 3, count: 2 });
    assert_eq!(
        (g.hand(0).len(), g.pile()),
        (5, 4),
        "A6: the attacker refills first"
    );
    assert_eq!(
        g.legal_action_list(),
        vec![
            Action::Parry {
                cards: Cards::of(3, 2)
            },
            Action::Accept
        ]
    );
    play(
        &mut g,
        Action::Parry {
            cards: Cards::of(3, 2),
        },
    );
    assert_eq!(g.hand(1).len(), 3, "no refill after a parry");
    assert_eq!(
        g.phase(),
        Phase::Turn {
            player: 1,
            riposte: true
        }
    );
    play(
        &mut g,
        Action::Move {
            card: 1,
            forward: false,
        },
    );
    assert_eq!(g.hand(1).len(), 5, "refilled after the parrier's own turn");
}

#[test]
fn a4_parry_by_value_or_by_total() {
    let attack = |parry| {
        let mut r = rules(Level::Standard);
        r.parry = parry;
        let mut g = game(r, [10, 13], [&[3, 3, 1, 1, 1], &[2, 4, 5, 5, 5]], 8, &[], 0);
        play(&mut g, Action::Attack { value: 3, count: 2 });
        g
    };
    let g = attack(ParryMatch::SameValue);
    assert!(
        g.is_over() || g.to_move() == Turn::Chance,
        "no same-value parry: a hit"
    );
    let g = attack(ParryMatch::SameTotal);
    assert!(g.legal_action_list().contains(&Action::Parry {
        cards: Cards::from_values(&[2, 4])
    }));
}

#[test]
fn a5_three_cards_cannot_be_parried() {
    let mut g = game(
        rules(Level::Standard),
        [10, 14],
        [&[4, 4, 4, 1, 2], &[4, 4, 1, 2, 3]],
        8,
        &[],
        0,
    );
    let events = play(&mut g, Action::Attack { value: 4, count: 3 });
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Hit)));
}

#[test]
fn a7_a8_ripostes() {
    // A7: R parries a single 3 and ripostes with its other 3; L must parry.
    let mut g = game(
        rules(Level::Standard),
        [10, 13],
        [&[3, 3, 1, 1, 1], &[3, 3, 2, 2, 5]],
        8,
        &[3],
        0,
    );
    play(&mut g, Action::Attack { value: 3, count: 1 });
    play(
        &mut g,
        Action::Parry {
            cards: Cards::of(3, 1),
        },
    );
    play(&mut g, Action::Attack { value: 3, count: 1 });
    assert!(
        matches!(g.phase(), Phase::Defend(_)),
        "an ordinary riposte can be parried"
    );
    let mut legacy = rules(Level::Standard);
    legacy.riposte_hits = true;
    let mut g = game(
        legacy,
        [10, 13],
        [&[3, 3, 1, 1, 1], &[3, 3, 2, 2, 5]],
        8,
        &[],
        0,
    );
    play(&mut g, Action::Attack { value: 3, count: 1 });
    play(
        &mut g,
        Action::Parry {
            cards: Cards::of(3, 1),
        },
    );
    let events = play(&mut g, Action::Attack { value: 3, count: 1 });
    assert_eq!(
        round_result(&events),
        Some((Some(1), RoundEnd::Hit)),
        "1993: the riposte hits"
    );

    // A8: L holds {4,4,4}; R attacks with {4,4}; L parries and the last 4 is a sure hit.
    let mut g = game(
        rules(Level::Standard),
        [10, 14],
        [&[4, 4, 4, 1, 1], &[4, 4, 2, 2, 3]],
        8,
        &[],
        1,
    );
    play(&mut g, Action::Attack { value: 4, count: 2 });
    play(
        &mut g,
        Action::Parry {
            cards: Cards::of(4, 2),
        },
    );
    let obs = g.observation(0);
    assert!(obs.sure_hit(Action::Attack { value: 4, count: 1 }));
    let events = play(&mut g, Action::Attack { value: 4, count: 1 });
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Hit)));
}

#[test]
fn a9_a10_sure_hits_from_the_discards_and_accepting_a_hit() {
    let mut g = game(
        rules(Level::Standard),
        [10, 12],
        [&[2, 1, 1, 1, 3], &[5, 5, 5, 3, 3]],
        5,
        &[1, 1, 3, 4, 4],
        0,
    );
    // Four 2s are discarded (the fifth is L's).
    assert_eq!(g.discards().count(2), 4);
    assert!(
        g.observation(0)
            .sure_hit(Action::Attack { value: 2, count: 1 })
    );
    let events = play(&mut g, Action::Attack { value: 2, count: 1 });
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Hit)));

    let mut g = game(
        rules(Level::Standard),
        [10, 13],
        [&[3, 1, 1, 1, 2], &[3, 2, 2, 5, 5]],
        8,
        &[],
        0,
    );
    assert!(
        !g.observation(0)
            .sure_hit(Action::Attack { value: 3, count: 1 })
    );
    play(&mut g, Action::Attack { value: 3, count: 1 });
    let events = play(&mut g, Action::Accept);
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Hit)));
}

// 4.4 Advance-and-attack (Full)

#[test]
fn f1_to_f5_advance_attacks() {
    let mut g = game(
        rules(Level::Full),
        [5, 13],
        [&[3, 5, 5, 1, 2], &[1, 2, 3, 4, 4]],
        10,
        &[],
        0,
    );
    let events = play(
        &mut g,
        Action::AdvanceAttack {
            step: 3,
            value: 5,
            count: 2,
        },
    );
    assert_eq!(g.distance(), 5);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Drew { player: 0, cards, .. } if cards.len() == 3))
    );
    let g = game(
        rules(Level::Full),
        [5, 11],
        [&[3, 3, 1, 1, 1], &[1, 2, 4, 4, 5]],
        10,
        &[],
        0,
    );
    assert!(
        g.legal_action_list().contains(&Action::AdvanceAttack {
            step: 3,
            value: 3,
            count: 1
        }),
        "F2"
    );
    let g = game(
        rules(Level::Full),
        [1, 12],
        [&[5, 5, 5, 4, 4], &[1, 2, 3, 1, 2]],
        10,
        &[],
        0,
    );
    assert!(
        !g.legal_action_list()
            .iter()
            .any(|a| matches!(a, Action::AdvanceAttack { .. })),
        "F3"
    );
    let g = game(
        rules(Level::Full),
        [5, 10],
        [&[5, 1, 1, 2, 2], &[1, 3, 3, 4, 4]],
        10,
        &[],
        0,
    );
    let legal = g.legal_action_list();
    assert!(
        !legal.contains(&Action::Move {
            card: 5,
            forward: true
        }),
        "F4"
    );
    assert!(legal.contains(&Action::Attack { value: 5, count: 1 }));
    for level in [Level::Basic, Level::Standard] {
        let g = game(
            rules(level),
            [5, 13],
            [&[3, 5, 5, 1, 2], &[1, 2, 3, 4, 4]],
            10,
            &[],
            0,
        );
        assert!(
            !g.legal_action_list()
                .iter()
                .any(|a| matches!(a, Action::AdvanceAttack { .. })),
            "F5"
        );
    }
}

#[test]
fn f6_to_f10_defending_advance_attacks() {
    // F6: a direct attack offers no retreat.
    let mut g = game(
        rules(Level::Full),
        [10, 13],
        [&[3, 1, 1, 1, 2], &[3, 2, 2, 5, 5]],
        8,
        &[],
        0,
    );
    play(&mut g, Action::Attack { value: 3, count: 1 });
    assert!(
        !g.legal_action_list()
            .iter()
            .any(|a| matches!(a, Action::Retreat { .. }))
    );
    // F7: R on 20 retreats 2 from an advance-attack; that was R's turn.
    let mut g = game(
        rules(Level::Full),
        [10, 20],
        [&[5, 5, 1, 1, 1], &[2, 1, 3, 3, 3]],
        8,
        &[],
        0,
    );
    play(
        &mut g,
        Action::AdvanceAttack {
            step: 5,
            value: 5,
            count: 1,
        },
    );
    assert!(g.legal_action_list().contains(&Action::Retreat { card: 2 }));
    let events = play(&mut g, Action::Retreat { card: 2 });
    assert_eq!(g.positions()[1], 22);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Drew { player: 1, cards, .. } if cards.len() == 1))
    );
    assert_eq!(g.to_move(), Turn::Player(0));
    // F8: R on 23 without the parry cards cannot retreat: L wins.
    let mut g = game(
        rules(Level::Full),
        [13, 23],
        [&[5, 5, 1, 1, 1], &[2, 1, 3, 3, 3]],
        8,
        &[],
        0,
    );
    let events = play(
        &mut g,
        Action::AdvanceAttack {
            step: 5,
            value: 5,
            count: 1,
        },
    );
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Hit)));
    // F9: R on 21 (2 behind) holding {3,3,4,5,5}: no 2 to parry, no card ≤ 2 to retreat.
    let mut g = game(
        rules(Level::Full),
        [16, 21],
        [&[3, 2, 1, 1, 1], &[3, 3, 4, 5, 5]],
        8,
        &[],
        0,
    );
    let events = play(
        &mut g,
        Action::AdvanceAttack {
            step: 3,
            value: 2,
            count: 1,
        },
    );
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Hit)));
    // F10: after parrying an advance-attack R may advance-attack itself.
    let mut g = game(
        rules(Level::Full),
        [5, 13],
        [&[3, 5, 1, 1, 1], &[5, 3, 2, 4, 4]],
        10,
        &[],
        0,
    );
    play(
        &mut g,
        Action::AdvanceAttack {
            step: 3,
            value: 5,
            count: 1,
        },
    );
    play(
        &mut g,
        Action::Parry {
            cards: Cards::of(5, 1),
        },
    );
    assert!(
        g.legal_action_list()
            .iter()
            .any(|a| matches!(a, Action::AdvanceAttack { .. }))
    );
}

// 4.5 No legal action

#[test]
fn n1_to_n4_a_player_without_a_legal_action_loses() {
    for level in [Level::Basic, Level::Standard, Level::Full] {
        // N1: L on 1, R on 2; L's turn begins after R's move from 3 to 2.
        let mut g = game(
            rules(level),
            [1, 3],
            [&[2, 3, 4, 5, 5], &[1, 1, 2, 3, 4]],
            10,
            &[],
            1,
        );
        let events = play(
            &mut g,
            Action::Move {
                card: 1,
                forward: true,
            },
        );
        assert_eq!(
            round_result(&events),
            Some((Some(1), RoundEnd::Stuck)),
            "{level:?}"
        );
        assert!(events.contains(&Event::Stuck { player: 0 }));
    }
    // N2: R on 23, L moves to 20; R holds {4,4,5,5,5}.
    let mut g = game(
        rules(Level::Full),
        [18, 23],
        [&[2, 1, 1, 1, 3], &[4, 4, 5, 5, 5]],
        10,
        &[],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Stuck)));
    // N3: stuck after a parry.
    let mut g = game(
        rules(Level::Standard),
        [21, 23],
        [&[2, 1, 1, 1, 3], &[2, 5, 5, 5, 5]],
        10,
        &[],
        0,
    );
    play(&mut g, Action::Attack { value: 2, count: 1 });
    let events = play(
        &mut g,
        Action::Parry {
            cards: Cards::of(2, 1),
        },
    );
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Stuck)));
    // N4: the pile runs out first: hands and position decide, not R being stuck.
    let mut g = game(
        rules(Level::Standard),
        [18, 23],
        [&[2, 1, 1, 1, 3], &[4, 4, 5, 5, 5]],
        1,
        &[1],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    assert!(!events.iter().any(|e| matches!(e, Event::Stuck { .. })));
    assert_eq!(
        round_result(&events),
        Some((Some(0), RoundEnd::HandCount)),
        "L keeps a 3"
    );
}

// 4.6 Basic game: the pile runs out

#[test]
fn b1_to_b4_basic_last_chances() {
    let official = Rules {
        level: Level::Basic,
        basic_last_chance: BasicLastChance::OpponentOnly,
        ..Rules::default()
    };
    // B1: L draws the last card at distance 5; R holds a 5 and wins; L gets nothing.
    let mut g = game(
        official.clone(),
        [5, 12],
        [&[2, 5, 1, 1, 1], &[5, 4, 4, 3, 3]],
        1,
        &[1],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    assert_eq!(round_result(&events), Some((Some(1), RoundEnd::LastChance)));
    // Official: R without the card; L holds one but gets no chance: position check.
    let mut g = game(
        official.clone(),
        [5, 12],
        [&[2, 5, 1, 1, 1], &[4, 4, 3, 3, 2]],
        1,
        &[1],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    assert_eq!(
        round_result(&events),
        Some((Some(1), RoundEnd::Position)),
        "travelled 6 vs 11"
    );
    // B2 (seed default): then L attacks with its 5 and wins.
    let mut g = game(
        rules(Level::Basic),
        [5, 12],
        [&[2, 5, 1, 1, 1], &[4, 4, 3, 3, 2]],
        1,
        &[1],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::LastChance)));
    // B3: positions decide: L on 9 (8) vs R on 14 (9) → R; L on 10 vs R on 14 → draw.
    let mut g = game(
        official.clone(),
        [7, 14],
        [&[2, 1, 1, 1, 3], &[4, 4, 3, 3, 2]],
        1,
        &[1],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    assert_eq!(g.positions(), [9, 14]);
    assert_eq!(round_result(&events), Some((Some(1), RoundEnd::Position)));
    let mut g = game(
        official,
        [8, 14],
        [&[2, 1, 1, 1, 3], &[3, 3, 2, 5, 5]],
        1,
        &[1],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    assert_eq!(round_result(&events), Some((None, RoundEnd::Draw)));
    assert_eq!(g.scores(), [0, 0]);
}

// 4.7 Standard and Full: the pile runs out

#[test]
fn e1_to_e7_standard_end_of_pile() {
    // E1: L draws the last card at distance 3 holding two 3s, R one: L wins at once.
    let mut g = game(
        rules(Level::Standard),
        [8, 13],
        [&[2, 3, 3, 1, 1], &[3, 4, 4, 5, 5]],
        1,
        &[1],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::HandCount)));
    // E2: distance 7: position decides.
    let mut g = game(
        rules(Level::Standard),
        [4, 13],
        [&[2, 3, 3, 1, 1], &[3, 4, 4, 5, 5]],
        1,
        &[1],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HandsShown { distance: 7, .. }))
    );
    assert_eq!(round_result(&events), Some((Some(1), RoundEnd::Position)));
    // E3: one 2 each at distance 2: position; equal travel → draw.
    let mut g = game(
        rules(Level::Standard),
        [9, 14],
        [&[3, 2, 1, 1, 1], &[2, 4, 4, 5, 5]],
        1,
        &[4],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 3,
            forward: true,
        },
    );
    assert_eq!(g.positions(), [12, 14]);
    assert_eq!(
        round_result(&events),
        Some((Some(0), RoundEnd::Position)),
        "11 vs 9"
    );
    let mut g = game(
        rules(Level::Standard),
        [8, 13],
        [&[3, 2, 1, 1, 1], &[2, 4, 4, 5, 5]],
        1,
        &[4],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 3,
            forward: true,
        },
    );
    assert_eq!(g.positions(), [11, 13]);
    assert_eq!(
        round_result(&events),
        Some((None, RoundEnd::Draw)),
        "both travelled 10"
    );
}

#[test]
fn e4_e5_e6_e7_attacks_with_the_last_card() {
    // E4: L attacks with a 4, its refill takes the last card, R cannot parry: L wins.
    let mut g = game(
        rules(Level::Standard),
        [10, 14],
        [&[4, 1, 1, 1, 2], &[3, 3, 5, 5, 2]],
        1,
        &[1],
        0,
    );
    let events = play(&mut g, Action::Attack { value: 4, count: 1 });
    assert!(events.contains(&Event::PileEmpty));
    assert_eq!(round_result(&events), Some((Some(0), RoundEnd::Hit)));
    // E5: R parries: the round ends at once, hands compared at distance 4.
    let mut g = game(
        rules(Level::Standard),
        [10, 14],
        [&[4, 1, 1, 1, 2], &[4, 4, 5, 5, 2]],
        1,
        &[1],
        0,
    );
    play(&mut g, Action::Attack { value: 4, count: 1 });
    assert!(matches!(
        g.phase(),
        Phase::Defend(Pending {
            last_card: true,
            ..
        })
    ));
    let events = play(
        &mut g,
        Action::Parry {
            cards: Cards::of(4, 1),
        },
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HandsShown { distance: 4, hands } if hands[1].len() == 4))
    );
    assert_eq!(
        round_result(&events),
        Some((Some(1), RoundEnd::HandCount)),
        "R keeps a 4, L none"
    );
    // E6: pile 2, L plays 3 cards (advance with a 1, attack with two 5s): draws only 2,
    // and R's defence still follows before the round ends.
    let mut g = game(
        rules(Level::Full),
        [4, 10],
        [&[1, 5, 5, 3, 3], &[2, 2, 4, 4, 1]],
        2,
        &[4, 4],
        0,
    );
    play(
        &mut g,
        Action::AdvanceAttack {
            step: 1,
            value: 5,
            count: 2,
        },
    );
    assert_eq!(g.hand(0).len(), 4, "E6: only two cards were left");
    assert!(matches!(
        g.phase(),
        Phase::Defend(Pending {
            last_card: true,
            ..
        })
    ));
    let events = play(&mut g, Action::Retreat { card: 1 });
    assert_eq!(
        round_result(&events),
        Some((Some(0), RoundEnd::LastCardRetreat))
    );
    // E7: after a parry, R's own refill takes the last card: the round ends, L gets no turn.
    let mut g = game(
        rules(Level::Standard),
        [10, 13],
        [&[3, 1, 1, 1, 2], &[3, 2, 2, 5, 5]],
        2,
        &[4, 1],
        0,
    );
    play(&mut g, Action::Attack { value: 3, count: 1 });
    assert_eq!(g.pile(), 1);
    play(
        &mut g,
        Action::Parry {
            cards: Cards::of(3, 1),
        },
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: false,
        },
    );
    assert!(events.contains(&Event::PileEmpty));
    assert!(round_result(&events).is_some());
}

#[test]
fn e8_retreating_from_the_last_card_follows_the_option() {
    let with = |option| {
        let r = Rules {
            level: Level::Full,
            last_card_retreat: option,
            ..Rules::default()
        };
        let mut g = game(r, [8, 18], [&[5, 5, 1, 1, 1], &[2, 3, 3, 4, 4]], 1, &[2], 0);
        play(
            &mut g,
            Action::AdvanceAttack {
                step: 5,
                value: 5,
                count: 1,
            },
        );
        let events = play(&mut g, Action::Retreat { card: 2 });
        round_result(&events)
    };
    assert_eq!(
        with(LastCardRetreat::AttackerWins),
        Some((Some(0), RoundEnd::LastCardRetreat))
    );
    // Distance 7 after the retreat: no hand counts; travelled L 12, R 3.
    assert_eq!(
        with(LastCardRetreat::HandThenPosition),
        Some((Some(0), RoundEnd::Position))
    );
    assert_eq!(
        with(LastCardRetreat::PositionOnly),
        Some((Some(0), RoundEnd::Position))
    );
}

#[test]
fn e9_only_cards_equal_to_the_distance_count() {
    let mut g = game(
        rules(Level::Standard),
        [4, 13],
        [&[2, 3, 4, 1, 1], &[5, 5, 5, 4, 4]],
        1,
        &[1],
        0,
    );
    let events = play(
        &mut g,
        Action::Move {
            card: 2,
            forward: true,
        },
    );
    // Distance 7: L's 3 and 4 do not count; position: L 5, R 10.
    assert_eq!(round_result(&events), Some((Some(1), RoundEnd::Position)));
}

// 4.8 Position check

#[test]
fn p1_to_p3_farther_from_start_equals_closer_to_the_centre() {
    for a in 1..23u8 {
        for b in a + 1..=23u8 {
            let travelled = (a - 1, 23 - b);
            let closer = (12i32 - i32::from(a))
                .abs()
                .cmp(&(12i32 - i32::from(b)).abs());
            assert_eq!(travelled.0.cmp(&travelled.1), closer.reverse(), "{a} {b}");
        }
    }
    let check = |pos: [u8; 2]| {
        let mut g = game(
            rules(Level::Standard),
            [pos[0] - 1, pos[1]],
            [&[1, 5, 5, 5, 5], &[4, 4, 4, 4, 3]],
            1,
            &[3],
            0,
        );
        let events = play(
            &mut g,
            Action::Move {
                card: 1,
                forward: true,
            },
        );
        round_result(&events)
    };
    assert_eq!(check([12, 13]), Some((Some(0), RoundEnd::Position)), "P2");
    assert_eq!(check([11, 13]), Some((None, RoundEnd::Draw)), "P3");
}

// 4.9 Information hiding

#[test]
fn i1_i2_i3_observations_determinizations_and_replays() {
    let mut rng = rng_from_seed(9);
    let g = State::new_game(&Rules::default(), 2, Some(0), &mut rng);
    let obs = g.observation(0);
    assert_eq!(obs.hand, g.hand(0));
    assert_eq!(obs.opponent_hand_size, 5);
    let mut unseen = obs.unseen();
    assert_eq!(unseen.len(), 20);
    for seed in 0..20 {
        let sample = g.determinize(0, &mut rng_from_seed(seed));
        assert_eq!(sample.hand(0), g.hand(0));
        assert_eq!(sample.observation(0), obs);
        let mut hidden = sample.hand(1);
        hidden.add_all(&Cards::from_values(&sample.deck));
        assert_eq!(hidden, unseen);
    }
    unseen.remove_all(&g.hand(1));
    assert_eq!(unseen, Cards::from_values(&g.deck));
    // The same seed deals the same match.
    let again = State::new_game(&Rules::default(), 2, Some(0), &mut rng_from_seed(9));
    assert_eq!(again, g);
    // E10: with an empty pile the opponent's hand is known exactly.
    let mut g = game(
        rules(Level::Full),
        [8, 18],
        [&[5, 5, 1, 1, 1], &[2, 3, 3, 4, 4]],
        1,
        &[2],
        0,
    );
    play(
        &mut g,
        Action::AdvanceAttack {
            step: 5,
            value: 5,
            count: 1,
        },
    );
    let sample = g.determinize(1, &mut rng_from_seed(3));
    assert_eq!(sample.hand(0), g.hand(0));
}

#[test]
fn s5_cards_are_conserved_in_every_scenario_state() {
    let g = game(
        rules(Level::Full),
        [5, 13],
        [&[3, 5, 5, 1, 2], &[1, 2, 3, 4, 4]],
        10,
        &[],
        0,
    );
    assert_eq!(total(&g), Cards::full_deck());
}
