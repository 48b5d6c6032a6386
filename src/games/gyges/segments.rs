//! The fast move generator: every segment a piece can travel (1, 2 or 3 steps from a square,
//! per mover because only the attacked goal can be entered) is precomputed once as bit masks —
//! the squares it passes (which must be empty), the squares it enters and the connections it
//! uses — so a move is a walk over segments and bounces with a few mask tests per segment
//! instead of a step-by-step search. It gives exactly the answers of the step walker in
//! [`movegen`](super::movegen), which the panel keeps for its one-step-at-a-time input.

use std::sync::OnceLock;

use super::{
    board::{Dir, Point, SQUARES, Sq, SquareSet, edge_index, neighbour},
    movegen::Reach,
    position::Position,
    rules::{NoRevisit, Rules},
};
use crate::engine::Player;

/// `Segment::end` of a segment that enters the goal.
const GOAL: u8 = SQUARES as u8;

/// One way to travel a whole segment.
#[derive(Clone, Copy, Debug)]
struct Segment {
    /// Where it ends: a square, or [`GOAL`].
    end: u8,
    /// Squares passed on the way (not the start, not the end): must be empty.
    via: SquareSet,
    /// Squares entered (passed and the end square), for the square rule.
    entered: SquareSet,
    /// Connections used, for the edge rule.
    edges: u64,
}

/// The segments from each square, per mover and length, goal segments first.
struct Table {
    segments: Vec<Segment>,
    /// `[mover][square][length]` → range in `segments`.
    ranges: [[[(u16, u16); 4]; SQUARES]; 2],
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(build)
}

fn build() -> Table {
    let mut segments = Vec::new();
    let mut ranges = [[[(0u16, 0u16); 4]; SQUARES]; 2];
    for (mover, per_square) in ranges.iter_mut().enumerate() {
        for (index, per_length) in per_square.iter_mut().enumerate() {
            for (length, range) in per_length.iter_mut().enumerate().skip(1) {
                let mut found = Vec::new();
                extend(
                    mover,
                    Sq(index as u8),
                    Sq(index as u8),
                    length,
                    Segment {
                        end: 0,
                        via: 0,
                        entered: 0,
                        edges: 0,
                    },
                    &mut found,
                );
                // Goal segments first: a search for a win stops at the first.
                found.sort_by_key(|s: &Segment| s.end != GOAL);
                let begin = segments.len() as u16;
                segments.extend(found);
                *range = (begin, segments.len() as u16);
            }
        }
    }
    Table { segments, ranges }
}

/// Every simple path of `left` more steps from `at` (a segment never crosses a square twice:
/// the board is bipartite and a connection may not be reused, so within three steps that
/// holds under both rules).
fn extend(mover: Player, start: Sq, at: Sq, left: usize, so_far: Segment, out: &mut Vec<Segment>) {
    for dir in Dir::ALL {
        match neighbour(at, dir, mover) {
            Some(Point::Goal) if left == 1 => out.push(Segment {
                end: GOAL,
                ..so_far
            }),
            Some(Point::Square(next)) => {
                if next == start || so_far.entered & next.bit() != 0 {
                    continue;
                }
                let step = Segment {
                    end: next.0,
                    via: so_far.via,
                    entered: so_far.entered | next.bit(),
                    edges: so_far.edges | 1u64 << edge_index(at, next),
                };
                if left == 1 {
                    out.push(step);
                } else {
                    extend(
                        mover,
                        start,
                        next,
                        left - 1,
                        Segment {
                            via: step.via | next.bit(),
                            ..step
                        },
                        out,
                    );
                }
            }
            Some(Point::Goal) | None => {}
        }
    }
}

/// One piece's walk: the board with the piece lifted, and the rule switches.
struct Walk<'a> {
    table: &'a Table,
    cells: &'a Position,
    occupied: SquareSet,
    mover: usize,
    start: u8,
    edge_rule: bool,
    replace: bool,
}

impl Walk<'_> {
    /// Adds every ending of a segment of `length` from `at` (and the bounces after it) to
    /// `reach`; with `goal_only`, returns `true` at the first way into the goal, whose squares
    /// (`path` so far plus the last segment's) are left in `way`.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        at: u8,
        length: u8,
        used: u64,
        landed: SquareSet,
        path: SquareSet,
        reach: &mut Reach,
        way: &mut SquareSet,
        goal_only: bool,
    ) -> bool {
        let (begin, end) = self.table.ranges[self.mover][usize::from(at)][usize::from(length)];
        for segment in &self.table.segments[usize::from(begin)..usize::from(end)] {
            if segment.via & self.occupied != 0 {
                continue;
            }
            let mark = if self.edge_rule {
                segment.edges
            } else {
                segment.entered
            };
            if mark & used != 0 {
                continue;
            }
            if segment.end == GOAL {
                reach.goal = true;
                if goal_only {
                    *way = path | segment.via;
                    return true;
                }
                continue;
            }
            let bit = 1u64 << segment.end;
            if self.occupied & bit == 0 {
                if segment.end != self.start {
                    reach.ends |= bit;
                }
                continue;
            }
            if landed & bit != 0 {
                continue;
            }
            if self.replace {
                reach.landings |= bit;
            }
            let rings = self.cells.rings(Sq(segment.end));
            if self.walk(
                segment.end,
                rings,
                used | mark,
                landed | bit,
                path | segment.via | bit,
                reach,
                way,
                goal_only,
            ) {
                return true;
            }
        }
        false
    }
}

