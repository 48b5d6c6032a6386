//! Knatsch's picture on its home-screen tile.

use egui::{Color32, Painter, Pos2, Rect, Vec2};

use crate::ui::{
    previews::card_rect,
    theme::Theme,
    widgets::{CardStyle, DieStyle, paint_card, paint_die},
};

/// Paints Knatsch's home-tile picture into `rect`.
pub fn paint(p: &Painter, rect: Rect, theme: &Theme) {
    // A castle card on the right; the dice fill the room left of it (a tall tile gives them
    // less width than height: they shrink instead of running under the card). The card stays
    // under the tile's "Learn to play" button (at the top right, 34 points high).
    let card_height = (rect.height() * 0.75)
        .min(rect.height() - 46.0)
        .max(rect.height() * 0.4);
    let card_top = (rect.top() + 40.0).max(rect.center().y - card_height / 2.0);
    let castle = card_rect(
        Pos2::new(
            rect.right() - rect.height() * 0.4,
            card_top + card_height / 2.0,
        ),
        card_height,
    );
    let dice_left = rect.left() + rect.width() * 0.08;
    let room = castle.left() - rect.width() * 0.04 - dice_left;
    // Five dice, 1.15 die widths apart: 5.6 die widths in all.
    let d = (rect.height() * 0.28)
        .min(room / 5.6)
        .max(rect.height() * 0.1);
    let values = [5, 5, 5, 3, 1];
    for (i, v) in values.iter().enumerate() {
        let x = dice_left + i as f32 * d * 1.15;
        let y = rect.center().y + if i % 2 == 0 { -d * 0.35 } else { d * 0.35 };
        let style = DieStyle {
            held: i < 3,
            ..DieStyle::default()
        };
        paint_die(
            p,
            Rect::from_center_size(Pos2::new(x + d / 2.0, y), Vec2::splat(d)),
            *v,
            style,
            theme,
        );
    }
    paint_card(p, castle, None, CardStyle::default(), theme);
    let base = castle.shrink(castle.width() * 0.2);
    let wall = Rect::from_min_max(Pos2::new(base.left(), base.center().y), base.right_bottom());
    p.rect_filled(wall, 1.0, Color32::from_rgb(0xD9, 0xC9, 0xA3));
    for k in 0..3 {
        let tw = wall.width() / 5.0;
        let tower = Rect::from_min_size(
            Pos2::new(wall.left() + k as f32 * tw * 2.0, wall.top() - tw),
            Vec2::splat(tw),
        );
        p.rect_filled(tower, 0.0, Color32::from_rgb(0xD9, 0xC9, 0xA3));
    }
}
