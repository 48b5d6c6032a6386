//! The Knatsch table: the two stacks with their open top cards and the King, every seat's
//! castles, duel and special cards (guardians marked), and the dice tray where six dice tumble,
//! are clicked to keep, and are rolled again or stopped. Attacks are chosen by clicking the
//! target card. The exact-odds aid (off by default) shows each target's and keep's chance.

mod layout;
pub mod log;
mod look;
mod seats;
mod tray;

use egui::{Align, Align2, FontId, Pos2, Rect, Ui, UiBuilder, Vec2, accesskit::Role};
use serde::{Deserialize, Serialize};

use super::{
    actions::{Action, Event, Target},
    ai,
    cards::CardId,
    dice::Rank,
    rules::Rules,
    state::{Phase, State},
    text::{Text, tr},
};
use crate::{
    engine::Player,
    i18n::{Lang, fill},
    play::GameFacts,
    ui::{
        anim::Animations,
        panel::{GamePanel, GameSummary, TableContext},
        table_screen::option_checkbox,
        theme::Theme,
        widgets::{
            CardLook, CardStyle, card as card_widget, card::card_showing, named, paint_empty_slot,
        },
    },
};
use layout::Layout;
use log::{card_help, card_name};
use look::look;

/// Switchable aids.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Aids {
    /// Show the exact success chance of every target and keep choice.
    pub odds: bool,
}

/// Something moving on the table.
#[derive(Clone, Debug)]
pub enum Motion {
    /// Dice tumbling.
    Roll {
        /// The dice as they land.
        dice: [u8; 6],
    },
}

/// The last dice shown in the tray (kept while the next attempt has not started).
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Tray {
    pub(super) roller: Player,
    pub(super) kept: [u8; 5],
    pub(super) last: [u8; 6],
    pub(super) result: Option<Rank>,
}

/// The chance of an attack, on a dark pill over the card's top edge: clear of the numbers in
/// its corners and readable on any card.
fn odds_pill(
    painter: &egui::Painter,
    card: Rect,
    chance: f64,
    table: &TableContext<'_, KnatschPanel>,
) {
    let theme = table.theme;
    let text = fill(
        tr(Text::Chance, table.lang),
        &[&format!("{:.0}", chance * 100.0)],
    );
    let galley = painter.layout_no_wrap(
        text,
        egui::FontId::proportional(theme.small_size),
        theme.text_on_table,
    );
    let pill = Rect::from_center_size(card.center_top(), galley.size() + Vec2::new(10.0, 2.0));
    painter.rect_filled(pill, pill.height() / 2.0, theme.table_edge);
    painter.rect_stroke(
        pill,
        pill.height() / 2.0,
        egui::Stroke::new(1.0, theme.accent),
        egui::StrokeKind::Inside,
    );
    painter.galley(pill.min + Vec2::new(5.0, 1.0), galley, theme.text_on_table);
}

/// A card's response with what the card does as its tooltip (duel and special cards).
fn with_help(response: egui::Response, c: CardId, lang: Lang) -> egui::Response {
    match card_help(c, lang) {
        Some(help) => response.on_hover_text(help),
        None => response,
    }
}

/// Where a card is drawn, and its part not under the next card of a fanned row.
#[derive(Clone, Copy, Debug)]
struct Spot {
    rect: Rect,
    visible: Rect,
}

impl Spot {
    /// A card nothing lies on.
    fn whole(rect: Rect) -> Self {
        Self {
            rect,
            visible: rect,
        }
    }

    /// Whether another card covers part of it.
    fn covered(self) -> bool {
        self.visible != self.rect
    }

    /// The card's widget: hovered and clicked where it shows; a covered card shows its index
    /// only.
    fn card(
        self,
        ui: &mut Ui,
        id_salt: impl std::hash::Hash + std::fmt::Debug,
        look: &CardLook,
        style: CardStyle,
        theme: &Theme,
    ) -> egui::Response {
        let style = CardStyle {
            covered: self.covered(),
            ..style
        };
        card_showing(
            ui,
            self.rect,
            self.visible,
            id_salt,
            Some(look),
            style,
            theme,
        )
    }
}

