//! Bot-vs-bot matches with fixed seeds and win-rate statistics.
//!
//! Two-player games: every deal is played twice with the seats swapped (the first player is
//! always seat 0, so each bot starts half the games). Games with more players use duplicate
//! deals: for deal *k*, bot `a` takes seat *k mod n* and every other seat is `b`; then the same
//! deal is replayed with `b` in that seat too. `baseline` is what `b` scored in those same seats
//! and deals, so `a_score − baseline` measures `a`'s edge with the luck of the deal removed.
//! Self-play (`a` = `b`) with more than two players deals every game afresh instead, since a
//! replay would repeat the same game. `games` counts every game played; `tallies` are the
//! game's own counts ([`GameDef::arena_tally`]) averaged over them.

use std::{
    sync::{
        Mutex,
        atomic::{AtomicU32, Ordering},
    },
    time::{Duration, Instant},
};

use super::{Budget, GameDef, GameRng, Player, Strength, Turn, bots::Bot, rng_from_seed};

mod report;

/// What to play.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaSpec {
    /// `--rules`: a preset or `key=value,…`; empty for the defaults.
    pub rules: String,
    /// Seats; `None` for the game's smallest table.
    pub players: Option<usize>,
    /// The bot under test.
    pub a: Strength,
    /// The opponent(s).
    pub b: Strength,
    /// Games to play in all.
    pub games: u32,
    /// Master seed.
    pub seed: u64,
    /// Games played at once (each game stays deterministic).
    pub threads: usize,
    /// Decisions after which a game counts as unfinished.
    pub move_cap: u32,
    /// Arena-only opponents by name (e.g. a frozen old Expert) in place of `a` / `b`; the
    /// game resolves them ([`run_named`]).
    pub named: [Option<String>; 2],
    /// `--start`: begin every deal from a position the game draws ([`GameDef::arena_start`])
    /// instead of a new game.
    pub start: Option<String>,
    /// `--record`: a file that receives every decision's state (RON, one line each:
    /// `game<TAB>seat<TAB>a|b<TAB>state`) and each game's result (`game<TAB>result<TAB>returns`).
    pub record: Option<String>,
    /// `--class`: play only the deals whose observed seat has this class
    /// ([`GameDef::arena_seat_class`], e.g. a role) at the start; each deal is played exactly as
    /// in the full run, so a change that touches one role is measured on its deals alone.
    pub class: Option<String>,
}

impl Default for ArenaSpec {
    fn default() -> Self {
        Self {
            rules: String::new(),
            players: None,
            a: Strength::Expert,
            b: Strength::Random,
            games: 100,
            seed: 1,
            threads: 1,
            move_cap: 20_000,
            named: [None, None],
            start: None,
            record: None,
            class: None,
        }
    }
}

/// The outcome of an arena run.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaReport {
    /// Game id.
    pub game: String,
    /// The rules as given (or "default").
    pub rules: String,
    /// Seats.
    pub players: usize,
    /// Strength under test.
    pub a: Strength,
    /// Opponent strength.
    pub b: Strength,
    /// Names of `a` and `b` as given (a strength or a named arena opponent).
    pub labels: [String; 2],
    /// Games played in all.
    pub games: u32,
    /// Games `a` won (with more than two players: of the games `a` sat in).
    pub a_wins: u32,
    /// Games `a` lost.
    pub b_wins: u32,
    /// Games shared or drawn (and unfinished games).
    pub draws: u32,
    /// `a`'s mean result (wins + draws / 2 over its games).
    pub a_score: f64,
    /// What `b` scored in the same seats and deals (0.5 for two-player games).
    pub baseline: f64,
    /// Half-width of the 95 % confidence interval of `a_score − baseline`.
    pub ci95: f64,
    /// Wilson 95 % interval of `a_score` (two-player games; a draw counts half).
    pub wilson95: (f64, f64),
    /// Median time of `a`'s decisions, ms.
    pub a_ms_median: f64,
    /// Mean time of `a`'s decisions, ms.
    pub a_ms_per_decision: f64,
    /// Mean time of `b`'s decisions, ms.
    pub b_ms_per_decision: f64,
    /// Slowest decision of `a`, ms.
    pub max_ms_per_decision: f64,
    /// Mean CPU time of `a`'s decisions, ms: the deciding thread's CPU plus any helper
    /// process's ([`Bot::helper_cpu`]); exact with `--threads 1`.
    pub a_cpu_ms: f64,
    /// Mean CPU time of `b`'s decisions, ms (as for `a`).
    pub b_cpu_ms: f64,
    /// Games stopped at the move cap.
    pub unfinished: u32,
    /// The game's own counts ([`GameDef::arena_tally`]): mean per game, in first-seen order.
    pub tallies: Vec<(String, f64)>,
    /// The duplicate match split by the class of the observed seat
    /// ([`GameDef::arena_seat_class`], e.g. its role), in first-seen order.
    pub by_class: Vec<ClassRow>,
    /// How plainly the observed seat's hidden class showed ([`GameDef::arena_seat_reading`]
    /// before each of its decisions, averaged over the game), paired over the deals both bots
    /// played; None where the game hides nothing.
    pub reading: Option<ReadingRow>,
    /// Duplicate matches: every deal both bots played, in deal order, so that two runs over
    /// the same deals (one `a` against another, with the same `b`) can be paired.
    pub by_deal: Vec<DealRow>,
}

