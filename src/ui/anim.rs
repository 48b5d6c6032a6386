//! The animation queue: what moves on the table, when, and for how long.
//!
//! A panel turns the events of an action into steps of its own type `T` (a card flying from a
//! seat to the discard pile, a fencer sliding, dice tumbling…) and pushes them here; each frame
//! it asks which steps are running and how far along they are, and draws them. Time is egui's
//! input time, so kittest runs animations in simulated time. egui repaints only while something
//! moves; the player's speed setting scales every duration and "skip" ends them all.

use egui::{Pos2, Rect};

/// One step: a payload and when it plays.
#[derive(Clone, Debug, PartialEq)]
pub struct Step<T> {
    /// What moves (the panel's own description).
    pub what: T,
    /// Start time (seconds of egui time).
    pub start: f64,
    /// Duration in seconds (already scaled by the speed).
    pub duration: f64,
}

impl<T> Step<T> {
    /// Progress in `0..=1` at `now`.
    pub fn progress(&self, now: f64) -> f32 {
        if self.duration <= 0.0 {
            1.0
        } else {
            ((now - self.start) / self.duration).clamp(0.0, 1.0) as f32
        }
    }
}

/// A queue of animation steps; sequential by default, parallel on request.
#[derive(Clone, Debug)]
pub struct Animations<T> {
    steps: Vec<Step<T>>,
    /// When the last queued step ends.
    tail: f64,
    /// When the last sequential step started (parallel steps start here too).
    last_start: f64,
    factor: f64,
}

impl<T> Default for Animations<T> {
    fn default() -> Self {
        Self {
            steps: Vec::new(),
            tail: 0.0,
            last_start: 0.0,
            factor: 1.0,
        }
    }
}

impl<T> Animations<T> {
    /// Sets the duration factor from the player's speed (0 disables animation).
    pub fn set_speed_factor(&mut self, factor: f32) {
        self.factor = f64::from(factor.max(0.0));
    }

    /// Queues `what` after everything queued so far (or now, if the queue is idle).
    pub fn push(&mut self, now: f64, what: T, seconds: f32) {
        let start = self.tail.max(now);
        let duration = f64::from(seconds) * self.factor;
        self.last_start = start;
        self.tail = start + duration;
        if duration > 0.0 {
            self.steps.push(Step {
                what,
                start,
                duration,
            });
        }
    }

    /// Queues `what` to play together with the last queued step.
    pub fn push_parallel(&mut self, now: f64, what: T, seconds: f32) {
        let start = if self.tail > now {
            self.last_start
        } else {
            now
        };
        let duration = f64::from(seconds) * self.factor;
        self.tail = self.tail.max(start + duration);
        if duration > 0.0 {
            self.steps.push(Step {
                what,
                start,
                duration,
            });
        }
    }

    /// A pause after the queued steps.
    pub fn pause(&mut self, now: f64, seconds: f32) {
        self.tail = self.tail.max(now) + f64::from(seconds) * self.factor;
    }

    /// Steps playing at `now`, with their progress.
    pub fn active(&self, now: f64) -> impl Iterator<Item = (&T, f32)> {
        self.steps
            .iter()
            .filter(move |s| s.start <= now && now < s.start + s.duration)
            .map(move |s| (&s.what, s.progress(now)))
    }

    /// Steps that have not started yet at `now` (panels hide their destinations until then).
    pub fn pending(&self, now: f64) -> impl Iterator<Item = &T> {
        self.steps
            .iter()
            .filter(move |s| s.start > now)
            .map(|s| &s.what)
    }

    /// True while anything is queued or playing (the game waits until the player has seen it).
    pub fn busy(&self, now: f64) -> bool {
        now < self.tail
    }

    /// Seconds until the queue is idle.
    pub fn remaining(&self, now: f64) -> f64 {
        (self.tail - now).max(0.0)
    }

    /// Drops finished steps; call once per frame.
    pub fn prune(&mut self, now: f64) {
        self.steps.retain(|s| now < s.start + s.duration);
    }

    /// Ends every animation at once.
    pub fn skip(&mut self) {
        self.steps.clear();
        self.tail = 0.0;
        self.last_start = 0.0;
    }

    /// Asks egui for the next frame while something moves or waits.
    pub fn request_repaint(&self, ctx: &egui::Context, now: f64) {
        if self.busy(now) {
            let next_start = self
                .steps
                .iter()
                .filter(|s| s.start > now)
                .map(|s| s.start - now)
                .fold(f64::INFINITY, f64::min);
            if self.active(now).next().is_some() || next_start < 0.02 {
                ctx.request_repaint();
            } else {
                let wait = next_start.min(self.remaining(now));
                ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
            }
        }
    }
}

/// Smooth start and end (cubic).
pub fn ease_in_out(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    if t < 0.5 {
        4.0 * t * t * t
    } else {
        1.0 - (-2.0 * t + 2.0).powi(3) / 2.0
    }
}

/// A point along a straight move with easing and a small arc (things are lifted as they fly).
pub fn flight(from: Pos2, to: Pos2, t: f32) -> Pos2 {
    let e = ease_in_out(t);
    let p = from.lerp(to, e);
    let arc = (std::f32::consts::PI * e).sin() * from.distance(to).min(240.0) * 0.12;
    Pos2::new(p.x, p.y - arc)
}

/// A rectangle moving from `from` to `to` (centres follow [`flight`], sizes interpolate).
pub fn flight_rect(from: Rect, to: Rect, t: f32) -> Rect {
    let e = ease_in_out(t);
    let size = from.size() + (to.size() - from.size()) * e;
    Rect::from_center_size(flight(from.center(), to.center(), t), size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_play_in_order_and_in_parallel() {
        let mut a = Animations::default();
        a.push(10.0, "slide", 1.0);
        a.push(10.0, "fly", 0.5);
        a.push_parallel(10.0, "flip", 0.5);
        let at = |t| a.active(t).map(|(w, _)| *w).collect::<Vec<_>>();
        assert_eq!(at(10.5), vec!["slide"]);
        assert_eq!(at(11.25), vec!["fly", "flip"]);
        assert!(a.busy(11.4));
        assert!(!a.busy(11.5));
        let (_, p) = a.active(10.5).next().expect("playing");
        assert!((p - 0.5).abs() < 1e-6);
    }

    #[test]
    fn speed_scales_and_zero_disables() {
        let mut a = Animations::default();
        a.set_speed_factor(2.0);
        a.push(0.0, 1, 1.0);
        assert!(a.busy(1.9));
        let mut instant = Animations::default();
        instant.set_speed_factor(0.0);
        instant.push(0.0, 1, 1.0);
        assert!(!instant.busy(0.0));
        assert_eq!(instant.active(0.0).count(), 0);
    }

    #[test]
    fn skip_ends_everything() {
        let mut a = Animations::default();
        a.push(0.0, (), 5.0);
        a.skip();
        assert!(!a.busy(0.1));
    }

    #[test]
    fn flights_start_and_end_on_their_points() {
        let (from, to) = (Pos2::new(0.0, 0.0), Pos2::new(100.0, 50.0));
        assert_eq!(flight(from, to, 0.0), from);
        assert_eq!(flight(from, to, 1.0), to);
        assert!(flight(from, to, 0.5).y < 25.0, "lifted mid-flight");
    }
}
