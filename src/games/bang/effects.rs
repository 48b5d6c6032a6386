//! What cards and hits do: playing a card in phase 2, losing and regaining life,
//! elimination with its rewards and penalties, and the end of the game.

use super::{
    actions::{Event, Target},
    cards::{CardId, Kind, kind},
    characters::Character,
    roles::{Role, Side},
    state::{ALL_SEATS, Log, State, Task},
};
use crate::engine::Player;

impl State {
    /// Barrel "draw!"s available to `p` against one shot (a real Barrel, Jourdonnais' own).
    pub fn barrels(&self, p: Player) -> u8 {
        let s = &self.seats[p];
        u8::from(s.has(Kind::Barrel)) + u8::from(s.character == Character::Jourdonnais)
    }

    /// Phase 2: `p` plays `c` (known to be legal).
    pub(super) fn play_card(&mut self, p: Player, c: CardId, target: Target, log: &mut Log<'_>) {
        self.remove_from_hand(p, c);
        log.push(Event::Played {
            player: p,
            card: c,
            target,
        });
        let k = kind(c);
        if let Some(q) = State::harmed_by(target) {
            self.note_hostile(p, q);
        }
        if !k.is_blue() {
            self.discard.push(c);
        }
        if self.counts_as_bang(p, c) {
            if let Target::Player { player: q } = target {
                self.bangs = self.bangs.saturating_add(1);
                let needed = if self.seats[p].character == Character::SlabTheKiller {
                    2
                } else {
                    1
                };
                self.tasks.push(Task::Shot {
                    target: q,
                    source: p,
                    needed,
                    barrels: self.barrels(q),
                });
            }
            return;
        }
        match (k, target) {
            // No effect with two players left (Dized "beer").
            (Kind::Beer, _) if self.alive_count() > 2 => self.heal(p, log),
            (Kind::Saloon, _) => {
                // The two-player clause names Beer only (docs/research/bang.md §2.5): Saloon still heals.
                for q in 0..self.seats.len() {
                    if self.seats[q].alive && self.seats[q].life < self.seats[q].max_life {
                        self.heal(q, log);
                    }
                }
            }
            (Kind::Stagecoach, _) => self.tasks.push(Task::Draw { player: p, n: 2 }),
            (Kind::WellsFargo, _) => self.tasks.push(Task::Draw { player: p, n: 3 }),
            (Kind::Gatling, _) => {
                // Not a BANG!: one Missed! stops it even from Slab the Killer (docs/research/bang.md §5 #29).
                for q in self.others_clockwise(p).into_iter().rev() {
                    self.tasks.push(Task::Shot {
                        target: q,
                        source: p,
                        needed: 1,
                        barrels: self.barrels(q),
                    });
                }
            }
            (Kind::Indians, _) => {
                for q in self.others_clockwise(p).into_iter().rev() {
                    self.tasks.push(Task::Indians {
                        target: q,
                        source: p,
                    });
                }
            }
            (Kind::Duel, Target::Player { player: q }) => self.tasks.push(Task::Duel {
                challenger: p,
                responder: q,
                other: p,
            }),
            (Kind::GeneralStore, _) => self.tasks.push(Task::StoreReveal {
                player: p,
                left: self.alive_count() as u8,
            }),
            (Kind::CatBalou | Kind::Panic, Target::Hand { player: q }) => {
                let to = (k == Kind::Panic).then_some(p);
                self.tasks.push(Task::Steal { from: q, to });
            }
            (Kind::CatBalou, Target::InPlay { player: q, card }) => {
                self.remove_in_play(q, card);
                self.discard.push(card);
                log.push(Event::Discarded { player: q, card });
            }
            (Kind::Panic, Target::InPlay { player: q, card }) => {
                self.remove_in_play(q, card);
                self.give_card(p, card, ALL_SEATS);
                log.push(Event::Took {
                    player: p,
                    from: Some(q),
                    card,
                    from_hand: false,
                });
            }
            (Kind::Jail, Target::Player { player: q }) => {
                self.seats[q].in_play.push(c);
                log.push(Event::Equipped { owner: q, card: c });
            }
            _ if k.is_blue() => {
                if k.weapon_range().is_some()
                    && let Some(old) = self.seats[p].weapon()
                {
                    self.remove_in_play(p, old);
                    self.discard.push(old);
                    log.push(Event::Discarded {
                        player: p,
                        card: old,
                    });
                }
                self.seats[p].in_play.push(c);
                log.push(Event::Equipped { owner: p, card: c });
            }
            _ => {}
        }
    }

