//! Fitting the outlook's weights (laboratory): positions from games of our own rule-based
//! players (Easy, Normal and Hard drawn per seat), each labelled with the side that went on to
//! win, and a multinomial logit fit to them by gradient descent. `bang-outlook-fit` runs it and
//! prints `outlook_weights.rs`.

use rand::RngExt as _;

use super::{
    ai::bot,
    outlook::{FEATURES, chances_with, features, side_index},
    rules::Rules,
    state::State,
};
use crate::engine::{Bot, Budget, Game, Strength, Turn, rng_from_seed};

/// A position's numbers and the side (row) that won from it.
pub type Sample = ([f64; FEATURES], usize);

/// Decisions after which a game is dropped as unfinished.
const MOVE_CAP: u32 = 5_000;

/// Positions from `games` games at a table of `players`, about one decision in `every`.
pub fn samples(players: usize, games: u32, every: u32, seed: u64) -> Vec<Sample> {
    let bots: Vec<Box<dyn Bot<State>>> = [Strength::Easy, Strength::Normal, Strength::Hard]
        .into_iter()
        .map(bot)
        .collect();
    let budget = Budget::unlimited();
    let mut out = Vec::new();
    for game in 0..games {
        let mut rng = rng_from_seed(seed ^ (u64::from(game) << 20) ^ players as u64);
        let mut state = State::new(Rules::default(), players, &mut rng);
        let seats: Vec<usize> = (0..players)
            .map(|_| rng.random_range(0..bots.len()))
            .collect();
        let mut positions = Vec::new();
        let mut decisions = 0;
        let winner = loop {
            match state.to_move() {
                Turn::Over => break state.winner,
                Turn::Chance => {
                    let outcome = state.sample_chance(&mut rng);
                    state.apply_unchecked(outcome);
                }
                Turn::Player(p) => {
                    decisions += 1;
                    if decisions > MOVE_CAP {
                        break None;
                    }
                    if !state.choosing_characters() && rng.random_range(0..every.max(1)) == 0 {
                        positions.push(features(&state));
                    }
                    let action = bots[seats[p]].choose(&state, p, &budget, &mut rng);
                    state.apply_unchecked(action);
                }
            }
        };
        if let Some(side) = winner {
            out.extend(positions.into_iter().map(|x| (x, side_index(side))));
        }
    }
    out
}

/// Mean log loss of `chances` over `samples` (lower is better).
pub fn log_loss(samples: &[Sample], chances: impl Fn(&[f64; FEATURES]) -> [f64; 3]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|(x, y)| -chances(x)[*y].clamp(1e-9, 1.0).ln())
        .sum();
    total / samples.len().max(1) as f64
}

/// Weights of a multinomial logit fit to `samples` (full-batch Adam on standardized numbers,
/// a light L2 penalty), returned for the raw numbers.
pub fn fit(samples: &[Sample], steps: u32) -> [[f64; FEATURES]; 3] {
    let n = samples.len().max(1) as f64;
    let mut mean = [0.0; FEATURES];
    let mut sd = [1.0; FEATURES];
    for j in 1..FEATURES {
        mean[j] = samples.iter().map(|(x, _)| x[j]).sum::<f64>() / n;
        let var = samples
            .iter()
            .map(|(x, _)| (x[j] - mean[j]).powi(2))
            .sum::<f64>()
            / n;
        sd[j] = if var > 1e-12 { var.sqrt() } else { 0.0 };
    }
    let scaled: Vec<Sample> = samples
        .iter()
        .map(|(x, y)| {
            let mut z = *x;
            for j in 1..FEATURES {
                z[j] = if sd[j] > 0.0 {
                    (x[j] - mean[j]) / sd[j]
                } else {
                    0.0
                };
            }
            (z, *y)
        })
        .collect();
    let mut w = [[0.0; FEATURES]; 3];
    let (mut m, mut v) = ([[0.0; FEATURES]; 3], [[0.0; FEATURES]; 3]);
    let (rate, beta1, beta2, l2) = (0.05, 0.9, 0.999, 1e-4);
    for step in 1..=steps {
        let mut grad = [[0.0; FEATURES]; 3];
        for (z, y) in &scaled {
            let p = chances_with(&w, z);
            for k in 0..3 {
                let err = p[k] - f64::from(u8::from(k == *y));
                for j in 0..FEATURES {
                    grad[k][j] += err * z[j];
                }
            }
        }
        for k in 0..3 {
            for j in 0..FEATURES {
                let g = grad[k][j] / n + l2 * w[k][j];
                m[k][j] = beta1 * m[k][j] + (1.0 - beta1) * g;
                v[k][j] = beta2 * v[k][j] + (1.0 - beta2) * g * g;
                let mh = m[k][j] / (1.0 - beta1.powi(step as i32));
                let vh = v[k][j] / (1.0 - beta2.powi(step as i32));
                w[k][j] -= rate * mh / (vh.sqrt() + 1e-8);
            }
        }
    }
    // Back to the raw numbers: w·(x − mean)/sd = (w/sd)·x − Σ w·mean/sd.
    w.map(|row| {
        let mut raw = [0.0; FEATURES];
        raw[0] = row[0];
        for j in 1..FEATURES {
            if sd[j] > 0.0 {
                raw[j] = row[j] / sd[j];
                raw[0] -= row[j] * mean[j] / sd[j];
            }
        }
        raw
    })
}

/// `outlook_weights.rs` for the models of 4 to 7 players.
pub fn weights_source(models: &[[[f64; FEATURES]; 3]; 4], header: &str) -> String {
    let mut s = String::new();
    s.push_str("//! The outlook's weights (see `outlook.rs`), generated by `bang-outlook-fit`");
    s.push_str(&format!(" ({header}); do not edit by hand.\n\n"));
    s.push_str("use super::outlook::FEATURES;\n\n");
    s.push_str(
        "/// Per table size (4 to 7 players), per side (Law, Outlaws, Renegade), per number.\n",
    );
    s.push_str("#[rustfmt::skip]\n");
    s.push_str("pub const WEIGHTS: [[[f64; FEATURES]; 3]; 4] = [\n");
    for model in models {
        s.push_str("    [\n");
        for row in model {
            let cells: Vec<String> = row.iter().map(|w| format!("{w:.5}")).collect();
            s.push_str(&format!("        [{}],\n", cells.join(", ")));
        }
        s.push_str("    ],\n");
    }
    s.push_str("];\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_learns_which_side_a_number_favours() {
        // The Law wins where its life (number 2) is high, the Outlaws where it is low.
        let samples: Vec<Sample> = (0..400)
            .map(|i| {
                let mut x = [0.0; FEATURES];
                x[0] = 1.0;
                x[2] = f64::from(i % 10);
                (x, if i % 10 >= 5 { 0 } else { 1 })
            })
            .collect();
        let w = fit(&samples, 300);
        let at = |life: f64| {
            let mut x = [0.0; FEATURES];
            x[0] = 1.0;
            x[2] = life;
            chances_with(&w, &x)
        };
        assert!(at(9.0)[0] > 0.9, "{:?}", at(9.0));
        assert!(at(0.0)[1] > 0.9, "{:?}", at(0.0));
        assert!(log_loss(&samples, |x| chances_with(&w, x)) < 0.3);
    }
}
