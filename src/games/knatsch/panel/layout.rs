//! Table geometry (pure): the human's seat along the bottom, the others clockwise along the
//! top and, from five players on, left and right of the centre; in the centre the two stacks
//! and the King beside the dice tray (one above the other when the seats at the sides leave
//! too little width). Inside a seat, its cards in a grid as large as the seat allows.

use egui::{Pos2, Rect, Vec2};

use crate::engine::Player;

/// Margin inside the table and between blocks.
const GAP: f32 = 8.0;
/// Space between cards in a seat.
const CARD_GAP: f32 = 6.0;
/// Above a centre card: the stack's name.
pub const LABEL_H: f32 = 30.0;
/// A seat's header line (name and counts).
pub const HEADER_H: f32 = 24.0;
/// The dice tray: two lines, a row of dice, a row (or two) of buttons.
pub const TRAY: Vec2 = Vec2::new(340.0, 156.0);
/// The lowest a seat row gets before the centre cards shrink.
const MIN_ROW: f32 = 96.0;
/// Seats are no wider than this (a wide table centres them).
const MAX_SEAT_W: f32 = 560.0;

/// Where everything goes for an area and a number of seats.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// One box per seat, by seat number.
    pub seats: Vec<Rect>,
    /// The stacks and the King, with their labels.
    pub stacks: Rect,
    /// The dice tray with the turn's buttons.
    pub tray: Rect,
    /// A card in the centre.
    pub centre_card: Vec2,
}

impl Layout {
    /// The layout of `n` seats (2–6) with the human in seat `human`; `card` is the full size
    /// of a card.
    pub fn new(area: Rect, n: usize, human: Player, card: Vec2) -> Self {
        let inner = area.shrink(GAP);
        let (w, h) = (inner.width(), inner.height());
        let n = n.max(2);
        let others = n - 1;
        let sides = others >= 4;
        let top_n = if sides { others - 2 } else { others };
        // Wide enough for the stacks' labels.
        let stacks_w = |c: Vec2| (3.0 * c.x + 6.0 * GAP).max(TRAY.x);
        // Side by side when the stacks and the tray fit across; else one above the other.
        let beside = !sides && stacks_w(card) + 2.0 * GAP + TRAY.x <= w;
        let mid_for = |ch: f32| {
            if beside {
                (ch + LABEL_H).max(TRAY.y)
            } else {
                ch + LABEL_H + GAP + TRAY.y
            }
        };
        // The centre's cards shrink (to 70 %) before the seat rows get lower than MIN_ROW.
        let spare = h - 2.0 * MIN_ROW - 2.0 * GAP - mid_for(0.0);
        let ch = spare.clamp(card.y * 0.7, card.y);
        let centre_card = card * (ch / card.y);
        let mid = mid_for(ch);
        let row = ((h - mid - 2.0 * GAP) / 2.0).clamp(40.0, (h * 0.3).max(MIN_ROW));
        let band = Rect::from_min_max(
            Pos2::new(inner.left(), inner.top() + row + GAP),
            Pos2::new(inner.right(), inner.bottom() - row - GAP),
        );
        let centre_w = if beside {
            stacks_w(centre_card) + 2.0 * GAP + TRAY.x
        } else {
            stacks_w(centre_card).max(TRAY.x)
        };
        let side_w = ((w - centre_w) / 2.0 - GAP).max(0.0);

        // Slots clockwise from the human's left: left side, the top row, right side.
        let mut slots = Vec::with_capacity(others);
        if sides {
            slots.push(Rect::from_min_size(
                band.min,
                Vec2::new(side_w, band.height()),
            ));
        }
        let seat_w = ((w - GAP * (top_n as f32 - 1.0)) / top_n as f32).min(MAX_SEAT_W);
        let row_w = seat_w * top_n as f32 + GAP * (top_n as f32 - 1.0);
        let mut x = inner.center().x - row_w / 2.0;
        for _ in 0..top_n {
            slots.push(Rect::from_min_size(
                Pos2::new(x, inner.top()),
                Vec2::new(seat_w, row),
            ));
            x += seat_w + GAP;
        }
        if sides {
            slots.push(Rect::from_min_size(
                Pos2::new(band.right() - side_w, band.top()),
                Vec2::new(side_w, band.height()),
            ));
        }
        let own_w = w.min(MAX_SEAT_W * 1.2);
        let own = Rect::from_min_size(
            Pos2::new(inner.center().x - own_w / 2.0, inner.bottom() - row),
            Vec2::new(own_w, row),
        );
        let mut seats = vec![own; n];
        for (k, slot) in slots.into_iter().enumerate() {
            seats[(human + 1 + k) % n] = slot;
        }

        let stacks_size = Vec2::new(stacks_w(centre_card), ch + LABEL_H);
        let c = band.center();
        let (stacks, tray) = if beside {
            let left = c.x - centre_w / 2.0;
            (
                Rect::from_min_size(Pos2::new(left, c.y - stacks_size.y / 2.0), stacks_size),
                Rect::from_min_size(
                    Pos2::new(left + stacks_size.x + 2.0 * GAP, c.y - TRAY.y / 2.0),
                    TRAY,
                ),
            )
        } else {
            let top = c.y - mid / 2.0;
            (
                Rect::from_min_size(Pos2::new(c.x - stacks_size.x / 2.0, top), stacks_size),
                Rect::from_min_size(
                    Pos2::new(c.x - TRAY.x / 2.0, top + stacks_size.y + GAP),
                    TRAY,
                ),
            )
        };
        Self {
            seats,
            stacks,
            tray,
            centre_card,
        }
    }
}

