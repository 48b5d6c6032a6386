//! Knatsch's invariant (`check`: cards conserved, no duplicate ownership except duel cards) for
//! the conformance suite (`games::conformance`), which plays the random games for 2–6 players,
//! and refusal of illegal actions.

use super::super::{
    actions::Action,
    cards::{NUM_CARDS, card},
    rules::Rules,
    state::{Phase, Purpose, State},
};
use crate::engine::{Game, GameDef, rng_from_seed};

/// Every card exactly once, no seat owning two identical cards, a castle for everyone (the
/// suite's invariant for Knatsch).
pub(crate) fn check(g: &State) {
    let mut seen = [0u8; NUM_CARDS];
    for s in 0..2 {
        for &c in g.stack(s) {
            seen[usize::from(c)] += 1;
        }
        assert!(g.hidden(s) < g.stack(s).len().max(1));
    }
    for p in 0..g.players() {
        for (i, &c) in g.hand(p).iter().enumerate() {
            seen[usize::from(c)] += 1;
            if let Some(id) = card(c).identity() {
                assert!(
                    !g.hand(p)[i + 1..]
                        .iter()
                        .any(|&o| card(o).identity() == Some(id)),
                    "seat {p} owns two identical cards"
                );
            }
        }
        assert!(g.castle_count(p) >= 1, "everyone keeps a castle");
    }
    if let Phase::Rolling {
        purpose: Purpose::Duel { card: c, .. },
        ..
    } = g.phase()
    {
        seen[usize::from(c)] += 1;
    }
    assert!(seen.iter().all(|&n| n == 1), "every card exactly once");
}

#[test]
fn illegal_actions_are_refused() {
    let mut rng = rng_from_seed(3);
    let mut g = State::new_game(&Rules::default(), 3, Some(0), &mut rng);
    let before = g.clone();
    assert!(g.apply(Action::Stop).is_err());
    assert!(g.apply(Action::EndTurn).is_err());
    assert_eq!(g, before);
}

/// Found by the conformance suite: with a stack used up, the observation key and `determinize`
/// (what the AI's search calls) sliced past the end of the empty stack and panicked.
#[test]
fn an_empty_stack_has_no_unseen_cards() {
    let mut g = State::new_game(&Rules::default(), 5, Some(0), &mut rng_from_seed(1));
    let top = g.stacks[1][0];
    g.stacks[0].clear();
    g.hidden[0] = 0;
    g.stacks[1].truncate(1);
    g.hidden[1] = 0;
    let before = g.observation_key(0);
    let sample = g.determinize(0, &mut rng_from_seed(2));
    assert!(sample.stacks[0].is_empty());
    assert_eq!(sample.stacks[1], vec![top]);
    assert_eq!(sample.observation_key(0), before);
}
