//! The En Garde table: the 23-space piste with both fencers, the score track, the pile, the
//! played cards and a pending attack, the opponent's hidden hand and the human's cards. The
//! human selects cards; buttons offer exactly the legal actions for that selection.

mod layout;
mod log;
mod look;
mod marks;
mod motion;

use crate::ui::line_break;
use egui::{Align2, FontId, Pos2, Rect, Ui, Vec2, accesskit::Role};

use log::cards_text;
use look::look;
use serde::{Deserialize, Serialize};

pub use layout::{Layout, Zone};
pub use marks::{Mark, marks, offered};
pub use motion::Motion;

use super::{
    actions::{Action, Event},
    cards::Cards,
    rules::{BasicLastChance, LastCardRetreat, Level, ParryMatch, Rules},
    state::{PISTE, Phase, State},
    text::{Text, tr},
};
use crate::{
    engine::Player,
    i18n::{Lang, Msg, fill},
    play::GameFacts,
    ui::{
        anim::Animations,
        panel::{GamePanel, GameSummary, TableContext},
        table_screen::{option_checkbox, option_choice},
        widgets::{CardStyle, card, clickable, focus, named},
    },
};

/// Switchable aids (both off by default: they help more than the original game allows).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Aids {
    /// Show how many cards of each value are still unseen.
    pub unseen: bool,
    /// Mark attacks that cannot be parried.
    pub sure_hit: bool,
}

/// The En Garde panel.
#[derive(Default)]
pub struct EnGardePanel {
    /// Selected cards of the hand, by index into the sorted hand.
    selected: Vec<usize>,
    hovered: Option<Action>,
}

/// The cards an action plays.
pub fn cards_of(action: Action) -> Cards {
    match action {
        Action::Move { card, .. } | Action::Retreat { card } => Cards::of(card, 1),
        Action::Attack { value, count } => Cards::of(value, count),
        Action::AdvanceAttack { step, value, count } => {
            let mut c = Cards::of(value, count);
            c.add(step, 1);
            c
        }
        Action::Parry { cards } => cards,
        Action::Accept | Action::Deal { .. } | Action::Redeal { .. } => Cards::EMPTY,
    }
}

impl EnGardePanel {
    fn hand_values(state: &State, human: Player) -> Vec<u8> {
        state.hand(human).to_vec()
    }

    fn selection(&self, values: &[u8]) -> Cards {
        Cards::from_values(
            &self
                .selected
                .iter()
                .filter_map(|&i| values.get(i).copied())
                .collect::<Vec<_>>(),
        )
    }

    /// The human's hand: a click selects or unselects a card. Returns the selection as it was
    /// before this frame's click (the buttons follow it from the next frame).
    fn hand_ui(&mut self, ui: &mut Ui, layout: &Layout, table: &TableContext<'_, Self>) -> Cards {
        let (state, theme) = (table.state, table.theme);
        let values = Self::hand_values(state, table.human);
        self.selected.retain(|&i| i < values.len());
        let selection = self.selection(&values);
        let interactive = !table.legal.is_empty();
        let hint_cards = table.hint.map(cards_of);
        let mut remaining_hint = hint_cards.unwrap_or(Cards::EMPTY);
        for (i, &v) in values.iter().enumerate() {
            let selected = self.selected.contains(&i);
            let usable = interactive && table.legal.iter().any(|a| cards_of(*a).count(v) > 0);
            let hinted = remaining_hint.count(v) > 0;
            if hinted {
                remaining_hint.remove(v, 1);
            }
            let mut l = look(v, theme);
            if selected {
                l.accessible = format!("{v}, selected");
            }
            let style = CardStyle {
                selected,
                legal: usable && !selected,
                hinted,
                dimmed: interactive && !usable,
                ..CardStyle::default()
            };
            let response = card(
                ui,
                layout.hand_card(i, values.len()),
                ("hand", i),
                Some(&l),
                style,
                theme,
            );
            focus::hand_card(&response, i);
            if response.clicked() {
                if selected {
                    self.selected.retain(|&s| s != i);
                } else {
                    self.selected.push(i);
                }
            }
        }
        selection
    }

    /// The marked spaces of the selection, clickable: a click plays the one offered action that
    /// marks the space (as its button would).
    fn spaces_ui(
        &self,
        ui: &mut Ui,
        layout: &Layout,
        table: &TableContext<'_, Self>,
        selection: Cards,
    ) -> Option<Action> {
        let state = table.state;
        let offered = offered(state, table.legal, selection);
        let mut chosen = None;
        for space in 1..=PISTE {
            let Some(action) = marks::action_at(state, table.human, &offered, space) else {
                let name = fill(tr(Text::NameSpace, table.lang), &[&space.to_string()]);
                named(
                    ui,
                    layout.space_rect(space),
                    ("space", space),
                    Role::Image,
                    &name,
                );
                continue;
            };
            let action_text = self.describe_action(state, action, table.lang);
            let name = fill(
                tr(Text::SpaceAction, table.lang),
                &[&space.to_string(), &action_text],
            );
            let rect = layout.space_rect(space);
            if clickable(ui, rect, ("space", space), &name, true).clicked() {
                chosen = Some(action);
            }
        }
        chosen
    }

