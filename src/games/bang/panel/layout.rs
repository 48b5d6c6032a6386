//! Table geometry (pure): the other seats around the piles (on an ellipse; from six seats in two
//! columns at the sides and a row at the top), the human's seat at the bottom left beside the
//! hand, and a row of buttons above the hand. A seat's box holds its plate and, below it, two
//! rows of its cards in play.

use egui::{Pos2, Rect, Vec2};

use crate::engine::Player;

/// The width kept for a pile's label over its card.
const PILE_LABEL_W: f32 = 72.0;

/// The height of a row of cards in play (a chip at the largest chip text, and the gap to the
/// next row).
pub const CHIP_ROW: f32 = 22.0;

/// The rows of cards in play a seat's box holds below its plate.
pub const CHIP_ROWS: usize = 2;

/// Between a plate and its first row of cards in play.
pub const CHIP_GAP: f32 = 4.0;

/// The height of a pile's label.
const PILE_LABEL_H: f32 = 18.0;

/// Seat `k` (1 = the first after the human, clockwise) of `others` (five or more) in `region`:
/// two at each side, one above the other, the rest in a row at the top between the columns.
fn column_seat(region: Rect, seat: Vec2, k: usize, others: usize) -> Rect {
    // What a column leaves free: the upper seat of each side stands a third of it down, the
    // lower one a third below that.
    let free = (region.height() - 2.0 * seat.y).max(0.0);
    let upper = region.top() + free / 3.0;
    let lower = upper + seat.y + free / 3.0;
    let left = region.left();
    let right = region.right() - seat.x;
    let top_row = others - 4;
    let at = |x: f32, y: f32| Rect::from_min_size(Pos2::new(x, y), seat);
    match k {
        1 => at(left, lower),
        2 => at(left, upper),
        k if k == others => at(right, lower),
        k if k == others - 1 => at(right, upper),
        k => {
            // Between the columns, with equal gaps.
            let from = left + seat.x;
            let gap = (right - from - seat.x * top_row as f32) / (top_row as f32 + 1.0);
            let i = (k - 3) as f32;
            at(from + gap * (i + 1.0) + seat.x * i, region.top())
        }
    }
}

/// Where everything goes for an area and a number of seats.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The whole area.
    pub area: Rect,
    /// One box per seat (the human's is at the bottom left).
    pub seats: Vec<Rect>,
    /// The human's hand.
    pub hand: Rect,
    /// The row of buttons.
    pub controls: Rect,
    /// The draw pile.
    pub deck: Rect,
    /// The discard pile.
    pub discard: Rect,
    /// The flipped card of a "draw!".
    pub check: Rect,
    /// The row of shown cards (General Store, Kit Carlson, Lucky Duke).
    pub choice: Rect,
    /// A hand card.
    pub card: Vec2,
    /// A card on the table.
    pub small: Vec2,
    /// The height of a seat's plate (the rest of the seat's box holds its cards in play).
    pub plate_h: f32,
}

