//! The En Garde table: the 23-space piste with both fencers, the score track, the pile, the
//! played cards and a pending attack, the opponent's hidden hand and the human's cards. The
//! human selects cards; buttons offer exactly the legal actions for that selection.

use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, Ui, Vec2};
use serde::{Deserialize, Serialize};

use super::{
    actions::{Action, Event, RoundEnd},
    cards::Cards,
    rules::{BasicLastChance, LastCardRetreat, Level, ParryMatch, Rules},
    state::{PISTE, Phase, State},
    text::{Text, tr},
};
use crate::{
    engine::Player,
    games::GameInfo,
    i18n::{Lang, Msg, fill},
    ui::{
        anim::{Animations, ease_in_out, flight_rect},
        panel::{GamePanel, GameSummary, TableContext},
        table_screen::{option_checkbox, option_choice},
        theme::Theme,
        widgets::{
            CardCenter, CardLook, CardStyle, card, paint_card, paint_empty_slot, paint_score_track,
        },
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

/// Where a card flies from or to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// A seat's hand.
    Hand(Player),
    /// The pending attack in the middle.
    Table,
    /// The played cards.
    Discard,
    /// The draw pile.
    Pile,
}

/// Something moving on the table.
#[derive(Clone, Debug)]
pub enum Motion {
    /// A fencer sliding between spaces.
    Slide {
        /// Which fencer.
        player: Player,
        /// From space.
        from: u8,
        /// To space.
        to: u8,
    },
    /// A card flying (`value` 0: face down).
    Fly {
        /// Value or 0.
        value: u8,
        /// From.
        from: Zone,
        /// To.
        to: Zone,
    },
    /// A fencer lunging at the other.
    Lunge {
        /// Who.
        player: Player,
    },
    /// A touch: the hit fencer flashes.
    Touch {
        /// Who was hit.
        player: Player,
    },
    /// The round's result across the piste.
    Banner {
        /// Winner.
        winner: Option<Player>,
        /// Why.
        reason: RoundEnd,
    },
}

/// Table geometry for an area (pure).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The area.
    pub area: Rect,
    /// The score track.
    pub score: Rect,
    /// The piste.
    pub piste: Rect,
    /// Width of one space.
    pub space: f32,
    /// The draw pile.
    pub pile: Rect,
    /// The played cards.
    pub discard: Rect,
    /// A pending attack.
    pub table: Rect,
    /// The opponent's hand.
    pub their_hand: Rect,
    /// The action buttons.
    pub buttons: Rect,
    /// The human's hand.
    pub own_hand: Rect,
    /// Size of a hand card.
    pub card: Vec2,
    /// Size of a table card.
    pub small: Vec2,
}

impl Layout {
    /// The layout for `area`.
    pub fn new(area: Rect) -> Self {
        let pad = 14.0;
        let w = area.width();
        let h = area.height();
        let score = Rect::from_min_size(
            area.min + Vec2::splat(pad),
            Vec2::new((w * 0.45).min(420.0), 40.0),
        );
        let space = (w - 2.0 * pad) / f32::from(PISTE);
        let piste_h = (space * 1.1).clamp(28.0, 52.0);
        let piste_y = area.top() + h * 0.36;
        let piste = Rect::from_min_size(
            Pos2::new(area.left() + pad, piste_y),
            Vec2::new(space * f32::from(PISTE), piste_h),
        );
        let card_h = (h * 0.22).clamp(90.0, 170.0);
        let card = Vec2::new(card_h * 0.69, card_h);
        let small = card * 0.62;
        let own_hand = Rect::from_min_max(
            Pos2::new(area.left() + pad, area.bottom() - card_h - pad),
            Pos2::new(area.right() - pad, area.bottom() - pad),
        );
        let buttons = Rect::from_min_max(
            Pos2::new(area.left() + pad, own_hand.top() - 62.0),
            Pos2::new(area.right() - pad, own_hand.top() - 24.0),
        );
        let middle_y = (piste.bottom() + buttons.top()) / 2.0 + 6.0;
        let pile = Rect::from_center_size(Pos2::new(area.left() + pad + small.x, middle_y), small);
        let discard =
            Rect::from_center_size(Pos2::new(area.right() - pad - small.x, middle_y), small);
        let table = Rect::from_center_size(
            Pos2::new(area.center().x, middle_y),
            Vec2::new(small.x * 3.0, small.y),
        );
        let their_hand = Rect::from_min_max(
            Pos2::new(area.right() - pad - small.x * 3.2, area.top() + pad),
            Pos2::new(area.right() - pad, area.top() + pad + small.y * 0.8),
        );
        Self {
            area,
            score,
            piste,
            space,
            pile,
            discard,
            table,
            their_hand,
            buttons,
            own_hand,
            card,
            small,
        }
    }

