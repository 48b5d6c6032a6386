//! The search's cost per depth, the arena knobs that trade accuracy for depth
//! (`search:q=…,lmp=…`), and what an abandoned iteration still contributes.

use super::super::{
    ai::searcher,
    rules::NoRevisit,
    search::{Limits, MATE_BOUND, search},
    state::{Phase, State},
};
use super::{playouts::random_middle_game, scenarios::game};
use crate::engine::{Budget, Game};

/// `base` searched to a fixed depth (no node or time limit).
fn to_depth(base: &Limits, depth: u32) -> Limits {
    Limits {
        soft_nodes: u64::MAX / 4,
        hard_nodes: u64::MAX / 4,
        max_depth: depth,
        time_cap: None,
        ..base.clone()
    }
}

/// A middle-game board from real play (the first of the benchmark's).
fn middle_game() -> State {
    game(
        ["332.1.", "......", "...3.1", ".....3", "......", "1.2221"],
        0,
        NoRevisit::Edge,
    )
}

#[test]
fn the_quiescence_and_frontier_knobs_change_the_search() {
    let g = middle_game();
    let expert = searcher(true, false);
    let nodes = |depth, quiescence, frontier_replaces| {
        let knobs = Limits {
            quiescence,
            frontier_replaces,
            ..expert.limits.clone()
        };
        search(
            &g,
            &to_depth(&knobs, depth),
            &expert.weights,
            &Budget::unlimited(),
        )
    };
    let full = nodes(2, 2, 0);
    let one_level = nodes(2, 1, 0);
    assert_eq!(full.depth, 2);
    // Fewer levels are cheaper on average (about half the nodes at depth 3 on recorded
    // positions), not on every board; here they only must make a difference.
    assert_ne!(one_level.nodes, full.nodes);
    assert_eq!(one_level.ranked.len(), full.ranked.len());
    // Frontier pruning first bites at depth 3 (at depth 2 the first replies already cut).
    let full = nodes(3, 2, 0);
    let pruned = nodes(3, 2, 4);
    assert!(
        pruned.nodes < full.nodes,
        "{} vs {}",
        pruned.nodes,
        full.nodes
    );
    // Pruning never drops the last legal choice: every root move is still ranked.
    assert_eq!(pruned.ranked.len(), g.legal_action_list().len());
}

/// Nodes and time per depth, and what the Expert's own limits reach, on the decision
/// positions of arena records (every `GYGES_STEP`-th line, default 20; `GYGES_DEPTH` deepest,
/// default 3; `GYGES_Q`/`GYGES_LMP` the knobs):
/// `GYGES_RECORDS=a.rec cargo test --release --lib -- --ignored search_cost_per_depth --nocapture`.
#[test]
#[ignore = "measures search cost on arena records"]
fn search_cost_per_depth() {
    let var = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let files = std::env::var("GYGES_RECORDS").expect("GYGES_RECORDS=file,file");
    let step = var("GYGES_STEP", 20) as usize;
    let deepest = var("GYGES_DEPTH", 3) as u32;
    let mut expert = searcher(true, false);
    expert.limits.quiescence = var("GYGES_Q", u64::from(expert.limits.quiescence)) as u32;
    expert.limits.frontier_replaces = var("GYGES_LMP", 0) as usize;
    let mut positions = Vec::new();
    for file in files.split(',') {
        let text = std::fs::read_to_string(file).expect("record");
        for line in text.lines().step_by(step.max(1)) {
            let Some(Ok(g)) = line.split('\t').nth(3).map(ron::from_str::<State>) else {
                continue;
            };
            if !g.is_over() && g.phase() == Phase::Play {
                positions.push(g);
            }
        }
    }
    assert!(!positions.is_empty(), "no positions");
    let count = positions.len() as f64;
    for depth in 1..=deepest {
        let limits = to_depth(&expert.limits, depth);
        let start = std::time::Instant::now();
        let mut nodes: Vec<u64> = positions
            .iter()
            .map(|g| search(g, &limits, &expert.weights, &Budget::unlimited()).nodes)
            .collect();
        let seconds = start.elapsed().as_secs_f64();
        nodes.sort_unstable();
        let total: u64 = nodes.iter().sum();
        let q = |f: f64| nodes[((nodes.len() - 1) as f64 * f) as usize];
        println!(
            "depth {depth}: {} positions, mean nodes {:.0} (median {}, 90% {}, max {}), \
             mean {:.1} ms, {:.0} k nodes/s",
            positions.len(),
            total as f64 / count,
            q(0.5),
            q(0.9),
            q(1.0),
            1000.0 * seconds / count,
            total as f64 / seconds / 1000.0
        );
    }
    let mut reached = std::collections::BTreeMap::new();
    let start = std::time::Instant::now();
    let mut total = 0;
    for g in &positions {
        let report = search(g, &expert.limits, &expert.weights, &Budget::unlimited());
        total += report.nodes;
        *reached.entry(report.depth).or_insert(0) += 1;
    }
    println!(
        "Expert limits: mean nodes {:.0}, mean {:.1} ms, positions by depth completed {reached:?}",
        total as f64 / count,
        1000.0 * start.elapsed().as_secs_f64() / count
    );
}

