//! Computer knights.
//!
//! Dice: Hard and Expert keep by the exact odds of [`super::odds`] for the goal of the attempt
//! (capture, survive the defence, win the duel against everyone rolling later); Easy and Normal
//! keep their largest group and stop once the dice do it. Targets: every action resolves into an exactly known success
//! chance; Hard and Expert weigh the outcomes with the evaluation of `eval` (turns to
//! win by the best route, as shares of the win), Expert also looks one card ahead when deciding
//! whether to refresh a stack. Normal takes the likeliest useful capture, Easy the likeliest
//! stack card.

use std::{
    collections::HashMap,
    sync::{Mutex, OnceLock},
};

use rand::RngExt as _;

use super::{
    actions::{Action, Target},
    cards::{CardId, KING, Kind, card},
    dice::Rank,
    eval::shares,
    odds::{Solver, p_beat, p_reach},
    state::{Attempt, Phase, Purpose, State},
};
use crate::engine::{
    Bot, Budget, Certainty, Game, GameRng, Player, RandomBot, RankedAction, Strength,
};

/// How a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Greedy keeps, likeliest stack card.
    Easy,
    /// Greedy keeps, likeliest useful capture.
    Normal,
    /// Exact keeps, evaluated targets.
    Hard,
    /// Hard plus a one-card look-ahead for refreshes.
    Expert,
}

/// The value for the roller of each final result of an attempt.
pub fn goal(state: &State, purpose: &Purpose, roller: Player) -> impl Fn(Rank) -> f64 + use<> {
    let strict = state.rules().strict_beat;
    let free = state.rules().free_keeps;
    let meets = move |r: Rank, p: Rank| if strict { r > p } else { r >= p };
    // (pattern to reach, later rollers' (rolls, extra), best so far to beat).
    let mut pattern: Option<Rank> = None;
    let mut later: Vec<(u8, Option<u8>)> = Vec::new();
    let mut to_beat: Option<Rank> = None;
    match *purpose {
        Purpose::Stack { card: c, .. } => pattern = state.stack_pattern(roller, c),
        Purpose::Special { card: c, .. } => pattern = card(c).pattern(),
        Purpose::Castle { owner, card: c } => {
            pattern = card(c).pattern();
            later.push((3, state.extra_die(usize::from(owner))));
        }
        Purpose::Defence { to_beat: t, .. } => to_beat = Some(t),
        Purpose::Duel { position, best, .. } => {
            to_beat = best.map(|b| b.1);
            for pos in position + 1..=state.players() as u8 {
                let seat = usize::from(state.duel_roller(pos));
                let rolls = state.rolls_for(
                    seat,
                    &Purpose::Duel {
                        card: 0,
                        position: pos,
                        best: None,
                    },
                );
                later.push((rolls, state.extra_die(seat)));
            }
        }
        Purpose::King => pattern = Some(KING),
    }
    move |r: Rank| {
        if pattern.is_some_and(|p| !meets(r, p)) || to_beat.is_some_and(|t| r <= t) {
            return 0.0;
        }
        later
            .iter()
            .map(|&(rolls, extra)| 1.0 - p_beat(r, rolls, extra, free))
            .product()
    }
}

/// Cached success chance of a fresh attempt (for target choice).
fn attempt_chance(state: &State, purpose: &Purpose, roller: Player) -> f64 {
    type Key = (u8, u16, u8, Option<u8>, Option<u8>, bool, bool, usize);
    static CACHE: OnceLock<Mutex<HashMap<Key, f64>>> = OnceLock::new();
    let rules = state.rules();
    let rolls = state.rolls_for(roller, purpose);
    let extra = state.extra_die(roller);
    let (kind, pattern, other_extra) = match *purpose {
        Purpose::Stack { card: c, .. } => {
            (0, state.stack_pattern(roller, c).unwrap_or_default(), None)
        }
        Purpose::Special { card: c, .. } => (0, card(c).pattern().unwrap_or_default(), None),
        Purpose::King => (0, KING, None),
        Purpose::Castle { owner, card: c } => (
            1,
            card(c).pattern().unwrap_or_default(),
            state.extra_die(usize::from(owner)),
        ),
        Purpose::Duel { .. } | Purpose::Defence { .. } => {
            return Solver::new(goal(state, purpose, roller), extra, rules.free_keeps).start(rolls);
        }
    };
    if kind == 0 {
        return p_reach(pattern, rules.strict_beat, rolls, extra, rules.free_keeps);
    }
    let key = (
        kind,
        pattern.code(),
        rolls,
        extra,
        other_extra,
        rules.strict_beat,
        rules.free_keeps,
        0,
    );
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(v) = cache.lock().ok().and_then(|c| c.get(&key).copied()) {
        return v;
    }
    let v = Solver::new(goal(state, purpose, roller), extra, rules.free_keeps).start(rolls);
    if let Ok(mut c) = cache.lock() {
        c.insert(key, v);
    }
    v
}

