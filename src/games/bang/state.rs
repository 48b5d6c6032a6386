//! The table as a state machine: seats, piles, and a stack of pending tasks (turn phases and
//! effects waiting for their turn to resolve). The top task is what happens next: an automatic
//! step, a decision of one player, or a chance outcome (see `resolve.rs`).

use rand::seq::SliceRandom as _;
use serde::{Deserialize, Serialize};

use super::{
    actions::{CheckKind, Event},
    cards::{CardId, DECK_SIZE, Kind, kind},
    characters::Character,
    roles::{Role, Side, roles_for},
    rules::{CharacterDeal, Rules},
};
use crate::engine::{GameRng, Player};

/// One player's place at the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Seat {
    /// The character card.
    pub character: Character,
    /// The role card (hidden unless `revealed`).
    pub role: Role,
    /// Life points; 0 or less only while dying.
    pub life: i8,
    /// Maximum life (character + 1 for the Sheriff).
    pub max_life: i8,
    /// The hand (hidden from the other seats).
    pub hand: Vec<CardId>,
    /// Blue cards in play in front of the player.
    pub in_play: Vec<CardId>,
    /// Still in the game.
    pub alive: bool,
    /// Role face up (the Sheriff, and every eliminated player).
    pub revealed: bool,
}

impl Seat {
    /// A seat at the start of the game: full life, nothing in hand or in play, the role face
    /// up only for the Sheriff.
    pub fn new(character: Character, role: Role) -> Self {
        let life = Self::starting_life(character, role);
        Seat {
            character,
            role,
            life,
            max_life: life,
            hand: Vec::new(),
            in_play: Vec::new(),
            alive: true,
            revealed: role == Role::Sheriff,
        }
    }

    /// The printed life points, one more for the Sheriff.
    pub fn starting_life(character: Character, role: Role) -> i8 {
        character.life() as i8 + i8::from(role == Role::Sheriff)
    }

    /// The in-play card of a kind.
    pub fn in_play_of(&self, k: Kind) -> Option<CardId> {
        self.in_play.iter().copied().find(|&c| kind(c) == k)
    }

    /// True when a card of this kind is in play.
    pub fn has(&self, k: Kind) -> bool {
        self.in_play_of(k).is_some()
    }

    /// The weapon in play, if any.
    pub fn weapon(&self) -> Option<CardId> {
        self.in_play
            .iter()
            .copied()
            .find(|&c| kind(c).weapon_range().is_some())
    }
}

/// Something pending. Decision tasks stay on the stack until the deciding player acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(super) enum Task {
    /// Bottom of every turn: pass to the next living player.
    NextTurn,
    /// Start of turn: check Dynamite in front of the turn player.
    DynamiteCheck,
    /// Start of turn: check Jail.
    JailCheck,
    /// Phase 1.
    DrawPhase,
    /// Phase 2 (a decision until the player ends it).
    PlayPhase,
    /// Phase 3.
    DiscardPhase,
    /// Draw `n` cards from the deck.
    Draw { player: Player, n: u8 },
    /// Black Jack's phase 1: `shown` once the first card is drawn.
    BlackJack { player: Player, shown: bool },
    /// Kit Carlson's phase 1: three cards to look at, one to put back.
    KitLook { player: Player },
    /// A "draw!" check.
    Check { player: Player, kind: CheckKind },
    /// A BANG! effect waiting for Missed! effects.
    Shot {
        target: Player,
        source: Player,
        needed: u8,
        barrels: u8,
    },
    /// Life at 0 or less: Beer, Sid Ketchum, or elimination.
    Dying {
        player: Player,
        killer: Option<Player>,
    },
    /// Bart Cassidy's and El Gringo's abilities after a hit survived.
    AfterHit {
        player: Player,
        source: Option<Player>,
        amount: u8,
        gringo: bool,
    },
    /// A Duel: `responder` must discard a BANG! or lose.
    Duel {
        challenger: Player,
        responder: Player,
        other: Player,
    },
    /// Indians!: `target` must discard a BANG! or lose a life.
    Indians { target: Player, source: Player },
    /// General Store: cards still to reveal.
    StoreReveal { player: Player, left: u8 },
    /// General Store: `picker` chooses.
    StorePick { picker: Player },
    /// A random card from `from`'s hand goes to `to` (or the discard pile).
    Steal { from: Player, to: Option<Player> },
    /// The deck is empty: shuffle the discard pile (chance).
    Reshuffle,
    /// Set-up: `player` keeps one of his two characters.
    PickCharacter { player: Player },
    /// Set-up, once the characters are chosen: life points, hands, the Sheriff's first turn.
    Deal,
}

