//! The rating screen of the seed 〔7〕: five bars, golden stars and a message.

use egui::{Align2, FontId, Pos2, Rect, Ui, Vec2};

use super::super::{
    rating::{Rating, RatingMessage},
    text::{Text, tr},
};
use super::stars::{StarFill, paint_star_row};
use crate::{
    i18n::{Lang, fill},
    ui::{line_break, theme::Theme},
};

fn message_text(message: RatingMessage, lang: Lang) -> &'static str {
    tr(
        match message {
            RatingMessage::Beginner => Text::MessageBeginner,
            RatingMessage::Learning => Text::MessageLearning,
            RatingMessage::Promising => Text::MessagePromising,
            RatingMessage::Strong => Text::MessageStrong,
            RatingMessage::Champion => Text::MessageChampion,
            RatingMessage::Aegis => Text::MessageAegis,
        },
        lang,
    )
}

/// The rating screen of the seed 〔7〕: five bars, golden stars and a message.
pub fn rating_ui(ui: &mut Ui, rating: &Rating, theme: &Theme, lang: Lang) {
    ui.add_space(theme.gap);
    ui.heading(tr(Text::RatingTitle, lang));
    let rows = [
        (Text::RatingTotal, Some(rating.total)),
        (Text::RatingResult, Some(rating.result)),
        (Text::RatingAttack, rating.attack),
        (Text::RatingDefence, rating.defence),
        (Text::RatingTake, Some(rating.take)),
    ];
    let width = 340.0;
    let row_h = 24.0;
    let (rect, _) = ui.allocate_exact_size(
        Vec2::new(width, row_h * rows.len() as f32 + 44.0),
        egui::Sense::hover(),
    );
    let painter = ui.painter_at(rect);
    let label_w = 110.0;
    for (i, (label, value)) in rows.iter().enumerate() {
        let y = rect.top() + i as f32 * row_h + row_h / 2.0;
        let strong = i == 0;
        painter.text(
            Pos2::new(rect.left(), y),
            Align2::LEFT_CENTER,
            tr(*label, lang),
            FontId::proportional(if strong {
                theme.body_size + 1.0
            } else {
                theme.body_size
            }),
            theme.text,
        );
        let bar = Rect::from_min_size(
            Pos2::new(rect.left() + label_w, y - 7.0),
            Vec2::new(width - label_w - 44.0, 14.0),
        );
        painter.rect_filled(bar, 4.0, theme.text_muted.gamma_multiply(0.25));
        let text = match value {
            Some(v) => {
                let mut filled = bar;
                filled.set_width(bar.width() * f32::from(*v) / 100.0);
                painter.rect_filled(filled, 4.0, if strong { theme.gold } else { theme.accent });
                v.to_string()
            }
            None => tr(Text::RatingNone, lang).to_owned(),
        };
        painter.text(
            Pos2::new(rect.right(), y),
            Align2::RIGHT_CENTER,
            text,
            FontId::proportional(theme.body_size),
            theme.text,
        );
    }
    let stars_y = rect.top() + rows.len() as f32 * row_h + 22.0;
    let fills: Vec<StarFill> = (0..5)
        .map(|i| {
            if i < rating.stars {
                StarFill::Gold
            } else {
                StarFill::Empty
            }
        })
        .collect();
    let radius = 14.0;
    let total_w = radius * 2.3 * 5.0;
    paint_star_row(
        &painter,
        Pos2::new(rect.center().x - total_w / 2.0, stars_y),
        radius,
        &fills,
        theme,
    );
    line_break::label(
        ui,
        egui::RichText::new(message_text(rating.message, lang))
            .size(theme.body_size)
            .strong(),
    );
    line_break::label(
        ui,
        fill(
            "{0}: {1}/5",
            &[tr(Text::RatingTotal, lang), &rating.stars.to_string()],
        ),
    );
}
