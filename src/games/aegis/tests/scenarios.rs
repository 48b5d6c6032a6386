//! The given/when/then scenarios of docs/research/knatsch_aegis.md §B5, one test each. Key card F7 (trump fire,
//! killers W7, A7, E7) unless stated.

use super::{card, cards, exchange_state, play_state};
use crate::{
    engine::{Game, Turn},
    games::aegis::{
        Action, CardSet, Category, EndReason, Event, Key, Outcome, Phase, Rules, State, Trick,
        rules::{MAX_EXCHANGE_ROUNDS, NextMaster},
        scoring::{game_end, score_season},
        tricks::legal_replies,
    },
    play::TableRules,
};

const KEY: &str = "F7";

/// Whether the leader's card wins, with key F7.
fn leader_wins(lead: &str, reply: &str) -> bool {
    Key(card(KEY)).leader_wins(card(lead), card(reply))
}

// --- Trick resolution (1–13) ------------------------------------------------------------------

#[test]
fn s01_numbers_compare_by_value() {
    assert!(!leader_wins("W5", "W9"));
}

#[test]
fn s02_face_beats_number() {
    assert!(!leader_wins("W5", "WK"));
}

#[test]
fn s03_ace_beats_face() {
    assert!(leader_wins("WA", "WK"));
}

#[test]
fn s04_number_beats_ace() {
    assert!(!leader_wins("WA", "W2"));
}

#[test]
fn s05_king_beats_queen() {
    assert!(leader_wins("WK", "WQ"));
}

#[test]
fn s06_trump_beats_leader() {
    assert_eq!(
        Key(card(KEY)).reply_category(card("W10"), card("F2")),
        Category::Trump
    );
    assert!(!leader_wins("W10", "F2"));
}

#[test]
fn s07_leader_beats_killer() {
    assert_eq!(
        Key(card(KEY)).reply_category(card("W10"), card("A7")),
        Category::Killer
    );
    assert!(leader_wins("W10", "A7"));
}

#[test]
fn s08_killer_beats_trump() {
    assert!(!leader_wins("F3", "A7"));
}

#[test]
fn s09_killer_beats_trump_ace() {
    assert!(!leader_wins("FA", "E7"));
}

#[test]
fn s10_trumps_follow_the_rank_cycle() {
    assert!(!leader_wins("F3", "FK"));
    assert!(leader_wins("FA", "FK"));
    assert!(!leader_wins("FA", "F2"));
    assert!(leader_wins("FQ", "F2"));
}

#[test]
fn s11_led_key_rank_is_leader() {
    let key = Key(card(KEY));
    assert_eq!(key.lead_category(card("W7")), Category::Leader);
    assert_eq!(key.reply_category(card("W7"), card("W8")), Category::Leader);
    assert!(!leader_wins("W7", "W8"));
}

#[test]
fn s12_leader_beats_killer_of_same_rank() {
    assert!(leader_wins("W7", "A7"));
}

#[test]
fn s13_other_always_loses() {
    let key = Key(card(KEY));
    assert_eq!(key.reply_category(card("W5"), card("A9")), Category::Other);
    assert!(leader_wins("W5", "A9"));
    assert_eq!(key.reply_category(card("F5"), card("WK")), Category::Other);
    assert!(leader_wins("F5", "WK"));
}

// --- Legality (14–15) -------------------------------------------------------------------------

#[test]
fn s14_must_follow_the_led_suit() {
    assert_eq!(legal_replies(cards("W2 F9 A7"), card("W5")), cards("W2"));
    // The same through the state: seat 1 answers W5.
    let mut s = play_state(Rules::default(), KEY, ["W5 EK EQ", "W2 F9 A7"], 0, [3, 3]);
    s.tricks = two_finished_tricks();
    s.apply(Action::Play { card: card("W5") }).unwrap();
    assert_eq!(
        s.legal_action_list(),
        vec![Action::Play { card: card("W2") }]
    );
    let before = s.clone();
    assert!(s.apply(Action::Play { card: card("F9") }).is_err());
    assert_eq!(s, before);
}

/// Two finished tricks with cards that are in nobody's hand (seat 0 led and won both).
fn two_finished_tricks() -> Vec<Trick> {
    vec![
        Trick {
            leader: 0,
            lead: card("E2"),
            reply: card("E3"),
            winner: 0,
        },
        Trick {
            leader: 0,
            lead: card("E4"),
            reply: card("E5"),
            winner: 0,
        },
    ]
}

