//! The Aegis table: the key card and the stock, the computer's hand face down, the trick in
//! the middle with each card's category, both seats' bids as stars (rainbow for the attacker,
//! yellow for the defender), the human's hand, and the controls of the phase: cards to throw
//! away and "draw", star slots and "call", or the playable cards.

mod layout;
mod log;
pub mod look;
mod motion;
mod rating_view;
pub mod stars;

pub use layout::{Layout, Zone};
pub use log::season_lines;
pub use motion::Motion;

use egui::{Align2, FontId, Pos2, Rect, Ui, Vec2, accesskit::Role};
use serde::{Deserialize, Serialize};

use super::{
    actions::Event,
    cards::{Card, CardSet},
    estimate::{TrickEstimate, estimate_tricks},
    panel::{
        look::{card_look, card_name, category_name},
        rating_view::rating_ui,
        stars::{StarFill, paint_bid_star},
    },
    rating::Rating,
    rules::{Goal, NextMaster, Promise, Rules},
    state::{Action, Phase, State},
    text::{Text, tr},
    tricks::Category,
};
use crate::{
    engine::{Player, rng_from_seed},
    i18n::{Lang, Msg, fill},
    play::GameFacts,
    ui::{
        anim::Animations,
        panel::{GamePanel, GameSummary, TableContext},
        table_screen::{option_checkbox, option_choice},
        theme::Theme,
        widgets::{CardStyle, card, clickable, focus, named, paint_card},
    },
};

/// Switchable aids (off by default).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Aids {
    /// Show the estimated tricks of the hand while exchanging and bidding.
    pub estimate: bool,
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

impl AegisPanel {
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
        // The cards some legal exchange throws away (all of them in a game; a lesson's step may
        // allow fewer).
        let throwable = table.legal.iter().fold(CardSet::EMPTY, |set, a| match a {
            Action::Exchange { cards } => set.union(*cards),
            _ => set,
        });
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
            let usable = throwable.contains(c) || playable;
            let mut look = card_look(c, theme, lang);
            if selected {
                look.accessible = format!("{}, selected", look.accessible);
            }
            let style = CardStyle {
                selected,
                legal: usable && !selected,
                hinted: hint_cards.contains(c),
                dimmed: playing && !playable,
                ..CardStyle::default()
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
            let response = card(ui, rect, ("hand", c.index()), Some(&look), style, theme);
            focus::hand_card(&response, i);
            if response.clicked() {
                if throwable.contains(c) {
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
            paint_bid_star(ui.painter(), center, radius, fill_kind, theme);
            let label = fill(tr(Text::ActionBid, lang), &[&k.to_string()]);
            let rect = Rect::from_center_size(center, Vec2::splat(radius * 2.2));
            // With one bid allowed there is nothing to choose: Call alone takes it.
            let choice = bids.contains(&k) && bids.len() > 1;
            if clickable(ui, rect, ("bid-star", k), &label, choice).clicked() {
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
}

impl GamePanel for AegisPanel {
    type Game = State;
    type Aids = Aids;
    type Anim = Motion;
    const FACTS: &'static GameFacts = &super::info::FACTS;
    const CAN_SHOW_ALL: bool = true;

    fn guide() -> Option<crate::play::guide::GuideScript<State>> {
        Some(super::guide::script())
    }

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
        crate::ui::line_break::checkbox(ui, &mut aids.estimate, tr(Text::AidEstimate, lang));
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
        // The computer's hand, face down (face up in a finished game's review on request).
        let their_hand: Vec<Card> = table.state.hand(1 - human).iter().collect();
        let theirs = their_hand.len().saturating_sub(their_arriving);
        for (i, &card) in their_hand.iter().take(theirs).enumerate() {
            let face = table.reveal.then(|| card_look(card, theme, table.lang));
            paint_card(
                ui.painter(),
                layout.their_card(i),
                face.as_ref(),
                CardStyle::default(),
                theme,
            );
            let who = crate::ui::seat_names::you_or_computer(1 - human, human, table.lang);
            let label = match face {
                Some(_) => fill(
                    tr(Text::NameTheirCardShown, table.lang),
                    &[who, &look::card_name(card, table.lang)],
                ),
                None => fill(tr(Text::NameTheirCard, table.lang), &[who]),
            };
            named(
                ui,
                layout.their_card(i),
                ("their-card", i),
                Role::Image,
                &label,
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
        log::describe_event(event, state, human, lang)
    }

    fn describe_action(&self, _state: &State, action: Action, lang: Lang) -> String {
        log::describe_action(action, lang)
    }

    fn animate(
        &mut self,
        events: &[Event],
        _state: &State,
        human: Player,
        anim: &mut Animations<Motion>,
        now: f64,
    ) {
        self.queue(events, human, anim, now);
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
            details.push(log::end_reason(reason, lang).to_owned());
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
