//! The outsider's match: a bot against an outside engine over UGI ([`super::ugi`]) on every
//! mirrored back-row start ([`super::starts`]) with both colours, measured the way someone who
//! knows the engine would measure it. Every engine answer is checked against our legal moves:
//! an illegal one (e.g. a bounce back to the piece's own start square, which our rules forbid)
//! makes the game void, as does a threefold repetition or the move cap. An engine that answers
//! no move has resigned; that counts only when our own short search confirms the loss, else the
//! game is void. CPU per move: ours from the deciding thread, the engine's from its process.
//!
//! `gyges-match --engine ugi:/path,maxPly=3 [--bot expert|search:…] [--rows 0-89] [--record f]`
//! (rules: the engine's, edge no-revisit with Replace, unless `--rules` says otherwise).

use std::fmt::Write as _;

use super::{
    notation,
    rules::Rules,
    search::{Limits, MATE_BOUND, search},
    starts,
    state::State,
    ugi::{self, Engine},
};
use crate::engine::{
    Bot, Budget, Game, GameRng, Player, Turn, arena::wilson95, cpu, rng_from_seed,
};

/// Decisions after which a game is void (a null loop that never repeats exactly).
pub const MOVE_CAP: u32 = 200;

/// Why a game does not count.
#[derive(Clone, Debug, PartialEq)]
pub enum Void {
    /// The engine answered a move our rules do not allow (its text).
    IllegalEngineMove(String),
    /// The engine answered no move, and our search does not see it lost.
    UnconfirmedResignation,
    /// A position came up a third time.
    Repetition,
    /// [`MOVE_CAP`] decisions without a result.
    MoveCap,
    /// The engine failed (quit, hung).
    EngineFailed(String),
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// Our bot reached the goal (or the engine resigned a confirmed loss).
    Won {
        /// By a confirmed resignation.
        resigned: bool,
    },
    /// The engine won.
    Lost,
    /// Not counted.
    Void(Void),
}

/// One game of the match.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// The start's back row.
    pub row: [u8; 6],
    /// Our bot's seat (0: South, who moves first).
    pub seat: Player,
    /// The result.
    pub outcome: Outcome,
    /// CPU of each of our decisions, s.
    pub ours_cpu: Vec<f64>,
    /// Our bot's value of each of its decisions (0 lost … 1 won), to see where a game turned.
    pub ours_values: Vec<f64>,
    /// CPU of each of the engine's decisions, s.
    pub engine_cpu: Vec<f64>,
    /// The moves in notation, `*` after the engine's.
    pub moves: Vec<String>,
}

impl GameResult {
    /// One line: row, colour, result, CPU of both sides (s, moves), our values (percent),
    /// moves.
    pub fn line(&self) -> String {
        let result = match &self.outcome {
            Outcome::Won { resigned: false } => "won".to_owned(),
            Outcome::Won { resigned: true } => "won (resigned)".to_owned(),
            Outcome::Lost => "lost".to_owned(),
            Outcome::Void(v) => format!("void {v:?}"),
        };
        format!(
            "{}\t{}\t{}\tours {:.3} s/{} engine {:.3} s/{}\t{}\t{}",
            starts::row_text(self.row),
            notation::seat_letter(self.seat),
            result,
            self.ours_cpu.iter().sum::<f64>(),
            self.ours_cpu.len(),
            self.engine_cpu.iter().sum::<f64>(),
            self.engine_cpu.len(),
            self.ours_values
                .iter()
                .map(|v| format!("{:.0}", v * 100.0))
                .collect::<Vec<_>>()
                .join(" "),
            self.moves.join(" ")
        )
    }
}

