//! Table geometry for an area: pure, so it can be tested.

use egui::{Pos2, Rect, Vec2};

use crate::{engine::Player, games::en_garde::state::PISTE};

/// Where a card flies from or to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// A seat's hand.
    Hand(Player),
    /// The pending attack in the middle.
    Table,
    /// The played cards.
    Discard,
    /// The draw pile.
    Pile,
}

/// Table geometry for an area (pure).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The area.
    pub area: Rect,
    /// The score track.
    pub score: Rect,
    /// The piste.
    pub piste: Rect,
    /// Width of one space.
    pub space: f32,
    /// The draw pile.
    pub pile: Rect,
    /// The played cards.
    pub discard: Rect,
    /// A pending attack.
    pub table: Rect,
    /// The opponent's hand.
    pub their_hand: Rect,
    /// The action buttons.
    pub buttons: Rect,
    /// The human's hand.
    pub own_hand: Rect,
    /// Size of a hand card.
    pub card: Vec2,
    /// Size of a table card.
    pub small: Vec2,
}

impl Layout {
    /// The layout for `area`.
    pub fn new(area: Rect) -> Self {
        let pad = 14.0;
        let w = area.width();
        let h = area.height();
        let score = Rect::from_min_size(
            area.min + Vec2::splat(pad),
            Vec2::new((w * 0.45).min(420.0), 40.0),
        );
        let space = (w - 2.0 * pad) / f32::from(PISTE);
        let piste_h = (space * 1.1).clamp(28.0, 52.0);
        let piste_y = area.top() + h * 0.36;
        let piste = Rect::from_min_size(
            Pos2::new(area.left() + pad, piste_y),
            Vec2::new(space * f32::from(PISTE), piste_h),
        );
        let card_h = (h * 0.22).clamp(90.0, 170.0);
        let card = Vec2::new(card_h * 0.69, card_h);
        let small = card * 0.62;
        let own_hand = Rect::from_min_max(
            Pos2::new(area.left() + pad, area.bottom() - card_h - pad),
            Pos2::new(area.right() - pad, area.bottom() - pad),
        );
        let buttons = Rect::from_min_max(
            Pos2::new(area.left() + pad, own_hand.top() - 62.0),
            Pos2::new(area.right() - pad, own_hand.top() - 24.0),
        );
        let middle_y = (piste.bottom() + buttons.top()) / 2.0 + 6.0;
        let pile = Rect::from_center_size(Pos2::new(area.left() + pad + small.x, middle_y), small);
        let discard =
            Rect::from_center_size(Pos2::new(area.right() - pad - small.x, middle_y), small);
        let table = Rect::from_center_size(
            Pos2::new(area.center().x, middle_y),
            Vec2::new(small.x * 3.0, small.y),
        );
        let their_hand = Rect::from_min_max(
            Pos2::new(area.right() - pad - small.x * 3.2, area.top() + pad),
            Pos2::new(area.right() - pad, area.top() + pad + small.y * 0.8),
        );
        Self {
            area,
            score,
            piste,
            space,
            pile,
            discard,
            table,
            their_hand,
            buttons,
            own_hand,
            card,
            small,
        }
    }

    /// The rectangle of a space (1–23).
    pub fn space_rect(&self, space: u8) -> Rect {
        let i = f32::from(space.clamp(1, PISTE) - 1);
        Rect::from_min_size(
            Pos2::new(self.piste.left() + i * self.space, self.piste.top()),
            Vec2::new(self.space, self.piste.height()),
        )
    }

    /// Where a fencer standing on `space` (fractional while sliding) has its feet.
    pub fn feet(&self, space: f32) -> Pos2 {
        Pos2::new(
            self.piste.left() + (space - 0.5) * self.space,
            self.piste.top() + 2.0,
        )
    }

    /// The rectangle of card `i` of `n` in the human's hand.
    pub fn hand_card(&self, i: usize, n: usize) -> Rect {
        let gap = self.card.x * 0.12;
        let total = n as f32 * self.card.x + (n.saturating_sub(1)) as f32 * gap;
        let left = self.own_hand.center().x - total / 2.0;
        Rect::from_min_size(
            Pos2::new(left + i as f32 * (self.card.x + gap), self.own_hand.top()),
            self.card,
        )
    }

    /// Where a zone is, for flying cards.
    pub fn zone(&self, zone: Zone, human: Player) -> Rect {
        match zone {
            Zone::Hand(p) if p == human => {
                Rect::from_center_size(self.own_hand.center(), self.card)
            }
            Zone::Hand(_) => Rect::from_center_size(self.their_hand.center(), self.small),
            Zone::Table => Rect::from_center_size(self.table.center(), self.small),
            Zone::Discard => self.discard,
            Zone::Pile => self.pile,
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
            Vec2::new(1000.0, 690.0),
            Vec2::new(1900.0, 1000.0),
        ] {
            let l = Layout::new(Rect::from_min_size(Pos2::ZERO, size));
            assert!(l.area.contains_rect(l.piste), "{size:?}");
            assert!(l.area.contains_rect(l.own_hand.shrink(0.5)));
            assert!(l.buttons.bottom() <= l.own_hand.top());
            assert!(
                l.pile.bottom() < l.buttons.top() && l.discard.bottom() < l.buttons.top(),
                "{size:?}"
            );
            assert!(l.piste.bottom() < l.table.top());
            assert!(l.hand_card(4, 5).right() <= l.area.right());
            assert_eq!(l.space_rect(1).left(), l.piste.left());
            assert!((l.space_rect(PISTE).right() - l.piste.right()).abs() < 0.01);
        }
    }
}
