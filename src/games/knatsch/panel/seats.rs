//! A seat on the Knatsch table: a plate with the name (the active seat outlined), its castle
//! and duel counts, and its cards, which are attacked, guarded or given up by clicking.

use std::sync::Arc;

use egui::{
    Align2, FontId, Galley, Painter, Pos2, Rect, Stroke, StrokeKind, Ui, UiBuilder, Vec2,
    accesskit::Role,
};

use super::super::{
    actions::{Action, Target},
    cards::{Kind, card},
    state::{Phase, State},
    text::{Text, tr},
};
use super::{KnatschPanel, Spot, layout, log::card_name, look::look};
use crate::{
    engine::Player,
    i18n::fill,
    ui::{
        panel::{GamePanel, TableContext},
        widgets::{CardStyle, named, thinking_indicator},
    },
};

/// Seat cards get no smaller than this, so their numbers and names stay readable (then they
/// overlap).
const MIN_CARD_H: f32 = 62.0;

impl KnatschPanel {
    /// Draws seat `seat` into `slot`; returns the action of a clicked card.
    pub(super) fn seat_ui(
        &mut self,
        ui: &mut Ui,
        table: &TableContext<'_, Self>,
        seat: Player,
        slot: Rect,
    ) -> Option<Action> {
        let (state, lang, theme) = (table.state, table.lang, table.theme);
        let name = self.seat_name(state, seat, table.human, lang);
        let counts = [
            fill(
                tr(Text::Castles, lang),
                &[&state.castle_count(seat).to_string()],
            ),
            fill(
                tr(Text::Duels, lang),
                &[&state.duel_count(seat).to_string()],
            ),
        ];
        let active = if seat == state.active() {
            Text::NameSeatActive
        } else {
            Text::NameSeat
        };
        let seat_label = fill(
            tr(active, lang),
            &[&name, &counts.join(lang.list_separator())],
        );
        let counts = counts.join(lang.part_separator());
        let header = Header::new(ui.painter(), name.clone(), counts, slot.width(), table);
        let hand = state.hand(seat);
        let cards_area = Rect::from_min_max(
            Pos2::new(slot.left() + 8.0, slot.top() + header.height),
            Pos2::new(slot.right() - 8.0, slot.bottom() - 6.0),
        );
        let mut cards =
            layout::card_grid(cards_area, hand.len(), Self::card_size(theme), MIN_CARD_H);
        // The plate hugs its content, centred in the slot, at the table's edge: the human's
        // at the bottom, the others' at the top.
        let span = cards.iter().fold(None, |acc: Option<Rect>, r| {
            Some(acc.map_or(*r, |a| a.union(*r)))
        });
        let width = span
            .map_or(0.0, |r| r.width())
            .max(header.width + 24.0)
            .max(160.0)
            + 16.0;
        // A slot lower than a header and a card (a table squeezed by zoom or a short screen)
        // gets the whole slot: `clamp` would panic on min > max.
        let height = (span.map_or(0.0, |r| r.bottom()) - slot.top() + 8.0)
            .max(header.height + MIN_CARD_H)
            .min(slot.height());
        let down = if seat == table.human {
            slot.height() - height
        } else {
            0.0
        };
        for r in &mut cards {
            *r = r.translate(Vec2::new(0.0, down));
        }
        let plate = Rect::from_min_size(
            Pos2::new(
                slot.center().x - width.min(slot.width()) / 2.0,
                slot.top() + down,
            ),
            Vec2::new(width.min(slot.width()), height),
        );
        let painter = ui.painter();
        painter.rect_filled(plate, theme.panel_radius, theme.table_zone);
        let strip = Rect::from_min_size(plate.min, Vec2::new(5.0, plate.height()));
        painter.rect_filled(strip, theme.panel_radius, theme.seat(seat));
        if seat == state.active() {
            painter.rect_stroke(
                plate,
                theme.panel_radius,
                Stroke::new(2.0, theme.text_on_table),
                StrokeKind::Inside,
            );
        }
        let counts_rect = header.paint(painter, plate, table);
        // The plate itself is the seat for screen readers; its cards are named on their own.
        named(ui, plate, ("seat", seat), Role::Group, &seat_label);
        if table.thinking == Some(seat) {
            let at = Rect::from_min_size(
                Pos2::new(counts_rect.right() + 6.0, counts_rect.center().y - 10.0),
                Vec2::splat(layout::HEADER_H - 4.0),
            );
            ui.scope_builder(UiBuilder::new().max_rect(at), thinking_indicator);
        }
        let visible = layout::visible_parts(&cards);
        let mut chosen = None;
        for ((&c, &rect), &visible) in hand.iter().zip(&cards).zip(&visible) {
            let spot = Spot { rect, visible };
            if let Some(a) = self.seat_card(ui, table, seat, &name, c, spot) {
                chosen = Some(a);
            }
        }
        chosen
    }

