//! How each [`Cue`] sounds: short recipes over the [`synth`](super::synth) building blocks.
//!
//! Card and dice noises are filtered noise shaped by fast envelopes (paper and bone have no
//! pitch); pieces are short wooden knocks; the results are mallet notes in C major (won) or
//! soft falling minor notes (lost), kept short and quiet enough to repeat all evening.

use super::{
    Cue,
    synth::{Biquad, Canvas, Noise, Osc, mallet, note, perc, samples, soft_tone},
};

/// Peak level of the loudest cue; the mixer adds the player's volume on top.
const FULL: f32 = 0.8;

/// Renders `cue` as mono samples at [`super::synth::SAMPLE_RATE`].
pub fn render(cue: Cue) -> Vec<f32> {
    match cue {
        Cue::CardPlay => card_play(),
        Cue::CardDeal => card_deal(),
        Cue::Shuffle => shuffle(),
        Cue::DiceRoll => dice_roll(),
        Cue::DiceKeep => dice_keep(),
        Cue::PieceMove => knock(190.0, 1_400.0, 0.05).finish(0.6),
        Cue::PieceBounce => bounce(),
        Cue::Gunshot => gunshot(),
        Cue::Ricochet => ricochet(),
        Cue::Drink => drink(),
        Cue::Clash => clash(),
        Cue::TrickTaken => trick_taken(),
        Cue::RoundWon => arpeggio(&[3, 7, 10], 0.09, 0.18, 0.8).finish(0.55),
        Cue::RoundLost => falling(&[-2, -6], 0.16, 0.2).finish(0.42),
        Cue::GameWon => fanfare(),
        Cue::GameLost => falling(&[0, -4, -7], 0.2, 0.26).finish(0.45),
    }
}

/// A burst of band-passed noise: the slap of a card.
fn slap(c: &mut Canvas, start: f32, seed: u32, centre: f32, q: f32, attack: f32, decay: f32) {
    let mut noise = Noise::new(seed);
    let mut band = Biquad::band_pass(centre, q);
    c.add(start, decay * 7.0 + attack, |t| {
        band.run(noise.sample()) * perc(t, attack, decay)
    });
}

/// A card put down on the table: a papery snap over a soft thump.
fn card_play() -> Vec<f32> {
    let mut c = Canvas::new(0.14);
    slap(&mut c, 0.0, 11, 2_600.0, 0.9, 0.0015, 0.016);
    let mut osc = Osc::default();
    c.add(0.0, 0.1, |t| {
        osc.sine(150.0 - 300.0 * t) * perc(t, 0.002, 0.022) * 0.5
    });
    c.finish(0.62)
}

/// A card dealt: a lighter, brighter flick that swells for a moment.
fn card_deal() -> Vec<f32> {
    let mut c = Canvas::new(0.1);
    let mut noise = Noise::new(23);
    let mut band = Biquad::band_pass(4_200.0, 1.2);
    c.add(0.0, 0.1, |t| {
        let swell = if t < 0.025 { t / 0.025 } else { 1.0 };
        band.run(noise.sample()) * swell * perc(t - 0.02, 0.0, 0.018).min(1.0)
    });
    c.finish(0.42)
}

/// A riffle shuffle: many tiny clicks of card edges, fast in the middle, then the bridge.
fn shuffle() -> Vec<f32> {
    let mut c = Canvas::new(0.72);
    let mut rng = Noise::new(5);
    let mut t = 0.02_f32;
    let mut i = 0u32;
    while t < 0.5 {
        // Slower at the ends of the riffle than in the middle.
        let x = t / 0.5;
        let gap = 0.009 + 0.018 * (2.0 * x - 1.0).powi(2) + rng.range(0.0, 0.004);
        let level = 0.55 + 0.45 * (std::f32::consts::PI * x).sin();
        let centre = rng.range(3_000.0, 5_500.0);
        let mut noise = Noise::new(100 + i);
        let mut band = Biquad::band_pass(centre, 2.5);
        c.add(t, 0.02, |s| {
            band.run(noise.sample()) * perc(s, 0.0005, 0.003) * level
        });
        t += gap;
        i += 1;
    }
    // The bridge: the halves fall together with a soft brush.
    let mut noise = Noise::new(77);
    let mut band = Biquad::band_pass(1_800.0, 0.8);
    c.add(0.52, 0.2, |s| {
        band.run(noise.sample()) * perc(s, 0.03, 0.035) * 0.6
    });
    c.finish(0.5)
}

