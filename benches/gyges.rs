//! Gygès: random playouts and Expert decisions. `cargo bench --bench gyges`

// A benchmark is a developer tool: a broken fixture may stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use asobiba::{
    engine::{Budget, Game, GameDef, Strength, rng_from_seed},
    games::gyges::{Rules, State, position::Position},
};
use rand::RngExt as _;

fn main() {
    divan::main();
}

/// One random game from the empty board to the end.
#[divan::bench(args = ["square", "edge"])]
fn random_playout(bencher: divan::Bencher, rule: &str) {
    let rules = Rules::parse(&format!("revisit={rule}")).expect("rules");
    let mut seed = 0u64;
    bencher.bench_local(|| {
        seed += 1;
        let mut rng = rng_from_seed(seed);
        let mut g = State::new_game(&rules, 2, None, &mut rng);
        while !g.is_over() {
            let legal = g.legal_action_list();
            g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
        }
        g
    });
}

/// The Expert's decision in a few middle-game positions.
#[divan::bench(args = [0, 1, 2])]
fn expert_decision(bencher: divan::Bencher, which: usize) {
    let boards = [
        ["332.1.", "......", "...3.1", ".....3", "......", "1.2221"],
        ["213132", "......", "......", "......", "......", "113223"],
        ["1.2.31", "3....3", "..2...", "1.....", "2....1", "..3.2."],
    ];
    let position = Position::from_rows(&boards[which]).expect("board");
    let g = State::from_position(Rules::default(), position, 0);
    let bot = State::bot(Strength::Expert);
    bencher.bench_local(|| bot.choose(&g, 0, &Budget::unlimited(), &mut rng_from_seed(1)));
}
