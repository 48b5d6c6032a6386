//! The games and their registry. Each folder holds one game's rules (pure, no egui), its AI,
//! its panel and its record ([`GameInfo`], in `<game>/info.rs`); [`GAMES`] lists the records,
//! one line a game. Nothing else in the app names a game.

pub mod aegis;
pub mod bang;
#[cfg(test)]
pub mod demo;
pub mod en_garde;
pub mod gyges;
pub mod knatsch;
#[cfg(test)]
mod settings_tests;

#[cfg(test)]
mod conformance;
#[cfg(test)]
mod look_tests;
#[cfg(test)]
mod review_tests;

use std::{fmt::Debug, ops::RangeInclusive};

use egui::{Painter, Rect};

use serde::{Serialize, de::DeserializeOwned};

use crate::{
    engine::{
        Bot, Budget, Game, GameDef, GameRng, IllegalAction, Player,
        arena::{ArenaReport, ArenaSpec},
        review::{self, Analyst, JudgeStyle, Judgement},
    },
    i18n::{Lang, Msg, fill},
    ui::{
        panel::GamePanel,
        records::RecordSummary,
        table_screen::{GameScreen, TableScreen},
        theme::Theme,
    },
};

/// Every game, in home-screen order: one line a game.
pub const GAMES: &[&GameInfo] = &[
    &en_garde::info::INFO,
    &gyges::info::INFO,
    &bang::info::INFO,
    &knatsch::info::INFO,
    &aegis::info::INFO,
    #[cfg(test)]
    &demo::INFO,
];

/// What the app (game log, animations, undo, game records and their review) needs from a game's
/// rules beyond the engine contract: a record of what each applied action did, actions that can
/// be written to a game record, and how the review judges a decision.
pub trait TableRules: GameDef + Game<Action: Serialize + DeserializeOwned> {
    /// Something that happened: a card played, a die rolled, a life lost, a round won…
    ///
    /// Events may hold facts hidden from some seats (the card a player drew); the panel shows
    /// each one only as far as the human's seat may see it.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// Applies `action` like [`crate::engine::Game::apply`] (refusing illegal ones, leaving the
    /// state unchanged) and appends what happened, in order, to `events`.
    fn apply_traced(
        &mut self,
        action: Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), IllegalAction>;

    /// The review's judgement of `player`'s decision `chosen` in this state (theirs, with more
    /// than one legal action): `expert`'s best action and the estimated value of both, from
    /// `player`'s information only. Default: [`review::judge`] with this game's
    /// [`TableRules::review_outlook`]. A game overrides it where its Expert values actions
    /// otherwise (alpha-beta bounds, exact odds).
    fn review_judge(
        &self,
        player: Player,
        chosen: Self::Action,
        expert: &dyn Bot<Self>,
        budget: &Budget,
        rng: &mut GameRng,
    ) -> Option<Judgement<Self::Action>> {
        let outlook = |state: &Self, rng: &mut GameRng| state.review_outlook(player, budget, rng);
        let analyst = Analyst {
            expert,
            style: JudgeStyle::default(),
            outlook: &outlook,
            budget,
        };
        review::judge(self, player, chosen, &analyst, rng)
    }

    /// `observer`'s estimated result in this state when another seat or chance acts, from the
    /// observer's information only (a point of the review's win-chance graph after a computer's
    /// move). `None` (the default): the review uses the estimate at the observer's next
    /// decision.
    fn review_outlook(&self, observer: Player, budget: &Budget, rng: &mut GameRng) -> Option<f64> {
        let _ = (observer, budget, rng);
        None
    }

    /// Whether `saved`, a state read from a save written before the state gained a field, is
    /// `replayed` (the save's trail replayed by this build) with that field missing; the session
    /// then goes on from `replayed` and keeps the trail. `false` (the default): a game whose
    /// saved state has not changed shape.
    fn is_older_form_of(saved: &Self, replayed: &Self) -> bool {
        let _ = (saved, replayed);
        false
    }
}

