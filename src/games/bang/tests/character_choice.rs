//! "Choose one of two characters": the deal, the order of choosing, secrecy until everybody
//! has chosen, and the set-up that follows from the characters kept.

use super::super::{
    Action, Event, Prompt,
    characters::Character,
    roles::Role,
    rules::{CharacterDeal, Rules},
    state::State,
};
use crate::{
    engine::{Budget, Certainty, Game, GameDef, Strength, review::Measure, rng_from_seed},
    i18n::Lang,
    play::{TableRules, session::Hint},
    ui::table_screen::hint_reason,
};

fn pick_rules() -> Rules {
    Rules {
        characters: CharacterDeal::PickOfTwo,
        ..Rules::default()
    }
}

fn sheriff(g: &State) -> usize {
    g.seats()
        .iter()
        .position(|s| s.role == Role::Sheriff)
        .expect("a Sheriff")
}

#[test]
fn each_seat_is_dealt_two_different_characters_and_the_sheriff_chooses_first() {
    for players in 4..=7 {
        let g = State::new_game(&pick_rules(), players, None, &mut rng_from_seed(5));
        let s = sheriff(&g);
        assert!(g.choosing_characters());
        assert_eq!(g.prompt(), Prompt::Character { player: s });
        let mut dealt: Vec<Character> = (0..players)
            .flat_map(|p| g.character_offer(p).expect("an offer"))
            .collect();
        dealt.sort();
        dealt.dedup();
        assert_eq!(dealt.len(), 2 * players, "no character is dealt twice");
        let offer = g.character_offer(s).expect("the Sheriff's offer");
        assert_eq!(
            g.legal_action_list(),
            offer
                .iter()
                .map(|&character| Action::PickCharacter { character })
                .collect::<Vec<_>>()
        );
        assert!(g.seats().iter().all(|seat| seat.hand.is_empty()));
        assert_eq!(g.turns(), 0, "no turn before the characters are chosen");
    }
}

#[test]
fn choices_stay_secret_until_everybody_has_chosen_then_the_game_is_dealt() {
    let players = 6;
    let mut g = State::new_game(&pick_rules(), players, None, &mut rng_from_seed(8));
    let s = sheriff(&g);
    let mut kept = vec![None; players];
    let mut events = Vec::new();
    for i in 0..players {
        let p = (s + i) % players;
        assert_eq!(g.prompt(), Prompt::Character { player: p }, "clockwise");
        let offer = g.character_offer(p).expect("an offer");
        let character = offer[i % 2];
        kept[p] = Some(character);
        events.clear();
        g.apply_traced(Action::PickCharacter { character }, &mut events)
            .expect("a dealt character");
        if i + 1 < players {
            // Nobody else sees it yet; the chooser sees his own choice.
            let next = (p + 1) % players;
            let view = g.observation(next);
            assert!(view.seats.iter().all(|v| v.character.is_none()));
            assert_eq!(
                g.observation(p).character_offer,
                Some((offer, Some(character)))
            );
            assert!(events.is_empty(), "no announcement before the last choice");
        }
    }
    assert!(!g.choosing_characters());
    let announced: Vec<(usize, Character)> = events
        .iter()
        .filter_map(|e| match *e {
            Event::CharacterChosen { player, character } => Some((player, character)),
            _ => None,
        })
        .collect();
    assert_eq!(announced.len(), players, "all shown together");
    for (p, seat) in g.seats().iter().enumerate() {
        let character = kept[p].expect("chosen");
        assert_eq!(seat.character, character);
        assert!(announced.contains(&(p, character)));
        let life = character.life() as i8 + i8::from(p == s);
        assert_eq!((seat.life, seat.max_life), (life, life));
        let drawn_in_turn = if p == s { 2 } else { 0 };
        let extra = usize::from(
            p == s
                && matches!(
                    character,
                    Character::BlackJack | Character::KitCarlson | Character::SuzyLafayette
                ),
        );
        assert!(
            seat.hand.len() >= life as usize
                && seat.hand.len() <= life as usize + drawn_in_turn + extra,
            "seat {p} ({character:?}) holds {} cards at {life} life",
            seat.hand.len()
        );
        assert!(g.observation((p + 1) % players).seats[p].character == Some(character));
    }
    assert_eq!(g.turns(), 1);
    assert!(events.contains(&Event::TurnStarted { player: s }));
}

