//! A plain perfect-information Monte Carlo opponent, kept as a yardstick for the Expert
//! (laboratory only). It is written from the rules, not from the Expert's code: it shares only the
//! exact open-hand [`Solver`] (verified against brute force) and the season scoring.
//!
//! Every decision samples the other hand uniformly among the unseen cards that respect the
//! suits the opponent has shown it lacks (no reading of bids or exchanges), solves each deal
//! with open hands, and takes the action with the best mean season point difference.
//! * Card play: `play_samples` deals.
//! * Bids: `bid_samples` deals; the master assumes the slave lets its bid stand.
//! * Exchanges: with `exchange_samples` > 0, every allowed discard is tried on that many
//!   sampled replacement draws and opponent hands, each solved open-handed, and valued by its
//!   best bid on average (see [`exchange_means`]); with 0, a fixed rule (see [`pimc_discards`]).
//!
//! [`PimcBot::equal_time`] sets the samples per decision kind so that the bot spends the same
//! mean CPU time per card, bid and exchange as the Expert (arena name `pimc`).

use rand::RngExt as _;

use super::{
    cards::{Card, CardSet, Rank, RankClass},
    observation::Observation,
    rules::Rules,
    scoring::score_season,
    solver::Solver,
    state::{Action, Phase, State},
};
use crate::engine::{Bot, Budget, Certainty, Game as _, GameRng, Player, RankedAction};

/// Samples per card-play decision of the `pimc-N`-style bot when not given.
pub const PIMC_PLAY_SAMPLES: u32 = 1500;
/// Samples per bid decision of the `pimc-N` bots.
pub const PIMC_BID_SAMPLES: u32 = 40;

/// The plain PIMC bot (see the module documentation).
#[derive(Clone, Debug)]
pub struct PimcBot {
    /// Deals sampled per card-play decision.
    pub play_samples: u32,
    /// Deals sampled per bid decision.
    pub bid_samples: u32,
    /// Draws and opponent hands sampled per candidate discard (0: the fixed rule).
    pub exchange_samples: u32,
}

impl Default for PimcBot {
    fn default() -> Self {
        Self {
            play_samples: PIMC_PLAY_SAMPLES,
            bid_samples: PIMC_BID_SAMPLES,
            exchange_samples: 0,
        }
    }
}

impl PimcBot {
    /// Samples per decision kind giving the Expert's mean CPU time per card, bid and exchange
    /// (calibrated with `cpu:expert` against `cpu:pimc`, see README.md; against the Expert
    /// before it doubled its bid samples and exchange draws, 10,800 / 4,600 / 330).
    pub fn equal_time() -> Self {
        Self {
            play_samples: 10_800,
            bid_samples: 9_600,
            exchange_samples: 680,
        }
    }
}

impl Bot<State> for PimcBot {
    fn name(&self) -> String {
        let mut name = format!("aegis-pimc-{}", self.play_samples);
        if (self.bid_samples, self.exchange_samples) != (PIMC_BID_SAMPLES, 0) {
            name += &format!("/{}/{}", self.bid_samples, self.exchange_samples);
        }
        name
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        let legal = state.legal_action_list();
        if state.decider() != Some(player) || legal.is_empty() {
            return Vec::new();
        }
        let view = state.observation(player);
        let scored: Vec<(Action, f64)> = match view.phase {
            Phase::Play => card_means(&view, self.play_samples, budget, rng),
            Phase::Bid { .. } => bid_means(&view, self.bid_samples, budget, rng),
            Phase::Exchange { .. } if self.exchange_samples > 0 => {
                exchange_means(&view, &legal, self.exchange_samples, budget, rng)
            }
            Phase::Exchange { round, .. } => {
                let wanted = Action::Exchange {
                    cards: pimc_discards(&view, round),
                };
                vec![(wanted, 1.0)]
            }
            _ => Vec::new(),
        };
        // Every legal action is listed; the unscored ones last.
        let mut out: Vec<RankedAction<Action>> = legal
            .iter()
            .map(|&action| {
                let mean = scored
                    .iter()
                    .find(|(a, _)| *a == action)
                    .map_or(f64::NEG_INFINITY, |(_, m)| *m);
                RankedAction {
                    action,
                    value: mean,
                    visits: 0,
                    certainty: Certainty::Estimated,
                }
            })
            .collect();
        out.sort_by(|x, y| y.value.total_cmp(&x.value));
        // Season point differences lie in [-7, 7]; the ranking wants [0, 1].
        for r in &mut out {
            r.value = if r.value.is_finite() {
                (0.5 + r.value / 14.0_f64).clamp(0.0, 1.0)
            } else {
                0.0
            };
        }
        out
    }
}

