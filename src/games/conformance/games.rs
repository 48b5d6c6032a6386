//! The conformance suite run for every game (each game's `Covered::conformance` calls it with
//! its presets, a few lines each), and the soak: 10^6 random games per game, run with
//! `cargo test --profile ci --lib soak -- --ignored --nocapture`
//! (`ASOBIBA_SOAK_GAMES=<n>` plays fewer).

use std::time::Instant;

use super::suite::{Plan, Preset, Report, run};
use crate::{app::registry::GAMES, games::coverage::every_game, play::TableRules};

/// Random games per game and preset in CI.
pub(crate) const GAMES_PER_PRESET: u64 = 2_000;

/// The CI plan: every game checked after every action, the load validation after every action
/// on the first games; `determinize` on the first games, save round trips and undo through
/// sessions on a few.
pub(crate) fn ci_plan(seed: u64) -> Plan {
    Plan {
        games: GAMES_PER_PRESET,
        validate: 100,
        determinize: 20,
        sessions: 3,
        seed,
    }
}

/// The preset named `spec` (as `--rules` takes it) at `players` seats.
pub(crate) fn preset<G: TableRules>(spec: &str, players: usize) -> Preset<G> {
    let rules = G::parse_rules(spec).unwrap_or_else(|e| panic!("{} preset {spec}: {e}", G::ID));
    Preset { rules, players }
}

#[test]
fn every_game_conforms() {
    every_game(|c| c.conformance);
}

/// Plays `games` random games of `G` per soak, spread over `presets`; prints and returns the
/// figures (games, actions, CPU seconds, violations).
pub(crate) fn soak_game<G: TableRules>(
    presets: &[Preset<G>],
    spec: &super::suite::Spec<G>,
    games: u64,
) -> Report {
    let started = Instant::now();
    let mut total = Report::default();
    let per = games.div_ceil(presets.len() as u64);
    for (i, preset) in presets.iter().enumerate() {
        let plan = Plan {
            games: per,
            validate: per / 10,
            determinize: per / 100,
            sessions: per / 10_000,
            seed: 1 << 40 | (i as u64) << 32,
        };
        let report = run(preset, spec, plan, &mut |_| {});
        total.games += report.games;
        total.actions += report.actions;
        total.violations += report.violations;
        total.notes.extend(report.notes);
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "soak {}: {} games, {} actions, {seconds:.1} s, {:.0} games/s, {} violations",
        G::ID,
        total.games,
        total.actions,
        total.games as f64 / seconds.max(1e-9),
        total.violations
    );
    for note in &total.notes {
        println!("  {note}");
    }
    total
}

#[test]
#[ignore = "soak: 10^6 games per game; cargo test --profile ci --lib soak -- --ignored --nocapture"]
fn soak() {
    let games = std::env::var("ASOBIBA_SOAK_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000_000);
    let violations: u64 = GAMES.iter().map(|info| (info.coverage.soak)(games)).sum();
    assert_eq!(violations, 0);
}