/// The panel's UI state.
#[derive(Default)]
pub struct KnatschPanel {
    /// Dice of the last roll selected to keep (by slot).
    pub(super) selected: [bool; 6],
    /// Free keeps: kept dice the player un-selected (by position in the kept list).
    pub(super) released: [bool; 6],
    /// A castle chosen for the King's revenge.
    surrender: Option<CardId>,
    pub(super) tray: Tray,
    /// Fingerprint of the state after the last events the tray followed.
    seen: u64,
}

impl KnatschPanel {
    fn card_size(theme: &Theme) -> Vec2 {
        Vec2::new(theme.card_size.x * 1.3, theme.card_size.y)
    }

    /// Draws a card and returns the attack it stands for when clicked.
    fn target_card(
        ui: &mut Ui,
        table: &TableContext<'_, Self>,
        c: CardId,
        place: &str,
        guarded: bool,
        target: Option<Target>,
        spot: Spot,
    ) -> Option<Action> {
        let theme = table.theme;
        let rect = spot.rect;
        let action = target.map(|target| Action::Attack { target });
        let legal = action.is_some_and(|a| table.legal.contains(&a));
        let face = look(c, place, guarded, theme, table.lang);
        let style = CardStyle {
            legal,
            hinted: action.is_some() && table.hint == action,
            ..CardStyle::default()
        };
        let r = with_help(
            spot.card(ui, (c, place), &face, style, theme),
            c,
            table.lang,
        );
        if target.is_some() && target == tray::under_attack(table.state) {
            tray::mark_attacked(ui, rect, theme);
        }
        if legal
            && table.aids.odds
            && let Some(Action::Attack { target }) = action
        {
            let p = ai::target_chance(table.state, table.human, target);
            odds_pill(ui.painter(), spot.visible, p, table);
        }
        if legal && r.clicked() { action } else { None }
    }

    /// The two stacks and the King in the layout's block, each under its label.
    fn stacks_ui(&self, ui: &mut Ui, table: &TableContext<'_, Self>, l: &Layout) -> Option<Action> {
        let (state, lang, theme) = (table.state, table.lang, table.theme);
        let mut chosen = None;
        let size = l.centre_card;
        let step = size.x + (l.stacks.width() - 3.0 * size.x) / 2.0;
        let column = |i: usize| {
            let left = l.stacks.left() + i as f32 * step;
            let card = Rect::from_min_size(Pos2::new(left, l.stacks.top() + layout::LABEL_H), size);
            let label = Rect::from_center_size(
                Pos2::new(card.center().x, l.stacks.top() + layout::LABEL_H / 2.0),
                Vec2::new(step - 6.0, layout::LABEL_H),
            )
            // Within the block: the seats beside it start right after.
            .intersect(l.stacks);
            (label, card)
        };
        let painter = ui.painter().clone();
        // One line over the card, shrunk to the column if need be.
        let label = |text: String, rect: Rect| {
            let natural = painter
                .layout_no_wrap(
                    text.clone(),
                    FontId::proportional(theme.small_size),
                    theme.text_on_table,
                )
                .size()
                .x;
            let font = theme.small_size * (rect.width() / natural).clamp(0.7, 1.0);
            // Clear of the card's top even when a hovered card lifts toward it.
            painter.text(
                rect.center_bottom() - Vec2::new(0.0, 4.0 + theme.lift * 0.5),
                Align2::CENTER_BOTTOM,
                text,
                FontId::proportional(font),
                theme.text_on_table,
            );
        };
        for s in 0..2u8 {
            let (label_rect, rect) = column(usize::from(s));
            let stack = state.stack(usize::from(s));
            let name = fill(tr(Text::Stack, lang), &[&(s + 1).to_string()]);
            let text = lang.aside(
                &name,
                &fill(tr(Text::CardsLeft, lang), &[&stack.len().to_string()]),
            );
            named(ui, label_rect, ("stack", s), Role::Image, &text);
            label(text, label_rect);
            match state.top(usize::from(s)) {
                Some(c) => {
                    let target = Some(Target::Stack(s));
                    let spot = Spot::whole(rect);
                    if let Some(a) = Self::target_card(ui, table, c, &name, false, target, spot) {
                        chosen = Some(a);
                    }
                }
                None => paint_empty_slot(ui.painter(), rect, theme),
            }
        }
        let (label_rect, rect) = column(2);
        label(tr(Text::King, lang).to_owned(), label_rect);
        let king = Action::Attack {
            target: Target::King,
        };
        let face = CardLook {
            corner: "5".into(),
            corner_sub: String::new(),
            suit: None,
            ink: theme.ink_red,
            center: look::pattern_center(Some(state.king())),
            title: Some(tr(Text::King, lang).to_owned()),
            band: Some(theme.warning),
            accessible: tr(Text::ChallengeKing, lang).to_owned(),
        };
        let legal = table.legal.contains(&king);
        let style = CardStyle {
            legal,
            hinted: table.hint == Some(king),
            ..CardStyle::default()
        };
        if card_widget(ui, rect, "king", Some(&face), style, theme).clicked() && legal {
            chosen = Some(king);
        }
        if tray::under_attack(state) == Some(Target::King) {
            tray::mark_attacked(ui, rect, theme);
        }
        chosen
    }

