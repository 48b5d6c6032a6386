//! The mixer that runs on the audio thread: the cues playing now, summed at the player's volume
//! and kept below full scale by a soft limiter. Pure arithmetic, so it is tested without a
//! device.

use std::sync::Arc;

use super::synth::SAMPLE_RATE;

/// At most this many cues sound at once; a new one replaces the oldest.
pub const MAX_VOICES: usize = 8;

/// Above this level the limiter starts to bend the signal (below it, it is untouched).
const KNEE: f32 = 0.7;

/// The limiter never goes beyond this level.
const CEILING: f32 = 0.98;

/// One cue playing.
#[derive(Clone, Debug)]
struct Voice {
    samples: Arc<[f32]>,
    pos: usize,
}

/// The cues playing now and the output gain.
#[derive(Debug)]
pub struct Mixer {
    voices: Vec<Voice>,
    /// The gain the player asked for.
    target_gain: f32,
    /// The gain applied now (glides to the target so a volume change never clicks).
    gain: f32,
    /// Samples rendered since the last voice ended (the device is stopped after a while).
    idle_samples: usize,
}

impl Default for Mixer {
    fn default() -> Self {
        Self {
            voices: Vec::with_capacity(MAX_VOICES),
            target_gain: 0.0,
            gain: 0.0,
            idle_samples: 0,
        }
    }
}

/// The output gain for a volume setting in `0..=1`: squared, which the ear hears as roughly
/// even steps along the slider.
pub fn gain_for_volume(volume: f32) -> f32 {
    let v = if volume.is_finite() {
        volume.clamp(0.0, 1.0)
    } else {
        0.0
    };
    v * v
}

/// Full scale is never reached: linear up to [`KNEE`], then bent smoothly towards
/// [`CEILING`].
pub fn limit(x: f32) -> f32 {
    let a = x.abs();
    if a <= KNEE {
        x
    } else {
        let room = CEILING - KNEE;
        (KNEE + room * ((a - KNEE) / room).tanh()).copysign(x)
    }
}

impl Mixer {
    /// Starts a cue's samples.
    pub fn start(&mut self, samples: Arc<[f32]>) {
        if self.voices.is_empty() {
            // Nothing sounds: the gain may jump to where it should be.
            self.gain = self.target_gain;
        }
        if self.voices.len() >= MAX_VOICES {
            self.voices.remove(0);
        }
        self.voices.push(Voice { samples, pos: 0 });
        self.idle_samples = 0;
    }

    /// Sets the volume (`0..=1`); 0 also stops every cue at once.
    pub fn set_volume(&mut self, volume: f32) {
        self.target_gain = gain_for_volume(volume);
        if self.target_gain == 0.0 {
            self.voices.clear();
            self.gain = 0.0;
        }
    }

    /// Number of cues sounding.
    pub fn playing(&self) -> usize {
        self.voices.len()
    }

    /// Seconds of silence rendered since the last cue ended (0 while something plays).
    pub fn idle_seconds(&self) -> f32 {
        self.idle_samples as f32 / SAMPLE_RATE as f32
    }

    /// Fills `out` (mono) with the mix and advances every voice.
    pub fn render(&mut self, out: &mut [f32]) {
        out.fill(0.0);
        if self.voices.is_empty() {
            self.idle_samples = self.idle_samples.saturating_add(out.len());
            return;
        }
        for voice in &mut self.voices {
            let rest = &voice.samples[voice.pos.min(voice.samples.len())..];
            for (o, s) in out.iter_mut().zip(rest) {
                *o += s;
            }
            voice.pos += out.len();
        }
        self.voices.retain(|v| v.pos < v.samples.len());
        // About 5 ms to follow a volume change.
        let glide = 1.0 / (0.005 * SAMPLE_RATE as f32);
        for o in out.iter_mut() {
            self.gain += (self.target_gain - self.gain) * glide;
            *o = limit(*o * self.gain);
        }
        if self.voices.is_empty() {
            self.idle_samples = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steady(level: f32, len: usize) -> Arc<[f32]> {
        vec![level; len].into()
    }

    #[test]
    fn voices_add_up_at_the_volume_and_end() {
        let mut m = Mixer::default();
        m.set_volume(1.0);
        m.start(steady(0.2, 1_000));
        m.start(steady(0.1, 500));
        let mut out = vec![0.0; 2_000];
        m.render(&mut out[..200]);
        assert!((out[0] - 0.3).abs() < 1e-3, "{}", out[0]);
        m.render(&mut out[200..600]);
        assert!((out[450] - 0.3).abs() < 1e-3, "{}", out[450]);
        m.render(&mut out[600..1_200]);
        assert!((out[700] - 0.2).abs() < 1e-3, "{}", out[700]);
        assert_eq!(out[1_100], 0.0);
        assert_eq!(m.playing(), 0);
    }

    #[test]
    fn the_limiter_keeps_the_mix_below_full_scale() {
        let mut m = Mixer::default();
        m.set_volume(1.0);
        for _ in 0..MAX_VOICES {
            m.start(steady(0.8, 4_000));
        }
        let mut out = vec![0.0; 4_000];
        m.render(&mut out);
        assert!(out.iter().all(|s| s.abs() <= CEILING));
        assert!(out[3_000] > 0.95);
        assert_eq!(limit(0.5), 0.5);
        assert_eq!(limit(-0.5), -0.5);
        assert!(limit(-100.0) > -1.0);
    }

    #[test]
    fn volume_scales_glides_and_zero_silences() {
        let mut m = Mixer::default();
        m.set_volume(0.5);
        m.start(steady(0.4, 10_000));
        let mut out = vec![0.0; 2_000];
        m.render(&mut out);
        assert!((out[0] - 0.4 * 0.25).abs() < 1e-3, "{}", out[0]);
        // A change while a cue plays glides over a few milliseconds instead of jumping.
        m.set_volume(1.0);
        m.render(&mut out);
        assert!(out[0] < 0.11, "{}", out[0]);
        assert!(out[100] > out[0] && out[100] < 0.4);
        assert!((out[1_999] - 0.4).abs() < 1e-3, "{}", out[1_999]);
        m.set_volume(0.0);
        assert_eq!(m.playing(), 0);
        m.render(&mut out);
        assert!(out.iter().all(|&s| s == 0.0));
        assert_eq!(gain_for_volume(f32::NAN), 0.0);
        assert_eq!(gain_for_volume(7.0), 1.0);
    }

    #[test]
    fn too_many_voices_drop_the_oldest_and_idle_time_is_counted() {
        let mut m = Mixer::default();
        m.set_volume(1.0);
        for _ in 0..MAX_VOICES + 3 {
            m.start(steady(0.01, 100));
        }
        assert_eq!(m.playing(), MAX_VOICES);
        let mut out = vec![0.0; 480];
        m.render(&mut out);
        assert_eq!(m.playing(), 0);
        assert_eq!(m.idle_seconds(), 0.0);
        m.render(&mut out);
        assert!((m.idle_seconds() - 0.01).abs() < 1e-6);
    }
}
