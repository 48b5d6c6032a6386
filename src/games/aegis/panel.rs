//! The Aegis table: the key card and the stock, the computer's hand face down, the trick in
//! the middle with each card's category, both seats' bids as stars (rainbow for the attacker,
//! yellow for the defender), the human's hand, and the controls of the phase: cards to throw
//! away and "draw", star slots and "call", or the playable cards.

use egui::{Align2, FontId, Pos2, Rect, Ui, Vec2};
use serde::{Deserialize, Serialize};

use super::{
    cards::{Card, CardSet},
    estimate::{TrickEstimate, estimate_tricks},
    events::Event,
    paint::{
        StarFill, card_list, card_look, card_name, category_name, norm_stars, paint_star_row,
        rank_text, rating_ui, suit_name,
    },
    rating::Rating,
    rules::{Goal, NextMaster, Promise, Rules, WINNING_LEAD},
    scoring::{Outcome, SeasonRecord},
    state::{Action, Phase, State},
    text::{Text, tr},
    tricks::{Category, Key},
};
use crate::{
    engine::{Player, rng_from_seed},
    games::GameInfo,
    i18n::{Lang, Msg, fill},
    ui::{
        anim::{Animations, flight_rect},
        panel::{GamePanel, GameSummary, TableContext},
        table_screen::{option_checkbox, option_choice},
        theme::Theme,
        widgets::{CardStyle, card, clickable, paint_card, paint_empty_slot},
    },
};

/// Switchable aids (off by default).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Aids {
    /// Show the estimated tricks of the hand while exchanging and bidding (UX.md).
    pub estimate: bool,
}

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

/// Something moving on the table.
#[derive(Clone, Debug)]
pub enum Motion {
    /// A card flying (`None`: face down).
    Fly {
        /// The card, if its face shows.
        card: Option<Card>,
        /// From.
        from: Zone,
        /// To.
        to: Zone,
    },
    /// A finished trick held on the table with its result.
    Trick {
        /// (seat, card, category) of both cards, lead first.
        cards: [(Player, Card, Category); 2],
        /// Who took it.
        winner: Player,
    },
    /// The scoring of a season across the table.
    Season {
        /// The record.
        record: SeasonRecord,
    },
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
        let their_info = Rect::from_min_max(
            Pos2::new(area.left() + pad, their_hand.bottom() + 4.0),
            Pos2::new(area.right() - pad, their_hand.bottom() + 34.0),
        );
        let score = Rect::from_min_size(area.min + Vec2::splat(pad), Vec2::new(250.0, 86.0));
        let middle_top = their_info.bottom() + 6.0;
        let middle_bottom = own_info.top() - 6.0;
        let middle_y = (middle_top + middle_bottom) / 2.0;
        let key = Rect::from_center_size(
            Pos2::new(area.left() + pad + small.x * 0.5 + 10.0, middle_y - 8.0),
            small,
        );
        let stock = Rect::from_center_size(key.center() + Vec2::new(small.x * 1.25, 0.0), small);
        let season = Rect::from_min_max(
            Pos2::new(area.right() - pad - 250.0, middle_top + 4.0),
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

/// The cache of the estimate aid: (hand, key, phase) and the estimate.
type EstimateCache = Option<((CardSet, Option<Card>, Phase), Option<TrickEstimate>)>;

/// The Aegis panel.
#[derive(Default)]
pub struct AegisPanel {
    /// Cards marked to be thrown away in an exchange.
    discard: CardSet,
    /// The bid chosen with the stars, before "call".
    bid: Option<u8>,
    /// Plays of the trick in progress, from the events (for the trick display).
    plays: Vec<(Player, Card, Category)>,
    estimate: EstimateCache,
}

fn seat_name(seat: Player, human: Player, lang: Lang) -> &'static str {
    if seat == human {
        Msg::You.tr(lang)
    } else {
        Msg::Computer.tr(lang)
    }
}

impl AegisPanel {
    /// Cards flying towards the human's hand (hidden there until they land) and the number
    /// flying to the computer's hand.
    fn arriving(table: &TableContext<'_, Self>) -> (CardSet, usize, [bool; 2]) {
        let mut own = CardSet::EMPTY;
        let mut theirs = 0;
        let mut on_table = [false; 2];
        let steps = table
            .anim
            .active(table.now)
            .map(|(m, _)| m)
            .chain(table.anim.pending(table.now));
        for m in steps {
            match m {
                Motion::Fly {
                    card,
                    to: Zone::Hand(p),
                    ..
                } => {
                    if *p == table.human {
                        if let Some(c) = card {
                            own.insert(*c);
                        }
                    } else {
                        theirs += 1;
                    }
                }
                Motion::Fly {
                    to: Zone::Table(p), ..
                } => on_table[*p] = true,
                _ => {}
            }
        }
        (own, theirs, on_table)
    }

