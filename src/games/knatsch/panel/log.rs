//! Words for the panel: card names, results, targets, prompts, log lines and the summary.

use super::super::{
    actions::{Action, Event, Target, Victory},
    cards::{CardId, Kind, Special, card},
    dice::{Rank, pattern_text},
    state::{Phase, Purpose, State},
    text::{Text, tr},
};
use super::{KnatschPanel, seat_label};
use crate::{
    engine::Player,
    i18n::{Lang, Msg, fill},
    ui::panel::GameSummary,
};

/// A card's name, e.g. "Castle D" or "Catapult".
pub fn card_name(c: CardId, lang: Lang) -> String {
    match card(c).kind {
        Kind::Castle(colour) => {
            let letter = char::from(b'A' + colour).to_string();
            fill(tr(Text::Castle, lang), &[&letter])
        }
        Kind::Duel => tr(Text::Duel, lang).to_owned(),
        Kind::Special(s) => match s {
            Special::Dice { value } => fill(tr(Text::Dice, lang), &[&value.to_string()]),
            Special::Catapult => tr(Text::Catapult, lang).to_owned(),
            Special::Champion => tr(Text::Champion, lang).to_owned(),
            Special::RefreshTwice => tr(Text::RefreshTwice, lang).to_owned(),
            Special::CastleGuardian => tr(Text::CastleGuardian, lang).to_owned(),
            Special::SpecialGuardian => tr(Text::SpecialGuardian, lang).to_owned(),
            Special::Treason => tr(Text::Treason, lang).to_owned(),
            Special::KingsFavour => tr(Text::KingsFavour, lang).to_owned(),
        },
    }
}

/// A result as dice, e.g. "4,4,4;1".
pub fn rank_text(r: Rank) -> String {
    pattern_text(r)
}

/// The accessible name of the card a target stands for (the panel's click label).
pub fn target_text(panel: &KnatschPanel, state: &State, target: Target, lang: Lang) -> String {
    let human = 0;
    match target {
        Target::Stack(s) => state.top(usize::from(s)).map_or_else(String::new, |c| {
            let place = fill(tr(Text::Stack, lang), &[&(s + 1).to_string()]);
            super::look(c, &place, false, &crate::ui::theme::Theme::light(), lang).accessible
        }),
        Target::Castle { owner, card: c } | Target::Special { owner, card: c } => {
            let o = usize::from(owner);
            let name = seat_label(panel, state, o, human, lang);
            let guarded = state.is_guarded(o, c);
            super::look(c, &name, guarded, &crate::ui::theme::Theme::light(), lang).accessible
        }
        Target::King => tr(Text::ChallengeKing, lang).to_owned(),
    }
}

/// What the human is asked to do.
pub fn prompt(panel: &KnatschPanel, state: &State, human: Player, lang: Lang) -> String {
    match state.phase() {
        Phase::Action if state.active() == human => tr(Text::PromptAction, lang).to_owned(),
        Phase::Rolling { attempt, purpose } if usize::from(attempt.roller) == human => {
            let what = match purpose {
                Purpose::Defence { to_beat, .. } => {
                    fill(tr(Text::PromptDefend, lang), &[&rank_text(to_beat)])
                }
                Purpose::Duel {
                    best: Some((_, b)), ..
                } => fill(tr(Text::PromptDuel, lang), &[&rank_text(b)]),
                _ => tr(Text::Roll, lang).to_owned(),
            };
            fill(tr(Text::PromptRoll, lang), &[&what])
        }
        Phase::Surrender if state.active() == human => tr(Text::PromptSurrender, lang).to_owned(),
        Phase::EndOfTurn if state.active() == human => tr(Text::PromptEndOfTurn, lang).to_owned(),
        Phase::Over { .. } => String::new(),
        _ => {
            let who = state.current_player().unwrap_or(state.active());
            fill(
                tr(Text::PromptWait, lang),
                &[&seat_label(panel, state, who, human, lang)],
            )
        }
    }
}

