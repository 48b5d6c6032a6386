//! The game as data: stacks, owned cards, the phase of the turn and the dice of the current
//! attempt, with the queries the rules, the AI and the panel share.
//!
//! Guardians (KN-8): designations are public; until the owner chooses, the castle guardian
//! protects the two earliest castles and the special guardian the most valuable special; in
//! their own turn, before the action, owners may designate another card (`Action::Guard`).
//! Decisions beyond docs/research/knatsch_aegis.md §A5, documented: a Dice card owner always uses the highest-valued
//! Dice card by default (KN-6: with several, the owner declares one before the attempt); the
//! defence roll is always made (KN-10: declining never helps); a game without a winner after
//! [`MAX_TURNS`] turns is a draw (never reached in practice, but it guarantees an end).

use serde::{Deserialize, Serialize};

use super::{
    actions::Target,
    cards::{CardId, KING, Kind, Special, card},
    dice::{DICE, Rank, beats_pattern, counts_of},
    rules::Rules,
};
use crate::engine::Player;

/// Turns after which the game ends as a draw.
pub const MAX_TURNS: u32 = 1000;

/// What the current attempt is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Purpose {
    /// Capturing the top card of a stack.
    Stack {
        /// The stack.
        stack: u8,
        /// Its top card.
        card: CardId,
    },
    /// The attacker's roll against another player's castle.
    Castle {
        /// The owner.
        owner: u8,
        /// The castle.
        card: CardId,
    },
    /// The owner's defence roll: must be strictly stronger than `to_beat`.
    Defence {
        /// The attacker.
        attacker: u8,
        /// The castle.
        card: CardId,
        /// The attacker's result.
        to_beat: Rank,
    },
    /// Capturing another player's special.
    Special {
        /// The owner.
        owner: u8,
        /// The card.
        card: CardId,
    },
    /// A duel for a duel card taken from `stack`; players roll from the organiser on.
    Duel {
        /// The duel card (already off its stack).
        card: CardId,
        /// Rollers done so far, the current one included (1 = the organiser).
        position: u8,
        /// The best result so far and who rolled it.
        best: Option<(u8, Rank)>,
    },
    /// Challenging the King.
    King,
}

/// The dice of one attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attempt {
    /// Who rolls.
    pub roller: u8,
    /// Dice set aside, counts per face 1–5.
    pub kept: [u8; 5],
    /// Sixes set aside from earlier rolls.
    pub duds: u8,
    /// The last roll, in rolling order (0 = no die; sixes included).
    pub last: [u8; 6],
    /// Rolls made.
    pub rolls: u8,
    /// Rolls allowed.
    pub max_rolls: u8,
    /// The fixed extra die of a Dice card.
    pub extra: Option<u8>,
    /// True while the next roll is pending (a chance node).
    pub awaiting_roll: bool,
    /// True while the roller, owning several Dice cards, must declare which one to use.
    #[serde(default)]
    pub declare: bool,
}

impl Attempt {
    /// A fresh attempt.
    pub fn new(roller: u8, max_rolls: u8, extra: Option<u8>) -> Self {
        Attempt {
            roller,
            kept: [0; 5],
            duds: 0,
            last: [0; 6],
            rolls: 0,
            max_rolls,
            extra,
            awaiting_roll: true,
            declare: false,
        }
    }

    /// Dice the next roll throws.
    pub fn dice_to_roll(&self) -> usize {
        DICE - usize::from(self.kept.iter().sum::<u8>()) - usize::from(self.duds)
    }

    /// Counts per face 1–5 of the dice lying on the table now (kept and last roll).
    pub fn showing(&self) -> [u8; 5] {
        let last = counts_of(&self.last);
        std::array::from_fn(|i| self.kept[i] + last[i])
    }

    /// The result if the attempt ended now.
    pub fn rank(&self) -> Rank {
        Rank::of_counts(self.showing(), self.extra)
    }

    /// Sixes in the last roll.
    pub fn last_duds(&self) -> u8 {
        self.last.iter().filter(|&&d| d == 6).count() as u8
    }

    /// The dice a keep decision chooses from (counts per face 1–5).
    pub fn pool(&self, free_keeps: bool) -> [u8; 5] {
        if free_keeps {
            self.showing()
        } else {
            counts_of(&self.last)
        }
    }