    fn estimate(&mut self, state: &State, human: Player) -> Option<TrickEstimate> {
        let key = (state.hand(human), state.key(), state.phase());
        if let Some((k, e)) = &self.estimate
            && *k == key
        {
            return e.clone();
        }
        let mut rng = rng_from_seed(key.0.bits() ^ 0xAE61);
        let e = estimate_tricks(state, human, 200, &mut rng);
        self.estimate = Some((key, e.clone()));
        e
    }

    fn draw_scores(&self, ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>) {
        let (theme, lang, state, human) = (table.theme, table.lang, table.state, table.human);
        let painter = ui.painter();
        painter.rect_filled(layout.score, theme.panel_radius, theme.table_edge);
        let scores = state.scores();
        let font = FontId::proportional(theme.body_size);
        let small = FontId::proportional(theme.small_size);
        let x = layout.score.left() + 10.0;
        let mut y = layout.score.top() + 8.0;
        for seat in [human, 1 - human] {
            painter.text(
                Pos2::new(x, y),
                Align2::LEFT_TOP,
                seat_name(seat, human, lang),
                font.clone(),
                theme.text_on_table,
            );
            painter.text(
                Pos2::new(layout.score.right() - 10.0, y),
                Align2::RIGHT_TOP,
                scores[seat].to_string(),
                FontId::proportional(theme.body_size + 2.0),
                theme.text_on_table,
            );
            y += 22.0;
        }
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
        painter.text(
            Pos2::new(x, y + 2.0),
            Align2::LEFT_TOP,
            format!("{season} · {goal}"),
            small,
            theme.text_on_table.gamma_multiply(0.8),
        );
    }

