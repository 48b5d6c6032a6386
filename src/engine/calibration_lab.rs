//! Laboratory: how well a shown win estimate matches results. Self-play games where seat 0 (the
//! human's seat at the table) plays the Expert's hint and every other seat is the table's
//! computer; at each of seat 0's decisions that a predicate selects, the Expert's value (the
//! number the hint shows) is recorded, and at the end whether seat 0 won. From such samples:
//! a reliability table per decile, the Brier score, and a monotone fit (pool adjacent
//! violators) for a [`super::calibration::Calibration`].

use std::sync::{
    Mutex,
    atomic::{AtomicU32, Ordering},
};

use super::{Budget, GameDef, Player, Strength, Turn, arena::wilson95, rng_from_seed};

/// The human's seat at the table.
const HUMAN: Player = 0;

/// What to measure.
#[derive(Clone, Debug)]
pub struct CalibrationSpec {
    /// Seats at the table.
    pub players: usize,
    /// The table's computers.
    pub opponents: Strength,
    /// The first game's index: a long run can be played in parts (`first` 0, 100, 200, …)
    /// whose samples add up to one run.
    pub first: u32,
    /// Games to play.
    pub games: u32,
    /// Master seed: game `k` is dealt from a mix of it and `k` (the whole deal space).
    pub seed: u64,
    /// Games played at once.
    pub threads: usize,
    /// Decisions after which a game is dropped as unfinished.
    pub move_cap: u32,
}

/// One shown estimate and how the game ended for its seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// The game it came from (its index in the run).
    pub game: u32,
    /// The shown estimate in `[0, 1]`.
    pub predicted: f64,
    /// The seat's result: 1 won, 0 lost (a share for a draw).
    pub outcome: f64,
}

/// Plays `spec`'s games of `G` and returns the samples of every decision of seat 0 for which
/// `shown` is true (the decisions whose hint shows the estimate under test).
pub fn measure<G: GameDef>(
    spec: &CalibrationSpec,
    shown: &(dyn Fn(&G) -> bool + Sync),
) -> Vec<Sample> {
    let rules = G::Rules::default();
    let expert = G::bot(Strength::Expert);
    let table = G::bot(spec.opponents);
    let next = AtomicU32::new(0);
    let samples = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..spec.threads.clamp(1, 64) {
            scope.spawn(|| {
                loop {
                    let played = next.fetch_add(1, Ordering::Relaxed);
                    if played >= spec.games {
                        break;
                    }
                    let game = spec.first + played;
                    let seed = mix(spec.seed, u64::from(game));
                    let mut rng = rng_from_seed(seed);
                    let mut state = G::new_game(&rules, spec.players, None, &mut rng);
                    let budget = Budget::unlimited();
                    let mut shown_values = Vec::new();
                    let mut decisions = 0;
                    let outcome = loop {
                        match state.to_move() {
                            Turn::Over => break state.returns().get(HUMAN).copied(),
                            Turn::Chance => {
                                let outcome = state.sample_chance(&mut rng);
                                state.apply_unchecked(outcome);
                            }
                            Turn::Player(p) => {
                                decisions += 1;
                                if decisions > spec.move_cap {
                                    break None;
                                }
                                let bot = if p == HUMAN { &expert } else { &table };
                                let ranked = bot.rank(&state, p, &budget, &mut rng);
                                let Some(best) = ranked.first() else {
                                    break None;
                                };
                                if p == HUMAN
                                    && state.legal_action_list().len() > 1
                                    && shown(&state)
                                {
                                    shown_values.push(best.value.clamp(0.0, 1.0));
                                }
                                if state.apply(best.action).is_err() {
                                    break None;
                                }
                            }
                        }
                    };
                    let Some(outcome) = outcome else { continue };
                    if let Ok(mut all) = samples.lock() {
                        all.extend(shown_values.into_iter().map(|predicted| Sample {
                            game,
                            predicted,
                            outcome,
                        }));
                    }
                }
            });
        }
    });
    let mut samples = samples.into_inner().unwrap_or_default();
    samples.sort_by_key(|s| s.game);
    samples
}

