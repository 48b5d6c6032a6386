//! Board geometry for a table area: pure, so it can be tested.

use egui::{Pos2, Rect, Vec2};

use crate::{
    engine::Player,
    games::gyges::board::{Point, Sq},
    ui::anim::ease_in_out,
};

/// Board geometry for a table area (pure, so it can be tested).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The 6×6 squares.
    pub board: Rect,
    /// Edge of a square.
    pub cell: f32,
    /// The goal beyond row 6 (seat 0 attacks it; drawn at the top).
    pub goal_north: Rect,
    /// The goal beyond row 1.
    pub goal_south: Rect,
    /// The human's supply during set-up.
    pub own_supply: Rect,
    /// The computer's supply during set-up.
    pub their_supply: Rect,
    /// The column right of the board holding the move's buttons (Bounce, Replace, Cancel).
    pub controls: Rect,
}

/// Room outside the board's rim for a file letter or a rank number.
const COORDINATE_ROOM: f32 = 22.0;
/// How far the board's wooden rim reaches beyond the squares.
pub const RIM: f32 = 6.0;

impl Layout {
    /// The layout for `area`, the human (seat 0) at the bottom.
    pub fn new(area: Rect) -> Self {
        let margin = 12.0;
        let side = (area.width() * 0.2).clamp(130.0, 210.0);
        let coordinates = RIM + COORDINATE_ROOM;
        let cell_w = (area.width() - 2.0 * side - 2.0 * margin - 2.0 * coordinates) / 6.0;
        let cell_h = (area.height() - 2.0 * margin - 2.0 * coordinates) / 7.8;
        let cell = cell_w.min(cell_h).max(20.0);
        let goal_h = cell * 0.75;
        let board = Rect::from_center_size(area.center(), Vec2::splat(cell * 6.0));
        // The files are written between the board and the South goal, mirrored at the North.
        let gap = cell * 0.15 + coordinates;
        let goal_north = Rect::from_min_max(
            Pos2::new(board.left(), board.top() - gap - goal_h),
            Pos2::new(board.right(), board.top() - gap),
        );
        let goal_south = Rect::from_min_max(
            Pos2::new(board.left(), board.bottom() + gap),
            Pos2::new(board.right(), board.bottom() + gap + goal_h),
        );
        let supply_w = (side - margin).max(cell * 1.2);
        let supply_h = cell * 2.6;
        let supply_left = board.left() - coordinates - margin - supply_w;
        let own_supply = Rect::from_min_size(
            Pos2::new(supply_left, board.bottom() - supply_h),
            Vec2::new(supply_w, supply_h),
        );
        let their_supply = Rect::from_min_size(
            Pos2::new(supply_left, board.top() + cell * 0.4),
            Vec2::new(supply_w, supply_h),
        );
        let controls_w = (side - margin).min(cell * 2.4);
        let controls = Rect::from_min_max(
            Pos2::new(board.right() + RIM + margin, board.top()),
            Pos2::new(board.right() + RIM + margin + controls_w, board.bottom()),
        );
        Self {
            board,
            cell,
            goal_north,
            goal_south,
            own_supply,
            their_supply,
            controls,
        }
    }

    /// The `index`th button of the move's controls, counted up from the board's bottom edge.
    pub fn control(&self, index: u8) -> Rect {
        let h = (self.cell * 0.5).max(28.0);
        let bottom = self.controls.bottom() - f32::from(index) * (h + 8.0);
        Rect::from_min_max(
            Pos2::new(self.controls.left(), bottom - h),
            Pos2::new(self.controls.right(), bottom),
        )
    }

    /// Where the letter of file `col` (a–f) is written: under the board, above the South goal.
    pub fn file_label(&self, col: usize) -> Rect {
        let x = self.board.left() + (col as f32 + 0.5) * self.cell;
        let top = self.board.bottom() + RIM + 1.0;
        let side = COORDINATE_ROOM - 2.0;
        Rect::from_min_max(
            Pos2::new(x - side / 2.0, top),
            Pos2::new(x + side / 2.0, top + side),
        )
    }

    /// Where the number of rank `row` (1–6, counted from 0) is written: left of the board.
    pub fn rank_label(&self, row: usize) -> Rect {
        let y = self.board.bottom() - (row as f32 + 0.5) * self.cell;
        let right = self.board.left() - RIM - 1.0;
        let side = COORDINATE_ROOM - 2.0;
        Rect::from_min_max(
            Pos2::new(right - side, y - side / 2.0),
            Pos2::new(right, y + side / 2.0),
        )
    }

    /// The screen rectangle of a square (row 1 at the bottom).
    pub fn square(&self, sq: Sq) -> Rect {
        Rect::from_min_size(
            Pos2::new(
                self.board.left() + sq.col() as f32 * self.cell,
                self.board.bottom() - (sq.row() + 1) as f32 * self.cell,
            ),
            Vec2::splat(self.cell),
        )
    }

    /// The goal `mover` attacks.
    pub fn goal_of(&self, mover: Player) -> Rect {
        if mover == 0 {
            self.goal_north
        } else {
            self.goal_south
        }
    }

    /// Where a path point is drawn: a square's centre, or the goal next to the previous
    /// square (`from`).
    pub fn point(&self, point: Point, from: Pos2, mover: Player) -> Pos2 {
        match point {
            Point::Square(s) => self.square(s).center(),
            Point::Goal => Pos2::new(from.x, self.goal_of(mover).center().y),
        }
    }