/// One die hitting the table or another die: a short, slightly resonant clack.
fn clack(c: &mut Canvas, start: f32, seed: u32, level: f32, pitch: f32) {
    let mut noise = Noise::new(seed);
    let mut body = Biquad::band_pass(pitch, 7.0);
    let mut edge = Biquad::high_pass(3_000.0, 0.7);
    c.add(start, 0.06, |t| {
        let n = noise.sample();
        let hit = perc(t, 0.0003, 0.0025);
        (body.run(n * hit) * 4.0 + edge.run(n) * hit * 0.5) * level
    });
}

/// Dice thrown: clacks that come fast, then thin out, then the dice settle.
fn dice_roll() -> Vec<f32> {
    let mut c = Canvas::new(0.7);
    let mut rng = Noise::new(31);
    let mut t = 0.0_f32;
    let mut i = 0u32;
    while t < 0.48 {
        let level = 1.0 - 0.55 * (t / 0.48);
        clack(&mut c, t, 300 + i, level, rng.range(1_700.0, 3_200.0));
        t += 0.018 + 0.09 * (t / 0.48).powi(2) + rng.range(0.0, 0.025);
        i += 1;
    }
    // The last two dice settle: quieter, closer together.
    clack(&mut c, 0.55, 901, 0.45, 2_100.0);
    clack(&mut c, 0.6, 902, 0.3, 2_500.0);
    // The rumble of the dice on the table under the clacks.
    let mut noise = Noise::new(41);
    let mut low = Biquad::low_pass(320.0, 0.7);
    c.add(0.0, 0.6, |t| {
        low.run(noise.sample()) * perc(t, 0.02, 0.18) * 0.5
    });
    c.finish(0.6)
}

/// A die set aside: one soft wooden "tok".
fn dice_keep() -> Vec<f32> {
    let mut c = Canvas::new(0.09);
    clack(&mut c, 0.0, 55, 1.0, 1_150.0);
    let mut osc = Osc::default();
    c.add(0.0, 0.06, |t| {
        osc.sine(900.0) * perc(t, 0.001, 0.012) * 0.15
    });
    c.finish(0.45)
}

/// A wooden piece knocked onto the board: a falling low tone with a bright click on top.
fn knock(pitch: f32, click: f32, decay: f32) -> Canvas {
    let mut c = Canvas::new(decay * 4.0);
    let mut osc = Osc::default();
    c.add(0.0, decay * 4.0, |t| {
        osc.sine(pitch * (1.0 + 0.25 * (-t / 0.01).exp())) * perc(t, 0.001, decay)
    });
    slap(&mut c, 0.0, 61, click, 3.0, 0.0003, 0.004);
    c
}

/// A piece bouncing off another: a higher, springier knock that rises a little.
fn bounce() -> Vec<f32> {
    let mut c = knock(430.0, 2_400.0, 0.035);
    let mut osc = Osc::default();
    c.add(0.0, 0.1, |t| {
        osc.sine(620.0 + 900.0 * t) * perc(t, 0.002, 0.02) * 0.35
    });
    c.finish(0.5)
}

/// A revolver shot: a sharp crack whose brightness falls fast, a low boom and a short room tail.
fn gunshot() -> Vec<f32> {
    let mut c = Canvas::new(0.5);
    let mut noise = Noise::new(3);
    let mut tone = Biquad::low_pass(7_000.0, 0.8);
    c.add(0.0, 0.5, |t| {
        tone.retune_low_pass(700.0 + 6_500.0 * (-t / 0.03).exp(), 0.8);
        tone.run(noise.sample()) * perc(t, 0.0008, 0.055)
    });
    let mut osc = Osc::default();
    c.add(0.0, 0.4, |t| {
        osc.sine(95.0 * (1.0 + 0.6 * (-t / 0.015).exp())) * perc(t, 0.001, 0.08) * 0.9
    });
    let mut tail = Noise::new(9);
    let mut room = Biquad::low_pass(1_200.0, 0.7);
    c.add(0.02, 0.45, |t| {
        room.run(tail.sample()) * perc(t, 0.01, 0.12) * 0.35
    });
    c.finish(FULL)
}

