//! A measured correction of a rough win estimate: a monotone piecewise-linear map from what a
//! heuristic says to how often the player won when it said so. The knots are fitted offline in
//! the laboratory (`src/bin/calibrate.rs`) from self-play games and shipped as numbers.

/// A monotone map of an estimate in `[0, 1]` to a calibrated chance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    /// `(estimate, observed rate)` pairs, both non-decreasing; between knots the map is linear,
    /// beyond the first and last it is flat.
    pub knots: &'static [(f64, f64)],
    /// Games the knots were fitted on (named in the label).
    pub games: u32,
}

impl Calibration {
    /// The calibrated chance for `raw`, in `[0, 1]`. A NaN stays NaN (it is no estimate);
    /// without knots the map is the identity.
    pub fn apply(&self, raw: f64) -> f64 {
        if raw.is_nan() {
            return raw;
        }
        let raw = raw.clamp(0.0, 1.0);
        let (Some(&first), Some(&last)) = (self.knots.first(), self.knots.last()) else {
            return raw;
        };
        if raw <= first.0 {
            return first.1.clamp(0.0, 1.0);
        }
        if raw >= last.0 {
            return last.1.clamp(0.0, 1.0);
        }
        let value = self
            .knots
            .windows(2)
            .find(|w| raw <= w[1].0)
            .map_or(last.1, |w| {
                let (a, b) = (w[0], w[1]);
                if b.0 - a.0 <= f64::EPSILON {
                    b.1
                } else {
                    a.1 + (b.1 - a.1) * (raw - a.0) / (b.0 - a.0)
                }
            });
        value.clamp(0.0, 1.0)
    }

    /// True when both coordinates of the knots are non-decreasing and inside `[0, 1]`.
    pub fn is_monotone(&self) -> bool {
        self.knots
            .iter()
            .all(|&(x, y)| (0.0..=1.0).contains(&x) && (0.0..=1.0).contains(&y))
            && self
                .knots
                .windows(2)
                .all(|w| w[0].0 <= w[1].0 && w[0].1 <= w[1].1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: Calibration = Calibration {
        knots: &[(0.2, 0.1), (0.5, 0.5), (0.8, 0.6)],
        games: 10,
    };

    #[test]
    fn the_map_interpolates_between_knots_and_is_flat_beyond() {
        assert!(TABLE.is_monotone());
        assert_eq!(TABLE.apply(0.0), 0.1);
        assert_eq!(TABLE.apply(0.2), 0.1);
        assert!((TABLE.apply(0.35) - 0.3).abs() < 1e-12);
        assert_eq!(TABLE.apply(0.5), 0.5);
        assert!((TABLE.apply(0.65) - 0.55).abs() < 1e-12);
        assert_eq!(TABLE.apply(1.0), 0.6);
        assert_eq!(TABLE.apply(7.0), 0.6, "clamped in");
        assert!(TABLE.apply(f64::NAN).is_nan());
    }

    #[test]
    fn the_map_is_monotone_and_bounded_everywhere() {
        let mut last = 0.0;
        for i in 0..=1000 {
            let v = TABLE.apply(f64::from(i) / 1000.0);
            assert!((0.0..=1.0).contains(&v));
            assert!(v >= last, "falls at {i}");
            last = v;
        }
    }

    #[test]
    fn no_knots_is_the_identity() {
        let none = Calibration {
            knots: &[],
            games: 0,
        };
        for raw in [0.0, 0.3, 1.0] {
            assert_eq!(none.apply(raw), raw);
        }
        let falling = Calibration {
            knots: &[(0.2, 0.6), (0.5, 0.5)],
            games: 1,
        };
        assert!(!falling.is_monotone());
    }
}
