//! Bot-vs-bot tournaments from the command line.
//!
//! `cargo run --release --features lab --bin arena -- --game gyges --a expert --b random --games 100 --seed 1`
//!
//! Prints a readable table and, as its last line, one JSON object.

use std::process::ExitCode;

use asobiba::{
    app::registry::GameKind,
    engine::{Strength, arena::ArenaSpec},
};

/// The usage line; the game ids come from the registry.
fn usage() -> String {
    let ids: Vec<&str> = GameKind::all().map(GameKind::id).collect();
    format!(
        "usage: arena --game <{}> [--rules <preset or key=value,...>] [--players N] \
         --a <random|easy|normal|hard|expert> --b <...> (or an arena-only opponent, e.g. gyges: expert-2026-11, ab-ref, \
         ugi:/path/to/engine; aegis: pimc, pimc-N, expert-2026-11; bang: yardstick, expert-2026-11, expert:it=N,…) --games N --seed S [--threads T] \
         [--move-cap M] [--start <name>, e.g. gyges: random] [--record <file>] [--class <observed seat's class, e.g. bang: Deputy>]",
        ids.join("|")
    )
}

fn parse(args: &[String]) -> Result<(GameKind, ArenaSpec), String> {
    let mut game = None;
    let mut spec = ArenaSpec::default();
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        if flag == "--help" || flag == "-h" {
            return Err(usage());
        }
        let value = args
            .get(i + 1)
            .ok_or_else(|| format!("{flag} needs a value\n{}", usage()))?;
        let number = |what: &str| -> Result<u64, String> {
            value
                .parse::<u64>()
                .map_err(|_| format!("{what} must be a whole number, not {value:?}"))
        };
        match flag {
            "--game" => {
                game = Some(
                    GameKind::from_id(value).ok_or_else(|| format!("unknown game {value:?}"))?,
                );
            }
            "--rules" => spec.rules = value.clone(),
            "--players" => spec.players = Some(number("--players")? as usize),
            // Any other name is a game's arena-only opponent, checked by the run.
            "--a" | "--b" => {
                let seat = usize::from(flag == "--b");
                match Strength::from_id(value) {
                    Some(s) if seat == 0 => spec.a = s,
                    Some(s) => spec.b = s,
                    None => spec.named[seat] = Some(value.clone()),
                }
            }
            "--games" => {
                spec.games = u32::try_from(number("--games")?).map_err(|e| e.to_string())?;
            }
            "--seed" => spec.seed = number("--seed")?,
            "--start" => spec.start = Some(value.clone()),
            "--record" => spec.record = Some(value.clone()),
            "--class" => spec.class = Some(value.clone()),
            "--threads" => spec.threads = number("--threads")? as usize,
            "--move-cap" => {
                spec.move_cap = u32::try_from(number("--move-cap")?).map_err(|e| e.to_string())?;
            }
            other => return Err(format!("unknown option {other:?}\n{}", usage())),
        }
        i += 2;
    }
    let game = game.ok_or_else(|| format!("--game is required\n{}", usage()))?;
    Ok((game, spec))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (game, spec) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    match game.run_arena(&spec) {
        Ok(report) => {
            print!("{}", report.table());
            println!("{}", report.json());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("arena: {message}");
            ExitCode::from(1)
        }
    }
}
