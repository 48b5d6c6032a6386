//! The animation queue: what moves on the table, when, and for how long.
//!
//! A panel turns the events of an action into steps of its own type `T` (a card flying from a
//! seat to the discard pile, a fencer sliding, dice tumbling…) and pushes them here; each frame
//! it asks which steps are running and how far along they are, and draws them. Time is egui's
//! input time, so kittest runs animations in simulated time. egui repaints only while something
//! moves; the player's speed setting scales every duration and "skip" ends them all. With
//! "reduce motion" every step is reported as finished from its start: a moving thing is drawn
//! where it lands for the step's time (the pace of the computer's moves stays), with no
//! positions in between.
//!
//! Sound cues ride on the same clock: a panel attaches a [`Cue`] to the step it belongs to
//! ([`Animations::sound`]), so the cue plays when that step starts or lands, at any speed, and
//! "skip" drops the cues with their steps.

use egui::{Pos2, Rect};

use crate::ui::sound::Cue;

/// A cue this late (the window was not drawn for a while) is dropped rather than played late.
const STALE_SOUND: f64 = 0.5;

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
    /// Start and duration of the step queued last (sequential or parallel): cues attach here.
    last_step: (f64, f64),
    /// Cues waiting for their time, with that time.
    sounds: Vec<(f64, Cue)>,
    factor: f64,
    /// Steps jump to their end ([`Animations::set_reduce_motion`]).
    reduce_motion: bool,
}

impl<T> Default for Animations<T> {
    fn default() -> Self {
        Self {
            steps: Vec::new(),
            tail: 0.0,
            last_start: 0.0,
            last_step: (0.0, 0.0),
            sounds: Vec::new(),
            factor: 1.0,
            reduce_motion: false,
        }
    }
}

impl<T> Animations<T> {
    /// Sets the duration factor from the player's speed (0 disables animation).
    pub fn set_speed_factor(&mut self, factor: f32) {
        self.factor = f64::from(factor.max(0.0));
    }

    /// With `reduce`, every step shows its end from its start: no slides, flights or tumbles.
    pub fn set_reduce_motion(&mut self, reduce: bool) {
        self.reduce_motion = reduce;
    }