/// The observer's season point difference when `attacker` bid `attacker_bid`, the defender
/// `defender_bid`, and the attacker took `tricks` in all.
fn margin(rules: &Rules, me: Player, attacker: Player, bids: (u8, u8), tricks: u8) -> f64 {
    let s = score_season(rules, bids.0, bids.1, tricks);
    let (att, def) = (f64::from(s.attacker_points), f64::from(s.defender_points));
    if attacker == me { att - def } else { def - att }
}

/// A hand for the opponent drawn uniformly from what the observer has not seen, avoiding the
/// suits the opponent failed to follow.
fn deal_opponent(view: &Observation, rng: &mut GameRng) -> CardSet {
    let opp = 1 - view.seat;
    let mut hidden = CardSet::FULL
        .difference(view.hand)
        .difference(view.own_discards);
    if let Some(k) = view.key {
        hidden.remove(k);
    }
    let mut shown_void = CardSet::EMPTY;
    for t in &view.tricks {
        hidden.remove(t.lead);
        hidden.remove(t.reply);
        if t.leader == view.seat && t.reply.suit != t.lead.suit {
            shown_void = shown_void.union(t.lead.suit.cards());
        }
    }
    if let Some((_, c)) = view.lead {
        hidden.remove(c);
    }
    let want = view.hand_counts[opp];
    let mut pool: Vec<Card> = hidden.difference(shown_void).iter().collect();
    if pool.len() < want {
        pool = hidden.iter().collect(); // Never for a real game; keeps the count right.
    }
    let mut hand = CardSet::EMPTY;
    for _ in 0..want.min(pool.len()) {
        let i = rng.random_range(0..pool.len());
        hand.insert(pool.swap_remove(i));
    }
    hand
}

fn over_budget(done: u32, budget: &Budget) -> bool {
    done > 0 && done.is_multiple_of(16) && budget.exhausted()
}

/// Mean season point difference after each playable card.
fn card_means(
    view: &Observation,
    samples: u32,
    budget: &Budget,
    rng: &mut GameRng,
) -> Vec<(Action, f64)> {
    let (Some(key), Some(attacker)) = (view.key, view.attacker) else {
        return Vec::new();
    };
    let bids = (
        view.bids[attacker].unwrap_or(1),
        view.bids[1 - attacker].unwrap_or(1),
    );
    let so_far = view.tricks_won[attacker];
    let me = view.seat;
    let mut solver = Solver::new(key);
    let mut per_card: Vec<(Card, f64)> = Vec::new();
    let mut results = Vec::new();
    let mut done = 0u32;
    while done < samples.max(1) && !over_budget(done, budget) {
        let mut hands = [CardSet::EMPTY; 2];
        hands[me] = view.hand;
        hands[1 - me] = deal_opponent(view, rng);
        match view.lead {
            None => solver.solve_leads(hands, me, attacker, &mut results),
            Some((leader, led)) => {
                solver.solve_replies(hands, leader, led, attacker, &mut results);
            }
        }
        for &(card, rest) in &results {
            let m = margin(&view.rules, me, attacker, bids, so_far + rest);
            match per_card.iter_mut().find(|(c, _)| *c == card) {
                Some(slot) => slot.1 += m,
                None => per_card.push((card, m)),
            }
        }
        done += 1;
    }
    let n = f64::from(done.max(1));
    per_card
        .into_iter()
        .map(|(card, sum)| (Action::Play { card }, sum / n))
        .collect()
}

/// Mean season point difference of each allowed bid. The master assumes its bid stands (the
/// slave passes); the slave compares passing with attacking at each higher bid.
fn bid_means(
    view: &Observation,
    samples: u32,
    budget: &Budget,
    rng: &mut GameRng,
) -> Vec<(Action, f64)> {
    let (Some(key), Some((low, high))) = (view.key, view.bid_range) else {
        return Vec::new();
    };
    let me = view.seat;
    let opp = 1 - me;
    let master = view.master == me;
    let mut solver = Solver::new(key);
    let mut sums = vec![0.0; usize::from(high.saturating_sub(low)) + 1];
    let mut done = 0u32;
    while done < samples.max(1) && !over_budget(done, budget) {
        let mut hands = [CardSet::EMPTY; 2];
        hands[me] = view.hand;
        hands[opp] = deal_opponent(view, rng);
        // The attacker leads the first trick.
        let as_attacker = solver.solve(hands, me, me);
        let against = if master {
            0
        } else {
            solver.solve(hands, opp, opp)
        };
        for (i, sum) in sums.iter_mut().enumerate() {
            let bid = low + i as u8;
            *sum += if master {
                margin(&view.rules, me, me, (bid, bid), as_attacker)
            } else if bid > low {
                margin(&view.rules, me, me, (bid, low), as_attacker)
            } else {
                margin(&view.rules, me, opp, (low, bid), against)
            };
        }
        done += 1;
    }
    let n = f64::from(done.max(1));
    sums.iter()
        .enumerate()
        .map(|(i, s)| {
            (
                Action::Bid {
                    tricks: low + i as u8,
                },
                s / n,
            )
        })
        .collect()
}

