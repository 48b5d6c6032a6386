//! Cards as a multiset: how many of each value 1–5 (five copies of each exist).

use serde::{Deserialize, Serialize};

/// Values on the cards.
pub const VALUES: std::ops::RangeInclusive<u8> = 1..=5;
/// Copies of each value in the deck.
pub const COPIES: u8 = 5;
/// Cards in the deck.
pub const DECK_SIZE: usize = 25;
/// Cards in a full hand.
pub const HAND_SIZE: u8 = 5;

/// A multiset of card values (index 0 = value 1).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Cards(pub [u8; 5]);

impl Cards {
    /// No cards.
    pub const EMPTY: Cards = Cards([0; 5]);

    /// Copies of `value` (0 for values outside 1–5).
    pub fn count(&self, value: u8) -> u8 {
        if VALUES.contains(&value) {
            self.0[usize::from(value - 1)]
        } else {
            0
        }
    }

    /// `n` copies of `value`.
    pub fn of(value: u8, n: u8) -> Cards {
        let mut c = Cards::EMPTY;
        c.add(value, n);
        c
    }

    /// Adds `n` copies of `value` (ignored outside 1–5).
    pub fn add(&mut self, value: u8, n: u8) {
        if VALUES.contains(&value) {
            let slot = &mut self.0[usize::from(value - 1)];
            *slot = slot.saturating_add(n);
        }
    }

    /// Removes `n` copies of `value`; false (and nothing removed) if there are fewer.
    pub fn remove(&mut self, value: u8, n: u8) -> bool {
        if self.count(value) < n || !VALUES.contains(&value) {
            return false;
        }
        self.0[usize::from(value - 1)] -= n;
        true
    }

    /// True when `other` is contained in `self`.
    pub fn contains(&self, other: &Cards) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }

    /// Adds all of `other`.
    pub fn add_all(&mut self, other: &Cards) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a = a.saturating_add(*b);
        }
    }

    /// Removes all of `other` (saturating).
    pub fn remove_all(&mut self, other: &Cards) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a = a.saturating_sub(*b);
        }
    }

    /// Number of cards.
    pub fn len(&self) -> u8 {
        self.0.iter().sum()
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Sum of the values.
    pub fn total(&self) -> u32 {
        VALUES
            .map(|v| u32::from(v) * u32::from(self.count(v)))
            .sum()
    }

    /// The distinct values held.
    pub fn values(&self) -> impl Iterator<Item = u8> + '_ {
        VALUES.filter(move |&v| self.count(v) > 0)
    }

    /// Every card value, low first, with repeats.
    pub fn to_vec(&self) -> Vec<u8> {
        VALUES
            .flat_map(|v| std::iter::repeat_n(v, usize::from(self.count(v))))
            .collect()
    }

    /// The multiset of a list of values.
    pub fn from_values(values: &[u8]) -> Cards {
        let mut c = Cards::EMPTY;
        for &v in values {
            c.add(v, 1);
        }
        c
    }

    /// The full deck: five of each value.
    pub fn full_deck() -> Cards {
        Cards([COPIES; 5])
    }
}

impl std::fmt::Display for Cards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = self.to_vec().iter().map(ToString::to_string).collect();
        write!(f, "{{{}}}", parts.join(","))
    }
}