/// When the node budget runs out in the last iteration, just before it would have finished,
/// the Expert plays the move that iteration had already proved better than the previous
/// depth's best — the move the finished iteration plays — while a search that ignores
/// abandoned iterations falls back to the previous depth's choice.
#[test]
fn an_abandoned_iteration_still_plays_the_move_it_proved_better() {
    let expert = searcher(true, false);
    let best = |g: &State, limits: &Limits| {
        let report = search(g, limits, &expert.weights, &Budget::unlimited());
        (report.ranked.first().map(|&(_, a)| a), report.nodes)
    };
    let mut changed_minds = 0;
    for seed in 0..40u64 {
        let g = random_middle_game(&super::super::rules::Rules::default(), seed, 2..8);
        if g.is_over() {
            continue;
        }
        let (at_two, _) = best(&g, &to_depth(&expert.limits, 2));
        let (at_three, nodes) = best(&g, &to_depth(&expert.limits, 3));
        if at_two == at_three || nodes < 100 {
            continue;
        }
        // The same search, abandoned at its very last node.
        let cut = |use_partial| Limits {
            hard_nodes: nodes - 1,
            use_partial,
            ..to_depth(&expert.limits, 3)
        };
        let (ignored, _) = best(&g, &cut(false));
        let (kept, _) = best(&g, &cut(true));
        assert_eq!(ignored, at_two, "seed {seed}");
        assert_eq!(kept, at_three, "seed {seed}");
        changed_minds += 1;
        if changed_minds == 3 {
            break;
        }
    }
    assert_eq!(
        changed_minds, 3,
        "too few positions where depth 3 changes its mind"
    );
}

/// Finds three random middle games where `knob` makes a search to `depth` prove a win that
/// the same search without it does not, and checks each win with a plain search (no knob, no
/// reductions) to `confirm_depth`.
fn assert_knob_finds_only_real_wins(knob: fn(&mut Limits), depth: u32, confirm_depth: u32) {
    let expert = searcher(true, false);
    let value = |g: &State, depth: u32, with_knob: bool| {
        let mut limits = Limits {
            threat_probe: 0,
            threat_extension: 0,
            reduce_from: 99,
            ..to_depth(&expert.limits, depth)
        };
        if with_knob {
            knob(&mut limits);
        }
        let report = search(g, &limits, &expert.weights, &Budget::unlimited());
        report.ranked.first().map_or(0, |&(v, _)| v)
    };
    let mut found = 0;
    for seed in 0..400u64 {
        let g = random_middle_game(&super::super::rules::Rules::default(), seed, 4..24);
        if g.is_over() || g.phase() != Phase::Play {
            continue;
        }
        if value(&g, depth, true) > MATE_BOUND && value(&g, depth, false) <= MATE_BOUND {
            assert!(value(&g, confirm_depth, false) > MATE_BOUND, "seed {seed}");
            found += 1;
            if found == 3 {
                break;
            }
        }
    }
    assert_eq!(
        found, 3,
        "too few wins only the knob finds at depth {depth}"
    );
}

/// The horizon's threat probe finds wins two moves beyond the horizon (a threat the opponent
/// cannot parry), and every win it finds is real: a search two plies deeper without the probe
/// proves the same position won.
#[test]
fn the_threat_probe_only_finds_real_wins() {
    assert_knob_finds_only_real_wins(|limits| limits.threat_probe = 2, 2, 4);
}

/// Searching parries one ply deeper finds wins a search of the same depth misses (threat,
/// forced parry, new threat), and every win it finds is real: a search one ply deeper per
/// extension allowed, without extensions, proves it too.
#[test]
fn the_threat_extension_only_finds_real_wins() {
    assert_knob_finds_only_real_wins(|limits| limits.threat_extension = 1, 2, 3);
}

/// A late move that makes a goal threat escapes the late-move reduction: the knob changes
/// the search only where moves are reduced (without reductions it changes nothing).
#[test]
fn late_threat_moves_are_searched_to_full_depth() {
    let expert = searcher(true, false);
    assert!(expert.limits.full_depth_threats);
    let reduce_from = expert.limits.reduce_from;
    let mut changed = 0;
    for seed in 0..60u64 {
        let g = random_middle_game(&super::super::rules::Rules::default(), seed, 6..20);
        if g.is_over() || g.phase() != Phase::Play {
            continue;
        }
        let run = |full_depth_threats: bool, reduce_from: i32| {
            let limits = Limits {
                full_depth_threats,
                reduce_from,
                ..to_depth(&expert.limits, 4)
            };
            search(&g, &limits, &expert.weights, &Budget::unlimited())
        };
        if run(true, reduce_from).nodes == run(false, reduce_from).nodes {
            continue;
        }
        let (with_knob, without) = (run(true, 99), run(false, 99));
        assert_eq!(with_knob.nodes, without.nodes, "seed {seed}");
        assert_eq!(with_knob.ranked, without.ranked, "seed {seed}");
        changed += 1;
        if changed == 3 {
            break;
        }
    }
    assert_eq!(changed, 3, "too few positions with a late threat move");
}
