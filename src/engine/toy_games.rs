//! Small games that exercise the engine: tic-tac-toe (perfect information, forced results),
//! Nim (a known winning strategy), a hidden-card duel (information sets) and a dice choice
//! (chance nodes). Each is played by the tests below with fixed seeds and iteration budgets.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    ops::RangeInclusive,
};

use rand::{RngExt as _, seq::SliceRandom as _};
use serde::{Deserialize, Serialize};

use super::{
    Bot, Budget, Game, GameDef, GameRng, Player, RandomBot, Strength, Turn, rng_from_seed,
    search::{
        AlphaBetaBot, AlphaBetaConfig, Evaluator, IsmctsBot, IsmctsConfig, UniformRollouts,
        alpha_beta, ismcts,
    },
};

fn hash_of(value: impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    value.hash(&mut h);
    h.finish()
}

// ---------------------------------------------------------------------------------------------
// Tic-tac-toe

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TicTacToe {
    cells: [Option<u8>; 9],
    next: u8,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl TicTacToe {
    pub fn from_rows(rows: &str) -> Self {
        let mut game = Self::default();
        let mut count = 0;
        for (i, c) in rows.chars().filter(|c| !c.is_whitespace()).enumerate() {
            game.cells[i] = match c {
                'X' => Some(0),
                'O' => Some(1),
                _ => None,
            };
            count += usize::from(c != '.');
        }
        game.next = (count % 2) as u8;
        game
    }

    fn winner(&self) -> Option<u8> {
        LINES.iter().find_map(|l| {
            let a = self.cells[l[0]]?;
            (self.cells[l[1]] == Some(a) && self.cells[l[2]] == Some(a)).then_some(a)
        })
    }
}

impl Game for TicTacToe {
    type Action = usize;

    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> Turn {
        if self.winner().is_some() || self.cells.iter().all(Option::is_some) {
            Turn::Over
        } else {
            Turn::Player(Player::from(self.next))
        }
    }
    fn legal_actions(&self, out: &mut Vec<usize>) {
        out.clear();
        if self.to_move() != Turn::Over {
            out.extend((0..9).filter(|&i| self.cells[i].is_none()));
        }
    }
    fn apply_unchecked(&mut self, action: usize) {
        self.cells[action] = Some(self.next);
        self.next = 1 - self.next;
    }
    fn sample_chance(&self, _rng: &mut GameRng) -> usize {
        unreachable!("tic-tac-toe has no chance nodes")
    }
    fn returns(&self) -> Vec<f64> {
        match self.winner() {
            Some(0) => vec![1.0, 0.0],
            Some(_) => vec![0.0, 1.0],
            None => vec![0.5, 0.5],
        }
    }
    fn observation_key(&self, _player: Player) -> u64 {
        hash_of(self)
    }
    fn determinize(&self, _observer: Player, _rng: &mut GameRng) -> Self {
        self.clone()
    }
}

struct NoEvaluation;
impl<G: Game> Evaluator<G> for NoEvaluation {
    fn evaluate(&self, _state: &G, _player: Player) -> i32 {
        0
    }
}

impl GameDef for TicTacToe {
    type Rules = ();
    const ID: &'static str = "tic-tac-toe";
    fn player_range() -> RangeInclusive<usize> {
        2..=2
    }
    fn parse_rules(spec: &str) -> Result<(), String> {
        Err(format!("tic-tac-toe has no rule options ({spec})"))
    }
    fn new_game(_: &(), _: usize, _: Option<Player>, _: &mut GameRng) -> Self {
        Self::default()
    }
    fn bot(strength: Strength) -> Box<dyn Bot<Self>> {
        match strength {
            Strength::Random => Box::new(RandomBot),
            Strength::Easy | Strength::Normal => Box::new(IsmctsBot::new(
                "mcts",
                IsmctsConfig::with_iterations(200),
                UniformRollouts,
            )),
            Strength::Hard | Strength::Expert => Box::new(AlphaBetaBot::new(
                "alpha-beta",
                AlphaBetaConfig {
                    max_depth: 9,
                    max_nodes: 1_000_000,
                },
                NoEvaluation,
            )),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Nim: one pile, take 1–3, whoever takes the last stone wins.

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nim {
    stones: u32,
    next: Player,
    last_taker: Option<Player>,
}

impl Game for Nim {
    type Action = u32;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> Turn {
        if self.stones == 0 {
            Turn::Over
        } else {
            Turn::Player(self.next)
        }
    }
    fn legal_actions(&self, out: &mut Vec<u32>) {
        out.clear();
        out.extend((1..=3).filter(|&n| n <= self.stones));
    }
    fn apply_unchecked(&mut self, action: u32) {
        self.stones -= action;
        self.last_taker = Some(self.next);
        self.next = 1 - self.next;
    }
    fn sample_chance(&self, _rng: &mut GameRng) -> u32 {
        unreachable!("Nim has no chance nodes")
    }
    fn returns(&self) -> Vec<f64> {
        match self.last_taker {
            Some(0) => vec![1.0, 0.0],
            Some(_) => vec![0.0, 1.0],
            None => vec![0.5, 0.5],
        }
    }
    fn observation_key(&self, _player: Player) -> u64 {
        hash_of((self.stones, self.next))
    }
    fn determinize(&self, _observer: Player, _rng: &mut GameRng) -> Self {
        self.clone()
    }
}

// ---------------------------------------------------------------------------------------------
// High-card duel: cards 1–9, three each, hidden. Three rounds: the leader plays face up, the
// other answers; the higher card takes the round, ties go to the answering player. Most rounds
// wins. The leader of the next round is the winner of the last.

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HighCard {
    hands: [Vec<u8>; 2],
    deck: Vec<u8>,
    played: Vec<(Player, u8)>,
    leader: Player,
    table: Option<u8>,
    rounds: [u8; 2],
}

impl HighCard {
    fn deal(rng: &mut GameRng) -> Self {
        let mut cards: Vec<u8> = (1..=9).collect();
        cards.shuffle(rng);
        Self {
            hands: [cards[0..3].to_vec(), cards[3..6].to_vec()],
            deck: cards[6..].to_vec(),
            played: Vec::new(),
            leader: 0,
            table: None,
            rounds: [0, 0],
        }
    }
}

impl Game for HighCard {
    type Action = u8;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> Turn {
        if self.rounds[0] + self.rounds[1] == 3 {
            Turn::Over
        } else if self.table.is_some() {
            Turn::Player(1 - self.leader)
        } else {
            Turn::Player(self.leader)
        }
    }
    fn legal_actions(&self, out: &mut Vec<u8>) {
        out.clear();
        if let Turn::Player(p) = self.to_move() {
            out.extend(self.hands[p].iter().copied());
        }
    }
    fn apply_unchecked(&mut self, card: u8) {
        let Turn::Player(p) = self.to_move() else {
            return;
        };
        self.hands[p].retain(|&c| c != card);
        self.played.push((p, card));
        match self.table.take() {
            None => self.table = Some(card),
            Some(lead) => {
                let winner = if lead > card { self.leader } else { p };
                self.rounds[winner] += 1;
                self.leader = winner;
            }
        }
    }
    fn sample_chance(&self, _rng: &mut GameRng) -> u8 {
        unreachable!("the duel has no chance nodes after the deal")
    }
    fn returns(&self) -> Vec<f64> {
        if self.rounds[0] > self.rounds[1] {
            vec![1.0, 0.0]
        } else {
            vec![0.0, 1.0]
        }
    }
    fn observation_key(&self, player: Player) -> u64 {
        let mut own = self.hands[player].clone();
        own.sort_unstable();
        hash_of((player, own, &self.played, self.leader, self.table))
    }
    fn determinize(&self, observer: Player, rng: &mut GameRng) -> Self {
        // Canonical order first, so the sample depends only on what the observer knows.
        let other = 1 - observer;
        let mut unseen: Vec<u8> = self.hands[other]
            .iter()
            .chain(&self.deck)
            .copied()
            .collect();
        unseen.sort_unstable();
        unseen.shuffle(rng);
        let mut sample = self.clone();
        let n = self.hands[other].len();
        sample.hands[other] = unseen[..n].to_vec();
        sample.deck = unseen[n..].to_vec();
        sample
    }
}

// ---------------------------------------------------------------------------------------------
// Dice choice: player 0 picks a bet, a die is rolled (a chance node), player 1 may then double
// the stakes or not (no effect on who wins; it only makes a decision follow the chance node).
// Bets: roll ≥ 5 (1/3), roll ≥ 2 (5/6), even roll (1/2).

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DiceChoice {
    bet: Option<u8>,
    roll: Option<u8>,
    answered: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiceAction {
    Bet(u8),
    Roll(u8),
    Answer(bool),
}

impl DiceChoice {
    const WIN_CHANCE: [f64; 3] = [1.0 / 3.0, 5.0 / 6.0, 0.5];

    fn wins(bet: u8, roll: u8) -> bool {
        match bet {
            0 => roll >= 5,
            1 => roll >= 2,
            _ => roll.is_multiple_of(2),
        }
    }
}

impl Game for DiceChoice {
    type Action = DiceAction;
    fn num_players(&self) -> usize {
        2
    }
    fn to_move(&self) -> Turn {
        match (self.bet, self.roll, self.answered) {
            (None, _, _) => Turn::Player(0),
            (Some(_), None, _) => Turn::Chance,
            (Some(_), Some(_), false) => Turn::Player(1),
            _ => Turn::Over,
        }
    }
    fn legal_actions(&self, out: &mut Vec<DiceAction>) {
        out.clear();
        match self.to_move() {
            Turn::Player(0) => out.extend((0..3).map(DiceAction::Bet)),
            Turn::Player(_) => out.extend([DiceAction::Answer(false), DiceAction::Answer(true)]),
            _ => {}
        }
    }
    fn apply_unchecked(&mut self, action: DiceAction) {
        match action {
            DiceAction::Bet(b) => self.bet = Some(b),
            DiceAction::Roll(r) => self.roll = Some(r),
            DiceAction::Answer(_) => self.answered = true,
        }
    }
    fn sample_chance(&self, rng: &mut GameRng) -> DiceAction {
        DiceAction::Roll(rng.random_range(1..=6))
    }
    fn returns(&self) -> Vec<f64> {
        match (self.bet, self.roll) {
            (Some(b), Some(r)) if Self::wins(b, r) => vec![1.0, 0.0],
            _ => vec![0.0, 1.0],
        }
    }
    fn observation_key(&self, _player: Player) -> u64 {
        hash_of(self)
    }
    fn determinize(&self, _observer: Player, _rng: &mut GameRng) -> Self {
        self.clone()
    }
}

// ---------------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(feature = "lab")]
    use crate::engine::arena::{ArenaSpec, run};
    use crate::engine::search::Heuristics;

    fn ismcts_best<G: Game>(state: &G, player: Player, iterations: u32, seed: u64) -> G::Action {
        let ranked = ismcts(
            state,
            player,
            &IsmctsConfig::with_iterations(iterations),
            &UniformRollouts,
            &Budget::unlimited(),
            &mut rng_from_seed(seed),
        );
        ranked[0].action
    }

    fn alpha_beta_best<G: Game>(state: &G, player: Player) -> (G::Action, f64) {
        let ranked = alpha_beta(
            state,
            player,
            &AlphaBetaConfig {
                max_depth: 12,
                max_nodes: 2_000_000,
            },
            &NoEvaluation,
            &Budget::unlimited(),
        );
        (ranked[0].action, ranked[0].value)
    }

    /// (position, player to move's winning square)
    const FORCED_WINS: [(&str, usize); 4] = [
        // X to move completes the top row.
        ("XX. OO. ...", 2),
        // O to move must win on the diagonal, not block.
        ("XX. .O. O.X", 2),
        // X forks: 6 threatens 2 (diagonal) and 3 (column); 3 would fork as well.
        ("XO. .X. ..O", 6),
        // X to move wins the middle column.
        (".X. OXO ...", 7),
    ];

    #[test]
    fn alpha_beta_finds_forced_wins() {
        for (rows, square) in FORCED_WINS {
            let game = TicTacToe::from_rows(rows);
            let Turn::Player(p) = game.to_move() else {
                panic!("{rows} is over")
            };
            let (best, value) = alpha_beta_best(&game, p);
            if square == 6 {
                // Several forks win; the search must find a winning one.
                assert_eq!(value, 1.0, "{rows}: chose {best}");
            } else {
                assert_eq!(best, square, "{rows}");
            }
        }
    }

    #[test]
    fn ismcts_finds_wins_in_one() {
        for (rows, square) in [FORCED_WINS[0], FORCED_WINS[1], FORCED_WINS[3]] {
            let game = TicTacToe::from_rows(rows);
            let Turn::Player(p) = game.to_move() else {
                panic!("over")
            };
            assert_eq!(ismcts_best(&game, p, 2000, 3), square, "{rows}");
        }
    }

    /// Heuristics that only allow corner squares at the root.
    struct CornersOnly;

    impl Heuristics<TicTacToe> for CornersOnly {
        fn root_candidates(&self, _: &TicTacToe, _: Player, candidates: &mut Vec<usize>) {
            candidates.retain(|&square| [0, 2, 6, 8].contains(&square));
        }
    }

    #[test]
    fn ismcts_searches_only_the_root_candidates() {
        // X would win at 2 (top row) but may only consider corners: 2 is one, 8 is the other
        // free corner; the search must pick the win among them.
        let game = TicTacToe::from_rows("XX. OO. ...");
        let ranked = ismcts(
            &game,
            0,
            &IsmctsConfig::with_iterations(500),
            &CornersOnly,
            &Budget::unlimited(),
            &mut rng_from_seed(1),
        );
        let mut offered: Vec<usize> = ranked.iter().map(|r| r.action).collect();
        offered.sort_unstable();
        assert_eq!(offered, vec![2, 6, 8]);
        assert_eq!(ranked[0].action, 2);
    }

    #[test]
    fn ismcts_blocks_an_immediate_loss() {
        // O threatens the left column (0, 3, 6); X must take 6.
        let game = TicTacToe::from_rows("O.X OX. ...");
        assert_eq!(game.to_move(), Turn::Player(0));
        assert_eq!(ismcts_best(&game, 0, 3000, 5), 6);
    }

    #[test]
    #[cfg(feature = "lab")]
    fn expert_never_loses_tic_tac_toe_against_random() {
        let report = run::<TicTacToe>(&ArenaSpec {
            a: Strength::Expert,
            b: Strength::Random,
            games: 40,
            seed: 11,
            ..ArenaSpec::default()
        })
        .expect("arena runs");
        assert_eq!(report.b_wins, 0, "{}", report.table());
        assert_eq!(report.games, 40);
        assert_eq!(report.unfinished, 0);
        assert!(report.a_score > 0.85, "{}", report.table());
    }

    #[test]
    fn ismcts_never_loses_tic_tac_toe_against_random() {
        let bot = IsmctsBot::new("mcts", IsmctsConfig::with_iterations(3000), UniformRollouts);
        for seed in 0..12u64 {
            let mut rng = rng_from_seed(seed);
            let mut game = TicTacToe::default();
            let search_seat = (seed % 2) as Player;
            while let Turn::Player(p) = game.to_move() {
                let action = if p == search_seat {
                    bot.choose(&game, p, &Budget::unlimited(), &mut rng)
                } else {
                    RandomBot.choose(&game, p, &Budget::unlimited(), &mut rng)
                };
                game.apply(action).expect("bots play legal moves");
            }
            assert!(game.returns()[search_seat] >= 0.5, "seed {seed}: {game:?}");
        }
    }

    #[test]
    fn nim_takes_the_remainder_modulo_four() {
        for stones in [5u32, 6, 7, 9, 10, 11, 13] {
            let game = Nim {
                stones,
                next: 0,
                last_taker: None,
            };
            assert_eq!(
                alpha_beta_best(&game, 0).0,
                stones % 4,
                "alpha-beta, {stones}"
            );
            assert_eq!(
                ismcts_best(&game, 0, 4000, 1),
                stones % 4,
                "ismcts, {stones}"
            );
        }
    }

    #[test]
    fn ismcts_does_not_see_hidden_cards() {
        for seed in 0..20u64 {
            let game = HighCard::deal(&mut rng_from_seed(seed));
            let reference = ismcts(
                &game,
                0,
                &IsmctsConfig::with_iterations(500),
                &UniformRollouts,
                &Budget::unlimited(),
                &mut rng_from_seed(99),
            );
            // Permute player 1's hand with the unseen deck: player 0 cannot tell the difference.
            let mut permuted = game.clone();
            let mut unseen: Vec<u8> = game.hands[1].iter().chain(&game.deck).copied().collect();
            unseen.reverse();
            permuted.hands[1] = unseen[..3].to_vec();
            permuted.deck = unseen[3..].to_vec();
            assert_ne!(permuted.hands[1], game.hands[1]);
            assert_eq!(game.observation_key(0), permuted.observation_key(0));
            let again = ismcts(
                &permuted,
                0,
                &IsmctsConfig::with_iterations(500),
                &UniformRollouts,
                &Budget::unlimited(),
                &mut rng_from_seed(99),
            );
            assert_eq!(reference, again, "seed {seed}");
        }
    }

    #[test]
    fn ismcts_answers_with_the_cheapest_winning_card() {
        // Player 1 must answer a 5 holding 2, 6 and 9 with one round each: the 6 wins this
        // round and keeps the 9 for later.
        let game = HighCard {
            hands: [vec![1, 3], vec![2, 6, 9]],
            deck: vec![4, 7, 8],
            played: vec![(0, 5)],
            leader: 0,
            table: Some(5),
            rounds: [0, 0],
        };
        assert_eq!(ismcts_best(&game, 1, 3000, 2), 6);
    }

    #[test]
    fn ismcts_weighs_chance_outcomes() {
        let game = DiceChoice {
            bet: None,
            roll: None,
            answered: false,
        };
        let ranked = ismcts(
            &game,
            0,
            &IsmctsConfig::with_iterations(3000),
            &UniformRollouts,
            &Budget::unlimited(),
            &mut rng_from_seed(4),
        );
        assert_eq!(ranked[0].action, DiceAction::Bet(1));
        for r in &ranked {
            let DiceAction::Bet(b) = r.action else {
                panic!("not a bet")
            };
            if r.visits > 200 {
                assert!(
                    (r.value - DiceChoice::WIN_CHANCE[usize::from(b)]).abs() < 0.08,
                    "{r:?}"
                );
            }
        }
    }

    #[test]
    fn a_cancelled_budget_still_returns_a_legal_action() {
        let cancel = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let budget = Budget {
            cancel: Some(cancel),
            deadline: None,
        };
        let game = TicTacToe::default();
        let ranked = ismcts(
            &game,
            0,
            &IsmctsConfig::with_iterations(1_000_000),
            &UniformRollouts,
            &budget,
            &mut rng_from_seed(1),
        );
        assert_eq!(ranked.len(), 9);
        let ranked = alpha_beta(
            &game,
            0,
            &AlphaBetaConfig {
                max_depth: 9,
                max_nodes: u64::MAX,
            },
            &NoEvaluation,
            &budget,
        );
        assert_eq!(ranked.len(), 9);
    }

    #[test]
    #[cfg(feature = "lab")]
    fn arena_reports_are_reproducible_and_print_json() {
        let spec = ArenaSpec {
            a: Strength::Normal,
            b: Strength::Random,
            games: 10,
            seed: 3,
            threads: 2,
            ..ArenaSpec::default()
        };
        let one = run::<TicTacToe>(&spec).expect("runs");
        let two = run::<TicTacToe>(&spec).expect("runs");
        assert_eq!(
            (one.a_wins, one.b_wins, one.draws),
            (two.a_wins, two.b_wins, two.draws)
        );
        let json = one.json();
        assert!(json.starts_with("{\"game\":\"tic-tac-toe\",\"rules\":\"default\""));
        assert!(json.ends_with("\"unfinished\":0}"));
        assert!(
            run::<TicTacToe>(&ArenaSpec {
                players: Some(3),
                ..spec
            })
            .is_err()
        );
    }
}