    fn draw_seat_info(&self, ui: &Ui, rect: Rect, seat: Player, table: &TableContext<'_, Self>) {
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
            parts.push(fill(tr(Text::ExchangeRounds, lang), &[&counts.join(" / ")]));
        }
        let text = parts.join("  ·  ");
        let galley = painter.layout_no_wrap(text, font, theme.text_on_table);
        let pos = Pos2::new(rect.left(), rect.center().y - galley.size().y / 2.0);
        let text_right = pos.x + galley.size().x;
        painter.galley(pos, galley, theme.text_on_table);
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
                Pos2::new(text_right + 16.0, rect.center().y),
                10.0,
                &norm_stars(bid, taken, fill),
                theme,
            );
        }
        // The leader's mark.
        let leads = matches!(state.phase(), Phase::Play)
            && state.tricks().len() < 5
            && match state.lead() {
                Some((p, _)) => p == seat,
                None => state.decider() == Some(seat),
            };
        if leads {
            painter.text(
                Pos2::new(rect.right(), rect.center().y),
                Align2::RIGHT_CENTER,
                tr(Text::Leads, lang),
                FontId::proportional(theme.body_size),
                theme.legal,
            );
        }
    }

    fn draw_key_and_stock(&self, ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>) {
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
        painter.text(
            layout.stock.center_top() - Vec2::new(0.0, 3.0),
            Align2::CENTER_BOTTOM,
            fill(tr(Text::Stock, lang), &[&stock.to_string()]),
            small.clone(),
            theme.text_on_table,
        );
        let own = state.discards(table.human);
        if !own.is_empty() {
            painter.text(
                layout.stock.left_bottom() + Vec2::new(0.0, 24.0),
                Align2::LEFT_TOP,
                fill(tr(Text::Discards, lang), &[&card_list(own.iter(), lang)]),
                small,
                theme.text_on_table.gamma_multiply(0.8),
            );
        }
    }

    fn draw_season_box(&self, ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>) {
        let Some(record) = table.state.history().last() else {
            return;
        };
        let lines = season_lines(record, table.human, table.lang);
        let painter = ui.painter();
        let theme = table.theme;
        let height = 26.0 + 19.0 * lines.len() as f32;
        let rect = Rect::from_min_size(layout.season.min, Vec2::new(layout.season.width(), height));
        painter.rect_filled(
            rect,
            theme.panel_radius,
            theme.table_edge.gamma_multiply(0.8),
        );
        painter.text(
            rect.left_top() + Vec2::new(10.0, 6.0),
            Align2::LEFT_TOP,
            tr(Text::LastSeason, table.lang),
            FontId::proportional(theme.small_size),
            theme.text_on_table.gamma_multiply(0.75),
        );
        for (i, line) in lines.iter().enumerate() {
            painter.text(
                rect.left_top() + Vec2::new(10.0, 24.0 + 19.0 * i as f32),
                Align2::LEFT_TOP,
                line,
                FontId::proportional(theme.small_size),
                theme.text_on_table,
            );
        }
    }

    /// The trick on the table: the card led (and the answer), or a finished trick held with
    /// its result.
    fn draw_trick(
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
                painter.text(
                    r.left_center() - Vec2::new(8.0, 0.0),
                    Align2::RIGHT_CENTER,
                    text,
                    FontId::proportional(theme.heading_size),
                    color,
                );
            }
        }
    }

    /// The human's hand; returns a played card or toggles the exchange selection.
    fn hand_ui(
        &mut self,
        ui: &mut Ui,
        layout: &Layout,
        table: &TableContext<'_, Self>,
        arriving: CardSet,
    ) -> Option<Action> {
        let (theme, lang, state, human) = (table.theme, table.lang, table.state, table.human);
        let hand: Vec<Card> = state.hand(human).difference(arriving).iter().collect();
        let exchanging = table
            .legal
            .iter()
            .any(|a| matches!(a, Action::Exchange { .. }));
        let playing = table.legal.iter().any(|a| matches!(a, Action::Play { .. }));
        self.discard = self.discard.intersection(state.hand(human));
        let hint_cards = match table.hint {
            Some(Action::Exchange { cards }) => cards,
            Some(Action::Play { card }) => CardSet::single(card),
            _ => CardSet::EMPTY,
        };
        let mut chosen = None;
        for (i, &c) in hand.iter().enumerate() {
            let selected = self.discard.contains(c);
            let playable = playing && table.legal.contains(&Action::Play { card: c });
            let usable = exchanging || playable;
            let mut look = card_look(c, theme, lang);
            if selected {
                look.accessible = format!("{}, selected", look.accessible);
            }
            let style = CardStyle {
                selected,
                legal: usable && !selected,
                hinted: hint_cards.contains(c),
                dimmed: playing && !playable,
            };
            let rect = layout.hand_card(i, hand.len());
            if playable && let Some(category) = state.category_if_played(c) {
                ui.painter().text(
                    rect.center_top() - Vec2::new(0.0, 6.0),
                    Align2::CENTER_BOTTOM,
                    category_name(category, lang),
                    FontId::proportional(theme.small_size),
                    theme.text_on_table,
                );
            }
            if card(ui, rect, ("hand", c.index()), Some(&look), style, theme).clicked() {
                if exchanging {
                    if selected {
                        self.discard.remove(c);
                    } else {
                        self.discard.insert(c);
                    }
                    // This frame drew the old selection (and the prompt): draw again.
                    ui.ctx().request_repaint();
                } else if playable {
                    chosen = Some(Action::Play { card: c });
                }
            }
        }
        chosen
    }

    /// Draw / Keep buttons, or the bid stars and Call.
    fn controls_ui(
        &mut self,
        ui: &mut Ui,
        layout: &Layout,
        table: &TableContext<'_, Self>,
    ) -> Option<Action> {
        let (theme, lang) = (table.theme, table.lang);
        let button = |ui: &mut Ui, rect: Rect, text: &str, enabled: bool| {
            ui.put(
                rect,
                egui::Button::new(egui::RichText::new(text).size(theme.body_size)),
            )
            .interact(if enabled {
                egui::Sense::click()
            } else {
                egui::Sense::hover()
            })
            .clicked()
                && enabled
        };
        let c = layout.controls;
        let width = 200.0;
        if table
            .legal
            .iter()
            .any(|a| matches!(a, Action::Exchange { .. }))
        {
            let draw = Action::Exchange {
                cards: self.discard,
            };
            let can_draw = !self.discard.is_empty() && table.legal.contains(&draw);
            let keep = Action::Exchange {
                cards: CardSet::EMPTY,
            };
            let left = Rect::from_min_size(
                Pos2::new(c.center().x - width - 8.0, c.top()),
                Vec2::new(width, c.height()),
            );
            let right = Rect::from_min_size(
                Pos2::new(c.center().x + 8.0, c.top()),
                Vec2::new(width, c.height()),
            );
            let label = fill(
                tr(Text::ButtonDraw, lang),
                &[&self.discard.len().to_string()],
            );
            if can_draw && button(ui, left, &label, true) {
                return Some(draw);
            }
            if table.legal.contains(&keep) && button(ui, right, tr(Text::ButtonKeep, lang), true) {
                return Some(keep);
            }
            return None;
        }
        let bids: Vec<u8> = table
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Bid { tricks } => Some(*tricks),
                _ => None,
            })
            .collect();
        let (Some(&low), Some(&high)) = (bids.iter().min(), bids.iter().max()) else {
            return None;
        };
        let mut bid = self.bid.unwrap_or(low).clamp(low, high);
        if let Some(Action::Bid { tricks }) = table.hint
            && self.bid.is_none()
        {
            bid = tricks;
        }
        // Five star slots: the lower bound in rainbow, the chosen bid above it in gold.
        let radius = 18.0;
        let step = radius * 2.6;
        let left = c.center().x - width - 8.0 - step * 5.0;
        let estimate = if table.aids.estimate {
            self.estimate(table.state, table.human)
        } else {
            None
        };
        for k in 1..=5u8 {
            let center = Pos2::new(left + radius + f32::from(k - 1) * step, c.center().y);
            let fill_kind = if k <= low {
                StarFill::Rainbow
            } else if k <= bid {
                StarFill::Gold
            } else {
                StarFill::Empty
            };
            super::paint::paint_bid_star(ui.painter(), center, radius, fill_kind, theme);
            let label = fill(tr(Text::ActionBid, lang), &[&k.to_string()]);
            let rect = Rect::from_center_size(center, Vec2::splat(radius * 2.2));
            if clickable(ui, rect, ("bid-star", k), &label, bids.contains(&k)).clicked() {
                self.bid = Some(k);
                bid = k;
                ui.ctx().request_repaint();
            }
            if let Some(e) = &estimate {
                ui.painter().text(
                    center + Vec2::new(0.0, radius + 2.0),
                    Align2::CENTER_TOP,
                    fill(
                        tr(Text::EstimateBid, lang),
                        &[&format!("{:.0}", 100.0 * e.make_probability(k))],
                    ),
                    FontId::proportional(theme.small_size),
                    theme.text_on_table,
                );
            }
        }
        let call = Rect::from_min_size(
            Pos2::new(c.center().x - width / 2.0, c.top()),
            Vec2::new(width, c.height()),
        );
        let label = fill(tr(Text::ButtonCall, lang), &[&bid.to_string()]);
        if button(ui, call, &label, true) {
            self.bid = None;
            return Some(Action::Bid { tricks: bid });
        }
        None
    }

    fn draw_estimate(&mut self, ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>) {
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

    fn draw_flights(&self, ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>) {
        let (theme, lang, human) = (table.theme, table.lang, table.human);
        for (motion, t) in table.anim.active(table.now) {
            match motion {
                Motion::Fly { card, from, to } => {
                    let r = flight_rect(layout.zone(*from, human), layout.zone(*to, human), t);
                    let face = card.map(|c| card_look(c, theme, lang));
                    paint_card(ui.painter(), r, face.as_ref(), CardStyle::default(), theme);
                }
                Motion::Season { record } => {
                    let lines = season_lines(record, human, lang);
                    let band = Rect::from_center_size(
                        layout.trick,
                        Vec2::new(layout.area.width() * 0.55, 40.0 + 26.0 * lines.len() as f32),
                    );
                    ui.painter().rect_filled(
                        band,
                        theme.panel_radius,
                        theme.shadow.gamma_multiply(2.6),
                    );
                    for (i, line) in lines.iter().enumerate() {
                        ui.painter().text(
                            Pos2::new(band.center().x, band.top() + 22.0 + 26.0 * i as f32),
                            Align2::CENTER_TOP,
                            line,
                            FontId::proportional(if i == 0 {
                                theme.heading_size
                            } else {
                                theme.body_size
                            }),
                            theme.text_on_table,
                        );
                    }
                }
                Motion::Trick { .. } => {}
            }
        }
    }
}

