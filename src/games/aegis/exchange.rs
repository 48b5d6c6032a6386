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

/// A trump (the key's suit) or a killer (the key's rank).
fn is_power(card: Card, key: Card) -> bool {
    card.suit == key.suit || card.rank == key.rank
}

/// Cards a simple player throws away: side cards (neither trump nor killer) weaker than a 9.
pub(super) fn weak_cards(hand: CardSet, key: Card) -> CardSet {
    hand.iter()
        .filter(|&c| !is_power(c, key) && rank_strength(c) < 8)
        .collect()
}

/// A simple exchange: the weak cards, but only from a hand with at most one trump or killer.
pub(super) fn heuristic_discards(hand: CardSet, key: Card) -> CardSet {
    let strong = hand.iter().filter(|&c| is_power(c, key)).count();
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
    /// How many times the modelled slave throws its weak cards when the master's exchange
    /// lets it exchange (1: once; 0: the slave is modelled as keeping its hand).
    pub opponent_exchanges: u8,
    /// Sample the opponent's hand as its exchanges so far left it ([`replayed_opponent`]):
    /// the slave's earlier exchanges for the master, the master's for the slave.
    pub history: bool,
}

/// The estimated value of each candidate discard (the empty set = decline).
///
/// For each candidate: draw replacements; for the new hand, sample opponent hands (when the
/// master's exchange lets the slave exchange too, the opponent first throws its
/// [`weak_cards`]); solve each deal with either seat attacking; choose the bid on one half of
/// the samples and value it on the other (and vice versa). The bot decides one round at a
/// time: rounds beyond this one are not looked at.
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
    let is_master = obs.master == me;
    let unseen = obs.unseen();
    let mut solver = Solver::new(key);
    let total = plan.draws * plan.hands;
    let mut results = Vec::with_capacity(candidates.len());
    // Per sample: the value of each bid option (index 0–5, see `option_value`).
    let mut table: Vec<[f32; 6]> = Vec::with_capacity(total as usize);
    let throws = if plan.history {
        opponent_throws(obs)
    } else {
        Vec::new()
    };
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
                let opponent = sample_opponent(
                    pool,
                    key,
                    &throws,
                    u8::from(opponent_improves) * plan.opponent_exchanges,
                    rng,
                );
                table.push(sample_row(
                    &mut solver,
                    u,
                    me,
                    is_master,
                    floor,
                    hand,
                    opponent,
                ));
            }
            value += cross_fitted(&table, floor, is_master);
        }
        results.push((discard, value / f64::from(draws)));
    }
    results
}

/// How a simple player ranks a card for keeping: trumps and killers above side cards, then by
/// [`rank_strength`].
fn keep_score(card: Card, key: Card) -> u32 {
    u32::from(is_power(card, key)) * 16 + rank_strength(card)
}

/// Where `card` stands in a simple player's throwing order: lower is thrown first (by
/// [`keep_score`], then card order).
pub(super) fn throw_order(card: Card, key: Card) -> (u32, usize) {
    (keep_score(card, key), card.index())
}

/// The `n` cards of `hand` a simple player would throw first ([`throw_order`]).
pub(super) fn weakest(hand: CardSet, key: Card, n: usize) -> CardSet {
    let mut cards = hand.to_vec();
    cards.sort_by_key(|&c| throw_order(c, key));
    cards.into_iter().take(n).collect()
}

/// How many cards the observer's opponent threw in each of its exchanges so far (rounds in
/// which it kept its hand left out), oldest first.
pub(super) fn opponent_throws(obs: &Observation) -> Vec<u8> {
    let opponent = obs.opponent();
    obs.exchanges
        .iter()
        .filter_map(|r| r[opponent])
        .filter(|&n| n > 0)
        .collect()
}

/// An opponent hand and its discards from `pool` as its exchanges so far would leave them: a
/// uniform hand, then for each count in `throws` its [`weakest`] cards of that many thrown and
/// redrawn from what is left of `pool`.
pub(super) fn replayed_opponent(
    pool: CardSet,
    key: Card,
    throws: &[u8],
    rng: &mut GameRng,
) -> (CardSet, CardSet) {
    let mut hand = random_subset(pool, HAND_SIZE, rng);
    let mut discards = CardSet::EMPTY;
    for &n in throws {
        hand = redraw(
            pool,
            hand,
            weakest(hand, key, usize::from(n)),
            &mut discards,
            rng,
        );
    }
    (hand, discards)
}

/// `hand` after throwing `thrown` (added to `discards`) and drawing as many cards from what
/// is left of `pool`.
fn redraw(
    pool: CardSet,
    hand: CardSet,
    thrown: CardSet,
    discards: &mut CardSet,
    rng: &mut GameRng,
) -> CardSet {
    *discards = discards.union(thrown);
    let refill = random_subset(
        pool.difference(hand).difference(*discards),
        thrown.len(),
        rng,
    );
    hand.difference(thrown).union(refill)
}

/// An opponent hand from `pool` after its exchanges so far (`throws`, see
/// [`replayed_opponent`]), improved `exchanges` more times by throwing its [`weak_cards`].
fn sample_opponent(
    pool: CardSet,
    key: Card,
    throws: &[u8],
    exchanges: u8,
    rng: &mut GameRng,
) -> CardSet {
    let (mut opponent, mut thrown_before) = replayed_opponent(pool, key, throws, rng);
    for _ in 0..exchanges {
        let thrown = weak_cards(opponent, key);
        if thrown.is_empty() {
            break;
        }
        opponent = redraw(pool, opponent, thrown, &mut thrown_before, rng);
    }
    opponent
}

/// The value of every bid option (see [`option_value`]) in one deal.
fn sample_row(
    solver: &mut Solver,
    u: &Utility,
    me: usize,
    is_master: bool,
    floor: u8,
    hand: CardSet,
    opponent: CardSet,
) -> [f32; 6] {
    let opp = 1 - me;
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
        *cell = option_value(u, me, is_master, floor, option as u8, mine, theirs) as f32;
    }
    row
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
            u.value(me, option, option, mine)
        }
    } else if option == 0 {
        u.value(1 - me, floor, floor, theirs)
    } else if option <= floor {
        -1.0
    } else {
        u.value(me, option, floor, mine)
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
