//! docs/research/bang.md §5 #24–47: Missed!, Barrel, Slab, Jourdonnais, Duel, Indians!, Gatling,
//! Panic!, Cat Balou, General Store, Saloon and Beer.

use super::super::{
    Action, Event, Prompt, Target,
    actions::CheckKind,
    cards::{Kind, Suit, kind},
    characters::Character,
    rules::{DuelRule, TwoPlayerBeer},
};
use super::table::*;
use crate::engine::{Game, Turn};

#[test]
fn s24_s25_barrel_heart_cancels_otherwise_missed_may_follow() {
    let mut g = plain(5);
    equip_kind(&mut g, 1, Kind::Barrel);
    let missed = give_kind(&mut g, 1, Kind::Missed);
    let heart = id(Kind::Jail, Suit::Hearts, 4);
    on_top(&mut g, &[heart]);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    let events = act(&mut g, Action::UseBarrel);
    assert!(events.contains(&Event::Check {
        player: 1,
        kind: CheckKind::Barrel,
        card: heart,
        success: true
    }));
    assert!(events.contains(&Event::Dodged { player: 1 }));
    assert_eq!(g.discard.last(), Some(&heart));
    assert_eq!(g.seat(1).hand, vec![missed], "no Missed! needed");
    assert_eq!(life(&g, 1), 4);

    let mut g = plain(5);
    equip_kind(&mut g, 1, Kind::Barrel);
    let missed = give_kind(&mut g, 1, Kind::Missed);
    on_top(&mut g, &[id(Kind::Missed, Suit::Spades, 4)]);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    act(&mut g, Action::UseBarrel);
    assert_eq!(
        g.prompt(),
        Prompt::Shot {
            player: 1,
            source: 0,
            needed: 1,
            barrels: 0
        }
    );
    act(&mut g, Action::Respond { card: missed });
    assert_eq!(life(&g, 1), 4, "#25");
}

#[test]
fn s26_s27_s28_slab_the_killer_needs_two() {
    let slab_table = || {
        let mut g = plain(5);
        g.seats[0].character = Character::SlabTheKiller;
        let bang = give_kind(&mut g, 0, Kind::Bang);
        at_play(&mut g, 0);
        (g, bang)
    };
    let (mut g, bang) = slab_table();
    equip_kind(&mut g, 1, Kind::Barrel);
    let missed = give_kind(&mut g, 1, Kind::Missed);
    on_top(&mut g, &[id(Kind::Beer, Suit::Hearts, 7)]);
    shoot(&mut g, bang, 1);
    act(&mut g, Action::UseBarrel);
    act(&mut g, Action::Respond { card: missed });
    assert_eq!(life(&g, 1), 4, "#26");

    let (mut g, bang) = slab_table();
    equip_kind(&mut g, 1, Kind::Barrel);
    let missed = give_kind(&mut g, 1, Kind::Missed);
    on_top(&mut g, &[id(Kind::Bang, Suit::Clubs, 7)]);
    shoot(&mut g, bang, 1);
    act(&mut g, Action::UseBarrel);
    assert!(!legal(&g, Action::UseBarrel), "#27: a Barrel draws once");
    act(&mut g, Action::Respond { card: missed });
    assert_eq!(life(&g, 1), 3, "#27: one Missed! is not enough");

    let (mut g, bang) = slab_table();
    g.seats[1].character = Character::Jourdonnais;
    equip_kind(&mut g, 1, Kind::Barrel);
    on_top(
        &mut g,
        &[
            id(Kind::Beer, Suit::Hearts, 7),
            id(Kind::Beer, Suit::Hearts, 8),
        ],
    );
    shoot(&mut g, bang, 1);
    act(&mut g, Action::UseBarrel);
    act(&mut g, Action::UseBarrel);
    assert_eq!(life(&g, 1), 4, "#28");
}