/// The scoring of a season in lines: who attacked with what, the result and the points.
pub fn season_lines(record: &SeasonRecord, human: Player, lang: Lang) -> Vec<String> {
    let name = |p: Player| seat_name(p, human, lang);
    let attacker = record.attacker;
    let defender = record.defender();
    let mut lines = vec![fill(
        tr(Text::SeasonLine, lang),
        &[
            name(attacker),
            &record.attacker_bid.to_string(),
            &record.tricks[attacker].to_string(),
        ],
    )];
    let score = record.score;
    let winner = match score.outcome {
        Outcome::Break => attacker,
        Outcome::Keep => defender,
    };
    let mut parts = vec![fill(
        tr(Text::Points, lang),
        &[
            tr(
                match score.outcome {
                    Outcome::Break => Text::Break,
                    Outcome::Keep => Text::Keep,
                },
                lang,
            ),
            &score.base.to_string(),
        ],
    )];
    if score.conquest {
        parts.push(fill(
            tr(Text::Points, lang),
            &[tr(Text::Conquest, lang), "1"],
        ));
    }
    if score.promise {
        parts.push(fill(
            tr(Text::Points, lang),
            &[tr(Text::Promise, lang), "1"],
        ));
    }
    lines.push(format!("{}: {}", name(winner), parts.join(", ")));
    if score.save {
        lines.push(format!(
            "{}: {}",
            name(defender),
            fill(
                tr(Text::Points, lang),
                &[tr(Text::Save, lang), &record.defender_bid.to_string()]
            )
        ));
    }
    lines.push(format!(
        "{} {} — {} {}",
        name(human),
        record.totals[human],
        name(1 - human),
        record.totals[1 - human]
    ));
    lines
}

