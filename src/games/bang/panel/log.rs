//! Log lines and hint descriptions in plain language, as far as the human's seat may see.

use super::{card_name, draw_source_label, in_play_label, seat_label};
use crate::{
    engine::Player,
    games::bang::{
        actions::{Action, CheckKind, Event, Target},
        cards::kind,
        state::State,
        text::{Text, character_name, check_name, role_name, side_text, tr},
    },
    i18n::{Arg, Lang, fill, render},
};

/// A log line for `event` (`None`: not worth a line).
pub fn describe_event(event: &Event, state: &State, human: Player, lang: Lang) -> Option<String> {
    line(event, state, human, lang)
}

fn line(event: &Event, state: &State, human: Player, lang: Lang) -> Option<String> {
    let labels: Vec<String> = (0..state.seats().len())
        .map(|p| seat_label(state, p, human, lang))
        .collect();
    let name = |p: Player| {
        if p == human {
            Arg::You
        } else {
            Arg::Text(labels.get(p).map_or("", String::as_str))
        }
    };
    let c = |id| card_name(id, lang);
    Some(match *event {
        Event::TurnStarted { player } if player == human => tr(Text::LogTurnYou, lang).to_owned(),
        Event::TurnStarted { player } => render(tr(Text::LogTurn, lang), lang, &[name(player)]),
        Event::Drew {
            player,
            card,
            public,
        } => {
            if player == human {
                render(tr(Text::LogDrewOwn, lang), lang, &[Arg::Text(&c(card))])
            } else if public {
                render(
                    tr(Text::LogDrewPublic, lang),
                    lang,
                    &[name(player), Arg::Text(&c(card))],
                )
            } else {
                render(tr(Text::LogDrewOther, lang), lang, &[name(player)])
            }
        }
        Event::Played {
            player,
            card,
            target,
        } => match target {
            // Equipment: one line saying where it now lies (its Equipped event stays silent).
            Target::Nobody if kind(card).is_blue() => render(
                tr(Text::LogEquipped, lang),
                lang,
                &[name(player), Arg::Text(&c(card))],
            ),
            Target::Nobody => render(
                tr(Text::LogPlayed, lang),
                lang,
                &[name(player), Arg::Text(&c(card))],
            ),
            Target::Player { player: to } | Target::Hand { player: to } => render(
                tr(Text::LogPlayedAt, lang),
                lang,
                &[name(player), Arg::Text(&c(card)), name(to)],
            ),
            Target::InPlay {
                player: to,
                card: hit,
            } => render(
                tr(Text::LogPlayedAt, lang),
                lang,
                &[
                    name(player),
                    Arg::Text(&c(card)),
                    Arg::Text(&render(
                        tr(Text::InPlayOf, lang),
                        lang,
                        &[Arg::Text(&c(hit)), name(to)],
                    )),
                ],
            ),
        },
        Event::Responded { player, card } => render(
            tr(Text::LogResponded, lang),
            lang,
            &[name(player), Arg::Text(&c(card))],
        ),
        Event::Discarded { player, card } => render(
            tr(Text::LogDiscarded, lang),
            lang,
            &[name(player), Arg::Text(&c(card))],
        ),
        // Told by the Played line before it.
        Event::Equipped { .. } => return None,
        Event::Check {
            player,
            kind,
            card,
            success,
        } => render(
            tr(Text::LogCheck, lang),
            lang,
            &[
                name(player),
                Arg::Text(check_name(kind, lang)),
                Arg::Text(&c(card)),
                Arg::Text(tr(check_outcome(kind, success).0, lang)),
            ],
        ),
        Event::Took {
            player,
            from,
            card,
            from_hand,
        } => match from {
            None => render(
                tr(Text::LogTookDiscard, lang),
                lang,
                &[name(player), Arg::Text(&c(card))],
            ),
            Some(f) if from_hand && player != human && f != human => {
                render(tr(Text::LogTookOther, lang), lang, &[name(player), name(f)])
            }
            Some(f) => render(
                tr(Text::LogTookOwn, lang),
                lang,
                &[name(player), Arg::Text(&c(card)), name(f)],
            ),
        },
        Event::StorePicked { player, card } => render(
            tr(Text::LogStorePicked, lang),
            lang,
            &[name(player), Arg::Text(&c(card))],
        ),
        Event::Dodged { player } => render(tr(Text::LogDodged, lang), lang, &[name(player)]),
        Event::LifeLost {
            player,
            amount,
            life,
        } => render(
            tr(Text::LogLifeLost, lang),
            lang,
            &[
                name(player),
                Arg::Text(&amount.to_string()),
                Arg::Text(&life.max(0).to_string()),
            ],
        ),
        Event::Healed { player, life } => render(
            tr(Text::LogHealed, lang),
            lang,
            &[name(player), Arg::Text(&life.to_string())],
        ),
        Event::Eliminated { player, role, by } => match by {
            Some(k) if k != player => render(
                tr(Text::LogEliminatedBy, lang),
                lang,
                &[name(player), Arg::Text(role_name(role, lang)), name(k)],
            ),
            _ => render(
                tr(Text::LogEliminated, lang),
                lang,
                &[name(player), Arg::Text(role_name(role, lang))],
            ),
        },
        Event::TurnSkipped { player } => render(tr(Text::LogSkipped, lang), lang, &[name(player)]),
        Event::DynamitePassed { from, to } => render(
            tr(Text::LogDynamitePassed, lang),
            lang,
            &[name(from), name(to)],
        ),
        Event::StoreRevealed { ref cards } => {
            let names: Vec<String> = cards.iter().map(|&x| c(x)).collect();
            render(
                tr(Text::LogStore, lang),
                lang,
                &[Arg::Text(&names.join(lang.list_separator()))],
            )
        }
        Event::PutBack { player, card } => {
            if player != human {
                return None;
            }
            render(tr(Text::LogPutBack, lang), lang, &[Arg::Text(&c(card))])
        }
        Event::Reshuffled { cards } => render(
            tr(Text::LogReshuffled, lang),
            lang,
            &[Arg::Text(&cards.to_string())],
        ),
        // The table shows the others' characters; only your own choice gets a line.
        Event::CharacterChosen { player, character } => {
            if player != human {
                return None;
            }
            render(
                tr(Text::LogCharacterChosen, lang),
                lang,
                &[Arg::Text(character_name(character, lang))],
            )
        }
        Event::GameOver { winner } => render(
            tr(Text::LogGameOver, lang),
            lang,
            &[Arg::Text(side_text(winner, lang))],
        ),
    })
}

