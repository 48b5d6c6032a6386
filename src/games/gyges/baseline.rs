//! The frozen yardstick `expert-2026-11`: the Expert as it played in November 2026 (alpha-beta
//! to three plies, 40 000 nodes, at most 2.5 s, with the evaluation below), kept unchanged so
//! that every later Expert can be measured against it in the arena (`--b expert-2026-11`). It
//! is a copy of that code, not a use of the levels' own: changing a level never moves the
//! yardstick, nor the yardstick a level. `expert-2026-11:depth=D,nodes=N` is the same player
//! given a deeper limit and a larger node budget, so that it can be matched against a later
//! Expert at equal CPU per move. Laboratory only (feature `lab`).

use super::{
    actions::Action,
    board::{Point, Sq, SquareSet, squares_of},
    movegen::movable,
    node::progress,
    state::{Phase, State},
};
use crate::engine::{
    Bot, Budget, GameRng, Player, RankedAction,
    search::{AlphaBetaConfig, Evaluator, alpha_beta},
};

/// The arena name of the frozen Expert.
pub const NAME: &str = "expert-2026-11";

/// The frozen Expert (see the module documentation).
#[derive(Clone, Debug)]
pub struct FrozenExpert {
    config: AlphaBetaConfig,
}

impl Default for FrozenExpert {
    fn default() -> Self {
        Self { config: CONFIG }
    }
}

/// Its search limits: depth 3, 40 000 nodes.
const CONFIG: AlphaBetaConfig = AlphaBetaConfig {
    max_depth: 3,
    max_nodes: 40_000,
};

impl FrozenExpert {
    /// The frozen Expert named `name`: [`NAME`] as it was, or `NAME:depth=D,nodes=N` with
    /// other limits (either may be left out); `None` if the name does not parse.
    pub fn named(name: &str) -> Option<Self> {
        let mut bot = Self::default();
        if name == NAME {
            return Some(bot);
        }
        let knobs = name.strip_prefix(NAME)?.strip_prefix(':')?;
        for part in knobs.split(',').filter(|p| !p.is_empty()) {
            match part.split_once('=')? {
                ("depth", v) => bot.config.max_depth = v.parse().ok().filter(|&d| d > 0)?,
                ("nodes", v) => bot.config.max_nodes = v.parse().ok()?,
                _ => return None,
            }
        }
        Some(bot)
    }

    /// Its search limits.
    pub fn config(&self) -> &AlphaBetaConfig {
        &self.config
    }
}

/// Its cap on thinking time per move.
const TIME_CAP: std::time::Duration = std::time::Duration::from_millis(2500);

impl Bot<State> for FrozenExpert {
    fn name(&self) -> String {
        format!("gyges-{NAME}")
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        budget: &Budget,
        _rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        alpha_beta(
            state,
            player,
            &self.config,
            &FrozenEval,
            &budget.capped(TIME_CAP),
        )
    }
}

/// Score of "the side to move wins next ply".
const WIN_NEXT: i32 = 400_000;

/// The November 2026 evaluation and move ordering (a copy: the levels' own may change).
#[derive(Clone, Copy, Debug, Default)]
pub struct FrozenEval;

/// Mobility and reach of `player`'s movable pieces.
fn activity(state: &State, player: Player) -> (i32, bool) {
    let mut score = 0;
    let mut goal = false;
    for &(_, reach) in &movable(state.position(), player, state.rules()) {
        goal |= reach.goal;
        let squares: SquareSet = reach.ends | reach.landings;
        score += squares.count_ones() as i32 * 4;
        score += squares_of(squares)
            .map(|s| progress(s.row(), player))
            .sum::<i32>();
    }
    (score, goal)
}

impl Evaluator<State> for FrozenEval {
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