#[test]
fn s15_killer_is_illegal_while_holding_a_trump() {
    assert_eq!(legal_replies(cards("F2 E7"), card("FQ")), cards("F2"));
    assert!(leader_wins("FQ", "F2"));
}

// --- Master draw (16) -------------------------------------------------------------------------

#[test]
fn s16_master_draw_compares_rank_then_suit() {
    let stronger = |a: &str, b: &str| card(a).beats_in_master_draw(card(b));
    assert!(stronger("FK", "W5"));
    assert!(stronger("E10", "WA"));
    assert!(stronger("WA", "FQ"));
    assert!(stronger("F9", "A9"));
    assert!(stronger("W3", "E3"));
    for (a, b) in [
        ("W5", "FK"),
        ("WA", "E10"),
        ("FQ", "WA"),
        ("A9", "F9"),
        ("E3", "W3"),
    ] {
        assert!(!stronger(a, b), "{a} must lose to {b}");
    }
    // Through the state: seat 0 draws E3, seat 1 draws W3 → seat 1 is master.
    let mut s = State::new(Rules::default(), None);
    let mut events = Vec::new();
    s.apply_traced(Action::MasterDraw { card: card("E3") }, &mut events)
        .unwrap();
    s.apply_traced(Action::MasterDraw { card: card("W3") }, &mut events)
        .unwrap();
    assert_eq!(s.master(), 1);
    assert_eq!(s.phase(), Phase::KeyCard);
    assert!(events.contains(&Event::MasterDecided {
        player: 1,
        reason: crate::games::aegis::MasterReason::Draw
    }));
    // Both cards went back: the key may be either of them.
    assert!(s.chance_pool().contains(card("E3")) && s.chance_pool().contains(card("W3")));
}

// --- Exchange and bidding (17–21) -------------------------------------------------------------

/// Drives a state in the exchange phase: each round the master discards `master[i]` cards and
/// the slave `slave[i]` (the lowest cards of the hand), drawing replacements in card order.
fn exchange_rounds(s: &mut State, master: &[usize], slave: &[usize]) {
    for (round, &m) in master.iter().enumerate() {
        for (count, who) in [
            (Some(m), s.master()),
            (slave.get(round).copied(), s.slave()),
        ] {
            let (Phase::Exchange { player, .. }, Some(count)) = (s.phase(), count) else {
                return;
            };
            assert_eq!(player, who);
            let discard: CardSet = s.hand(player).iter().take(count).collect();
            s.apply(Action::Exchange { cards: discard }).unwrap();
            while let Phase::Draw { .. } = s.phase() {
                let next = s.chance_pool().iter().next().unwrap();
                s.apply(Action::Draw { card: next }).unwrap();
            }
        }
    }
}

fn bids_allowed(s: &State) -> Vec<u8> {
    s.legal_action_list()
        .into_iter()
        .filter_map(|a| match a {
            Action::Bid { tricks } => Some(tricks),
            _ => None,
        })
        .collect()
}

#[test]
fn s17_two_exchange_rounds_raise_the_minimum_bid_to_three() {
    let mut s = exchange_state(
        Rules::default(),
        KEY,
        ["W2 W3 W4 W5 W6", "E2 E3 E4 E5 E6"],
        0,
    );
    exchange_rounds(&mut s, &[2, 1, 0], &[1, 0]);
    assert_eq!(s.exchange_rounds(), 2);
    assert_eq!(s.phase(), Phase::Bid { player: 0 });
    assert_eq!(bids_allowed(&s), vec![3, 4, 5]);
    s.apply(Action::Bid { tricks: 4 }).unwrap();
    assert_eq!(bids_allowed(&s), vec![4, 5]);
}

#[test]
fn s18_master_declining_ends_the_exchange_at_once() {
    let mut s = exchange_state(
        Rules::default(),
        KEY,
        ["W2 W3 W4 W5 W6", "E2 E3 E4 E5 E6"],
        1,
    );
    s.apply(Action::Exchange {
        cards: CardSet::EMPTY,
    })
    .unwrap();
    assert_eq!(s.phase(), Phase::Bid { player: 1 });
    assert_eq!(s.exchange_rounds(), 0);
    assert_eq!(bids_allowed(&s), vec![1, 2, 3, 4, 5]);
}

