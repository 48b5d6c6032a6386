//! The BANG! table: the other seats around the table (character, life as bullets, role when
//! known, cards in play, hand size and distance from you), the deck and the discard pile, the
//! General Store and "draw!" cards in the middle, your seat and your hand at the bottom. Click a
//! highlighted card; if it needs a target, the players and cards it may aim at light up. Answers
//! (Missed!, Barrel, Beer, giving up…) are highlighted cards and buttons above the hand.

pub mod beliefs;
pub mod character_choice;
mod layout;
mod log;
mod look;
mod motion;
mod options;
mod piles;

use crate::ui::line_break;
use egui::{Align2, FontId, Pos2, Rect, Stroke, StrokeKind, Ui, Vec2};
use serde::{Deserialize, Serialize};

pub use layout::Layout;
use layout::{CHIP_GAP, CHIP_ROW, CHIP_ROWS};
use look::{
    CHIP_PADDING, CHIP_SPACING, action_card, band_color, card_title, chip_font, role_color,
};
pub use look::{
    card_look, card_name, choose_label, draw_source_label, in_play_label, plate_for, seat_label,
    suit_mark, take_hit_label,
};
pub use motion::{Motion, Zone};

use super::{
    actions::{Action, Event, Prompt, Target},
    cards::{CardId, kind},
    observation::Observation,
    rules::Rules,
    state::State,
    text::{Text, character_help, character_name, kind_help, role_name, side_text, tr},
};
use crate::{
    engine::Player,
    i18n::{Lang, Msg, fill},
    play::GameFacts,
    ui::{
        anim::Animations,
        panel::{GamePanel, GameSummary, TableContext, result_headline},
        theme::Theme,
        widgets::{CardStyle, card as card_widget, clickable, focus, seat_plate},
    },
};

/// Switchable aids (none yet).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Aids {}

/// The BANG! panel.
#[derive(Default)]
pub struct BangPanel {
    /// The card chosen in phase 2, waiting for its target.
    selected: Option<CardId>,
    /// Sid Ketchum's two cards being chosen (`Some` while choosing).
    sid: Option<Vec<CardId>>,
}

impl BangPanel {
    /// The cards in the middle: General Store, Kit Carlson's, Lucky Duke's; clickable when
    /// the human chooses among them.
    fn choice_ui(
        &mut self,
        ui: &mut Ui,
        layout: &Layout,
        obs: &Observation,
        table: &TableContext<'_, Self>,
    ) -> Option<Action> {
        let (theme, lang) = (table.theme, table.lang);
        let choosing = table
            .legal
            .iter()
            .any(|a| matches!(a, Action::Choose { .. }));
        let shown: Vec<CardId> = if choosing {
            match obs.prompt {
                Prompt::KitCarlson { .. } => obs.look.clone(),
                Prompt::LuckyDuke { .. } => obs.flipped.clone(),
                _ => obs.store.clone(),
            }
        } else if !obs.store.is_empty() {
            obs.store.clone()
        } else {
            obs.flipped.clone()
        };
        if shown.is_empty() {
            return None;
        }
        if !obs.store.is_empty() && !matches!(obs.prompt, Prompt::KitCarlson { .. }) {
            ui.painter().text(
                layout.choice.center_bottom() + Vec2::new(0.0, 3.0),
                Align2::CENTER_TOP,
                tr(Text::Store, lang),
                FontId::proportional(theme.small_size),
                theme.text_on_table,
            );
        }
        let mut chosen = None;
        for (i, &c) in shown.iter().enumerate() {
            let action = Action::Choose { card: c };
            let legal = choosing && table.legal.contains(&action);
            let mut look = card_look(c, theme, lang);
            look.accessible = choose_label(obs.prompt, c, lang);
            let style = CardStyle {
                legal,
                hinted: table.hint == Some(action),
                ..CardStyle::default()
            };
            let r = layout.choice_card(i, shown.len());
            let response = card_widget(ui, r, ("bang-choice", i, c), Some(&look), style, theme)
                .on_hover_text(kind_help(kind(c), lang));
            if legal && response.clicked() {
                chosen = Some(action);
            }
        }
        chosen
    }

