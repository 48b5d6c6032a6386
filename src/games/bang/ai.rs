//! Computer players. Easy: the rule-based policy seeing only revealed roles, with mistakes.
//! Normal/Hard: the policy with exact role inference. Expert: ISMCTS over determinizations
//! (hidden hands, deck, and roles drawn from the inferred belief) with the policy as rollout
//! and a life-balance evaluation at the rollout horizon, set by an [`ExpertConfig`] (the
//! laboratory keeps the November 2026 one as `expert-2026-11`) and cut off at [`TIME_CAP`].
//! The search only overrules the policy's own choice where it is sure, and not for an action
//! that tells the table more about the Expert's role: its noise among near-equal actions cost
//! games, and the policy alone is easy to read. From five players up, the Renegade's own search
//! values the Sheriff's life as its own while an Outlaw lives (it wins only by outliving the
//! Outlaws with the Sheriff standing). At seven players a Deputy's own search weighs the
//! Sheriff's life as three seats' (twice elsewhere), and it minds more what its acts tell.

use super::{
    actions::Action,
    inference::Belief,
    policy::{Knowledge, best_character, choose, enemies},
    roles::{Role, Side},
    state::State,
};
use crate::engine::{
    Bot, Budget, Certainty, Game, GameRng, Player, RandomBot, RankedAction, Strength,
    search::{Heuristics, IsmctsBot, IsmctsConfig},
};

/// The policy as a bot.
#[derive(Clone, Copy, Debug)]
pub struct PolicyBot {
    /// What it knows of the hidden roles.
    pub knowledge: Knowledge,
    /// Chance of a random action.
    pub noise: f64,
}

impl Bot<State> for PolicyBot {
    fn name(&self) -> String {
        format!("bang-policy-{:?}-{}", self.knowledge, self.noise)
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        _budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        let legal = state.legal_action_list();
        if legal.is_empty() {
            return Vec::new();
        }
        // The policy reads only the player's own hand and public facts (and the role belief
        // built from them), so it cannot cheat.
        let action = choose(state, player, &legal, self.knowledge, self.noise, rng);
        vec![RankedAction {
            action,
            value: 0.5,
            visits: 0,
            certainty: Certainty::Unvalued,
        }]
    }
}

/// Rollouts by the policy (in a determinized world, where roles are sampled) and a
/// life-balance evaluation when they are cut short.
#[derive(Clone, Copy, Debug)]
pub struct BangHeuristics {
    /// Chance of a random action in a rollout.
    pub rollout_noise: f64,
    /// What the rollout players know of the sampled roles.
    pub rollout_knowledge: Knowledge,
    /// See [`evaluate`].
    pub renegade_balance: bool,
    /// See [`evaluate`].
    pub sheriff_weight: f64,
}

/// How many times a seat's life the Sheriff's counts in the evaluation, unless a role's own
/// search is told otherwise: the Law loses with him, and the Outlaws win by him alone.
pub const SHERIFF_WEIGHT: f64 = 2.0;

impl Default for BangHeuristics {
    fn default() -> Self {
        Self {
            rollout_noise: 0.05,
            rollout_knowledge: Knowledge::Sampled,
            renegade_balance: false,
            sheriff_weight: SHERIFF_WEIGHT,
        }
    }
}

impl Heuristics<State> for BangHeuristics {
    fn rollout_action(&self, state: &State, legal: &[Action], rng: &mut GameRng) -> Action {
        let me = state.decider().unwrap_or(0);
        choose(
            state,
            me,
            legal,
            self.rollout_knowledge,
            self.rollout_noise,
            rng,
        )
    }

    fn evaluate(&self, state: &State) -> Option<Vec<f64>> {
        Some(evaluate(state, self.renegade_balance, self.sheriff_weight))
    }

    /// Characters are kept by the policy's reading of them. Then: never consider harming a
    /// seat the searcher believes is a friend (a Deputy and the
    /// Sheriff, say): the evaluation would see only a small life loss, while the table would
    /// read the act as betrayal. The belief is the exact inference from public acts.
    fn root_candidates(&self, state: &State, player: Player, candidates: &mut Vec<Action>) {
        // Nothing is dealt yet while characters are chosen: a search would only see noise.
        if state.choosing_characters() {
            if let Some(best) = best_character(candidates) {
                candidates.retain(|&a| a == best);
            }
            return;
        }
        let e = enemies(state, player, Knowledge::Inferred);
        candidates.retain(|&a| match a {
            Action::Play { target, .. } => {
                State::harmed_by(target).is_none_or(|q| e.get(q).is_none_or(|&x| x > FRIEND))
            }
            _ => true,
        });
    }
}

