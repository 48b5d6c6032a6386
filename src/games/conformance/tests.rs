//! Mutated saves of every registered game.

use super::save_fuzz::check_mutated_saves;
use crate::{games::coverage::every_game, ui::panel::GamePanel};

/// Mutated saves per game in CI.
const MUTATIONS: usize = 5_000;

/// The libtest name of a test in this module.
fn test_name(function: &str) -> String {
    let module = module_path!();
    let module = module.split_once("::").map_or(module, |(_, rest)| rest);
    format!("{module}::{function}")
}

/// Fuzzes saves of `P`'s game under its default rules (its child processes re-run
/// [`mutated_saves_of_every_game`] for this game only).
pub(crate) fn mutated_saves<P: GamePanel>() {
    check_mutated_saves::<P::Game>(
        &test_name("mutated_saves_of_every_game"),
        &Default::default(),
        MUTATIONS,
    );
}

#[test]
fn mutated_saves_of_every_game() {
    every_game(|c| c.mutated_saves);
}