impl Layout {
    /// The layout of `n` seats with the human in seat `human`.
    pub fn new(area: Rect, n: usize, human: Player) -> Self {
        let pad = 10.0;
        let (w, h) = (area.width(), area.height());
        let card_h = (h * 0.18).clamp(78.0, 132.0);
        let card = Vec2::new(card_h * 0.69, card_h);
        let small = card * 0.62;
        // Wide enough for most Japanese character names in full at 1024×640; seven seats on
        // the ellipse need narrower plates.
        let seat_w = if n >= 7 {
            (w * 0.19).clamp(150.0, 210.0)
        } else {
            (w * 0.21).clamp(166.0, 210.0)
        };
        // Room for the name, the subtitle and the badges also on a low seat (1024×640).
        let plate_h = (h * 0.12).clamp(72.0, 84.0);
        let seat = Vec2::new(seat_w, plate_h + CHIP_GAP + CHIP_ROW * CHIP_ROWS as f32);
        let bottom = area.bottom() - pad;
        let own = Rect::from_min_max(
            Pos2::new(area.left() + pad, bottom - seat.y),
            Pos2::new(area.left() + pad + seat.x, bottom),
        );
        let hand = Rect::from_min_max(
            Pos2::new(own.right() + 2.0 * pad, bottom - card_h),
            Pos2::new(area.right() - pad, bottom),
        );
        let controls = Rect::from_min_max(
            Pos2::new(hand.left(), hand.top() - 44.0),
            Pos2::new(hand.right(), hand.top() - 14.0),
        );
        let region = Rect::from_min_max(
            Pos2::new(area.left() + pad, area.top() + pad),
            Pos2::new(
                area.right() - pad,
                (controls.top() - 6.0).max(area.top() + 2.0 * seat.y),
            ),
        );
        let c = region.center();
        let rx = (region.width() - seat.x) / 2.0;
        let ry = (region.height() - seat.y) / 2.0;
        let n = n.max(2);
        let mut seats = vec![own; n];
        let others = n - 1;
        for k in 1..n {
            let rect = if others >= 5 {
                column_seat(region, seat, k, others)
            } else {
                let deg = if others == 1 {
                    270.0
                } else {
                    160.0 + 220.0 * (k - 1) as f32 / (others - 1) as f32
                };
                let a = deg.to_radians();
                Rect::from_center_size(c + Vec2::new(rx * a.cos(), ry * a.sin()), seat)
            };
            seats[(human + k) % n] = rect;
        }
        // Far enough apart for each pile's label ("Deck 35", "Discard") over its card.
        let pitch = small.x.max(PILE_LABEL_W) + 8.0;
        // A little above the centre, but with the piles and their labels below the seats over
        // them (and their cards in play).
        let half = small.x.max(PILE_LABEL_W) / 2.0;
        let (from, to) = (c.x - pitch / 2.0 - half, c.x + pitch * 1.5 + half);
        let above = seats
            .iter()
            .enumerate()
            .filter(|&(i, s)| i != human && s.center().y < c.y && s.left() < to && from < s.right())
            .map(|(_, s)| s.bottom())
            .fold(region.top(), f32::max);
        let piles_y = (c.y - small.y * 0.25).max(above + 2.0 + PILE_LABEL_H + 3.0 + small.y / 2.0);
        let deck = Rect::from_center_size(Pos2::new(c.x - pitch / 2.0, piles_y), small);
        let discard = Rect::from_center_size(Pos2::new(c.x + pitch / 2.0, piles_y), small);
        let check = Rect::from_center_size(Pos2::new(c.x + pitch * 1.5, piles_y), small);
        let choice = Rect::from_center_size(
            Pos2::new(c.x, piles_y + small.y * 1.1),
            Vec2::new(region.width() * 0.5, small.y),
        );
        Self {
            area,
            plate_h,
            seats,
            hand,
            controls,
            deck,
            discard,
            check,
            choice,
            card,
            small,
        }
    }

    /// Card `i` of `n` in the human's hand (overlapping when the hand is long).
    pub fn hand_card(&self, i: usize, n: usize) -> Rect {
        let gap = self.card.x * 0.1;
        let step = if n > 1 {
            (self.card.x + gap).min((self.hand.width() - self.card.x) / (n - 1) as f32)
        } else {
            0.0
        };
        let total = self.card.x + step * n.saturating_sub(1) as f32;
        let left = self.hand.left() + ((self.hand.width() - total) / 2.0).max(0.0);
        Rect::from_min_size(
            Pos2::new(left + step * i as f32, self.hand.top()),
            self.card,
        )
    }

    /// Where the label of the pile at `pile` goes: one line over the card, as wide as the room
    /// kept between piles.
    pub fn pile_label(&self, pile: Rect) -> Rect {
        Rect::from_center_size(
            pile.center_top() - Vec2::new(0.0, 3.0 + PILE_LABEL_H / 2.0),
            Vec2::new(self.small.x.max(PILE_LABEL_W), PILE_LABEL_H),
        )
    }