    /// The buttons of the turn outside the dice: refreshes, giving a castle up, pass, end of
    /// turn, which Dice card to use.
    fn turn_buttons(&self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<Action> {
        let (state, lang) = (table.state, table.lang);
        let mut chosen = None;
        for s in 0..2u8 {
            let refresh = Action::Refresh { stack: s };
            if table.legal.contains(&refresh) {
                let label = fill(tr(Text::Refresh, lang), &[&(s + 1).to_string()]);
                if ui.button(label).clicked() {
                    chosen = Some(refresh);
                }
            }
            if let Phase::Surrender = state.phase()
                && let Some(c) = self.surrender
            {
                let a = Action::Surrender { card: c, stack: s };
                let label = fill(
                    tr(Text::UnderStack, lang),
                    &[&card_name(c, lang), &(s + 1).to_string()],
                );
                if table.legal.contains(&a) && ui.button(label).clicked() {
                    chosen = Some(a);
                }
            }
        }
        for (a, t) in [(Action::Pass, Text::Pass), (Action::EndTurn, Text::EndTurn)] {
            if table.legal.contains(&a) && ui.button(tr(t, lang)).clicked() {
                chosen = Some(a);
            }
        }
        for &a in table.legal {
            if let Action::Declare { value } = a {
                let label = fill(tr(Text::UseDice, lang), &[&value.to_string()]);
                if ui.button(label).clicked() {
                    chosen = Some(a);
                }
            }
        }
        chosen
    }
}

/// The computer players' names, in seat order after the human (at most five computers).
const COMPUTER_NAMES_EN: [&str; 5] = ["Aki", "Bruno", "Chloe", "Diego", "Emi"];
/// The same names in Japanese.
const COMPUTER_NAMES_JA: [&str; 5] = ["アキ", "ブルーノ", "クロエ", "ディエゴ", "エミ"];

impl GamePanel for KnatschPanel {
    type Game = State;
    type Aids = Aids;
    type Anim = Motion;

    const FACTS: &'static GameFacts = &super::info::FACTS;

    fn guide() -> Option<crate::play::guide::GuideScript<State>> {
        Some(super::guide::script())
    }

    fn rules_ui(ui: &mut Ui, rules: &mut Rules, lang: Lang) {
        option_checkbox(
            ui,
            &mut rules.strict_beat,
            tr(Text::OptionStrict, lang),
            tr(Text::OptionStrictHelp, lang),
        );
        option_checkbox(
            ui,
            &mut rules.king_at_end,
            tr(Text::OptionKingAtEnd, lang),
            tr(Text::OptionKingAtEndHelp, lang),
        );
        option_checkbox(
            ui,
            &mut rules.free_keeps,
            tr(Text::OptionFreeKeeps, lang),
            tr(Text::OptionFreeKeepsHelp, lang),
        );
    }

    fn aids_ui(ui: &mut Ui, aids: &mut Aids, lang: Lang) {
        crate::ui::line_break::checkbox(ui, &mut aids.odds, tr(Text::AidOdds, lang));
    }

