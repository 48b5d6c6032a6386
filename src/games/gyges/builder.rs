//! Building a move one decision at a time, as a player does: pick a piece, step by step along
//! its path, at a landing choose bounce or replace, then the drop square. Every offered step
//! can still be completed to a legal move, so a player can never walk into a dead end.

use super::{
    actions::Action,
    board::{Point, Sq},
    movegen::{Cursor, Ending, Step, Walker},
    state::State,
};

/// A move being built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveBuilder {
    from: Sq,
    cursor: Cursor,
    path: Vec<Point>,
    stage: Stage,
    legal: Vec<Action>,
}

/// Where the builder is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Stepping along a segment.
    Stepping,
    /// The segment ended on this occupied square: bounce or replace.
    Landed(Sq),
    /// Replacing the piece on this square: choose the drop square.
    Dropping(Sq),
    /// The move is complete.
    Done(Action),
}

/// The start square and the ending of a move or a replace (`None` for a placement or a pass).
pub fn ending_of(action: Action) -> Option<(Sq, Ending)> {
    match action {
        Action::Move {
            from,
            to: Point::Goal,
        } => Some((from, Ending::Goal)),
        Action::Move {
            from,
            to: Point::Square(s),
        } => Some((from, Ending::Square(s))),
        Action::Replace { from, at, .. } => Some((from, Ending::Landing(at))),
        _ => None,
    }
}

impl MoveBuilder {
    /// Starts building a move of the piece on `from`; `None` unless a legal move starts there.
    pub fn start(state: &State, from: Sq) -> Option<Self> {
        let mut legal = Vec::new();
        state.legal(&mut legal);
        legal.retain(|a| ending_of(*a).is_some_and(|(f, _)| f == from));
        if legal.is_empty() {
            return None;
        }
        let player = state.current_player()?;
        let (_, cursor) = Walker::new(state.position(), from, player, state.rules())?;
        Some(Self {
            from,
            cursor,
            path: Vec::new(),
            stage: Stage::Stepping,
            legal,
        })
    }

    /// The start square.
    pub fn from(&self) -> Sq {
        self.from
    }

    /// The points stepped on so far.
    pub fn path(&self) -> &[Point] {
        &self.path
    }

    /// Steps left in the current segment.
    pub fn steps_left(&self) -> u8 {
        self.cursor.left
    }

    /// The current stage.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    fn walker<'a>(&self, state: &'a State) -> Option<Walker<'a>> {
        let player = state.current_player()?;
        Walker::new(state.position(), self.from, player, state.rules()).map(|(w, _)| w)
    }

    fn ending_legal(&self, ending: Ending) -> bool {
        self.legal
            .iter()
            .any(|a| ending_of(*a) == Some((self.from, ending)))
    }

    /// True when some legal move continues from `cursor`.
    fn viable(&self, walker: &Walker<'_>, cursor: &Cursor) -> bool {
        walker.explore(cursor, &mut |ending| self.ending_legal(ending))
    }

    /// The steps the player may take now (each can be completed to a legal move).
    pub fn next_steps(&self, state: &State) -> Vec<Point> {
        if self.stage != Stage::Stepping {
            return Vec::new();
        }
        let Some(walker) = self.walker(state) else {
            return Vec::new();
        };
        walker
            .steps(&self.cursor)
            .into_iter()
            .filter(|(_, step)| match step {
                Step::Continues(c) => self.viable(&walker, c),
                Step::Ends(ending) => self.ending_legal(*ending),
                Step::Lands { on, bounce } => {
                    self.ending_legal(Ending::Landing(*on)) || self.viable(&walker, bounce)
                }
            })
            .map(|(point, _)| point)
            .collect()
    }

    /// Takes one step (must be one of [`MoveBuilder::next_steps`]).
    pub fn step(&mut self, state: &State, point: Point) -> bool {
        if !self.next_steps(state).contains(&point) {
            return false;
        }
        let Some(walker) = self.walker(state) else {
            return false;
        };
        let Some((_, step)) = walker
            .steps(&self.cursor)
            .into_iter()
            .find(|(p, _)| *p == point)
        else {
            return false;
        };
        self.path.push(point);
        match step {
            Step::Continues(c) => self.cursor = c,
            Step::Ends(Ending::Goal) => {
                self.stage = Stage::Done(Action::Move {
                    from: self.from,
                    to: Point::Goal,
                });
            }
            Step::Ends(Ending::Square(s)) => {
                self.stage = Stage::Done(Action::Move {
                    from: self.from,
                    to: Point::Square(s),
                });
            }
            Step::Ends(Ending::Landing(_)) => {}
            Step::Lands { on, bounce } => {
                self.cursor = bounce;
                self.stage = Stage::Landed(on);
            }
        }
        true
    }

    /// At a landing: whether bouncing on can still lead to a legal move.
    pub fn can_bounce(&self, state: &State) -> bool {
        matches!(self.stage, Stage::Landed(_))
            && self
                .walker(state)
                .is_some_and(|w| self.viable(&w, &self.cursor))
    }

    /// At a landing: whether replacing the piece there is legal.
    pub fn can_replace(&self) -> bool {
        match self.stage {
            Stage::Landed(at) => self.ending_legal(Ending::Landing(at)),
            _ => false,
        }
    }

    /// Bounce on from the landing.
    pub fn bounce(&mut self, state: &State) -> bool {
        if !self.can_bounce(state) {
            return false;
        }
        self.stage = Stage::Stepping;
        true
    }

    /// Replace the piece at the landing; then choose a drop square.
    pub fn replace(&mut self) -> bool {
        match self.stage {
            Stage::Landed(at) if self.can_replace() => {
                self.stage = Stage::Dropping(at);
                true
            }
            _ => false,
        }
    }

    /// The squares the displaced piece may go to.
    pub fn drops(&self) -> Vec<Sq> {
        match self.stage {
            Stage::Dropping(at) => self
                .legal
                .iter()
                .filter_map(|a| match *a {
                    Action::Replace {
                        from,
                        at: a_at,
                        drop,
                    } if from == self.from && a_at == at => Some(drop),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Chooses the drop square; completes the move.
    pub fn drop_at(&mut self, drop: Sq) -> bool {
        match self.stage {
            Stage::Dropping(at) if self.drops().contains(&drop) => {
                self.stage = Stage::Done(Action::Replace {
                    from: self.from,
                    at,
                    drop,
                });
                true
            }
            _ => false,
        }
    }

    /// The finished move.
    pub fn action(&self) -> Option<Action> {
        match self.stage {
            Stage::Done(a) => Some(a),
            _ => None,
        }
    }

    /// Where the current segment can end (each still leading to a legal move), with the steps
    /// to get there — for clicking a destination instead of single steps.
    pub fn segment_targets(&self, state: &State) -> Vec<(Point, Vec<Point>)> {
        let mut out: Vec<(Point, Vec<Point>)> = Vec::new();
        if self.stage != Stage::Stepping {
            return out;
        }
        let mut frontier = vec![(self.clone(), Vec::new())];
        while let Some((builder, steps)) = frontier.pop() {
            for point in builder.next_steps(state) {
                let mut next = builder.clone();
                if !next.step(state, point) {
                    continue;
                }
                let mut path = steps.clone();
                path.push(point);
                if next.stage == Stage::Stepping {
                    frontier.push((next, path));
                } else if !out.iter().any(|(p, _)| *p == point) {
                    out.push((point, path));
                }
            }
        }
        out
    }
}
