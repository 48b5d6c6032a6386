//! The computer players: honest information, role-aware targets (docs/research/bang.md §5 #96, #97), and
//! self-play statistics.

use rand::RngExt as _;

use super::super::{
    Action, Prompt,
    ai::bot,
    cards::Kind,
    policy::{Knowledge, choose},
    roles::{Role, Side},
    rules::{DuelRule, Rules},
    state::State,
};
use super::table::*;
use crate::engine::{Budget, Game, GameDef, Strength, Turn, rng_from_seed};

/// Plays one game between bots of one strength; returns the final state.
fn self_play(strength: Strength, players: usize, seed: u64) -> State {
    let b = bot(strength);
    let mut rng = rng_from_seed(seed);
    let mut g = State::new_game(&Rules::default(), players, None, &mut rng);
    let mut decisions = 0;
    while !g.is_over() {
        let a = match g.to_move() {
            Turn::Chance => g.sample_chance(&mut rng),
            Turn::Player(p) => b.choose(&g, p, &Budget::unlimited(), &mut rng),
            Turn::Over => break,
        };
        g.apply(a).expect("bots play legal actions");
        decisions += 1;
        assert!(decisions < 5000);
    }
    g
}

#[test]
fn s96_a_deputy_does_not_beat_the_sheriff_at_one_life_in_a_duel() {
    let mut g = plain(5);
    g.rules.duel = DuelRule::Alternating;
    g.seats[0].life = 1;
    let duel = give_kind(&mut g, 0, Kind::Duel);
    give_kind(&mut g, 4, Kind::Bang);
    at_play(&mut g, 0);
    shoot(&mut g, duel, 4);
    assert_eq!(
        g.prompt(),
        Prompt::Duel {
            player: 4,
            opponent: 0
        }
    );
    let legal = g.legal_action_list();
    let mut rng = rng_from_seed(1);
    for knowledge in [Knowledge::Revealed, Knowledge::Inferred] {
        assert_eq!(
            choose(&g, 4, &legal, knowledge, 0.0, &mut rng),
            Action::TakeHit
        );
    }
}

