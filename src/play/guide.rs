//! A guided first game: a prepared start (fixed deal or position), then steps that each say one
//! thing about the rules, point at what they speak of, and allow only the actions they teach;
//! the other seats and chance answer with scripted actions. After the last step the game goes on
//! as free play. Nothing here touches egui: the table kit draws the bubble and narrows the
//! panel's legal actions to [`Guide::narrowed`].

use std::collections::VecDeque;

use crate::{
    engine::{Player, Turn},
    i18n::Lang,
    play::TableRules,
};

/// Where a step's bubble points: a point of the table area, as fractions of its width and
/// height from its top left corner (the game's layout keeps the thing there at the window sizes
/// it supports). `None` in [`GuideStep::spot`]: the step speaks of the whole table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    /// 0 = left edge, 1 = right edge.
    pub x: f32,
    /// 0 = top edge, 1 = bottom edge.
    pub y: f32,
    /// Where the bubble's centre goes, as fractions of the table, when the room beside the
    /// point is taken by what the step needs seen (`None`: over or under the point).
    pub bubble: Option<(f32, f32)>,
}

impl Spot {
    /// The point at `x`, `y` (fractions of the table area).
    pub const fn at(x: f32, y: f32) -> Self {
        Self { x, y, bubble: None }
    }

    /// This point, spoken of from a bubble centred at `x`, `y` (fractions of the table area).
    pub const fn from_bubble_at(self, x: f32, y: f32) -> Self {
        Self {
            bubble: Some((x, y)),
            ..self
        }
    }
}

/// One step of a guided game.
#[derive(Clone, Debug)]
pub struct GuideStep<A> {
    /// What the step says, in the player's language.
    pub text: fn(Lang) -> &'static str,
    /// What it speaks of.
    pub spot: Option<Spot>,
    /// The actions the player may take; empty: a step to read, ended by "Next".
    pub allowed: Vec<A>,
    /// What the other seats and chance do after the player's action, in order, before the next
    /// step.
    pub replies: Vec<A>,
}

impl<A> GuideStep<A> {
    /// A step to read (the player clicks "Next").
    pub fn read(text: fn(Lang) -> &'static str, spot: Option<Spot>) -> Self {
        Self {
            text,
            spot,
            allowed: Vec::new(),
            replies: Vec::new(),
        }
    }

    /// A step where the player takes `allowed` (one of them), answered by `replies`.
    pub fn act(
        text: fn(Lang) -> &'static str,
        spot: Spot,
        allowed: Vec<A>,
        replies: Vec<A>,
    ) -> Self {
        Self {
            text,
            spot: Some(spot),
            allowed,
            replies,
        }
    }
}

/// A game's guided first game: the rules, the prepared start (the human sits in seat 0) and the
/// steps.
pub struct GuideScript<G: TableRules> {
    /// The rules in force (also for the free play after it).
    pub rules: G::Rules,
    /// The prepared start.
    pub start: G,
    /// The steps, in order.
    pub steps: Vec<GuideStep<G::Action>>,
}

/// The seat of the player in a guided game.
pub const GUIDE_HUMAN: Player = 0;

impl<G: TableRules> GuideScript<G> {
    /// Plays the script through on its start, taking every allowed action of each step in
    /// turn (each on its own copy): every allowed action must be legal for the player when the
    /// step comes, every reply legal after it, and the player to decide when the next step
    /// with actions comes. Returns the state after the last step (first allowed actions taken).
    pub fn check(&self) -> Result<G, String> {
        let mut state = self.start.clone();
        for (i, step) in self.steps.iter().enumerate() {
            let mut next = None;
            for &action in &step.allowed {
                if state.to_move() != Turn::Player(GUIDE_HUMAN) {
                    return Err(format!("step {i}: the player is not to decide"));
                }
                if !state.legal_action_list().contains(&action) {
                    return Err(format!("step {i}: {action:?} is not legal"));
                }
                let mut after = state.clone();
                after
                    .apply_traced(action, &mut Vec::new())
                    .map_err(|e| format!("step {i}: {e}"))?;
                for &reply in &step.replies {
                    after
                        .apply_traced(reply, &mut Vec::new())
                        .map_err(|e| format!("step {i}: reply {reply:?}: {e}"))?;
                }
                next.get_or_insert(after);
            }
            if let Some(after) = next {
                state = after;
            }
        }
        Ok(state)
    }
}

