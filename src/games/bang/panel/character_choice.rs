//! The set-up screen of "choose one of two characters": the human's role, and the two
//! characters dealt as large cards with life points and ability; click the one to keep.

use crate::ui::line_break;
use egui::{Align2, FontId, Rect, Stroke, StrokeKind, Ui, Vec2, epaint::RectShape};

use super::{BangPanel, role_color};
use crate::{
    games::bang::{
        actions::Action,
        characters::Character,
        roles::Role,
        text::{Text, character_help, character_name, role_name, tr},
    },
    i18n::{Lang, fill},
    ui::{
        panel::TableContext,
        widgets::{clickable, paint_hint_outline},
    },
};

/// The accessible name of the card that keeps `c` (tests click it by this name).
pub fn pick_label(c: Character, lang: Lang) -> String {
    fill(
        tr(Text::ActionPickCharacter, lang),
        &[character_name(c, lang)],
    )
}

/// Draws the choice in `area`; returns the pick when a legal card is clicked.
pub fn show(ui: &mut Ui, area: Rect, table: &TableContext<'_, BangPanel>) -> Option<Action> {
    let (state, human, legal, hint) = (table.state, table.human, table.legal, table.hint);
    let (theme, lang) = (table.theme, table.lang);
    let painter = ui.painter().clone();
    let role = state.seat(human).role;
    let top = area.top() + area.height() * 0.12;
    painter.text(
        egui::pos2(area.center().x, top),
        Align2::CENTER_CENTER,
        fill(tr(Text::CharacterYourRole, lang), &[role_name(role, lang)]),
        FontId::proportional(theme.heading_size),
        role_color(role, theme),
    );
    let Some(offer) = state.character_offer(human).filter(|_| !legal.is_empty()) else {
        painter.text(
            area.center(),
            Align2::CENTER_CENTER,
            tr(Text::CharacterWaiting, lang),
            FontId::proportional(theme.body_size),
            theme.text_on_table,
        );
        return None;
    };
    painter.text(
        egui::pos2(area.center().x, top + theme.heading_size * 1.6),
        Align2::CENTER_CENTER,
        tr(Text::PromptCharacter, lang),
        FontId::proportional(theme.body_size),
        theme.text_on_table,
    );
    let card = Vec2::new(
        (area.width() * 0.3).clamp(180.0, 300.0),
        (area.height() * 0.38).clamp(200.0, 300.0),
    );
    let gap = theme.gap_large * 2.0;
    let left = area.center().x - card.x - gap / 2.0;
    let card_top = top + theme.heading_size * 3.0 + theme.gap_large;
    let mut chosen = None;
    for (i, &c) in offer.iter().enumerate() {
        let action = Action::PickCharacter { character: c };
        let legal_now = legal.contains(&action);
        let rect =
            Rect::from_min_size(egui::pos2(left + i as f32 * (card.x + gap), card_top), card);
        let response = clickable(
            ui,
            rect,
            ("bang-character", i),
            &pick_label(c, lang),
            legal_now,
        );
        let lift = if response.hovered() { theme.lift } else { 0.0 };
        let rect = rect.translate(Vec2::new(0.0, -lift));
        painter.add(RectShape::filled(
            rect.translate(Vec2::new(2.0, 3.0)),
            theme.card_radius,
            theme.shadow,
        ));
        painter.add(RectShape::new(
            rect,
            theme.card_radius,
            theme.card_face,
            Stroke::new(1.0, theme.card_border),
            StrokeKind::Inside,
        ));
        if hint == Some(action) {
            paint_hint_outline(&painter, rect, theme);
        } else if legal_now {
            painter.rect_stroke(
                rect.expand(theme.highlight_width / 2.0),
                theme.card_radius,
                Stroke::new(theme.highlight_width, theme.legal),
                StrokeKind::Outside,
            );
        }
        let inner = rect.shrink(theme.gap_large);
        painter.text(
            inner.center_top(),
            Align2::CENTER_TOP,
            character_name(c, lang),
            FontId::proportional(theme.heading_size),
            theme.ink_black,
        );
        let life_y = inner.top() + theme.heading_size * 1.8;
        let life = c.life();
        let bullet = theme.body_size * 0.45;
        for k in 0..life {
            let x = inner.center().x + (f32::from(k) - f32::from(life - 1) / 2.0) * bullet * 2.6;
            painter.circle_filled(egui::pos2(x, life_y), bullet, theme.ink_red);
        }
        painter.text(
            egui::pos2(inner.center().x, life_y + bullet * 2.5),
            Align2::CENTER_TOP,
            fill(
                tr(
                    if role == Role::Sheriff {
                        Text::CharacterLifeSheriff
                    } else {
                        Text::CharacterLife
                    },
                    lang,
                ),
                &[&life.to_string()],
            ),
            FontId::proportional(theme.small_size),
            theme.ink_black,
        );
        let galley = line_break::painter_layout(
            &painter,
            character_help(c, lang).to_owned(),
            FontId::proportional(theme.body_size),
            theme.ink_black,
            inner.width(),
        );
        painter.galley(
            egui::pos2(inner.left(), life_y + bullet * 2.5 + theme.small_size * 2.0),
            galley,
            theme.ink_black,
        );
        if legal_now && response.clicked() {
            chosen = Some(action);
        }
    }
    chosen
}
