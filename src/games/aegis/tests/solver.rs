//! The open-hand solver against a brute-force search (1,000 random deals).

use rand::seq::SliceRandom as _;

use super::{card, cards};
use crate::{
    engine::{Player, rng_from_seed},
    games::aegis::{
        Card, CardSet, Key,
        solver::{Solver, solve_tricks},
        tricks::legal_replies,
    },
};

/// Plain minimax over every line: the attacker's tricks from here, `leader` to lead.
fn brute_force(key: Key, hands: [CardSet; 2], leader: Player, attacker: Player) -> u8 {
    if hands[leader].is_empty() {
        return 0;
    }
    let follower = 1 - leader;
    let mut lead_values = Vec::new();
    for lead in hands[leader].iter() {
        let mut reply_values = Vec::new();
        for reply in legal_replies(hands[follower], lead).iter() {
            let winner = if key.leader_wins(lead, reply) {
                leader
            } else {
                follower
            };
            let mut rest = hands;
            rest[leader].remove(lead);
            rest[follower].remove(reply);
            reply_values
                .push(u8::from(winner == attacker) + brute_force(key, rest, winner, attacker));
        }
        let v = if follower == attacker {
            reply_values.iter().max()
        } else {
            reply_values.iter().min()
        };
        lead_values.push(*v.unwrap_or(&0));
    }
    let v = if leader == attacker {
        lead_values.iter().max()
    } else {
        lead_values.iter().min()
    };
    *v.unwrap_or(&0)
}

fn random_deal(seed: u64, size: usize) -> (Card, [CardSet; 2]) {
    let mut rng = rng_from_seed(seed);
    let mut deck: Vec<Card> = Card::all().collect();
    deck.shuffle(&mut rng);
    let key = deck[0];
    let a: CardSet = deck[1..1 + size].iter().copied().collect();
    let b: CardSet = deck[1 + size..1 + 2 * size].iter().copied().collect();
    (key, [a, b])
}

#[test]
fn solver_equals_brute_force_on_1000_random_deals() {
    let mut histogram = [0u32; 6];
    for seed in 0..1000u64 {
        let (key, hands) = random_deal(seed, 5);
        let leader = (seed % 2) as usize;
        let attacker = ((seed / 2) % 2) as usize;
        let mut solver = Solver::new(key);
        let fast = solver.solve(hands, leader, attacker);
        let slow = brute_force(Key(key), hands, leader, attacker);
        assert_eq!(fast, slow, "deal {seed}: key {key:?} hands {hands:?}");
        histogram[usize::from(fast)] += 1;
    }
    // Every trick count occurs: the deals are not trivial.
    assert!(histogram.iter().all(|&n| n > 0), "{histogram:?}");
}

#[test]
fn solver_reuse_and_partial_hands_match_brute_force() {
    let (key, _) = random_deal(7, 5);
    let mut solver = Solver::new(key);
    for seed in 0..300u64 {
        let (_, hands) = random_deal(10_000 + seed, 5);
        if hands[0].contains(key) || hands[1].contains(key) {
            continue;
        }
        let size = 1 + (seed % 5) as usize;
        let hands = hands.map(|h| h.iter().take(size).collect::<CardSet>());
        let leader = (seed % 2) as usize;
        assert_eq!(
            solver.solve(hands, leader, 0),
            brute_force(Key(key), hands, leader, 0),
            "seed {seed}"
        );
    }
}

#[test]
fn lead_and_reply_values_agree_with_the_solve() {
    for seed in 0..200u64 {
        let (key, hands) = random_deal(50_000 + seed, 5);
        let mut solver = Solver::new(key);
        let total = solver.solve(hands, 0, 0);
        let mut leads = Vec::new();
        solver.solve_leads(hands, 0, 0, &mut leads);
        assert_eq!(leads.len(), 5);
        assert_eq!(leads.iter().map(|&(_, v)| v).max(), Some(total));
        // Each lead's value is the defender's best reply.
        for &(lead, v) in &leads {
            let mut rest = hands;
            rest[0].remove(lead);
            let mut replies = Vec::new();
            solver.solve_replies(rest, 0, lead, 0, &mut replies);
            assert_eq!(replies.iter().map(|&(_, r)| r).min(), Some(v));
        }
    }
}

#[test]
fn five_trumps_can_still_lose_a_trick_to_a_killer() {
    // Key F7; the attacker holds five trumps, the defender is void in fire and holds a killer.
    let hands = [cards("F2 F3 F4 F5 F6"), cards("W7 WK WQ WJ W10")];
    assert_eq!(solve_tricks(card("F7"), hands, 0, 0), 4);
    // Without the killer the trumps take everything.
    let hands = [cards("F2 F3 F4 F5 F6"), cards("W9 WK WQ WJ W10")];
    assert_eq!(solve_tricks(card("F7"), hands, 0, 0), 5);
}
