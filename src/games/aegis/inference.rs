//! Reading the opponent's bid: a sampled opponent hand is weighted by how well it explains the
//! bid the opponent actually made (policy-based inference, as in the Skat programs of
//! docs/research/knatsch_aegis.md Part C1). A strong bid makes strong sampled hands more likely, a pass weak ones.

use super::{
    ai::random_subset,
    cards::CardSet,
    equity::Utility,
    exchange::{opponent_throws, throw_order},
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
    /// Weight factor per trick of difference: `exp(-sharpness)`.
    sharpness: f64,
    /// The opponent's utility, by point difference.
    utility: Utility,
}

impl BidInference {
    /// The inference for `obs`, or `None` when the opponent has not bid, its bid was forced, or
    /// `samples` is 0.
    pub(super) fn new(obs: &Observation, samples: u32, sharpness: f64) -> Option<Self> {
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
            utility: Utility::new(opponent, obs.scores, obs.rules, false),
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
                    *sum += self.utility.value(opponent, b, b, theirs);
                }
            } else {
                let master_tricks = solver.solve(hands, me, me);
                for (i, sum) in sums.iter_mut().enumerate().take(choices) {
                    let b = self.low + i as u8;
                    *sum += if i == 0 {
                        self.utility.value(me, self.low, self.low, master_tricks)
                    } else {
                        self.utility.value(opponent, b, self.low, theirs)
                    };
                }
            }
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
