//! Computer players behind one interface, and the difficulty levels.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Instant,
};

use rand::RngExt as _;
use serde::{Deserialize, Serialize};

use super::{Game, GameRng, Player, Turn};

/// Opponent strength as the player chooses it. `Random` exists for testing and the arena.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Strength {
    /// Uniformly random legal actions.
    Random,
    /// A beginner: small budget, simple policy.
    Easy,
    /// A casual player.
    #[default]
    Normal,
    /// A strong player.
    Hard,
    /// Our strongest; also gives the hints.
    Expert,
}

impl Strength {
    /// Every level, weakest first.
    pub const ALL: [Strength; 5] = [
        Strength::Random,
        Strength::Easy,
        Strength::Normal,
        Strength::Hard,
        Strength::Expert,
    ];
    /// The levels a player can choose in a new-game dialog.
    pub const CHOOSABLE: [Strength; 4] = [
        Strength::Easy,
        Strength::Normal,
        Strength::Hard,
        Strength::Expert,
    ];

    /// Command-line name.
    pub fn id(self) -> &'static str {
        match self {
            Strength::Random => "random",
            Strength::Easy => "easy",
            Strength::Normal => "normal",
            Strength::Hard => "hard",
            Strength::Expert => "expert",
        }
    }

    /// Parses a command-line name.
    pub fn from_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.id() == id)
    }
}

/// Limits on one decision beyond the bot's own iteration count: a cancel flag (new game, undo,
/// leaving the panel) and an optional deadline (the session sets one for every computer move
/// and hint, [`super::worker::AiWorker::submit_within`]; tests judge results by iteration and
/// node counts, never by time). Every game's search checks [`Budget::exhausted`] and then
/// answers with its best action so far.
#[derive(Clone, Debug, Default)]
pub struct Budget {
    /// When set to true the search stops and returns its best action so far.
    pub cancel: Option<Arc<AtomicBool>>,
    /// Stop at this instant.
    pub deadline: Option<Instant>,
}

impl Budget {
    /// No limit other than the bot's own iteration count.
    pub fn unlimited() -> Self {
        Self::default()
    }

    /// This budget, stopping no later than `cap` from now (a bot's own promise on thinking time,
    /// whatever the caller allows).
    pub fn capped(&self, cap: std::time::Duration) -> Self {
        let deadline = Instant::now() + cap;
        Self {
            cancel: self.cancel.clone(),
            deadline: Some(self.deadline.map_or(deadline, |d| d.min(deadline))),
        }
    }

    /// True once the search must stop.
    pub fn exhausted(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// One candidate action with the bot's estimate, for hints and analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct RankedAction<A> {
    /// The action.
    pub action: A,
    /// Estimated result for the deciding player in `[0, 1]`.
    pub value: f64,
    /// How much search went into it (visits, or nodes for alpha-beta).
    pub visits: u32,
    /// Whether `value` is exact or an estimate.
    pub certainty: Certainty,
}

/// How far a ranked action's value can be trusted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Certainty {
    /// The bot's estimate (sampled, heuristic or cut off).
    #[default]
    Estimated,
    /// Exact: the result under best play is decided (a found mate, a match already won), so a
    /// value of 1 is a forced win and 0 a forced loss.
    Proven,
    /// No value was computed (nothing was searched); `value` is a placeholder.
    Unvalued,
}

/// A computer player.
pub trait Bot<G: Game>: Send + Sync {
    /// Short name for logs and the arena.
    fn name(&self) -> String;

    /// Candidate actions for `player`, best first; never empty when `player` is to move.
    ///
    /// `state` is the true state: a bot for a hidden-information game must only use what
    /// `player` can observe (search bots call [`Game::determinize`] before looking).
    fn rank(
        &self,
        state: &G,
        player: Player,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<G::Action>>;

    /// CPU time used so far by helper processes this bot drives (an engine run over a pipe);
    /// the arena adds its growth during a decision to that decision's CPU time. Bots that
    /// think on the calling thread have none.
    fn helper_cpu(&self) -> std::time::Duration {
        std::time::Duration::ZERO
    }

    /// The action to play.
    ///
    /// # Panics
    /// If `player` has no legal action (it is not their decision).
    fn choose(&self, state: &G, player: Player, budget: &Budget, rng: &mut GameRng) -> G::Action {
        let ranked = self.rank(state, player, budget, rng);
        match ranked.first() {
            Some(best) => best.action,
            None => panic!("bot {} asked to move without legal actions", self.name()),
        }
    }
}

/// Plays uniformly random legal actions.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> String {
        "random".into()
    }

    fn rank(
        &self,
        state: &G,
        _player: Player,
        _budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<G::Action>> {
        random_action(state, rng)
            .map(|action| RankedAction {
                action,
                value: 0.5,
                visits: 0,
                certainty: Certainty::Unvalued,
            })
            .into_iter()
            .collect()
    }
}

/// A uniformly random legal action, or the sampled outcome at a chance node.
pub fn random_action<G: Game>(state: &G, rng: &mut GameRng) -> Option<G::Action> {
    match state.to_move() {
        Turn::Over => None,
        Turn::Chance => Some(state.sample_chance(rng)),
        Turn::Player(_) => {
            let legal = state.legal_action_list();
            if legal.is_empty() {
                None
            } else {
                Some(legal[rng.random_range(0..legal.len())])
            }
        }
    }
}
