//! The window's place, size and zoom across starts: where a remembered window goes when it
//! opens (on a monitor that still exists), and when its geometry has settled enough to be
//! remembered (a drag moves it every frame; only where it stops is written).

use egui::{Pos2, Rect, Vec2, ViewportInfo};

use crate::settings::{MIN_WINDOW_SIZE, WindowGeometry, ZOOM_RANGE};

/// How long the window must keep its place and size before they are remembered, in seconds.
pub const SETTLE_SECONDS: f64 = 0.5;

/// The part of a window's top edge that must lie on a monitor for it to count as reachable
/// (enough of the title bar to grab it).
const GRAB_WIDTH: f32 = 120.0;
const GRAB_HEIGHT: f32 = 24.0;

/// Where `saved` opens among `monitors` (their areas in logical pixels): no larger than the
/// largest monitor, and, when too little of its title bar is on any monitor (the monitor it was
/// on is gone), moved onto the monitor it overlaps most, or centred on the first one.
pub fn placed_on(saved: WindowGeometry, monitors: &[Rect]) -> WindowGeometry {
    if monitors.is_empty() {
        return saved;
    }
    let largest = monitors
        .iter()
        .fold(Vec2::ZERO, |size, m| size.max(m.size()));
    let size = Vec2::new(saved.width, saved.height).min(largest);
    let window = Rect::from_min_size(Pos2::new(saved.x, saved.y), size);
    let title_bar = Rect::from_min_size(window.min, Vec2::new(size.x, GRAB_HEIGHT));
    let reachable = monitors.iter().any(|m| {
        let shown = m.intersect(title_bar);
        shown.is_positive()
            && shown.width() >= GRAB_WIDTH.min(size.x)
            && shown.height() >= GRAB_HEIGHT
    });
    let corner = if reachable {
        window.min
    } else {
        let overlap = |m: &Rect| {
            let shared = m.intersect(window);
            if shared.is_positive() {
                shared.area()
            } else {
                0.0
            }
        };
        let best = monitors
            .iter()
            .copied()
            .max_by(|a, b| overlap(a).total_cmp(&overlap(b)))
            .filter(|m| overlap(m) > 0.0);
        match best {
            Some(m) => Pos2::new(
                window
                    .min
                    .x
                    .clamp(m.left(), (m.right() - size.x).max(m.left())),
                window
                    .min
                    .y
                    .clamp(m.top(), (m.bottom() - size.y).max(m.top())),
            ),
            None => {
                let m = monitors[0];
                (m.center() - size / 2.0).max(m.min)
            }
        }
    };
    WindowGeometry {
        x: corner.x,
        y: corner.y,
        width: size.x,
        height: size.y,
        ..saved
    }
}

/// The largest zoom at which the smallest window the tables are laid out for still fits on a
/// monitor of `monitor` logical pixels (in tenths, as the zoom keys step).
pub fn largest_zoom(monitor: Vec2) -> f32 {
    let fits = (monitor.x / MIN_WINDOW_SIZE[0]).min(monitor.y / MIN_WINDOW_SIZE[1]);
    ((fits * 10.0).floor() / 10.0).clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end())
}

/// The window's geometry as egui reports it, in logical pixels (`zoom`: the app's zoom factor,
/// by which egui's points are smaller), over what was remembered before: a maximised or
/// minimised window keeps the place and size it returns to; a system that does not tell the
/// position (Wayland) keeps the remembered one. `None` while there is nothing to tell.
pub fn observed(
    info: &ViewportInfo,
    content: Rect,
    zoom: f32,
    remembered: Option<WindowGeometry>,
) -> Option<WindowGeometry> {
    if info.minimized == Some(true) || info.fullscreen == Some(true) {
        return remembered;
    }
    let maximized = info.maximized == Some(true);
    if maximized {
        return Some(WindowGeometry {
            maximized,
            ..remembered?
        });
    }
    let size = info.inner_rect.map_or(content.size(), |r| r.size()) * zoom;
    if !(size.x > 0.0 && size.y > 0.0) {
        return remembered;
    }
    let corner = match (info.outer_rect, remembered) {
        (Some(outer), _) => outer.min * zoom,
        (None, Some(r)) => Pos2::new(r.x, r.y),
        (None, None) => Pos2::ZERO,
    };
    Some(WindowGeometry {
        x: corner.x,
        y: corner.y,
        width: size.x,
        height: size.y,
        maximized,
    })
}

