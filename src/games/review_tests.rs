//! Game records and reviews, as a player meets them: a short game of each game against Easy,
//! "Review this game" from the game-over dialog, stepping through it (keys, buttons, the graph),
//! the marks and the graph on screen, the analysis kept in the record; then the app restarted
//! and the same review opened from the statistics page's "Recent games" list, at once from the
//! cache. Damaged records are refused and set aside like damaged saves.

use std::{path::Path, sync::Arc};

use egui::accesskit::Role;
use egui_kittest::{
    Harness,
    kittest::{NodeT as _, Queryable as _},
};
use rand::RngExt as _;

use crate::{
    app::registry::GameKind,
    app::{AsobibaApp, Screen},
    engine::{Strength, Turn, rng_from_seed, worker::AiWorker},
    i18n::{Lang, Msg, fill},
    play::{
        TableRules,
        analyse::{AnalysisRun, Progress},
    },
    play::{
        records::{GameRecord, Outcome},
        session::Session,
    },
    settings::{AnimationSpeed, FirstPlayer},
    ui::{
        panel::{GamePanel, RulesOf},
        review::mark_line,
        testing::{KitState, click, harness, settle},
    },
};

use super::coverage::{Covered, every_game};

/// The app on folders under `dir` (the records are read at start), in English.
fn app_in(dir: &Path) -> Harness<'static, AsobibaApp> {
    let mut h = crate::app_tests::app_in(dir);
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(2);
    h
}

/// The review graph's name in English: what the game's curve estimates.
fn graph_title<P: Covered>() -> &'static str {
    crate::ui::review::graph::title(<P::Game as TableRules>::CURVE_MEASURE).tr(Lang::En)
}

