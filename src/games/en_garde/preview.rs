//! En Garde's picture on its home-screen tile.

use egui::{Color32, Painter, Pos2, Rect, Stroke, Vec2};

use crate::ui::{
    previews::card_rect,
    theme::Theme,
    widgets::{CardLook, CardStyle, paint_card},
};

/// Paints En Garde's home-tile picture into `rect`.
pub fn paint(p: &Painter, rect: Rect, theme: &Theme) {
    // The piste with its spaces, two fencers, a card.
    let y = rect.center().y + rect.height() * 0.12;
    let left = rect.left() + rect.width() * 0.08;
    let w = rect.width() * 0.84 / 23.0;
    for i in 0..23 {
        let cell = Rect::from_min_size(
            Pos2::new(left + i as f32 * w, y),
            Vec2::new(w - 1.0, w * 0.9),
        );
        p.rect_filled(
            cell,
            1.0,
            if i % 2 == 0 {
                theme.table_zone
            } else {
                theme.table_edge
            },
        );
    }
    for (x, color) in [
        (left + w * 6.5, Color32::WHITE),
        (left + w * 15.5, Color32::from_rgb(0x22, 0x22, 0x22)),
    ] {
        let head = Pos2::new(x, y - rect.height() * 0.32);
        p.circle_filled(head, w * 0.7, color);
        p.line_segment(
            [head + Vec2::new(0.0, w * 0.7), Pos2::new(x, y - w * 0.6)],
            Stroke::new(w * 0.5, color),
        );
        let dir = if x < rect.center().x { 1.0 } else { -1.0 };
        p.line_segment(
            [
                head + Vec2::new(0.0, w * 1.4),
                head + Vec2::new(dir * w * 4.0, w * 0.4),
            ],
            Stroke::new(2.0, Color32::from_gray(0xD0)),
        );
    }
    let look = CardLook::number(4, theme.ink_black);
    // Under the tile's "Learn to play" button (at the top, 34 points high), above the piste.
    let card_height = rect.height() * 0.34;
    let card_top = (rect.top() + 40.0).max(rect.top() + rect.height() * 0.22);
    paint_card(
        p,
        card_rect(
            Pos2::new(rect.center().x, card_top + card_height / 2.0),
            card_height,
        ),
        Some(&look),
        CardStyle::default(),
        theme,
    );
}
