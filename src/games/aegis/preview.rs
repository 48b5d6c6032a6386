//! Aegis's picture on its home-screen tile.

use egui::{Color32, Painter, Pos2, Rect, Stroke, Vec2};

use super::{
    cards::{Card, Rank, Suit},
    panel::look::card_look,
};
use crate::{
    i18n::Lang,
    ui::{
        previews::card_rect,
        theme::Theme,
        widgets::{CardStyle, paint_card, paint_star},
    },
};

/// Paints Aegis's home-tile picture into `rect`: four cards as the table draws them (the suit
/// marks, not the kanji, so the picture reads the same in both languages).
pub fn paint(p: &Painter, rect: Rect, theme: &Theme) {
    let cards = [
        Card::new(Suit::Wind, Rank::Ace),
        Card::new(Suit::Fire, Rank::King),
        Card::new(Suit::Water, Rank::Seven),
        Card::new(Suit::Earth, Rank::Two),
    ];
    // The cards sit a little low and the stars on the left: the tile's "Learn to play" button
    // covers the picture's top right corner.
    let h = rect.height() * 0.6;
    for (i, card) in cards.into_iter().enumerate() {
        let offset = (i as f32 - 1.5) * h * 0.6;
        // Ranks and marks are the same in both languages; the accessible name is not read here.
        let look = card_look(card, theme, Lang::En);
        let center =
            rect.center() + Vec2::new(offset, rect.height() * 0.08 + (i as f32 - 1.5).abs() * 5.0);
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
            rect.left() + 14.0 + r + k as f32 * r * 2.3,
            rect.top() + 10.0 + r,
        );
        paint_star(p, c, r, Color32::from_rgb(0xF2, 0xC2, 0x3A), Stroke::NONE);
    }
}
