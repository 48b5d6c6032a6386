//! Log lines and hint descriptions in plain language, as far as the human's seat may see.

use super::{card_name, draw_source_label, seat_label};
use crate::{
    engine::Player,
    games::bang::{
        actions::{Action, Event, Target},
        state::State,
        text::{Text, character_name, check_name, role_name, side_text, tr},
    },
    i18n::{Lang, fill},
};

/// A log line for `event` (`None`: not worth a line).
pub fn describe_event(event: &Event, state: &State, human: Player, lang: Lang) -> Option<String> {
    line(event, state, human, lang).map(|l| second_person(l, lang))
}

/// English lines about the human start with "You": the verb loses its "s" ("You draw…").
fn second_person(line: String, lang: Lang) -> String {
    let Some(rest) = line.strip_prefix("You ").filter(|_| lang == Lang::En) else {
        return line;
    };
    let (verb, tail) = rest.split_once(' ').unwrap_or((rest, ""));
    let verb = match verb {
        "is" => "are".to_owned(),
        v => match v.strip_suffix("s!") {
            Some(stem) => format!("{stem}!"),
            None => v
                .strip_suffix("es")
                .filter(|s| s.ends_with("dg") || s.ends_with("ss"))
                .map(|s| format!("{s}e"))
                .unwrap_or_else(|| v.strip_suffix('s').unwrap_or(v).to_owned()),
        },
    };
    format!("You {verb} {tail}").trim_end().to_owned()
}

fn line(event: &Event, state: &State, human: Player, lang: Lang) -> Option<String> {
    let name = |p: Player| seat_label(state, p, human, lang);
    let c = |id| card_name(id, lang);
    Some(match *event {
        Event::TurnStarted { player } if player == human => tr(Text::LogTurnYou, lang).to_owned(),
        Event::TurnStarted { player } => fill(tr(Text::LogTurn, lang), &[&name(player)]),
        Event::Drew {
            player,
            card,
            public,
        } => {
            if player == human {
                fill(tr(Text::LogDrewOwn, lang), &[&c(card)])
            } else if public {
                fill(tr(Text::LogDrewPublic, lang), &[&name(player), &c(card)])
            } else {
                fill(tr(Text::LogDrewOther, lang), &[&name(player)])
            }
        }
        Event::Played {
            player,
            card,
            target,
        } => match target {
            Target::Nobody => fill(tr(Text::LogPlayed, lang), &[&name(player), &c(card)]),
            Target::Player { player: to } | Target::Hand { player: to } => fill(
                tr(Text::LogPlayedAt, lang),
                &[&name(player), &c(card), &name(to)],
            ),
            Target::InPlay {
                player: to,
                card: hit,
            } => fill(
                tr(Text::LogPlayedAt, lang),
                &[
                    &name(player),
                    &c(card),
                    &fill(tr(Text::InPlayOf, lang), &[&c(hit), &name(to)]),
                ],
            ),
        },
        Event::Responded { player, card } => {
            fill(tr(Text::LogResponded, lang), &[&name(player), &c(card)])
        }
        Event::Discarded { player, card } => {
            fill(tr(Text::LogDiscarded, lang), &[&name(player), &c(card)])
        }
        Event::Equipped { owner, card } => {
            fill(tr(Text::LogEquipped, lang), &[&name(owner), &c(card)])
        }
        Event::Check {
            player,
            kind,
            card,
            success,
        } => fill(
            tr(Text::LogCheck, lang),
            &[
                &name(player),
                check_name(kind, lang),
                &c(card),
                tr(
                    if success {
                        Text::CheckGood
                    } else {
                        Text::CheckBad
                    },
                    lang,
                ),
            ],
        ),
        Event::Took {
            player,
            from,
            card,
            from_hand,
        } => match from {
            None => fill(tr(Text::LogTookDiscard, lang), &[&name(player), &c(card)]),
            Some(f) if from_hand && player != human && f != human => {
                fill(tr(Text::LogTookOther, lang), &[&name(player), &name(f)])
            }
            Some(f) => fill(
                tr(Text::LogTookOwn, lang),
                &[&name(player), &c(card), &name(f)],
            ),
        },
        Event::StorePicked { player, card } => {
            fill(tr(Text::LogStorePicked, lang), &[&name(player), &c(card)])
        }
        Event::Dodged { player } => fill(tr(Text::LogDodged, lang), &[&name(player)]),
        Event::LifeLost {
            player,
            amount,
            life,
        } => fill(
            tr(Text::LogLifeLost, lang),
            &[&name(player), &amount.to_string(), &life.max(0).to_string()],
        ),
        Event::Healed { player, life } => fill(
            tr(Text::LogHealed, lang),
            &[&name(player), &life.to_string()],
        ),
        Event::Eliminated { player, role, by } => match by {
            Some(k) if k != player => fill(
                tr(Text::LogEliminatedBy, lang),
                &[&name(player), role_name(role, lang), &name(k)],
            ),
            _ => fill(
                tr(Text::LogEliminated, lang),
                &[&name(player), role_name(role, lang)],
            ),
        },
        Event::TurnSkipped { player } => fill(tr(Text::LogSkipped, lang), &[&name(player)]),
        Event::DynamitePassed { from, to } => {
            fill(tr(Text::LogDynamitePassed, lang), &[&name(from), &name(to)])
        }
        Event::StoreRevealed { ref cards } => {
            let names: Vec<String> = cards.iter().map(|&x| c(x)).collect();
            fill(tr(Text::LogStore, lang), &[&names.join(", ")])
        }
        Event::PutBack { player, card } => {
            if player != human {
                return None;
            }
            fill(tr(Text::LogPutBack, lang), &[&c(card)])
        }
        Event::Reshuffled { cards } => fill(tr(Text::LogReshuffled, lang), &[&cards.to_string()]),
        // The table shows the others' characters; only your own choice gets a line.
        Event::CharacterChosen { player, character } => {
            if player != human {
                return None;
            }
            fill(
                tr(Text::LogCharacterChosen, lang),
                &[character_name(character, lang)],
            )
        }
        Event::GameOver { winner } => fill(tr(Text::LogGameOver, lang), &[side_text(winner, lang)]),
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
                &[
                    &c(card),
                    &fill(tr(Text::InPlayOf, lang), &[&c(hit), &name(player)]),
                ],
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
