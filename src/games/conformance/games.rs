//! The conformance suite called for every game and rule preset, a few lines each, and the soak:
//! 10^6 random games per game, run with
//! `cargo test --profile ci --lib soak -- --ignored --nocapture`
//! (`ASOBIBA_SOAK_GAMES=<n>` plays fewer).

use std::time::Instant;

use super::suite::{Plan, Preset, Report, Spec, check, check_with, run};
use crate::{
    games::{
        aegis, bang, demo, en_garde, gyges,
        knatsch::{self, Rules as KnatschRules},
    },
    play::TableRules,
};

/// Random games per game and preset in CI.
const GAMES: u64 = 2_000;

/// The CI plan: every game checked after every action, the load validation after every action
/// on the first games; `determinize` on the first games, save round trips and undo through
/// sessions on a few.
fn ci_plan(seed: u64) -> Plan {
    Plan {
        games: GAMES,
        validate: 100,
        determinize: 20,
        sessions: 3,
        seed,
    }
}

fn en_garde_spec() -> Spec<en_garde::State> {
    Spec {
        invariant: en_garde::tests::playouts::check,
        max_actions: 3_000,
        unit_sum: true,
    }
}

fn gyges_spec() -> Spec<gyges::State> {
    Spec {
        invariant: gyges::tests::playouts::check,
        max_actions: 20_000,
        unit_sum: true,
    }
}

fn bang_spec() -> Spec<bang::State> {
    Spec {
        invariant: bang::tests::playouts::check,
        max_actions: 10_000,
        unit_sum: false,
    }
}

fn knatsch_spec() -> Spec<knatsch::State> {
    Spec {
        invariant: knatsch::tests::playouts::check,
        max_actions: 200_000,
        unit_sum: true,
    }
}

fn aegis_spec() -> Spec<aegis::State> {
    Spec {
        invariant: aegis::tests::playouts::check_cards,
        max_actions: 10_000,
        unit_sum: true,
    }
}

fn demo_spec() -> Spec<demo::DemoGame> {
    Spec {
        invariant: |_| {},
        max_actions: 100,
        unit_sum: true,
    }
}

/// The preset named `spec` (as `--rules` takes it) at `players` seats.
fn preset<G: TableRules>(spec: &str, players: usize) -> Preset<G> {
    let rules = G::parse_rules(spec).unwrap_or_else(|e| panic!("{} preset {spec}: {e}", G::ID));
    Preset { rules, players }
}

#[test]
fn en_garde_conforms() {
    for (i, level) in ["level=basic", "level=standard", "level=full"]
        .into_iter()
        .enumerate()
    {
        let mut wins = [0; 2];
        check_with(
            &preset::<en_garde::State>(level, 2),
            &en_garde_spec(),
            ci_plan(i as u64 * GAMES),
            &mut |g| {
                let [a, b] = g.scores();
                assert!(a == 5 || b == 5, "a match ends at five touches: {a}-{b}");
                wins[usize::from(b == 5)] += 1;
            },
        );
        assert!(wins[0] > 100 && wins[1] > 100, "{level}: {wins:?}");
    }
}

#[test]
fn gyges_conforms() {
    let mut wins = [0; 2];
    // Random Gygès games are long; `determinize` is the identity (perfect information).
    let plan = Plan {
        validate: 30,
        determinize: 3,
        sessions: 1,
        ..ci_plan(0)
    };
    check_with(
        &preset::<gyges::State>("", 2),
        &gyges_spec(),
        plan,
        &mut |g| wins[g.winner().unwrap_or(0)] += 1,
    );
    assert!(wins[0] > 100 && wins[1] > 100, "{wins:?}");
}

#[test]
fn bang_conforms() {
    for players in 4..=7 {
        let mut wins = [0; 3];
        let report = check_with(
            &preset::<bang::State>("", players),
            &bang_spec(),
            Plan {
                validate: 50,
                sessions: 2,
                ..ci_plan(players as u64 * GAMES)
            },
            &mut |g| wins[g.winner().map_or(0, |w| w as usize)] += 1,
        );
        // Every side wins some random games, and they are not trivially short.
        assert!(wins.iter().all(|&w| w > 0), "{players}p wins {wins:?}");
        assert!(report.actions / report.games > 30, "{players}p: too short");
    }
}

#[test]
fn bang_variants_conform() {
    for (i, (rules, players)) in [("official", 5), ("characters=pick", 7)]
        .into_iter()
        .enumerate()
    {
        let plan = Plan {
            games: 300,
            validate: 30,
            determinize: 10,
            sessions: 1,
            seed: 90_000 + i as u64 * 1_000,
        };
        check(&preset::<bang::State>(rules, players), &bang_spec(), plan);
    }
}

#[test]
fn knatsch_conforms() {
    for players in 2..=6 {
        let mut won = 0;
        check_with(
            &preset::<knatsch::State>("", players),
            &knatsch_spec(),
            Plan {
                validate: 30,
                determinize: 10,
                sessions: 1,
                ..ci_plan(players as u64 * GAMES)
            },
            &mut |g| won += usize::from(g.winner().is_some()),
        );
        assert!(
            won * 10 >= GAMES as usize * 9,
            "{players}p: {won} games won"
        );
    }
}

#[test]
fn knatsch_variants_conform() {
    let preset = Preset::<knatsch::State> {
        rules: KnatschRules {
            strict_beat: true,
            king_at_end: true,
            free_keeps: true,
        },
        players: 4,
    };
    let plan = Plan {
        games: 500,
        validate: 30,
        determinize: 10,
        sessions: 1,
        seed: 77,
    };
    check(&preset, &knatsch_spec(), plan);
}

#[test]
fn aegis_conforms() {
    check(&preset::<aegis::State>("", 2), &aegis_spec(), ci_plan(0));
}

#[test]
fn demo_conforms() {
    let preset = Preset {
        rules: demo::DemoRules::default(),
        players: 2,
    };
    check(&preset, &demo_spec(), ci_plan(0));
}

/// Plays `games` random games of `G` per soak, spread over `presets`; prints and returns the
/// figures (games, actions, CPU seconds, violations).
fn soak_game<G: TableRules>(presets: &[Preset<G>], spec: &Spec<G>, games: u64) -> Report {
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
    let levels = ["level=basic", "level=standard", "level=full"];
    let violations = [
        soak_game(
            &levels.map(|l| preset::<en_garde::State>(l, 2)),
            &en_garde_spec(),
            games,
        ),
        soak_game(&[preset::<gyges::State>("", 2)], &gyges_spec(), games),
        soak_game(
            &[4, 5, 6, 7].map(|n| preset::<bang::State>("", n)),
            &bang_spec(),
            games,
        ),
        soak_game(
            &[2, 3, 4, 5, 6].map(|n| preset::<knatsch::State>("", n)),
            &knatsch_spec(),
            games,
        ),
        soak_game(&[preset::<aegis::State>("", 2)], &aegis_spec(), games),
    ]
    .iter()
    .map(|r| r.violations)
    .sum::<u64>();
    assert_eq!(violations, 0);
}
