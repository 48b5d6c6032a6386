//! Gygès events and actions in plain words.

use crate::{
    engine::Player,
    games::gyges::{
        actions::{Action, Event},
        board::{Point, Sq, home_row},
        notation::{goal_of, move_text},
        state::State,
        text::{Text, tr},
    },
    i18n::{Arg, Lang, fill, render},
    ui::seat_names::you_or_computer_arg,
};

/// A log line for `event`.
pub fn describe_event(event: &Event, human: Player, lang: Lang) -> String {
    let name = |p: Player| you_or_computer_arg(p, human, lang);
    match event {
        Event::Placed {
            player,
            square,
            rings,
        } => render(
            tr(Text::LogPlaced, lang),
            lang,
            &[
                name(*player),
                Arg::Text(&rings.to_string()),
                Arg::Text(&square.to_string()),
            ],
        ),
        Event::SetupDone { first } => render(tr(Text::LogSetupDone, lang), lang, &[name(*first)]),
        Event::Moved {
            player,
            from,
            path,
            bounces,
            replaced,
            ..
        } => {
            let text = move_text(*player, *from, path, bounces, None);
            let mut line = render(
                tr(Text::LogMoved, lang),
                lang,
                &[name(*player), Arg::Text(&text)],
            );
            let mut notes = Vec::new();
            if !bounces.is_empty() {
                let list: Vec<String> = bounces.iter().map(ToString::to_string).collect();
                notes.push(render(
                    tr(Text::LogBounced, lang),
                    lang,
                    &[Arg::Text(&list.join(lang.list_separator()))],
                ));
            }
            // The notation's "x" for a replacement is said in words.
            if *replaced && let Some(at) = path.last() {
                notes.push(render(
                    tr(Text::LogReplaced, lang),
                    lang,
                    &[Arg::Text(&at.to_string())],
                ));
            }
            if !notes.is_empty() {
                line = lang.aside(&line, &notes.join(lang.list_separator()));
            }
            line
        }
        Event::Displaced { from, to, .. } => render(
            tr(Text::LogDisplaced, lang),
            lang,
            &[Arg::Text(&from.to_string()), Arg::Text(&to.to_string())],
        ),
        Event::Passed { player } => render(tr(Text::LogPassed, lang), lang, &[name(*player)]),
        Event::Won { player } => render(tr(Text::LogWon, lang), lang, &[name(*player)]),
        Event::DrawnByRepetition => tr(Text::LogDraw, lang).to_owned(),
    }
}

/// A short description of `action`, for hints.
pub fn describe_action(state: &State, action: Action, lang: Lang) -> String {
    let mover = state.current_player().unwrap_or(0);
    match action {
        Action::Place { col, rings } => {
            let sq = Sq::at(home_row(mover), usize::from(col));
            fill(
                tr(Text::ActionPlace, lang),
                &[&rings.to_string(), &sq.to_string()],
            )
        }
        Action::Move { from, to } => {
            let end = match to {
                Point::Square(s) => s.to_string(),
                Point::Goal => goal_of(mover).to_owned(),
            };
            fill(tr(Text::ActionMove, lang), &[&format!("{from}-{end}")])
        }
        Action::Replace { from, at, drop } => fill(
            tr(Text::ActionReplace, lang),
            &[&format!("{from}-{at}"), &at.to_string(), &drop.to_string()],
        ),
        Action::Pass => tr(Text::ActionPass, lang).to_owned(),
    }
}
