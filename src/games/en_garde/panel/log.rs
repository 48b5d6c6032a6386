//! En Garde events and actions in plain words.

use crate::{
    engine::Player,
    games::en_garde::{
        actions::{Action, Event, RoundEnd},
        cards::Cards,
        text::{Text, tr},
    },
    i18n::{Arg, Lang, fill, render},
    ui::seat_names::you_or_computer_arg,
};

/// Cards as text, e.g. "4-4".
pub fn cards_text(cards: &Cards) -> String {
    let v: Vec<String> = cards.to_vec().iter().map(ToString::to_string).collect();
    v.join("-")
}

/// Why a round ended.
pub fn reason_text(reason: RoundEnd, lang: Lang) -> &'static str {
    tr(
        match reason {
            RoundEnd::Hit => Text::ReasonHit,
            RoundEnd::Stuck => Text::ReasonStuck,
            RoundEnd::LastChance => Text::ReasonLastChance,
            RoundEnd::HandCount => Text::ReasonHandCount,
            RoundEnd::Position => Text::ReasonPosition,
            RoundEnd::LastCardRetreat => Text::ReasonRetreat,
            RoundEnd::Draw => Text::ReasonDraw,
        },
        lang,
    )
}

/// A log line for `event` as the human's seat may see it.
pub fn describe_event(event: &Event, human: Player, lang: Lang) -> Option<String> {
    let name = |p: Player| you_or_computer_arg(p, human, lang);
    Some(match event {
        Event::RoundStarted { round, starter } => render(
            tr(Text::LogRound, lang),
            lang,
            &[Arg::Text(&round.to_string()), name(*starter)],
        ),
        Event::Drew { player, cards, .. } if *player == human => {
            let list: Vec<String> = cards.iter().map(ToString::to_string).collect();
            render(
                tr(Text::LogDrewOwn, lang),
                lang,
                &[
                    Arg::Text(&list.join(lang.list_separator())),
                    Arg::Count(list.len() as i64),
                ],
            )
        }
        Event::Drew { player, cards, .. } => render(
            tr(Text::LogDrewOther, lang),
            lang,
            &[name(*player), Arg::Text(&cards.len().to_string())],
        ),
        Event::Moved {
            player,
            card,
            from,
            to,
        } => {
            let forward = (to > from) == (*player == 0);
            let dir = tr(
                if forward {
                    Text::Forward
                } else {
                    Text::Backward
                },
                lang,
            );
            render(
                tr(Text::LogMoved, lang),
                lang,
                &[
                    name(*player),
                    Arg::Text(dir),
                    Arg::Text(&card.to_string()),
                    Arg::Text(&from.to_string()),
                    Arg::Text(&to.to_string()),
                ],
            )
        }
        Event::Attacked {
            player,
            value,
            count,
            advance,
        } => {
            let cards = cards_text(&Cards::of(*value, *count));
            match advance {
                Some((step, _, _)) => render(
                    tr(Text::LogAdvanceAttacked, lang),
                    lang,
                    &[
                        name(*player),
                        Arg::Text(&step.to_string()),
                        Arg::Text(&cards),
                    ],
                ),
                None => render(
                    tr(Text::LogAttacked, lang),
                    lang,
                    &[name(*player), Arg::Text(&cards)],
                ),
            }
        }
        Event::Parried { player, cards } => render(
            tr(Text::LogParried, lang),
            lang,
            &[name(*player), Arg::Text(&cards_text(cards))],
        ),
        Event::Retreated {
            player,
            card,
            from,
            to,
        } => render(
            tr(Text::LogRetreated, lang),
            lang,
            &[
                name(*player),
                Arg::Text(&card.to_string()),
                Arg::Text(&from.to_string()),
                Arg::Text(&to.to_string()),
            ],
        ),
        Event::Hit {
            attacker,
            undefendable,
        } => {
            if *undefendable {
                tr(Text::LogHitUndefendable, lang).to_owned()
            } else {
                render(tr(Text::LogHit, lang), lang, &[name(1 - attacker)])
            }
        }
        Event::Stuck { player } => render(tr(Text::LogStuck, lang), lang, &[name(*player)]),
        Event::PileEmpty => tr(Text::LogPileEmpty, lang).to_owned(),
        Event::LastChance {
            player,
            attacked: Some(v),
        } => render(
            tr(Text::LogLastChanceAttack, lang),
            lang,
            &[name(*player), Arg::Text(&v.to_string())],
        ),
        Event::LastChance {
            player,
            attacked: None,
        } => render(tr(Text::LogLastChanceNone, lang), lang, &[name(*player)]),
        Event::Redealt { decider, pile } => render(
            tr(Text::LogRedealt, lang),
            lang,
            &[name(*decider), Arg::Text(&pile.to_string())],
        ),
        Event::HandsShown { distance, hands } => render(
            tr(Text::LogHands, lang),
            lang,
            &[
                Arg::Text(&distance.to_string()),
                Arg::Text(&cards_text(&hands[human])),
                Arg::Text(&cards_text(&hands[1 - human])),
            ],
        ),
        Event::PositionCheck { travelled } => render(
            tr(Text::LogPosition, lang),
            lang,
            &[
                Arg::Text(&travelled[human].to_string()),
                Arg::Text(&travelled[1 - human].to_string()),
            ],
        ),
        Event::RoundOver {
            winner: Some(w),
            reason,
            scores,
        } => render(
            tr(Text::LogRoundWon, lang),
            lang,
            &[
                name(*w),
                Arg::Text(reason_text(*reason, lang)),
                Arg::Text(&scores[human].to_string()),
                Arg::Text(&scores[1 - human].to_string()),
            ],
        ),
        Event::RoundOver {
            winner: None,
            scores,
            ..
        } => render(
            tr(Text::LogRoundDrawn, lang),
            lang,
            &[
                Arg::Text(&scores[human].to_string()),
                Arg::Text(&scores[1 - human].to_string()),
            ],
        ),
        Event::MatchOver { winner } => render(tr(Text::LogMatch, lang), lang, &[name(*winner)]),
    })
}

/// A short description of `action`, for hints and the action buttons.
pub fn describe_action(action: Action, lang: Lang) -> String {
    match action {
        Action::Move {
            card,
            forward: true,
        } => fill(tr(Text::ActionAdvance, lang), &[&card.to_string()]),
        Action::Move {
            card,
            forward: false,
        } => fill(tr(Text::ActionBack, lang), &[&card.to_string()]),
        Action::Attack { value, count } => fill(
            tr(Text::ActionAttack, lang),
            &[&cards_text(&Cards::of(value, count))],
        ),
        Action::AdvanceAttack { step, value, count } => fill(
            tr(Text::ActionAdvanceAttack, lang),
            &[&step.to_string(), &cards_text(&Cards::of(value, count))],
        ),
        Action::Parry { cards } => fill(tr(Text::ActionParry, lang), &[&cards_text(&cards)]),
        Action::Retreat { card } => fill(tr(Text::ActionRetreat, lang), &[&card.to_string()]),
        Action::Accept => tr(Text::ActionAccept, lang).to_owned(),
        Action::Deal { .. } | Action::Redeal { .. } => String::new(),
    }
}
