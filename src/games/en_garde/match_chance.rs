//! What a touch is worth in the match. The search looks only to the end of the current round
//! (its values are the chance to win this touch); the player cares about the match to five. The
//! model: every later touch is won with [`LATER_TOUCH_CHANCE`] (two equal fencers; a drawn
//! round scores nothing and is simply fenced again, so it changes no chance), which gives an
//! exact table of match chances by score. A touch chance `t` at scores (mine, theirs) is then
//! worth `t · M(mine + 1, theirs) + (1 − t) · M(mine, theirs + 1)` — linear in `t`, so the
//! order of moves is unchanged, and a drawn round valued ½ lands exactly on `M(mine, theirs)`.

use super::state::WINS;

/// The chance to win each touch after the current one, in the match-chance model.
pub const LATER_TOUCH_CHANCE: f64 = 0.5;

/// The chance to win the match from these scores, each later touch won with
/// [`LATER_TOUCH_CHANCE`]; 1 once `mine` reached five, 0 once `theirs` did.
pub fn match_chance(mine: u8, theirs: u8) -> f64 {
    if mine >= WINS {
        return 1.0;
    }
    if theirs >= WINS {
        return 0.0;
    }
    LATER_TOUCH_CHANCE * match_chance(mine + 1, theirs)
        + (1.0 - LATER_TOUCH_CHANCE) * match_chance(mine, theirs + 1)
}

/// The match chance of a decision whose chance to win the current touch is `touch` (a drawn
/// round counted as half a win), at scores (mine, theirs) before the touch.
pub fn from_touch(touch: f64, mine: u8, theirs: u8) -> f64 {
    let touch = touch.clamp(0.0, 1.0);
    touch * match_chance(mine.saturating_add(1), theirs)
        + (1.0 - touch) * match_chance(mine, theirs.saturating_add(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_the_race_to_five_between_equal_fencers() {
        assert!((match_chance(0, 0) - 0.5).abs() < 1e-12);
        // 4–0: lost only by losing five touches in a row.
        assert!((match_chance(4, 0) - (1.0 - 0.5f64.powi(5))).abs() < 1e-12);
        assert!((match_chance(0, 4) - 0.5f64.powi(5)).abs() < 1e-12);
        assert!((match_chance(4, 4) - 0.5).abs() < 1e-12);
        assert_eq!(match_chance(5, 3), 1.0);
        assert_eq!(match_chance(2, 5), 0.0);
        for a in 0..WINS {
            for b in 0..WINS {
                assert!((match_chance(a, b) + match_chance(b, a) - 1.0).abs() < 1e-12);
                assert!(match_chance(a + 1, b) > match_chance(a, b));
            }
        }
    }

    #[test]
    fn a_sure_touch_wins_the_match_only_at_four() {
        assert_eq!(from_touch(1.0, 4, 0), 1.0);
        assert_eq!(from_touch(1.0, 4, 4), 1.0);
        // 0–4 down, a sure touch makes it 1–4: the match is still far from won.
        assert!((from_touch(1.0, 0, 4) - 0.5f64.powi(4)).abs() < 1e-12);
        assert_eq!(from_touch(0.0, 3, 4), 0.0);
        // A drawn round (½) leaves the match chance where it was.
        for (a, b) in [(0, 0), (1, 3), (4, 2)] {
            assert!((from_touch(0.5, a, b) - match_chance(a, b)).abs() < 1e-12);
        }
        // Order-preserving.
        assert!(from_touch(0.7, 2, 1) > from_touch(0.6, 2, 1));
    }
}
