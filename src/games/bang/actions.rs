//! Decisions ([`Action`]) and what they do ([`Event`]).

use serde::{Deserialize, Serialize};

use super::{
    cards::CardId,
    characters::Character,
    roles::{Role, Side},
};
use crate::engine::Player;

/// What a played card is aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Target {
    /// No target (cards on oneself or on everybody).
    Nobody,
    /// A player (BANG!, Duel, Jail).
    Player {
        /// The target.
        player: Player,
    },
    /// A random card from a player's hand (Panic!, Cat Balou).
    Hand {
        /// The target.
        player: Player,
    },
    /// A chosen card in play in front of a player (Panic!, Cat Balou).
    InPlay {
        /// The target.
        player: Player,
        /// The card.
        card: CardId,
    },
}

/// Where Jesse Jones or Pedro Ramirez takes the first phase-1 card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DrawSource {
    /// The draw pile.
    Deck,
    /// The top of the discard pile (Pedro Ramirez).
    Discard,
    /// A random card from a player's hand (Jesse Jones).
    Hand {
        /// The player.
        player: Player,
    },
}

/// One decision, or (`Chance`) a random outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    /// Phase 2: play a card from the hand.
    Play {
        /// The card.
        card: CardId,
        /// Its target.
        target: Target,
    },
    /// Phase 2 is over (then discard down to the life points).
    EndTurn,
    /// Phase 3: discard a card.
    Discard {
        /// The card.
        card: CardId,
    },
    /// Answer with a card: Missed! (or BANG! for Calamity Janet) to a shot, BANG! (or Missed!
    /// for Calamity Janet) to a Duel or Indians!, Beer when dying.
    Respond {
        /// The card.
        card: CardId,
    },
    /// "draw!" for a Barrel (a real one, or Jourdonnais' own).
    UseBarrel,
    /// Take the hit, give up the Duel, or (when dying) accept elimination.
    TakeHit,
    /// Sid Ketchum: discard two cards for one life point.
    SidHeal {
        /// First card.
        first: CardId,
        /// Second card.
        second: CardId,
    },
    /// A choice among shown cards: the General Store pick, Lucky Duke's "draw!" card, the card
    /// Kit Carlson puts back.
    Choose {
        /// The card.
        card: CardId,
    },
    /// Jesse Jones / Pedro Ramirez: where the first phase-1 card comes from.
    DrawFrom {
        /// The source.
        source: DrawSource,
    },
    /// Set-up with [`CharacterDeal::PickOfTwo`](super::rules::CharacterDeal): keep one of the
    /// two characters dealt.
    PickCharacter {
        /// The character kept.
        character: Character,
    },
    /// Chance: a shuffle of the discard pile or a random card from a hand, from this seed.
    Chance {
        /// The random outcome.
        seed: u64,
    },
}

/// Which "draw!" check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CheckKind {
    /// Start of turn: 2–9♠ explodes.
    Dynamite,
    /// Start of turn: ♥ escapes.
    Jail,
    /// Shot: ♥ is a Missed!.
    Barrel,
}

