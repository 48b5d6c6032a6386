//! docs/research/bang.md §5 #58–60 and #75–93: character abilities, including the out-of-turn ones.

use super::super::{
    Action, DrawSource, Event, Prompt,
    actions::CheckKind,
    cards::{Kind, Suit},
    characters::Character,
};
use super::table::*;
use crate::engine::{Game, Turn};

#[test]
fn s58_s92_lucky_duke_chooses_the_draw() {
    let mut g = willies(5);
    g.seats[1].character = Character::LuckyDuke;
    let dynamite = equip_kind(&mut g, 1, Kind::Dynamite);
    let four_s = id(Kind::Missed, Suit::Spades, 4);
    let king_d = id(Kind::Indians, Suit::Diamonds, 13);
    on_top(&mut g, &[four_s, king_d]);
    at_start(&mut g, 1);
    assert_eq!(
        g.prompt(),
        Prompt::LuckyDuke {
            player: 1,
            kind: CheckKind::Dynamite
        }
    );
    let events = act(&mut g, Action::Choose { card: king_d });
    assert!(events.contains(&Event::DynamitePassed { from: 1, to: 2 }));
    assert!(g.discard.contains(&four_s) && g.discard.contains(&king_d));
    assert!(g.seat(2).in_play.contains(&dynamite));
    assert_eq!(life(&g, 1), 4);

    let mut g = plain(5);
    g.seats[1].character = Character::LuckyDuke;
    equip_kind(&mut g, 1, Kind::Barrel);
    let nine_h = id(Kind::Beer, Suit::Hearts, 9);
    on_top(&mut g, &[id(Kind::Bang, Suit::Clubs, 2), nine_h]);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    act(&mut g, Action::UseBarrel);
    act(&mut g, Action::Choose { card: nine_h });
    assert_eq!(life(&g, 1), 4, "#92");
}

#[test]
fn s59_kit_carlson_puts_back_what_the_next_player_draws() {
    let mut g = willies(5);
    g.seats[1].character = Character::KitCarlson;
    equip_kind(&mut g, 2, Kind::Dynamite);
    let six_s = id(Kind::Missed, Suit::Spades, 6);
    let a = id(Kind::Bang, Suit::Clubs, 3);
    let b = id(Kind::Bang, Suit::Clubs, 4);
    on_top(&mut g, &[a, six_s, b]);
    at_start(&mut g, 1);
    assert_eq!(g.prompt(), Prompt::KitCarlson { player: 1 });
    assert_eq!(g.observation(1).look, vec![a, six_s, b]);
    assert!(g.observation(0).look.is_empty(), "#82: only Kit sees them");
    act(&mut g, Action::Choose { card: six_s });
    assert_eq!(g.seat(1).hand, vec![a, b]);
    assert_eq!(g.known_top(1), Some(six_s));
    assert_eq!(g.known_top(0), None);
    act(&mut g, Action::EndTurn);
    assert_eq!(life(&g, 2), 1, "the Dynamite exploded on 6♠");
}

#[test]
fn s60_s83_pedro_ramirez() {
    let mut g = willies(5);
    g.seats[1].character = Character::PedroRamirez;
    equip_kind(&mut g, 1, Kind::Jail);
    let heart = id(Kind::Jail, Suit::Hearts, 4);
    on_top(&mut g, &[heart]);
    at_start(&mut g, 1);
    assert_eq!(g.prompt(), Prompt::DrawSource { player: 1 });
    assert_eq!(g.discard.last(), Some(&heart));
    act(
        &mut g,
        Action::DrawFrom {
            source: DrawSource::Discard,
        },
    );
    assert!(g.seat(1).hand.contains(&heart));
    assert_eq!(g.seat(1).hand.len(), 2);

    let mut g = willies(5);
    g.seats[1].character = Character::PedroRamirez;
    at_start(&mut g, 1);
    assert_eq!(g.prompt(), Prompt::Play { player: 1 }, "#83: no prompt");
    assert_eq!(g.seat(1).hand.len(), 2);
}

#[test]
fn s75_bart_cassidy_draws_per_life_lost() {
    let mut g = willies(5);
    g.seats[1].character = Character::BartCassidy;
    equip_kind(&mut g, 1, Kind::Dynamite);
    on_top(&mut g, &[id(Kind::Missed, Suit::Spades, 7)]);
    at_start(&mut g, 1);
    assert_eq!(life(&g, 1), 1);
    assert_eq!(g.seat(1).hand.len(), 3 + 2);
}

