//! Running the task stack: automatic steps until a player must decide or chance must act.
//! Also the "draw!" checks and Suzy Lafayette's ability, which can fire at any moment.

use super::{
    actions::{CheckKind, Event},
    cards::{CardId, Kind, card},
    characters::Character,
    state::{ALL_SEATS, Log, State, Task},
};
use crate::engine::Player;

/// What a step did.
pub(super) enum Flow {
    /// Something changed; look at the stack again.
    Continue,
    /// The top task waits for a decision or a chance outcome.
    Wait,
}

/// The top of the deck.
pub(super) enum Top {
    /// A card (already taken off the deck).
    Card(CardId),
    /// The deck is empty but the discard pile is not: shuffle first.
    Reshuffle,
    /// No card anywhere.
    Empty,
}

impl State {
    /// Takes the top card of the deck.
    pub(super) fn take_top(&mut self) -> Top {
        match self.deck.pop() {
            Some(c) => Top::Card(c),
            None if !self.discard.is_empty() => Top::Reshuffle,
            None => Top::Empty,
        }
    }

    /// Runs automatic steps until a decision with a real choice, a chance node or the end.
    /// A decision with a single legal action (take the hit without a Missed!, the last General
    /// Store card…) is taken at once, except ending phase 2.
    pub(super) fn run(&mut self, log: &mut Log<'_>) {
        let mut legal = Vec::new();
        loop {
            if self.winner.is_some() {
                self.tasks.clear();
                return;
            }
            self.suzy(log);
            let Some(&top) = self.tasks.last() else {
                return;
            };
            match self.step(top, log) {
                Flow::Continue => {}
                Flow::Wait => {
                    // Phase 2 always waits for the player to end it.
                    if top == Task::PlayPhase {
                        return;
                    }
                    self.legal(&mut legal);
                    match legal.as_slice() {
                        [only] => self.decide(*only, log),
                        _ => return,
                    }
                }
            }
        }
    }

    /// Suzy Lafayette draws as soon as her hand is empty.
    fn suzy(&mut self, log: &mut Log<'_>) {
        // Nobody holds cards before the deal.
        if self.choosing_characters() {
            return;
        }
        let n = self.seats.len();
        for p in 0..n {
            let s = &self.seats[p];
            if s.alive
                && s.character == Character::SuzyLafayette
                && s.hand.is_empty()
                && !(self.deck.is_empty() && self.discard.is_empty())
            {
                match self.tasks.last() {
                    Some(Task::Draw { player, .. }) if *player == p => {}
                    Some(Task::Reshuffle) => {}
                    _ => {
                        let _ = log;
                        self.tasks.push(Task::Draw { player: p, n: 1 });
                    }
                }
            }
        }
    }

    /// Handles a draw from an empty deck: a reshuffle (chance) or nothing at all.
    fn on_empty(&mut self, top: Top) -> bool {
        if let Top::Reshuffle = top {
            self.tasks.push(Task::Reshuffle);
            true
        } else {
            false
        }
    }

    fn replace_top(&mut self, task: Task) {
        if let Some(t) = self.tasks.last_mut() {
            *t = task;
        }
    }

