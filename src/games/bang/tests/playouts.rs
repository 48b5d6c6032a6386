//! BANG!'s invariants (`check`, run after every action of the conformance suite's random games
//! for 4–7 players in `games::conformance`), refusal of illegal actions and damaged saves, and
//! what `determinize` keeps for BANG! in particular.

use rand::RngExt as _;

use super::super::{
    Action, Prompt,
    roles::Role,
    roles::Side,
    rules::{CharacterDeal, Rules},
    state::State,
};
use crate::engine::{Game, GameDef, Turn, rng_from_seed};

/// The invariants of docs/research/bang.md §5 #4 and #95 (the suite's invariant for BANG!).
pub(crate) fn check(g: &State) {
    assert!(g.cards_accounted_for(), "80 cards in exactly one place");
    for (p, s) in g.seats().iter().enumerate() {
        assert!(s.life <= s.max_life, "life above max");
        if s.alive && g.winner().is_none() && s.life < 1 {
            // Only while dying (or while chance acts inside the dying window).
            assert!(
                g.tasks.iter().any(
                    |t| matches!(t, super::super::state::Task::Dying { player, .. } if *player == p)
                ),
                "alive at {} life without a dying window",
                s.life
            );
        }
        if !s.alive {
            assert!(s.revealed, "dead roles are revealed");
        }
    }
    match g.to_move() {
        Turn::Player(_) => assert!(
            g.legal_action_list().len() >= 2 || matches!(g.prompt(), Prompt::Play { .. }),
            "forced moves are automatic: {:?} {:?}",
            g.prompt(),
            g.legal_action_list()
        ),
        Turn::Over => {
            let w = g.winner().expect("over means a winner");
            let winners: Vec<Side> = g
                .seats()
                .iter()
                .map(|s| s.role.side())
                .filter(|&x| x == w)
                .collect();
            assert!(!winners.is_empty());
            match w {
                Side::Law => assert!(
                    g.seats()
                        .iter()
                        .all(|s| !s.alive || s.role.side() == Side::Law)
                ),
                Side::Renegade => assert!(
                    g.seats()
                        .iter()
                        .all(|s| s.alive == (s.role == Role::Renegade))
                ),
                Side::Outlaws => assert!(
                    g.seats()
                        .iter()
                        .any(|s| s.role == Role::Sheriff && !s.alive)
                ),
            }
        }
        Turn::Chance => {}
    }
}

#[test]
fn illegal_actions_and_damaged_saves_are_refused() {
    let mut rng = rng_from_seed(3);
    let pick = Rules {
        characters: CharacterDeal::PickOfTwo,
        ..Rules::default()
    };
    let mut g = State::new_game(&pick, 5, None, &mut rng);
    for _ in 0..400 {
        if g.is_over() {
            break;
        }
        if let Turn::Player(_) = g.to_move() {
            let before = g.clone();
            assert!(g.apply(Action::Chance { seed: 1 }).is_err());
            assert!(g.apply(Action::Discard { card: 200 }).is_err());
            assert_eq!(g, before, "a refused action leaves the state unchanged");
        }
        let a = match g.to_move() {
            Turn::Chance => g.sample_chance(&mut rng),
            _ => {
                let legal = g.legal_action_list();
                legal[rng.random_range(0..legal.len())]
            }
        };
        g.apply(a).expect("legal");
    }
    let mut damaged: State = g.clone();
    damaged.deck.push(0);
    let text = ron::to_string(&damaged).expect("serialize");
    assert!(
        ron::from_str::<State>(&text).is_err(),
        "a duplicated card is refused"
    );
}

#[test]
fn determinize_keeps_what_the_observer_knows() {
    let mut rng = rng_from_seed(11);
    let pick = Rules {
        characters: CharacterDeal::PickOfTwo,
        ..Rules::default()
    };
    let mut g = State::new_game(&pick, 6, None, &mut rng);
    for step in 0..600 {
        if g.is_over() {
            break;
        }
        if step % 7 == 0 {
            for o in 0..6 {
                let d = g.determinize(o, &mut rng);
                for (q, s) in g.seats().iter().enumerate() {
                    if s.revealed || q == o {
                        assert_eq!(d.seat(q).role, s.role);
                    }
                    for &c in &s.hand {
                        if g.known[usize::from(c)] & (1 << o) != 0 {
                            assert!(d.seat(q).hand.contains(&c), "a known card stays");
                        }
                    }
                }
            }
        }
        let a = match g.to_move() {
            Turn::Chance => g.sample_chance(&mut rng),
            _ => {
                let legal = g.legal_action_list();
                legal[rng.random_range(0..legal.len())]
            }
        };
        g.apply(a).expect("legal");
    }
}