#[test]
fn s29_s37_gatling_from_slab_needs_one_missed_barrels_work() {
    let mut g = plain(5);
    g.seats[0].character = Character::SlabTheKiller;
    let gat = give_kind(&mut g, 0, Kind::Gatling);
    let missed = give_kind(&mut g, 1, Kind::Missed);
    equip_kind(&mut g, 2, Kind::Barrel);
    give_kind(&mut g, 2, Kind::Beer);
    on_top(&mut g, &[id(Kind::Beer, Suit::Hearts, 9)]);
    at_play(&mut g, 0);
    play(&mut g, gat);
    assert_eq!(
        g.prompt(),
        Prompt::Shot {
            player: 1,
            source: 0,
            needed: 1,
            barrels: 0
        }
    );
    act(&mut g, Action::Respond { card: missed });
    act(&mut g, Action::UseBarrel);
    assert_eq!(
        [life(&g, 1), life(&g, 2), life(&g, 3), life(&g, 4)],
        [4, 4, 3, 3]
    );
    assert_eq!(g.prompt(), Prompt::Play { player: 0 });
}

#[test]
fn s30_missed_cannot_be_played_on_ones_own_turn() {
    let mut g = plain(5);
    let missed = give_kind(&mut g, 0, Kind::Missed);
    at_play(&mut g, 0);
    assert!(
        !g.legal_action_list()
            .iter()
            .any(|a| matches!(a, Action::Play { card, .. } if *card == missed))
    );
}

#[test]
fn s31_s32_s33_duels() {
    // Seed rule (default): one BANG! from the challenged player and nothing happens.
    let mut g = plain(5);
    let duel = give_kind(&mut g, 0, Kind::Duel);
    let b3 = give_kind(&mut g, 3, Kind::Bang);
    give_kind(&mut g, 3, Kind::Missed);
    at_play(&mut g, 0);
    shoot(&mut g, duel, 3);
    assert_eq!(
        g.legal_action_list(),
        vec![Action::Respond { card: b3 }, Action::TakeHit],
        "#33"
    );
    act(&mut g, Action::Respond { card: b3 });
    assert_eq!((life(&g, 0), life(&g, 3)), (5, 4));
    assert_eq!(g.prompt(), Prompt::Play { player: 0 });

    // Official option: P0 has none, so P0 loses (#31).
    let mut g = plain(5);
    g.rules.duel = DuelRule::Alternating;
    let duel = give_kind(&mut g, 0, Kind::Duel);
    let b3 = give_kind(&mut g, 3, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, duel, 3);
    act(&mut g, Action::Respond { card: b3 });
    assert_eq!((life(&g, 0), life(&g, 3)), (4, 4));

    // #32: two each, P3 first; after four discards P3 fails.
    let mut g = plain(5);
    g.rules.duel = DuelRule::Alternating;
    let duel = give_kind(&mut g, 0, Kind::Duel);
    let m: Vec<_> = (0..2).map(|_| give_kind(&mut g, 0, Kind::Bang)).collect();
    let t: Vec<_> = (0..2).map(|_| give_kind(&mut g, 3, Kind::Bang)).collect();
    at_play(&mut g, 0);
    shoot(&mut g, duel, 3);
    for i in 0..2 {
        assert_eq!(
            g.prompt(),
            Prompt::Duel {
                player: 3,
                opponent: 0
            }
        );
        act(&mut g, Action::Respond { card: t[i] });
        assert_eq!(
            g.prompt(),
            Prompt::Duel {
                player: 0,
                opponent: 3
            }
        );
        act(&mut g, Action::Respond { card: m[i] });
    }
    assert_eq!((life(&g, 0), life(&g, 3)), (5, 3));
}