/// The duel chance of the organiser (cached per table of rolls and extra dice).
fn duel_chance(state: &State, p: Player) -> f64 {
    type Key = (Vec<(u8, Option<u8>)>, bool, bool);
    static CACHE: OnceLock<Mutex<HashMap<Key, f64>>> = OnceLock::new();
    let purpose = Purpose::Duel {
        card: 0,
        position: 1,
        best: None,
    };
    let seats: Vec<(u8, Option<u8>)> = (1..=state.players() as u8)
        .map(|pos| {
            let seat = usize::from(state.duel_roller(pos));
            let rolls = state.rolls_for(
                seat,
                &Purpose::Duel {
                    card: 0,
                    position: pos,
                    best: None,
                },
            );
            (rolls, state.extra_die(seat))
        })
        .collect();
    let rules = state.rules();
    let key = (seats, rules.strict_beat, rules.free_keeps);
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(v) = cache.lock().ok().and_then(|c| c.get(&key).copied()) {
        return v;
    }
    let v = Solver::new(
        goal(state, &purpose, p),
        state.extra_die(p),
        rules.free_keeps,
    )
    .start(state.rolls_for(p, &purpose));
    if let Ok(mut c) = cache.lock() {
        c.insert(key, v);
    }
    v
}

/// The keep decision during an attempt.
fn dice_action(
    state: &State,
    attempt: &Attempt,
    purpose: &Purpose,
    exact: bool,
) -> Vec<(Action, f64)> {
    let roller = usize::from(attempt.roller);
    let g = goal(state, purpose, roller);
    if exact {
        let mut solver = Solver::new(g, attempt.extra, state.rules().free_keeps);
        return solver
            .choices(attempt)
            .into_iter()
            .map(|(k, v)| (k.map_or(Action::Stop, |counts| Action::Keep { counts }), v))
            .collect();
    }
    // Greedy: stop once the dice already do it, else keep the largest group (higher face on
    // ties) and roll the rest.
    if g(attempt.rank()) > 0.5 || attempt.rolls_left() == 0 {
        return vec![(Action::Stop, 1.0)];
    }
    let pool = attempt.pool(state.rules().free_keeps);
    let face = (0..5).rev().max_by_key(|&i| (pool[i], i)).unwrap_or(4);
    let mut counts = [0u8; 5];
    counts[face] = pool[face];
    if counts.iter().sum::<u8>() == pool.iter().sum::<u8>() {
        return vec![(Action::Stop, 0.5)];
    }
    vec![(Action::Keep { counts }, 0.5)]
}

/// Shares after `card` moves from `from` (a seat, or a stack when `None`) to `to`.
fn after_move(state: &State, c: CardId, from: Option<Player>, to: Option<Player>) -> Vec<f64> {
    let mut hands: Vec<Vec<CardId>> = (0..state.players())
        .map(|p| state.hand(p).to_vec())
        .collect();
    if let Some(f) = from {
        hands[f].retain(|&x| x != c);
    }
    if let Some(t) = to {
        hands[t].push(c);
    }
    shares(&hands, state.rules())
}

fn now_shares(state: &State) -> Vec<f64> {
    let hands: Vec<Vec<CardId>> = (0..state.players())
        .map(|p| state.hand(p).to_vec())
        .collect();
    shares(&hands, state.rules())
}

/// Expected share of `p` for an attack (Hard/Expert).
fn attack_value(state: &State, p: Player, target: Target, now: f64, depth: u8) -> f64 {
    match target {
        Target::Stack(s) => {
            let Some(c) = state.top(usize::from(s)) else {
                return now;
            };
            if card(c).kind == Kind::Duel {
                let pw = duel_chance(state, p);
                let mine = after_move(state, c, None, Some(p))[p];
                let others: Vec<Player> = (0..state.players()).filter(|&q| q != p).collect();
                let theirs = others
                    .iter()
                    .map(|&q| after_move(state, c, None, Some(q))[p])
                    .sum::<f64>()
                    / others.len() as f64;
                return pw * mine + (1.0 - pw) * theirs;
            }
            let ps = attempt_chance(state, &Purpose::Stack { stack: s, card: c }, p);
            let success = if matches!(card(c).kind, Kind::Special(_)) && depth == 0 {
                // A special from a stack grants another action: value it by its best action.
                let mut world = state.clone();
                world.take_top(s);
                world.hands[p].push(c);
                // The card revealed next is unknown: look only at the other targets.
                if state.hidden(usize::from(s)) > 0 {
                    world.stacks[usize::from(s)].clear();
                    world.hidden[usize::from(s)] = 0;
                }
                let after = now_shares(&world)[p];
                if world.legal_action_list().is_empty() {
                    after
                } else {
                    best(&action_values(&world, Level::Hard, 1)).max(after)
                }
            } else {
                after_move(state, c, None, Some(p))[p]
            };
            ps * success + (1.0 - ps) * now
        }
        Target::Castle { owner, card: c } => {
            let ps = attempt_chance(state, &Purpose::Castle { owner, card: c }, p);
            ps * after_move(state, c, Some(usize::from(owner)), Some(p))[p] + (1.0 - ps) * now
        }
        Target::Special { owner, card: c } => {
            let ps = attempt_chance(state, &Purpose::Special { owner, card: c }, p);
            ps * after_move(state, c, Some(usize::from(owner)), Some(p))[p] + (1.0 - ps) * now
        }
        Target::King => {
            let ps = attempt_chance(state, &Purpose::King, p);
            let fail = if state.has_special(p, super::cards::Special::KingsFavour) {
                now
            } else {
                state
                    .castles(p)
                    .last()
                    .map_or(now, |c| after_move(state, c, Some(p), None)[p])
            };
            ps + (1.0 - ps) * fail
        }
    }
}

