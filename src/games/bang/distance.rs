//! Distance and reach: seats counted both ways round the living players, Mustang and Paul
//! Regret add one for others looking at you, Scope and Rose Doolan take one off your view
//! (never below 1); weapons set the reach of BANG! only (docs/research/bang.md §2.2).

use super::{cards::Kind, characters::Character, state::State};
use crate::engine::Player;

impl State {
    /// Seats between `from` and `to` along the shorter way, skipping eliminated players.
    pub fn seat_distance(&self, from: Player, to: Player) -> u8 {
        let n = self.seats.len();
        if from == to {
            return 0;
        }
        let count = |step: usize| {
            let mut d = 0u8;
            let mut p = from;
            loop {
                p = (p + step) % n;
                if self.seats[p].alive || p == to {
                    d += 1;
                }
                if p == to {
                    return d;
                }
            }
        };
        count(1).min(count(n - 1))
    }

    /// The distance at which `from` sees `to`, with Mustang, Scope, Paul Regret and Rose
    /// Doolan (at least 1).
    pub fn distance(&self, from: Player, to: Player) -> u8 {
        if from == to {
            return 0;
        }
        let a = &self.seats[from];
        let b = &self.seats[to];
        let plus = u8::from(b.has(Kind::Mustang)) + u8::from(b.character == Character::PaulRegret);
        let minus = u8::from(a.has(Kind::Scope)) + u8::from(a.character == Character::RoseDoolan);
        (self.seat_distance(from, to) + plus)
            .saturating_sub(minus)
            .max(1)
    }

    /// The range of `p`'s weapon (Colt .45: 1).
    pub fn reach(&self, p: Player) -> u8 {
        self.seats[p]
            .weapon()
            .and_then(|c| super::cards::kind(c).weapon_range())
            .unwrap_or(1)
    }

    /// True when `p` may play any number of BANG!s (Volcanic or Willy the Kid).
    pub fn unlimited_bangs(&self, p: Player) -> bool {
        let s = &self.seats[p];
        s.character == Character::WillyTheKid || s.has(Kind::Volcanic)
    }
}
