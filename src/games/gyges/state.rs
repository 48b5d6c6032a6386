//! The state of a game of Gygès and its rules as a state machine.

use serde::{Deserialize, Serialize};

use super::{
    actions::{Action, Event},
    board::{Point, SIDE, Sq, home_row, squares_of},
    movegen::{Ending, Walker, drop_squares, has_winning_move, movable},
    position::{Position, zobrist},
    rules::{Rules, SetupOrder},
};
use crate::engine::{IllegalAction, Player};

/// The phase of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Pieces are being placed.
    Setup,
    /// Pieces are being moved.
    Play,
    /// Finished: the winner, or `None` for a draw.
    Over(Option<Player>),
}

/// A game of Gygès.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    try_from = "super::stored::StoredState",
    into = "super::stored::StoredState"
)]
pub struct State {
    pub(super) rules: Rules,
    pub(super) position: Position,
    pub(super) phase: Phase,
    /// Who moves next in the play phase.
    pub(super) to_move: Player,
    /// Who placed first and moves first.
    pub(super) first: Player,
    /// Pieces left to place per player and ring count (index 1–3).
    pub(super) supply: [[u8; 4]; 2],
    /// Placements made so far.
    pub(super) placements: u8,
    /// Hashes of the positions (pieces and side to move) since play began, current last.
    pub(super) history: Vec<u64>,
}

/// The Zobrist key index of "seat 1 to move" (shared with the search's nodes).
pub(super) const SIDE_TO_MOVE_KEY: usize = 36 * 4 + 1;

impl State {
    /// A new game: an empty board, `first` places first and moves first.
    pub fn new(rules: Rules, first: Player) -> Self {
        Self {
            rules,
            position: Position::empty(),
            phase: Phase::Setup,
            to_move: first,
            first: first.min(1),
            supply: [[0, 2, 2, 2]; 2],
            placements: 0,
            history: Vec::new(),
        }
    }

    /// A game in the play phase from a given position (tests, puzzles).
    pub fn from_position(rules: Rules, position: Position, to_move: Player) -> Self {
        let mut s = Self {
            rules,
            position,
            phase: Phase::Play,
            to_move: to_move.min(1),
            first: to_move.min(1),
            supply: [[0; 4]; 2],
            placements: 12,
            history: Vec::new(),
        };
        s.history.push(s.position_key());
        s
    }

    /// The rule options.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The pieces.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Who placed first and moves first.
    pub fn first(&self) -> Player {
        self.first
    }

    /// Pieces `player` still has to place, per ring count (index 1–3).
    pub fn supply(&self, player: Player) -> [u8; 4] {
        self.supply[player.min(1)]
    }

    /// Who decides now (`None` when the game is over).
    pub fn current_player(&self) -> Option<Player> {
        match self.phase {
            Phase::Setup => Some(self.setup_player()),
            Phase::Play => Some(self.to_move),
            Phase::Over(_) => None,
        }
    }

    fn setup_player(&self) -> Player {
        let k = self.placements;
        match self.rules.setup {
            SetupOrder::Alternate => self.first ^ usize::from(k % 2),
            SetupOrder::AllAtOnce => {
                if k < 6 {
                    self.first
                } else {
                    1 - self.first
                }
            }
        }
    }

    /// Pieces and side to move, hashed (repetition).
    fn position_key(&self) -> u64 {
        let side = if self.to_move == 1 {
            zobrist(SIDE_TO_MOVE_KEY)
        } else {
            0
        };
        self.position.zobrist_hash() ^ side
    }

    /// The keys of the positions (pieces and side to move) since play began, current last.
    pub fn history(&self) -> &[u64] {
        &self.history
    }

    /// How often the current position has occurred (it counts itself).
    pub fn repetitions(&self) -> usize {
        let key = self.position_key();
        self.history.iter().filter(|&&h| h == key).count()
    }

    /// The player's moves without the takeback filter.
    fn raw_moves(&self, player: Player, out: &mut Vec<Action>) {
        for &(from, reach) in &movable(&self.position, player, &self.rules) {
            if reach.goal {
                out.push(Action::Move {
                    from,
                    to: Point::Goal,
                });
            }
            out.extend(squares_of(reach.ends).map(|to| Action::Move {
                from,
                to: Point::Square(to),
            }));
            for at in squares_of(reach.landings) {
                let drops = drop_squares(&self.position, from, at, player);
                out.extend(squares_of(drops).map(|drop| Action::Replace { from, at, drop }));
            }
        }
    }

    /// True when, after `action` by the player to move, the opponent can win at once.
    pub fn gives_immediate_win(&self, action: Action) -> bool {
        let mut next = self.clone();
        next.apply_inner(action, None);
        match next.phase {
            Phase::Play => has_winning_move(&next.position, next.to_move, &next.rules),
            _ => false,
        }
    }

