//! Gygès's picture on its home-screen tile.

use egui::{Color32, Painter, Rect, Vec2};

use crate::ui::{
    theme::Theme,
    widgets::{PieceLook, paint_piece},
};

/// Paints Gygès's home-tile picture into `rect`.
pub fn paint(p: &Painter, rect: Rect, theme: &Theme) {
    let side = rect.height() * 0.8;
    let board = Rect::from_center_size(rect.center(), Vec2::splat(side));
    let cell = side / 6.0;
    for r in 0..6 {
        for c in 0..6 {
            let sq = Rect::from_min_size(
                board.min + Vec2::new(c as f32 * cell, r as f32 * cell),
                Vec2::splat(cell),
            )
            .shrink(1.0);
            p.rect_filled(
                sq,
                2.0,
                if (r + c) % 2 == 0 {
                    theme.table_zone
                } else {
                    theme.table_edge
                },
            );
        }
    }
    let pieces = [
        (0, 1, 2),
        (0, 3, 1),
        (0, 4, 3),
        (2, 2, 2),
        (3, 4, 1),
        (5, 0, 3),
        (5, 2, 1),
        (5, 5, 2),
    ];
    for (r, c, rings) in pieces {
        let center = board.min + Vec2::new((c as f32 + 0.5) * cell, (r as f32 + 0.5) * cell);
        let look = PieceLook {
            rings,
            ..PieceLook::disc(
                Color32::from_rgb(0xE8, 0xDD, 0xC8),
                Color32::from_rgb(0x3A, 0x2E, 0x22),
            )
        };
        paint_piece(p, center, cell * 0.4, &look, theme);
    }
}
