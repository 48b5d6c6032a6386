//! The given/when/then scenarios of docs/research/gyges.md §7 (T1–T18), under both no-revisit
//! rules where they apply. Diagrams list row 6 first.

use std::collections::BTreeSet;

use super::super::{
    actions::{Action, Event},
    board::{Point, Sq},
    builder::{MoveBuilder, Stage},
    movegen::drop_squares,
    notation::events_text,
    position::Position,
    rules::{NoRevisit, Rules, SetupOrder},
    state::{Phase, State},
};
use crate::engine::{Game, GameDef, Turn, rng_from_seed};

pub(super) fn rules(rule: NoRevisit) -> Rules {
    Rules {
        no_revisit: rule,
        ..Rules::default()
    }
}

pub(super) fn board(rows: [&str; 6]) -> Position {
    Position::from_rows(&rows).expect("a 6×6 diagram")
}

pub(super) fn game(rows: [&str; 6], to_move: usize, rule: NoRevisit) -> State {
    State::from_position(rules(rule), board(rows), to_move)
}

fn sq(name: &str) -> Sq {
    Sq::parse(name).expect("a square")
}

/// Legal moves as `from-to` (goals `N`/`S`) and replaces as `fromxat` (drops folded).
pub(super) fn moves(state: &State) -> BTreeSet<String> {
    let player = state.current_player().unwrap_or(0);
    state
        .legal_action_list()
        .into_iter()
        .map(|a| match a {
            Action::Move {
                from,
                to: Point::Goal,
            } => format!("{from}-{}", if player == 0 { "N" } else { "S" }),
            Action::Move {
                from,
                to: Point::Square(s),
            } => format!("{from}-{s}"),
            Action::Replace { from, at, .. } => format!("{from}x{at}"),
            Action::Place { col, rings } => format!("P{col}{rings}"),
            Action::Pass => "pass".into(),
        })
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

fn wins(state: &State) -> bool {
    state.legal_action_list().iter().any(|a| {
        matches!(
            a,
            Action::Move {
                to: Point::Goal,
                ..
            }
        )
    })
}

const BOTH: [NoRevisit; 2] = [NoRevisit::Square, NoRevisit::Edge];

const T1: [&str; 6] = ["123321", "2...33", "1....1", "......", "......", "..2..."];

#[test]
fn t1_exact_distance_with_free_turns() {
    for rule in BOTH {
        let g = game(T1, 0, rule);
        assert_eq!(
            moves(&g),
            set(&["c1-a1", "c1-b2", "c1-c3", "c1-d2", "c1-e1"]),
            "{rule:?}"
        );
    }
}

#[test]
fn t2_no_passing_through_and_the_active_row() {
    let rows = ["123321", "2...33", "1.....", "......", "..1...", "..2..."];
    for rule in BOTH {
        let g = game(rows, 0, rule);
        assert_eq!(
            moves(&g),
            set(&["c1-a1", "c1-b2", "c1-d2", "c1-e1"]),
            "{rule:?}"
        );
    }
}

#[test]
fn t3_bounce_length_comes_from_the_landed_piece_and_the_drop_may_use_the_start() {
    let rows = ["123321", "2....3", "1....2", "......", "..3...", "..1..."];
    for rule in BOTH {
        let g = game(rows, 0, rule);
        let mut expected = set(&[
            "c1-a1", "c1-a3", "c1-b1", "c1-b2", "c1-b4", "c1-c3", "c1-c5", "c1-d1", "c1-d2",
            "c1-d4", "c1-e1", "c1-e3", "c1-f2",
        ]);
        expected.insert("c1xc2".into());
        assert_eq!(moves(&g), expected, "{rule:?}");
        let drops = drop_squares(g.position(), sq("c1"), sq("c2"), 0);
        assert_eq!(drops.count_ones(), 25, "every empty square, c1 included");
        assert!(drops & sq("c1").bit() != 0);
    }
}

#[test]
fn t4_a_bounce_chain_reaches_the_goal() {
    let rows = ["123.21", "......", "2..3.3", ".3...1", "...2..", "...1.."];
    for rule in BOTH {
        let mut g = game(rows, 0, rule);
        assert!(moves(&g).contains("d1-N"), "{rule:?}");
        let mut events = Vec::new();
        g.play(
            Action::Move {
                from: sq("d1"),
                to: Point::Goal,
            },
            Some(&mut events),
        )
        .expect("legal");
        assert_eq!(events_text(&events).as_deref(), Some("d1-d2-d4-N"));
        assert_eq!(g.phase(), Phase::Over(Some(0)));
        assert_eq!(g.returns(), vec![1.0, 0.0]);
    }
}

#[test]
fn t5_the_goal_only_as_a_last_step_and_beginner_rules() {
    let rows = ["121321", "3....3", "2....1", "...3..", "......", "...2.."];
    for rule in BOTH {
        let g = game(rows, 0, rule);
        assert!(!wins(&g), "{rule:?}");
        assert!(moves(&g).contains("d1xd6"), "{rule:?}");
        let mut beginner = rules(rule);
        beginner.no_replace = true;
        let b = State::from_position(beginner, board(rows), 0);
        assert!(!moves(&b).iter().any(|m| m.ends_with("d6")));
        assert!(!wins(&b));
    }
}

#[test]
fn t6_the_goal_is_entered_sideways_at_a_segment_end() {
    let rows = ["1.2.31", "3....3", "..2...", "1.....", "2....1", "..3.2."];
    for rule in BOTH {
        assert!(moves(&game(rows, 0, rule)).contains("c1-N"), "{rule:?}");
    }
    let blocked = ["112131", "3....3", "..2...", "......", "2.....", "..3.2."];
    for rule in BOTH {
        let g = game(blocked, 0, rule);
        assert!(!wins(&g), "{rule:?}");
        assert!(moves(&g).contains("c1xc6"), "{rule:?}");
    }
}

#[test]
fn t7_the_own_goal_is_never_entered() {
    let south = ["123321", "2...33", "1....2", "......", "......", "..1..."];
    let north = ["..1...", "......", "......", "1....2", "2...33", "123321"];
    for rule in BOTH {
        assert_eq!(
            moves(&game(south, 0, rule)),
            set(&["c1-b1", "c1-c2", "c1-d1"])
        );
        assert_eq!(
            moves(&game(north, 1, rule)),
            set(&["c6-b6", "c6-c5", "c6-d6"])
        );
    }
}

const T8: [&str; 6] = ["......", "1.....", "3.23..", "3.211.", "2.132.", "......"];

#[test]
fn t8_edge_rule_allows_crossing_a_square_twice() {
    let edge = game(T8, 0, NoRevisit::Edge);
    let winners: Vec<String> = moves(&edge)
        .into_iter()
        .filter(|m| m.ends_with("-N"))
        .collect();
    assert_eq!(winners, vec!["d2-N".to_owned()]);
    let mut played = edge.clone();
    let mut events = Vec::new();
    played
        .play(
            Action::Move {
                from: sq("d2"),
                to: Point::Goal,
            },
            Some(&mut events),
        )
        .expect("legal");
    assert!(events_text(&events).is_some_and(|t| t.starts_with("d2-") && t.ends_with("-N")));
    assert!(
        !wins(&game(T8, 0, NoRevisit::Square)),
        "the square rule forbids re-entering d2"
    );
    for rule in BOTH {
        assert!(!wins(&game(T8, 1, rule)), "North has no win ({rule:?})");
    }
}

const T9: [&str; 6] = ["......", "3.....", "..1.1.", "1.23.3", "3.22.1", "....2."];

#[test]
fn t9_passing_through_the_opponents_back_row_and_defending() {
    for rule in BOTH {
        let north = game(T9, 1, rule);
        assert!(moves(&north).contains("a5-S"), "{rule:?}");
        let mut south = game(T9, 0, rule);
        assert!(moves(&south).contains("e1-f6"), "{rule:?}");
        south
            .play(
                Action::Move {
                    from: sq("e1"),
                    to: Point::Square(sq("f6")),
                },
                None,
            )
            .expect("legal");
        let answers = moves(&south);
        assert!(answers.iter().all(|m| m.starts_with("f6")), "{answers:?}");
        assert!(!wins(&south), "{rule:?}");
    }
}

#[test]
fn t10_replace_and_drop() {
    let start = ["213132", "......", "......", "......", "......", "113223"];
    for rule in BOTH {
        let mut g = game(start, 0, rule);
        let replace = Action::Replace {
            from: sq("c1"),
            at: sq("d1"),
            drop: sq("d4"),
        };
        assert!(g.legal_action_list().contains(&replace), "{rule:?}");
        g.play(replace, None).expect("legal");
        assert_eq!(g.position().rings(sq("d1")), 3);
        assert_eq!(g.position().rings(sq("d4")), 2);
        // South now threatens d1-d4-d6-N: after a pass-like quiet answer it would win.
        let mut probe = State::from_position(rules(rule), *g.position(), 0);
        assert!(wins(&probe), "{rule:?}");
        let answer = Action::Replace {
            from: sq("d6"),
            at: sq("d4"),
            drop: sq("d3"),
        };
        assert!(g.legal_action_list().contains(&answer), "{rule:?}");
        g.play(answer, None).expect("legal");
        probe = g.clone();
        assert!(!wins(&probe), "{rule:?}");
    }
}

#[test]
fn t11_a_move_may_not_end_on_its_start() {
    let rows = ["123321", "....33", "1....1", "......", ".2....", "2....."];
    for rule in BOTH {
        assert_eq!(
            moves(&game(rows, 0, rule)),
            set(&["a1-a3", "a1-b4", "a1-c1", "a1-c3", "a1-d2", "a1xb2"]),
            "{rule:?}"
        );
    }
}

#[test]
fn t12_drops_stop_at_the_opponents_active_row() {
    let rows = ["......", "......", "12.321", "2...3.", "..3..1", "3.1..2"];
    for rule in BOTH {
        let g = game(rows, 0, rule);
        assert!(moves(&g).contains("c1xc2"), "{rule:?}");
        let drops: BTreeSet<String> = g
            .legal_action_list()
            .into_iter()
            .filter_map(|a| match a {
                Action::Replace { from, at, drop } if from == sq("c1") && at == sq("c2") => {
                    Some(drop.to_string())
                }
                _ => None,
            })
            .collect();
        assert_eq!(
            drops,
            set(&[
                "a2", "b1", "b2", "b3", "c1", "c3", "c4", "d1", "d2", "d3", "e1", "e2", "f3"
            ]),
            "{rule:?}"
        );
    }
}

#[test]
fn t13_replace_after_a_bounce() {
    let rows = ["123321", "2...33", "......", "..2...", "..1...", "..1..."];
    for rule in BOTH {
        let m = moves(&game(rows, 0, rule));
        assert!(
            m.contains("c1xc2") && m.contains("c1xc3"),
            "{rule:?}: {m:?}"
        );
    }
}

#[test]
fn t14_a_blocked_row_falls_back_to_the_next() {
    let rows = ["......", "......", "......", "......", "111132", "323232"];
    for rule in BOTH {
        let m = moves(&game(rows, 0, rule));
        assert!(m.contains("a2-a3"), "{rule:?}");
        assert!(
            m.iter().all(|x| x.as_bytes()[1] == b'2'),
            "only row 2 moves: {m:?}"
        );
    }
}

#[test]
fn t15_set_up_rules_and_orders() {
    let mut rng = rng_from_seed(3);
    let mut g = State::new_game(&Rules::default(), 2, Some(0), &mut rng);
    // Only the own back row, and at most two of a size.
    let legal = g.legal_action_list();
    assert_eq!(legal.len(), 18);
    assert!(
        g.play(
            Action::Replace {
                from: sq("c1"),
                at: sq("c2"),
                drop: sq("c3")
            },
            None
        )
        .is_err()
    );
    let mut order = Vec::new();
    for i in 0..12u8 {
        let Turn::Player(p) = g.to_move() else {
            panic!("set-up continues")
        };
        order.push(p);
        let legal = g.legal_action_list();
        let action = legal[usize::from(i) % legal.len()];
        g.play(action, None).expect("legal placement");
    }
    assert_eq!(order, vec![0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.position().counts(), [24, 4, 4, 4]);
    assert!(g.legal_action_list().iter().all(|a| match a {
        Action::Move { from, .. } | Action::Replace { from, .. } => from.row() == 0,
        _ => false,
    }));
    let block = Rules {
        setup: SetupOrder::AllAtOnce,
        ..Rules::default()
    };
    let mut g = State::new(block, 1);
    let mut order = Vec::new();
    for _ in 0..12 {
        let Turn::Player(p) = g.to_move() else {
            panic!("set-up continues")
        };
        order.push(p);
        let first = g.legal_action_list()[0];
        g.play(first, None).expect("legal");
    }
    assert_eq!(order, vec![1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
    assert_eq!(g.to_move(), Turn::Player(1), "the first placer moves first");
    // A third piece of one size is refused.
    let mut g = State::new(Rules::default(), 0);
    g.play(Action::Place { col: 0, rings: 3 }, None)
        .expect("legal");
    g.play(Action::Place { col: 0, rings: 3 }, None)
        .expect("legal");
    g.play(Action::Place { col: 1, rings: 3 }, None)
        .expect("legal");
    g.play(Action::Place { col: 1, rings: 1 }, None)
        .expect("legal");
    assert!(g.play(Action::Place { col: 2, rings: 3 }, None).is_err());
    assert!(
        g.play(Action::Place { col: 0, rings: 1 }, None).is_err(),
        "occupied square"
    );
}

#[test]
fn t16_repetition_draws_and_a_blocked_player_passes() {
    // Two pieces shuffle back and forth: the third occurrence of a position is a draw.
    let rows = ["....1.", "......", "......", "......", "......", ".1...."];
    let mut g = game(rows, 0, NoRevisit::Square);
    let shuffle = [("b1", "a1"), ("e6", "f6"), ("a1", "b1"), ("f6", "e6")];
    let mut moves_played = 0;
    'outer: for _ in 0..3 {
        for (from, to) in shuffle {
            if g.is_over() {
                break 'outer;
            }
            g.play(
                Action::Move {
                    from: sq(from),
                    to: Point::Square(sq(to)),
                },
                None,
            )
            .expect("legal");
            moves_played += 1;
        }
    }
    assert_eq!(g.phase(), Phase::Over(None), "after {moves_played} moves");
    assert_eq!(
        moves_played, 8,
        "the start position occurs a third time after two cycles"
    );
    assert_eq!(g.returns(), vec![0.5, 0.5]);

    // North's only pieces are boxed in (T14 mirrored): North must pass.
    let boxed = ["323232", "111132", "......", "......", "......", "......"];
    let mut g = game(boxed, 1, NoRevisit::Square);
    let m = moves(&g);
    assert!(
        m.iter().all(|x| x.as_bytes()[1] == b'5'),
        "fallback to row 5: {m:?}"
    );
    let no_moves = ["......", "......", "......", "......", "......", "......"];
    let mut empty = game(no_moves, 0, NoRevisit::Square);
    assert_eq!(empty.legal_action_list(), vec![Action::Pass]);
    empty.play(Action::Pass, None).expect("pass");
    assert_eq!(empty.to_move(), Turn::Player(1));
    g.play(g.legal_action_list()[0], None).expect("legal");
}

#[test]
fn t17_takeback_forbids_handing_over_a_win_unless_every_move_does() {
    // From T9: South to move; North threatens a5-…-S. Without takeback South may ignore it.
    let with = |takeback| Rules {
        takeback,
        ..Rules::default()
    };
    let free = State::from_position(with(false), board(T9), 0);
    let careful = State::from_position(with(true), board(T9), 0);
    let all = free.legal_action_list();
    let safe = careful.legal_action_list();
    assert!(safe.len() < all.len());
    assert!(safe.iter().all(|&a| !free.gives_immediate_win(a)));
    assert!(safe.contains(&Action::Move {
        from: sq("e1"),
        to: Point::Square(sq("f6"))
    }));
}

#[test]
fn t18_one_move_however_many_paths() {
    let g = game(T1, 0, NoRevisit::Square);
    let list = g.legal_action_list();
    let b2 = Action::Move {
        from: sq("c1"),
        to: Point::Square(sq("b2")),
    };
    assert_eq!(list.iter().filter(|&&a| a == b2).count(), 1);
    // The builder lets the player choose the path: via b1 or via c2.
    for via in ["b1", "c2"] {
        let mut b = MoveBuilder::start(&g, sq("c1")).expect("c1 can move");
        assert!(b.step(&g, Point::Square(sq(via))));
        assert!(b.step(&g, Point::Square(sq("b2"))));
        assert_eq!(b.action(), Some(b2));
        assert_eq!(b.path(), &[Point::Square(sq(via)), Point::Square(sq("b2"))]);
    }
}

#[test]
fn the_builder_only_offers_completable_steps_and_handles_landings() {
    let rows = ["123321", "2....3", "1....2", "......", "..3...", "..1..."];
    let g = game(rows, 0, NoRevisit::Square);
    assert!(
        MoveBuilder::start(&g, sq("a4")).is_none(),
        "not in the active row"
    );
    let mut b = MoveBuilder::start(&g, sq("c1")).expect("movable");
    let steps: BTreeSet<String> = b.next_steps(&g).iter().map(ToString::to_string).collect();
    assert_eq!(steps, set(&["b1", "c2", "d1"]));
    assert!(b.step(&g, Point::Square(sq("c2"))));
    assert_eq!(b.stage(), Stage::Landed(sq("c2")));
    assert!(b.can_bounce(&g) && b.can_replace());
    let mut r = b.clone();
    assert!(r.replace());
    assert_eq!(r.drops().len(), 25);
    assert!(r.drop_at(sq("a3")));
    assert_eq!(
        r.action(),
        Some(Action::Replace {
            from: sq("c1"),
            at: sq("c2"),
            drop: sq("a3")
        })
    );
    assert!(b.bounce(&g));
    let targets: BTreeSet<String> = b
        .segment_targets(&g)
        .iter()
        .map(|(p, _)| p.to_string())
        .collect();
    assert_eq!(
        targets,
        set(&[
            "a1", "a3", "b2", "b4", "c3", "c5", "d2", "d4", "e1", "e3", "f2"
        ])
    );
    assert!(!b.step(&g, Point::Square(sq("f6"))), "not adjacent");
}

#[test]
fn events_describe_bounces_and_displacements() {
    let rows = ["123321", "2...33", "......", "..2...", "..1...", "..1..."];
    let mut g = game(rows, 0, NoRevisit::Square);
    let mut events = Vec::new();
    let drop = sq("a3");
    g.play(
        Action::Replace {
            from: sq("c1"),
            at: sq("c3"),
            drop,
        },
        Some(&mut events),
    )
    .expect("legal");
    assert_eq!(events_text(&events).as_deref(), Some("c1-c2xc3=a3"));
    assert!(events.contains(&Event::Displaced {
        from: sq("c3"),
        to: drop,
        rings: 2
    }));
}

#[test]
fn a_damaged_save_is_refused_not_trusted() {
    let g = game(T1, 0, NoRevisit::Square);
    let text = ron::to_string(&g).expect("serializes");
    let back: State = ron::from_str(&text).expect("round trip");
    assert_eq!(back, g);
    let bad = text.replace("to_move:0", "to_move:7");
    assert!(ron::from_str::<State>(&bad).is_err(), "{bad}");
    let too_many = text.replacen("......", "333333", 1);
    assert!(ron::from_str::<State>(&too_many).is_err());
}
