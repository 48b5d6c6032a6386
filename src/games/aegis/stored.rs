//! Loading a saved game safely: a save deserializes into an unchecked mirror of [`State`],
//! which becomes a `State` only when every invariant the rules rely on holds.

use serde::Deserialize;

use super::{
    cards::{Card, CardSet},
    rules::{HAND_SIZE, MAX_EXCHANGE_ROUNDS, Rules},
    scoring::{EndReason, SeasonRecord},
    state::{Phase, State},
    tricks::Trick,
};
use crate::engine::Player;

/// The unchecked mirror of [`State`] that a save file deserializes into; [`State`] accepts it
/// only when it is consistent, so a damaged save can never make the rules panic.
#[derive(Deserialize)]
pub(super) struct StoredState {
    rules: Rules,
    phase: Phase,
    scores: [u32; 2],
    master: Player,
    master_draw: [Option<Card>; 2],
    season: u32,
    key: Option<Card>,
    hands: [CardSet; 2],
    discards: [CardSet; 2],
    exchanges: [[Option<u8>; 2]; MAX_EXCHANGE_ROUNDS as usize],
    exchange_rounds: u8,
    bids: [Option<u8>; 2],
    attacker: Option<Player>,
    tricks: Vec<Trick>,
    leader: Player,
    lead: Option<Card>,
    history: Vec<SeasonRecord>,
    winner: Option<(Player, EndReason)>,
}

impl TryFrom<StoredState> for State {
    type Error = String;

    fn try_from(s: StoredState) -> Result<Self, String> {
        let state = State {
            rules: s.rules,
            phase: s.phase,
            scores: s.scores,
            master: s.master,
            master_draw: s.master_draw,
            season: s.season,
            key: s.key,
            hands: s.hands,
            discards: s.discards,
            exchanges: s.exchanges,
            exchange_rounds: s.exchange_rounds,
            bids: s.bids,
            attacker: s.attacker,
            tricks: s.tricks,
            leader: s.leader,
            lead: s.lead,
            history: s.history,
            winner: s.winner,
        };
        state.validate()?;
        Ok(state)
    }
}

impl State {
    /// Checks every invariant the rules rely on (used when a save is loaded, and by tests).
    pub fn validate(&self) -> Result<(), String> {
        let seat_ok = |p: Player| p < 2;
        if !seat_ok(self.master) || !seat_ok(self.leader) {
            return Err("seat out of range".into());
        }
        if self.attacker.is_some_and(|p| !seat_ok(p))
            || self.winner.is_some_and(|(p, _)| !seat_ok(p))
        {
            return Err("seat out of range".into());
        }
        if self
            .history
            .iter()
            .any(|r| !seat_ok(r.attacker) || !seat_ok(r.master) || !seat_ok(r.winner))
            || self
                .tricks
                .iter()
                .any(|t| !seat_ok(t.leader) || !seat_ok(t.winner))
        {
            return Err("seat out of range in the record".into());
        }
        let tricks_allowed = matches!(self.phase, Phase::Play | Phase::Over);
        if self.tricks.len() > HAND_SIZE || (!tricks_allowed && !self.tricks.is_empty()) {
            return Err("tricks out of place".into());
        }
        // Cards: the key, hands, discards and played cards are disjoint.
        let mut seen = CardSet::EMPTY;
        let mut count = 0;
        let played: Vec<Card> = self
            .tricks
            .iter()
            .flat_map(|t| [t.lead, t.reply])
            .chain(self.lead)
            .chain(self.key)
            .collect();
        for set in self
            .hands
            .iter()
            .chain(&self.discards)
            .copied()
            .chain(played.iter().map(|&c| CardSet::single(c)))
        {
            seen = seen.union(set);
            count += set.len();
        }
        if seen.len() != count {
            return Err("a card is in two places".into());
        }
        let sizes = [self.hands[0].len(), self.hands[1].len()];
        let before_deal = self.key.is_none() && seen.is_empty() && self.tricks.is_empty();
        let full_hands = sizes == [HAND_SIZE; 2];
        let ok = match self.phase {
            Phase::MasterDraw => before_deal && self.master_draw[1].is_none(),
            Phase::KeyCard => before_deal,
            Phase::Deal => {
                let (m, s) = (sizes[self.master], sizes[1 - self.master]);
                self.key.is_some() && (m == s || m == s + 1) && m <= HAND_SIZE
            }
            Phase::Exchange { round, player } => {
                self.key.is_some()
                    && seat_ok(player)
                    && (1..=MAX_EXCHANGE_ROUNDS).contains(&round)
                    && full_hands
                    && self.tricks.is_empty()
            }
            Phase::Draw { round, player } => {
                self.key.is_some()
                    && seat_ok(player)
                    && (1..=MAX_EXCHANGE_ROUNDS).contains(&round)
                    && sizes[1 - player] == HAND_SIZE
                    && sizes[player] < HAND_SIZE
                    && self.stock().len() >= HAND_SIZE - sizes[player]
            }
            Phase::Bid { player } => {
                self.key.is_some()
                    && seat_ok(player)
                    && full_hands
                    && (player == self.master || self.bids[self.master].is_some())
                    && self.bids.iter().flatten().all(|b| (1..=5).contains(b))
            }
            Phase::Play => {
                let done = self.tricks.len();
                let mut expected = [HAND_SIZE.saturating_sub(done); 2];
                if self.lead.is_some() {
                    expected[self.leader] = expected[self.leader].saturating_sub(1);
                }
                self.key.is_some()
                    && done < HAND_SIZE
                    && sizes == expected
                    && self.attacker.is_some()
                    && self
                        .bids
                        .iter()
                        .all(|b| b.is_some_and(|b| (1..=5).contains(&b)))
                    && self
                        .tricks
                        .iter()
                        .all(|t| seat_ok(t.leader) && seat_ok(t.winner))
            }
            Phase::Over => self.winner.is_some(),
        };
        if ok {
            Ok(())
        } else {
            Err(format!("inconsistent state in phase {:?}", self.phase))
        }
    }
}