    /// Rolls left after the last one.
    pub fn rolls_left(&self) -> u8 {
        self.max_rolls.saturating_sub(self.rolls)
    }
}

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The active player refreshes a stack or chooses the action.
    Action,
    /// An attempt is under way.
    Rolling {
        /// The dice.
        attempt: Attempt,
        /// What for.
        purpose: Purpose,
    },
    /// The active player gives up a castle after a failed King attempt.
    Surrender,
    /// Variant: the active player may challenge the King at the end of the turn.
    EndOfTurn,
    /// The game is over (`None`: drawn at the turn limit).
    Over {
        /// The winner.
        winner: Option<u8>,
    },
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "super::stored::StoredState")]
pub struct State {
    pub(super) rules: Rules,
    /// The two stacks, top first.
    pub(super) stacks: [Vec<CardId>; 2],
    /// Cards right below each top whose order nobody has seen.
    pub(super) hidden: [u8; 2],
    /// Cards owned per seat, in acquisition order.
    pub(super) hands: Vec<Vec<CardId>>,
    pub(super) active: u8,
    pub(super) refreshes_left: u8,
    pub(super) king_tried: bool,
    pub(super) phase: Phase,
    pub(super) turn: u32,
    /// Guardian designations per seat, most recent last.
    #[serde(default)]
    pub(super) guards: Vec<Vec<CardId>>,
}

