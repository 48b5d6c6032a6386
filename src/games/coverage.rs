//! What the shared test suites need of each game, and how they run for every game of the
//! registry. A game's panel implements [`Covered`] (in `<game>/tests/coverage.rs`): its seat
//! counts, presets and positions for the suites. The registry's `GameInfo::of` asks for it in
//! test builds and keeps the game's [`Coverage`] (the suites' entry points for that game), so a
//! game added to `GAMES` is checked by every suite with no test edited. The suites themselves
//! name no game; [`every_game`] runs one suite for every registered game.

use std::{
    collections::BTreeSet,
    panic::{AssertUnwindSafe, catch_unwind},
};

use crate::{app::registry::GAMES, engine::Strength, ui::panel::GamePanel};

use super::{
    golden_tests::{self, GoldenGame},
    guide_tests, keyboard_tests, look_tests, names_tests, review_tests, settings_tests, text_tests,
    undo_tests,
};

/// Why a suite does not run for a game (only the test-only demo game may have one).
pub type Skip = &'static str;

/// A suite's entry for one game: run it, or why not.
pub type Entry = Result<fn(), Skip>;

/// Picks a suite's entry from a game's [`Coverage`].
pub type Suite = fn(&Coverage) -> Entry;

/// Times a level's decisions with the session's cap: the slowest, and how many were timed.
pub type Slowest = fn(Strength) -> (std::time::Duration, usize);

/// The table snapshot of a game: a position reached from a fixed seed.
#[derive(Clone, Copy, Debug)]
pub struct Look {
    /// Seats at the table.
    pub(crate) seats: usize,
    /// The human's decisions played before the snapshot.
    pub(crate) moves: usize,
    /// Labels clicked on the table after them, to show a selection.
    pub(crate) clicks: &'static [&'static str],
}

/// What the screen-reader check looks for on a game's table (opened as for its [`Look`]).
#[derive(Clone, Copy, Debug)]
pub struct Names {
    /// Whether the human's cards or pieces report their selected state (cards in a hand do;
    /// Gygès's squares are plain buttons).
    pub(crate) own_selectable: bool,
    /// A template of the game's text table whose fixed words name an opponent's thing.
    pub(crate) theirs: fn(crate::i18n::Lang) -> &'static str,
    /// A template whose fixed words name a space or a pile.
    pub(crate) place: fn(crate::i18n::Lang) -> &'static str,
}

/// The undo check of a game: random games that try every undo allowed.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    /// Seats at the table.
    pub(crate) seats: usize,
    /// Random games played.
    pub(crate) games: u64,
    /// The fewest allowed undos they must reach (0: undo may be rare in this game).
    pub(crate) at_least: usize,
}

/// The review flow of a game: one game against Easy, reviewed by `analyst`.
#[derive(Clone, Copy, Debug)]
pub struct Review {
    /// Seats at the table.
    pub(crate) seats: usize,
    /// The level whose analysis the review shows.
    pub(crate) analyst: Strength,
    /// The game's seed.
    pub(crate) seed: u64,
}

/// What the shared suites need to know of a game beyond its panel.
pub trait Covered: GamePanel {
    /// Checks the game's own text table entry by entry (`text_tests::check_table::<Text>`).
    const TEXT_TABLE: Result<fn(&str, &mut Vec<String>), Skip>;
    /// Seats of a typical table: the random games whose log lines are read, the sample and
    /// demo records, the analysis timing.
    const TYPICAL_SEATS: usize;
    /// The table snapshot compared with the committed images.
    const LOOK: Result<Look, Skip>;
    /// The undo check.
    const UNDO: Undo;
    /// The screen-reader check.
    const NAMES: Result<Names, Skip> = Err("no names given");
    /// The review flow.
    const REVIEW: Review;
    /// The rule presets whose golden files are kept (`--rules` names).
    const GOLDEN_PRESETS: Result<&'static [&'static str], Skip>;
    /// Whether `new_game` shuffles a deck from the seed (so a version-1 record, which kept
    /// only the seed, no longer replays when the deals change).
    const DEALS_AT_START: bool;
    /// Random-event budget of the monkey per table (each seat count and preset).
    const MONKEY_EVENTS: usize;
    /// Whether every screen of the game is held to the layout and legibility check.
    const LAYOUT: Result<(), Skip> = Ok(());
    /// The strength ladder: each of the player's levels beats the one below
    /// (`ladder_tests::check_ladder` with the game's deals and bots).
    const LADDER: Entry;
    /// The computer's search stops at its deadline and still answers legally
    /// (`cutoff_tests::assert_cut_off` with the game's unbounded search).
    const CUT_OFF: Entry;
    /// The slowest decision of a level in self-play with the session's cap, and how many
    /// decisions were timed (a measurement run by hand).
    const SLOWEST: Result<Slowest, Skip>;

    /// The labels to click on the table, in order, to take `action` in `state` (the guided
    /// game's walk); none for a game without a guided game.
    fn guide_clicks(
        state: &Self::Game,
        action: crate::ui::panel::ActionOf<Self>,
        lang: crate::i18n::Lang,
    ) -> Vec<String> {
        let _ = (state, action, lang);
        Vec::new()
    }

    /// The rules the review flow plays under.
    fn review_rules() -> crate::ui::panel::RulesOf<Self> {
        Default::default()
    }

    /// Labels of rule presets in the new-game dialog the monkey plays each of (none: the
    /// defaults only).
    fn monkey_presets(lang: crate::i18n::Lang) -> Vec<&'static str> {
        let _ = lang;
        Vec::new()
    }

    /// The conformance suite over the game's rule presets, with its own claims about how
    /// random games end.
    fn conformance();

    /// The soak: `games` random games over the presets; returns the violations found.
    fn soak(games: u64) -> u64;
}