/// Follows the window's geometry frame by frame and says when a change has settled.
#[derive(Debug, Default)]
pub struct WindowTracker {
    /// The geometry last seen and when it was first seen so.
    seen: Option<(WindowGeometry, f64)>,
}

/// What to do after a frame's look at the window.
#[derive(Debug, PartialEq)]
pub enum Settled {
    /// Nothing new.
    Unchanged,
    /// Still changing: look again after this many seconds.
    Moving(f64),
    /// Unchanged for [`SETTLE_SECONDS`]: remember it.
    Remember(WindowGeometry),
}

impl WindowTracker {
    /// Takes the geometry of the frame at `now`; `remembered` is what the settings hold.
    pub fn observe(
        &mut self,
        current: Option<WindowGeometry>,
        remembered: Option<WindowGeometry>,
        now: f64,
    ) -> Settled {
        let Some(current) = current else {
            return Settled::Unchanged;
        };
        match self.seen {
            Some((seen, since)) if seen == current => {
                if remembered == Some(current) {
                    Settled::Unchanged
                } else if now - since >= SETTLE_SECONDS {
                    Settled::Remember(current)
                } else {
                    Settled::Moving(SETTLE_SECONDS - (now - since))
                }
            }
            _ => {
                self.seen = Some((current, now));
                if remembered == Some(current) {
                    Settled::Unchanged
                } else {
                    Settled::Moving(SETTLE_SECONDS)
                }
            }
        }
    }

