//! What the shared suites need of BANG! (see [`crate::games::coverage`]) and its conformance
//! claims.

use super::super::{
    Action, State, Target,
    guide::GuideText,
    panel::{BangPanel, card_name, plate_for, take_hit_label},
    text::{Text, tr},
};
use crate::{
    engine::Strength,
    games::{
        conformance::{
            games::{GAMES_PER_PRESET, ci_plan, preset, soak_game},
            suite::{Plan, Spec, check, check_with},
        },
        coverage::{Covered, Entry, Look, Names, Review, Skip, Slowest, Undo},
        text_tests::check_table,
    },
    i18n::Lang,
    play::guide::GUIDE_HUMAN,
    ui::theme::Theme,
};

fn spec() -> Spec<State> {
    Spec {
        invariant: super::playouts::check,
        max_actions: 10_000,
        unit_sum: false,
    }
}

impl Covered for BangPanel {
    fn guide_clicks(state: &State, action: Action, lang: Lang) -> Vec<String> {
        // The card, then the plate it is aimed at; or the button.
        match action {
            Action::Play { card, target } => {
                let mut clicks = vec![card_name(card, lang)];
                if let Target::Player { player } = target {
                    let obs = state.observation(GUIDE_HUMAN);
                    let theme = Theme::light();
                    clicks.push(
                        plate_for(&obs, state, player, GUIDE_HUMAN, lang, &theme)
                            .accessible_name(lang),
                    );
                }
                clicks
            }
            Action::Respond { card } | Action::Discard { card } => vec![card_name(card, lang)],
            Action::EndTurn => vec![tr(Text::ButtonEndTurn, lang).to_owned()],
            Action::UseBarrel => vec![tr(Text::ButtonBarrel, lang).to_owned()],
            Action::TakeHit => vec![take_hit_label(state.prompt(), lang).to_owned()],
            _ => Vec::new(),
        }
    }

    const TEXT_TABLE: Result<fn(&str, &mut Vec<String>), Skip> = Ok(|table, problems| {
        check_table::<Text>(table, problems);
        check_table::<GuideText>(table, problems);
    });
    const TYPICAL_SEATS: usize = 5;
    const LOOK: Result<Look, Skip> = Ok(Look {
        seats: 7,
        moves: 3,
        clicks: &[],
    });
    // The others' hands are counted on their plates, which say how far each seat is.
    const NAMES: Result<Names, Skip> = Ok(Names {
        own_selectable: true,
        theirs: |lang| tr(Text::Distance, lang),
        place: |lang| tr(Text::Deck, lang),
    });
    const UNDO: Undo = Undo {
        seats: 4,
        games: 6,
        at_least: 0,
    };
    const REVIEW: Review = Review {
        seats: 4,
        analyst: Strength::Expert,
        seed: 3,
    };
    const GOLDEN_PRESETS: Result<&'static [&'static str], Skip> = Ok(&["default", "official"]);
    const DEALS_AT_START: bool = true;
    const MONKEY_EVENTS: usize = 800;
    const LADDER: Entry = Ok(super::levels::levels_are_in_order);
    const CUT_OFF: Entry = Ok(super::levels::search_stops_at_its_deadline);
    const SLOWEST: Result<Slowest, Skip> = Ok(super::levels::slowest);

    fn conformance() {
        for players in 4..=7 {
            let mut wins = [0; 3];
            let report = check_with(
                &preset::<State>("", players),
                &spec(),
                Plan {
                    validate: 50,
                    sessions: 2,
                    ..ci_plan(players as u64 * GAMES_PER_PRESET)
                },
                &mut |g| wins[g.winner().map_or(0, |w| w as usize)] += 1,
            );
            // Every side wins some random games, and they are not trivially short.
            assert!(wins.iter().all(|&w| w > 0), "{players}p wins {wins:?}");
            assert!(report.actions / report.games > 30, "{players}p: too short");
        }
        // The variants.
        for (i, (rules, players)) in [("official", 5), ("characters=pick", 7)]
            .into_iter()
            .enumerate()
        {
            let plan = Plan {
                games: 300,
                validate: 30,
                determinize: 10,
                sessions: 1,
                seed: 90_000 + i as u64 * 1_000,
            };
            check(&preset::<State>(rules, players), &spec(), plan);
        }
    }

    fn soak(games: u64) -> u64 {
        let presets = [4, 5, 6, 7].map(|n| preset::<State>("", n));
        soak_game(&presets, &spec(), games).violations
    }
}
