//! Reading the opponent's bid: a sampled opponent hand is weighted by how well it explains the
//! bid the opponent actually made (policy-based inference, as in the Skat programs of research
//! Part C1). A strong bid makes strong sampled hands more likely, a pass weak ones.

use super::{
    ai::random_subset,
    cards::{Card, CardSet},
    equity::Utility,
    exchange::{heuristic_discards, opponent_throws, throw_order, weak_cards},
    observation::Observation,
    rules::HAND_SIZE,
    solver::Solver,
};
use crate::engine::{GameRng, Player};

/// The opponent's bid and what it bid against, as the observer saw it.
pub(super) struct BidInference {
    opponent: Player,
    observed: u8,
    /// The opponent's lowest allowed bid (the master's floor, or the master's bid for the slave).
    low: u8,
    opponent_is_master: bool,
    /// Cards the opponent has played this season (they were in its hand when it bid).
    played: CardSet,
    samples: u32,
    /// Weight factor per trick of difference: `exp(-sharpness)`; or, when `quantal` is set,
    /// the opponent is modelled as choosing each bid with probability proportional to
    /// `exp(quantal · expected season points of that bid)`.
    sharpness: f64,
    quantal: Option<f64>,
    /// The opponent's utility, by point difference.
    utility: Utility,
}

impl BidInference {
    /// The inference for `obs`, or `None` when the opponent has not bid, its bid was forced, or
    /// `samples` is 0; with a quantal-response model (`quantal`: per season point) and an
    /// opponent that reads open-hand counts as real play (`calibrated`).
    pub(super) fn with_model(
        obs: &Observation,
        samples: u32,
        sharpness: f64,
        quantal: Option<f64>,
        calibrated: bool,
    ) -> Option<Self> {
        if samples == 0 {
            return None;
        }
        let opponent = obs.opponent();
        let observed = obs.bids[opponent]?;
        let opponent_is_master = obs.master == opponent;
        let low = if opponent_is_master {
            1 + obs.exchange_rounds
        } else {
            obs.bids[obs.master]?
        };
        if low >= HAND_SIZE as u8 {
            return None; // A forced bid says nothing.
        }
        let mut played = CardSet::EMPTY;
        for t in &obs.tricks {
            played.insert(if t.leader == opponent {
                t.lead
            } else {
                t.reply
            });
        }
        if let Some((leader, card)) = obs.lead
            && leader == opponent
        {
            played.insert(card);
        }
        Some(Self {
            opponent,
            observed,
            low,
            opponent_is_master,
            played,
            samples,
            sharpness,
            quantal,
            utility: {
                let u = Utility::new(opponent, obs.scores, obs.rules, false);
                if calibrated { u.calibrated() } else { u }
            },
        })
    }

    /// Relative likelihood (0–1] of the observed bid if the opponent holds `hand` now and has
    /// discarded `discards`: the opponent's bid is predicted by sampling the observer's hand
    /// from the opponent's point of view, and each trick of difference costs a factor
    /// `exp(sharpness)`.
    pub(super) fn weight(
        &self,
        obs: &Observation,
        solver: &mut Solver,
        hand: CardSet,
        discards: CardSet,
        rng: &mut GameRng,
    ) -> f64 {
        let Some(key) = obs.key else { return 1.0 };
        let opponent = self.opponent;
        let me = 1 - opponent;
        let full = hand.union(self.played);
        let mut unseen = CardSet::FULL.difference(full).difference(discards);
        unseen.remove(key);
        let choices = usize::from(HAND_SIZE as u8 - self.low) + 1;
        let mut sums = [0.0f64; 6];
        for _ in 0..self.samples {
            let mut hands = [CardSet::EMPTY; 2];
            hands[opponent] = full;
            hands[me] = random_subset(unseen, HAND_SIZE, rng);
            let theirs = solver.solve(hands, opponent, opponent);
            if self.opponent_is_master {
                for (i, sum) in sums.iter_mut().enumerate().take(choices) {
                    let b = self.low + i as u8;
                    *sum += self.utility.value_open(opponent, b, b, theirs);
                }
            } else {
                let master_tricks = solver.solve(hands, me, me);
                for (i, sum) in sums.iter_mut().enumerate().take(choices) {
                    let b = self.low + i as u8;
                    *sum += if i == 0 {
                        self.utility
                            .value_open(me, self.low, self.low, master_tricks)
                    } else {
                        self.utility.value_open(opponent, b, self.low, theirs)
                    };
                }
            }
        }
        if let Some(lambda) = self.quantal {
            // Utility units are 1/20 of a season point; sums are over `samples` deals.
            let scale = lambda * 20.0 / f64::from(self.samples.max(1));
            let best = sums[..choices].iter().copied().fold(f64::MIN, f64::max);
            let total: f64 = sums[..choices]
                .iter()
                .map(|&s| ((s - best) * scale).exp())
                .sum();
            let observed = usize::from(self.observed.saturating_sub(self.low)).min(choices - 1);
            return ((sums[observed] - best) * scale).exp() / total;
        }
        let predicted = self.low
            + (0..choices)
                .max_by(|&a, &b| sums[a].total_cmp(&sums[b]))
                .unwrap_or(0) as u8;
        (-self.sharpness * f64::from(predicted.abs_diff(self.observed))).exp()
    }
}