/// A log line for an event.
pub fn event(
    panel: &KnatschPanel,
    event: &Event,
    state: &State,
    human: Player,
    lang: Lang,
) -> Option<String> {
    let name = |p: Player| seat_label(panel, state, p, human, lang);
    let line = match event {
        Event::TurnStarted { player } => fill(tr(Text::LogTurn, lang), &[&name(*player)]),
        Event::Refreshed {
            player,
            stack,
            card: c,
        } => fill(
            tr(Text::LogRefresh, lang),
            &[
                &name(*player),
                &card_name(*c, lang),
                &(stack + 1).to_string(),
            ],
        ),
        Event::Attacked { player, target } => {
            let what = match target {
                Target::King => tr(Text::King, lang).to_owned(),
                Target::Stack(s) => state
                    .top(usize::from(*s))
                    .map_or_else(String::new, |c| card_name(c, lang)),
                Target::Castle { card: c, owner } | Target::Special { card: c, owner } => {
                    format!("{} ({})", card_name(*c, lang), name(usize::from(*owner)))
                }
            };
            fill(tr(Text::LogAttack, lang), &[&name(*player), &what])
        }
        Event::Passed { player } => fill(tr(Text::LogPass, lang), &[&name(*player)]),
        Event::AttemptStarted { .. } | Event::Kept { .. } => return None,
        Event::Rolled { roller, dice } => {
            let shown: Vec<String> = dice.iter().filter(|&&d| d > 0).map(u8::to_string).collect();
            fill(
                tr(Text::LogRolled, lang),
                &[&name(*roller), &shown.join(" ")],
            )
        }
        Event::AttemptEnded { roller, rank } => fill(
            tr(Text::LogResult, lang),
            &[&name(*roller), &rank_text(*rank)],
        ),
        Event::Captured {
            player,
            card: c,
            from,
        } => match from {
            Some(f) => fill(
                tr(Text::LogCapturedFrom, lang),
                &[&name(*player), &card_name(*c, lang), &name(*f)],
            ),
            None => fill(
                tr(Text::LogCaptured, lang),
                &[&name(*player), &card_name(*c, lang)],
            ),
        },
        Event::Failed { player, .. } => fill(tr(Text::LogFailed, lang), &[&name(*player)]),
        Event::Defended { owner, card: c } => fill(
            tr(Text::LogDefended, lang),
            &[&name(*owner), &card_name(*c, lang)],
        ),
        Event::DuelWon { winner, .. } => fill(tr(Text::LogDuelWon, lang), &[&name(*winner)]),
        Event::Surrendered {
            player, card: c, ..
        } => fill(
            tr(Text::LogSurrendered, lang),
            &[&name(*player), &card_name(*c, lang)],
        ),
        Event::Guarded { player, card: c } => fill(
            tr(Text::LogGuarded, lang),
            &[&name(*player), &card_name(*c, lang)],
        ),
        Event::Spared { player } => fill(tr(Text::LogSpared, lang), &[&name(*player)]),
        Event::ExtraAction { player } => fill(tr(Text::LogExtra, lang), &[&name(*player)]),
        Event::Won { winner, .. } => fill(tr(Text::LogWon, lang), &[&name(*winner)]),
        Event::Drawn => tr(Text::LogDrawn, lang).to_owned(),
    };
    Some(line)
}

/// The game-over summary.
pub fn summary(_panel: &KnatschPanel, state: &State, human: Player, lang: Lang) -> GameSummary {
    let victory = if state.winner().is_some() {
        let w = state.winner().unwrap_or(0);
        Some(match state.victory_of(w) {
            Some(Victory::FourCastles) => Text::WonFour,
            Some(Victory::Duels) => Text::WonDuels,
            _ => Text::WonKing,
        })
    } else {
        None
    };
    let headline = match state.winner() {
        Some(w) if w == human => Msg::ResultWin,
        Some(_) => Msg::ResultLoss,
        None => Msg::ResultDraw,
    };
    GameSummary {
        headline: headline.tr(lang).to_owned(),
        details: victory
            .map(|t| tr(t, lang).to_owned())
            .into_iter()
            .collect(),
    }
}

/// A short description of `action`, for hints.
pub fn describe_action(panel: &KnatschPanel, state: &State, action: Action, lang: Lang) -> String {
    match action {
        Action::Attack { target } => target_text(panel, state, target, lang),
        Action::Refresh { stack } => fill(tr(Text::Refresh, lang), &[&(stack + 1).to_string()]),
        Action::Pass => tr(Text::Pass, lang).to_owned(),
        Action::EndTurn => tr(Text::EndTurn, lang).to_owned(),
        Action::Stop => tr(Text::Stop, lang).to_owned(),
        Action::Keep { counts } => {
            let mut dice = Vec::new();
            for (i, &n) in counts.iter().enumerate() {
                dice.extend(std::iter::repeat_n((i + 1).to_string(), usize::from(n)));
            }
            if dice.is_empty() {
                tr(Text::RollAgain, lang).to_owned()
            } else {
                fill(tr(Text::ActionKeep, lang), &[&dice.join(",")])
            }
        }
        Action::Surrender { card: c, stack } => fill(
            tr(Text::UnderStack, lang),
            &[&card_name(c, lang), &(stack + 1).to_string()],
        ),
        Action::Declare { value } => fill(tr(Text::UseDice, lang), &[&value.to_string()]),
        Action::Guard { card: c } => fill(tr(Text::GuardCard, lang), &[&card_name(c, lang)]),
        Action::Roll { dice } => dice
            .iter()
            .filter(|&&d| d > 0)
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(","),
    }
}
