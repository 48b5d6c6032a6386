//! Computer players (placeholder).

use super::state::State;
use crate::engine::{Bot, RandomBot, Strength};

/// The computer player of a strength.
pub fn bot(_strength: Strength) -> Box<dyn Bot<State>> {
    Box::new(RandomBot)
}
