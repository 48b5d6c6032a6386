//! Who wins a trick: the four categories (Trump, Leader, Killer, Other) and must-follow.

use serde::{Deserialize, Serialize};

use super::cards::{Card, CardSet, RANK_BEATS};
use crate::engine::Player;

/// What a played card counts as in its trick (seed: 場札の勝敗). The first that applies wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Category {
    /// 切り札: the key card's suit.
    Trump,
    /// 台札: the leader's non-trump card, and a follower's card of that suit.
    Leader,
    /// 殺し札: the key card's rank (for a follower that neither follows nor trumps).
    Killer,
    /// 捨て札: anything else; it always loses.
    Other,
}

/// The key card's two effects: the trump suit and the killer rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Key(pub Card);

impl Key {
    /// Category of the leader's card: Trump or Leader (AE-10: even with the key rank).
    pub fn lead_category(self, lead: Card) -> Category {
        if lead.suit == self.0.suit {
            Category::Trump
        } else {
            Category::Leader
        }
    }

    /// Category of the follower's card `reply` to `lead`. A card of the led non-trump suit is
    /// Leader even when it has the key rank (seed, AE-10).
    pub fn reply_category(self, lead: Card, reply: Card) -> Category {
        if reply.suit == self.0.suit {
            Category::Trump
        } else if reply.suit == lead.suit {
            Category::Leader
        } else if reply.rank == self.0.rank {
            Category::Killer
        } else {
            Category::Other
        }
    }

    /// True when the leader's card wins against the reply (AE-11). There are no ties: two cards
    /// of one category are always of one suit, so their ranks differ.
    pub fn leader_wins(self, lead: Card, reply: Card) -> bool {
        use Category::*;
        let rank_wins = RANK_BEATS[lead.rank.index()] & (1 << reply.rank.index()) != 0;
        match (self.lead_category(lead), self.reply_category(lead, reply)) {
            (Trump, Trump) | (Leader, Leader) => rank_wins,
            // Killer beats Trump, Trump beats Leader.
            (Trump, Killer) | (Leader, Trump) => false,
            _ => true,
        }
    }
}

/// The cards of `hand` that may answer `lead`: those of the led suit, or any card when the hand
/// has none (seed 〔5〕; AE-9: no obligation to trump or to play a Killer).
pub fn legal_replies(hand: CardSet, lead: Card) -> CardSet {
    let same = hand.of_suit(lead.suit);
    if same.is_empty() { hand } else { same }
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
