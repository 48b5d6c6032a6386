//! Random-playout invariants over many seeded games.

use rand::RngExt as _;

use crate::{
    engine::{Game, GameDef, GameRng, Turn, bots::random_action, rng_from_seed},
    games::aegis::{Action, Card, CardSet, Event, Phase, Rules, State},
    play::TableRules,
};

const GAMES: u64 = 150;

/// A random legal action or chance outcome.
fn random_action_for_tests(s: &State, rng: &mut GameRng) -> Action {
    random_action(s, rng).expect("the game is not over")
}
/// No game can last longer: every season scores at least one point, so a game to 25 has at
/// most 49 seasons of at most 1 + 8 + 8 + 2 + 10 = 29 decisions.
const DECISION_CAP: usize = 49 * 29;

fn all_rules() -> [Rules; 3] {
    [
        Rules::default(),
        Rules::legacy(),
        Rules {
            slave_max_three_exchanges: true,
            ..Rules::default()
        },
    ]
}

/// Some actions that are never legal in `s` (or at least often not).
fn illegal_candidates(s: &State, rng: &mut GameRng) -> Vec<Action> {
    let card = Card::from_index(rng.random_range(0..52));
    let mut out = vec![
        Action::Bid { tricks: 0 },
        Action::Bid { tricks: 6 },
        Action::Play { card },
        Action::Exchange {
            cards: CardSet::single(card),
        },
        Action::Deal { card },
        Action::Draw { card },
        Action::TurnKey { card },
        Action::MasterDraw { card },
    ];
    if let Some(k) = s.key() {
        out.push(Action::Play { card: k });
        out.push(Action::Deal { card: k });
    }
    out
}

/// The load validation, 52 cards accounted for, a stock that never runs out (the suite's
/// invariant for Aegis).
pub(crate) fn check_cards(s: &State) {
    s.validate().unwrap();
    if s.key().is_some() {
        let total = 1
            + s.hand(0).len()
            + s.hand(1).len()
            + s.discards(0).len()
            + s.discards(1).len()
            + s.played().len()
            + s.stock().len();
        assert_eq!(total, 52, "52 cards accounted for");
        // AE-5: the stock never runs out (at least one card is always left after the deal).
        if !matches!(s.phase(), Phase::Deal) {
            assert!(!s.stock().is_empty());
        }
    }
}

#[test]
fn random_playouts_keep_every_invariant() {
    for seed in 0..GAMES {
        let rules = all_rules()[(seed % 3) as usize];
        let mut rng = rng_from_seed(seed);
        let first = if seed % 4 == 0 {
            None
        } else {
            Some((seed % 2) as usize)
        };
        let mut s = State::new_game(&rules, 2, first, &mut rng);
        let mut decisions = 0;
        let mut scores = s.scores();
        let mut events = Vec::new();
        let mut seasons_scored = 0;
        loop {
            check_cards(&s);
            assert!(
                s.scores()[0] >= scores[0] && s.scores()[1] >= scores[1],
                "scores never fall"
            );
            scores = s.scores();
            let legal = s.legal_action_list();
            match s.to_move() {
                Turn::Over => {
                    assert!(legal.is_empty());
                    break;
                }
                Turn::Chance => assert!(legal.is_empty() && !s.chance_pool().is_empty()),
                Turn::Player(p) => {
                    assert!(!legal.is_empty(), "a decision always has a legal action");
                    assert_eq!(s.decider(), Some(p));
                    decisions += 1;
                    assert!(decisions <= DECISION_CAP, "seed {seed}: game too long");
                }
            }
            // Illegal actions are refused and leave the state unchanged.
            for bad in illegal_candidates(&s, &mut rng) {
                let legal_now = match s.to_move() {
                    Turn::Chance => s.check(bad).is_ok(),
                    _ => legal.contains(&bad),
                };
                if !legal_now {
                    let before = s.clone();
                    assert!(s.apply(bad).is_err(), "{bad:?} accepted in {:?}", s.phase());
                    assert!(s.apply_traced(bad, &mut events).is_err());
                    assert_eq!(s, before);
                }
            }
            let action = random_action_for_tests(&s, &mut rng);
            events.clear();
            s.apply_traced(action, &mut events).unwrap();
            seasons_scored += events
                .iter()
                .filter(|e| matches!(e, Event::SeasonScored { .. }))
                .count();
        }
        assert_eq!(seasons_scored, s.history().len());
        let (winner, _) = s.winner().unwrap();
        assert_eq!(s.returns()[winner], 1.0);
        assert_eq!(s.history().last().map(|r| r.totals), Some(s.scores()));
    }
}

