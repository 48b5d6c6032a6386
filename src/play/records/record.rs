//! One finished (or abandoned) game as a record: its summary (game, rules, seats, strength, date,
//! result), its starting state and every action, chance outcomes included, so that replaying it
//! rebuilds every state exactly without drawing a random number. A record read from disk is
//! validated like a save before use: it must parse, belong to this game, replay with legal
//! actions only, and end the way it says it ended. One that no longer does still counts from its
//! summary.

use std::panic::{AssertUnwindSafe, catch_unwind};

use serde::{Deserialize, Serialize};

use super::{Analysis, RecordSummary, ReviewSummary};
use crate::{
    engine::{Player, Strength, Turn, contained},
    play::TableRules,
    play::session::{Session, Trail, same_state},
};

/// Format version of game records: 2 since the trail holds its start state and the summary its
/// decisions (1: a seed from which `new_game` dealt; see [`super::v1`]).
pub const RECORD_VERSION: u32 = 2;

/// More actions than this is not a game anyone played: refused before replaying.
const MAX_ACTIONS: usize = 200_000;

/// How a recorded game ended for the human.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// The human won (or their side did).
    Win,
    /// The human lost.
    Loss,
    /// Neither: a draw or a shared result.
    Draw,
    /// The human left the game unfinished for a new one (counts as a loss in the statistics).
    Abandoned,
}

impl Outcome {
    /// The outcome of a finished game from the human's return (as the game-over headline).
    pub fn of_return(value: f64) -> Outcome {
        if value > 0.99 {
            Outcome::Win
        } else if value < 0.01 {
            Outcome::Loss
        } else {
            Outcome::Draw
        }
    }
}

/// A game record as written to disk (RON). The fields before `trail` are its summary, readable
/// without a replay ([`RecordHead`]); the trail holds the starting state and every action, chance
/// outcomes included, so the record replays without drawing a random number.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "G: TableRules")]
pub struct GameRecord<G: TableRules> {
    /// [`RECORD_VERSION`].
    pub version: u32,
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
    /// How it ended for the human.
    pub result: Outcome,
    /// The human's decisions.
    pub decisions: usize,
    /// The starting state and every action since.
    pub trail: Trail<G>,
    /// The review's analysis, once made (a cache: a second review opens at once).
    #[serde(default)]
    pub analysis: Option<Analysis<G::Action>>,
}

/// What every record says of itself without a replay, whatever its game and version: enough to
/// count it in the statistics and list it in "Recent games" when it no longer replays.
#[derive(Clone, Debug, Deserialize)]
pub struct RecordHead {
    /// The record's format version.
    pub version: u32,
    /// The game's id.
    pub game: String,
    /// The app version that played it.
    #[serde(default)]
    pub app_version: String,
    /// When it ended, in seconds since 1970 (UTC).
    pub date: u64,
    /// Seats at the table.
    pub players: usize,
    /// Strength of every computer seat.
    pub strength: Strength,
    /// How it ended for the human.
    pub result: Outcome,
    /// The human's decisions (0: not in version 1 records).
    #[serde(default)]
    pub decisions: usize,
    /// The trail's deal number, read without the rest of the trail.
    #[serde(default)]
    trail: DealOfTrail,
}

/// The one field of a record's trail its head reads.
#[derive(Clone, Debug, Default, Deserialize)]
struct DealOfTrail {
    #[serde(default)]
    deal: Option<u32>,
}

impl RecordHead {
    /// Reads the summary fields of a record's text.
    pub fn from_ron(text: &str) -> Result<Self, String> {
        ron::from_str(text).map_err(|e| format!("unreadable: {e}"))
    }

    /// The summary of a record that does not replay in this build.
    pub fn summary(&self, file: &str) -> RecordSummary {
        RecordSummary {
            game: self.game.clone(),
            file: file.to_owned(),
            date: self.date,
            strength: self.strength,
            players: self.players,
            result: self.result,
            decisions: self.decisions,
            review: None,
            replayable: false,
            app_version: self.app_version.clone(),
            deal: self.trail.deal,
        }
    }
}

/// A record checked by [`check_record`]: its summary, and its text in this build's format when
/// it was written in an earlier one and replays (the store rewrites the file once).
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedRecord {
    /// What the statistics and "Recent games" show.
    pub summary: RecordSummary,
    /// The record converted to [`RECORD_VERSION`], when it was older.
    pub migrated: Option<String>,
}

