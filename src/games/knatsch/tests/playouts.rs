//! Random games for 2–6 players: cards conserved, no duplicate ownership except duel cards,
//! every game ends, no panic, illegal actions refused, save round trips.

use rand::RngExt as _;

use super::super::{
    actions::Action,
    cards::{NUM_CARDS, card},
    rules::Rules,
    state::{Phase, Purpose, State},
};
use crate::engine::{Game, GameDef, GameRng, rng_from_seed};

fn check(g: &State) {
    let mut seen = [0u8; NUM_CARDS];
    for s in 0..2 {
        for &c in g.stack(s) {
            seen[usize::from(c)] += 1;
        }
        assert!(g.hidden(s) < g.stack(s).len().max(1));
    }
    for p in 0..g.players() {
        for (i, &c) in g.hand(p).iter().enumerate() {
            seen[usize::from(c)] += 1;
            if let Some(id) = card(c).identity() {
                assert!(
                    !g.hand(p)[i + 1..]
                        .iter()
                        .any(|&o| card(o).identity() == Some(id)),
                    "seat {p} owns two identical cards"
                );
            }
        }
        assert!(g.castle_count(p) >= 1, "everyone keeps a castle");
    }
    if let Phase::Rolling {
        purpose: Purpose::Duel { card: c, .. },
        ..
    } = g.phase()
    {
        seen[usize::from(c)] += 1;
    }
    assert!(seen.iter().all(|&n| n == 1), "every card exactly once");
}

fn playout(rules: &Rules, players: usize, rng: &mut GameRng) -> State {
    let mut g = State::new_game(rules, players, None, rng);
    let mut steps = 0u32;
    while !g.is_over() {
        check(&g);
        let a = match g.to_move() {
            crate::engine::Turn::Chance => g.sample_chance(rng),
            _ => {
                let legal = g.legal_action_list();
                assert!(!legal.is_empty());
                legal[rng.random_range(0..legal.len())]
            }
        };
        g.apply(a).expect("legal");
        steps += 1;
        assert!(steps < 200_000, "game did not end");
    }
    check(&g);
    g
}

#[test]
fn random_games_for_every_table_size_keep_the_invariants() {
    let rule_sets = [
        Rules::default(),
        Rules {
            strict_beat: true,
            king_at_end: true,
            free_keeps: true,
        },
    ];
    let mut winners = 0;
    let mut games = 0;
    for rules in &rule_sets {
        for players in 2..=6 {
            for seed in 0..60u64 {
                let mut rng = rng_from_seed(seed * 10 + players as u64);
                let g = playout(rules, players, &mut rng);
                games += 1;
                if g.winner().is_some() {
                    winners += 1;
                    let w = g.winner().unwrap_or(0);
                    assert_eq!(g.returns()[w], 1.0);
                }
            }
        }
    }
    assert!(winners * 10 >= games * 9, "{winners} of {games} games won");
}

#[test]
fn illegal_actions_are_refused_and_saves_round_trip() {
    let mut rng = rng_from_seed(3);
    let mut g = State::new_game(&Rules::default(), 3, Some(0), &mut rng);
    let before = g.clone();
    assert!(g.apply(Action::Stop).is_err());
    assert!(g.apply(Action::EndTurn).is_err());
    assert_eq!(g, before);
    for _ in 0..200 {
        if g.is_over() {
            break;
        }
        let a = crate::engine::bots::random_action(&g, &mut rng).expect("an action");
        g.apply(a).expect("legal");
    }
    let text = ron::to_string(&g).expect("save");
    let back: State = ron::from_str(&text).expect("load");
    assert_eq!(back, g);
}

#[test]
fn determinize_keeps_what_everyone_sees() {
    let mut rng = rng_from_seed(5);
    let g = State::new_game(&Rules::default(), 4, Some(0), &mut rng);
    let d = g.determinize(1, &mut rng);
    assert_eq!(d.top(0), g.top(0));
    assert_eq!(d.top(1), g.top(1));
    assert_eq!(d.public_view(), g.public_view());
    assert_eq!(d.observation_key(2), g.observation_key(2));
}
