//! Computer players: alpha-beta over whole moves with an evaluation built from what decides
//! Gygès — who can reach the goal next, and how far and freely each side's pieces travel.
//!
//! The evaluation sees an immediate win of the side to move as almost won, so a search to
//! depth *d* is tactically exact to *d* + 1 plies: depth 1 never misses a win in one nor walks
//! into a loss in one when a safe move exists.

use rand::RngExt as _;

use super::{
    actions::Action,
    board::{Point, Sq, SquareSet, squares_of},
    movegen::movable,
    state::{Phase, State},
};
use crate::engine::{
    Bot, Budget, Game, GameRng, Player, RankedAction, Strength,
    bots::RandomBot,
    search::{AlphaBetaConfig, Evaluator, alpha_beta},
};

/// Score of "the side to move wins next ply".
const WIN_NEXT: i32 = 400_000;

/// Evaluation and move ordering for Gygès.
#[derive(Clone, Copy, Debug, Default)]
pub struct GygesEval;

/// Row progress of a square for `player` (0 on the own back row … 5 on the opponent's).
fn progress(row: usize, player: Player) -> i32 {
    if player == 0 {
        row as i32
    } else {
        5 - row as i32
    }
}

/// Mobility and reach of `player`'s movable pieces.
fn activity(state: &State, player: Player) -> (i32, bool) {
    let mut score = 0;
    let mut goal = false;
    for (_, reach) in movable(state.position(), player, state.rules()) {
        goal |= reach.goal;
        let squares: SquareSet = reach.ends | reach.landings;
        score += squares.count_ones() as i32 * 4;
        score += squares_of(squares)
            .map(|s| progress(s.row(), player))
            .sum::<i32>();
    }
    (score, goal)
}

impl Evaluator<State> for GygesEval {
    fn evaluate(&self, state: &State, player: Player) -> i32 {
        let (mine, can_win) = activity(state, player);
        if can_win && state.phase() == Phase::Play && state.current_player() == Some(player) {
            return WIN_NEXT;
        }
        let opponent = 1 - player;
        let (theirs, threat) = activity(state, opponent);
        // The opponent threatens to win: we are to move and may still parry, but it binds us.
        let threat_penalty = if threat { 150 } else { 0 };
        mine - theirs - threat_penalty
    }

    /// Below the replies to the root's moves, a Replace only drops the displaced piece on the
    /// mover's vacated start square (or its first legal drop): drop choices multiply the
    /// branching factor by ten, and deep in the tree they matter least.
    fn candidates(&self, state: &State, ply: u32, out: &mut Vec<Action>) {
        state.legal(out);
        if ply < 2 {
            return;
        }
        let mut kept: Vec<Action> = Vec::with_capacity(out.len() / 4);
        // Index in `kept` of the replace kept for each (start, replaced square).
        let mut replaces: std::collections::HashMap<(Sq, Sq), usize> =
            std::collections::HashMap::new();
        for &a in out.iter() {
            match a {
                Action::Replace { from, at, drop } => match replaces.get(&(from, at)) {
                    None => {
                        replaces.insert((from, at), kept.len());
                        kept.push(a);
                    }
                    Some(&i) if drop == from => kept[i] = a,
                    Some(_) => {}
                },
                other => kept.push(other),
            }
        }
        *out = kept;
    }

    fn order(&self, state: &State, action: Action) -> i32 {
        let player = state.current_player().unwrap_or(0);
        match action {
            Action::Move {
                to: Point::Goal, ..
            } => 1_000_000,
            Action::Move {
                to: Point::Square(s),
                ..
            } => progress(s.row(), player) * 10,
            Action::Replace { at, drop, .. } => {
                progress(at.row(), player) * 10 + 5 - progress(drop.row(), player)
            }
            Action::Place { rings, .. } => i32::from(rings),
            Action::Pass => 0,
        }
    }
}

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
    /// The bot of a strength (not `Random`).
    pub fn of(strength: Strength) -> Self {
        let (max_depth, max_nodes, blunder_rate, name) = match strength {
            Strength::Random | Strength::Easy => (1, 100_000, 0.35, "easy"),
            Strength::Normal => (1, 100_000, 0.0, "normal"),
            Strength::Hard => (3, 20_000, 0.0, "hard"),
            Strength::Expert => (3, 40_000, 0.0, "expert"),
        };
        Self {
            config: AlphaBetaConfig {
                max_depth,
                max_nodes,
            },
            blunder_rate,
            time_cap: (max_depth > 1).then(|| std::time::Duration::from_millis(2500)),
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
                let deadline = std::time::Instant::now() + cap;
                capped = Budget {
                    cancel: budget.cancel.clone(),
                    deadline: Some(budget.deadline.map_or(deadline, |d| d.min(deadline))),
                };
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

/// The computer player of a strength.
pub fn bot(strength: Strength) -> Box<dyn Bot<State>> {
    match strength {
        Strength::Random => Box::new(RandomBot),
        s => Box::new(GygesBot::of(s)),
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