/// One row of a reliability table: the samples whose estimate fell in `[low, high)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReliabilityRow {
    /// Lower end of the estimate's range.
    pub low: f64,
    /// Upper end.
    pub high: f64,
    /// Samples in the range.
    pub n: usize,
    /// Their mean estimate.
    pub predicted: f64,
    /// Their mean result.
    pub observed: f64,
    /// Wilson 95 % interval of the observed rate (samples taken as independent).
    pub wilson: (f64, f64),
}

/// The reliability table in ten ranges of the estimate (0–10 %, …, 90–100 %), with `map`
/// applied to each estimate first.
pub fn reliability(samples: &[Sample], map: &dyn Fn(f64) -> f64) -> Vec<ReliabilityRow> {
    (0..10)
        .map(|d| {
            let (low, high) = (f64::from(d) / 10.0, f64::from(d + 1) / 10.0);
            let inside: Vec<(f64, f64)> = samples
                .iter()
                .map(|s| (map(s.predicted), s.outcome))
                .filter(|&(p, _)| p >= low && (p < high || (d == 9 && p <= 1.0)))
                .collect();
            let n = inside.len();
            let mean = |f: fn(&(f64, f64)) -> f64| {
                if n == 0 {
                    0.0
                } else {
                    inside.iter().map(f).sum::<f64>() / n as f64
                }
            };
            let observed = mean(|s| s.1);
            ReliabilityRow {
                low,
                high,
                n,
                predicted: mean(|s| s.0),
                observed,
                wilson: wilson95(observed, n),
            }
        })
        .collect()
}

/// The Brier score (mean squared error of the estimate against the result), with `map` applied
/// to each estimate first.
pub fn brier(samples: &[Sample], map: &dyn Fn(f64) -> f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    samples
        .iter()
        .map(|s| (map(s.predicted) - s.outcome).powi(2))
        .sum::<f64>()
        / samples.len() as f64
}

/// A monotone (non-decreasing) fit of result on estimate: the samples sorted by estimate, cut
/// into `bins` groups of equal size, each group's mean result pooled with its neighbours where
/// they would fall (pool adjacent violators). Returns knots `(mean estimate, fitted rate)`
/// ascending in both, for a piecewise-linear map.
pub fn isotonic_knots(samples: &[Sample], bins: usize) -> Vec<(f64, f64)> {
    let mut sorted: Vec<(f64, f64)> = samples.iter().map(|s| (s.predicted, s.outcome)).collect();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0));
    let bins = bins.clamp(1, sorted.len().max(1));
    // Blocks of (sum of estimates, sum of results, weight).
    let mut blocks: Vec<(f64, f64, f64)> = Vec::new();
    for b in 0..bins {
        let group = &sorted[b * sorted.len() / bins..(b + 1) * sorted.len() / bins];
        if group.is_empty() {
            continue;
        }
        let mut block = (
            group.iter().map(|s| s.0).sum::<f64>(),
            group.iter().map(|s| s.1).sum::<f64>(),
            group.len() as f64,
        );
        // Pool with the previous blocks while their rate is above this one's.
        while let Some(&last) = blocks.last() {
            if last.1 / last.2 <= block.1 / block.2 {
                break;
            }
            blocks.pop();
            block = (last.0 + block.0, last.1 + block.1, last.2 + block.2);
        }
        blocks.push(block);
    }
    blocks.iter().map(|&(p, o, w)| (p / w, o / w)).collect()
}

