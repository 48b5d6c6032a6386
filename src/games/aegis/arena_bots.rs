//! The laboratory's opponents of Aegis (feature `lab`), by name:
//! * `pimc` (plain PIMC at the Expert's mean CPU time per card, bid and exchange,
//!   [`PimcBot::equal_time`]), `pimc-N` (N samples per card, 40 per bid, the fixed exchange
//!   rule) and `pimc:<changes>` (`pimc` with `ps=N` card, `bs=N` bid, `xs=N` exchange samples;
//!   `xs=0` is the fixed rule);
//! * `expert-2026-11` (the Expert as of November 2026, [`expert_2026_11`]);
//! * `expert:<changes>`: today's Expert with comma-separated changes, for tuning: `ps=N` play
//!   samples, `bs=N` bid samples, `rs=N` reply samples, `xd=N`/`xh=N` exchange draws and
//!   hands, `inf=N` inference samples, `sh=X` inference sharpness, `xi=N` how many times the
//!   modelled slave throws its weak cards in the master's exchange simulation, `xo=N` where
//!   the opponent's hand is sampled as its exchanges left it (0 nowhere, 1 exchanges, 2 also
//!   bids, 3 also card play), `xp=N` plain PIMC's exchange with N deals per candidate. The
//!   knobs whose trials are over, and what they measured, are in docs/ai-notes.md;
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
        "expert-2026-11" => Some(Box::new(AegisBot::new(expert_2026_11()))),
        _ => {
            let samples: u32 = name.strip_prefix("pimc-")?.parse().ok()?;
            Some(Box::new(PimcBot {
                play_samples: samples.clamp(1, 100_000),
                ..PimcBot::default()
            }))
        }
    }
}

/// The Expert as of November 2026, frozen as a yardstick for the current Expert: its own
/// figures here, so that a change to a level's never moves it.
pub(super) fn expert_2026_11() -> BotConfig {
    BotConfig {
        name: "aegis-expert-2026-11".into(),
        play_samples: 400,
        bid_samples: 300,
        reply_samples: 16,
        exchange: ExchangeStyle::Simulate {
            draws: 12,
            hands: 20,
        },
        match_aware: true,
        inference_samples: 8,
        inference_sharpness: 1.0,
        opponent_exchanges: 1,
        exchange_history: 0,
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
            "xi" => c.opponent_exchanges = u8::try_from(n()?).ok()?,
            "xo" => c.exchange_history = u8::try_from(n()?).ok()?,
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

/// CPU time of the calling thread, ns (0 where the system has no thread clock).
fn thread_cpu_ns() -> u64 {
    crate::engine::cpu::thread_cpu().map_or(0, |d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX))
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