    /// One automatic step of the top task.
    fn step(&mut self, top: Task, log: &mut Log<'_>) -> Flow {
        let turn = self.turn;
        let turn_alive = self.seats[turn].alive;
        match top {
            Task::NextTurn => {
                let next = self.next_alive(turn);
                self.begin_turn(next, log);
            }
            Task::PickCharacter { .. } => return Flow::Wait,
            Task::Deal => {
                self.tasks.pop();
                self.deal(log);
            }
            Task::DynamiteCheck | Task::JailCheck => {
                self.tasks.pop();
                let k = if top == Task::DynamiteCheck {
                    Kind::Dynamite
                } else {
                    Kind::Jail
                };
                if turn_alive && self.seats[turn].has(k) {
                    let kind = if k == Kind::Dynamite {
                        CheckKind::Dynamite
                    } else {
                        CheckKind::Jail
                    };
                    self.tasks.push(Task::Check { player: turn, kind });
                }
            }
            Task::DrawPhase => {
                if !turn_alive {
                    self.tasks.pop();
                    return Flow::Continue;
                }
                let seat = &self.seats[turn];
                match seat.character {
                    Character::JesseJones
                        if self
                            .others_clockwise(turn)
                            .iter()
                            .any(|&q| !self.seats[q].hand.is_empty()) =>
                    {
                        return Flow::Wait;
                    }
                    Character::PedroRamirez if !self.discard.is_empty() => return Flow::Wait,
                    Character::KitCarlson => self.replace_top(Task::KitLook { player: turn }),
                    Character::BlackJack => self.replace_top(Task::BlackJack {
                        player: turn,
                        shown: false,
                    }),
                    _ => self.replace_top(Task::Draw { player: turn, n: 2 }),
                }
            }
            Task::PlayPhase => {
                if !turn_alive {
                    self.tasks.pop();
                } else {
                    return Flow::Wait;
                }
            }
            Task::DiscardPhase => {
                let s = &self.seats[turn];
                if !turn_alive || s.hand.len() as i32 <= i32::from(s.life.max(0)) {
                    self.tasks.pop();
                } else {
                    return Flow::Wait;
                }
            }
            Task::Draw { player, n } => {
                if n == 0 || !self.seats[player].alive {
                    self.tasks.pop();
                    return Flow::Continue;
                }
                match self.take_top() {
                    Top::Card(c) => {
                        self.give_card(player, c, 1 << player);
                        log.push(Event::Drew {
                            player,
                            card: c,
                            public: false,
                        });
                        self.replace_top(Task::Draw { player, n: n - 1 });
                    }
                    t => {
                        if !self.on_empty(t) {
                            self.tasks.pop();
                        }
                    }
                }
            }
            Task::BlackJack { player, shown } => match self.take_top() {
                Top::Card(c) => {
                    if shown {
                        self.give_card(player, c, ALL_SEATS);
                        log.push(Event::Drew {
                            player,
                            card: c,
                            public: true,
                        });
                        self.tasks.pop();
                        if card(c).suit.is_red() {
                            self.tasks.push(Task::Draw { player, n: 1 });
                        }
                    } else {
                        self.give_card(player, c, 1 << player);
                        log.push(Event::Drew {
                            player,
                            card: c,
                            public: false,
                        });
                        self.replace_top(Task::BlackJack {
                            player,
                            shown: true,
                        });
                    }
                }
                t => {
                    if !self.on_empty(t) {
                        self.tasks.pop();
                    }
                }
            },
            Task::KitLook { player } => {
                if self.look.len() >= 3 {
                    return Flow::Wait;
                }
                match self.take_top() {
                    Top::Card(c) => {
                        self.known[usize::from(c)] = 1 << player;
                        self.look.push(c);
                    }
                    t => {
                        if !self.on_empty(t) {
                            // Fewer than three cards exist: keep them all.
                            self.tasks.pop();
                            for c in std::mem::take(&mut self.look) {
                                self.give_card(player, c, 1 << player);
                                log.push(Event::Drew {
                                    player,
                                    card: c,
                                    public: false,
                                });
                            }
                        }
                    }
                }
            }
            Task::Check { player, kind } => {
                let needed = if self.seats[player].character == Character::LuckyDuke {
                    2
                } else {
                    1
                };
                if self.flipped.len() < needed {
                    match self.take_top() {
                        Top::Card(c) => self.flipped.push(c),
                        t => {
                            if !self.on_empty(t) {
                                let chosen = self.flipped.first().copied();
                                self.resolve_check(player, kind, chosen, log);
                            }
                        }
                    }
                } else if needed == 2 {
                    return Flow::Wait;
                } else {
                    let chosen = self.flipped.first().copied();
                    self.resolve_check(player, kind, chosen, log);
                }
            }
            Task::Shot { target, needed, .. } => {
                if !self.seats[target].alive {
                    self.tasks.pop();
                } else if needed == 0 {
                    self.tasks.pop();
                    log.push(Event::Dodged { player: target });
                } else {
                    return Flow::Wait;
                }
            }
            Task::Dying { player, .. } => {
                if !self.seats[player].alive || self.seats[player].life >= 1 {
                    self.tasks.pop();
                } else {
                    return Flow::Wait;
                }
            }
            Task::AfterHit {
                player,
                source,
                amount,
                gringo,
            } => {
                self.tasks.pop();
                if self.seats[player].alive {
                    match (self.seats[player].character, source) {
                        (Character::BartCassidy, _) => {
                            self.tasks.push(Task::Draw { player, n: amount });
                        }
                        (Character::ElGringo, Some(s)) if gringo && s != player => {
                            for _ in 0..amount {
                                self.tasks.push(Task::Steal {
                                    from: s,
                                    to: Some(player),
                                });
                            }
                        }
                        _ => {}
                    }
                }
            }
            Task::Duel {
                responder, other, ..
            } => {
                if !self.seats[responder].alive || !self.seats[other].alive {
                    self.tasks.pop();
                } else {
                    return Flow::Wait;
                }
            }
            Task::Indians { target, .. } => {
                if !self.seats[target].alive {
                    self.tasks.pop();
                } else {
                    return Flow::Wait;
                }
            }
            Task::StoreReveal { player, left } => {
                let top = if left == 0 {
                    Top::Empty
                } else {
                    self.take_top()
                };
                match top {
                    Top::Card(c) => {
                        self.store.push(c);
                        self.replace_top(Task::StoreReveal {
                            player,
                            left: left - 1,
                        });
                    }
                    t => {
                        if !self.on_empty(t) {
                            log.push(Event::StoreRevealed {
                                cards: self.store.clone(),
                            });
                            self.replace_top(Task::StorePick { picker: player });
                        }
                    }
                }
            }
            Task::StorePick { picker } => {
                if self.store.is_empty() {
                    self.tasks.pop();
                } else if !self.seats[picker].alive {
                    let next = self.next_alive(picker);
                    self.replace_top(Task::StorePick { picker: next });
                } else {
                    return Flow::Wait;
                }
            }
            Task::Steal { from, to } => {
                let gone = to.is_some_and(|t| !self.seats[t].alive);
                if self.seats[from].hand.is_empty() || gone {
                    self.tasks.pop();
                } else {
                    return Flow::Wait;
                }
            }
            Task::Reshuffle => return Flow::Wait,
        }
        Flow::Continue
    }

