//! Golden files: game records and saved games of every game, rule preset and player count, as
//! each format version wrote them (`tests/golden/v<N>/<game>/`). Every set of every version must
//! load in this build: records counted and replayable, saves continued and played to the end.
//! A format change adds a set with
//! `cargo test --profile ci --lib write_golden_set -- --ignored`; no set is ever rewritten.

use std::{
    fs,
    path::{Path, PathBuf},
};

use rand::RngExt as _;

use crate::{
    app::registry::GAMES,
    engine::{Strength, Turn, other_deals::with_other_deals, rng_from_seed, worker::AiWorker},
    play::{
        TableRules,
        records::{CheckedRecord, GameRecord, RECORD_VERSION},
        session::{Advance, SAVE_VERSION, Session},
    },
    settings::FirstPlayer,
};

/// The date written into golden records (2026-09-21).
const GOLDEN_DATE: u64 = 1_790_000_000;

/// Session steps after which a golden game counts as one that never ends.
const STEP_CAP: usize = 100_000;

/// One game's golden files: its presets and the generic functions that write and load them.
#[derive(Clone, Copy)]
pub(crate) struct GoldenGame {
    pub(crate) id: &'static str,
    pub(crate) presets: &'static [&'static str],
    /// Whether `new_game` shuffles a deck from the seed.
    deals_at_start: bool,
    pub(crate) players: fn() -> std::ops::RangeInclusive<usize>,
    write: fn(&str, usize, u64, &Path),
    continue_save: fn(&str, u64) -> Result<usize, String>,
    keeps_trail: fn(&str) -> Result<(), String>,
    /// The start state, in RON, that this build deals from a deal number (preset, seats).
    pub(crate) numbered_start: fn(&str, usize, u32) -> String,
    /// Whether a start state in RON is the one this build deals from a deal number.
    pub(crate) same_numbered_start: fn(&str, &str, usize, u32) -> Result<(), String>,
}

/// The golden files of `G` under `presets`.
pub(crate) const fn golden<G: TableRules>(
    presets: &'static [&'static str],
    deals_at_start: bool,
) -> GoldenGame {
    GoldenGame {
        id: G::ID,
        presets,
        deals_at_start,
        players: G::player_range,
        write: write_case::<G>,
        continue_save: continue_save::<G>,
        keeps_trail: keeps_trail::<G>,
        numbered_start: super::golden_deals_tests::numbered_start::<G>,
        same_numbered_start: super::golden_deals_tests::same_numbered_start::<G>,
    }
}

/// Every registered game that keeps golden files, with every rule preset it offers.
pub(crate) fn golden_games() -> Vec<GoldenGame> {
    GAMES
        .iter()
        .filter_map(|info| info.coverage.golden.ok())
        .collect()
}

pub(crate) fn golden_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn case_name(preset: &str, players: usize) -> String {
    format!("{preset}-{players}p")
}

/// A seed per case, so every file differs and a rewrite would be reproducible.
fn case_seed(id: &str, preset: &str, players: usize) -> u64 {
    id.bytes()
        .chain(preset.bytes())
        .fold(players as u64, |h, b| {
            h.wrapping_mul(0x100_0000_01b3) ^ u64::from(b)
        })
}

/// A session of `G` under `preset` at `players` seats, every seat playing uniformly random legal
/// actions (the human's choices drawn from `seed`).
fn random_session<G: TableRules>(preset: &str, players: usize, seed: u64) -> Session<G> {
    let rules = G::parse_rules(preset).unwrap_or_else(|e| panic!("{} {preset}: {e}", G::ID));
    let mut session = Session::<G>::new(rules, players, Strength::Easy, FirstPlayer::Random, seed);
    session.use_random_bots();
    session
}

/// Plays on until the game is over or `stop` says so: the human's decisions are drawn from
/// `seed`, the computer's come from the session's bots. Returns the steps taken.
fn play_on<G: TableRules>(
    session: &mut Session<G>,
    seed: u64,
    stop: impl Fn(&Session<G>, usize) -> bool,
) -> Result<usize, String> {
    let worker = AiWorker::inline();
    let mut rng = rng_from_seed(seed);
    let mut now = 0.0;
    let mut human_decisions = 0;
    for step in 0..STEP_CAP {
        if session.is_over() || stop(session, human_decisions) {
            return Ok(step);
        }
        if session.state.to_move() == Turn::Player(session.human) {
            let legal = session.human_legal();
            let action = legal[rng.random_range(0..legal.len())];
            session.play(action).map_err(|e| e.to_string())?;
            human_decisions += 1;
        } else {
            now += 1.0;
            if session.advance(now, &worker) == Advance::Idle {
                return Err(format!("step {step}: the session is stuck"));
            }
        }
    }
    Err(format!("no end after {STEP_CAP} steps"))
}