/// A bullet that misses: the classic falling whistle of a ricochet.
fn ricochet() -> Vec<f32> {
    let mut c = Canvas::new(0.55);
    let mut osc = Osc::default();
    c.add(0.0, 0.55, |t| {
        let glide = 900.0 + 1_900.0 * (-t / 0.16).exp();
        let wobble = 1.0 + 0.015 * (std::f32::consts::TAU * 28.0 * t).sin();
        osc.sine(glide * wobble) * perc(t, 0.006, 0.14)
    });
    slap(&mut c, 0.0, 13, 3_500.0, 1.5, 0.0005, 0.006);
    c.finish(0.45)
}

/// A beer: a glass clink, then three bubbling gulps.
fn drink() -> Vec<f32> {
    let mut c = Canvas::new(0.62);
    c.add(0.0, 0.3, |t| {
        let env = perc(t, 0.001, 0.06);
        env * ((std::f32::consts::TAU * 2_750.0 * t).sin()
            + 0.6 * (std::f32::consts::TAU * 4_180.0 * t).sin())
    });
    for (i, start) in [0.16, 0.29, 0.42].into_iter().enumerate() {
        let mut osc = Osc::default();
        let base = 260.0 + 30.0 * i as f32;
        c.add(start, 0.12, |t| {
            osc.sine(base + 260.0 * (t / 0.05).min(1.0)) * perc(t, 0.004, 0.028) * 0.9
        });
    }
    c.finish(0.5)
}

/// Blades meeting: inharmonic metal partials over a short scrape.
fn clash() -> Vec<f32> {
    let mut c = Canvas::new(0.4);
    for (ratio, level, decay) in [
        (1.0, 1.0, 0.09),
        (2.76, 0.6, 0.06),
        (5.40, 0.4, 0.04),
        (8.93, 0.25, 0.025),
    ] {
        let freq = 1_250.0 * ratio;
        c.add(0.0, 0.4, |t| {
            (std::f32::consts::TAU * freq * t).sin() * perc(t, 0.0008, decay) * level
        });
    }
    slap(&mut c, 0.0, 17, 5_000.0, 1.0, 0.0005, 0.01);
    c.finish(0.42)
}

/// A trick gathered in: a brush that sweeps upwards, then the cards squared with a tap.
fn trick_taken() -> Vec<f32> {
    let mut c = Canvas::new(0.32);
    let mut noise = Noise::new(29);
    let mut band = Biquad::band_pass(1_500.0, 1.4);
    c.add(0.0, 0.24, |t| {
        band.retune_band_pass(1_500.0 + 9_000.0 * t, 1.4);
        let swell = (t / 0.12).min(1.0) * (1.0 - ((t - 0.12) / 0.12).clamp(0.0, 1.0));
        band.run(noise.sample()) * swell
    });
    slap(&mut c, 0.22, 37, 1_900.0, 1.0, 0.001, 0.012);
    c.finish(0.45)
}

/// Mallet notes going up (semitones from C5), `gap` seconds apart.
fn arpeggio(steps: &[i32], gap: f32, decay: f32, brightness: f32) -> Canvas {
    let tail = decay * 5.0;
    let mut c = Canvas::new(gap * steps.len() as f32 + tail);
    for (i, &s) in steps.iter().enumerate() {
        let freq = note(s);
        c.add(gap * i as f32, tail, |t| mallet(t, freq, decay, brightness));
    }
    c
}

/// Soft notes going down (semitones from A4), `gap` seconds apart.
fn falling(steps: &[i32], gap: f32, decay: f32) -> Canvas {
    let tail = decay * 3.5;
    let mut c = Canvas::new(gap * steps.len() as f32 + tail);
    for (i, &s) in steps.iter().enumerate() {
        let freq = note(s);
        c.add(gap * i as f32, tail, |t| soft_tone(t, freq, 0.015, decay));
    }
    c
}

