//! Undo in En Garde deals again what the player has not seen: a move taken back and made again
//! draws anew, and the opponent's hand is dealt anew; a redeal that is not of exactly the unseen
//! cards is refused.

use crate::{
    engine::{Game as _, Strength},
    games::en_garde::{actions::Action, cards::DECK_SIZE, rules::Rules, state::State},
    play::session::Session,
    settings::FirstPlayer,
};

#[test]
fn a_move_taken_back_and_made_again_draws_anew() {
    let (mut tries, mut same_draw, mut same_opponent) = (0, 0, 0);
    for seed in 0..40 {
        let mut s = Session::<State>::new(
            Rules::default(),
            2,
            Strength::Random,
            FirstPlayer::You,
            seed,
        );
        s.use_random_bots();
        let human = s.human;
        let Some(&first_move) = s
            .human_legal()
            .iter()
            .find(|a| matches!(a, Action::Move { .. }))
        else {
            continue;
        };
        let opponent_before = s.state.hand(1 - human);
        s.play(first_move).expect("legal");
        let hand_first = s.state.hand(human);
        s.undo(|_| false).expect("undo is offered after a draw");
        let opponent_after = s.state.hand(1 - human);
        s.play(first_move).expect("still legal");
        let hand_again = s.state.hand(human);
        tries += 1;
        same_draw += usize::from(hand_first == hand_again);
        same_opponent += usize::from(opponent_before == opponent_after);
    }
    assert!(tries >= 30, "{tries} first moves");
    // The new card has one of five values: the same value comes back now and then, not always.
    assert!(
        same_draw * 2 < tries,
        "{same_draw} of {tries} draws came back"
    );
    assert!(
        same_opponent * 4 < tries,
        "{same_opponent} of {tries} opponent's hands stayed"
    );
}

#[test]
fn a_redeal_must_hold_exactly_the_unseen_cards() {
    let mut rng = crate::engine::rng_from_seed(3);
    let state =
        <State as crate::engine::GameDef>::new_game(&Rules::default(), 2, Some(0), &mut rng);
    let Some(Action::Redeal { cards, len }) = state.redeal_unseen(&mut rng) else {
        panic!("a player decides, so there is a redeal");
    };
    assert_eq!(usize::from(len), 5 + usize::from(state.pile()));
    assert!(state.clone().apply(Action::Redeal { cards, len }).is_ok());
    // A card swapped for another value, a card left out, a card added.
    let mut swapped = cards;
    swapped[0] = if cards[0] == 5 { 1 } else { cards[0] + 1 };
    let mut short = cards;
    short[usize::from(len) - 1] = 0;
    let mut long = cards;
    if usize::from(len) < DECK_SIZE {
        long[usize::from(len)] = 1;
    }
    for (bad, bad_len) in [
        (swapped, len),
        (short, len - 1),
        (long, len + 1),
        (cards, len - 1),
    ] {
        let mut s = state.clone();
        assert!(
            s.apply(Action::Redeal {
                cards: bad,
                len: bad_len
            })
            .is_err()
        );
        assert_eq!(s, state, "a refused redeal changes nothing");
    }
}
