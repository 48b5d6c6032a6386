//! Every game's computer stops at its deadline and still answers with a legal move.
//!
//! The session gives every computer move and hint a deadline
//! ([`crate::play::session::THINKING_CAP_SECONDS`]). Here each game's search is given a budget
//! so large that only the deadline can stop it (without the deadline each call would run for
//! hours), on positions from every stage of a game; it must come back soon after the deadline
//! with a legal action. The player's own levels, given a deadline that has already passed, must
//! answer legally too. An ignored test measures the slowest move per game with the cap in place.

use std::{
    sync::{Arc, mpsc},
    time::{Duration, Instant},
};

use crate::{
    engine::{Bot, Budget, GameDef, Player, Strength, Turn, bots::random_action, rng_from_seed},
    games::{coverage::every_game, ladder_tests::Start},
    play::session::THINKING_CAP_SECONDS,
};

/// The deadline of the slow searches here.
const DEADLINE: Duration = Duration::from_millis(100);

/// How long after the deadline an answer may come: the search's last step (one batch of
/// iterations or samples) and its ranking. Generous for a loaded CI machine; a search that
/// ignored the deadline would take hours.
const GRACE: Duration = Duration::from_millis(1500);

/// Decision states from random games of `G`, spread over whole games: every `stride`-th
/// decision, `count` of them.
pub(crate) fn positions<G: GameDef>(
    players: usize,
    start: Option<Start<'_, G>>,
    count: usize,
    stride: usize,
) -> Vec<G> {
    let rules = G::Rules::default();
    let mut found = Vec::new();
    let mut rng = rng_from_seed(7);
    let mut decisions = 0;
    for _game in 0..50 {
        let mut state = match start {
            Some(start) => start(&rules, &mut rng),
            None => G::new_game(&rules, players, None, &mut rng),
        };
        while let Some(action) = random_action(&state, &mut rng) {
            if matches!(state.to_move(), Turn::Player(_)) {
                decisions += 1;
                if decisions % stride == 0 && state.legal_action_list().len() > 1 {
                    found.push(state.clone());
                    if found.len() == count {
                        return found;
                    }
                }
            }
            state.apply_unchecked(action);
        }
    }
    found
}

fn decider<G: GameDef>(state: &G) -> Player {
    match state.to_move() {
        Turn::Player(p) => p,
        other => panic!("not a decision: {other:?}"),
    }
}

/// `bot` with `budget` on `state`: its first action, checked legal, and the time it took.
fn answer<G: GameDef>(bot: &dyn Bot<G>, state: &G, budget: &Budget) -> Duration {
    let p = decider(state);
    let started = Instant::now();
    let ranked = bot.rank(state, p, budget, &mut rng_from_seed(3));
    let took = started.elapsed();
    let first = ranked
        .first()
        .unwrap_or_else(|| panic!("{} gave no action", bot.name()));
    assert!(
        state.legal_action_list().contains(&first.action),
        "{} answered with an illegal action {:?}",
        bot.name(),
        first.action
    );
    took
}

/// `slow` on every position stops within [`GRACE`] of a [`DEADLINE`]; every level answers
/// legally when its deadline has already passed.
pub(crate) fn assert_cut_off<G: GameDef>(positions: &[G], slow: Arc<dyn Bot<G>>) {
    assert!(
        positions.len() >= 4,
        "too few positions: {}",
        positions.len()
    );
    for state in positions {
        // On its own thread, so that a search ignoring the deadline fails the test instead of
        // hanging it (the stray thread ends with the test process).
        let (sender, receiver) = mpsc::channel();
        let (bot, position) = (Arc::clone(&slow), state.clone());
        std::thread::spawn(move || {
            let budget = Budget {
                cancel: None,
                deadline: Some(Instant::now() + DEADLINE),
            };
            let _ = sender.send(answer(bot.as_ref(), &position, &budget));
        });
        let took = receiver
            .recv_timeout(DEADLINE + GRACE)
            .unwrap_or_else(|e| panic!("{} did not stop at its deadline: {e}", slow.name()));
        assert!(
            took < DEADLINE + GRACE,
            "{} took {took:?} with a {DEADLINE:?} deadline",
            slow.name()
        );
        for strength in Strength::CHOOSABLE {
            let passed = Budget {
                cancel: None,
                deadline: Some(Instant::now()),
            };
            answer(G::bot(strength).as_ref(), state, &passed);
        }
    }
}

/// Each registered game's search stops at its deadline (each game's positions and unbounded
/// search are in its own tests).
#[test]
fn every_games_search_stops_at_its_deadline() {
    every_game(|c| c.cut_off);
}

/// The slowest decision of a level over `games` self-play games with the session's cap.
pub(crate) fn slowest<G: GameDef>(
    players: usize,
    start: Option<Start<'_, G>>,
    strength: Strength,
    games: u64,
) -> (Duration, usize) {
    let bot = G::bot(strength);
    let rules = G::Rules::default();
    let cap = Duration::from_secs_f64(THINKING_CAP_SECONDS);
    let (mut slowest, mut decisions) = (Duration::ZERO, 0);
    for seed in 0..games {
        let mut rng = rng_from_seed(seed);
        let mut state = match start {
            Some(start) => start(&rules, &mut rng),
            None => G::new_game(&rules, players, None, &mut rng),
        };
        while decisions < 100_000 {
            let action = match state.to_move() {
                Turn::Over => break,
                Turn::Chance => state.sample_chance(&mut rng),
                Turn::Player(p) => {
                    let budget = Budget {
                        cancel: None,
                        deadline: Some(Instant::now() + cap),
                    };
                    let started = Instant::now();
                    let ranked = bot.rank(&state, p, &budget, &mut rng);
                    slowest = slowest.max(started.elapsed());
                    decisions += 1;
                    match ranked.first() {
                        Some(r) => r.action,
                        None => panic!("{} gave no action", bot.name()),
                    }
                }
            };
            state.apply_unchecked(action);
        }
    }
    (slowest, decisions)
}

/// Prints the slowest decision of Hard and Expert in each game (Expert's is also the hint's:
/// the hint is the Expert's ranking with the same cap). Minutes of CPU: run alone, by name.
#[test]
#[ignore = "measurement: cargo test --profile ci slowest_decision_per_game -- --ignored --nocapture"]
fn slowest_decision_per_game() {
    println!(
        "cap {THINKING_CAP_SECONDS} s; {:<9} {:<7} {:>10} {:>10}",
        "game", "level", "decisions", "slowest"
    );
    for strength in [Strength::Hard, Strength::Expert] {
        let rows = crate::app::registry::GAMES.iter().filter_map(|info| {
            let slowest = info.coverage.slowest.ok()?;
            Some((info.facts.id, slowest(strength)))
        });
        for (game, (slowest, decisions)) in rows {
            println!(
                "{game:<9} {:<7} {decisions:>10} {:>8.0} ms",
                strength.id(),
                slowest.as_secs_f64() * 1000.0
            );
        }
    }
}
