//! An arena-only opponent that asks an outside Gygès engine for its moves over a pipe, in the
//! UGI text protocol (modelled on chess's UCI): `--b ugi:/path/to/engine[,option=value…]`.
//!
//! The engine runs as a separate process (nothing of it is linked); each option is sent as
//! `setoption <name> <value>` (e.g. `maxPly=3`). A decision sends the whole board as
//! `setpos data <rows>` from the mover's side — squares 0–35 row by row from the mover's back
//! row, 37 the goal it attacks — then `go`, and reads `bestmove <start>|<end>[|<drop>]`. North's
//! board is turned half a turn so the engine always moves "up". The engine cannot set up, so
//! such runs start from complete boards (`--start random`); in the set-up phase this bot plays
//! the Normal bot's placements.
//!
//! Its CPU time (user + system of the child, all threads) is reported through
//! [`Bot::helper_cpu`], so the arena can compare it with ours at equal CPU per move.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::{
        Mutex,
        atomic::{AtomicU32, AtomicU64, Ordering},
        mpsc::{Receiver, RecvTimeoutError},
    },
    time::Duration,
};

use super::{
    actions::Action,
    ai,
    board::{Point, SQUARES, Sq},
    state::{Phase, State},
};
use crate::engine::{Bot, Budget, Certainty, Game, GameRng, Player, RankedAction, Strength, cpu};

/// The arena name's prefix.
pub const PREFIX: &str = "ugi:";
/// Longest wait for one answer before the engine counts as hung: a crowded position can take
/// the engine tens of seconds, several times that on a loaded core.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(600);
/// The goal a mover attacks, in UGI numbering.
const GOAL: usize = 37;

/// An engine process and its lines.
pub(super) struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    pub(super) fn start(exe: &str, options: &[(String, String)]) -> Result<Engine, String> {
        let mut child = Command::new(exe)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {exe}: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = child.stdout.take().ok_or("no stdout")?;
        let (send, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            child,
            input,
            lines,
        };
        engine.send("ugi")?;
        engine.wait_for(|l| l == "ugiok")?;
        for (name, value) in options {
            engine.send(&format!("setoption {name} {value}"))?;
        }
        engine.send("isready")?;
        engine.wait_for(|l| l == "readyok")?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("engine pipe: {e}"))
    }

    /// Reads lines until one satisfies `done`, which is returned.
    fn wait_for(&mut self, done: impl Fn(&str) -> bool) -> Result<String, String> {
        loop {
            match self.lines.recv_timeout(ANSWER_TIMEOUT) {
                Ok(line) if done(line.trim()) => return Ok(line.trim().to_owned()),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => return Err("the engine did not answer".into()),
                Err(RecvTimeoutError::Disconnected) => return Err("the engine quit".into()),
            }
        }
    }

    /// CPU time the process has used so far (all its threads).
    pub(super) fn cpu(&self) -> Duration {
        cpu::process_cpu(self.child.id()).unwrap_or_default()
    }

    /// The engine's answer to `board` ([`board_text`]): the text after `bestmove`.
    pub(super) fn best_move(&mut self, board: &str) -> Result<String, String> {
        self.send(&format!("setpos data {board}"))?;
        self.send("go")?;
        let line = self.wait_for(|l| l.starts_with("bestmove"))?;
        Ok(line.trim_start_matches("bestmove").trim().to_owned())
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            std::thread::sleep(Duration::from_millis(50));
            if !matches!(self.child.try_wait(), Ok(Some(_))) {
                let _ = self.child.kill();
            }
        }
        let _ = self.child.wait();
    }
}

/// The outside engine as a bot.
pub struct UgiBot {
    exe: String,
    options: Vec<(String, String)>,
    /// Idle engine processes (one per arena thread at most).
    idle: Mutex<Vec<Engine>>,
    /// CPU of engines already closed plus the running total at the last decision.
    cpu_ns: AtomicU64,
    /// Answers that were not a legal move here (replaced by the Normal bot's move).
    pub refused: AtomicU32,
}

impl UgiBot {
    /// A bot for `ugi:/path[,name=value…]`; starts one engine at once to check that it runs.
    pub fn from_spec(spec: &str) -> Result<UgiBot, String> {
        let (exe, options) = parse_spec(spec)?;
        let bot = UgiBot {
            exe,
            options,
            idle: Mutex::new(Vec::new()),
            cpu_ns: AtomicU64::new(0),
            refused: AtomicU32::new(0),
        };
        let engine = Engine::start(&bot.exe, &bot.options)?;
        bot.release(engine);
        Ok(bot)
    }

    fn take(&self) -> Result<Engine, String> {
        let idle = self.idle.lock().ok().and_then(|mut idle| idle.pop());
        match idle {
            Some(engine) => Ok(engine),
            None => Engine::start(&self.exe, &self.options),
        }
    }

    fn release(&self, engine: Engine) {
        if let Ok(mut idle) = self.idle.lock() {
            idle.push(engine);
        }
    }