#[test]
fn s77_s78_s79_el_gringo() {
    let mut g = plain(5);
    g.seats[1].character = Character::ElGringo;
    g.seats[1].life = 3;
    let bang = give_kind(&mut g, 2, Kind::Bang);
    at_play(&mut g, 2);
    shoot(&mut g, bang, 1);
    assert_eq!(life(&g, 1), 2);
    assert!(g.seat(1).hand.is_empty(), "#77");

    let mut g = plain(5);
    g.seats[1].character = Character::ElGringo;
    let ind = give_kind(&mut g, 3, Kind::Indians);
    let kept = give_kind(&mut g, 3, Kind::Saloon);
    at_play(&mut g, 3);
    play(&mut g, ind);
    assert_eq!(g.to_move(), Turn::Chance);
    act(&mut g, Action::Chance { seed: 0 });
    assert_eq!(g.seat(1).hand, vec![kept], "#78");

    let mut g = plain(5);
    g.seats[1].character = Character::ElGringo;
    g.seats[1].life = 3;
    let duel = give_kind(&mut g, 1, Kind::Duel);
    give_kind(&mut g, 1, Kind::Beer);
    give_kind(&mut g, 3, Kind::Bang);
    give_kind(&mut g, 3, Kind::Beer);
    g.rules.duel = super::super::rules::DuelRule::Alternating;
    at_play(&mut g, 1);
    shoot(&mut g, duel, 3);
    let b = g.seat(3).hand[0];
    act(&mut g, Action::Respond { card: b });
    assert_eq!(life(&g, 1), 2);
    assert_eq!(g.seat(1).hand.len(), 1, "#79: nothing taken");
    assert_eq!(g.prompt(), Prompt::Play { player: 1 });
}

#[test]
fn s80_black_jack_shows_a_red_card_and_draws_again() {
    let mut g = plain(5);
    let q_d = id(Kind::Duel, Suit::Diamonds, 12);
    let first = id(Kind::Bang, Suit::Clubs, 5);
    on_top(&mut g, &[first, q_d]);
    let mut events = Vec::new();
    g.tasks = vec![super::super::state::Task::NextTurn];
    g.begin_turn(1, &mut super::super::state::Log(Some(&mut events)));
    g.run(&mut super::super::state::Log(Some(&mut events)));
    assert!(events.contains(&Event::Drew {
        player: 1,
        card: q_d,
        public: true
    }));
    assert_eq!(g.seat(1).hand.len(), 3);
}

#[test]
fn s81_jesse_jones() {
    let mut g = willies(5);
    g.seats[1].character = Character::JesseJones;
    at_start(&mut g, 1);
    assert_eq!(
        g.prompt(),
        Prompt::Play { player: 1 },
        "#81: every hand empty"
    );
    assert_eq!(g.seat(1).hand.len(), 2);

    let mut g = willies(5);
    g.seats[1].character = Character::JesseJones;
    let c = give_kind(&mut g, 3, Kind::Beer);
    at_start(&mut g, 1);
    assert_eq!(g.prompt(), Prompt::DrawSource { player: 1 });
    act(
        &mut g,
        Action::DrawFrom {
            source: DrawSource::Hand { player: 3 },
        },
    );
    act(&mut g, Action::Chance { seed: 5 });
    assert!(g.seat(1).hand.contains(&c));
    assert_eq!(g.seat(1).hand.len(), 2);
}

#[test]
fn s84_calamity_janet_missed_as_bang_counts() {
    let mut g = plain(5);
    g.seats[0].character = Character::CalamityJanet;
    let m1 = give_kind(&mut g, 0, Kind::Missed);
    let m2 = give_kind(&mut g, 0, Kind::Missed);
    at_play(&mut g, 0);
    assert!(legal(
        &g,
        Action::Play {
            card: m1,
            target: super::super::Target::Player { player: 1 }
        }
    ));
    shoot(&mut g, m1, 1);
    assert_eq!(life(&g, 1), 3);
    assert!(!legal(
        &g,
        Action::Play {
            card: m2,
            target: super::super::Target::Player { player: 4 }
        }
    ));
}

#[test]
fn s86_willy_the_kid_shoots_at_will() {
    let mut g = willies(5);
    equip_kind(&mut g, 0, Kind::Schofield);
    let b: Vec<_> = (0..2).map(|_| give_kind(&mut g, 0, Kind::Bang)).collect();
    at_play(&mut g, 0);
    shoot(&mut g, b[0], 1);
    shoot(&mut g, b[1], 2);
    assert_eq!((life(&g, 1), life(&g, 2)), (3, 3));
}

