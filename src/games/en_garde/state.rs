//! A match of En Garde as a state machine: rounds, turns, attacks and their defence, the end
//! of the draw pile, and the match score.

use serde::{Deserialize, Serialize};

use super::stored::StoredState;
use super::{
    actions::{Action, Event, RoundEnd},
    cards::{Cards, DECK_SIZE, HAND_SIZE},
    rules::{BasicLastChance, LastCardRetreat, Level, ParryMatch, Rules},
};
use crate::engine::{IllegalAction, Player};

/// Spaces on the piste; seat 0 starts on 1, seat 1 on 23.
pub const PISTE: u8 = 23;
/// Round wins that take the match.
pub const WINS: u8 = 5;

/// An attack waiting for the defender's answer (all public).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pending {
    /// Who attacked.
    pub attacker: Player,
    /// Card value.
    pub value: u8,
    /// Cards played.
    pub count: u8,
    /// An advance-attack (may be answered by a retreat).
    pub advance: bool,
    /// The attacker's refill took the last card: the round ends after the defence.
    pub last_card: bool,
}

/// Where the match is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// `player` takes a turn; `riposte` when it follows their own successful parry.
    Turn {
        /// Whose turn.
        player: Player,
        /// Right after a parry.
        riposte: bool,
    },
    /// The defender answers an attack.
    Defend(Pending),
    /// Between rounds: the next deal (a chance node).
    RoundOver {
        /// Who won the round that just ended (`None`: drawn).
        winner: Option<Player>,
    },
    /// The match is won.
    MatchOver {
        /// Winner.
        winner: Player,
    },
}

/// A match of En Garde.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StoredState", into = "StoredState")]
pub struct State {
    pub(super) rules: Rules,
    pub(super) scores: [u8; 2],
    pub(super) round: u16,
    pub(super) starter: Player,
    pub(super) pos: [u8; 2],
    pub(super) hands: [Cards; 2],
    /// The draw pile; the next card is the last.
    pub(super) deck: Vec<u8>,
    pub(super) discards: Cards,
    /// Cards of the pending attack.
    pub(super) table: Cards,
    pub(super) phase: Phase,
    /// The cards last put on the played pile together, face up on top of it.
    pub(super) last_played: Option<Played>,
}

/// Cards that went onto the played pile together (a move, a parry, a resolved attack…). Only
/// this top group is shown: the seed stacks older played cards out of sight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Played {
    /// Whose cards.
    pub player: Player,
    /// The cards.
    pub cards: Cards,
}

/// Where events go, if anywhere (searches apply actions without recording them).
pub(super) struct Log<'a>(pub(super) Option<&'a mut Vec<Event>>);

impl Log<'_> {
    pub(super) fn push(&mut self, event: Event) {
        if let Some(events) = self.0.as_deref_mut() {
            events.push(event);
        }
    }
}

impl State {
    /// A new match: round 1 dealt from `deck` (top card last), `starter` moving first.
    pub fn new(rules: Rules, deck: [u8; DECK_SIZE], starter: Player) -> Self {
        let mut s = State {
            rules,
            scores: [0, 0],
            round: 0,
            starter: 1 - starter.min(1),
            pos: [1, PISTE],
            hands: [Cards::EMPTY; 2],
            deck: Vec::new(),
            discards: Cards::EMPTY,
            table: Cards::EMPTY,
            phase: Phase::RoundOver { winner: None },
            last_played: None,
        };
        s.start_round(deck, &mut Log(None));
        s
    }

    /// The rule options.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Round wins per seat.
    pub fn scores(&self) -> [u8; 2] {
        self.scores
    }

    /// Round number from 1.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// Who moved first this round.
    pub fn starter(&self) -> Player {
        self.starter
    }

    /// Fencer spaces (1–23) per seat.
    pub fn positions(&self) -> [u8; 2] {
        self.pos
    }

    /// Spaces between the fencers.
    pub fn distance(&self) -> u8 {
        self.pos[1].saturating_sub(self.pos[0])
    }

