//! The exact odds against docs/research/knatsch_aegis.md §A4 and scenario 23, and empirical checks of the optimal
//! policy by simulation.

use super::super::{
    cards::KING,
    dice::{DICE, Rank},
    odds::{Solver, p_beat, p_reach},
    state::Attempt,
};
use crate::engine::rng_from_seed;

fn t(face: u8, kicker: u8) -> Rank {
    Rank::new(3, face, kicker)
}

fn close(got: f64, want: f64) {
    assert!((got - want).abs() < 1e-3, "got {got:.4}, want {want:.4}");
}

#[test]
fn scenario_23_dp_regression() {
    close(p_reach(t(3, 1), true, 3, None, false), 0.5967);
    close(p_reach(t(3, 2), true, 3, None, false), 0.5903);
    close(p_reach(t(4, 1), true, 3, None, false), 0.5243);
    close(p_reach(t(4, 5), true, 3, None, false), 0.4460);
    close(p_reach(KING, true, 3, None, false), 0.1153);
    close(p_reach(t(4, 1), true, 4, None, false), 0.6038);
    close(p_reach(KING, true, 4, None, false), 0.1587);
    close(p_reach(t(4, 5), false, 3, None, false), 0.5014);
    close(p_reach(KING, true, 3, Some(5), false), 0.3195);
}

#[test]
fn research_table_a4_matches() {
    // (face, kicker, strict/3, meet/3, strict/4), rounded to 3 places in the research.
    let table = [
        (1, 5, 0.660, 0.682, 0.730),
        (2, 1, 0.651, 0.654, 0.719),
        (2, 3, 0.645, 0.651, 0.715),
        (2, 5, 0.609, 0.636, 0.687),
        (3, 1, 0.597, 0.601, 0.672),
        (3, 2, 0.590, 0.597, 0.667),
        (3, 4, 0.580, 0.590, 0.659),
        (3, 5, 0.544, 0.580, 0.630),
        (4, 1, 0.524, 0.531, 0.604),
        (4, 2, 0.515, 0.524, 0.597),
        (4, 3, 0.501, 0.515, 0.587),
        (4, 5, 0.446, 0.501, 0.537),
        (5, 1, 0.412, 0.425, 0.487),
        (5, 2, 0.392, 0.412, 0.470),
        (5, 4, 0.301, 0.371, 0.384),
    ];
    for (f, k, strict3, meet3, strict4) in table {
        let check = |got: f64, want: f64| {
            assert!(
                (got - want).abs() <= 0.0006,
                "{f},{f},{f};{k}: got {got:.4}, want {want:.3}"
            );
        };
        check(p_reach(t(f, k), true, 3, None, false), strict3);
        check(p_reach(t(f, k), false, 3, None, false), meet3);
        check(p_reach(t(f, k), true, 4, None, false), strict4);
    }
    let king = |strict, rolls| p_reach(KING, strict, rolls, None, false);
    assert!((king(true, 3) - 0.115).abs() <= 0.0006);
    assert!((king(false, 3) - 0.123).abs() <= 0.0006);
    assert!((king(true, 4) - 0.159).abs() <= 0.0006);
    // Four-of-a-kind targets of §A4.
    assert!((p_reach(Rank::new(4, 1, 2), true, 3, None, false) - 0.289).abs() <= 0.0006);
    assert!((p_reach(Rank::new(4, 3, 1), true, 3, None, false) - 0.222).abs() <= 0.0006);
    assert!((p_reach(Rank::new(4, 4, 1), true, 3, None, false) - 0.177).abs() <= 0.0006);
}