/// The opponent's hand of the whole season: `hand` (a sampled current hand) with the cards
/// the opponent has played since added back.
fn season_hand(obs: &Observation, hand: CardSet) -> CardSet {
    let opponent = obs.opponent();
    let mut dealt = hand;
    for t in &obs.tricks {
        dealt.insert(if t.leader == opponent {
            t.lead
        } else {
            t.reply
        });
    }
    if let Some((leader, card)) = obs.lead
        && leader == opponent
    {
        dealt.insert(card);
    }
    dealt
}

/// Reading of a kept hand: when the opponent was offered an exchange and kept its dealt hand
/// (it discarded nothing this season), a sampled hand that the simple exchange rule
/// ([`heuristic_discards`]) would have thinned is less likely; it gets `weight`, every other
/// hand 1. `hand` is the sampled current hand (the cards played since are added back).
pub(super) fn kept_hand_weight(obs: &Observation, hand: CardSet, weight: f64) -> f64 {
    let opponent = obs.opponent();
    let Some(key) = obs.key else { return 1.0 };
    let offered = obs.exchanges.iter().any(|r| r[opponent] == Some(0));
    if !offered || obs.discard_counts[opponent] > 0 {
        return 1.0;
    }
    if heuristic_discards(season_hand(obs, hand), key).is_empty() {
        1.0
    } else {
        weight
    }
}

/// Reading of an exchange: an opponent that threw `n` cards in its last exchange kept
/// `5 - n` cards it judged worth keeping (not [`weak_cards`]); a sampled hand (cards played
/// since added back) holding fewer such cards gets `weight` per card missing, others 1.
pub(super) fn exchanged_hand_weight(obs: &Observation, hand: CardSet, weight: f64) -> f64 {
    let opponent = obs.opponent();
    let Some(key) = obs.key else { return 1.0 };
    let Some(thrown) = obs.exchanges.iter().rev().find_map(|r| r[opponent]) else {
        return 1.0;
    };
    if thrown == 0 {
        return 1.0; // A kept hand is `kept_hand_weight`'s reading.
    }
    let kept = HAND_SIZE.saturating_sub(usize::from(thrown));
    let good = HAND_SIZE.saturating_sub(weak_cards(season_hand(obs, hand), key).len());
    let missing = i32::try_from(kept.saturating_sub(good)).unwrap_or(0);
    weight.powi(missing)
}