/// The cards of a seat: `count` cards of aspect `card` in `area`, in as many rows as make
/// them largest (never above `card`), rows centred; below `min_h` they overlap in a row
/// rather than get smaller.
pub fn card_grid(area: Rect, count: usize, card: Vec2, min_h: f32) -> Vec<Rect> {
    if count == 0 || area.width() <= 0.0 || area.height() <= 0.0 {
        return Vec::new();
    }
    let aspect = card.x / card.y;
    let mut best = (0.0f32, 1usize);
    for rows in 1..=count {
        let cols = count.div_ceil(rows);
        let by_h = (area.height() - CARD_GAP * (rows as f32 - 1.0)) / rows as f32;
        let by_w = (area.width() - CARD_GAP * (cols as f32 - 1.0)) / cols as f32 / aspect;
        let ch = by_h.min(by_w).min(card.y);
        if ch > best.0 {
            best = (ch, rows);
        }
    }
    let (mut ch, mut rows) = best;
    let mut step_x = None;
    if ch < min_h {
        // Overlapping: as many rows of the smallest size as the height takes.
        ch = min_h.min(area.height());
        rows = (((area.height() + CARD_GAP) / (ch + CARD_GAP)).floor() as usize).clamp(1, count);
        let cols = count.div_ceil(rows);
        let cw = ch * aspect;
        step_x = Some(if cols > 1 {
            ((area.width() - cw) / (cols as f32 - 1.0)).clamp(1.0, cw + CARD_GAP)
        } else {
            0.0
        });
    }
    let size = Vec2::new(ch * aspect, ch);
    let step = step_x.unwrap_or(size.x + CARD_GAP);
    let cols = count.div_ceil(rows);
    let mut out = Vec::with_capacity(count);
    for i in 0..count {
        let (r, col) = (i / cols, i % cols);
        let in_row = (count - r * cols).min(cols);
        let row_w = size.x + step * (in_row as f32 - 1.0);
        let left = area.center().x - row_w / 2.0;
        out.push(Rect::from_min_size(
            Pos2::new(
                left + step * col as f32,
                area.top() + r as f32 * (ch + CARD_GAP),
            ),
            size,
        ));
    }
    out
}