#[test]
fn dice_card_and_defence_figures() {
    let with = |v| p_reach(t(4, 1), true, 3, Some(v), false);
    for (v, want) in [(1, 0.596), (2, 0.609), (3, 0.609), (4, 0.739), (5, 0.759)] {
        assert!(
            (with(v) - want).abs() <= 0.0006,
            "dice card {v}: {}",
            with(v)
        );
    }
    assert!((p_reach(KING, true, 3, Some(1), false) - 0.176).abs() <= 0.0006);
    // A defender's chance to beat a given attacker result.
    for (r, want) in [
        (Rank::new(3, 3, 2), 0.590),
        (Rank::new(3, 4, 5), 0.446),
        (Rank::new(3, 5, 4), 0.301),
        (Rank::new(4, 3, 5), 0.197),
        (Rank::new(4, 4, 2), 0.170),
        (Rank::new(4, 5, 4), 0.070),
        (Rank::new(5, 1, 0), 0.065),
    ] {
        let got = p_beat(r, 3, None, false);
        assert!((got - want).abs() <= 0.0006, "{r:?}: {got}");
    }
}

#[test]
fn owned_castle_capture_chance() {
    // Attacker must reach the card (strict) and then survive the defender's roll.
    for (face, kicker, rolls, want) in [
        (3, 1, 3, 0.409),
        (3, 1, 4, 0.474),
        (4, 1, 3, 0.378),
        (4, 1, 4, 0.446),
        (4, 5, 3, 0.343),
        (4, 5, 4, 0.418),
    ] {
        let pattern = t(face, kicker);
        let got = Solver::new(
            |r| {
                if r > pattern {
                    1.0 - p_beat(r, 3, None, false)
                } else {
                    0.0
                }
            },
            None,
            false,
        )
        .start(rolls);
        assert!(
            (got - want).abs() <= 0.0006,
            "{face},{kicker} x{rolls}: {got}"
        );
    }
}

#[test]
fn seed_worked_example_keep_values() {
    // Roll 1,3,3,4,6,6 against 4,4,4;1 (strict) with two rolls left.
    let attempt = Attempt {
        roller: 0,
        kept: [0; 5],
        duds: 0,
        last: [1, 3, 3, 4, 6, 6],
        rolls: 1,
        max_rolls: 3,
        extra: None,
        awaiting_roll: false,
        declare: false,
    };
    let mut solver = Solver::threshold(t(4, 1), true, None, false);
    let choices = solver.choices(&attempt);
    let value_of = |keep: [u8; 5]| {
        choices
            .iter()
            .find(|(k, _)| *k == Some(keep))
            .map(|c| c.1)
            .unwrap_or(-1.0)
    };
    assert!((value_of([0, 0, 0, 1, 0]) - 0.124).abs() < 0.0006);
    assert!((value_of([0, 0, 2, 0, 0]) - 0.077).abs() < 0.0006);
    assert!((value_of([0; 5]) - 0.101).abs() < 0.0006);
    assert_eq!(choices[0].0, Some([0, 0, 0, 1, 0]), "keep the 4");
}

#[test]
fn free_keeps_change_little() {
    for (f, k) in [(3, 1), (4, 1), (4, 5), (5, 4)] {
        let locked = p_reach(t(f, k), true, 3, None, false);
        let free = p_reach(t(f, k), true, 3, None, true);
        assert!(free >= locked - 1e-9 && free - locked < 0.01, "{f};{k}");
    }
}

#[test]
fn empirical_success_rates_match_the_exact_odds() {
    let mut rng = rng_from_seed(23);
    let cases = [
        (t(3, 1), true, 3, None),
        (t(4, 5), true, 3, None),
        (t(4, 5), false, 3, None),
        (t(4, 1), true, 4, None),
        (KING, true, 3, None),
        (KING, true, 3, Some(5)),
    ];
    for (target, strict, rolls, extra) in cases {
        let mut solver = Solver::threshold(target, strict, extra, false);
        let exact = solver.start(rolls);
        let n = 100_000;
        let mut hits = 0u32;
        for _ in 0..n {
            let r = solver.simulate(rolls, extra, &mut rng);
            if (strict && r > target) || (!strict && r >= target) {
                hits += 1;
            }
        }
        let rate = f64::from(hits) / f64::from(n);
        assert!(
            (rate - exact).abs() < 0.005,
            "{target:?}: simulated {rate:.4}, exact {exact:.4}"
        );
    }
    let _ = DICE;
}
