//! En Garde: random matches and bot decisions at each level. `cargo bench --bench en_garde`

// A benchmark is a developer tool: a broken fixture may stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use asobiba::{
    engine::{Budget, Game, GameDef, Strength, Turn, rng_from_seed},
    games::en_garde::{Rules, State},
};
use rand::RngExt as _;

fn main() {
    divan::main();
}

fn rules(level: &str) -> Rules {
    Rules::parse(&format!("level={level}")).expect("rules")
}

/// One random match (to five round wins).
#[divan::bench(args = ["basic", "standard", "full"])]
fn random_match(bencher: divan::Bencher, level: &str) {
    let rules = rules(level);
    let mut seed = 0u64;
    bencher.bench_local(|| {
        seed += 1;
        let mut rng = rng_from_seed(seed);
        let mut g = State::new_game(&rules, 2, None, &mut rng);
        while !g.is_over() {
            let a = match g.to_move() {
                Turn::Chance => g.sample_chance(&mut rng),
                _ => {
                    let legal = g.legal_action_list();
                    legal[rng.random_range(0..legal.len())]
                }
            };
            g.apply_unchecked(a);
        }
        g
    });
}

/// A bot's first decision of a match (opening hands after the deal).
#[divan::bench(args = ["normal", "hard", "expert"])]
fn first_decision(bencher: divan::Bencher, strength: &str) {
    let strength = match strength {
        "normal" => Strength::Normal,
        "hard" => Strength::Hard,
        _ => Strength::Expert,
    };
    let mut rng = rng_from_seed(3);
    let mut g = State::new_game(&rules("full"), 2, Some(0), &mut rng);
    while g.to_move() == Turn::Chance {
        let a = g.sample_chance(&mut rng);
        g.apply_unchecked(a);
    }
    let Turn::Player(player) = g.to_move() else {
        return;
    };
    let bot = State::bot(strength);
    bencher.bench_local(|| bot.choose(&g, player, &Budget::unlimited(), &mut rng_from_seed(1)));
}