/// Mean season point difference of each allowed discard (the empty set keeps the hand),
/// deciding one round at a time: for each sample, replacements are drawn uniformly from the
/// unseen cards and the opponent's hand from the rest, and the deal is solved open-handed with
/// either seat attacking. A discard is worth its best bid on average over its samples: for the
/// master, attacking with a bid from its floor (one more when it exchanges now) up, the slave
/// assumed to pass; for the slave, passing against the master's floor or attacking above it.
pub(super) fn exchange_means(
    view: &Observation,
    legal: &[Action],
    samples: u32,
    budget: &Budget,
    rng: &mut GameRng,
) -> Vec<(Action, f64)> {
    let Some(key) = view.key else {
        return Vec::new();
    };
    let me = view.seat;
    let opp = 1 - me;
    let master = view.master == me;
    let unseen = view.unseen();
    let mut solver = Solver::new(key);
    let mut out = Vec::new();
    for &action in legal {
        let Action::Exchange { cards: discard } = action else {
            continue;
        };
        if !out.is_empty() && budget.exhausted() {
            break; // The candidates left unvalued rank last.
        }
        let floor = (1 + view.exchange_rounds + u8::from(master && !discard.is_empty())).min(5);
        // Per option: index 0 is the slave's pass, index b a bid of b tricks.
        let mut sums = [0.0f64; 6];
        for _ in 0..samples.max(1) {
            let mut pool: Vec<Card> = unseen.iter().collect();
            let mut take = |n: usize, pool: &mut Vec<Card>| -> CardSet {
                let mut set = CardSet::EMPTY;
                for _ in 0..n.min(pool.len()) {
                    let i = rng.random_range(0..pool.len());
                    set.insert(pool.swap_remove(i));
                }
                set
            };
            let drawn = take(discard.len(), &mut pool);
            let mut hands = [CardSet::EMPTY; 2];
            hands[me] = view.hand.difference(discard).union(drawn);
            hands[opp] = take(view.hand_counts[opp], &mut pool);
            let as_attacker = solver.solve(hands, me, me);
            if master {
                for (b, sum) in sums.iter_mut().enumerate().skip(usize::from(floor)) {
                    let b = b as u8;
                    *sum += margin(&view.rules, me, me, (b, b), as_attacker);
                }
            } else {
                let against = solver.solve(hands, opp, opp);
                sums[0] += margin(&view.rules, me, opp, (floor, floor), against);
                for (b, sum) in sums.iter_mut().enumerate().skip(usize::from(floor) + 1) {
                    *sum += margin(&view.rules, me, me, (b as u8, floor), as_attacker);
                }
            }
        }
        let options = (0..6usize).filter(|&b| {
            if master {
                b >= usize::from(floor)
            } else {
                b == 0 || b > usize::from(floor)
            }
        });
        let best = options.map(|b| sums[b]).fold(f64::NEG_INFINITY, f64::max);
        out.push((action, best / f64::from(samples.max(1))));
    }
    out
}

/// The fixed exchange rule: only in the first round, and only a hand with fewer than two
/// trumps or killers exchanges; it throws its side cards that are low in their rank class
/// (2–7 among the numbers, J among the faces). Everything else keeps its hand.
pub(super) fn pimc_discards(view: &Observation, round: u8) -> CardSet {
    let Some(key) = view.key else {
        return CardSet::EMPTY;
    };
    if round != 1 {
        return CardSet::EMPTY;
    }
    let is_power = |c: &Card| c.suit == key.suit || c.rank == key.rank;
    if view.hand.iter().filter(is_power).count() >= 2 {
        return CardSet::EMPTY;
    }
    view.hand
        .iter()
        .filter(|c| !is_power(c))
        .filter(|c| match c.rank.class() {
            RankClass::Number => c.rank < Rank::Eight,
            RankClass::Face => c.rank == Rank::Jack,
            RankClass::Ace => false,
        })
        .collect()
}