    /// Asks an engine for its move; `None` when it fails or answers nothing usable.
    fn ask(&self, state: &State, player: Player) -> Option<Action> {
        let mut engine = match self.take() {
            Ok(engine) => engine,
            Err(e) => {
                log::warn!("UGI engine: {e}");
                return None;
            }
        };
        let before = engine.cpu();
        let answer = engine.best_move(&board_text(state, player));
        let spent = engine.cpu().saturating_sub(before);
        self.cpu_ns.fetch_add(
            u64::try_from(spent.as_nanos()).unwrap_or(u64::MAX),
            Ordering::Relaxed,
        );
        match answer {
            Ok(text) => {
                self.release(engine);
                parse_move(&text, player)
            }
            Err(e) => {
                log::warn!("UGI engine: {e}");
                None
            }
        }
    }
}

impl Bot<State> for UgiBot {
    fn name(&self) -> String {
        format!("{PREFIX}{}", self.exe)
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        if state.phase() != Phase::Play {
            return ai::bot(Strength::Normal).rank(state, player, budget, rng);
        }
        let legal = state.legal_action_list();
        match self.ask(state, player) {
            Some(action) if legal.contains(&action) => vec![RankedAction {
                action,
                value: 0.5,
                visits: 0,
                certainty: Certainty::Unvalued,
            }],
            other => {
                self.refused.fetch_add(1, Ordering::Relaxed);
                log::warn!(
                    "UGI engine answered {other:?}, not a legal move in {:?}; Normal plays",
                    state.position().rows()
                );
                ai::bot(Strength::Normal).rank(state, player, budget, rng)
            }
        }
    }

    fn helper_cpu(&self) -> Duration {
        Duration::from_nanos(self.cpu_ns.load(Ordering::Relaxed))
    }
}

/// The engine's path and its options from `ugi:/path[,name=value…]`.
pub fn parse_spec(spec: &str) -> Result<(String, Vec<(String, String)>), String> {
    let rest = spec
        .strip_prefix(PREFIX)
        .ok_or_else(|| format!("not a UGI engine: {spec:?}"))?;
    let mut parts = rest.split(',');
    let exe = parts.next().unwrap_or_default().trim().to_owned();
    if exe.is_empty() {
        return Err("ugi: needs the engine's path".into());
    }
    let options = parts
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            p.split_once('=')
                .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
                .ok_or_else(|| format!("UGI option {p:?} is not name=value"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((exe, options))
}

/// A square in the mover's numbering (North's board is turned half a turn).
fn to_ugi(sq: Sq, mover: Player) -> usize {
    if mover == 0 {
        sq.index()
    } else {
        SQUARES - 1 - sq.index()
    }
}

fn from_ugi(index: usize, mover: Player) -> Option<Sq> {
    let ours = if mover == 0 {
        index
    } else {
        SQUARES.checked_sub(1 + index)?
    };
    (ours < SQUARES).then_some(Sq(ours as u8))
}

/// The board as UGI rows from the mover's back row: `321123/000000/…`.
pub fn board_text(state: &State, mover: Player) -> String {
    let mut cells = [0u8; SQUARES];
    for sq in Sq::all() {
        cells[to_ugi(sq, mover)] = state.position().rings(sq);
    }
    cells
        .chunks(6)
        .map(|row| row.iter().map(|c| char::from(b'0' + c)).collect::<String>())
        .collect::<Vec<_>>()
        .join("/")
}

/// Reads `start|end` or `start|end|drop` (mover's numbering).
pub fn parse_move(text: &str, mover: Player) -> Option<Action> {
    let numbers: Vec<usize> = text
        .split('|')
        .map(|p| p.trim().parse().ok())
        .collect::<Option<Vec<_>>>()?;
    match *numbers.as_slice() {
        [start, GOAL] => Some(Action::Move {
            from: from_ugi(start, mover)?,
            to: Point::Goal,
        }),
        [start, end] => Some(Action::Move {
            from: from_ugi(start, mover)?,
            to: Point::Square(from_ugi(end, mover)?),
        }),
        [start, at, drop] => Some(Action::Replace {
            from: from_ugi(start, mover)?,
            at: from_ugi(at, mover)?,
            drop: from_ugi(drop, mover)?,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gyges::{position::Position, rules::Rules};

    #[test]
    fn boards_and_moves_are_seen_from_the_mover() {
        let position =
            Position::from_rows(&["1.2.3.", "......", "......", "......", "......", "3....1"])
                .expect("board");
        let g = State::from_position(Rules::default(), position, 0);
        assert_eq!(
            board_text(&g, 0),
            "300001/000000/000000/000000/000000/102030"
        );
        // North sees its own back row (row 6) first, turned: f6 is its 0.
        assert_eq!(
            board_text(&g, 1),
            "030201/000000/000000/000000/000000/100003"
        );
        assert_eq!(
            parse_move("0|6", 0),
            Some(Action::Move {
                from: Sq::at(0, 0),
                to: Point::Square(Sq::at(1, 0)),
            })
        );
        assert_eq!(
            parse_move("1|37", 1),
            Some(Action::Move {
                from: Sq::at(5, 4),
                to: Point::Goal,
            })
        );
        assert_eq!(
            parse_move("0|6|35", 1),
            Some(Action::Replace {
                from: Sq::at(5, 5),
                at: Sq::at(4, 5),
                drop: Sq::at(0, 0),
            })
        );
        assert_eq!(parse_move("0|x", 0), None);
        assert_eq!(parse_move("0|40", 0), None);
        assert!(UgiBot::from_spec("ugi:").is_err());
        assert!(UgiBot::from_spec("ugi:/nonexistent/engine").is_err());
        assert!(UgiBot::from_spec("ugi:/bin/true,maxPly").is_err());
    }
}
