//! The shipped puzzle collection (`assets/puzzles/gyges.txt`) against the brute-force oracle:
//! every position of the tactics suite that has something to find, with every move that solves
//! it. `GYGES_WRITE_PUZZLES=1 cargo test --profile ci --all-features puzzle_collection` writes
//! the file; without it the test fails when the file differs from what the oracle says.

use super::{
    super::{
        actions::{Action, Action::Move},
        board::Point,
        node::Node,
        puzzles::{DATA, answer_text, collection, rules_named},
        state::State,
    },
    oracle::{forced_win, wins_after},
};
use crate::{
    engine::Game as _,
    play::puzzle_set::{SetKind, sort_by_difficulty},
};

const SUITE: &str = include_str!("../testdata/tactics.txt");

fn is_win(a: Action) -> bool {
    matches!(
        a,
        Move {
            to: Point::Goal,
            ..
        }
    )
}

/// The collection's kind of a suite kind and the moves that solve it by the oracle (`None`:
/// nothing to find there).
fn solve(suite_kind: &str, g: &State) -> Option<(SetKind, Vec<Action>)> {
    let rules = g.rules();
    let n = Node {
        pos: *g.position(),
        side: g.current_player()?,
    };
    let legal = g.legal_action_list();
    let (kind, answers): (SetKind, Vec<Action>) = match suite_kind {
        "win1" => (
            SetKind::WinIn1,
            legal.iter().copied().filter(|&a| is_win(a)).collect(),
        ),
        "win2" => (
            SetKind::WinIn2,
            legal
                .iter()
                .copied()
                .filter(|&a| wins_after(&n, a, 3, rules))
                .collect(),
        ),
        "win3" => (
            SetKind::WinIn3,
            legal
                .iter()
                .copied()
                .filter(|&a| wins_after(&n, a, 5, rules))
                .collect(),
        ),
        // A move does not lose when the opponent cannot then force a win within three plies
        // (entering the goal at once included).
        "avoid1" | "defend" => (
            SetKind::Avoid,
            legal
                .iter()
                .copied()
                .filter(|&a| is_win(a) || !forced_win(&n.play(a), 3, rules))
                .collect(),
        ),
        _ => return None,
    };
    (!answers.is_empty() && answers.len() < legal.len()).then_some((kind, answers))
}

/// The collection's text as the oracle makes it from the suite, in difficulty order.
fn collection_text() -> String {
    let mut puzzles = Vec::new();
    let lines = SUITE
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'));
    for (i, line) in lines.enumerate() {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let rules = rules_named(parts[1]).expect("rule");
        let side = parts[2].parse().expect("side");
        let position = super::super::position::Position::from_rows(&parts[3..]).expect("board");
        let state = State::from_position(rules, position, side);
        let Some((kind, answers)) = solve(parts[0], &state) else {
            continue;
        };
        let legal = state.legal_action_list().len();
        puzzles.push((
            crate::play::puzzle_set::SetPuzzle {
                id: i as u32 + 1,
                kind,
                state,
                answers,
                legal,
            },
            format!("{} {}", parts[1], parts[2..].join(" ")),
        ));
    }
    let mut sorted: Vec<_> = puzzles.iter().map(|(p, _)| p.clone()).collect();
    sort_by_difficulty(&mut sorted);
    let mut text = String::from(
        "# The Gygès puzzle collection, written from src/games/gyges/testdata/tactics.txt by the \
         oracle: GYGES_WRITE_PUZZLES=1 cargo test --profile ci --all-features puzzle_collection\n\
         # id kind rule side rows(6 to 1) : every solving move\n",
    );
    for p in &sorted {
        let (_, place) = puzzles.iter().find(|(q, _)| q.id == p.id).expect("listed");
        let answers: Vec<String> = p.answers.iter().map(|&a| answer_text(a)).collect();
        text.push_str(&format!(
            "{} {} {place} : {}\n",
            p.id,
            p.kind.code(),
            answers.join(" ")
        ));
    }
    text
}

#[test]
fn the_shipped_puzzle_collection_is_what_the_oracle_says() {
    let expected = collection_text();
    if std::env::var_os("GYGES_WRITE_PUZZLES").is_some() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles/gyges.txt");
        std::fs::write(path, &expected).expect("write the collection");
        return;
    }
    assert!(
        DATA == expected,
        "the collection differs from the oracle's; rewrite it with GYGES_WRITE_PUZZLES=1"
    );
}

#[test]
fn every_shipped_puzzle_loads_in_difficulty_order() {
    let lines = DATA
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .count();
    let all = collection();
    assert_eq!(all.len(), lines, "no line is skipped");
    assert!(all.len() >= 100, "{} puzzles", all.len());
    let kinds: Vec<SetKind> = all.iter().map(|p| p.kind).collect();
    assert!(kinds.is_sorted(), "kinds in order");
    for kind in [
        SetKind::WinIn1,
        SetKind::Avoid,
        SetKind::WinIn2,
        SetKind::WinIn3,
    ] {
        assert!(kinds.contains(&kind), "{kind:?}");
    }
}

