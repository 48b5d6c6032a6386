//! A playing card: face (corner index, centre, optional title band) or back, with the states a
//! player needs to see: selected (lifted), legal (glow), hinted, disabled (greyed).

use egui::{
    Align2, Color32, CornerRadius, FontFamily, FontId, Painter, Pos2, Rect, Response, Shape,
    Stroke, StrokeKind, Ui, Vec2,
};

use super::{SuitMark, clickable, paint_suit};
use crate::ui::theme::Theme;

/// What the face of a card shows.
#[derive(Clone, Debug, PartialEq)]
pub struct CardLook {
    /// Corner index, e.g. "5", "A", "10".
    pub corner: String,
    /// Below the index: text (may be empty)…
    pub corner_sub: String,
    /// …or a suit drawn as a shape (then also large in the centre when the centre is empty).
    pub suit: Option<SuitMark>,
    /// Ink of the index and centre.
    pub ink: Color32,
    /// The centre.
    pub center: CardCenter,
    /// A name printed across the card (BANG! card names…).
    pub title: Option<String>,
    /// A coloured band along the top (card kinds, suits).
    pub band: Option<Color32>,
    /// The name screen readers and tests use, e.g. "Missed! 10♣".
    pub accessible: String,
}

impl CardLook {
    /// A plain numbered card: the number in the corners and large in the middle.
    pub fn number(value: u8, ink: Color32) -> Self {
        Self {
            corner: value.to_string(),
            corner_sub: String::new(),
            suit: None,
            ink,
            center: CardCenter::Big(value.to_string()),
            title: None,
            band: None,
            accessible: value.to_string(),
        }
    }
}

/// The centre of a card face.
#[derive(Clone, Debug, PartialEq)]
pub enum CardCenter {
    /// Nothing.
    Empty,
    /// Large text or a symbol.
    Big(String),
    /// A number of pips (suit symbols) laid out like a standard card.
    Pips {
        /// How many.
        count: u8,
        /// The symbol.
        symbol: String,
    },
    /// A dice pattern: `count` dice showing `face`, then one extra die showing `extra`
    /// (0: none) set apart and marked in the accent colour.
    Dice {
        /// How many dice show `face`.
        count: u8,
        /// Their face, 1–6.
        face: u8,
        /// The extra die's face (0: none).
        extra: u8,
    },
}

/// How a card is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardStyle {
    /// Lifted and outlined: part of the player's current selection.
    pub selected: bool,
    /// Glowing: a legal choice that can be clicked.
    pub legal: bool,
    /// Outlined in the hint colour.
    pub hinted: bool,
    /// Greyed out.
    pub dimmed: bool,
}

/// Paints the outline of an empty place for a card (an empty pile, a slot to fill).
pub fn paint_empty_slot(painter: &Painter, rect: Rect, theme: &Theme) {
    painter.rect_stroke(
        rect,
        theme.card_radius,
        Stroke::new(1.0, theme.table_edge),
        StrokeKind::Inside,
    );
}

/// Paints a card into `rect`; `look == None` paints the back.
pub fn paint_card(
    painter: &Painter,
    rect: Rect,
    look: Option<&CardLook>,
    style: CardStyle,
    theme: &Theme,
) {
    let radius = scaled_radius(theme.card_radius, rect.height() / theme.card_size.y);
    super::paint_drop_shadow(painter, rect, radius, Vec2::new(1.5, 2.5), theme.shadow);
    match look {
        None => paint_back(painter, rect, radius, theme),
        Some(look) => paint_face(painter, rect, radius, look, theme),
    }
    if style.dimmed {
        painter.rect_filled(rect, radius, theme.shadow.gamma_multiply(1.4));
    }
    let outline = if style.selected {
        Some(theme.selected)
    } else if style.hinted {
        Some(theme.hint)
    } else if style.legal {
        Some(theme.legal)
    } else {
        None
    };
    if let Some(color) = outline {
        painter.rect_stroke(
            rect.expand(1.0),
            radius,
            Stroke::new(theme.highlight_width, color),
            StrokeKind::Outside,
        );
    }
}

fn scaled_radius(radius: CornerRadius, scale: f32) -> CornerRadius {
    let r = (f32::from(radius.nw) * scale).round().clamp(2.0, 20.0);
    CornerRadius::same(r as u8)
}

