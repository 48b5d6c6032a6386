//! The serialized form of a match, validated on load so a damaged save cannot break the rules.

use serde::{Deserialize, Serialize};

use super::{
    cards::{Cards, HAND_SIZE, VALUES},
    rules::Rules,
    state::{PISTE, Phase, Played, State, WINS},
};
use crate::engine::Player;

/// A [`State`] as saved.
#[derive(Clone, Serialize, Deserialize)]
pub(super) struct StoredState {
    rules: Rules,
    scores: [u8; 2],
    round: u16,
    starter: Player,
    pos: [u8; 2],
    hands: [Cards; 2],
    deck: Vec<u8>,
    discards: Cards,
    table: Cards,
    phase: Phase,
    /// Missing in saves made before the played pile showed its top.
    #[serde(default)]
    last_played: Option<Played>,
}

impl From<State> for StoredState {
    fn from(s: State) -> Self {
        StoredState {
            rules: s.rules,
            scores: s.scores,
            round: s.round,
            starter: s.starter,
            pos: s.pos,
            hands: s.hands,
            deck: s.deck,
            discards: s.discards,
            table: s.table,
            phase: s.phase,
            last_played: s.last_played,
        }
    }
}

impl TryFrom<StoredState> for State {
    type Error = String;

    fn try_from(r: StoredState) -> Result<Self, String> {
        let mut all = r.discards;
        all.add_all(&r.table);
        all.add_all(&r.hands[0]);
        all.add_all(&r.hands[1]);
        all.add_all(&Cards::from_values(&r.deck));
        let seat_ok = |p: Player| p <= 1;
        let phase_ok = match r.phase {
            Phase::Turn { player, .. } => seat_ok(player),
            Phase::Defend(p) => seat_ok(p.attacker),
            Phase::RoundOver { winner } => winner.is_none_or(seat_ok),
            Phase::MatchOver { winner } => seat_ok(winner),
        };
        if all != Cards::full_deck() || r.deck.iter().any(|v| !VALUES.contains(v)) {
            return Err("the cards do not add up to the 25-card deck".into());
        }
        if !(1 <= r.pos[0] && r.pos[0] < r.pos[1] && r.pos[1] <= PISTE) {
            return Err("impossible fencer positions".into());
        }
        if !phase_ok || !seat_ok(r.starter) || r.scores.iter().any(|&s| s > WINS) {
            return Err("impossible seats or scores".into());
        }
        if r.hands.iter().any(|h| h.len() > HAND_SIZE) {
            return Err("a hand holds more than five cards".into());
        }
        if r.last_played
            .is_some_and(|p| !seat_ok(p.player) || !r.discards.contains(&p.cards))
        {
            return Err("the top of the played pile is not among the played cards".into());
        }
        Ok(State {
            rules: r.rules,
            scores: r.scores,
            round: r.round,
            starter: r.starter,
            pos: r.pos,
            hands: r.hands,
            deck: r.deck,
            discards: r.discards,
            table: r.table,
            phase: r.phase,
            last_played: r.last_played,
        })
    }
}