/// Plays one game of `bot` in `seat` against `engine` from the mirrored start `row`.
fn play(
    bot: &dyn Bot<State>,
    engine: &mut Engine,
    rules: &Rules,
    row: [u8; 6],
    seat: Player,
) -> GameResult {
    let mut state = starts::mirrored(rules, row);
    let mut rng: GameRng = rng_from_seed(0x6A7E_5000);
    let budget = Budget::unlimited();
    let mut result = GameResult {
        row,
        seat,
        outcome: Outcome::Void(Void::MoveCap),
        ours_cpu: Vec::new(),
        ours_values: Vec::new(),
        engine_cpu: Vec::new(),
        moves: Vec::new(),
    };
    for _ in 0..MOVE_CAP {
        let Turn::Player(mover) = state.to_move() else {
            result.outcome = match state.winner() {
                Some(w) if w == seat => Outcome::Won { resigned: false },
                Some(_) => Outcome::Lost,
                None => Outcome::Void(Void::Repetition),
            };
            return result;
        };
        let action = if mover == seat {
            let before = cpu::thread_cpu().unwrap_or_default();
            let ranked = bot.rank(&state, mover, &budget, &mut rng);
            let spent = cpu::thread_cpu().unwrap_or_default().saturating_sub(before);
            result.ours_cpu.push(spent.as_secs_f64());
            let Some(best) = ranked.first() else {
                result.outcome = Outcome::Void(Void::EngineFailed("we had no move".into()));
                return result;
            };
            result.ours_values.push(best.value);
            best.action
        } else {
            let before = engine.cpu();
            let answer = engine.best_move(&ugi::board_text(&state, mover));
            result
                .engine_cpu
                .push(engine.cpu().saturating_sub(before).as_secs_f64());
            let text = match answer {
                Ok(text) => text,
                Err(e) => {
                    result.outcome = Outcome::Void(Void::EngineFailed(e));
                    return result;
                }
            };
            match ugi::parse_move(&text, mover) {
                Some(action) if state.legal_action_list().contains(&action) => action,
                Some(_) => {
                    result.moves.push(format!("{text}?"));
                    result.outcome = Outcome::Void(Void::IllegalEngineMove(text));
                    return result;
                }
                None => {
                    result.moves.push("resigns".to_owned());
                    result.outcome = if confirmed_lost(&state) {
                        Outcome::Won { resigned: true }
                    } else {
                        Outcome::Void(Void::UnconfirmedResignation)
                    };
                    return result;
                }
            }
        };
        let mut events = Vec::new();
        if let Err(e) = state.play(action, Some(&mut events)) {
            result.outcome = Outcome::Void(Void::EngineFailed(e.to_string()));
            return result;
        }
        let mut text = notation::events_text(&events).unwrap_or_else(|| format!("{action:?}"));
        if mover != seat {
            text.push('*');
        }
        result.moves.push(text);
    }
    result
}

/// Whether our short search (no clock) proves the side to move lost.
fn confirmed_lost(state: &State) -> bool {
    let limits = Limits {
        soft_nodes: 200_000,
        hard_nodes: 600_000,
        max_depth: 8,
        time_cap: None,
        quiescence: 2,
        frontier_replaces: 0,
        reduce_from: 3,
        use_partial: false,
        threat_probe: 0,
        threat_extension: 0,
        full_depth_threats: false,
    };
    let report = search(
        state,
        &limits,
        &super::eval::Weights::EXPERT,
        &Budget::unlimited(),
    );
    report
        .ranked
        .first()
        .is_some_and(|&(score, _)| score < -MATE_BOUND)
}

/// Plays `bot` against the engine `spec` (`ugi:/path,option=value…`) under `rules` on the
/// rows numbered `rows` ([`starts::back_rows`] order), each with both colours; `each` sees
/// every game.
pub fn run(
    bot: &dyn Bot<State>,
    spec: &str,
    rules: &Rules,
    rows: &[usize],
    mut each: impl FnMut(&GameResult),
) -> Result<Vec<GameResult>, String> {
    let (exe, options) = ugi::parse_spec(spec)?;
    let all = starts::back_rows();
    let mut engine = Engine::start(&exe, &options)?;
    let mut results = Vec::new();
    for &index in rows {
        let row = *all
            .get(index)
            .ok_or_else(|| format!("there are {} rows, not {}", all.len(), index + 1))?;
        for seat in 0..2 {
            let result = play(bot, &mut engine, rules, row, seat);
            if matches!(result.outcome, Outcome::Void(Void::EngineFailed(_))) {
                engine = Engine::start(&exe, &options)?;
            }
            each(&result);
            results.push(result);
        }
    }
    Ok(results)
}

