//! The window's place and size and the interface zoom, as the settings keep them. Lengths are
//! logical pixels (the operating system's points, before the app's zoom), so a zoom change does
//! not move or resize the remembered window.

use serde::{Deserialize, Serialize};

/// Where the window was left: its outer top-left corner and inner size, and whether it was
/// maximised (the corner and size are then those it returns to when restored).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WindowGeometry {
    /// Left edge of the outer frame.
    pub x: f32,
    /// Top edge of the outer frame.
    pub y: f32,
    /// Width of the content area.
    pub width: f32,
    /// Height of the content area.
    pub height: f32,
    /// Maximised when it was left.
    pub maximized: bool,
}

/// The smallest window the tables are laid out for (logical pixels).
pub const MIN_WINDOW_SIZE: [f32; 2] = [1024.0, 640.0];

impl WindowGeometry {
    /// A geometry read from a file, made usable: `None` if a number is not finite; the size
    /// at least [`MIN_WINDOW_SIZE`] and at most 16 000 pixels (a monitor larger than that is
    /// not made yet, and a huge window fails to open on some systems).
    pub fn valid(self) -> Option<Self> {
        let numbers = [self.x, self.y, self.width, self.height];
        if !numbers.iter().all(|v| v.is_finite()) {
            return None;
        }
        Some(Self {
            width: self.width.clamp(MIN_WINDOW_SIZE[0], 16_000.0),
            height: self.height.clamp(MIN_WINDOW_SIZE[1], 16_000.0),
            ..self
        })
    }
}

/// The interface zoom of a first start.
pub const DEFAULT_ZOOM: f32 = 1.0;

/// The zoom the player can choose: smaller than half or larger than twice leaves the tables
/// unreadable or cut off at the smallest window.
pub const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 0.5..=2.0;

/// A zoom read from a file or set by a key, made usable: within [`ZOOM_RANGE`], rounded to a
/// hundredth; not a number gives the default.
pub fn valid_zoom(zoom: f32) -> f32 {
    if zoom.is_finite() {
        (zoom.clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end()) * 100.0).round() / 100.0
    } else {
        DEFAULT_ZOOM
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zoom_from_a_file_is_kept_within_its_range() {
        assert_eq!(valid_zoom(1.25), 1.25);
        assert_eq!(valid_zoom(7.0), 2.0);
        assert_eq!(valid_zoom(0.0), 0.5);
        assert_eq!(valid_zoom(-3.0), 0.5);
        assert_eq!(valid_zoom(f32::NAN), DEFAULT_ZOOM);
        assert_eq!(valid_zoom(f32::INFINITY), DEFAULT_ZOOM);
        assert_eq!(valid_zoom(1.1000001), 1.1);
    }

    #[test]
    fn a_window_from_a_file_is_made_usable_or_dropped() {
        let saved = WindowGeometry {
            x: -20.0,
            y: 30.0,
            width: 300.0,
            height: 90_000.0,
            maximized: true,
        };
        assert_eq!(
            saved.valid(),
            Some(WindowGeometry {
                width: 1024.0,
                height: 16_000.0,
                ..saved
            })
        );
        let broken = WindowGeometry {
            x: f32::NAN,
            ..saved
        };
        assert_eq!(broken.valid(), None);
    }
}
