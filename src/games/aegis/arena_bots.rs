//! The arena-only opponents of Aegis (issue #23), by name:
//! * `pimc` (plain PIMC at the Expert's mean CPU time per card, bid and exchange,
//!   [`PimcBot::equal_time`]), `pimc-N` (N samples per card, 40 per bid, the fixed exchange
//!   rule) and `pimc:<changes>` (`pimc` with `ps=N` card, `bs=N` bid, `xs=N` exchange samples;
//!   `xs=0` is the fixed rule);
//! * `expert-2026-11` (the Expert as of November 2026);
//! * `expert:<changes>`: today's Expert with comma-separated changes, for tuning
//!   (`ps=N` play samples, `bs=N` bid samples, `rs=N` reply samples, `xd=N`/`xh=N` exchange
//!   draws and hands, `inf=N` inference samples, `sh=X` inference sharpness, `q=X` quantal
//!   inference, `cal` calibrated utility, `icl` calibrated inference, `nocal` and `noxr` turn
//!   the calibration and the exchange reading off, `xr=X` the exchange reading's weight,
//!   `xc=X` the weight of the reading of exchanged cards, `pr=X` the weight of the reading
//!   of the opponent's plays: screened at 0.4, with `xc=0.5`, against equal-time pimc, it
//!   did not measurably help, issue #23), `x2=N` the deals with which the master values
//!   exchanging once more (0: one round at a time; `x2=20` scored 502/850 = 59.1% against
//!   pimc given its time, 12,000 / 4,850 / 400 samples: no gain), `xp=N` plain PIMC's
//!   exchange with N deals per candidate (36.6% over 350 games against equal-time pimc:
//!   worse), `xi=N` how many times the modelled slave throws its weak cards in the master's
//!   exchange simulation (1; 2 and 3 scored 56% and 59% over 100 games each: no gain),
//!   `xo=N` the opponent's hand sampled as its exchanges so far left it (its weakest cards
//!   thrown and redrawn, round by round) instead of uniformly: 1 in exchange decisions, 2
//!   also in bids, 3 also in card play by weight (against equal-time pimc at the same CPU
//!   time: `xo=2` scored 546/800 = 68.2% [64.9, 71.4] where it was chosen, 317/500 =
//!   63.4% on fresh deals afterwards, 135/200 on the deals where the Expert without it
//!   scored 110/200; `xo=3` 124/200 = 62.0%: the play reading does not
//!   help; today's Expert has `xo=2`, `xo=0` turns it off; with `x2=20`, against pimc given
//!   its time (`xs=400`): 139/200 on the deals where `xo=2` alone scored 135/200, within
//!   noise), `xf` declining an exchange valued in groups of `xh` opponent hands like each
//!   draw of a discard ([`BotConfig::even_decline`]; the master then exchanged in 1.23
//!   rounds a season and scored 128/200 where the Expert without it scored 135/200: no
//!   gain);
//! * `cpu:<name>`: any of these or a level, timed in CPU time per decision kind; the figures
//!   go to stderr when the run ends.

use std::{sync::Mutex, time::Instant};

use super::{
    ai::{AegisBot, BotConfig, ExchangeStyle},
    pimc::PimcBot,
    state::{Action, State},
};
use crate::engine::{Bot, Budget, GameRng, Player, RankedAction, Strength};

/// The arena opponent called `name`, if there is one.
pub(super) fn arena_bot(name: &str) -> Option<Box<dyn Bot<State>>> {
    if let Some(inner) = name.strip_prefix("cpu:") {
        let bot = Strength::from_id(inner)
            .map(super::ai::bot)
            .or_else(|| arena_bot(inner))?;
        return Some(Box::new(CpuTimed::new(bot)));
    }
    if let Some(changes) = name.strip_prefix("expert:") {
        return variant(changes).map(|c| Box::new(AegisBot::new(c)) as Box<dyn Bot<State>>);
    }
    if let Some(changes) = name.strip_prefix("pimc:") {
        return pimc_variant(changes).map(|p| Box::new(p) as Box<dyn Bot<State>>);
    }
    match name {
        "pimc" => Some(Box::new(PimcBot::equal_time())),
        "expert-2026-11" => Some(Box::new(AegisBot::new(BotConfig::expert_2026_11()))),
        _ => {
            let samples: u32 = name.strip_prefix("pimc-")?.parse().ok()?;
            Some(Box::new(PimcBot {
                play_samples: samples.clamp(1, 100_000),
                ..PimcBot::default()
            }))
        }
    }
}