    /// One seat: plate, cards in play; returns a target action when clicked.
    #[allow(clippy::too_many_arguments)]
    fn seat_ui(
        &self,
        ui: &mut Ui,
        layout: &Layout,
        seat: Player,
        obs: &Observation,
        table: &TableContext<'_, Self>,
        seat_target: Option<Action>,
        in_play_targets: &[(CardId, Action)],
    ) -> Option<Action> {
        let (theme, lang, state, human) = (table.theme, table.lang, table.state, table.human);
        let mut plate = plate_for(obs, state, seat, human, lang, theme);
        plate.legal = seat_target.is_some();
        let (rect, plate_rect) = (layout.seats[seat], layout.plate(seat));
        let mut chosen = None;
        let response = seat_plate(ui, plate_rect, ("bang-seat", seat), &plate, theme, lang);
        let v = &obs.seats[seat];
        let response = match v.character {
            Some(c) => response.on_hover_text(character_help(c, lang)),
            None => response,
        };
        if let Some(a) = seat_target
            && response.clicked()
        {
            chosen = Some(a);
        }
        // The Sheriff is told by the role badge every plate shows (the star over it covered it).
        // Cards in play as labelled chips, in the rows the seat's box keeps for them below the
        // plate: their text is set smaller where they would need more rows, down to the
        // smallest readable size.
        let titles: Vec<String> = v.in_play.iter().map(|&c| card_title(c, lang)).collect();
        let font = chip_font(ui.painter(), &titles, rect.width(), CHIP_ROWS, theme);
        let chip_h = font.size + 6.0;
        let mut x = rect.left();
        let mut y = plate_rect.bottom() + CHIP_GAP;
        for (&c, text) in v.in_play.iter().zip(titles) {
            let galley = ui
                .painter()
                .layout_no_wrap(text, font.clone(), theme.ink_black);
            let w = galley.size().x + CHIP_PADDING;
            if x + w > rect.right() && x > rect.left() {
                x = rect.left();
                y += CHIP_ROW;
            }
            let chip = Rect::from_min_size(Pos2::new(x, y), Vec2::new(w, chip_h));
            let target = in_play_targets
                .iter()
                .find(|(card, _)| *card == c)
                .map(|(_, a)| *a);
            let label = in_play_label(state, c, seat, human, lang);
            let r = clickable(
                ui,
                chip,
                ("bang-in-play", seat, c),
                &label,
                target.is_some(),
            )
            .on_hover_text(kind_help(kind(c), lang));
            let painter = ui.painter();
            painter.rect_filled(chip, 4.0, theme.card_face);
            painter.rect_filled(
                Rect::from_min_size(chip.min, Vec2::new(5.0, chip_h)),
                2.0,
                band_color(kind(c), theme),
            );
            let stroke = if target.is_some() {
                Stroke::new(theme.highlight_width, theme.legal)
            } else {
                Stroke::new(1.0, theme.card_border)
            };
            painter.rect_stroke(chip, 4.0, stroke, StrokeKind::Outside);
            painter.galley(
                Pos2::new(chip.left() + 9.0, chip.center().y - galley.size().y / 2.0),
                galley,
                theme.ink_black,
            );
            if let Some(a) = target
                && r.clicked()
            {
                chosen = Some(a);
            }
            x += w + CHIP_SPACING;
        }
        if table.reveal && seat != human {
            let hand = &state.seats[seat].hand;
            if !hand.is_empty() {
                let cards: Vec<String> = hand.iter().map(|&c| card_title(c, lang)).collect();
                let text = fill(
                    tr(Text::RevealedHand, lang),
                    &[&cards.join(lang.list_separator())],
                );
                let painter = ui.painter();
                let galley = line_break::painter_layout(
                    painter,
                    text,
                    font,
                    theme.text_on_table,
                    rect.width(),
                );
                painter.galley(
                    Pos2::new(rect.left(), y + chip_h + 4.0),
                    galley,
                    theme.text_on_table,
                );
            }
        }
        chosen
    }