/// The game won: a rising C-major arpeggio and the full chord ringing out.
fn fanfare() -> Vec<f32> {
    let mut c = arpeggio(&[3, 7, 10, 15], 0.1, 0.2, 0.9);
    let start = 0.44;
    let length = samples(1.05) as f32 / super::synth::SAMPLE_RATE as f32;
    c.data.resize(samples(start + length), 0.0);
    for s in [3, 7, 10, 15] {
        let freq = note(s);
        c.add(start, length, |t| mallet(t, freq, 0.38, 0.6) * 0.55);
    }
    c.finish(0.6)
}

#[cfg(test)]
mod tests {
    use super::{
        super::synth::{SAMPLE_RATE, rms},
        *,
    };

    #[test]
    fn every_cue_is_audible_unclipped_short_and_ends_in_silence() {
        for &cue in Cue::ALL {
            let s = render(cue);
            let seconds = s.len() as f32 / SAMPLE_RATE as f32;
            assert!((0.05..=1.6).contains(&seconds), "{cue:?} lasts {seconds} s");
            assert!(s.iter().all(|x| x.is_finite()), "{cue:?} has NaN");
            let peak = s.iter().fold(0.0_f32, |m, x| m.max(x.abs()));
            assert!((0.3..=FULL + 1e-3).contains(&peak), "{cue:?} peak {peak}");
            // Audible: the loudest 20 ms window carries real energy.
            let window = samples(0.02);
            let loudest = s
                .windows(window)
                .step_by(window / 2)
                .map(rms)
                .fold(0.0, f32::max);
            assert!(loudest > 0.05, "{cue:?} loudest window rms {loudest}");
            // No click at either end.
            assert!(s[0].abs() < 0.1, "{cue:?} starts at {}", s[0]);
            assert_eq!(s.last().copied(), Some(0.0), "{cue:?}");
            let end = &s[s.len() - samples(0.004)..];
            assert!(rms(end) < 0.05, "{cue:?} ends loud: {}", rms(end));
        }
    }

    /// How different two sounds are: the energy of their difference (the shorter one padded
    /// with silence) against the louder one's energy. 0 for the same sound, 0.1 for a copy at
    /// 90 % volume, about 1.4 for two unrelated sounds of equal loudness.
    fn difference(a: &[f32], b: &[f32]) -> f32 {
        let at = |s: &[f32], i: usize| s.get(i).copied().unwrap_or(0.0);
        let n = a.len().max(b.len());
        let diff: Vec<f32> = (0..n).map(|i| at(a, i) - at(b, i)).collect();
        let energy = |s: &[f32]| rms(s) * (s.len() as f32).sqrt();
        energy(&diff) / energy(a).max(energy(b)).max(1e-9)
    }

    #[test]
    fn rendering_is_deterministic_and_cues_differ() {
        let all: Vec<Vec<f32>> = Cue::ALL.iter().map(|&c| render(c)).collect();
        let mut closest = (f32::MAX, String::new());
        for (i, &cue) in Cue::ALL.iter().enumerate() {
            assert_eq!(render(cue), all[i], "{cue:?}");
            for j in 0..i {
                let d = difference(&all[i], &all[j]);
                if d < closest.0 {
                    closest = (d, format!("{cue:?} and {:?}", Cue::ALL[j]));
                }
            }
        }
        // Most of each pair's energy differs: no cue is another one louder, softer or with a
        // few samples changed.
        assert!(
            closest.0 > 0.5,
            "{} differ by {:.3} only",
            closest.1,
            closest.0
        );
        assert!(difference(&all[0], &all[0]) < 1e-6);
        let softer: Vec<f32> = all[0].iter().map(|x| x * 0.9).collect();
        assert!((difference(&all[0], &softer) - 0.1).abs() < 1e-3);
    }

    #[test]
    fn won_sounds_higher_than_lost() {
        // A crude pitch measure: zero crossings per second of the loudest part.
        let crossings = |s: &[f32]| {
            let part = &s[..s.len() / 2];
            part.windows(2)
                .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
                .count() as f32
                / (part.len() as f32 / SAMPLE_RATE as f32)
        };
        let won = crossings(&render(Cue::RoundWon));
        let lost = crossings(&render(Cue::RoundLost));
        assert!(won > lost * 1.3, "won {won} / s, lost {lost} / s");
    }
}