#[test]
fn s97_bots_decide_from_what_they_see() {
    // Two worlds that look the same to the deciding seat give the same decision.
    let mut rng = rng_from_seed(7);
    let mut g = State::new_game(&Rules::default(), 6, None, &mut rng);
    for step in 0..400 {
        if g.is_over() {
            break;
        }
        if let Turn::Player(p) = g.to_move() {
            let other = g.determinize(p, &mut rng);
            for s in [Strength::Easy, Strength::Normal, Strength::Hard] {
                let b = bot(s);
                let seed = step as u64;
                let a1 = b.choose(&g, p, &Budget::unlimited(), &mut rng_from_seed(seed));
                let a2 = b.choose(&other, p, &Budget::unlimited(), &mut rng_from_seed(seed));
                assert_eq!(a1, a2, "{s:?} used hidden information");
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

#[test]
fn policy_self_play_deputies_spare_the_sheriff() {
    let mut deputy_shot_sheriff = 0;
    let mut wins = [0u32; 3];
    let (mut sheriff_acts, mut sheriff_acts_at_deputies) = (0u32, 0u32);
    let games = 1000u64;
    for seed in 0..games {
        let players = 5 + (seed % 3) as usize;
        let g = self_play(Strength::Hard, players, seed);
        let sheriff = g
            .seats
            .iter()
            .position(|s| s.role == Role::Sheriff)
            .unwrap_or(0);
        if g.seats
            .iter()
            .enumerate()
            .any(|(p, s)| s.role == Role::Deputy && g.hostile_acts(p, sheriff) > 0)
        {
            deputy_shot_sheriff += 1;
        }
        wins[g.winner().map_or(0, |w| w as usize)] += 1;
        for (p, s) in g.seats.iter().enumerate() {
            sheriff_acts += u32::from(g.hostile_acts(sheriff, p));
            if s.role == Role::Deputy {
                sheriff_acts_at_deputies += u32::from(g.hostile_acts(sheriff, p));
            }
        }
    }
    println!(
        "Hard self-play, 5-7 players, {games} games: Law {} Outlaws {} Renegade {}; deputy hostile to sheriff in {deputy_shot_sheriff}; sheriff acts at deputies {sheriff_acts_at_deputies} of {sheriff_acts}",
        wins[Side::Law as usize],
        wins[Side::Outlaws as usize],
        wins[Side::Renegade as usize]
    );
    assert!(deputy_shot_sheriff * 100 < games, "{deputy_shot_sheriff}");
    // A blind Sheriff would aim a quarter (5 players) to a third (7) of his acts at Deputies;
    // reading the table should bring that well below.
    assert!(
        sheriff_acts_at_deputies * 6 < sheriff_acts,
        "the Sheriff aimed {sheriff_acts_at_deputies} of {sheriff_acts} acts at Deputies"
    );
    assert!(wins.iter().all(|&w| w > 0));
}

#[test]
#[cfg(feature = "lab")]
fn the_arena_reports_side_wins_and_role_hostility() {
    use crate::engine::arena::{ArenaSpec, run};
    let report = run::<State>(&ArenaSpec {
        players: Some(5),
        a: Strength::Hard,
        b: Strength::Hard,
        games: 40,
        seed: 3,
        ..ArenaSpec::default()
    })
    .expect("arena runs");
    let tally = |name: &str| {
        report
            .tallies
            .iter()
            .find(|(n, _)| n == name)
            .map(|&(_, v)| v)
            .unwrap_or_else(|| panic!("{name} reported: {:?}", report.tallies))
    };
    let sides = tally("law_wins") + tally("outlaw_wins") + tally("renegade_wins");
    assert!(
        (sides - 1.0).abs() < 1e-9,
        "one side wins every game: {sides}"
    );
    assert_eq!(tally("deputy_hostile_to_sheriff"), 0.0);
    assert!(tally("sheriff_hostile_acts") >= tally("sheriff_hostile_acts_at_deputies"));
    assert!(report.json().contains("\"law_wins\":"));
    assert_eq!(report.unfinished, 0);
}

/// Hard against the yardstick over 12 deals of four players.
#[cfg(feature = "lab")]
fn hard_against_the_yardstick() -> crate::engine::arena::ArenaSpec {
    crate::engine::arena::ArenaSpec {
        players: Some(4),
        a: Strength::Hard,
        named: [None, Some("yardstick".into())],
        games: 24,
        seed: 5,
        ..Default::default()
    }
}

#[cfg(feature = "lab")]
#[test]
fn the_duplicate_match_with_the_yardstick_is_split_by_role() {
    let report = crate::games::bang::run_arena(&hard_against_the_yardstick()).expect("arena runs");
    assert_eq!(report.labels[1], "yardstick");
    let deals: u32 = report.by_class.iter().map(|r| r.deals).sum();
    assert_eq!(
        deals, 12,
        "every deal is played by both bots: {:?}",
        report.by_class
    );
    let roles: Vec<&str> = report.by_class.iter().map(|r| r.class.as_str()).collect();
    for role in ["Sheriff", "Outlaw", "Renegade"] {
        assert!(roles.contains(&role), "{role} in {roles:?}");
    }
    // The rows together are the whole match.
    let weighted: f64 = report
        .by_class
        .iter()
        .map(|r| f64::from(r.deals) * r.a_score)
        .sum::<f64>()
        / 12.0;
    assert!((weighted - report.a_score).abs() < 1e-9);
    assert!(report.json().contains("\"by_class\":[{\"class\":"));
    // Deal by deal, in order, for pairing two runs over the same deals.
    let deals: Vec<u32> = report.by_deal.iter().map(|r| r.deal).collect();
    assert_eq!(deals, (0..12).collect::<Vec<_>>());
    let mean = report.by_deal.iter().map(|r| r.a_score).sum::<f64>() / 12.0;
    let baseline = report.by_deal.iter().map(|r| r.b_score).sum::<f64>() / 12.0;
    assert!((mean - report.a_score).abs() < 1e-9);
    assert!((baseline - report.baseline).abs() < 1e-9);
    assert!(report.json().contains("\"by_deal\":[[0,"));
}

#[test]
fn rollout_players_with_public_knowledge_read_roles_from_attacks_only() {
    use super::super::policy::enemies;
    // Seat 0 is the Sheriff, seat 1 an Outlaw, seat 4 a Deputy (all hidden but the Sheriff).
    let mut g = plain(5);
    let knowing = enemies(&g, 0, Knowledge::Sampled);
    let reading = enemies(&g, 0, Knowledge::Public);
    assert_eq!(knowing[4], -2.0);
    assert!(
        reading[4] > -0.5,
        "a silent Deputy is a stranger: {reading:?}"
    );
    g.note_hostile(1, 0);
    let reading = enemies(&g, 0, Knowledge::Public);
    assert!(
        reading[1] > 0.8,
        "who shot the Sheriff reads as an Outlaw: {reading:?}"
    );
    assert!(reading[1] > reading[4] + 0.5);
}

#[test]
fn the_arena_reads_a_seat_from_its_hostile_acts_and_not_from_a_revealed_role() {
    let mut g = State::new(Rules::default(), 7, &mut rng_from_seed(5));
    let sheriff = g
        .seats
        .iter()
        .position(|s| s.role == Role::Sheriff)
        .expect("a Sheriff");
    assert_eq!(
        g.arena_seat_reading(sheriff),
        None,
        "the Sheriff's role is public"
    );
    let seat = (1..7)
        .map(|k| (sheriff + k) % 7)
        .find(|&p| g.seats[p].role == Role::Outlaw)
        .expect("an Outlaw");
    // Nothing done yet: the reading is the prior, three Outlaws among six hidden seats.
    let prior = g.arena_seat_reading(seat).expect("hidden");
    assert!((prior - 0.5).abs() < 1e-9, "{prior}");
    // Dead and revealed changes nothing: only what the seat did counts.
    g.seats[seat].revealed = true;
    assert_eq!(g.arena_seat_reading(seat), Some(prior));
    for _ in 0..3 {
        g.note_hostile(seat, sheriff);
    }
    let read = g.arena_seat_reading(seat).expect("hidden");
    assert!(
        read > 0.85,
        "three shots at the Sheriff show an Outlaw: {read}"
    );
}

#[test]
fn the_expert_rollouts_play_with_the_knowledge_they_are_given() {
    use super::super::ai::BangHeuristics;
    use crate::engine::search::Heuristics;
    // Self-play from a 5-player deal until a decision where a player who knows every role
    // chooses otherwise than one who reads them from public attacks.
    let mut rng = rng_from_seed(11);
    let mut g = State::new_game(&Rules::default(), 5, None, &mut rng);
    let mut found = None;
    for _ in 0..2_000 {
        let a = match g.to_move() {
            Turn::Chance => g.sample_chance(&mut rng),
            Turn::Player(p) => {
                let legal = g.legal_action_list();
                let sampled = choose(
                    &g,
                    p,
                    &legal,
                    Knowledge::Sampled,
                    0.0,
                    &mut rng_from_seed(1),
                );
                let public = choose(&g, p, &legal, Knowledge::Public, 0.0, &mut rng_from_seed(1));
                if sampled != public {
                    found = Some((g.clone(), legal, sampled, public));
                    break;
                }
                sampled
            }
            Turn::Over => break,
        };
        g.apply(a).expect("legal");
    }
    let (state, legal, sampled, public) =
        found.expect("the two kinds of knowledge differ somewhere");
    for (knowledge, expected) in [(Knowledge::Sampled, sampled), (Knowledge::Public, public)] {
        let rollout = BangHeuristics {
            rollout_noise: 0.0,
            rollout_knowledge: knowledge,
            ..BangHeuristics::default()
        };
        assert_eq!(
            rollout.rollout_action(&state, &legal, &mut rng_from_seed(1)),
            expected,
            "{knowledge:?}"
        );
    }
}

#[test]
fn with_a_policy_margin_the_expert_keeps_the_rule_based_choice_unless_the_search_is_sure() {
    use super::super::ai::ExpertConfig;
    use crate::engine::Bot;
    let config = |policy_margin| ExpertConfig {
        iterations: 60,
        policy_margin,
        ..ExpertConfig::default()
    };
    let (searching, keeping) = (config(0.0).bot(), config(1.0).bot());
    let mut rng = rng_from_seed(8);
    let mut g = State::new_game(&Rules::default(), 5, None, &mut rng);
    let (mut differ, mut decisions) = (0, 0);
    while !g.is_over() && decisions < 300 {
        let a = match g.to_move() {
            Turn::Chance => g.sample_chance(&mut rng),
            Turn::Player(p) => {
                decisions += 1;
                let legal = g.legal_action_list();
                let own = choose(&g, p, &legal, Knowledge::Inferred, 0.0, &mut rng);
                let budget = Budget::unlimited();
                let kept = keeping.rank(&g, p, &budget, &mut rng_from_seed(1));
                let searched = searching.rank(&g, p, &budget, &mut rng_from_seed(1));
                if kept.iter().any(|r| r.action == own) {
                    assert_eq!(
                        kept[0].action, own,
                        "a margin of 1 always keeps the policy's"
                    );
                }
                differ += usize::from(searched[0].action != own);
                searched[0].action
            }
            Turn::Over => break,
        };
        g.apply(a).expect("legal");
    }
    assert!(
        differ > 0,
        "the search alone departs from the policy somewhere"
    );
}

#[test]
fn only_a_hostile_act_by_a_hidden_seat_shows_its_role() {
    use super::super::{Target, ai::exposure_gain};
    let mut rng = rng_from_seed(5);
    let g = State::new_game(&Rules::default(), 7, None, &mut rng);
    let sheriff = g
        .seats
        .iter()
        .position(|s| s.role == Role::Sheriff)
        .unwrap_or(0);
    let of_role = |role| g.seats.iter().position(|s| s.role == role).unwrap_or(0);
    let at = |player| Action::Play {
        card: 0,
        target: Target::Player { player },
    };
    let outlaw = of_role(Role::Outlaw);
    assert!(
        exposure_gain(&g, outlaw, at(sheriff)) > 0.1,
        "an Outlaw shooting the Sheriff shows itself"
    );
    let deputy = of_role(Role::Deputy);
    assert!(
        exposure_gain(&g, deputy, at(outlaw)) > 0.0,
        "a Deputy shooting an Outlaw leans Law"
    );
    assert_eq!(
        exposure_gain(&g, deputy, at(sheriff)),
        0.0,
        "a shot at the Sheriff makes nobody think a Deputy fired it"
    );
    assert_eq!(exposure_gain(&g, sheriff, at(outlaw)), 0.0, "known anyway");
    assert_eq!(exposure_gain(&g, outlaw, Action::EndTurn), 0.0);
}

#[test]
fn a_reveal_weight_trades_the_rule_based_choice_for_a_less_telling_one() {
    use super::super::ai::{ExpertConfig, exposure_gain};
    use crate::engine::Bot;
    let config = |reveal_weight| ExpertConfig {
        iterations: 60,
        policy_margin: 0.2,
        reveal_weight,
        ..ExpertConfig::default()
    };
    let (plain, discreet) = (config(0.0).bot(), config(5.0).bot());
    let mut rng = rng_from_seed(8);
    let mut g = State::new_game(&Rules::default(), 7, None, &mut rng);
    let (mut departed, mut decisions) = (0, 0);
    while !g.is_over() && decisions < 400 {
        let a = match g.to_move() {
            Turn::Chance => g.sample_chance(&mut rng),
            Turn::Player(p) => {
                decisions += 1;
                let budget = Budget::unlimited();
                let kept = plain.rank(&g, p, &budget, &mut rng_from_seed(1));
                let chosen = discreet.rank(&g, p, &budget, &mut rng_from_seed(1));
                if chosen[0].action != kept[0].action {
                    departed += 1;
                    assert!(
                        exposure_gain(&g, p, chosen[0].action)
                            < exposure_gain(&g, p, kept[0].action),
                        "a departure only for a less telling action"
                    );
                }
                kept[0].action
            }
            Turn::Over => break,
        };
        g.apply(a).expect("legal");
    }
    assert!(departed > 0, "somewhere the weight changes the choice");
}

/// The first seat dealt `role`.
fn seat_of(g: &State, role: Role) -> usize {
    g.seats.iter().position(|s| s.role == role).unwrap_or(0)
}

#[test]
fn the_sheriff_s_weight_sets_what_his_wound_is_worth_to_the_outlaws() {
    use super::super::ai::evaluate;
    let mut rng = rng_from_seed(5);
    let g = State::new_game(&Rules::default(), 7, None, &mut rng);
    let [sheriff, deputy, outlaw] =
        [Role::Sheriff, Role::Deputy, Role::Outlaw].map(|r| seat_of(&g, r));
    let wounded = |seat: usize| {
        let mut w = g.clone();
        w.seats[seat].life -= 1;
        w
    };
    let gain = |seat, weight| {
        evaluate(&wounded(seat), false, weight)[outlaw] - evaluate(&g, false, weight)[outlaw]
    };
    assert!(
        (gain(sheriff, 1.0) - gain(deputy, 1.0)).abs() < 1e-12,
        "weighed as a seat, the Sheriff's wound is a Deputy's"
    );
    assert!(gain(sheriff, 2.0) > gain(deputy, 2.0));
    assert!(
        gain(sheriff, 4.0) > gain(sheriff, 2.0),
        "the heavier his life, the more his wound is worth"
    );
}

#[test]
fn a_balancing_renegade_wants_the_sheriff_standing_while_an_outlaw_lives() {
    use super::super::ai::evaluate;
    let mut rng = rng_from_seed(5);
    let g = State::new_game(&Rules::default(), 6, None, &mut rng);
    let [sheriff, renegade, outlaw] =
        [Role::Sheriff, Role::Renegade, Role::Outlaw].map(|r| seat_of(&g, r));
    let mut hurt = g.clone();
    hurt.seats[sheriff].life -= 2;
    for balance in [false, true] {
        let (before, after) = (evaluate(&g, balance, 2.0), evaluate(&hurt, balance, 2.0));
        assert_eq!(
            after[renegade] < before[renegade],
            balance,
            "balance {balance}: the Sheriff's wound is the Renegade's loss only with balance"
        );
        assert!(
            after[outlaw] > before[outlaw],
            "the Outlaws gain either way"
        );
    }
    // With every Outlaw gone the Sheriff is the last enemy.
    let mut duel = hurt.clone();
    for s in &mut duel.seats {
        if s.role == Role::Outlaw {
            s.alive = false;
            s.life = 0;
        }
    }
    let mut healed = duel.clone();
    healed.seats[sheriff].life += 2;
    assert!(evaluate(&healed, true, 2.0)[renegade] < evaluate(&duel, true, 2.0)[renegade]);
}

#[cfg(feature = "lab")]
#[test]
fn a_run_of_one_class_plays_those_deals_as_the_full_run_does() {
    use crate::engine::arena::ArenaSpec;
    let spec = hard_against_the_yardstick();
    let full = crate::games::bang::run_arena(&spec).expect("arena runs");
    let renegades = crate::games::bang::run_arena(&ArenaSpec {
        class: Some("Renegade".into()),
        ..spec.clone()
    })
    .expect("arena runs");
    let expected: Vec<_> = full
        .by_deal
        .iter()
        .filter(|r| r.class == Some("Renegade"))
        .cloned()
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(renegades.by_deal, expected);
    assert_eq!(renegades.games as usize, 2 * expected.len());
    assert!(
        crate::games::bang::run_arena(&ArenaSpec {
            class: Some("Mayor".into()),
            ..spec
        })
        .is_err(),
        "a class no seat has is refused"
    );
}

#[test]
fn role_scoped_settings_change_only_that_role_s_decisions() {
    use super::super::ai::{ExpertConfig, RenegadeBalance};
    use crate::engine::Bot;
    let config = |renegade_balance, role_margins| ExpertConfig {
        iterations: 40,
        renegade_balance,
        role_margins,
        role_reveal_weights: Vec::new(),
        role_sheriff_weights: Vec::new(),
        role_settings_from_players: 0,
        ..ExpertConfig::default()
    };
    let plain = config(RenegadeBalance::Off, Vec::new()).bot();
    let balancing = config(RenegadeBalance::OwnSearch { from_players: 0 }, Vec::new()).bot();
    let balancing_at_larger_tables =
        config(RenegadeBalance::OwnSearch { from_players: 8 }, Vec::new()).bot();
    let steady_deputy = config(RenegadeBalance::Off, vec![(Role::Deputy, 10.0)]).bot();
    let discreet_outlaw = ExpertConfig {
        role_reveal_weights: vec![(Role::Outlaw, 5.0)],
        ..config(RenegadeBalance::Off, Vec::new())
    }
    .bot();
    let sheriff_first_deputy = |from_players| {
        ExpertConfig {
            role_sheriff_weights: vec![(Role::Deputy, 6.0)],
            role_settings_from_players: from_players,
            ..config(RenegadeBalance::Off, Vec::new())
        }
        .bot()
    };
    let (sheriff_first_deputy, sheriff_first_deputy_at_larger_tables) =
        (sheriff_first_deputy(7), sheriff_first_deputy(8));
    let mut rng = rng_from_seed(12);
    let mut g = State::new_game(&Rules::default(), 7, None, &mut rng);
    let (mut renegade_changed, mut deputy_changed, mut outlaw_changed) = (false, false, false);
    let mut deputy_weighed = false;
    let mut decisions = 0;
    let summary = |ranked: Vec<crate::engine::RankedAction<Action>>| {
        ranked
            .into_iter()
            .map(|r| (r.action, r.value.to_bits()))
            .collect::<Vec<_>>()
    };
    while !g.is_over() && decisions < 600 {
        let a = match g.to_move() {
            Turn::Chance => g.sample_chance(&mut rng),
            Turn::Player(p) => {
                decisions += 1;
                let budget = Budget::unlimited();
                let rank =
                    |bot: &dyn Bot<State>| summary(bot.rank(&g, p, &budget, &mut rng_from_seed(3)));
                let (base, with_balance, with_margin) =
                    (rank(&plain), rank(&balancing), rank(&steady_deputy));
                assert_eq!(
                    rank(&balancing_at_larger_tables),
                    base,
                    "no balance at a table smaller than asked"
                );
                match g.seats[p].role {
                    Role::Renegade => renegade_changed |= with_balance != base,
                    _ => assert_eq!(with_balance, base, "only the Renegade's search changes"),
                }
                match g.seats[p].role {
                    Role::Deputy => deputy_changed |= with_margin != base,
                    _ => assert_eq!(with_margin, base, "only the Deputy's margin changes"),
                }
                let with_weight = rank(&discreet_outlaw);
                match g.seats[p].role {
                    Role::Outlaw => outlaw_changed |= with_weight != base,
                    _ => assert_eq!(with_weight, base, "only the Outlaw's reveal weight changes"),
                }
                let with_sheriff_weight = rank(&sheriff_first_deputy);
                match g.seats[p].role {
                    Role::Deputy => deputy_weighed |= with_sheriff_weight != base,
                    _ => assert_eq!(
                        with_sheriff_weight, base,
                        "only the Deputy's own search weighs the Sheriff differently"
                    ),
                }
                assert_eq!(
                    rank(&sheriff_first_deputy_at_larger_tables),
                    base,
                    "no other weight at a table smaller than asked"
                );
                base[0].0
            }
            Turn::Over => break,
        };
        g.apply(a).expect("legal");
    }
    assert!(
        renegade_changed,
        "the balancing Renegade searches differently"
    );
    assert!(deputy_changed, "a wide Deputy margin keeps other choices");
    assert!(
        outlaw_changed,
        "a heavy Outlaw reveal weight keeps other choices"
    );
    assert!(
        deputy_weighed,
        "a Deputy who weighs the Sheriff's life more searches differently"
    );
}