#[test]
fn s87_s88_sid_ketchum_survives_by_discarding_two() {
    let mut g = plain(5);
    g.seats[1].character = Character::SidKetchum;
    g.seats[1].life = 1;
    let a = give_kind(&mut g, 1, Kind::Saloon);
    let b = give_kind(&mut g, 1, Kind::Stagecoach);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    assert_eq!(g.prompt(), Prompt::Dying { player: 1 });
    act(
        &mut g,
        Action::SidHeal {
            first: a,
            second: b,
        },
    );
    assert_eq!(life(&g, 1), 1);
    assert!(g.seat(1).alive);

    // #88: two players left, it still works.
    let mut g = plain(5);
    for p in 2..5 {
        g.seats[p].alive = false;
    }
    g.seats[1].character = Character::SidKetchum;
    g.seats[1].life = 1;
    let a = give_kind(&mut g, 1, Kind::Saloon);
    let b = give_kind(&mut g, 1, Kind::Stagecoach);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    act(
        &mut g,
        Action::SidHeal {
            first: a,
            second: b,
        },
    );
    assert!(g.seat(1).alive);
}

#[test]
fn s90_suzy_lafayette_draws_when_her_hand_empties() {
    let mut g = plain(5);
    g.seats[1].character = Character::SuzyLafayette;
    let missed = give_kind(&mut g, 1, Kind::Missed);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    act(&mut g, Action::Respond { card: missed });
    assert_eq!(g.seat(1).hand.len(), 1);
    assert_eq!(life(&g, 1), 4);
}

#[test]
fn s93_jourdonnais_has_a_barrel_of_his_own() {
    let mut g = plain(5);
    g.seats[1].character = Character::Jourdonnais;
    on_top(&mut g, &[id(Kind::Beer, Suit::Hearts, 10)]);
    let bang = give_kind(&mut g, 0, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, bang, 1);
    act(&mut g, Action::UseBarrel);
    assert_eq!(life(&g, 1), 4);
}

#[test]
fn s76_bart_cassidy_saved_by_a_beer_still_draws_for_the_life_lost() {
    // Decision (docs/rules.md): the draw follows the hit; the Beer only decides whether he lives.
    let mut g = plain(5);
    g.seats[1].character = Character::BartCassidy;
    g.seats[1].life = 1;
    let beer = give_kind(&mut g, 1, Kind::Beer);
    let bang = give_kind(&mut g, 2, Kind::Bang);
    let next = id(Kind::Saloon, Suit::Hearts, 5);
    on_top(&mut g, &[next]);
    at_play(&mut g, 2);
    shoot(&mut g, bang, 1);
    assert_eq!(g.prompt(), Prompt::Dying { player: 1 });
    act(&mut g, Action::Respond { card: beer });
    assert!(g.seat(1).alive);
    assert_eq!(life(&g, 1), 1);
    assert_eq!(g.seat(1).hand, vec![next], "one card for the life lost");
    assert_eq!(g.prompt(), Prompt::Play { player: 2 });
}

#[test]
fn s91_suzy_lafayette_draws_mid_duel_and_her_turn_goes_on() {
    let mut g = plain(5);
    g.rules.duel = super::super::rules::DuelRule::Alternating;
    g.seats[1].character = Character::SuzyLafayette;
    let duel = give_kind(&mut g, 1, Kind::Duel);
    let last_bang = give_kind(&mut g, 1, Kind::Bang);
    let their_bang = give_kind(&mut g, 3, Kind::Bang);
    let next = id(Kind::Saloon, Suit::Hearts, 5);
    on_top(&mut g, &[next]);
    at_play(&mut g, 1);
    shoot(&mut g, duel, 3);
    act(&mut g, Action::Respond { card: their_bang });
    assert_eq!(
        g.prompt(),
        Prompt::Duel {
            player: 1,
            opponent: 3
        }
    );
    let before = life(&g, 3);
    act(&mut g, Action::Respond { card: last_bang });
    assert_eq!(life(&g, 3), before - 1, "the opponent has no BANG! left");
    assert_eq!(g.seat(1).hand, vec![next], "Suzy drew for her empty hand");
    assert_eq!(g.prompt(), Prompt::Play { player: 1 }, "her turn goes on");
}