/// Plays a game of `P` against Easy (random legal choices for the human), reviews it from the
/// game-over dialog with the analyst of its [`Covered::REVIEW`], steps through it and checks
/// what the player sees; then reopens it from "Recent games" in a restarted app.
pub(crate) fn review_flow<P: Covered>() {
    let review = P::REVIEW;
    let (players, analyst, seed) = (review.seats, review.analyst, review.seed);
    let rules = P::review_rules();
    let mut state = KitState::<P>::new();
    state.settings.language = Lang::En;
    state.settings.animation_speed = AnimationSpeed::Instant;
    state
        .settings
        .games
        .update::<RulesOf<P>, P::Aids>(P::SAVE_ID, |c| {
            c.strength = Strength::Easy;
            c.first = FirstPlayer::You;
            c.players = players;
            c.rules = rules.clone();
        });
    let dir = Arc::clone(&state.dir);
    let mut h = harness(state);
    h.run_steps(3);
    click(&mut h, "Start");
    h.state_mut().screen.reviews.analyst = analyst;
    let mut rng = rng_from_seed(seed);
    for _ in 0..5000 {
        settle(&mut h, 20_000);
        if h.state().screen.game_over_dialog_open() {
            break;
        }
        let session = h.state_mut().screen.session.as_mut().expect("a game");
        let legal = session.human_legal();
        let action = legal[rng.random_range(0..legal.len())];
        session.play(action).expect("a legal action");
        h.step();
    }
    assert!(
        h.state().screen.game_over_dialog_open(),
        "{}: game over",
        P::SAVE_ID
    );

    // The finished game was recorded; review it.
    click(&mut h, "Review this game");
    h.run_steps(2);
    let review = h.state().screen.reviews.screen.as_ref().expect("review");
    let analysis = review.analysis().expect("analysed").clone();
    let n = review.decisions();
    assert_eq!(analysis.points.len(), n);
    assert!(!review.was_cached());
    let file = review.file().expect("recorded").to_owned();
    let judged: Vec<usize> = (0..n)
        .filter(|&k| analysis.points[k].judgement.is_some())
        .collect();
    assert!(
        !judged.is_empty(),
        "{}: some decisions were judged",
        P::SAVE_ID
    );
    assert!(h.query_by_label(graph_title::<P>()).is_some());
    assert!(h.query_by_label_contains("Accuracy: ").is_some());
    assert!(h.query_by_label_contains("Biggest turning point").is_some());

    // Step: → and the buttons.
    assert_eq!(position::<P>(&h), 0);
    h.key_press(egui::Key::ArrowRight);
    h.step();
    assert_eq!(position::<P>(&h), 1.min(n));
    click(&mut h, "Next ▶");
    assert_eq!(position::<P>(&h), 2.min(n));
    click(&mut h, "◀ Previous");
    assert_eq!(position::<P>(&h), 1.min(n));
    h.key_press(egui::Key::End);
    h.step();
    assert_eq!(position::<P>(&h), n);
    assert!(h.query_all_by_label("Final position").next().is_some());
    h.key_press(egui::Key::ArrowLeft);
    h.step();
    assert_eq!(position::<P>(&h), n - 1);
    click(&mut h, "First decision");
    assert_eq!(position::<P>(&h), 0);
    assert!(h.query_by_label("Decision shown").is_some(), "the slider");

    // The slider sets the decision; a click on the graph jumps to the decision under the
    // pointer (one in the middle part of the game here).
    h.get_by_label("Decision shown").set_value_accesskit(2.0);
    h.run_steps(2);
    assert_eq!(position::<P>(&h), 2.min(n));
    h.get_by_label(graph_title::<P>()).click();
    h.run_steps(2);
    let jumped = position::<P>(&h);
    assert!(n / 4 <= jumped && jumped <= 3 * n / 4, "{jumped} of {n}");

    // Every judged decision shows its mark and the Expert's estimates.
    for &k in judged.iter().take(12) {
        h.state_mut()
            .screen
            .reviews
            .screen
            .as_mut()
            .expect("review")
            .go_to(k);
        h.step();
        let j = analysis.points[k].judgement.expect("judged");
        let chosen = chosen_action::<P>(&dir, &file, k);
        let mark = mark_line(&j, chosen, Lang::En);
        assert!(
            h.query_by_label(&mark).is_some(),
            "{}: decision {k} shows {mark}",
            P::SAVE_ID
        );
        let estimates = h.query_by_label_contains(" with your choice").is_some();
        assert!(
            estimates,
            "{}: decision {k} shows both estimates",
            P::SAVE_ID
        );
    }

    // The analysis is kept in the record.
    let text = std::fs::read_to_string(dir.path().join("records").join(P::SAVE_ID).join(&file))
        .expect("the record file");
    let (stored, _) = GameRecord::<P::Game>::from_ron(&text).expect("valid");
    assert_eq!(stored.analysis.as_ref(), Some(&analysis));
    assert_eq!(stored.strength, Strength::Easy);
    click(&mut h, "◀ Back");
    assert!(h.state().screen.reviews.screen.is_none());
    drop(h);

    // A restarted app lists it under "Recent games" and opens its review from the cache.
    let kind = GameKind::from_id(P::SAVE_ID).expect("registered");
    let mut app = app_in(dir.path());
    app.get_by_role_and_label(Role::Button, "Statistics")
        .click();
    app.run_steps(2);
    assert_eq!(app.state().screen, Screen::Statistics);
    app.get_by_label("Recent games (1)").click();
    app.run_steps(2);
    let open = app
        .get_all_by_role(Role::Button)
        .find(|b| {
            b.accesskit_node()
                .label()
                .is_some_and(|l| l.starts_with("Review: "))
        })
        .expect("a review button in the list");
    open.click();
    app.run_steps(3);
    assert_eq!(app.state().screen, Screen::Game(kind));
    assert!(
        app.query_by_label("Analysis read from the game record.")
            .is_some(),
        "{}: the second review is cached",
        P::SAVE_ID
    );
    assert!(app.query_by_label_contains("Analysing:").is_none());
    assert!(app.query_by_label(graph_title::<P>()).is_some());
    app.get_by_role_and_label(Role::Button, "◀ Back").click();
    app.run_steps(2);
    assert_eq!(app.state().screen, Screen::Statistics);

    // Reset, after a confirmation: the records go, and with them the statistics.
    app.get_by_role_and_label(Role::Button, "Reset statistics")
        .click();
    app.run_steps(2);
    assert!(app.query_by_label_contains("cannot be undone").is_some());
    app.get_by_role_and_label(Role::Button, "Delete").click();
    app.run_steps(2);
    assert!(app.state().records.summaries(P::SAVE_ID).is_empty());
    let left = std::fs::read_dir(dir.path().join("records").join(P::SAVE_ID))
        .map_or(0, |d| d.filter_map(Result::ok).count());
    assert_eq!(left, 0);
    assert!(app.query_by_label("Recent games (1)").is_none());
}