    /// The human's hand.
    fn hand_ui(
        &mut self,
        ui: &mut Ui,
        layout: &Layout,
        obs: &Observation,
        table: &TableContext<'_, Self>,
    ) -> Option<Action> {
        let (theme, lang) = (table.theme, table.lang);
        let hand = &obs.hand;
        let hint_card = table.hint.as_ref().and_then(action_card);
        // A card still flying into the hand is drawn by its flight only, not twice.
        let arriving = |c: CardId| {
            let incoming = |m: &Motion| {
                matches!(*m, Motion::Fly { card: Some(x), to: Zone::Seat(p), .. }
                    if x == c && p == table.human)
            };
            table.anim.active(table.now).any(|(m, _)| incoming(m))
                || table.anim.pending(table.now).any(incoming)
        };
        let mut chosen = None;
        for (i, &c) in hand.iter().enumerate() {
            if arriving(c) {
                continue;
            }
            let uses: Vec<Action> = table
                .legal
                .iter()
                .filter(|a| action_card(a) == Some(c))
                .copied()
                .collect();
            let (usable, selected) = match &self.sid {
                Some(picked) => (
                    table.legal.iter().any(|a| {
                        matches!(a, Action::SidHeal { first, second } if *first == c || *second == c)
                    }),
                    picked.contains(&c),
                ),
                None => (!uses.is_empty(), self.selected == Some(c)),
            };
            let mut look = card_look(c, theme, lang);
            if selected {
                look.accessible = fill(tr(Text::Selected, lang), &[&look.accessible]);
            }
            let style = CardStyle {
                selected,
                legal: usable && !selected,
                hinted: hint_card == Some(c),
                dimmed: !table.legal.is_empty() && !usable,
                ..CardStyle::default()
            };
            let rect = layout.hand_card(i, hand.len());
            let response = card_widget(ui, rect, ("bang-hand", c), Some(&look), style, theme)
                .on_hover_text(kind_help(kind(c), lang));
            focus::hand_card(&response, i);
            if !response.clicked() || !(usable || selected) {
                continue;
            }
            ui.ctx().request_repaint();
            if let Some(picked) = &mut self.sid {
                if let Some(pos) = picked.iter().position(|&x| x == c) {
                    picked.remove(pos);
                } else {
                    picked.push(c);
                }
                if let [a, b] = picked[..] {
                    chosen = table.legal.iter().copied().find(|x| {
                        matches!(*x, Action::SidHeal { first, second }
                            if (first == a && second == b) || (first == b && second == a))
                    });
                    picked.clear();
                }
                continue;
            }
            if selected {
                self.selected = None;
                continue;
            }
            let needs_target = uses.iter().any(|a| {
                matches!(
                    a,
                    Action::Play {
                        target: Target::Player { .. } | Target::Hand { .. } | Target::InPlay { .. },
                        ..
                    }
                )
            });
            if needs_target {
                self.selected = Some(c);
            } else if let Some(&a) = uses.first() {
                chosen = Some(a);
            }
        }
        chosen
    }

    /// Buttons: End turn, Barrel, take the hit, phase-1 sources, Sid Ketchum, Cancel.
    fn controls_ui(
        &mut self,
        ui: &mut Ui,
        layout: &Layout,
        obs: &Observation,
        table: &TableContext<'_, Self>,
    ) -> Option<Action> {
        let (theme, lang, state, human) = (table.theme, table.lang, table.state, table.human);
        let mut buttons: Vec<(String, Option<Action>)> = Vec::new();
        for &a in table.legal {
            let label = match a {
                Action::DrawFrom { source } => draw_source_label(state, source, human, lang),
                Action::UseBarrel => tr(Text::ButtonBarrel, lang).to_owned(),
                Action::TakeHit => take_hit_label(obs.prompt, lang).to_owned(),
                Action::EndTurn => tr(Text::ButtonEndTurn, lang).to_owned(),
                _ => continue,
            };
            buttons.push((label, Some(a)));
        }
        let sid = table
            .legal
            .iter()
            .any(|a| matches!(a, Action::SidHeal { .. }));
        if sid && self.sid.is_none() {
            buttons.push((tr(Text::ButtonSid, lang).to_owned(), None));
        }
        if self.selected.is_some() || self.sid.is_some() {
            buttons.push((tr(Text::ButtonCancel, lang).to_owned(), None));
        }
        let mut x = layout.controls.left();
        let mut y = layout.controls.top();
        let font = FontId::proportional(theme.body_size);
        let mut chosen = None;
        for (label, action) in buttons {
            let w = ui
                .painter()
                .layout_no_wrap(label.clone(), font.clone(), theme.text)
                .size()
                .x
                + 28.0;
            // A row too long for the table (one "Take a card from …" per player) goes on in a
            // row above rather than past the table's edge.
            if x + w > layout.controls.right() && x > layout.controls.left() {
                x = layout.controls.left();
                y -= layout.controls.height() + 6.0;
            }
            let rect = Rect::from_min_size(Pos2::new(x, y), Vec2::new(w, layout.controls.height()));
            x += w + 10.0;
            let mut button = egui::Button::new(egui::RichText::new(&label).size(theme.body_size));
            if action.is_some() && action == table.hint {
                button = button.stroke(Stroke::new(theme.highlight_width, theme.hint));
            }
            if !ui.put(rect, button).clicked() {
                continue;
            }
            ui.ctx().request_repaint();
            match action {
                Some(a) => chosen = Some(a),
                None if label == tr(Text::ButtonSid, lang) => {
                    self.selected = None;
                    self.sid = Some(Vec::new());
                }
                None => self.reset_selection(),
            }
        }
        chosen
    }
}

