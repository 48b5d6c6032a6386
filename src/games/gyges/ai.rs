//! Computer players: alpha-beta over whole moves with an evaluation built from what decides
//! Gygès — who can reach the goal next, and how far and freely each side's pieces travel.
//!
//! The evaluation sees an immediate win of the side to move as almost won, so a search to
//! depth *d* is tactically exact to *d* + 1 plies: depth 1 never misses a win in one nor walks
//! into a loss in one when a safe move exists.

use rand::RngExt as _;

pub use super::eval::GygesEval;
use super::{
    actions::Action,
    eval::Weights,
    search::{Limits, MATE_BOUND, score_to_value, search},
    state::{Phase, State},
};
use crate::engine::{
    Bot, Budget, Certainty, Game, GameRng, Player, RankedAction, Strength,
    bots::RandomBot,
    search::{AlphaBetaConfig, alpha_beta},
};

/// How a strength plays.
#[derive(Clone, Debug, PartialEq)]
pub struct GygesBot {
    /// Search limits.
    pub config: AlphaBetaConfig,
    /// Chance of a random (but never immediately losing) move instead of the best, for Easy.
    pub blunder_rate: f64,
    /// A cap on thinking time on top of the node budget: a few crowded positions (many bounce
    /// chains and replace drops) cost far more per node, and the player should never wait
    /// long. An aborted iteration falls back to the last finished depth.
    pub time_cap: Option<std::time::Duration>,
    name: &'static str,
}

impl GygesBot {
    /// Easy (`blunders`) or Normal: one ply of the classic evaluation.
    pub fn shallow(blunders: bool) -> Self {
        let (blunder_rate, name) = if blunders {
            (0.35, "easy")
        } else {
            (0.0, "normal")
        };
        Self::with_limits(
            AlphaBetaConfig {
                max_depth: 1,
                max_nodes: 100_000,
            },
            blunder_rate,
            None,
            name,
        )
    }

    /// The set-up play of Hard and Expert: three plies over placements, 40 000 nodes, at most
    /// 2.5 s ([`SearchBot`]'s search only knows the play phase).
    pub fn setup() -> Self {
        Self::with_limits(
            AlphaBetaConfig {
                max_depth: 3,
                max_nodes: 40_000,
            },
            0.0,
            Some(std::time::Duration::from_millis(2500)),
            "setup",
        )
    }

    /// A bot with explicit limits.
    pub fn with_limits(
        config: AlphaBetaConfig,
        blunder_rate: f64,
        time_cap: Option<std::time::Duration>,
        name: &'static str,
    ) -> Self {
        Self {
            config,
            blunder_rate,
            time_cap,
            name,
        }
    }
}

impl Bot<State> for GygesBot {
    fn name(&self) -> String {
        format!("gyges-{}", self.name)
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        let capped;
        let budget = match self.time_cap {
            Some(cap) => {
                capped = budget.capped(cap);
                &capped
            }
            None => budget,
        };
        let mut ranked = alpha_beta(state, player, &self.config, &GygesEval, budget);
        if self.blunder_rate > 0.0
            && ranked.len() > 1
            && ranked[0].value < 1.0
            && rng.random_bool(self.blunder_rate)
        {
            // A beginner's slip: any move that does not lose at once.
            let safe: Vec<usize> = (0..ranked.len())
                .filter(|&i| ranked[i].value > 0.0)
                .collect();
            if !safe.is_empty() {
                let pick = safe[rng.random_range(0..safe.len())];
                ranked.swap(0, pick);
            }
        }
        ranked
    }
}

/// Never think longer than this on one move. The clock is read every 16 nodes; the margin
/// below the 2.5 s promise is for a busy machine (docs/ai-notes.md).
const TIME_CAP: std::time::Duration = std::time::Duration::from_millis(1800);

/// The hard node budget per soft one: an iteration that has started is abandoned there.
pub const HARD_PER_SOFT: u64 = 3;

/// The searching bot of Hard or Expert; `time_cap: false` for tests (node budgets only).
/// Hard searches two plies (with fewer nodes it plays no better than Normal's one ply) with
/// the former reach/progress weights, so the Expert keeps a clear lead over it. Only the
/// Expert plays a move that an abandoned iteration proved better, as its deeper iterations
/// are often abandoned, and searches late moves that make a goal threat to full depth (the
/// engine's winning threats were such moves); its 100,000 nodes take about the CPU per move
/// of the outside engine it is measured against. The trials behind these choices are in docs/ai-notes.md.
pub fn searcher(expert: bool, time_cap: bool) -> SearchBot {
    let (soft_nodes, weights, name) = if expert {
        (100_000, Weights::EXPERT, "expert")
    } else {
        (10_000, Weights::HARD, "hard")
    };
    SearchBot {
        limits: Limits {
            soft_nodes,
            hard_nodes: soft_nodes * HARD_PER_SOFT,
            max_depth: 32,
            time_cap: time_cap.then_some(TIME_CAP),
            quiescence: 2,
            frontier_replaces: 0,
            reduce_from: 3,
            use_partial: expert,
            threat_probe: 0,
            threat_extension: 0,
            full_depth_threats: expert,
        },
        weights,
        name,
    }
}

