//! docs/research/bang.md §5 #1–23: the deck, set-up, distance, reach, BANG! limits and weapons.

use super::super::{
    Action, Target,
    cards::{DECK, Kind, Suit, kind},
    characters::Character,
    roles::{Role, roles_for},
    rules::{DuelRule, Rules},
    state::State,
};
use super::table::*;
use crate::engine::{Game, GameDef, rng_from_seed};

#[test]
fn s01_the_deck_has_80_cards_20_per_suit_and_the_exact_multiset() {
    assert_eq!(DECK.len(), 80);
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        assert_eq!(DECK.iter().filter(|c| c.suit == suit).count(), 20);
    }
    let count = |k: Kind| DECK.iter().filter(|c| c.kind == k).count();
    let expected = [
        (Kind::Bang, 25),
        (Kind::Missed, 12),
        (Kind::Beer, 6),
        (Kind::CatBalou, 4),
        (Kind::Panic, 4),
        (Kind::Duel, 3),
        (Kind::Stagecoach, 2),
        (Kind::GeneralStore, 2),
        (Kind::Indians, 2),
        (Kind::Gatling, 1),
        (Kind::Saloon, 1),
        (Kind::WellsFargo, 1),
        (Kind::Barrel, 2),
        (Kind::Mustang, 2),
        (Kind::Scope, 1),
        (Kind::Jail, 3),
        (Kind::Dynamite, 1),
        (Kind::Volcanic, 2),
        (Kind::Schofield, 3),
        (Kind::Remington, 1),
        (Kind::Carabine, 1),
        (Kind::Winchester, 1),
    ];
    assert_eq!(expected.iter().map(|e| e.1).sum::<usize>(), 80);
    for (k, n) in expected {
        assert_eq!(count(k), n, "{k:?}");
    }
    // Spot checks of §1.2 and the derived odds.
    assert_eq!(DECK.iter().filter(|c| c.explodes()).count(), 10);
    assert_eq!(DECK.iter().filter(|c| c.suit.is_red()).count(), 40);
    assert_eq!(kind(id(Kind::Dynamite, Suit::Hearts, 2)), Kind::Dynamite);
    assert_eq!(kind(id(Kind::Scope, Suit::Spades, 14)), Kind::Scope);
}

#[test]
fn s02_s03_roles_life_and_hands_at_set_up() {
    for n in 4..=7 {
        let mut rng = rng_from_seed(n as u64);
        let g = State::new_game(&Rules::default(), n, None, &mut rng);
        let mut roles: Vec<Role> = g.seats().iter().map(|s| s.role).collect();
        roles.sort();
        let mut expected = roles_for(n);
        expected.sort();
        assert_eq!(roles, expected);
        for (p, s) in g.seats().iter().enumerate() {
            assert_eq!(s.revealed, s.role == Role::Sheriff);
            let view = g.observation((p + 1) % n);
            assert_eq!(
                view.seats[p].role.is_some(),
                s.role == Role::Sheriff || (p + 1) % n == p
            );
        }
        let sheriff = g.seats().iter().position(|s| s.role == Role::Sheriff);
        assert_eq!(Some(g.turn()), sheriff, "the Sheriff plays first");
    }
    let setup = [
        (Character::PaulRegret, Role::Sheriff),
        (Character::ElGringo, Role::Outlaw),
        (Character::BartCassidy, Role::Outlaw),
        (Character::WillyTheKid, Role::Renegade),
    ];
    let g = State::with_setup(Rules::default(), &setup, (0..80).collect(), None);
    assert_eq!(g.seat(0).max_life, 4);
    assert_eq!(g.seat(1).max_life, 3);
    assert_eq!(g.seat(1).hand.len(), 3);
    assert_eq!(g.seat(2).hand.len(), 4);
    // The Sheriff has drawn his two phase-1 cards on top of his four.
    assert_eq!(g.seat(0).hand.len(), 6);
    assert!(g.cards_accounted_for());
}

