//! Loading a Knatsch save safely: the state deserializes into an unchecked mirror and becomes a
//! [`State`] only when every seat, stack, card and die it names exists, so a damaged save is
//! refused instead of panicking later.

use serde::Deserialize;

use super::{
    cards::{CardId, NUM_CARDS},
    dice::DICE,
    rules::Rules,
    state::{Attempt, Phase, Purpose, State},
};

/// The unchecked mirror of [`State`] that a save deserializes into.
#[derive(Deserialize)]
pub(super) struct StoredState {
    rules: Rules,
    stacks: [Vec<CardId>; 2],
    hidden: [u8; 2],
    hands: Vec<Vec<CardId>>,
    active: u8,
    refreshes_left: u8,
    king_tried: bool,
    phase: Phase,
    turn: u32,
    #[serde(default)]
    guards: Vec<Vec<CardId>>,
}

impl TryFrom<StoredState> for State {
    type Error = String;

    fn try_from(s: StoredState) -> Result<Self, String> {
        let state = State {
            rules: s.rules,
            stacks: s.stacks,
            hidden: s.hidden,
            hands: s.hands,
            active: s.active,
            refreshes_left: s.refreshes_left,
            king_tried: s.king_tried,
            phase: s.phase,
            turn: s.turn,
            guards: s.guards,
        };
        state.validate()?;
        Ok(state)
    }
}

impl State {
    /// Checks every index the rules rely on (used when a save is loaded).
    pub fn validate(&self) -> Result<(), String> {
        let players = self.hands.len();
        if !(2..=6).contains(&players) {
            return Err(format!("{players} seats"));
        }
        let seat_ok = |p: u8| usize::from(p) < players;
        if !seat_ok(self.active) {
            return Err(format!("seat {} is active", self.active));
        }
        if self.guards.len() > players {
            return Err("guardians of missing seats".into());
        }
        let cards = self.stacks.iter().chain(&self.hands).chain(&self.guards);
        if let Some(c) = cards.flatten().find(|&&c| usize::from(c) >= NUM_CARDS) {
            return Err(format!("card {c} does not exist"));
        }
        for (stack, &hidden) in self.stacks.iter().zip(&self.hidden) {
            if usize::from(hidden) > stack.len() {
                return Err("more hidden cards than a stack holds".into());
            }
        }
        match self.phase {
            Phase::Over { winner } if winner.is_some_and(|w| !seat_ok(w)) => {
                Err("the winner does not exist".into())
            }
            Phase::Rolling { attempt, purpose } => {
                check_attempt(&attempt, seat_ok)?;
                check_purpose(&purpose, seat_ok)
            }
            _ => Ok(()),
        }
    }
}

fn check_attempt(a: &Attempt, seat_ok: impl Fn(u8) -> bool) -> Result<(), String> {
    if !seat_ok(a.roller) {
        return Err(format!("seat {} rolls", a.roller));
    }
    let set_aside = a.kept.iter().map(|&k| usize::from(k)).sum::<usize>() + usize::from(a.duds);
    let rolled = a.last.iter().filter(|&&d| d != 0).count();
    if set_aside > DICE || set_aside + rolled > DICE || a.last.iter().any(|&d| d > 6) {
        return Err("more dice than there are".into());
    }
    if a.extra.is_some_and(|e| !(1..=6).contains(&e)) || a.rolls > a.max_rolls {
        return Err("impossible dice".into());
    }
    Ok(())
}

fn check_purpose(p: &Purpose, seat_ok: impl Fn(u8) -> bool) -> Result<(), String> {
    let card_ok = |c: CardId| usize::from(c) < NUM_CARDS;
    let ok = match *p {
        Purpose::Stack { stack, card } => stack < 2 && card_ok(card),
        Purpose::Castle { owner, card } | Purpose::Special { owner, card } => {
            seat_ok(owner) && card_ok(card)
        }
        Purpose::Defence { attacker, card, .. } => seat_ok(attacker) && card_ok(card),
        Purpose::Duel { card, best, .. } => card_ok(card) && best.is_none_or(|(w, _)| seat_ok(w)),
        Purpose::King => true,
    };
    if ok {
        Ok(())
    } else {
        Err("the attempt names a seat, stack or card that does not exist".into())
    }
}
