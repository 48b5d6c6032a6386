//! A game in progress as a file: the saved form, its version, and the checks on loading it.

use serde::{Deserialize, Serialize};

use super::{LogEntry, Session, Trail};
use crate::{
    engine::{Player, Strength, rng_from_seed},
    play::TableRules,
};

/// Format version of saved games: 2 since the trail holds its start state (1: a seed).
pub const SAVE_VERSION: u32 = 2;

/// The version of a saved game, read before the rest.
#[derive(Deserialize)]
struct SaveHead {
    version: u32,
}

/// A saved unfinished game.
#[derive(Serialize, Deserialize)]
#[serde(bound = "G: TableRules")]
pub struct SavedGame<G: TableRules> {
    /// [`SAVE_VERSION`].
    pub version: u32,
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
    /// How the game began and every action since (absent in saves from before game records).
    #[serde(default)]
    pub trail: Option<Trail<G>>,
}

impl<G: TableRules> Session<G> {
    /// The game as a saved file (RON).
    pub fn to_ron(&self, save_id: &str) -> Result<String, String> {
        let saved = SavedGame::<G> {
            version: SAVE_VERSION,
            game: save_id.to_owned(),
            human: self.human,
            strength: self.strength,
            rules: self.rules.clone(),
            state: self.state.clone(),
            log: self.log.clone(),
            trail: self.trail.clone(),
        };
        ron::ser::to_string_pretty(
            &saved,
            ron::ser::PrettyConfig::default().struct_names(false),
        )
        .map_err(|e| e.to_string())
    }

    /// Restores a saved game (converting one of an earlier format); refuses files of another game
    /// or seat layout.
    pub fn from_ron(text: &str, save_id: &str, seed: u64) -> Result<Self, String> {
        let head: SaveHead = ron::from_str(text).map_err(|e| e.to_string())?;
        let saved: SavedGame<G> = match head.version {
            1 => crate::play::records::v1::SavedGameV1::from_ron(text)?.upgrade(),
            SAVE_VERSION => ron::from_str(text).map_err(|e| e.to_string())?,
            version => return Err(format!("a save of an unknown format version {version}")),
        };
        if saved.game != save_id {
            return Err(format!("a save of {:?}, not {save_id:?}", saved.game));
        }
        let mut rng = rng_from_seed(seed);
        crate::play::save_check::check_can_go_on(&saved.state, saved.human, &mut rng)?;
        // A trail that does not lead to the saved state is dropped: the game goes on, but it
        // will leave no record. A save written before the state gained a field goes on from
        // its replayed trail, which has the field.
        let mut state = saved.state;
        let trail = saved.trail.filter(|trail| {
            let Ok(end) = crate::play::records::replay::<G>(trail) else {
                log::warn!("the saved game's trail does not replay; no record");
                return false;
            };
            if same_state(&end, &state) {
                true
            } else if G::is_older_form_of(&state, &end) {
                state = end;
                true
            } else {
                log::warn!("the saved game's trail does not replay to its state; no record");
                false
            }
        });
        let mut session = Self::with_state(
            state,
            saved.human,
            saved.rules,
            saved.strength,
            saved.log,
            rng,
        );
        session.trail = trail;
        Ok(session)
    }
}

/// True when two states serialize identically (states need not implement `PartialEq`).
pub fn same_state<G: Serialize>(a: &G, b: &G) -> bool {
    match (ron::to_string(a), ron::to_string(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
