//! The Expert's model of the opponent's exchanges so far (arena knob `xo`).

use super::{card, cards, exchange_state};
use crate::{
    engine::{Player, rng_from_seed},
    games::aegis::{
        CardSet, Phase, Rules, State,
        exchange::{replayed_opponent, throw_order, weakest},
        inference::replay_weight,
    },
};

#[test]
fn weakest_throws_low_side_cards_before_strong_ones_and_trumps_and_killers_last() {
    // Key F7: FA is a trump, E7 a killer; W2 (rank strength 1) < W9 (8) < AK (11).
    let key = card("F7");
    let hand = cards("FA W2 E7 AK W9");
    assert_eq!(weakest(hand, key, 1), cards("W2"));
    assert_eq!(weakest(hand, key, 2), cards("W2 W9"));
    assert_eq!(weakest(hand, key, 3), cards("W2 W9 AK"));
    assert_eq!(weakest(hand, key, 5), hand);
}

#[test]
fn a_replayed_hand_keeps_cards_stronger_than_everything_it_threw() {
    let key = card("F7");
    let pool = CardSet::FULL.difference(cards("F7 W3 W4 W5 A2 A3"));
    let power = |h: CardSet| {
        h.iter()
            .filter(|c| c.suit == key.suit || c.rank == key.rank)
            .count()
    };
    let (mut replayed_power, mut uniform_power) = (0, 0);
    for seed in 0..400 {
        let mut rng = rng_from_seed(seed);
        let (hand, thrown) = replayed_opponent(pool, key, &[3], &mut rng);
        assert_eq!((hand.len(), thrown.len()), (5, 3));
        assert!(hand.union(thrown).iter().all(|c| pool.contains(c)));
        assert!(hand.intersection(thrown).is_empty());
        // The two kept cards outrank every thrown one.
        let strongest_thrown = thrown.iter().map(|c| throw_order(c, key)).max();
        let above = hand
            .iter()
            .filter(|&c| Some(throw_order(c, key)) > strongest_thrown)
            .count();
        assert!(
            above >= 2,
            "seed {seed}: {hand:?} after throwing {thrown:?}"
        );
        replayed_power += power(hand);
        let (uniform, none) = replayed_opponent(pool, key, &[], &mut rng);
        assert!(none.is_empty());
        uniform_power += power(uniform);
    }
    assert!(
        replayed_power > uniform_power + 100,
        "trumps and killers: replayed {replayed_power}, uniform {uniform_power}"
    );
}

/// The slave (seat 1) bids after the master (seat 0) threw three cards in round 1.
fn after_master_exchange(master_threw: Option<u8>) -> State {
    let master: Player = 0;
    let mut s = exchange_state(
        Rules::default(),
        "F7",
        ["FA FK E7 W2 W3", "A9 AJ WK E4 E5"],
        master,
    );
    if let Some(n) = master_threw {
        s.exchanges[0] = [Some(n), Some(0)];
        s.exchanges[1] = [Some(0), None];
        s.exchange_rounds = 1;
        s.discards[master] = cards("W4 W5 A2");
    }
    s.bids[master] = Some(2);
    s.phase = Phase::Bid { player: 1 };
    s
}

#[test]
fn replay_weight_favours_hands_that_kept_strong_cards() {
    let s = after_master_exchange(Some(3));
    let obs = s.observation(1);
    let strong = replay_weight(&obs, cards("FA FK E7 W2 W3"));
    let weak = replay_weight(&obs, cards("W2 W3 A3 A4 E2"));
    assert!(strong > 10.0 * weak, "strong {strong}, weak {weak}");
    // Nothing to read without an exchange.
    let kept = after_master_exchange(None);
    assert_eq!(
        replay_weight(&kept.observation(1), cards("W2 W3 A3 A4 E2")),
        1.0
    );
}

#[test]
#[cfg(feature = "lab")]
fn the_exchange_history_knob_parses() {
    use crate::games::aegis::arena_bots::arena_bot;
    for knob in ["expert:xo=1", "expert:xo=2", "expert:xo=3"] {
        assert!(arena_bot(knob).is_some(), "{knob}");
    }
    assert!(arena_bot("expert:xo=x").is_none());
}