    /// One card of a seat: a target to attack, a card to guard, or a castle to give up.
    fn seat_card(
        &mut self,
        ui: &mut Ui,
        table: &TableContext<'_, Self>,
        seat: Player,
        name: &str,
        c: u8,
        spot: Spot,
    ) -> Option<Action> {
        let (state, lang, theme): (&State, _, _) = (table.state, table.lang, table.theme);
        let guarded = state.guarded(seat).contains(&c);
        let target = match card(c).kind {
            Kind::Castle(_) => Some(Target::Castle {
                owner: seat as u8,
                card: c,
            }),
            Kind::Special(_) => Some(Target::Special {
                owner: seat as u8,
                card: c,
            }),
            Kind::Duel => None,
        };
        let surrendering = seat == table.human
            && matches!(state.phase(), Phase::Surrender)
            && matches!(card(c).kind, Kind::Castle(_))
            && !table.legal.is_empty();
        if surrendering {
            let face = look(c, name, guarded, theme, lang);
            let style = CardStyle {
                legal: true,
                selected: self.surrender == Some(c),
                ..CardStyle::default()
            };
            if spot.card(ui, (c, "own"), &face, style, theme).clicked() {
                self.surrender = Some(c);
            }
            None
        } else if table.legal.contains(&Action::Guard { card: c }) {
            let mut face = look(c, name, false, theme, lang);
            face.accessible = fill(tr(Text::GuardCard, lang), &[&card_name(c, lang)]);
            let style = CardStyle {
                legal: true,
                hinted: table.hint == Some(Action::Guard { card: c }),
                ..CardStyle::default()
            };
            super::with_help(spot.card(ui, (c, "guard"), &face, style, theme), c, lang)
                .clicked()
                .then_some(Action::Guard { card: c })
        } else {
            Self::target_card(ui, table, c, name, guarded, target, spot)
        }
    }
}

/// A seat's header: its name and its castle and duel counts, on one line where the slot is
/// wide enough, else the counts under the name (a narrow side seat's one line ran into the
/// stacks' labels and past the review's divider).
struct Header {
    name: Arc<Galley>,
    counts: Arc<Galley>,
    two_lines: bool,
    /// Across the wider line.
    width: f32,
    /// From the plate's top to its cards.
    height: f32,
}

impl Header {
    fn new(
        painter: &Painter,
        name: String,
        counts: String,
        slot_w: f32,
        table: &TableContext<'_, KnatschPanel>,
    ) -> Self {
        let theme = table.theme;
        let font = FontId::proportional(theme.body_size);
        let name = painter.layout_no_wrap(name, font.clone(), theme.text_on_table);
        let counts = painter.layout_no_wrap(counts, font, theme.text_on_table);
        let one_line = name.size().x + NAME_GAP + counts.size().x;
        // The plate's margins: the strip and text inset on the left, a margin on the right.
        let two_lines = one_line + 30.0 > slot_w;
        let (width, height) = if two_lines {
            (
                name.size().x.max(counts.size().x),
                layout::HEADER_H + counts.size().y,
            )
        } else {
            (one_line, layout::HEADER_H)
        };
        Self {
            name,
            counts,
            two_lines,
            width,
            height,
        }
    }

    /// Paints the header at the top of `plate`; returns where the counts went.
    fn paint(self, painter: &Painter, plate: Rect, table: &TableContext<'_, KnatschPanel>) -> Rect {
        let ink = table.theme.text_on_table;
        let left = plate.left() + 14.0;
        let line = |i: f32| plate.top() + layout::HEADER_H / 2.0 + i * self.name.size().y;
        let name_rect =
            Align2::LEFT_CENTER.anchor_size(Pos2::new(left, line(0.0)), self.name.size());
        let counts_at = if self.two_lines {
            Pos2::new(left, line(1.0))
        } else {
            Pos2::new(name_rect.right() + NAME_GAP, line(0.0))
        };
        let counts_rect = Align2::LEFT_CENTER.anchor_size(counts_at, self.counts.size());
        painter.galley(name_rect.min, self.name, ink);
        painter.galley(counts_rect.min, self.counts, ink);
        counts_rect
    }
}

/// Between a seat's name and its counts on one line.
const NAME_GAP: f32 = 12.0;