#[test]
fn s05_s06_distance_counts_living_players_both_ways() {
    let mut g = plain(5);
    assert_eq!(g.distance(0, 1), 1);
    assert_eq!(g.distance(0, 4), 1);
    assert_eq!(g.distance(0, 2), 2);
    assert_eq!(g.distance(0, 3), 2);
    g.seats[2].alive = false;
    assert_eq!(g.distance(1, 3), 1);
}

#[test]
fn s07_to_s12_mustang_scope_paul_regret_rose_doolan() {
    let mut g = plain(5);
    equip_kind(&mut g, 1, Kind::Mustang);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    assert!(!legal(
        &g,
        Action::Play {
            card: bang,
            target: Target::Player { player: 1 }
        }
    ));
    assert_eq!(g.distance(1, 0), 1);
    // #10: Scope cancels the Mustang.
    equip_kind(&mut g, 0, Kind::Scope);
    assert_eq!(g.distance(0, 1), 1);
    // #8, #9
    assert!(legal(
        &g,
        Action::Play {
            card: bang,
            target: Target::Player { player: 2 }
        }
    ));
    assert_eq!(g.distance(0, 4), 1);

    let mut g = plain(5);
    g.seats[1].character = Character::PaulRegret;
    equip_kind(&mut g, 1, Kind::Mustang);
    assert_eq!(g.distance(0, 1), 3, "#11");

    let mut g = plain(7);
    g.seats[0].character = Character::RoseDoolan;
    equip_kind(&mut g, 0, Kind::Scope);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    assert_eq!(g.seat_distance(0, 3), 3);
    assert!(
        legal(
            &g,
            Action::Play {
                card: bang,
                target: Target::Player { player: 3 }
            }
        ),
        "#12"
    );
}

#[test]
fn s13_s14_s94_panic_ignores_weapons_but_not_scope() {
    let mut g = plain(5);
    equip_kind(&mut g, 0, Kind::Winchester);
    give_kind(&mut g, 2, Kind::Missed);
    let panic = give_kind(&mut g, 0, Kind::Panic);
    at_play(&mut g, 0);
    let at2 = Action::Play {
        card: panic,
        target: Target::Hand { player: 2 },
    };
    assert!(!legal(&g, at2), "#13");
    equip_kind(&mut g, 0, Kind::Scope);
    assert!(legal(&g, at2), "#14");
    let mut g = plain(5);
    g.seats[0].character = Character::RoseDoolan;
    give_kind(&mut g, 2, Kind::Missed);
    let panic = give_kind(&mut g, 0, Kind::Panic);
    at_play(&mut g, 0);
    assert!(
        legal(
            &g,
            Action::Play {
                card: panic,
                target: Target::Hand { player: 2 }
            }
        ),
        "#94"
    );
}

#[test]
fn s15_cat_balou_duel_and_jail_ignore_distance() {
    let mut g = plain(7);
    give_kind(&mut g, 3, Kind::Missed);
    let cat = give_kind(&mut g, 0, Kind::CatBalou);
    let duel = give_kind(&mut g, 0, Kind::Duel);
    let jail = give_kind(&mut g, 0, Kind::Jail);
    at_play(&mut g, 0);
    assert!(legal(
        &g,
        Action::Play {
            card: cat,
            target: Target::Hand { player: 3 }
        }
    ));
    assert!(legal(
        &g,
        Action::Play {
            card: duel,
            target: Target::Player { player: 3 }
        }
    ));
    assert!(legal(
        &g,
        Action::Play {
            card: jail,
            target: Target::Player { player: 3 }
        }
    ));
}

