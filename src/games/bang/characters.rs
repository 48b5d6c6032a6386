//! The 16 characters of the base game and their life points (docs/research/bang.md §1.4).

use serde::{Deserialize, Serialize};

/// A character card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Character {
    /// Draws a card for each life point lost.
    BartCassidy,
    /// Shows his second phase-1 card; ♥/♦ draws one more.
    BlackJack,
    /// BANG! as Missed! and Missed! as BANG!.
    CalamityJanet,
    /// Takes a random card from the hand of the player whose card hurt him (3 lives).
    ElGringo,
    /// First phase-1 card may come at random from another player's hand.
    JesseJones,
    /// A permanent Barrel.
    Jourdonnais,
    /// Looks at three phase-1 cards, keeps two, puts one back on top.
    KitCarlson,
    /// Every "draw!" flips two cards and he chooses.
    LuckyDuke,
    /// A permanent Mustang (3 lives).
    PaulRegret,
    /// First phase-1 card may be the top of the discard pile.
    PedroRamirez,
    /// A permanent Scope.
    RoseDoolan,
    /// Discards two cards for one life point, at any time.
    SidKetchum,
    /// His BANG!s need two Missed! effects.
    SlabTheKiller,
    /// Draws a card as soon as her hand is empty.
    SuzyLafayette,
    /// Takes the cards of every eliminated player.
    VultureSam,
    /// Any number of BANG!s per turn.
    WillyTheKid,
}

impl Character {
    /// Every character.
    pub const ALL: [Character; 16] = [
        Character::BartCassidy,
        Character::BlackJack,
        Character::CalamityJanet,
        Character::ElGringo,
        Character::JesseJones,
        Character::Jourdonnais,
        Character::KitCarlson,
        Character::LuckyDuke,
        Character::PaulRegret,
        Character::PedroRamirez,
        Character::RoseDoolan,
        Character::SidKetchum,
        Character::SlabTheKiller,
        Character::SuzyLafayette,
        Character::VultureSam,
        Character::WillyTheKid,
    ];

    /// Printed life points (the Sheriff gets one more).
    pub fn life(self) -> u8 {
        match self {
            Character::ElGringo | Character::PaulRegret => 3,
            _ => 4,
        }
    }

    /// English name.
    pub fn name(self) -> &'static str {
        match self {
            Character::BartCassidy => "Bart Cassidy",
            Character::BlackJack => "Black Jack",
            Character::CalamityJanet => "Calamity Janet",
            Character::ElGringo => "El Gringo",
            Character::JesseJones => "Jesse Jones",
            Character::Jourdonnais => "Jourdonnais",
            Character::KitCarlson => "Kit Carlson",
            Character::LuckyDuke => "Lucky Duke",
            Character::PaulRegret => "Paul Regret",
            Character::PedroRamirez => "Pedro Ramirez",
            Character::RoseDoolan => "Rose Doolan",
            Character::SidKetchum => "Sid Ketchum",
            Character::SlabTheKiller => "Slab the Killer",
            Character::SuzyLafayette => "Suzy Lafayette",
            Character::VultureSam => "Vulture Sam",
            Character::WillyTheKid => "Willy the Kid",
        }
    }
}
