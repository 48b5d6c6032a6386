//! What the shared suites need of Knatsch (see [`crate::games::coverage`]) and its conformance
//! claims.

use super::super::{
    Action, Rules, State, Target,
    cards::card,
    dice::pattern_text,
    guide::GuideText,
    panel::{KnatschPanel, log::card_name},
    state::Phase,
    text::{Text, tr},
};
use crate::{
    engine::Strength,
    games::{
        conformance::{
            games::{GAMES_PER_PRESET, ci_plan, preset, soak_game},
            suite::{Plan, Preset, Spec, check, check_with},
        },
        coverage::{Covered, Entry, Look, Names, Review, Skip, Slowest, Undo},
        text_tests::check_table,
    },
    i18n::{Lang, fill},
    ui::panel::GamePanel as _,
};

fn spec() -> Spec<State> {
    Spec {
        invariant: super::playouts::check,
        max_actions: 200_000,
        unit_sum: true,
    }
}

impl Covered for KnatschPanel {
    fn guide_clicks(state: &State, action: Action, lang: Lang) -> Vec<String> {
        match action {
            // The stack's top card, as the table names it.
            Action::Attack {
                target: Target::Stack(s),
            } => state
                .top(usize::from(s))
                .map(|c| {
                    let pattern = card(c).pattern().map(pattern_text).unwrap_or_default();
                    let place = fill(tr(Text::Stack, lang), &[&(s + 1).to_string()]);
                    format!("{} {pattern}, {place}", card_name(c, lang))
                })
                .into_iter()
                .collect(),
            // The dice of the last roll that make up the keep, then the button.
            Action::Keep { counts } => {
                let Phase::Rolling { attempt, .. } = state.phase() else {
                    return Vec::new();
                };
                let mut left = counts;
                let mut clicks = Vec::new();
                for (i, &d) in attempt.last.iter().enumerate() {
                    if let Some(n) = left.get_mut(usize::from(d).wrapping_sub(1))
                        && *n > 0
                    {
                        *n -= 1;
                        clicks.push(fill(
                            tr(Text::NameDie, lang),
                            &[&(i + 1).to_string(), &d.to_string()],
                        ));
                    }
                }
                clicks.push(tr(Text::RollAgain, lang).to_owned());
                clicks
            }
            _ => vec![KnatschPanel::default().describe_action(state, action, lang)],
        }
    }

    const TEXT_TABLE: Result<fn(&str, &mut Vec<String>), Skip> = Ok(|table, problems| {
        check_table::<Text>(table, problems);
        check_table::<GuideText>(table, problems);
    });
    const TYPICAL_SEATS: usize = 4;
    const LOOK: Result<Look, Skip> = Ok(Look {
        seats: 6,
        moves: 4,
        clicks: &[],
    });
    // The others' plates, with their castles, are what the human sees of them besides cards.
    const NAMES: Result<Names, Skip> = Ok(Names {
        own_selectable: true,
        theirs: |lang| tr(Text::Castles, lang),
        place: |lang| tr(Text::CardsLeft, lang),
    });
    // Undo is there after rolls.
    const UNDO: Undo = Undo {
        seats: 3,
        games: 4,
        at_least: 21,
    };
    const REVIEW: Review = Review {
        seats: 2,
        analyst: Strength::Expert,
        seed: 4,
    };
    const GOLDEN_PRESETS: Result<&'static [&'static str], Skip> = Ok(&["default", "strict"]);
    const DEALS_AT_START: bool = false;
    const MONKEY_EVENTS: usize = 900;
    const LADDER: Entry = Ok(super::levels::levels_are_in_order);
    const CUT_OFF: Entry = Ok(super::levels::answers_past_its_deadline);
    const SLOWEST: Result<Slowest, Skip> = Ok(super::levels::slowest);

    fn conformance() {
        for players in 2..=6 {
            let mut won = 0;
            check_with(
                &preset::<State>("", players),
                &spec(),
                Plan {
                    validate: 30,
                    determinize: 10,
                    sessions: 1,
                    ..ci_plan(players as u64 * GAMES_PER_PRESET)
                },
                &mut |g| won += usize::from(g.winner().is_some()),
            );
            assert!(
                won * 10 >= GAMES_PER_PRESET as usize * 9,
                "{players}p: {won} games won"
            );
        }
        // Every variant at once.
        let preset = Preset::<State> {
            rules: Rules {
                strict_beat: true,
                king_at_end: true,
                free_keeps: true,
            },
            players: 4,
        };
        let plan = Plan {
            games: 500,
            validate: 30,
            determinize: 10,
            sessions: 1,
            seed: 77,
        };
        check(&preset, &spec(), plan);
    }

    fn soak(games: u64) -> u64 {
        let presets = [2, 3, 4, 5, 6].map(|n| preset::<State>("", n));
        soak_game(&presets, &spec(), games).violations
    }
}
