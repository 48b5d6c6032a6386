//! Set-up, legal decisions and their effects.

use rand::seq::SliceRandom as _;

use super::{
    actions::{Action, Event, Target, Victory},
    cards::{CardId, Kind, NUM_CARDS, NUM_COLOURS, Special, card, first_castle_of},
    rules::Rules,
    state::{Attempt, MAX_TURNS, Phase, Purpose, State},
};
use crate::engine::{GameRng, IllegalAction, Player};

/// Appends events when the caller wants them.
pub(super) struct Log<'a>(pub(super) Option<&'a mut Vec<Event>>);

impl Log<'_> {
    fn push(&mut self, event: Event) {
        if let Some(events) = self.0.as_deref_mut() {
            events.push(event);
        }
    }
}

impl State {
    /// A new game: one castle of a distinct colour per seat (`colours[p]`), the other cards in
    /// `order` split into two stacks (the first half is stack 0, top first).
    pub fn from_deal(rules: Rules, colours: &[u8], order: &[CardId], first: Player) -> Self {
        let n = colours.len();
        let hands: Vec<Vec<CardId>> = colours.iter().map(|&c| vec![first_castle_of(c)]).collect();
        let rest: Vec<CardId> = order
            .iter()
            .copied()
            .filter(|c| !hands.iter().any(|h| h.contains(c)))
            .collect();
        let half = rest.len().div_ceil(2);
        let stacks = [rest[..half].to_vec(), rest[half..].to_vec()];
        let hidden = [
            stacks[0].len().saturating_sub(1) as u8,
            stacks[1].len().saturating_sub(1) as u8,
        ];
        let mut s = State {
            rules,
            stacks,
            hidden,
            hands,
            active: (first % n) as u8,
            refreshes_left: 1,
            king_tried: false,
            phase: Phase::Action,
            turn: 1,
            guards: vec![Vec::new(); n],
        };
        s.refreshes_left = s.refresh_budget(first % n);
        s
    }

    /// A random deal for `players` seats.
    pub fn random(rules: Rules, players: usize, first: Player, rng: &mut GameRng) -> Self {
        let mut colours: Vec<u8> = (0..NUM_COLOURS as u8).collect();
        colours.shuffle(rng);
        colours.truncate(players.clamp(2, NUM_COLOURS));
        let mut order: Vec<CardId> = (0..NUM_CARDS as u8).collect();
        order.shuffle(rng);
        State::from_deal(rules, &colours, &order, first)
    }

    fn refresh_budget(&self, p: Player) -> u8 {
        if self.has_special(p, Special::RefreshTwice) {
            2
        } else {
            1
        }
    }