impl GamePanel for AegisPanel {
    type Game = State;
    type Aids = Aids;
    type Anim = Motion;
    const INFO: &'static GameInfo = &super::info::INFO;

    fn rules_ui(ui: &mut Ui, rules: &mut Rules, lang: Lang) {
        option_choice(
            ui,
            &mut rules.goal,
            tr(Text::OptionGoal, lang),
            &[
                (Goal::Points25, tr(Text::Goal25, lang)),
                (Goal::Points50, tr(Text::Goal50, lang)),
            ],
        );
        option_choice(
            ui,
            &mut rules.promise,
            tr(Text::OptionPromise, lang),
            &[
                (Promise::BidFourOrMore, tr(Text::PromiseFour, lang)),
                (Promise::ExactBid, tr(Text::PromiseExact, lang)),
            ],
        );
        option_choice(
            ui,
            &mut rules.next_master,
            tr(Text::OptionNextMaster, lang),
            &[
                (NextMaster::SeasonLoser, tr(Text::NextLoser, lang)),
                (NextMaster::SeasonWinner, tr(Text::NextWinner, lang)),
            ],
        );
        option_checkbox(
            ui,
            &mut rules.slave_max_three_exchanges,
            tr(Text::OptionSlaveThree, lang),
            tr(Text::OptionSlaveThreeHelp, lang),
        );
    }

