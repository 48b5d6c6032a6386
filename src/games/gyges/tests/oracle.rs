//! A brute-force tactics oracle over [`Node`]s, independent of the search: forced wins within
//! a number of plies by plain enumeration (no ordering, no table, no threat filter).

use super::super::{actions::Action, movegen::has_winning_move, node::Node, rules::Rules};

/// The side to move can enter the goal now.
pub fn wins_now(n: &Node, rules: &Rules) -> bool {
    has_winning_move(&n.pos, n.side, rules)
}

/// Every move of the side to move (empty: it must pass); `None` when it wins at once.
fn moves(n: &Node, rules: &Rules) -> Option<Vec<Action>> {
    let mut out = Vec::new();
    match n.moves(rules, &mut out) {
        super::super::node::Moves::Win => None,
        super::super::node::Moves::List => Some(out),
    }
}

/// The opponent's replies after `n` (a pass when it has no move).
fn replies(n: &Node, rules: &Rules) -> Option<Vec<Action>> {
    moves(n, rules).map(|m| if m.is_empty() { vec![Action::Pass] } else { m })
}

/// The side to move wins within `plies` (odd) plies whatever the opponent does.
pub fn forced_win(n: &Node, plies: u32, rules: &Rules) -> bool {
    if wins_now(n, rules) {
        return true;
    }
    if plies < 3 {
        return false;
    }
    let Some(mine) = replies(n, rules) else {
        return true;
    };
    mine.into_iter().any(|m| wins_after(n, m, plies, rules))
}

/// After the side to move plays `m`, it wins within `plies` (counting `m`) whatever the reply.
pub fn wins_after(n: &Node, m: Action, plies: u32, rules: &Rules) -> bool {
    if plies < 3 {
        return false;
    }
    let child = n.play(m);
    let Some(theirs) = replies(&child, rules) else {
        return false;
    };
    theirs
        .into_iter()
        .all(|r| forced_win(&child.play(r), plies - 2, rules))
}