    /// Where seat `seat`'s plate goes: the top of its box.
    pub fn plate(&self, seat: usize) -> Rect {
        let r = self.seats[seat];
        Rect::from_min_size(r.min, Vec2::new(r.width(), self.plate_h))
    }

    /// Card `i` of `n` in the row of shown cards.
    pub fn choice_card(&self, i: usize, n: usize) -> Rect {
        let step = self.small.x * 1.08;
        let total = self.small.x + step * n.saturating_sub(1) as f32;
        let left = self.choice.center().x - total / 2.0;
        Rect::from_min_size(
            Pos2::new(left + step * i as f32, self.choice.top()),
            self.small,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table's area in a 1024×640 window (the log open) and in a 1280×800 one.
    const TABLE_SMALL: Vec2 = Vec2::new(744.0, 547.0);
    const TABLE_LARGE: Vec2 = Vec2::new(990.0, 716.0);
    /// The review's board in a 1024×640 window and in a 1280×800 one (its side panel is
    /// 340 wide; a little less than the board's height, whose steps bar may be taller).
    const REVIEW_SMALL: Vec2 = Vec2::new(684.0, 510.0);
    const REVIEW_LARGE: Vec2 = Vec2::new(940.0, 680.0);

    #[test]
    fn seven_seats_the_piles_and_the_hand_do_not_overlap() {
        for size in [
            Vec2::new(744.0, 547.0),
            Vec2::new(990.0, 716.0),
            Vec2::new(1270.0, 716.0),
            Vec2::new(1900.0, 1000.0),
            // The table and the review's board at 1024×640 and 1280×800.
            TABLE_SMALL,
            TABLE_LARGE,
            REVIEW_SMALL,
            REVIEW_LARGE,
        ] {
            for n in 4..=7 {
                let l = Layout::new(Rect::from_min_size(Pos2::ZERO, size), n, 0);
                // Each seat's box holds its plate and two rows of cards in play.
                for (i, seat) in l.seats.iter().enumerate() {
                    assert!(seat.contains_rect(l.plate(i)), "{size:?} {n}: {i}");
                    let chips = seat.bottom() - l.plate(i).bottom();
                    assert!(
                        chips + 0.01 >= CHIP_GAP + 2.0 * CHIP_ROW,
                        "{size:?} {n}: {i} {chips}"
                    );
                }
                let mut boxes = l.seats.clone();
                boxes.extend([l.hand, l.controls, l.deck, l.discard, l.check]);
                boxes.push(l.choice_card(0, n).union(l.choice_card(n - 1, n)));
                for (i, a) in boxes.iter().enumerate() {
                    assert!(l.area.contains_rect(*a), "{size:?} {n}: {i} {a:?}");
                    for (j, b) in boxes.iter().enumerate().skip(i + 1) {
                        assert!(!a.intersects(*b), "{size:?} {n}: {i} {a:?} and {j} {b:?}");
                    }
                }
                // A plate holds a long Japanese character name (カラミティ・ジャネット).
                assert!(
                    n >= 7 || l.seats.iter().all(|s| s.width() >= 165.99),
                    "{size:?} {n}"
                );
                let labels = [l.deck, l.discard, l.check].map(|pile| l.pile_label(pile));
                assert!(
                    !labels[0].intersects(labels[1]),
                    "{size:?}: Deck and Discard"
                );
                assert!(!labels[1].intersects(labels[2]), "{size:?}");
                for (label, pile) in labels.iter().zip([l.deck, l.discard, l.check]) {
                    assert!(label.width() >= 70.0 && label.bottom() < pile.top());
                }
                // The piles' labels stay; the check's shows only while a card is drawn.
                for label in &labels[..2] {
                    assert!(
                        l.seats.iter().all(|s| !s.intersects(*label)),
                        "{size:?} {n}"
                    );
                }
            }
        }
    }
}