    /// Free spaces behind `player`'s fencer (also how far it has travelled).
    pub fn behind(&self, player: Player) -> u8 {
        if player == 0 {
            self.pos[0] - 1
        } else {
            PISTE - self.pos[1]
        }
    }

    /// A seat's hand (hidden from the other seat: use `observation` in panels and bots).
    pub fn hand(&self, player: Player) -> Cards {
        self.hands[player.min(1)]
    }

    /// Cards left in the draw pile.
    pub fn pile(&self) -> u8 {
        self.deck.len() as u8
    }

    /// Played cards.
    pub fn discards(&self) -> Cards {
        self.discards
    }

    /// The cards last put on the played pile together (`None` at the start of a round).
    pub fn last_played(&self) -> Option<Played> {
        self.last_played
    }

    /// The cards of a pending attack.
    pub fn table(&self) -> Cards {
        self.table
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Who decides now (`None` between rounds and after the match).
    pub fn current_player(&self) -> Option<Player> {
        match self.phase {
            Phase::Turn { player, .. } => Some(player),
            Phase::Defend(p) => Some(1 - p.attacker),
            Phase::RoundOver { .. } | Phase::MatchOver { .. } => None,
        }
    }

    /// The match winner.
    pub fn winner(&self) -> Option<Player> {
        match self.phase {
            Phase::MatchOver { winner } => Some(winner),
            _ => None,
        }
    }

    /// The legal actions of `player` taking a turn.
    fn turn_actions(&self, player: Player, out: &mut Vec<Action>) {
        let hand = self.hands[player];
        let d = self.distance();
        for card in hand.values() {
            if card < d {
                out.push(Action::Move {
                    card,
                    forward: true,
                });
            }
            if card <= self.behind(player) {
                out.push(Action::Move {
                    card,
                    forward: false,
                });
            }
        }
        if d <= 5 {
            let copies = hand.count(d);
            let max = if self.rules.level == Level::Basic {
                copies.min(1)
            } else {
                copies
            };
            for count in 1..=max {
                out.push(Action::Attack { value: d, count });
            }
        }
        if self.rules.level == Level::Full {
            for step in hand.values().filter(|&s| s < d) {
                let value = d - step;
                if value > 5 {
                    continue;
                }
                let mut rest = hand;
                rest.remove(step, 1);
                for count in 1..=rest.count(value) {
                    out.push(Action::AdvanceAttack { step, value, count });
                }
            }
        }
    }

    /// The parries available to `hand` against `pending`.
    fn parries(&self, hand: Cards, pending: &Pending, out: &mut Vec<Action>) {
        match self.rules.parry {
            ParryMatch::SameValue => {
                if hand.count(pending.value) >= pending.count {
                    out.push(Action::Parry {
                        cards: Cards::of(pending.value, pending.count),
                    });
                }
            }
            ParryMatch::SameTotal => {
                let target = u32::from(pending.value) * u32::from(pending.count);
                let mut found = Vec::new();
                sub_multisets(hand, pending.count, &mut Cards([0; 5]), 1, &mut found);
                out.extend(
                    found
                        .into_iter()
                        .filter(|c| c.total() == target)
                        .map(|cards| Action::Parry { cards }),
                );
            }
        }
    }

    /// The defender's options against `pending` (without `Accept`).
    fn defences(&self, pending: &Pending, out: &mut Vec<Action>) {
        let defender = 1 - pending.attacker;
        let hand = self.hands[defender];
        self.parries(hand, pending, out);
        if pending.advance {
            for card in hand.values().filter(|&c| c <= self.behind(defender)) {
                out.push(Action::Retreat { card });
            }
        }
    }

    /// Every legal action now.
    pub fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Turn { player, .. } => self.turn_actions(player, out),
            Phase::Defend(pending) => {
                self.defences(&pending, out);
                if !out.is_empty() {
                    out.push(Action::Accept);
                }
            }
            Phase::RoundOver { .. } | Phase::MatchOver { .. } => {}
        }
    }

    /// Checked apply.
    pub fn play(
        &mut self,
        action: Action,
        events: Option<&mut Vec<Event>>,
    ) -> Result<(), IllegalAction> {
        match (self.phase, action) {
            (Phase::RoundOver { .. }, Action::Deal { deck }) => {
                if Cards::from_values(&deck) != Cards::full_deck() {
                    return Err(IllegalAction::new(action, "a deal must hold the 25 cards"));
                }
            }
            (Phase::Turn { .. } | Phase::Defend(_), Action::Redeal { cards, len }) => {
                if !self.is_redeal_of_unseen(&cards, len) {
                    return Err(IllegalAction::new(
                        action,
                        "a redeal must hold exactly the opponent's hand and the pile",
                    ));
                }
            }
            _ => {
                let mut legal = Vec::new();
                self.legal(&mut legal);
                if !legal.contains(&action) {
                    return Err(IllegalAction::new(
                        action,
                        "not a legal En Garde action here",
                    ));
                }
            }
        }
        self.apply_inner(action, &mut Log(events));
        Ok(())
    }

    /// Applies a legal action.
    pub(super) fn apply_inner(&mut self, action: Action, log: &mut Log<'_>) {
        match (self.phase, action) {
            (Phase::RoundOver { .. }, Action::Deal { deck }) => self.start_round(deck, log),
            (Phase::Turn { .. } | Phase::Defend(_), Action::Redeal { cards, len }) => {
                self.redeal(&cards[..usize::from(len)], log);
            }
            (Phase::Turn { player, .. }, Action::Move { card, forward }) => {
                self.hands[player].remove(card, 1);
                self.discard(player, Cards::of(card, 1));
                let from = self.pos[player];
                self.step(player, card, forward);
                log.push(Event::Moved {
                    player,
                    card,
                    from,
                    to: self.pos[player],
                });
                if self.refill(player, log) {
                    self.pile_ran_out_after_move(player, log);
                } else {
                    self.begin_turn(1 - player, false, log);
                }
            }
            (Phase::Turn { player, riposte }, Action::Attack { value, count }) => {
                self.hands[player].remove(value, count);
                self.table.add(value, count);
                log.push(Event::Attacked {
                    player,
                    value,
                    count,
                    advance: None,
                });
                self.resolve_attack(player, value, count, false, riposte, log);
            }
            (Phase::Turn { player, riposte }, Action::AdvanceAttack { step, value, count }) => {
                self.hands[player].remove(step, 1);
                self.discard(player, Cards::of(step, 1));
                let from = self.pos[player];
                self.step(player, step, true);
                self.hands[player].remove(value, count);
                self.table.add(value, count);
                log.push(Event::Attacked {
                    player,
                    value,
                    count,
                    advance: Some((step, from, self.pos[player])),
                });
                self.resolve_attack(player, value, count, true, riposte, log);
            }
            (Phase::Defend(pending), Action::Parry { cards }) => {
                let defender = 1 - pending.attacker;
                self.hands[defender].remove_all(&cards);
                self.clear_table(pending.attacker);
                // The parry lands on top of the attack it answers.
                self.discard(defender, cards);
                log.push(Event::Parried {
                    player: defender,
                    cards,
                });
                if pending.last_card {
                    // The pile is empty: the round ends at once, without the parrier's turn.
                    self.compare_hands(log);
                } else {
                    self.begin_turn(defender, true, log);
                }
            }
            (Phase::Defend(pending), Action::Retreat { card }) => {
                let defender = 1 - pending.attacker;
                self.hands[defender].remove(card, 1);
                self.clear_table(pending.attacker);
                self.discard(defender, Cards::of(card, 1));
                let from = self.pos[defender];
                self.step(defender, card, false);
                log.push(Event::Retreated {
                    player: defender,
                    card,
                    from,
                    to: self.pos[defender],
                });
                if pending.last_card {
                    match self.rules.last_card_retreat {
                        LastCardRetreat::AttackerWins => {
                            self.round_over(Some(pending.attacker), RoundEnd::LastCardRetreat, log);
                        }
                        LastCardRetreat::HandThenPosition => self.compare_hands(log),
                        LastCardRetreat::PositionOnly => self.position_check(log),
                    }
                } else if self.refill(defender, log) {
                    self.pile_ran_out_after_move(defender, log);
                } else {
                    // The retreat was the defender's whole turn.
                    self.begin_turn(pending.attacker, false, log);
                }
            }
            (Phase::Defend(pending), Action::Accept) => {
                self.clear_table(pending.attacker);
                log.push(Event::Hit {
                    attacker: pending.attacker,
                    undefendable: false,
                });
                self.round_over(Some(pending.attacker), RoundEnd::Hit, log);
            }
            _ => {}
        }
    }

    fn step(&mut self, player: Player, spaces: u8, forward: bool) {
        let towards_right = (player == 0) == forward;
        let p = &mut self.pos[player];
        *p = if towards_right {
            p.saturating_add(spaces).min(PISTE)
        } else {
            p.saturating_sub(spaces).max(1)
        };
    }

    /// Puts `player`'s `cards` face up on top of the played pile.
    fn discard(&mut self, player: Player, cards: Cards) {
        self.discards.add_all(&cards);
        self.last_played = Some(Played { player, cards });
    }

    /// The pending attack of `attacker` goes onto the played pile.
    fn clear_table(&mut self, attacker: Player) {
        let table = std::mem::replace(&mut self.table, Cards::EMPTY);
        if !table.is_empty() {
            self.discard(attacker, table);
        }
    }

    /// Draws up to a full hand; true when this took the last card of the pile.
    fn refill(&mut self, player: Player, log: &mut Log<'_>) -> bool {
        let need = HAND_SIZE.saturating_sub(self.hands[player].len());
        let n = usize::from(need).min(self.deck.len());
        if n == 0 {
            return false;
        }
        let drawn = self.deck.split_off(self.deck.len() - n);
        for &c in &drawn {
            self.hands[player].add(c, 1);
        }
        log.push(Event::Drew {
            player,
            cards: drawn,
            pile: self.deck.len() as u8,
        });
        self.deck.is_empty()
    }

    fn resolve_attack(
        &mut self,
        player: Player,
        value: u8,
        count: u8,
        advance: bool,
        riposte: bool,
        log: &mut Log<'_>,
    ) {
        if self.rules.level == Level::Basic || (riposte && self.rules.riposte_hits) {
            // Every attack of the basic game hits (before any draw), as does a 1993 riposte.
            self.clear_table(player);
            log.push(Event::Hit {
                attacker: player,
                undefendable: true,
            });
            self.round_over(Some(player), RoundEnd::Hit, log);
            return;
        }
        // The attacker refills before the defender answers.
        let last_card = self.refill(player, log);
        if last_card {
            log.push(Event::PileEmpty);
        }
        let pending = Pending {
            attacker: player,
            value,
            count,
            advance,
            last_card,
        };
        let mut defences = Vec::new();
        self.defences(&pending, &mut defences);
        if defences.is_empty() {
            self.clear_table(player);
            log.push(Event::Hit {
                attacker: player,
                undefendable: true,
            });
            self.round_over(Some(player), RoundEnd::Hit, log);
        } else {
            self.phase = Phase::Defend(pending);
        }
    }

    fn begin_turn(&mut self, player: Player, riposte: bool, log: &mut Log<'_>) {
        self.phase = Phase::Turn { player, riposte };
        let mut actions = Vec::new();
        self.turn_actions(player, &mut actions);
        if actions.is_empty() {
            // No legal action at the start of a turn loses the round.
            log.push(Event::Stuck { player });
            self.round_over(Some(1 - player), RoundEnd::Stuck, log);
        }
    }

    /// `mover`'s own refill took the last card after a move or retreat.
    fn pile_ran_out_after_move(&mut self, mover: Player, log: &mut Log<'_>) {
        log.push(Event::PileEmpty);
        if self.rules.level != Level::Basic {
            self.compare_hands(log);
            return;
        }
        // Basic: attack-only last chances, the player whose turn is next first.
        let next = 1 - mover;
        let order: &[Player] = match self.rules.basic_last_chance {
            BasicLastChance::BothPlayers => &[next, mover],
            BasicLastChance::OpponentOnly => &[next],
        };
        let d = self.distance();
        for &p in order {
            let attacked = (d <= 5 && self.hands[p].count(d) > 0).then_some(d);
            log.push(Event::LastChance {
                player: p,
                attacked,
            });
            if attacked.is_some() {
                self.round_over(Some(p), RoundEnd::LastChance, log);
                return;
            }
        }
        self.position_check(log);
    }

    /// More cards matching the distance wins; otherwise the position check.
    fn compare_hands(&mut self, log: &mut Log<'_>) {
        let d = self.distance();
        log.push(Event::HandsShown {
            distance: d,
            hands: self.hands,
        });
        let counts = [self.hands[0].count(d), self.hands[1].count(d)];
        match counts[0].cmp(&counts[1]) {
            std::cmp::Ordering::Greater => self.round_over(Some(0), RoundEnd::HandCount, log),
            std::cmp::Ordering::Less => self.round_over(Some(1), RoundEnd::HandCount, log),
            std::cmp::Ordering::Equal => self.position_check(log),
        }
    }

    /// Farther from the own start wins; equal is a draw.
    fn position_check(&mut self, log: &mut Log<'_>) {
        let travelled = [self.behind(0), self.behind(1)];
        log.push(Event::PositionCheck { travelled });
        match travelled[0].cmp(&travelled[1]) {
            std::cmp::Ordering::Greater => self.round_over(Some(0), RoundEnd::Position, log),
            std::cmp::Ordering::Less => self.round_over(Some(1), RoundEnd::Position, log),
            std::cmp::Ordering::Equal => self.round_over(None, RoundEnd::Draw, log),
        }
    }

    fn round_over(&mut self, winner: Option<Player>, reason: RoundEnd, log: &mut Log<'_>) {
        if let Some(w) = winner {
            self.scores[w] += 1;
        }
        log.push(Event::RoundOver {
            winner,
            reason,
            scores: self.scores,
        });
        match winner {
            Some(w) if self.scores[w] >= WINS => {
                self.phase = Phase::MatchOver { winner: w };
                log.push(Event::MatchOver { winner: w });
            }
            _ => self.phase = Phase::RoundOver { winner },
        }
    }

    /// Deals a new round from `deck`; the starting player alternates.
    fn start_round(&mut self, deck: [u8; DECK_SIZE], log: &mut Log<'_>) {
        self.round += 1;
        self.starter = 1 - self.starter;
        self.pos = [1, PISTE];
        self.hands = [Cards::EMPTY; 2];
        self.discards = Cards::EMPTY;
        self.table = Cards::EMPTY;
        self.last_played = None;
        self.deck = deck.to_vec();
        log.push(Event::RoundStarted {
            round: self.round,
            starter: self.starter,
        });
        for p in [self.starter, 1 - self.starter] {
            self.refill(p, log);
        }
        self.begin_turn(self.starter, false, log);
    }
}

/// Every sub-multiset of `hand` with `size` cards, values from `from` up.
fn sub_multisets(hand: Cards, size: u8, current: &mut Cards, from: u8, out: &mut Vec<Cards>) {
    if current.len() == size {
        out.push(*current);
        return;
    }
    for v in from..=5 {
        if current.count(v) < hand.count(v) {
            current.add(v, 1);
            sub_multisets(hand, size, current, v, out);
            current.remove(v, 1);
        }
    }
}