/// One game's entry points into the shared suites: each runs the suite for that game (and
/// panics on a failure), or says why the suite does not apply.
#[derive(Clone, Copy)]
pub(crate) struct Coverage {
    /// The game's text table reads well in both languages.
    pub(crate) text_table: Entry,
    /// Every log line of random games reads as a sentence.
    pub(crate) text_logs: Entry,
    /// The table looks as the committed images.
    pub(crate) look: Entry,
    /// The new-game dialog fits the smallest window.
    pub(crate) dialog_fits: Entry,
    /// An allowed undo reveals nothing.
    pub(crate) undo: Entry,
    /// A game reviewed from the game-over dialog and from Recent games.
    pub(crate) review: Entry,
    /// The conformance suite.
    pub(crate) conformance: Entry,
    /// Records replay, and damaged ones are refused.
    pub(crate) records_replay: Entry,
    /// Mutated saves neither crash nor hang.
    pub(crate) mutated_saves: Entry,
    /// The game's settings entry survives a save and a damaged neighbour.
    pub(crate) settings: Entry,
    /// The monkey plays every seat count and preset.
    pub(crate) monkey: Entry,
    /// A whole game is played with keys only.
    pub(crate) keyboard: Entry,
    /// The guided game is walked to free play, every other control inert.
    pub(crate) guide: Entry,
    /// Every painted thing of the table has an accessible name.
    pub(crate) names: Entry,
    /// Every screen of the game passes the layout check.
    pub(crate) layout: Entry,
    /// Each level beats the one below.
    pub(crate) ladder: Entry,
    /// The search stops at its deadline.
    pub(crate) cut_off: Entry,
    /// The slowest decision of a level with the cap (measurement).
    pub(crate) slowest: Result<Slowest, Skip>,
    /// The golden files of every format version load.
    pub(crate) golden: Result<GoldenGame, Skip>,
    /// The soak (ignored in CI): violations found in that many random games.
    pub(crate) soak: fn(u64) -> u64,
    /// Writes one game's log per language into a folder, for a person to read.
    pub(crate) write_logs: fn(&std::path::Path),
    /// Review tools run by hand: see [`review_tests::ReviewTools`].
    pub(crate) review_tools: review_tests::ReviewTools,
}

impl Coverage {
    /// The entry points of the game whose panel is `P`.
    pub const fn of<P: Covered>() -> Self {
        Coverage {
            text_table: match P::TEXT_TABLE {
                Ok(_) => Ok(text_tests::check_text_table::<P>),
                Err(why) => Err(why),
            },
            text_logs: Ok(text_tests::check_logs::<P>),
            look: match P::LOOK {
                Ok(_) => Ok(look_tests::table_looks_as_committed::<P>),
                Err(why) => Err(why),
            },
            dialog_fits: Ok(look_tests::dialog_fits::<P>),
            undo: Ok(undo_tests::undo_reveals_nothing::<P>),
            review: Ok(review_tests::review_flow::<P>),
            conformance: Ok(P::conformance),
            records_replay: Ok(super::conformance::records_replay::<P>),
            mutated_saves: Ok(super::conformance::mutated_saves::<P>),
            settings: Ok(settings_tests::choices_survive::<P>),
            monkey: Ok(crate::monkey_tests::monkey_plays::<P>),
            keyboard: Ok(keyboard_tests::plays_with_keys::<P>),
            guide: Ok(guide_tests::walks_the_guided_game::<P>),
            names: match (P::NAMES, P::LOOK) {
                (Ok(_), Ok(_)) => Ok(names_tests::table_is_named::<P>),
                (Err(why), _) | (_, Err(why)) => Err(why),
            },
            layout: match P::LAYOUT {
                Ok(()) => Ok(crate::layout_check_tests::check_game::<P>),
                Err(why) => Err(why),
            },
            ladder: P::LADDER,
            cut_off: P::CUT_OFF,
            slowest: P::SLOWEST,
            golden: match P::GOLDEN_PRESETS {
                Ok(presets) => Ok(golden_tests::golden::<P::Game>(presets, P::DEALS_AT_START)),
                Err(why) => Err(why),
            },
            soak: P::soak,
            write_logs: text_tests::write_logs::<P>,
            review_tools: review_tests::ReviewTools::of::<P>(),
        }
    }
}

