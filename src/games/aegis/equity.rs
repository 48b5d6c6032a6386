//! What a season's outcome is worth to a bot: either the point difference, or the chance to
//! win the match from the new scores (a match-equity table, as in backgammon).
//!
//! The table assumes a fixed distribution of season outcomes (points to the master and to the
//! slave) and solves the race to the goal exactly by recursion over the scores: every season
//! adds at least one point, so the recursion ends.

use std::{collections::HashMap, sync::OnceLock};

use super::{
    rules::{NextMaster, Rules},
    scoring::{game_end, score_season},
};
use crate::engine::Player;

/// Season outcomes as (points to the master, points to the slave, master won the season) with
/// their frequencies, measured from Expert self-play (2,544 seasons of 300 games; the ignored
/// test `season_outcome_frequencies` prints them). Small errors here only shift the bots' risk
/// appetite slightly.
const SEASON_MODEL: [((u32, u32, bool), f64); 16] = [
    ((0, 2, false), 0.001),
    ((0, 3, false), 0.258),
    ((0, 4, false), 0.077),
    ((0, 5, false), 0.057),
    ((0, 6, false), 0.019),
    ((1, 1, true), 0.002),
    ((1, 2, false), 0.010),
    ((1, 3, false), 0.003),
    ((2, 0, true), 0.004),
    ((2, 2, true), 0.006),
    ((2, 3, false), 0.013),
    ((3, 0, true), 0.312),
    ((4, 0, true), 0.149),
    ((5, 0, true), 0.066),
    ((6, 0, true), 0.022),
    ((7, 0, true), 0.001),
];

/// Win probability of seat "me" with scores (mine, theirs), where `me_master` says whether
/// "me" is the next season's master.
pub(super) struct EquityTable {
    rules: Rules,
    /// (mine, theirs, me_master) → win probability; only non-final scores are stored.
    table: HashMap<(u32, u32, bool), f64>,
}

impl EquityTable {
    fn build(rules: Rules) -> Self {
        let goal = rules.goal.points();
        let mut table = HashMap::new();
        let total: f64 = SEASON_MODEL.iter().map(|(_, p)| p).sum();
        // Highest combined score first: a season only ever raises it.
        for sum in (0..2 * goal).rev() {
            for mine in 0..=sum {
                let theirs = sum - mine;
                if mine >= goal || theirs >= goal || mine.abs_diff(theirs) >= 10 {
                    continue;
                }
                for me_master in [true, false] {
                    let mut value = 0.0;
                    for &((m_pts, s_pts, master_won), p) in &SEASON_MODEL {
                        let (my_pts, their_pts) = if me_master {
                            (m_pts, s_pts)
                        } else {
                            (s_pts, m_pts)
                        };
                        let i_won = master_won == me_master;
                        let scores = [mine + my_pts, theirs + their_pts];
                        let v = match game_end(&rules, scores, if i_won { 0 } else { 1 }) {
                            Some((winner, _)) => f64::from(u8::from(winner == 0)),
                            None => {
                                let next_me_master = match rules.next_master {
                                    NextMaster::SeasonLoser => !i_won,
                                    NextMaster::SeasonWinner => i_won,
                                };
                                table
                                    .get(&(scores[0], scores[1], next_me_master))
                                    .copied()
                                    .unwrap_or(0.5)
                            }
                        };
                        value += p * v;
                    }
                    table.insert((mine, theirs, me_master), value / total);
                }
            }
        }
        Self { rules, table }
    }