#[test]
fn s19_four_full_rounds_leave_one_card_and_force_bids_of_five() {
    let mut s = exchange_state(
        Rules::default(),
        KEY,
        ["W2 W3 W4 W5 W6", "E2 E3 E4 E5 E6"],
        0,
    );
    exchange_rounds(&mut s, &[5, 5, 5, 5], &[5, 5, 5, 5]);
    assert_eq!(s.exchange_rounds(), 4);
    assert_eq!(s.stock().len(), 1);
    assert_eq!(s.phase(), Phase::Bid { player: 0 });
    assert_eq!(bids_allowed(&s), vec![5]);
    s.apply(Action::Bid { tricks: 5 }).unwrap();
    assert_eq!(bids_allowed(&s), vec![5]);
    s.apply(Action::Bid { tricks: 5 }).unwrap();
    assert_eq!(s.attacker(), Some(0));
}

#[test]
fn s20_higher_bid_attacks_and_ties_go_to_the_master() {
    let mut events = Vec::new();
    let mut s = exchange_state(
        Rules::default(),
        KEY,
        ["W2 W3 W4 W5 W6", "E2 E3 E4 E5 E6"],
        0,
    );
    s.apply(Action::Exchange {
        cards: CardSet::EMPTY,
    })
    .unwrap();
    let mut tie = s.clone();
    tie.apply(Action::Bid { tricks: 3 }).unwrap();
    tie.apply_traced(Action::Bid { tricks: 3 }, &mut events)
        .unwrap();
    assert_eq!(tie.attacker(), Some(0));
    assert_eq!(
        events.last(),
        Some(&Event::RolesDecided {
            attacker: 0,
            attacker_bid: 3,
            defender: 1,
            defender_bid: 3
        })
    );
    assert_eq!(tie.to_move(), Turn::Player(0), "the attacker leads");
    events.clear();
    s.apply(Action::Bid { tricks: 2 }).unwrap();
    s.apply_traced(Action::Bid { tricks: 4 }, &mut events)
        .unwrap();
    assert_eq!(
        events.last(),
        Some(&Event::RolesDecided {
            attacker: 1,
            attacker_bid: 4,
            defender: 0,
            defender_bid: 2
        })
    );
    assert_eq!(s.to_move(), Turn::Player(1));
}

#[test]
fn s21_slave_limited_to_three_rounds() {
    let rules = Rules {
        slave_max_three_exchanges: true,
        ..Rules::default()
    };
    let mut s = exchange_state(rules, KEY, ["W2 W3 W4 W5 W6", "E2 E3 E4 E5 E6"], 0);
    exchange_rounds(&mut s, &[1, 1, 1], &[1, 1, 1]);
    assert_eq!(
        s.phase(),
        Phase::Exchange {
            round: MAX_EXCHANGE_ROUNDS,
            player: 0
        }
    );
    s.apply(Action::Exchange {
        cards: s.hand(0).iter().take(1).collect(),
    })
    .unwrap();
    while let Phase::Draw { .. } = s.phase() {
        let next = s.chance_pool().iter().next().unwrap();
        s.apply(Action::Draw { card: next }).unwrap();
    }
    // No fourth exchange for the slave: straight to the bids.
    assert_eq!(s.phase(), Phase::Bid { player: 0 });
    assert_eq!(s.exchanges()[3], [Some(1), None]);
    // Without the option, the slave has its fourth round.
    let mut s = exchange_state(
        Rules::default(),
        KEY,
        ["W2 W3 W4 W5 W6", "E2 E3 E4 E5 E6"],
        0,
    );
    exchange_rounds(&mut s, &[1, 1, 1, 1], &[0, 0, 0]);
    assert_eq!(
        s.phase(),
        Phase::Exchange {
            round: 4,
            player: 1
        }
    );
}

// --- Scoring (22–24) --------------------------------------------------------------------------

/// (attacker bid, defender bid, attacker tricks) → (attacker points, defender points, winner).
type ScoringCase = ((u8, u8, u8), (u32, u32, Outcome));

fn check_scoring(cases: &[ScoringCase]) {
    for &((ba, bd, t), (pa, pd, outcome)) in cases {
        let s = score_season(&Rules::default(), ba, bd, t);
        assert_eq!(
            (s.attacker_points, s.defender_points, s.outcome),
            (pa, pd, outcome),
            "case ({ba},{bd},{t})"
        );
    }
}

