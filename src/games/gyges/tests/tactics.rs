//! The tactics suite: positions stored as data (`testdata/tactics.txt`), most of them from
//! real play (arena games of the Expert against an outside engine, `--record`), the rest from
//! random games. Kinds: `win1` (enter the goal), `win2` / `win3` (a win forced in two / three
//! own moves, i.e. three / five plies), `avoid1` (most moves hand the opponent the goal) and
//! `defend` (some quiet moves let the opponent force a win within three plies, typically by a
//! double threat; the defender must find a move that does not). A brute-force oracle
//! ([`super::oracle`]), independent of the search, checks that each position is what it
//! claims and that the Expert's answer, within its normal node budget, is right.

use super::{
    super::{
        actions::Action,
        ai::searcher,
        board::Point,
        node::Node,
        position::Position,
        rules::{NoRevisit, Rules},
        state::State,
    },
    oracle::{forced_win, wins_after, wins_now},
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

fn node_of(g: &State) -> Node {
    Node {
        pos: *g.position(),
        side: g.current_player().unwrap_or(0),
    }
}

/// `a` hands the opponent the goal at once.
fn loses_at_once(n: &Node, a: Action, rules: &Rules) -> bool {
    !is_win(a) && wins_now(&n.play(a), rules)
}

/// After `a` the opponent can force a win within three plies.
fn loses_within_three(n: &Node, a: Action, rules: &Rules) -> bool {
    !is_win(a) && forced_win(&n.play(a), 3, rules)
}

/// Position kind by the oracle (`None`: nothing to solve), trying the cheap kinds first;
/// `deep` also looks for wins in three moves and defences (slow).
fn classify(g: &State, deep: bool) -> Option<&'static str> {
    let rules = g.rules();
    let n = node_of(g);
    let legal = g.legal_action_list();
    if legal.len() < 2 {
        return None;
    }
    if legal.iter().any(|&a| is_win(a)) {
        return Some("win1");
    }
    if legal.iter().any(|&a| wins_after(&n, a, 3, rules)) {
        return Some("win2");
    }
    let at_once = legal
        .iter()
        .filter(|&&a| loses_at_once(&n, a, rules))
        .count();
    if at_once == legal.len() {
        return None;
    }
    if at_once * 2 > legal.len() {
        return Some("avoid1");
    }
    if !deep {
        return None;
    }
    if legal.len() <= 400 && legal.iter().any(|&a| wins_after(&n, a, 5, rules)) {
        return Some("win3");
    }
    let (mut quiet_losses, mut safe) = (0, 0);
    for &a in &legal {
        if loses_at_once(&n, a, rules) {
            continue;
        }
        if loses_within_three(&n, a, rules) {
            quiet_losses += 1;
        } else {
            safe += 1;
        }
    }
    (quiet_losses > 0 && safe > 0 && quiet_losses * 4 >= safe).then_some("defend")
}

struct Puzzle {
    kind: String,
    state: State,
}

fn rules_named(name: &str) -> Rules {
    Rules {
        no_revisit: if name == "edge" {
            NoRevisit::Edge
        } else {
            NoRevisit::Square
        },
        ..Rules::default()
    }
}

fn puzzles() -> Vec<Puzzle> {
    DATA.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let parts: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(parts.len(), 9, "{line}");
            let to_move = parts[2].parse().expect("seat");
            let position = Position::from_rows(&parts[3..]).expect("board");
            Puzzle {
                kind: parts[0].to_owned(),
                state: State::from_position(rules_named(parts[1]), position, to_move),
            }
        })
        .collect()
}

/// Checks puzzle `i` against the oracle and the Expert's `choice`; an error says what is wrong.
fn check(i: usize, p: &Puzzle, choice: Action) -> Result<(), String> {
    let g = &p.state;
    let rules = g.rules();
    let n = node_of(g);
    let legal = g.legal_action_list();
    let any = |f: &dyn Fn(Action) -> bool| legal.iter().any(|&a| f(a));
    match p.kind.as_str() {
        "win1" => {
            if !any(&|a| is_win(a)) {
                return Err(format!("#{i} has no win in one"));
            }
            if !is_win(choice) {
                return Err(format!("#{i}: the Expert missed the win: {choice:?}"));
            }
        }
        "win2" | "win3" => {
            let plies = if p.kind == "win2" { 3 } else { 5 };
            if any(&|a| is_win(a)) {
                return Err(format!("#{i} is a win in one"));
            }
            if p.kind == "win3" && any(&|a| wins_after(&n, a, 3, rules)) {
                return Err(format!("#{i} is a win in two"));
            }
            // The Expert's answer forcing the win also proves that the puzzle has one.
            if !wins_after(&n, choice, plies, rules) {
                return Err(format!(
                    "#{i}: the Expert missed the forced win: {choice:?}"
                ));
            }
        }
        "avoid1" => {
            let losing = legal
                .iter()
                .filter(|&&a| loses_at_once(&n, a, rules))
                .count();
            if wins_now(&n, rules) || losing == 0 || losing == legal.len() {
                return Err(format!("#{i}: {losing} of {} lose", legal.len()));
            }
            if loses_at_once(&n, choice, rules) {
                return Err(format!("#{i}: the Expert walked into a loss: {choice:?}"));
            }
        }
        "defend" => {
            if wins_now(&n, rules) {
                return Err(format!("#{i} is a win in one"));
            }
            let trap = legal
                .iter()
                .any(|&a| !loses_at_once(&n, a, rules) && loses_within_three(&n, a, rules));
            if !trap {
                return Err(format!("#{i}: no quiet move loses within three plies"));
            }
            if loses_within_three(&n, choice, rules) {
                return Err(format!(
                    "#{i}: the Expert let the opponent force a win: {choice:?}"
                ));
            }
        }
        other => return Err(format!("#{i}: unknown puzzle kind {other}")),
    }
    Ok(())
}

