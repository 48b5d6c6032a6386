//! Format version 1 of game records and saved games, read only to convert them:
//! a trail was a seed plus actions, the deal rebuilt by `new_game` from the seed with the code
//! of the day. Converting deals once with this build's `new_game` and keeps the dealt state, so
//! the converted file no longer depends on how a later build deals. A file that this build can no
//! longer deal and replay keeps its version-1 form (a record still counts from its summary).

use std::panic::{AssertUnwindSafe, catch_unwind};

use serde::Deserialize;

use super::{Analysis, GameRecord, Outcome, RECORD_VERSION};
use crate::{
    engine::{Player, Strength, rng_from_seed},
    play::TableRules,
    play::session::{LogEntry, SAVE_VERSION, SavedGame, Trail},
};

/// A version-1 trail: `new_game(rules, players, first, &mut rng_from_seed(seed))`, then `actions`.
#[derive(Clone, Debug, Deserialize)]
#[serde(bound = "A: serde::de::DeserializeOwned")]
pub struct TrailV1<A> {
    /// The seed of the deal.
    pub seed: u64,
    /// Seats at the table.
    pub players: usize,
    /// The first player as chosen (`None`: drawn from the seed).
    pub first: Option<Player>,
    /// Every action in order.
    pub actions: Vec<A>,
}

impl<A> TrailV1<A> {
    /// The trail with its deal made by this build's `new_game` (replaying it is the caller's
    /// check that this build still deals as the one that wrote it).
    pub fn upgrade<G: TableRules<Action = A>>(self, rules: &G::Rules) -> Result<Trail<G>, String> {
        if !G::player_range().contains(&self.players) {
            return Err(format!("{} seats are not allowed", self.players));
        }
        if self.first.is_some_and(|f| f >= self.players) {
            return Err("the first player does not exist".into());
        }
        let (seed, players, first) = (self.seed, self.players, self.first);
        let start = catch_unwind(AssertUnwindSafe(|| {
            G::new_game(rules, players, first, &mut rng_from_seed(seed))
        }))
        .map_err(|_| "the rules fail to deal this record".to_owned())?;
        Ok(Trail {
            seed,
            start,
            actions: self.actions,
            deal: None,
        })
    }
}

/// A version-1 game record.
#[derive(Clone, Debug, Deserialize)]
#[serde(bound = "G: TableRules")]
pub struct RecordV1<G: TableRules> {
    /// The game's id.
    pub game: String,
    /// The app version that played it.
    pub app_version: String,
    /// When it ended, in seconds since 1970 (UTC).
    pub date: u64,
    /// The rule options.
    pub rules: G::Rules,
    /// Seats at the table.
    pub players: usize,
    /// The human's seat.
    pub human: Player,
    /// Strength of every computer seat.
    pub strength: Strength,
    /// The first player as chosen (`None`: drawn from the seed).
    pub first: Option<Player>,
    /// The seed of the deal.
    pub seed: u64,
    /// Every action in order, chance outcomes included.
    pub actions: Vec<G::Action>,
    /// How it ended for the human.
    pub result: Outcome,
    /// The review's analysis, once made.
    #[serde(default)]
    pub analysis: Option<Analysis<G::Action>>,
}

impl<G: TableRules> RecordV1<G> {
    /// Reads a version-1 record's text.
    pub fn from_ron(text: &str) -> Result<Self, String> {
        ron::from_str(text).map_err(|e| format!("unreadable version 1 record: {e}"))
    }

    /// The record in this build's format, dealt by this build (not yet replayed: the caller
    /// validates it). The human's decisions are counted by the replay.
    pub fn upgrade(self) -> Result<GameRecord<G>, String> {
        let trail = TrailV1 {
            seed: self.seed,
            players: self.players,
            first: self.first,
            actions: self.actions,
        }
        .upgrade::<G>(&self.rules)?;
        Ok(GameRecord {
            version: RECORD_VERSION,
            game: self.game,
            app_version: self.app_version,
            date: self.date,
            rules: self.rules,
            players: self.players,
            human: self.human,
            strength: self.strength,
            result: self.result,
            decisions: 0,
            trail,
            analysis: self.analysis,
        })
    }
}

/// A version-1 saved game: the state itself (which needs no conversion) and a version-1 trail.
#[derive(Deserialize)]
#[serde(bound = "G: TableRules")]
pub struct SavedGameV1<G: TableRules> {
    /// The game's save id.
    pub game: String,
    /// The human's seat.
    pub human: Player,
    /// Opponent strength.
    pub strength: Strength,
    /// The rules in force.
    pub rules: G::Rules,
    /// The state.
    pub state: G,
    /// The log so far.
    pub log: Vec<LogEntry<G::Event>>,
    /// How the game began and every action since.
    #[serde(default)]
    pub trail: Option<TrailV1<G::Action>>,
}

impl<G: TableRules> SavedGameV1<G> {
    /// Reads a version-1 save's text.
    pub fn from_ron(text: &str) -> Result<Self, String> {
        ron::from_str(text).map_err(|e| format!("unreadable version 1 save: {e}"))
    }

    /// The save in this build's format; a trail this build cannot deal is dropped (the game
    /// goes on from its state but will leave no record), as the session drops one that does not
    /// replay to the state.
    pub fn upgrade(self) -> SavedGame<G> {
        let trail = self.trail.and_then(|t| {
            t.upgrade::<G>(&self.rules)
                .inspect_err(|e| log::warn!("a version 1 save's trail is dropped: {e}"))
                .ok()
        });
        SavedGame {
            version: SAVE_VERSION,
            game: self.game,
            human: self.human,
            strength: self.strength,
            rules: self.rules,
            state: self.state,
            log: self.log,
            trail,
        }
    }
}