fn position<P: GamePanel>(h: &Harness<'_, KitState<P>>) -> usize {
    h.state()
        .screen
        .reviews
        .screen
        .as_ref()
        .map_or(usize::MAX, crate::ui::review::ReviewScreen::position)
}

/// The action of decision `k` in a stored record.
fn chosen_action<P: GamePanel>(
    dir: &tempfile::TempDir,
    file: &str,
    k: usize,
) -> crate::ui::panel::ActionOf<P> {
    let text = std::fs::read_to_string(dir.path().join("records").join(P::SAVE_ID).join(file))
        .expect("the record file");
    let (_, replayed) = GameRecord::<P::Game>::from_ron(&text).expect("valid");
    replayed.decisions[k].action
}

#[test]
fn every_game_is_reviewed_as_a_player_meets_it() {
    every_game(|c| c.review);
}

/// A game of `G` played by random choices through a session (the human in seat 0).
pub(crate) fn random_game<G: TableRules>(players: usize, seed: u64) -> Session<G> {
    random_game_with(players, seed, |_, _| false)
}

/// As [`random_game`]; `before_human` runs before each of the human's decisions and returns
/// true when it played one itself.
fn random_game_with<G: TableRules>(
    players: usize,
    seed: u64,
    mut before_human: impl FnMut(&mut Session<G>, &mut crate::engine::GameRng) -> bool,
) -> Session<G> {
    let mut session = Session::<G>::new(
        Default::default(),
        players,
        Strength::Random,
        FirstPlayer::You,
        seed,
    );
    session.use_random_bots();
    let worker = AiWorker::inline();
    let mut rng = rng_from_seed(seed);
    let mut now = 0.0;
    for _ in 0..100_000 {
        match session.state.to_move() {
            Turn::Over => break,
            Turn::Player(0) => {
                if before_human(&mut session, &mut rng) {
                    continue;
                }
                let legal = session.human_legal();
                session
                    .play(legal[rng.random_range(0..legal.len())])
                    .expect("legal");
            }
            _ => {
                now += 1.0;
                let _ = session.advance(now, &worker);
            }
        }
    }
    session
}