#[test]
fn the_expert_solves_every_tactic() {
    // Node budget only, so the result never depends on the machine's speed; a third of the
    // Expert's (solved with room to spare, and the test stays quick).
    let mut expert = searcher(true, false);
    expert.limits.soft_nodes /= 3;
    expert.limits.hard_nodes /= 3;
    let all = puzzles();
    assert!(all.len() >= 100, "{} puzzles", all.len());
    let mut kinds = std::collections::BTreeMap::new();
    let mut failures = Vec::new();
    for (i, p) in all.iter().enumerate() {
        let player = p.state.current_player().expect("to move");
        let choice = expert.choose(
            &p.state,
            player,
            &Budget::unlimited(),
            &mut rng_from_seed(i as u64),
        );
        *kinds.entry(p.kind.clone()).or_insert(0) += 1;
        if let Err(e) = check(i, p, choice) {
            failures.push(e);
        }
    }
    eprintln!(
        "tactics: {} of {} solved {kinds:?}",
        all.len() - failures.len(),
        all.len()
    );
    // At most one in ten missed (the records' puzzles include deep defences).
    assert!(failures.len() * 10 <= all.len(), "{failures:#?}");
    for kind in ["win1", "win2", "win3", "avoid1", "defend"] {
        assert!(kinds.get(kind).copied().unwrap_or(0) >= 5, "{kinds:?}");
    }
}

/// The oracle on a hand-checked case: a piece on the opponent's back row next to the goal
/// wins at once; with the board empty apart from it there is nothing to parry.
#[test]
fn the_oracle_sees_a_win_in_one() {
    let rules = rules_named("square");
    let pos = Position::from_rows(&["1.....", "......", "......", "......", "......", "......"])
        .expect("board");
    let n = Node { pos, side: 0 };
    assert!(wins_now(&n, &rules));
    assert!(forced_win(&n, 1, &rules));
    let other = Node { pos, side: 1 };
    assert!(!wins_now(&other, &rules));
}

/// Writes puzzles from arena records (`arena … --record FILE`, Gygès): every decision
/// position is classified by the oracle and printed as a data line (at most `GYGES_PER_KIND`
/// per kind, default 30):
/// `GYGES_RECORDS=a.rec,b.rec cargo test --release -- --ignored tactics_from_records --nocapture`.
#[test]
#[ignore = "generates test data from arena records"]
fn tactics_from_records() {
    let files = std::env::var("GYGES_RECORDS").expect("GYGES_RECORDS=file,file");
    let per_kind: usize = std::env::var("GYGES_PER_KIND")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30);
    let mut seen = std::collections::BTreeSet::new();
    let mut found = std::collections::BTreeMap::<&str, usize>::new();
    for file in files.split(',') {
        let text = std::fs::read_to_string(file).expect("record");
        for line in text.lines() {
            let Some(ron_text) = line.split('\t').nth(3) else {
                continue;
            };
            let Ok(g) = ron::from_str::<State>(ron_text) else {
                continue;
            };
            if g.is_over() || g.phase() != super::super::state::Phase::Play {
                continue;
            }
            let rows = g.position().rows().join(" ");
            let rule = if g.rules().no_revisit == NoRevisit::Edge {
                "edge"
            } else {
                "square"
            };
            let side = g.current_player().unwrap_or(0);
            if !seen.insert(format!("{rule} {side} {rows}")) {
                continue;
            }
            // From the bare position (the record's history is not part of a puzzle).
            let bare = State::from_position(g.rules().clone(), *g.position(), side);
            let deep = ["win3", "defend"]
                .iter()
                .any(|k| found.get(k).copied().unwrap_or(0) < per_kind);
            let Some(kind) = classify(&bare, deep) else {
                continue;
            };
            let n = found.entry(kind).or_insert(0);
            if *n >= per_kind {
                continue;
            }
            *n += 1;
            println!("{kind} {rule} {side} {rows}");
        }
    }
    eprintln!("{found:?}");
}

/// Writes puzzles from random games (tense ones: wins are never thrown away), as the first
/// part of the data was made: `cargo test --release -- --ignored generate_tactics --nocapture`.
#[test]
#[ignore = "generates test data"]
fn generate_tactics() {
    use rand::RngExt as _;
    let mut found = std::collections::BTreeMap::<&str, usize>::new();
    for seed in 0..12_000u64 {
        let rule = if seed % 2 == 0 { "square" } else { "edge" };
        let mut rng = rng_from_seed(seed);
        let mut g = State::new(rules_named(rule), 0);
        for _ in 0..rng.random_range(14..40) {
            let legal = g.legal_action_list();
            if g.is_over() || legal.is_empty() {
                break;
            }
            let quiet: Vec<Action> = legal.iter().copied().filter(|&a| !is_win(a)).collect();
            let pool = if quiet.is_empty() { &legal } else { &quiet };
            g.apply_unchecked(pool[rng.random_range(0..pool.len())]);
        }
        if g.is_over() || g.phase() != super::super::state::Phase::Play {
            continue;
        }
        let Some(kind) = classify(&g, true) else {
            continue;
        };
        let n = found.entry(kind).or_insert(0);
        if *n >= 40 {
            continue;
        }
        *n += 1;
        let side = g.current_player().unwrap_or(0);
        println!("{kind} {rule} {side} {}", g.position().rows().join(" "));
    }
}
