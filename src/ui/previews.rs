//! The small painted pictures on the home screen's game tiles.

use egui::{Color32, Painter, Pos2, Rect, Stroke, Vec2};

use crate::{
    games::GameKind,
    ui::{
        theme::Theme,
        widgets::{
            CardCenter, CardLook, CardStyle, DieStyle, PieceLook, SuitMark, paint_card, paint_die,
            paint_piece, paint_star,
        },
    },
};

/// Paints the preview of `kind` into `rect`.
pub fn paint_preview(painter: &Painter, rect: Rect, kind: GameKind, theme: &Theme) {
    painter.rect_filled(rect, theme.panel_radius, theme.table);
    let painter = painter.with_clip_rect(rect);
    match kind {
        GameKind::EnGarde => en_garde(&painter, rect, theme),
        GameKind::Gyges => gyges(&painter, rect, theme),
        GameKind::Bang => bang(&painter, rect, theme),
        GameKind::Knatsch => knatsch(&painter, rect, theme),
        GameKind::Aegis => aegis(&painter, rect, theme),
    }
}

fn card_rect(center: Pos2, height: f32) -> Rect {
    Rect::from_center_size(center, Vec2::new(height * 0.69, height))
}

fn en_garde(p: &Painter, rect: Rect, theme: &Theme) {
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
    paint_card(
        p,
        card_rect(
            Pos2::new(rect.center().x, rect.top() + rect.height() * 0.3),
            rect.height() * 0.4,
        ),
        Some(&look),
        CardStyle::default(),
        theme,
    );
}

fn gyges(p: &Painter, rect: Rect, theme: &Theme) {
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

fn bang(p: &Painter, rect: Rect, theme: &Theme) {
    let h = rect.height() * 0.6;
    let c = rect.center();
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
            ink: if suit.is_red() {
                theme.ink_red
            } else {
                theme.ink_black
            },
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
    // The Sheriff's star.
    let star_c = Pos2::new(
        rect.right() - rect.height() * 0.22,
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

fn knatsch(p: &Painter, rect: Rect, theme: &Theme) {
    let d = rect.height() * 0.28;
    let values = [5, 5, 5, 3, 1];
    for (i, v) in values.iter().enumerate() {
        let x = rect.left() + rect.width() * 0.12 + i as f32 * d * 1.15;
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
    // A castle card.
    let castle = card_rect(
        Pos2::new(rect.right() - rect.height() * 0.4, rect.center().y),
        rect.height() * 0.75,
    );
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

fn aegis(p: &Painter, rect: Rect, theme: &Theme) {
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
