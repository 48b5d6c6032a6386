//! The rating screen after a game (seed 〔7〕): Total, Result, Attack, Defence, Take, each
//! 0–100, golden stars and a message. The seed names the parts but not the formulas (AE-20);
//! ours are below, computed only from the season records.

use serde::{Deserialize, Serialize};

use super::{rules::HAND_SIZE, scoring::SeasonRecord, state::State};
use crate::engine::Player;

/// The message shown with the stars, by stars (the panel words it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RatingMessage {
    /// 0 stars (Total below 30).
    Beginner,
    /// 1 star (30–44).
    Learning,
    /// 2 stars (45–59).
    Promising,
    /// 3 stars (60–74).
    Strong,
    /// 4 stars (75–89).
    Champion,
    /// 5 stars (90–100): worthy of the shield.
    Aegis,
}

/// One seat's rating of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rating {
    /// The mean of the other parts that apply, rounded.
    pub total: u8,
    /// Final result and the ratio of the scores: with s = own / (own + other) (½ when both are
    /// 0), a winner gets 60 + 40·(2s − 1) (60–100) and a loser 80·s (0–40).
    pub result: u8,
    /// As attacker: own points ÷ all points scored in the seasons this seat attacked.
    /// `None` (shown "none", left out of Total) if it never attacked.
    pub attack: Option<u8>,
    /// As defender: own points ÷ all points scored in the seasons this seat defended.
    /// `None` if it never defended.
    pub defence: Option<u8>,
    /// Tricks taken ÷ tricks played.
    pub take: u8,
    /// Golden stars 0–5 from Total: 30, 45, 60, 75 and 90 earn one star each.
    pub stars: u8,
    /// The message for the stars.
    pub message: RatingMessage,
}

fn percent(part: f64, whole: f64) -> u8 {
    if whole <= 0.0 {
        0
    } else {
        (100.0 * part / whole).round().clamp(0.0, 100.0) as u8
    }
}

impl Rating {
    /// The rating of `seat` from the finished seasons, given the game's winner.
    pub fn compute(history: &[SeasonRecord], seat: Player, winner: Player) -> Rating {
        let seat = seat & 1;
        let other = 1 - seat;
        let (mut own_total, mut other_total) = (0u32, 0u32);
        let (mut attack_own, mut attack_all, mut attacked) = (0u32, 0u32, false);
        let (mut defence_own, mut defence_all, mut defended) = (0u32, 0u32, false);
        let (mut taken, mut played) = (0u32, 0u32);
        for r in history {
            own_total += r.points[seat];
            other_total += r.points[other];
            let all = r.points[0] + r.points[1];
            if r.attacker == seat {
                attacked = true;
                attack_own += r.points[seat];
                attack_all += all;
            } else {
                defended = true;
                defence_own += r.points[seat];
                defence_all += all;
            }
            taken += u32::from(r.tricks[seat]);
            played += HAND_SIZE as u32;
        }
        let share = if own_total + other_total == 0 {
            0.5
        } else {
            f64::from(own_total) / f64::from(own_total + other_total)
        };
        let result = if seat == winner {
            60.0 + 40.0 * (2.0 * share - 1.0)
        } else {
            80.0 * share
        };
        let result = result.round().clamp(0.0, 100.0) as u8;
        let attack = attacked.then(|| percent(f64::from(attack_own), f64::from(attack_all)));
        let defence = defended.then(|| percent(f64::from(defence_own), f64::from(defence_all)));
        let take = percent(f64::from(taken), f64::from(played));
        let parts: Vec<u8> = [Some(result), attack, defence, Some(take)]
            .into_iter()
            .flatten()
            .collect();
        let total =
            (parts.iter().map(|&p| f64::from(p)).sum::<f64>() / parts.len() as f64).round() as u8;
        let stars = [30u8, 45, 60, 75, 90]
            .iter()
            .filter(|&&t| total >= t)
            .count() as u8;
        let message = match stars {
            0 => RatingMessage::Beginner,
            1 => RatingMessage::Learning,
            2 => RatingMessage::Promising,
            3 => RatingMessage::Strong,
            4 => RatingMessage::Champion,
            _ => RatingMessage::Aegis,
        };
        Rating {
            total,
            result,
            attack,
            defence,
            take,
            stars,
            message,
        }
    }

    /// The rating of `seat` once the game is over (`None` before).
    pub fn of(state: &State, seat: Player) -> Option<Rating> {
        let (winner, _) = state.winner()?;
        Some(Self::compute(state.history(), seat, winner))
    }
}
