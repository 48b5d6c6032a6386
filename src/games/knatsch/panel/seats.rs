//! A seat on the Knatsch table: a plate with the name (the active seat outlined), its castle
//! and duel counts, and its cards, which are attacked, guarded or given up by clicking.

use egui::{Align2, FontId, Pos2, Rect, Stroke, StrokeKind, Ui, UiBuilder, Vec2};

use super::super::{
    actions::{Action, Target},
    cards::{Kind, card},
    state::{Phase, State},
    text::{Text, tr},
};
use super::{KnatschPanel, layout, log::card_name, look::look};
use crate::{
    engine::Player,
    i18n::fill,
    ui::{
        panel::{GamePanel, TableContext},
        widgets::{CardStyle, card as card_widget, thinking_indicator},
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
        let counts = format!(
            "{}  {}",
            fill(
                tr(Text::Castles, lang),
                &[&state.castle_count(seat).to_string()]
            ),
            fill(
                tr(Text::Duels, lang),
                &[&state.duel_count(seat).to_string()]
            )
        );
        let font = FontId::proportional(theme.body_size);
        let name_text =
            ui.painter()
                .layout_no_wrap(name.clone(), font.clone(), theme.text_on_table);
        let counts_text = ui
            .painter()
            .layout_no_wrap(counts, font, theme.text_on_table);
        let header_w = name_text.size().x + 12.0 + counts_text.size().x;
        let hand = state.hand(seat);
        let cards_area = Rect::from_min_max(
            Pos2::new(slot.left() + 8.0, slot.top() + layout::HEADER_H),
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
            .max(header_w + 24.0)
            .max(160.0)
            + 16.0;
        // A slot lower than a header and a card (a table squeezed by zoom or a short screen)
        // gets the whole slot: `clamp` would panic on min > max.
        let height = (span.map_or(0.0, |r| r.bottom()) - slot.top() + 8.0)
            .max(layout::HEADER_H + MIN_CARD_H)
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
        let text_pos = Pos2::new(plate.left() + 14.0, plate.top() + layout::HEADER_H / 2.0);
        let name_rect = Align2::LEFT_CENTER.anchor_size(text_pos, name_text.size());
        let counts_rect = Align2::LEFT_CENTER.anchor_size(
            Pos2::new(name_rect.right() + 12.0, text_pos.y),
            counts_text.size(),
        );
        painter.galley(name_rect.min, name_text, theme.text_on_table);
        painter.galley(counts_rect.min, counts_text, theme.text_on_table);
        if table.thinking == Some(seat) {
            let at = Rect::from_min_size(
                Pos2::new(counts_rect.right() + 6.0, plate.top() + 2.0),
                Vec2::splat(layout::HEADER_H - 4.0),
            );
            ui.scope_builder(UiBuilder::new().max_rect(at), thinking_indicator);
        }
        let mut chosen = None;
        for (&c, &rect) in hand.iter().zip(&cards) {
            if let Some(a) = self.seat_card(ui, table, seat, &name, c, rect) {
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
        rect: Rect,
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
            if card_widget(ui, rect, (c, "own"), Some(&face), style, theme).clicked() {
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
            super::with_help(
                card_widget(ui, rect, (c, "guard"), Some(&face), style, theme),
                c,
                lang,
            )
            .clicked()
            .then_some(Action::Guard { card: c })
        } else {
            Self::target_card(ui, table, c, name, guarded, target, rect)
        }
    }
}
