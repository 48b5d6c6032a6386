//! The strength ladder: in every game each level must beat the level below it.
//!
//! Every adjacent pair of the player's levels (Easy < Normal < Hard < Expert) plays a short set
//! of games with fixed seeds. Two-player games play each deal twice with the seats swapped;
//! games with more players use duplicate deals: the stronger level takes one seat against the
//! weaker everywhere else, then the same deal (same cards, same chance draws, same seat
//! generators) is replayed with the weaker level in that seat too, so the deal's luck cancels.
//! The stronger level must score more than the weaker over the set.
//!
//! Budgets are the levels' own node and iteration counts, never a deadline (Gygès' Hard and
//! Expert are built without their wall-clock cap), so a result is the same on every machine and
//! under any load. The figures are printed (`--nocapture`) for the record.

use super::coverage::every_game;
use crate::engine::{Bot, Budget, GameDef, GameRng, Player, Strength, Turn, rng_from_seed};

/// One adjacent pair's result.
#[derive(Clone, Debug)]
pub(crate) struct Rung {
    weaker: Strength,
    stronger: Strength,
    /// Games the stronger level played (seat-swapped or duplicate halves counted once each).
    games: u32,
    /// The stronger level's mean result (a win 1, a draw or unfinished game 0.5).
    stronger_score: f64,
    /// The weaker level's mean result in the same seats and deals (0.5 in two-player games).
    weaker_score: f64,
    unfinished: u32,
}

impl Rung {
    pub(crate) fn line(&self, game: &str) -> String {
        format!(
            "ladder {game:<9} {:>6} > {:<6} games {:>3}  score {:.3} vs {:.3}  unfinished {}",
            self.stronger.id(),
            self.weaker.id(),
            self.games,
            self.stronger_score,
            self.weaker_score,
            self.unfinished
        )
    }
}

/// A game's own start position for a deal, where its `new_game` has no chance in it.
pub(crate) type Start<'a, G> = &'a dyn Fn(&<G as GameDef>::Rules, &mut GameRng) -> G;

/// How one game is laddered.
pub(crate) struct Ladder<'a, G: GameDef> {
    pub(crate) rules: G::Rules,
    pub(crate) players: usize,
    /// Deals of each pair, weakest pair first (each deal played twice): many where the levels
    /// are cheap, as many as the CI budget allows where they are not.
    pub(crate) deals: [u32; 3],
    pub(crate) seed: u64,
    /// Decisions after which a game counts as a draw.
    pub(crate) move_cap: u32,
    /// The bot of a level (the player's level, without any wall-clock cap).
    pub(crate) bot: &'a dyn Fn(Strength) -> Box<dyn Bot<G>>,
    /// A different starting position per deal, where the game's own start has no chance.
    pub(crate) start: Option<Start<'a, G>>,
    /// Levels that must only not lose to the level below (an even score passes): where the
    /// CI's sample cannot show the lead (the figures are in the test's comment).
    pub(crate) even_allowed: &'a [Strength],
}

/// The result of one game for `seat`, and whether it hit the move cap.
fn play<G: GameDef>(
    ladder: &Ladder<'_, G>,
    deal_seed: u64,
    bots: &[&dyn Bot<G>],
    seat: Player,
) -> (f64, bool) {
    let mut setup_rng = rng_from_seed(deal_seed);
    let mut state = match ladder.start {
        Some(start) => start(&ladder.rules, &mut setup_rng),
        None => G::new_game(&ladder.rules, ladder.players, Some(0), &mut setup_rng),
    };
    let mut chance_rng = rng_from_seed(deal_seed ^ 0xC4A2_CE00);
    let mut seat_rngs: Vec<GameRng> = (0..ladder.players as u64)
        .map(|s| rng_from_seed(deal_seed ^ (0x5EA7_0000 + s)))
        .collect();
    let budget = Budget::unlimited();
    let mut decisions = 0;
    loop {
        match state.to_move() {
            Turn::Over => return (state.returns()[seat], false),
            Turn::Chance => {
                let outcome = state.sample_chance(&mut chance_rng);
                state.apply_unchecked(outcome);
            }
            Turn::Player(p) => {
                if decisions >= ladder.move_cap {
                    return (0.5, true);
                }
                decisions += 1;
                let action = bots[p].choose(&state, p, &budget, &mut seat_rngs[p]);
                state
                    .apply(action)
                    .unwrap_or_else(|e| panic!("{} chose an illegal action: {e}", bots[p].name()));
            }
        }
    }
}

pub(crate) fn rung<G: GameDef>(
    ladder: &Ladder<'_, G>,
    weaker: Strength,
    stronger: Strength,
    deals: u32,
) -> Rung {
    let strong = (ladder.bot)(stronger);
    let weak = (ladder.bot)(weaker);
    let (mut strong_sum, mut weak_sum, mut games, mut unfinished) = (0.0, 0.0, 0, 0);
    for deal in 0..deals {
        let deal_seed = ladder.seed.wrapping_mul(1_000_003) + u64::from(deal);
        if ladder.players == 2 {
            for seat in 0..2 {
                let bots: [&dyn Bot<G>; 2] = if seat == 0 {
                    [strong.as_ref(), weak.as_ref()]
                } else {
                    [weak.as_ref(), strong.as_ref()]
                };
                let (score, capped) = play(ladder, deal_seed, &bots, seat);
                strong_sum += score;
                weak_sum += 1.0 - score;
                games += 1;
                unfinished += u32::from(capped);
            }
        } else {
            let seat = deal as usize % ladder.players;
            let mut bots: Vec<&dyn Bot<G>> = vec![weak.as_ref(); ladder.players];
            let (weak_score, weak_capped) = play(ladder, deal_seed, &bots, seat);
            bots[seat] = strong.as_ref();
            let (strong_score, strong_capped) = play(ladder, deal_seed, &bots, seat);
            strong_sum += strong_score;
            weak_sum += weak_score;
            games += 1;
            unfinished += u32::from(weak_capped) + u32::from(strong_capped);
        }
    }
    let n = f64::from(games.max(1));
    let (stronger_score, weaker_score) = if ladder.players == 2 {
        (strong_sum / n, 0.5)
    } else {
        (strong_sum / n, weak_sum / n)
    };
    Rung {
        weaker,
        stronger,
        games,
        stronger_score,
        weaker_score,
        unfinished,
    }
}

/// Plays every adjacent pair of levels, prints the figures and checks the order.
pub(crate) fn check_ladder<G: GameDef>(ladder: &Ladder<'_, G>) {
    let levels = Strength::CHOOSABLE;
    let rungs: Vec<Rung> = levels
        .windows(2)
        .zip(ladder.deals)
        .map(|(pair, deals)| {
            let started = std::time::Instant::now();
            let rung = rung(ladder, pair[0], pair[1], deals);
            println!(
                "{}  ({:.1} s)",
                rung.line(G::ID),
                started.elapsed().as_secs_f64()
            );
            rung
        })
        .collect();
    let out_of_order: Vec<String> = rungs
        .iter()
        .filter(|r| {
            let edge = r.stronger_score - r.weaker_score;
            if ladder.even_allowed.contains(&r.stronger) {
                edge < 0.0
            } else {
                edge <= 0.0
            }
        })
        .map(|r| r.line(G::ID))
        .collect();
    assert!(
        out_of_order.is_empty(),
        "a level does not beat the one below it:\n{}",
        out_of_order.join("\n")
    );
}

/// Each registered game's levels are in order (each game's ladder is in its own tests).
#[test]
fn every_games_levels_are_in_order() {
    every_game(|c| c.ladder);
}
