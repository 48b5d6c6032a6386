//! BANG!'s picture on its home-screen tile.

use egui::{Color32, Painter, Pos2, Rect, Stroke, Vec2};

use crate::ui::{
    previews::card_rect,
    theme::Theme,
    widgets::{CardCenter, CardLook, CardStyle, SuitMark, paint_card, paint_star},
};

/// Paints BANG!'s home-tile picture into `rect`.
pub fn paint(p: &Painter, rect: Rect, theme: &Theme) {
    // The cards sit a little low: the tile's "Learn to play" button covers the top right.
    let h = rect.height() * 0.58;
    let c = rect.center() + Vec2::new(0.0, rect.height() * 0.1);
    let titles = [
        ("BANG!", "A", SuitMark::Spade),
        ("Missed!", "10", SuitMark::Club),
        ("Beer", "6", SuitMark::Heart),
    ];
    for (i, (title, corner, suit)) in titles.iter().enumerate() {
        let offset = (i as f32 - 1.0) * h * 0.62;
        let look = CardLook {
            corner: (*corner).to_owned(),
            corner_sub: String::new(),
            suit: Some(*suit),
            ink: theme.suit_ink(*suit),
            center: CardCenter::Empty,
            title: Some((*title).to_owned()),
            band: Some(Color32::from_rgb(0xA8, 0x6B, 0x2D)),
            accessible: (*title).to_owned(),
        };
        paint_card(
            p,
            card_rect(c + Vec2::new(offset, (i as f32 - 1.0).abs() * 6.0), h),
            Some(&look),
            CardStyle::default(),
            theme,
        );
    }
    // The Sheriff's star, top left: the tile's "Learn to play" button covers the top right.
    let star_c = Pos2::new(
        rect.left() + rect.height() * 0.22,
        rect.top() + rect.height() * 0.24,
    );
    paint_star(
        p,
        star_c,
        rect.height() * 0.15,
        Color32::from_rgb(0xF2, 0xC2, 0x3A),
        Stroke::new(2.0, Color32::from_rgb(0x8A, 0x6A, 0x10)),
    );
}
