//! One finished (or abandoned) game as a record: how it began (rules, seats, strength, seed) and
//! every action, chance outcomes included, so that replaying it rebuilds every state exactly.
//! A record read from disk is validated like a save before use: it must parse, belong to this
//! game, replay with legal actions only, and end the way it says it ended.

use std::panic::{AssertUnwindSafe, catch_unwind};

use serde::{Deserialize, Serialize};

use super::{Analysis, RecordSummary, ReviewSummary};
use crate::{
    engine::{Player, Strength, Turn, rng_from_seed},
    games::TableRules,
    ui::session::{Session, Trail, same_state},
};

/// Format version of game records.
pub const RECORD_VERSION: u32 = 1;

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

/// A game record as written to disk (RON).
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
    /// The first player as chosen (`None`: drawn from the seed).
    pub first: Option<Player>,
    /// The seed of the deal.
    pub seed: u64,
    /// Every action in order, chance outcomes included.
    pub actions: Vec<G::Action>,
    /// How it ended for the human.
    pub result: Outcome,
    /// The review's analysis, once made (a cache: a second review opens at once).
    #[serde(default)]
    pub analysis: Option<Analysis<G::Action>>,
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
            players: trail.players,
            human: session.human,
            strength: session.strength,
            first: trail.first,
            seed: trail.seed,
            actions: trail.actions.clone(),
            result,
            analysis: None,
        })
    }

    /// The trail this record replays.
    pub fn trail(&self) -> Trail<G::Action> {
        Trail {
            seed: self.seed,
            players: self.players,
            first: self.first,
            actions: self.actions.clone(),
        }
    }

    /// The record as RON.
    pub fn to_ron(&self) -> Result<String, String> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default().struct_names(false))
            .map_err(|e| e.to_string())
    }

    /// Reads and validates a record of this game; the reason when it is refused. A damaged
    /// analysis cache is dropped (logged), not the record.
    pub fn from_ron(text: &str) -> Result<(Self, Replayed<G>), String> {
        let mut record: Self = ron::from_str(text).map_err(|e| format!("unreadable: {e}"))?;
        if record.version != RECORD_VERSION {
            return Err(format!("unknown record version {}", record.version));
        }
        if record.game != G::ID {
            return Err(format!("a record of {:?}, not {:?}", record.game, G::ID));
        }
        let replayed = record.validate()?;
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
        if self.first.is_some_and(|f| f >= self.players) {
            return Err("the first player does not exist".into());
        }
        if self.actions.len() > MAX_ACTIONS {
            return Err(format!("{} actions are too many", self.actions.len()));
        }
        let replayed = replay_decisions::<G>(&self.rules, &self.trail())?;
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
        }
    }
}

/// Checks a record's text for the registry ([`crate::games::GameInfo::check_record`]): the
/// summary of a valid record, else why it is refused.
pub fn check_record<G: TableRules>(text: &str, file: &str) -> Result<RecordSummary, String> {
    let (record, replayed) = GameRecord::<G>::from_ron(text)?;
    Ok(record.summary(&replayed, file))
}

/// The state a trail leads to (checked actions; a panic of the rules is a refusal).
pub fn replay<G: TableRules>(rules: &G::Rules, trail: &Trail<G::Action>) -> Result<G, String> {
    replay_decisions::<G>(rules, trail).map(|r| r.end)
}

/// Replays a trail, keeping every decision (checked actions; a panic of the rules is a refusal).
pub fn replay_decisions<G: TableRules>(
    rules: &G::Rules,
    trail: &Trail<G::Action>,
) -> Result<Replayed<G>, String> {
    catch_unwind(AssertUnwindSafe(|| replay_inner::<G>(rules, trail)))
        .unwrap_or_else(|_| Err("the rules fail on this record".into()))
}

fn replay_inner<G: TableRules>(
    rules: &G::Rules,
    trail: &Trail<G::Action>,
) -> Result<Replayed<G>, String> {
    if !G::player_range().contains(&trail.players) {
        return Err(format!("{} seats are not allowed", trail.players));
    }
    let mut rng = rng_from_seed(trail.seed);
    let mut state = G::new_game(rules, trail.players, trail.first, &mut rng);
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
pub fn leads_to<G: TableRules>(rules: &G::Rules, trail: &Trail<G::Action>, state: &G) -> bool {
    replay::<G>(rules, trail).is_ok_and(|end| same_state(&end, state))
}
