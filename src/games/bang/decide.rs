//! Applying a decision (or a chance outcome) to the task on top of the stack, and the checked
//! entry point with its event log.

use super::{
    actions::{Action, CheckKind, DrawSource, Event},
    cards::CardId,
    rules::DuelRule,
    state::{ALL_SEATS, Log, State, Task},
};
use crate::engine::{IllegalAction, Player, frozen::frozen_shuffle};

impl State {
    /// Applies `action` if it is legal now (any `Chance` outcome at a chance node), appending
    /// what happened to `events`.
    pub fn play(
        &mut self,
        action: Action,
        events: Option<&mut Vec<Event>>,
    ) -> Result<(), IllegalAction> {
        let chance = matches!(
            self.tasks.last(),
            Some(Task::Reshuffle | Task::Steal { .. })
        ) && self.winner.is_none();
        if chance {
            if !matches!(action, Action::Chance { .. }) {
                return Err(IllegalAction::new(action, "a chance outcome is due"));
            }
        } else {
            let mut legal = Vec::new();
            self.legal(&mut legal);
            if !legal.contains(&action) {
                return Err(IllegalAction::new(action, "not a legal BANG! action here"));
            }
        }
        let mut log = Log(events);
        self.decide(action, &mut log);
        self.run(&mut log);
        Ok(())
    }