/// Reading of the opponent's plays: before each card the opponent played this season, its
/// hand then (`hand`, a sampled current hand, with its later plays added back) and the
/// observer's are solved open-handed; a play that loses season points against the best
/// card in that open position gets `miss` (a player who sees most of the deal rarely
/// does that), every other play 1. `utility` is the opponent's, by point difference.
pub(super) fn played_cards_weight(
    obs: &Observation,
    solver: &mut Solver,
    hand: CardSet,
    utility: &Utility,
    miss: f64,
) -> f64 {
    let (Some(attacker), Some(_)) = (obs.attacker, obs.key) else {
        return 1.0;
    };
    let opponent = obs.opponent();
    let me = obs.seat;
    let bids = (
        obs.bids[attacker].unwrap_or(1),
        obs.bids[1 - attacker].unwrap_or(1),
    );
    let mut hands = [CardSet::EMPTY; 2];
    hands[me] = obs.hand;
    hands[opponent] = hand;
    let mut out = Vec::new();
    let mut weight = 1.0;
    // Was `played` among the opponent's best cards in `out` (attacker tricks from here)?
    let mut judge = |out: &[(Card, u8)], played: Card, won: u8| {
        let value = |t: u8| utility.value(attacker, bids.0, bids.1, won + t);
        let best = out.iter().map(|&(_, t)| value(t)).fold(f64::MIN, f64::max);
        let mine = out
            .iter()
            .find(|(c, _)| *c == played)
            .map(|&(_, t)| value(t));
        if mine.is_some_and(|v| v < best - 1e-9) {
            weight *= miss;
        }
    };
    let won_before = |n: usize| {
        obs.tricks[..n]
            .iter()
            .filter(|t| t.winner == attacker)
            .count() as u8
    };
    if let Some((leader, card)) = obs.lead
        && leader == opponent
    {
        hands[opponent].insert(card);
        solver.solve_leads(hands, opponent, attacker, &mut out);
        judge(&out, card, won_before(obs.tricks.len()));
    }
    for (i, t) in obs.tricks.iter().enumerate().rev() {
        hands[t.leader].insert(t.lead);
        hands[1 - t.leader].insert(t.reply);
        if t.leader == opponent {
            solver.solve_leads(hands, opponent, attacker, &mut out);
            judge(&out, t.lead, won_before(i));
        } else {
            let mut before = hands;
            before[me].remove(t.lead);
            solver.solve_replies(before, me, t.lead, attacker, &mut out);
            judge(&out, t.reply, won_before(i));
        }
    }
    weight
}

/// Reading of the opponent's last exchange as [`super::exchange::replayed_opponent`] models
/// it: it threw its `n` weakest cards ([`throw_order`]) and drew `n`. Its season hand (`hand`,
/// a sampled current hand, with the cards played since added back) is then the `5 - n` kept
/// cards plus `n` drawn ones; the weight counts the ways that can happen: for each kept set,
/// the sets of `n` thrown cards (among the unseen cards outside `hand`) all weaker than it.
/// The count is relative to uniform sampling (1 is added so no hand is impossible); 1 when
/// the opponent has not exchanged or threw its whole hand.
pub(super) fn replay_weight(obs: &Observation, hand: CardSet) -> f64 {
    let Some(key) = obs.key else { return 1.0 };
    let Some(&n) = opponent_throws(obs).last() else {
        return 1.0;
    };
    let n = usize::from(n);
    if n >= HAND_SIZE {
        return 1.0;
    }
    let kept = HAND_SIZE - n;
    let mut season: Vec<(u32, usize)> = season_hand(obs, hand)
        .iter()
        .map(|c| throw_order(c, key))
        .collect();
    season.sort_unstable();
    let others: Vec<(u32, usize)> = obs
        .unseen()
        .difference(hand)
        .iter()
        .map(|c| throw_order(c, key))
        .collect();
    let m = season.len();
    // Sum over the weakest kept card `season[i]`: kept sets with that minimum times thrown
    // sets below it.
    let mut ways = 0.0;
    for (i, &lowest) in season.iter().enumerate() {
        let above = m - 1 - i;
        if above + 1 < kept {
            break;
        }
        let weaker = others.iter().filter(|&&o| o < lowest).count();
        ways += binomial(above, kept - 1) * binomial(weaker, n);
    }
    1.0 + ways
}

/// `n` choose `k` as a float (0 when `k > n`).
fn binomial(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}
