//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley &
//! Whitehouse 2012) with n-player vector backups.
//!
//! Every iteration samples one determinization of the root (a full state consistent with what
//! the searching player knows), then walks one shared tree keyed by decision actions. A child is
//! only eligible when its action is legal in this iteration's determinization; UCB uses the
//! child's *availability* count instead of the parent's visits. Chance outcomes do not create
//! nodes (open loop), so the tree adapts to dice and draws without branching on them.

use rand::RngExt as _;

use crate::engine::{
    Game, GameRng, Player, Turn,
    bots::{Bot, Budget, Certainty, RankedAction},
};

/// Game knowledge a search may use; both methods have defaults.
pub trait Heuristics<G: Game>: Send + Sync {
    /// The action a rollout plays from `state` (a decision of the player to move). Default:
    /// uniformly random.
    fn rollout_action(&self, state: &G, legal: &[G::Action], rng: &mut GameRng) -> G::Action {
        let _ = state;
        legal[rng.random_range(0..legal.len())]
    }

    /// Estimated returns per player in `[0, 1]` for a state where a rollout is cut short
    /// ([`IsmctsConfig::rollout_limit`]). `None` means "no opinion": 0.5 for everyone.
    fn evaluate(&self, state: &G) -> Option<Vec<f64>> {
        let _ = state;
        None
    }

    /// Returns per player when the search should treat `state` as final although the game
    /// goes on — e.g. at the end of a round, valued by the match score. Checked in the tree
    /// and in rollouts. Default: never.
    fn stop(&self, state: &G) -> Option<Vec<f64>> {
        let _ = state;
        None
    }

    /// Narrows the root's candidate actions for `player` (e.g. never shoot a known friend).
    /// `state` is the real state, so this must use only what `player` may know. Emptying the
    /// list is ignored. Default: every legal action stays.
    fn root_candidates(&self, state: &G, player: Player, candidates: &mut Vec<G::Action>) {
        let _ = (state, player, candidates);
    }
}

/// Uniformly random rollouts to the end, no evaluation.
#[derive(Clone, Copy, Debug, Default)]
pub struct UniformRollouts;

impl<G: Game> Heuristics<G> for UniformRollouts {}

/// Search parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct IsmctsConfig {
    /// Iterations (determinize, select, expand, roll out, back up).
    pub iterations: u32,
    /// UCB exploration constant for rewards in `[0, 1]`.
    pub exploration: f64,
    /// Rollout decisions before [`Heuristics::evaluate`] is asked; `None` plays to the end.
    pub rollout_limit: Option<u32>,
}

impl Default for IsmctsConfig {
    fn default() -> Self {
        Self {
            iterations: 1000,
            exploration: 0.7,
            rollout_limit: None,
        }
    }
}

impl IsmctsConfig {
    /// Default parameters with this many iterations.
    pub fn with_iterations(iterations: u32) -> Self {
        Self {
            iterations,
            ..Self::default()
        }
    }
}

/// A safety net against a rules bug that never ends a game: rollouts longer than this stop and
/// count as a draw for everybody.
const ROLLOUT_HARD_CAP: u32 = 20_000;

struct Node<A> {
    /// The action leading here from the parent (`None` at the root).
    action: Option<A>,
    /// Who chose `action`; rewards are credited from this player's point of view.
    mover: Player,
    visits: u32,
    availability: u32,
    reward: f64,
    children: Vec<usize>,
}