    /// +1 life, never above the maximum.
    pub(super) fn heal(&mut self, p: Player, log: &mut Log<'_>) {
        let s = &mut self.seats[p];
        s.life = (s.life + 1).min(s.max_life);
        log.push(Event::Healed {
            player: p,
            life: s.life,
        });
    }

    /// `p` loses `amount` lives caused by `source` (`None`: Dynamite). `gringo`: the card was
    /// played by another player, so El Gringo's ability applies.
    ///
    /// Decision (docs/rules.md): Bart Cassidy draws for each life lost even if a Beer then saves
    /// him, but not when eliminated — so the abilities run after the dying window.
    pub(super) fn damage(
        &mut self,
        p: Player,
        source: Option<Player>,
        amount: u8,
        gringo: bool,
        log: &mut Log<'_>,
    ) {
        let s = &mut self.seats[p];
        s.life -= amount as i8;
        log.push(Event::LifeLost {
            player: p,
            amount,
            life: s.life,
        });
        self.tasks.push(Task::AfterHit {
            player: p,
            source,
            amount,
            gringo,
        });
        if self.seats[p].life <= 0 {
            self.tasks.push(Task::Dying {
                player: p,
                killer: source,
            });
        }
    }

    /// The side that has won, if any.
    pub(super) fn check_end(&self) -> Option<Side> {
        let alive = |r: Role| self.seats.iter().any(|s| s.alive && s.role == r);
        if !alive(Role::Sheriff) {
            let only_renegade = self.alive_count() == 1 && alive(Role::Renegade);
            Some(if only_renegade {
                Side::Renegade
            } else {
                Side::Outlaws
            })
        } else if !alive(Role::Outlaw) && !alive(Role::Renegade) {
            Some(Side::Law)
        } else {
            None
        }
    }

    /// `p` is out: role revealed, the game may end at once, cards to Vulture Sam or the
    /// discard pile, then the reward (3 cards for an Outlaw) or the Sheriff's penalty.
    pub(super) fn eliminate(&mut self, p: Player, killer: Option<Player>, log: &mut Log<'_>) {
        let role = self.seats[p].role;
        self.seats[p].alive = false;
        self.seats[p].revealed = true;
        log.push(Event::Eliminated {
            player: p,
            role,
            by: killer,
        });
        if let Some(side) = self.check_end() {
            self.winner = Some(side);
            self.tasks.clear();
            log.push(Event::GameOver { winner: side });
            return;
        }
        if p == self.turn {
            self.truncate_turn();
        }
        let killer = killer.filter(|&k| k != p && self.seats[k].alive);
        let penalty =
            killer.filter(|&k| self.seats[k].role == Role::Sheriff && role == Role::Deputy);
        let sam = (0..self.seats.len())
            .find(|&q| self.seats[q].alive && self.seats[q].character == Character::VultureSam);
        // Decision (docs/rules.md): Vulture Sam as Sheriff killing a Deputy discards first and
        // takes nothing — the Deputy's cards go to the discard pile.
        match sam.filter(|&s| Some(s) != penalty) {
            Some(sam) => {
                for c in std::mem::take(&mut self.seats[p].hand) {
                    let known = self.known[usize::from(c)] | (1 << sam);
                    self.give_card(sam, c, known);
                    log.push(Event::Took {
                        player: sam,
                        from: Some(p),
                        card: c,
                        from_hand: true,
                    });
                }
                for c in std::mem::take(&mut self.seats[p].in_play) {
                    self.give_card(sam, c, ALL_SEATS);
                    log.push(Event::Took {
                        player: sam,
                        from: Some(p),
                        card: c,
                        from_hand: false,
                    });
                }
            }
            None => self.discard_all(p, log),
        }
        if let Some(k) = penalty {
            self.discard_all(k, log);
        }
        if let Some(k) = killer
            && role == Role::Outlaw
        {
            self.tasks.push(Task::Draw { player: k, n: 3 });
        }
    }

    /// Discards every card in `p`'s hand and in play.
    fn discard_all(&mut self, p: Player, log: &mut Log<'_>) {
        let hand = std::mem::take(&mut self.seats[p].hand);
        let in_play = std::mem::take(&mut self.seats[p].in_play);
        for c in hand.into_iter().chain(in_play) {
            self.discard.push(c);
            log.push(Event::Discarded { player: p, card: c });
        }
    }
}