fn paint_back(painter: &Painter, rect: Rect, radius: CornerRadius, theme: &Theme) {
    painter.rect_filled(rect, radius, theme.card_back);
    let inner = rect.shrink(rect.width() * 0.09);
    painter.rect_stroke(
        inner,
        scaled_radius(radius, 0.6),
        Stroke::new(1.5, theme.card_back_pattern),
        StrokeKind::Inside,
    );
    // A lattice of small diamonds.
    let step = (inner.width() / 5.0).max(4.0);
    let mut y = inner.top() + step * 0.5;
    let mut row = 0;
    while y < inner.bottom() - step * 0.3 {
        let mut x = inner.left() + step * if row % 2 == 0 { 0.5 } else { 1.0 };
        while x < inner.right() - step * 0.3 {
            let r = step * 0.22;
            painter.add(Shape::convex_polygon(
                vec![
                    Pos2::new(x, y - r),
                    Pos2::new(x + r, y),
                    Pos2::new(x, y + r),
                    Pos2::new(x - r, y),
                ],
                theme.card_back_pattern,
                Stroke::NONE,
            ));
            x += step;
        }
        y += step * 0.6;
        row += 1;
    }
    painter.rect_stroke(
        rect,
        radius,
        theme.stroke(theme.card_border),
        StrokeKind::Inside,
    );
}

fn paint_face(painter: &Painter, rect: Rect, radius: CornerRadius, look: &CardLook, theme: &Theme) {
    painter.rect_filled(rect, radius, theme.card_face);
    let h = rect.height();
    if let Some(band) = look.band {
        let band_rect = Rect::from_min_size(rect.min, Vec2::new(rect.width(), h * 0.1));
        painter.rect_filled(
            band_rect,
            CornerRadius {
                nw: radius.nw,
                ne: radius.ne,
                sw: 0,
                se: 0,
            },
            band,
        );
    }
    painter.rect_stroke(
        rect,
        radius,
        theme.stroke(theme.card_border),
        StrokeKind::Inside,
    );

    let corner_font = FontId::new(h * 0.16, FontFamily::Proportional);
    let sub_font = FontId::new(h * 0.13, FontFamily::Proportional);
    let pad = rect.width() * 0.08;
    let top = rect.top()
        + if look.band.is_some() {
            h * 0.11
        } else {
            pad * 0.6
        };
    let corner_pos = Pos2::new(rect.left() + pad, top);
    let index = painter.text(
        corner_pos,
        Align2::LEFT_TOP,
        &look.corner,
        corner_font.clone(),
        look.ink,
    );
    if let Some(suit) = look.suit {
        let size = h * 0.12;
        paint_suit(
            painter,
            Pos2::new(index.center().x, index.bottom() + size * 0.6),
            size,
            suit,
            look.ink,
        );
    } else if !look.corner_sub.is_empty() {
        painter.text(
            Pos2::new(index.center().x, index.bottom()),
            Align2::CENTER_TOP,
            &look.corner_sub,
            sub_font.clone(),
            look.ink,
        );
    }
    // The opposite corner, upside down in spirit: bottom right.
    let br = Pos2::new(rect.right() - pad, rect.bottom() - pad * 0.6);
    painter.text(
        br,
        Align2::RIGHT_BOTTOM,
        &look.corner,
        corner_font,
        look.ink,
    );

    let center = rect.center();
    match &look.center {
        CardCenter::Empty => {
            if let Some(suit) = look.suit {
                paint_suit(painter, center, h * 0.3, suit, look.ink);
            }
        }
        CardCenter::Big(text) => {
            let size = if text.chars().count() > 2 {
                h * 0.2
            } else {
                h * 0.36
            };
            painter.text(
                center,
                Align2::CENTER_CENTER,
                text,
                FontId::new(size, FontFamily::Proportional),
                look.ink,
            );
        }
        CardCenter::Pips { count, symbol } => {
            let font = FontId::new(h * 0.14, FontFamily::Proportional);
            for p in pip_positions(*count) {
                let pos = Pos2::new(
                    center.x + p.x * rect.width() * 0.22,
                    center.y + p.y * h * 0.3,
                );
                painter.text(pos, Align2::CENTER_CENTER, symbol, font.clone(), look.ink);
            }
        }
        &CardCenter::Dice { count, face, extra } => {
            paint_pattern(painter, rect, count, face, extra, theme);
        }
    }
    if let Some(title) = &look.title {
        // Above the bottom index, on one line shrunk to the card's width (wrapped only below
        // the smallest readable size) rather than running into the index or the centre.
        let width = rect.width() - 2.0 * pad;
        let mut size = (h * 0.105).max(9.0);
        let natural = painter
            .layout_no_wrap(
                title.clone(),
                FontId::new(size, FontFamily::Proportional),
                theme.ink_black,
            )
            .size()
            .x;
        if natural > width {
            size = (size * width / natural).max(7.0);
        }
        let y = rect.bottom() - h * 0.29;
        let galley = painter.layout(
            title.clone(),
            FontId::new(size, FontFamily::Proportional),
            theme.ink_black,
            width,
        );
        let pos = Pos2::new(center.x - galley.size().x / 2.0, y - galley.size().y / 2.0);
        painter.galley(pos, galley, theme.ink_black);
    }
}

