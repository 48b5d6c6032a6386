//! Decisions, chance outcomes and what they do.

use serde::{Deserialize, Serialize};

use super::{cards::CardId, dice::Rank};
use crate::engine::Player;

/// What an attack aims at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Target {
    /// The top card of a stack: a castle or special to capture, or a duel card to organise.
    Stack(u8),
    /// Another player's castle (the owner may defend).
    Castle {
        /// The owner's seat.
        owner: u8,
        /// The card.
        card: CardId,
    },
    /// Another player's special card (no defence roll).
    Special {
        /// The owner's seat.
        owner: u8,
        /// The card.
        card: CardId,
    },
    /// Challenge the King (5,5,5,5;1) with exactly three castles.
    King,
}

/// One decision, or (`Roll`) a chance outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Move the top card of a stack to its bottom (before the turn's action).
    Refresh {
        /// Stack 0 or 1.
        stack: u8,
    },
    /// The turn's action.
    Attack {
        /// What is attacked.
        target: Target,
    },
    /// End the turn without an attempt.
    Pass,
    /// Set these dice aside (counts per face 1–5) and roll the others again.
    Keep {
        /// How many dice of each face 1–5 to keep.
        counts: [u8; 5],
    },
    /// Stop rolling: the dice as they lie are the result.
    Stop,
    /// After a failed King attempt: put this castle under a stack.
    Surrender {
        /// The castle given up.
        card: CardId,
        /// The stack it goes under.
        stack: u8,
    },
    /// Variant "King at end of turn": end the turn without challenging the King.
    EndTurn,
    /// Designate one of the own cards for a guardian (before the turn's action).
    Guard {
        /// The card to protect from now on.
        card: CardId,
    },
    /// Owning several Dice cards: use this one's fixed die in the coming attempt.
    Declare {
        /// The Dice card's number.
        value: u8,
    },
    /// Chance: the dice rolled (values 1–6 in rolling order, 0 = no die).
    Roll {
        /// The dice.
        dice: [u8; 6],
    },
}

/// How a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Victory {
    /// Four castles.
    FourCastles,
    /// Three castles and the King overthrown.
    King,
    /// Two castles and three duel cards.
    Duels,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A player's turn began.
    TurnStarted {
        /// Whose.
        player: Player,
    },
    /// A stack's top card went to its bottom.
    Refreshed {
        /// Who refreshed.
        player: Player,
        /// Which stack.
        stack: u8,
        /// The card moved.
        card: CardId,
    },
    /// A player chose the turn's action.
    Attacked {
        /// The attacker.
        player: Player,
        /// The target.
        target: Target,
        /// A stack's top card at the time (the log is read later, when another card is on
        /// top).
        #[serde(default)]
        card: Option<CardId>,
    },
    /// A player passed.
    Passed {
        /// Who.
        player: Player,
    },
    /// A player is about to roll for an attempt (attack, defence, duel, King).
    AttemptStarted {
        /// Who rolls.
        roller: Player,
        /// Rolls allowed.
        rolls: u8,
        /// The fixed extra die of a Dice card.
        extra: Option<u8>,
    },
    /// Dice were rolled.
    Rolled {
        /// Who rolled.
        roller: Player,
        /// The dice (0 = none).
        dice: [u8; 6],
    },
    /// Dice were set aside before the next roll.
    Kept {
        /// Who.
        roller: Player,
        /// Kept counts per face 1–5.
        counts: [u8; 5],
    },
    /// An attempt ended with this result.
    AttemptEnded {
        /// Who rolled.
        roller: Player,
        /// The result.
        rank: Rank,
    },
    /// A card changed hands (from a stack when `from` is `None`).
    Captured {
        /// The new owner.
        player: Player,
        /// The card.
        card: CardId,
        /// The previous owner.
        from: Option<Player>,
    },
    /// An attack failed; a stack card went to the bottom of `stack`.
    Failed {
        /// The attacker.
        player: Player,
        /// The card attacked (`None` for the King).
        card: Option<CardId>,
        /// The stack the card went under, if it was a stack card.
        stack: Option<u8>,
    },
    /// A castle owner rolled stronger than the attacker.
    Defended {
        /// The owner.
        owner: Player,
        /// The castle.
        card: CardId,
    },
    /// A duel was decided.
    DuelWon {
        /// The winner.
        winner: Player,
        /// The duel card.
        card: CardId,
    },
    /// A failed King attempt cost a castle.
    Surrendered {
        /// Who.
        player: Player,
        /// The castle.
        card: CardId,
        /// The stack it went under.
        stack: u8,
    },
    /// A guardian now protects this card.
    Guarded {
        /// The owner.
        player: Player,
        /// The card.
        card: CardId,
    },
    /// King's favour saved the castles after a failed King attempt.
    Spared {
        /// Who.
        player: Player,
    },
    /// Capturing a special from a stack grants another action.
    ExtraAction {
        /// Who.
        player: Player,
    },
    /// The game was won.
    Won {
        /// The winner.
        winner: Player,
        /// How.
        victory: Victory,
    },
    /// The turn limit was reached without a winner.
    Drawn,
}