    /// Computer seats get names (the k-th computer seat after the human's, clockwise, gets the
    /// k-th name), so a table of six reads as people, not seat numbers.
    fn seat_name(&self, state: &State, seat: Player, human: Player, lang: Lang) -> String {
        if seat == human {
            return crate::i18n::Msg::You.tr(lang).to_owned();
        }
        let players = crate::engine::Game::num_players(state).max(1);
        let k = (seat + players - human % players) % players - 1;
        let names = match lang {
            Lang::Ja => COMPUTER_NAMES_JA,
            Lang::En => COMPUTER_NAMES_EN,
        };
        names
            .get(k)
            .map_or_else(|| (seat + 1).to_string(), |n| (*n).to_owned())
    }

    fn rules_text(lang: Lang) -> &'static str {
        match lang {
            Lang::Ja => include_str!("../../../assets/rules/knatsch.ja.md"),
            Lang::En => include_str!("../../../assets/rules/knatsch.en.md"),
        }
    }

    fn prompt(&self, state: &State, human: Player, lang: Lang) -> String {
        log::prompt(self, state, human, lang)
    }

    fn table_ui(&mut self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<Action> {
        let state = table.state;
        let l = Layout::new(
            ui.max_rect(),
            state.players(),
            table.human,
            Self::card_size(table.theme),
        );
        let mut chosen = self.stacks_ui(ui, table, &l);
        for seat in 0..state.players() {
            if let Some(a) = self.seat_ui(ui, table, seat, l.seats[seat]) {
                chosen = Some(a);
            }
        }
        let tray = UiBuilder::new()
            .max_rect(l.tray)
            .layout(egui::Layout::top_down(Align::Min));
        ui.scope_builder(tray, |ui| {
            if let Some(a) = self.dice_ui(ui, table) {
                chosen = Some(a);
            }
            ui.horizontal_wrapped(|ui| {
                if let Some(a) = self.turn_buttons(ui, table) {
                    chosen = Some(a);
                }
            });
        });
        ui.advance_cursor_after_rect(ui.max_rect());
        chosen
    }

    fn describe_event(
        &self,
        event: &Event,
        state: &State,
        human: Player,
        lang: Lang,
    ) -> Option<String> {
        log::event(self, event, state, human, lang)
    }

    fn describe_action(&self, state: &State, action: Action, lang: Lang) -> String {
        log::describe_action(self, state, action, lang)
    }

    fn animate(
        &mut self,
        events: &[Event],
        state: &State,
        human: Player,
        anim: &mut Animations<Motion>,
        now: f64,
    ) {
        self.follow(events, state, human, anim, now);
    }

    /// Only a stack's next card is hidden: anything that moves a stack's top card away turns
    /// it up. Dice are not hidden information: after an undo they are rolled again (the
    /// rolls to come are not in the state), so taking back a keep choice shows nothing new.
    fn reveals_hidden(&self, events: &[Event], _human: Player) -> bool {
        events.iter().any(|e| match e {
            // A duel card is lifted off its stack when the duel is organised.
            Event::Attacked {
                target: Target::Stack(_),
                card: Some(c),
                ..
            } => super::cards::card(*c).kind == super::cards::Kind::Duel,
            Event::Refreshed { .. }
            | Event::Failed { stack: Some(_), .. }
            | Event::Captured { from: None, .. }
            | Event::DuelWon { .. } => true,
            _ => false,
        })
    }

    fn reset_selection(&mut self) {
        self.selected = [false; 6];
        self.released = [false; 6];
        self.surrender = None;
    }

    fn has_selection(&self) -> bool {
        self.selected.iter().any(|&s| s)
            || self.released.iter().any(|&s| s)
            || self.surrender.is_some()
    }

    fn summary(&self, state: &State, human: Player, lang: Lang) -> GameSummary {
        log::summary(self, state, human, lang)
    }
}

/// The seat's name as the panel shows it.
pub fn seat_label(
    panel: &KnatschPanel,
    state: &State,
    seat: Player,
    human: Player,
    lang: Lang,
) -> String {
    panel.seat_name(state, seat, human, lang)
}