/// Every suite run for every game, by name, with its entry in [`Coverage`].
pub const SUITES: &[(&str, Suite)] = &[
    ("text table", |c| c.text_table),
    ("log lines", |c| c.text_logs),
    ("look", |c| c.look),
    ("dialog fits", |c| c.dialog_fits),
    ("undo", |c| c.undo),
    ("review", |c| c.review),
    ("conformance", |c| c.conformance),
    ("records replay", |c| c.records_replay),
    ("mutated saves", |c| c.mutated_saves),
    ("settings", |c| c.settings),
    ("monkey", |c| c.monkey),
    ("keyboard", |c| c.keyboard),
    ("names", |c| c.names),
    ("layout", |c| c.layout),
    ("ladder", |c| c.ladder),
    ("cut-off", |c| c.cut_off),
];

/// The variable that limits the suites to one game while working on it, e.g.
/// `ASOBIBA_ONLY_GAME=gyges cargo test --profile ci --lib every_game_passes_the_layout_check`.
const ONLY_GAME_VAR: &str = "ASOBIBA_ONLY_GAME";

/// Runs `suite` for every registered game (or the one named by `ASOBIBA_ONLY_GAME`), each game
/// on its own thread; after all have run, fails naming every game that failed. Returns the ids
/// it ran (a skipped game prints why).
pub fn every_game(suite: Suite) -> BTreeSet<&'static str> {
    let only = std::env::var(ONLY_GAME_VAR).ok();
    let mut ran = BTreeSet::new();
    let mut failed = Vec::new();
    std::thread::scope(|scope| {
        let runs: Vec<_> = GAMES
            .iter()
            .filter(|info| only.as_deref().is_none_or(|id| id == info.facts.id))
            .filter_map(|info| match suite(&info.coverage) {
                Ok(check) => Some((
                    info.facts.id,
                    scope.spawn(move || catch_unwind(AssertUnwindSafe(check)).is_ok()),
                )),
                Err(why) => {
                    println!("skipped for {}: {why}", info.facts.id);
                    None
                }
            })
            .collect();
        for (id, run) in runs {
            if run.join().unwrap_or(false) {
                ran.insert(id);
            } else {
                failed.push(id);
            }
        }
    });
    assert!(failed.is_empty(), "failed for {failed:?} (messages above)");
    ran
}

/// Whether `id` is a game the player gets (not the test-only demo).
fn shipped(id: &str) -> bool {
    id != super::demo::FACTS.id
}

#[test]
fn every_suite_runs_for_every_shipped_game() {
    let mut missing = Vec::new();
    for info in GAMES {
        for (suite, entry) in SUITES {
            match entry(&info.coverage) {
                Ok(_) => {}
                Err(why) if !shipped(info.facts.id) => assert!(!why.trim().is_empty()),
                Err(why) => missing.push(format!("{suite} for {}: {why}", info.facts.id)),
            }
        }
        match &info.coverage.golden {
            Ok(golden) => assert_eq!(golden.id, info.facts.id),
            Err(why) if !shipped(info.facts.id) => assert!(!why.trim().is_empty()),
            Err(why) => missing.push(format!("golden files for {}: {why}", info.facts.id)),
        }
    }
    assert!(missing.is_empty(), "suites skipped: {missing:#?}");
}

/// The folder names of the registered games' modules, e.g. `en_garde`.
fn game_modules() -> Vec<String> {
    GAMES
        .iter()
        .map(|info| info.facts.id.replace('-', "_"))
        .filter(|module| shipped(module))
        .collect()
}

/// The files of the shared suites: each runs for every game and lists none (one game may be
/// named as the sample of a mechanism every game shares).
const SUITE_FILES: &[&str] = &[
    "src/games/text_tests.rs",
    "src/games/look_tests.rs",
    "src/games/undo_tests.rs",
    "src/games/review_tests.rs",
    "src/games/golden_tests.rs",
    "src/games/settings_tests.rs",
    "src/games/conformance/games.rs",
    "src/games/conformance/replay.rs",
    "src/games/conformance/tests.rs",
    "src/monkey_tests.rs",
    "src/games/keyboard_tests.rs",
    "src/layout_check_tests.rs",
    "src/games/ladder_tests.rs",
    "src/games/cutoff_tests.rs",
];

/// The registered games' modules that `text` names (`en_garde::…`, `{gyges, bang}`).
fn games_named(text: &str) -> Vec<String> {
    game_modules()
        .into_iter()
        .filter(|module| {
            [
                format!("{module}::"),
                format!("{module},"),
                format!("{module}}}"),
            ]
            .iter()
            .any(|p| text.contains(p.as_str()))
        })
        .collect()
}

#[test]
fn the_shared_suites_list_no_games() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut listing = Vec::new();
    for file in SUITE_FILES {
        let text = std::fs::read_to_string(root.join(file)).expect("suite file");
        let named = games_named(&text);
        if named.len() > 1 {
            listing.push(format!("{file} names {named:?}"));
        }
    }
    assert!(listing.is_empty(), "{listing:#?}");
    // The check sees a list.
    assert_eq!(
        games_named("use super::{aegis, bang, en_garde::State};").len(),
        3
    );
}
