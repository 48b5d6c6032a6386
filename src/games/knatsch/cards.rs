//! The 48 playing cards of Knatsch as one data table.
//!
//! **Reconstructed.** The printed card list is not public (docs/research/knatsch_aegis.md §A3); this
//! table is the documented reconstruction of §A4: six castle colours over 16 castle cards,
//! 9 duel (tournament) cards and 23 special cards, every castle and special showing a triple
//! plus one kicker ("X,X,X;Y"). A corrected list is a change to [`CARDS`] only.

use serde::{Deserialize, Serialize};

use super::dice::Rank;

/// Number of playing cards (blanks and goal cards are not dealt).
pub const NUM_CARDS: usize = 48;

/// Castle colours (placeholders C1…C6 of the reconstruction).
pub const NUM_COLOURS: usize = 6;

/// A card, as its index in [`CARDS`].
pub type CardId = u8;

/// The eight special effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Special {
    /// A seventh die that always shows `value`.
    Dice {
        /// The fixed face, 1–5.
        value: u8,
    },
    /// Four rolls when attacking another player's castle.
    Catapult,
    /// Four rolls in every duel.
    Champion,
    /// Two stack refreshes per turn.
    RefreshTwice,
    /// Up to two own castles cannot be targeted.
    CastleGuardian,
    /// One own special card cannot be targeted.
    SpecialGuardian,
    /// A stack castle's triple counts one face lower (decision KN-7, T2).
    Treason,
    /// No castle is lost on a failed King attempt.
    KingsFavour,
}

/// What a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// A castle of colour `0..6`.
    Castle(u8),
    /// A duel (tournament) card: no pattern, won in a duel.
    Duel,
    /// A special card.
    Special(Special),
}

/// One card: what it is and the pattern that must be beaten to capture it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    /// Castle, duel or special.
    pub kind: Kind,
    /// The printed triple face (0 for duel cards).
    pub face: u8,
    /// The printed kicker (0 for duel cards).
    pub kicker: u8,
}

impl Card {
    /// The printed pattern as a result rank (`None` for duel cards).
    pub fn pattern(&self) -> Option<Rank> {
        match self.kind {
            Kind::Duel => None,
            _ => Some(Rank::new(3, self.face, self.kicker)),
        }
    }

    /// Identity for the rule "no two identical cards" (`None`: duel cards, any number).
    pub fn identity(&self) -> Option<Kind> {
        match self.kind {
            Kind::Duel => None,
            k => Some(k),
        }
    }
}

const fn castle(colour: u8, face: u8, kicker: u8) -> Card {
    Card {
        kind: Kind::Castle(colour),
        face,
        kicker,
    }
}

const fn special(s: Special, face: u8, kicker: u8) -> Card {
    Card {
        kind: Kind::Special(s),
        face,
        kicker,
    }
}

const DUEL: Card = Card {
    kind: Kind::Duel,
    face: 0,
    kicker: 0,
};

/// Castle patterns per colour (docs/research/knatsch_aegis.md §A4): C1 3,3,3;1 ×3 · C2 3,3,3;2 ×3 · C3 3,3,3;5 ×3 ·
/// C4 4,4,4;1 ×3 · C5 4,4,4;3 ×2 · C6 4,4,4;5 ×2.
pub const CASTLE_PATTERNS: [(u8, u8, usize); NUM_COLOURS] = [
    (3, 1, 3),
    (3, 2, 3),
    (3, 5, 3),
    (4, 1, 3),
    (4, 3, 2),
    (4, 5, 2),
];

/// Every card. Indices 0..16 castles (grouped by colour), 16..25 duels, 25..48 specials.
pub const CARDS: [Card; NUM_CARDS] = [
    castle(0, 3, 1),
    castle(0, 3, 1),
    castle(0, 3, 1),
    castle(1, 3, 2),
    castle(1, 3, 2),
    castle(1, 3, 2),
    castle(2, 3, 5),
    castle(2, 3, 5),
    castle(2, 3, 5),
    castle(3, 4, 1),
    castle(3, 4, 1),
    castle(3, 4, 1),
    castle(4, 4, 3),
    castle(4, 4, 3),
    castle(5, 4, 5),
    castle(5, 4, 5),
    DUEL,
    DUEL,
    DUEL,
    DUEL,
    DUEL,
    DUEL,
    DUEL,
    DUEL,
    DUEL,
    special(Special::Dice { value: 1 }, 2, 1),
    special(Special::Dice { value: 2 }, 2, 5),
    special(Special::Dice { value: 3 }, 3, 4),
    special(Special::Dice { value: 4 }, 4, 2),
    special(Special::Dice { value: 5 }, 5, 1),
    special(Special::Catapult, 4, 2),
    special(Special::Catapult, 4, 2),
    special(Special::Catapult, 4, 2),
    special(Special::Champion, 3, 4),
    special(Special::Champion, 3, 4),
    special(Special::Champion, 3, 4),
    special(Special::RefreshTwice, 2, 3),
    special(Special::RefreshTwice, 2, 3),
    special(Special::RefreshTwice, 2, 3),
    special(Special::CastleGuardian, 5, 2),
    special(Special::CastleGuardian, 5, 2),
    special(Special::CastleGuardian, 5, 2),
    special(Special::SpecialGuardian, 3, 2),
    special(Special::SpecialGuardian, 3, 2),
    special(Special::Treason, 4, 3),
    special(Special::Treason, 4, 3),
    special(Special::KingsFavour, 1, 5),
    special(Special::KingsFavour, 1, 5),
];

/// The card with this id.
pub fn card(id: CardId) -> &'static Card {
    &CARDS[usize::from(id) % NUM_CARDS]
}

/// The King on the goal card: four 5s and a 1.
pub const KING: Rank = Rank::new(4, 5, 1);

/// The first castle card of each colour (the set-up deals from these).
pub fn first_castle_of(colour: u8) -> CardId {
    let mut id = 0;
    while id < 16 {
        if CARDS[id as usize].kind == Kind::Castle(colour) {
            return id;
        }
        id += 1;
    }
    0
}
