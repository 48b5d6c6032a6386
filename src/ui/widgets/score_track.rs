//! A score track: numbered cells from 0 to a goal with a marker per player.

use egui::{Align2, Color32, FontFamily, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2};

use crate::ui::theme::Theme;

/// Paints a horizontal track of `goal + 1` cells with one marker per `(colour, score)` entry;
/// markers on the same cell stand side by side.
pub fn paint_score_track(
    painter: &Painter,
    rect: Rect,
    goal: u32,
    scores: &[(Color32, u32)],
    theme: &Theme,
) {
    let cells = goal + 1;
    let w = rect.width() / cells as f32;
    let font = FontId::new(
        (rect.height() * 0.35).min(w * 0.6),
        FontFamily::Proportional,
    );
    for i in 0..cells {
        let cell = Rect::from_min_size(
            Pos2::new(rect.left() + i as f32 * w, rect.top()),
            Vec2::new(w, rect.height()),
        )
        .shrink(1.0);
        // The goal's cell is the darkest felt, outlined: a tint of the highlight under the
        // number read below 4.5:1.
        let fill = if i == goal {
            theme.table_edge
        } else {
            theme.table_zone
        };
        painter.rect_filled(cell, 3.0, fill);
        let outline = if i == goal {
            Stroke::new(2.0, theme.legal)
        } else {
            Stroke::new(1.0, theme.table_edge)
        };
        painter.rect_stroke(cell, 3.0, outline, StrokeKind::Inside);
        let number = painter.layout_no_wrap(i.to_string(), font.clone(), theme.text_on_table);
        let number_rect = Align2::CENTER_TOP
            .anchor_size(Pos2::new(cell.center().x, cell.top() + 2.0), number.size());
        painter.galley(number_rect.min, number, theme.text_on_table);
        let here: Vec<Color32> = scores
            .iter()
            .filter(|(_, s)| (*s).min(goal) == i)
            .map(|(c, _)| *c)
            .collect();
        // The markers stand below the number, never over it.
        let below = (cell.bottom() - 3.0 - number_rect.bottom()).max(0.0);
        let r = (w * 0.18).min(rect.height() * 0.2).min(below / 2.0);
        for (k, color) in here.iter().enumerate() {
            let offset = (k as f32 - (here.len() as f32 - 1.0) / 2.0) * r * 2.2;
            let c = Pos2::new(cell.center().x + offset, cell.bottom() - r - 3.0);
            painter.circle(c, r, *color, Stroke::new(1.0, theme.ink_black));
        }
    }
}
