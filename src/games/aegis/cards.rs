//! The 52 cards, the rank cycle and card sets.
//!
//! A card is identified by its index `suit * 13 + rank` (0–51); [`CardSet`] is a bit set over
//! these indices, which keeps the state small and the solver fast.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The four suits. Their order (wind > fire > water > earth) matters only for the master draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    /// 風, drawn in yellow; the highest suit in the master draw.
    Wind,
    /// 火, red.
    Fire,
    /// 水, blue.
    Water,
    /// 地, green; the lowest suit in the master draw.
    Earth,
}

impl Suit {
    /// Every suit, in master-draw order (strongest first).
    pub const ALL: [Suit; 4] = [Suit::Wind, Suit::Fire, Suit::Water, Suit::Earth];

    /// Position in [`Suit::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The 13 cards of this suit as a set.
    pub fn cards(self) -> CardSet {
        CardSet(0x1FFF << (13 * self.index()))
    }
}

/// The thirteen ranks. Their strength is a cycle, see [`Rank::beats`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rank {
    /// A: beats the face cards, loses to the numbers.
    Ace,
    /// 2.
    Two,
    /// 3.
    Three,
    /// 4.
    Four,
    /// 5.
    Five,
    /// 6.
    Six,
    /// 7.
    Seven,
    /// 8.
    Eight,
    /// 9.
    Nine,
    /// 10.
    Ten,
    /// J.
    Jack,
    /// Q.
    Queen,
    /// K.
    King,
}

/// The three rank classes of the cycle: ace beats faces, faces beat numbers, numbers beat ace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RankClass {
    /// The ace.
    Ace,
    /// 2–10.
    Number,
    /// J, Q, K.
    Face,
}

impl Rank {
    /// Every rank, A first.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// Position in [`Rank::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Ace, number or face.
    pub fn class(self) -> RankClass {
        match self {
            Rank::Ace => RankClass::Ace,
            Rank::Jack | Rank::Queen | Rank::King => RankClass::Face,
            _ => RankClass::Number,
        }
    }

    /// True when `self` beats `other` in a comparison of ranks (seed: カードの強さ).
    ///
    /// The order is a cycle, not a ranking: A beats J, Q, K; J, Q, K beat 2–10; 2–10 beat A.
    /// Within the numbers and within the faces the higher rank wins (K > Q > J). A rank never
    /// beats itself.
    pub fn beats(self, other: Rank) -> bool {
        RANK_BEATS[self.index()] & (1 << other.index()) != 0
    }
}

/// `RANK_BEATS[a]` has bit `b` set when rank `a` beats rank `b` (computed once, by [`rank_beats`]).
pub(crate) const RANK_BEATS: [u16; 13] = {
    let mut table = [0u16; 13];
    let mut a = 0;
    while a < 13 {
        let mut b = 0;
        while b < 13 {
            if rank_beats(a, b) {
                table[a] |= 1 << b;
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// Class of a rank index: 0 ace, 1 number, 2 face.
const fn rank_class_index(r: usize) -> u8 {
    if r == 0 {
        0
    } else if r <= 9 {
        1
    } else {
        2
    }
}

/// The rank cycle on rank indices (0 = A, 1–9 = 2–10, 10–12 = J–K).
const fn rank_beats(a: usize, b: usize) -> bool {
    let (ca, cb) = (rank_class_index(a), rank_class_index(b));
    if ca == cb {
        a > b
    } else {
        // ace > face, face > number, number > ace.
        matches!((ca, cb), (0, 2) | (2, 1) | (1, 0))
    }
}

/// One of the 52 cards.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card {
    /// Its suit.
    pub suit: Suit,
    /// Its rank.
    pub rank: Rank,
}

impl Card {
    /// A card.
    pub const fn new(suit: Suit, rank: Rank) -> Self {
        Self { suit, rank }
    }

    /// The card's index 0–51 (`suit * 13 + rank`).
    pub fn index(self) -> usize {
        self.suit.index() * 13 + self.rank.index()
    }

    /// The card with index `index` (taken modulo 52).
    pub fn from_index(index: usize) -> Self {
        let index = index % 52;
        Self {
            suit: Suit::ALL[index / 13],
            rank: Rank::ALL[index % 13],
        }
    }

    /// All 52 cards in index order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..52).map(Card::from_index)
    }

    /// True when this card beats `other` in the master draw (seed 〔1〕): rank cycle first, then
    /// suit order wind > fire > water > earth. Two distinct cards never tie.
    pub fn beats_in_master_draw(self, other: Card) -> bool {
        if self.rank == other.rank {
            self.suit < other.suit
        } else {
            self.rank.beats(other.rank)
        }
    }
}

impl fmt::Debug for Card {
    /// Short form such as `W5`, `FK`, `A10` (water is `A` for aqua), `EA`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let suit = match self.suit {
            Suit::Wind => "W",
            Suit::Fire => "F",
            Suit::Water => "A",
            Suit::Earth => "E",
        };
        let rank = match self.rank {
            Rank::Ace => "A".to_owned(),
            Rank::Jack => "J".to_owned(),
            Rank::Queen => "Q".to_owned(),
            Rank::King => "K".to_owned(),
            r => (r.index() + 1).to_string(),
        };
        write!(f, "{suit}{rank}")
    }
}

