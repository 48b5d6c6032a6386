//! Dice results and their ranking (decisions KN-2…KN-4).
//!
//! Sixes are duds. A result is ranked by the size of its largest group, that group's face
//! (5 highest) and the highest die outside the group (the kicker, 0 if none). Two groups of the
//! same size: the higher face is the group (KN-3). Six sixes rank lowest, `(0, 0, 0)`.

use serde::{Deserialize, Serialize};

/// Dice rolled in every attempt (a Dice card adds a fixed seventh).
pub const DICE: usize = 6;

/// A result: group size, group face, kicker. Ordered as the rules rank results.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Rank {
    /// Size of the largest group (0 when no die counts).
    pub count: u8,
    /// Face of that group, 1–5.
    pub face: u8,
    /// Highest die outside the group, 0 if none.
    pub kicker: u8,
}

impl Rank {
    /// A rank from its parts.
    pub const fn new(count: u8, face: u8, kicker: u8) -> Self {
        Rank {
            count,
            face,
            kicker,
        }
    }

    /// The rank of counts per face (`counts[f - 1]` dice show `f`, faces 1–5; sixes are not
    /// counted) plus an optional fixed extra die.
    pub fn of_counts(counts: [u8; 5], extra: Option<u8>) -> Self {
        let mut c = counts;
        if let Some(e) = extra.filter(|e| (1..=5).contains(e)) {
            c[usize::from(e) - 1] += 1;
        }
        let mut best = 0u8;
        let mut face = 0u8;
        for f in (1..=5u8).rev() {
            let n = c[usize::from(f) - 1];
            if n > best {
                best = n;
                face = f;
            }
        }
        if best == 0 {
            return Rank::default();
        }
        let kicker = (1..=5u8)
            .rev()
            .find(|&f| f != face && c[usize::from(f) - 1] > 0)
            .unwrap_or(0);
        Rank::new(best, face, kicker)
    }

    /// The rank of dice values (0 = no die, 6 = dud) plus an optional extra die.
    pub fn of_dice(dice: &[u8], extra: Option<u8>) -> Self {
        Rank::of_counts(counts_of(dice), extra)
    }

    /// Compact code, increasing with the rank (for tables).
    pub fn code(self) -> u16 {
        u16::from(self.count) * 64 + u16::from(self.face) * 8 + u16::from(self.kicker)
    }
}

/// Counts per face 1–5 of dice values (others ignored).
pub fn counts_of(dice: &[u8]) -> [u8; 5] {
    let mut c = [0u8; 5];
    for &d in dice {
        if (1..=5).contains(&d) {
            c[usize::from(d) - 1] += 1;
        }
    }
    c
}

/// Success against a printed pattern: `strict` needs a stronger result, otherwise a result that
/// is not weaker succeeds (the seed's wording, docs/rules.md default).
pub fn beats_pattern(result: Rank, pattern: Rank, strict: bool) -> bool {
    if strict {
        result > pattern
    } else {
        result >= pattern
    }
}

/// Text form "4,4,4;1" of a triple-plus-kicker pattern, or the plain dice of a rank.
pub fn pattern_text(r: Rank) -> String {
    let mut s = vec![r.face.to_string(); usize::from(r.count)].join(",");
    if r.kicker > 0 {
        s.push(';');
        s.push_str(&r.kicker.to_string());
    }
    if s.is_empty() {
        s.push('-');
    }
    s
}
