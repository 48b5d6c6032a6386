//! The building blocks of our sound effects: deterministic noise, filters, envelopes and a few
//! tone shapes, all writing into a mono `f32` buffer at [`SAMPLE_RATE`].
//!
//! Everything is computed once when the player starts (see [`super::recipes`]); nothing here
//! runs while sounds play.

use std::f32::consts::TAU;

/// Sample rate of every rendered cue (the audio device converts if it runs at another rate).
pub const SAMPLE_RATE: u32 = 48_000;

/// Seconds to samples.
pub fn samples(seconds: f32) -> usize {
    (seconds.max(0.0) * SAMPLE_RATE as f32).round() as usize
}

/// A mono buffer being drawn into.
#[derive(Clone, Debug)]
pub struct Canvas {
    /// The samples.
    pub data: Vec<f32>,
}

impl Canvas {
    /// Silence lasting `seconds`.
    pub fn new(seconds: f32) -> Self {
        Self {
            data: vec![0.0; samples(seconds)],
        }
    }

    /// Adds `voice(t)` (t in seconds from `start`) for `length` seconds from `start`.
    pub fn add(&mut self, start: f32, length: f32, mut voice: impl FnMut(f32) -> f32) {
        let first = samples(start);
        let count = samples(length);
        let dt = 1.0 / SAMPLE_RATE as f32;
        for (i, s) in self.data.iter_mut().skip(first).take(count).enumerate() {
            *s += voice(i as f32 * dt);
        }
    }

    /// Scales the whole buffer so its peak is `peak`, then fades the last 8 ms out so the
    /// sound never ends on a step (a click).
    pub fn finish(mut self, peak: f32) -> Vec<f32> {
        let max = self.data.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
        if max > 0.0 {
            let gain = peak / max;
            self.data.iter_mut().for_each(|s| *s *= gain);
        }
        let fade = samples(0.008).min(self.data.len());
        let len = self.data.len();
        for (i, s) in self.data[len - fade..].iter_mut().enumerate() {
            *s *= 1.0 - (i + 1) as f32 / fade as f32;
        }
        self.data
    }
}

/// Deterministic white noise (xorshift): the same sound every time, no `rand` needed.
#[derive(Clone, Debug)]
pub struct Noise(u32);

impl Noise {
    /// A noise source from a seed (any value but 0 gives a different sequence).
    pub fn new(seed: u32) -> Self {
        Self(seed.max(1))
    }

    /// The next sample in `-1..1`.
    pub fn sample(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }

    /// A value in `lo..hi` (for random timings and pitches).
    pub fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (self.sample() * 0.5 + 0.5) * (hi - lo)
    }
}

/// A biquad filter (the usual "audio EQ cookbook" shapes).
#[derive(Clone, Debug)]
pub struct Biquad {
    b: [f32; 3],
    a: [f32; 2],
    x: [f32; 2],
    y: [f32; 2],
}

impl Biquad {
    fn from(b: [f32; 3], a0: f32, a: [f32; 2]) -> Self {
        Self {
            b: b.map(|v| v / a0),
            a: a.map(|v| v / a0),
            x: [0.0; 2],
            y: [0.0; 2],
        }
    }

    fn omega(freq: f32, q: f32) -> (f32, f32, f32) {
        let w = TAU * freq.clamp(10.0, SAMPLE_RATE as f32 * 0.45) / SAMPLE_RATE as f32;
        let alpha = w.sin() / (2.0 * q.max(0.05));
        (w.cos(), w.sin(), alpha)
    }

    /// A band-pass around `freq` (peak gain 1); a high `q` rings like a struck object.
    pub fn band_pass(freq: f32, q: f32) -> Self {
        let (cos, _, alpha) = Self::omega(freq, q);
        Self::from([alpha, 0.0, -alpha], 1.0 + alpha, [-2.0 * cos, 1.0 - alpha])
    }

    /// A low-pass at `freq`.
    pub fn low_pass(freq: f32, q: f32) -> Self {
        let (cos, _, alpha) = Self::omega(freq, q);
        let b1 = 1.0 - cos;
        Self::from(
            [b1 / 2.0, b1, b1 / 2.0],
            1.0 + alpha,
            [-2.0 * cos, 1.0 - alpha],
        )
    }

    /// A high-pass at `freq`.
    pub fn high_pass(freq: f32, q: f32) -> Self {
        let (cos, _, alpha) = Self::omega(freq, q);
        let b1 = 1.0 + cos;
        Self::from(
            [b1 / 2.0, -b1, b1 / 2.0],
            1.0 + alpha,
            [-2.0 * cos, 1.0 - alpha],
        )
    }

    /// Moves a low-pass to a new corner keeping its memory (for sweeps).
    pub fn retune_low_pass(&mut self, freq: f32, q: f32) {
        let fresh = Self::low_pass(freq, q);
        self.b = fresh.b;
        self.a = fresh.a;
    }

    /// Moves a band-pass to a new centre keeping its memory (for sweeps).
    pub fn retune_band_pass(&mut self, freq: f32, q: f32) {
        let fresh = Self::band_pass(freq, q);
        self.b = fresh.b;
        self.a = fresh.a;
    }

