//! Undo never tells the player anything hidden: whenever a game offers undo, everything the
//! human has seen since their decision would have looked the same whatever the hidden cards
//! were. Checked by replay: the state at the decision is resampled from the human's view
//! (`determinize`), the same actions since (theirs, the other seats', chance's) are applied,
//! and every resampled world must accept them and end in the same view for the human. And in a
//! game where the other seats decide on what the human cannot see, undo is off once one has.
//! A game that deals again on undo what the human has not seen (`REDEALS_AFTER_UNDO`) offers
//! it after anything: there, the undone game must look to the human exactly as at the decision,
//! its hidden part dealt anew, and its record must replay to it.

use super::coverage::{Covered, every_game};
use crate::{
    engine::{Game, GameDef, Strength, rng_from_seed, worker::AiWorker},
    play::{
        TableRules,
        records::replay,
        session::{Advance, Session, UndoBlock, same_state},
    },
    settings::FirstPlayer,
    ui::panel::GamePanel,
};

/// Resampled worlds per allowed undo.
const WORLDS: u64 = 6;

/// Plays the random games of `P`'s [`Covered::UNDO`] and checks every allowed undo, and that
/// there were at least as many as it promises.
pub(crate) fn undo_reveals_nothing<P: Covered>() {
    let undo = P::UNDO;
    let checked = allowed_undos_reveal_nothing::<P>(undo.seats, undo.games);
    assert!(
        checked >= undo.at_least,
        "{}: {checked} allowed undos, fewer than {}",
        P::SAVE_ID,
        undo.at_least
    );
}

/// Plays `games` random games of `P`'s game at `players` seats and checks every allowed undo;
/// returns how many allowed undos it checked.
fn allowed_undos_reveal_nothing<P: GamePanel>(players: usize, games: u64) -> usize {
    let panel = P::default();
    let worker = AiWorker::inline();
    let mut checked = 0;
    let (mut undone, mut dealt_anew) = (0, 0);
    for seed in 0..games {
        let rules = <P::Game as GameDef>::Rules::default();
        let mut s =
            Session::<P::Game>::new(rules, players, Strength::Random, FirstPlayer::Random, seed);
        s.use_random_bots();
        let human = s.human;
        let mut rng = rng_from_seed(seed ^ 0xD0);
        let mut now = 0.0;
        for _ in 0..400 {
            let legal = s.human_legal();
            if legal.is_empty() {
                if s.is_over() {
                    break;
                }
                now += 1.0;
                if s.advance(now, &worker) == Advance::Idle && s.human_legal().is_empty() {
                    break;
                }
                continue;
            }
            let before = s.state.clone();
            let log_at = s.log.len();
            let from = s.trail().map_or(0, |t| t.actions.len());
            let action = legal[usize::try_from(seed).unwrap_or(0) * 7 % legal.len()];
            s.play(action).expect("a legal action");
            // Up to the human's next decision.
            for _ in 0..2_000 {
                if !s.human_legal().is_empty() || s.is_over() {
                    break;
                }
                now += 1.0;
                s.advance(now, &worker);
            }
            let status = s.undo_status(|events| panel.reveals_hidden(events, human));
            let since = &s.log[log_at.min(s.log.len())..];
            let other_decided = since.iter().any(|e| e.seat.is_some_and(|p| p != human));
            if <P::Game as TableRules>::OTHERS_DECIDE_ON_HIDDEN
                && !<P::Game as TableRules>::REDEALS_AFTER_UNDO
                && other_decided
            {
                assert!(
                    status.is_err(),
                    "{}: undo after another seat decided",
                    P::Game::ID
                );
            }
            if status.is_ok() && <P::Game as TableRules>::REDEALS_AFTER_UNDO {
                checked += 1;
                if rand::RngExt::random_bool(&mut rng, 0.5) {
                    s.undo(|events| panel.reveals_hidden(events, human))
                        .expect("undo was allowed");
                    assert_eq!(
                        s.state.observation_key(human),
                        before.observation_key(human),
                        "{} seed {seed}: after the undo the human sees what they saw at the \
                         decision",
                        P::Game::ID
                    );
                    let trail = s.trail().expect("a new game has a trail");
                    let replayed = replay(trail).expect("the record replays the redeal");
                    assert!(same_state(&replayed, &s.state), "{}: replayed", P::Game::ID);
                    undone += 1;
                    dealt_anew += usize::from(!same_state(&s.state, &before));
                }
            } else if status.is_ok() {
                let actions = &s.trail().expect("a new game has a trail").actions[from..];
                let seen = s.state.observation_key(human);
                for w in 0..WORLDS {
                    let mut world = before.determinize(human, &mut rng_from_seed(seed * 31 + w));
                    assert_eq!(
                        world.observation_key(human),
                        before.observation_key(human),
                        "{}: a resampled world looks different to the human",
                        P::Game::ID
                    );
                    for (i, &a) in actions.iter().enumerate() {
                        if world.apply(a).is_err() {
                            panic!(
                                "{} seed {seed}: undo is allowed, yet action {i} since the \
                                 decision is impossible in a world the human could not rule out: \
                                 it told them something hidden",
                                P::Game::ID
                            );
                        }
                    }
                    assert_eq!(
                        world.observation_key(human),
                        seen,
                        "{} seed {seed}: undo is allowed, yet what the human sees now depends on \
                         what was hidden at the decision; since: {since:?}",
                        P::Game::ID
                    );
                }
                checked += 1;
                // Take it back sometimes, and play on from there.
                if rand::RngExt::random_bool(&mut rng, 0.5) {
                    s.undo(|events| panel.reveals_hidden(events, human))
                        .expect("undo was allowed");
                }
            } else {
                assert_ne!(status, Err(UndoBlock::Nothing));
            }
            if s.is_over() {
                break;
            }
        }
    }
    // A redeal that dealt the same cards in the same places every time would show the player
    // the draws they undid again.
    assert!(
        dealt_anew * 10 >= undone * 9,
        "{}: only {dealt_anew} of {undone} undos dealt the unseen cards anew",
        P::Game::ID
    );
    checked
}

#[test]
fn undo_reveals_nothing_in_any_game() {
    every_game(|c| c.undo);
}
