//! Random games for 4–7 players: every invariant after every action, save round trips, and
//! refusal of illegal actions.

use rand::RngExt as _;

use super::super::{
    Action, Prompt,
    roles::Role,
    roles::Side,
    rules::{CharacterDeal, Rules},
    state::State,
};
use crate::engine::{Game, GameDef, Turn, rng_from_seed};

/// The invariants of research §5 #4 and #95.
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

/// Plays one random game; returns the number of decisions.
fn random_game(players: usize, seed: u64, rules: &Rules) -> (State, u32) {
    let mut rng = rng_from_seed(seed);
    let mut g = State::new_game(rules, players, None, &mut rng);
    let mut decisions = 0;
    while !g.is_over() {
        check(&g);
        let a = match g.to_move() {
            Turn::Chance => g.sample_chance(&mut rng),
            _ => {
                let legal = g.legal_action_list();
                legal[rng.random_range(0..legal.len())]
            }
        };
        g.apply(a).expect("legal");
        decisions += 1;
        assert!(decisions < 5_000, "seed {seed}: more than 5000 decisions");
    }
    check(&g);
    (g, decisions)
}

#[test]
fn thousands_of_random_games_keep_every_invariant() {
    let official = Rules {
        duel: super::super::rules::DuelRule::Alternating,
        ..Rules::default()
    };
    let pick = Rules {
        characters: CharacterDeal::PickOfTwo,
        ..Rules::default()
    };
    for players in 4..=7 {
        let mut wins = [0u32; 3];
        let mut total = 0;
        for seed in 0..1000u64 {
            let rules = match seed % 4 {
                0 | 2 => Rules::default(),
                1 => official.clone(),
                _ => pick.clone(),
            };
            let (g, d) = random_game(players, seed * 8 + players as u64, &rules);
            total += d;
            wins[g.winner().map_or(0, |w| w as usize)] += 1;
        }
        // Every side wins some random games.
        assert!(wins.iter().all(|&w| w > 0), "{players}p wins {wins:?}");
        assert!(total / 1000 > 30, "{players}p: games are too short");
    }
}

#[test]
fn saves_round_trip_and_illegal_actions_are_refused() {
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
        let text = ron::to_string(&g).expect("serialize");
        let back: State = ron::from_str(&text).expect("deserialize");
        assert_eq!(back, g);
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
                assert!(d.cards_accounted_for());
                assert_eq!(
                    d.observation(o),
                    g.observation(o),
                    "same view for the observer"
                );
                assert_eq!(d.to_move(), g.to_move());
                if g.decider() == Some(o) {
                    assert_eq!(d.legal_action_list(), g.legal_action_list());
                }
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
