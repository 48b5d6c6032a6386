//! En Garde events and actions in plain words.

use crate::{
    engine::Player,
    games::en_garde::{
        actions::{Action, Event, RoundEnd},
        cards::Cards,
        text::{Text, tr},
    },
    i18n::{Lang, fill},
    ui::seat_names::you_or_computer as seat_name,
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
    let name = |p: Player| seat_name(p, human, lang);
    Some(match event {
        Event::RoundStarted { round, starter } => fill(
            tr(Text::LogRound, lang),
            &[&round.to_string(), name(*starter)],
        ),
        Event::Drew { player, cards, .. } if *player == human => {
            let list: Vec<String> = cards.iter().map(ToString::to_string).collect();
            fill(tr(Text::LogDrewOwn, lang), &[&list.join(", ")])
        }
        Event::Drew { player, cards, .. } => fill(
            tr(Text::LogDrewOther, lang),
            &[name(*player), &cards.len().to_string()],
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
            fill(
                tr(Text::LogMoved, lang),
                &[
                    name(*player),
                    dir,
                    &card.to_string(),
                    &from.to_string(),
                    &to.to_string(),
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
                Some((step, _, _)) => fill(
                    tr(Text::LogAdvanceAttacked, lang),
                    &[name(*player), &step.to_string(), &cards],
                ),
                None => fill(tr(Text::LogAttacked, lang), &[name(*player), &cards]),
            }
        }
        Event::Parried { player, cards } => fill(
            tr(Text::LogParried, lang),
            &[name(*player), &cards_text(cards)],
        ),
        Event::Retreated {
            player,
            card,
            from,
            to,
        } => fill(
            tr(Text::LogRetreated, lang),
            &[
                name(*player),
                &card.to_string(),
                &from.to_string(),
                &to.to_string(),
            ],
        ),
        Event::Hit {
            attacker,
            undefendable,
        } => {
            if *undefendable {
                tr(Text::LogHitUndefendable, lang).to_owned()
            } else {
                fill(tr(Text::LogHit, lang), &[name(1 - attacker)])
            }
        }
        Event::Stuck { player } => fill(tr(Text::LogStuck, lang), &[name(*player)]),
        Event::PileEmpty => tr(Text::LogPileEmpty, lang).to_owned(),
        Event::LastChance {
            player,
            attacked: Some(v),
        } => fill(
            tr(Text::LogLastChanceAttack, lang),
            &[name(*player), &v.to_string()],
        ),
        Event::LastChance {
            player,
            attacked: None,
        } => fill(tr(Text::LogLastChanceNone, lang), &[name(*player)]),
        Event::HandsShown { distance, hands } => fill(
            tr(Text::LogHands, lang),
            &[
                &distance.to_string(),
                &cards_text(&hands[human]),
                &cards_text(&hands[1 - human]),
            ],
        ),
        Event::PositionCheck { travelled } => fill(
            tr(Text::LogPosition, lang),
            &[
                &travelled[human].to_string(),
                &travelled[1 - human].to_string(),
            ],
        ),
        Event::RoundOver {
            winner: Some(w),
            reason,
            scores,
        } => fill(
            tr(Text::LogRoundWon, lang),
            &[
                name(*w),
                reason_text(*reason, lang),
                &scores[human].to_string(),
                &scores[1 - human].to_string(),
            ],
        ),
        Event::RoundOver {
            winner: None,
            scores,
            ..
        } => fill(
            tr(Text::LogRoundDrawn, lang),
            &[&scores[human].to_string(), &scores[1 - human].to_string()],
        ),
        Event::MatchOver { winner } => fill(tr(Text::LogMatch, lang), &[name(*winner)]),
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
        Action::Deal { .. } => String::new(),
    }
}
