//! Computer fencers: a tactical policy (take hits that land, parry, keep a distance the
//! opponent cannot attack from) used on its own for Easy and as the rollout policy of ISMCTS
//! for the stronger levels. The search stops at the end of the round: winning each round is
//! what wins the match; the values the bots report are turned into match chances by the score
//! ([`super::match_chance`]).

use rand::RngExt as _;

use super::{
    actions::Action,
    cards::Cards,
    match_chance::from_touch,
    rules::Level,
    state::{Phase, State},
};
use crate::engine::{
    Bot, Budget, Certainty, Game, GameRng, Player, RankedAction, Strength,
    bots::RandomBot,
    search::{Heuristics, IsmctsBot, IsmctsConfig},
};

/// True when `hand` can attack at distance `d` (directly, or with an advance in the full
/// game).
fn can_attack(hand: Cards, d: u8, level: Level) -> bool {
    if d <= 5 && hand.count(d) > 0 {
        return true;
    }
    level == Level::Full
        && hand.values().any(|step| {
            step < d && {
                let value = d - step;
                let mut rest = hand;
                rest.remove(step, 1);
                value <= 5 && rest.count(value) > 0
            }
        })
}

/// True when, in this (determinized) world, the attack cannot be defended.
fn lands(state: &State, attacker: Player, action: Action) -> bool {
    let defender = 1 - attacker;
    let hand = state.hand(defender);
    match action {
        Action::Attack { value, count } => {
            hand.count(value) < count || state.rules().level == Level::Basic
        }
        Action::AdvanceAttack { step, value, count } => {
            let room = state.behind(defender);
            let _ = step;
            hand.count(value) < count && !hand.values().any(|c| c <= room)
        }
        _ => false,
    }
}

/// The tactical policy: the choice of a decent, quick fencer. `noise` is the chance of a
/// random legal action instead.
pub fn policy_action(state: &State, legal: &[Action], rng: &mut GameRng, noise: f64) -> Action {
    let pick = |list: &[Action], rng: &mut GameRng| list[rng.random_range(0..list.len())];
    if legal.len() == 1 || rng.random_bool(noise) {
        return pick(legal, rng);
    }
    match state.phase() {
        Phase::Defend(_) => {
            let parries: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Parry { .. }))
                .collect();
            if !parries.is_empty() {
                return pick(&parries, rng);
            }
            let retreats: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Retreat { .. }))
                .collect();
            if !retreats.is_empty() {
                return pick(&retreats, rng);
            }
            legal[0]
        }
        Phase::Turn { player, .. } => {
            let hits: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|&a| lands(state, player, a))
                .collect();
            if !hits.is_empty() {
                return pick(&hits, rng);
            }
            let opponent_hand = state.hand(1 - player);
            let level = state.rules().level;
            // Moves that leave the opponent no attack, keeping cards for our own attacks.
            let safe: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|&a| match a {
                    Action::Move { card, forward } => {
                        let d = state.distance();
                        let new_d = if forward { d - card } else { d + card };
                        !can_attack(opponent_hand, new_d, level)
                    }
                    _ => false,
                })
                .collect();
            if !safe.is_empty() {
                // Prefer closing in (a forward move) when it is safe.
                let forward: Vec<Action> = safe
                    .iter()
                    .copied()
                    .filter(|a| matches!(a, Action::Move { forward: true, .. }))
                    .collect();
                if !forward.is_empty() && rng.random_bool(0.7) {
                    return pick(&forward, rng);
                }
                return pick(&safe, rng);
            }
            // Nothing safe: attack if possible (it may be parried), else any move.
            let attacks: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Attack { .. } | Action::AdvanceAttack { .. }))
                .collect();
            if !attacks.is_empty() {
                return pick(&attacks, rng);
            }
            pick(legal, rng)
        }
        _ => pick(legal, rng),
    }
}

/// The policy as the rollout of ISMCTS, and the round end as the search horizon.
#[derive(Clone, Copy, Debug, Default)]
pub struct EnGardeHeuristics;

impl Heuristics<State> for EnGardeHeuristics {
    fn rollout_action(&self, state: &State, legal: &[Action], rng: &mut GameRng) -> Action {
        policy_action(state, legal, rng, 0.1)
    }