    /// The geometry last seen, settled or not (remembered as it is when the app quits).
    pub fn latest(&self) -> Option<WindowGeometry> {
        self.seen.map(|(g, _)| g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn geometry(x: f32, y: f32, width: f32, height: f32) -> WindowGeometry {
        WindowGeometry {
            x,
            y,
            width,
            height,
            maximized: false,
        }
    }

    fn monitor(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect::from_min_size(Pos2::new(x, y), Vec2::new(w, h))
    }

    #[test]
    fn a_window_on_a_monitor_stays_where_it_was() {
        let monitors = [
            monitor(0.0, 0.0, 1920.0, 1080.0),
            monitor(1920.0, 0.0, 2560.0, 1440.0),
        ];
        for saved in [
            geometry(100.0, 80.0, 1280.0, 800.0),
            geometry(2500.0, 300.0, 1280.0, 800.0),
        ] {
            assert_eq!(placed_on(saved, &monitors), saved);
        }
        // Partly off the right edge, but the title bar can still be grabbed.
        let half_out = geometry(1700.0, 100.0, 1280.0, 800.0);
        assert_eq!(placed_on(half_out, &monitors[..1]), half_out);
    }

    #[test]
    fn a_window_left_on_a_monitor_that_is_gone_comes_back_on_screen() {
        let only = [monitor(0.0, 0.0, 1920.0, 1080.0)];
        let placed = placed_on(geometry(2500.0, 300.0, 1280.0, 800.0), &only);
        assert_eq!(placed, geometry(320.0, 140.0, 1280.0, 800.0), "centred");
        // Above the top edge (title bar out of reach) but overlapping: pulled down into it.
        let placed = placed_on(geometry(200.0, -400.0, 1280.0, 800.0), &only);
        assert_eq!(placed, geometry(200.0, 0.0, 1280.0, 800.0));
        // A monitor left of the primary one (negative coordinates) is a place like any other.
        let two = [
            monitor(0.0, 0.0, 1920.0, 1080.0),
            monitor(-1280.0, 0.0, 1280.0, 1024.0),
        ];
        let left = geometry(-1200.0, 50.0, 1100.0, 700.0);
        assert_eq!(placed_on(left, &two), left);
        // Larger than every monitor left: shrunk to the largest, then placed on it.
        let huge = placed_on(geometry(0.0, 0.0, 2560.0, 1440.0), &only);
        assert_eq!(huge, geometry(0.0, 0.0, 1920.0, 1080.0));
        // No monitor known (a system that does not tell): as saved.
        let saved = geometry(5000.0, 5000.0, 1280.0, 800.0);
        assert_eq!(placed_on(saved, &[]), saved);
    }

    #[test]
    fn the_zoom_stops_where_the_smallest_window_would_not_fit_the_monitor() {
        assert_eq!(largest_zoom(Vec2::new(1366.0, 768.0)), 1.2);
        assert_eq!(largest_zoom(Vec2::new(1920.0, 1080.0)), 1.6);
        assert_eq!(largest_zoom(Vec2::new(3840.0, 2160.0)), 2.0);
        assert_eq!(largest_zoom(Vec2::new(800.0, 600.0)), 0.7);
        assert_eq!(largest_zoom(Vec2::ZERO), 0.5);
    }

    #[test]
    fn the_geometry_is_remembered_once_it_settles() {
        let mut tracker = WindowTracker::default();
        let a = geometry(10.0, 10.0, 1280.0, 800.0);
        let b = geometry(40.0, 12.0, 1280.0, 800.0);
        assert_eq!(tracker.observe(Some(a), Some(a), 0.0), Settled::Unchanged);
        // A drag: a new place every frame, nothing remembered.
        for frame in 1..60 {
            let moved = geometry(10.0 + frame as f32, 10.0, 1280.0, 800.0);
            let now = f64::from(frame) / 60.0;
            assert!(matches!(
                tracker.observe(Some(moved), Some(a), now),
                Settled::Moving(_)
            ));
        }
        assert!(matches!(
            tracker.observe(Some(b), Some(a), 1.0),
            Settled::Moving(_)
        ));
        assert_eq!(
            tracker.observe(Some(b), Some(a), 1.2),
            Settled::Moving(0.30000000000000004)
        );
        assert_eq!(tracker.observe(Some(b), Some(a), 1.5), Settled::Remember(b));
        assert_eq!(tracker.observe(Some(b), Some(b), 1.6), Settled::Unchanged);
        assert_eq!(tracker.latest(), Some(b));
    }

    #[test]
    fn a_maximised_window_keeps_the_place_it_returns_to() {
        let normal = geometry(10.0, 20.0, 1100.0, 700.0);
        let mut info = ViewportInfo {
            maximized: Some(true),
            outer_rect: Some(monitor(0.0, 0.0, 1920.0, 1080.0)),
            inner_rect: Some(monitor(0.0, 30.0, 1920.0, 1050.0)),
            ..ViewportInfo::default()
        };
        let content = monitor(0.0, 0.0, 1920.0, 1050.0);
        let seen = observed(&info, content, 1.0, Some(normal));
        assert_eq!(
            seen,
            Some(WindowGeometry {
                maximized: true,
                ..normal
            })
        );
        // At zoom 2 egui's points are half the pixels.
        info.maximized = Some(false);
        info.outer_rect = Some(monitor(50.0, 40.0, 600.0, 400.0));
        info.inner_rect = Some(monitor(50.0, 55.0, 600.0, 385.0));
        let seen = observed(&info, content, 2.0, Some(normal));
        assert_eq!(seen, Some(geometry(100.0, 80.0, 1200.0, 770.0)));
        // No position told (Wayland): the remembered one is kept.
        info.outer_rect = None;
        info.inner_rect = None;
        let seen = observed(&info, monitor(0.0, 0.0, 1300.0, 820.0), 1.0, Some(normal));
        assert_eq!(seen, Some(geometry(10.0, 20.0, 1300.0, 820.0)));
        info.minimized = Some(true);
        assert_eq!(observed(&info, content, 1.0, Some(normal)), Some(normal));
    }
}