impl State {
    /// The rule options.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Seats.
    pub fn players(&self) -> usize {
        self.hands.len()
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose turn it is.
    pub fn active(&self) -> Player {
        usize::from(self.active)
    }

    /// Turn number from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Stack refreshes left this turn.
    pub fn refreshes_left(&self) -> u8 {
        self.refreshes_left
    }

    /// A stack, top first.
    pub fn stack(&self, s: usize) -> &[CardId] {
        &self.stacks[s.min(1)]
    }

    /// Hidden cards right below the top of a stack.
    pub fn hidden(&self, s: usize) -> usize {
        usize::from(self.hidden[s.min(1)])
    }

    /// The top card of a stack.
    pub fn top(&self, s: usize) -> Option<CardId> {
        self.stacks[s.min(1)].first().copied()
    }

    /// The cards a seat owns.
    pub fn hand(&self, p: Player) -> &[CardId] {
        &self.hands[p]
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Player> {
        match self.phase {
            Phase::Over { winner } => winner.map(usize::from),
            _ => None,
        }
    }

    /// The seat deciding now (`None` at a chance node or after the end).
    pub fn current_player(&self) -> Option<Player> {
        match self.phase {
            Phase::Action | Phase::Surrender | Phase::EndOfTurn => Some(self.active()),
            Phase::Rolling { attempt, .. } if !attempt.awaiting_roll || attempt.declare => {
                Some(usize::from(attempt.roller))
            }
            _ => None,
        }
    }

    /// Castles owned by a seat.
    pub fn castles(&self, p: Player) -> impl Iterator<Item = CardId> + '_ {
        self.hands[p]
            .iter()
            .copied()
            .filter(|&c| matches!(card(c).kind, Kind::Castle(_)))
    }

    /// Number of castles of a seat.
    pub fn castle_count(&self, p: Player) -> usize {
        self.castles(p).count()
    }

    /// Number of duel cards of a seat.
    pub fn duel_count(&self, p: Player) -> usize {
        self.hands[p]
            .iter()
            .filter(|&&c| card(c).kind == Kind::Duel)
            .count()
    }

    /// True when a seat owns a special of this type.
    pub fn has_special(&self, p: Player, s: Special) -> bool {
        self.hands[p]
            .iter()
            .any(|&c| card(c).kind == Kind::Special(s))
    }

    /// True when a seat owns any card identical to `c` (duel cards never count).
    pub fn owns_identical(&self, p: Player, c: CardId) -> bool {
        card(c).identity().is_some_and(|id| {
            self.hands[p]
                .iter()
                .any(|&o| card(o).identity() == Some(id))
        })
    }

    /// The fixed extra die a seat rolls with by default (its highest Dice card).
    pub fn extra_die(&self, p: Player) -> Option<u8> {
        self.dice_cards(p).into_iter().max()
    }

    /// The values of the Dice cards a seat owns.
    pub fn dice_cards(&self, p: Player) -> Vec<u8> {
        self.hands[p]
            .iter()
            .filter_map(|&c| match card(c).kind {
                Kind::Special(Special::Dice { value }) => Some(value),
                _ => None,
            })
            .collect()
    }

    /// The cards of a seat that others cannot target (guardian designations).
    pub fn guarded(&self, p: Player) -> Vec<CardId> {
        let mut out = Vec::new();
        let chosen: &[CardId] = self.guards.get(p).map_or(&[], Vec::as_slice);
        let owned = |c: &CardId| self.hands[p].contains(c);
        if self.has_special(p, Special::CastleGuardian) {
            // The latest designations first, then the earliest castles.
            let designated = chosen
                .iter()
                .rev()
                .copied()
                .filter(|c| owned(c) && matches!(card(*c).kind, Kind::Castle(_)));
            for c in designated.chain(self.castles(p)) {
                if out.len() < 2 && !out.contains(&c) {
                    out.push(c);
                }
            }
        }
        if self.has_special(p, Special::SpecialGuardian) {
            let designated = chosen
                .iter()
                .rev()
                .copied()
                .find(|c| owned(c) && matches!(card(*c).kind, Kind::Special(_)));
            let best = designated.or_else(|| {
                self.hands[p]
                    .iter()
                    .copied()
                    .filter(|&c| matches!(card(c).kind, Kind::Special(_)))
                    .max_by_key(|&c| special_priority(c))
            });
            out.extend(best);
        }
        out
    }

    /// The cards `p` may designate now for a guardian (not guarded yet).
    pub fn guard_choices(&self, p: Player) -> Vec<CardId> {
        let guarded = self.guarded(p);
        let castles = self.has_special(p, Special::CastleGuardian);
        let specials = self.has_special(p, Special::SpecialGuardian);
        self.hands[p]
            .iter()
            .copied()
            .filter(|c| !guarded.contains(c))
            .filter(|&c| match card(c).kind {
                Kind::Castle(_) => castles,
                Kind::Special(_) => specials,
                Kind::Duel => false,
            })
            .collect()
    }

    /// True when `c` of seat `p` is protected by a guardian.
    pub fn is_guarded(&self, p: Player, c: CardId) -> bool {
        self.guarded(p).contains(&c)
    }

    /// The pattern `p` must reach to capture the top card of a stack (Treason lowers a castle's
    /// triple by one face, KN-7).
    pub fn stack_pattern(&self, p: Player, c: CardId) -> Option<Rank> {
        let cd = card(c);
        let mut pattern = cd.pattern()?;
        if matches!(cd.kind, Kind::Castle(_)) && self.has_special(p, Special::Treason) {
            pattern.face = pattern.face.saturating_sub(1);
        }
        Some(pattern)
    }

    /// Rolls a seat gets in an attempt for `purpose`.
    pub fn rolls_for(&self, p: Player, purpose: &Purpose) -> u8 {
        match purpose {
            Purpose::Castle { .. } if self.has_special(p, Special::Catapult) => 4,
            Purpose::Duel { position: 1, .. } => 4,
            Purpose::Duel { .. } if self.has_special(p, Special::Champion) => 4,
            _ => 3,
        }
    }

    /// True when result `r` captures a printed pattern under the current rules.
    pub fn succeeds(&self, r: Rank, pattern: Rank) -> bool {
        beats_pattern(r, pattern, self.rules.strict_beat)
    }

    /// The King's pattern.
    pub fn king(&self) -> Rank {
        KING
    }

    /// Every target `p` may attack now (the King included when eligible).
    pub fn targets(&self, p: Player, out: &mut Vec<Target>) {
        out.clear();
        for s in 0..2u8 {
            if let Some(c) = self.top(usize::from(s))
                && !self.owns_identical(p, c)
            {
                out.push(Target::Stack(s));
            }
        }
        for owner in 0..self.players() {
            if owner == p {
                continue;
            }
            let castles = self.castle_count(owner);
            let guarded = self.guarded(owner);
            for &c in &self.hands[owner] {
                if guarded.contains(&c) || self.owns_identical(p, c) {
                    continue;
                }
                match card(c).kind {
                    Kind::Castle(_) if castles >= 2 => out.push(Target::Castle {
                        owner: owner as u8,
                        card: c,
                    }),
                    Kind::Special(_) => out.push(Target::Special {
                        owner: owner as u8,
                        card: c,
                    }),
                    _ => {}
                }
            }
        }
        if self.castle_count(p) == 3 && !self.king_tried {
            out.push(Target::King);
        }
    }

    /// Which victory condition a seat fulfils, if any (the King is checked where it happens).
    pub fn victory_of(&self, p: Player) -> Option<super::actions::Victory> {
        let castles = self.castle_count(p);
        if castles >= 4 {
            Some(super::actions::Victory::FourCastles)
        } else if castles >= 2 && self.duel_count(p) >= 3 {
            Some(super::actions::Victory::Duels)
        } else {
            None
        }
    }

    /// The seat whose duel roll is `position` (1 = organiser = the active player).
    pub fn duel_roller(&self, position: u8) -> u8 {
        ((usize::from(self.active) + usize::from(position) - 1) % self.players()) as u8
    }
}

/// How much a special guardian prefers to protect a special (higher first).
pub fn special_priority(c: CardId) -> u8 {
    match card(c).kind {
        Kind::Special(Special::CastleGuardian) => 20,
        Kind::Special(Special::Dice { value }) => 10 + value,
        Kind::Special(Special::KingsFavour) => 9,
        Kind::Special(Special::Catapult) => 8,
        Kind::Special(Special::Treason) => 7,
        Kind::Special(Special::Champion) => 6,
        Kind::Special(Special::RefreshTwice) => 5,
        Kind::Special(Special::SpecialGuardian) => 1,
        _ => 0,
    }
}