/// One decision of a replayed game: who chose what, and the table before it.
#[derive(Clone, Debug)]
pub struct Decision<G: TableRules> {
    /// Index of the action in the record.
    pub index: usize,
    /// Who decided.
    pub seat: Player,
    /// What they chose.
    pub action: G::Action,
    /// How many legal actions they had.
    pub legal: usize,
    /// The state they decided in.
    pub before: G,
    /// What happened from this decision up to the next one (its own events, then chance).
    pub events: Vec<G::Event>,
}

/// A record replayed: every decision and the final state.
#[derive(Clone, Debug)]
pub struct Replayed<G: TableRules> {
    /// What happened before the first decision (the deal's chance steps).
    pub opening: Vec<G::Event>,
    /// The decisions, in order (chance outcomes are not decisions).
    pub decisions: Vec<Decision<G>>,
    /// The state after the last action.
    pub end: G,
}

impl<G: TableRules> Replayed<G> {
    /// The state after decision `k` and the chance that followed it up to the next decision (the
    /// final state after the last).
    pub fn after(&self, k: usize) -> &G {
        self.decisions.get(k + 1).map_or(&self.end, |d| &d.before)
    }
}

impl<G: TableRules> GameRecord<G> {
    /// The record of a session's game, if its trail is known (`result` from the state, or
    /// [`Outcome::Abandoned`] for an unfinished game).
    pub fn of_session(session: &Session<G>, date: u64) -> Option<Self> {
        let trail = session.trail()?;
        let result = if session.is_over() {
            let value = session
                .state
                .returns()
                .get(session.human)
                .copied()
                .unwrap_or(0.0);
            Outcome::of_return(value)
        } else {
            Outcome::Abandoned
        };
        Some(Self {
            version: RECORD_VERSION,
            game: G::ID.to_owned(),
            app_version: env!("CARGO_PKG_VERSION").to_owned(),
            date,
            rules: session.rules.clone(),
            players: trail.players(),
            human: session.human,
            strength: session.strength,
            result,
            decisions: session
                .log
                .iter()
                .filter(|e| e.seat == Some(session.human))
                .count(),
            trail: trail.clone(),
            analysis: None,
        })
    }

    /// The record as RON.
    pub fn to_ron(&self) -> Result<String, String> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default().struct_names(false))
            .map_err(|e| e.to_string())
    }

    /// Reads and validates a record of this game, converting one of an earlier format; the
    /// reason when it is refused. A damaged analysis cache is dropped (logged), not the record.
    pub fn from_ron(text: &str) -> Result<(Self, Replayed<G>), String> {
        let head = RecordHead::from_ron(text)?;
        let mut record: Self = match head.version {
            1 => super::v1::RecordV1::<G>::from_ron(text)?.upgrade()?,
            RECORD_VERSION => ron::from_str(text).map_err(|e| format!("unreadable: {e}"))?,
            version => return Err(format!("unknown record version {version}")),
        };
        if record.game != G::ID {
            return Err(format!("a record of {:?}, not {:?}", record.game, G::ID));
        }
        let replayed = record.validate()?;
        record.decisions = replayed
            .decisions
            .iter()
            .filter(|d| d.seat == record.human)
            .count();
        if let Some(analysis) = &record.analysis
            && let Err(e) = analysis.check(&replayed, record.human)
        {
            log::warn!("dropping a damaged analysis of a {} record: {e}", G::ID);
            record.analysis = None;
        }
        Ok((record, replayed))
    }

    /// Replays the record and checks that it ends as it says.
    pub fn validate(&self) -> Result<Replayed<G>, String> {
        if !G::player_range().contains(&self.players) {
            return Err(format!("{} seats are not allowed", self.players));
        }
        if self.human >= self.players {
            return Err(format!("seat {} does not exist", self.human));
        }
        if self.trail.players() != self.players {
            return Err("the starting state has another number of seats".into());
        }
        if self.trail.actions.len() > MAX_ACTIONS {
            return Err(format!("{} actions are too many", self.trail.actions.len()));
        }
        let replayed = replay_decisions::<G>(&self.trail)?;
        let end = &replayed.end;
        match self.result {
            Outcome::Abandoned if end.is_over() => {
                return Err("an abandoned game that is over".into());
            }
            Outcome::Abandoned => {}
            result => {
                if !end.is_over() {
                    return Err("the game does not end".into());
                }
                let value = end.returns().get(self.human).copied().unwrap_or(-1.0);
                if Outcome::of_return(value) != result {
                    return Err(format!("the game ends otherwise than {result:?}"));
                }
            }
        }
        Ok(replayed)
    }

    /// The summary for the statistics and the "Recent games" list.
    pub fn summary(&self, replayed: &Replayed<G>, file: &str) -> RecordSummary {
        RecordSummary {
            game: self.game.clone(),
            file: file.to_owned(),
            date: self.date,
            strength: self.strength,
            players: self.players,
            result: self.result,
            decisions: replayed
                .decisions
                .iter()
                .filter(|d| d.seat == self.human)
                .count(),
            review: self
                .analysis
                .as_ref()
                .map(|a| ReviewSummary::of(a, replayed, self.human)),
            replayable: true,
            app_version: self.app_version.clone(),
            deal: self.trail.deal,
        }
    }
}