    /// The rectangle of a space (1–23).
    pub fn space_rect(&self, space: u8) -> Rect {
        let i = f32::from(space.clamp(1, PISTE) - 1);
        Rect::from_min_size(
            Pos2::new(self.piste.left() + i * self.space, self.piste.top()),
            Vec2::new(self.space, self.piste.height()),
        )
    }

    /// Where a fencer standing on `space` (fractional while sliding) has its feet.
    pub fn feet(&self, space: f32) -> Pos2 {
        Pos2::new(
            self.piste.left() + (space - 0.5) * self.space,
            self.piste.top() + 2.0,
        )
    }

    /// The rectangle of card `i` of `n` in the human's hand.
    pub fn hand_card(&self, i: usize, n: usize) -> Rect {
        let gap = self.card.x * 0.12;
        let total = n as f32 * self.card.x + (n.saturating_sub(1)) as f32 * gap;
        let left = self.own_hand.center().x - total / 2.0;
        Rect::from_min_size(
            Pos2::new(left + i as f32 * (self.card.x + gap), self.own_hand.top()),
            self.card,
        )
    }

    /// Where a zone is, for flying cards.
    pub fn zone(&self, zone: Zone, human: Player) -> Rect {
        match zone {
            Zone::Hand(p) if p == human => {
                Rect::from_center_size(self.own_hand.center(), self.card)
            }
            Zone::Hand(_) => Rect::from_center_size(self.their_hand.center(), self.small),
            Zone::Table => Rect::from_center_size(self.table.center(), self.small),
            Zone::Discard => self.discard,
            Zone::Pile => self.pile,
        }
    }
}

/// The En Garde panel.
#[derive(Default)]
pub struct EnGardePanel {
    /// Selected cards of the hand, by index into the sorted hand.
    selected: Vec<usize>,
    hovered: Option<Action>,
}

fn value_color(value: u8, theme: &Theme) -> Color32 {
    theme.seat(usize::from(value.saturating_sub(1)) + 2)
}

fn look(value: u8, theme: &Theme) -> CardLook {
    CardLook {
        corner: value.to_string(),
        corner_sub: String::new(),
        suit: None,
        ink: theme.ink_black,
        center: CardCenter::Big(value.to_string()),
        title: None,
        band: Some(value_color(value, theme)),
        accessible: value.to_string(),
    }
}

/// Cards as text, e.g. "4-4".
fn cards_text(cards: &Cards) -> String {
    let v: Vec<String> = cards.to_vec().iter().map(ToString::to_string).collect();
    v.join("-")
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
        Action::Accept | Action::Deal { .. } => Cards::EMPTY,
    }
}

fn seat_name(seat: Player, human: Player, lang: Lang) -> &'static str {
    if seat == human {
        Msg::You.tr(lang)
    } else {
        Msg::Computer.tr(lang)
    }
}

fn reason_text(reason: RoundEnd, lang: Lang) -> &'static str {
    tr(
        match reason {
            RoundEnd::Hit => Text::ReasonHit,
            RoundEnd::Stuck => Text::ReasonStuck,
            RoundEnd::LastChance => Text::ReasonLastChance,
            RoundEnd::HandCount => Text::ReasonHandCount,
            RoundEnd::Position => Text::ReasonPosition,
            RoundEnd::LastCardRetreat => Text::ReasonRetreat,
            RoundEnd::Draw => Text::ReasonDraw,
        },
        lang,
    )
}

/// How a fencer is drawn.
struct Fencer {
    /// The white fencer (else black).
    white: bool,
    /// Facing the right-hand end of the piste.
    facing_right: bool,
    /// Lunge extension 0..1.
    lunge: f32,
    /// Just hit.
    flash: bool,
}