/// How much more the table believes `player`'s true role after `action` than before: only
/// hostile acts move the belief, and the table sees who aimed at whom, never a hidden role.
pub(super) fn exposure_gain(state: &State, player: Player, action: Action) -> f64 {
    let Action::Play { target, .. } = action else {
        return 0.0;
    };
    let Some(victim) = State::harmed_by(target) else {
        return 0.0;
    };
    let role = state.seats[player].role;
    if state.seats[player].revealed || victim == player {
        return 0.0;
    }
    let before = Belief::of(state, None, 1.0).prob(player, role);
    let mut after = state.clone();
    after.note_hostile(player, victim);
    (Belief::of(&after, None, 1.0).prob(player, role) - before).max(0.0)
}

/// Enmity at or below which a seat counts as a friend (see [`enemies`]).
const FRIEND: f64 = -0.3;

/// Estimated result per seat: the share of living strength of each side, where the Sheriff's
/// life weighs `sheriff_weight` times a seat's for the Law and against the Outlaws. With
/// `renegade_balance`, while an Outlaw lives the Renegade counts the Sheriff's life on its own
/// side: it wins only by outliving the Outlaws with the Sheriff still standing.
pub fn evaluate(state: &State, renegade_balance: bool, sheriff_weight: f64) -> Vec<f64> {
    if state.winner.is_some() {
        return state.returns();
    }
    let strength_where = |counts: &dyn Fn(&super::state::Seat) -> bool| -> f64 {
        state
            .seats
            .iter()
            .filter(|s| s.alive && counts(s))
            .map(|s| f64::from(s.life.max(0)) + 0.3 * s.hand.len() as f64)
            .sum()
    };
    let strength = |side: Side| strength_where(&|s| s.role.side() == side);
    let sheriff_life = state
        .seats
        .iter()
        .find(|s| s.role == Role::Sheriff)
        .map_or(0.0, |s| f64::from(s.life.max(0)));
    let law = strength(Side::Law) + (sheriff_weight - 1.0).max(0.0) * sheriff_life;
    let outlaws = strength(Side::Outlaws);
    let renegade = strength(Side::Renegade);
    let total = (law + outlaws + renegade).max(1e-9);
    let outlaws_alive = outlaws > 0.0;
    let renegade_share = if renegade_balance && outlaws_alive {
        let deputies = strength_where(&|s| s.role == Role::Deputy);
        renegade / (renegade + outlaws + deputies).max(1e-9) * sheriff_life / (sheriff_life + 1.0)
    } else {
        renegade / total
    };
    state
        .seats
        .iter()
        .map(|s| match s.role.side() {
            Side::Law => law / total,
            Side::Outlaws => outlaws / total,
            Side::Renegade => renegade_share,
        })
        .collect()
}

/// The computer player of a strength.
pub fn bot(strength: Strength) -> Box<dyn Bot<State>> {
    match strength {
        Strength::Random => Box::new(RandomBot),
        Strength::Easy => Box::new(PolicyBot {
            knowledge: Knowledge::Revealed,
            noise: 0.25,
        }),
        Strength::Normal => Box::new(PolicyBot {
            knowledge: Knowledge::Inferred,
            noise: 0.08,
        }),
        Strength::Hard => Box::new(PolicyBot {
            knowledge: Knowledge::Inferred,
            noise: 0.0,
        }),
        Strength::Expert => Box::new(ExpertConfig::default().bot()),
    }
}

/// The Expert's search: what the arena's variants and the frozen `expert-2026-11` change.
#[derive(Clone, Debug, PartialEq)]
pub struct ExpertConfig {
    /// Shown in logs and the arena.
    pub name: String,
    /// Search iterations per decision.
    pub iterations: u32,
    /// UCB exploration constant.
    pub exploration: f64,
    /// Rollout decisions before the evaluation.
    pub rollout_limit: u32,
    /// Chance of a random action in a rollout.
    pub rollout_noise: f64,
    /// What the rollout players know of the sampled roles.
    pub rollout_knowledge: Knowledge,
    /// The rule-based player's own choice is kept unless the search values another action
    /// higher by more than this (0: the search's choice always).
    pub policy_margin: f64,
    /// How much value the Expert gives up, per unit of the table's belief in its true role,
    /// to keep that belief from rising (0: it does not mind being read).
    pub reveal_weight: f64,
    /// Whose evaluations count the Sheriff's life on the Renegade's side (see [`evaluate`]).
    pub renegade_balance: RenegadeBalance,
    /// The policy margin in these roles instead of [`Self::policy_margin`].
    pub role_margins: Vec<(Role, f64)>,
    /// The reveal weight in these roles instead of [`Self::reveal_weight`].
    pub role_reveal_weights: Vec<(Role, f64)>,
    /// The weight of the Sheriff's life in these roles' own searches instead of
    /// [`SHERIFF_WEIGHT`] (see [`evaluate`]): how the others are expected to play is unchanged.
    pub role_sheriff_weights: Vec<(Role, f64)>,
    /// The smallest table where the settings by role (margins, reveal weights, weights of the
    /// Sheriff's life) apply: below it every role plays with the general ones.
    pub role_settings_from_players: usize,
}

