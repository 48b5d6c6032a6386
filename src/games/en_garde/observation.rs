//! What one seat may know, and the aids built on it: unseen cards by value and the "sure
//! hit" check.

use serde::{Deserialize, Serialize};

use super::{
    actions::Action,
    cards::{COPIES, Cards},
    rules::{Level, ParryMatch, Rules},
    state::{Phase, State},
};
use crate::engine::Player;

/// Everything `seat` may see.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Observation {
    /// The observing seat.
    pub seat: Player,
    /// The rules.
    pub rules: Rules,
    /// Own hand.
    pub hand: Cards,
    /// How many cards the opponent holds.
    pub opponent_hand_size: u8,
    /// Fencer spaces per seat.
    pub positions: [u8; 2],
    /// Played cards (public: everybody may remember them).
    pub discards: Cards,
    /// Cards of a pending attack.
    pub table: Cards,
    /// Cards left in the pile.
    pub pile: u8,
    /// Round wins.
    pub scores: [u8; 2],
    /// Round number.
    pub round: u16,
    /// Who started the round.
    pub starter: Player,
    /// The phase (with any pending attack).
    pub phase: Phase,
}

impl State {
    /// What `seat` may see.
    pub fn observation(&self, seat: Player) -> Observation {
        let seat = seat.min(1);
        Observation {
            seat,
            rules: self.rules.clone(),
            hand: self.hand(seat),
            opponent_hand_size: self.hand(1 - seat).len(),
            positions: self.positions(),
            discards: self.discards(),
            table: self.table(),
            pile: self.pile(),
            scores: self.scores(),
            round: self.round(),
            starter: self.starter(),
            phase: self.phase(),
        }
    }
}

impl Observation {
    /// Cards the observer has not seen, by value: in the opponent's hand or the pile.
    pub fn unseen(&self) -> Cards {
        let mut unseen = Cards::full_deck();
        unseen.remove_all(&self.hand);
        unseen.remove_all(&self.discards);
        unseen.remove_all(&self.table);
        unseen
    }

    /// Free spaces behind `player`'s fencer.
    pub fn behind(&self, player: Player) -> u8 {
        if player == 0 {
            self.positions[0] - 1
        } else {
            super::state::PISTE - self.positions[1]
        }
    }

    /// True when `action` (an attack of the observer) cannot be parried or escaped by any hand
    /// the opponent may hold, given what the observer knows now.
    pub fn sure_hit(&self, action: Action) -> bool {
        let (value, count, advance) = match action {
            Action::Attack { value, count } => (value, count, false),
            Action::AdvanceAttack { value, count, .. } => (value, count, true),
            _ => return false,
        };
        let riposte = matches!(self.phase, Phase::Turn { riposte: true, .. });
        if self.rules.level == Level::Basic || (riposte && self.rules.riposte_hits) {
            return true;
        }
        let unseen = self.unseen();
        let can_parry = match self.rules.parry {
            ParryMatch::SameValue => unseen.count(value) >= count,
            ParryMatch::SameTotal => has_sum(unseen, count, u32::from(value) * u32::from(count), 1),
        };
        if can_parry {
            return false;
        }
        if advance {
            let defender = 1 - self.seat;
            let room = self.behind(defender);
            let can_retreat = (1..=5u8).any(|v| v <= room && unseen.count(v) > 0);
            return !can_retreat;
        }
        true
    }

    /// Copies of each value that the opponent might hold (unseen), as a list for the aid.
    pub fn unseen_by_value(&self) -> [u8; 5] {
        let u = self.unseen();
        [u.count(1), u.count(2), u.count(3), u.count(4), u.count(5)]
    }

    /// The largest number of copies of any value the opponent could hold.
    pub fn max_copies(&self) -> u8 {
        COPIES
    }
}

/// True when `cards` holds `size` cards (values from `from` up) summing to `target`.
fn has_sum(cards: Cards, size: u8, target: u32, from: u8) -> bool {
    if size == 0 {
        return target == 0;
    }
    (from..=5).any(|v| {
        let v32 = u32::from(v);
        cards.count(v) > 0 && v32 <= target && {
            let mut rest = cards;
            rest.remove(v, 1);
            has_sum(rest, size - 1, target - v32, v)
        }
    })
}