    /// The square under `pos`.
    pub fn hit(&self, pos: Pos2) -> Option<Sq> {
        if !self.board.contains(pos) {
            return None;
        }
        let col = ((pos.x - self.board.left()) / self.cell) as usize;
        let row = ((self.board.bottom() - pos.y) / self.cell) as usize;
        (col < 6 && row < 6).then(|| Sq::at(row, col))
    }

    /// Screen points of a path from `from`.
    pub fn polyline(&self, from: Sq, path: &[Point], mover: Player) -> Vec<Pos2> {
        let mut points = vec![self.square(from).center()];
        for &p in path {
            let last = points[points.len() - 1];
            points.push(self.point(p, last, mover));
        }
        points
    }

    /// The rectangle of a supply piece of `rings` (1–3) in a supply area.
    pub fn supply_slot(area: Rect, rings: u8, index: u8) -> Rect {
        let w = area.width() / 2.0;
        let h = area.height() / 3.0;
        Rect::from_min_size(
            Pos2::new(
                area.left() + f32::from(index.min(1)) * w,
                area.top() + f32::from(3 - rings.clamp(1, 3)) * h,
            ),
            Vec2::new(w, h),
        )
        .shrink(4.0)
    }
}

/// Position along a polyline at `t` (0..1), with even time per step.
pub fn along(points: &[Pos2], t: f32) -> Pos2 {
    if points.len() < 2 {
        return points.first().copied().unwrap_or(Pos2::ZERO);
    }
    let steps = (points.len() - 1) as f32;
    let x = (t.clamp(0.0, 1.0) * steps).min(steps - 1e-4);
    let i = x.floor() as usize;
    let f = ease_in_out(x - i as f32);
    points[i].lerp(points[i + 1], f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_layout_fits_and_maps_squares_back() {
        for size in [
            Vec2::new(1024.0, 560.0),
            Vec2::new(1280.0, 700.0),
            Vec2::new(1900.0, 1000.0),
        ] {
            let area = Rect::from_min_size(Pos2::ZERO, size);
            let l = Layout::new(area);
            assert!(area.contains_rect(l.board));
            assert!(
                area.contains_rect(l.goal_north) && area.contains_rect(l.goal_south),
                "{size:?}"
            );
            assert!(
                area.contains_rect(l.own_supply) && area.contains_rect(l.their_supply),
                "{size:?}"
            );
            assert!(!l.own_supply.intersects(l.board));
            assert!(!l.own_supply.intersects(l.their_supply), "{size:?}");
            for sq in Sq::all() {
                assert_eq!(l.hit(l.square(sq).center()), Some(sq));
            }
            assert!(l.square(Sq::at(0, 0)).bottom() <= l.board.bottom() + 0.01);
            assert!(l.goal_north.bottom() < l.square(Sq::at(5, 0)).top());
        }
    }

    #[test]
    fn coordinates_and_buttons_keep_clear_of_the_board_goals_and_supplies() {
        for size in [
            Vec2::new(700.0, 520.0),
            Vec2::new(1024.0, 560.0),
            Vec2::new(1280.0, 700.0),
            Vec2::new(1900.0, 1000.0),
        ] {
            let area = Rect::from_min_size(Pos2::ZERO, size);
            let l = Layout::new(area);
            let rim = l.board.expand(RIM);
            let labels: Vec<Rect> = (0..6)
                .flat_map(|i| [l.file_label(i), l.rank_label(i)])
                .collect();
            let buttons: Vec<Rect> = (0..3).map(|i| l.control(i)).collect();
            let taken = [
                rim,
                l.goal_north,
                l.goal_south,
                l.own_supply,
                l.their_supply,
            ];
            for r in labels.iter().chain(&buttons) {
                assert!(area.contains_rect(*r), "{size:?}: {r:?} leaves the table");
                for t in taken {
                    assert!(!r.intersects(t), "{size:?}: {r:?} covers {t:?}");
                }
            }
            // A label holds one glyph of the small font; a button holds リプレイス or Replace
            // on one line.
            assert!(
                labels
                    .iter()
                    .all(|r| r.width() >= 14.0 && r.height() >= 14.0)
            );
            for (i, b) in buttons.iter().enumerate() {
                assert!(b.width() >= 100.0 && b.height() >= 24.0, "{size:?}: {b:?}");
                for other in &buttons[i + 1..] {
                    assert!(!b.intersects(*other), "{size:?}: buttons overlap");
                }
            }
            for i in 0..6 {
                let (file, rank) = (l.file_label(i).center(), l.rank_label(i).center());
                assert!((file.x - l.square(Sq::at(0, i)).center().x).abs() < 0.01);
                assert!((rank.y - l.square(Sq::at(i, 0)).center().y).abs() < 0.01);
            }
        }
    }

    #[test]
    fn paths_are_drawn_through_square_centres_and_the_goal() {
        let l = Layout::new(Rect::from_min_size(Pos2::ZERO, Vec2::new(1200.0, 700.0)));
        let from = Sq::at(4, 2);
        let path = [Point::Square(Sq::at(5, 2)), Point::Goal];
        let points = l.polyline(from, &path, 0);
        assert_eq!(points.len(), 3);
        assert_eq!(points[1], l.square(Sq::at(5, 2)).center());
        assert!(l.goal_north.contains(points[2]));
        assert_eq!(along(&points, 0.0), points[0]);
        assert!((along(&points, 1.0) - points[2]).length() < 0.5);
    }
}
