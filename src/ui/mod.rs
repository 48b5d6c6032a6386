//! Shared presentation: theme tokens, the embedded font, painted cards/dice/pieces, the
//! animation queue, sound effects, dialogs, toasts, and the table kit every game panel plugs
//! into.

pub mod anim;
pub mod crash_guard;
pub mod dialogs;
pub mod fonts;
pub mod frame_stats;
pub mod guide;
pub mod lean_shapes;
pub mod line_break;
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

/// `value` kept within `min..=max`, where `max` wins when `min > max` (a small window or a
/// large zoom leaves less room than the smallest size wanted): `f32::clamp` panics there.
pub fn clamp_or_max(value: f32, min: f32, max: f32) -> f32 {
    value.max(min).min(max)
}

/// The width of a side panel (the log, the review's and the puzzle's side) in a window
/// `window_width` points wide: `widest` where the window has room (1024 points and more), a
/// share of a window made narrow by zoom, never under 220. Fixed per window size, so the panel
/// no longer grows to whatever its first frames held and keeps one width from start to start.
pub fn side_panel_width(window_width: f32, widest: f32) -> f32 {
    clamp_or_max(window_width * widest / 1000.0, 220.0, widest)
}

#[test]
fn a_side_panel_is_as_wide_at_every_start_and_shares_a_zoomed_window() {
    assert_eq!(side_panel_width(1024.0, 280.0), 280.0);
    assert_eq!(side_panel_width(1280.0, 280.0), 280.0);
    assert_eq!(side_panel_width(1024.0, 340.0), 340.0);
    let zoomed = side_panel_width(1024.0 / 1.5, 280.0);
    assert!((220.0..280.0).contains(&zoomed), "{zoomed}");
    assert_eq!(side_panel_width(400.0, 280.0), 220.0);
}

#[test]
fn clamp_or_max_keeps_within_and_never_panics() {
    assert_eq!(clamp_or_max(5.0, 1.0, 10.0), 5.0);
    assert_eq!(clamp_or_max(0.0, 1.0, 10.0), 1.0);
    assert_eq!(clamp_or_max(20.0, 1.0, 10.0), 10.0);
    // The room is smaller than the smallest size: the room wins.
    assert_eq!(clamp_or_max(5.0, 190.0, 150.0), 150.0);
}
