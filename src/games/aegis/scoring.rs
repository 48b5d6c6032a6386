//! Season scoring (Break, Keep, Conquest, Promise, Save) and the end of the game.

use serde::{Deserialize, Serialize};

use super::{
    cards::Card,
    rules::{HAND_SIZE, Promise, Rules, WINNING_LEAD},
};
use crate::engine::Player;

/// Which side won the season.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// ブレーク: the attacker made the bid.
    Break,
    /// キープ: the defender stopped the attacker.
    Keep,
}

/// The points of one season, before they are given to the seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeasonScore {
    /// Break or Keep.
    pub outcome: Outcome,
    /// Points of the winning side's base (the attacker's bid, for Break and for Keep).
    pub base: u32,
    /// コンクエスト: the winning side took all five tricks (+1).
    pub conquest: bool,
    /// プロミス: the attacker's Break qualifies for the Promise bonus (+1).
    pub promise: bool,
    /// セーブ: the attacker broke but the defender also made its own bid (defender + its bid).
    pub save: bool,
    /// Points for the attacker.
    pub attacker_points: u32,
    /// Points for the defender.
    pub defender_points: u32,
}

/// Scores a season (seed 〔6〕, AE-14): the attacker bid `attacker_bid`, the defender
/// `defender_bid`, and the attacker took `attacker_tricks` of the five tricks.
pub fn score_season(
    rules: &Rules,
    attacker_bid: u8,
    defender_bid: u8,
    attacker_tricks: u8,
) -> SeasonScore {
    let tricks = attacker_tricks.min(HAND_SIZE as u8);
    let defender_tricks = HAND_SIZE as u8 - tricks;
    let base = u32::from(attacker_bid);
    if tricks >= attacker_bid {
        let conquest = usize::from(tricks) == HAND_SIZE;
        let promise = match rules.promise {
            Promise::BidFourOrMore => attacker_bid >= 4,
            Promise::ExactBid => tricks == attacker_bid,
        };
        // Save is the defender's insurance, only when it loses (seed: 防御側保険).
        let save = defender_tricks >= defender_bid;
        SeasonScore {
            outcome: Outcome::Break,
            base,
            conquest,
            promise,
            save,
            attacker_points: base + u32::from(conquest) + u32::from(promise),
            defender_points: if save { u32::from(defender_bid) } else { 0 },
        }
    } else {
        let conquest = tricks == 0;
        SeasonScore {
            outcome: Outcome::Keep,
            base,
            conquest,
            promise: false,
            save: false,
            attacker_points: 0,
            defender_points: base + u32::from(conquest),
        }
    }
}

/// Everything about a finished season, kept in the state for the score sheet and the rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeasonRecord {
    /// 1 for the first season.
    pub season: u32,
    /// The master of the season.
    pub master: Player,
    /// The key card.
    pub key: Card,
    /// Rounds in which the master exchanged (0–4).
    pub exchange_rounds: u8,
    /// The attacking seat.
    pub attacker: Player,
    /// The attacker's bid (its norm).
    pub attacker_bid: u8,
    /// The defender's bid (its norm for a Save).
    pub defender_bid: u8,
    /// Tricks per seat.
    pub tricks: [u8; 2],
    /// The scoring.
    pub score: SeasonScore,
    /// Points per seat this season.
    pub points: [u32; 2],
    /// Scores per seat after the season.
    pub totals: [u32; 2],
    /// The seat that won the season (the attacker on Break, even with a Save).
    pub winner: Player,
}

impl SeasonRecord {
    /// The defending seat.
    pub fn defender(&self) -> Player {
        1 - self.attacker
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// The winner is 10 or more points ahead.
    Lead,
    /// The winner reached the goal with more points.
    Goal,
    /// Both reached the goal with equal scores; the season's winner wins.
    TieAtGoal,
}

/// The end of the game after a season (seed 〔6〕 勝利条件, AE-17), or `None` to go on.
pub fn game_end(
    rules: &Rules,
    scores: [u32; 2],
    season_winner: Player,
) -> Option<(Player, EndReason)> {
    let goal = rules.goal.points();
    let leader = if scores[0] >= scores[1] { 0 } else { 1 };
    let lead = scores[0].abs_diff(scores[1]);
    if lead >= WINNING_LEAD {
        Some((leader, EndReason::Lead))
    } else if scores[0].max(scores[1]) >= goal {
        if lead == 0 {
            Some((season_winner, EndReason::TieAtGoal))
        } else {
            Some((leader, EndReason::Goal))
        }
    } else {
        None
    }
}
