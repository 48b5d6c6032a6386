//! Aegis events and actions in plain words, as the human's seat may see them.

use super::{
    cards::CardSet,
    events::{Event, MasterReason},
    paint::{card_list, card_name, category_name, rank_text, suit_name},
    panel::season_lines,
    scoring::EndReason,
    state::{Action, State},
    text::{Text, tr},
};
use crate::{
    engine::Player,
    i18n::{Arg, Lang, Msg, fill, render},
};

fn name(seat: Player, human: Player, lang: Lang) -> &'static str {
    if seat == human {
        Msg::You.tr(lang)
    } else {
        Msg::Computer.tr(lang)
    }
}

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
    let who = |p: Player| {
        if p == human {
            Arg::You
        } else {
            Arg::Text(name(p, human, lang))
        }
    };
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
