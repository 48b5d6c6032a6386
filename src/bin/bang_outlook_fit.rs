//! Fits the BANG! outlook (`src/games/bang/outlook.rs`) to games of our own rule-based players
//! and prints `outlook_weights.rs`; the held-out log loss of the fit and of the former life
//! share go to stderr. Laboratory only:
//!
//! `cargo run --release --features lab --bin bang-outlook-fit -- --games 4000 --seed 1 > src/games/bang/outlook_weights.rs`

use std::process::ExitCode;

use asobiba::games::bang::{
    outlook::{FEATURES, chances_with},
    outlook_fit::{Sample, fit, log_loss, samples, weights_source},
};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |flag: &str, default: u64| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let games = number("--games", 4000) as u32;
    let seed = number("--seed", 1);
    let steps = number("--steps", 400) as u32;
    let mut models = [[[0.0; FEATURES]; 3]; 4];
    for (i, players) in (4..=7).enumerate() {
        let train = samples(players, games, 6, seed);
        let test: Vec<Sample> = samples(players, games / 4, 6, seed ^ 0xFEED);
        models[i] = fit(&train, steps);
        let mut counts = [1.0; 3];
        for (_, y) in &train {
            counts[*y] += 1.0;
        }
        let total: f64 = counts.iter().sum();
        let base_rates = counts.map(|c| c / total);
        let model = models[i];
        eprintln!(
            "{players} players: {} positions to fit, {} held out; log loss {:.4} (the outlook) vs {:.4} (life share) vs {:.4} (the base rates)",
            train.len(),
            test.len(),
            log_loss(&test, |x| chances_with(&model, x)),
            log_loss(&test, |x| life_share(x)),
            log_loss(&test, |_| base_rates),
        );
    }
    print!(
        "{}",
        weights_source(
            &models,
            &format!("--games {games} --seed {seed} --steps {steps}")
        )
    );
    ExitCode::SUCCESS
}

/// The former evaluation's chances from the same numbers: each side's life plus 0.3 a card in
/// hand, the Sheriff's life counted twice for the Law.
fn life_share(x: &[f64; FEATURES]) -> [f64; 3] {
    let side = |k: usize| x[1 + 4 * k + 1] + 0.3 * x[1 + 4 * k + 2];
    let law = side(0) + x[13];
    let (outlaws, renegade) = (side(1), side(2));
    let total = (law + outlaws + renegade).max(1e-9);
    [law / total, outlaws / total, renegade / total]
}
