//! Measures how well the rough win estimates of BANG! and Knatsch match results (laboratory).
//!
//! `cargo run --profile ci --features lab --bin calibrate -- --game bang --games 200 --seed 1`
//!
//! Plays self-play games (seat 0 follows the Expert's hint, the other seats are the table's
//! computers), prints the reliability table and Brier score of the raw estimate and of the
//! shipped calibration, and with `--fit` fits knots on the first half of the games and shows
//! them on the second half.
//!
//! A long run goes in parts that add up to one run (game `k` is the same deal in every part):
//! `--first 0 --games 100 --save a.tsv`, `--first 100 --games 100 --save b.tsv`, …, then
//! `cat a.tsv b.tsv … > all.tsv` and `--load all.tsv --fit 12`.

use std::process::ExitCode;

use asobiba::{
    engine::{
        Strength,
        calibration::Calibration,
        calibration_lab::{
            CalibrationSpec, ReliabilityRow, Sample, brier, isotonic_knots, logistic_fit,
            logistic_knots, measure, reliability,
        },
        review::Measure,
    },
    games::{bang, knatsch},
    play::TableRules,
};

const USAGE: &str = "usage: calibrate --game <bang|knatsch> [--first K] [--games N] [--seed S] \
    [--players N] [--opponents <easy|normal|hard|expert>] [--threads T] [--fit BINS] \
    [--save FILE | --load FILE]";