/// A game of BANG!.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    try_from = "super::stored::StoredState",
    into = "super::stored::StoredState"
)]
pub struct State {
    pub(super) rules: Rules,
    pub(super) seats: Vec<Seat>,
    /// Draw pile; the top card is the last.
    pub(super) deck: Vec<CardId>,
    /// Discard pile; the top card is the last.
    pub(super) discard: Vec<CardId>,
    /// General Store cards on the table.
    pub(super) store: Vec<CardId>,
    /// Cards flipped for a "draw!" being resolved (Lucky Duke: two).
    pub(super) flipped: Vec<CardId>,
    /// Kit Carlson's three cards.
    pub(super) look: Vec<CardId>,
    /// Per card: bit `p` set when seat `p` knows where the card is while it is in a hand or the
    /// deck (own draws, public picks, Kit Carlson's card put back…).
    pub(super) known: Vec<u8>,
    /// Whose turn it is.
    pub(super) turn: Player,
    /// BANG! cards played this turn.
    pub(super) bangs: u8,
    /// Pending tasks; the top is the last.
    pub(super) tasks: Vec<Task>,
    /// Set when the game is over.
    pub(super) winner: Option<Side>,
    /// Hostile acts, `n × n`: entry `a * n + b` counts BANG!s, Duels, Jails, Panic!s and Cat
    /// Balous from `a` aimed at `b` (public; feeds role inference).
    pub(super) hostile: Vec<u16>,
    /// Turns started so far.
    pub(super) turns: u32,
    /// The two characters dealt to each seat ([`CharacterDeal::PickOfTwo`]; empty otherwise).
    pub(super) offers: Vec<[Character; 2]>,
    /// The characters kept so far, secret until everybody has chosen.
    pub(super) picks: Vec<Option<Character>>,
}

/// Where events go, if anywhere (searches apply actions without recording them).
pub(super) struct Log<'a>(pub(super) Option<&'a mut Vec<Event>>);

impl Log<'_> {
    pub(super) fn push(&mut self, event: Event) {
        if let Some(events) = self.0.as_deref_mut() {
            events.push(event);
        }
    }
}

/// Everybody's bit in [`State::known`].
pub(super) const ALL_SEATS: u8 = 0x7F;

impl State {
    /// A new game: roles, characters and the deck shuffled with `rng`; the Sheriff revealed
    /// with one more life; hands as large as life; the Sheriff's turn begins.
    pub fn new(rules: Rules, players: usize, rng: &mut GameRng) -> Self {
        let players = players.clamp(4, 7);
        let mut roles = roles_for(players);
        roles.shuffle(rng);
        let mut characters = Character::ALL.to_vec();
        characters.shuffle(rng);
        let mut deck: Vec<CardId> = (0..DECK_SIZE as u8).collect();
        deck.shuffle(rng);
        if rules.characters == CharacterDeal::PickOfTwo {
            // 16 characters are enough for two each at seven seats.
            let offers: Vec<[Character; 2]> = (0..players)
                .map(|p| [characters[2 * p], characters[2 * p + 1]])
                .collect();
            let setup: Vec<(Character, Role)> = offers.iter().map(|o| o[0]).zip(roles).collect();
            return Self::with_offers(rules, &setup, deck, offers);
        }
        let setup: Vec<(Character, Role)> = characters.into_iter().zip(roles).collect();
        Self::with_setup(rules, &setup, deck, None)
    }

    /// A new game waiting for every seat to keep one of its two `offers`, the Sheriff first
    /// and then clockwise; `setup` gives the roles (its characters are placeholders).
    pub fn with_offers(
        rules: Rules,
        setup: &[(Character, Role)],
        deck: Vec<CardId>,
        offers: Vec<[Character; 2]>,
    ) -> Self {
        let mut s = Self::assemble(rules, setup, deck);
        let n = s.seats.len();
        s.picks = vec![None; offers.len()];
        s.offers = offers;
        s.tasks.push(Task::Deal);
        // The stack's top is the last: push the last chooser first.
        for i in (0..n).rev() {
            s.tasks.push(Task::PickCharacter {
                player: (s.turn + i) % n,
            });
        }
        s
    }

    /// A new game from a given set-up (character and role per seat) and deck order (top card
    /// last): cards are dealt from the deck and the Sheriff's turn begins.
    pub fn with_setup(
        rules: Rules,
        setup: &[(Character, Role)],
        deck: Vec<CardId>,
        events: Option<&mut Vec<Event>>,
    ) -> Self {
        let mut s = Self::assemble(rules, setup, deck);
        s.deal(&mut Log(events));
        s
    }

    /// The table before anything is dealt; the Sheriff is to play first.
    fn assemble(rules: Rules, setup: &[(Character, Role)], deck: Vec<CardId>) -> Self {
        let n = setup.len();
        let seats: Vec<Seat> = setup
            .iter()
            .map(|&(character, role)| Seat::new(character, role))
            .collect();
        let sheriff = seats
            .iter()
            .position(|s| s.role == Role::Sheriff)
            .unwrap_or(0);
        State {
            rules,
            seats,
            deck,
            discard: Vec::new(),
            store: Vec::new(),
            flipped: Vec::new(),
            look: Vec::new(),
            known: vec![0; DECK_SIZE],
            turn: sheriff,
            bangs: 0,
            tasks: Vec::new(),
            winner: None,
            hostile: vec![0; n * n],
            turns: 0,
            offers: Vec::new(),
            picks: Vec::new(),
        }
    }

