//! docs/research/bang.md §5 #48–74: "draw!", Jail, Dynamite, elimination, rewards, penalties, the
//! end of the game, the hand limit and the reshuffle.

use super::super::{
    Action, Event, Prompt,
    actions::CheckKind,
    cards::{Kind, Suit},
    characters::Character,
    roles::{Role, Side},
    state::Task,
};
use super::table::*;
use crate::engine::{Game, Turn};

#[test]
fn s48_s49_jail() {
    let mut g = willies(5);
    let jail = equip_kind(&mut g, 2, Kind::Jail);
    let heart = id(Kind::Jail, Suit::Hearts, 4);
    on_top(&mut g, &[heart]);
    at_start(&mut g, 2);
    assert!(g.discard.contains(&jail) && g.discard.contains(&heart));
    assert_eq!(g.seat(2).hand.len(), 2, "#48: a normal turn");
    assert_eq!(g.prompt(), Prompt::Play { player: 2 });

    let mut g = willies(5);
    let jail = equip_kind(&mut g, 2, Kind::Jail);
    on_top(&mut g, &[id(Kind::Barrel, Suit::Spades, 13)]);
    at_start(&mut g, 2);
    assert!(g.discard.contains(&jail));
    assert!(g.seat(2).hand.is_empty(), "#49: no phase 1");
    assert_eq!(g.turn(), 3);
}

#[test]
fn s50_s51_the_sheriff_cannot_be_jailed_a_jailed_player_can_be_shot() {
    let mut g = plain(5);
    let jail = give_kind(&mut g, 1, Kind::Jail);
    at_play(&mut g, 1);
    assert!(!legal(
        &g,
        Action::Play {
            card: jail,
            target: super::super::Target::Player { player: 0 }
        }
    ));
    let mut g = plain(5);
    equip_kind(&mut g, 1, Kind::Jail);
    let missed = give_kind(&mut g, 1, Kind::Missed);
    give_kind(&mut g, 1, Kind::Beer);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    assert!(legal(&g, Action::Respond { card: missed }));
}

#[test]
fn s52_s54_dynamite_first_then_jail_dynamite_passes() {
    let mut g = willies(5);
    let dynamite = equip_kind(&mut g, 1, Kind::Dynamite);
    equip_kind(&mut g, 1, Kind::Jail);
    let five_h = id(Kind::Saloon, Suit::Hearts, 5);
    let three_s = id(Kind::Missed, Suit::Spades, 3);
    on_top(&mut g, &[five_h, three_s]);
    let mut events = Vec::new();
    g.tasks = vec![Task::NextTurn];
    g.begin_turn(1, &mut super::super::state::Log(Some(&mut events)));
    g.run(&mut super::super::state::Log(Some(&mut events)));
    assert!(events.contains(&Event::Check {
        player: 1,
        kind: CheckKind::Dynamite,
        card: five_h,
        success: false
    }));
    assert!(events.contains(&Event::DynamitePassed { from: 1, to: 2 }));
    assert!(events.contains(&Event::Check {
        player: 1,
        kind: CheckKind::Jail,
        card: three_s,
        success: false
    }));
    assert!(events.contains(&Event::TurnSkipped { player: 1 }));
    // P2 holds it now and checks it at the start of his own turn, which comes next.
    assert_eq!(g.turn(), 2);
    assert!(events.contains(&Event::TurnStarted { player: 2 }));
    let _ = dynamite;
}

#[test]
fn s53_s56_dynamite_explodes_without_reward() {
    let mut g = willies(5);
    let dynamite = equip_kind(&mut g, 1, Kind::Dynamite);
    on_top(&mut g, &[id(Kind::Missed, Suit::Spades, 7)]);
    g.seats[3].life = 4;
    at_start(&mut g, 1);
    assert_eq!(life(&g, 1), 1);
    assert!(g.discard.contains(&dynamite));
    assert!(g.seats.iter().all(|s| !s.has(Kind::Dynamite)));

    // #56: an Outlaw dies to it; nobody draws three.
    let mut g = willies(5);
    equip_kind(&mut g, 1, Kind::Dynamite);
    g.seats[1].life = 3;
    on_top(&mut g, &[id(Kind::Missed, Suit::Spades, 7)]);
    at_start(&mut g, 1);
    assert!(!g.seat(1).alive);
    assert_eq!(g.turn(), 2);
    assert!(
        g.seats
            .iter()
            .enumerate()
            .all(|(p, s)| p == 2 || s.hand.is_empty())
    );
}

#[test]
fn s55_dynamite_played_this_turn_is_not_checked_by_the_next_player() {
    let mut g = willies(5);
    let dynamite = give_kind(&mut g, 1, Kind::Dynamite);
    at_play(&mut g, 1);
    play(&mut g, dynamite);
    act(&mut g, Action::EndTurn);
    assert_eq!(g.turn(), 2);
    assert!(g.seat(1).in_play.contains(&dynamite));
    assert_eq!(g.seat(2).hand.len(), 2);
}

