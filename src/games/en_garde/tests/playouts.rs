//! Random matches at every level: rounds of at most fifteen turns, refusal of illegal actions,
//! and a bot that cannot see hidden cards. The invariants after every action (`check`), save
//! round trips and `determinize` run in the conformance suite (`games::conformance`).

use rand::RngExt as _;

use super::super::{
    actions::Action,
    cards::Cards,
    rules::{Level, Rules},
    state::{PISTE, Phase, State},
};
use crate::engine::{Budget, Game, GameDef, Strength, rng_from_seed};

/// Card conservation, fencers on the piste, hand sizes (the suite's invariant for En Garde).
pub(crate) fn check(g: &State) {
    let mut all = g.discards();
    all.add_all(&g.table());
    all.add_all(&g.hand(0));
    all.add_all(&g.hand(1));
    all.add_all(&Cards::from_values(&g.deck));
    assert_eq!(all, Cards::full_deck(), "25 cards, five of each");
    let [a, b] = g.positions();
    assert!(
        1 <= a && a < b && b <= PISTE,
        "fencers on the piste and apart: {a} {b}"
    );
    assert!(g.hand(0).len() <= 5 && g.hand(1).len() <= 5);
}

#[test]
fn rounds_last_at_most_fifteen_turns() {
    for level in [Level::Basic, Level::Standard, Level::Full] {
        let rules = Rules {
            level,
            ..Rules::default()
        };
        for seed in 0..200u64 {
            let mut rng = rng_from_seed(seed);
            let mut g = State::new_game(&rules, 2, None, &mut rng);
            let mut turns_this_round = 0;
            while !g.is_over() {
                if let Phase::RoundOver { .. } = g.phase() {
                    let deal = g.sample_chance(&mut rng);
                    g.apply(deal).expect("a deal");
                    turns_this_round = 0;
                    continue;
                }
                let legal = g.legal_action_list();
                let a = legal[rng.random_range(0..legal.len())];
                // Turns proper; a retreat answers an attack (and after the last card draws nothing).
                if matches!(
                    a,
                    Action::Move { .. } | Action::Attack { .. } | Action::AdvanceAttack { .. }
                ) {
                    turns_this_round += 1;
                }
                g.apply(a).expect("legal");
                assert!(
                    turns_this_round <= 15,
                    "{level:?} seed {seed}: a round of more than 15 turns: {:?} pile {}",
                    g.phase(),
                    g.pile()
                );
            }
        }
    }
}

#[test]
fn illegal_actions_are_refused_and_damaged_saves_too() {
    let mut rng = rng_from_seed(4);
    let mut g = State::new_game(&Rules::default(), 2, Some(0), &mut rng);
    for step in 0..300 {
        if g.is_over() {
            break;
        }
        if let Phase::RoundOver { .. } = g.phase() {
            let deal = g.sample_chance(&mut rng);
            g.apply(deal).expect("deal");
            continue;
        }
        let legal = g.legal_action_list();
        for bad in [
            Action::Move {
                card: 5,
                forward: false,
            },
            Action::Attack { value: 5, count: 4 },
            Action::Accept,
            Action::Parry {
                cards: Cards::of(1, 1),
            },
        ] {
            if !legal.contains(&bad) {
                let before = g.clone();
                assert!(g.apply(bad).is_err(), "step {step}: {bad:?}");
                assert_eq!(g, before);
            }
        }
        g.apply(legal[rng.random_range(0..legal.len())])
            .expect("legal");
    }
    let text = ron::to_string(&g).expect("ron");
    let broken = text.replacen("pos:(", "pos:(30,", 1);
    assert!(ron::from_str::<State>(&broken).is_err());
}

#[test]
fn the_ai_does_not_see_the_opponents_hand() {
    // Permuting the human's hidden cards among the unseen ones must not change the choice.
    for seed in 0..8u64 {
        let mut rng = rng_from_seed(seed);
        let g = State::new_game(&Rules::default(), 2, Some(1), &mut rng);
        let bot = State::bot(Strength::Normal);
        let choose =
            |state: &State| bot.choose(state, 1, &Budget::unlimited(), &mut rng_from_seed(77));
        let reference = choose(&g);
        for other in 0..4u64 {
            let swapped = g.determinize(1, &mut rng_from_seed(1000 + other));
            assert_eq!(swapped.observation(1), g.observation(1));
            assert_eq!(choose(&swapped), reference, "seed {seed}");
        }
    }
}
