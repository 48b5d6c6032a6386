//! The bid aid: how many tricks a hand is likely to take.

use super::{
    cards::CardSet,
    rules::HAND_SIZE,
    solver::Solver,
    state::{Phase, State},
};
use crate::engine::{GameRng, Player};

/// The distribution of the tricks a seat's hand takes, estimated by sampling the unseen cards
/// and solving each deal with open hands (so it assumes good play by both seats).
#[derive(Clone, Debug, PartialEq)]
pub struct TrickEstimate {
    /// `attacking[k]`: probability of taking exactly `k` tricks when this seat attacks (and so
    /// leads the first trick).
    pub attacking: [f64; 6],
    /// `defending[k]`: probability of taking exactly `k` tricks when the other seat attacks.
    pub defending: [f64; 6],
    /// Deals sampled.
    pub samples: u32,
}

impl TrickEstimate {
    /// Expected tricks when attacking.
    pub fn expected_attacking(&self) -> f64 {
        expected(&self.attacking)
    }

    /// Expected tricks when defending.
    pub fn expected_defending(&self) -> f64 {
        expected(&self.defending)
    }

    /// Probability of at least `tricks` tricks when attacking (the chance a bid is made).
    pub fn make_probability(&self, tricks: u8) -> f64 {
        self.attacking.iter().skip(usize::from(tricks)).sum()
    }
}

fn expected(dist: &[f64; 6]) -> f64 {
    dist.iter().enumerate().map(|(k, p)| k as f64 * p).sum()
}

/// Estimates the tricks of `seat`'s current hand from what `seat` can see (the other hand is
/// sampled from the unseen cards). Available while the hand is complete and before the first
/// card is played (exchange and bidding); `None` otherwise. Pure and `Send`: a panel may call
/// it off the UI thread; 200 samples take a few milliseconds.
pub fn estimate_tricks(
    state: &State,
    seat: Player,
    samples: u32,
    rng: &mut GameRng,
) -> Option<TrickEstimate> {
    let seat = seat & 1;
    let obs = state.observation(seat);
    let key = obs.key?;
    let ready = matches!(obs.phase, Phase::Exchange { .. } | Phase::Bid { .. })
        && obs.hand.len() == HAND_SIZE;
    if !ready {
        return None;
    }
    let samples = samples.max(1);
    let mut solver = Solver::new(key);
    let mut attacking = [0.0; 6];
    let mut defending = [0.0; 6];
    for _ in 0..samples {
        let (opponent, _) = obs.sample_opponent(rng);
        let mut hands = [CardSet::EMPTY; 2];
        hands[seat] = obs.hand;
        hands[1 - seat] = opponent;
        let mine = solver.solve(hands, seat, seat);
        let theirs = solver.solve(hands, 1 - seat, 1 - seat);
        attacking[usize::from(mine.min(5))] += 1.0;
        defending[usize::from(5 - theirs.min(5))] += 1.0;
    }
    let n = f64::from(samples);
    for p in attacking.iter_mut().chain(defending.iter_mut()) {
        *p /= n;
    }
    Some(TrickEstimate {
        attacking,
        defending,
        samples,
    })
}
