//! Exact open-hand (double-dummy) solver for the tricks of a season.
//!
//! With every card known, the attacker maximises and the defender minimises the attacker's
//! trick count: both seats' points are monotone in it (Break/Save/Keep, AE-14), so this is
//! optimal play. The tree has at most (5!)² = 14,400 lines; alpha-beta with a small
//! transposition table (keyed by the cards left, which fix both hands) solves a full season in
//! microseconds.

use super::{
    cards::{Card, CardSet},
    tricks::Key,
};
use crate::engine::Player;

/// Masks of the suits, by suit index.
const SUIT_MASKS: [u64; 4] = [0x1FFF, 0x1FFF << 13, 0x1FFF << 26, 0x1FFF << 39];
const TABLE_SIZE: usize = 1 << 12;

#[derive(Clone, Copy, Default)]
struct Entry {
    /// Cards left (both hands) with the leader in bit 63; 0 = empty slot.
    key: u64,
    generation: u32,
    lower: i8,
    upper: i8,
}

/// A reusable solver for one key card (trump suit and killer rank).
pub struct Solver {
    /// `leader_beats[l]`: the replies that the lead `l` beats.
    leader_beats: [u64; 52],
    table: Vec<Entry>,
    generation: u32,
    attacker: Player,
    /// Nodes visited (for benchmarks and tests).
    pub nodes: u64,
}

impl Solver {
    /// A solver for a season with this key card.
    pub fn new(key: Card) -> Self {
        let key = Key(key);
        let mut leader_beats = [0u64; 52];
        for (l, beats) in leader_beats.iter_mut().enumerate() {
            for f in 0..52 {
                if l != f && key.leader_wins(Card::from_index(l), Card::from_index(f)) {
                    *beats |= 1 << f;
                }
            }
        }
        Self {
            leader_beats,
            table: vec![Entry::default(); TABLE_SIZE],
            generation: 0,
            attacker: 0,
            nodes: 0,
        }
    }

    /// The attacker's tricks from the remaining cards with best play by both, `leader` to lead
    /// (hands of equal size).
    pub fn solve(&mut self, hands: [CardSet; 2], leader: Player, attacker: Player) -> u8 {
        self.begin(attacker);
        let h = [hands[0].bits(), hands[1].bits()];
        self.lead_node(h, leader & 1, -1, 6) as u8
    }

    /// The attacker's tricks for each card `leader` may lead, with best play afterwards.
    pub fn solve_leads(
        &mut self,
        hands: [CardSet; 2],
        leader: Player,
        attacker: Player,
        out: &mut Vec<(Card, u8)>,
    ) {
        out.clear();
        self.begin(attacker);
        let leader = leader & 1;
        let mut h = [hands[0].bits(), hands[1].bits()];
        for card in hands[leader].iter() {
            let bit = 1u64 << card.index();
            h[leader] &= !bit;
            let v = self.reply_node(h, leader, card.index(), -1, 6);
            h[leader] |= bit;
            out.push((card, v as u8));
        }
    }

    /// The attacker's tricks (including this trick) for each legal reply to `lead`, led by
    /// `leader`; `hands[leader]` no longer holds `lead`.
    pub fn solve_replies(
        &mut self,
        hands: [CardSet; 2],
        leader: Player,
        lead: Card,
        attacker: Player,
        out: &mut Vec<(Card, u8)>,
    ) {
        out.clear();
        self.begin(attacker);
        let leader = leader & 1;
        let follower = 1 - leader;
        let h = [hands[0].bits(), hands[1].bits()];
        let options = Self::replies(h[follower], lead.index());
        let mut rest = options;
        while rest != 0 {
            let f = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let v = self.after_reply(h, leader, lead.index(), f, -1, 6);
            out.push((Card::from_index(f), v as u8));
        }
    }