#[test]
fn s57_two_beers_against_dynamite() {
    let mut g = willies(5);
    equip_kind(&mut g, 1, Kind::Dynamite);
    g.seats[1].life = 2;
    let beers = [
        give_kind(&mut g, 1, Kind::Beer),
        give_kind(&mut g, 1, Kind::Beer),
    ];
    on_top(&mut g, &[id(Kind::Missed, Suit::Spades, 7)]);
    at_start(&mut g, 1);
    assert_eq!(g.prompt(), Prompt::Dying { player: 1 });
    assert_eq!(life(&g, 1), -1);
    act(&mut g, Action::Respond { card: beers[0] });
    assert_eq!(g.prompt(), Prompt::Dying { player: 1 });
    act(&mut g, Action::Respond { card: beers[1] });
    assert_eq!(life(&g, 1), 1);
    assert!(g.seat(1).alive);
    assert_eq!(g.prompt(), Prompt::Play { player: 1 });

    let mut g = willies(5);
    equip_kind(&mut g, 1, Kind::Dynamite);
    g.seats[1].life = 2;
    give_kind(&mut g, 1, Kind::Beer);
    on_top(&mut g, &[id(Kind::Missed, Suit::Spades, 7)]);
    at_start(&mut g, 1);
    let beer = g.seat(1).hand[0];
    act(&mut g, Action::Respond { card: beer });
    assert!(!g.seat(1).alive, "one Beer is not enough");
}

#[test]
fn s61_deputy_kills_outlaw_and_draws_three() {
    let mut g = plain(5);
    g.seats[1].life = 1;
    let h = give_kind(&mut g, 1, Kind::Saloon);
    let m = equip_kind(&mut g, 1, Kind::Mustang);
    let bang = give_kind(&mut g, 4, Kind::Bang);
    equip_kind(&mut g, 4, Kind::Remington);
    at_play(&mut g, 4);
    let events = shoot(&mut g, bang, 1);
    assert!(events.contains(&Event::Eliminated {
        player: 1,
        role: Role::Outlaw,
        by: Some(4)
    }));
    assert!(g.seat(1).revealed);
    assert!(g.discard.contains(&h) && g.discard.contains(&m));
    assert_eq!(g.seat(4).hand.len(), 3);
}

#[test]
fn s62_s63_outlaw_reward_and_sheriff_penalty() {
    let mut g = plain(5);
    g.seats[2].life = 1;
    let bang = give_kind(&mut g, 1, Kind::Bang);
    at_play(&mut g, 1);
    shoot(&mut g, bang, 2);
    assert_eq!(
        g.seat(1).hand.len(),
        3,
        "#62: an Outlaw killing an Outlaw draws three"
    );

    let mut g = plain(5);
    g.seats[4].life = 1;
    let bang = give_kind(&mut g, 0, Kind::Bang);
    let kept = give_kind(&mut g, 0, Kind::Beer);
    let gun = equip_kind(&mut g, 0, Kind::Schofield);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 4);
    assert!(!g.seat(4).alive);
    assert!(
        g.seat(0).hand.is_empty() && g.seat(0).in_play.is_empty(),
        "#63"
    );
    assert!(g.discard.contains(&kept) && g.discard.contains(&gun));
}

#[test]
fn s64_to_s68_end_of_the_game() {
    // #64: Sheriff dies while Renegade and a Deputy live, Outlaws all dead: Outlaws win.
    let mut g = plain(5);
    g.seats[1].alive = false;
    g.seats[2].alive = false;
    g.seats[0].life = 1;
    let bang = give_kind(&mut g, 4, Kind::Bang);
    at_play(&mut g, 4);
    let events = shoot(&mut g, bang, 0);
    assert_eq!(g.winner(), Some(Side::Outlaws));
    assert!(events.contains(&Event::GameOver {
        winner: Side::Outlaws
    }));
    assert_eq!(g.to_move(), Turn::Over);
    assert_eq!(g.returns(), vec![0.0, 1.0, 1.0, 0.0, 0.0]);

    // #65: only Sheriff and Renegade; the Renegade wins alone.
    let mut g = plain(5);
    for p in [1, 2, 4] {
        g.seats[p].alive = false;
    }
    g.seats[0].life = 1;
    let bang = give_kind(&mut g, 3, Kind::Bang);
    at_play(&mut g, 3);
    shoot(&mut g, bang, 0);
    assert_eq!(g.winner(), Some(Side::Renegade));

    // #66: last Outlaw dies, Renegade alive: the game goes on.
    let mut g = plain(5);
    g.seats[1].alive = false;
    g.seats[2].life = 1;
    let gat = give_kind(&mut g, 0, Kind::Gatling);
    at_play(&mut g, 0);
    play(&mut g, gat);
    assert_eq!(g.winner(), None);
    assert_eq!(g.prompt(), Prompt::Play { player: 0 });

    // #67/#68: last Outlaw and Renegade die to one Gatling: Law wins, dead Deputy too, at once.
    let mut g = plain(5);
    g.seats[1].alive = false;
    g.seats[4].alive = false;
    g.seats[2].life = 1;
    g.seats[3].life = 1;
    // P2 dies first; with two left P3's Beer cannot save him (#44).
    give_kind(&mut g, 3, Kind::Beer);
    let gat = give_kind(&mut g, 0, Kind::Gatling);
    at_play(&mut g, 0);
    play(&mut g, gat);
    assert_eq!(g.winner(), Some(Side::Law));
    assert_eq!(g.returns(), vec![1.0, 0.0, 0.0, 0.0, 1.0]);
}

