//! The notation of moves (docs/research/gyges.md §5): squares `a1`…`f6` from seat 0's side, goals
//! `N` (beyond row 6) and `S` (beyond row 1); a move lists the start, every bounce square and
//! the end (`d1-d2-d4-N`); a Replace marks the landing with `x` and the drop with `=`
//! (`c1-c2xc3=d5`); a placement is the seat's letter, the rings and the square (`S3c1`).

use super::{
    actions::Event,
    board::{Point, Sq},
};
use crate::engine::Player;

/// `S` for seat 0 (South), `N` for seat 1 (North).
pub fn seat_letter(player: Player) -> char {
    if player == 0 { 'S' } else { 'N' }
}

/// The goal `player` attacks.
pub fn goal_of(player: Player) -> &'static str {
    if player == 0 { "N" } else { "S" }
}

fn point(p: Point, player: Player) -> String {
    match p {
        Point::Square(s) => s.to_string(),
        Point::Goal => goal_of(player).to_owned(),
    }
}

/// The notation of a move from its `Moved` event, and the `Displaced` event that followed a
/// Replace.
pub fn move_text(
    player: Player,
    from: Sq,
    path: &[Point],
    bounces: &[Sq],
    displaced_to: Option<Sq>,
) -> String {
    let mut parts = vec![from.to_string()];
    parts.extend(bounces.iter().map(ToString::to_string));
    let end = path
        .last()
        .copied()
        .map(|p| point(p, player))
        .unwrap_or_default();
    match displaced_to {
        Some(drop) => {
            let mut text = parts.join("-");
            text.push('x');
            text.push_str(&end);
            text.push('=');
            text.push_str(&drop.to_string());
            text
        }
        None => {
            parts.push(end);
            parts.join("-")
        }
    }
}

/// The notation of a whole turn's events (a placement, a move with its displacement, a pass).
pub fn events_text(events: &[Event]) -> Option<String> {
    let displaced = events.iter().find_map(|e| match e {
        Event::Displaced { to, .. } => Some(*to),
        _ => None,
    });
    events.iter().find_map(|e| match e {
        Event::Placed {
            player,
            square,
            rings,
        } => Some(format!("{}{rings}{square}", seat_letter(*player))),
        Event::Moved {
            player,
            from,
            path,
            bounces,
            ..
        } => Some(move_text(*player, *from, path, bounces, displaced)),
        Event::Passed { .. } => Some("pass".to_owned()),
        _ => None,
    })
}
