//! What moves on the Gygès board: pieces travelling their path, carried or placed; a knock
//! where a piece lands, a springier one where it bounces.

use egui::{Ui, Vec2};

use super::{
    GygesPanel, Layout, along,
    look::{arrow, piece_look},
};
use crate::{
    engine::Player,
    games::gyges::{
        actions::Event,
        board::{Point, Sq},
    },
    ui::{anim::Animations, panel::TableContext, sound::Cue, widgets::paint_piece},
};

/// Something moving on the board.
#[derive(Clone, Debug)]
pub enum Motion {
    /// A piece travelling its path; a replaced piece waits on the last square.
    Travel {
        /// Its rings.
        rings: u8,
        /// Start square.
        from: Sq,
        /// The steps.
        path: Vec<Point>,
        /// Who moves it (which goal a goal step means).
        mover: Player,
        /// Rings of the piece sitting on the landing (a Replace).
        displaced: Option<u8>,
    },
    /// A replaced piece carried to its new square.
    Carry {
        /// Its rings.
        rings: u8,
        /// From.
        from: Sq,
        /// To.
        to: Sq,
    },
    /// A piece placed from the supply.
    Place {
        /// Its rings.
        rings: u8,
        /// Who placed it.
        player: Player,
        /// Where.
        to: Sq,
    },
}

/// Squares whose piece is still on its way there (not drawn standing yet).
pub fn hidden_squares(table: &TableContext<'_, GygesPanel>) -> Vec<Sq> {
    let mut hidden = Vec::new();
    let active = table.anim.active(table.now).map(|(m, _)| m);
    for motion in active.chain(table.anim.pending(table.now)) {
        match motion {
            Motion::Travel { path, .. } => {
                if let Some(Point::Square(s)) = path.last() {
                    hidden.push(*s);
                }
            }
            Motion::Carry { to, .. } | Motion::Place { to, .. } => hidden.push(*to),
        }
    }
    hidden
}

/// Queues the motions for the events of one applied action.
pub fn queue(events: &[Event], human: Player, anim: &mut Animations<Motion>, now: f64) {
    let displaced = events.iter().find_map(|e| match e {
        Event::Displaced { rings, .. } => Some(*rings),
        _ => None,
    });
    for event in events {
        match event {
            Event::Placed {
                player,
                square,
                rings,
            } => {
                if *player == human {
                    // The human's own piece is already where they put it.
                    anim.sound_after(now, Cue::PieceMove);
                } else {
                    anim.push(
                        now,
                        Motion::Place {
                            rings: *rings,
                            player: *player,
                            to: *square,
                        },
                        0.35,
                    );
                    anim.sound(Cue::PieceMove, 1.0);
                }
            }
            Event::Moved {
                player,
                from,
                rings,
                path,
                bounces,
                ..
            } => {
                if *player != human {
                    let seconds = 0.16 * path.len().max(1) as f32;
                    anim.push(
                        now,
                        Motion::Travel {
                            rings: *rings,
                            from: *from,
                            path: path.clone(),
                            mover: *player,
                            displaced,
                        },
                        seconds,
                    );
                    for at in bounce_times(path, bounces) {
                        anim.sound(Cue::PieceBounce, at);
                    }
                    anim.sound(Cue::PieceMove, 1.0);
                } else {
                    // The human moved the piece square by square already; the move is heard as
                    // it is made.
                    if !bounces.is_empty() {
                        anim.sound_after(now, Cue::PieceBounce);
                    }
                    anim.sound_after(now, Cue::PieceMove);
                }
            }
            Event::Displaced { from, to, rings } => {
                anim.push(
                    now,
                    Motion::Carry {
                        rings: *rings,
                        from: *from,
                        to: *to,
                    },
                    0.4,
                );
                anim.sound(Cue::PieceMove, 1.0);
            }
            _ => {}
        }
    }
}

/// Where along a travel (as a fraction of its time) the piece reaches each bounce square: the
/// travel spends the same time on every step, and a piece may cross a square more than once, so
/// the bounces are matched to the path in order.
fn bounce_times(path: &[Point], bounces: &[Sq]) -> Vec<f32> {
    let steps = path.len().max(1) as f32;
    let mut times = Vec::new();
    let mut next = bounces.iter().peekable();
    for (i, point) in path.iter().enumerate() {
        let last = i + 1 == path.len();
        if let (Point::Square(s), Some(&&b)) = (point, next.peek())
            && *s == b
            && !last
        {
            times.push((i + 1) as f32 / steps);
            next.next();
        }
    }
    times
}

/// Draws the motions under way.
pub fn draw(ui: &Ui, layout: &Layout, table: &TableContext<'_, GygesPanel>) {
    let theme = table.theme;
    for (motion, t) in table.anim.active(table.now) {
        match motion {
            Motion::Travel {
                rings,
                from,
                path,
                mover,
                displaced,
            } => {
                let points = layout.polyline(*from, path, *mover);
                arrow(
                    ui.painter(),
                    &points,
                    theme.seat(*mover).gamma_multiply(0.6),
                    3.0,
                );
                if let (Some(d), Some(end)) = (displaced, points.last()) {
                    paint_piece(
                        ui.painter(),
                        *end,
                        layout.cell * 0.38,
                        &piece_look(*d, theme),
                        theme,
                    );
                }
                let lift = Vec2::new(0.0, -layout.cell * 0.08);
                paint_piece(
                    ui.painter(),
                    along(&points, t) + lift,
                    layout.cell * 0.4,
                    &piece_look(*rings, theme),
                    theme,
                );
            }
            Motion::Carry { rings, from, to } => {
                let p = crate::ui::anim::flight(
                    layout.square(*from).center(),
                    layout.square(*to).center(),
                    t,
                );
                paint_piece(
                    ui.painter(),
                    p,
                    layout.cell * 0.4,
                    &piece_look(*rings, theme),
                    theme,
                );
            }
            Motion::Place { rings, player, to } => {
                let area = if *player == table.human {
                    layout.own_supply
                } else {
                    layout.their_supply
                };
                let p = crate::ui::anim::flight(area.center(), layout.square(*to).center(), t);
                paint_piece(
                    ui.painter(),
                    p,
                    layout.cell * 0.4,
                    &piece_look(*rings, theme),
                    theme,
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounces_are_heard_where_the_travel_reaches_them() {
        let a = Sq::at(2, 2);
        let b = Sq::at(3, 2);
        let c = Sq::at(4, 2);
        let path = [
            Point::Square(a),
            Point::Square(b),
            Point::Square(c),
            Point::Goal,
        ];
        assert_eq!(bounce_times(&path, &[b]), vec![0.5]);
        assert_eq!(bounce_times(&path, &[a, c]), vec![0.25, 0.75]);
        assert!(bounce_times(&path, &[]).is_empty());
        // The landing square is not a bounce even when a bounce square repeats there.
        let back = [Point::Square(a), Point::Square(b), Point::Square(a)];
        assert_eq!(bounce_times(&back, &[a, a]), vec![1.0 / 3.0]);
    }
}
