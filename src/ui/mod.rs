//! Shared presentation: theme tokens, the embedded font, painted cards/dice/pieces, the
//! animation queue, sound effects, dialogs, toasts, and the table kit every game panel plugs
//! into.

pub mod anim;
pub mod crash_guard;
pub mod dialogs;
pub mod fonts;
pub mod frame_stats;
pub mod lean_shapes;
pub mod paint_stats;
pub mod panel;
pub mod practice;
pub mod previews;
pub mod review;
pub mod rule_options;
pub mod screen;
pub mod seat_names;
pub mod shortcuts;
pub mod sound;
pub mod table_screen;
pub mod theme;
pub mod toasts;
pub mod widgets;

#[cfg(test)]
pub mod layout_check;
#[cfg(test)]
pub mod testing;