/// The match in numbers: score with its Wilson interval, per colour, voids, CPU per move.
pub fn summary(results: &[GameResult]) -> String {
    let mut out = String::new();
    let score = |games: &[&GameResult]| -> (usize, usize) {
        let counted: Vec<_> = games
            .iter()
            .filter(|g| !matches!(g.outcome, Outcome::Void(_)))
            .collect();
        let won = counted
            .iter()
            .filter(|g| matches!(g.outcome, Outcome::Won { .. }))
            .count();
        (won, counted.len())
    };
    let all: Vec<&GameResult> = results.iter().collect();
    for (label, games) in [
        ("all", all.clone()),
        (
            "as South",
            all.iter().copied().filter(|g| g.seat == 0).collect(),
        ),
        (
            "as North",
            all.iter().copied().filter(|g| g.seat == 1).collect(),
        ),
    ] {
        let (won, n) = score(&games);
        let p = if n == 0 { 0.0 } else { won as f64 / n as f64 };
        let (lo, hi) = wilson95(p, n);
        let _ = writeln!(
            out,
            "{label:>9}: {won}/{n} = {:.1} % [{:.1}, {:.1}] ({} void)",
            p * 100.0,
            lo * 100.0,
            hi * 100.0,
            games.len() - n
        );
    }
    let mut voids: Vec<String> = results
        .iter()
        .filter_map(|g| match &g.outcome {
            Outcome::Void(v) => Some(format!("{v:?}")),
            _ => None,
        })
        .collect();
    voids.sort();
    if !voids.is_empty() {
        let _ = writeln!(out, "     void: {}", voids.join(", "));
    }
    let resigned = results
        .iter()
        .filter(|g| g.outcome == Outcome::Won { resigned: true })
        .count();
    let _ = writeln!(out, " resigned: {resigned} (confirmed)");
    for (label, cpu) in [
        (
            "ours",
            results
                .iter()
                .flat_map(|g| g.ours_cpu.iter().copied())
                .collect::<Vec<_>>(),
        ),
        (
            "engine",
            results
                .iter()
                .flat_map(|g| g.engine_cpu.iter().copied())
                .collect(),
        ),
    ] {
        let _ = writeln!(out, "{label:>9}: {}", cpu_text(&cpu));
    }
    out
}

/// Mean (with its 95 % half-width), median and maximum CPU per move, ms.
fn cpu_text(seconds: &[f64]) -> String {
    if seconds.is_empty() {
        return "no moves".into();
    }
    let n = seconds.len() as f64;
    let mean = seconds.iter().sum::<f64>() / n;
    let var = seconds.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let mut sorted = seconds.to_vec();
    sorted.sort_by(f64::total_cmp);
    let ms = |s: f64| s * 1000.0;
    format!(
        "CPU per move {:.0} ± {:.0} ms, median {:.0}, max {:.0} ({} moves)",
        ms(mean),
        ms(1.96 * (var / n).sqrt()),
        ms(sorted[sorted.len() / 2]),
        ms(sorted[sorted.len() - 1]),
        seconds.len()
    )
}

/// Parses `0-89`, `3,5,7` or `0-9,20` into row numbers.
pub fn parse_rows(text: &str) -> Result<Vec<usize>, String> {
    let mut rows = Vec::new();
    for part in text.split(',').filter(|p| !p.is_empty()) {
        let number = |s: &str| {
            s.trim()
                .parse::<usize>()
                .map_err(|_| format!("{s:?} is not a row number"))
        };
        match part.split_once('-') {
            Some((a, b)) => rows.extend(number(a)?..=number(b)?),
            None => rows.push(number(part)?),
        }
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_lists_parse() {
        assert_eq!(parse_rows("0-3,7").expect("rows"), vec![0, 1, 2, 3, 7]);
        assert!(parse_rows("x").is_err());
    }

    #[test]
    fn the_summary_leaves_void_games_out_of_the_score() {
        let game = |seat, outcome| GameResult {
            row: [1, 1, 2, 2, 3, 3],
            seat,
            outcome,
            ours_cpu: vec![0.2],
            ours_values: vec![0.5],
            engine_cpu: vec![0.1],
            moves: Vec::new(),
        };
        let text = summary(&[
            game(0, Outcome::Won { resigned: false }),
            game(1, Outcome::Lost),
            game(0, Outcome::Void(Void::Repetition)),
            game(1, Outcome::Won { resigned: true }),
        ]);
        assert!(text.contains("all: 2/3 = 66.7 %"), "{text}");
        assert!(text.contains("as South: 1/1"), "{text}");
        assert!(text.contains("(1 void)"), "{text}");
        assert!(text.contains("resigned: 1"), "{text}");
    }

    #[test]
    fn an_open_start_is_no_confirmed_loss() {
        assert!(!confirmed_lost(&starts::mirrored(
            &Rules::default(),
            [1, 1, 2, 2, 3, 3]
        )));
    }
}
