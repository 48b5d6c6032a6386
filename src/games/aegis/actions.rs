//! The decisions and chance outcomes ([`Action`]), the phases of a season ([`Phase`]) and the
//! record of a finished trick ([`Trick`]).

use serde::{Deserialize, Serialize};

use super::{
    cards::{Card, CardSet},
    tricks::{Category, Key},
};
use crate::engine::Player;

/// One decision or chance outcome.
///
/// Chance outcomes (`MasterDraw`, `TurnKey`, `Deal`, `Draw`) are single cards taken from the
/// unseen cards; every other variant is a player's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Chance: the next seat's card in the master draw (seat 0 draws first).
    MasterDraw {
        /// The card drawn.
        card: Card,
    },
    /// Chance: the key card of the season.
    TurnKey {
        /// The key card.
        card: Card,
    },
    /// Chance: the next card of the deal (master first, alternating).
    Deal {
        /// The card dealt.
        card: Card,
    },
    /// Decision: discard these cards and draw as many. The empty set declines; the master's
    /// decline ends the exchange phase for both (seed 〔3〕).
    Exchange {
        /// The cards to discard.
        cards: CardSet,
    },
    /// Chance: a replacement card for the seat that just discarded.
    Draw {
        /// The card drawn.
        card: Card,
    },
    /// Decision: bid (ノルマ宣言) this many tricks.
    Bid {
        /// 1–5, within [`State::bid_range`].
        tricks: u8,
    },
    /// Decision: play a card to the trick.
    Play {
        /// The card.
        card: Card,
    },
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Chance: both seats draw a card for the first master (seed 〔1〕).
    MasterDraw,
    /// Chance: the key card is turned.
    KeyCard,
    /// Chance: five cards each are dealt, master first.
    Deal,
    /// `player` decides what to exchange in `round` (1–4).
    Exchange {
        /// Exchange round 1–4.
        round: u8,
        /// Who decides.
        player: Player,
    },
    /// Chance: `player` draws replacements until the hand has five cards again.
    Draw {
        /// Exchange round 1–4.
        round: u8,
        /// Who draws.
        player: Player,
    },
    /// `player` bids: the master first, then the slave.
    Bid {
        /// Who bids.
        player: Player,
    },
    /// The five tricks; see [`State::to_move`].
    Play,
    /// The game is over.
    Over,
}

/// One finished trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Trick {
    /// The seat that led.
    pub leader: Player,
    /// The led card.
    pub lead: Card,
    /// The other seat's card.
    pub reply: Card,
    /// Who took it.
    pub winner: Player,
}

impl Trick {
    /// What the two cards counted as, given the season's key card (for labels in a panel).
    pub fn categories(&self, key: Card) -> (Category, Category) {
        let key = Key(key);
        (
            key.lead_category(self.lead),
            key.reply_category(self.lead, self.reply),
        )
    }
}
