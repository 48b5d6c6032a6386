//! Roles, the sides that win together, and the role cards dealt for 4–7 players (seed).

use serde::{Deserialize, Serialize};

/// A role card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Role {
    /// Revealed, plays first, +1 life.
    Sheriff,
    /// Helps the Sheriff.
    Deputy,
    /// Wants the Sheriff dead.
    Outlaw,
    /// Wants to be the last one standing.
    Renegade,
}

/// Who wins together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// Sheriff and Deputies (dead ones too).
    Law,
    /// The Outlaws (dead ones too).
    Outlaws,
    /// The Renegade alone.
    Renegade,
}

impl Role {
    /// The side this role wins with.
    pub fn side(self) -> Side {
        match self {
            Role::Sheriff | Role::Deputy => Side::Law,
            Role::Outlaw => Side::Outlaws,
            Role::Renegade => Side::Renegade,
        }
    }

    /// English name.
    pub fn name(self) -> &'static str {
        match self {
            Role::Sheriff => "Sheriff",
            Role::Deputy => "Deputy",
            Role::Outlaw => "Outlaw",
            Role::Renegade => "Renegade",
        }
    }
}

/// The role cards for a table of `players` (4–7; other sizes are clamped).
pub fn roles_for(players: usize) -> Vec<Role> {
    use Role::*;
    match players {
        0..=4 => vec![Sheriff, Renegade, Outlaw, Outlaw],
        5 => vec![Sheriff, Renegade, Outlaw, Outlaw, Deputy],
        6 => vec![Sheriff, Renegade, Outlaw, Outlaw, Outlaw, Deputy],
        _ => vec![Sheriff, Renegade, Outlaw, Outlaw, Outlaw, Deputy, Deputy],
    }
}