#[test]
fn s69_s70_vulture_sam() {
    let mut g = plain(5);
    g.seats[2].character = Character::VultureSam;
    g.seats[3].life = 1;
    let cards = [
        give_kind(&mut g, 3, Kind::Saloon),
        give_kind(&mut g, 3, Kind::Stagecoach),
        equip_kind(&mut g, 3, Kind::Barrel),
    ];
    let bang = give_kind(&mut g, 4, Kind::Bang);
    at_play(&mut g, 4);
    on_top(&mut g, &[id(Kind::Bang, Suit::Clubs, 2)]);
    shoot(&mut g, bang, 3);
    act(&mut g, Action::TakeHit);
    assert!(cards.iter().all(|c| g.seat(2).hand.contains(c)), "#69");
    assert!(cards.iter().all(|c| !g.discard.contains(c)));

    let mut g = plain(5);
    g.seats[2].character = Character::VultureSam;
    g.seats[2].alive = false;
    g.seats[3].life = 1;
    let c = give_kind(&mut g, 3, Kind::Saloon);
    let bang = give_kind(&mut g, 4, Kind::Bang);
    at_play(&mut g, 4);
    shoot(&mut g, bang, 3);
    assert!(g.discard.contains(&c), "#70");
}

#[test]
fn s71_vulture_sam_as_sheriff_killing_a_deputy_keeps_nothing() {
    // Decision (docs/rules.md): the Sheriff's penalty comes first; the Deputy's cards are discarded.
    let mut g = plain(5);
    g.seats[0].character = Character::VultureSam;
    assert_eq!(g.seat(4).role, Role::Deputy);
    g.seats[4].life = 1;
    let deputy_cards = [
        give_kind(&mut g, 4, Kind::Saloon),
        equip_kind(&mut g, 4, Kind::Scope),
    ];
    let own = give_kind(&mut g, 0, Kind::Stagecoach);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 4);
    assert!(!g.seat(4).alive);
    assert!(g.seat(0).hand.is_empty() && g.seat(0).in_play.is_empty());
    for c in deputy_cards.iter().chain([&own]) {
        assert!(g.discard.contains(c), "card {c} is discarded");
    }
}

#[test]
fn s72_s73_s74_hand_limit_and_reshuffle() {
    let mut g = willies(5);
    let hand: Vec<_> = (0..6).map(|_| give_kind(&mut g, 0, Kind::Bang)).collect();
    g.seats[0].life = 4;
    at_play(&mut g, 0);
    act(&mut g, Action::EndTurn);
    assert_eq!(
        g.prompt(),
        Prompt::Discard {
            player: 0,
            excess: 2
        }
    );
    act(&mut g, Action::Discard { card: hand[0] });
    act(&mut g, Action::Discard { card: hand[5] });
    assert_eq!(g.turn(), 1);
    assert_eq!(g.seat(0).hand, hand[1..5].to_vec());

    // #73: one card in the deck, ten in the discard pile.
    let mut g = willies(5);
    let deck = std::mem::take(&mut g.deck);
    g.deck = vec![deck[0]];
    g.discard = deck[1..11].to_vec();
    g.seats[4].hand = deck[11..].to_vec();
    at_start(&mut g, 1);
    assert_eq!(g.to_move(), Turn::Chance);
    act(&mut g, Action::Chance { seed: 9 });
    assert_eq!(g.seat(1).hand.len(), 2);
    assert_eq!(g.deck.len(), 9);
    assert!(g.discard.is_empty());
    assert!(g.cards_accounted_for());

    // #74: both empty: no crash, nothing drawn.
    let mut g = willies(5);
    let deck = std::mem::take(&mut g.deck);
    g.seats[4].hand = deck;
    at_start(&mut g, 1);
    assert!(g.seat(1).hand.is_empty());
    assert_eq!(g.prompt(), Prompt::Play { player: 1 });
}