#[test]
fn s34_s85_calamity_janet_swaps_bang_and_missed() {
    let mut g = plain(5);
    g.seats[3].character = Character::CalamityJanet;
    let duel = give_kind(&mut g, 0, Kind::Duel);
    let missed = give_kind(&mut g, 3, Kind::Missed);
    give_kind(&mut g, 3, Kind::Beer);
    at_play(&mut g, 0);
    shoot(&mut g, duel, 3);
    act(&mut g, Action::Respond { card: missed });
    assert_eq!(life(&g, 3), 4, "#34");

    let mut g = plain(5);
    g.seats[1].character = Character::CalamityJanet;
    let theirs = give_kind(&mut g, 1, Kind::Bang);
    give_kind(&mut g, 1, Kind::Beer);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    act(&mut g, Action::Respond { card: theirs });
    assert_eq!(life(&g, 1), 4, "#85");
}

#[test]
fn s35_s36_s38_indians() {
    let mut g = plain(5);
    let ind = give_kind(&mut g, 0, Kind::Indians);
    give_kind(&mut g, 2, Kind::Missed);
    equip_kind(&mut g, 2, Kind::Barrel);
    let b3 = give_kind(&mut g, 3, Kind::Bang);
    give_kind(&mut g, 3, Kind::Beer);
    at_play(&mut g, 0);
    play(&mut g, ind);
    // P1 and P2 cannot answer (no Missed!, no Barrel against Indians!).
    assert_eq!(
        g.prompt(),
        Prompt::Indians {
            player: 3,
            source: 0
        }
    );
    assert_eq!(
        g.legal_action_list(),
        vec![Action::Respond { card: b3 }, Action::TakeHit]
    );
    act(&mut g, Action::TakeHit);
    assert_eq!(
        (1..5).map(|p| life(&g, p)).collect::<Vec<_>>(),
        vec![3, 3, 3, 3]
    );
    assert_eq!(life(&g, 0), 5, "#35: the player is unaffected");

    // #38: an Outlaw at 1 life dies to P2's Indians!; P2 draws three.
    let mut g = plain(5);
    let ind = give_kind(&mut g, 2, Kind::Indians);
    g.seats[1].life = 1;
    at_play(&mut g, 2);
    let before = g.seat(2).hand.len();
    play(&mut g, ind);
    assert!(!g.seat(1).alive);
    assert_eq!(g.seat(2).hand.len(), before - 1 + 3);
}

#[test]
fn s39_s40_panic_takes_a_random_hand_card_cat_balou_discards_dynamite() {
    let mut g = plain(5);
    let hand: Vec<_> = [Kind::Beer, Kind::Missed, Kind::Bang]
        .iter()
        .map(|&k| give_kind(&mut g, 1, k))
        .collect();
    equip_kind(&mut g, 1, Kind::Mustang);
    // The Mustang puts P1 at distance 2: P0's Scope brings him back to 1.
    equip_kind(&mut g, 0, Kind::Scope);
    let panic = give_kind(&mut g, 0, Kind::Panic);
    at_play(&mut g, 0);
    act(
        &mut g,
        Action::Play {
            card: panic,
            target: Target::Hand { player: 1 },
        },
    );
    assert_eq!(g.to_move(), Turn::Chance, "the card is random");
    let events = act(&mut g, Action::Chance { seed: 4 });
    let taken = hand[4 % 3];
    assert!(events.contains(&Event::Took {
        player: 0,
        from: Some(1),
        card: taken,
        from_hand: true
    }));
    assert!(g.seat(0).hand.contains(&taken));
    assert_eq!(g.seat(1).hand.len(), 2);

    let mut g = plain(5);
    let dyn_ = equip_kind(&mut g, 3, Kind::Dynamite);
    let cat = give_kind(&mut g, 0, Kind::CatBalou);
    at_play(&mut g, 0);
    act(
        &mut g,
        Action::Play {
            card: cat,
            target: Target::InPlay {
                player: 3,
                card: dyn_,
            },
        },
    );
    assert!(g.discard.contains(&dyn_));
    assert_eq!(life(&g, 3), 4, "no explosion");
}