    /// The buttons for the legal actions of the selection (and Accept when defending).
    fn buttons_ui(
        &mut self,
        ui: &mut Ui,
        layout: &Layout,
        table: &TableContext<'_, Self>,
        selection: Cards,
    ) -> Option<Action> {
        let (state, theme, lang) = (table.state, table.theme, table.lang);
        let interactive = !table.legal.is_empty();
        let mut chosen = None;
        self.hovered = None;
        if interactive {
            let offered = offered(state, table.legal, selection);
            let obs = state.observation(table.human);
            let mut x = layout.buttons.left();
            let total: f32 = offered.len() as f32 * 230.0;
            if total < layout.buttons.width() {
                x = layout.buttons.center().x - total / 2.0;
            }
            for action in offered {
                let text = self.describe_action(state, action, lang);
                let r = Rect::from_min_size(
                    Pos2::new(x, layout.buttons.top()),
                    Vec2::new(220.0, layout.buttons.height()),
                );
                let button = egui::Button::new(egui::RichText::new(&text).size(theme.body_size));
                let response = ui.put(r, button);
                if response.hovered() {
                    self.hovered = Some(action);
                }
                if table.aids.sure_hit && obs.sure_hit(action) {
                    ui.painter().text(
                        r.center_top() - Vec2::new(0.0, 2.0),
                        Align2::CENTER_BOTTOM,
                        tr(Text::SureHit, lang),
                        FontId::proportional(theme.small_size),
                        theme.legal,
                    );
                }
                if response.clicked() {
                    chosen = Some(action);
                }
                x += 230.0;
            }
        }
        chosen
    }
}

impl GamePanel for EnGardePanel {
    type Game = State;
    type Aids = Aids;
    type Anim = Motion;
    const FACTS: &'static GameFacts = &super::info::FACTS;
    const CAN_SHOW_ALL: bool = true;

    fn guide() -> Option<crate::play::guide::GuideScript<State>> {
        Some(super::guide::script())
    }

    fn first_game_rules() -> Rules {
        // Basic first: parries and advance-attacks wait until the player knows the piste.
        Rules {
            level: Level::Basic,
            ..Rules::default()
        }
    }

    fn rules_ui(ui: &mut Ui, rules: &mut Rules, lang: Lang) {
        option_choice(
            ui,
            &mut rules.level,
            tr(Text::OptionLevel, lang),
            &[
                (Level::Basic, tr(Text::LevelBasic, lang)),
                (Level::Standard, tr(Text::LevelStandard, lang)),
                (Level::Full, tr(Text::LevelFull, lang)),
            ],
        );
        // What each level adds, so the choice means something before the first game.
        for (level, help) in [
            (Level::Basic, Text::LevelBasicHelp),
            (Level::Standard, Text::LevelStandardHelp),
            (Level::Full, Text::LevelFullHelp),
        ] {
            let text = egui::RichText::new(tr(help, lang));
            line_break::label(
                ui,
                if rules.level == level {
                    text.strong()
                } else {
                    text
                },
            );
        }
        match rules.level {
            Level::Basic => option_choice(
                ui,
                &mut rules.basic_last_chance,
                tr(Text::OptionLastChance, lang),
                &[
                    (BasicLastChance::BothPlayers, tr(Text::LastChanceBoth, lang)),
                    (
                        BasicLastChance::OpponentOnly,
                        tr(Text::LastChanceOpponent, lang),
                    ),
                ],
            ),
            Level::Full => option_choice(
                ui,
                &mut rules.last_card_retreat,
                tr(Text::OptionRetreat, lang),
                &[
                    (
                        LastCardRetreat::AttackerWins,
                        tr(Text::RetreatAttacker, lang),
                    ),
                    (
                        LastCardRetreat::HandThenPosition,
                        tr(Text::RetreatHand, lang),
                    ),
                    (
                        LastCardRetreat::PositionOnly,
                        tr(Text::RetreatPosition, lang),
                    ),
                ],
            ),
            Level::Standard => {}
        }
        if rules.level != Level::Basic {
            let mut total = rules.parry == ParryMatch::SameTotal;
            option_checkbox(
                ui,
                &mut total,
                tr(Text::OptionParryTotal, lang),
                tr(Text::OptionParryTotalHelp, lang),
            );
            rules.parry = if total {
                ParryMatch::SameTotal
            } else {
                ParryMatch::SameValue
            };
            option_checkbox(
                ui,
                &mut rules.riposte_hits,
                tr(Text::OptionRiposte, lang),
                tr(Text::OptionRiposteHelp, lang),
            );
        }
    }