#[test]
fn a_character_not_dealt_is_refused_and_changes_nothing() {
    let mut g = State::new_game(&pick_rules(), 5, None, &mut rng_from_seed(2));
    let s = sheriff(&g);
    let offer = g.character_offer(s).expect("an offer");
    let other = Character::ALL
        .into_iter()
        .find(|c| !offer.contains(c))
        .expect("16 characters");
    let before = g.clone();
    assert!(g.apply(Action::PickCharacter { character: other }).is_err());
    assert!(g.apply(Action::EndTurn).is_err());
    assert_eq!(g, before);
}

#[test]
fn a_random_deal_has_no_choice() {
    let g = State::new_game(&Rules::default(), 5, None, &mut rng_from_seed(2));
    assert!(!g.choosing_characters());
    assert!(g.character_offer(0).is_none());
    assert_eq!(g.turns(), 1);
    assert!(
        g.legal_action_list()
            .iter()
            .all(|a| !matches!(a, Action::PickCharacter { .. }))
    );
}

#[test]
fn a_save_in_the_middle_of_the_choice_round_trips_and_damage_is_refused() {
    let mut g = State::new_game(&pick_rules(), 5, None, &mut rng_from_seed(6));
    let s = sheriff(&g);
    let offer = g.character_offer(s).expect("an offer");
    g.apply(Action::PickCharacter {
        character: offer[1],
    })
    .expect("a dealt character");
    let text = ron::to_string(&g).expect("serialize");
    let back: State = ron::from_str(&text).expect("deserialize");
    assert_eq!(back, g);
    let mut damaged = g.clone();
    damaged.offers.clear();
    let text = ron::to_string(&damaged).expect("serialize");
    assert!(
        ron::from_str::<State>(&text).is_err(),
        "a choice without offers"
    );
}

/// The Expert picks a character without searching (nothing is dealt yet): the hint names no
/// chance and the review does not judge the pick against a placeholder.
#[test]
fn the_character_choice_gets_no_number_and_no_judgement() {
    let g = State::new_game(&pick_rules(), 5, None, &mut rng_from_seed(5));
    let s = sheriff(&g);
    let legal = g.legal_action_list();
    assert!(legal.len() > 1);
    let expert = State::bot(Strength::Expert);
    let budget = Budget::unlimited();
    let best = expert
        .rank(&g, s, &budget, &mut rng_from_seed(1))
        .into_iter()
        .next()
        .expect("a pick");
    let hint = Hint::from_best(best, g.decision_measure(), legal.len());
    for lang in Lang::ALL {
        let reason = hint_reason(&hint, lang);
        assert!(!reason.contains(|c: char| c.is_ascii_digit()), "{reason}");
    }
    for &chosen in &legal {
        let judged = g.review_judge(s, chosen, expert.as_ref(), &budget, &mut rng_from_seed(2));
        assert!(judged.is_none(), "{judged:?}");
    }
}

#[test]
fn the_number_is_labelled_a_rough_estimate_for_your_side() {
    let g = State::new_game(&pick_rules(), 5, None, &mut rng_from_seed(5));
    assert_eq!(g.decision_measure(), Measure::RoughWinChance);
    assert_eq!(
        <State as TableRules>::CURVE_MEASURE,
        Measure::RoughWinChance
    );
    let hint = Hint {
        action: (),
        value: 0.4,
        measure: g.decision_measure(),
        certainty: Certainty::Estimated,
        only_legal: false,
    };
    assert_eq!(
        hint_reason(&hint, Lang::En),
        "The Expert rates this choice best: about 40% that you win (rough estimate)."
    );
    assert!(hint_reason(&hint, Lang::Ja).contains("あなたが勝つ確率は約40%、概算"));
}
