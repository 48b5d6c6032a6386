//! Position evaluation for the computer knights: for every seat an estimate of the turns it
//! still needs to win by its best route (four castles, three castles and the King, or two
//! castles and three duels), turned into shares of the win.

use super::{
    cards::{CardId, KING, Kind, Special, card},
    dice::Rank,
    odds::p_reach,
    rules::Rules,
};

/// What a seat holds, as far as the evaluation cares.
#[derive(Clone, Copy, Debug, Default)]
struct Holding {
    castles: u8,
    duels: u8,
    extra: Option<u8>,
    favour: bool,
    treason: bool,
    champion: bool,
    catapult: bool,
    guardian: bool,
    special_guardian: bool,
    refresh2: bool,
}

fn holding(hand: &[CardId]) -> Holding {
    let mut h = Holding::default();
    for &c in hand {
        match card(c).kind {
            Kind::Castle(_) => h.castles += 1,
            Kind::Duel => h.duels += 1,
            Kind::Special(s) => match s {
                Special::Dice { value } => h.extra = h.extra.max(Some(value)),
                Special::Catapult => h.catapult = true,
                Special::Champion => h.champion = true,
                Special::RefreshTwice => h.refresh2 = true,
                Special::CastleGuardian => h.guardian = true,
                Special::SpecialGuardian => h.special_guardian = true,
                Special::Treason => h.treason = true,
                Special::KingsFavour => h.favour = true,
            },
        }
    }
    h
}

/// Estimated turns a seat needs to win.
fn turns_to_win(h: &Holding, rules: &Rules, players: usize) -> f64 {
    let strict = rules.strict_beat;
    let free = rules.free_keeps;
    // A typical castle: 4,4,4;1 (3,3,3;1 with Treason).
    let castle = if h.treason {
        Rank::new(3, 3, 1)
    } else {
        Rank::new(3, 4, 1)
    };
    let pc = p_reach(castle, strict, 3, h.extra, free) * 0.85;
    let pk = p_reach(KING, strict, 3, h.extra, free);
    let n = players as f64;
    let pd = ((1.25 / n) + if h.champion { 0.08 } else { 0.0 }).min(0.8) * 0.6;
    let c = f64::from(h.castles);
    let d = f64::from(h.duels);
    let four = (4.0 - c).max(0.0) / pc;
    let king_cost = if h.favour {
        1.0 / pk
    } else {
        1.0 / pk + (1.0 / pk - 1.0) / pc
    };
    let king = (3.0 - c).max(0.0) / pc + king_cost;
    let duels = (2.0 - c).max(0.0) / pc + (3.0 - d).max(0.0) / pd;
    // The routes are pursued together: their rates add up.
    let mut t = 1.0 / (1.0 / four + 1.0 / king + 1.0 / duels);
    if rules.king_at_end && h.castles == 3 {
        // A free King attempt every turn besides the action.
        t = 1.0 / (1.0 / t + pk);
    }
    // Small bonuses for protection and flexibility.
    let mut bonus = 0.0;
    if h.guardian {
        bonus += 0.4;
    }
    if h.special_guardian {
        bonus += 0.1;
    }
    if h.catapult {
        bonus += 0.2;
    }
    if h.refresh2 {
        bonus += 0.2;
    }
    (t - bonus).max(0.2)
}

/// How quickly an estimated turn count loses worth.
const DECAY: f64 = 0.3;

/// Win shares per seat for these holdings (they sum to 1).
pub fn shares(hands: &[Vec<CardId>], rules: &Rules) -> Vec<f64> {
    let n = hands.len();
    if let Some(w) = hands.iter().position(|h| {
        let h = holding(h);
        h.castles >= 4 || (h.castles >= 2 && h.duels >= 3)
    }) {
        return (0..n).map(|p| f64::from(u8::from(p == w))).collect();
    }
    let strength: Vec<f64> = hands
        .iter()
        .map(|h| (-DECAY * turns_to_win(&holding(h), rules, n)).exp())
        .collect();
    let total: f64 = strength.iter().sum();
    strength.iter().map(|s| s / total).collect()
}
