//! Gygès (Claude Leroy, 1984): a race game on a 6×6 board where the twelve pieces (four each
//! of one, two and three rings) belong to nobody.
//!
//! - [`board`]: squares, rows, neighbours, goals; [`position`]: the pieces.
//! - [`rules`]: the rule options of docs/rules.md (square/edge no-revisit, set-up order, Replace,
//!   takeback).
//! - [`movegen`]: exact-length segments, bounces, Replace and drops, the active row with its
//!   fallback; [`builder`]: the same walk one decision at a time for the panel.
//! - [`state`]: the state machine ([`state::State`]); actions are whole moves
//!   ([`actions::Action`]: place, move, replace, pass), identified by start and end (and drop);
//!   the path taken is reported in [`actions::Event::Moved`].
//! - [`notation`]: `d1-d2-d4-N`, `c1-c2xc3=d5`, `S3c1`.
//! - [`ai`]: the bots of each strength and the danger aid; [`search`] and [`eval`]: the Hard
//!   and Expert search over [`node`]s.
//! - The laboratory (feature `lab`): `baseline`, the frozen `expert-2026-11` yardstick;
//!   `reference`, an independent alpha-beta opponent `ab-ref`; `ugi`, an outside engine over
//!   a pipe.

pub mod actions;
pub mod ai;
#[cfg(feature = "lab")]
pub mod baseline;
pub mod board;
pub mod builder;
pub mod eval;
mod game;
pub mod guide;
pub mod info;
mod move_order;
pub mod movegen;
pub mod node;
pub mod notation;
#[cfg(feature = "lab")]
pub mod outsider;
pub mod panel;
pub mod position;
pub mod preview;
pub mod puzzles;
#[cfg(feature = "lab")]
pub mod reference;
pub mod rules;
pub mod search;
pub mod segments;
pub mod starts;
pub mod state;
mod stored;
pub mod text;
#[cfg(feature = "lab")]
pub mod ugi;

#[cfg(test)]
pub(crate) mod tests;

pub use actions::{Action, Event};
pub use rules::Rules;
pub use state::State;

#[cfg(feature = "lab")]
use crate::engine::arena::{ArenaReport, ArenaSpec};

/// Plays an arena run of Gygès, with the arena-only opponents `expert-2026-11` (the frozen
/// November 2026 Expert), `ab-ref` (an independent alpha-beta), `ugi:<path>` (an outside
/// engine over a pipe) and `search:…` (a variant of the Expert's search, [`ai::variant`]).
#[cfg(feature = "lab")]
pub fn run_arena(spec: &ArenaSpec) -> Result<ArenaReport, String> {
    // Outside engines are started (and so checked) before the run: a path that fails is
    // reported as such, not as an unknown name.
    let mut engines = Vec::new();
    for name in spec.named.iter().flatten() {
        if name.starts_with(ugi::PREFIX) {
            engines.push((name.clone(), ugi::UgiBot::from_spec(name)?));
        }
    }
    let engines = std::sync::Mutex::new(engines);
    crate::engine::arena::run_named::<State>(spec, &move |name| match name {
        reference::NAME => Some(Box::new(reference::Reference)),
        _ if name.starts_with(baseline::NAME) => baseline::FrozenExpert::named(name)
            .map(|b| Box::new(b) as Box<dyn crate::engine::Bot<State>>),
        _ if name.starts_with(ai::VARIANT_PREFIX) => {
            ai::variant(name).map(|b| Box::new(b) as Box<dyn crate::engine::Bot<State>>)
        }
        _ => {
            let mut engines = engines.lock().ok()?;
            let i = engines.iter().position(|(n, _)| n == name)?;
            Some(Box::new(engines.swap_remove(i).1))
        }
    })
}