#[test]
fn events_describe_every_card_movement() {
    let mut rng = rng_from_seed(99);
    let mut s = State::new_game(&Rules::default(), 2, None, &mut rng);
    let mut events = Vec::new();
    while s.history().is_empty() {
        let action = random_action_for_tests(&s, &mut rng);
        s.apply_traced(action, &mut events).unwrap();
    }
    let count = |f: &dyn Fn(&Event) -> bool| events.iter().filter(|e| f(e)).count();
    assert_eq!(count(&|e| matches!(e, Event::MasterDrawCard { .. })), 2);
    // The next season has started but its key card is not turned yet.
    assert_eq!(count(&|e| matches!(e, Event::KeyTurned { .. })), 1);
    assert_eq!(count(&|e| matches!(e, Event::CardDealt { .. })), 10);
    let discarded: usize = events
        .iter()
        .map(|e| match e {
            Event::CardsDiscarded { cards, .. } => cards.len(),
            _ => 0,
        })
        .sum();
    assert_eq!(count(&|e| matches!(e, Event::CardDrawn { .. })), discarded);
    assert_eq!(count(&|e| matches!(e, Event::BidMade { .. })), 2);
    assert_eq!(count(&|e| matches!(e, Event::RolesDecided { .. })), 1);
    assert_eq!(count(&|e| matches!(e, Event::CardPlayed { .. })), 10);
    assert_eq!(count(&|e| matches!(e, Event::TrickTaken { .. })), 5);
    assert_eq!(count(&|e| matches!(e, Event::SeasonScored { .. })), 1);
    assert_eq!(count(&|e| matches!(e, Event::SeasonStarted { .. })), 2);
}

#[test]
fn determinize_keeps_what_the_observer_knows() {
    for seed in 0..60u64 {
        let mut rng = rng_from_seed(1000 + seed);
        let mut s = State::new_game(&Rules::default(), 2, Some(0), &mut rng);
        let steps = rng.random_range(12..60);
        for _ in 0..steps {
            if s.is_over() {
                break;
            }
            let a = random_action_for_tests(&s, &mut rng);
            s.apply(a).unwrap();
        }
        for observer in 0..2 {
            let d = s.determinize(observer, &mut rng);
            d.validate().unwrap();
            assert_eq!(d.observation(observer), s.observation(observer));
            assert_eq!(d.observation_key(observer), s.observation_key(observer));
            assert_eq!(d.hand(1 - observer).len(), s.hand(1 - observer).len());
            assert_eq!(
                d.discards(1 - observer).len(),
                s.discards(1 - observer).len()
            );
            assert_eq!(d.stock().len(), s.stock().len());
            // Voids shown in play hold in the sample.
            for t in s.tricks() {
                if t.leader == observer && t.reply.suit != t.lead.suit {
                    assert!(d.hand(1 - observer).of_suit(t.lead.suit).is_empty());
                }
            }
        }
    }
}

#[test]
fn damaged_saves_are_refused() {
    let mut rng = rng_from_seed(3);
    let mut s = State::new_game(&Rules::default(), 2, Some(0), &mut rng);
    while !matches!(s.phase(), Phase::Play) {
        let a = random_action_for_tests(&s, &mut rng);
        s.apply(a).unwrap();
    }
    let text = ron::to_string(&s).unwrap();
    assert!(ron::from_str::<State>(&text).is_ok());
    // The same card in both hands.
    let mut bad = s.clone();
    let c = s.hand(0).iter().next().unwrap();
    bad.hands[1].insert(c);
    assert!(ron::from_str::<State>(&ron::to_string(&bad).unwrap()).is_err());
    // A seat that does not exist.
    let mut bad = s.clone();
    bad.master = 5;
    assert!(ron::from_str::<State>(&ron::to_string(&bad).unwrap()).is_err());
    // A hand too large for the phase.
    let mut bad = s.clone();
    bad.hands[0] = bad.hands[0].union(bad.stock().iter().take(1).collect());
    assert!(ron::from_str::<State>(&ron::to_string(&bad).unwrap()).is_err());
    // Garbage.
    assert!(ron::from_str::<State>("(rules: ())").is_err());
}

#[test]
fn parse_rules_accepts_presets_and_options() {
    assert_eq!(State::parse_rules("").unwrap(), Rules::default());
    assert_eq!(State::parse_rules("legacy").unwrap(), Rules::legacy());
    let r = State::parse_rules("goal=50,slave_max3=true").unwrap();
    assert_eq!(r.goal.points(), 50);
    assert!(r.slave_max_three_exchanges);
    assert!(State::parse_rules("goal=30").is_err());
    // Old settings files without the newer fields still load.
    let r: Rules = ron::from_str("(goal: Points50)").unwrap();
    assert_eq!(r.goal.points(), 50);
    assert_eq!(r.promise, Rules::default().promise);
}
