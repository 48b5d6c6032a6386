//! The measured calibration of the rough win estimate the hint shows, per strength of the
//! table's computers: knots fitted by `src/bin/calibrate.rs` (laboratory) on self-play games
//! where seat 0 follows the Expert's hint; the figures before and after are in
//! `docs/calibration.md`. Only two-player tables were measured: at other sizes the hint shows no
//! number (see [`crate::play::hint::Hint::checked`]).

use crate::engine::{Strength, calibration::Calibration};

/// The table size the games were played at.
const MEASURED_PLAYERS: usize = 2;

/// The calibration against computers of `strength` at a table of `players`.
pub fn rough_win(strength: Strength, players: usize) -> Option<&'static Calibration> {
    if players != MEASURED_PLAYERS {
        return None;
    }
    match strength {
        Strength::Easy => Some(&AGAINST_EASY),
        Strength::Normal => Some(&AGAINST_NORMAL),
        Strength::Hard => Some(&AGAINST_HARD),
        Strength::Expert => Some(&AGAINST_EXPERT),
        Strength::Random => None,
    }
}

/// Two players, Expert's hint against Easy: a logistic fit on the logit
/// (a = 2.4663, b = 2.3309) of the first 200 measured games, kept within 1–99 %.
const AGAINST_EASY: Calibration = Calibration {
    knots: &[
        (0.01, 0.010),
        (0.05, 0.010),
        (0.10, 0.044),
        (0.15, 0.125),
        (0.20, 0.252),
        (0.25, 0.406),
        (0.30, 0.560),
        (0.35, 0.691),
        (0.40, 0.791),
        (0.45, 0.862),
        (0.50, 0.911),
        (0.55, 0.944),
        (0.60, 0.965),
        (0.65, 0.979),
        (0.70, 0.988),
        (0.75, 0.990),
        (0.80, 0.990),
        (0.85, 0.990),
        (0.90, 0.990),
        (0.95, 0.990),
        (0.99, 0.990),
    ],
    games: 200,
};

/// Two players, Expert's hint against Normal: a logistic fit on the logit
/// (a = 2.1208, b = 1.1589) of the first 200 measured games, kept within 1–99 %.
const AGAINST_NORMAL: Calibration = Calibration {
    knots: &[
        (0.01, 0.010),
        (0.05, 0.010),
        (0.10, 0.029),
        (0.15, 0.074),
        (0.20, 0.144),
        (0.25, 0.237),
        (0.30, 0.346),
        (0.35, 0.462),
        (0.40, 0.574),
        (0.45, 0.676),
        (0.50, 0.761),
        (0.55, 0.830),
        (0.60, 0.883),
        (0.65, 0.922),
        (0.70, 0.951),
        (0.75, 0.970),
        (0.80, 0.984),
        (0.85, 0.990),
        (0.90, 0.990),
        (0.95, 0.990),
        (0.99, 0.990),
    ],
    games: 200,
};

/// Two players, Expert's hint against Hard: a logistic fit on the logit
/// (a = 2.1393, b = -0.1853) of the first 200 measured games, kept within 1–99 %.
const AGAINST_HARD: Calibration = Calibration {
    knots: &[
        (0.01, 0.010),
        (0.05, 0.010),
        (0.10, 0.010),
        (0.15, 0.020),
        (0.20, 0.041),
        (0.25, 0.073),
        (0.30, 0.119),
        (0.35, 0.181),
        (0.40, 0.259),
        (0.45, 0.351),
        (0.50, 0.454),
        (0.55, 0.561),
        (0.60, 0.664),
        (0.65, 0.757),
        (0.70, 0.836),
        (0.75, 0.897),
        (0.80, 0.942),
        (0.85, 0.971),
        (0.90, 0.989),
        (0.95, 0.990),
        (0.99, 0.990),
    ],
    games: 200,
};

/// Two players, Expert's hint against Expert: a logistic fit on the logit
/// (a = 1.878, b = -0.0211) of the first 200 measured games, kept within 1–99 %.
const AGAINST_EXPERT: Calibration = Calibration {
    knots: &[
        (0.01, 0.010),
        (0.05, 0.010),
        (0.10, 0.016),
        (0.15, 0.036),
        (0.20, 0.068),
        (0.25, 0.111),
        (0.30, 0.166),
        (0.35, 0.234),
        (0.40, 0.314),
        (0.45, 0.402),
        (0.50, 0.495),
        (0.55, 0.588),
        (0.60, 0.677),
        (0.65, 0.758),
        (0.70, 0.828),
        (0.75, 0.885),
        (0.80, 0.930),
        (0.85, 0.962),
        (0.90, 0.984),
        (0.95, 0.990),
        (0.99, 0.990),
    ],
    games: 200,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_is_monotone_and_bounded_and_the_weaker_table_reads_higher() {
        for strength in [
            Strength::Easy,
            Strength::Normal,
            Strength::Hard,
            Strength::Expert,
        ] {
            let table = rough_win(strength, 2).expect("measured");
            assert!(table.is_monotone(), "{strength:?}");
            assert!(table.games > 0);
        }
        // Against Normal computers the Expert's hint wins most games: an even-looking 55 %
        // was won about 87 % of the time.
        let normal = rough_win(Strength::Normal, 2)
            .expect("measured")
            .apply(0.55);
        assert!((0.8..0.9).contains(&normal), "{normal}");
        let expert = rough_win(Strength::Expert, 2)
            .expect("measured")
            .apply(0.55);
        assert!(expert < normal);
        assert!(rough_win(Strength::Random, 2).is_none());
        // Measured at two players only: a five-player table's estimate is another quantity.
        for players in 3..=6 {
            assert!(rough_win(Strength::Normal, players).is_none(), "{players}");
        }
    }
}
