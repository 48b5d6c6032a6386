//! Aegis: random playouts per second and Expert decision times from fixed positions.
//!
//! `cargo bench --bench aegis`

// A benchmark is a developer tool: a broken fixture may stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use asobiba::{
    engine::{Budget, Game, GameDef, Strength, Turn, bots::random_action, rng_from_seed},
    games::aegis::{Phase, Rules, State},
};

fn main() {
    divan::main();
}

/// One whole game of random play.
#[divan::bench]
fn random_playout(bencher: divan::Bencher) {
    let mut seed = 0u64;
    bencher.bench_local(|| {
        seed += 1;
        let mut rng = rng_from_seed(seed);
        let mut s = State::new_game(&Rules::default(), 2, Some(0), &mut rng);
        while let Some(a) = random_action(&s, &mut rng) {
            s.apply_unchecked(a);
        }
        divan::black_box(s.scores())
    });
}

/// A position reached by random play from `seed` where `stop` first holds.
fn position(seed: u64, stop: impl Fn(&State) -> bool) -> State {
    let mut rng = rng_from_seed(seed);
    let mut s = State::new_game(&Rules::default(), 2, Some(0), &mut rng);
    while !stop(&s) {
        match random_action(&s, &mut rng) {
            Some(a) => s.apply_unchecked(a),
            None => s = State::new_game(&Rules::default(), 2, Some(0), &mut rng),
        }
    }
    s
}

fn expert_decision(bencher: divan::Bencher, s: &State) {
    let bot = State::bot(Strength::Expert);
    let Turn::Player(p) = s.to_move() else {
        return;
    };
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        bot.choose(s, p, &Budget::unlimited(), &mut rng_from_seed(seed))
    });
}

/// The master's first exchange decision (31 discards and declining).
#[divan::bench]
fn expert_exchange(bencher: divan::Bencher) {
    let s = position(1, |s| matches!(s.phase(), Phase::Exchange { round: 1, .. }));
    expert_decision(bencher, &s);
}

/// The master's bid (with the slave's reply modelled).
#[divan::bench]
fn expert_master_bid(bencher: divan::Bencher) {
    let s = position(2, |s| {
        matches!(s.phase(), Phase::Bid { player } if player == s.master())
            && s.exchange_rounds() <= 1
    });
    expert_decision(bencher, &s);
}

/// The lead to the first trick.
#[divan::bench]
fn expert_first_lead(bencher: divan::Bencher) {
    let s = position(3, |s| s.phase() == Phase::Play && s.lead().is_none());
    expert_decision(bencher, &s);
}

/// A reply in the middle of the season.
#[divan::bench]
fn expert_reply(bencher: divan::Bencher) {
    let s = position(4, |s| {
        s.phase() == Phase::Play && s.lead().is_some() && s.tricks().len() == 2
    });
    expert_decision(bencher, &s);
}