#[test]
fn s41_s42_general_store_order_and_size() {
    let mut g = plain(5);
    let store = give_kind(&mut g, 2, Kind::GeneralStore);
    at_play(&mut g, 2);
    play(&mut g, store);
    assert_eq!(g.store().len(), 5);
    let mut order = Vec::new();
    while let Prompt::GeneralStore { player } = g.prompt() {
        order.push(player);
        let c = g.store()[0];
        act(&mut g, Action::Choose { card: c });
    }
    // P1 took the last card automatically.
    assert_eq!(order, vec![2, 3, 4, 0]);
    assert_eq!(g.seat(1).hand.len(), 1);
    assert!(g.store().is_empty());

    let mut g = plain(5);
    g.seats[1].alive = false;
    g.seats[3].alive = false;
    let store = give_kind(&mut g, 0, Kind::GeneralStore);
    at_play(&mut g, 0);
    play(&mut g, store);
    assert_eq!(g.store().len(), 3, "#42");
}

#[test]
fn s43_to_s47_beer_and_saloon() {
    let mut g = plain(5);
    let beer = give_kind(&mut g, 0, Kind::Beer);
    at_play(&mut g, 0);
    play(&mut g, beer);
    assert_eq!(life(&g, 0), 5, "#43");

    // #44: two left, Beer cannot save.
    let mut g = plain(5);
    for p in 2..5 {
        g.seats[p].alive = false;
    }
    g.seats[1].life = 1;
    give_kind(&mut g, 1, Kind::Beer);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    assert!(!g.seat(1).alive, "#44");

    // #45: Saloon heals with two left.
    let mut g = plain(5);
    for p in 2..5 {
        g.seats[p].alive = false;
    }
    g.seats[0].life = 2;
    g.seats[1].life = 2;
    let saloon = give_kind(&mut g, 0, Kind::Saloon);
    at_play(&mut g, 0);
    play(&mut g, saloon);
    assert_eq!((life(&g, 0), life(&g, 1)), (3, 3));

    // #46: no Beer against a non-lethal hit.
    let mut g = plain(5);
    g.seats[1].life = 3;
    give_kind(&mut g, 1, Kind::Beer);
    give_kind(&mut g, 1, Kind::Missed);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    assert!(
        !g.legal_action_list()
            .iter()
            .any(|a| matches!(a, Action::Respond { card } if kind(*card) == Kind::Beer))
    );

    // #47: Saloon in hand cannot save.
    let mut g = plain(5);
    g.seats[1].life = 1;
    give_kind(&mut g, 1, Kind::Saloon);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    assert!(!g.seat(1).alive);
}

#[test]
fn beer_with_two_players_left_cannot_be_played_by_default_and_does_nothing_officially() {
    let two_left = |rule: TwoPlayerBeer| {
        let mut g = plain(5);
        g.rules.two_player_beer = rule;
        for p in 2..5 {
            g.seats[p].alive = false;
        }
        g.seats[0].life = 2;
        let beer = give_kind(&mut g, 0, Kind::Beer);
        at_play(&mut g, 0);
        (g, beer)
    };
    let plays_beer = |g: &super::super::State, beer| {
        g.legal_action_list()
            .iter()
            .any(|a| matches!(a, Action::Play { card, .. } if *card == beer))
    };

    // Seed (default): not playable at all.
    let (g, beer) = two_left(TwoPlayerBeer::Unplayable);
    assert!(!plays_beer(&g, beer));

    // Official option: playable, discarded, no life regained.
    let (mut g, beer) = two_left(TwoPlayerBeer::NoEffect);
    assert!(plays_beer(&g, beer));
    play(&mut g, beer);
    assert_eq!(life(&g, 0), 2);
    assert!(g.discard_pile().contains(&beer));

    // With three players left Beer heals under both rules.
    for rule in [TwoPlayerBeer::Unplayable, TwoPlayerBeer::NoEffect] {
        let mut g = plain(5);
        g.rules.two_player_beer = rule;
        for p in 3..5 {
            g.seats[p].alive = false;
        }
        g.seats[0].life = 2;
        let beer = give_kind(&mut g, 0, Kind::Beer);
        at_play(&mut g, 0);
        play(&mut g, beer);
        assert_eq!(life(&g, 0), 3);
    }
}
