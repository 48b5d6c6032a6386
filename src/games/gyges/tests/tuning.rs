//! Fitting the evaluation weights to game results (Texel's method). Positions come from games
//! of the searching bot against itself from random mirrored starts, under both no-revisit
//! rules, with a few random (but not immediately losing) moves early on for variety; each is
//! labelled with the final result for its side to move. The evaluation is linear in its
//! weights, so choosing them to make `sigmoid(eval / 400)` predict the results is a logistic
//! regression, fitted here by gradient descent (Adam) on the squared error.
//!
//! ```sh
//! # games → target/gyges-tuning/positions.txt (GYGES_TUNING_GAMES, default 2000)
//! cargo test --release -- --ignored gyges_training_games --nocapture
//! # prints the fitted weights (and the error before and after)
//! cargo test --release -- --ignored gyges_fit_weights --nocapture
//! ```

use std::{fmt::Write as _, io::Write as _};

use rand::RngExt as _;

use super::super::{
    ai::searcher,
    eval::{FEATURE_NAMES, FEATURES, Weights, features, outlook},
    movegen::has_winning_move,
    node::Node,
    position::Position,
    rules::{NoRevisit, Rules},
    search::{MATE_BOUND, search},
    state::State,
};
use crate::engine::{Budget, Game, GameDef, rng_from_seed};

const DIR: &str = "target/gyges-tuning";

fn rules_for(edge: bool) -> Rules {
    Rules {
        no_revisit: if edge {
            NoRevisit::Edge
        } else {
            NoRevisit::Square
        },
        ..Rules::default()
    }
}

/// One self-play game: its positions (rule, side to move, rows) and the winner.
fn play_game(seed: u64) -> (Vec<String>, Option<usize>) {
    let edge = seed % 2 == 1;
    let rules = rules_for(edge);
    let mut rng = rng_from_seed(seed);
    let mut g = State::arena_start(&rules, "random", &mut rng).expect("start");
    let mut bot = searcher(false, false);
    bot.limits.soft_nodes = 3000;
    bot.limits.hard_nodes = 12_000;
    let mut seen = Vec::new();
    for ply in 0..120 {
        let Some(side) = g.current_player() else {
            break;
        };
        seen.push(format!(
            "{} {side} {}",
            if edge { "edge" } else { "square" },
            g.position().rows().join(" ")
        ));
        let report = search(&g, &bot.limits, &bot.weights, &Budget::unlimited());
        let mut choice = report.ranked[0].1;
        if ply < 10 && rng.random_bool(0.2) {
            let calm: Vec<_> = report
                .ranked
                .iter()
                .filter(|(v, _)| *v > -MATE_BOUND)
                .collect();
            if !calm.is_empty() {
                choice = calm[rng.random_range(0..calm.len())].1;
            }
        }
        g.apply_unchecked(choice);
    }
    (seen, g.winner())
}

#[test]
#[ignore = "writes tuning data (minutes)"]
fn gyges_training_games() {
    let games: u64 = std::env::var("GYGES_TUNING_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let first: u64 = std::env::var("GYGES_TUNING_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    std::fs::create_dir_all(DIR).expect("dir");
    let path = format!("{DIR}/positions.txt");
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
        .expect("file");
    let next = std::sync::atomic::AtomicU64::new(first);
    let out = std::sync::Mutex::new((&mut file, 0usize));
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                loop {
                    let seed = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if seed >= first + games {
                        break;
                    }
                    let (positions, winner) = play_game(seed);
                    let mut text = String::new();
                    for line in positions {
                        let side: usize = line
                            .split_whitespace()
                            .nth(1)
                            .and_then(|s| s.parse().ok())
                            .expect("side");
                        let result = match winner {
                            Some(w) if w == side => "1",
                            Some(_) => "0",
                            None => "0.5",
                        };
                        let _ = writeln!(text, "{line} {result}");
                    }
                    let mut out = out.lock().expect("lock");
                    out.0.write_all(text.as_bytes()).expect("write");
                    out.1 += 1;
                    if out.1.is_multiple_of(100) {
                        eprintln!("{} games", out.1);
                    }
                }
            });
        }
    });
    eprintln!("appended to {path}");
}

/// A labelled position's features (from its side to move) and result, or `None` when the
/// side to move can win at once (the evaluation is never asked there).
fn sample(line: &str) -> Option<([f64; FEATURES], f64)> {
    let parts: Vec<&str> = line.split_whitespace().collect();
    if parts.len() != 9 {
        return None;
    }
    let rules = rules_for(parts[0] == "edge");
    let side: usize = parts[1].parse().ok()?;
    let position = Position::from_rows(&parts[2..8])?;
    let result: f64 = parts[8].parse().ok()?;
    let node = Node {
        pos: position,
        side,
    };
    if has_winning_move(&position, side, &rules) {
        return None;
    }
    let mine = outlook(&node, side, &rules);
    let theirs = outlook(&node, 1 - side, &rules);
    let f = features(&node, &mine, &theirs);
    Some((f.map(f64::from), result))
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x / 400.0).exp())
}

fn error(samples: &[([f64; FEATURES], f64)], w: &[f64; FEATURES]) -> f64 {
    samples
        .iter()
        .map(|(f, r)| {
            let e: f64 = f.iter().zip(w).map(|(f, w)| f * w).sum();
            (r - sigmoid(e)).powi(2)
        })
        .sum::<f64>()
        / samples.len().max(1) as f64
}

#[test]
#[ignore = "fits weights to tuning data"]
fn gyges_fit_weights() {
    let text = std::fs::read_to_string(format!("{DIR}/positions.txt"))
        .expect("run gyges_training_games first");
    let samples: Vec<_> = text.lines().filter_map(sample).collect();
    eprintln!("{} positions", samples.len());
    let mut w: [f64; FEATURES] = Weights::EXPERT.0.map(f64::from);
    eprintln!("error with the current weights {:.5}", error(&samples, &w));
    // Adam on the mean squared error of the predicted result.
    let (mut m, mut v) = ([0.0f64; FEATURES], [0.0f64; FEATURES]);
    let (rate, b1, b2) = (0.5, 0.9, 0.999);
    for step in 1..=3000 {
        let mut grad = [0.0f64; FEATURES];
        for (f, r) in &samples {
            let e: f64 = f.iter().zip(&w).map(|(f, w)| f * w).sum();
            let p = sigmoid(e);
            let d = -2.0 * (r - p) * p * (1.0 - p) / 400.0;
            for (g, x) in grad.iter_mut().zip(f) {
                *g += d * x;
            }
        }
        for i in 0..FEATURES {
            let g = grad[i] / samples.len() as f64;
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(step));
            let vh = v[i] / (1.0 - b2.powi(step));
            w[i] -= rate * mh / (vh.sqrt() + 1e-9);
        }
        if step % 500 == 0 {
            eprintln!("step {step}: error {:.5}", error(&samples, &w));
        }
    }
    let rounded: Vec<i32> = w.iter().map(|x| x.round() as i32).collect();
    for (name, value) in FEATURE_NAMES.iter().zip(&rounded) {
        eprintln!("{name:>18} {value}");
    }
    eprintln!("Weights({rounded:?})");
}