/// A set of cards (a hand, the stock, a discard pile), as a bit set over card indices.
///
/// Serialized as a list of cards, so a saved game stays readable and can never hold a card
/// that does not exist.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "Vec<Card>", into = "Vec<Card>")]
pub struct CardSet(u64);

/// Every card.
const FULL: u64 = (1 << 52) - 1;

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL: CardSet = CardSet(FULL);

    /// The set with these bits (bits above 51 are dropped).
    pub const fn from_bits(bits: u64) -> Self {
        Self(bits & FULL)
    }

    /// The raw bits (bit `card.index()`).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// A set of one card.
    pub fn single(card: Card) -> Self {
        Self(1 << card.index())
    }

    /// Number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when there are no cards.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when `card` is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    /// Adds a card.
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.index();
    }

    /// Removes a card; true if it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.index());
        had
    }

    /// Cards in both sets.
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in either set.
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards of `self` not in `other`.
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// True when every card of `self` is in `other`.
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The cards of one suit in this set.
    pub fn of_suit(self, suit: Suit) -> CardSet {
        self.intersection(suit.cards())
    }

    /// The cards, in index order (by suit, then A, 2 … K).
    pub fn iter(self) -> CardIter {
        CardIter(self.0)
    }

    /// The cards as a vector, in index order.
    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }

    /// Every subset of this set, the empty set first (2^len sets; meant for hands of ≤ 5).
    pub fn subsets(self) -> impl Iterator<Item = CardSet> {
        let cards = self.to_vec();
        (0u32..1 << cards.len()).map(move |mask| {
            cards
                .iter()
                .enumerate()
                .filter(|&(i, _)| mask & (1 << i) != 0)
                .map(|(_, &c)| c)
                .collect()
        })
    }
}

/// Iterator over a [`CardSet`], lowest index first.
#[derive(Clone, Debug)]
pub struct CardIter(u64);

impl Iterator for CardIter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(Card::from_index(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardIter {}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl From<Vec<Card>> for CardSet {
    fn from(cards: Vec<Card>) -> Self {
        cards.into_iter().collect()
    }
}

impl From<CardSet> for Vec<Card> {
    fn from(set: CardSet) -> Self {
        set.to_vec()
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Parses the short form of [`Card`]'s `Debug` (`W5`, `FK`, `A10`, `EA`); for tests and tools.
pub fn parse_card(text: &str) -> Option<Card> {
    let mut chars = text.chars();
    let suit = match chars.next()? {
        'W' => Suit::Wind,
        'F' => Suit::Fire,
        'A' => Suit::Water,
        'E' => Suit::Earth,
        _ => return None,
    };
    let rank = match chars.as_str() {
        "A" => Rank::Ace,
        "J" => Rank::Jack,
        "Q" => Rank::Queen,
        "K" => Rank::King,
        n => {
            let v: usize = n.parse().ok()?;
            if !(2..=10).contains(&v) {
                return None;
            }
            Rank::ALL[v - 1]
        }
    };
    Some(Card::new(suit, rank))
}

/// Parses space-separated cards (see [`parse_card`]) into a set; `None` on any bad card.
pub fn parse_cards(text: &str) -> Option<CardSet> {
    text.split_whitespace().map(parse_card).collect()
}