#[cfg(test)]
impl<G: TableRules> GuideScript<G> {
    /// The lesson as a walk takes it: for each step with actions, the state when the step comes
    /// and the step's first allowed action (its replies played after it). Panics on an action the
    /// rules refuse ([`GuideScript::check`] says which).
    pub fn first_actions(&self) -> Vec<(G, G::Action)> {
        let mut state = self.start.clone();
        let mut taken = Vec::new();
        for step in &self.steps {
            let Some(&action) = step.allowed.first() else {
                continue;
            };
            taken.push((state.clone(), action));
            for a in std::iter::once(action).chain(step.replies.iter().copied()) {
                if let Err(e) = state.apply_traced(a, &mut Vec::new()) {
                    panic!("{a:?}: {e}");
                }
            }
        }
        taken
    }
}

/// The progress through a guided game's steps.
#[derive(Clone, Debug)]
pub struct Guide<A> {
    steps: Vec<GuideStep<A>>,
    step: usize,
    replies: VecDeque<A>,
}

impl<A: Copy + PartialEq> Guide<A> {
    /// At the first of `steps`.
    pub fn new(steps: Vec<GuideStep<A>>) -> Self {
        Self {
            steps,
            step: 0,
            replies: VecDeque::new(),
        }
    }

    /// The step shown (`None` once past the last).
    pub fn current(&self) -> Option<&GuideStep<A>> {
        self.steps.get(self.step)
    }

    /// The index of the step shown and the number of steps.
    pub fn position(&self) -> (usize, usize) {
        (self.step, self.steps.len())
    }

    /// True when the step shown is only to read.
    pub fn is_reading(&self) -> bool {
        self.replies.is_empty() && self.current().is_some_and(|s| s.allowed.is_empty())
    }

    /// What the player may do now among `legal`: the step's allowed actions, none while the
    /// other seats' replies are still to come or on a step to read.
    pub fn narrowed(&self, legal: &[A]) -> Vec<A> {
        match self.current() {
            Some(step) if self.replies.is_empty() => legal
                .iter()
                .copied()
                .filter(|a| step.allowed.contains(a))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The player took `action`: when the step allows it, its replies are queued and the next
    /// step comes; true then.
    pub fn taken(&mut self, action: A) -> bool {
        match self.current() {
            Some(step) if self.replies.is_empty() && step.allowed.contains(&action) => {
                self.replies = step.replies.iter().copied().collect();
                self.step += 1;
                true
            }
            _ => false,
        }
    }

    /// "Next" on a step to read.
    pub fn read(&mut self) {
        if self.is_reading() {
            self.step += 1;
        }
    }

    /// The next scripted reply, taken off the queue.
    pub fn next_reply(&mut self) -> Option<A> {
        self.replies.pop_front()
    }

    /// True when a scripted reply waits.
    pub fn reply_waiting(&self) -> bool {
        !self.replies.is_empty()
    }

    /// True once past the last step with every reply played: free play begins.
    pub fn finished(&self) -> bool {
        self.step >= self.steps.len() && self.replies.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(_: Lang) -> &'static str {
        "step"
    }

    #[test]
    fn a_step_allows_only_its_actions_and_queues_its_replies() {
        let mut guide = Guide::new(vec![
            GuideStep::read(text, None),
            GuideStep::act(text, Spot::at(0.5, 0.5), vec![2, 3], vec![7, 8]),
            GuideStep::act(text, Spot::at(0.5, 0.5), vec![4], vec![]),
        ]);
        assert!(guide.is_reading());
        assert!(guide.narrowed(&[1, 2, 3]).is_empty());
        assert!(!guide.taken(2), "nothing is taken on a step to read");
        guide.read();
        assert_eq!(guide.position(), (1, 3));
        assert_eq!(guide.narrowed(&[1, 2, 4]), vec![2]);
        assert!(!guide.taken(1));
        assert!(guide.taken(3));
        assert!(guide.narrowed(&[4]).is_empty(), "replies come first");
        assert_eq!(guide.next_reply(), Some(7));
        assert_eq!(guide.next_reply(), Some(8));
        assert_eq!(guide.next_reply(), None);
        assert_eq!(guide.narrowed(&[4, 5]), vec![4]);
        assert!(!guide.finished());
        assert!(guide.taken(4));
        assert!(guide.finished());
        assert!(guide.narrowed(&[4]).is_empty());
    }
}
