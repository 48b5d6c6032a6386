//! What one seat may know: own hand and role, everyone's cards in play, hand sizes, life,
//! revealed roles, the piles, and the decision being waited for.

use serde::{Deserialize, Serialize};

use super::{
    actions::{Prompt, Target},
    cards::{CardId, Kind, kind},
    characters::Character,
    roles::{Role, Side},
    rules::Rules,
    state::{State, Task},
};
use crate::engine::Player;

/// One seat as another seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatView {
    /// Character (`None` while the characters are being chosen, the observer's own
    /// excepted: see [`Observation::character_offer`]).
    pub character: Option<Character>,
    /// Role, when revealed (or own).
    pub role: Option<Role>,
    /// Life points.
    pub life: i8,
    /// Maximum life.
    pub max_life: i8,
    /// Cards in hand.
    pub hand_len: u8,
    /// Cards in play.
    pub in_play: Vec<CardId>,
    /// Still in the game.
    pub alive: bool,
}

/// Everything `seat` may see.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Observation {
    /// The observing seat.
    pub seat: Player,
    /// The rules.
    pub rules: Rules,
    /// Own role.
    pub role: Role,
    /// Own hand.
    pub hand: Vec<CardId>,
    /// While the characters are being chosen: the two dealt to the observer, and the one he
    /// kept if he has chosen.
    pub character_offer: Option<([Character; 2], Option<Character>)>,
    /// Every seat.
    pub seats: Vec<SeatView>,
    /// Whose turn.
    pub turn: Player,
    /// BANG!s played this turn.
    pub bangs: u8,
    /// Cards in the deck.
    pub deck_len: u8,
    /// The top card of the deck when this seat knows it (Kit Carlson's card put back).
    pub known_top: Option<CardId>,
    /// Discard pile, top last.
    pub discard: Vec<CardId>,
    /// General Store cards.
    pub store: Vec<CardId>,
    /// Cards flipped for a "draw!".
    pub flipped: Vec<CardId>,
    /// Kit Carlson's cards (own only).
    pub look: Vec<CardId>,
    /// What is being waited for.
    pub prompt: Prompt,
    /// Hostile acts (n × n), public.
    pub hostile: Vec<u16>,
    /// The winner once over.
    pub winner: Option<Side>,
}

impl State {
    /// The decision being waited for.
    pub fn prompt(&self) -> Prompt {
        if self.winner.is_some() {
            return Prompt::Over;
        }
        let Some(&top) = self.tasks.last() else {
            return Prompt::Over;
        };
        let turn = self.turn;
        match top {
            Task::DrawPhase => Prompt::DrawSource { player: turn },
            Task::KitLook { player } => Prompt::KitCarlson { player },
            Task::Check { player, kind } => Prompt::LuckyDuke { player, kind },
            Task::PlayPhase => Prompt::Play { player: turn },
            Task::DiscardPhase => {
                let s = &self.seats[turn];
                let excess = s.hand.len().saturating_sub(s.life.max(0) as usize);
                Prompt::Discard {
                    player: turn,
                    excess: excess as u8,
                }
            }
            Task::Shot {
                target,
                source,
                needed,
                barrels,
            } => Prompt::Shot {
                player: target,
                source,
                needed,
                barrels,
            },
            Task::Duel {
                responder, other, ..
            } => Prompt::Duel {
                player: responder,
                opponent: other,
            },
            Task::Indians { target, source } => Prompt::Indians {
                player: target,
                source,
            },
            Task::Dying { player, .. } => Prompt::Dying { player },
            Task::StorePick { picker } => Prompt::GeneralStore { player: picker },
            Task::PickCharacter { player } => Prompt::Character { player },
            _ => Prompt::Chance,
        }
    }

    /// The player who decides now, if any.
    pub fn decider(&self) -> Option<Player> {
        match self.prompt() {
            Prompt::DrawSource { player }
            | Prompt::KitCarlson { player }
            | Prompt::Play { player }
            | Prompt::Discard { player, .. }
            | Prompt::Shot { player, .. }
            | Prompt::Duel { player, .. }
            | Prompt::Indians { player, .. }
            | Prompt::Dying { player }
            | Prompt::GeneralStore { player }
            | Prompt::Character { player }
            | Prompt::LuckyDuke { player, .. } => Some(player),
            Prompt::Chance | Prompt::Over => None,
        }
    }

    /// The top card of the deck if `seat` knows it.
    pub fn known_top(&self, seat: Player) -> Option<CardId> {
        self.deck
            .last()
            .copied()
            .filter(|&c| self.known[usize::from(c)] & (1 << seat) != 0)
    }

    /// What `seat` may see.
    pub fn observation(&self, seat: Player) -> Observation {
        let seat = seat % self.seats.len();
        let me = &self.seats[seat];
        let kit_mine =
            matches!(self.tasks.last(), Some(Task::KitLook { player }) if *player == seat);
        let choosing = self.choosing_characters();
        Observation {
            seat,
            rules: self.rules.clone(),
            role: me.role,
            hand: me.hand.clone(),
            character_offer: self
                .character_offer(seat)
                .map(|offer| (offer, self.picks.get(seat).copied().flatten())),
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(p, s)| SeatView {
                    character: (!choosing).then_some(s.character),
                    role: (s.revealed || p == seat).then_some(s.role),
                    life: s.life,
                    max_life: s.max_life,
                    hand_len: s.hand.len() as u8,
                    in_play: s.in_play.clone(),
                    alive: s.alive,
                })
                .collect(),
            turn: self.turn,
            bangs: self.bangs,
            deck_len: self.deck.len() as u8,
            known_top: self.known_top(seat),
            discard: self.discard.clone(),
            store: self.store.clone(),
            flipped: self.flipped.clone(),
            look: if kit_mine {
                self.look.clone()
            } else {
                Vec::new()
            },
            prompt: self.prompt(),
            hostile: self.hostile.clone(),
            winner: self.winner,
        }
    }

    /// The player a play at `target` harms, as role inference counts it: a BANG!, Duel or
    /// Jail at him, a card taken from his hand, or a card taken from in front of him unless
    /// it is a Jail or a Dynamite (taking those away is a favour).
    pub fn harmed_by(target: Target) -> Option<Player> {
        match target {
            Target::Nobody => None,
            Target::InPlay { card, .. } if matches!(kind(card), Kind::Jail | Kind::Dynamite) => {
                None
            }
            Target::Player { player } | Target::Hand { player } | Target::InPlay { player, .. } => {
                Some(player)
            }
        }
    }

    /// True when `target` names a living player other than `p` (helper for panels).
    pub fn target_player(target: Target) -> Option<Player> {
        match target {
            Target::Nobody => None,
            Target::Player { player } | Target::Hand { player } | Target::InPlay { player, .. } => {
                Some(player)
            }
        }
    }
}
