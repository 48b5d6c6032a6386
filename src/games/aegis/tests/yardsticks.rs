//! The arena yardsticks: the plain PIMC bot and the frozen Expert.

use std::time::Instant;

use super::{card, cards, exchange_state, play_state};
use crate::{
    engine::{Bot, Budget, Game, Strength, Turn, rng_from_seed},
    games::aegis::{
        Action, BotConfig, CardSet, ExchangeStyle, Phase, Rules, State,
        arena_bots::{arena_bot, expert_2026_11},
        pimc::PimcBot,
    },
};

fn pimc(play_samples: u32) -> PimcBot {
    PimcBot {
        play_samples,
        ..PimcBot::default()
    }
}

fn choose(bot: &dyn Bot<State>, s: &State, seed: u64) -> Action {
    let p = s.decider().expect("a decision");
    bot.choose(s, p, &Budget::unlimited(), &mut rng_from_seed(seed))
}

#[test]
fn arena_names_the_yardsticks() {
    assert!(arena_bot("pimc").is_some());
    assert_eq!(
        arena_bot("pimc-50").map(|b| b.name()),
        Some("aegis-pimc-50".to_owned())
    );
    assert_eq!(
        arena_bot("expert-2026-11").map(|b| b.name()),
        Some("aegis-expert-2026-11".to_owned())
    );
    assert!(arena_bot("pimc-x").is_none());
    assert!(arena_bot("hard").is_none());
    // The frozen Expert is today's Expert under another name, with more samples a card (today's
    // were cut to keep a card within 20 ms), half the bid samples and exchange draws, and
    // opponent hands sampled uniformly instead of as its exchanges left them.
    assert_eq!(
        BotConfig {
            name: "aegis-expert".into(),
            play_samples: 360,
            bid_samples: 600,
            exchange: ExchangeStyle::Simulate {
                draws: 24,
                hands: 20,
            },
            exchange_history: 2,
            ..expert_2026_11()
        },
        BotConfig::for_strength(Strength::Expert)
    );
}

#[test]
fn pimc_draws_trumps_to_make_its_bid() {
    // The position of `expert_draws_trumps_to_make_its_bid`: leading F5 first makes the bid.
    let mut s = play_state(Rules::default(), "F7", ["F5 W3", "F2 E4"], 0, [4, 4]);
    s.tricks = (0..3)
        .map(|i| super::super::Trick {
            leader: 0,
            lead: crate::games::aegis::Card::from_index(26 + 2 * i),
            reply: crate::games::aegis::Card::from_index(27 + 2 * i),
            winner: if i < 2 { 0 } else { 1 },
        })
        .collect();
    s.validate().unwrap();
    for seed in 0..3 {
        assert_eq!(
            choose(&pimc(20), &s, seed),
            Action::Play { card: card("F5") }
        );
    }
}

#[test]
fn pimc_sees_only_its_observation() {
    let s = play_state(
        Rules::default(),
        "F7",
        ["FK W10 A3 E9 WQ", "F2 W5 A7 E4 EK"],
        0,
        [3, 3],
    );
    let mut other = s.clone();
    other.hands[1] = cards("F3 W6 A8 E5 EQ");
    let bot = pimc(30);
    for seed in 0..3 {
        let a = bot.rank(&s, 0, &Budget::unlimited(), &mut rng_from_seed(seed));
        let b = bot.rank(&other, 0, &Budget::unlimited(), &mut rng_from_seed(seed));
        assert_eq!(a, b);
        assert_eq!(a.len(), 5, "every legal card is ranked");
    }
}

#[test]
fn pimc_exchanges_by_its_fixed_rule() {
    // Key F7: one trump (F2); the low side cards W3, A4 and E5 go, the ace WA stays.
    let s = exchange_state(
        Rules::default(),
        "F7",
        ["F2 W3 A4 E5 WA", "FK W10 A7 E4 EK"],
        0,
    );
    assert_eq!(
        choose(&pimc(10), &s, 1),
        Action::Exchange {
            cards: cards("W3 A4 E5")
        }
    );
    // Two trumps: the hand is kept.
    let s = exchange_state(
        Rules::default(),
        "F7",
        ["F2 F3 A4 E5 WA", "FK W10 A7 E4 EK"],
        0,
    );
    assert_eq!(
        choose(&pimc(10), &s, 1),
        Action::Exchange {
            cards: CardSet::EMPTY
        }
    );
}

#[test]
fn pimc_searches_its_exchanges_when_given_samples() {
    let searched = arena_bot("pimc:xs=60").expect("a pimc variant");
    let choose_in = |hand: &str| {
        let s = exchange_state(Rules::default(), "F7", [hand, "FK W10 A7 E4 EK"], 0);
        (0..3)
            .map(|seed| choose(searched.as_ref(), &s, seed))
            .collect::<Vec<_>>()
    };
    let keep = Action::Exchange {
        cards: CardSet::EMPTY,
    };
    // Five trumps: every exchange only raises the floor of the bid.
    assert!(choose_in("FA FQ FJ F10 F9").iter().all(|a| *a == keep));
    // No trump and low side cards: something goes.
    assert!(choose_in("W2 W3 A2 A3 E5").iter().all(|a| *a != keep));
}