/// Checks a record's text for the registry ([`crate::play::GameFacts::check_record`]): the
/// summary of a record that replays (and its text in this build's format if it was older), or
/// the summary it states of itself when it no longer replays; the reason when it is not even a
/// record of this game.
pub fn check_record<G: TableRules>(text: &str, file: &str) -> Result<CheckedRecord, String> {
    let head = RecordHead::from_ron(text)?;
    if head.game != G::ID {
        return Err(format!("a record of {:?}, not {:?}", head.game, G::ID));
    }
    match GameRecord::<G>::from_ron(text) {
        Ok((record, replayed)) => {
            let migrated = if head.version == RECORD_VERSION {
                None
            } else {
                Some(record.to_ron()?)
            };
            Ok(CheckedRecord {
                summary: record.summary(&replayed, file),
                migrated,
            })
        }
        Err(reason) => {
            log::warn!("a {} record ({file}) no longer replays: {reason}", G::ID);
            Ok(CheckedRecord {
                summary: head.summary(file),
                migrated: None,
            })
        }
    }
}

/// The state a trail leads to (checked actions; a panic of the rules is a refusal).
pub fn replay<G: TableRules>(trail: &Trail<G>) -> Result<G, String> {
    replay_decisions::<G>(trail).map(|r| r.end)
}

/// Replays a trail, keeping every decision (checked actions; a panic of the rules is a refusal).
pub fn replay_decisions<G: TableRules>(trail: &Trail<G>) -> Result<Replayed<G>, String> {
    catch_unwind(AssertUnwindSafe(|| replay_inner::<G>(trail))).unwrap_or_else(|payload| {
        contained::report(
            "the replay of a game record",
            &contained::message(payload.as_ref()),
        );
        Err("the rules fail on this record".into())
    })
}

fn replay_inner<G: TableRules>(trail: &Trail<G>) -> Result<Replayed<G>, String> {
    if !G::player_range().contains(&trail.players()) {
        return Err(format!("{} seats are not allowed", trail.players()));
    }
    let mut state = trail.start.clone();
    let mut opening = Vec::new();
    let mut decisions: Vec<Decision<G>> = Vec::new();
    let mut legal = Vec::new();
    for (index, &action) in trail.actions.iter().enumerate() {
        let mut events = Vec::new();
        match state.to_move() {
            Turn::Over => return Err(format!("action {index} comes after the end")),
            Turn::Chance => {
                state
                    .apply_traced(action, &mut events)
                    .map_err(|e| format!("chance step {index} is refused: {e}"))?;
                match decisions.last_mut() {
                    Some(last) => last.events.extend(events),
                    None => opening.extend(events),
                }
            }
            Turn::Player(seat) => {
                state.legal_actions(&mut legal);
                let before = state.clone();
                state
                    .apply_traced(action, &mut events)
                    .map_err(|e| format!("action {index} is illegal: {e}"))?;
                decisions.push(Decision {
                    index,
                    seat,
                    action,
                    legal: legal.len(),
                    before,
                    events,
                });
            }
        }
    }
    Ok(Replayed {
        opening,
        decisions,
        end: state,
    })
}

/// True when `trail` replays to exactly `state` (the check before a record is written).
pub fn leads_to<G: TableRules>(trail: &Trail<G>, state: &G) -> bool {
    replay::<G>(trail).is_ok_and(|end| same_state(&end, state))
}
