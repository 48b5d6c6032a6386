//! Building exact positions for the scenarios: seats, hands, cards in play, the next cards
//! of the deck and whose phase it is.

use super::super::{
    actions::{Action, Event},
    cards::{CardId, DECK, DECK_SIZE, Kind, Suit},
    characters::Character,
    roles::Role,
    rules::Rules,
    state::{Log, Seat, State, Task},
};
use crate::engine::{Game, Player};

/// A table with these characters and roles, every card in the deck (in id order), all at
/// full life, empty hands; nobody's turn yet (use [`at_play`] or [`at_start`]).
pub fn bare(chars: &[Character], roles: &[Role]) -> State {
    let n = chars.len();
    let seats = chars
        .iter()
        .zip(roles)
        .map(|(&character, &role)| Seat::new(character, role))
        .collect();
    State {
        rules: Rules::default(),
        seats,
        deck: (0..DECK_SIZE as u8).collect(),
        discard: Vec::new(),
        store: Vec::new(),
        flipped: Vec::new(),
        look: Vec::new(),
        known: vec![0; DECK_SIZE],
        turn: 0,
        bangs: 0,
        tasks: vec![Task::NextTurn],
        winner: None,
        hostile: vec![0; n * n],
        turns: 0,
        offers: Vec::new(),
        picks: Vec::new(),
    }
}

/// The standard roles for `n` seats: P0 Sheriff, P1 Outlaw, P2 Outlaw, P3 Renegade, then
/// Deputy, Outlaw, Deputy.
pub fn roles(n: usize) -> Vec<Role> {
    use Role::*;
    [Sheriff, Outlaw, Outlaw, Renegade, Deputy, Outlaw, Deputy][..n].to_vec()
}

/// `n` seats of Black Jack (whose ability only matters in phase 1) with [`roles`].
pub fn plain(n: usize) -> State {
    bare(&vec![Character::BlackJack; n], &roles(n))
}

/// The card with this face.
pub fn id(kind: Kind, suit: Suit, rank: u8) -> CardId {
    DECK.iter()
        .position(|c| c.kind == kind && c.suit == suit && c.rank == rank)
        .expect("a card with this face") as CardId
}

/// A copy of `kind` still in the deck.
pub fn free(g: &State, kind: Kind) -> CardId {
    g.deck
        .iter()
        .copied()
        .find(|&c| DECK[usize::from(c)].kind == kind)
        .expect("a free copy")
}

/// Takes a card out of wherever it is.
pub fn pull(g: &mut State, c: CardId) {
    g.deck.retain(|&x| x != c);
    g.discard.retain(|&x| x != c);
    for s in &mut g.seats {
        s.hand.retain(|&x| x != c);
        s.in_play.retain(|&x| x != c);
    }
}

/// Puts a card in `p`'s hand.
pub fn give(g: &mut State, p: Player, c: CardId) -> CardId {
    pull(g, c);
    g.seats[p].hand.push(c);
    g.known[usize::from(c)] = 1 << p;
    c
}

/// Gives `p` a free copy of `kind`.
pub fn give_kind(g: &mut State, p: Player, kind: Kind) -> CardId {
    let c = free(g, kind);
    give(g, p, c)
}

/// Puts a card in play in front of `p`.
pub fn equip(g: &mut State, p: Player, c: CardId) -> CardId {
    pull(g, c);
    g.seats[p].in_play.push(c);
    c
}

/// Puts a free copy of `kind` in play in front of `p`.
pub fn equip_kind(g: &mut State, p: Player, kind: Kind) -> CardId {
    let c = free(g, kind);
    equip(g, p, c)
}

/// The next cards drawn, first drawn first.
pub fn on_top(g: &mut State, cards: &[CardId]) {
    for &c in cards {
        pull(g, c);
    }
    for &c in cards.iter().rev() {
        g.deck.push(c);
    }
}

/// `p` is in phase 2.
pub fn at_play(g: &mut State, p: Player) {
    g.turn = p;
    g.bangs = 0;
    g.tasks = vec![Task::NextTurn, Task::DiscardPhase, Task::PlayPhase];
}

/// `p`'s turn starts now (Dynamite, Jail, phase 1 run until the first decision).
pub fn at_start(g: &mut State, p: Player) {
    g.tasks = vec![Task::NextTurn];
    g.begin_turn(p, &mut Log(None));
    g.run(&mut Log(None));
}

/// Applies a legal action and returns its events.
pub fn act(g: &mut State, a: Action) -> Vec<Event> {
    let mut events = Vec::new();
    if let Err(e) = g.play(a, Some(&mut events)) {
        panic!(
            "{e}; legal: {:?}; prompt {:?}",
            g.legal_action_list(),
            g.prompt()
        );
    }
    events
}

/// True when the action is legal now.
pub fn legal(g: &State, a: Action) -> bool {
    g.legal_action_list().contains(&a)
}

/// Plays `card` at a player.
pub fn shoot(g: &mut State, card: CardId, at: Player) -> Vec<Event> {
    act(
        g,
        Action::Play {
            card,
            target: super::super::Target::Player { player: at },
        },
    )
}

/// Plays a card without target.
pub fn play(g: &mut State, card: CardId) -> Vec<Event> {
    act(
        g,
        Action::Play {
            card,
            target: super::super::Target::Nobody,
        },
    )
}

/// Life points of a seat.
pub fn life(g: &State, p: Player) -> i8 {
    g.seats[p].life
}

/// `n` seats of Willy the Kid (a plain phase 1) with [`roles`].
pub fn willies(n: usize) -> State {
    bare(&vec![Character::WillyTheKid; n], &roles(n))
}
