//! The five games. Each folder holds one game's rules (pure, no egui), its AI and its panel.

pub mod aegis;
pub mod bang;
pub mod en_garde;
pub mod gyges;
pub mod knatsch;

#[cfg(test)]
mod conformance;

use std::fmt::Debug;

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::engine::{
    GameDef, IllegalAction,
    arena::{ArenaReport, ArenaSpec},
};

/// What the app (game log, animations, undo) needs from a game's rules beyond the engine
/// contract: a record of what each applied action did.
pub trait TableRules: GameDef {
    /// Something that happened: a card played, a die rolled, a life lost, a round won…
    ///
    /// Events may hold facts hidden from some seats (the card a player drew); the panel shows
    /// each one only as far as the human's seat may see it.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// Applies `action` like [`crate::engine::Game::apply`] (refusing illegal ones, leaving the
    /// state unchanged) and appends what happened, in order, to `events`.
    fn apply_traced(
        &mut self,
        action: Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), IllegalAction>;
}

/// The list of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum GameKind {
    /// En Garde (アン・ギャルド): two-player fencing card game.
    EnGarde,
    /// Gygès: two-player abstract race game with neutral pieces.
    Gyges,
    /// BANG!: 4–7 players, hidden roles.
    Bang,
    /// Knatsch: 2–6 players, dice and castle cards.
    Knatsch,
    /// Aegis (イージス): two-player bidding trick-taking game.
    Aegis,
}

impl GameKind {
    /// Every game, in home-screen order.
    pub const ALL: [GameKind; 5] = [
        GameKind::EnGarde,
        GameKind::Gyges,
        GameKind::Bang,
        GameKind::Knatsch,
        GameKind::Aegis,
    ];

    /// Command-line and file name, e.g. `"en-garde"`.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::EnGarde => "en-garde",
            GameKind::Gyges => "gyges",
            GameKind::Bang => "bang",
            GameKind::Knatsch => "knatsch",
            GameKind::Aegis => "aegis",
        }
    }

    /// Parses [`GameKind::id`].
    pub fn from_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|g| g.id() == id)
    }

    /// How many seats the game allows.
    pub fn player_range(self) -> std::ops::RangeInclusive<usize> {
        match self {
            GameKind::EnGarde | GameKind::Gyges | GameKind::Aegis => 2..=2,
            GameKind::Bang => 4..=7,
            GameKind::Knatsch => 2..=6,
        }
    }

    /// Plays an arena run of this game (`Err` explains why not, e.g. not available yet).
    pub fn run_arena(self, spec: &ArenaSpec) -> Result<ArenaReport, String> {
        match self {
            GameKind::EnGarde => en_garde::run_arena(spec),
            GameKind::Gyges => gyges::run_arena(spec),
            GameKind::Bang => bang::run_arena(spec),
            GameKind::Knatsch => knatsch::run_arena(spec),
            GameKind::Aegis => aegis::run_arena(spec),
        }
    }
}
