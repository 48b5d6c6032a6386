//! Numbered deals through the kit with the demo game: the number on the table, "Play this deal
//! again" from the game-over dialog and from the review, and the deal of the day.

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable as _;

use crate::{
    engine::Game as _,
    games::demo::{DemoGame, DemoPanel},
    play::deals,
    settings::GameChoices,
    ui::testing::{KitState, button_labels, click, harness, settle},
};

type Harness = egui_kittest::Harness<'static, KitState<DemoPanel>>;

/// Starts a game with the defaults and plays it to the end; returns the game's start state.
fn play_a_game_to_the_end(h: &mut Harness) -> DemoGame {
    h.run_steps(2);
    click(h, "Start");
    settle(h, 50);
    let start = h
        .state()
        .screen
        .session
        .as_ref()
        .and_then(|s| s.trail().map(|t| t.start.clone()))
        .expect("a new game has its start");
    play_on_to_the_end(h);
    start
}

/// Plays the first card (or knocks) until the game-over dialog opens.
fn play_on_to_the_end(h: &mut Harness) {
    for _ in 0..60 {
        settle(h, 80);
        if h.state().screen.game_over_dialog_open() {
            break;
        }
        let labels = button_labels(h);
        let choice = labels
            .iter()
            .find(|l| l.parse::<u8>().is_ok())
            .cloned()
            .unwrap_or_else(|| "Knock".to_owned());
        click(h, &choice);
    }
    settle(h, 80);
    h.step();
    assert!(h.state().screen.game_over_dialog_open());
}

fn table_state(h: &Harness) -> (DemoGame, bool, Option<u32>) {
    let session = h.state().screen.session.as_ref().expect("a game");
    (
        session.state.clone(),
        session.log.is_empty(),
        session.deal(),
    )
}

#[test]
fn the_game_over_dialog_deals_the_same_game_again() {
    let mut h = harness(KitState::<DemoPanel>::new());
    let start = play_a_game_to_the_end(&mut h);
    let deal = h.state().screen.deal().expect("a numbered deal");
    // The number is on the table, by its accessible name.
    assert!(
        h.query_by_label(&format!("Deal {deal}")).is_some(),
        "the deal number is shown"
    );
    click(&mut h, "Play this deal again");
    settle(&mut h, 50);
    let (state, fresh, again) = table_state(&h);
    assert!(fresh && !state.is_over(), "a new game began");
    assert_eq!(state, start, "the same initial deal");
    assert_eq!(again, Some(deal), "under the same number");
}

#[test]
fn the_review_deals_the_reviewed_game_again() {
    let mut h = harness(KitState::<DemoPanel>::new());
    let start = play_a_game_to_the_end(&mut h);
    let deal = h.state().screen.deal();
    click(&mut h, "Review this game");
    assert!(h.state().screen.reviews.screen.is_some());
    h.run_steps(2);
    assert!(
        h.query_by_label_contains(&format!("Deal {}", deal.unwrap_or(0)))
            .is_some(),
        "the review names the deal"
    );
    let named = format!("Play this deal again: Deal {}", deal.unwrap_or(0));
    click(&mut h, &named);
    settle(&mut h, 50);
    assert!(
        h.state().screen.reviews.screen.is_none(),
        "back at the table"
    );
    let (state, fresh, again) = table_state(&h);
    assert!(fresh);
    assert_eq!(state, start);
    assert_eq!(again, deal);
}

#[test]
fn the_deal_of_the_day_is_one_deal_per_date() {
    let choices = GameChoices::default();
    let day = deals::day_of(1_790_000_000);
    let dealt = |day: u64| {
        // A fresh screen each time: two runs of the app on that date.
        let mut state = KitState::<DemoPanel>::new();
        state.screen.start_deal_of_the_day(&choices, day);
        let session = state.screen.session.as_ref().expect("a game");
        (session.state.clone(), session.deal())
    };
    let (first, number) = dealt(day);
    assert_eq!(dealt(day), (first.clone(), number), "same date, same deal");
    assert_eq!(number, Some(deals::deal_of_the_day("demo", day)));
    let others: Vec<DemoGame> = (1..=3).map(|d| dealt(day + d).0).collect();
    assert!(
        others.iter().any(|s| *s != first),
        "other dates deal other games"
    );
}

#[test]
fn the_new_game_dialog_offers_the_deal_of_the_day_and_remembers_the_best_result() {
    let mut h = harness(KitState::<DemoPanel>::new());
    h.run_steps(2);
    let today = deals::deal_of_the_day(
        "demo",
        deals::day_of(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs()),
        ),
    );
    let button = format!("Play the deal of the day (Deal {today})");
    assert!(
        h.query_by_label("Not played yet: the same deal for everyone today.")
            .is_some()
    );
    click(&mut h, &button);
    settle(&mut h, 50);
    assert_eq!(h.state().screen.deal(), Some(today));
    // Finish it; the new-game dialog then shows the result kept in the records.
    play_on_to_the_end(&mut h);
    // The game-over dialog's "New game" (the top bar's comes first, behind the dialog).
    h.get_all_by_role_and_label(Role::Button, "New game")
        .last()
        .expect("the dialog's New game")
        .click();
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("Your best result on it: ")
            .is_some(),
        "the best result on today's deal is shown"
    );
}
