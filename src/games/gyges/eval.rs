//! The Expert's evaluation: what each side's *next* move could do. Pieces belong to nobody, so
//! what matters is which pieces each side may move next turn (its active row) and where they
//! reach: the goal (a threat the other side must parry), the row in front of the goal (a threat
//! in the making), the pieces it can land on (to bounce on, or to pick up and drop anywhere —
//! pieces only one side can land on are that side's), and how far and freely it travels.
//!
//! The value is a weighted sum of [`FEATURES`] numbers, each "mine minus theirs" from the side
//! to move's view unless said otherwise, so the weights can be fitted to game results
//! (`tests::tuning`).
//!
//! [`GygesEval`] is the classic evaluation of Easy, Normal and every level's set-up.

use super::{
    actions::Action,
    board::{Point, SIDE, Sq, SquareSet, home_row, row_mask, squares_of},
    movegen::{Reach, drops_among, movable},
    node::{Node, progress},
    rules::Rules,
    state::{Phase, State},
};
use crate::engine::{Player, search::Evaluator};

/// Number of evaluation features.
pub const FEATURES: usize = 16;

/// Feature names, in order (for tuning logs).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "reach",
    "progress",
    "back_row",
    "pieces",
    "ends_union",
    "land_1",
    "land_2",
    "land_3",
    "unique_land",
    "unique_squares",
    "mobility",
    "tempo",
    "threatened",
    "double_threatened",
    "front",
    "mass",
];

/// Weights of the features (centipawn-like units, from the side to move's view).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights(pub [i32; FEATURES]);

impl Weights {
    /// The Expert's weights: the pieces only one side can land on next turn,
    /// by rings (a lone 1-ring piece is a bridge nobody else can use), the squares only one
    /// side reaches and the number of moves. Chosen in arena runs against an outside
    /// alpha-beta engine at equal CPU, where they clearly beat the former reach/progress
    /// weights, now Hard's (docs/ai-notes.md).
    pub const EXPERT: Weights =
        Weights([0, 0, 0, 0, 0, 150, 30, 15, 0, 3, 1, 25, -150, -250, 0, 0]);
    /// Hard's weights (the Expert's until 2026-11): how far and how far forward each side's
    /// active pieces reach.
    pub const HARD: Weights = Weights([4, 1, 10, 6, 0, 0, 0, 0, 0, 0, 0, 25, -150, -250, 0, 0]);
}

/// What one side could do if it moved now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outlook {
    /// Pieces that could enter the goal.
    pub goal_pieces: u32,
    /// Squares its active pieces reach (summed over pieces).
    pub reach: i32,
    /// Row progress of those squares.
    pub progress: i32,
    /// Squares reached on the opponent's back row.
    pub back_row: i32,
    /// Active pieces that can move.
    pub pieces: i32,
    /// Empty squares where some active piece can end.
    pub ends: SquareSet,
    /// Pieces some active piece can land on.
    pub landings: SquareSet,
    /// Landings summed over the active pieces (each may replace there).
    pub landing_moves: i32,
    /// Row progress of the active row itself (how near the goal the side moves from).
    pub front: i32,
}

/// The outlook of `player` in `node` (whoever is to move).
pub fn outlook(node: &Node, player: Player, rules: &Rules) -> Outlook {
    outlook_of(&node.active(player, rules), player)
}

/// The outlook of `player` given its active pieces ([`Node::active`]).
pub fn outlook_of(active: &[(Sq, Reach)], player: Player) -> Outlook {
    let mut o = Outlook::default();
    let target: SquareSet = row_mask(home_row(1 - player));
    o.front = active
        .first()
        .map_or(0, |&(sq, _)| progress(sq.row(), player));
    for &(_, reach) in active {
        o.goal_pieces += u32::from(reach.goal);
        let squares = reach.ends | reach.landings;
        o.reach += squares.count_ones() as i32;
        o.progress += progress_of(squares, player);
        o.back_row += (squares & target).count_ones() as i32;
        o.pieces += 1;
        o.ends |= reach.ends;
        o.landings |= reach.landings;
        o.landing_moves += reach.landings.count_ones() as i32;
    }
    o
}

