//! Gygès against an outside engine on every mirrored back-row start, both colours
//! (`asobiba::games::gyges::outsider`).
//!
//! `cargo run --profile ci --features lab --bin gyges-match -- --engine ugi:/path/to/engine,maxPly=3 [--bot expert|search:…] [--rows 0-89] [--record games.txt]`
//!
//! Prints each game as it ends (row, our colour, result, moves; `*` marks the engine's), then
//! the score with its Wilson interval, per colour, the void games and CPU per move of both.

use std::{io::Write as _, process::ExitCode};

use asobiba::{
    engine::{Bot, Strength},
    games::gyges::{Rules, State, ai, outsider},
};

fn usage() -> String {
    "usage: gyges-match --engine ugi:/path[,maxPly=3…] [--bot expert|hard|search:…] \
     [--rows 0-89] [--record <file>] [--rules <as the arena's>, default revisit=edge]"
        .to_owned()
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut engine = None;
    let mut bot_name = "expert".to_owned();
    let mut rows = "0-89".to_owned();
    let mut record = None;
    let mut rules = "revisit=edge".to_owned();
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            eprintln!("{}", usage());
            return ExitCode::from(2);
        };
        match flag.as_str() {
            "--engine" => engine = Some(value.clone()),
            "--bot" => bot_name = value.clone(),
            "--rows" => rows = value.clone(),
            "--record" => record = Some(value.clone()),
            "--rules" => rules = value.clone(),
            _ => {
                eprintln!("{}", usage());
                return ExitCode::from(2);
            }
        }
    }
    let Some(engine) = engine else {
        eprintln!("{}", usage());
        return ExitCode::from(2);
    };
    let bot: Box<dyn Bot<State>> = match Strength::from_id(&bot_name) {
        Some(strength) => ai::bot(strength),
        None => match ai::variant(&bot_name) {
            Some(variant) => Box::new(variant),
            None => {
                eprintln!("unknown bot {bot_name:?}\n{}", usage());
                return ExitCode::from(2);
            }
        },
    };
    let rules = match Rules::parse(&rules) {
        Ok(rules) => rules,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let rows = match outsider::parse_rows(&rows) {
        Ok(rows) => rows,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut file = match record.as_deref().map(std::fs::File::create).transpose() {
        Ok(file) => file,
        Err(e) => {
            eprintln!("cannot write the record: {e}");
            return ExitCode::from(1);
        }
    };
    let results = outsider::run(bot.as_ref(), &engine, &rules, &rows, |game| {
        println!("{}", game.line());
        if let Some(file) = file.as_mut()
            && let Err(e) = writeln!(file, "{}", game.line())
        {
            eprintln!("cannot write the record: {e}");
        }
    });
    match results {
        Ok(results) => {
            print!("{}", outsider::summary(&results));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("gyges-match: {e}");
            ExitCode::from(1)
        }
    }
}