/// Simple usefulness of a target (Easy/Normal): its success chance, weighted.
fn simple_value(state: &State, p: Player, target: Target, level: Level) -> f64 {
    match target {
        Target::Stack(s) => {
            let Some(c) = state.top(usize::from(s)) else {
                return 0.0;
            };
            match card(c).kind {
                Kind::Duel => {
                    if level == Level::Easy {
                        0.3
                    } else {
                        0.5 * duel_chance(state, p)
                    }
                }
                Kind::Castle(_) => attempt_chance(state, &Purpose::Stack { stack: s, card: c }, p),
                Kind::Special(_) => {
                    0.6 * attempt_chance(state, &Purpose::Stack { stack: s, card: c }, p)
                }
            }
        }
        _ if level == Level::Easy => 0.0,
        Target::Castle { owner, card: c } => {
            0.9 * attempt_chance(state, &Purpose::Castle { owner, card: c }, p)
        }
        Target::Special { .. } => 0.0,
        Target::King => {
            if state.has_special(p, super::cards::Special::KingsFavour) {
                attempt_chance(state, &Purpose::King, p)
            } else {
                0.0
            }
        }
    }
}

/// Values of the turn's actions for the active seat, without refreshes.
fn action_values(state: &State, level: Level, depth: u8) -> Vec<(Action, f64)> {
    let p = state.active();
    let mut targets = Vec::new();
    state.targets(p, &mut targets);
    let now = now_shares(state)[p];
    let mut out: Vec<(Action, f64)> = targets
        .into_iter()
        .map(|target| {
            let v = match level {
                Level::Easy | Level::Normal => simple_value(state, p, target, level),
                Level::Hard | Level::Expert => attack_value(state, p, target, now, depth),
            };
            (Action::Attack { target }, v)
        })
        .collect();
    let pass = match level {
        Level::Easy | Level::Normal => 0.05,
        _ => now,
    };
    out.push((Action::Pass, pass));
    out
}

fn best(values: &[(Action, f64)]) -> f64 {
    values.iter().map(|v| v.1).fold(f64::MIN, f64::max)
}

/// Expected best action value after refreshing stack `s` (the next card is a known card once
/// the unseen ones are used up, else any unseen card with equal chance).
fn refresh_value(state: &State, s: u8, level: Level) -> f64 {
    let si = usize::from(s);
    let candidates: Vec<CardId> = if state.hidden(si) > 0 {
        (0..2)
            // An empty stack has no card below its top (and none hidden).
            .flat_map(|t| state.stack(t).iter().skip(1).take(state.hidden(t)).copied())
            .collect()
    } else {
        state.stack(si).get(1).copied().into_iter().collect()
    };
    if candidates.is_empty() {
        return f64::MIN;
    }
    let mut candidates = candidates;
    candidates.sort_unstable();
    let mut total = 0.0;
    for &c in &candidates {
        let mut world = state.clone();
        // Put candidate `c` right below the top of stack `si` (swapping unseen cards).
        if world.stacks[si].len() > 1 && world.stacks[si][1] != c {
            let other = 1 - si;
            if let Some(pos) = world.stacks[si].iter().position(|&x| x == c) {
                world.stacks[si].swap(1, pos);
            } else if let Some(pos) = world.stacks[other].iter().position(|&x| x == c) {
                let displaced = world.stacks[si][1];
                world.stacks[si][1] = c;
                world.stacks[other][pos] = displaced;
            }
        }
        if world.apply(Action::Refresh { stack: s }).is_err() {
            return f64::MIN;
        }
        total += best(&action_values(&world, level, 0));
    }
    total / candidates.len() as f64
}