    /// The table for these rules (built once per rule set and cached).
    pub(super) fn get(rules: &Rules) -> &'static EquityTable {
        static TABLES: OnceLock<[EquityTable; 4]> = OnceLock::new();
        let tables = TABLES.get_or_init(|| {
            let build = |goal, next_master| {
                EquityTable::build(Rules {
                    goal,
                    next_master,
                    ..Rules::default()
                })
            };
            [
                build(super::rules::Goal::Points25, NextMaster::SeasonLoser),
                build(super::rules::Goal::Points25, NextMaster::SeasonWinner),
                build(super::rules::Goal::Points50, NextMaster::SeasonLoser),
                build(super::rules::Goal::Points50, NextMaster::SeasonWinner),
            ]
        });
        let index = usize::from(rules.goal == super::rules::Goal::Points50) * 2
            + usize::from(rules.next_master == NextMaster::SeasonWinner);
        &tables[index]
    }

    /// Win probability after a season that leaves scores (mine, theirs), won or lost by me.
    pub(super) fn after_season(&self, mine: u32, theirs: u32, i_won_season: bool) -> f64 {
        match game_end(
            &self.rules,
            [mine, theirs],
            if i_won_season { 0 } else { 1 },
        ) {
            Some((winner, _)) => f64::from(u8::from(winner == 0)),
            None => {
                let me_master = match self.rules.next_master {
                    NextMaster::SeasonLoser => !i_won_season,
                    NextMaster::SeasonWinner => i_won_season,
                };
                self.table
                    .get(&(mine, theirs, me_master))
                    .copied()
                    .unwrap_or(0.5)
            }
        }
    }
}

/// How a bot values the outcome of the current season, for seat `me`.
#[derive(Clone, Copy)]
pub(super) struct Utility {
    me: Player,
    scores: [u32; 2],
    rules: Rules,
    equity: Option<&'static EquityTable>,
    /// value[attacker is me][attacker bid][defender bid][attacker tricks].
    cache: [[[[f32; 6]; 6]; 6]; 2],
}

impl Utility {
    /// Utility for `me` at these scores; `match_aware` uses the equity table, otherwise the
    /// point difference.
    pub(super) fn new(me: Player, scores: [u32; 2], rules: Rules, match_aware: bool) -> Self {
        let mut u = Self {
            me: me & 1,
            scores,
            rules,
            equity: match_aware.then(|| EquityTable::get(&rules)),
            cache: [[[[0.0; 6]; 6]; 6]; 2],
        };
        for (mine, by_bid) in u.cache.clone().iter().enumerate() {
            for (ba, by_def) in by_bid.iter().enumerate() {
                for (bd, by_t) in by_def.iter().enumerate() {
                    for t in 0..by_t.len() {
                        let attacker = if mine == 1 { u.me } else { 1 - u.me };
                        u.cache[mine][ba][bd][t] =
                            u.compute(attacker, ba.max(1) as u8, bd.max(1) as u8, t as u8) as f32;
                    }
                }
            }
        }
        u
    }

    fn compute(&self, attacker: Player, attacker_bid: u8, defender_bid: u8, tricks: u8) -> f64 {
        let s = score_season(&self.rules, attacker_bid, defender_bid, tricks);
        let i_attack = attacker == self.me;
        let (mine, theirs) = if i_attack {
            (s.attacker_points, s.defender_points)
        } else {
            (s.defender_points, s.attacker_points)
        };
        let i_won = i_attack == (s.outcome == super::scoring::Outcome::Break);
        match self.equity {
            None => 0.5 + (f64::from(mine) - f64::from(theirs)) / 20.0,
            Some(table) => table.after_season(
                self.scores[self.me] + mine,
                self.scores[1 - self.me] + theirs,
                i_won,
            ),
        }
    }

    /// Value for `me` of a season where `attacker` bid `attacker_bid`, the defender
    /// `defender_bid`, and the attacker took `tricks`.
    pub(super) fn value(
        &self,
        attacker: Player,
        attacker_bid: u8,
        defender_bid: u8,
        tricks: u8,
    ) -> f64 {
        let mine = usize::from(attacker == self.me);
        f64::from(
            self.cache[mine][usize::from(attacker_bid.min(5))][usize::from(defender_bid.min(5))]
                [usize::from(tricks.min(5))],
        )
    }
}
