//! Random playouts: invariants over many seeded games under both no-revisit rules, move counts
//! from the research's measurements, and the takeback filter as a property.

use rand::RngExt as _;

use super::super::{
    actions::{Action, Event},
    board::Point,
    rules::{NoRevisit, Rules, SetupOrder},
    state::{Phase, State},
};
use crate::engine::{Game, GameDef, Turn, rng_from_seed};

fn random_game(
    rules: &Rules,
    seed: u64,
    mut check: impl FnMut(&State, &[Action], &[Event]),
) -> State {
    let mut rng = rng_from_seed(seed);
    let mut g = State::new_game(rules, 2, None, &mut rng);
    for _ in 0..20_000 {
        let legal = g.legal_action_list();
        if g.is_over() {
            assert!(legal.is_empty());
            return g;
        }
        assert!(!legal.is_empty(), "no legal action in a running game");
        let action = legal[rng.random_range(0..legal.len())];
        let mut events = Vec::new();
        g.apply_traced_for_test(action, &mut events);
        check(&g, &legal, &events);
    }
    g
}

/// A random arena start (see [`State::arena_start`]) played on with a random number of
/// random moves from `plies` (fewer if the game ends): middle-game boards for search tests.
pub(crate) fn random_middle_game(rules: &Rules, seed: u64, plies: std::ops::Range<usize>) -> State {
    let mut rng = rng_from_seed(seed);
    let mut g = State::arena_start(rules, "random", &mut rng).expect("the random start exists");
    for _ in 0..rng.random_range(plies) {
        let legal = g.legal_action_list();
        if g.is_over() || legal.is_empty() {
            break;
        }
        g.apply_unchecked(legal[rng.random_range(0..legal.len())]);
    }
    g
}

impl State {
    fn apply_traced_for_test(&mut self, action: Action, events: &mut Vec<Event>) {
        crate::play::TableRules::apply_traced(self, action, events)
            .expect("a legal action applies");
    }
}

/// Every piece on the board or in a supply, the one that reached the goal gone (the suite's
/// invariant for Gygès; the conformance suite runs the bulk of the random games).
pub(crate) fn check(g: &State) {
    let counts = g.position().counts();
    let placed: u8 = counts[1..].iter().sum();
    let left: u8 = (0..2).map(|p| g.supply(p)[1..].iter().sum::<u8>()).sum();
    assert_eq!(
        placed + left,
        12 - u8::from(matches!(g.phase(), Phase::Over(Some(_)))),
        "twelve pieces"
    );
}

#[test]
fn random_games_report_paths_and_wins_in_their_events() {
    let mut finished = 0;
    let mut wins = [0; 2];
    for (i, rule) in [NoRevisit::Square, NoRevisit::Edge].into_iter().enumerate() {
        for setup in [SetupOrder::Alternate, SetupOrder::AllAtOnce] {
            let rules = Rules {
                no_revisit: rule,
                setup,
                ..Rules::default()
            };
            for seed in 0..50u64 {
                let g = random_game(&rules, seed * 7 + i as u64, |g, _legal, events| {
                    check(g);
                    for event in events {
                        if let Event::Moved { path, .. } = event {
                            // Only the last point of a path can be the goal.
                            let goals = path.iter().filter(|p| **p == Point::Goal).count();
                            assert!(goals == 0 || path.last() == Some(&Point::Goal));
                        }
                        if let Event::Won { player } = event {
                            assert_eq!(g.winner(), Some(*player));
                        }
                    }
                });
                if g.is_over() {
                    finished += 1;
                    if let Some(w) = g.winner() {
                        wins[w] += 1;
                    }
                }
            }
        }
    }
    assert_eq!(
        finished, 200,
        "every random game ends within 20,000 decisions"
    );
    assert!(wins[0] > 30 && wins[1] > 30, "{wins:?}");
}