/// One deal of a duplicate match.
#[derive(Clone, Debug, PartialEq)]
pub struct DealRow {
    /// The deal's number (its seed and observed seat follow from it and the master seed).
    pub deal: u32,
    /// `a`'s result in the observed seat.
    pub a_score: f64,
    /// `b`'s result in the same seat.
    pub b_score: f64,
    /// The observed seat's class, if the game has them.
    pub class: Option<&'static str>,
}

/// The paired comparison of how readable the two bots were in the observed seat.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadingRow {
    /// Deals with a reading for both bots.
    pub deals: u32,
    /// Mean probability the reader gave `a`'s true class.
    pub a_read: f64,
    /// The same for `b` in the same seats and deals.
    pub b_read: f64,
    /// Half-width of the paired 95 % interval of `a_read − b_read`.
    pub ci95: f64,
}

/// One class's share of a duplicate match: the deals whose observed seat had that class.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassRow {
    /// The class (e.g. "Deputy").
    pub class: String,
    /// Deals played by both bots.
    pub deals: u32,
    /// `a`'s mean result in them.
    pub a_score: f64,
    /// `b`'s mean result in the same seats and deals.
    pub baseline: f64,
    /// Half-width of the paired 95 % interval of `a_score − baseline`.
    pub ci95: f64,
}

struct GameRecord {
    /// Result of the observed seat.
    score: f64,
    /// Whether `a` sat in the observed seat.
    a_played: bool,
    deal: u32,
    a_ms: Vec<f64>,
    b_ms: Vec<f64>,
    a_cpu: Vec<f64>,
    b_cpu: Vec<f64>,
    unfinished: bool,
    tally: Vec<(&'static str, f64)>,
    /// The observed seat's class ([`GameDef::arena_seat_class`]).
    class: Option<&'static str>,
    /// How plainly the observed seat's class showed ([`GameDef::arena_seat_reading`]), before
    /// each of its decisions.
    readings: Vec<f64>,
    /// The `--record` lines of this game.
    lines: String,
}

/// Plays the games of `spec` for game type `G`.
pub fn run<G: GameDef>(spec: &ArenaSpec) -> Result<ArenaReport, String> {
    run_named::<G>(spec, &|_| None)
}

/// A game's arena-only opponents by name.
pub type NamedBots<G> = dyn Fn(&str) -> Option<Box<dyn Bot<G>>>;

/// [`run`] with the game's named arena-only opponents.
pub fn run_named<G: GameDef>(
    spec: &ArenaSpec,
    named: &NamedBots<G>,
) -> Result<ArenaReport, String> {
    let rules = if spec.rules.trim().is_empty() {
        G::Rules::default()
    } else {
        G::parse_rules(&spec.rules)?
    };
    let range = G::player_range();
    let players = spec.players.unwrap_or(*range.start());
    if !range.contains(&players) {
        return Err(format!(
            "{} is played by {}–{} players, not {players}",
            G::ID,
            range.start(),
            range.end()
        ));
    }
    if spec.games == 0 {
        return Err("--games must be at least 1".into());
    }
    if let Some(start) = &spec.start {
        // Refuse an unknown start before playing anything.
        G::arena_start(&rules, start, &mut rng_from_seed(spec.seed))?;
    }
    let pick = |strength: Strength, name: &Option<String>| match name {
        Some(n) => named(n).ok_or_else(|| format!("{} has no arena opponent {n:?}", G::ID)),
        None => Ok(G::bot(strength)),
    };
    let bot_a = pick(spec.a, &spec.named[0])?;
    let bot_b = pick(spec.b, &spec.named[1])?;
    let next = AtomicU32::new(0);
    let records = Mutex::new(Vec::new());
    let threads = spec.threads.clamp(1, 64);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= spec.games {
                        break;
                    }
                    let Some(mut record) =
                        play_one::<G>(&rules, players, spec, index, bot_a.as_ref(), bot_b.as_ref())
                    else {
                        continue;
                    };
                    if let Ok(mut r) = records.lock() {
                        if let Some(path) = &spec.record {
                            append(path, &std::mem::take(&mut record.lines));
                        }
                        r.push(record);
                    }
                }
            });
        }
    });
    let records = records
        .into_inner()
        .map_err(|_| "an arena thread panicked")?;
    if records.is_empty() {
        return Err(format!(
            "no deal's observed seat has the class {:?}",
            spec.class.as_deref().unwrap_or_default()
        ));
    }
    let rules_label = if spec.rules.trim().is_empty() {
        "default".to_owned()
    } else {
        spec.rules.clone()
    };
    Ok(summarize(G::ID, rules_label, players, spec, &records))
}

