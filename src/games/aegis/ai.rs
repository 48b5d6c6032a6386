//! The computer opponents: perfect-information Monte Carlo (PIMC). Every decision samples the
//! unseen cards from the bot's [`Observation`] (so a bot cannot cheat), solves each sample
//! exactly with the open-hand [`Solver`], and picks the action with the best average value of
//! the season's outcome (docs/research/knatsch_aegis.md Part C2).
//!
//! * Card play: for each sample, the exact trick count after each playable card; the Expert
//!   weights the samples by how well they explain the opponent's bid.
//! * Bids: for each sample, the exact trick count with either seat attacking; the master also
//!   models the slave's reply (the slave estimates its own hand by a few inner samples).
//! * Exchanges: for each candidate discard, simulated draws and opponent hands (improved by a
//!   simple exchange of the opponent's own when exchanging lets it exchange), with the bid
//!   chosen on half of the samples and valued on the other half (an unbiased estimate).
//! * The Expert samples the opponent's hand at exchanges and bids as the opponent's exchanges
//!   so far left it: its weakest cards thrown and redrawn, round by round
//!   ([`BotConfig::exchange_history`]).
//!
//! The levels differ in samples, in the opponent model, in exchange play and in match
//! awareness (see [`BotConfig::for_strength`]).

use rand::RngExt as _;

use super::{
    cards::{Card, CardSet},
    equity::Utility,
    exchange::{
        ExchangePlan, heuristic_discards, opponent_throws, plan_exchange, replayed_opponent,
    },
    inference::{BidInference, replay_weight},
    observation::Observation,
    rules::HAND_SIZE,
    solver::Solver,
    state::{Action, Phase, State},
};
use crate::engine::{
    Bot, Budget, Certainty, Game, GameRng, Player, RandomBot, RankedAction, Strength,
};

/// How a bot decides what to exchange.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ExchangeStyle {
    /// Never exchanges.
    Never,
    /// Exchanges weak side cards in the first round when the hand looks weak.
    Simple,
    /// Simulates every candidate discard: `draws` replacement draws × `hands` opponent hands.
    Simulate {
        /// Replacement draws per candidate.
        draws: u32,
        /// Opponent hands per draw.
        hands: u32,
    },
    /// Laboratory only: plain PIMC's exchange ([`super::pimc::exchange_means`]) with
    /// `samples` deals per candidate, season points instead of the match utility.
    #[cfg(feature = "lab")]
    Pimc {
        /// Deals per candidate.
        samples: u32,
    },
}

/// The parameters of an [`AegisBot`].
#[derive(Clone, Debug, PartialEq)]
pub struct BotConfig {
    /// Shown in logs and the arena.
    pub name: String,
    /// Samples per card-play decision.
    pub play_samples: u32,
    /// Samples per bid decision.
    pub bid_samples: u32,
    /// Inner samples with which the modelled slave judges its hand when the master bids
    /// (0: the master assumes the slave never overcalls).
    pub reply_samples: u32,
    /// Exchange play.
    pub exchange: ExchangeStyle,
    /// Value outcomes by match-win chance (true) or by point difference (false).
    pub match_aware: bool,
    /// Inner samples with which a sampled opponent hand is checked against the opponent's bid
    /// (0: no inference; every consistent hand is equally likely).
    pub inference_samples: u32,
    /// How sharply inference discounts a sampled hand per trick between the bid it would
    /// have made and the bid actually made (its weight is `exp(-sharpness · difference)`).
    pub inference_sharpness: f64,
    /// How many times the master's exchange simulation lets the slave throw its weak cards
    /// (see [`ExchangePlan::opponent_exchanges`]).
    pub opponent_exchanges: u8,
    /// Where the opponent's hand is sampled as its exchanges so far left it (each round's
    /// count of cards thrown, its weakest, redrawn; [`replayed_opponent`]) instead of
    /// uniformly: 0 nowhere, 1 in exchange decisions, 2 also in bids, 3 also in card play (by
    /// weight, [`replay_weight`]).
    pub exchange_history: u8,
}

