//! A small two-player card game (tests only) that exercises the whole table kit and proves that
//! a game is one folder plus one registry line: it is registered like the others: hidden hands,
//! drawing (which blocks undo), a computer opponent, hints, saving and resuming, game over.
//!
//! Rules: cards 1–9, two of each, three in hand. On your turn play a card (its value adds to
//! your score, then you draw) or knock (nothing happens). The first to reach the target wins;
//! two knocks in a row, or no cards left, end the game and the higher score wins.

#[cfg(test)]
mod coverage;
#[cfg(test)]
mod deal_tests;
#[cfg(test)]
mod keys_tests;
#[cfg(test)]
mod kit_tests;
#[cfg(test)]
mod practice_tests;

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    ops::RangeInclusive,
};

use egui::{Align2, FontId, Pos2, Rect, Ui, Vec2};
use rand::seq::SliceRandom as _;
use serde::{Deserialize, Serialize};

use crate::{
    engine::{
        Bot, Game, GameDef, GameRng, IllegalAction, Player, RandomBot, Strength, Turn,
        search::{IsmctsBot, IsmctsConfig, UniformRollouts},
    },
    i18n::Lang,
    play::{GameFacts, TableRules},
    ui::{
        anim::{Animations, flight_rect},
        panel::{GamePanel, TableContext},
        table_screen::option_checkbox,
        widgets::{CardLook, CardStyle, card, clickable, paint_card, paint_score_track},
    },
};

/// Demo rule options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DemoRules {
    /// Score that wins.
    pub target: u32,
    /// Knocking allowed.
    pub knocking: bool,
}

impl Default for DemoRules {
    fn default() -> Self {
        Self {
            target: 15,
            knocking: true,
        }
    }
}

/// Demo aids.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DemoAids {
    /// Show how many cards are left in the deck.
    pub deck_count: bool,
}

/// The demo game's state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DemoGame {
    rules_target: u32,
    knocking: bool,
    /// Hands (hidden from the other seat).
    pub hands: [Vec<u8>; 2],
    deck: Vec<u8>,
    /// Scores.
    pub scores: [u32; 2],
    next: Player,
    knocks: u8,
    over: bool,
}

/// A demo decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DemoAction {
    /// Play a card of this value.
    Play {
        /// The value.
        card: u8,
    },
    /// Pass.
    Knock,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DemoEvent {
    /// A card was played.
    Played {
        /// By whom.
        seat: Player,
        /// Which.
        card: u8,
    },
    /// A card was drawn.
    Drew {
        /// By whom.
        seat: Player,
        /// Which.
        card: u8,
    },
    /// A knock.
    Knocked {
        /// By whom.
        seat: Player,
    },
    /// The game ended.
    Ended {
        /// The winner (`None`: a draw).
        winner: Option<Player>,
    },
}

impl DemoGame {
    fn apply_inner(&mut self, action: DemoAction, events: &mut Vec<DemoEvent>) {
        let seat = self.next;
        match action {
            DemoAction::Play { card } => {
                if let Some(i) = self.hands[seat].iter().position(|&c| c == card) {
                    self.hands[seat].remove(i);
                }
                self.scores[seat] += u32::from(card);
                events.push(DemoEvent::Played { seat, card });
                if let Some(drawn) = self.deck.pop() {
                    self.hands[seat].push(drawn);
                    events.push(DemoEvent::Drew { seat, card: drawn });
                }
                self.knocks = 0;
            }
            DemoAction::Knock => {
                self.knocks += 1;
                events.push(DemoEvent::Knocked { seat });
            }
        }
        self.next = 1 - seat;
        let reached = self.scores.iter().any(|&s| s >= self.rules_target);
        let stuck = self.hands[self.next].is_empty() && !self.knocking;
        if reached || self.knocks >= 2 || stuck || self.hands.iter().all(Vec::is_empty) {
            self.over = true;
            events.push(DemoEvent::Ended {
                winner: self.winner(),
            });
        }
    }