/// Clicks the first enabled widget labelled `label` and lets the app draw what it opened.
fn press(h: &mut egui_kittest::Harness<'static, crate::app::AsobibaApp>, label: &str) {
    use egui_kittest::kittest::{NodeT as _, Queryable as _};
    let node = h
        .query_all_by_label(label)
        .find(|n| !n.accesskit_node().is_disabled());
    let Some(node) = node else {
        panic!("no enabled {label:?} on screen");
    };
    node.click();
    h.run_steps(3);
}

/// Plays `action` on the puzzle's board by clicks, as a player would.
fn play_on_board(
    h: &mut egui_kittest::Harness<'static, crate::app::AsobibaApp>,
    g: &State,
    action: Action,
    lang: crate::i18n::Lang,
) {
    use super::super::{movegen::Ending, text::Text};
    let goal = if g.current_player() == Some(0) {
        Text::GoalNorth
    } else {
        Text::GoalSouth
    };
    let label_of = |p: Point| match p {
        Point::Square(s) => s.to_string(),
        Point::Goal => super::super::text::tr(goal, lang).to_owned(),
    };
    let (from, ending) = match action {
        Move {
            from,
            to: Point::Goal,
        } => (from, Ending::Goal),
        Move {
            from,
            to: Point::Square(s),
        } => (from, Ending::Square(s)),
        other => panic!("not a plain move: {other:?}"),
    };
    let (path, bounces) = g.path(from, ending);
    press(h, &from.to_string());
    for (i, point) in path.iter().enumerate() {
        press(h, &label_of(*point));
        if let Point::Square(s) = point
            && bounces.contains(s)
            && i + 1 < path.len()
        {
            press(h, "Bounce");
        }
    }
}

#[test]
fn a_puzzle_of_the_collection_is_missed_then_the_next_one_solved_from_the_practice_page() {
    use crate::{
        app::{Screen, registry::GameKind},
        i18n::PracticeMsg,
    };
    use egui_kittest::kittest::Queryable as _;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = crate::app_tests::app_in(dir.path());
    let lang = h.state().store.settings.language;
    let gyges = GameKind::from_id("gyges").expect("registered");
    let set = collection();

    // Home → Practice → Gygès → its puzzles, none solved yet → the first one.
    press(&mut h, PracticeMsg::Practice.tr(lang));
    press(&mut h, gyges.name(lang));
    let tab = |solved: usize| {
        crate::i18n::fill(
            PracticeMsg::CollectionTab.tr(lang),
            &[&solved.to_string(), &set.len().to_string()],
        )
    };
    press(&mut h, &tab(0));
    press(&mut h, PracticeMsg::PlayNext.tr(lang));
    assert_eq!(h.state().screen, Screen::Game(gyges));
    assert!(
        h.query_by_label_contains(PracticeMsg::TaskWin1.tr(lang))
            .is_some()
    );

    // A move that does not win is not accepted, and every winning move is shown.
    let first = &set[0];
    let wrong = first
        .state
        .legal_action_list()
        .into_iter()
        .find(|a| {
            matches!(
                a,
                Move {
                    to: Point::Square(_),
                    ..
                }
            ) && !first.answers.contains(a)
        })
        .expect("a move that does not win");
    play_on_board(&mut h, &first.state, wrong, lang);
    assert!(
        h.query_by_label_contains(PracticeMsg::Missed.tr(lang))
            .is_some()
    );
    let list_start = PracticeMsg::AnyWins
        .tr(lang)
        .split("{0}")
        .next()
        .unwrap_or("");
    assert!(h.query_by_label_contains(list_start).is_some());
    let book = |h: &egui_kittest::Harness<'static, crate::app::AsobibaApp>, id| {
        h.state().practice.book.set_progress("gyges", id)
    };
    let progress = book(&h, first.id).expect("answered");
    assert_eq!((progress.attempts, progress.solved), (1, false));

    // The next puzzle, solved by one of its winning moves.
    press(&mut h, PracticeMsg::NextPuzzle.tr(lang));
    let second = &set[1];
    play_on_board(&mut h, &second.state, second.answers[0], lang);
    assert!(
        h.query_by_label_contains(PracticeMsg::Solved.tr(lang))
            .is_some()
    );
    let progress = book(&h, second.id).expect("answered");
    assert_eq!((progress.attempts, progress.solved), (1, true));

    // Back on the page it counts as solved, and the practice file keeps it.
    press(&mut h, &format!("◀ {}", PracticeMsg::BackToList.tr(lang)));
    assert_eq!(h.state().screen, Screen::Practice(gyges));
    assert!(h.query_by_label_contains(&tab(1)).is_some());
    let file = dir.path().join(crate::play::practice::PRACTICE_FILE);
    let text = std::fs::read_to_string(&file).expect("practice file");
    assert!(text.contains(&format!("\"gyges#{}\"", second.id)), "{text}");
}