/// The ranked decisions of `player` (who must be to move).
pub fn ranked(state: &State, level: Level) -> Vec<(Action, f64)> {
    let mut out = match state.phase() {
        Phase::Rolling { attempt, purpose } if attempt.declare => {
            let roller = usize::from(attempt.roller);
            state
                .dice_cards(roller)
                .into_iter()
                .map(|value| {
                    let v = if matches!(level, Level::Hard | Level::Expert) {
                        Solver::new(
                            goal(state, &purpose, roller),
                            Some(value),
                            state.rules().free_keeps,
                        )
                        .start(attempt.max_rolls)
                    } else {
                        f64::from(value) / 10.0
                    };
                    (Action::Declare { value }, v)
                })
                .collect()
        }
        Phase::Rolling { attempt, purpose } => dice_action(
            state,
            &attempt,
            &purpose,
            matches!(level, Level::Hard | Level::Expert),
        ),
        Phase::Action => {
            let mut values = action_values(state, level, 0);
            if level == Level::Expert {
                for a in state.legal_action_list() {
                    if let Action::Refresh { stack } = a {
                        values.push((a, refresh_value(state, stack, level) - 1e-6));
                    }
                }
            }
            values
        }
        Phase::Surrender => {
            // Every option is valued by the share left after losing its castle (the stack
            // changes no share); among equals the last castle under the taller stack comes
            // first, as the knights always chose.
            let p = state.active();
            let castle = state.castles(p).last().unwrap_or(0);
            let stack = if state.stack(0).len() >= state.stack(1).len() {
                0
            } else {
                1
            };
            let usual = Action::Surrender {
                card: castle,
                stack,
            };
            let mut options = vec![usual];
            options.extend(
                state
                    .legal_action_list()
                    .into_iter()
                    .filter(|&a| a != usual),
            );
            options
                .into_iter()
                .filter_map(|a| match a {
                    Action::Surrender { card, .. } => {
                        Some((a, after_move(state, card, Some(p), None)[p]))
                    }
                    _ => None,
                })
                .collect()
        }
        Phase::EndOfTurn => {
            let p = state.active();
            let now = now_shares(state)[p];
            let king = attack_value(state, p, Target::King, now, 0);
            vec![
                (
                    Action::Attack {
                        target: Target::King,
                    },
                    king,
                ),
                (Action::EndTurn, now),
            ]
        }
        Phase::Over { .. } => Vec::new(),
    };
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// A computer knight of a level.
#[derive(Clone, Copy, Debug)]
pub struct KnatschBot {
    /// How it plays.
    pub level: Level,
}

impl Bot<State> for KnatschBot {
    fn name(&self) -> String {
        format!("knatsch-{:?}", self.level).to_lowercase()
    }

    fn rank(
        &self,
        state: &State,
        _player: Player,
        _budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        let mut list = ranked(state, self.level);
        // Easy sometimes just passes its turn on a whim of bad judgement: a random target.
        if self.level == Level::Easy
            && matches!(state.phase(), Phase::Action)
            && rng.random_bool(0.2)
        {
            let legal = state.legal_action_list();
            if !legal.is_empty() {
                let a = legal[rng.random_range(0..legal.len())];
                list.insert(0, (a, 0.5));
            }
        }
        list.into_iter()
            .map(|(action, value)| RankedAction {
                action,
                value: value.clamp(0.0, 1.0),
                visits: 0,
                certainty: Certainty::Estimated,
            })
            .collect()
    }
}

/// The exact chance that `p` succeeds in attacking `target` now (the odds aid).
pub fn target_chance(state: &State, p: Player, target: Target) -> f64 {
    match target {
        Target::Stack(s) => match state.top(usize::from(s)) {
            Some(c) if card(c).kind == Kind::Duel => duel_chance(state, p),
            Some(c) => attempt_chance(state, &Purpose::Stack { stack: s, card: c }, p),
            None => 0.0,
        },
        Target::Castle { owner, card: c } => {
            attempt_chance(state, &Purpose::Castle { owner, card: c }, p)
        }
        Target::Special { owner, card: c } => {
            attempt_chance(state, &Purpose::Special { owner, card: c }, p)
        }
        Target::King => attempt_chance(state, &Purpose::King, p),
    }
}

/// The exact solver of an attempt for its roller (the odds aid for keep choices).
pub fn solver_for(state: &State, purpose: &Purpose, roller: Player) -> Solver {
    Solver::new(
        goal(state, purpose, roller),
        state.extra_die(roller),
        state.rules().free_keeps,
    )
}

/// The computer player of a strength.
pub fn bot(strength: Strength) -> Box<dyn Bot<State>> {
    let level = match strength {
        Strength::Random => return Box::new(RandomBot),
        Strength::Easy => Level::Easy,
        Strength::Normal => Level::Normal,
        Strength::Hard => Level::Hard,
        Strength::Expert => Level::Expert,
    };
    Box::new(KnatschBot { level })
}
