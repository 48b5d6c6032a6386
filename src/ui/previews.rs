//! The small painted pictures on the home screen's game tiles.

use egui::{Painter, Pos2, Rect, Vec2};

use crate::ui::theme::Theme;

/// Paints a game's home-tile picture (`paint`, from its registry record) into `picture` on a
/// `rect` of the table colour, clipped to `rect` (`picture` leaves room in `rect` for what
/// the tile puts over it).
pub fn paint_preview(
    painter: &Painter,
    rect: Rect,
    picture: Rect,
    paint: fn(&Painter, Rect, &Theme),
    theme: &Theme,
) {
    painter.rect_filled(rect, theme.panel_radius, theme.table);
    let painter = painter.with_clip_rect(rect);
    paint(&painter, picture, theme);
}

/// A card's rect of `height` around `center`, in the previews' card proportions.
pub fn card_rect(center: Pos2, height: f32) -> Rect {
    Rect::from_center_size(center, Vec2::new(height * 0.69, height))
}
