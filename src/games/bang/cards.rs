//! The 80 playing cards of the base game with their suits and ranks (docs/research/bang.md §1.1–1.2),
//! as a table indexed by [`CardId`].

use serde::{Deserialize, Serialize};

/// One physical card: an index into [`DECK`] (`0..80`).
pub type CardId = u8;

/// Cards in the deck.
pub const DECK_SIZE: usize = 80;

/// The four suits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    /// ♠
    Spades,
    /// ♥
    Hearts,
    /// ♦
    Diamonds,
    /// ♣
    Clubs,
}

impl Suit {
    /// Hearts and diamonds (Black Jack's bonus).
    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

/// What a card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    /// Shoot a player in reach; one per turn.
    Bang,
    /// Cancel a shot aimed at you.
    Missed,
    /// +1 life.
    Beer,
    /// Any player discards a card.
    CatBalou,
    /// Take a card from a player at distance 1.
    Panic,
    /// Challenge any player.
    Duel,
    /// Draw two.
    Stagecoach,
    /// One card per living player, picked in turn.
    GeneralStore,
    /// Every other player discards a BANG! or loses a life.
    Indians,
    /// A BANG! effect on every other player.
    Gatling,
    /// Every living player +1 life.
    Saloon,
    /// Draw three.
    WellsFargo,
    /// Blue: "draw!" ♥ cancels a shot.
    Barrel,
    /// Blue: others see you one farther.
    Mustang,
    /// Blue: you see others one nearer.
    Scope,
    /// Blue, on another player: "draw!" ♥ or lose the turn.
    Jail,
    /// Blue: "draw!" 2–9♠ explodes for 3 lives, else passes left.
    Dynamite,
    /// Weapon, range 1, any number of BANG!s.
    Volcanic,
    /// Weapon, range 2.
    Schofield,
    /// Weapon, range 3.
    Remington,
    /// Weapon, range 4.
    Carabine,
    /// Weapon, range 5.
    Winchester,
}

impl Kind {
    /// Blue-bordered cards stay in play.
    pub fn is_blue(self) -> bool {
        matches!(
            self,
            Kind::Barrel
                | Kind::Mustang
                | Kind::Scope
                | Kind::Jail
                | Kind::Dynamite
                | Kind::Volcanic
                | Kind::Schofield
                | Kind::Remington
                | Kind::Carabine
                | Kind::Winchester
        )
    }

    /// The range of a weapon card.
    pub fn weapon_range(self) -> Option<u8> {
        match self {
            Kind::Volcanic => Some(1),
            Kind::Schofield => Some(2),
            Kind::Remington => Some(3),
            Kind::Carabine => Some(4),
            Kind::Winchester => Some(5),
            _ => None,
        }
    }

    /// English card name.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Bang => "BANG!",
            Kind::Missed => "Missed!",
            Kind::Beer => "Beer",
            Kind::CatBalou => "Cat Balou",
            Kind::Panic => "Panic!",
            Kind::Duel => "Duel",
            Kind::Stagecoach => "Stagecoach",
            Kind::GeneralStore => "General Store",
            Kind::Indians => "Indians!",
            Kind::Gatling => "Gatling",
            Kind::Saloon => "Saloon",
            Kind::WellsFargo => "Wells Fargo",
            Kind::Barrel => "Barrel",
            Kind::Mustang => "Mustang",
            Kind::Scope => "Scope",
            Kind::Jail => "Jail",
            Kind::Dynamite => "Dynamite",
            Kind::Volcanic => "Volcanic",
            Kind::Schofield => "Schofield",
            Kind::Remington => "Remington",
            Kind::Carabine => "Rev. Carabine",
            Kind::Winchester => "Winchester",
        }
    }
}

/// A card's face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    /// What it does.
    pub kind: Kind,
    /// Suit.
    pub suit: Suit,
    /// Rank 2–14 (11 J, 12 Q, 13 K, 14 A).
    pub rank: u8,
}

impl Card {
    /// Dynamite explodes on 2–9♠.
    pub fn explodes(self) -> bool {
        self.suit == Suit::Spades && (2..=9).contains(&self.rank)
    }

