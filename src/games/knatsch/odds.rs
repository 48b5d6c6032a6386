//! Exact odds: for any goal over final results and any partial roll, the value of every keep
//! choice and of the whole attempt (expectimax over kept multisets and rolls left, research
//! §A6). The goal gives each final result a value in [0, 1] — 1/0 for "beats this card", the
//! chance that no defender or later duellist beats it, and so on — so one solver covers every
//! situation. The Dice card's fixed die is part of the goal (it is added to every result).
//!
//! Dice multisets are counts per face 1–5 (sixes are duds and only reduce the dice left).

use std::{
    collections::HashMap,
    sync::{Mutex, OnceLock},
};

use rand::RngExt as _;

use super::{
    dice::{DICE, Rank},
    state::Attempt,
};
use crate::engine::GameRng;

/// Multisets of at most six dice over faces 1–5, their index, and the roll outcomes.
struct Tables {
    sets: Vec<[u8; 5]>,
    index: Vec<u16>,
    /// For `m` dice: every outcome as counts over faces 1–5, sixes, and its probability.
    outcomes: Vec<Vec<([u8; 5], u8, f64)>>,
}

fn code(c: &[u8; 5]) -> usize {
    c.iter().rev().fold(0, |acc, &x| acc * 7 + usize::from(x))
}

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(|| {
        let mut sets = Vec::new();
        let mut index = vec![u16::MAX; 7usize.pow(5)];
        for (c, slot) in index.iter_mut().enumerate() {
            let mut x = c;
            let counts: [u8; 5] = std::array::from_fn(|_| {
                let d = (x % 7) as u8;
                x /= 7;
                d
            });
            if counts.iter().sum::<u8>() as usize <= DICE {
                *slot = sets.len() as u16;
                sets.push(counts);
            }
        }
        let fact = |n: u8| (1..=u64::from(n)).product::<u64>() as f64;
        let mut outcomes = Vec::new();
        for m in 0..=DICE as u8 {
            let mut list = Vec::new();
            for counts in &sets {
                let s: u8 = counts.iter().sum();
                if s > m {
                    continue;
                }
                let sixes = m - s;
                let ways =
                    fact(m) / (counts.iter().map(|&k| fact(k)).product::<f64>() * fact(sixes));
                list.push((*counts, sixes, ways / 6f64.powi(i32::from(m))));
            }
            outcomes.push(list);
        }
        Tables {
            sets,
            index,
            outcomes,
        }
    })
}

fn idx(c: &[u8; 5]) -> usize {
    usize::from(tables().index[code(c)])
}

fn add(a: &[u8; 5], b: &[u8; 5]) -> [u8; 5] {
    std::array::from_fn(|i| a[i] + b[i])
}

fn size(a: &[u8; 5]) -> u8 {
    a.iter().sum()
}

/// Calls `f` for every sub-multiset of `pool`.
fn for_each_subset(pool: &[u8; 5], mut f: impl FnMut([u8; 5])) {
    let mut s = [0u8; 5];
    loop {
        f(s);
        let mut i = 0;
        while i < 5 {
            if s[i] < pool[i] {
                s[i] += 1;
                break;
            }
            s[i] = 0;
            i += 1;
        }
        if i == 5 {
            return;
        }
    }
}

const MAX_ROLLS: usize = 5;

/// The expectimax for one goal.
pub struct Solver {
    free_keeps: bool,
    goal: Vec<f64>,
    memo: Vec<f64>,
}

impl Solver {
    /// A solver for `goal` (value of a final result; the fixed `extra` die is added first).
    pub fn new(goal: impl Fn(Rank) -> f64, extra: Option<u8>, free_keeps: bool) -> Self {
        let t = tables();
        let goal = t
            .sets
            .iter()
            .map(|c| goal(Rank::of_counts(*c, extra)))
            .collect();
        Solver {
            free_keeps,
            goal,
            memo: vec![f64::NAN; t.sets.len() * (DICE + 1) * MAX_ROLLS],
        }
    }

    /// A solver for "reach `target`" (`strict`: beat it).
    pub fn threshold(target: Rank, strict: bool, extra: Option<u8>, free_keeps: bool) -> Self {
        Solver::new(
            move |r| f64::from(u8::from(if strict { r > target } else { r >= target })),
            extra,
            free_keeps,
        )
    }

    fn final_value(&self, set: &[u8; 5]) -> f64 {
        self.goal[idx(set)]
    }

    /// Value before rolling `m` dice with `rolls` rolls left (counting this one), `kept` set
    /// aside.
    pub fn before_roll(&mut self, kept: [u8; 5], m: usize, rolls: u8) -> f64 {
        if m == 0 || rolls == 0 {
            return self.final_value(&kept);
        }
        let key = (idx(&kept) * (DICE + 1) + m) * MAX_ROLLS + usize::from(rolls).min(MAX_ROLLS - 1);
        if !self.memo[key].is_nan() {
            return self.memo[key];
        }
        let duds_before = DICE - usize::from(size(&kept)) - m;
        let mut v = 0.0;
        for &(o, sixes, p) in &tables().outcomes[m] {
            let total = add(&kept, &o);
            let best = if rolls == 1 {
                self.final_value(&total)
            } else {
                let duds = duds_before + usize::from(sixes);
                let (base, pool) = if self.free_keeps {
                    ([0; 5], total)
                } else {
                    (kept, o)
                };
                self.best_choice(base, pool, duds, rolls - 1).1
            };
            v += p * best;
        }
        self.memo[key] = v;
        v
    }