    /// Applies a legal action to the top task (without running the automatic steps after it).
    pub(super) fn decide(&mut self, action: Action, log: &mut Log<'_>) {
        let Some(&top) = self.tasks.last() else {
            return;
        };
        let turn = self.turn;
        match (top, action) {
            (Task::DrawPhase, Action::DrawFrom { source }) => {
                self.tasks.pop();
                match source {
                    DrawSource::Deck => self.tasks.push(Task::Draw { player: turn, n: 2 }),
                    DrawSource::Discard => {
                        if let Some(c) = self.discard.pop() {
                            self.give_card(turn, c, ALL_SEATS);
                            log.push(Event::Took {
                                player: turn,
                                from: None,
                                card: c,
                                from_hand: false,
                            });
                        }
                        self.tasks.push(Task::Draw { player: turn, n: 1 });
                    }
                    DrawSource::Hand { player } => {
                        self.tasks.push(Task::Draw { player: turn, n: 1 });
                        self.tasks.push(Task::Steal {
                            from: player,
                            to: Some(turn),
                        });
                    }
                }
            }
            (Task::KitLook { player }, Action::Choose { card }) => {
                self.tasks.pop();
                for c in std::mem::take(&mut self.look) {
                    if c == card {
                        self.known[usize::from(c)] = 1 << player;
                        self.deck.push(c);
                        log.push(Event::PutBack { player, card: c });
                    } else {
                        self.give_card(player, c, 1 << player);
                        log.push(Event::Drew {
                            player,
                            card: c,
                            public: false,
                        });
                    }
                }
            }
            (Task::Check { player, kind }, Action::Choose { card }) => {
                self.resolve_check(player, kind, Some(card), log);
            }
            (Task::PlayPhase, Action::Play { card, target }) => {
                self.play_card(turn, card, target, log);
            }
            (Task::PlayPhase, Action::EndTurn) => {
                self.tasks.pop();
            }
            (Task::PlayPhase | Task::Dying { .. }, Action::SidHeal { first, second }) => {
                let p = match top {
                    Task::Dying { player, .. } => player,
                    _ => turn,
                };
                for c in [first, second] {
                    self.remove_from_hand(p, c);
                    self.discard.push(c);
                    log.push(Event::Discarded { player: p, card: c });
                }
                self.heal(p, log);
            }
            (Task::DiscardPhase, Action::Discard { card }) => {
                self.remove_from_hand(turn, card);
                self.discard.push(card);
                log.push(Event::Discarded { player: turn, card });
            }
            (
                Task::Shot {
                    target,
                    source,
                    needed,
                    barrels,
                },
                _,
            ) => match action {
                Action::Respond { card } => {
                    self.respond(target, card, log);
                    if let Some(Task::Shot { needed: n, .. }) = self.tasks.last_mut() {
                        *n = needed.saturating_sub(1);
                    }
                }
                Action::UseBarrel => {
                    if let Some(Task::Shot { barrels: b, .. }) = self.tasks.last_mut() {
                        *b = barrels.saturating_sub(1);
                    }
                    self.tasks.push(Task::Check {
                        player: target,
                        kind: CheckKind::Barrel,
                    });
                }
                _ => {
                    self.tasks.pop();
                    self.damage(target, Some(source), 1, true, log);
                }
            },
            (Task::Dying { player, killer }, _) => match action {
                Action::Respond { card } => {
                    self.respond(player, card, log);
                    self.heal(player, log);
                }
                _ => {
                    self.tasks.pop();
                    self.eliminate(player, killer, log);
                }
            },
            (
                Task::Duel {
                    challenger,
                    responder,
                    other,
                },
                _,
            ) => match action {
                Action::Respond { card } => {
                    self.respond(responder, card, log);
                    self.tasks.pop();
                    if self.rules.duel == DuelRule::Alternating {
                        self.tasks.push(Task::Duel {
                            challenger,
                            responder: other,
                            other: responder,
                        });
                    }
                }
                _ => {
                    self.tasks.pop();
                    // Decision (docs/rules.md): the loser is hit by the other duellist; El Gringo
                    // takes nothing from a Duel he started himself (docs/research/bang.md §5 #79).
                    self.damage(responder, Some(other), 1, responder != challenger, log);
                }
            },
            (Task::Indians { target, source }, _) => {
                self.tasks.pop();
                match action {
                    Action::Respond { card } => self.respond(target, card, log),
                    _ => self.damage(target, Some(source), 1, true, log),
                }
            }
            (Task::PickCharacter { player }, Action::PickCharacter { character }) => {
                // Kept secret until everybody has chosen ([`State::deal`] announces them).
                self.tasks.pop();
                if let Some(slot) = self.picks.get_mut(player) {
                    *slot = Some(character);
                }
            }
            (Task::StorePick { picker }, Action::Choose { card }) => {
                self.store.retain(|&c| c != card);
                self.give_card(picker, card, ALL_SEATS);
                log.push(Event::StorePicked {
                    player: picker,
                    card,
                });
                let next = self.next_alive(picker);
                if self.store.is_empty() {
                    self.tasks.pop();
                } else if let Some(t) = self.tasks.last_mut() {
                    *t = Task::StorePick { picker: next };
                }
            }
            (Task::Steal { from, to }, Action::Chance { seed }) => {
                self.tasks.pop();
                let hand = &self.seats[from].hand;
                if hand.is_empty() {
                    return;
                }
                let c = hand[(seed % hand.len() as u64) as usize];
                self.remove_from_hand(from, c);
                match to {
                    Some(t) => {
                        self.give_card(t, c, (1 << t) | (1 << from));
                        log.push(Event::Took {
                            player: t,
                            from: Some(from),
                            card: c,
                            from_hand: true,
                        });
                    }
                    None => {
                        self.discard.push(c);
                        log.push(Event::Discarded {
                            player: from,
                            card: c,
                        });
                    }
                }
            }
            (Task::Reshuffle, Action::Chance { seed }) => {
                self.tasks.pop();
                let mut cards = std::mem::take(&mut self.discard);
                // Frozen: a recorded seed must deal the same new deck in every later build.
                frozen_shuffle(&mut cards, seed);
                for &c in &cards {
                    self.known[usize::from(c)] = 0;
                }
                self.deck.extend(cards);
                log.push(Event::Reshuffled {
                    cards: self.deck.len() as u8,
                });
            }
            _ => {}
        }
    }

    /// `p` answers with a card from the hand (it goes to the discard pile).
    fn respond(&mut self, p: Player, card: CardId, log: &mut Log<'_>) {
        self.remove_from_hand(p, card);
        self.discard.push(card);
        log.push(Event::Responded { player: p, card });
    }
}