fn play_one<G: GameDef>(
    rules: &G::Rules,
    players: usize,
    spec: &ArenaSpec,
    index: u32,
    bot_a: &dyn Bot<G>,
    bot_b: &dyn Bot<G>,
) -> Option<GameRecord> {
    let self_play = spec.a == spec.b && spec.named == [None, None] && players > 2;
    let deal = if self_play { index } else { index / 2 };
    let deal_seed = mix(spec.seed, u64::from(deal));
    let (observed_seat, a_seat): (Player, Option<Player>) = if players == 2 {
        let seat = (index % 2) as Player;
        (seat, Some(seat))
    } else {
        let seat = deal as Player % players;
        (seat, index.is_multiple_of(2).then_some(seat))
    };
    let mut setup_rng = rng_from_seed(deal_seed);
    let mut state = match &spec.start {
        Some(start) => match G::arena_start_of_deal(rules, start, deal, &mut setup_rng) {
            Ok(state) => state,
            Err(e) => panic!("arena start {start:?}: {e}"),
        },
        None => G::new_game(rules, players, Some(0), &mut setup_rng),
    };
    if let Some(class) = &spec.class
        && state.arena_seat_class(observed_seat) != Some(class.as_str())
    {
        return None;
    }
    let mut chance_rng = rng_from_seed(mix(deal_seed, 0xC4A2_CE00));
    let mut seat_rngs: Vec<GameRng> = (0..players)
        .map(|seat| rng_from_seed(mix(deal_seed, 0x5EA7_0000 + seat as u64)))
        .collect();
    let budget = Budget::unlimited();
    let mut record = GameRecord {
        score: 0.5,
        a_played: a_seat.is_some(),
        deal,
        a_ms: Vec::new(),
        b_ms: Vec::new(),
        a_cpu: Vec::new(),
        b_cpu: Vec::new(),
        unfinished: false,
        tally: Vec::new(),
        class: None,
        readings: Vec::new(),
        lines: String::new(),
    };
    let mut decisions = 0u32;
    loop {
        match state.to_move() {
            Turn::Over => {
                record.score = state.returns().get(observed_seat).copied().unwrap_or(0.0);
                record.tally = state.arena_tally();
                record.class = state.arena_seat_class(observed_seat);
                if spec.record.is_some() {
                    record
                        .lines
                        .push_str(&format!("{index}\tresult\t{:?}\n", state.returns()));
                }
                return Some(record);
            }
            Turn::Chance => {
                let outcome = state.sample_chance(&mut chance_rng);
                state.apply_unchecked(outcome);
            }
            Turn::Player(p) => {
                if decisions >= spec.move_cap {
                    record.unfinished = true;
                    record.tally = state.arena_tally();
                    record.class = state.arena_seat_class(observed_seat);
                    return Some(record);
                }
                decisions += 1;
                if p == observed_seat
                    && let Some(reading) = state.arena_seat_reading(p)
                {
                    record.readings.push(reading);
                }
                let is_a = a_seat == Some(p);
                if spec.record.is_some() {
                    let text = ron::to_string(&state).unwrap_or_default();
                    let who = if is_a { "a" } else { "b" };
                    record
                        .lines
                        .push_str(&format!("{index}\t{p}\t{who}\t{text}\n"));
                }
                let bot = if is_a { bot_a } else { bot_b };
                let started = Instant::now();
                let cpu_before = decision_cpu(bot);
                let action = bot.choose(&state, p, &budget, &mut seat_rngs[p]);
                let ms = started.elapsed().as_secs_f64() * 1000.0;
                let cpu_ms = (decision_cpu(bot).saturating_sub(cpu_before)).as_secs_f64() * 1000.0;
                if is_a {
                    record.a_ms.push(ms);
                    record.a_cpu.push(cpu_ms);
                } else {
                    record.b_ms.push(ms);
                    record.b_cpu.push(cpu_ms);
                }
                if let Err(e) = state.apply(action) {
                    panic!("bot {} chose an illegal action: {e}", bot.name());
                }
            }
        }
    }
}