/// A short description of an action (hints).
pub fn describe_action(state: &State, action: Action, lang: Lang) -> String {
    let human = state.decider().unwrap_or(0);
    let name = |p: Player| seat_label(state, p, human, lang);
    let c = |id| card_name(id, lang);
    match action {
        Action::Play { card, target } => match target {
            Target::Nobody => fill(tr(Text::ActionPlay, lang), &[&c(card)]),
            Target::Player { player } | Target::Hand { player } => {
                fill(tr(Text::ActionPlayAt, lang), &[&c(card), &name(player)])
            }
            Target::InPlay { player, card: hit } => fill(
                tr(Text::ActionPlayAt, lang),
                &[&c(card), &in_play_label(state, hit, player, human, lang)],
            ),
        },
        Action::EndTurn => tr(Text::ActionEndTurn, lang).to_owned(),
        Action::Discard { card } => fill(tr(Text::ActionDiscard, lang), &[&c(card)]),
        Action::Respond { card } => fill(tr(Text::ActionRespond, lang), &[&c(card)]),
        Action::UseBarrel => tr(Text::ActionBarrel, lang).to_owned(),
        Action::TakeHit => tr(Text::ActionTakeHit, lang).to_owned(),
        Action::SidHeal { first, second } => {
            fill(tr(Text::ActionSid, lang), &[&c(first), &c(second)])
        }
        Action::Choose { card } => fill(tr(Text::ActionChoose, lang), &[&c(card)]),
        Action::DrawFrom { source } => draw_source_label(state, source, human, lang),
        Action::PickCharacter { character } => fill(
            tr(Text::ActionPickCharacter, lang),
            &[character_name(character, lang)],
        ),
        Action::Chance { .. } => String::new(),
    }
}

/// What a "draw!" came to, and whether that is good for the one who drew: a Dynamite's
/// "success" (2–9 of spades) is its explosion, not a success for its holder.
pub(super) fn check_outcome(check: CheckKind, success: bool) -> (Text, bool) {
    match (check, success) {
        (CheckKind::Dynamite, true) => (Text::CheckExplodes, false),
        (CheckKind::Dynamite, false) => (Text::CheckPassesOn, true),
        (_, true) => (Text::CheckGood, true),
        (_, false) => (Text::CheckBad, false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bang::{
        cards::Kind,
        tests::table::{at_play, equip_kind, give_kind, plain, play, shoot},
    };

    /// The log lines of `events` that name `card` (as the human, seat 0, reads them).
    fn lines_naming(events: &[Event], state: &State, card: &str) -> Vec<String> {
        events
            .iter()
            .filter_map(|e| describe_event(e, state, 0, Lang::En))
            .filter(|l| l.contains(card))
            .collect()
    }

    #[test]
    fn equipment_is_told_once() {
        let mut g = plain(4);
        let mustang = give_kind(&mut g, 0, Kind::Mustang);
        at_play(&mut g, 0);
        let events = play(&mut g, mustang);
        let name = card_name(mustang, Lang::En);
        let lines = lines_naming(&events, &g, &name);
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(lines[0].contains("in play"), "{lines:?}");

        // A new gun: the old one's discard, then the new one in play, once.
        equip_kind(&mut g, 0, Kind::Schofield);
        let remington = give_kind(&mut g, 0, Kind::Remington);
        let events = play(&mut g, remington);
        let name = card_name(remington, Lang::En);
        assert_eq!(lines_naming(&events, &g, &name).len(), 1);

        // Jail: who put whom in jail, once.
        let jail = give_kind(&mut g, 0, Kind::Jail);
        let events = shoot(&mut g, jail, 2);
        let name = card_name(jail, Lang::En);
        assert_eq!(lines_naming(&events, &g, &name).len(), 1);
    }

    #[test]
    fn a_dynamite_that_explodes_is_no_success_for_its_holder() {
        assert_eq!(
            check_outcome(CheckKind::Dynamite, true),
            (Text::CheckExplodes, false)
        );
        assert_eq!(
            check_outcome(CheckKind::Dynamite, false),
            (Text::CheckPassesOn, true)
        );
        assert_eq!(
            check_outcome(CheckKind::Barrel, true),
            (Text::CheckGood, true)
        );
        assert_eq!(
            check_outcome(CheckKind::Jail, false),
            (Text::CheckBad, false)
        );
    }
}
