//! The decisions and chance outcomes ([`Action`]), and what each applied action did
//! ([`Event`]), in order, for the game log and the animations.

use serde::{Deserialize, Serialize};

use super::{
    cards::{Card, CardSet, Rank, Suit},
    scoring::{EndReason, SeasonRecord},
    tricks::Category,
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

/// Why a seat is master.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MasterReason {
    /// It drew the stronger card in the master draw.
    Draw,
    /// It lost the previous season (current rule).
    SeasonLoser,
    /// It won the previous season (legacy rule).
    SeasonWinner,
}

/// Something that happened. Events marked "private" carry a card only one seat may see; the
/// panel shows those cards to that seat only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// A seat drew a card face up for the master draw (both go back into the deck).
    MasterDrawCard {
        /// Who drew.
        player: Player,
        /// The card.
        card: Card,
    },
    /// The master of the coming season is known.
    MasterDecided {
        /// The new master.
        player: Player,
        /// Why.
        reason: MasterReason,
    },
    /// A season begins: all 52 cards are shuffled (seed 〔2〕).
    SeasonStarted {
        /// 1 for the first season.
        season: u32,
        /// The master.
        master: Player,
    },
    /// The key card was turned face up; it stays out of play all season.
    KeyTurned {
        /// The key card.
        card: Card,
        /// Its suit: the trump suit.
        trump: Suit,
        /// Its rank: the killer rank.
        killer: Rank,
    },
    /// A card was dealt face down from the stock (private to `player`).
    CardDealt {
        /// Who received it.
        player: Player,
        /// The card.
        card: Card,
    },
    /// A seat discarded cards face down to exchange them (the cards are private to `player`;
    /// their number is public).
    CardsDiscarded {
        /// Who discarded.
        player: Player,
        /// Exchange round 1–4.
        round: u8,
        /// The discarded cards.
        cards: CardSet,
    },
    /// A seat chose not to exchange in this round. When the master declines, the exchange
    /// phase ends for both.
    ExchangeDeclined {
        /// Who declined.
        player: Player,
        /// Exchange round 1–4.
        round: u8,
    },
    /// A replacement card was drawn from the stock (private to `player`).
    CardDrawn {
        /// Who drew.
        player: Player,
        /// The card.
        card: Card,
    },
    /// The exchange phase is over; bidding starts.
    ExchangeEnded {
        /// Rounds in which the master exchanged.
        rounds: u8,
        /// The master's lowest allowed bid (1 + rounds).
        min_bid: u8,
    },
    /// A seat bid (ノルマ宣言).
    BidMade {
        /// Who bid.
        player: Player,
        /// Tricks promised, 1–5.
        bid: u8,
    },
    /// Attacker and defender are known; the attacker leads the first trick.
    RolesDecided {
        /// The attacking seat (higher bid; the master on a tie).
        attacker: Player,
        /// Its norm (rainbow stars).
        attacker_bid: u8,
        /// The defending seat.
        defender: Player,
        /// Its norm for a Save (yellow stars).
        defender_bid: u8,
    },
    /// A card was played to the table.
    CardPlayed {
        /// Who played.
        player: Player,
        /// The card.
        card: Card,
        /// What it counts as in this trick.
        category: Category,
        /// Trick number 1–5.
        trick: u8,
    },
    /// A trick was decided.
    TrickTaken {
        /// Trick number 1–5.
        trick: u8,
        /// Who took it (and leads next).
        winner: Player,
        /// Tricks per seat so far this season.
        tricks: [u8; 2],
    },
    /// The season was scored; the record has the whole breakdown and the new totals.
    SeasonScored {
        /// The season.
        record: SeasonRecord,
    },
    /// The game is over.
    GameOver {
        /// The winning seat.
        winner: Player,
        /// Why it ended.
        reason: EndReason,
        /// Final scores per seat.
        scores: [u32; 2],
    },
}