/// A dice pattern in one row across the middle of a card, the extra die set apart.
fn paint_pattern(painter: &Painter, rect: Rect, count: u8, face: u8, extra: u8, theme: &Theme) {
    let dice = f32::from(count) + if extra > 0 { 1.0 } else { 0.0 };
    if dice == 0.0 {
        return;
    }
    let width = rect.width() * 0.92;
    // Gaps: an eighth of a die between dice, 0.4 of a die before the extra one.
    let apart = if extra > 0 && count > 0 { 0.4 } else { 0.0 };
    let units = dice + (f32::from(count) - 1.0).max(0.0) * 0.125 + apart;
    let size = (width / units).min(rect.height() * 0.26);
    let total = size * units;
    let y = rect.top() + rect.height() * 0.47;
    let mut x = rect.center().x - total / 2.0;
    for _ in 0..count {
        let die = Rect::from_min_size(Pos2::new(x, y - size / 2.0), Vec2::splat(size));
        super::paint_flat_die(painter, die, face, false, theme);
        x += size * 1.125;
    }
    if extra > 0 {
        if count > 0 {
            x += size * 0.275;
        }
        let die = Rect::from_min_size(Pos2::new(x, y - size / 2.0), Vec2::splat(size));
        super::paint_flat_die(painter, die, extra, true, theme);
    }
}

/// Pip layout in units of (card width × 0.22, card height × 0.3) around the centre.
fn pip_positions(count: u8) -> Vec<Vec2> {
    let col = |x: f32, ys: &[f32]| ys.iter().map(move |&y| Vec2::new(x, y)).collect::<Vec<_>>();
    match count {
        0 => vec![],
        1 => vec![Vec2::ZERO],
        2 => col(0.0, &[-1.0, 1.0]),
        3 => col(0.0, &[-1.0, 0.0, 1.0]),
        4 => [col(-1.0, &[-1.0, 1.0]), col(1.0, &[-1.0, 1.0])].concat(),
        5 => [
            col(-1.0, &[-1.0, 1.0]),
            col(0.0, &[0.0]),
            col(1.0, &[-1.0, 1.0]),
        ]
        .concat(),
        6 => [col(-1.0, &[-1.0, 0.0, 1.0]), col(1.0, &[-1.0, 0.0, 1.0])].concat(),
        7 => [
            col(-1.0, &[-1.0, 0.0, 1.0]),
            col(0.0, &[-0.5]),
            col(1.0, &[-1.0, 0.0, 1.0]),
        ]
        .concat(),
        8 => [
            col(-1.0, &[-1.0, 0.0, 1.0]),
            col(0.0, &[-0.5, 0.5]),
            col(1.0, &[-1.0, 0.0, 1.0]),
        ]
        .concat(),
        9 => [
            col(-1.0, &[-1.0, -0.33, 0.33, 1.0]),
            col(0.0, &[0.0]),
            col(1.0, &[-1.0, -0.33, 0.33, 1.0]),
        ]
        .concat(),
        _ => [
            col(-1.0, &[-1.0, -0.33, 0.33, 1.0]),
            col(0.0, &[-0.66, 0.66]),
            col(1.0, &[-1.0, -0.33, 0.33, 1.0]),
        ]
        .concat(),
    }
}

/// An interactive card at `rect`. It can be clicked when `style.legal` (or `selected`), lifts
/// when selected or hovered, and is named `look.accessible` (or "card back").
pub fn card(
    ui: &mut Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    look: Option<&CardLook>,
    style: CardStyle,
    theme: &Theme,
) -> Response {
    let clickable_now = style.legal || style.selected;
    let label = look
        .map_or("card back", |l| l.accessible.as_str())
        .to_owned();
    // A selected card is drawn lifted: its visible top is part of it too.
    let reach = if style.selected {
        rect.union(rect.translate(Vec2::new(0.0, -theme.lift)))
    } else {
        rect
    };
    let response = clickable(ui, reach, id_salt, &label, clickable_now);
    let lift = if style.selected {
        theme.lift
    } else if clickable_now && response.hovered() {
        theme.lift * 0.5
    } else {
        0.0
    };
    let shown = rect.translate(Vec2::new(0.0, -lift));
    paint_card(ui.painter(), shown, look, style, theme);
    response
}