#[test]
fn s22_break_with_conquest_and_promise() {
    check_scoring(&[
        ((3, 3, 3), (3, 0, Outcome::Break)),
        ((3, 3, 5), (4, 0, Outcome::Break)),
        ((4, 4, 4), (5, 0, Outcome::Break)),
        ((4, 4, 5), (6, 0, Outcome::Break)),
        ((5, 5, 5), (7, 0, Outcome::Break)),
    ]);
}

#[test]
fn s23_keep_with_conquest() {
    check_scoring(&[
        ((3, 3, 2), (0, 3, Outcome::Keep)),
        ((2, 2, 0), (0, 3, Outcome::Keep)),
        ((5, 5, 4), (0, 5, Outcome::Keep)),
        ((1, 1, 0), (0, 2, Outcome::Keep)),
    ]);
}

#[test]
fn s24_break_with_save() {
    check_scoring(&[
        ((2, 2, 3), (2, 2, Outcome::Break)),
        ((3, 1, 4), (3, 1, Outcome::Break)),
        ((3, 2, 3), (3, 2, Outcome::Break)),
        ((4, 1, 4), (5, 1, Outcome::Break)),
        ((1, 1, 1), (1, 1, Outcome::Break)),
        ((2, 1, 2), (2, 1, Outcome::Break)),
    ]);
}

#[test]
fn legacy_promise_needs_the_exact_bid() {
    let rules = Rules {
        promise: crate::games::aegis::Promise::ExactBid,
        ..Rules::default()
    };
    assert_eq!(score_season(&rules, 3, 3, 3).attacker_points, 4);
    assert_eq!(score_season(&rules, 3, 3, 4).attacker_points, 3);
    assert_eq!(score_season(&rules, 4, 4, 5).attacker_points, 5);
    assert_eq!(score_season(&rules, 5, 5, 5).attacker_points, 7);
}

// --- Game flow (25–29) ------------------------------------------------------------------------

/// A state before the last trick: the attacker (master unless the slave outbid) has won
/// `attacker_before` of the four finished tricks and leads the fifth, which it wins when
/// `wins_last`.
fn before_last_trick(
    rules: Rules,
    scores: [u32; 2],
    master: usize,
    bids: [u8; 2],
    attacker_before: u8,
    wins_last: bool,
) -> State {
    // FK beats F2 (face over number); FA loses to F2 (number over ace).
    let lead = if wins_last { "FK" } else { "FA" };
    let mut hands = ["", ""];
    let mut s = play_state(rules, KEY, ["", ""], master, bids);
    let attacker = s.attacker().unwrap();
    hands[attacker] = lead;
    hands[1 - attacker] = "F2";
    s.hands = [cards(hands[0]), cards(hands[1])];
    s.scores = scores;
    s.season = 3;
    let pairs = [("E2", "E3"), ("E4", "E5"), ("E6", "E8"), ("E9", "E10")];
    s.tricks = pairs
        .iter()
        .enumerate()
        .map(|(i, (a, b))| {
            let winner = if (i as u8) < attacker_before {
                attacker
            } else {
                1 - attacker
            };
            Trick {
                leader: attacker,
                lead: card(a),
                reply: card(b),
                winner,
            }
        })
        .collect();
    s.leader = attacker;
    s.validate().unwrap();
    s
}

fn play_last_trick(s: &mut State) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..2 {
        let legal = s.legal_action_list();
        s.apply_traced(legal[0], &mut events).unwrap();
    }
    events
}

#[test]
fn s25_a_ten_point_lead_ends_the_game() {
    // The seed's example (21–9) through the end check.
    assert_eq!(
        game_end(&Rules::default(), [21, 9], 0),
        Some((0, EndReason::Lead))
    );
    // (The research's 20–9 start is already 11 ahead; 19–10 is the closest open score.)
    assert_eq!(game_end(&Rules::default(), [19, 10], 0), None);
    // Through play: 19–10, the leader breaks a bid of 3 with exactly 3 tricks → 22–10.
    let mut s = before_last_trick(Rules::default(), [19, 10], 0, [3, 3], 2, true);
    play_last_trick(&mut s);
    assert_eq!(s.scores(), [22, 10]);
    assert_eq!(s.winner(), Some((0, EndReason::Lead)));
    assert_eq!(s.to_move(), Turn::Over);
    assert_eq!(s.returns(), vec![1.0, 0.0]);
}

