//! Aegis's picture on its home-screen tile.

use egui::{Color32, Painter, Pos2, Rect, Stroke, Vec2};

use crate::ui::{
    previews::card_rect,
    theme::Theme,
    widgets::{CardCenter, CardLook, CardStyle, paint_card, paint_star},
};

/// Paints Aegis's home-tile picture into `rect`.
pub fn paint(p: &Painter, rect: Rect, theme: &Theme) {
    let suits = [
        ("風", Color32::from_rgb(0xD4, 0xA0, 0x17)),
        ("火", Color32::from_rgb(0xD3, 0x2F, 0x2F)),
        ("水", Color32::from_rgb(0x1E, 0x6F, 0xD9)),
        ("地", Color32::from_rgb(0x2E, 0x8B, 0x3E)),
    ];
    let h = rect.height() * 0.62;
    for (i, (symbol, color)) in suits.iter().enumerate() {
        let offset = (i as f32 - 1.5) * h * 0.6;
        let look = CardLook {
            corner: ["A", "K", "7", "2"][i].to_owned(),
            corner_sub: (*symbol).to_owned(),
            suit: None,
            ink: *color,
            center: CardCenter::Big((*symbol).to_owned()),
            title: None,
            band: Some(*color),
            accessible: (*symbol).to_owned(),
        };
        let center = rect.center() + Vec2::new(offset, (i as f32 - 1.5).abs() * 5.0);
        paint_card(
            p,
            card_rect(center, h),
            Some(&look),
            CardStyle::default(),
            theme,
        );
    }
    let r = rect.height() * 0.07;
    for k in 0..3 {
        let c = Pos2::new(
            rect.right() - 14.0 - r - k as f32 * r * 2.3,
            rect.top() + 10.0 + r,
        );
        paint_star(p, c, r, Color32::from_rgb(0xF2, 0xC2, 0x3A), Stroke::NONE);
    }
}
