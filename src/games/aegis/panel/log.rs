//! Aegis events and actions in plain words, as the human's seat may see them.

use super::super::{
    actions::{Event, MasterReason},
    cards::CardSet,
    scoring::{EndReason, Outcome, SeasonRecord},
    state::{Action, State},
    text::{Text, tr},
};
use super::look::{card_list, card_name, category_name, rank_text, suit_name};
use crate::{
    engine::Player,
    i18n::{Arg, Lang, fill, render},
    ui::seat_names::{you_or_computer, you_or_computer_arg},
};

/// Why the game ended.
pub fn end_reason(reason: EndReason, lang: Lang) -> &'static str {
    tr(
        match reason {
            EndReason::Lead => Text::EndLead,
            EndReason::Goal => Text::EndGoal,
            EndReason::TieAtGoal => Text::EndTie,
        },
        lang,
    )
}

/// A log line for `event` (`None`: not worth one, e.g. each dealt card).
pub fn describe_event(event: &Event, _state: &State, human: Player, lang: Lang) -> Option<String> {
    let who = |p: Player| you_or_computer_arg(p, human, lang);
    Some(match *event {
        Event::MasterDrawCard { player, card } => render(
            tr(Text::LogMasterDraw, lang),
            lang,
            &[who(player), Arg::Text(&card_name(card, lang))],
        ),
        Event::MasterDecided { player, reason } => render(
            tr(
                match reason {
                    MasterReason::Draw => Text::LogMasterByDraw,
                    MasterReason::SeasonLoser => Text::LogMasterByLoss,
                    MasterReason::SeasonWinner => Text::LogMasterByWin,
                },
                lang,
            ),
            lang,
            &[who(player)],
        ),
        Event::SeasonStarted { season, master } => render(
            tr(Text::LogSeason, lang),
            lang,
            &[Arg::Text(&season.to_string()), who(master)],
        ),
        Event::KeyTurned {
            card,
            trump,
            killer,
        } => render(
            tr(Text::LogKey, lang),
            lang,
            &[
                Arg::Text(&card_name(card, lang)),
                Arg::Text(suit_name(trump, lang)),
                Arg::Text(&rank_text(killer, lang)),
            ],
        ),
        // The deal is told by the season's line, not card by card.
        Event::CardDealt { .. } => return None,
        Event::CardsDiscarded { player, cards, .. } if player == human => render(
            tr(Text::LogDiscardOwn, lang),
            lang,
            &[Arg::Text(&card_list(cards.iter(), lang))],
        ),
        Event::CardsDiscarded { player, cards, .. } => render(
            tr(Text::LogDiscardOther, lang),
            lang,
            &[who(player), Arg::Text(&cards.len().to_string())],
        ),
        Event::ExchangeDeclined { player, .. } => {
            render(tr(Text::LogDeclined, lang), lang, &[who(player)])
        }
        Event::CardDrawn { player, card } if player == human => render(
            tr(Text::LogDrawOwn, lang),
            lang,
            &[Arg::Text(&card_name(card, lang))],
        ),
        Event::CardDrawn { .. } => return None,
        Event::ExchangeEnded { min_bid, .. } => render(
            tr(Text::LogExchangeEnded, lang),
            lang,
            &[Arg::Text(&min_bid.to_string())],
        ),
        Event::BidMade { player, bid } => render(
            tr(Text::LogBid, lang),
            lang,
            &[who(player), Arg::Text(&bid.to_string())],
        ),
        Event::RolesDecided {
            attacker,
            attacker_bid,
            defender,
            defender_bid,
        } => render(
            tr(Text::LogRoles, lang),
            lang,
            &[
                who(attacker),
                Arg::Text(&attacker_bid.to_string()),
                who(defender),
                Arg::Text(&defender_bid.to_string()),
            ],
        ),
        Event::CardPlayed {
            player,
            card,
            category,
            ..
        } => render(
            tr(Text::LogPlayed, lang),
            lang,
            &[
                who(player),
                Arg::Text(&card_name(card, lang)),
                Arg::Text(category_name(category, lang)),
            ],
        ),
        Event::TrickTaken {
            trick,
            winner,
            tricks,
        } => render(
            tr(Text::LogTrick, lang),
            lang,
            &[
                Arg::Text(&trick.to_string()),
                who(winner),
                Arg::Text(&tricks[human].to_string()),
                Arg::Text(&tricks[1 - human].to_string()),
            ],
        ),
        Event::SeasonScored { record } => {
            let lines = season_lines(&record, human, lang);
            let summary = lines[..lines.len().saturating_sub(1)].join(" / ");
            render(
                tr(Text::LogSeasonScored, lang),
                lang,
                &[
                    Arg::Text(&record.season.to_string()),
                    Arg::Text(&summary),
                    Arg::Text(&record.totals[human].to_string()),
                    Arg::Text(&record.totals[1 - human].to_string()),
                ],
            )
        }
        Event::GameOver { winner, reason, .. } => render(
            tr(Text::LogGameOver, lang),
            lang,
            &[who(winner), Arg::Text(end_reason(reason, lang))],
        ),
    })
}

