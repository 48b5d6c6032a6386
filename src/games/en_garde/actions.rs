//! Decisions and what they do.

use serde::{Deserialize, Serialize};

use super::cards::{Cards, DECK_SIZE};
use crate::engine::Player;

/// One decision (or, for `Deal`, a chance outcome).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Play one card and move that many spaces.
    Move {
        /// The card.
        card: u8,
        /// Towards the opponent.
        forward: bool,
    },
    /// Attack with `count` cards of `value` (= the distance).
    Attack {
        /// Card value.
        value: u8,
        /// Cards played.
        count: u8,
    },
    /// Full game: move `step` forward, then attack with `count` cards of `value`.
    AdvanceAttack {
        /// The move card.
        step: u8,
        /// The attack value (the distance after the step).
        value: u8,
        /// Attack cards.
        count: u8,
    },
    /// Parry the pending attack with these cards.
    Parry {
        /// The cards.
        cards: Cards,
    },
    /// Full game: retreat from an advance-attack (the defender's whole turn).
    Retreat {
        /// The card.
        card: u8,
    },
    /// Take the hit.
    Accept,
    /// Chance: the shuffled deck of the next round (top card last).
    Deal {
        /// All 25 cards.
        deck: [u8; DECK_SIZE],
    },
    /// Chance, after an undo: the cards the deciding fencer has not seen (the opponent's hand
    /// and the pile) dealt again, so that what the undone decision showed tells nothing.
    Redeal {
        /// The first `len` entries: the opponent's new hand first, then the pile (top card
        /// last); the rest are 0.
        cards: [u8; DECK_SIZE],
        /// How many cards are dealt again.
        len: u8,
    },
}

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RoundEnd {
    /// An attack hit.
    Hit,
    /// A player could not act at the start of a turn.
    Stuck,
    /// Basic game: a last-chance attack after the pile ran out.
    LastChance,
    /// More cards matching the distance when the pile ran out.
    HandCount,
    /// Farther from the own start when the pile ran out.
    Position,
    /// The defender retreated from the last card's advance-attack (seed: attacker wins).
    LastCardRetreat,
    /// Equal in every check.
    Draw,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A round began.
    RoundStarted {
        /// Round number from 1.
        round: u16,
        /// Who moves first.
        starter: Player,
    },
    /// After an undo, the opponent's hand and the pile were shuffled together and dealt again.
    Redealt {
        /// Whose opponent's hand was dealt again.
        decider: Player,
        /// Cards in the pile.
        pile: u8,
    },
    /// Cards were drawn (the values are hidden from the other seat).
    Drew {
        /// Who drew.
        player: Player,
        /// What.
        cards: Vec<u8>,
        /// Cards left in the pile.
        pile: u8,
    },
    /// A fencer moved.
    Moved {
        /// Who.
        player: Player,
        /// The card.
        card: u8,
        /// From space (1–23).
        from: u8,
        /// To space.
        to: u8,
    },
    /// An attack (after the advance, for an advance-attack).
    Attacked {
        /// Attacker.
        player: Player,
        /// Value.
        value: u8,
        /// Cards.
        count: u8,
        /// For an advance-attack: the move card and the spaces.
        advance: Option<(u8, u8, u8)>,
    },
    /// The defender parried.
    Parried {
        /// Defender.
        player: Player,
        /// The cards.
        cards: Cards,
    },
    /// The defender retreated.
    Retreated {
        /// Defender.
        player: Player,
        /// Card.
        card: u8,
        /// From space.
        from: u8,
        /// To space.
        to: u8,
    },
    /// The defender took the hit (by choice or without any defence).
    Hit {
        /// The attacker.
        attacker: Player,
        /// The defender had no defence at all.
        undefendable: bool,
    },
    /// A player had no legal action.
    Stuck {
        /// Who.
        player: Player,
    },
    /// The last card was drawn.
    PileEmpty,
    /// Basic game: a last-chance turn.
    LastChance {
        /// Whose.
        player: Player,
        /// The attack card if they had one.
        attacked: Option<u8>,
    },
    /// Both hands were shown and compared at the distance.
    HandsShown {
        /// The distance.
        distance: u8,
        /// Both hands.
        hands: [Cards; 2],
    },
    /// Spaces each fencer moved from its start.
    PositionCheck {
        /// Per seat.
        travelled: [u8; 2],
    },
    /// The round ended.
    RoundOver {
        /// Winner (`None`: drawn).
        winner: Option<Player>,
        /// Why.
        reason: RoundEnd,
        /// Scores after it.
        scores: [u8; 2],
    },
    /// The match ended.
    MatchOver {
        /// Winner.
        winner: Player,
    },
}
