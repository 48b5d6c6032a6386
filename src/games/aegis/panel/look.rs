//! How Aegis things look: card faces with elemental suits and card names (the bid stars are in
//! `stars.rs`, the rating screen in `rating_view.rs`).

use crate::ui::line_break;
use std::sync::Arc;

use egui::{Align2, Color32, FontId, Galley, Pos2, Rect, Ui, Vec2, accesskit::Role};

use super::super::{
    cards::{Card, Rank, Suit},
    rules::WINNING_LEAD,
    state::Phase,
    text::{Text, tr},
    tricks::{Category, Key},
};
use super::{
    AegisPanel, Layout, Motion, Zone, season_lines,
    stars::{StarFill, norm_stars, paint_star_row},
};
use crate::{
    engine::Player,
    i18n::{Lang, fill},
    ui::{
        panel::TableContext,
        seat_names::you_or_computer as seat_name,
        theme::Theme,
        widgets::{CardCenter, CardLook, CardStyle, SuitMark, named, paint_card, paint_empty_slot},
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

/// The suit's colour (the band across a card).
pub fn suit_color(suit: Suit, theme: &Theme) -> Color32 {
    theme.elements[suit.index()]
}

/// The suit's ink for text on a card face (the index and the mark).
pub fn suit_ink(suit: Suit, theme: &Theme) -> Color32 {
    theme.suit_ink(suit_mark(suit))
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

/// Cards as a list of names ("Wind 7, Fire 2" / 「風の7、火の2」).
pub fn card_list(cards: impl IntoIterator<Item = Card>, lang: Lang) -> String {
    let names: Vec<String> = cards.into_iter().map(|c| card_name(c, lang)).collect();
    names.join(lang.list_separator())
}

/// Cards grouped by suit, each suit named once ("Wind 2 4 · Water 9" / "風の2・4、水の9"):
/// shorter than [`card_list`] where a list has to fit beside the trick.
pub fn cards_by_suit(cards: impl IntoIterator<Item = Card>, lang: Lang) -> String {
    let mut groups: Vec<(Suit, Vec<String>)> = Vec::new();
    for c in cards {
        match groups.last_mut() {
            Some((suit, ranks)) if *suit == c.suit => ranks.push(rank_text(c.rank, lang)),
            _ => groups.push((c.suit, vec![rank_text(c.rank, lang)])),
        }
    }
    groups
        .into_iter()
        .map(|(suit, ranks)| {
            fill(
                tr(Text::CardName, lang),
                &[suit_name(suit, lang), &ranks.join(lang.item_separator())],
            )
        })
        .collect::<Vec<_>>()
        .join(tr(Text::SuitGroupSeparator, lang))
}

/// The face of `card`.
pub fn card_look(card: Card, theme: &Theme, lang: Lang) -> CardLook {
    CardLook {
        corner: rank_text(card.rank, lang),
        corner_sub: String::new(),
        suit: Some(suit_mark(card.suit)),
        ink: suit_ink(card.suit, theme),
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

impl AegisPanel {
    /// The score box: both seats' points and the goal.
    pub(super) fn draw_scores(&self, ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>) {
        let (theme, lang, state, human) = (table.theme, table.lang, table.state, table.human);
        let painter = ui.painter();
        let scores = state.scores();
        let font = FontId::proportional(theme.body_size);
        let small = FontId::proportional(theme.small_size);
        let x = layout.score.left() + 10.0;
        // Each row as tall as its text: at a fixed step the Japanese names' lines overlapped.
        let rows: Vec<_> = [human, 1 - human]
            .into_iter()
            .map(|seat| {
                let name = painter.layout_no_wrap(
                    seat_name(seat, human, lang).to_owned(),
                    font.clone(),
                    theme.text_on_table,
                );
                let score = painter.layout_no_wrap(
                    scores[seat].to_string(),
                    FontId::proportional(theme.body_size + 2.0),
                    theme.text_on_table,
                );
                (name, score)
            })
            .collect();
        let season = fill(
            tr(Text::Season, lang),
            &[&state.season().max(1).to_string()],
        );
        let goal = fill(
            tr(Text::GoalInfo, lang),
            &[
                &state.rules().goal.points().to_string(),
                &WINNING_LEAD.to_string(),
            ],
        );
        // The season and the goal on lines of their own, wrapped to the box: the goal reads
        // long in English.
        let lines: Vec<_> = [season, goal]
            .into_iter()
            .map(|line| {
                line_break::painter_layout(
                    painter,
                    line,
                    small.clone(),
                    theme.text_on_table.gamma_multiply(0.8),
                    layout.score.width() - 20.0,
                )
            })
            .collect();
        let row_height =
            |(name, score): &(Arc<Galley>, Arc<Galley>)| name.size().y.max(score.size().y);
        let height = 8.0
            + rows.iter().map(row_height).sum::<f32>()
            + 2.0
            + lines.iter().map(|g| g.size().y).sum::<f32>()
            + 6.0;
        let rect = Rect::from_min_size(
            layout.score.min,
            Vec2::new(layout.score.width(), height.max(layout.score.height())),
        );
        painter.rect_filled(rect, theme.panel_radius, theme.table_edge);
        let mut y = rect.top() + 8.0;
        for row in rows {
            let step = row_height(&row);
            let (name, score) = row;
            painter.galley(Pos2::new(x, y), name, theme.text_on_table);
            let score_x = rect.right() - 10.0 - score.size().x;
            painter.galley(Pos2::new(score_x, y), score, theme.text_on_table);
            y += step;
        }
        y += 2.0;
        for galley in lines {
            let h = galley.size().y;
            painter.galley(Pos2::new(x, y), galley, theme.text_on_table);
            y += h;
        }
    }

    /// A seat's line: name, master or slave, attacker or defender.
    pub(super) fn draw_seat_info(
        &self,
        ui: &Ui,
        rect: Rect,
        seat: Player,
        table: &TableContext<'_, Self>,
    ) {
        let (theme, lang, state) = (table.theme, table.lang, table.state);
        let painter = ui.painter();
        let font = FontId::proportional(theme.body_size);
        let mut parts = vec![seat_name(seat, table.human, lang).to_owned()];
        if !matches!(state.phase(), Phase::MasterDraw | Phase::Over) {
            parts.push(
                tr(
                    if state.master() == seat {
                        Text::Master
                    } else {
                        Text::Slave
                    },
                    lang,
                )
                .to_owned(),
            );
        }
        if let Some(attacker) = state.attacker() {
            parts.push(
                tr(
                    if attacker == seat {
                        Text::Attacker
                    } else {
                        Text::Defender
                    },
                    lang,
                )
                .to_owned(),
            );
        }
        if matches!(state.phase(), Phase::Play) {
            parts.push(fill(
                tr(Text::Tricks, lang),
                &[&state.tricks_won()[seat].to_string()],
            ));
        }
        let discards = state.exchanges();
        let counts: Vec<String> = discards
            .iter()
            .filter_map(|round| round[seat])
            .map(|n| n.to_string())
            .collect();
        if !counts.is_empty() && !matches!(state.phase(), Phase::Play) {
            // One count per exchange round, added up as they came ("1 + 0").
            let plus = match lang {
                Lang::Ja => "+",
                Lang::En => " + ",
            };
            parts.push(fill(tr(Text::ExchangeRounds, lang), &[&counts.join(plus)]));
        }
        // The plate's line is the seat for screen readers.
        named(
            ui,
            rect,
            ("seat", seat),
            Role::Group,
            &parts.join(lang.list_separator()),
        );
        // Japanese takes the full-width dot with no spaces around it.
        let text = parts.join(match lang {
            Lang::Ja => "・",
            Lang::En => "  ·  ",
        });
        let galley = painter.layout_no_wrap(text, font, theme.text_on_table);
        let pos = Pos2::new(rect.left(), rect.center().y - galley.size().y / 2.0);
        let mut right = pos.x + galley.size().x;
        painter.galley(pos, galley, theme.text_on_table);
        // The leader's mark, then the bid's stars, after the line: at the plate's right end the
        // mark lay on the stars of a narrow review board.
        let leads = matches!(state.phase(), Phase::Play)
            && state.tricks().len() < 5
            && match state.lead() {
                Some((p, _)) => p == seat,
                None => state.decider() == Some(seat),
            };
        if leads {
            let mark = painter.text(
                Pos2::new(right + 12.0, rect.center().y),
                Align2::LEFT_CENTER,
                tr(Text::Leads, lang),
                // Large (18 px), the yellow reads at 4.4:1 on the light felt: above the 3:1
                // that large text needs.
                FontId::proportional(theme.body_size + 2.0),
                theme.legal,
            );
            right = mark.right();
        }
        // The bid as stars: rainbow for the attacker, yellow for the defender; stars go out as
        // tricks are taken.
        if let Some(bid) = state.bids()[seat] {
            let fill = match state.attacker() {
                Some(a) if a == seat => StarFill::Rainbow,
                Some(_) => StarFill::Gold,
                None => StarFill::Gold,
            };
            let taken = if matches!(state.phase(), Phase::Play) {
                state.tricks_won()[seat]
            } else {
                0
            };
            paint_star_row(
                painter,
                Pos2::new(right + 16.0, rect.center().y),
                10.0,
                &norm_stars(bid, taken, fill),
                theme,
            );
        }
    }

    /// The key card and the stock.
    pub(super) fn draw_key_and_stock(
        &self,
        ui: &Ui,
        layout: &Layout,
        table: &TableContext<'_, Self>,
    ) {
        let (theme, lang, state) = (table.theme, table.lang, table.state);
        let painter = ui.painter();
        let small = FontId::proportional(theme.small_size);
        let key_flying = table
            .anim
            .active(table.now)
            .any(|(m, _)| matches!(m, Motion::Fly { to: Zone::Key, .. }))
            || table
                .anim
                .pending(table.now)
                .any(|m| matches!(m, Motion::Fly { to: Zone::Key, .. }));
        match state.key() {
            Some(key) if !key_flying => {
                paint_card(
                    painter,
                    layout.key,
                    Some(&card_look(key, theme, lang)),
                    CardStyle::default(),
                    theme,
                );
                let label = fill(tr(Text::NameKey, lang), &[&card_name(key, lang)]);
                named(ui, layout.key, "key", Role::Image, &label);
                painter.text(
                    layout.key.center_top() - Vec2::new(0.0, 3.0),
                    Align2::CENTER_BOTTOM,
                    tr(Text::KeyCard, lang),
                    small.clone(),
                    theme.text_on_table,
                );
                painter.text(
                    layout.key.left_bottom() + Vec2::new(0.0, 4.0),
                    Align2::LEFT_TOP,
                    fill(
                        tr(Text::KeyInfo, lang),
                        &[suit_name(key.suit, lang), &rank_text(key.rank, lang)],
                    ),
                    small.clone(),
                    theme.text_on_table,
                );
            }
            _ => {
                paint_empty_slot(painter, layout.key, theme);
            }
        }
        let stock = state.stock().len();
        if stock > 0 {
            paint_card(painter, layout.stock, None, CardStyle::default(), theme);
        }
        let label = fill(tr(Text::Stock, lang), &[&stock.to_string()]);
        named(ui, layout.stock, "stock", Role::Image, &label);
        painter.text(
            layout.stock.center_top() - Vec2::new(0.0, 3.0),
            Align2::CENTER_BOTTOM,
            fill(tr(Text::Stock, lang), &[&stock.to_string()]),
            small.clone(),
            theme.text_on_table,
        );
        let own = state.discards(table.human);
        if !own.is_empty() {
            // Grouped by suit and wrapped short of the trick: as one line of card names it ran
            // under the cards played, wrapped it reached the seat's line below.
            let wrap = (layout.trick.x - layout.small.x - 8.0 - layout.key.left())
                .max(layout.small.x * 2.0);
            let text = fill(
                tr(Text::Discards, lang),
                &[&cards_by_suit(own.iter(), lang)],
            );
            let top = layout.key.left_bottom() + Vec2::new(0.0, 22.0);
            let mut galley = line_break::painter_layout(
                painter,
                text.clone(),
                small.clone(),
                theme.text_on_table,
                wrap,
            );
            // On a small board (the review at 1024×640) two lines would reach the seat's line
            // below: a size smaller, as far as the smallest readable.
            if top.y + galley.size().y > layout.own_info.top() - 1.0 {
                let size = (small.size * 0.85).max(10.0);
                galley = line_break::painter_layout(
                    painter,
                    text,
                    FontId::proportional(size),
                    theme.text_on_table,
                    wrap,
                );
            }
            painter.galley(top, galley, theme.text_on_table);
        }
    }

    /// The box with the scoring of the last season.
    pub(super) fn draw_season_box(&self, ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>) {
        let Some(record) = table.state.history().last() else {
            return;
        };
        let painter = ui.painter();
        let theme = table.theme;
        let font = FontId::proportional(theme.small_size);
        // Every line wrapped to the box, the box as tall as what it holds.
        let wrap = layout.season.width() - 20.0;
        let heading = line_break::painter_layout(
            painter,
            tr(Text::LastSeason, table.lang).to_owned(),
            font.clone(),
            theme.text_on_table.gamma_multiply(0.75),
            wrap,
        );
        let lines: Vec<_> = season_lines(record, table.human, table.lang)
            .into_iter()
            .map(|line| {
                line_break::painter_layout(painter, line, font.clone(), theme.text_on_table, wrap)
            })
            .collect();
        let height =
            12.0 + heading.size().y + 4.0 + lines.iter().map(|g| g.size().y + 3.0).sum::<f32>();
        let rect = Rect::from_min_size(layout.season.min, Vec2::new(layout.season.width(), height));
        painter.rect_filled(
            rect,
            theme.panel_radius,
            theme.table_edge.gamma_multiply(0.8),
        );
        let mut at = rect.left_top() + Vec2::new(10.0, 6.0);
        at.y += heading.size().y + 4.0;
        painter.galley(
            rect.left_top() + Vec2::new(10.0, 6.0),
            heading,
            theme.text_on_table,
        );
        for galley in lines {
            let h = galley.size().y;
            painter.galley(at, galley, theme.text_on_table);
            at.y += h + 3.0;
        }
    }

    /// The trick on the table: the card led (and the answer), or a finished trick held with
    /// its result.
    pub(super) fn draw_trick(
        &self,
        ui: &Ui,
        layout: &Layout,
        table: &TableContext<'_, Self>,
        on_table: [bool; 2],
    ) {
        let (theme, lang, state, human) = (table.theme, table.lang, table.state, table.human);
        let painter = ui.painter();
        let held = table.anim.active(table.now).find_map(|(m, _)| match m {
            Motion::Trick { cards, winner } => Some((*cards, Some(*winner))),
            _ => None,
        });
        let shown: Vec<(Player, Card, Category)> = match held {
            Some((cards, _)) => cards.to_vec(),
            None => match (state.lead(), state.key()) {
                (Some((p, c)), Some(key)) if !on_table[p] => {
                    vec![(p, c, Key(key).lead_category(c))]
                }
                _ => Vec::new(),
            },
        };
        let winner = held.and_then(|(_, w)| w);
        for (seat, c, category) in shown {
            let r = layout.table_card(seat, human);
            paint_card(
                painter,
                r,
                Some(&card_look(c, theme, lang)),
                CardStyle {
                    dimmed: winner.is_some_and(|w| w != seat),
                    ..CardStyle::default()
                },
                theme,
            );
            let label = fill(
                tr(Text::NameTrickCard, lang),
                &[
                    seat_name(seat, human, lang),
                    &card_name(c, lang),
                    category_name(category, lang),
                ],
            );
            named(ui, r, ("trick", seat), Role::Image, &label);
            painter.text(
                r.right_center() + Vec2::new(8.0, 0.0),
                Align2::LEFT_CENTER,
                category_name(category, lang),
                FontId::proportional(theme.body_size),
                theme.text_on_table,
            );
            if let Some(w) = winner {
                let (text, color) = if w == seat {
                    (tr(Text::TrickWin, lang), theme.success)
                } else {
                    (tr(Text::TrickLoss, lang), theme.danger)
                };
                // Lettering on a pill of the result's colour (green or red lettering on the felt
                // was hard to read); the dark theme's lighter colours take dark ink.
                let ink = if theme.dark {
                    theme.ink_black
                } else {
                    Color32::WHITE
                };
                let galley = painter.layout_no_wrap(
                    text.to_owned(),
                    FontId::proportional(theme.heading_size),
                    ink,
                );
                let pill = Align2::RIGHT_CENTER.anchor_size(
                    r.left_center() - Vec2::new(8.0, 0.0),
                    galley.size() + Vec2::new(14.0, 4.0),
                );
                painter.rect_filled(pill, pill.height() / 2.0, color);
                painter.galley(pill.min + Vec2::new(7.0, 2.0), galley, ink);
            }
        }
    }

    /// The estimated tricks of the hand (the estimate aid).
    pub(super) fn draw_estimate(
        &mut self,
        ui: &Ui,
        layout: &Layout,
        table: &TableContext<'_, Self>,
    ) {
        if !table.aids.estimate || table.state.decider() != Some(table.human) {
            return;
        }
        let Some(e) = self.estimate(table.state, table.human) else {
            return;
        };
        ui.painter().text(
            Pos2::new(layout.own_info.right(), layout.own_info.top() - 6.0),
            Align2::RIGHT_BOTTOM,
            fill(
                tr(Text::Estimate, table.lang),
                &[
                    &format!("{:.1}", e.expected_attacking()),
                    &format!("{:.1}", e.expected_defending()),
                ],
            ),
            FontId::proportional(table.theme.small_size),
            table.theme.text_on_table,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_four_colour_deck_prints_each_element_in_its_own_ink_beside_its_mark() {
        let theme = Theme::light().with_four_colour_deck();
        let suits = [Suit::Wind, Suit::Fire, Suit::Water, Suit::Earth];
        let looks: Vec<CardLook> = suits
            .iter()
            .map(|&s| card_look(Card::new(s, Rank::Nine), &theme, Lang::En))
            .collect();
        let inks: std::collections::BTreeSet<[u8; 4]> =
            looks.iter().map(|l| l.ink.to_array()).collect();
        assert_eq!(inks.len(), 4);
        assert_eq!(looks[0].ink, theme.ink_black, "wind in black, not yellow");
        assert!(looks.iter().all(|l| l.suit.is_some()));
        // The default deck keeps wind's yellow band.
        let plain = card_look(Card::new(Suit::Wind, Rank::Nine), &Theme::light(), Lang::En);
        assert_eq!(plain.band, Some(Theme::light().elements[0]));
    }

    #[test]
    fn a_list_by_suit_names_each_suit_once() {
        let cards = [
            Card::new(Suit::Wind, Rank::Two),
            Card::new(Suit::Wind, Rank::Queen),
            Card::new(Suit::Water, Rank::Nine),
        ];
        assert_eq!(cards_by_suit(cards, Lang::En), "Wind 2 Q · Water 9");
        assert_eq!(cards_by_suit(cards, Lang::Ja), "風の2・Q、水の9");
        assert_eq!(cards_by_suit([], Lang::En), "");
    }
}