/// Ranks `player`'s actions at `root` by SO-ISMCTS. Returns every legal action, most visited
/// first; `value` is the mean result for `player`.
///
/// The true `root` is only ever looked at through `root.determinize(player, …)` and the legal
/// action list of `player`, so the search cannot use hidden information as long as the game's
/// `determinize` depends only on what `player` knows (see [`Game::determinize`]).
pub fn ismcts<G: Game, H: Heuristics<G> + ?Sized>(
    root: &G,
    player: Player,
    config: &IsmctsConfig,
    heuristics: &H,
    budget: &Budget,
    rng: &mut GameRng,
) -> Vec<RankedAction<G::Action>> {
    let mut root_legal = root.legal_action_list();
    let mut candidates = root_legal.clone();
    heuristics.root_candidates(root, player, &mut candidates);
    if !candidates.is_empty() {
        root_legal = candidates;
    }
    if root_legal.len() <= 1 {
        return root_legal
            .into_iter()
            .map(|action| RankedAction {
                action,
                value: 0.5,
                visits: 0,
                certainty: Certainty::Unvalued,
            })
            .collect();
    }

    let mut nodes: Vec<Node<G::Action>> = vec![Node {
        action: None,
        mover: player,
        visits: 0,
        availability: 0,
        reward: 0.0,
        children: Vec::new(),
    }];
    let mut legal = Vec::new();
    let mut untried = Vec::new();
    let mut path = Vec::new();

    for iteration in 0..config.iterations {
        if iteration.is_multiple_of(32) && budget.exhausted() {
            break;
        }
        let mut state = root.determinize(player, rng);
        let mut current = 0usize;
        path.clear();
        path.push(0usize);

        // Selection and expansion.
        let mut stopped = None;
        loop {
            let mover = match to_decision(&mut state, heuristics, rng) {
                Progress::Decision(p) => p,
                Progress::Over => break,
                Progress::Stopped(value) => {
                    stopped = Some(value);
                    break;
                }
            };
            state.legal_actions(&mut legal);
            if current == 0 {
                legal.retain(|a| root_legal.contains(a));
            }
            if legal.is_empty() {
                break;
            }
            untried.clear();
            for &a in &legal {
                let existing = nodes[current]
                    .children
                    .iter()
                    .copied()
                    .find(|&c| nodes[c].action == Some(a));
                match existing {
                    Some(c) => nodes[c].availability += 1,
                    None => untried.push(a),
                }
            }
            if !untried.is_empty() {
                let action = untried[rng.random_range(0..untried.len())];
                let child = nodes.len();
                nodes.push(Node {
                    action: Some(action),
                    mover,
                    visits: 0,
                    availability: 1,
                    reward: 0.0,
                    children: Vec::new(),
                });
                nodes[current].children.push(child);
                state.apply_unchecked(action);
                path.push(child);
                break;
            }
            let mut best = None;
            let mut best_score = f64::NEG_INFINITY;
            for &c in &nodes[current].children {
                let node = &nodes[c];
                let Some(a) = node.action else { continue };
                if !legal.contains(&a) {
                    continue;
                }
                let visits = f64::from(node.visits.max(1));
                let score = node.reward / visits
                    + config.exploration
                        * (f64::from(node.availability.max(1)).ln() / visits).sqrt();
                if score > best_score {
                    best_score = score;
                    best = Some((c, a));
                }
            }
            let Some((child, action)) = best else { break };
            state.apply_unchecked(action);
            path.push(child);
            current = child;
        }

        let result = match stopped {
            Some(value) => value,
            None => rollout(state, config, heuristics, rng, &mut legal),
        };
        for &n in &path[1..] {
            let node = &mut nodes[n];
            node.visits += 1;
            node.reward += result.get(node.mover).copied().unwrap_or(0.5);
        }
        nodes[0].visits += 1;
    }

    let mut ranked: Vec<RankedAction<G::Action>> = root_legal
        .iter()
        .map(|&action| {
            let child = nodes[0]
                .children
                .iter()
                .map(|&c| &nodes[c])
                .find(|n| n.action == Some(action));
            match child {
                Some(n) if n.visits > 0 => RankedAction {
                    action,
                    value: n.reward / f64::from(n.visits),
                    visits: n.visits,
                    certainty: Certainty::Estimated,
                },
                _ => RankedAction {
                    action,
                    value: 0.5,
                    visits: 0,
                    certainty: Certainty::Unvalued,
                },
            }
        })
        .collect();
    ranked.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
    ranked
}

enum Progress {
    Decision(Player),
    Over,
    Stopped(Vec<f64>),
}

/// Applies chance outcomes until a player must decide, the game is over, or the heuristics
/// stop the search here (checked before every step, chance included).
fn to_decision<G: Game, H: Heuristics<G> + ?Sized>(
    state: &mut G,
    heuristics: &H,
    rng: &mut GameRng,
) -> Progress {
    loop {
        if let Some(value) = heuristics.stop(state) {
            return Progress::Stopped(value);
        }
        match state.to_move() {
            Turn::Over => return Progress::Over,
            Turn::Player(p) => return Progress::Decision(p),
            Turn::Chance => {
                let outcome = state.sample_chance(rng);
                state.apply_unchecked(outcome);
            }
        }
    }
}

fn rollout<G: Game, H: Heuristics<G> + ?Sized>(
    mut state: G,
    config: &IsmctsConfig,
    heuristics: &H,
    rng: &mut GameRng,
    legal: &mut Vec<G::Action>,
) -> Vec<f64> {
    let limit = config.rollout_limit.unwrap_or(ROLLOUT_HARD_CAP);
    let mut decisions = 0;
    loop {
        match to_decision(&mut state, heuristics, rng) {
            Progress::Over => return state.returns(),
            Progress::Stopped(value) => return value,
            Progress::Decision(_) => {}
        }
        if decisions >= limit {
            break;
        }
        state.legal_actions(legal);
        if legal.is_empty() {
            break;
        }
        let action = heuristics.rollout_action(&state, legal, rng);
        state.apply_unchecked(action);
        decisions += 1;
    }
    heuristics
        .evaluate(&state)
        .unwrap_or_else(|| vec![0.5; state.num_players()])
}

/// A bot that searches with [`ismcts`].
pub struct IsmctsBot<H> {
    /// Shown in logs and the arena.
    pub name: String,
    /// Search parameters.
    pub config: IsmctsConfig,
    /// Rollout policy and evaluation.
    pub heuristics: H,
}

impl<H> IsmctsBot<H> {
    /// A bot with a name, parameters and heuristics.
    pub fn new(name: impl Into<String>, config: IsmctsConfig, heuristics: H) -> Self {
        Self {
            name: name.into(),
            config,
            heuristics,
        }
    }
}

impl<G: Game, H: Heuristics<G>> Bot<G> for IsmctsBot<H> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn rank(
        &self,
        state: &G,
        player: Player,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<G::Action>> {
        ismcts(state, player, &self.config, &self.heuristics, budget, rng)
    }
}