impl BotConfig {
    /// The parameters of a level.
    pub fn for_strength(strength: Strength) -> Self {
        match strength {
            Strength::Random | Strength::Easy => Self {
                name: "aegis-easy".into(),
                play_samples: 2,
                bid_samples: 4,
                reply_samples: 0,
                exchange: ExchangeStyle::Never,
                match_aware: false,
                inference_samples: 0,
                inference_sharpness: 1.0,
                opponent_exchanges: 1,
                exchange_history: 0,
            },
            Strength::Normal => Self {
                name: "aegis-normal".into(),
                play_samples: 20,
                bid_samples: 20,
                reply_samples: 0,
                exchange: ExchangeStyle::Simple,
                match_aware: false,
                inference_samples: 0,
                inference_sharpness: 1.0,
                opponent_exchanges: 1,
                exchange_history: 0,
            },
            Strength::Hard => Self {
                name: "aegis-hard".into(),
                play_samples: 60,
                bid_samples: 60,
                reply_samples: 6,
                exchange: ExchangeStyle::Simulate { draws: 5, hands: 6 },
                match_aware: false,
                inference_samples: 0,
                inference_sharpness: 1.0,
                opponent_exchanges: 1,
                exchange_history: 0,
            },
            Strength::Expert => Self {
                name: "aegis-expert".into(),
                // The most a card's 20 ms of CPU allows (docs/ai-notes.md).
                play_samples: 360,
                // The opponent's hand as its exchanges left it, in exchanges and bids: the
                // clearest gain measured against plain PIMC (docs/ai-notes.md).
                exchange_history: 2,
                // Twice the November 2026 bid samples and exchange draws, within 100 ms of CPU
                // a decision (docs/ai-notes.md).
                bid_samples: 600,
                exchange: ExchangeStyle::Simulate {
                    draws: 24,
                    hands: 20,
                },
                reply_samples: 16,
                match_aware: true,
                inference_samples: 8,
                inference_sharpness: 1.0,
                opponent_exchanges: 1,
            },
        }
    }
}

/// A PIMC bot (see the module documentation).
#[derive(Clone, Debug)]
pub struct AegisBot {
    /// Its parameters.
    pub config: BotConfig,
}

impl AegisBot {
    /// A bot with these parameters.
    pub fn new(config: BotConfig) -> Self {
        Self { config }
    }
}

/// The bot of a level.
pub(super) fn bot(strength: Strength) -> Box<dyn Bot<State>> {
    match strength {
        Strength::Random => Box::new(RandomBot),
        s => Box::new(AegisBot::new(BotConfig::for_strength(s))),
    }
}

impl Bot<State> for AegisBot {
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
        let legal = state.legal_action_list();
        if state.decider() != Some(player) || legal.is_empty() {
            return Vec::new();
        }
        if legal.len() == 1 {
            // Nothing to choose: nothing is valued.
            return vec![RankedAction {
                action: legal[0],
                value: 0.5,
                visits: 0,
                certainty: Certainty::Unvalued,
            }];
        }
        // Everything below sees only the observation.
        let obs = state.observation(player);
        let mut values = match obs.phase {
            Phase::Play => play_values(&obs, &self.config, budget, rng),
            Phase::Bid { .. } => bid_values(&obs, &self.config, budget, rng),
            Phase::Exchange { .. } => exchange_values(&obs, &self.config, &legal, budget, rng),
            _ => Vec::new(),
        };
        // Actions the evaluation skipped rank last, in their legal order.
        for &a in &legal {
            if !values.iter().any(|r| r.action == a) {
                values.push(ranked(a, 0.0, 0));
            }
        }
        values.retain(|r| legal.contains(&r.action));
        values.sort_by(|a, b| b.value.total_cmp(&a.value));
        values
    }
}

/// True when a sampling loop at sample `i` must stop because the caller cancelled (new game,
/// undo) or its deadline passed; checked every 16 samples, never before the first.
pub(super) fn stop_early(i: u32, budget: &Budget) -> bool {
    i > 0 && i.is_multiple_of(16) && budget.exhausted()
}

fn ranked(action: Action, value: f64, visits: u32) -> RankedAction<Action> {
    RankedAction {
        action,
        value: value.clamp(0.0, 1.0),
        visits,
        certainty: Certainty::Estimated,
    }
}

/// The season utility of the observing seat.
pub(super) fn utility(obs: &Observation, config: &BotConfig) -> Utility {
    Utility::new(obs.seat, obs.scores, obs.rules, config.match_aware)
}

fn inference_of(obs: &Observation, config: &BotConfig) -> Option<BidInference> {
    BidInference::new(obs, config.inference_samples, config.inference_sharpness)
}