#[test]
fn s16_s17_s18_one_bang_per_turn_and_volcanic() {
    let mut g = plain(5);
    let b1 = give_kind(&mut g, 0, Kind::Bang);
    let b2 = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, b1, 1);
    assert!(
        !legal(
            &g,
            Action::Play {
                card: b2,
                target: Target::Player { player: 1 }
            }
        ),
        "#16"
    );

    let mut g = plain(5);
    equip_kind(&mut g, 0, Kind::Volcanic);
    let bangs: Vec<_> = (0..4).map(|_| give_kind(&mut g, 0, Kind::Bang)).collect();
    let schofield = give_kind(&mut g, 0, Kind::Schofield);
    at_play(&mut g, 0);
    assert!(!legal(
        &g,
        Action::Play {
            card: bangs[0],
            target: Target::Player { player: 2 }
        }
    ));
    shoot(&mut g, bangs[0], 1);
    shoot(&mut g, bangs[1], 4);
    assert!(
        legal(
            &g,
            Action::Play {
                card: bangs[2],
                target: Target::Player { player: 1 }
            }
        ),
        "#17"
    );
    play(&mut g, schofield);
    assert!(
        !g.legal_action_list()
            .into_iter()
            .any(|a| matches!(a, Action::Play { card, .. } if kind(card) == Kind::Bang)),
        "#18"
    );
}

#[test]
fn s19_s20_weapons_replace_and_one_copy_in_play() {
    let mut g = plain(5);
    let schofield = equip_kind(&mut g, 0, Kind::Schofield);
    let remington = give_kind(&mut g, 0, Kind::Remington);
    equip_kind(&mut g, 0, Kind::Barrel);
    let barrel2 = give_kind(&mut g, 0, Kind::Barrel);
    at_play(&mut g, 0);
    assert!(
        !legal(
            &g,
            Action::Play {
                card: barrel2,
                target: Target::Nobody
            }
        ),
        "#20"
    );
    play(&mut g, remington);
    assert!(g.discard.contains(&schofield), "#19");
    assert_eq!(g.reach(0), 3);
    // Jourdonnais may put a real Barrel in play.
    g.seats[0].character = Character::Jourdonnais;
    g.seats[0].in_play.retain(|&c| kind(c) != Kind::Barrel);
    g.discard.push(id(Kind::Barrel, Suit::Spades, 12));
    let real = give(&mut g, 0, id(Kind::Barrel, Suit::Spades, 12));
    assert!(
        legal(
            &g,
            Action::Play {
                card: real,
                target: Target::Nobody
            }
        ),
        "{:?} {:?} {:?}",
        g.seats[0],
        g.prompt(),
        g.legal_action_list()
    );
}

#[test]
fn s21_s22_s23_gatling_and_duel_do_not_count_as_bang() {
    let mut g = plain(5);
    let gat = give_kind(&mut g, 0, Kind::Gatling);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    play(&mut g, gat);
    assert!(
        legal(
            &g,
            Action::Play {
                card: bang,
                target: Target::Player { player: 1 }
            }
        ),
        "#21"
    );
    // Everybody without cards took the hit.
    assert_eq!(
        (1..5).map(|p| life(&g, p)).collect::<Vec<_>>(),
        vec![3, 3, 3, 3]
    );

    let mut g = plain(5);
    g.rules.duel = DuelRule::Alternating;
    let duel = give_kind(&mut g, 0, Kind::Duel);
    let mine: Vec<_> = (0..3).map(|_| give_kind(&mut g, 0, Kind::Bang)).collect();
    let theirs: Vec<_> = (0..2).map(|_| give_kind(&mut g, 3, Kind::Bang)).collect();
    at_play(&mut g, 0);
    shoot(&mut g, duel, 3);
    act(&mut g, Action::Respond { card: theirs[0] });
    act(&mut g, Action::Respond { card: mine[0] });
    act(&mut g, Action::Respond { card: theirs[1] });
    act(&mut g, Action::Respond { card: mine[1] });
    assert_eq!(life(&g, 3), 3, "P3 could not answer");
    assert!(
        legal(
            &g,
            Action::Play {
                card: mine[2],
                target: Target::Player { player: 1 }
            }
        ),
        "#22"
    );
}