/// Where the search evaluates the Renegade as one who needs the Sheriff alive while an Outlaw
/// lives (see [`evaluate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenegadeBalance {
    /// Nowhere: the Renegade's share of the living strength.
    Off,
    /// In every search, for every seat sampled as the Renegade.
    Everywhere,
    /// Only in the Renegade's own search, at tables of at least `from_players`: how the
    /// others are expected to play is unchanged.
    OwnSearch {
        /// The smallest table where the Renegade balances.
        from_players: usize,
    },
}

impl Default for ExpertConfig {
    fn default() -> Self {
        Self {
            name: "bang-expert".into(),
            iterations: 2000,
            exploration: 0.7,
            rollout_limit: 60,
            rollout_noise: 0.05,
            rollout_knowledge: Knowledge::Sampled,
            policy_margin: 0.05,
            reveal_weight: 0.15,
            renegade_balance: RenegadeBalance::OwnSearch { from_players: 5 },
            role_margins: Vec::new(),
            role_reveal_weights: vec![(Role::Deputy, 0.3)],
            role_sheriff_weights: vec![(Role::Deputy, 3.0)],
            role_settings_from_players: 7,
        }
    }
}

/// The most a decision may take, whatever the caller's budget: the Expert's promise.
pub const TIME_CAP: std::time::Duration = std::time::Duration::from_millis(2400);

/// The search of an [`ExpertConfig`], cut off at [`TIME_CAP`].
pub struct ExpertBot {
    config: ExpertConfig,
}

impl ExpertConfig {
    /// The bot that searches with these settings.
    pub fn bot(&self) -> ExpertBot {
        ExpertBot {
            config: self.clone(),
        }
    }

    /// The setting for `role` in `by_role` at a table of `players`, or `otherwise`.
    fn in_role(
        &self,
        by_role: &[(Role, f64)],
        role: Option<Role>,
        players: usize,
        otherwise: f64,
    ) -> f64 {
        by_role
            .iter()
            .find(|&&(r, _)| Some(r) == role && players >= self.role_settings_from_players)
            .map_or(otherwise, |&(_, value)| value)
    }

    /// The search a seat with `role` runs at a table of `players`.
    fn search(&self, role: Option<Role>, players: usize) -> IsmctsBot<BangHeuristics> {
        let renegade_balance = match self.renegade_balance {
            RenegadeBalance::Off => false,
            RenegadeBalance::Everywhere => true,
            RenegadeBalance::OwnSearch { from_players } => {
                role == Some(Role::Renegade) && players >= from_players
            }
        };
        let sheriff_weight =
            self.in_role(&self.role_sheriff_weights, role, players, SHERIFF_WEIGHT);
        IsmctsBot::new(
            self.name.clone(),
            IsmctsConfig {
                iterations: self.iterations,
                exploration: self.exploration,
                rollout_limit: Some(self.rollout_limit),
            },
            BangHeuristics {
                rollout_noise: self.rollout_noise,
                rollout_knowledge: self.rollout_knowledge,
                renegade_balance,
                sheriff_weight,
            },
        )
    }
}

impl Bot<State> for ExpertBot {
    fn name(&self) -> String {
        self.config.name.clone()
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        let budget = budget.capped(TIME_CAP);
        let role = state.seats.get(player).map(|s| s.role);
        let config = &self.config;
        let search = config.search(role, state.seats.len());
        let mut ranked = search.rank(state, player, &budget, rng);
        let players = state.seats.len();
        let margin = config.in_role(&config.role_margins, role, players, config.policy_margin);
        let reveal_weight = config.in_role(
            &config.role_reveal_weights,
            role,
            players,
            config.reveal_weight,
        );
        if margin > 0.0 && ranked.len() > 1 {
            let legal = state.legal_action_list();
            let own = choose(state, player, &legal, Knowledge::Inferred, 0.0, rng);
            if let Some(i) = ranked.iter().position(|r| r.action == own) {
                let cost = |a: Action| reveal_weight * exposure_gain(state, player, a);
                let own_score = ranked[i].value + margin - cost(own);
                if i > 0 && own_score >= ranked[0].value - cost(ranked[0].action) {
                    let kept = ranked.remove(i);
                    ranked.insert(0, kept);
                }
            }
        }
        ranked
    }
}
