//! Table geometry for an area: pure, so it can be tested.

use egui::{Pos2, Rect, Vec2};

use crate::engine::Player;

/// Where a card flies from or to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// The stock.
    Stock,
    /// The key card's place.
    Key,
    /// A seat's hand.
    Hand(Player),
    /// A seat's place in the trick.
    Table(Player),
    /// A seat's thrown-away cards.
    Discard(Player),
}

/// Table geometry for an area (pure).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The area.
    pub area: Rect,
    /// Scores, season, goal.
    pub score: Rect,
    /// The computer's hand.
    pub their_hand: Rect,
    /// The computer's role, bid and tricks.
    pub their_info: Rect,
    /// The key card.
    pub key: Rect,
    /// The stock.
    pub stock: Rect,
    /// The middle of the trick.
    pub trick: Pos2,
    /// The last season's scoring.
    pub season: Rect,
    /// The human's role, bid and tricks.
    pub own_info: Rect,
    /// Buttons and bid stars.
    pub controls: Rect,
    /// The human's hand.
    pub own_hand: Rect,
    /// A hand card.
    pub card: Vec2,
    /// A table card.
    pub small: Vec2,
}

impl Layout {
    /// The layout for `area`.
    pub fn new(area: Rect) -> Self {
        let pad = 14.0;
        let h = area.height();
        let card_h = (h * 0.21).clamp(90.0, 165.0);
        let card = Vec2::new(card_h * 0.69, card_h);
        let small = card * 0.72;
        let own_hand = Rect::from_min_max(
            Pos2::new(area.left() + pad, area.bottom() - card_h - pad),
            Pos2::new(area.right() - pad, area.bottom() - pad),
        );
        let controls = Rect::from_min_max(
            Pos2::new(area.left() + pad, own_hand.top() - 58.0),
            Pos2::new(area.right() - pad, own_hand.top() - 20.0),
        );
        let own_info = Rect::from_min_max(
            Pos2::new(area.left() + pad, controls.top() - 34.0),
            Pos2::new(area.right() - pad, controls.top() - 4.0),
        );
        let their_hand = Rect::from_center_size(
            Pos2::new(area.center().x, area.top() + pad + small.y * 0.4),
            Vec2::new(small.x * 0.8 * 3.4, small.y * 0.8),
        );
        let score = Rect::from_min_size(area.min + Vec2::splat(pad), Vec2::new(250.0, 100.0));
        // In a low window (1024×640) the computer's row reaches the score box: it starts right
        // of the box instead.
        let info_top = their_hand.bottom() + 4.0;
        let info_left = if info_top < score.bottom() + 4.0 {
            score.right() + pad
        } else {
            area.left() + pad
        };
        let their_info = Rect::from_min_max(
            Pos2::new(info_left, info_top),
            Pos2::new(area.right() - pad, info_top + 30.0),
        );
        let middle_top = their_info.bottom() + 6.0;
        let middle_bottom = own_info.top() - 6.0;
        let middle_y = (middle_top + middle_bottom) / 2.0;
        let key = Rect::from_center_size(
            Pos2::new(area.left() + pad + small.x * 0.5 + 10.0, middle_y - 8.0),
            small,
        );
        let stock = Rect::from_center_size(key.center() + Vec2::new(small.x * 1.25, 0.0), small);
        // Right of the trick's cards and their category labels ("Leader"): on the narrow review
        // board a 250-point box covered them.
        let trick_right = area.center().x + small.x * 0.85 + 8.0 + 80.0;
        let season = Rect::from_min_max(
            Pos2::new(
                (area.right() - pad - 250.0).max(trick_right),
                middle_top + 4.0,
            ),
            Pos2::new(area.right() - pad, middle_bottom - 4.0),
        );
        Self {
            area,
            score,
            their_hand,
            their_info,
            key,
            stock,
            trick: Pos2::new(area.center().x, middle_y),
            season,
            own_info,
            controls,
            own_hand,
            card,
            small,
        }
    }

    /// Card `i` of `n` in the human's hand.
    pub fn hand_card(&self, i: usize, n: usize) -> Rect {
        let gap = self.card.x * 0.14;
        let total = n as f32 * self.card.x + n.saturating_sub(1) as f32 * gap;
        let left = self.own_hand.center().x - total / 2.0;
        Rect::from_min_size(
            Pos2::new(left + i as f32 * (self.card.x + gap), self.own_hand.top()),
            self.card,
        )
    }

    /// Card `i` of the computer's hand (face down, overlapping).
    pub fn their_card(&self, i: usize) -> Rect {
        Rect::from_min_size(
            self.their_hand.min + Vec2::new(i as f32 * self.small.x * 0.8 * 0.6, 0.0),
            self.small * 0.8,
        )
    }

    /// Where a seat's card of the trick lies: the computer's above, the human's below.
    pub fn table_card(&self, seat: Player, human: Player) -> Rect {
        let dy = self.small.y * 0.47;
        let dx = self.small.x * 0.35;
        let c = if seat == human {
            self.trick + Vec2::new(dx, dy)
        } else {
            self.trick - Vec2::new(dx, dy)
        };
        Rect::from_center_size(c, self.small)
    }

    /// Where a zone is, for flying cards.
    pub fn zone(&self, zone: Zone, human: Player) -> Rect {
        match zone {
            Zone::Stock => self.stock,
            Zone::Key => self.key,
            Zone::Hand(p) if p == human => {
                Rect::from_center_size(self.own_hand.center(), self.card)
            }
            Zone::Hand(_) => Rect::from_center_size(self.their_hand.center(), self.small * 0.8),
            Zone::Table(p) => self.table_card(p, human),
            Zone::Discard(p) if p == human => Rect::from_center_size(
                self.stock.center() + Vec2::new(0.0, self.small.y),
                self.small * 0.6,
            ),
            Zone::Discard(_) => Rect::from_center_size(
                self.stock.center() - Vec2::new(0.0, self.small.y),
                self.small * 0.6,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_layout_fits_from_small_to_large_windows() {
        for size in [
            Vec2::new(760.0, 560.0),
            Vec2::new(700.0, 540.0),
            Vec2::new(1000.0, 690.0),
            Vec2::new(1900.0, 1000.0),
        ] {
            let l = Layout::new(Rect::from_min_size(Pos2::ZERO, size));
            assert!(l.area.contains_rect(l.own_hand.shrink(0.5)), "{size:?}");
            assert!(l.controls.bottom() <= l.own_hand.top());
            assert!(l.own_info.bottom() <= l.controls.top());
            assert!(l.their_info.bottom() < l.table_card(1, 0).top(), "{size:?}");
            assert!(!l.their_info.intersects(l.score), "{size:?}");
            assert!(l.table_card(0, 0).bottom() < l.own_info.top(), "{size:?}");
            assert!(l.key.bottom() < l.own_info.top(), "{size:?}");
            assert!(l.hand_card(4, 5).right() <= l.area.right());
            assert!(l.stock.right() < l.table_card(1, 0).left(), "{size:?}");
        }
    }
}