/// Everything the shell knows about one game: the single source for the home tile, dialogs,
/// saves, settings keys, arena, i18n and `asobiba --game <id>`.
pub struct GameInfo {
    /// Command-line, save-file and settings name, e.g. `"en-garde"` (the rules' `GameDef::ID`).
    pub id: &'static str,
    /// The game's name.
    pub name: fn(Lang) -> &'static str,
    /// One line about the game for its home-screen tile.
    pub blurb: fn(Lang) -> &'static str,
    /// How many seats the game allows (the rules' `GameDef::player_range`).
    pub players: fn() -> RangeInclusive<usize>,
    /// Paints the home-screen tile's picture into the rect (background and clip are set).
    pub preview: fn(&Painter, Rect, &Theme),
    /// The rules page (the panel's `rules_text`).
    pub rules_text: fn(Lang) -> &'static str,
    /// The game's own fixed strings in a language (its text tables), for the font check.
    pub strings: fn(Lang) -> Vec<&'static str>,
    /// Plays an arena run (`Err` explains why not).
    pub run_arena: fn(&ArenaSpec) -> Result<ArenaReport, String>,
    /// A new table screen for the game.
    pub new_screen: fn() -> Box<dyn GameScreen>,
    /// Validates a game record's text (`ui::records::check_record::<State>`): its summary, or
    /// why it is refused. The second argument is the record's file name.
    pub check_record: fn(&str, &str) -> Result<RecordSummary, String>,
}

/// The table screen of panel `P`, for [`GameInfo::new_screen`].
pub fn table_screen<P: GamePanel>() -> Box<dyn GameScreen> {
    Box::new(TableScreen::<P>::new())
}

/// A game of the registry: a cheap handle on its [`GameInfo`], compared by id.
#[derive(Clone, Copy)]
pub struct GameKind(&'static GameInfo);

impl GameKind {
    /// Every game, in home-screen order.
    pub fn all() -> impl Iterator<Item = GameKind> {
        GAMES.iter().map(|&info| GameKind(info))
    }

    /// The game whose [`GameInfo::id`] is `id`.
    pub fn from_id(id: &str) -> Option<Self> {
        Self::all().find(|g| g.id() == id)
    }

    /// The game's record.
    pub fn info(self) -> &'static GameInfo {
        self.0
    }

    /// Command-line and file name, e.g. `"en-garde"`.
    pub fn id(self) -> &'static str {
        self.0.id
    }

    /// The game's name in `lang`.
    pub fn name(self, lang: Lang) -> &'static str {
        (self.0.name)(lang)
    }

    /// The home tile's line about the game.
    pub fn blurb(self, lang: Lang) -> &'static str {
        (self.0.blurb)(lang)
    }

    /// How many seats the game allows.
    pub fn player_range(self) -> RangeInclusive<usize> {
        (self.0.players)()
    }

    /// "2 players" / "4–7 players".
    pub fn players_text(self, lang: Lang) -> String {
        let range = self.player_range();
        if range.start() == range.end() && *range.start() == 2 {
            Msg::PlayersTwo.tr(lang).to_owned()
        } else {
            fill(
                Msg::PlayersRange.tr(lang),
                &[&range.start().to_string(), &range.end().to_string()],
            )
        }
    }

    /// Plays an arena run of this game (`Err` explains why not, e.g. not available yet).
    pub fn run_arena(self, spec: &ArenaSpec) -> Result<ArenaReport, String> {
        (self.0.run_arena)(spec)
    }
}

impl PartialEq for GameKind {
    fn eq(&self, other: &Self) -> bool {
        self.id() == other.id()
    }
}

impl Eq for GameKind {}

impl PartialOrd for GameKind {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for GameKind {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.id().cmp(other.id())
    }
}

impl std::hash::Hash for GameKind {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id().hash(state);
    }
}

impl Debug for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GameKind({})", self.id())
    }
}

/// Every fixed string of the interface in both languages: the shell's, and each game's name,
/// blurb, rules page and text tables. The font coverage test checks every character.
pub fn all_ui_strings() -> Vec<&'static str> {
    let mut all = crate::i18n::shell_strings();
    for lang in Lang::ALL {
        for info in GAMES {
            all.push((info.name)(lang));
            all.push((info.blurb)(lang));
            all.push((info.rules_text)(lang));
            all.extend((info.strings)(lang));
        }
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_each_game_is_found_by_its_id() {
        let ids: std::collections::BTreeSet<&str> = GameKind::all().map(GameKind::id).collect();
        assert_eq!(ids.len(), GAMES.len());
        for kind in GameKind::all() {
            assert_eq!(GameKind::from_id(kind.id()), Some(kind));
            assert!(!kind.player_range().is_empty(), "{kind:?}");
        }
        assert_eq!(GameKind::from_id("chess"), None);
    }
}

#[cfg(test)]
mod text_tests;