/// Card play: the mean value of each playable card over sampled opponent hands.
fn play_values(
    obs: &Observation,
    config: &BotConfig,
    budget: &Budget,
    rng: &mut GameRng,
) -> Vec<RankedAction<Action>> {
    let (Some(key), Some(attacker)) = (obs.key, obs.attacker) else {
        return Vec::new();
    };
    let bids = obs.bids;
    let (attacker_bid, defender_bid) =
        (bids[attacker].unwrap_or(1), bids[1 - attacker].unwrap_or(1));
    let won = obs.tricks_won[attacker];
    let u = utility(obs, config);
    let me = obs.seat;
    let mut solver = Solver::new(key);
    let mut inner = Solver::new(key);
    let inference = inference_of(obs, config);
    let mut totals: Vec<(Card, f64)> = Vec::new();
    let mut out = Vec::new();
    let samples = config.play_samples.max(1);
    let mut weights = 0.0;
    for i in 0..samples {
        if stop_early(i, budget) {
            break;
        }
        let (opponent, discards) = obs.sample_opponent(rng);
        let w = inference.as_ref().map_or(1.0, |inf| {
            inf.weight(obs, &mut inner, opponent, discards, rng)
        }) * if config.exchange_history >= 3 {
            replay_weight(obs, opponent)
        } else {
            1.0
        };
        weights += w;
        let mut hands = [CardSet::EMPTY; 2];
        hands[me] = obs.hand;
        hands[1 - me] = opponent;
        match obs.lead {
            None => solver.solve_leads(hands, me, attacker, &mut out),
            Some((leader, lead)) => solver.solve_replies(hands, leader, lead, attacker, &mut out),
        }
        for &(card, t) in &out {
            let v = w * u.value(attacker, attacker_bid, defender_bid, won + t);
            match totals.iter_mut().find(|(c, _)| *c == card) {
                Some(entry) => entry.1 += v,
                None => totals.push((card, v)),
            }
        }
    }
    totals
        .into_iter()
        .map(|(card, v)| ranked(Action::Play { card }, v / weights.max(1e-12), samples))
        .collect()
}

/// Exact attacker trick counts of one sampled deal, with each seat attacking and leading.
struct DealOutcome {
    /// Tricks of `me` when `me` attacks.
    mine: u8,
    /// Tricks of the opponent when it attacks.
    theirs: u8,
}

fn solve_both(solver: &mut Solver, me: Player, hands: [CardSet; 2]) -> DealOutcome {
    DealOutcome {
        mine: solver.solve(hands, me, me),
        theirs: solver.solve(hands, 1 - me, 1 - me),
    }
}

/// Bids: the mean value of each allowed bid.
fn bid_values(
    obs: &Observation,
    config: &BotConfig,
    budget: &Budget,
    rng: &mut GameRng,
) -> Vec<RankedAction<Action>> {
    let (Some(key), Some((low, high))) = (obs.key, obs.bid_range) else {
        return Vec::new();
    };
    let me = obs.seat;
    let opp = 1 - me;
    let u = utility(obs, config);
    let mut solver = Solver::new(key);
    let mut inner = Solver::new(key);
    let samples = config.bid_samples.max(1);
    let bids: Vec<u8> = (low..=high).collect();
    let mut sums = vec![0.0; bids.len()];
    let is_master = obs.master == me;
    let mut inner_deals = Vec::new();
    // Only the slave has an opponent's bid to read.
    let inference = inference_of(obs, config);
    let mut weights = 0.0;
    for i in 0..samples {
        if stop_early(i, budget) {
            break;
        }
        let (opponent, opponent_discards) = if config.exchange_history >= 2 {
            replayed_opponent(obs.unseen(), key, &opponent_throws(obs), rng)
        } else {
            obs.sample_opponent(rng)
        };
        let mut hands = [CardSet::EMPTY; 2];
        hands[me] = obs.hand;
        hands[opp] = opponent;
        let w = inference.as_ref().map_or(1.0, |inf| {
            inf.weight(obs, &mut inner, opponent, opponent_discards, rng)
        });
        weights += w;
        let deal = solve_both(&mut solver, me, hands);
        if is_master && config.reply_samples > 0 {
            slave_view_deals(
                obs,
                &mut inner,
                opponent,
                opponent_discards,
                config.reply_samples,
                rng,
                &mut inner_deals,
            );
        }
        for (i, &b) in bids.iter().enumerate() {
            sums[i] += w * if is_master {
                // The slave replies; model its choice from its own point of view.
                let reply = if config.reply_samples == 0 {
                    b
                } else {
                    modelled_slave_bid(&u, me, &inner_deals, b)
                };
                if reply > b {
                    u.value(opp, reply, b, deal.theirs)
                } else {
                    u.value(me, b, b, deal.mine)
                }
            } else {
                let master_bid = low;
                if b > master_bid {
                    u.value(me, b, master_bid, deal.mine)
                } else {
                    u.value(opp, master_bid, b, deal.theirs)
                }
            };
        }
    }
    bids.iter()
        .zip(&sums)
        .map(|(&b, &s)| ranked(Action::Bid { tricks: b }, s / weights.max(1e-12), samples))
        .collect()
}

