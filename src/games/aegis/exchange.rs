//! Choosing what to exchange, by simulation (and a simple rule for the weaker levels and for
//! modelling the opponent).

use super::{
    ai::random_subset,
    cards::{Card, CardSet, RANK_BEATS},
    equity::Utility,
    observation::Observation,
    rules::HAND_SIZE,
    solver::Solver,
    state::Phase,
};
use crate::engine::{Budget, GameRng};

/// How many ranks a rank beats within its suit (A 3, 2 1 … 10 9, J 9, Q 10, K 11): a rough
/// strength on the rank cycle.
fn rank_strength(card: Card) -> u32 {
    RANK_BEATS[card.rank.index()].count_ones()
}

/// Cards a simple player throws away: side cards (neither trump nor killer) weaker than a 9.
pub(super) fn weak_cards(hand: CardSet, key: Card) -> CardSet {
    hand.iter()
        .filter(|c| c.suit != key.suit && c.rank != key.rank && rank_strength(*c) < 8)
        .collect()
}

/// A simple exchange: the weak cards, but only from a hand with at most one trump or killer.
pub(super) fn heuristic_discards(hand: CardSet, key: Card) -> CardSet {
    let strong = hand
        .iter()
        .filter(|c| c.suit == key.suit || c.rank == key.rank)
        .count();
    if strong <= 1 {
        weak_cards(hand, key)
    } else {
        CardSet::EMPTY
    }
}

/// Sample sizes of the exchange simulation.
#[derive(Clone, Copy, Debug)]
pub(super) struct ExchangePlan {
    /// Replacement draws per candidate.
    pub draws: u32,
    /// Opponent hands per draw (split in two halves: one chooses the bid, one values it).
    pub hands: u32,
}

/// The estimated value of each candidate discard (the empty set = decline).
///
/// For each candidate: draw replacements; for the new hand, sample opponent hands (when the
/// master's exchange lets the slave exchange too, the opponent first throws its
/// [`weak_cards`]); solve each deal with either seat attacking; choose the bid on one half of
/// the samples and value it on the other (and vice versa). Later exchange rounds are not
/// looked at: the bot decides one round at a time.
pub(super) fn plan_exchange(
    obs: &Observation,
    u: &Utility,
    plan: ExchangePlan,
    candidates: &[CardSet],
    budget: &Budget,
    rng: &mut GameRng,
) -> Vec<(CardSet, f64)> {
    let (Some(key), Phase::Exchange { round, .. }) = (obs.key, obs.phase) else {
        return Vec::new();
    };
    let me = obs.seat;
    let opp = 1 - me;
    let is_master = obs.master == me;
    let unseen = obs.unseen();
    let mut solver = Solver::new(key);
    let total = plan.draws * plan.hands;
    let mut results = Vec::with_capacity(candidates.len());
    // Per sample: the value of each bid option (index 0–5, see `option_value`).
    let mut table: Vec<[f32; 6]> = Vec::with_capacity(total as usize);
    for &discard in candidates {
        if !results.is_empty() && budget.exhausted() {
            break; // The candidates left unvalued rank last.
        }
        let exchanging = !discard.is_empty();
        let floor = if is_master {
            1 + obs.exchange_rounds + u8::from(exchanging)
        } else {
            1 + obs.exchange_rounds
        }
        .min(HAND_SIZE as u8);
        let opponent_improves = is_master && exchanging && obs.rules.slave_may_exchange(round);
        let (draws, hands) = if exchanging {
            (plan.draws, plan.hands)
        } else {
            (1, total)
        };
        let mut value = 0.0;
        for _ in 0..draws {
            let drawn = random_subset(unseen, discard.len(), rng);
            let hand = obs.hand.difference(discard).union(drawn);
            let pool = unseen.difference(drawn);
            table.clear();
            for _ in 0..hands {
                let mut opponent = random_subset(pool, HAND_SIZE, rng);
                if opponent_improves {
                    let thrown = weak_cards(opponent, key);
                    let refill = random_subset(pool.difference(opponent), thrown.len(), rng);
                    opponent = opponent.difference(thrown).union(refill);
                }
                let mut deal = [CardSet::EMPTY; 2];
                deal[me] = hand;
                deal[opp] = opponent;
                let mine = solver.solve(deal, me, me);
                let theirs = if is_master {
                    0
                } else {
                    solver.solve(deal, opp, opp)
                };
                let mut row = [0.0f32; 6];
                for (option, cell) in row.iter_mut().enumerate() {
                    *cell =
                        option_value(u, me, is_master, floor, option as u8, mine, theirs) as f32;
                }
                table.push(row);
            }
            value += cross_fitted(&table, floor, is_master);
        }
        results.push((discard, value / f64::from(draws)));
    }
    results
}

/// Value of bid option `option` in one sample: for the master, attacking with bid `option`
/// (the slave assumed to pass); for the slave, option 0 is passing (the master attacks with the
/// floor bid) and option `b` is attacking with bid `b`. Options below the floor are worthless.
fn option_value(
    u: &Utility,
    me: usize,
    is_master: bool,
    floor: u8,
    option: u8,
    mine: u8,
    theirs: u8,
) -> f64 {
    if is_master {
        if option < floor {
            -1.0
        } else {
            u.value_open(me, option, option, mine)
        }
    } else if option == 0 {
        u.value_open(1 - me, floor, floor, theirs)
    } else if option <= floor {
        -1.0
    } else {
        u.value_open(me, option, floor, mine)
    }
}

/// Chooses the best option on one half of the rows and values it on the other, both ways.
fn cross_fitted(table: &[[f32; 6]], floor: u8, is_master: bool) -> f64 {
    let half = table.len() / 2;
    let (a, b) = table.split_at(half);
    let valid = |o: usize| {
        if is_master {
            o >= usize::from(floor)
        } else {
            o == 0 || o > usize::from(floor)
        }
    };
    let best = |rows: &[[f32; 6]]| {
        (0..6)
            .filter(|&o| valid(o))
            .max_by(|&x, &y| {
                let sx: f32 = rows.iter().map(|r| r[x]).sum();
                let sy: f32 = rows.iter().map(|r| r[y]).sum();
                sx.total_cmp(&sy)
            })
            .unwrap_or(5)
    };
    let mean = |rows: &[[f32; 6]], o: usize| {
        if rows.is_empty() {
            0.0
        } else {
            rows.iter().map(|r| f64::from(r[o])).sum::<f64>() / rows.len() as f64
        }
    };
    (mean(b, best(a)) + mean(a, best(b))) / 2.0
}
