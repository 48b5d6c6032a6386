//! The legal actions of the deciding player, by the task on top of the stack.

use super::{
    actions::{Action, DrawSource, Target},
    cards::{CardId, Kind, kind},
    characters::Character,
    roles::Role,
    rules::TwoPlayerBeer,
    state::{State, Task},
};
use crate::engine::Player;

impl State {
    /// True when `p` may use `card` as a BANG! (Calamity Janet: Missed! too).
    pub fn counts_as_bang(&self, p: Player, card: CardId) -> bool {
        kind(card) == Kind::Bang
            || (kind(card) == Kind::Missed && self.seats[p].character == Character::CalamityJanet)
    }

    /// True when `p` may use `card` as a Missed! (Calamity Janet: BANG! too).
    pub fn counts_as_missed(&self, p: Player, card: CardId) -> bool {
        kind(card) == Kind::Missed
            || (kind(card) == Kind::Bang && self.seats[p].character == Character::CalamityJanet)
    }

    /// Every legal action of the deciding player (none at chance nodes or when over).
    pub(super) fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.winner.is_some() {
            return;
        }
        let Some(&top) = self.tasks.last() else {
            return;
        };
        match top {
            Task::DrawPhase => {
                let p = self.turn;
                out.push(Action::DrawFrom {
                    source: DrawSource::Deck,
                });
                match self.seats[p].character {
                    Character::JesseJones => {
                        for q in self.others_clockwise(p) {
                            if !self.seats[q].hand.is_empty() {
                                out.push(Action::DrawFrom {
                                    source: DrawSource::Hand { player: q },
                                });
                            }
                        }
                    }
                    Character::PedroRamirez if !self.discard.is_empty() => {
                        out.push(Action::DrawFrom {
                            source: DrawSource::Discard,
                        });
                    }
                    _ => {}
                }
            }
            Task::PickCharacter { player } => {
                if let Some(offer) = self.offers.get(player) {
                    out.extend(offer.map(|character| Action::PickCharacter { character }));
                }
            }
            Task::KitLook { .. } => {
                out.extend(self.look.iter().map(|&card| Action::Choose { card }));
            }
            Task::Check { .. } => {
                out.extend(self.flipped.iter().map(|&card| Action::Choose { card }));
            }
            Task::PlayPhase => {
                let p = self.turn;
                for &card in &self.seats[p].hand {
                    self.plays_of(p, card, out);
                }
                // Decision (docs/research/bang.md §5 #89): Sid Ketchum's ability is not offered at full
                // life, where it would only waste two cards.
                if self.seats[p].life < self.seats[p].max_life {
                    self.sid_heals(p, out);
                }
                out.push(Action::EndTurn);
            }
            Task::DiscardPhase => {
                let hand = &self.seats[self.turn].hand;
                out.extend(hand.iter().map(|&card| Action::Discard { card }));
            }
            Task::Shot {
                target, barrels, ..
            } => {
                for &card in &self.seats[target].hand {
                    if self.counts_as_missed(target, card) {
                        out.push(Action::Respond { card });
                    }
                }
                if barrels > 0 {
                    out.push(Action::UseBarrel);
                }
                out.push(Action::TakeHit);
            }
            Task::Dying { player, .. } => {
                // Beer has no effect with two players left (Dized "beer").
                if self.alive_count() > 2 {
                    for &card in &self.seats[player].hand {
                        if kind(card) == Kind::Beer {
                            out.push(Action::Respond { card });
                        }
                    }
                }
                self.sid_heals(player, out);
                out.push(Action::TakeHit);
            }
            Task::Duel { responder: p, .. } | Task::Indians { target: p, .. } => {
                for &card in &self.seats[p].hand {
                    if self.counts_as_bang(p, card) {
                        out.push(Action::Respond { card });
                    }
                }
                out.push(Action::TakeHit);
            }
            Task::StorePick { .. } => {
                out.extend(self.store.iter().map(|&card| Action::Choose { card }));
            }
            _ => {}
        }
    }

    /// Sid Ketchum's pairs of cards to discard.
    fn sid_heals(&self, p: Player, out: &mut Vec<Action>) {
        let seat = &self.seats[p];
        if seat.character != Character::SidKetchum {
            return;
        }
        for (i, &first) in seat.hand.iter().enumerate() {
            for &second in &seat.hand[i + 1..] {
                out.push(Action::SidHeal { first, second });
            }
        }
    }

    /// The legal plays of one card in phase 2. Decision (docs/rules.md): Jail, Panic!, Cat Balou
    /// and Duel never target oneself.
    fn plays_of(&self, p: Player, card: CardId, out: &mut Vec<Action>) {
        let seat = &self.seats[p];
        let others = self.others_clockwise(p);
        let mut play = |target: Target| out.push(Action::Play { card, target });
        if self.counts_as_bang(p, card) {
            if self.bangs == 0 || self.unlimited_bangs(p) {
                let reach = self.reach(p);
                for &q in &others {
                    if self.distance(p, q) <= reach {
                        play(Target::Player { player: q });
                    }
                }
            }
            return;
        }
        let k = kind(card);
        match k {
            Kind::Missed => {}
            // Seed (docs/rules.md): with two players left Beer cannot be used at all; the official
            // reading (an option) lets it be played for no effect.
            Kind::Beer
                if self.alive_count() <= 2
                    && self.rules.two_player_beer == TwoPlayerBeer::Unplayable => {}
            Kind::Beer
            | Kind::Stagecoach
            | Kind::WellsFargo
            | Kind::Gatling
            | Kind::Indians
            | Kind::Saloon
            | Kind::GeneralStore => play(Target::Nobody),
            Kind::CatBalou | Kind::Panic => {
                for &q in &others {
                    if k == Kind::Panic && self.distance(p, q) > 1 {
                        continue;
                    }
                    let s = &self.seats[q];
                    if !s.hand.is_empty() {
                        play(Target::Hand { player: q });
                    }
                    for &c in &s.in_play {
                        play(Target::InPlay { player: q, card: c });
                    }
                }
            }
            Kind::Duel => {
                for &q in &others {
                    play(Target::Player { player: q });
                }
            }
            Kind::Jail => {
                for &q in &others {
                    let s = &self.seats[q];
                    if s.role != Role::Sheriff && !s.has(Kind::Jail) {
                        play(Target::Player { player: q });
                    }
                }
            }
            Kind::Barrel | Kind::Mustang | Kind::Scope | Kind::Dynamite => {
                if !seat.has(k) {
                    play(Target::Nobody);
                }
            }
            _ => {
                // A weapon: replaces the current one, but not by the same weapon.
                if seat.weapon().map(kind) != Some(k) {
                    play(Target::Nobody);
                }
            }
        }
    }
}