/// Draws a fencer with its blade pointing at the opponent.
fn paint_fencer(painter: &egui::Painter, feet: Pos2, height: f32, fencer: &Fencer, theme: &Theme) {
    let Fencer {
        white,
        facing_right,
        lunge,
        flash,
    } = *fencer;
    let (body, edge) = if white {
        (theme.piece_light, theme.piece_dark)
    } else {
        (theme.piece_dark, theme.piece_light)
    };
    let dir = if facing_right { 1.0 } else { -1.0 };
    let feet = feet + Vec2::new(dir * lunge * height * 0.25, 0.0);
    let head = feet + Vec2::new(0.0, -height * 0.86);
    let hip = feet + Vec2::new(0.0, -height * 0.42);
    let shoulder = feet + Vec2::new(0.0, -height * 0.7);
    let width = (height * 0.09).max(2.5);
    let stroke = Stroke::new(width, edge);
    let fill = Stroke::new(width * 0.6, body);
    let legs = [
        (hip, feet + Vec2::new(-height * 0.16 * dir, 0.0)),
        (hip, feet + Vec2::new(height * 0.2 * dir, 0.0)),
    ];
    for (a, b) in legs {
        painter.line_segment([a, b], stroke);
        painter.line_segment([a, b], fill);
    }
    painter.line_segment([hip, shoulder], Stroke::new(width * 1.8, edge));
    painter.line_segment([hip, shoulder], Stroke::new(width * 1.1, body));
    let hand = shoulder + Vec2::new(height * 0.24 * dir, height * 0.05);
    painter.line_segment([shoulder, hand], stroke);
    // The blade.
    let tip = hand + Vec2::new(height * (0.55 + lunge * 0.2) * dir, -height * 0.06);
    painter.line_segment(
        [hand, tip],
        Stroke::new((width * 0.5).max(1.5), theme.metal),
    );
    painter.circle(head, height * 0.11, body, Stroke::new(width * 0.6, edge));
    if flash {
        painter.circle_stroke(head, height * 0.3, Stroke::new(4.0, theme.danger));
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

    /// Where a fencer is drawn, following slides that play or wait.
    fn fencer_space(table: &TableContext<'_, Self>, player: Player) -> f32 {
        for (m, t) in table.anim.active(table.now) {
            if let Motion::Slide {
                player: p,
                from,
                to,
            } = m
                && *p == player
            {
                return f32::from(*from) + (f32::from(*to) - f32::from(*from)) * ease_in_out(t);
            }
        }
        for m in table.anim.pending(table.now) {
            if let Motion::Slide {
                player: p, from, ..
            } = m
                && *p == player
            {
                return f32::from(*from);
            }
        }
        f32::from(table.state.positions()[player])
    }

    fn draw_static(&self, ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>) {
        let theme = table.theme;
        let lang = table.lang;
        let state = table.state;
        let painter = ui.painter();
        // Score track and round.
        paint_score_track(
            painter,
            layout.score,
            5,
            &[
                (theme.piece_light, u32::from(state.scores()[0])),
                (theme.piece_dark, u32::from(state.scores()[1])),
            ],
            theme,
        );
        painter.text(
            Pos2::new(layout.score.right() + 12.0, layout.score.center().y),
            Align2::LEFT_CENTER,
            fill(tr(Text::Round, lang), &[&state.round().to_string()]),
            FontId::proportional(theme.body_size),
            theme.text_on_table,
        );
        // The piste.
        let highlight = self
            .hovered
            .and_then(|a| destination(state, table.human, a));
        for space in 1..=PISTE {
            let r = layout.space_rect(space).shrink(1.0);
            let fill = if highlight == Some(space) {
                theme.legal.gamma_multiply(0.7)
            } else if space == 1 || space == PISTE {
                theme.table_edge
            } else if space % 2 == 0 {
                theme.table_zone
            } else {
                theme.table.gamma_multiply(1.2)
            };
            painter.rect_filled(r, 3.0, fill);
            painter.text(
                Pos2::new(r.center().x, r.bottom() - 3.0),
                Align2::CENTER_BOTTOM,
                space.to_string(),
                FontId::proportional((layout.space * 0.36).clamp(9.0, 14.0)),
                theme.text_on_table.gamma_multiply(0.6),
            );
        }
        // Distance label between the fencers.
        let d = state.distance();
        let mid = (layout.feet(f32::from(state.positions()[0])).x
            + layout.feet(f32::from(state.positions()[1])).x)
            / 2.0;
        painter.text(
            Pos2::new(mid, layout.piste.bottom() + 14.0),
            Align2::CENTER_TOP,
            fill(tr(Text::Distance, lang), &[&d.to_string()]),
            FontId::proportional(theme.body_size),
            theme.text_on_table,
        );
        // Pile, discards.
        if state.pile() > 0 {
            paint_card(painter, layout.pile, None, CardStyle::default(), theme);
        } else {
            paint_empty_slot(painter, layout.pile, theme);
        }
        painter.text(
            layout.pile.center_bottom() + Vec2::new(0.0, 4.0),
            Align2::CENTER_TOP,
            fill(tr(Text::Pile, lang), &[&state.pile().to_string()]),
            FontId::proportional(theme.small_size),
            theme.text_on_table,
        );
        let discards = state.discards();
        if discards.is_empty() {
            paint_empty_slot(painter, layout.discard, theme);
        } else {
            // A face-down stack: the seed keeps played cards hidden, memory is allowed.
            paint_card(
                painter,
                layout.discard,
                None,
                CardStyle {
                    dimmed: true,
                    ..CardStyle::default()
                },
                theme,
            );
            painter.text(
                layout.discard.center(),
                Align2::CENTER_CENTER,
                discards.len().to_string(),
                FontId::proportional(theme.heading_size),
                theme.text_on_table,
            );
        }
        painter.text(
            layout.discard.center_bottom() + Vec2::new(0.0, 4.0),
            Align2::CENTER_TOP,
            tr(Text::Discards, lang),
            FontId::proportional(theme.small_size),
            theme.text_on_table,
        );
        // The opponent's hand, face down.
        let theirs = state.hand(1 - table.human).len();
        for i in 0..theirs {
            let r = Rect::from_min_size(
                layout.their_hand.min + Vec2::new(f32::from(i) * layout.small.x * 0.45, 0.0),
                layout.small * 0.8,
            );
            paint_card(painter, r, None, CardStyle::default(), theme);
        }
        // The pending attack.
        let on_table = state.table().to_vec();
        for (i, v) in on_table.iter().enumerate() {
            let x = layout.table.center().x
                + (i as f32 - (on_table.len() as f32 - 1.0) / 2.0) * layout.small.x * 0.8;
            let r = Rect::from_center_size(Pos2::new(x, layout.table.center().y), layout.small);
            paint_card(
                painter,
                r,
                Some(&look(*v, theme)),
                CardStyle::default(),
                theme,
            );
        }
        // Unseen counter aid.
        if table.aids.unseen {
            let obs = state.observation(table.human);
            let counts = obs.unseen_by_value();
            let text: Vec<String> = (1..=5).map(|v| format!("{v}:{}", counts[v - 1])).collect();
            painter.text(
                Pos2::new(layout.area.center().x, layout.score.bottom() + 14.0),
                Align2::CENTER_TOP,
                format!("{}  {}", tr(Text::Unseen, lang), text.join("  ")),
                FontId::proportional(theme.body_size),
                theme.text_on_table,
            );
        }
    }
}

/// The space a move or advance lands the human's fencer on.
fn destination(state: &State, human: Player, action: Action) -> Option<u8> {
    let pos = state.positions()[human];
    let forward = |n: u8| if human == 0 { pos + n } else { pos - n };
    let back = |n: u8| if human == 0 { pos - n } else { pos + n };
    match action {
        Action::Move {
            card,
            forward: true,
        }
        | Action::AdvanceAttack { step: card, .. } => Some(forward(card)),
        Action::Move {
            card,
            forward: false,
        }
        | Action::Retreat { card } => Some(back(card)),
        Action::Attack { .. } => Some(state.positions()[1 - human]),
        _ => None,
    }
}

impl GamePanel for EnGardePanel {
    type Game = State;
    type Aids = Aids;
    type Anim = Motion;
    const INFO: &'static GameInfo = &super::info::INFO;

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
        ui.checkbox(&mut aids.unseen, tr(Text::AidUnseen, lang));
        ui.checkbox(&mut aids.sure_hit, tr(Text::AidSureHit, lang));
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
        let theme = table.theme;
        let lang = table.lang;
        let state = table.state;
        self.draw_static(ui, &layout, table);

        // Fencers.
        let touched = table.anim.active(table.now).find_map(|(m, _)| match m {
            Motion::Touch { player } => Some(*player),
            _ => None,
        });
        let lunging = table.anim.active(table.now).find_map(|(m, t)| match m {
            Motion::Lunge { player } => Some((*player, (t * std::f32::consts::PI).sin())),
            _ => None,
        });
        let height = (layout.piste.top() - layout.score.bottom() - 40.0).clamp(40.0, 115.0);
        for player in 0..2 {
            let feet = layout.feet(Self::fencer_space(table, player));
            let lunge = lunging
                .filter(|(p, _)| *p == player)
                .map_or(0.0, |(_, l)| l);
            let fencer = Fencer {
                white: player == 0,
                facing_right: player == 0,
                lunge,
                flash: touched == Some(player),
            };
            paint_fencer(ui.painter(), feet, height, &fencer, theme);
        }

        // The human's hand and the actions of the selection.
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
            };
            if card(
                ui,
                layout.hand_card(i, values.len()),
                ("hand", i),
                Some(&l),
                style,
                theme,
            )
            .clicked()
            {
                if selected {
                    self.selected.retain(|&s| s != i);
                } else {
                    self.selected.push(i);
                }
            }
        }

        let mut chosen = None;
        self.hovered = None;
        if interactive {
            let mut offered: Vec<Action> = table
                .legal
                .iter()
                .copied()
                .filter(|a| !selection.is_empty() && cards_of(*a) == selection)
                .collect();
            if matches!(state.phase(), Phase::Defend(_)) && table.legal.contains(&Action::Accept) {
                offered.push(Action::Accept);
            }
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

        // Flying cards and the round banner.
        for (motion, t) in table.anim.active(table.now) {
            match motion {
                Motion::Fly { value, from, to } => {
                    let r = flight_rect(
                        layout.zone(*from, table.human),
                        layout.zone(*to, table.human),
                        t,
                    );
                    let face = (*value > 0).then(|| look(*value, theme));
                    paint_card(ui.painter(), r, face.as_ref(), CardStyle::default(), theme);
                }
                Motion::Banner { winner, reason } => {
                    let key = match winner {
                        Some(w) if *w == table.human => Text::BannerRoundWin,
                        Some(_) => Text::BannerRoundLoss,
                        None => Text::BannerRoundDraw,
                    };
                    let band = Rect::from_center_size(
                        layout.table.center() - Vec2::new(0.0, layout.small.y * 0.7),
                        Vec2::new(layout.area.width() * 0.6, 64.0),
                    );
                    ui.painter().rect_filled(
                        band,
                        theme.panel_radius,
                        theme.shadow.gamma_multiply(2.5),
                    );
                    ui.painter().text(
                        band.center(),
                        Align2::CENTER_CENTER,
                        format!("{} — {}", tr(key, lang), reason_text(*reason, lang)),
                        FontId::proportional(theme.heading_size),
                        theme.text_on_table,
                    );
                }
                _ => {}
            }
        }
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
        let name = |p: Player| seat_name(p, human, lang);
        Some(match event {
            Event::RoundStarted { round, starter } => fill(
                tr(Text::LogRound, lang),
                &[&round.to_string(), name(*starter)],
            ),
            Event::Drew { player, cards, .. } if *player == human => {
                let list: Vec<String> = cards.iter().map(ToString::to_string).collect();
                fill(tr(Text::LogDrewOwn, lang), &[&list.join(", ")])
            }
            Event::Drew { player, cards, .. } => fill(
                tr(Text::LogDrewOther, lang),
                &[name(*player), &cards.len().to_string()],
            ),
            Event::Moved {
                player,
                card,
                from,
                to,
            } => {
                let forward = (to > from) == (*player == 0);
                let dir = tr(
                    if forward {
                        Text::Forward
                    } else {
                        Text::Backward
                    },
                    lang,
                );
                fill(
                    tr(Text::LogMoved, lang),
                    &[
                        name(*player),
                        dir,
                        &card.to_string(),
                        &from.to_string(),
                        &to.to_string(),
                    ],
                )
            }
            Event::Attacked {
                player,
                value,
                count,
                advance,
            } => {
                let cards = cards_text(&Cards::of(*value, *count));
                match advance {
                    Some((step, _, _)) => fill(
                        tr(Text::LogAdvanceAttacked, lang),
                        &[name(*player), &step.to_string(), &cards],
                    ),
                    None => fill(tr(Text::LogAttacked, lang), &[name(*player), &cards]),
                }
            }
            Event::Parried { player, cards } => fill(
                tr(Text::LogParried, lang),
                &[name(*player), &cards_text(cards)],
            ),
            Event::Retreated {
                player,
                card,
                from,
                to,
            } => fill(
                tr(Text::LogRetreated, lang),
                &[
                    name(*player),
                    &card.to_string(),
                    &from.to_string(),
                    &to.to_string(),
                ],
            ),
            Event::Hit {
                attacker,
                undefendable,
            } => {
                if *undefendable {
                    tr(Text::LogHitUndefendable, lang).to_owned()
                } else {
                    fill(tr(Text::LogHit, lang), &[name(1 - attacker)])
                }
            }
            Event::Stuck { player } => fill(tr(Text::LogStuck, lang), &[name(*player)]),
            Event::PileEmpty => tr(Text::LogPileEmpty, lang).to_owned(),
            Event::LastChance {
                player,
                attacked: Some(v),
            } => fill(
                tr(Text::LogLastChanceAttack, lang),
                &[name(*player), &v.to_string()],
            ),
            Event::LastChance {
                player,
                attacked: None,
            } => fill(tr(Text::LogLastChanceNone, lang), &[name(*player)]),
            Event::HandsShown { distance, hands } => fill(
                tr(Text::LogHands, lang),
                &[
                    &distance.to_string(),
                    &cards_text(&hands[human]),
                    &cards_text(&hands[1 - human]),
                ],
            ),
            Event::PositionCheck { travelled } => fill(
                tr(Text::LogPosition, lang),
                &[
                    &travelled[human].to_string(),
                    &travelled[1 - human].to_string(),
                ],
            ),
            Event::RoundOver {
                winner: Some(w),
                reason,
                scores,
            } => fill(
                tr(Text::LogRoundWon, lang),
                &[
                    name(*w),
                    reason_text(*reason, lang),
                    &scores[human].to_string(),
                    &scores[1 - human].to_string(),
                ],
            ),
            Event::RoundOver {
                winner: None,
                scores,
                ..
            } => fill(
                tr(Text::LogRoundDrawn, lang),
                &[&scores[human].to_string(), &scores[1 - human].to_string()],
            ),
            Event::MatchOver { winner } => fill(tr(Text::LogMatch, lang), &[name(*winner)]),
        })
    }

    fn describe_action(&self, _state: &State, action: Action, lang: Lang) -> String {
        match action {
            Action::Move {
                card,
                forward: true,
            } => fill(tr(Text::ActionAdvance, lang), &[&card.to_string()]),
            Action::Move {
                card,
                forward: false,
            } => fill(tr(Text::ActionBack, lang), &[&card.to_string()]),
            Action::Attack { value, count } => fill(
                tr(Text::ActionAttack, lang),
                &[&cards_text(&Cards::of(value, count))],
            ),
            Action::AdvanceAttack { step, value, count } => fill(
                tr(Text::ActionAdvanceAttack, lang),
                &[&step.to_string(), &cards_text(&Cards::of(value, count))],
            ),
            Action::Parry { cards } => fill(tr(Text::ActionParry, lang), &[&cards_text(&cards)]),
            Action::Retreat { card } => fill(tr(Text::ActionRetreat, lang), &[&card.to_string()]),
            Action::Accept => tr(Text::ActionAccept, lang).to_owned(),
            Action::Deal { .. } => String::new(),
        }
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
            match event {
                Event::Moved {
                    player,
                    card,
                    from,
                    to,
                } => {
                    let slow = if *player == human { 0.25 } else { 0.45 };
                    anim.push(
                        now,
                        Motion::Slide {
                            player: *player,
                            from: *from,
                            to: *to,
                        },
                        slow,
                    );
                    if *player != human {
                        anim.push_parallel(
                            now,
                            Motion::Fly {
                                value: *card,
                                from: Zone::Hand(*player),
                                to: Zone::Discard,
                            },
                            slow,
                        );
                    }
                }
                Event::Attacked {
                    player,
                    value,
                    count,
                    advance,
                } => {
                    if let Some((step, from, to)) = advance {
                        anim.push(
                            now,
                            Motion::Slide {
                                player: *player,
                                from: *from,
                                to: *to,
                            },
                            0.35,
                        );
                        if *player != human {
                            anim.push_parallel(
                                now,
                                Motion::Fly {
                                    value: *step,
                                    from: Zone::Hand(*player),
                                    to: Zone::Discard,
                                },
                                0.35,
                            );
                        }
                    }
                    for _ in 0..*count {
                        anim.push(
                            now,
                            Motion::Fly {
                                value: *value,
                                from: Zone::Hand(*player),
                                to: Zone::Table,
                            },
                            0.22,
                        );
                    }
                    anim.push_parallel(now, Motion::Lunge { player: *player }, 0.4);
                }
                Event::Parried { player, cards } => {
                    for v in cards.to_vec() {
                        anim.push(
                            now,
                            Motion::Fly {
                                value: v,
                                from: Zone::Hand(*player),
                                to: Zone::Table,
                            },
                            0.22,
                        );
                    }
                    anim.pause(now, 0.3);
                }
                Event::Retreated {
                    player, from, to, ..
                } => {
                    anim.push(
                        now,
                        Motion::Slide {
                            player: *player,
                            from: *from,
                            to: *to,
                        },
                        0.4,
                    );
                }
                Event::Hit { attacker, .. } => anim.push(
                    now,
                    Motion::Touch {
                        player: 1 - attacker,
                    },
                    0.6,
                ),
                Event::Drew { player, cards, .. } => {
                    let shown = |v: u8| if *player == human { v } else { 0 };
                    for (i, v) in cards.iter().enumerate() {
                        let what = Motion::Fly {
                            value: shown(*v),
                            from: Zone::Pile,
                            to: Zone::Hand(*player),
                        };
                        if i == 0 {
                            anim.push(now, what, 0.22);
                        } else {
                            anim.push_parallel(now, what, 0.22 + 0.05 * i as f32);
                        }
                    }
                }
                Event::RoundOver { winner, reason, .. } => anim.push(
                    now,
                    Motion::Banner {
                        winner: *winner,
                        reason: *reason,
                    },
                    2.2,
                ),
                _ => {}
            }
        }
    }

    fn reveals_hidden(&self, events: &[Event], human: Player) -> bool {
        events.iter().any(|e| match e {
            Event::Drew { player, .. } => *player == human,
            Event::RoundStarted { .. } | Event::HandsShown { .. } => true,
            _ => false,
        })
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
    fn the_layout_fits_from_small_to_large_windows() {
        for size in [
            Vec2::new(760.0, 560.0),
            Vec2::new(1000.0, 690.0),
            Vec2::new(1900.0, 1000.0),
        ] {
            let l = Layout::new(Rect::from_min_size(Pos2::ZERO, size));
            assert!(l.area.contains_rect(l.piste), "{size:?}");
            assert!(l.area.contains_rect(l.own_hand.shrink(0.5)));
            assert!(l.buttons.bottom() <= l.own_hand.top());
            assert!(
                l.pile.bottom() < l.buttons.top() && l.discard.bottom() < l.buttons.top(),
                "{size:?}"
            );
            assert!(l.piste.bottom() < l.table.top());
            assert!(l.hand_card(4, 5).right() <= l.area.right());
            assert_eq!(l.space_rect(1).left(), l.piste.left());
            assert!((l.space_rect(PISTE).right() - l.piste.right()).abs() < 0.01);
        }
    }

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
            destination(
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
            destination(
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