#[test]
fn illegal_actions_are_refused_and_leave_the_state_unchanged() {
    let rules = Rules::default();
    let mut rng = rng_from_seed(5);
    let mut g = State::new_game(&rules, 2, Some(0), &mut rng);
    for step in 0..80 {
        if g.is_over() {
            break;
        }
        let legal = g.legal_action_list();
        let candidates = [
            Action::Pass,
            Action::Place { col: 0, rings: 1 },
            Action::Move {
                from: super::super::board::Sq(35),
                to: Point::Goal,
            },
        ];
        for bad in candidates.into_iter().filter(|a| !legal.contains(a)) {
            let before = g.clone();
            assert!(g.apply(bad).is_err(), "step {step}: {bad:?}");
            assert_eq!(g, before);
        }
        let a = legal[rng.random_range(0..legal.len())];
        g.apply(a).expect("legal");
        if step % 10 == 0 {
            let text = ron::to_string(&g).expect("ron");
            assert_eq!(ron::from_str::<State>(&text).expect("back"), g);
        }
    }
}

#[test]
fn the_takeback_filter_keeps_exactly_the_safe_moves() {
    let free = Rules::default();
    let careful = Rules {
        takeback: true,
        ..Rules::default()
    };
    let mut checked = 0;
    for seed in 0..40u64 {
        random_game(&free, seed, |g, _, _| {
            if g.phase() != Phase::Play || checked > 200 {
                return;
            }
            let Turn::Player(p) = g.to_move() else { return };
            let raw = g.legal_action_list();
            let strict = State::from_position(careful.clone(), *g.position(), p);
            let kept = strict.legal_action_list();
            let safe: Vec<Action> = raw
                .iter()
                .copied()
                .filter(|&a| {
                    matches!(
                        a,
                        Action::Move {
                            to: Point::Goal,
                            ..
                        }
                    ) || !g.gives_immediate_win(a)
                })
                .collect();
            let expected = if safe.is_empty() { raw } else { safe };
            assert_eq!(kept, expected);
            checked += 1;
        });
    }
    assert!(checked > 100);
}

/// docs/research/gyges.md §4.2 (edge rule, Replace on, fallback on).
#[test]
fn first_move_counts_match_the_research_measurements() {
    use super::super::position::Position;
    let edge = Rules {
        no_revisit: NoRevisit::Edge,
        ..Rules::default()
    };
    let symmetric =
        Position::from_rows(&["321123", "......", "......", "......", "......", "321123"])
            .expect("board");
    let g = State::from_position(edge.clone(), symmetric, 0);
    let legal = g.legal_action_list();
    let replaces = legal
        .iter()
        .filter(|a| matches!(a, Action::Replace { .. }))
        .count();
    assert_eq!((legal.len(), legal.len() - replaces), (224, 24));

    // Every start board: 90 arrangements per side.
    let mut rows = Vec::new();
    permute(&mut vec![1, 1, 2, 2, 3, 3], 0, &mut rows);
    rows.sort();
    rows.dedup();
    assert_eq!(rows.len(), 90);
    let beginner = Rules {
        no_replace: true,
        ..edge.clone()
    };
    let (mut min, mut max, mut sum) = (usize::MAX, 0, 0);
    let (mut bmin, mut bmax, mut bsum) = (usize::MAX, 0, 0);
    for south in &rows {
        for north in &rows {
            let top: String = north.iter().map(|n| char::from(b'0' + n)).collect();
            let bottom: String = south.iter().map(|n| char::from(b'0' + n)).collect();
            let p = Position::from_rows(&[&top, "......", "......", "......", "......", &bottom])
                .expect("board");
            let n = State::from_position(edge.clone(), p, 0)
                .legal_action_list()
                .len();
            let b = State::from_position(beginner.clone(), p, 0)
                .legal_action_list()
                .len();
            (min, max, sum) = (min.min(n), max.max(n), sum + n);
            (bmin, bmax, bsum) = (bmin.min(b), bmax.max(b), bsum + b);
        }
    }
    let boards = (rows.len() * rows.len()) as f64;
    assert_eq!((min, max), (173, 544));
    assert!(
        (sum as f64 / boards - 294.0).abs() < 0.5,
        "mean {}",
        sum as f64 / boards
    );
    assert_eq!((bmin, bmax), (23, 44));
    assert!(
        (bsum as f64 / boards - 29.7).abs() < 0.05,
        "mean {}",
        bsum as f64 / boards
    );
}

fn permute(items: &mut Vec<u8>, k: usize, out: &mut Vec<Vec<u8>>) {
    if k == items.len() {
        out.push(items.clone());
        return;
    }
    for i in k..items.len() {
        items.swap(k, i);
        permute(items, k + 1, out);
        items.swap(k, i);
    }
}