fn main() -> ExitCode {
    match run(&std::env::args().skip(1).collect::<Vec<_>>()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let mut game = String::new();
    let mut spec = CalibrationSpec {
        players: 0,
        opponents: Strength::Normal,
        first: 0,
        games: 100,
        seed: 1,
        threads: 1,
        move_cap: 5_000,
    };
    let mut fit_bins = None;
    let (mut save, mut load) = (None, None);
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            return Err(format!("{} needs a value", pair[0]));
        };
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag} must be a whole number"))
        };
        match flag.as_str() {
            "--game" => game = value.clone(),
            "--first" => spec.first = number()? as u32,
            "--games" => spec.games = number()? as u32,
            "--seed" => spec.seed = number()?,
            "--players" => spec.players = number()? as usize,
            "--threads" => spec.threads = number()? as usize,
            "--fit" => fit_bins = Some(number()? as usize),
            "--save" => save = Some(value.clone()),
            "--load" => load = Some(value.clone()),
            "--opponents" => {
                spec.opponents =
                    Strength::from_id(value).ok_or_else(|| format!("unknown strength {value}"))?;
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    let loaded = match &load {
        Some(path) => Some(read_samples(path)?),
        None => None,
    };
    if let Some(samples) = &loaded {
        spec.games = samples.iter().map(|s| s.game + 1).max().unwrap_or(0);
    }
    let (samples, shipped) = match game.as_str() {
        "bang" => {
            spec.players = spec.players.max(4);
            (
                loaded.unwrap_or_else(|| measure_game::<bang::State>(&spec)),
                bang::State::rough_win_calibration(spec.opponents, spec.players),
            )
        }
        "knatsch" => {
            spec.players = spec.players.max(2);
            (
                loaded.unwrap_or_else(|| measure_game::<knatsch::State>(&spec)),
                knatsch::State::rough_win_calibration(spec.opponents, spec.players),
            )
        }
        other => return Err(format!("no rough estimate to calibrate in {other:?}")),
    };
    let shipped = shipped.unwrap_or(&Calibration {
        knots: &[],
        games: 0,
    });
    if let Some(path) = &save {
        let text: String = samples
            .iter()
            .map(|s| format!("{}\t{}\t{}\n", s.game, s.predicted, s.outcome))
            .collect();
        std::fs::write(path, text).map_err(|e| format!("cannot write {path}: {e}"))?;
    }
    let games = samples
        .iter()
        .map(|s| s.game)
        .collect::<std::collections::BTreeSet<_>>();
    println!(
        "{game}: {} players vs {} computers, seed {}, {} finished games, {} shown estimates",
        spec.players,
        spec.opponents.id(),
        spec.seed,
        games.len(),
        samples.len()
    );
    print_table("raw estimate", &samples, &|p| p);
    print_table(
        &format!("shipped calibration ({} games)", shipped.games),
        &samples,
        &|p| shipped.apply(p),
    );
    if let Some(bins) = fit_bins {
        let half = spec.games / 2;
        let (fit, check): (Vec<Sample>, Vec<Sample>) = samples.iter().partition(|s| s.game < half);
        let knots = isotonic_knots(&fit, bins);
        let fitted: &'static [(f64, f64)] = Box::leak(knots.clone().into_boxed_slice());
        let fitted = Calibration {
            knots: fitted,
            games: half,
        };
        println!("knots fitted on games 0..{half} ({} estimates):", fit.len());
        let rows: Vec<String> = knots
            .iter()
            .map(|(x, y)| format!("({x:.3}, {y:.3})"))
            .collect();
        println!("    {}", rows.join(", "));
        print_table("raw, held-out games", &check, &|p| p);
        print_table("isotonic fit, held-out games", &check, &|p| fitted.apply(p));
        let (a, b) = logistic_fit(&fit);
        let knots = logistic_knots((a, b));
        println!("logistic fit on games 0..{half}: a = {a:.4}, b = {b:.4}; knots:");
        let rows: Vec<String> = knots
            .iter()
            .map(|(x, y)| format!("({x:.2}, {y:.3})"))
            .collect();
        println!("    {}", rows.join(", "));
        let logistic = Calibration {
            knots: Box::leak(knots.into_boxed_slice()),
            games: half,
        };
        print_table("logistic fit, held-out games", &check, &|p| {
            logistic.apply(p)
        });
    }
    Ok(())
}

/// Samples written by `--save`: `game<TAB>estimate<TAB>result` per line.
fn read_samples(path: &str) -> Result<Vec<Sample>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    text.lines()
        .map(|line| {
            let mut fields = line.split('\t');
            let mut next = || fields.next().ok_or_else(|| format!("short line {line:?}"));
            let bad = |e: std::num::ParseFloatError| format!("{line:?}: {e}");
            let game = next()?
                .parse::<u32>()
                .map_err(|e| format!("{line:?}: {e}"))?;
            let predicted = next()?.parse::<f64>().map_err(bad)?;
            let outcome = next()?.parse::<f64>().map_err(bad)?;
            Ok(Sample {
                game,
                predicted,
                outcome,
            })
        })
        .collect()
}

fn measure_game<G: TableRules>(spec: &CalibrationSpec) -> Vec<Sample> {
    measure::<G>(spec, &|state: &G| {
        state.decision_measure() == Measure::RoughWinChance
    })
}

fn print_table(title: &str, samples: &[Sample], map: &dyn Fn(f64) -> f64) {
    println!(
        "{title}: {} estimates, Brier {:.4} (always the base rate: {:.4})",
        samples.len(),
        brier(samples, map),
        {
            let rate = samples.iter().map(|s| s.outcome).sum::<f64>() / samples.len().max(1) as f64;
            brier(samples, &|_| rate)
        }
    );
    println!("    range      n     shown   won     Wilson 95 %");
    for ReliabilityRow {
        low,
        high,
        n,
        predicted,
        observed,
        wilson,
    } in reliability(samples, map)
    {
        if n == 0 {
            continue;
        }
        println!(
            "    {:>3.0}–{:<3.0}% {n:>5}  {:>5.1}%  {:>5.1}%  {:>5.1}–{:.1}%",
            low * 100.0,
            high * 100.0,
            predicted * 100.0,
            observed * 100.0,
            wilson.0 * 100.0,
            wilson.1 * 100.0
        );
    }
}
