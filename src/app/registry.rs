//! The registry: every game, one line a game. Each entry joins a game's facts (below the table
//! kit) with its table screen, its home-tile picture and its arena. Only this list names the
//! games; everything else takes them from it.

use std::{fmt::Debug, ops::RangeInclusive};

use egui::{Painter, Rect};

#[cfg(feature = "lab")]
use crate::engine::arena::{ArenaReport, ArenaSpec};
use crate::{
    games::{aegis, bang, en_garde, gyges, knatsch},
    i18n::{Lang, Msg, fill},
    play::{GameFacts, puzzle_set::SetKind},
    ui::{
        panel::GamePanel,
        table_screen::{GameScreen, TableScreen},
        theme::Theme,
    },
};

/// A game's arena run, in the laboratory (feature `lab`); nothing in the player's build.
#[cfg(feature = "lab")]
pub type RunArena = fn(&ArenaSpec) -> Result<ArenaReport, String>;
/// A game's arena run, in the laboratory (feature `lab`); nothing in the player's build.
#[cfg(not(feature = "lab"))]
pub type RunArena = NoArena;

/// The player's build has no arena.
#[cfg(not(feature = "lab"))]
#[derive(Clone, Copy, Debug)]
pub struct NoArena;

/// The arena run of a game module (`$game::run_arena`), or nothing outside the laboratory.
macro_rules! arena {
    ($($game:ident)::+) => {{
        #[cfg(feature = "lab")]
        let run: RunArena = $($game)::+::run_arena;
        #[cfg(not(feature = "lab"))]
        let run: RunArena = NoArena;
        run
    }};
}

/// Every game, in home-screen order: one line a game.
pub const GAMES: &[&GameInfo] = &[
    &GameInfo::of::<en_garde::panel::EnGardePanel>(en_garde::preview::paint, arena!(en_garde)),
    &GameInfo::of::<gyges::panel::GygesPanel>(gyges::preview::paint, arena!(gyges)),
    &GameInfo::of::<bang::panel::BangPanel>(bang::preview::paint, arena!(bang)),
    &GameInfo::of::<knatsch::panel::KnatschPanel>(knatsch::preview::paint, arena!(knatsch)),
    &GameInfo::of::<aegis::panel::AegisPanel>(aegis::preview::paint, arena!(aegis)),
    #[cfg(test)]
    &GameInfo::of::<crate::games::demo::DemoPanel>(
        crate::games::demo::paint_preview,
        arena!(crate::games::demo),
    ),
];

/// Everything the shell knows about one game: the single source for the home tile, dialogs,
/// saves, settings keys, arena, i18n and `asobiba --game <id>`.
pub struct GameInfo {
    /// The game's facts: id, names, seats, rules page, texts, record check.
    pub facts: &'static GameFacts,
    /// Paints the home-screen tile's picture into the rect (background and clip are set).
    pub preview: fn(&Painter, Rect, &Theme),
    /// Plays an arena run (`Err` explains why not); laboratory only.
    pub run_arena: RunArena,
    /// A new table screen for the game.
    pub new_screen: fn() -> Box<dyn GameScreen>,
    /// Whether the game has a guided first game.
    pub has_guide: fn() -> bool,
    /// The game's puzzle collection: each puzzle's id and kind, in difficulty order.
    pub puzzle_set: fn() -> Vec<(u32, SetKind)>,
    /// The game's entry points into the shared test suites.
    #[cfg(test)]
    pub(crate) coverage: crate::games::coverage::Coverage,
}

/// What a game's panel must be to be registered: in test builds also [`Covered`], so that a
/// registered game is checked by every shared suite.
///
/// [`Covered`]: crate::games::coverage::Covered
#[cfg(test)]
pub trait Registered: crate::games::coverage::Covered {}
#[cfg(test)]
impl<P: crate::games::coverage::Covered> Registered for P {}
/// What a game's panel must be to be registered.
#[cfg(not(test))]
pub trait Registered: GamePanel {}
#[cfg(not(test))]
impl<P: GamePanel> Registered for P {}

impl GameInfo {
    /// The entry of the game whose panel is `P`: its facts and table screen from the panel, with
    /// the home tile's picture and the arena.
    pub const fn of<P: Registered>(
        preview: fn(&Painter, Rect, &Theme),
        run_arena: RunArena,
    ) -> Self {
        GameInfo {
            facts: P::FACTS,
            preview,
            run_arena,
            new_screen: table_screen::<P>,
            has_guide: has_guide::<P>,
            puzzle_set: puzzle_set::<P>,
            #[cfg(test)]
            coverage: crate::games::coverage::Coverage::of::<P>(),
        }
    }
}

/// Whether panel `P`'s game has a guided first game, for [`GameInfo::has_guide`].
fn has_guide<P: GamePanel>() -> bool {
    P::guide().is_some()
}

/// Panel `P`'s puzzle collection, for [`GameInfo::puzzle_set`].
fn puzzle_set<P: GamePanel>() -> Vec<(u32, SetKind)> {
    P::puzzle_set().iter().map(|p| (p.id, p.kind)).collect()
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
        self.0.facts.id
    }

    /// Whether the game has a guided first game ("Learn to play").
    pub fn has_guide(self) -> bool {
        (self.0.has_guide)()
    }

    /// The game's puzzle collection: each puzzle's id and kind, in difficulty order.
    pub fn puzzle_set(self) -> Vec<(u32, SetKind)> {
        (self.0.puzzle_set)()
    }

    /// The game's name in `lang`.
    pub fn name(self, lang: Lang) -> &'static str {
        (self.0.facts.name)(lang)
    }

    /// The home tile's line about the game.
    pub fn blurb(self, lang: Lang) -> &'static str {
        (self.0.facts.blurb)(lang)
    }

    /// How many seats the game allows.
    pub fn player_range(self) -> RangeInclusive<usize> {
        (self.0.facts.players)()
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
    #[cfg(feature = "lab")]
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
            let facts = info.facts;
            all.push((facts.name)(lang));
            all.push((facts.blurb)(lang));
            all.push((facts.rules_text)(lang));
            all.extend((facts.strings)(lang));
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

    #[test]
    fn the_embedded_font_covers_every_interface_string() {
        use skrifa::MetadataProvider as _;

        let font = skrifa::FontRef::new(crate::ui::fonts::JAPANESE_FONT)
            .expect("the embedded font parses");
        let charmap = font.charmap();
        let mut missing = std::collections::BTreeSet::new();
        for text in all_ui_strings() {
            for ch in text.chars().filter(|c| !c.is_control()) {
                if charmap.map(ch).is_none() {
                    missing.insert(ch);
                }
            }
        }
        assert!(missing.is_empty(), "not in the embedded font: {missing:?}");
    }
}