    /// Life points from the characters, hands as big as the life points, and the Sheriff's
    /// first turn.
    pub(super) fn deal(&mut self, log: &mut Log<'_>) {
        let n = self.seats.len();
        for p in 0..n {
            let seat = &mut self.seats[p];
            if let Some(&Some(kept)) = self.picks.get(p) {
                seat.character = kept;
            }
            let life = Seat::starting_life(seat.character, seat.role);
            seat.life = life;
            seat.max_life = life;
            if !self.offers.is_empty() {
                log.push(Event::CharacterChosen {
                    player: p,
                    character: seat.character,
                });
            }
            for _ in 0..life {
                if let Some(c) = self.deck.pop() {
                    self.known[usize::from(c)] = 1 << p;
                    self.seats[p].hand.push(c);
                }
            }
        }
        self.tasks.push(Task::NextTurn);
        let sheriff = self.turn;
        self.begin_turn(sheriff, log);
        self.run(log);
    }

    /// The two characters `p` was dealt to choose from, while the choice is open.
    pub fn character_offer(&self, p: Player) -> Option<[Character; 2]> {
        if self.choosing_characters() {
            self.offers.get(p).copied()
        } else {
            None
        }
    }

    /// True while the seats are still choosing their characters (nothing is dealt yet).
    pub fn choosing_characters(&self) -> bool {
        self.tasks.contains(&Task::Deal)
    }

    /// The rule options.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Seats at the table.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// One seat (hand included: panels and bots use [`State::observation`]).
    pub fn seat(&self, p: Player) -> &Seat {
        &self.seats[p % self.seats.len()]
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Player {
        self.turn
    }

    /// BANG! cards played this turn.
    pub fn bangs_played(&self) -> u8 {
        self.bangs
    }

    /// Cards in the draw pile.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// The discard pile, top card last.
    pub fn discard_pile(&self) -> &[CardId] {
        &self.discard
    }

    /// General Store cards waiting to be picked.
    pub fn store(&self) -> &[CardId] {
        &self.store
    }

    /// Cards flipped for the "draw!" being resolved (Lucky Duke's two).
    pub fn flipped(&self) -> &[CardId] {
        &self.flipped
    }

    /// Kit Carlson's three cards (hidden from the others).
    pub fn look(&self) -> &[CardId] {
        &self.look
    }

    /// The winning side once the game is over.
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// Turns started so far.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Hostile acts from `a` aimed at `b` so far (public).
    pub fn hostile_acts(&self, a: Player, b: Player) -> u16 {
        let n = self.seats.len();
        self.hostile.get(a * n + b).copied().unwrap_or(0)
    }

    /// Living players.
    pub fn alive_count(&self) -> usize {
        self.seats.iter().filter(|s| s.alive).count()
    }

    /// The next living player clockwise after `p`.
    pub fn next_alive(&self, p: Player) -> Player {
        let n = self.seats.len();
        (1..=n)
            .map(|i| (p + i) % n)
            .find(|&q| self.seats[q].alive)
            .unwrap_or(p)
    }

    /// Living players other than `p`, clockwise from `p`'s left.
    pub fn others_clockwise(&self, p: Player) -> Vec<Player> {
        let n = self.seats.len();
        (1..n)
            .map(|i| (p + i) % n)
            .filter(|&q| self.seats[q].alive)
            .collect()
    }

    /// True when all 80 cards are in exactly one place.
    pub fn cards_accounted_for(&self) -> bool {
        let mut seen = [0u8; DECK_SIZE];
        let zones = [
            &self.deck,
            &self.discard,
            &self.store,
            &self.flipped,
            &self.look,
        ];
        let seat_zones = self.seats.iter().flat_map(|s| [&s.hand, &s.in_play]);
        for zone in zones.into_iter().chain(seat_zones) {
            for &c in zone {
                match seen.get_mut(usize::from(c)) {
                    Some(x) => *x += 1,
                    None => return false,
                }
            }
        }
        seen.iter().all(|&x| x == 1)
    }

    /// Pushes the tasks of `p`'s turn (above the `NextTurn` at the bottom).
    pub(super) fn begin_turn(&mut self, p: Player, log: &mut Log<'_>) {
        self.turn = p;
        self.bangs = 0;
        self.turns += 1;
        log.push(Event::TurnStarted { player: p });
        self.tasks.extend([
            Task::DiscardPhase,
            Task::PlayPhase,
            Task::DrawPhase,
            Task::JailCheck,
            Task::DynamiteCheck,
        ]);
    }

    /// Records a hostile act for role inference.
    pub(super) fn note_hostile(&mut self, a: Player, b: Player) {
        let n = self.seats.len();
        if a != b
            && let Some(x) = self.hostile.get_mut(a * n + b)
        {
            *x = x.saturating_add(1);
        }
    }
}