    /// Barrel and Jail succeed on ♥.
    pub fn is_heart(self) -> bool {
        self.suit == Suit::Hearts
    }
}

use Kind::*;
use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};

const fn c(kind: Kind, suit: Suit, rank: u8) -> Card {
    Card { kind, suit, rank }
}

/// Every card of the deck; a [`CardId`] indexes this table.
pub const DECK: [Card; DECK_SIZE] = [
    // BANG! ×25
    c(Bang, S, 14),
    c(Bang, D, 2),
    c(Bang, D, 3),
    c(Bang, D, 4),
    c(Bang, D, 5),
    c(Bang, D, 6),
    c(Bang, D, 7),
    c(Bang, D, 8),
    c(Bang, D, 9),
    c(Bang, D, 10),
    c(Bang, D, 11),
    c(Bang, D, 12),
    c(Bang, D, 13),
    c(Bang, D, 14),
    c(Bang, C, 2),
    c(Bang, C, 3),
    c(Bang, C, 4),
    c(Bang, C, 5),
    c(Bang, C, 6),
    c(Bang, C, 7),
    c(Bang, C, 8),
    c(Bang, C, 9),
    c(Bang, H, 12),
    c(Bang, H, 13),
    c(Bang, H, 14),
    // Missed! ×12
    c(Missed, C, 10),
    c(Missed, C, 11),
    c(Missed, C, 12),
    c(Missed, C, 13),
    c(Missed, C, 14),
    c(Missed, S, 2),
    c(Missed, S, 3),
    c(Missed, S, 4),
    c(Missed, S, 5),
    c(Missed, S, 6),
    c(Missed, S, 7),
    c(Missed, S, 8),
    // Beer ×6
    c(Beer, H, 6),
    c(Beer, H, 7),
    c(Beer, H, 8),
    c(Beer, H, 9),
    c(Beer, H, 10),
    c(Beer, H, 11),
    // Cat Balou ×4
    c(CatBalou, H, 13),
    c(CatBalou, D, 9),
    c(CatBalou, D, 10),
    c(CatBalou, D, 11),
    // Panic! ×4
    c(Panic, H, 11),
    c(Panic, H, 12),
    c(Panic, H, 14),
    c(Panic, D, 8),
    // Duel ×3
    c(Duel, D, 12),
    c(Duel, S, 11),
    c(Duel, C, 8),
    // Stagecoach ×2
    c(Stagecoach, S, 9),
    c(Stagecoach, S, 9),
    // General Store ×2
    c(GeneralStore, C, 9),
    c(GeneralStore, S, 12),
    // Indians! ×2
    c(Indians, D, 13),
    c(Indians, D, 14),
    // Gatling, Saloon, Wells Fargo
    c(Gatling, H, 10),
    c(Saloon, H, 5),
    c(WellsFargo, H, 3),
    // Blue: Barrel ×2, Mustang ×2, Scope, Jail ×3, Dynamite
    c(Barrel, S, 12),
    c(Barrel, S, 13),
    c(Mustang, H, 8),
    c(Mustang, H, 9),
    c(Scope, S, 14),
    c(Jail, S, 11),
    c(Jail, S, 10),
    c(Jail, H, 4),
    c(Dynamite, H, 2),
    // Weapons
    c(Volcanic, S, 10),
    c(Volcanic, C, 10),
    c(Schofield, C, 11),
    c(Schofield, C, 12),
    c(Schofield, S, 13),
    c(Remington, C, 13),
    c(Carabine, C, 14),
    c(Winchester, S, 8),
];

/// The face of a card.
pub fn card(id: CardId) -> Card {
    DECK[usize::from(id) % DECK_SIZE]
}

/// The kind of a card.
pub fn kind(id: CardId) -> Kind {
    card(id).kind
}

/// Rank as printed: 2–10, J, Q, K, A.
pub fn rank_label(rank: u8) -> &'static str {
    const LABELS: [&str; 13] = [
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
    ];
    LABELS[usize::from(rank.clamp(2, 14) - 2)]
}