    fn aids_ui(ui: &mut Ui, aids: &mut Aids, lang: Lang) {
        line_break::checkbox(ui, &mut aids.unseen, tr(Text::AidUnseen, lang));
        line_break::checkbox(ui, &mut aids.sure_hit, tr(Text::AidSureHit, lang));
    }

    fn rules_text(lang: Lang) -> &'static str {
        match lang {
            Lang::Ja => include_str!("../../../assets/rules/en_garde.ja.md"),
            Lang::En => include_str!("../../../assets/rules/en_garde.en.md"),
        }
    }

    fn prompt(&self, state: &State, _human: Player, lang: Lang) -> String {
        if !self.selected.is_empty() {
            return tr(Text::PromptSelected, lang).to_owned();
        }
        match state.phase() {
            Phase::Turn { .. } => {
                let key = if state.rules().level == Level::Full {
                    Text::PromptTurnFull
                } else {
                    Text::PromptTurn
                };
                fill(tr(key, lang), &[&state.distance().to_string()])
            }
            Phase::Defend(p) => {
                let key = if p.advance {
                    Text::PromptDefendAdvance
                } else {
                    Text::PromptDefend
                };
                fill(tr(key, lang), &[&cards_text(&Cards::of(p.value, p.count))])
            }
            _ => String::new(),
        }
    }
    fn table_ui(&mut self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<Action> {
        let layout = Layout::new(ui.max_rect());
        // The hovered button's spaces, else those of every action the selection offers.
        let values = Self::hand_values(table.state, table.human);
        let shown = match self.hovered {
            Some(action) => vec![action],
            None => offered(table.state, table.legal, self.selection(&values)),
        };
        look::table(ui, &layout, table, &marks(table.state, table.human, &shown));
        motion::fencers(ui, &layout, table);
        let selection = self.hand_ui(ui, &layout, table);
        let chosen = self
            .buttons_ui(ui, &layout, table, selection)
            .or_else(|| self.spaces_ui(ui, &layout, table, selection));
        motion::draw(ui, &layout, table);
        if chosen.is_some() {
            self.selected.clear();
        }
        chosen
    }

    fn describe_event(
        &self,
        event: &Event,
        _state: &State,
        human: Player,
        lang: Lang,
    ) -> Option<String> {
        log::describe_event(event, human, lang)
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
        motion::queue(events, human, anim, now);
    }

    /// What a decision showed (a draw, the opponent's answer, the hands at a round's end) is
    /// dealt away again on undo (`redeal_after_undo`), so nothing blocks undo.
    fn reveals_hidden(&self, _events: &[Event], _human: Player) -> bool {
        false
    }

    fn reset_selection(&mut self) {
        self.selected.clear();
        self.hovered = None;
    }

    fn has_selection(&self) -> bool {
        !self.selected.is_empty()
    }

    fn summary(&self, state: &State, human: Player, lang: Lang) -> GameSummary {
        let scores = state.scores();
        let headline = match state.winner() {
            Some(w) if w == human => Msg::ResultWin,
            Some(_) => Msg::ResultLoss,
            None => Msg::ResultDraw,
        };
        GameSummary {
            headline: headline.tr(lang).to_owned(),
            details: vec![fill(
                tr(Text::FinalScore, lang),
                &[&scores[human].to_string(), &scores[1 - human].to_string()],
            )],
        }
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_name_their_cards() {
        assert_eq!(
            cards_of(Action::AdvanceAttack {
                step: 2,
                value: 3,
                count: 2
            }),
            Cards::from_values(&[2, 3, 3])
        );
        assert_eq!(cards_text(&Cards::from_values(&[4, 4])), "4-4");
        let p = EnGardePanel::default();
        let g = super::super::tests::scenarios::game(
            super::super::tests::scenarios::rules(Level::Full),
            [5, 13],
            [&[3, 5, 5, 1, 2], &[1, 2, 3, 4, 4]],
            10,
            &[],
            0,
        );
        assert_eq!(
            p.describe_action(
                &g,
                Action::AdvanceAttack {
                    step: 3,
                    value: 5,
                    count: 2
                },
                Lang::En
            ),
            "Advance 3, attack with 5-5"
        );
        assert_eq!(
            marks::destination(
                &g,
                0,
                Action::Move {
                    card: 3,
                    forward: true
                }
            ),
            Some(8)
        );
        assert_eq!(
            marks::destination(
                &g,
                0,
                Action::Move {
                    card: 2,
                    forward: false
                }
            ),
            Some(3)
        );
    }
}