    /// Every legal decision now (empty at chance nodes and after the end).
    pub fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Action => {
                let p = self.active();
                if self.refreshes_left > 0 {
                    for s in 0..2u8 {
                        if self.stacks[usize::from(s)].len() >= 2 {
                            out.push(Action::Refresh { stack: s });
                        }
                    }
                }
                out.extend(
                    self.guard_choices(p)
                        .into_iter()
                        .map(|card| Action::Guard { card }),
                );
                let mut targets = Vec::new();
                self.targets(p, &mut targets);
                out.extend(targets.into_iter().map(|target| Action::Attack { target }));
                out.push(Action::Pass);
            }
            Phase::Rolling { attempt, .. } if attempt.declare => {
                for value in self.dice_cards(usize::from(attempt.roller)) {
                    out.push(Action::Declare { value });
                }
            }
            Phase::Rolling { attempt, .. } if !attempt.awaiting_roll => {
                let pool = attempt.pool(self.rules.free_keeps);
                let total: u8 = pool.iter().sum();
                let mut counts = [0u8; 5];
                loop {
                    if counts.iter().sum::<u8>() < total {
                        out.push(Action::Keep { counts });
                    }
                    // Next sub-multiset of the pool.
                    let mut i = 0;
                    while i < 5 {
                        if counts[i] < pool[i] {
                            counts[i] += 1;
                            break;
                        }
                        counts[i] = 0;
                        i += 1;
                    }
                    if i == 5 {
                        break;
                    }
                }
                out.push(Action::Stop);
            }
            Phase::Surrender => {
                let castles: Vec<CardId> = self.castles(self.active()).collect();
                for c in castles {
                    for stack in 0..2 {
                        out.push(Action::Surrender { card: c, stack });
                    }
                }
            }
            Phase::EndOfTurn => {
                out.push(Action::Attack {
                    target: Target::King,
                });
                out.push(Action::EndTurn);
            }
            _ => {}
        }
    }

    /// Checked apply with optional events.
    pub fn play(
        &mut self,
        action: Action,
        events: Option<&mut Vec<Event>>,
    ) -> Result<(), IllegalAction> {
        match self.phase {
            Phase::Over { .. } => return Err(IllegalAction::new(action, "the game is over")),
            Phase::Rolling { attempt, .. } if attempt.awaiting_roll && !attempt.declare => {
                let Action::Roll { dice } = action else {
                    return Err(IllegalAction::new(action, "the dice must be rolled"));
                };
                let rolled = dice.iter().filter(|&&d| d != 0).count();
                if rolled != attempt.dice_to_roll() || dice.iter().any(|&d| d > 6) {
                    return Err(IllegalAction::new(action, "wrong number of dice"));
                }
            }
            _ => {
                let mut legal = Vec::new();
                self.legal(&mut legal);
                if !legal.contains(&action) {
                    return Err(IllegalAction::new(action, "not among the legal actions"));
                }
            }
        }
        self.apply_inner(action, &mut Log(events));
        Ok(())
    }

    /// Applies a legal action.
    pub(super) fn apply_inner(&mut self, action: Action, log: &mut Log) {
        let p = self.active();
        match (self.phase, action) {
            (Phase::Action, Action::Refresh { stack }) => {
                if let Some(c) = self.take_top(stack) {
                    self.stacks[usize::from(stack)].push(c);
                    self.refreshes_left = self.refreshes_left.saturating_sub(1);
                    log.push(Event::Refreshed {
                        player: p,
                        stack,
                        card: c,
                    });
                }
            }
            (Phase::Action, Action::Guard { card: c }) => {
                if self.guards.len() < self.hands.len() {
                    self.guards.resize(self.hands.len(), Vec::new());
                }
                self.guards[p].retain(|&x| x != c);
                self.guards[p].push(c);
                log.push(Event::Guarded { player: p, card: c });
            }
            (Phase::Action, Action::Pass) => {
                log.push(Event::Passed { player: p });
                self.end_turn(log);
            }
            (Phase::Action | Phase::EndOfTurn, Action::Attack { target }) => {
                let card = match target {
                    Target::Stack(s) => self.top(usize::from(s)),
                    _ => None,
                };
                log.push(Event::Attacked {
                    player: p,
                    target,
                    card,
                });
                self.start_attack(target, log);
            }
            (Phase::EndOfTurn, Action::EndTurn) => self.next_turn(log),
            (Phase::Surrender, Action::Surrender { card: c, stack }) => {
                self.hands[p].retain(|&x| x != c);
                self.stacks[usize::from(stack)].push(c);
                log.push(Event::Surrendered {
                    player: p,
                    card: c,
                    stack,
                });
                self.end_turn(log);
            }
            (
                Phase::Rolling {
                    mut attempt,
                    purpose,
                },
                Action::Roll { dice },
            ) => {
                attempt.last = dice;
                attempt.rolls += 1;
                attempt.awaiting_roll = false;
                log.push(Event::Rolled {
                    roller: usize::from(attempt.roller),
                    dice,
                });
                let can_reroll = attempt.pool(self.rules.free_keeps).iter().sum::<u8>() > 0;
                if attempt.rolls >= attempt.max_rolls || !can_reroll {
                    self.finish_attempt(attempt, purpose, log);
                } else {
                    self.phase = Phase::Rolling { attempt, purpose };
                }
            }
            (
                Phase::Rolling {
                    mut attempt,
                    purpose,
                },
                Action::Keep { counts },
            ) => {
                attempt.duds += attempt.last_duds();
                if self.rules.free_keeps {
                    attempt.kept = counts;
                } else {
                    for (k, c) in attempt.kept.iter_mut().zip(counts) {
                        *k += c;
                    }
                }
                attempt.last = [0; 6];
                attempt.awaiting_roll = true;
                log.push(Event::Kept {
                    roller: usize::from(attempt.roller),
                    counts,
                });
                self.phase = Phase::Rolling { attempt, purpose };
            }
            (
                Phase::Rolling {
                    mut attempt,
                    purpose,
                },
                Action::Declare { value },
            ) => {
                attempt.extra = Some(value);
                attempt.declare = false;
                self.phase = Phase::Rolling { attempt, purpose };
            }
            (Phase::Rolling { attempt, purpose }, Action::Stop) => {
                self.finish_attempt(attempt, purpose, log);
            }
            _ => {}
        }
    }

    /// Removes the top card of a stack, revealing the next.
    pub(super) fn take_top(&mut self, stack: u8) -> Option<CardId> {
        let s = usize::from(stack);
        if self.stacks[s].is_empty() {
            return None;
        }
        let c = self.stacks[s].remove(0);
        self.hidden[s] = self.hidden[s].saturating_sub(1);
        Some(c)
    }

    fn begin(&mut self, roller: u8, purpose: Purpose, log: &mut Log) {
        let r = usize::from(roller);
        let mut attempt = Attempt::new(roller, self.rolls_for(r, &purpose), self.extra_die(r));
        attempt.declare = self.dice_cards(r).len() >= 2;
        log.push(Event::AttemptStarted {
            roller: r,
            rolls: attempt.max_rolls,
            extra: attempt.extra,
        });
        self.phase = Phase::Rolling { attempt, purpose };
    }

    fn start_attack(&mut self, target: Target, log: &mut Log) {
        let p = self.active;
        match target {
            Target::Stack(stack) => {
                let Some(c) = self.top(usize::from(stack)) else {
                    self.end_turn(log);
                    return;
                };
                if card(c).kind == Kind::Duel {
                    self.take_top(stack);
                    self.begin(
                        p,
                        Purpose::Duel {
                            card: c,
                            position: 1,
                            best: None,
                        },
                        log,
                    );
                } else {
                    self.begin(p, Purpose::Stack { stack, card: c }, log);
                }
            }
            Target::Castle { owner, card } => self.begin(p, Purpose::Castle { owner, card }, log),
            Target::Special { owner, card } => self.begin(p, Purpose::Special { owner, card }, log),
            Target::King => {
                self.king_tried = true;
                self.begin(p, Purpose::King, log);
            }
        }
    }

    fn transfer(&mut self, c: CardId, from: Option<u8>, to: Player, log: &mut Log) {
        if let Some(f) = from {
            self.hands[usize::from(f)].retain(|&x| x != c);
        }
        self.hands[to].push(c);
        // Specials work at once: Refresh twice adds a refresh to the current turn.
        if to == self.active() && card(c).kind == Kind::Special(Special::RefreshTwice) {
            self.refreshes_left += 1;
        }
        log.push(Event::Captured {
            player: to,
            card: c,
            from: from.map(usize::from),
        });
    }

    fn win(&mut self, winner: Player, victory: Victory, log: &mut Log) {
        log.push(Event::Won { winner, victory });
        self.phase = Phase::Over {
            winner: Some(winner as u8),
        };
    }

    /// Ends the game if `p` now fulfils a victory condition.
    fn check_victory(&mut self, p: Player, log: &mut Log) -> bool {
        if let Some(v) = self.victory_of(p) {
            self.win(p, v, log);
            true
        } else {
            false
        }
    }

    fn finish_attempt(&mut self, attempt: Attempt, purpose: Purpose, log: &mut Log) {
        let rank = attempt.rank();
        let roller = usize::from(attempt.roller);
        let p = self.active();
        log.push(Event::AttemptEnded { roller, rank });
        match purpose {
            Purpose::Stack { stack, card: c } => {
                let pattern = self.stack_pattern(p, c).unwrap_or_default();
                if self.succeeds(rank, pattern) {
                    self.take_top(stack);
                    self.transfer(c, None, p, log);
                    if self.check_victory(p, log) {
                        return;
                    }
                    if matches!(card(c).kind, Kind::Special(_)) {
                        log.push(Event::ExtraAction { player: p });
                        self.phase = Phase::Action;
                        return;
                    }
                } else {
                    self.take_top(stack);
                    self.stacks[usize::from(stack)].push(c);
                    log.push(Event::Failed {
                        player: p,
                        card: Some(c),
                        stack: Some(stack),
                    });
                }
                self.end_turn(log);
            }
            Purpose::Castle { owner, card: c } => {
                let pattern = card(c).pattern().unwrap_or_default();
                if self.succeeds(rank, pattern) {
                    self.begin(
                        owner,
                        Purpose::Defence {
                            attacker: p as u8,
                            card: c,
                            to_beat: rank,
                        },
                        log,
                    );
                } else {
                    log.push(Event::Failed {
                        player: p,
                        card: Some(c),
                        stack: None,
                    });
                    self.end_turn(log);
                }
            }
            Purpose::Defence {
                attacker,
                card: c,
                to_beat,
            } => {
                if rank > to_beat {
                    log.push(Event::Defended {
                        owner: roller,
                        card: c,
                    });
                } else {
                    self.transfer(c, Some(attempt.roller), usize::from(attacker), log);
                    if self.check_victory(usize::from(attacker), log) {
                        return;
                    }
                }
                self.end_turn(log);
            }
            Purpose::Special { owner, card: c } => {
                let pattern = card(c).pattern().unwrap_or_default();
                if self.succeeds(rank, pattern) {
                    self.transfer(c, Some(owner), p, log);
                } else {
                    log.push(Event::Failed {
                        player: p,
                        card: Some(c),
                        stack: None,
                    });
                }
                self.end_turn(log);
            }
            Purpose::Duel {
                card: c,
                position,
                best,
            } => {
                let best = match best {
                    Some((_, b)) if rank <= b => best,
                    _ => Some((attempt.roller, rank)),
                };
                if usize::from(position) < self.players() {
                    let next = self.duel_roller(position + 1);
                    self.begin(
                        next,
                        Purpose::Duel {
                            card: c,
                            position: position + 1,
                            best,
                        },
                        log,
                    );
                } else {
                    let winner = best.map_or(p, |(w, _)| usize::from(w));
                    log.push(Event::DuelWon { winner, card: c });
                    self.hands[winner].push(c);
                    if self.check_victory(winner, log) {
                        return;
                    }
                    self.end_turn(log);
                }
            }
            Purpose::King => {
                if self.succeeds(rank, self.king()) {
                    self.win(p, Victory::King, log);
                } else {
                    log.push(Event::Failed {
                        player: p,
                        card: None,
                        stack: None,
                    });
                    if self.has_special(p, Special::KingsFavour) {
                        log.push(Event::Spared { player: p });
                        self.end_turn(log);
                    } else {
                        self.phase = Phase::Surrender;
                    }
                }
            }
        }
    }

    /// The action is done: the variant's King chance, else the next turn.
    fn end_turn(&mut self, log: &mut Log) {
        if self.rules.king_at_end && !self.king_tried && self.castle_count(self.active()) == 3 {
            self.phase = Phase::EndOfTurn;
        } else {
            self.next_turn(log);
        }
    }

    fn next_turn(&mut self, log: &mut Log) {
        if self.turn >= MAX_TURNS {
            log.push(Event::Drawn);
            self.phase = Phase::Over { winner: None };
            return;
        }
        let n = self.players();
        let next = (self.active() + 1) % n;
        self.active = next as u8;
        self.turn += 1;
        self.king_tried = false;
        self.refreshes_left = self.refresh_budget(next);
        self.phase = Phase::Action;
        log.push(Event::TurnStarted { player: next });
    }
}