fn walk_from(
    position: &Position,
    from: Sq,
    mover: Player,
    rules: &Rules,
    goal_only: bool,
) -> (Reach, SquareSet) {
    let mut reach = Reach::default();
    let mut way = 0;
    let rings = position.rings(from);
    if rings == 0 {
        return (reach, way);
    }
    let edge_rule = rules.no_revisit == NoRevisit::Edge;
    let walk = Walk {
        table: table(),
        cells: position,
        occupied: position.occupied() & !from.bit(),
        mover: mover.min(1),
        start: from.0,
        edge_rule,
        replace: rules.replace(),
    };
    // Under the square rule the start square counts as entered.
    let used = if edge_rule { 0 } else { from.bit() };
    walk.walk(
        from.0,
        rings.min(3),
        used,
        0,
        from.bit(),
        &mut reach,
        &mut way,
        goal_only,
    );
    (reach, way)
}

/// Where the piece on `from` can go (see [`Reach`]).
pub fn reach(position: &Position, from: Sq, mover: Player, rules: &Rules) -> Reach {
    walk_from(position, from, mover, rules, false).0
}

/// True when the piece on `from` can enter the goal (stops at the first way found).
pub fn reaches_goal(position: &Position, from: Sq, mover: Player, rules: &Rules) -> bool {
    walk_from(position, from, mover, rules, true).0.goal
}

/// [`reach`], cut short at the first way into the goal (then only `goal` is certain), with
/// the squares of that way: the start, every square passed and every piece bounced on. As
/// long as none of those squares changes (and the mover may still move this piece), the way
/// stays open — the search's test of which moves can possibly parry a goal threat.
pub fn reach_until_goal(
    position: &Position,
    from: Sq,
    mover: Player,
    rules: &Rules,
) -> (Reach, SquareSet) {
    walk_from(position, from, mover, rules, true)
}

#[cfg(test)]
mod tests {
    use rand::RngExt as _;

    use super::*;
    use crate::{engine::rng_from_seed, games::gyges::movegen};

    #[test]
    fn segment_counts_match_the_grid() {
        let t = table();
        let count = |mover: usize, sq: Sq, len: usize| {
            let (a, b) = t.ranges[mover][sq.index()][len];
            usize::from(b - a)
        };
        // A corner has two neighbours; from a1 South cannot step into its own goal.
        assert_eq!(count(0, Sq::at(0, 0), 1), 2);
        // From a6 South can also step into the goal.
        assert_eq!(count(0, Sq::at(5, 0), 1), 3);
        // On c3: 4 and 4·3 simple paths; of the 4·3·3 three-step ones, straight left and
        // straight down leave the board.
        assert_eq!(count(0, Sq::at(2, 2), 1), 4);
        assert_eq!(count(0, Sq::at(2, 2), 2), 12);
        assert_eq!(count(0, Sq::at(2, 2), 3), 34);
    }

    /// The table generator and the step walker agree on every piece of many random boards,
    /// under both no-revisit rules, with and without Replace.
    #[test]
    fn the_fast_generator_agrees_with_the_step_walker() {
        let mut rng = rng_from_seed(7);
        let mut checked = 0;
        for round in 0..3000 {
            let mut position = Position::empty();
            let mut squares: Vec<Sq> = Sq::all().collect();
            for i in (1..squares.len()).rev() {
                squares.swap(i, rng.random_range(0..=i));
            }
            // Crowded and sparse boards alike.
            let pieces = 4 + round % 9;
            for (k, &sq) in squares.iter().take(pieces).enumerate() {
                position.put(sq, (k % 3) as u8 + 1);
            }
            let revisit = if round % 2 == 0 {
                NoRevisit::Square
            } else {
                NoRevisit::Edge
            };
            let rules = Rules {
                no_revisit: revisit,
                no_replace: round % 5 == 0,
                ..Rules::default()
            };
            for mover in 0..2 {
                for &from in squares.iter().take(pieces) {
                    let slow = movegen::reach_by_steps(&position, from, mover, &rules);
                    assert_eq!(
                        reach(&position, from, mover, &rules),
                        slow,
                        "{:?} {from} mover {mover} {rules:?}",
                        position.rows()
                    );
                    assert_eq!(reaches_goal(&position, from, mover, &rules), slow.goal);
                    checked += 1;
                }
            }
        }
        assert!(checked > 40_000, "{checked}");
    }
}
