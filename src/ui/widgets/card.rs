//! A playing card: face (corner index, centre, optional title band) or back, with the states a
//! player needs to see: selected (lifted), legal (glow), hinted (dashed outline), disabled
//! (greyed).

use crate::ui::line_break;
use egui::{
    Align2, Color32, CornerRadius, FontFamily, FontId, Painter, Pos2, Rect, Response, Shape,
    Stroke, StrokeKind, Ui, Vec2,
};

use super::{SuitMark, paint_suit, selectable};
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
    /// Outlined in the hint colour, dashed ([`paint_hint_outline`]).
    pub hinted: bool,
    /// Greyed out.
    pub dimmed: bool,
    /// Lying under the next card of a fanned row, all but its left edge hidden: only the
    /// top-left index is drawn (its sub-text as a mark), as on a card fanned in a hand. The
    /// name stays in the accessible name and the tooltip.
    pub covered: bool,
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
        Some(look) => {
            paint_face_body(painter, rect, radius, look, theme, style.covered);
            if style.dimmed {
                painter.rect_filled(rect, radius, theme.shadow.gamma_multiply(1.4));
            }
            // A dimmed card's text is drawn above the shade, each piece on a plate of the face
            // colour: greyed, but its value stays as readable as on any card.
            paint_face_ink(painter, rect, look, theme, style);
        }
    }
    if style.dimmed && look.is_none() {
        painter.rect_filled(rect, radius, theme.shadow.gamma_multiply(1.4));
    }
    if style.hinted && !style.selected {
        paint_hint_outline(painter, rect.expand(1.0), theme);
        return;
    }
    let outline = if style.selected {
        Some(theme.selected)
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

/// The hint's outline around `rect`: dashed, so that it is told from a legal choice's solid
/// glow by its pattern as well as its colour.
pub fn paint_hint_outline(painter: &Painter, rect: Rect, theme: &Theme) {
    let w = theme.highlight_width;
    let outer = rect.expand(w / 2.0);
    let corners = vec![
        outer.left_top(),
        outer.right_top(),
        outer.right_bottom(),
        outer.left_bottom(),
        outer.left_top(),
    ];
    painter.extend(Shape::dashed_line(
        &corners,
        Stroke::new(w, theme.hint),
        w * 2.5,
        w * 1.5,
    ));
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

/// The card's background, band, border and centre picture: everything but its text.
fn paint_face_body(
    painter: &Painter,
    rect: Rect,
    radius: CornerRadius,
    look: &CardLook,
    theme: &Theme,
    covered: bool,
) {
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
    match &look.center {
        CardCenter::Empty => {
            if let (Some(suit), Some((at, size))) =
                (look.suit, centre_mark(painter, rect, look, theme))
            {
                paint_suit(painter, at, size, suit, look.ink);
            }
        }
        &CardCenter::Dice { count, face, extra } if !covered => {
            // Between the band and the title: a die under the title made its ink unreadable.
            let top = rect.top() + rect.height() * 0.11;
            let bottom = title_layout(painter, rect, look, theme)
                .map_or(rect.bottom(), |(galley, at, _)| {
                    at.y - galley.size().y - 1.0
                });
            let room = Rect::from_x_y_ranges(rect.x_range(), top..=bottom.max(top + 1.0));
            paint_pattern(painter, rect, room, count, face, extra, theme);
        }
        CardCenter::Dice { .. } => {}
        CardCenter::Big(_) | CardCenter::Pips { .. } => {}
    }
}

/// Paints `galley` with its `align` point at `pos`, on a plate of the face colour when
/// `plate` (a dimmed card's text stays readable above the shade); returns where it lies.
fn ink_text(
    painter: &Painter,
    pos: Pos2,
    align: Align2,
    galley: std::sync::Arc<egui::Galley>,
    ink: Color32,
    plate: Option<Color32>,
) -> Rect {
    let at = align.anchor_size(pos, galley.size());
    if let Some(face) = plate {
        painter.rect_filled(at.expand(1.5), 2.0, face);
    }
    painter.galley(at.min, galley, ink);
    at
}

/// The card's text (indices, centre text, title) and the corner suit mark; each on a plate of
/// the face colour when the card is dimmed. A covered card shows its top-left index only.
fn paint_face_ink(painter: &Painter, rect: Rect, look: &CardLook, theme: &Theme, style: CardStyle) {
    let plate = style.dimmed.then_some(theme.card_face);
    let h = rect.height();
    let corner_font = corner_font(rect);
    let pad = rect.width() * 0.08;
    let top = rect.top()
        + if look.band.is_some() {
            h * 0.11
        } else {
            pad * 0.6
        };
    let corner_pos = Pos2::new(rect.left() + pad, top);
    let index_galley = painter.layout_no_wrap(look.corner.clone(), corner_font.clone(), look.ink);
    let index_rect = Align2::LEFT_TOP.anchor_size(corner_pos, index_galley.size());
    if let Some(suit) = look.suit {
        let size = h * 0.12;
        let mark = Pos2::new(index_rect.center().x, index_rect.bottom() + size * 0.6);
        if let Some(face) = plate {
            // One plate under the index and its mark.
            let both = index_rect.union(Rect::from_center_size(mark, Vec2::splat(size * 1.2)));
            painter.rect_filled(both.expand(1.5), 2.0, face);
        }
        ink_text(
            painter,
            corner_pos,
            Align2::LEFT_TOP,
            index_galley,
            look.ink,
            None,
        );
        paint_suit(painter, mark, size, suit, look.ink);
    } else {
        let index = ink_text(
            painter,
            corner_pos,
            Align2::LEFT_TOP,
            index_galley,
            look.ink,
            plate,
        );
        if !look.corner_sub.is_empty() {
            paint_corner_sub(painter, rect, index, look, theme, style);
        }
    }
    if style.covered {
        return;
    }
    let title = title_layout(painter, rect, look, theme);
    if look.corner_sub.is_empty() && !title.as_ref().is_some_and(|t| t.2) {
        // The opposite corner, upside down in spirit: bottom right.
        let br = Pos2::new(rect.right() - pad, rect.bottom() - pad * 0.6);
        let galley = painter.layout_no_wrap(look.corner.clone(), corner_font, look.ink);
        ink_text(painter, br, Align2::RIGHT_BOTTOM, galley, look.ink, plate);
    }

    let center = rect.center();
    match &look.center {
        CardCenter::Big(text) => {
            let size = if text.chars().count() > 2 {
                h * 0.2
            } else {
                h * 0.36
            };
            let galley = painter.layout_no_wrap(
                text.clone(),
                FontId::new(size, FontFamily::Proportional),
                look.ink,
            );
            ink_text(
                painter,
                center,
                Align2::CENTER_CENTER,
                galley,
                look.ink,
                plate,
            );
        }
        CardCenter::Pips { count, symbol } => {
            let font = FontId::new(h * 0.14, FontFamily::Proportional);
            for p in pip_positions(*count) {
                let pos = Pos2::new(
                    center.x + p.x * rect.width() * 0.22,
                    center.y + p.y * h * 0.3,
                );
                let galley = painter.layout_no_wrap(symbol.clone(), font.clone(), look.ink);
                ink_text(painter, pos, Align2::CENTER_CENTER, galley, look.ink, plate);
            }
        }
        CardCenter::Empty | CardCenter::Dice { .. } => {}
    }
    if let Some((galley, at, _)) = title {
        ink_text(
            painter,
            at,
            Align2::CENTER_BOTTOM,
            galley,
            theme.ink_black,
            plate,
        );
    }
}

/// The sub-text (a state such as "guarded"): in the bottom-right corner in place of the second
/// index, or, where the title takes that place, under the top-left index on a plate of the face
/// colour (over the centre's dice it read at 1:1); shrunk to the card's width so that it never
/// runs off the card. On a covered card, with no room for words, a small diamond under the
/// index marks it.
fn paint_corner_sub(
    painter: &Painter,
    rect: Rect,
    index: Rect,
    look: &CardLook,
    theme: &Theme,
    style: CardStyle,
) {
    let h = rect.height();
    if style.covered {
        let r = h * 0.05;
        let c = Pos2::new(index.center().x, index.bottom() + r + 2.0);
        painter.add(Shape::convex_polygon(
            vec![
                Pos2::new(c.x, c.y - r),
                Pos2::new(c.x + r, c.y),
                Pos2::new(c.x, c.y + r),
                Pos2::new(c.x - r, c.y),
            ],
            look.ink,
            Stroke::NONE,
        ));
        return;
    }
    let pad = rect.width() * 0.08;
    let room = rect.width() - 2.0 * pad;
    let mut size = h * 0.13;
    let natural = painter
        .layout_no_wrap(
            look.corner_sub.clone(),
            FontId::new(size, FontFamily::Proportional),
            look.ink,
        )
        .size()
        .x;
    if natural > room {
        size *= room / natural;
    }
    let galley = painter.layout_no_wrap(
        look.corner_sub.clone(),
        FontId::new(size, FontFamily::Proportional),
        look.ink,
    );
    let title_at_bottom = title_layout(painter, rect, look, theme).is_some_and(|t| t.2);
    let (at, align, plate) = if title_at_bottom {
        (
            // Below the index's ink by more than the plate's margin.
            Pos2::new(rect.left() + pad, index.bottom() + 2.0),
            Align2::LEFT_TOP,
            Some(theme.card_face),
        )
    } else {
        (
            Pos2::new(rect.right() - pad, rect.bottom() - pad * 0.6),
            Align2::RIGHT_BOTTOM,
            style.dimmed.then_some(theme.card_face),
        )
    };
    ink_text(painter, at, align, galley, look.ink, plate);
}

/// The font of a card's corner indices.
fn corner_font(rect: Rect) -> FontId {
    FontId::new(rect.height() * 0.16, FontFamily::Proportional)
}

/// The card's title laid out, the point its bottom centre goes, and whether it takes the bottom
/// index's place (on a card too small for both under the top-left index): just above the bottom
/// index, on one line shrunk to the card's width (wrapped only below the smallest readable
/// size), so that it runs neither into the index nor into the centre mark.
fn title_layout(
    painter: &Painter,
    rect: Rect,
    look: &CardLook,
    theme: &Theme,
) -> Option<(std::sync::Arc<egui::Galley>, Pos2, bool)> {
    let title = look.title.as_ref()?;
    let h = rect.height();
    let pad = rect.width() * 0.08;
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
    let galley = line_break::painter_layout(
        painter,
        title.clone(),
        FontId::new(size, FontFamily::Proportional),
        theme.ink_black,
        width,
    );
    let index_h = painter
        .layout_no_wrap(look.corner.clone(), corner_font(rect), look.ink)
        .size()
        .y;
    let index_top = rect.bottom() - pad * 0.6 - index_h;
    // The top-left column: the index over its suit mark or sub-text.
    let column_bottom = rect.top() + h * 0.11 + index_h + h * 0.15;
    if index_top - 2.0 - galley.size().y < column_bottom + 1.0 {
        // A card too small for its title even there (wrapped, it would reach the top-left
        // index) shows none: the name stays in its tooltip and accessible name.
        let index_bottom = column_bottom - h * 0.15;
        if rect.bottom() - pad * 0.6 - galley.size().y < index_bottom + 1.0 {
            return None;
        }
        // A small card: the title takes the bottom index's place (the top-left one stays).
        return Some((
            galley,
            Pos2::new(rect.center().x, rect.bottom() - pad * 0.6),
            true,
        ));
    }
    // Two points apart: the plates of a dimmed card's title and index must not cover each other.
    Some((galley, Pos2::new(rect.center().x, index_top - 2.0), false))
}

/// Where the large suit mark in the centre of a card goes and its size: the middle of the
/// card, or, on a card with a title, the room between the band and the title, clear of the
/// top-left index. None when there is no room (the corner shows the suit).
fn centre_mark(
    painter: &Painter,
    rect: Rect,
    look: &CardLook,
    theme: &Theme,
) -> Option<(Pos2, f32)> {
    let h = rect.height();
    let Some(title) = title_layout(painter, rect, look, theme) else {
        return Some((rect.center(), h * 0.3));
    };
    let (galley, bottom, _) = title;
    let top = rect.top() + if look.band.is_some() { h * 0.1 } else { 0.0 };
    let room_bottom = bottom.y - galley.size().y - 2.0;
    let pad = rect.width() * 0.08;
    let index_w = painter
        .layout_no_wrap(look.corner.clone(), corner_font(rect), look.ink)
        .size()
        .x;
    // The top-left column (index over its mark) is as wide as the index or the mark.
    let column_right = rect.left() + pad + index_w.max(h * 0.12);
    let size = (h * 0.3)
        .min((room_bottom - top) * 0.8)
        .min(2.0 * (rect.center().x - column_right - 2.0));
    (size >= h * 0.12).then(|| (Pos2::new(rect.center().x, (top + room_bottom) / 2.0), size))
}

/// A dice pattern in one row across the middle of `room` (a part of the card `rect`), the
/// extra die set apart.
fn paint_pattern(
    painter: &Painter,
    rect: Rect,
    room: Rect,
    count: u8,
    face: u8,
    extra: u8,
    theme: &Theme,
) {
    let dice = f32::from(count) + if extra > 0 { 1.0 } else { 0.0 };
    if dice == 0.0 {
        return;
    }
    let width = rect.width() * 0.92;
    // Gaps: an eighth of a die between dice, 0.4 of a die before the extra one.
    let apart = if extra > 0 && count > 0 { 0.4 } else { 0.0 };
    let units = dice + (f32::from(count) - 1.0).max(0.0) * 0.125 + apart;
    let size = (width / units)
        .min(rect.height() * 0.26)
        .min(room.height() * 0.9);
    let total = size * units;
    let y = (rect.top() + rect.height() * 0.47).clamp(
        room.top() + size / 2.0,
        (room.bottom() - size / 2.0).max(room.top() + size / 2.0),
    );
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
    card_showing(ui, rect, rect, id_salt, look, style, theme)
}

/// As [`card`], for a card of which only the part `visible` of `rect` shows (a fanned row's
/// card under the next one, drawn with `style.covered`): only that part is hovered, clicked
/// and named, so that the next card's index does not lie over it.
pub fn card_showing(
    ui: &mut Ui,
    rect: Rect,
    visible: Rect,
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
        visible.union(visible.translate(Vec2::new(0.0, -theme.lift)))
    } else {
        visible
    };
    let response = selectable(ui, reach, id_salt, &label, clickable_now, style.selected);
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

#[cfg(test)]
#[path = "card_tests.rs"]
mod tests;