/// Depth, nodes and CPU time of the Expert's decisions over a few self-play games from random
/// starts: `cargo test --release -- --ignored probe_search_speed --nocapture`.
#[test]
#[ignore = "timing probe"]
#[cfg(feature = "lab")]
fn probe_search_speed() {
    use crate::engine::{Budget, cpu::thread_cpu};
    let expert = super::super::ai::searcher(true, false);
    for seed in 0..4u64 {
        let rules = Rules {
            no_revisit: NoRevisit::Edge,
            ..Rules::default()
        };
        let mut rng = rng_from_seed(seed);
        let mut g = State::arena_start(&rules, "random", &mut rng).expect("start");
        while !g.is_over() {
            let before = thread_cpu().unwrap_or_default();
            let report = super::super::search::search(
                &g,
                &expert.limits,
                &expert.weights,
                &Budget::unlimited(),
            );
            let cpu = thread_cpu().unwrap_or_default().saturating_sub(before);
            eprintln!(
                "seed {seed} moves {:>4} depth {:>2} nodes {:>7} cpu {:>6.1} ms score {}",
                g.legal_action_list().len(),
                report.depth,
                report.nodes,
                cpu.as_secs_f64() * 1000.0,
                report.ranked[0].0
            );
            g.apply_unchecked(report.ranked[0].1);
        }
    }
}

#[test]
#[cfg(feature = "lab")]
fn the_arena_offers_its_named_opponents_and_refuses_unknown_ones() {
    use crate::engine::{Strength, arena::ArenaSpec};
    let unknown = ArenaSpec {
        named: [None, Some("expert-2099".into())],
        games: 2,
        ..ArenaSpec::default()
    };
    assert!(super::super::run_arena(&unknown).is_err());
    let garbage = ArenaSpec {
        named: [None, Some("search:w=1/2".into())],
        games: 2,
        ..ArenaSpec::default()
    };
    assert!(super::super::run_arena(&garbage).is_err());
    let weights = super::super::eval::Weights::EXPERT.0.map(|w| w.to_string());
    let variant = format!("search:nodes=500,w={}", weights.join("/"));
    assert_eq!(
        super::super::ai::variant(&variant).map(|b| (b.limits.hard_nodes, b.weights)),
        Some((
            500 * super::super::ai::HARD_PER_SOFT,
            super::super::eval::Weights::EXPERT
        ))
    );
    let knobs = super::super::ai::variant("search:q=1,lmp=16").map(|b| b.limits);
    assert_eq!(
        knobs.map(|l| (l.quiescence, l.frontier_replaces)),
        Some((1, 16))
    );
    let knobs =
        super::super::ai::variant("search:nodes=9,hard=40,lmr=2,partial=0").map(|b| b.limits);
    assert_eq!(
        knobs.map(|l| (l.soft_nodes, l.hard_nodes, l.reduce_from, l.use_partial)),
        Some((9, 40, 2, false))
    );
    assert!(super::super::ai::variant("search:lmp=-1").is_none());
    let extended = super::super::ai::variant("search:ext=2").map(|b| b.limits.threat_extension);
    assert_eq!(extended, Some(2));
    use super::super::baseline::FrozenExpert;
    let deeper = "expert-2026-11:depth=5,nodes=3000";
    assert_eq!(
        FrozenExpert::named(deeper).map(|b| (b.config().max_depth, b.config().max_nodes)),
        Some((5, 3000))
    );
    assert_eq!(
        FrozenExpert::named(super::super::baseline::NAME).map(|b| b.config().max_depth),
        Some(3)
    );
    for bad in [
        "expert-2026-11:depth=0",
        "expert-2026-11:x=1",
        "expert-2026-11x",
    ] {
        assert!(FrozenExpert::named(bad).is_none(), "{bad}");
    }
    // Short games (set-up plus a few moves) so the test stays quick.
    for name in [
        super::super::baseline::NAME,
        deeper,
        super::super::reference::NAME,
        &variant,
    ] {
        let spec = ArenaSpec {
            a: Strength::Random,
            named: [None, Some(name.into())],
            games: 2,
            move_cap: 16,
            ..ArenaSpec::default()
        };
        let report = super::super::run_arena(&spec).expect("a named opponent");
        assert_eq!(report.games, 2);
        assert_eq!(report.labels, ["random".to_owned(), name.to_owned()]);
    }
}
