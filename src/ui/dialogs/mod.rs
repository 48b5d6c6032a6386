//! Dialogs every game shares: new game, rules page, game over.

pub mod game_over;
pub mod modal;
pub mod new_game;
pub mod rules_page;
