//! Gygès: random playouts, the move generator and the Expert's search.
//! `cargo bench --bench gyges` (the search benches report nodes per second as "items/s").

// A benchmark is a developer tool: a broken fixture may stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use asobiba::{
    engine::{Budget, Game, GameDef, Strength, rng_from_seed},
    games::gyges::{
        Rules, State, ai::searcher, movegen::movable, position::Position, search::search,
    },
};
use rand::RngExt as _;

fn main() {
    divan::main();
}

/// Middle-game boards from real play (top row = row 6).
const BOARDS: [[&str; 6]; 3] = [
    ["332.1.", "......", "...3.1", ".....3", "......", "1.2221"],
    ["213132", "......", "......", "......", "......", "113223"],
    ["1.2.31", "3....3", "..2...", "1.....", "2....1", "..3.2."],
];

fn state(which: usize, rule: &str) -> State {
    let rules = Rules::parse(&format!("revisit={rule}")).expect("rules");
    let position = Position::from_rows(&BOARDS[which]).expect("board");
    State::from_position(rules, position, 0)
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

/// Every active piece's reach for both sides (what one evaluation costs).
#[divan::bench(args = ["square", "edge"])]
fn reach_both_sides(bencher: divan::Bencher, rule: &str) {
    let states: Vec<State> = (0..BOARDS.len()).map(|i| state(i, rule)).collect();
    bencher
        .counter(divan::counter::ItemsCount::new(states.len() * 2))
        .bench_local(|| {
            for g in &states {
                for player in 0..2 {
                    divan::black_box(movable(g.position(), player, g.rules()));
                }
            }
        });
}

/// The Expert's search at its node budget; the counter is the nodes it searched, so the
/// throughput line is nodes per second.
#[divan::bench(args = [0, 1, 2])]
fn expert_search_nodes(bencher: divan::Bencher, which: usize) {
    let g = state(which, "edge");
    let expert = searcher(true, false);
    let nodes = search(&g, &expert.limits, &expert.weights, &Budget::unlimited()).nodes;
    bencher
        .counter(divan::counter::ItemsCount::new(nodes))
        .bench_local(|| search(&g, &expert.limits, &expert.weights, &Budget::unlimited()));
}

/// The Expert's whole decision as the app asks for it.
#[divan::bench(args = [0, 1, 2])]
fn expert_decision(bencher: divan::Bencher, which: usize) {
    let g = state(which, "square");
    let bot = State::bot(Strength::Expert);
    bencher.bench_local(|| bot.choose(&g, 0, &Budget::unlimited(), &mut rng_from_seed(1)));
}