    fn stop(&self, state: &State) -> Option<Vec<f64>> {
        let winner = match state.phase() {
            Phase::RoundOver { winner } => winner,
            Phase::MatchOver { winner } => Some(winner),
            _ => return None,
        };
        Some(match winner {
            Some(0) => vec![1.0, 0.0],
            Some(_) => vec![0.0, 1.0],
            None => vec![0.5, 0.5],
        })
    }
}

/// Easy: the tactical policy with a beginner's share of random choices.
#[derive(Clone, Copy, Debug)]
pub struct PolicyBot {
    /// Chance of a random action.
    pub noise: f64,
}

impl Bot<State> for PolicyBot {
    fn name(&self) -> String {
        "en-garde-policy".into()
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        _budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        // The policy looks at the opponent's hand only through a determinization, so it
        // cannot cheat.
        let world = state.determinize(player, rng);
        let legal = state.legal_action_list();
        if legal.is_empty() {
            return Vec::new();
        }
        let action = policy_action(&world, &legal, rng, self.noise);
        in_match(
            state,
            player,
            vec![RankedAction {
                action,
                value: 0.5,
                visits: 0,
                certainty: Certainty::Unvalued,
            }],
        )
    }
}

/// `ranked` with each value (the chance to win the current touch) turned into the chance to
/// win the match from the score (see [`super::match_chance`]).
fn in_match(
    state: &State,
    player: Player,
    mut ranked: Vec<RankedAction<Action>>,
) -> Vec<RankedAction<Action>> {
    let scores = state.scores();
    let (mine, theirs) = (scores[player & 1], scores[1 - (player & 1)]);
    for r in &mut ranked {
        r.value = from_touch(r.value, mine, theirs);
        // A sure touch proves the match only when it is the fifth; otherwise the match chance
        // comes from the model of the later touches.
        if r.certainty == Certainty::Proven && r.value > 0.0 && r.value < 1.0 {
            r.certainty = Certainty::Estimated;
        }
    }
    ranked
}

/// Iterations per strength.
pub fn iterations(strength: Strength) -> u32 {
    match strength {
        Strength::Random | Strength::Easy => 0,
        Strength::Normal => 250,
        Strength::Hard => 1500,
        Strength::Expert => 8000,
    }
}

/// ISMCTS, after checking for a hit that cannot be parried or escaped whatever the opponent
/// holds (it wins the round at once). The search values the current touch; the ranking it
/// returns gives the chance to win the match.
pub struct SearchBot {
    search: IsmctsBot<EnGardeHeuristics>,
}

impl SearchBot {
    /// The search of the levels with `iterations` (a level's count, or a test's huge one that
    /// only a deadline stops).
    pub fn with_iterations(name: impl Into<String>, iterations: u32) -> Self {
        Self {
            search: IsmctsBot::new(
                name,
                IsmctsConfig {
                    iterations,
                    exploration: 0.6,
                    rollout_limit: None,
                },
                EnGardeHeuristics,
            ),
        }
    }
}

impl Bot<State> for SearchBot {
    fn name(&self) -> String {
        self.search.name.clone()
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        let observation = state.observation(player);
        let legal = state.legal_action_list();
        if let Some(&sure) = legal.iter().find(|&&a| observation.sure_hit(a)) {
            let mut ranked = vec![RankedAction {
                action: sure,
                value: 1.0,
                visits: 0,
                certainty: Certainty::Proven,
            }];
            ranked.extend(
                legal
                    .into_iter()
                    .filter(|&a| a != sure)
                    .map(|action| RankedAction {
                        action,
                        value: 0.5,
                        visits: 0,
                        certainty: Certainty::Unvalued,
                    }),
            );
            return in_match(state, player, ranked);
        }
        in_match(state, player, self.search.rank(state, player, budget, rng))
    }
}

/// The computer player of a strength.
pub fn bot(strength: Strength) -> Box<dyn Bot<State>> {
    match strength {
        Strength::Random => Box::new(RandomBot),
        Strength::Easy => Box::new(PolicyBot { noise: 0.3 }),
        s => Box::new(SearchBot::with_iterations(
            format!("en-garde-{}", s.id()),
            iterations(s),
        )),
    }
}