    /// The best keep from `pool` on top of `base` with `duds` sixes out and `rolls` rolls left:
    /// (kept counts from the pool, or `None` to stop; value).
    fn best_choice(
        &mut self,
        base: [u8; 5],
        pool: [u8; 5],
        duds: usize,
        rolls: u8,
    ) -> (Option<[u8; 5]>, f64) {
        let mut best = (None, self.final_value(&add(&base, &pool)));
        let pool_size = size(&pool);
        let mut subsets = Vec::new();
        for_each_subset(&pool, |s| {
            if size(&s) < pool_size {
                subsets.push(s);
            }
        });
        for s in subsets {
            let kept = add(&base, &s);
            let m = DICE - usize::from(size(&kept)) - duds;
            let v = self.before_roll(kept, m, rolls);
            if v > best.1 + 1e-12 {
                best = (Some(s), v);
            }
        }
        best
    }

    /// The value of every choice in a decision of `attempt` (after a roll): `Some(counts)` =
    /// keep those and roll the rest, `None` = stop. Best first.
    pub fn choices(&mut self, attempt: &Attempt) -> Vec<(Option<[u8; 5]>, f64)> {
        let (base, pool) = self.split(attempt);
        let duds = usize::from(attempt.duds) + usize::from(attempt.last_duds());
        let rolls = attempt.rolls_left();
        let mut out = vec![(None, self.final_value(&add(&base, &pool)))];
        if rolls > 0 {
            let pool_size = size(&pool);
            let mut subsets = Vec::new();
            for_each_subset(&pool, |s| {
                if size(&s) < pool_size {
                    subsets.push(s);
                }
            });
            for s in subsets {
                let kept = add(&base, &s);
                let m = DICE - usize::from(size(&kept)) - duds;
                out.push((Some(s), self.before_roll(kept, m, rolls)));
            }
        }
        out.sort_by(|a, b| b.1.total_cmp(&a.1));
        out
    }

    fn split(&self, attempt: &Attempt) -> ([u8; 5], [u8; 5]) {
        if self.free_keeps {
            ([0; 5], attempt.showing())
        } else {
            (attempt.kept, attempt.pool(false))
        }
    }

    /// The value of the attempt as it stands (before or after a roll).
    pub fn value(&mut self, attempt: &Attempt) -> f64 {
        if attempt.awaiting_roll {
            self.before_roll(attempt.kept, attempt.dice_to_roll(), attempt.rolls_left())
        } else {
            let (base, pool) = self.split(attempt);
            if attempt.rolls_left() == 0 {
                return self.final_value(&add(&base, &pool));
            }
            let duds = usize::from(attempt.duds) + usize::from(attempt.last_duds());
            self.best_choice(base, pool, duds, attempt.rolls_left()).1
        }
    }

    /// The value of a fresh attempt with `rolls` rolls.
    pub fn start(&mut self, rolls: u8) -> f64 {
        self.before_roll([0; 5], DICE, rolls)
    }

    /// Plays one attempt with the optimal policy and returns its final result (for the
    /// empirical checks).
    pub fn simulate(&mut self, rolls: u8, extra: Option<u8>, rng: &mut GameRng) -> Rank {
        let mut kept = [0u8; 5];
        let mut duds = 0usize;
        let mut left = rolls;
        loop {
            let m = DICE - usize::from(size(&kept)) - duds;
            let mut o = [0u8; 5];
            let mut sixes = 0;
            for _ in 0..m {
                let d: u8 = rng.random_range(1..=6);
                if d == 6 {
                    sixes += 1;
                } else {
                    o[usize::from(d) - 1] += 1;
                }
            }
            left -= 1;
            duds += sixes;
            let (base, pool) = if self.free_keeps {
                ([0; 5], add(&kept, &o))
            } else {
                (kept, o)
            };
            if left == 0 || size(&pool) == 0 {
                return Rank::of_counts(add(&base, &pool), extra);
            }
            match self.best_choice(base, pool, duds, left).0 {
                None => return Rank::of_counts(add(&base, &pool), extra),
                Some(s) => kept = add(&base, &s),
            }
        }
    }
}

/// Cached chance that an optimal roller with `rolls` rolls reaches `target` (`strict`: beats
/// it).
pub fn p_reach(target: Rank, strict: bool, rolls: u8, extra: Option<u8>, free_keeps: bool) -> f64 {
    type Key = (u16, bool, u8, Option<u8>, bool);
    static CACHE: OnceLock<Mutex<HashMap<Key, f64>>> = OnceLock::new();
    let key = (target.code(), strict, rolls, extra, free_keeps);
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(&v) = cache
        .lock()
        .ok()
        .and_then(|c| c.get(&key).copied())
        .as_ref()
    {
        return v;
    }
    let v = Solver::threshold(target, strict, extra, free_keeps).start(rolls);
    if let Ok(mut c) = cache.lock() {
        c.insert(key, v);
    }
    v
}

/// Chance that an optimal roller with `rolls` rolls ends strictly above `r` (a defender or a
/// later duellist).
pub fn p_beat(r: Rank, rolls: u8, extra: Option<u8>, free_keeps: bool) -> f64 {
    p_reach(r, true, rolls, extra, free_keeps)
}