/// The analysis runs on a real worker thread: progress moves, cancelling stops it, and a fresh
/// run finishes with one point per decision.
#[test]
fn the_analysis_reports_progress_and_can_be_cancelled() {
    use super::en_garde::State;
    let session = random_game::<State>(2, 11);
    let record = GameRecord::of_session(&session, 0).expect("a trail");
    let replayed = Arc::new(record.validate().expect("valid"));
    let worker = AiWorker::new();
    let expert: Arc<dyn crate::engine::Bot<State>> =
        Arc::from(<State as crate::engine::GameDef>::bot(Strength::Expert));
    let run = AnalysisRun::start(&worker, Arc::clone(&replayed), 0, Arc::clone(&expert), 1);
    let total = replayed.decisions.len();
    assert!(total >= 8, "a game long enough to stop halfway: {total}");
    assert!(matches!(run.poll(), Progress::Running { total: t, .. } if t == total));
    // Cancel only once the job is running (a job cancelled before it starts never runs, which
    // would test the worker's queue, not the analysis).
    let started = std::time::Instant::now();
    while run.counts().0 == 0 {
        assert!(
            started.elapsed().as_secs() < 60,
            "the analysis never progressed"
        );
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    run.cancel();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        match run.poll() {
            Progress::Running { done, .. } => {
                assert!(done <= total);
                assert!(std::time::Instant::now() < deadline, "cancel is honoured");
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            Progress::Cancelled => break,
            other => panic!("expected a cancelled run, got {other:?}"),
        }
    }
    let (done, _) = run.counts();
    assert!(
        done < total,
        "the run stopped early: {done} of {total} analysed"
    );
    // A cheap analyst finishes.
    let normal: Arc<dyn crate::engine::Bot<State>> =
        Arc::from(<State as crate::engine::GameDef>::bot(Strength::Normal));
    let run = AnalysisRun::start(&worker, replayed, 0, normal, 1);
    let analysis = loop {
        match run.poll() {
            Progress::Running { done, .. } => {
                assert!(done <= total);
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            Progress::Finished(a) => break a,
            other => panic!("expected a finished run, got {other:?}"),
        }
    };
    assert_eq!(analysis.points.len(), total);
    assert!(analysis.points.iter().any(|p| p.judgement.is_some()));
}

/// Records that no longer replay (an illegal action, a false result) and a file that is not a
/// record are all kept where they are: the records still count, with one notice at start for
/// all of them, and opening one's review says it can no longer be replayed.
#[test]
fn records_that_no_longer_replay_are_kept_and_counted_with_one_notice() {
    use super::demo::DemoGame;
    let dir = tempfile::tempdir().expect("temp dir");
    let games = dir.path().join("records").join("demo");
    std::fs::create_dir_all(&games).expect("mkdir");
    let session = random_game::<DemoGame>(2, 5);
    let record = GameRecord::of_session(&session, 1_800_000_000).expect("a trail");
    let good = record.to_ron().expect("ron");
    std::fs::write(games.join("00000000000001.ron"), &good).expect("write");
    std::fs::write(games.join("00000000000002.ron"), "(version: 1, game: ").expect("write");
    // An action after the end.
    let mut illegal = record.clone();
    illegal.trail.actions.push(illegal.trail.actions[0]);
    std::fs::write(
        games.join("00000000000003.ron"),
        illegal.to_ron().expect("ron"),
    )
    .expect("write");
    let mut false_result = record.clone();
    false_result.result = match record.result {
        Outcome::Win => Outcome::Loss,
        _ => Outcome::Win,
    };
    std::fs::write(
        games.join("00000000000004.ron"),
        false_result.to_ron().expect("ron"),
    )
    .expect("write");

    let mut app = app_in(dir.path());
    let toasts: Vec<String> = app
        .state()
        .toast_texts()
        .iter()
        .map(|t| (*t).to_owned())
        .collect();
    // The scan runs at start, in the language of the first start: one notice with both counts.
    let notices: Vec<&String> = toasts
        .iter()
        .filter(|t| {
            Lang::ALL.iter().any(|&l| {
                let stale = fill(Msg::RecordsNotReplayable.tr(l), &["2"]);
                let unreadable = fill(Msg::RecordsUnreadable.tr(l), &["1"]);
                t.starts_with(&stale) && t.ends_with(&unreadable)
            })
        })
        .collect();
    assert_eq!(notices.len(), 1, "{toasts:?}");
    let kept = app.state().records.summaries("demo");
    let files = |dir: &std::path::Path| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("dir")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let all = [
        "00000000000001.ron",
        "00000000000002.ron",
        "00000000000003.ron",
        "00000000000004.ron",
    ];
    assert_eq!(files(&games), all, "nothing moved or deleted");
    let counted: Vec<(&str, bool)> = kept
        .iter()
        .map(|s| (s.file.as_str(), s.replayable))
        .collect();
    assert_eq!(
        counted,
        [
            ("00000000000001.ron", true),
            ("00000000000003.ron", false),
            ("00000000000004.ron", false),
        ]
    );
    assert_eq!(kept[1].result, record.result, "counted as it says it ended");

    // Its review cannot open: a notice, and the record stays and counts.
    let demo = GameKind::from_id("demo").expect("demo");
    app.state_mut().open_review(demo, "00000000000003.ron");
    app.run_steps(2);
    assert_ne!(app.state().screen, Screen::Game(demo));
    assert_eq!(files(&games), all);
    assert_eq!(app.state().records.summaries("demo").len(), 3);
}

/// Process CPU time (user + system) in seconds, from `/proc/self/stat` (Linux).
fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// The first `decisions` decisions of a game of `G` in which every seat plays `strength` (the
/// human's seat too), as a record cut there.
fn game_of<G: TableRules>(
    players: usize,
    decisions: usize,
    strength: Strength,
    seed: u64,
) -> GameRecord<G> {
    let bot = <G as crate::engine::GameDef>::bot(strength);
    let mut session = Session::<G>::new(
        Default::default(),
        players,
        strength,
        FirstPlayer::Random,
        seed,
    );
    let worker = AiWorker::inline();
    let mut rng = rng_from_seed(seed);
    let mut now = 0.0;
    let mut made = 0;
    while made < decisions && !session.is_over() {
        match session.state.to_move() {
            Turn::Player(p) if p == session.human => {
                let action = bot.choose(
                    &session.state,
                    p,
                    &crate::engine::Budget::unlimited(),
                    &mut rng,
                );
                session.play(action).expect("legal");
                made += 1;
            }
            Turn::Player(_) => {
                now += 1.0;
                if matches!(
                    session.advance(now, &worker),
                    crate::play::session::Advance::Applied(_)
                ) {
                    made += 1;
                }
            }
            _ => {
                now += 1.0;
                let _ = session.advance(now, &worker);
            }
        }
    }
    GameRecord::of_session(&session, 0).expect("a trail")
}

/// Analyses the first 60 decisions of a game of `G` with the Expert on the machine's threads
/// (at most 4) and prints the wall and CPU time.
fn time_analysis<G: TableRules>(name: &str, players: usize, strength: Strength, seed: u64) {
    use crate::play::analyse::{Slots, analyse_all, analysis_threads};
    // The first game (from `seed` on) that lasts 60 decisions, cut there; else the longest
    // (Gygès games between equal computers are often shorter), and the time is scaled.
    let mut games = (seed..seed + 30).map(|s| {
        let record = game_of::<G>(players, 60, strength, s);
        let replayed = record.validate().expect("valid");
        (record, replayed)
    });
    let mut longest = games.next().expect("a game");
    for game in games {
        if longest.1.decisions.len() >= 60 {
            break;
        }
        if game.1.decisions.len() > longest.1.decisions.len() {
            longest = game;
        }
    }
    let (record, replayed) = longest;
    let n = replayed.decisions.len();
    let human_judged = replayed
        .decisions
        .iter()
        .filter(|d| d.seat == record.human && d.legal > 1)
        .count();
    let expert = <G as crate::engine::GameDef>::bot(Strength::Expert);
    let threads = analysis_threads();
    let slots = Slots::new(n);
    let cpu = process_cpu_seconds();
    let start = std::time::Instant::now();
    let complete = analyse_all(
        &replayed,
        record.human,
        expert.as_ref(),
        record.trail.seed,
        threads,
        &crate::engine::Budget::unlimited(),
        &slots,
    );
    let wall = start.elapsed().as_secs_f64();
    let cpu = process_cpu_seconds().zip(cpu).map(|(b, a)| b - a);
    assert!(complete);
    let scale = 60.0 / n.max(1) as f64;
    println!(
        "review-analysis {name}: {n} decisions ({human_judged} of the human's with a choice), \
         {threads} threads: wall {wall:.2} s, process CPU {}; \
         per 60 decisions: process CPU / threads {} (the wall time on idle cores), wall {:.2} s",
        cpu.map_or_else(|| "n/a".to_owned(), |c| format!("{c:.2} s")),
        cpu.map_or_else(
            || "n/a".to_owned(),
            |c| format!("{:.2} s", c / threads as f64 * scale)
        ),
        wall * scale
    );
}

/// The analysis time of a 60-decision game per game, with the Expert (a measurement, not a
/// timed test): `cargo test --release -- --ignored review_analysis_time --nocapture`.
#[test]
#[ignore = "a measurement: the Expert analyses a 60-decision game of every game"]
fn review_analysis_time() {
    for (seed, info) in (1..).zip(crate::app::registry::GAMES) {
        (info.coverage.review_tools.time_analysis)(seed);
    }
}

/// The review tools run by hand, for one game.
#[derive(Clone, Copy)]
pub(crate) struct ReviewTools {
    /// Prints the analysis time of a game from a seed.
    pub time_analysis: fn(u64),
    /// Writes a finished game's record from a seed into a records folder.
    pub sample_record: fn(&Path, u64),
    /// Writes a game with marks to show into a record store.
    pub demo_record: fn(&crate::play::records::RecordStore, u64),
}

impl ReviewTools {
    /// The tools for `P`'s game, at its typical table with its level of the review flow.
    pub(crate) const fn of<P: Covered>() -> Self {
        ReviewTools {
            time_analysis: |seed| {
                let name = format!("{} ({} seats)", P::SAVE_ID, P::TYPICAL_SEATS);
                time_analysis::<P::Game>(&name, P::TYPICAL_SEATS, P::REVIEW.analyst, seed);
            },
            sample_record: |dir, seed| write_sample_record::<P::Game>(dir, P::TYPICAL_SEATS, seed),
            demo_record: |store, seed| {
                write_demo_record::<P::Game>(store, Default::default(), P::TYPICAL_SEATS, seed);
            },
        }
    }
}

/// Writes one finished game of `G` (every seat played by the Easy computer) into
/// `dir/<game id>/`.
fn write_sample_record<G: TableRules>(dir: &Path, players: usize, seed: u64) {
    let record = game_of::<G>(players, usize::MAX, Strength::Easy, seed);
    assert!(record.result != Outcome::Abandoned, "{}", G::ID);
    let record = GameRecord {
        date: 1_795_000_000 + seed * 3600,
        ..record
    };
    let folder = dir.join(G::ID);
    std::fs::create_dir_all(&folder).expect("folder");
    let name = format!("{:014}.ron", record.date * 1000);
    std::fs::write(folder.join(name), record.to_ron().expect("ron")).expect("write");
}

/// Writes one finished game record per game (every seat played by the Easy computer) into
/// `$ASOBIBA_SAMPLE_RECORDS/<game id>/`, for looking at reviews in the real app:
/// `ASOBIBA_SAMPLE_RECORDS=<data dir>/records cargo test --release -- --ignored write_sample_records`.
#[test]
#[ignore = "writes files for a person to look at"]
fn write_sample_records() {
    let dir = std::env::var_os("ASOBIBA_SAMPLE_RECORDS").expect("ASOBIBA_SAMPLE_RECORDS");
    for (seed, info) in (1..).zip(crate::app::registry::GAMES) {
        (info.coverage.review_tools.sample_record)(Path::new(&dir), seed);
    }
}

/// Undo takes the undone actions out of the game's record too: the record of a game with
/// undone decisions replays to the game as it stands.
#[test]
fn undone_decisions_leave_the_record() {
    use super::demo::{DemoAction, DemoGame};
    let mut undone = 0;
    let session = random_game_with::<DemoGame>(2, 9, |session, rng| {
        // Knocking reveals nothing, so it can be taken back; sometimes do.
        if session.human_legal().contains(&DemoAction::Knock) && rng.random_bool(0.3) {
            session.play(DemoAction::Knock).expect("legal");
            if session.undo(|_| false).is_ok() {
                undone += 1;
            }
            return true;
        }
        false
    });
    assert!(undone > 0);
    let record = GameRecord::of_session(&session, 0).expect("a trail");
    let (_, replayed) =
        GameRecord::<DemoGame>::from_ron(&record.to_ron().expect("ron")).expect("valid");
    assert!(crate::play::session::same_state(
        &replayed.end,
        &session.state
    ));
}

/// A damaged analysis cache is dropped, not the record: the review analyses again.
#[test]
fn a_damaged_analysis_cache_is_dropped_not_the_record() {
    use super::demo::DemoGame;
    use crate::play::records::{Analysis, PointAnalysis};
    let session = random_game::<DemoGame>(2, 3);
    let mut record = GameRecord::of_session(&session, 0).expect("a trail");
    let n = record.validate().expect("valid").decisions.len();
    record.analysis = Some(Analysis {
        analyst: "test".into(),
        points: vec![
            PointAnalysis {
                value: Some(0.5),
                judgement: None,
            };
            n + 1
        ],
    });
    let (read, _) = GameRecord::<DemoGame>::from_ron(&record.to_ron().expect("ron"))
        .expect("the record itself is fine");
    assert!(read.analysis.is_none());
    record.analysis = Some(Analysis {
        analyst: "test".into(),
        points: vec![
            PointAnalysis {
                value: Some(1.5),
                judgement: None,
            };
            n
        ],
    });
    let (read, _) = GameRecord::<DemoGame>::from_ron(&record.to_ron().expect("ron"))
        .expect("the record itself is fine");
    assert!(read.analysis.is_none(), "a value outside [0, 1]");
}

/// A game left unfinished for a new one is recorded as abandoned (and counts as a loss); a game
/// without a decision of the human's is not.
#[test]
fn a_game_left_for_a_new_one_is_recorded_as_abandoned() {
    use super::demo::DemoPanel;
    let mut state = KitState::<DemoPanel>::new();
    state.settings.language = Lang::En;
    let mut h = harness(state);
    h.run_steps(2);
    click(&mut h, "You");
    click(&mut h, "Start");
    settle(&mut h, 50);
    // A new game before any decision leaves no record.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.step();
    click(&mut h, "Start");
    settle(&mut h, 50);
    assert!(h.state().records.summaries("demo").is_empty());
    click(&mut h, "Knock");
    settle(&mut h, 50);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.step();
    click(&mut h, "Start");
    let records = h.state().records.summaries("demo");
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].result, Outcome::Abandoned);
    assert_eq!(records[0].decisions, 1);
    let stats = crate::app::statistics::GameStats::of(&records);
    assert_eq!(stats.by_strength.values().map(|l| l.lost).sum::<usize>(), 1);
}