    /// Puts a card into a hand, known to the seats in `known`.
    pub(super) fn give_card(&mut self, p: Player, c: CardId, known: u8) {
        self.known[usize::from(c)] = known;
        self.seats[p].hand.push(c);
    }

    /// Ends the "draw!" on top of the stack with the chosen card (`None`: no card anywhere,
    /// which counts as no effect: no Missed!, Jail escaped, Dynamite passed on).
    pub(super) fn resolve_check(
        &mut self,
        player: Player,
        kind: CheckKind,
        chosen: Option<CardId>,
        log: &mut Log<'_>,
    ) {
        self.tasks.pop();
        // The flipped cards go to the discard pile after the Jail or Dynamite they decided
        // about, so Pedro Ramirez can take the "draw!" card (docs/research/bang.md §5 #60).
        let flipped = std::mem::take(&mut self.flipped);
        self.resolve_effect(player, kind, chosen, log);
        self.discard.extend(flipped);
    }

    fn resolve_effect(
        &mut self,
        player: Player,
        kind: CheckKind,
        chosen: Option<CardId>,
        log: &mut Log<'_>,
    ) {
        let face = chosen.map(card);
        let success = match kind {
            CheckKind::Dynamite => face.is_some_and(super::cards::Card::explodes),
            CheckKind::Jail => face.is_none_or(super::cards::Card::is_heart),
            CheckKind::Barrel => face.is_some_and(super::cards::Card::is_heart),
        };
        if let Some(c) = chosen {
            log.push(Event::Check {
                player,
                kind,
                card: c,
                success,
            });
        }
        match kind {
            CheckKind::Dynamite => {
                let Some(dynamite) = self.seats[player].in_play_of(Kind::Dynamite) else {
                    return;
                };
                self.remove_in_play(player, dynamite);
                if success {
                    self.discard.push(dynamite);
                    log.push(Event::Discarded {
                        player,
                        card: dynamite,
                    });
                    // Not caused by any player: no reward, no El Gringo (Dized "dynamite").
                    self.damage(player, None, 3, false, log);
                } else {
                    let n = self.seats.len();
                    let to = (1..n)
                        .map(|i| (player + i) % n)
                        .find(|&q| self.seats[q].alive && !self.seats[q].has(Kind::Dynamite))
                        .unwrap_or(player);
                    self.seats[to].in_play.push(dynamite);
                    log.push(Event::DynamitePassed { from: player, to });
                }
            }
            CheckKind::Jail => {
                if let Some(jail) = self.seats[player].in_play_of(Kind::Jail) {
                    self.remove_in_play(player, jail);
                    self.discard.push(jail);
                    log.push(Event::Discarded { player, card: jail });
                }
                if !success {
                    log.push(Event::TurnSkipped { player });
                    self.truncate_turn();
                }
            }
            CheckKind::Barrel => {
                if success && let Some(Task::Shot { needed, .. }) = self.tasks.last_mut() {
                    *needed = needed.saturating_sub(1);
                }
            }
        }
    }

    /// Drops every task of the current turn down to the `NextTurn` at the bottom.
    pub(super) fn truncate_turn(&mut self) {
        while let Some(&t) = self.tasks.last() {
            if t == Task::NextTurn {
                break;
            }
            self.tasks.pop();
        }
    }

    /// Removes a card from a player's in-play area.
    pub(super) fn remove_in_play(&mut self, p: Player, c: CardId) {
        self.seats[p].in_play.retain(|&x| x != c);
    }

    /// Removes a card from a player's hand.
    pub(super) fn remove_from_hand(&mut self, p: Player, c: CardId) {
        if let Some(i) = self.seats[p].hand.iter().position(|&x| x == c) {
            self.seats[p].hand.remove(i);
        }
    }
}