    /// Filters one sample.
    pub fn run(&mut self, x: f32) -> f32 {
        let y = self.b[0] * x + self.b[1] * self.x[0] + self.b[2] * self.x[1]
            - self.a[0] * self.y[0]
            - self.a[1] * self.y[1];
        self.x = [x, self.x[0]];
        self.y = [y, self.y[0]];
        y
    }
}

/// An envelope that rises linearly over `attack` seconds, then decays exponentially with time
/// constant `decay` (after about 5 × `decay` it is silent).
pub fn perc(t: f32, attack: f32, decay: f32) -> f32 {
    if t < 0.0 {
        0.0
    } else if t < attack {
        t / attack
    } else {
        (-(t - attack) / decay.max(1e-4)).exp()
    }
}

/// A sine oscillator whose frequency may change every sample (glides without clicks).
#[derive(Clone, Debug, Default)]
pub struct Osc {
    phase: f32,
}

impl Osc {
    /// The next sample at `freq` Hz.
    pub fn sine(&mut self, freq: f32) -> f32 {
        let out = (self.phase * TAU).sin();
        self.phase = (self.phase + freq / SAMPLE_RATE as f32).fract();
        out
    }
}

/// A mallet note (marimba/bell-like): a fundamental with a few decaying overtones. `brightness`
/// in `0..1` sets how much of the overtones sound.
pub fn mallet(t: f32, freq: f32, decay: f32, brightness: f32) -> f32 {
    let env = perc(t, 0.004, decay);
    let fundamental = (TAU * freq * t).sin();
    // Overtones of a tuned bar (4× and ~10×) fade faster than the fundamental.
    let second = (TAU * freq * 4.0 * t).sin() * perc(t, 0.002, decay * 0.25) * 0.35;
    let third = (TAU * freq * 9.9 * t).sin() * perc(t, 0.001, decay * 0.08) * 0.2;
    env * fundamental + brightness * (second + third)
}

/// A soft sustained tone (sine with a touch of its octave) for sad or calm cues.
pub fn soft_tone(t: f32, freq: f32, attack: f32, decay: f32) -> f32 {
    let env = perc(t, attack, decay);
    env * ((TAU * freq * t).sin() + 0.18 * (TAU * freq * 2.0 * t).sin())
}

/// The loudness (root mean square) of some samples.
pub fn rms(x: &[f32]) -> f32 {
    (x.iter().map(|s| s * s).sum::<f32>() / x.len().max(1) as f32).sqrt()
}

/// The frequency of a note `semitones` away from A4 (440 Hz).
pub fn note(semitones: i32) -> f32 {
    440.0 * 2f32.powf(semitones as f32 / 12.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn noise_is_deterministic_and_centred() {
        let a: Vec<f32> = {
            let mut n = Noise::new(7);
            (0..10_000).map(|_| n.sample()).collect()
        };
        let mut n = Noise::new(7);
        assert!(a.iter().all(|&x| x == n.sample()));
        let mean = a.iter().sum::<f32>() / a.len() as f32;
        assert!(mean.abs() < 0.05, "mean {mean}");
        assert!(a.iter().all(|x| (-1.0..=1.0).contains(x)));
    }

    #[test]
    fn a_band_pass_keeps_its_band_and_cuts_the_rest() {
        let tone = |freq: f32| {
            let mut f = Biquad::band_pass(1_000.0, 2.0);
            let out: Vec<f32> = (0..samples(0.2))
                .map(|i| f.run((TAU * freq * i as f32 / SAMPLE_RATE as f32).sin()))
                .collect();
            rms(&out[samples(0.05)..])
        };
        assert!(tone(1_000.0) > 0.6, "{}", tone(1_000.0));
        assert!(tone(100.0) < 0.1, "{}", tone(100.0));
        assert!(tone(10_000.0) < 0.1, "{}", tone(10_000.0));
    }

    #[test]
    fn low_and_high_pass_split_the_spectrum() {
        let through = |mut f: Biquad, freq: f32| {
            let out: Vec<f32> = (0..samples(0.2))
                .map(|i| f.run((TAU * freq * i as f32 / SAMPLE_RATE as f32).sin()))
                .collect();
            rms(&out[samples(0.05)..])
        };
        assert!(through(Biquad::low_pass(500.0, 0.7), 100.0) > 0.6);
        assert!(through(Biquad::low_pass(500.0, 0.7), 8_000.0) < 0.05);
        assert!(through(Biquad::high_pass(500.0, 0.7), 8_000.0) > 0.6);
        assert!(through(Biquad::high_pass(500.0, 0.7), 50.0) < 0.05);
    }

    #[test]
    fn finishing_normalises_and_fades_out() {
        let mut c = Canvas::new(0.1);
        c.add(0.0, 0.1, |t| (TAU * 440.0 * t).sin() * 3.0);
        let out = c.finish(0.5);
        let peak = out.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
        assert!((peak - 0.5).abs() < 1e-3, "{peak}");
        assert_eq!(out.last().copied(), Some(0.0));
    }

    #[test]
    fn envelopes_and_notes() {
        assert_eq!(perc(-1.0, 0.01, 0.1), 0.0);
        assert!((perc(0.005, 0.01, 0.1) - 0.5).abs() < 1e-6);
        assert!(perc(1.0, 0.01, 0.1) < 1e-3);
        assert!((note(0) - 440.0).abs() < 1e-3);
        assert!((note(12) - 880.0).abs() < 1e-2);
        assert!((note(3) - 523.25).abs() < 0.1);
    }
}