#[test]
fn arena_names_the_pimc_variants() {
    let name = |n: &str| arena_bot(n).map(|b| b.name());
    assert_eq!(name("pimc"), Some("aegis-pimc-10800/9600/680".to_owned()));
    assert_eq!(
        name("pimc:ps=200,bs=50,xs=0"),
        Some("aegis-pimc-200/50/0".to_owned())
    );
    assert!(arena_bot("pimc:zz=3").is_none());
    assert!(arena_bot("pimc:ps").is_none());
}

#[test]
fn pimc_bids_follow_the_strength_of_the_hand() {
    let bid = |hand: &str| {
        let mut s = exchange_state(Rules::default(), "F7", [hand, "E2 E3 E4 E5 E6"], 0);
        s.apply(Action::Exchange {
            cards: CardSet::EMPTY,
        })
        .unwrap();
        assert!(matches!(s.phase(), Phase::Bid { player: 0 }));
        match choose(&pimc(10), &s, 4) {
            Action::Bid { tricks } => tricks,
            other => panic!("not a bid: {other:?}"),
        }
    };
    // Four trumps and the killer against a weak hand.
    assert!(bid("FA FK FQ FJ W7") >= 4);
    assert_eq!(bid("W2 W3 A2 A3 E7"), 1);
}

/// Mean and max ms per decision kind (card play, bid, exchange) of two bots over whole games,
/// and the score of the first. Run with
/// `GAMES=20 A=expert B=pimc cargo test --release --lib aegis_decision_times -- --ignored --nocapture`
/// (`A`/`B`: a strength or an arena bot name).
#[test]
#[ignore = "measurement, prints a table"]
fn aegis_decision_times() {
    let env = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_owned());
    let games: u64 = env("GAMES", "10").parse().unwrap_or(10);
    let pick = |name: &str| {
        Strength::from_id(name)
            .map(crate::games::aegis::ai::bot)
            .or_else(|| arena_bot(name))
            .unwrap_or_else(|| panic!("no bot {name}"))
    };
    let bots = [pick(&env("A", "expert")), pick(&env("B", "pimc"))];
    // times[bot][kind]: play, bid, exchange.
    let mut times: [[Vec<f64>; 3]; 2] = Default::default();
    let mut score = 0.0;
    for g in 0..games {
        let a_seat = (g % 2) as usize;
        let mut chance = rng_from_seed(1000 + g / 2);
        let mut seats = [rng_from_seed(g * 3 + 1), rng_from_seed(g * 3 + 2)];
        let mut s = State::new(Rules::default(), Some(0));
        loop {
            match s.to_move() {
                Turn::Over => break,
                Turn::Chance => {
                    let c = s.sample_chance(&mut chance);
                    s.apply(c).unwrap();
                }
                Turn::Player(p) => {
                    let who = usize::from(p != a_seat);
                    let kind = match s.phase() {
                        Phase::Play => 0,
                        Phase::Bid { .. } => 1,
                        _ => 2,
                    };
                    let t = Instant::now();
                    let a = bots[who].choose(&s, p, &Budget::unlimited(), &mut seats[p]);
                    times[who][kind].push(t.elapsed().as_secs_f64() * 1000.0);
                    s.apply(a).unwrap();
                }
            }
        }
        score += s.returns()[a_seat];
    }
    println!("{games} games, score of a {:.3}", score / games as f64);
    for (who, bot) in bots.iter().enumerate() {
        for (kind, name) in ["card", "bid", "exchange"].iter().enumerate() {
            let v = &times[who][kind];
            let mean = v.iter().sum::<f64>() / v.len().max(1) as f64;
            let max = v.iter().copied().fold(0.0, f64::max);
            println!(
                "{:>22} {name:>8}: {:>6} decisions, mean {mean:7.2} ms, max {max:7.2} ms",
                bot.name(),
                v.len()
            );
        }
    }
}

#[test]
fn arena_names_expert_variants_and_timed_bots() {
    let name = |n: &str| arena_bot(n).map(|b| b.name());
    assert_eq!(
        name("expert:sh=2,ps=50"),
        Some("aegis-expert:sh=2,ps=50".to_owned())
    );
    assert!(arena_bot("expert:ps=x").is_none());
    assert!(arena_bot("expert:bogus").is_none());
    // The exchange knobs: slave improvements, PIMC's exchange, the opponent's history.
    assert!(arena_bot("expert:xi=2,xp=100,xo=1").is_some());
    assert!(arena_bot("expert:xi=300").is_none());
    assert!(arena_bot("expert:xo=-1").is_none());
    // Knobs whose trials are over (docs/ai-notes.md) are gone.
    for gone in [
        "expert:cal",
        "expert:xr=0.3",
        "expert:x2=20",
        "expert:xf",
        "expert:pr=0.4",
    ] {
        assert!(arena_bot(gone).is_none(), "{gone}");
    }
    // The timer keeps the name of what it times, a level or an arena bot.
    assert_eq!(name("cpu:expert"), Some("aegis-expert".to_owned()));
    assert_eq!(name("cpu:pimc-50"), Some("aegis-pimc-50".to_owned()));
    assert!(arena_bot("cpu:nobody").is_none());
    // A timed bot decides as the bot it times.
    let s = play_state(
        Rules::default(),
        "F7",
        ["FK W10 A3 E9 WQ", "F2 W5 A7 E4 EK"],
        0,
        [3, 3],
    );
    let timed = arena_bot("cpu:pimc-30").unwrap();
    for seed in 0..2 {
        assert_eq!(
            choose(timed.as_ref(), &s, seed),
            choose(&pimc(30), &s, seed)
        );
    }
}
