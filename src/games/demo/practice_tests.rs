//! Practice driven end to end with the demo game: a recorded game whose review found a blunder
//! becomes a puzzle; the game's own move is refused without counting, the Expert's choice solves
//! it, the answer is kept in the practice file, and the puzzle waits before it comes back.

use egui_kittest::kittest::Queryable as _;

use crate::{
    engine::{
        Game as _,
        review::{Judgement, Mark},
    },
    games::demo::{DemoAction, DemoGame, DemoPanel},
    play::{
        TableRules as _,
        practice::{PRACTICE_FILE, PracticeBook, PuzzleStatus, puzzles_of, today},
        records::{Analysis, GameRecord, PointAnalysis},
    },
    ui::{
        table_screen::{GameScreen as _, Navigation},
        testing::{KitState, button_labels, click, harness, settle},
    },
};

fn label(action: DemoAction) -> String {
    match action {
        DemoAction::Play { card } => card.to_string(),
        DemoAction::Knock => "Knock".to_owned(),
    }
}

#[test]
fn a_blunder_from_a_reviewed_game_becomes_a_puzzle_that_is_judged_and_scheduled() {
    let mut h = harness(KitState::<DemoPanel>::new());
    h.run_steps(2);
    click(&mut h, "You");
    click(&mut h, "Start");
    for _ in 0..40 {
        settle(&mut h, 80);
        if h.state().screen.game_over_dialog_open() {
            break;
        }
        let labels = button_labels(&h);
        let card = labels.iter().find(|l| l.parse::<u8>().is_ok()).cloned();
        click(&mut h, &card.unwrap_or_else(|| "Knock".to_owned()));
    }
    assert!(h.state().screen.game_over_dialog_open());

    // The review judged one of the human's real choices a blunder: the Expert preferred another
    // card whose value differs (so its button is told apart from the one played).
    let summary = h.state().records.summaries("demo").pop().expect("recorded");
    let text = h
        .state()
        .records
        .read("demo", &summary.file)
        .expect("written");
    let (mut record, replayed) = GameRecord::<DemoGame>::from_ron(&text).expect("replays");
    let (k, decision) = replayed
        .decisions
        .iter()
        .enumerate()
        .find(|(_, d)| {
            d.seat == record.human
                && d.before
                    .legal_action_list()
                    .iter()
                    .any(|a| label(*a) != label(d.action))
        })
        .expect("a real choice");
    let played = decision.action;
    let legal = decision.before.legal_action_list();
    let best = *legal
        .iter()
        .find(|a| label(**a) != label(played))
        .expect("another move");
    let points = (0..replayed.decisions.len())
        .map(|i| PointAnalysis {
            value: None,
            judgement: (i == k).then_some(Judgement {
                best,
                best_value: 0.8,
                chosen_value: 0.3,
                measure: decision.before.decision_measure(),
            }),
        })
        .collect();
    record.analysis = Some(Analysis {
        analyst: "test".into(),
        points,
    });
    let text = record.to_ron().expect("serializes");
    let new_summary = record.summary(&replayed, &summary.file);
    h.state()
        .records
        .rewrite("demo", &summary.file, &text, new_summary);

    let list = puzzles_of(
        &h.state().records.summaries("demo"),
        &h.state().practice.book,
        today(),
    );
    assert_eq!(list.len(), 1, "one puzzle: {list:?}");
    assert_eq!(list[0].key.decision, k);
    assert_eq!(list[0].mark, Mark::Blunder);
    assert_eq!(list[0].status, PuzzleStatus::New);

    let key = list[0].key.clone();
    assert!(h.state_mut().with_cx(|s, cx| s.open_puzzle(cx, &key)));
    h.run_steps(2);
    assert!(h.query_by_label_contains("Find a better move").is_some());
    assert!(h.query_by_label_contains("Blunder").is_some());

    // The move of the game does not count as an answer.
    click(&mut h, &label(played));
    assert!(
        h.query_by_label_contains("the move you chose in the game")
            .is_some()
    );
    let puzzle = h.state().screen.puzzle.as_ref().expect("still open");
    assert_eq!(puzzle.verdict(), None);
    assert!(h.state().practice.book.puzzles.is_empty());

    // The Expert's choice solves it; the answer is written and the puzzle waits two days.
    click(&mut h, &label(best));
    h.run_steps(2);
    assert_eq!(
        h.state()
            .screen
            .puzzle
            .as_ref()
            .and_then(crate::ui::practice::PuzzleScreen::verdict),
        Some(true)
    );
    assert!(h.query_by_label_contains("Solved!").is_some());
    let file = h.state().dir.path().join(PRACTICE_FILE);
    let stored: PracticeBook =
        ron::from_str(&std::fs::read_to_string(file).expect("practice file")).expect("parses");
    let progress = stored.puzzles[&key.text()];
    assert_eq!(
        (progress.attempts, progress.solved, progress.level),
        (1, 1, 1)
    );
    assert_eq!(
        h.state().practice.book.status(&key, today()),
        PuzzleStatus::Solved {
            due_day: today() + 2
        }
    );

    // Nothing else to do: "Next puzzle" goes back to the practice page.
    click(&mut h, "Next puzzle");
    assert!(h.state().screen.puzzle.is_none());
    assert_eq!(h.state().navigation, Navigation::Practice);
}
