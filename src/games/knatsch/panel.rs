//! The Knatsch table: the two stacks with their open top cards and the King, every seat's
//! castles, duel and special cards (guardians marked), and the dice tray where six dice tumble,
//! are clicked to keep, and are rolled again or stopped. Attacks are chosen by clicking the
//! target card. The exact-odds aid (off by default) shows each target's and keep's chance.

pub mod log;
mod look;
mod tray;

use egui::{Align, Layout, RichText, Sense, Ui, Vec2};
use serde::{Deserialize, Serialize};

use super::{
    actions::{Action, Event, Target},
    ai,
    cards::{CardId, Kind, card},
    dice::{Rank, pattern_text},
    rules::Rules,
    state::{Phase, State},
    text::{Text, tr},
};
use crate::{
    engine::Player,
    games::GameInfo,
    i18n::{Lang, fill},
    ui::{
        anim::Animations,
        panel::{GamePanel, GameSummary, TableContext},
        table_screen::option_checkbox,
        theme::Theme,
        widgets::{CardCenter, CardLook, CardStyle, card as card_widget},
    },
};
use log::card_name;
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
    /// The size of the seats' cards this frame (smaller at a full table in a small window).
    seat_card: Vec2,
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
        size: Vec2,
    ) -> Option<Action> {
        let theme = table.theme;
        let action = target.map(|target| Action::Attack { target });
        let legal = action.is_some_and(|a| table.legal.contains(&a));
        let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
        let face = look(c, place, guarded, theme, table.lang);
        let style = CardStyle {
            legal,
            hinted: action.is_some() && table.hint == action,
            ..CardStyle::default()
        };
        let r = card_widget(ui, rect, (c, place), Some(&face), style, theme);
        if legal
            && table.aids.odds
            && let Some(Action::Attack { target }) = action
        {
            let p = ai::target_chance(table.state, table.human, target);
            ui.painter().text(
                rect.right_top() + Vec2::new(-4.0, 4.0),
                egui::Align2::RIGHT_TOP,
                fill(
                    tr(Text::Chance, table.lang),
                    &[&format!("{:.0}", p * 100.0)],
                ),
                egui::FontId::proportional(theme.small_size),
                theme.accent,
            );
        }
        if legal && r.clicked() { action } else { None }
    }

    fn stacks_ui(&mut self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<Action> {
        let state = table.state;
        let lang = table.lang;
        let mut chosen = None;
        ui.horizontal(|ui| {
            for s in 0..2u8 {
                ui.vertical(|ui| {
                    let stack = state.stack(usize::from(s));
                    ui.label(
                        RichText::new(format!(
                            "{} ({})",
                            fill(tr(Text::Stack, lang), &[&(s + 1).to_string()]),
                            fill(tr(Text::CardsLeft, lang), &[&stack.len().to_string()])
                        ))
                        .color(table.theme.text_on_table),
                    );
                    match state.top(usize::from(s)) {
                        Some(c) => {
                            let place = fill(tr(Text::Stack, lang), &[&(s + 1).to_string()]);
                            if let Some(a) = Self::target_card(
                                ui,
                                table,
                                c,
                                &place,
                                false,
                                Some(Target::Stack(s)),
                                Self::card_size(table.theme),
                            ) {
                                chosen = Some(a);
                            }
                        }
                        None => {
                            ui.allocate_exact_size(Self::card_size(table.theme), Sense::hover());
                        }
                    }
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
                });
                ui.add_space(table.theme.gap);
            }
            ui.vertical(|ui| {
                ui.label(RichText::new(tr(Text::King, lang)).color(table.theme.text_on_table));
                let king = Action::Attack {
                    target: Target::King,
                };
                let (rect, _) =
                    ui.allocate_exact_size(Self::card_size(table.theme), Sense::hover());
                let face = CardLook {
                    corner: "5".into(),
                    corner_sub: String::new(),
                    suit: None,
                    ink: table.theme.ink_red,
                    center: CardCenter::Big(pattern_text(state.king())),
                    title: Some(tr(Text::King, lang).to_owned()),
                    band: Some(table.theme.warning),
                    accessible: tr(Text::ChallengeKing, lang).to_owned(),
                };
                let legal = table.legal.contains(&king);
                let style = CardStyle {
                    legal,
                    hinted: table.hint == Some(king),
                    ..CardStyle::default()
                };
                if card_widget(ui, rect, "king", Some(&face), style, table.theme).clicked() && legal
                {
                    chosen = Some(king);
                }
            });
        });
        chosen
    }

    fn seats_ui(&mut self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<Action> {
        let state = table.state;
        let lang = table.lang;
        let mut chosen = None;
        let size = self.seat_card;
        for seat in 0..state.players() {
            let name = self.seat_name(state, seat, table.human, lang);
            let guarded = state.guarded(seat);
            ui.horizontal(|ui| {
                let marker = if seat == state.active() { "> " } else { "" };
                let color = table.theme.seat(seat);
                ui.vertical(|ui| {
                    ui.set_width(100.0);
                    ui.label(
                        RichText::new(format!("{marker}{name}"))
                            .strong()
                            .color(color),
                    );
                    ui.label(
                        RichText::new(format!(
                            "{}  {}",
                            fill(
                                tr(Text::Castles, lang),
                                &[&state.castle_count(seat).to_string()]
                            ),
                            fill(
                                tr(Text::Duels, lang),
                                &[&state.duel_count(seat).to_string()]
                            )
                        ))
                        .color(table.theme.text_on_table),
                    );
                    if table.thinking == Some(seat) {
                        crate::ui::widgets::thinking_indicator(ui);
                    }
                });
                for &c in state.hand(seat) {
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
                        let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
                        let face = look(c, &name, guarded.contains(&c), table.theme, lang);
                        let style = CardStyle {
                            legal: true,
                            selected: self.surrender == Some(c),
                            ..CardStyle::default()
                        };
                        if card_widget(ui, rect, (c, "own"), Some(&face), style, table.theme)
                            .clicked()
                        {
                            self.surrender = Some(c);
                        }
                    } else if table.legal.contains(&Action::Guard { card: c }) {
                        let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
                        let mut face = look(c, &name, false, table.theme, lang);
                        face.accessible = fill(tr(Text::GuardCard, lang), &[&card_name(c, lang)]);
                        let style = CardStyle {
                            legal: true,
                            hinted: table.hint == Some(Action::Guard { card: c }),
                            ..CardStyle::default()
                        };
                        if card_widget(ui, rect, (c, "guard"), Some(&face), style, table.theme)
                            .clicked()
                        {
                            chosen = Some(Action::Guard { card: c });
                        }
                    } else if let Some(a) =
                        Self::target_card(ui, table, c, &name, guarded.contains(&c), target, size)
                    {
                        chosen = Some(a);
                    }
                }
            });
            ui.add_space(table.theme.gap_small);
        }
        chosen
    }
}