#[test]
fn s26_tie_at_the_goal_goes_to_the_season_winner() {
    // 23–23; seat 1 attacks with 2 and takes exactly 3; the defender bid 2 and saves.
    let mut s = before_last_trick(Rules::default(), [23, 23], 1, [2, 2], 2, true);
    let events = play_last_trick(&mut s);
    assert_eq!(s.scores(), [25, 25]);
    assert_eq!(s.winner(), Some((1, EndReason::TieAtGoal)));
    let Some(Event::SeasonScored { record }) = events
        .iter()
        .find(|e| matches!(e, Event::SeasonScored { .. }))
        .copied()
    else {
        panic!("no season score event");
    };
    assert!(record.score.save);
    assert_eq!(record.winner, 1);
    assert_eq!(record.points, [2, 2]);
}

#[test]
fn s27_reaching_the_goal_ends_the_game() {
    let mut s = before_last_trick(Rules::default(), [24, 22], 0, [2, 2], 2, true);
    play_last_trick(&mut s);
    assert_eq!(s.scores(), [26, 24]);
    assert_eq!(s.winner(), Some((0, EndReason::Goal)));
}

#[test]
fn s28_the_season_loser_becomes_master() {
    // 15–6; seat 0 attacks with 3 and takes only 2.
    let mut s = before_last_trick(Rules::default(), [15, 6], 0, [3, 3], 2, false);
    let events = play_last_trick(&mut s);
    assert_eq!(s.scores(), [15, 9]);
    assert_eq!(s.winner(), None);
    assert_eq!(s.master(), 0, "the former attacker lost the season");
    assert!(events.contains(&Event::MasterDecided {
        player: 0,
        reason: crate::games::aegis::MasterReason::SeasonLoser
    }));
    // Legacy rule: the season's winner (the defender) becomes master.
    let legacy = Rules {
        next_master: NextMaster::SeasonWinner,
        ..Rules::default()
    };
    let mut s = before_last_trick(legacy, [15, 6], 0, [3, 3], 2, false);
    play_last_trick(&mut s);
    assert_eq!(s.master(), 1);
}

#[test]
fn s29_a_new_season_reshuffles_all_cards_and_turns_a_new_key() {
    let mut s = before_last_trick(Rules::default(), [15, 6], 0, [3, 3], 2, false);
    let events = play_last_trick(&mut s);
    assert!(events.contains(&Event::SeasonStarted {
        season: 4,
        master: 0
    }));
    assert_eq!(s.phase(), Phase::KeyCard);
    assert_eq!(s.key(), None);
    assert_eq!(s.chance_pool(), CardSet::FULL, "all 52 cards are back");
    assert_eq!(s.stock(), CardSet::FULL);
    assert_eq!(s.tricks().len(), 0);
    assert_eq!(s.history().len(), 1);
    // The old key (F7) can be turned again.
    s.apply(Action::TurnKey { card: card("F7") }).unwrap();
    assert_eq!(s.phase(), Phase::Deal);
}

#[test]
fn goal_fifty_option_raises_the_goal() {
    let legacy = Rules {
        goal: crate::games::aegis::Goal::Points50,
        ..Rules::default()
    };
    assert_eq!(game_end(&legacy, [30, 25], 0), None);
    assert_eq!(game_end(&legacy, [50, 45], 0), Some((0, EndReason::Goal)));
    assert_eq!(game_end(&legacy, [35, 25], 1), Some((0, EndReason::Lead)));
}

#[test]
fn deal_goes_master_first_one_card_at_a_time() {
    let mut s = State::new(Rules::default(), Some(1));
    s.apply(Action::TurnKey { card: card(KEY) }).unwrap();
    let mut events = Vec::new();
    for c in ["W2", "W3", "W4", "W5"] {
        s.apply_traced(Action::Deal { card: card(c) }, &mut events)
            .unwrap();
    }
    let receivers: Vec<usize> = events
        .iter()
        .filter_map(|e| match e {
            Event::CardDealt { player, .. } => Some(*player),
            _ => None,
        })
        .collect();
    assert_eq!(receivers, vec![1, 0, 1, 0]);
    // The key card cannot be dealt.
    assert!(s.apply(Action::Deal { card: card(KEY) }).is_err());
}