    /// Every legal action now.
    pub fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Over(_) => {}
            Phase::Setup => {
                let player = self.setup_player();
                let row = home_row(player);
                for col in 0..SIDE {
                    if self.position.is_occupied(Sq::at(row, col)) {
                        continue;
                    }
                    for rings in 1..=3u8 {
                        if self.supply[player][usize::from(rings)] > 0 {
                            out.push(Action::Place {
                                col: col as u8,
                                rings,
                            });
                        }
                    }
                }
            }
            Phase::Play => {
                self.raw_moves(self.to_move, out);
                if out.is_empty() {
                    out.push(Action::Pass);
                } else if self.rules.takeback {
                    // The seed's 待った: a move that hands the opponent a win would be taken
                    // back, so it is only allowed when every move does.
                    let safe: Vec<Action> = out
                        .iter()
                        .copied()
                        .filter(|&a| {
                            matches!(
                                a,
                                Action::Move {
                                    to: Point::Goal,
                                    ..
                                }
                            ) || !self.gives_immediate_win(a)
                        })
                        .collect();
                    if !safe.is_empty() {
                        *out = safe;
                    }
                }
            }
        }
    }

    /// Applies a legal action, reporting events if asked.
    pub(super) fn apply_inner(&mut self, action: Action, events: Option<&mut Vec<Event>>) {
        let mut log = Log(events);
        match action {
            Action::Place { col, rings } => {
                let player = self.setup_player();
                let square = Sq::at(home_row(player), usize::from(col).min(5));
                self.position.put(square, rings);
                let slot = &mut self.supply[player][usize::from(rings.min(3))];
                *slot = slot.saturating_sub(1);
                self.placements += 1;
                log.push(Event::Placed {
                    player,
                    square,
                    rings,
                });
                if self.placements >= 12 {
                    self.phase = Phase::Play;
                    self.to_move = self.first;
                    self.history.push(self.position_key());
                    log.push(Event::SetupDone { first: self.first });
                }
            }
            Action::Pass => {
                log.push(Event::Passed {
                    player: self.to_move,
                });
                self.end_turn(&mut log);
            }
            Action::Move { from, to } => {
                let player = self.to_move;
                let target = match to {
                    Point::Goal => Ending::Goal,
                    Point::Square(s) => Ending::Square(s),
                };
                let rings = self.position.rings(from);
                if log.wanted() {
                    let (path, bounces) = self.path(from, target);
                    log.push(Event::Moved {
                        player,
                        from,
                        rings,
                        path,
                        bounces,
                        replaced: false,
                    });
                }
                self.position.take(from);
                match to {
                    Point::Goal => {
                        self.phase = Phase::Over(Some(player));
                        log.push(Event::Won { player });
                    }
                    Point::Square(s) => {
                        self.position.put(s, rings);
                        self.end_turn(&mut log);
                    }
                }
            }
            Action::Replace { from, at, drop } => {
                let player = self.to_move;
                let rings = self.position.rings(from);
                if log.wanted() {
                    let (path, bounces) = self.path(from, Ending::Landing(at));
                    log.push(Event::Moved {
                        player,
                        from,
                        rings,
                        path,
                        bounces,
                        replaced: true,
                    });
                }
                self.position.take(from);
                let displaced = self.position.take(at);
                self.position.put(at, rings);
                self.position.put(drop, displaced);
                log.push(Event::Displaced {
                    from: at,
                    to: drop,
                    rings: displaced,
                });
                self.end_turn(&mut log);
            }
        }
    }

    fn end_turn(&mut self, log: &mut Log<'_>) {
        self.to_move = 1 - self.to_move;
        self.history.push(self.position_key());
        if self.repetitions() >= 3 {
            self.phase = Phase::Over(None);
            log.push(Event::DrawnByRepetition);
        }
    }

    /// A path for the piece on `from` to `target` (squares after the start) and the squares
    /// where it bounced.
    pub fn path(&self, from: Sq, target: Ending) -> (Vec<Point>, Vec<Sq>) {
        let Some((walker, cursor)) = Walker::new(&self.position, from, self.to_move, &self.rules)
        else {
            return (Vec::new(), Vec::new());
        };
        let path = walker.path_to(&cursor, target).unwrap_or_default();
        let last = path.len().saturating_sub(1);
        let bounces = path
            .iter()
            .enumerate()
            .filter_map(|(i, p)| match p {
                Point::Square(s) if i < last && walker.board.is_occupied(*s) => Some(*s),
                _ => None,
            })
            .collect();
        (path, bounces)
    }

    /// Checked apply.
    pub fn play(
        &mut self,
        action: Action,
        events: Option<&mut Vec<Event>>,
    ) -> Result<(), IllegalAction> {
        let mut legal = Vec::new();
        self.legal(&mut legal);
        if !legal.contains(&action) {
            return Err(IllegalAction::new(action, "not a legal Gygès action here"));
        }
        self.apply_inner(action, events);
        Ok(())
    }

    /// The winner, if the game is won.
    pub fn winner(&self) -> Option<Player> {
        match self.phase {
            Phase::Over(w) => w,
            _ => None,
        }
    }
}

/// Where events go, if anywhere (searches apply actions without recording them).
struct Log<'a>(Option<&'a mut Vec<Event>>);

impl Log<'_> {
    fn push(&mut self, event: Event) {
        if let Some(events) = self.0.as_deref_mut() {
            events.push(event);
        }
    }

    fn wanted(&self) -> bool {
        self.0.is_some()
    }
}
