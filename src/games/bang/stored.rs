//! The stored form of a game: what a save holds, validated on the way in so a damaged save
//! cannot break the rules.

use serde::{Deserialize, Serialize};

use super::{
    cards::{CardId, DECK_SIZE},
    characters::Character,
    roles::{Role, Side, roles_for},
    rules::Rules,
    state::{Seat, State, Task},
};
use crate::engine::Player;

/// The serialized form of [`State`]; [`State`] accepts it only when it is consistent.
#[derive(Clone, Serialize, Deserialize)]
pub(super) struct StoredState {
    rules: Rules,
    seats: Vec<Seat>,
    deck: Vec<CardId>,
    discard: Vec<CardId>,
    store: Vec<CardId>,
    flipped: Vec<CardId>,
    look: Vec<CardId>,
    known: Vec<u8>,
    turn: Player,
    bangs: u8,
    tasks: Vec<Task>,
    winner: Option<Side>,
    hostile: Vec<u16>,
    turns: u32,
    #[serde(default)]
    offers: Vec<[Character; 2]>,
    #[serde(default)]
    picks: Vec<Option<Character>>,
}

impl From<State> for StoredState {
    fn from(s: State) -> Self {
        StoredState {
            rules: s.rules,
            seats: s.seats,
            deck: s.deck,
            discard: s.discard,
            store: s.store,
            flipped: s.flipped,
            look: s.look,
            known: s.known,
            turn: s.turn,
            bangs: s.bangs,
            tasks: s.tasks,
            winner: s.winner,
            hostile: s.hostile,
            turns: s.turns,
            offers: s.offers,
            picks: s.picks,
        }
    }
}

impl TryFrom<StoredState> for State {
    type Error = String;

    fn try_from(r: StoredState) -> Result<Self, String> {
        let n = r.seats.len();
        if !(4..=7).contains(&n) || r.turn >= n {
            return Err("BANG! needs 4–7 seats".into());
        }
        if r.known.len() != DECK_SIZE || r.hostile.len() != n * n {
            return Err("damaged BANG! save".into());
        }
        if r.winner.is_none() && r.tasks.is_empty() {
            return Err("a BANG! game with nothing to do".into());
        }
        let s = State {
            rules: r.rules,
            seats: r.seats,
            deck: r.deck,
            discard: r.discard,
            store: r.store,
            flipped: r.flipped,
            look: r.look,
            known: r.known,
            turn: r.turn,
            bangs: r.bangs,
            tasks: r.tasks,
            winner: r.winner,
            hostile: r.hostile,
            turns: r.turns,
            offers: r.offers,
            picks: r.picks,
        };
        if !s.offers.is_empty() && (s.offers.len() != n || s.picks.len() != n) {
            return Err("damaged BANG! character offers".into());
        }
        let choosing_without_offers = s.offers.is_empty()
            && s.tasks
                .iter()
                .any(|t| matches!(t, Task::Deal | Task::PickCharacter { .. }));
        let chooser_off_table = s
            .tasks
            .iter()
            .any(|t| matches!(t, Task::PickCharacter { player } if *player >= n));
        if choosing_without_offers || chooser_off_table {
            return Err("damaged BANG! character choice".into());
        }
        if !s.cards_accounted_for() {
            return Err("the cards do not add up to the 80-card deck".into());
        }
        // Characters have 3 or 4 lives, the Sheriff one more; nobody heals above the maximum.
        if s.seats
            .iter()
            .any(|x| !(1..=5).contains(&x.max_life) || x.life > x.max_life)
        {
            return Err("impossible life points".into());
        }
        // The living have life left (or are dying right now); the dead have none.
        let dying = |p: Player| {
            s.tasks
                .iter()
                .any(|t| matches!(t, Task::Dying { player, .. } if *player == p))
        };
        if s.seats
            .iter()
            .enumerate()
            .any(|(p, x)| (x.alive && x.life <= 0 && !dying(p)) || (!x.alive && x.life > 0))
        {
            return Err("the living and the dead are mixed up".into());
        }
        let mut roles: Vec<Role> = s.seats.iter().map(|x| x.role).collect();
        let mut expected = roles_for(n);
        roles.sort();
        expected.sort();
        if roles != expected {
            return Err("impossible roles".into());
        }
        Ok(s)
    }
}