/// The row progress of `squares` for `player`, summed (counted a row at a time).
fn progress_of(squares: SquareSet, player: Player) -> i32 {
    (0..SIDE)
        .map(|row| (squares & row_mask(row)).count_ones() as i32 * progress(row, player))
        .sum()
}

/// The squares where a piece displaced by `player` may be dropped (every empty square up to
/// the opponent's nearest row; the move itself shifts this a little, which is ignored here).
fn drop_room(node: &Node, player: Player) -> i32 {
    drops_among(node.pos.occupied(), player).count_ones() as i32
}

/// The squares of the pieces of each size (index 1–3), for counting pieces in a set by masks.
fn pieces_by_rings(node: &Node) -> [SquareSet; 4] {
    let mut by_rings = [0; 4];
    for sq in squares_of(node.pos.occupied()) {
        if let Some(set) = by_rings.get_mut(usize::from(node.pos.rings(sq))) {
            *set |= sq.bit();
        }
    }
    by_rings
}

/// The features of `node` for its side to move, which cannot enter the goal now (the search
/// checks that first); `mine` and `theirs` are the two sides' outlooks.
pub fn features(node: &Node, mine: &Outlook, theirs: &Outlook) -> [i32; FEATURES] {
    let me = node.side;
    let pieces = pieces_by_rings(node);
    let by_rings = |set: SquareSet, rings: usize| (set & pieces[rings]).count_ones() as i32;
    // 4 minus the rings of each square of `set` (an empty one counts 4).
    let ring_weight = |set: SquareSet| {
        4 * set.count_ones() as i32 - (1..=3).map(|r| r as i32 * by_rings(set, r)).sum::<i32>()
    };
    let squares = |o: &Outlook| o.ends | o.landings;
    let mobility = |o: &Outlook, player: Player| {
        (o.reach - o.landing_moves + o.landing_moves * drop_room(node, player)) / 8
    };
    [
        mine.reach - theirs.reach,
        mine.progress - theirs.progress,
        mine.back_row - theirs.back_row,
        mine.pieces - theirs.pieces,
        mine.ends.count_ones() as i32 - theirs.ends.count_ones() as i32,
        by_rings(mine.landings, 1) - by_rings(theirs.landings, 1),
        by_rings(mine.landings, 2) - by_rings(theirs.landings, 2),
        by_rings(mine.landings, 3) - by_rings(theirs.landings, 3),
        ring_weight(mine.landings & !theirs.landings)
            - ring_weight(theirs.landings & !mine.landings),
        (squares(mine) & !squares(theirs)).count_ones() as i32
            - (squares(theirs) & !squares(mine)).count_ones() as i32,
        mobility(mine, me) - mobility(theirs, 1 - me),
        1,
        i32::from(theirs.goal_pieces > 0),
        i32::from(theirs.goal_pieces > 1),
        mine.front - theirs.front,
        squares_of(node.pos.occupied())
            .map(|s| 2 * progress(s.row(), me) - 5)
            .sum::<i32>(),
    ]
}

/// Static value for the side to move, which cannot enter the goal now (the search checks that
/// first).
pub fn evaluate(node: &Node, mine: &Outlook, theirs: &Outlook, w: &Weights) -> i32 {
    let f = features(node, mine, theirs);
    let v: i32 = f.iter().zip(w.0.iter()).map(|(f, w)| f * w).sum();
    v.clamp(-60_000, 60_000)
}

/// Score of "the side to move wins next ply".
const WIN_NEXT: i32 = 400_000;

/// The classic evaluation and move ordering: how far and how far forward each side's movable
/// pieces reach. Easy and Normal search one ply with it, Hard and Expert their set-up.
#[derive(Clone, Copy, Debug, Default)]
pub struct GygesEval;

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