/// Plays a game of `G` whose human seat is taken by a scripted player (the Normal bot's first
/// choice, a random legal action one time in five, so the review has marks to show) against
/// Normal opponents, and writes its record to `store`.
fn write_demo_record<G: TableRules>(
    store: &crate::play::records::RecordStore,
    rules: G::Rules,
    players: usize,
    seed: u64,
) {
    use crate::engine::Budget;
    let mut session = Session::<G>::new(rules, players, Strength::Normal, FirstPlayer::You, seed);
    let worker = AiWorker::inline();
    let bot = G::bot(Strength::Normal);
    let mut rng = rng_from_seed(seed ^ 0x5eed);
    let mut now = 0.0;
    for _ in 0..100_000 {
        match session.state.to_move() {
            Turn::Over => break,
            Turn::Player(0) => {
                let legal = session.human_legal();
                let action = if rng.random_range(0..5) == 0 {
                    legal[rng.random_range(0..legal.len())]
                } else {
                    bot.choose(&session.state, 0, &Budget::unlimited(), &mut rng)
                };
                session.play(action).expect("legal");
            }
            _ => {
                now += 1.0;
                let _ = session.advance(now, &worker);
            }
        }
    }
    assert!(session.is_over(), "{}: the demo game ends", G::ID);
    let date = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let record = GameRecord::of_session(&session, date).expect("a trail");
    let replayed = record.validate().expect("valid");
    let text = record.to_ron().expect("ron");
    store.write_new(G::ID, &text, record.summary(&replayed, ""));
    assert!(store.take_failures().is_empty(), "written");
}

/// Demo records for screenshots of the review and statistics screens (one game of each game,
/// see [`write_demo_record`]): `ASOBIBA_DEMO_DATA=<data dir> cargo test --profile ci --
/// --ignored write_demo_records`, then start the app with that data directory.
#[test]
#[ignore = "writes into the folder named by ASOBIBA_DEMO_DATA"]
fn write_demo_records() {
    let Some(dir) = std::env::var_os("ASOBIBA_DEMO_DATA") else {
        panic!("set ASOBIBA_DEMO_DATA to the data directory to fill");
    };
    let store = crate::play::records::RecordStore::new(Some(Path::new(&dir).join("records")));
    for (seed, info) in (21..).zip(crate::app::registry::GAMES) {
        (info.coverage.review_tools.demo_record)(&store, seed);
    }
}
