//! Tests of Aegis: the research scenarios (§B5), random-playout invariants, the solver, the
//! bots and the rating.

mod bots;
mod coverage;
mod exchange_history;
mod levels;
mod panel_flow;
pub(crate) mod playouts;
mod scenarios;
mod solver;
#[cfg(feature = "lab")]
mod yardsticks;

use super::{
    cards::{Card, CardSet, parse_card, parse_cards},
    rules::Rules,
    state::{Phase, State},
};
use crate::engine::Player;

/// A card from its short name (test helper).
pub(super) fn card(text: &str) -> Card {
    parse_card(text).unwrap_or_else(|| panic!("bad card {text}"))
}

/// A card set from short names (test helper).
pub(super) fn cards(text: &str) -> CardSet {
    parse_cards(text).unwrap_or_else(|| panic!("bad cards {text}"))
}

/// A state at the first trick: `key`, both hands, the master and both bids.
pub(super) fn play_state(
    rules: Rules,
    key: &str,
    hands: [&str; 2],
    master: Player,
    bids: [u8; 2],
) -> State {
    let mut s = State::new(rules, Some(master));
    s.key = Some(card(key));
    s.hands = [cards(hands[0]), cards(hands[1])];
    s.bids = [Some(bids[0]), Some(bids[1])];
    let slave = 1 - master;
    let attacker = if bids[slave] > bids[master] {
        slave
    } else {
        master
    };
    s.attacker = Some(attacker);
    s.leader = attacker;
    s.phase = Phase::Play;
    s
}

/// A state at the first exchange decision of the master, with these hands.
pub(super) fn exchange_state(rules: Rules, key: &str, hands: [&str; 2], master: Player) -> State {
    let mut s = State::new(rules, Some(master));
    s.key = Some(card(key));
    s.hands = [cards(hands[0]), cards(hands[1])];
    s.phase = Phase::Exchange {
        round: 1,
        player: master,
    };
    s
}
