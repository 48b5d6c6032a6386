//! Every game played from its new-game dialog to the end with key events only, against the Easy
//! computer: Tab to something the table offers, then Enter or Space to choose it. No pointer
//! event is sent; the focus never rests on a disabled widget on the way.

use egui::{Key, accesskit::Live};
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use rand::RngExt as _;

use crate::{
    engine::{Strength, rng_from_seed},
    i18n::{Lang, Msg},
    settings::{AnimationSpeed, FirstPlayer, GameChoices},
    ui::{
        panel::RulesOf,
        testing::{KitState, harness, press, settle, tab_to, table_choices},
    },
};

use super::coverage::{Covered, every_game};

/// Choices after which a game that has not ended counts as stuck.
const MOST_CHOICES: usize = 1500;

/// Plays one game of `P` with keys only, from the new-game dialog to the game-over dialog.
pub(crate) fn plays_with_keys<P: Covered>() {
    let started = std::time::Instant::now();
    let mut state = KitState::<P>::new();
    state.settings.animation_speed = AnimationSpeed::Instant;
    // In Japanese: the screen reader's news must be in the player's language.
    state.settings.language = Lang::Ja;
    let choices = GameChoices::<RulesOf<P>, P::Aids> {
        strength: Strength::Easy,
        players: 0,
        first: FirstPlayer::You,
        rules: P::first_game_rules(),
        aids: Default::default(),
    };
    state.settings.games.set_choices(P::SAVE_ID, &choices);
    let mut h = harness(state);
    h.run_steps(2);
    assert!(h.state().screen.new_game_dialog_open());
    let start = Msg::Start.tr(Lang::Ja);
    let mut tabs = tab_to(&mut h, start, |label, _| label == start, 80);
    press(&mut h, Key::Enter);
    h.step();
    assert!(
        h.state().screen.session.is_some() && !h.state().screen.new_game_dialog_open(),
        "Enter on Start starts the game"
    );
    let mut rng = rng_from_seed(7);
    let mut chosen = 0;
    // What was chosen since the game last moved on: not chosen again (a card selected is not
    // unselected), so random choices finish a turn instead of going round in circles.
    let mut tried: Vec<String> = Vec::new();
    let mut log_len = 0;
    loop {
        settle(&mut h, 400);
        let session = h.state().screen.session.as_ref().expect("a game");
        if session.is_over() {
            break;
        }
        if session.log.len() != log_len {
            log_len = session.log.len();
            tried.clear();
            assert_news_announced(&h);
        }
        assert!(
            chosen < MOST_CHOICES,
            "{}: no end after {chosen} choices",
            P::SAVE_ID
        );
        let offered = table_choices(&h);
        assert!(
            !offered.is_empty(),
            "{}: the human must act, yet the table offers nothing",
            P::SAVE_ID
        );
        assert!(
            offered.iter().all(|(label, _)| !label.trim().is_empty()),
            "{}: a choice has no name: {offered:?}",
            P::SAVE_ID
        );
        let fresh: Vec<_> = offered
            .iter()
            .filter(|(label, _)| !tried.contains(label))
            .collect();
        let pool = if fresh.is_empty() {
            offered.iter().collect()
        } else {
            fresh
        };
        let (label, rect) = pool[rng.random_range(0..pool.len())].clone();
        // A widget may move a little as it takes the focus (a button's frame).
        let near = |r: egui::Rect| r.center().distance(rect.center()) < 8.0;
        let what = format!("{label:?} at {rect:?}");
        tabs += tab_to(&mut h, &what, |l, r| l == label && near(r), 300);
        // Both keys choose; each is used half of the time.
        press(
            &mut h,
            if chosen % 2 == 0 {
                Key::Enter
            } else {
                Key::Space
            },
        );
        tried.push(label);
        chosen += 1;
    }
    h.run_steps(3);
    assert!(
        h.state().screen.game_over_dialog_open(),
        "{}: the game-over dialog opens",
        P::SAVE_ID
    );
    println!(
        "{}: played to the end with keys only: {chosen} choices, {tabs} Tabs, {:.1} s",
        P::SAVE_ID,
        started.elapsed().as_secs_f64()
    );
}

/// When another seat acted last, the live region carries its log line (in Japanese, as the
/// log), and there is one live region.
fn assert_news_announced<P: Covered>(h: &egui_kittest::Harness<'_, KitState<P>>) {
    let session = h.state().screen.session.as_ref().expect("a game");
    let Some(last) = session.log.last() else {
        return;
    };
    if last.seat == Some(session.human) {
        return;
    }
    let panel = &h.state().screen.panel;
    let Some(line) = last
        .events
        .iter()
        .filter_map(|e| panel.describe_event(e, &session.state, session.human, Lang::Ja))
        .last()
    else {
        return;
    };
    let regions: Vec<String> = h
        .query_all(egui_kittest::kittest::by().predicate(|n| n.live() == Live::Polite))
        .map(|n| n.accesskit_node().label().unwrap_or_default())
        .collect();
    assert_eq!(
        regions.len(),
        1,
        "{}: one live region: {regions:?}",
        P::SAVE_ID
    );
    assert!(
        regions[0].contains(&line),
        "{}: {line:?} is not announced: {:?}",
        P::SAVE_ID,
        regions[0]
    );
}

#[test]
fn every_game_is_played_to_the_end_with_keys_only() {
    every_game(|c| c.keyboard);
}