/// Writes the golden record and save of one case into `dir/<game>/`.
fn write_case<G: TableRules>(preset: &str, players: usize, seed: u64, dir: &Path) {
    let dir = dir.join(G::ID);
    fs::create_dir_all(&dir).expect("golden folder");
    let name = case_name(preset, players);

    let mut finished = random_session::<G>(preset, players, seed);
    play_on(&mut finished, seed, |_, _| false).expect("a golden game ends");
    let record = GameRecord::of_session(&finished, GOLDEN_DATE).expect("a trail");
    let text = record.to_ron().expect("a record in RON");
    fs::write(dir.join(format!("{name}.record.ron")), text).expect("record written");

    // The save: a game some human decisions in, still going (another seed if one ends early).
    for attempt in 1.. {
        let seed = seed.wrapping_add(attempt);
        let mut unfinished = random_session::<G>(preset, players, seed);
        play_on(&mut unfinished, seed, |_, human| human >= 6).expect("a golden game goes on");
        if !unfinished.is_over() {
            let text = unfinished.to_ron(G::ID).expect("a save in RON");
            fs::write(dir.join(format!("{name}.save.ron")), text).expect("save written");
            return;
        }
    }
}

/// Loads a golden save and plays it to the end (computer seats at Easy, the human's choices from
/// `seed`); the steps it took.
fn continue_save<G: TableRules>(text: &str, seed: u64) -> Result<usize, String> {
    let mut session = Session::<G>::from_ron(text, G::ID, seed)?;
    if session.trail().is_none() {
        return Err("the save's trail is lost: the game would leave no record".into());
    }
    if session.is_over() {
        return Err("a golden save of a finished game".into());
    }
    let steps = play_on(&mut session, seed, |_, _| false)?;
    GameRecord::of_session(&session, GOLDEN_DATE)
        .ok_or("the continued game has no record")?
        .validate()?;
    Ok(steps)
}

/// Loads a golden save and checks that its trail still leads to its state.
fn keeps_trail<G: TableRules>(text: &str) -> Result<(), String> {
    let session = Session::<G>::from_ron(text, G::ID, 7)?;
    match session.trail() {
        Some(_) => Ok(()),
        None => Err("the save's trail no longer replays".into()),
    }
}

/// The version folders under `tests/golden`, oldest first.
fn golden_sets() -> Vec<(u32, PathBuf)> {
    let mut sets: Vec<(u32, PathBuf)> = fs::read_dir(golden_root())
        .expect("tests/golden")
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let version = name.strip_prefix('v')?.parse().ok()?;
            Some((version, e.path()))
        })
        .collect();
    sets.sort();
    sets
}

/// Writes this build's golden set, `tests/golden/v<RECORD_VERSION>`, if it does not exist yet.
#[test]
#[ignore = "writes the golden files of a new format version"]
fn write_golden_set() {
    assert_eq!(
        RECORD_VERSION, SAVE_VERSION,
        "one folder per format version"
    );
    let dir = golden_root().join(format!("v{RECORD_VERSION}"));
    assert!(
        !dir.exists(),
        "{} exists: a golden set is never rewritten",
        dir.display()
    );
    for game in golden_games() {
        for preset in game.presets {
            for players in (game.players)() {
                (game.write)(preset, players, case_seed(game.id, preset, players), &dir);
            }
        }
    }
}

/// Every case of every game has its record and its save in `dir`.
fn assert_complete(dir: &Path) {
    for game in golden_games() {
        for preset in game.presets {
            for players in (game.players)() {
                let name = case_name(preset, players);
                for kind in ["record", "save"] {
                    let path = dir.join(game.id).join(format!("{name}.{kind}.ron"));
                    assert!(path.is_file(), "{} is missing", path.display());
                }
            }
        }
    }
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The golden files of one kind in a set: (game, path).
fn files<'a>(games: &'a [GoldenGame], set: &Path, kind: &str) -> Vec<(&'a GoldenGame, PathBuf)> {
    let mut out = Vec::new();
    for game in games {
        let Ok(entries) = fs::read_dir(set.join(game.id)) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.to_string_lossy().ends_with(&format!(".{kind}.ron")))
            .collect();
        paths.sort();
        out.extend(paths.into_iter().map(|p| (game, p)));
    }
    out
}

