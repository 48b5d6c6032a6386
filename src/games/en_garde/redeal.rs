//! The redeal after an undo: what the deciding fencer has not seen (the opponent's hand and the
//! pile) is shuffled and dealt again, so that the cards an undone decision showed them (a draw,
//! the opponent's answer, the hands shown at the end of a round) tell nothing about the game
//! they go back to. Undo can then be offered after every decision.

use rand::seq::SliceRandom as _;

use super::{
    actions::{Action, Event},
    cards::{Cards, DECK_SIZE},
    state::{Log, State},
};
use crate::engine::GameRng;

impl State {
    /// The redeal after an undo on the decider's turn: everything they have not seen (the
    /// opponent's hand and the pile) shuffled, the opponent's hand first. `None` when no one
    /// decides.
    pub fn redeal_unseen(&self, rng: &mut GameRng) -> Option<Action> {
        let decider = self.current_player()?;
        let mut unseen = self.hands[1 - decider].to_vec();
        unseen.extend_from_slice(&self.deck);
        unseen.shuffle(rng);
        let mut cards = [0; DECK_SIZE];
        cards[..unseen.len()].copy_from_slice(&unseen);
        Some(Action::Redeal {
            cards,
            len: unseen.len() as u8,
        })
    }

    /// Whether `cards[..len]` are exactly the decider's opponent's hand and the pile.
    pub(super) fn is_redeal_of_unseen(&self, cards: &[u8; DECK_SIZE], len: u8) -> bool {
        let Some(decider) = self.current_player() else {
            return false;
        };
        let len = usize::from(len);
        let mut unseen = self.hands[1 - decider];
        unseen.add_all(&Cards::from_values(&self.deck));
        len <= DECK_SIZE
            && usize::from(unseen.len()) == len
            && Cards::from_values(&cards[..len]) == unseen
            && cards[len..].iter().all(|&c| c == 0)
    }

    /// Deals `unseen` again: the decider's opponent's hand first, then the pile.
    pub(super) fn redeal(&mut self, unseen: &[u8], log: &mut Log<'_>) {
        let Some(decider) = self.current_player() else {
            return;
        };
        let other = 1 - decider;
        let in_hand = usize::from(self.hands[other].len()).min(unseen.len());
        self.hands[other] = Cards::from_values(&unseen[..in_hand]);
        self.deck = unseen[in_hand..].to_vec();
        log.push(Event::Redealt {
            decider,
            pile: self.deck.len() as u8,
        });
    }
}