    fn begin(&mut self, attacker: Player) {
        self.attacker = attacker & 1;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.table.fill(Entry::default());
            self.generation = 1;
        }
    }

    fn replies(hand: u64, lead: usize) -> u64 {
        let same = hand & SUIT_MASKS[lead / 13];
        if same != 0 { same } else { hand }
    }

    /// Value (attacker tricks from here) with `leader` to lead.
    fn lead_node(&mut self, h: [u64; 2], leader: usize, alpha: i8, beta: i8) -> i8 {
        self.nodes += 1;
        let left = h[leader].count_ones() as i8;
        if left == 0 {
            return 0;
        }
        if left == 1 {
            let (l, f) = (
                h[leader].trailing_zeros() as usize,
                h[1 - leader].trailing_zeros() as usize,
            );
            let winner = if self.leader_beats[l] & (1 << f) != 0 {
                leader
            } else {
                1 - leader
            };
            return i8::from(winner == self.attacker);
        }
        let tt_key = (h[0] | h[1]) | ((leader as u64) << 63);
        let slot = (mix(tt_key) as usize) & (TABLE_SIZE - 1);
        let entry = self.table[slot];
        if entry.key == tt_key && entry.generation == self.generation {
            if entry.lower == entry.upper || entry.lower >= beta {
                return entry.lower;
            }
            if entry.upper <= alpha {
                return entry.upper;
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let mut window = Window::new(leader == self.attacker, alpha, beta, left);
        let mut cards = h[leader];
        while cards != 0 {
            let l = cards.trailing_zeros() as usize;
            cards &= cards - 1;
            let mut child = h;
            child[leader] &= !(1 << l);
            let v = self.reply_node(child, leader, l, window.alpha, window.beta);
            if window.offer(v) {
                break;
            }
        }
        let best = window.best;
        // Bounds relative to the window this node was searched with.
        let (lower, upper) = if best <= alpha0 {
            (0, best)
        } else if best >= beta0 {
            (best, left)
        } else {
            (best, best)
        };
        let mut entry = Entry {
            key: tt_key,
            generation: self.generation,
            lower,
            upper,
        };
        let old = self.table[slot];
        if old.key == tt_key && old.generation == self.generation {
            entry.lower = entry.lower.max(old.lower);
            entry.upper = entry.upper.min(old.upper);
        }
        self.table[slot] = entry;
        best
    }

    /// Value with `lead` on the table (already removed from `h[leader]`), follower to reply.
    fn reply_node(&mut self, h: [u64; 2], leader: usize, lead: usize, alpha: i8, beta: i8) -> i8 {
        let follower = 1 - leader;
        let mut window = Window::new(follower == self.attacker, alpha, beta, 6);
        let mut options = Self::replies(h[follower], lead);
        while options != 0 {
            let f = options.trailing_zeros() as usize;
            options &= options - 1;
            let v = self.after_reply(h, leader, lead, f, window.alpha, window.beta);
            if window.offer(v) {
                break;
            }
        }
        window.best
    }

    fn after_reply(
        &mut self,
        h: [u64; 2],
        leader: usize,
        lead: usize,
        f: usize,
        alpha: i8,
        beta: i8,
    ) -> i8 {
        let winner = if self.leader_beats[lead] & (1 << f) != 0 {
            leader
        } else {
            1 - leader
        };
        let mut child = h;
        child[1 - leader] &= !(1 << f);
        let add = i8::from(winner == self.attacker);
        add + self.lead_node(child, winner, alpha - add, beta - add)
    }
}

/// The best value so far and the alpha-beta window of a node.
struct Window {
    best: i8,
    alpha: i8,
    beta: i8,
    maximizing: bool,
}

impl Window {
    /// A node of the attacker (`maximizing`) or the defender; `most` bounds its value.
    fn new(maximizing: bool, alpha: i8, beta: i8, most: i8) -> Self {
        Self {
            best: if maximizing { -1 } else { most + 1 },
            alpha,
            beta,
            maximizing,
        }
    }

    /// Takes a child's value; true when the remaining children cannot matter (cut-off).
    fn offer(&mut self, v: i8) -> bool {
        if self.maximizing {
            self.best = self.best.max(v);
            self.alpha = self.alpha.max(v);
        } else {
            self.best = self.best.min(v);
            self.beta = self.beta.min(v);
        }
        self.alpha >= self.beta
    }
}

/// splitmix64 finaliser, for table slots.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The attacker's tricks from these hands with best play by both, `leader` to lead: the exact
/// open-hand value of the rest of a season.
pub fn solve_tricks(key: Card, hands: [CardSet; 2], leader: Player, attacker: Player) -> u8 {
    Solver::new(key).solve(hands, leader, attacker)
}