/// A short description of an action, for hints and buttons.
pub fn describe_action(action: Action, lang: Lang) -> String {
    match action {
        Action::Exchange { cards } if cards == CardSet::EMPTY => {
            tr(Text::ActionKeep, lang).to_owned()
        }
        Action::Exchange { cards } => fill(
            tr(Text::ActionExchange, lang),
            &[&card_list(cards.iter(), lang)],
        ),
        Action::Bid { tricks } => fill(tr(Text::ActionBid, lang), &[&tricks.to_string()]),
        Action::Play { card } => fill(tr(Text::ActionPlay, lang), &[&card_name(card, lang)]),
        Action::MasterDraw { card }
        | Action::TurnKey { card }
        | Action::Deal { card }
        | Action::Draw { card } => card_name(card, lang),
    }
}

/// The scoring of a season in lines: who attacked with what, the result and the points.
pub fn season_lines(record: &SeasonRecord, human: Player, lang: Lang) -> Vec<String> {
    let name = |p: Player| you_or_computer(p, human, lang);
    let attacker = record.attacker;
    let defender = record.defender();
    let mut lines = vec![fill(
        tr(Text::SeasonLine, lang),
        &[
            name(attacker),
            &record.attacker_bid.to_string(),
            &record.tricks[attacker].to_string(),
        ],
    )];
    let score = record.score;
    let winner = match score.outcome {
        Outcome::Break => attacker,
        Outcome::Keep => defender,
    };
    let mut parts = vec![fill(
        tr(Text::Points, lang),
        &[
            tr(
                match score.outcome {
                    Outcome::Break => Text::Break,
                    Outcome::Keep => Text::Keep,
                },
                lang,
            ),
            &score.base.to_string(),
        ],
    )];
    if score.conquest {
        parts.push(fill(
            tr(Text::Points, lang),
            &[tr(Text::Conquest, lang), "1"],
        ));
    }
    if score.promise {
        parts.push(fill(
            tr(Text::Points, lang),
            &[tr(Text::Promise, lang), "1"],
        ));
    }
    lines.push(format!(
        "{}{}{}",
        name(winner),
        lang.label_separator(),
        parts.join(lang.list_separator())
    ));
    if score.save {
        lines.push(format!(
            "{}{}{}",
            name(defender),
            lang.label_separator(),
            fill(
                tr(Text::Points, lang),
                &[tr(Text::Save, lang), &record.defender_bid.to_string()]
            )
        ));
    }
    lines.push(format!(
        "{} {} — {} {}",
        name(human),
        record.totals[human],
        name(1 - human),
        record.totals[1 - human]
    ));
    lines
}