/// The part of each card `card_grid` laid out that the cards drawn after it leave showing: its
/// left edge up to the next card of a fanned row, and its top down to a card of a lower row
/// laid over it (a guarded card's state in its bottom corner ran into that card's title).
pub fn visible_parts(cards: &[Rect]) -> Vec<Rect> {
    cards
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut shown = *c;
            for later in &cards[i + 1..] {
                if !later.intersect(shown).is_positive() {
                    continue;
                }
                if (later.top() - c.top()).abs() < 1.0 && later.left() > c.left() {
                    shown.max.x = shown.max.x.min(later.left());
                } else if later.top() > c.top() {
                    shown.max.y = shown.max.y.min(later.top());
                }
            }
            shown
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table area of the app window at its two sizes: below the toolbar, above the
    /// prompt, left of the log panel.
    const AREAS: [Vec2; 2] = [Vec2::new(790.0, 530.0), Vec2::new(1045.0, 690.0)];
    const CARD: Vec2 = Vec2::new(72.0 * 1.3, 104.0);

    #[test]
    fn every_seat_fits_apart_from_the_others_and_the_centre() {
        for size in AREAS {
            let area = Rect::from_min_size(Pos2::new(8.0, 58.0), size);
            for n in 2..=6 {
                for human in [0, n - 1] {
                    let l = Layout::new(area, n, human, CARD);
                    assert_eq!(l.seats.len(), n);
                    let mut boxes = l.seats.clone();
                    boxes.extend([l.stacks, l.tray]);
                    for (i, a) in boxes.iter().enumerate() {
                        assert!(area.contains_rect(*a), "{size:?} {n}: {i} {a:?}");
                        // Room for the header and a row of readable cards.
                        assert!(a.height() >= HEADER_H + 60.0, "{size:?} {n}: {i} {a:?}");
                        assert!(a.width() >= 180.0, "{size:?} {n}: {i} {a:?}");
                        for (j, b) in boxes.iter().enumerate().skip(i + 1) {
                            assert!(!a.intersects(*b), "{size:?} {n}: {i} {a:?} and {j} {b:?}");
                        }
                    }
                    // The human's seat is at the bottom, the centre between it and the top.
                    let own = l.seats[human];
                    assert!(l.seats.iter().all(|s| s.top() <= own.top()));
                    assert!(l.stacks.bottom() <= own.top() && l.tray.bottom() <= own.top());
                    // The stacks' three cards fit their block.
                    assert!(3.0 * l.centre_card.x <= l.stacks.width());
                    assert!(l.centre_card.y + LABEL_H <= l.stacks.height() + 0.01);
                }
            }
        }
    }

    #[test]
    fn the_right_half_is_used() {
        for size in AREAS {
            let area = Rect::from_min_size(Pos2::ZERO, size);
            for n in 2..=6 {
                let l = Layout::new(area, n, 0, CARD);
                let right = l
                    .seats
                    .iter()
                    .chain([&l.tray])
                    .any(|r| r.right() > size.x * 0.7);
                assert!(right, "{size:?} {n}: {l:?}");
            }
        }
    }

    #[test]
    fn seat_cards_are_as_large_as_the_seat_allows_and_never_overlap_when_they_fit() {
        let area = Rect::from_min_size(Pos2::ZERO, Vec2::new(240.0, 80.0));
        for count in 1..=12 {
            let cards = card_grid(area, count, CARD, 50.0);
            assert_eq!(cards.len(), count);
            for c in &cards {
                assert!(
                    c.height() <= CARD.y && c.height() >= 50.0 - 0.01,
                    "{count}: {c:?}"
                );
                assert!(area.expand(0.01).contains_rect(*c), "{count}: {c:?}");
            }
            let overlapping = cards
                .iter()
                .enumerate()
                .any(|(i, a)| cards[i + 1..].iter().any(|b| a.intersects(*b)));
            // Up to five cards fit the row side by side (shrunk); more overlap.
            assert_eq!(overlapping, count > 5, "{count}: {cards:?}");
        }
        // A fanned row's cards show up to the next card; cards side by side show whole.
        let fanned = card_grid(area, 8, CARD, 50.0);
        let shown = visible_parts(&fanned);
        for (i, (card, part)) in fanned.iter().zip(&shown).enumerate() {
            assert_eq!(part.left(), card.left());
            match fanned.get(i + 1) {
                Some(next) => assert_eq!(part.right(), next.left(), "{i}"),
                None => assert_eq!(part, card),
            }
        }
        let apart = card_grid(area, 2, CARD, 50.0);
        assert_eq!(visible_parts(&apart), apart);
        // A card of a lower row laid over a card's bottom leaves its top showing.
        let upper = Rect::from_min_size(Pos2::new(0.0, 0.0), CARD);
        let lower = upper.translate(Vec2::new(10.0, 30.0));
        let shown = visible_parts(&[upper, lower]);
        assert_eq!(
            shown[0],
            Rect::from_min_max(upper.min, Pos2::new(upper.right(), 30.0))
        );
        assert_eq!(shown[1], lower);
        // A tall seat takes more rows: six cards in a side seat are larger than in one row.
        let tall = Rect::from_min_size(Pos2::ZERO, Vec2::new(200.0, 260.0));
        let six = card_grid(tall, 6, CARD, 48.0);
        assert!(six[0].height() > 70.0, "{six:?}");
        assert!(six[5].top() > six[0].bottom());
    }
}