/// Appends `text` to the file at `path` (a failure is reported, not fatal: the run goes on).
fn append(path: &str, text: &str) {
    use std::io::Write as _;
    let written = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .and_then(|mut f| f.write_all(text.as_bytes()));
    if let Err(e) = written {
        eprintln!("arena: cannot write the record {path}: {e}");
    }
}

/// CPU time of this thread plus the bot's helper processes (zero where `/proc` is missing).
fn decision_cpu<G: GameDef>(bot: &dyn Bot<G>) -> Duration {
    super::cpu::thread_cpu().unwrap_or_default() + bot.helper_cpu()
}

/// The Wilson score interval (95 %) of a mean result `p` over `n` games.
pub fn wilson95(p: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let n = n as f64;
    let z2n = z * z / n;
    let centre = (p + z2n / 2.0) / (1.0 + z2n);
    let half = z * (p * (1.0 - p) / n + z2n / (4.0 * n)).sqrt() / (1.0 + z2n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// A reproducible 64-bit mix of two numbers (splitmix64 finaliser).
fn mix(a: u64, b: u64) -> u64 {
    let mut z = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn mean(values: &[f64]) -> f64 {
    if values.is_empty() {
        0.0
    } else {
        values.iter().sum::<f64>() / values.len() as f64
    }
}

fn ci95(values: &[f64]) -> f64 {
    if values.len() < 2 {
        return 0.0;
    }
    let m = mean(values);
    let var = values.iter().map(|v| (v - m).powi(2)).sum::<f64>() / (values.len() - 1) as f64;
    1.96 * (var / values.len() as f64).sqrt()
}

fn summarize(
    game: &str,
    rules: String,
    players: usize,
    spec: &ArenaSpec,
    records: &[GameRecord],
) -> ArenaReport {
    let a_games: Vec<&GameRecord> = records.iter().filter(|r| r.a_played).collect();
    let a_scores: Vec<f64> = a_games.iter().map(|r| r.score).collect();
    let a_score = mean(&a_scores);
    let (baseline, ci) = if players == 2 {
        (0.5, ci95(&a_scores))
    } else {
        let b_games: Vec<&GameRecord> = records.iter().filter(|r| !r.a_played).collect();
        let baseline = mean(&b_games.iter().map(|r| r.score).collect::<Vec<_>>());
        let diffs: Vec<f64> = a_games
            .iter()
            .filter_map(|a| {
                b_games
                    .iter()
                    .find(|b| b.deal == a.deal)
                    .map(|b| a.score - b.score)
            })
            .collect();
        (baseline, ci95(&diffs))
    };
    let mut a_ms: Vec<f64> = records
        .iter()
        .flat_map(|r| r.a_ms.iter().copied())
        .collect();
    let b_ms: Vec<f64> = records
        .iter()
        .flat_map(|r| r.b_ms.iter().copied())
        .collect();
    let cpu = |of: fn(&GameRecord) -> &Vec<f64>| {
        mean(
            &records
                .iter()
                .flat_map(|r| of(r).iter().copied())
                .collect::<Vec<_>>(),
        )
    };
    a_ms.sort_by(f64::total_cmp);
    let a_ms_median = if a_ms.is_empty() {
        0.0
    } else {
        a_ms[a_ms.len() / 2]
    };
    ArenaReport {
        game: game.to_owned(),
        rules,
        players,
        a: spec.a,
        b: spec.b,
        labels: [0, 1].map(|i| {
            spec.named[i]
                .clone()
                .unwrap_or_else(|| [spec.a, spec.b][i].id().to_owned())
        }),
        games: records.len() as u32,
        a_wins: a_games.iter().filter(|r| r.score > 0.999).count() as u32,
        b_wins: a_games.iter().filter(|r| r.score < 0.001).count() as u32,
        draws: a_games
            .iter()
            .filter(|r| (0.001..=0.999).contains(&r.score))
            .count() as u32,
        a_score,
        baseline,
        ci95: ci,
        wilson95: wilson95(a_score, a_scores.len()),
        a_ms_median,
        a_ms_per_decision: mean(&a_ms),
        b_ms_per_decision: mean(&b_ms),
        max_ms_per_decision: a_ms.last().copied().unwrap_or(0.0),
        a_cpu_ms: cpu(|r| &r.a_cpu),
        b_cpu_ms: cpu(|r| &r.b_cpu),
        unfinished: records.iter().filter(|r| r.unfinished).count() as u32,
        tallies: mean_tallies(records),
        by_class: by_class(records),
        reading: reading(records),
        by_deal: by_deal(records),
    }
}

/// The deals both bots played, in deal order.
fn by_deal(records: &[GameRecord]) -> Vec<DealRow> {
    let mut rows: Vec<DealRow> = records
        .iter()
        .filter(|r| r.a_played)
        .filter_map(|a| {
            let b = records.iter().find(|b| !b.a_played && b.deal == a.deal)?;
            Some(DealRow {
                deal: a.deal,
                a_score: a.score,
                b_score: b.score,
                class: a.class,
            })
        })
        .collect();
    rows.sort_by_key(|r| r.deal);
    rows
}

/// The paired comparison of readings (duplicate matches only: a deal counts when both bots
/// played it and the seat had something hidden).
fn reading(records: &[GameRecord]) -> Option<ReadingRow> {
    let pairs: Vec<(f64, f64)> = records
        .iter()
        .filter(|r| r.a_played)
        .filter_map(|a| {
            let b = records.iter().find(|b| !b.a_played && b.deal == a.deal)?;
            let mean_of = |r: &GameRecord| (!r.readings.is_empty()).then(|| mean(&r.readings));
            Some((mean_of(a)?, mean_of(b)?))
        })
        .collect();
    if pairs.is_empty() {
        return None;
    }
    let diffs: Vec<f64> = pairs.iter().map(|(a, b)| a - b).collect();
    Some(ReadingRow {
        deals: pairs.len() as u32,
        a_read: mean(&pairs.iter().map(|p| p.0).collect::<Vec<_>>()),
        b_read: mean(&pairs.iter().map(|p| p.1).collect::<Vec<_>>()),
        ci95: ci95(&diffs),
    })
}

/// The paired comparison per class of the observed seat (duplicate matches only: a deal
/// counts when both bots played it).
fn by_class(records: &[GameRecord]) -> Vec<ClassRow> {
    let mut rows: Vec<(&'static str, Vec<(f64, f64)>)> = Vec::new();
    for a in records.iter().filter(|r| r.a_played) {
        let Some(class) = a.class else {
            continue;
        };
        let Some(b) = records.iter().find(|b| !b.a_played && b.deal == a.deal) else {
            continue;
        };
        match rows.iter_mut().find(|(c, _)| *c == class) {
            Some((_, pairs)) => pairs.push((a.score, b.score)),
            None => rows.push((class, vec![(a.score, b.score)])),
        }
    }
    rows.into_iter()
        .map(|(class, pairs)| {
            let diffs: Vec<f64> = pairs.iter().map(|(a, b)| a - b).collect();
            ClassRow {
                class: class.to_owned(),
                deals: pairs.len() as u32,
                a_score: mean(&pairs.iter().map(|p| p.0).collect::<Vec<_>>()),
                baseline: mean(&pairs.iter().map(|p| p.1).collect::<Vec<_>>()),
                ci95: ci95(&diffs),
            }
        })
        .collect()
}

/// The mean of each named tally over all records (a record without a name counts 0).
fn mean_tallies(records: &[GameRecord]) -> Vec<(String, f64)> {
    let mut sums: Vec<(String, f64)> = Vec::new();
    for record in records {
        for &(name, value) in &record.tally {
            match sums.iter_mut().find(|(n, _)| n == name) {
                Some((_, sum)) => *sum += value,
                None => sums.push((name.to_owned(), value)),
            }
        }
    }
    let games = records.len().max(1) as f64;
    sums.into_iter().map(|(n, sum)| (n, sum / games)).collect()
}
