//! The Gygès puzzle collection shipped with the app (`assets/puzzles/gyges.txt`): the tactics
//! suite's positions (`tests/testdata/tactics.txt`, from arena games and tense random games)
//! with every solving move found by the brute-force oracle. The file is written, and checked
//! against the oracle, by the `puzzle_collection` tests:
//! `GYGES_WRITE_PUZZLES=1 cargo test --profile ci --all-features puzzle_collection`.
//!
//! A line: `id kind rule side row6 … row1 : answer answer …`, where `id` is the position's
//! line among the suite's data lines (stable), `kind` one of `win1 avoid win2 win3`, `rule`
//! `square` or `edge`, `side` 0 or 1, and an answer `c5-G` (into the goal), `c5-d3` (a move)
//! or `c5xd3=a1` (a Replace). A line that does not read, or whose answers are not legal moves
//! of its position, is skipped with a logged notice.

use std::sync::OnceLock;

use super::{
    actions::Action,
    board::{Point, Sq},
    position::Position,
    rules::{NoRevisit, Rules},
    state::State,
};
use crate::{
    engine::Game as _,
    play::puzzle_set::{SetKind, SetPuzzle, sort_by_difficulty},
};

/// The shipped collection's text.
pub const DATA: &str = include_str!("../../../assets/puzzles/gyges.txt");

/// The shipped collection, read once, in difficulty order.
pub fn collection() -> &'static [SetPuzzle<State>] {
    static COLLECTION: OnceLock<Vec<SetPuzzle<State>>> = OnceLock::new();
    COLLECTION.get_or_init(|| read_collection(DATA))
}

/// The puzzles of a collection's text, in difficulty order; bad lines are skipped with a
/// logged notice.
pub fn read_collection(text: &str) -> Vec<SetPuzzle<State>> {
    let mut puzzles: Vec<SetPuzzle<State>> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|(n, line)| match read_line(line) {
            Ok(p) => Some(p),
            Err(why) => {
                log::warn!("Gygès puzzle on line {} skipped: {why}", n + 1);
                None
            }
        })
        .collect();
    sort_by_difficulty(&mut puzzles);
    puzzles.dedup_by_key(|p| p.id);
    puzzles
}

/// The rules named `square` or `edge` (the no-revisit rule; the rest as by default).
pub fn rules_named(name: &str) -> Option<Rules> {
    let no_revisit = match name {
        "square" => NoRevisit::Square,
        "edge" => NoRevisit::Edge,
        _ => return None,
    };
    Some(Rules {
        no_revisit,
        ..Rules::default()
    })
}

fn read_line(line: &str) -> Result<SetPuzzle<State>, String> {
    let (head, tail) = line.split_once(':').ok_or("no ':' before the answers")?;
    let parts: Vec<&str> = head.split_whitespace().collect();
    let [id, kind, rule, side, rows @ ..] = parts.as_slice() else {
        return Err("too few fields".into());
    };
    let id: u32 = id.parse().map_err(|_| format!("bad id {id}"))?;
    let kind = SetKind::from_code(kind).ok_or_else(|| format!("unknown kind {kind}"))?;
    let rules = rules_named(rule).ok_or_else(|| format!("unknown rule {rule}"))?;
    let side = match *side {
        "0" => 0,
        "1" => 1,
        other => return Err(format!("bad side {other}")),
    };
    let position = Position::from_rows(rows).ok_or("bad board")?;
    let state = State::from_position(rules, position, side);
    let legal = state.legal_action_list();
    let mut answers = Vec::new();
    for text in tail.split_whitespace() {
        let answer = parse_answer(text).ok_or_else(|| format!("bad answer {text}"))?;
        if !legal.contains(&answer) {
            return Err(format!("{text} is not a legal move"));
        }
        if !answers.contains(&answer) {
            answers.push(answer);
        }
    }
    if answers.is_empty() || answers.len() >= legal.len() {
        return Err(format!(
            "{} answers of {} legal moves",
            answers.len(),
            legal.len()
        ));
    }
    let goal = |a: &Action| {
        matches!(
            a,
            Action::Move {
                to: Point::Goal,
                ..
            }
        )
    };
    if (kind == SetKind::WinIn1) != answers.iter().all(goal) {
        return Err("a win in one is entering the goal, and only that".into());
    }
    Ok(SetPuzzle {
        id,
        kind,
        state,
        answers,
        legal: legal.len(),
    })
}

/// An answer's text in the data file: `c5-G`, `c5-d3`, `c5xd3=a1`.
pub fn answer_text(action: Action) -> String {
    match action {
        Action::Move {
            from,
            to: Point::Goal,
        } => format!("{from}-G"),
        Action::Move {
            from,
            to: Point::Square(to),
        } => format!("{from}-{to}"),
        Action::Replace { from, at, drop } => format!("{from}x{at}={drop}"),
        Action::Place { col, rings } => format!("P{rings}{col}"),
        Action::Pass => "pass".into(),
    }
}

/// The move of an answer's text (moves and Replaces only).
pub fn parse_answer(text: &str) -> Option<Action> {
    if let Some((from, to)) = text.split_once('-') {
        let from = Sq::parse(from)?;
        let to = if to == "G" {
            Point::Goal
        } else {
            Point::Square(Sq::parse(to)?)
        };
        return Some(Action::Move { from, to });
    }
    let (from, rest) = text.split_once('x')?;
    let (at, drop) = rest.split_once('=')?;
    Some(Action::Replace {
        from: Sq::parse(from)?,
        at: Sq::parse(at)?,
        drop: Sq::parse(drop)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "7 win1 square 1 ...... ...... ...... ...... ...... 1..... : a1-G";

    #[test]
    fn a_bad_line_is_skipped_and_a_good_one_read() {
        let text = [
            GOOD,
            "# a comment",
            "8 win1 square 1 ...... ...... ...... ...... ...... 1.....",
            "9 win9 square 1 ...... ...... ...... ...... ...... 1..... : a1-G",
            "10 win1 round 1 ...... ...... ...... ...... ...... 1..... : a1-G",
            "11 win1 square 1 ...... ...... ...... ...... 1..... : a1-G",
            "12 win1 square 1 ...... ...... ...... ...... ...... 1..... : b1-G",
            "13 win1 square 1 ...... ...... ...... ...... ...... 1..... : a1-a2",
            "14 win1 square 1 ...... ...... ...... ...... ...... 1..... : zz",
            "15 win2 square 1 ...... ...... ...... ...... ...... 1..... :",
        ]
        .join("\n");
        let read = read_collection(&text);
        let ids: Vec<u32> = read.iter().map(|p| p.id).collect();
        assert_eq!(ids, vec![7]);
        assert_eq!(read[0].answers, vec![parse_answer("a1-G").expect("move")]);
    }

    #[test]
    fn answers_read_back_from_their_text() {
        for text in ["c5-G", "c5-d3", "c5xd3=a1"] {
            let action = parse_answer(text).expect(text);
            assert_eq!(answer_text(action), text);
        }
        assert_eq!(parse_answer("c5"), None);
        assert_eq!(parse_answer("c5-g7"), None);
    }
}