    fn aids_ui(ui: &mut Ui, aids: &mut Aids, lang: Lang) {
        ui.checkbox(&mut aids.estimate, tr(Text::AidEstimate, lang));
    }

    fn rules_text(lang: Lang) -> &'static str {
        match lang {
            Lang::Ja => include_str!("../../../assets/rules/aegis.ja.md"),
            Lang::En => include_str!("../../../assets/rules/aegis.en.md"),
        }
    }

    fn prompt(&self, state: &State, human: Player, lang: Lang) -> String {
        if state.decider() != Some(human) {
            return String::new();
        }
        match state.phase() {
            Phase::Exchange { round, .. } if !self.discard.is_empty() => {
                let _ = round;
                fill(
                    tr(Text::PromptExchangeSelected, lang),
                    &[&self.discard.len().to_string()],
                )
            }
            Phase::Exchange { round, .. } if state.master() == human => fill(
                tr(Text::PromptExchangeMaster, lang),
                &[
                    &round.to_string(),
                    &(1 + state.exchange_rounds()).to_string(),
                ],
            ),
            Phase::Exchange { round, .. } => {
                fill(tr(Text::PromptExchangeSlave, lang), &[&round.to_string()])
            }
            Phase::Bid { .. } => {
                let (low, high) = state.bid_range(human).unwrap_or((1, 5));
                fill(
                    tr(Text::PromptBid, lang),
                    &[&low.to_string(), &high.to_string()],
                )
            }
            Phase::Play => match state.lead() {
                Some((_, c)) => fill(tr(Text::PromptFollow, lang), &[&card_name(c, lang)]),
                None => tr(Text::PromptLead, lang).to_owned(),
            },
            _ => String::new(),
        }
    }

    fn table_ui(&mut self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<Action> {
        let layout = Layout::new(ui.max_rect());
        let (theme, human) = (table.theme, table.human);
        let (arriving, their_arriving, on_table) = Self::arriving(table);
        self.draw_scores(ui, &layout, table);
        // The computer's hand, face down.
        let theirs = table
            .state
            .hand(1 - human)
            .len()
            .saturating_sub(their_arriving);
        for i in 0..theirs {
            paint_card(
                ui.painter(),
                layout.their_card(i),
                None,
                CardStyle::default(),
                theme,
            );
        }
        self.draw_seat_info(ui, layout.their_info, 1 - human, table);
        self.draw_seat_info(ui, layout.own_info, human, table);
        self.draw_key_and_stock(ui, &layout, table);
        self.draw_season_box(ui, &layout, table);
        self.draw_trick(ui, &layout, table, on_table);
        self.draw_estimate(ui, &layout, table);
        let mut chosen = self.hand_ui(ui, &layout, table, arriving);
        if chosen.is_none() && !table.legal.is_empty() {
            chosen = self.controls_ui(ui, &layout, table);
        }
        self.draw_flights(ui, &layout, table);
        if chosen.is_some() {
            self.discard = CardSet::EMPTY;
        }
        chosen
    }

    fn describe_event(
        &self,
        event: &Event,
        state: &State,
        human: Player,
        lang: Lang,
    ) -> Option<String> {
        super::log::describe_event(event, state, human, lang)
    }

    fn describe_action(&self, _state: &State, action: Action, lang: Lang) -> String {
        super::log::describe_action(action, lang)
    }

    fn animate(
        &mut self,
        events: &[Event],
        _state: &State,
        human: Player,
        anim: &mut Animations<Motion>,
        now: f64,
    ) {
        for event in events {
            match *event {
                Event::KeyTurned { card, .. } => {
                    self.plays.clear();
                    anim.push(
                        now,
                        Motion::Fly {
                            card: Some(card),
                            from: Zone::Stock,
                            to: Zone::Key,
                        },
                        0.4,
                    );
                }
                Event::CardDealt { player, card } | Event::CardDrawn { player, card } => anim.push(
                    now,
                    Motion::Fly {
                        card: (player == human).then_some(card),
                        from: Zone::Stock,
                        to: Zone::Hand(player),
                    },
                    0.14,
                ),
                Event::CardsDiscarded { player, cards, .. } => {
                    for (i, c) in cards.iter().enumerate() {
                        let what = Motion::Fly {
                            card: (player == human).then_some(c),
                            from: Zone::Hand(player),
                            to: Zone::Discard(player),
                        };
                        if i == 0 {
                            anim.push(now, what, 0.3);
                        } else {
                            anim.push_parallel(now, what, 0.3 + 0.04 * i as f32);
                        }
                    }
                }
                Event::CardPlayed {
                    player,
                    card,
                    category,
                    ..
                } => {
                    if self.plays.len() >= 2 {
                        self.plays.clear();
                    }
                    self.plays.push((player, card, category));
                    anim.push(
                        now,
                        Motion::Fly {
                            card: Some(card),
                            from: Zone::Hand(player),
                            to: Zone::Table(player),
                        },
                        0.3,
                    );
                }
                Event::TrickTaken { winner, .. } => {
                    if let [a, b] = self.plays[..] {
                        anim.push(
                            now,
                            Motion::Trick {
                                cards: [a, b],
                                winner,
                            },
                            1.3,
                        );
                    }
                    self.plays.clear();
                }
                Event::SeasonScored { record } => anim.push(now, Motion::Season { record }, 2.6),
                Event::MasterDecided { .. } | Event::RolesDecided { .. } => anim.pause(now, 0.3),
                _ => {}
            }
        }
    }

    fn reveals_hidden(&self, events: &[Event], human: Player) -> bool {
        events.iter().any(|e| match e {
            Event::CardDealt { .. }
            | Event::CardDrawn { .. }
            | Event::KeyTurned { .. }
            | Event::MasterDrawCard { .. } => true,
            Event::CardPlayed { player, .. }
            | Event::BidMade { player, .. }
            | Event::CardsDiscarded { player, .. }
            | Event::ExchangeDeclined { player, .. } => *player != human,
            _ => false,
        })
    }

    fn reset_selection(&mut self) {
        self.discard = CardSet::EMPTY;
        self.bid = None;
    }

    fn has_selection(&self) -> bool {
        !self.discard.is_empty() || self.bid.is_some()
    }

    fn summary(&self, state: &State, human: Player, lang: Lang) -> GameSummary {
        let scores = state.scores();
        let (headline, reason) = match state.winner() {
            Some((w, reason)) if w == human => (Msg::ResultWin, Some(reason)),
            Some((_, reason)) => (Msg::ResultLoss, Some(reason)),
            None => (Msg::ResultDraw, None),
        };
        let mut details = vec![fill(
            tr(Text::FinalScore, lang),
            &[&scores[human].to_string(), &scores[1 - human].to_string()],
        )];
        if let Some(reason) = reason {
            details.push(super::log::end_reason(reason, lang).to_owned());
        }
        GameSummary {
            headline: headline.tr(lang).to_owned(),
            details,
        }
    }

    fn game_over_ui(&mut self, ui: &mut Ui, state: &State, human: Player, lang: Lang) {
        if let Some(rating) = Rating::of(state, human) {
            rating_ui(ui, &rating, &Theme::of(ui.ctx()), lang);
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
            assert!(l.area.contains_rect(l.own_hand.shrink(0.5)), "{size:?}");
            assert!(l.controls.bottom() <= l.own_hand.top());
            assert!(l.own_info.bottom() <= l.controls.top());
            assert!(l.their_info.bottom() < l.table_card(1, 0).top(), "{size:?}");
            assert!(l.table_card(0, 0).bottom() < l.own_info.top(), "{size:?}");
            assert!(l.key.bottom() < l.own_info.top(), "{size:?}");
            assert!(l.hand_card(4, 5).right() <= l.area.right());
            assert!(l.stock.right() < l.table_card(1, 0).left(), "{size:?}");
        }
    }
}