/// The equal-time PIMC bot with `changes` (see the module documentation).
fn pimc_variant(changes: &str) -> Option<PimcBot> {
    let mut p = PimcBot::equal_time();
    for change in changes.split(',').filter(|s| !s.is_empty()) {
        let (key, value) = change.split_once('=')?;
        let n = value.parse::<u32>().ok()?.min(1_000_000);
        match key {
            "ps" => p.play_samples = n.max(1),
            "bs" => p.bid_samples = n.max(1),
            "xs" => p.exchange_samples = n,
            _ => return None,
        }
    }
    Some(p)
}

/// Today's Expert with `changes` (see the module documentation).
fn variant(changes: &str) -> Option<BotConfig> {
    let mut c = BotConfig::for_strength(Strength::Expert);
    c.name = format!("aegis-expert:{changes}");
    for change in changes.split(',').filter(|s| !s.is_empty()) {
        let (key, value) = change.split_once('=').unwrap_or((change, ""));
        let n = || value.parse::<u32>().ok();
        let x = || value.parse::<f64>().ok();
        match key {
            "ps" => c.play_samples = n()?,
            "bs" => c.bid_samples = n()?,
            "rs" => c.reply_samples = n()?,
            "inf" => c.inference_samples = n()?,
            "sh" => c.inference_sharpness = x()?,
            "q" => c.inference_quantal = Some(x()?),
            "cal" => c.calibrated = true,
            "nocal" => c.calibrated = false,
            "icl" => c.inference_calibrated = true,
            "xr" => c.exchange_reading = Some(x()?),
            "noxr" => c.exchange_reading = None,
            "xc" => c.exchange_count_reading = Some(x()?),
            "pr" => c.play_reading = Some(x()?),
            "xi" => c.opponent_exchanges = u8::try_from(n()?).ok()?,
            "x2" => c.exchange_lookahead = n()?,
            "xo" => c.exchange_history = u8::try_from(n()?).ok()?,
            "xf" => c.even_decline = true,
            "xp" => c.exchange = ExchangeStyle::Pimc { samples: n()? },
            "xd" | "xh" => {
                let ExchangeStyle::Simulate { draws, hands } = c.exchange else {
                    return None;
                };
                c.exchange = if key == "xd" {
                    ExchangeStyle::Simulate { draws: n()?, hands }
                } else {
                    ExchangeStyle::Simulate { draws, hands: n()? }
                };
            }
            _ => return None,
        }
    }
    Some(c)
}

/// CPU time of the calling thread, ns (`/proc/thread-self/schedstat`, first field); 0 where
/// that file does not exist.
fn thread_cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// Decision count, total and slowest CPU time (ms) per kind: card play, bid, exchange.
type Times = [(u64, f64, f64); 3];

/// A bot timed in CPU time per decision kind (see the module documentation).
struct CpuTimed {
    inner: Box<dyn Bot<State>>,
    times: Mutex<Times>,
    wall: Instant,
}

impl CpuTimed {
    fn new(inner: Box<dyn Bot<State>>) -> Self {
        Self {
            inner,
            times: Mutex::new([(0, 0.0, 0.0); 3]),
            wall: Instant::now(),
        }
    }
}

impl Bot<State> for CpuTimed {
    fn name(&self) -> String {
        self.inner.name()
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        let started = thread_cpu_ns();
        let out = self.inner.rank(state, player, budget, rng);
        let ms = thread_cpu_ns().saturating_sub(started) as f64 / 1e6;
        // Forced moves (one legal action) are not decisions.
        if out.len() > 1 {
            let kind = match out[0].action {
                Action::Play { .. } => 0,
                Action::Bid { .. } => 1,
                _ => 2,
            };
            if let Ok(mut t) = self.times.lock() {
                let e = &mut t[kind];
                e.0 += 1;
                e.1 += ms;
                e.2 = e.2.max(ms);
            }
        }
        out
    }
}

impl Drop for CpuTimed {
    fn drop(&mut self) {
        let Ok(t) = self.times.lock() else { return };
        let kinds = ["card play", "bid", "exchange"];
        let mut line = format!("cpu {}:", self.inner.name());
        for (kind, (count, sum, max)) in kinds.iter().zip(t.iter()) {
            let mean = if *count == 0 {
                0.0
            } else {
                sum / *count as f64
            };
            line += &format!(" {kind} n={count} mean={mean:.2}ms max={max:.1}ms;");
        }
        line += &format!(" wall {:.0}s", self.wall.elapsed().as_secs_f64());
        eprintln!("{line}");
    }
}