impl GamePanel for BangPanel {
    type Game = State;
    type Aids = Aids;
    type Anim = Motion;
    const FACTS: &'static GameFacts = &super::info::FACTS;
    const CAN_SHOW_ALL: bool = true;
    const CHOOSE_FIRST_PLAYER: bool = false;

    fn guide() -> Option<crate::play::guide::GuideScript<State>> {
        Some(super::guide::script())
    }

    #[cfg(test)]
    fn crowded_position() -> Option<State> {
        Some(super::tests::crowded::position())
    }

    fn rules_ui(ui: &mut Ui, rules: &mut Rules, lang: Lang) {
        options::rules_ui(ui, rules, lang);
    }

    fn rules_text(lang: Lang) -> &'static str {
        match lang {
            Lang::Ja => include_str!("../../../assets/rules/bang.ja.md"),
            Lang::En => include_str!("../../../assets/rules/bang.en.md"),
        }
    }

    fn seat_name(&self, state: &State, seat: Player, human: Player, lang: Lang) -> String {
        if seat == human {
            Msg::You.tr(lang).to_owned()
        } else {
            seat_label(state, seat, human, lang)
        }
    }

    fn prompt(&self, state: &State, human: Player, lang: Lang) -> String {
        if state.decider() != Some(human) {
            return String::new();
        }
        let name = |p: Player| seat_label(state, p, human, lang);
        match state.prompt() {
            Prompt::Play { .. } => {
                if let Some(picked) = &self.sid {
                    fill(tr(Text::PromptSid, lang), &[&picked.len().to_string()])
                } else if let Some(c) = self.selected {
                    fill(tr(Text::PromptPlayTarget, lang), &[&card_name(c, lang)])
                } else {
                    tr(Text::PromptPlay, lang).to_owned()
                }
            }
            Prompt::Discard { excess, .. } => {
                fill(tr(Text::PromptDiscard, lang), &[&excess.to_string()])
            }
            Prompt::Shot {
                source,
                needed,
                barrels,
                ..
            } => fill(
                tr(
                    if barrels > 0 {
                        Text::PromptShotBarrel
                    } else {
                        Text::PromptShot
                    },
                    lang,
                ),
                &[&name(source), &needed.to_string()],
            ),
            Prompt::Duel { opponent, .. } => fill(tr(Text::PromptDuel, lang), &[&name(opponent)]),
            Prompt::Indians { source, .. } => fill(tr(Text::PromptIndians, lang), &[&name(source)]),
            Prompt::Dying { .. } => {
                if let Some(picked) = &self.sid {
                    fill(tr(Text::PromptSid, lang), &[&picked.len().to_string()])
                } else {
                    tr(Text::PromptDying, lang).to_owned()
                }
            }
            Prompt::GeneralStore { .. } => tr(Text::PromptStore, lang).to_owned(),
            Prompt::KitCarlson { .. } => tr(Text::PromptKit, lang).to_owned(),
            Prompt::LuckyDuke { kind, .. } => fill(
                tr(Text::PromptLucky, lang),
                &[super::text::check_name(kind, lang)],
            ),
            Prompt::DrawSource { .. } => tr(Text::PromptDrawSource, lang).to_owned(),
            Prompt::Character { .. } => tr(Text::PromptCharacter, lang).to_owned(),
            Prompt::Chance | Prompt::Over => String::new(),
        }
    }

    fn table_ui(&mut self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<Action> {
        let (state, human) = (table.state, table.human);
        if state.choosing_characters() {
            return character_choice::show(ui, ui.max_rect(), table);
        }
        let mut obs = state.observation(human);
        if table.reveal {
            // A finished game's review, on request: every role face up.
            for (view, seat) in obs.seats.iter_mut().zip(&state.seats) {
                view.role = Some(seat.role);
            }
        }
        let n = obs.seats.len();
        let layout = Layout::new(ui.max_rect(), n, human);
        // A selection that no longer fits the legal actions is dropped.
        if let Some(c) = self.selected
            && !table
                .legal
                .iter()
                .any(|a| matches!(a, Action::Play { card, .. } if *card == c))
        {
            self.selected = None;
        }
        if self.sid.is_some()
            && !table
                .legal
                .iter()
                .any(|a| matches!(a, Action::SidHeal { .. }))
        {
            self.sid = None;
        }
        // Targets of the selected card.
        let mut seat_targets: Vec<Option<Action>> = vec![None; n];
        let mut in_play_targets: Vec<Vec<(CardId, Action)>> = vec![Vec::new(); n];
        if let Some(c) = self.selected {
            for &a in table.legal {
                if let Action::Play { card, target } = a
                    && card == c
                {
                    match target {
                        Target::Player { player } | Target::Hand { player } => {
                            if let Some(slot) = seat_targets.get_mut(player) {
                                *slot = Some(a);
                            }
                        }
                        Target::InPlay { player, card } => {
                            if let Some(list) = in_play_targets.get_mut(player) {
                                list.push((card, a));
                            }
                        }
                        Target::Nobody => {}
                    }
                }
            }
        }
        self.draw_piles(ui, &layout, &obs, table);
        let mut chosen = self.choice_ui(ui, &layout, &obs, table);
        for seat in 0..n {
            if let Some(a) = self.seat_ui(
                ui,
                &layout,
                seat,
                &obs,
                table,
                seat_targets[seat],
                &in_play_targets[seat],
            ) {
                chosen = Some(a);
            }
        }
        if let Some(a) = self.hand_ui(ui, &layout, &obs, table) {
            chosen = Some(a);
        }
        if !table.legal.is_empty()
            && let Some(a) = self.controls_ui(ui, &layout, &obs, table)
        {
            chosen = Some(a);
        }
        motion::draw(ui, &layout, table);
        if chosen.is_some() {
            self.reset_selection();
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

    fn describe_action(&self, state: &State, action: Action, lang: Lang) -> String {
        log::describe_action(state, action, lang)
    }

    fn animate(
        &mut self,
        events: &[Event],
        state: &State,
        human: Player,
        anim: &mut Animations<Motion>,
        now: f64,
    ) {
        motion::queue(events, state, human, anim, now);
    }

    fn reveals_hidden(&self, events: &[Event], human: Player) -> bool {
        events.iter().any(|e| match e {
            Event::Drew { .. }
            | Event::Check { .. }
            | Event::Took { .. }
            | Event::StorePicked { .. }
            | Event::StoreRevealed { .. }
            | Event::Reshuffled { .. }
            | Event::Eliminated { .. } => true,
            // Another seat that loses a life without a choice had nothing to avoid it with.
            Event::Played { player, .. }
            | Event::Responded { player, .. }
            | Event::Discarded { player, .. }
            | Event::LifeLost { player, .. } => *player != human,
            _ => false,
        })
    }

    fn reset_selection(&mut self) {
        self.selected = None;
        self.sid = None;
    }

    fn has_selection(&self) -> bool {
        self.selected.is_some() || self.sid.is_some()
    }

    fn summary(&self, state: &State, human: Player, lang: Lang) -> GameSummary {
        let headline = result_headline(state, human);
        let mut details = Vec::new();
        if let Some(side) = state.winner() {
            details.push(fill(
                tr(Text::SummaryWinner, lang),
                &[side_text(side, lang)],
            ));
        }
        for (p, s) in state.seats().iter().enumerate() {
            let fate = tr(
                if s.alive {
                    Text::SummaryAlive
                } else {
                    Text::SummaryDead
                },
                lang,
            );
            let role = role_name(s.role, lang);
            let character = character_name(s.character, lang);
            // The others are named by their characters: say the name once.
            details.push(if p == human {
                fill(
                    tr(Text::SummaryRole, lang),
                    &[tr(Text::You, lang), character, role, fate],
                )
            } else {
                fill(tr(Text::SummaryRoleOther, lang), &[character, role, fate])
            });
        }
        GameSummary {
            headline: headline.tr(lang).to_owned(),
            details,
        }
    }

    fn game_over_ui(&mut self, ui: &mut Ui, state: &State, human: Player, lang: Lang) {
        beliefs::show(ui, state, human, lang, &Theme::of(ui.ctx()));
    }
}