/// Something that happened. Some events carry cards hidden from other seats (`private`
/// fields); a panel shows them only to the seats that may see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A player's turn began.
    TurnStarted {
        /// Whose turn.
        player: Player,
    },
    /// A card went from the deck to a hand. `public`: everybody saw it (Black Jack's shown
    /// card); otherwise only `player` sees `card`.
    Drew {
        /// Who drew.
        player: Player,
        /// The card.
        card: CardId,
        /// Shown to all.
        public: bool,
    },
    /// A card was played from the hand.
    Played {
        /// Who played it.
        player: Player,
        /// The card.
        card: CardId,
        /// Aimed at.
        target: Target,
    },
    /// A card was used as an answer (Missed!, BANG! in a Duel or to Indians!, Beer).
    Responded {
        /// Who.
        player: Player,
        /// The card.
        card: CardId,
    },
    /// A card was discarded from a hand (phase 3, Sid Ketchum, penalties, eliminations) or
    /// from play.
    Discarded {
        /// Whose card.
        player: Player,
        /// The card.
        card: CardId,
    },
    /// A blue card was put in play in front of `owner`.
    Equipped {
        /// In front of whom.
        owner: Player,
        /// The card.
        card: CardId,
    },
    /// A "draw!" check: `card` was flipped (Lucky Duke: the one he chose).
    Check {
        /// Whose check.
        player: Player,
        /// Which check.
        kind: CheckKind,
        /// The flipped card.
        card: CardId,
        /// Barrel/Jail: ♥; Dynamite: exploded.
        success: bool,
    },
    /// A card went from one player to another (Panic!, Jesse Jones, El Gringo, Vulture Sam,
    /// Pedro Ramirez from the discard pile when `from` is `None`). `from_hand`: taken from the
    /// hand, so only the two players see the card.
    Took {
        /// Who took it.
        player: Player,
        /// From whom (`None`: the discard pile).
        from: Option<Player>,
        /// The card.
        card: CardId,
        /// Out of a hand (hidden from the other seats).
        from_hand: bool,
    },
    /// A shot was dodged (Missed! effects reached the number needed).
    Dodged {
        /// The target.
        player: Player,
    },
    /// Life points lost.
    LifeLost {
        /// Who.
        player: Player,
        /// How many.
        amount: u8,
        /// Life left (may be 0 or less while dying).
        life: i8,
    },
    /// Life points regained.
    Healed {
        /// Who.
        player: Player,
        /// Life now.
        life: i8,
    },
    /// A player was eliminated and his role revealed.
    Eliminated {
        /// Who.
        player: Player,
        /// His role.
        role: Role,
        /// Who is responsible (none for Dynamite).
        by: Option<Player>,
    },
    /// Jail kept a player from his turn.
    TurnSkipped {
        /// Who.
        player: Player,
    },
    /// Dynamite moved on.
    DynamitePassed {
        /// From.
        from: Player,
        /// To.
        to: Player,
    },
    /// General Store cards were revealed.
    StoreRevealed {
        /// The cards.
        cards: Vec<CardId>,
    },
    /// A General Store card was picked (public).
    StorePicked {
        /// Who picked it.
        player: Player,
        /// The card.
        card: CardId,
    },
    /// Kit Carlson put a card back on the deck (only he sees which).
    PutBack {
        /// Kit Carlson's seat.
        player: Player,
        /// The card.
        card: CardId,
    },
    /// The discard pile was shuffled into a new deck.
    Reshuffled {
        /// Cards in the new deck.
        cards: u8,
    },
    /// Everybody has chosen a character (announced together once all have chosen).
    CharacterChosen {
        /// Who.
        player: Player,
        /// The character kept.
        character: Character,
    },
    /// The game ended.
    GameOver {
        /// The winning side.
        winner: Side,
    },
}

/// The decision a state is waiting for, as a panel needs to describe it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Prompt {
    /// Phase 1 choice of Jesse Jones / Pedro Ramirez.
    DrawSource {
        /// Who.
        player: Player,
    },
    /// Kit Carlson chooses the card to put back.
    KitCarlson {
        /// Who.
        player: Player,
    },
    /// Phase 2.
    Play {
        /// Whose turn.
        player: Player,
    },
    /// Phase 3: discard down to the life points.
    Discard {
        /// Whose turn.
        player: Player,
        /// Cards still to discard.
        excess: u8,
    },
    /// A shot (BANG! or Gatling) must be answered.
    Shot {
        /// The target (who decides).
        player: Player,
        /// The shooter.
        source: Player,
        /// Missed! effects still needed.
        needed: u8,
        /// Barrel "draw!"s still available.
        barrels: u8,
    },
    /// A Duel: discard a BANG! or lose a life.
    Duel {
        /// Who must answer.
        player: Player,
        /// The other duellist.
        opponent: Player,
    },
    /// Indians!: discard a BANG! or lose a life.
    Indians {
        /// Who must answer.
        player: Player,
        /// Who played it.
        source: Player,
    },
    /// At 0 life or less: Beer, Sid Ketchum's ability, or elimination.
    Dying {
        /// Who.
        player: Player,
    },
    /// General Store: pick one of the revealed cards.
    GeneralStore {
        /// Who picks.
        player: Player,
    },
    /// Lucky Duke chooses the "draw!" card.
    LuckyDuke {
        /// Who.
        player: Player,
        /// Which check.
        kind: CheckKind,
    },
    /// Set-up: keep one of two characters.
    Character {
        /// Who chooses.
        player: Player,
    },
    /// A random outcome is due.
    Chance,
    /// The game is over.
    Over,
}
