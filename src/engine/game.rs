//! The contract between a game's rules and everything else (AI, arena, panels).
//!
//! Shaped like OpenSpiel's `State`: whose decision it is (a player, chance, or nobody because the
//! game is over), the legal actions, apply, returns per player, an observation key per player and
//! `determinize`, which resamples what an observer cannot see. Reactions and multi-step turns are
//! ordinary decisions of the player who must make them.

use std::{fmt::Debug, hash::Hash, ops::RangeInclusive};

use serde::{Serialize, de::DeserializeOwned};

use super::{GameRng, Strength, bots::Bot};

/// A seat at the table, `0..num_players()`.
pub type Player = usize;

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub enum Turn {
    /// This player must choose one of `legal_actions()`.
    Player(Player),
    /// Chance acts: call [`Game::sample_chance`] and apply the outcome.
    Chance,
    /// The game is over; see [`Game::returns`].
    Over,
}

/// An action that the rules refuse in the current state. The state is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("illegal action {action}: {reason}")]
pub struct IllegalAction {
    /// The refused action, as `Debug` text.
    pub action: String,
    /// Why it was refused, in English (for logs and error messages).
    pub reason: String,
}

impl IllegalAction {
    /// An error for `action` with a reason.
    pub fn new(action: impl Debug, reason: impl Into<String>) -> Self {
        Self {
            action: format!("{action:?}"),
            reason: reason.into(),
        }
    }
}

/// The rules of one game as a pure state machine.
///
/// Implementations hold everything, hidden cards included, are cheap to clone and never hold a
/// random number generator: randomness comes in through [`Game::sample_chance`] and
/// [`Game::determinize`].
pub trait Game: Clone + Send + Sync + 'static {
    /// One decision: a small `Copy` value with named fields.
    type Action: Copy + Eq + Hash + Debug + Send + Sync + 'static;

    /// Number of seats.
    fn num_players(&self) -> usize;

    /// Who decides next.
    fn to_move(&self) -> Turn;

    /// Every legal action of the deciding player, appended to `out` (which is cleared first).
    /// Empty exactly when `to_move()` is not [`Turn::Player`].
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Applies an action known to be legal (from `legal_actions`, or from `sample_chance` at a
    /// chance node). Behaviour for other actions is unspecified but must not be undefined: the
    /// engine only ever calls this with legal actions.
    fn apply_unchecked(&mut self, action: Self::Action);

    /// A chance outcome drawn with the right probabilities. Only called when
    /// `to_move()` is [`Turn::Chance`]; games without chance nodes never see it called.
    fn sample_chance(&self, rng: &mut GameRng) -> Self::Action;

    /// Result per player in `[0, 1]` (1 = win, 0 = loss, shares for draws or teams).
    /// Only meaningful when the game is over.
    fn returns(&self) -> Vec<f64>;

    /// A hash of everything `player` may know now (their information set). Two states with the
    /// same key must look identical to that player. In perfect-information games it identifies
    /// the position including whose turn it is.
    fn observation_key(&self, player: Player) -> u64;

    /// A full state consistent with what `observer` knows, with everything hidden from
    /// `observer` (other hands, deck order, unrevealed roles…) resampled.
    fn determinize(&self, observer: Player, rng: &mut GameRng) -> Self;

    /// Checked apply: refuses actions that are not legal now, leaving the state unchanged.
    ///
    /// At a chance node any outcome is accepted; games with a cheap exact check override this.
    fn apply(&mut self, action: Self::Action) -> Result<(), IllegalAction> {
        match self.to_move() {
            Turn::Over => Err(IllegalAction::new(action, "the game is over")),
            Turn::Chance => {
                self.apply_unchecked(action);
                Ok(())
            }
            Turn::Player(_) => {
                let mut legal = Vec::new();
                self.legal_actions(&mut legal);
                if legal.contains(&action) {
                    self.apply_unchecked(action);
                    Ok(())
                } else {
                    Err(IllegalAction::new(action, "not among the legal actions"))
                }
            }
        }
    }

    /// The legal actions as a new vector.
    fn legal_action_list(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions(&mut out);
        out
    }

    /// True when the game is over.
    fn is_over(&self) -> bool {
        self.to_move() == Turn::Over
    }
}

/// Everything the arena and the app need to start and staff a game of one kind.
pub trait GameDef: Game + Serialize + DeserializeOwned {
    /// The rule options of a game (level, variants…); `Default` is our default rules.
    type Rules: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;

    /// Command-line name, e.g. `"en-garde"`.
    const ID: &'static str;

    /// How many seats the game allows.
    fn player_range() -> RangeInclusive<usize>;

    /// Parses `--rules` text: a preset name or `key=value,key=value` over the defaults.
    fn parse_rules(spec: &str) -> Result<Self::Rules, String>;

    /// A new game. `first` chooses the first player where the rules allow a choice (`None`:
    /// as the rules say, e.g. random). The deal and any other set-up randomness come from `rng`.
    fn new_game(
        rules: &Self::Rules,
        players: usize,
        first: Option<Player>,
        rng: &mut GameRng,
    ) -> Self;

    /// The computer opponent of a strength.
    fn bot(strength: Strength) -> Box<dyn Bot<Self>>;

    /// Game-specific counts of a finished arena game, as `(name, value)` pairs (e.g. which
    /// side won); the arena reports their mean over all games. None by default.
    fn arena_tally(&self) -> Vec<(&'static str, f64)> {
        Vec::new()
    }

    /// The class of `seat` in this game for the arena's breakdown of a duplicate match (e.g. the
    /// seat's hidden role); the same for both plays of a deal. None by default.
    fn arena_seat_class(&self, _seat: Player) -> Option<&'static str> {
        None
    }

    /// How plainly `seat`'s hidden class shows in what it did, for the arena's comparison of
    /// how readable two bots are: the probability a reader of the public record alone gives
    /// the seat's true class. None by default and where nothing about the seat is hidden.
    fn arena_seat_reading(&self, _seat: Player) -> Option<f64> {
        None
    }

    /// The arena's `--start <name>`: a game begun from a position of the game's choosing
    /// (e.g. random set-ups already made, for opponents that cannot set up), drawn from `rng`,
    /// with seat 0 to move. None by default.
    fn arena_start(_rules: &Self::Rules, name: &str, _rng: &mut GameRng) -> Result<Self, String> {
        Err(format!("{} has no arena start {name:?}", Self::ID))
    }

    /// [`Self::arena_start`] for the arena's deal number `deal`, so that a start set can be
    /// enumerated (deal *k* plays the *k*-th start) rather than drawn. By default the deal is
    /// ignored.
    fn arena_start_of_deal(
        rules: &Self::Rules,
        name: &str,
        _deal: u32,
        rng: &mut GameRng,
    ) -> Result<Self, String> {
        Self::arena_start(rules, name, rng)
    }
}
