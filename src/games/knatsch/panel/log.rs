//! Words for the panel: card names, results, targets, prompts, log lines and the summary.

use super::super::{
    actions::{Action, Event, Target, Victory},
    cards::{CardId, Kind, Special, card},
    dice::Rank,
    state::{Phase, Purpose, State},
    text::{Text, tr},
};
use super::{KnatschPanel, seat_label};
use crate::{
    engine::{Game as _, Player},
    i18n::{Arg, Lang, Msg, fill, render},
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

/// What a duel or special card does, for its tooltip (`None` for a castle: its pattern is
/// on its face).
pub fn card_help(c: CardId, lang: Lang) -> Option<String> {
    let text = match card(c).kind {
        Kind::Castle(_) => return None,
        Kind::Duel => Text::HelpDuel,
        Kind::Special(s) => match s {
            Special::Dice { value } => {
                return Some(fill(tr(Text::HelpDice, lang), &[&value.to_string()]));
            }
            Special::Catapult => Text::HelpCatapult,
            Special::Champion => Text::HelpChampion,
            Special::RefreshTwice => Text::HelpRefreshTwice,
            Special::CastleGuardian => Text::HelpCastleGuardian,
            Special::SpecialGuardian => Text::HelpSpecialGuardian,
            Special::Treason => Text::HelpTreason,
            Special::KingsFavour => Text::HelpKingsFavour,
        },
    };
    Some(tr(text, lang).to_owned())
}

/// A result in words for the log and prompts: "three 4s and a 1", 「4が3個と1」.
pub fn rank_text(r: Rank, lang: Lang) -> String {
    if r.count == 0 {
        return tr(Text::RankNothing, lang).to_owned();
    }
    let group = match lang {
        Lang::Ja => format!("{}が{}個", r.face, r.count),
        Lang::En => {
            let count = ["one", "two", "three", "four", "five", "six"]
                .get(usize::from(r.count) - 1)
                .map_or_else(|| r.count.to_string(), |w| (*w).to_owned());
            if r.count == 1 {
                format!("{count} {}", r.face)
            } else {
                format!("{count} {}s", r.face)
            }
        }
    };
    if r.kicker == 0 {
        group
    } else {
        fill(
            tr(Text::RankWithKicker, lang),
            &[&group, &r.kicker.to_string()],
        )
    }
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
        Phase::Action if state.active() == human => {
            // Offer moving a stack's top card only while a refresh is still allowed.
            let can_refresh = state
                .legal_action_list()
                .iter()
                .any(|a| matches!(a, Action::Refresh { .. }));
            let text = if can_refresh {
                Text::PromptAction
            } else {
                Text::PromptActionNoRefresh
            };
            tr(text, lang).to_owned()
        }
        Phase::Rolling { attempt, purpose } if usize::from(attempt.roller) == human => {
            let what = match purpose {
                Purpose::Defence { to_beat, .. } => {
                    fill(tr(Text::PromptDefend, lang), &[&rank_text(to_beat, lang)])
                }
                Purpose::Duel {
                    best: Some((_, b)), ..
                } => fill(tr(Text::PromptDuel, lang), &[&rank_text(b, lang)]),
                _ => tr(Text::Roll, lang).to_owned(),
            };
            // The purpose is a sentence of its own elsewhere; here it leads into the roll
            // instructions after a colon, so its full stop goes.
            let what = what.trim_end_matches(['.', '。']);
            fill(tr(Text::PromptRoll, lang), &[what])
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
    let labels: Vec<String> = (0..state.players())
        .map(|p| seat_label(panel, state, p, human, lang))
        .collect();
    let label = |p: Player| labels.get(p).map_or("", String::as_str);
    let name = |p: Player| {
        if p == human {
            Arg::You
        } else {
            Arg::Text(label(p))
        }
    };
    let line = match event {
        Event::TurnStarted { player } => render(tr(Text::LogTurn, lang), lang, &[name(*player)]),
        Event::Refreshed {
            player,
            stack,
            card: c,
        } => render(
            tr(Text::LogRefresh, lang),
            lang,
            &[
                name(*player),
                Arg::Text(&card_name(*c, lang)),
                Arg::Text(&(stack + 1).to_string()),
            ],
        ),
        Event::Attacked {
            player,
            target,
            card,
        } => {
            let what = match target {
                Target::King => tr(Text::King, lang).to_owned(),
                Target::Stack(s) => card
                    .or_else(|| state.top(usize::from(*s)))
                    .map_or_else(String::new, |c| card_name(c, lang)),
                Target::Castle { card: c, owner } | Target::Special { card: c, owner } => {
                    lang.aside(&card_name(*c, lang), label(usize::from(*owner)))
                }
            };
            render(
                tr(Text::LogAttack, lang),
                lang,
                &[name(*player), Arg::Text(&what)],
            )
        }
        Event::Passed { player } => render(tr(Text::LogPass, lang), lang, &[name(*player)]),
        Event::AttemptStarted { .. } | Event::Kept { .. } => return None,
        Event::Rolled { roller, dice } => {
            let shown: Vec<String> = dice.iter().filter(|&&d| d > 0).map(u8::to_string).collect();
            render(
                tr(Text::LogRolled, lang),
                lang,
                &[name(*roller), Arg::Text(&shown.join(" "))],
            )
        }
        Event::AttemptEnded { roller, rank } => render(
            tr(Text::LogResult, lang),
            lang,
            &[name(*roller), Arg::Text(&rank_text(*rank, lang))],
        ),
        Event::Captured {
            player,
            card: c,
            from,
        } => match from {
            Some(f) => render(
                tr(Text::LogCapturedFrom, lang),
                lang,
                &[name(*player), Arg::Text(&card_name(*c, lang)), name(*f)],
            ),
            None => render(
                tr(Text::LogCaptured, lang),
                lang,
                &[name(*player), Arg::Text(&card_name(*c, lang))],
            ),
        },
        Event::Failed { player, .. } => render(tr(Text::LogFailed, lang), lang, &[name(*player)]),
        Event::Defended { owner, card: c } => render(
            tr(Text::LogDefended, lang),
            lang,
            &[name(*owner), Arg::Text(&card_name(*c, lang))],
        ),
        Event::DuelWon { winner, .. } => render(tr(Text::LogDuelWon, lang), lang, &[name(*winner)]),
        Event::Surrendered {
            player, card: c, ..
        } => render(
            tr(Text::LogSurrendered, lang),
            lang,
            &[name(*player), Arg::Text(&card_name(*c, lang))],
        ),
        Event::Guarded { player, card: c } => render(
            tr(Text::LogGuarded, lang),
            lang,
            &[name(*player), Arg::Text(&card_name(*c, lang))],
        ),
        Event::Spared { player } => render(tr(Text::LogSpared, lang), lang, &[name(*player)]),
        Event::ExtraAction { player } => render(tr(Text::LogExtra, lang), lang, &[name(*player)]),
        Event::Won { winner, .. } => render(tr(Text::LogWon, lang), lang, &[name(*winner)]),
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

#[cfg(test)]
mod tests {
    use super::super::super::{actions::Action, rules::Rules};
    use super::*;
    use crate::engine::{GameDef as _, rng_from_seed};

    /// The log is read long after an attack on a stack: it names the card attacked then, not
    /// the one on top now.
    #[test]
    fn an_attack_on_a_stack_names_the_card_of_its_time() {
        let panel = KnatschPanel::default();
        for seed in 0..20 {
            let start = State::new_game(&Rules::default(), 3, None, &mut rng_from_seed(seed));
            let Some(attacked) = start.top(0) else {
                continue;
            };
            let mut after = start.clone();
            let mut events = Vec::new();
            let attack = Action::Attack {
                target: Target::Stack(0),
            };
            if after.play(attack, Some(&mut events)).is_err() {
                continue;
            }
            // Later the stack shows another card (here: the start, refreshed).
            let mut later = start.clone();
            if later.play(Action::Refresh { stack: 0 }, None).is_err()
                || card_name(later.top(0).unwrap_or(attacked), Lang::En)
                    == card_name(attacked, Lang::En)
            {
                continue;
            }
            let line = event(&panel, &events[0], &later, 0, Lang::En).unwrap_or_default();
            assert!(line.contains(&card_name(attacked, Lang::En)), "{line}");
            return;
        }
        panic!("no seed gave a stack whose next card has another name");
    }

    #[test]
    fn the_turn_prompt_offers_a_refresh_only_while_one_is_left() {
        let panel = KnatschPanel::default();
        let mut state = State::new_game(&Rules::default(), 3, Some(0), &mut rng_from_seed(4));
        let refresh = Action::Refresh { stack: 0 };
        assert!(state.legal_action_list().contains(&refresh));
        let offers = |state: &State| prompt(&panel, state, 0, Lang::En).contains("stack's top");
        assert!(offers(&state));
        state.play(refresh, None).expect("a refresh is legal");
        assert_eq!(state.phase(), Phase::Action, "the turn goes on");
        assert!(
            !state
                .legal_action_list()
                .iter()
                .any(|a| matches!(a, Action::Refresh { .. })),
            "one refresh per turn"
        );
        assert!(!offers(&state), "{}", prompt(&panel, &state, 0, Lang::En));
        assert!(prompt(&panel, &state, 0, Lang::Ja).contains("パス"));
    }

    #[test]
    fn every_duel_and_special_card_explains_itself_in_both_languages() {
        use super::super::super::cards::CARDS;
        for id in 0..CARDS.len() {
            let c = id as CardId;
            let (en, ja) = (card_help(c, Lang::En), card_help(c, Lang::Ja));
            match card(c).kind {
                Kind::Castle(_) => assert!(en.is_none() && ja.is_none()),
                _ => {
                    let (en, ja) = (en.unwrap_or_default(), ja.unwrap_or_default());
                    assert!(!en.is_empty() && !ja.is_empty() && en != ja, "{id}");
                    assert!(!en.contains('{') && !ja.contains('{'), "{en} / {ja}");
                }
            }
        }
    }
}