/// Laboratory variants of the Expert's search for tuning runs:
/// `search:nodes=N,hard=H,q=L,lmp=R,lmr=D,partial=0|1,tp=0|1|2,ext=E,tr=0|1,w=w0/w1/…`
/// (soft node budget, [`HARD_PER_SOFT`] times that as the hard one unless `hard` follows,
/// the quiescence levels, the replace moves searched at the frontier, the shallowest depth
/// with late-move reductions, whether an abandoned iteration's proven move is played, the
/// horizon's threat probe ([`Limits::threat_probe`]), the extra plies for parries
/// ([`Limits::threat_extension`]), whether late threat moves escape reductions
/// ([`Limits::full_depth_threats`]), and the evaluation weights in [`eval::FEATURE_NAMES`]
/// order; any may be left out). Variants have
/// no wall-clock cap, so a run compares node budgets, not the machine's load.
///
/// [`eval::FEATURE_NAMES`]: super::eval::FEATURE_NAMES
#[cfg(feature = "lab")]
pub const VARIANT_PREFIX: &str = "search:";

/// The variant named `spec` (see [`VARIANT_PREFIX`]), or `None` if it does not parse.
#[cfg(feature = "lab")]
pub fn variant(spec: &str) -> Option<SearchBot> {
    let rest = spec.strip_prefix(VARIANT_PREFIX)?;
    let mut bot = searcher(true, false);
    for part in rest.split(',').filter(|p| !p.is_empty()) {
        let (key, value) = part.split_once('=')?;
        match key {
            "nodes" => {
                let n: u64 = value.parse().ok()?;
                bot.limits.soft_nodes = n;
                bot.limits.hard_nodes = n.saturating_mul(HARD_PER_SOFT);
            }
            "hard" => bot.limits.hard_nodes = value.parse().ok()?,
            "q" => bot.limits.quiescence = value.parse().ok()?,
            "lmp" => bot.limits.frontier_replaces = value.parse().ok()?,
            "lmr" => bot.limits.reduce_from = value.parse().ok()?,
            "partial" => bot.limits.use_partial = value == "1",
            "tp" => bot.limits.threat_probe = value.parse().ok()?,
            "ext" => bot.limits.threat_extension = value.parse().ok()?,
            "tr" => bot.limits.full_depth_threats = value == "1",
            "w" => {
                let w: Vec<i32> = value
                    .split('/')
                    .map(|x| x.parse().ok())
                    .collect::<Option<_>>()?;
                bot.weights = Weights(w.try_into().ok()?);
            }
            _ => return None,
        }
    }
    bot.name = "search-variant";
    Some(bot)
}

/// A bot that plays with [`search`].
#[derive(Clone, Debug, PartialEq)]
pub struct SearchBot {
    /// Search limits.
    pub limits: Limits,
    /// Evaluation weights.
    pub weights: Weights,
    /// Shown in logs and the arena.
    pub name: &'static str,
}

impl Bot<State> for SearchBot {
    fn name(&self) -> String {
        format!("gyges-{}", self.name)
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        if state.phase() != Phase::Play {
            // The search below only knows the play phase.
            return GygesBot::setup().rank(state, player, budget, rng);
        }
        let report = search(state, &self.limits, &self.weights, budget);
        let visits = u32::try_from(report.nodes).unwrap_or(u32::MAX);
        // The search does not look at a lone legal move: its score is a placeholder.
        let only_move = report.ranked.len() <= 1 && state.legal_action_list().len() <= 1;
        report
            .ranked
            .into_iter()
            .map(|(score, action)| RankedAction {
                action,
                value: score_to_value(score),
                visits,
                certainty: if only_move {
                    Certainty::Unvalued
                } else {
                    certainty_of(score)
                },
            })
            .collect()
    }
}

/// A found mate either way is proven; any other score is the evaluation's estimate.
pub(super) fn certainty_of(score: i32) -> Certainty {
    if score.abs() > MATE_BOUND {
        Certainty::Proven
    } else {
        Certainty::Estimated
    }
}

/// The computer player of a strength.
pub fn bot(strength: Strength) -> Box<dyn Bot<State>> {
    match strength {
        Strength::Random => Box::new(RandomBot),
        Strength::Easy => Box::new(GygesBot::shallow(true)),
        Strength::Normal => Box::new(GygesBot::shallow(false)),
        Strength::Hard => Box::new(searcher(false, true)),
        Strength::Expert => Box::new(searcher(true, true)),
    }
}

/// The moves of the player to move that hand the opponent a win at once (the danger aid).
pub fn dangerous_moves(state: &State) -> Vec<Action> {
    if state.phase() != Phase::Play {
        return Vec::new();
    }
    state
        .legal_action_list()
        .into_iter()
        .filter(|&a| state.gives_immediate_win(a))
        .collect()
}