/// A logistic fit on the logit of the estimate (Platt scaling): the `(a, b)` that minimise the
/// log loss of `σ(a · logit(p) + b)` against the results, by Newton's method; `a` is kept
/// positive so the map rises.
pub fn logistic_fit(samples: &[Sample]) -> (f64, f64) {
    let (mut a, mut b) = (1.0f64, 0.0f64);
    for _ in 0..50 {
        // Gradient and Hessian of the mean log loss.
        let (mut ga, mut gb, mut haa, mut hab, mut hbb) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for s in samples {
            let x = logit(s.predicted);
            let q = sigmoid(a * x + b);
            let r = q - s.outcome;
            let w = q * (1.0 - q);
            ga += r * x;
            gb += r;
            haa += w * x * x;
            hab += w * x;
            hbb += w;
        }
        let det = haa * hbb - hab * hab;
        if det.abs() < 1e-12 {
            break;
        }
        let da = (hbb * ga - hab * gb) / det;
        let db = (haa * gb - hab * ga) / det;
        a = (a - da).max(0.05);
        b -= db;
        if da.abs() < 1e-9 && db.abs() < 1e-9 {
            break;
        }
    }
    (a, b)
}

/// Knots of the logistic map `(a, b)` at every twentieth of the estimate (ends kept off 0 and
/// 1, where the logit is infinite), for a piecewise-linear [`super::calibration::Calibration`].
pub fn logistic_knots((a, b): (f64, f64)) -> Vec<(f64, f64)> {
    (0..=20)
        .map(|i| {
            let p = (f64::from(i) / 20.0).clamp(0.01, 0.99);
            (p, sigmoid(a * logit(p) + b))
        })
        .collect()
}

/// The logit of `p`, kept finite (`p` clamped to `[0.01, 0.99]`).
fn logit(p: f64) -> f64 {
    let p = p.clamp(0.01, 0.99);
    (p / (1.0 - p)).ln()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// A reproducible 64-bit mix of two numbers (splitmix64 finaliser), as the arena deals.
fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(predicted: f64, outcome: f64) -> Sample {
        Sample {
            game: 0,
            predicted,
            outcome,
        }
    }

    #[test]
    fn the_fit_pools_a_falling_pair_and_keeps_a_rising_one() {
        let samples = [
            sample(0.1, 0.0),
            sample(0.2, 1.0),
            sample(0.3, 0.0),
            sample(0.4, 1.0),
        ];
        // Four bins: rates 0, 1, 0, 1; the 1, 0 pair pools to ½.
        let knots = isotonic_knots(&samples, 4);
        assert_eq!(knots.len(), 3, "{knots:?}");
        assert_eq!(knots[0], (0.1, 0.0));
        assert!((knots[1].0 - 0.25).abs() < 1e-12 && (knots[1].1 - 0.5).abs() < 1e-12);
        assert_eq!(knots[2], (0.4, 1.0));
    }

    #[test]
    fn the_logistic_fit_finds_a_known_curve() {
        // Results drawn so that the true rate is σ(2 · logit(p) + 0.5): the fit finds it back.
        let (a0, b0) = (2.0, 0.5);
        let mut samples = Vec::new();
        for i in 1..100 {
            let p = f64::from(i) / 100.0;
            let rate = sigmoid(a0 * logit(p) + b0);
            // 200 results at this estimate with exactly the rate's share of wins.
            let wins = (rate * 200.0).round() as usize;
            samples.extend((0..200).map(|k| sample(p, f64::from(u8::from(k < wins)))));
        }
        let (a, b) = logistic_fit(&samples);
        assert!((a - a0).abs() < 0.05 && (b - b0).abs() < 0.05, "{a} {b}");
        let knots = logistic_knots((a, b));
        assert!(knots.windows(2).all(|w| w[0].1 < w[1].1));
    }

    #[test]
    fn reliability_and_brier_count_what_they_say() {
        let samples = [sample(0.05, 0.0), sample(0.05, 1.0), sample(0.95, 1.0)];
        let rows = reliability(&samples, &|p| p);
        assert_eq!(rows[0].n, 2);
        assert!((rows[0].observed - 0.5).abs() < 1e-12);
        assert_eq!(rows[9].n, 1);
        assert_eq!(rows.iter().map(|r| r.n).sum::<usize>(), 3);
        let b = brier(&samples, &|p| p);
        assert!((b - (0.0025 + 0.9025 + 0.0025) / 3.0).abs() < 1e-12, "{b}");
    }
}
