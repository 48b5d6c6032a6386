//! The deck and the discard pile in the middle of the BANG! table, named for screen readers.

use egui::{Align2, FontId, Ui, accesskit::Role};

use super::{
    BangPanel, Layout,
    look::{card_look, card_title},
};
use crate::{
    games::bang::{
        observation::Observation,
        text::{Text, tr},
    },
    i18n::fill,
    ui::{
        panel::TableContext,
        widgets::{CardStyle, named, paint_card, paint_empty_slot},
    },
};

impl BangPanel {
    /// The deck, the discard pile and the "draw!" card.
    pub(super) fn draw_piles(
        &self,
        ui: &Ui,
        layout: &Layout,
        obs: &Observation,
        table: &TableContext<'_, Self>,
    ) {
        let (theme, lang) = (table.theme, table.lang);
        let painter = ui.painter();
        let small = FontId::proportional(theme.small_size);
        if obs.deck_len > 0 {
            paint_card(painter, layout.deck, None, CardStyle::default(), theme);
        } else {
            paint_empty_slot(painter, layout.deck, theme);
        }
        let deck = fill(tr(Text::Deck, lang), &[&obs.deck_len.to_string()]);
        named(ui, layout.deck, "deck", Role::Image, &deck);
        painter.text(
            layout.pile_label(layout.deck).center(),
            Align2::CENTER_CENTER,
            fill(tr(Text::Deck, lang), &[&obs.deck_len.to_string()]),
            small.clone(),
            theme.text_on_table,
        );
        match obs.discard.last() {
            Some(&top) => paint_card(
                painter,
                layout.discard,
                Some(&card_look(top, theme, lang)),
                CardStyle::default(),
                theme,
            ),
            None => {
                paint_empty_slot(painter, layout.discard, theme);
            }
        }
        let discard = match obs.discard.last() {
            Some(&top) => fill(tr(Text::NameDiscardTop, lang), &[&card_title(top, lang)]),
            None => tr(Text::Discard, lang).to_owned(),
        };
        named(ui, layout.discard, "discard", Role::Image, &discard);
        painter.text(
            layout.pile_label(layout.discard).center(),
            Align2::CENTER_CENTER,
            tr(Text::Discard, lang),
            small,
            theme.text_on_table,
        );
    }
}