    fn winner(&self) -> Option<Player> {
        match self.scores[0].cmp(&self.scores[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
}

impl Game for DemoGame {
    type Action = DemoAction;

    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> Turn {
        if self.over {
            Turn::Over
        } else {
            Turn::Player(self.next)
        }
    }
    fn legal_actions(&self, out: &mut Vec<DemoAction>) {
        out.clear();
        if self.over {
            return;
        }
        let mut cards = self.hands[self.next].clone();
        cards.sort_unstable();
        cards.dedup();
        out.extend(cards.into_iter().map(|card| DemoAction::Play { card }));
        if self.knocking || out.is_empty() {
            out.push(DemoAction::Knock);
        }
    }
    fn apply_unchecked(&mut self, action: DemoAction) {
        self.apply_inner(action, &mut Vec::new());
    }
    fn sample_chance(&self, _rng: &mut GameRng) -> DemoAction {
        unreachable!("the demo game has no chance nodes")
    }
    fn returns(&self) -> Vec<f64> {
        match self.winner() {
            Some(0) => vec![1.0, 0.0],
            Some(_) => vec![0.0, 1.0],
            None => vec![0.5, 0.5],
        }
    }
    fn observation_key(&self, player: Player) -> u64 {
        let mut own = self.hands[player].clone();
        own.sort_unstable();
        let mut h = DefaultHasher::new();
        (
            player,
            own,
            self.hands[1 - player].len(),
            self.deck.len(),
            self.scores,
            self.next,
            self.knocks,
            self.over,
        )
            .hash(&mut h);
        h.finish()
    }
    fn determinize(&self, observer: Player, rng: &mut GameRng) -> Self {
        let other = 1 - observer;
        let mut unseen: Vec<u8> = self.hands[other]
            .iter()
            .chain(&self.deck)
            .copied()
            .collect();
        unseen.sort_unstable();
        unseen.shuffle(rng);
        let mut sample = self.clone();
        let n = self.hands[other].len();
        sample.hands[other] = unseen[..n].to_vec();
        sample.deck = unseen[n..].to_vec();
        sample
    }
}

impl GameDef for DemoGame {
    type Rules = DemoRules;
    const ID: &'static str = "demo";
    fn player_range() -> RangeInclusive<usize> {
        2..=2
    }
    fn parse_rules(spec: &str) -> Result<DemoRules, String> {
        Err(format!("no presets ({spec})"))
    }
    fn new_game(
        rules: &DemoRules,
        _players: usize,
        first: Option<Player>,
        rng: &mut GameRng,
    ) -> Self {
        let mut deck: Vec<u8> = (1..=9).flat_map(|v| [v, v]).collect();
        deck.shuffle(rng);
        let hands = [
            deck.split_off(deck.len() - 3),
            deck.split_off(deck.len() - 3),
        ];
        Self {
            rules_target: rules.target,
            knocking: rules.knocking,
            hands,
            deck,
            scores: [0, 0],
            next: first.unwrap_or(0),
            knocks: 0,
            over: false,
        }
    }
    fn bot(strength: Strength) -> Box<dyn Bot<Self>> {
        match strength {
            Strength::Random => Box::new(RandomBot),
            Strength::Easy => Box::new(IsmctsBot::new(
                "easy",
                IsmctsConfig::with_iterations(50),
                UniformRollouts,
            )),
            _ => Box::new(IsmctsBot::new(
                "expert",
                IsmctsConfig::with_iterations(400),
                UniformRollouts,
            )),
        }
    }
}

impl TableRules for DemoGame {
    type Event = DemoEvent;
    fn apply_traced(
        &mut self,
        action: DemoAction,
        events: &mut Vec<DemoEvent>,
    ) -> Result<(), IllegalAction> {
        if !self.legal_action_list().contains(&action) {
            return Err(IllegalAction::new(action, "not legal now"));
        }
        self.apply_inner(action, events);
        Ok(())
    }
}

/// A card flying from a hand to the table.
#[derive(Clone, Debug)]
pub struct Flying {
    seat: Player,
    card: u8,
}

/// The demo panel.
#[derive(Default)]
pub struct DemoPanel;

fn table_rects(rect: Rect, theme: &crate::ui::theme::Theme) -> (Rect, Rect, Rect) {
    let size = theme.card_size;
    let hand = |y: f32| {
        Rect::from_center_size(
            Pos2::new(rect.center().x, y),
            Vec2::new(size.x * 3.4, size.y),
        )
    };
    let center = Rect::from_center_size(rect.center(), size);
    (
        hand(rect.bottom() - size.y * 0.7),
        hand(rect.top() + size.y * 0.7),
        center,
    )
}

impl GamePanel for DemoPanel {
    type Game = DemoGame;
    type Aids = DemoAids;
    type Anim = Flying;
    const FACTS: &'static GameFacts = &FACTS;

    fn rules_ui(ui: &mut Ui, rules: &mut DemoRules, _lang: Lang) {
        option_checkbox(
            ui,
            &mut rules.knocking,
            "Knocking allowed",
            "Pass instead of playing",
        );
    }
    fn aids_ui(ui: &mut Ui, aids: &mut DemoAids, _lang: Lang) {
        ui.checkbox(&mut aids.deck_count, "Deck count");
    }
    fn rules_text(_lang: Lang) -> &'static str {
        "# Demo\nPlay a card or knock.\n\n- First to the target wins."
    }
    fn prompt(&self, _state: &DemoGame, _human: Player, _lang: Lang) -> String {
        "Play a card or knock".into()
    }
    fn table_ui(&mut self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<DemoAction> {
        let rect = ui.max_rect();
        let theme = table.theme;
        let (own, other, center) = table_rects(rect, theme);
        let mut chosen = None;
        let mut hand = table.state.hands[table.human].clone();
        hand.sort_unstable();
        for (i, &value) in hand.iter().enumerate() {
            let r = Rect::from_min_size(
                own.min + Vec2::new(i as f32 * theme.card_size.x * 1.15, 0.0),
                theme.card_size,
            );
            let action = DemoAction::Play { card: value };
            let style = CardStyle {
                legal: table.legal.contains(&action),
                hinted: table.hint == Some(action),
                ..CardStyle::default()
            };
            let look = CardLook::number(value, theme.ink_black);
            let response = card(ui, r, ("demo-card", i), Some(&look), style, theme);
            crate::ui::widgets::focus::hand_card(&response, i);
            if response.clicked() {
                chosen = Some(action);
            }
        }
        for i in 0..table.state.hands[1 - table.human].len() {
            let r = Rect::from_min_size(
                other.min + Vec2::new(i as f32 * theme.card_size.x * 1.15, 0.0),
                theme.card_size,
            );
            paint_card(ui.painter(), r, None, CardStyle::default(), theme);
        }
        let knock_rect = Rect::from_center_size(
            center.center() + Vec2::new(theme.card_size.x * 2.0, 0.0),
            Vec2::new(90.0, 36.0),
        );
        if table.legal.contains(&DemoAction::Knock) {
            let r = clickable(ui, knock_rect, "knock", "Knock", true);
            ui.painter().rect_filled(knock_rect, 6.0, theme.accent);
            ui.painter().text(
                knock_rect.center(),
                Align2::CENTER_CENTER,
                "Knock",
                FontId::proportional(16.0),
                theme.text_on_table,
            );
            if r.clicked() {
                chosen = Some(DemoAction::Knock);
            }
        }
        let track = Rect::from_min_size(
            rect.left_top() + Vec2::new(10.0, 10.0),
            Vec2::new(rect.width().min(600.0) - 20.0, 40.0),
        );
        let target = table.state.rules_target;
        paint_score_track(
            ui.painter(),
            track,
            target,
            &[
                (theme.seat(0), table.state.scores[0]),
                (theme.seat(1), table.state.scores[1]),
            ],
            theme,
        );
        if table.aids.deck_count {
            ui.painter().text(
                center.left_center(),
                Align2::RIGHT_CENTER,
                table.state.deck_len().to_string(),
                FontId::proportional(14.0),
                theme.text_on_table,
            );
        }
        for (fly, t) in table.anim.active(table.now) {
            let from = if fly.seat == table.human { own } else { other };
            let r = flight_rect(
                Rect::from_center_size(from.center(), theme.card_size),
                center,
                t,
            );
            paint_card(
                ui.painter(),
                r,
                Some(&CardLook::number(fly.card, theme.ink_black)),
                CardStyle::default(),
                theme,
            );
        }
        chosen
    }
    fn describe_event(
        &self,
        event: &DemoEvent,
        _state: &DemoGame,
        human: Player,
        _lang: Lang,
    ) -> Option<String> {
        Some(match event {
            DemoEvent::Played { seat, card } => format!("Seat {seat} played {card}"),
            DemoEvent::Drew { seat, card } if *seat == human => format!("You drew {card}"),
            DemoEvent::Drew { seat, .. } => format!("Seat {seat} drew a card"),
            DemoEvent::Knocked { seat } => format!("Seat {seat} knocked"),
            DemoEvent::Ended { winner } => format!("Game over: {winner:?}"),
        })
    }
    fn describe_action(&self, _state: &DemoGame, action: DemoAction, _lang: Lang) -> String {
        match action {
            DemoAction::Play { card } => format!("play {card}"),
            DemoAction::Knock => "knock".into(),
        }
    }
    fn animate(
        &mut self,
        events: &[DemoEvent],
        _state: &DemoGame,
        _human: Player,
        anim: &mut Animations<Flying>,
        now: f64,
    ) {
        for event in events {
            if let DemoEvent::Played { seat, card } = event {
                anim.push(
                    now,
                    Flying {
                        seat: *seat,
                        card: *card,
                    },
                    0.5,
                );
            }
        }
    }
    fn reveals_hidden(&self, events: &[DemoEvent], human: Player) -> bool {
        // Only the human's own draws count here, so the demo has both undoable and blocked
        // situations to test.
        events
            .iter()
            .any(|e| matches!(e, DemoEvent::Drew { seat, .. } if *seat == human))
    }
}

/// The demo's facts (registered in test builds only).
pub const FACTS: GameFacts = GameFacts {
    id: <DemoGame as GameDef>::ID,
    name: |_| "Demo",
    blurb: |_| "Play a card or knock; first to the target wins",
    players: <DemoGame as GameDef>::player_range,
    rules_text: <DemoPanel as GamePanel>::rules_text,
    strings: |_| Vec::new(),
    check_record: crate::play::records::check_record::<DemoGame>,
};

/// The demo's home-tile picture: one card.
pub fn paint_preview(p: &egui::Painter, rect: Rect, theme: &crate::ui::theme::Theme) {
    let card = crate::ui::previews::card_rect(rect.center(), rect.height() * 0.6);
    paint_card(p, card, None, CardStyle::default(), theme);
}

/// The demo's arena run.
#[cfg(feature = "lab")]
pub fn run_arena(
    spec: &crate::engine::arena::ArenaSpec,
) -> Result<crate::engine::arena::ArenaReport, String> {
    crate::engine::arena::run::<DemoGame>(spec)
}
