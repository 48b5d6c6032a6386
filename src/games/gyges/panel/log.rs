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
    i18n::{Lang, fill},
    ui::seat_names::you_or_computer as seat_name,
};

/// A log line for `event`.
pub fn describe_event(event: &Event, human: Player, lang: Lang) -> String {
    match event {
        Event::Placed {
            player,
            square,
            rings,
        } => fill(
            tr(Text::LogPlaced, lang),
            &[
                seat_name(*player, human, lang),
                &rings.to_string(),
                &square.to_string(),
            ],
        ),
        Event::SetupDone { first } => fill(
            tr(Text::LogSetupDone, lang),
            &[seat_name(*first, human, lang)],
        ),
        Event::Moved {
            player,
            from,
            path,
            bounces,
            replaced,
            ..
        } => {
            let mut text = move_text(*player, *from, path, bounces, None);
            if *replaced && let Some(i) = text.rfind('-') {
                text.replace_range(i..=i, "x");
            }
            let mut line = fill(
                tr(Text::LogMoved, lang),
                &[seat_name(*player, human, lang), &text],
            );
            if !bounces.is_empty() {
                let list: Vec<String> = bounces.iter().map(ToString::to_string).collect();
                line.push_str(&format!(
                    " ({})",
                    fill(tr(Text::LogBounced, lang), &[&list.join(", ")])
                ));
            }
            line
        }
        Event::Displaced { from, to, .. } => fill(
            tr(Text::LogDisplaced, lang),
            &[&from.to_string(), &to.to_string()],
        ),
        Event::Passed { player } => fill(
            tr(Text::LogPassed, lang),
            &[seat_name(*player, human, lang)],
        ),
        Event::Won { player } => fill(tr(Text::LogWon, lang), &[seat_name(*player, human, lang)]),
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