impl KnatschPanel {
    /// The stacks and the King, the dice tray and the turn buttons.
    fn centre_ui(&mut self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<Action> {
        let mut chosen = self.stacks_ui(ui, table);
        ui.add_space(table.theme.gap);
        if let Some(a) = self.dice_ui(ui, table) {
            chosen = Some(a);
        }
        ui.horizontal(|ui| {
            for (a, t) in [(Action::Pass, Text::Pass), (Action::EndTurn, Text::EndTurn)] {
                if table.legal.contains(&a) && ui.button(tr(t, table.lang)).clicked() {
                    chosen = Some(a);
                }
            }
            for &a in table.legal {
                if let Action::Declare { value } = a {
                    let label = fill(tr(Text::UseDice, table.lang), &[&value.to_string()]);
                    if ui.button(label).clicked() {
                        chosen = Some(a);
                    }
                }
            }
        });
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

    const INFO: &'static GameInfo = &super::info::INFO;

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
        ui.checkbox(&mut aids.odds, tr(Text::AidOdds, lang));
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
        let mut chosen = None;
        // Two columns: the stacks and the dice tray on the left, every seat on the right,
        // its cards shrunk so that all seats fit the window's height.
        let theme = table.theme;
        egui::Frame::new()
            .inner_margin(theme.gap_large)
            .show(ui, |ui| {
                let full = ui.available_size();
                let left = (full.x * 0.42).clamp(340.0, 400.0);
                ui.horizontal_top(|ui| {
                    ui.allocate_ui_with_layout(
                        Vec2::new(left, full.y),
                        Layout::top_down(Align::Min),
                        |ui| {
                            egui::ScrollArea::vertical()
                                .id_salt("knatsch-centre")
                                .auto_shrink(false)
                                .show(ui, |ui| chosen = self.centre_ui(ui, table));
                        },
                    );
                    ui.add_space(theme.gap);
                    let right = ui.available_size();
                    ui.allocate_ui_with_layout(right, Layout::top_down(Align::Min), |ui| {
                        let state = table.state;
                        let seats = state.players();
                        let row = right.y / seats as f32 - theme.gap_small;
                        // The longest hand also fits the width, right of the 100-point name.
                        let most = (0..seats).map(|s| state.hand(s).len()).max().unwrap_or(0);
                        let spacing = ui.spacing().item_spacing.x;
                        let per_card =
                            (right.x - 100.0 - 2.0 * spacing - 14.0) / most.max(1) as f32 - spacing;
                        let full_card = Self::card_size(theme);
                        let by_width = per_card * full_card.y / full_card.x;
                        let h = (row - 6.0).min(by_width).clamp(40.0, full_card.y);
                        self.seat_card = full_card * (h / full_card.y);
                        egui::ScrollArea::vertical()
                            .id_salt("knatsch-seats")
                            .auto_shrink(false)
                            .show(ui, |ui| {
                                if let Some(a) = self.seats_ui(ui, table) {
                                    chosen = Some(a);
                                }
                            });
                    });
                });
            });
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

    fn reveals_hidden(&self, events: &[Event], _human: Player) -> bool {
        events.iter().any(|e| {
            matches!(
                e,
                Event::Rolled { .. }
                    | Event::Refreshed { .. }
                    | Event::Failed { .. }
                    | Event::Captured { from: None, .. }
            )
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
