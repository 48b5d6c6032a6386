//! How Aegis things look: card faces with elemental suits, card names, bid stars and the
//! rating screen.

use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, Ui, Vec2};

use super::{
    cards::{Card, Rank, Suit},
    rating::{Rating, RatingMessage},
    text::{Text, tr},
    tricks::Category,
};
use crate::{
    i18n::{Lang, fill},
    ui::{
        theme::Theme,
        widgets::{CardCenter, CardLook, SuitMark, paint_star},
    },
};

/// The suit's mark on the cards.
pub fn suit_mark(suit: Suit) -> SuitMark {
    match suit {
        Suit::Wind => SuitMark::Wind,
        Suit::Fire => SuitMark::Fire,
        Suit::Water => SuitMark::Water,
        Suit::Earth => SuitMark::Earth,
    }
}

/// The suit's ink.
pub fn suit_color(suit: Suit, theme: &Theme) -> Color32 {
    theme.elements[suit.index()]
}

/// The suit's name (風, Wind…).
pub fn suit_name(suit: Suit, lang: Lang) -> &'static str {
    tr(
        match suit {
            Suit::Wind => Text::SuitWind,
            Suit::Fire => Text::SuitFire,
            Suit::Water => Text::SuitWater,
            Suit::Earth => Text::SuitEarth,
        },
        lang,
    )
}

/// The rank as printed in a corner ("A", "7", "K").
pub fn rank_text(rank: Rank, lang: Lang) -> String {
    match rank {
        Rank::Ace => tr(Text::RankAce, lang).to_owned(),
        Rank::Jack => tr(Text::RankJack, lang).to_owned(),
        Rank::Queen => tr(Text::RankQueen, lang).to_owned(),
        Rank::King => tr(Text::RankKing, lang).to_owned(),
        r => (r.index() + 1).to_string(),
    }
}

/// "Wind 7" / "風の7".
pub fn card_name(card: Card, lang: Lang) -> String {
    fill(
        tr(Text::CardName, lang),
        &[suit_name(card.suit, lang), &rank_text(card.rank, lang)],
    )
}

/// Cards as a list of names.
pub fn card_list(cards: impl IntoIterator<Item = Card>, lang: Lang) -> String {
    let names: Vec<String> = cards.into_iter().map(|c| card_name(c, lang)).collect();
    names.join(", ")
}

/// The face of `card`.
pub fn card_look(card: Card, theme: &Theme, lang: Lang) -> CardLook {
    CardLook {
        corner: rank_text(card.rank, lang),
        corner_sub: String::new(),
        suit: Some(suit_mark(card.suit)),
        ink: suit_color(card.suit, theme),
        center: CardCenter::Empty,
        title: None,
        band: Some(suit_color(card.suit, theme)),
        accessible: card_name(card, lang),
    }
}

/// Trump / Leader / Killer / Other in `lang`.
pub fn category_name(category: Category, lang: Lang) -> &'static str {
    tr(
        match category {
            Category::Trump => Text::Trump,
            Category::Leader => Text::Leader,
            Category::Killer => Text::Killer,
            Category::Other => Text::Other,
        },
        lang,
    )
}

/// How a bid star is filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StarFill {
    /// The attacker's norm (and the lower bound while bidding).
    Rainbow,
    /// The defender's norm and rating stars.
    Gold,
    /// An empty slot (a trick already taken, an unlit rating star).
    Empty,
}

/// Paints one star.
pub fn paint_bid_star(
    painter: &egui::Painter,
    center: Pos2,
    radius: f32,
    fill: StarFill,
    theme: &Theme,
) {
    let outline = Stroke::new(1.2, theme.shadow.gamma_multiply(2.0));
    match fill {
        StarFill::Rainbow => {
            // Each point of the star in its own colour.
            let points: Vec<Pos2> = (0..10)
                .map(|k| {
                    let a = -std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
                    let r = if k % 2 == 0 { radius } else { radius * 0.45 };
                    center + Vec2::new(a.cos(), a.sin()) * r
                })
                .collect();
            for spike in 0..5 {
                let color = theme.rainbow[spike % theme.rainbow.len()];
                let tip = points[2 * spike];
                let before = points[(2 * spike + 9) % 10];
                let after = points[2 * spike + 1];
                for side in [before, after] {
                    painter.add(egui::Shape::convex_polygon(
                        vec![center, side, tip],
                        color,
                        Stroke::NONE,
                    ));
                }
            }
            painter.add(egui::Shape::closed_line(points, outline));
        }
        StarFill::Gold => paint_star(painter, center, radius, theme.gold, outline),
        StarFill::Empty => paint_star(
            painter,
            center,
            radius,
            Color32::TRANSPARENT,
            Stroke::new(1.2, theme.text_muted),
        ),
    }
}

/// Paints a row of stars from `left_center` rightwards: `fills[i]` for star `i`.
pub fn paint_star_row(
    painter: &egui::Painter,
    left_center: Pos2,
    radius: f32,
    fills: &[StarFill],
    theme: &Theme,
) {
    for (i, fill) in fills.iter().enumerate() {
        let c = left_center + Vec2::new(radius + i as f32 * radius * 2.3, 0.0);
        paint_bid_star(painter, c, radius, *fill, theme);
    }
}

/// The stars of a norm during play: one per trick still needed, then empty slots for the
/// tricks already taken towards it (the seed: stars go out as tricks are taken).
pub fn norm_stars(bid: u8, taken: u8, fill: StarFill) -> Vec<StarFill> {
    let left = bid.saturating_sub(taken);
    (0..bid)
        .map(|i| if i < left { fill } else { StarFill::Empty })
        .collect()
}

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
    ui.label(
        egui::RichText::new(message_text(rating.message, lang))
            .size(theme.body_size)
            .strong(),
    );
    ui.label(fill(
        "{0}: {1}/5",
        &[tr(Text::RatingTotal, lang), &rating.stars.to_string()],
    ));
}
