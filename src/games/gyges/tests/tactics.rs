//! The tactics suite: positions with a win in one, with losses in one to avoid, and with a
//! forced win in three plies, stored as data (`testdata/tactics.txt`). A brute-force oracle,
//! independent of the search, checks that each position is what it claims and that the
//! Expert's answer is right.

use super::super::{
    actions::Action,
    ai::searcher,
    board::Point,
    position::Position,
    rules::{NoRevisit, Rules},
    state::State,
};
use crate::engine::{Bot, Budget, Game, rng_from_seed};

const DATA: &str = include_str!("../testdata/tactics.txt");

fn is_win(a: Action) -> bool {
    matches!(
        a,
        Action::Move {
            to: Point::Goal,
            ..
        }
    )
}

fn wins_now(g: &State) -> bool {
    g.legal_action_list().into_iter().any(is_win)
}

fn after(g: &State, a: Action) -> State {
    let mut next = g.clone();
    next.apply_unchecked(a);
    next
}

/// The mover can force a win within three plies with `a` (wins at once, or every reply leaves
/// a win in one).
fn forces_win(g: &State, a: Action) -> bool {
    if is_win(a) {
        return true;
    }
    let next = after(g, a);
    if next.is_over() {
        return false;
    }
    next.legal_action_list().into_iter().all(|r| {
        let back = after(&next, r);
        !back.is_over() && wins_now(&back)
    })
}

fn loses_at_once(g: &State, a: Action) -> bool {
    !is_win(a) && wins_now(&after(g, a))
}

struct Puzzle {
    kind: String,
    state: State,
}

fn puzzles() -> Vec<Puzzle> {
    DATA.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let parts: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(parts.len(), 9, "{line}");
            let rule = if parts[1] == "edge" {
                NoRevisit::Edge
            } else {
                NoRevisit::Square
            };
            let to_move = parts[2].parse().expect("seat");
            let rows: Vec<&str> = parts[3..].to_vec();
            let position = Position::from_rows(&rows).expect("board");
            let rules = Rules {
                no_revisit: rule,
                ..Rules::default()
            };
            Puzzle {
                kind: parts[0].to_owned(),
                state: State::from_position(rules, position, to_move),
            }
        })
        .collect()
}

#[test]
fn the_expert_solves_every_tactic() {
    // Node budget only, so the result never depends on the machine's speed.
    let expert = searcher(true, false);
    let all = puzzles();
    assert!(all.len() >= 30, "{} puzzles", all.len());
    let mut kinds = std::collections::BTreeMap::new();
    for (i, p) in all.iter().enumerate() {
        let g = &p.state;
        let player = g.current_player().expect("to move");
        let legal = g.legal_action_list();
        let choice = expert.choose(
            g,
            player,
            &Budget::unlimited(),
            &mut rng_from_seed(i as u64),
        );
        *kinds.entry(p.kind.clone()).or_insert(0) += 1;
        match p.kind.as_str() {
            "win1" => {
                assert!(legal.iter().any(|&a| is_win(a)), "#{i} has a win in one");
                assert!(
                    is_win(choice),
                    "#{i}: the Expert missed the win: {choice:?}"
                );
            }
            "avoid1" => {
                assert!(!wins_now(g), "#{i} is not a win in one");
                let losing = legal.iter().filter(|&&a| loses_at_once(g, a)).count();
                assert!(
                    losing > 0 && losing < legal.len(),
                    "#{i}: {losing} of {} lose",
                    legal.len()
                );
                assert!(
                    !loses_at_once(g, choice),
                    "#{i}: the Expert walked into a loss: {choice:?}"
                );
            }
            "win3" => {
                assert!(!wins_now(g), "#{i} is not a win in one");
                assert!(
                    legal.iter().any(|&a| forces_win(g, a)),
                    "#{i} has a forced win"
                );
                assert!(
                    forces_win(g, choice),
                    "#{i}: the Expert missed the forced win: {choice:?}"
                );
            }
            other => panic!("unknown puzzle kind {other}"),
        }
    }
    for kind in ["win1", "avoid1", "win3"] {
        assert!(kinds.get(kind).copied().unwrap_or(0) >= 10, "{kinds:?}");
    }
}

/// Writes candidate puzzles from random games (run by hand to extend the data file):
/// `cargo test --release -- --ignored generate_tactics --nocapture`.
#[test]
#[ignore = "generates test data"]
fn generate_tactics() {
    use rand::RngExt as _;
    let mut found = std::collections::BTreeMap::<&str, usize>::new();
    for seed in 0..12_000u64 {
        let rule = if seed % 2 == 0 {
            NoRevisit::Square
        } else {
            NoRevisit::Edge
        };
        let rules = Rules {
            no_revisit: rule,
            ..Rules::default()
        };
        let mut rng = rng_from_seed(seed);
        let mut g = State::new(rules, 0);
        let plies = rng.random_range(14..40);
        for _ in 0..plies {
            let legal = g.legal_action_list();
            if g.is_over() || legal.is_empty() {
                break;
            }
            // Random, but not throwing away wins, so positions stay tense.
            let quiet: Vec<Action> = legal.iter().copied().filter(|&a| !is_win(a)).collect();
            let pool = if quiet.is_empty() { &legal } else { &quiet };
            g.apply_unchecked(pool[rng.random_range(0..pool.len())]);
        }
        if g.is_over() || g.phase() != super::super::state::Phase::Play {
            continue;
        }
        let legal = g.legal_action_list();
        let kind = if wins_now(&g) {
            "win1"
        } else if legal.len() < 120 && legal.iter().any(|&a| forces_win(&g, a)) {
            "win3"
        } else {
            let losing = legal.iter().filter(|&&a| loses_at_once(&g, a)).count();
            if losing * 2 > legal.len() && losing < legal.len() {
                "avoid1"
            } else {
                continue;
            }
        };
        let n = found.entry(kind).or_insert(0);
        if *n >= 40 {
            continue;
        }
        *n += 1;
        let rule_name = if rule == NoRevisit::Edge {
            "edge"
        } else {
            "square"
        };
        println!(
            "{kind} {rule_name} {} {}",
            g.current_player().unwrap_or(0),
            g.position().rows().join(" ")
        );
    }
}
