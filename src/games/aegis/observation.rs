//! What one seat may see (AE-20), and sampling of what it cannot see.

use rand::seq::SliceRandom as _;
use serde::{Deserialize, Serialize};

use super::{
    cards::{Card, CardSet, Suit},
    rules::{MAX_EXCHANGE_ROUNDS, Rules},
    scoring::{EndReason, SeasonRecord},
    state::{Phase, State},
    tricks::Trick,
};
use crate::engine::{GameRng, Player};

/// Everything seat `seat` may know: its own hand and discards, the key card, bids, exchange
/// counts, every played card and the scores. The other hand, the other discards and the stock
/// are only counted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Observation {
    /// The observing seat.
    pub seat: Player,
    /// The rule options.
    pub rules: Rules,
    /// The phase.
    pub phase: Phase,
    /// Who decides now (`None` at chance nodes and at the end).
    pub decider: Option<Player>,
    /// Scores per seat.
    pub scores: [u32; 2],
    /// Season number (1 = first).
    pub season: u32,
    /// The master of the season.
    pub master: Player,
    /// The master-draw cards, face up.
    pub master_draw: [Option<Card>; 2],
    /// The key card once turned.
    pub key: Option<Card>,
    /// The observer's hand.
    pub hand: CardSet,
    /// The observer's discards this season.
    pub own_discards: CardSet,
    /// Cards in hand per seat.
    pub hand_counts: [usize; 2],
    /// Discards per seat this season.
    pub discard_counts: [usize; 2],
    /// Cards left in the stock.
    pub stock_count: usize,
    /// Cards discarded per round and seat (`None`: no turn).
    pub exchanges: [[Option<u8>; 2]; MAX_EXCHANGE_ROUNDS as usize],
    /// Rounds in which the master exchanged.
    pub exchange_rounds: u8,
    /// The observer's allowed bids, when it is the observer's bid.
    pub bid_range: Option<(u8, u8)>,
    /// Bids per seat.
    pub bids: [Option<u8>; 2],
    /// The attacker once known.
    pub attacker: Option<Player>,
    /// Finished tricks of the season.
    pub tricks: Vec<Trick>,
    /// The card on the table and who led it.
    pub lead: Option<(Player, Card)>,
    /// Tricks per seat this season.
    pub tricks_won: [u8; 2],
    /// Finished seasons.
    pub history: Vec<SeasonRecord>,
    /// The winner once the game is over.
    pub winner: Option<(Player, EndReason)>,
}

impl State {
    /// What `seat` may see.
    pub fn observation(&self, seat: Player) -> Observation {
        let seat = seat & 1;
        Observation {
            seat,
            rules: self.rules,
            phase: self.phase,
            decider: self.decider(),
            scores: self.scores,
            season: self.season,
            master: self.master,
            master_draw: self.master_draw,
            key: self.key,
            hand: self.hands[seat],
            own_discards: self.discards[seat],
            hand_counts: [self.hands[0].len(), self.hands[1].len()],
            discard_counts: [self.discards[0].len(), self.discards[1].len()],
            stock_count: if self.key.is_some() {
                self.stock().len()
            } else {
                52
            },
            exchanges: self.exchanges,
            exchange_rounds: self.exchange_rounds,
            bid_range: self.bid_range(seat),
            bids: self.bids,
            attacker: self.attacker,
            tricks: self.tricks.clone(),
            lead: self.lead(),
            tricks_won: self.tricks_won(),
            history: self.history.clone(),
            winner: self.winner,
        }
    }

    /// A state consistent with what `observer` knows: the other seat's hand and discards and the
    /// stock are resampled from the cards `observer` has not seen (see
    /// [`Observation::sample_opponent`]).
    pub fn determinized(&self, observer: Player, rng: &mut GameRng) -> State {
        let mut state = self.clone();
        if self.key.is_none() {
            return state; // Nothing is hidden before the deal.
        }
        let observer = observer & 1;
        let (hand, discards) = self.observation(observer).sample_opponent(rng);
        state.hands[1 - observer] = hand;
        state.discards[1 - observer] = discards;
        state
    }
}

impl Observation {
    /// The other seat.
    pub fn opponent(&self) -> Player {
        1 - self.seat
    }

    /// Cards played this season (finished tricks and the card on the table).
    pub fn played(&self) -> CardSet {
        let mut set: CardSet = self.tricks.iter().flat_map(|t| [t.lead, t.reply]).collect();
        if let Some((_, c)) = self.lead {
            set.insert(c);
        }
        set
    }

    /// Cards the observer has not seen: the other hand, the other discards and the stock.
    pub fn unseen(&self) -> CardSet {
        let mut seen = self.hand.union(self.own_discards).union(self.played());
        if let Some(k) = self.key {
            seen.insert(k);
        }
        CardSet::FULL.difference(seen)
    }

    /// Suits the other seat is known to lack: it answered a lead of that suit with another
    /// suit (its hand has not changed since the exchanges).
    pub fn opponent_voids(&self) -> Vec<Suit> {
        let opponent = self.opponent();
        let mut voids = Vec::new();
        for t in &self.tricks {
            if t.leader != opponent && t.reply.suit != t.lead.suit && !voids.contains(&t.lead.suit)
            {
                voids.push(t.lead.suit);
            }
        }
        voids
    }

    /// Samples the other seat's hand and discards from the unseen cards, uniformly among the
    /// assignments consistent with the known voids; the rest is the stock.
    ///
    /// The unseen cards are taken in card order before shuffling, so the sample depends only on
    /// what the observer knows and on `rng`.
    pub fn sample_opponent(&self, rng: &mut GameRng) -> (CardSet, CardSet) {
        let opponent = self.opponent();
        let unseen = self.unseen();
        let mut excluded = CardSet::EMPTY;
        for suit in self.opponent_voids() {
            excluded = excluded.union(suit.cards());
        }
        let hand_size = self.hand_counts[opponent];
        let mut allowed = unseen.difference(excluded).to_vec();
        allowed.shuffle(rng);
        let mut hand: CardSet = allowed.iter().take(hand_size).copied().collect();
        let mut rest = unseen.difference(hand).to_vec();
        if hand.len() < hand_size {
            // Only reachable from an inconsistent record: fill from anything.
            rest.shuffle(rng);
            while hand.len() < hand_size {
                let Some(c) = rest.pop() else { break };
                hand.insert(c);
            }
        }
        rest.shuffle(rng);
        let discards: CardSet = rest
            .iter()
            .take(self.discard_counts[opponent])
            .copied()
            .collect();
        (hand, discards)
    }
}