    /// Queues `what` after everything queued so far (or now, if the queue is idle).
    pub fn push(&mut self, now: f64, what: T, seconds: f32) {
        let start = self.tail.max(now);
        let duration = f64::from(seconds) * self.factor;
        self.last_start = start;
        self.last_step = (start, duration);
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
        self.last_step = (start, duration);
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

    /// Plays `cue` when the step queued last is `at` of the way through: 0 as it starts, 1 as
    /// it ends (a card landing). With animation off it plays at once.
    pub fn sound(&mut self, cue: Cue, at: f32) {
        let (start, duration) = self.last_step;
        self.sounds
            .push((start + duration * f64::from(at.clamp(0.0, 1.0)), cue));
    }

    /// Plays `cue` when everything queued so far has played (at once if nothing is queued):
    /// for events that have no motion of their own.
    pub fn sound_after(&mut self, now: f64, cue: Cue) {
        self.sounds.push((self.tail.max(now), cue));
    }

    /// Takes the cues whose time has come, in time order, each cue once per call (a shuffle
    /// heard twice in one frame is one shuffle). Cues far behind their time are dropped: the
    /// window was not drawn, and a burst of old sounds would only confuse.
    pub fn due_sounds(&mut self, now: f64) -> Vec<Cue> {
        let mut due: Vec<(f64, Cue)> = Vec::new();
        self.sounds.retain(|&(at, cue)| {
            if at > now {
                return true;
            }
            if now - at <= STALE_SOUND && !due.iter().any(|&(_, c)| c == cue) {
                due.push((at, cue));
            }
            false
        });
        due.sort_by(|a, b| a.0.total_cmp(&b.0));
        due.into_iter().map(|(_, cue)| cue).collect()
    }

    /// Steps playing at `now`, with their progress (1 throughout with reduce motion).
    pub fn active(&self, now: f64) -> impl Iterator<Item = (&T, f32)> {
        let reduce = self.reduce_motion;
        self.steps
            .iter()
            .filter(move |s| s.start <= now && now < s.start + s.duration)
            .map(move |s| (&s.what, if reduce { 1.0 } else { s.progress(now) }))
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
        self.sounds.clear();
        self.tail = 0.0;
        self.last_start = 0.0;
        self.last_step = (0.0, 0.0);
    }

    /// Asks egui for the next frame while something moves or waits.
    pub fn request_repaint(&self, ctx: &egui::Context, now: f64) {
        if let Some(next_sound) = self.sounds.iter().map(|&(at, _)| at - now).reduce(f64::min) {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(next_sound.max(0.0)));
        }
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
    fn with_reduce_motion_a_step_is_at_its_end_from_its_start_and_keeps_its_time() {
        let mut a = Animations::default();
        a.set_reduce_motion(true);
        a.push(10.0, "slide", 1.0);
        a.push(10.0, "fly", 0.5);
        let at = |t| a.active(t).collect::<Vec<_>>();
        assert_eq!(at(10.0), vec![(&"slide", 1.0)]);
        assert_eq!(at(10.5), vec![(&"slide", 1.0)]);
        assert_eq!(at(11.1), vec![(&"fly", 1.0)]);
        assert!(a.busy(11.4), "the pace of the moves stays");
        assert!(!a.busy(11.5));
    }

    #[test]
    fn skip_ends_everything() {
        let mut a = Animations::default();
        a.push(0.0, (), 5.0);
        a.skip();
        assert!(!a.busy(0.1));
    }

    #[test]
    fn sounds_play_when_their_step_starts_or_lands() {
        let mut a = Animations::default();
        a.push(10.0, "deal", 1.0);
        a.sound(Cue::CardDeal, 0.0);
        a.push(10.0, "fly", 0.5);
        a.sound(Cue::CardPlay, 1.0);
        a.push_parallel(10.0, "flip", 0.5);
        a.sound(Cue::Clash, 0.5);
        a.sound_after(10.0, Cue::TrickTaken);
        assert_eq!(a.due_sounds(9.9), vec![]);
        assert_eq!(a.due_sounds(10.0), vec![Cue::CardDeal]);
        assert_eq!(a.due_sounds(11.2), vec![]);
        assert_eq!(a.due_sounds(11.3), vec![Cue::Clash]);
        assert_eq!(a.due_sounds(11.5), vec![Cue::CardPlay, Cue::TrickTaken]);
        assert_eq!(a.due_sounds(20.0), vec![]);
    }

    #[test]
    fn a_step_twice_as_slow_sounds_twice_as_late() {
        let mut a = Animations::default();
        a.set_speed_factor(2.0);
        a.push(0.0, (), 0.4);
        a.sound(Cue::PieceMove, 1.0);
        assert!(a.due_sounds(0.79).is_empty());
        assert_eq!(a.due_sounds(0.81), vec![Cue::PieceMove]);
    }

    #[test]
    fn without_animation_sounds_play_at_once_and_only_once_per_frame() {
        let mut a = Animations::default();
        a.set_speed_factor(0.0);
        for _ in 0..5 {
            a.push(3.0, (), 0.3);
            a.sound(Cue::CardDeal, 1.0);
        }
        a.sound_after(3.0, Cue::Shuffle);
        assert_eq!(a.due_sounds(3.0), vec![Cue::CardDeal, Cue::Shuffle]);
        assert!(a.due_sounds(3.1).is_empty());
    }

    #[test]
    fn skipping_drops_the_sounds_and_late_ones_are_not_played() {
        let mut a = Animations::default();
        a.push(0.0, (), 2.0);
        a.sound(Cue::Gunshot, 1.0);
        a.skip();
        assert!(a.due_sounds(5.0).is_empty());
        a.push(0.0, (), 1.0);
        a.sound(Cue::Gunshot, 0.0);
        a.sound(Cue::Ricochet, 1.0);
        assert_eq!(
            a.due_sounds(1.2),
            vec![Cue::Ricochet],
            "the shot is 1.2 s late"
        );
    }

    #[test]
    fn flights_start_and_end_on_their_points() {
        let (from, to) = (Pos2::new(0.0, 0.0), Pos2::new(100.0, 50.0));
        assert_eq!(flight(from, to, 0.0), from);
        assert_eq!(flight(from, to, 1.0), to);
        assert!(flight(from, to, 0.5).y < 25.0, "lifted mid-flight");
    }
}