/// A golden record checked by this build: the game, the file, its text and the verdict.
struct CheckedGolden<'a> {
    game: &'a GoldenGame,
    path: PathBuf,
    version: u32,
    text: String,
    checked: CheckedRecord,
}

fn check_golden(game: &GoldenGame, path: &Path, text: &str) -> CheckedRecord {
    let kind = crate::app::registry::GameKind::from_id(game.id).expect("a registered game");
    let file = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
    (kind.info().facts.check_record)(text, file)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every golden record of every set, checked.
fn check_all_records(games: &[GoldenGame]) -> Vec<CheckedGolden<'_>> {
    let sets = golden_sets();
    assert!(!sets.is_empty(), "no golden sets");
    let mut all = Vec::new();
    for (version, set) in &sets {
        assert_complete(set);
        for (game, path) in files(games, set, "record") {
            let text = read(&path);
            let checked = check_golden(game, &path, &text);
            all.push(CheckedGolden {
                game,
                path,
                version: *version,
                text,
                checked,
            });
        }
    }
    all
}

#[test]
fn every_golden_record_of_every_version_counts_and_replays() {
    let games = golden_games();
    for golden in check_all_records(&games) {
        let (path, summary) = (golden.path.display(), &golden.checked.summary);
        assert!(summary.replayable, "{path} does not replay");
        assert_eq!(summary.game, golden.game.id, "{path}");
        assert_eq!(summary.date, GOLDEN_DATE, "{path}");
        assert!(summary.decisions > 0, "{path}");
        match &golden.checked.migrated {
            None => assert_eq!(golden.version, RECORD_VERSION, "{path} is not converted"),
            Some(converted) => {
                assert!(golden.version < RECORD_VERSION, "{path} is converted");
                // The converted text is this build's format and says the same.
                let again = check_golden(golden.game, &golden.path, converted);
                assert_eq!(again.migrated, None, "{path}");
                assert_eq!(&again.summary, summary, "{path}");
            }
        }
    }
}

/// Another deal from every seed (as a later build might deal): every record of this build's
/// format, and every earlier one once converted, still counts and replays to the same summary;
/// a version-1 file that was never converted no longer replays but still counts.
#[test]
fn golden_records_mean_the_same_when_the_deals_change() {
    let games = golden_games();
    let checked = check_all_records(&games);
    with_other_deals(|| {
        let mut unconverted_broken = 0;
        for golden in &checked {
            let path = golden.path.display();
            let current = golden.checked.migrated.as_deref().unwrap_or(&golden.text);
            let again = check_golden(golden.game, &golden.path, current);
            assert!(again.summary.replayable, "{path} no longer replays");
            assert_eq!(again.summary, golden.checked.summary, "{path}");
            if golden.version == 1 {
                let old = check_golden(golden.game, &golden.path, &golden.text);
                assert_eq!(old.summary.result, golden.checked.summary.result, "{path}");
                assert_eq!(old.summary.date, GOLDEN_DATE, "{path}");
                // A deck shuffled by `new_game` from the seed is now another deck.
                if golden.game.deals_at_start {
                    assert!(!old.summary.replayable, "{path}: the deal did not change");
                    unconverted_broken += 1;
                }
            }
        }
        assert!(
            unconverted_broken > 0,
            "no version-1 record of a dealt game"
        );
        // Saves of this build's format keep their trail (their game can still be recorded).
        for (_, set) in golden_sets().into_iter().filter(|(v, _)| *v >= 2) {
            for (game, path) in files(&games, &set, "save") {
                (game.keeps_trail)(&read(&path))
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            }
        }
    });
}

#[test]
fn every_golden_save_of_every_version_plays_to_the_end() {
    let games = golden_games();
    for (_, set) in golden_sets() {
        for (game, path) in files(&games, &set, "save") {
            (game.continue_save)(&read(&path), 7)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
    }
}
