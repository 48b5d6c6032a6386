//! Search algorithms: single-observer ISMCTS for hidden information, chance and n players, and
//! alpha-beta for two-player perfect-information games.

mod alpha_beta;
mod ismcts;

pub use alpha_beta::{AlphaBetaBot, AlphaBetaConfig, Evaluator, WIN_SCORE, alpha_beta};
pub use ismcts::{Heuristics, IsmctsBot, IsmctsConfig, UniformRollouts, ismcts};