/// Deals as the slave (holding `hand`, having discarded `discards`) imagines them: its hand
/// against sampled master hands, solved with either seat attacking. `mine` is the slave's
/// tricks when it attacks, `theirs` the master's when the master attacks.
fn slave_view_deals(
    obs: &Observation,
    solver: &mut Solver,
    hand: CardSet,
    discards: CardSet,
    samples: u32,
    rng: &mut GameRng,
    out: &mut Vec<DealOutcome>,
) {
    out.clear();
    let master = obs.seat;
    let slave = 1 - master;
    // What the slave has not seen: everything but the key, its hand and its discards.
    let mut unseen = CardSet::FULL.difference(hand).difference(discards);
    if let Some(k) = obs.key {
        unseen.remove(k);
    }
    for _ in 0..samples {
        let mut hands = [CardSet::EMPTY; 2];
        hands[master] = random_subset(unseen, HAND_SIZE, rng);
        hands[slave] = hand;
        out.push(solve_both(solver, slave, hands));
    }
}

/// The slave's reply to the master's bid `master_bid`: the bid that is best for the slave over
/// the deals it imagines. `u` is the master's utility; the slave minimises it (zero-sum).
fn modelled_slave_bid(u: &Utility, master: Player, deals: &[DealOutcome], master_bid: u8) -> u8 {
    let slave = 1 - master;
    let choices = usize::from(HAND_SIZE as u8 - master_bid.min(5)) + 1;
    let mut sums = [0.0f64; 6];
    for deal in deals {
        for (i, sum) in sums.iter_mut().enumerate().take(choices) {
            let b = master_bid + i as u8;
            *sum += if b > master_bid {
                u.value(slave, b, master_bid, deal.mine)
            } else {
                u.value(master, master_bid, master_bid, deal.theirs)
            };
        }
    }
    let best = (0..choices)
        .min_by(|&a, &b| sums[a].total_cmp(&sums[b]))
        .unwrap_or(0);
    master_bid + best as u8
}

/// `n` cards drawn uniformly from `set` (taken in card order first, so only `rng` decides).
pub(super) fn random_subset(set: CardSet, n: usize, rng: &mut GameRng) -> CardSet {
    let mut cards = set.to_vec();
    let n = n.min(cards.len());
    for i in 0..n {
        let j = rng.random_range(i..cards.len());
        cards.swap(i, j);
    }
    cards[..n].iter().copied().collect()
}

/// Exchanges: the estimated value of each candidate discard.
fn exchange_values(
    obs: &Observation,
    config: &BotConfig,
    legal: &[Action],
    budget: &Budget,
    rng: &mut GameRng,
) -> Vec<RankedAction<Action>> {
    let Some(key) = obs.key else {
        return Vec::new();
    };
    let decline = Action::Exchange {
        cards: CardSet::EMPTY,
    };
    match config.exchange {
        ExchangeStyle::Never => vec![ranked(decline, 1.0, 0)],
        ExchangeStyle::Simple => {
            let is_master = obs.master == obs.seat;
            let Phase::Exchange { round, .. } = obs.phase else {
                return Vec::new();
            };
            // A casual player exchanges at most once, and only a weak hand.
            let discards = heuristic_discards(obs.hand, key);
            let action = if (is_master && round > 1) || discards.is_empty() {
                decline
            } else {
                Action::Exchange { cards: discards }
            };
            let mut out = vec![ranked(action, 1.0, 0)];
            if legal.contains(&decline) && action != decline {
                out.push(ranked(decline, 0.5, 0));
            }
            out
        }
        ExchangeStyle::Simulate { draws, hands } => {
            let u = utility(obs, config);
            let plan = ExchangePlan {
                draws: draws.max(1),
                hands: hands.max(2),
                opponent_exchanges: config.opponent_exchanges,
                history: config.exchange_history >= 1,
            };
            let candidates: Vec<CardSet> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Exchange { cards } => Some(*cards),
                    _ => None,
                })
                .collect();
            plan_exchange(obs, &u, plan, &candidates, budget, rng)
                .into_iter()
                .map(|(cards, v)| ranked(Action::Exchange { cards }, v, plan.draws * plan.hands))
                .collect()
        }
        #[cfg(feature = "lab")]
        ExchangeStyle::Pimc { samples } => {
            super::pimc::exchange_means(obs, legal, samples, budget, rng)
                .into_iter()
                .map(|(action, v)| ranked(action, v, samples))
                .collect()
        }
    }
}
