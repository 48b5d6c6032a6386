//! Game records replay exactly: a game played through a real session (random choices for every
//! seat, chance drawn from the session's seed) is recorded, written as RON, read back, validated
//! and replayed to the identical final state, decision by decision; an abandoned game's record
//! replays to the position where it was left; a damaged record is refused with a reason.
//! [`records_replay`] runs for every registered game.

use rand::RngExt as _;

use crate::{
    engine::{GameRng, Strength, Turn, rng_from_seed, worker::AiWorker},
    games::coverage::every_game,
    play::TableRules,
    play::{
        records::{GameRecord, Outcome, check_record},
        session::{Advance, Session, same_state},
    },
    settings::FirstPlayer,
};

/// Plays one game through a session with random choices for everyone; stops after `limit`
/// actions (an unfinished game) or at the end.
fn play<G: TableRules>(
    rules: &G::Rules,
    players: usize,
    seed: u64,
    limit: usize,
    rng: &mut GameRng,
) -> Session<G> {
    let mut session = Session::<G>::new(
        rules.clone(),
        players,
        Strength::Random,
        FirstPlayer::Random,
        seed,
    );
    session.use_random_bots();
    let worker = AiWorker::inline();
    let mut now = 0.0;
    for _ in 0..limit {
        match session.state.to_move() {
            Turn::Over => break,
            Turn::Player(p) if p == session.human => {
                let legal = session.human_legal();
                let action = legal[rng.random_range(0..legal.len())];
                session.play(action).expect("a legal action is accepted");
            }
            _ => loop {
                now += 1.0;
                match session.advance(now, &worker) {
                    Advance::Applied(_) => break,
                    Advance::Waiting(_) => {}
                    Advance::Idle => panic!("the session is stuck"),
                }
            },
        }
    }
    session
}

/// `games` games of `G` with `players` seats are recorded and replay exactly; an abandoned
/// game's record too; damaged records are refused.
pub fn check_records_replay<G: TableRules>(rules: &G::Rules, players: usize, games: u64) {
    for seed in 0..games {
        let mut rng = rng_from_seed(seed ^ 0x5EED);
        let session = play::<G>(rules, players, seed, 100_000, &mut rng);
        assert!(session.is_over(), "{} game {seed} did not end", G::ID);
        let record = GameRecord::of_session(&session, 1_800_000_000).expect("a trail");
        assert_ne!(record.result, Outcome::Abandoned);
        let text = record.to_ron().expect("serializable");
        let (read, replayed) = GameRecord::<G>::from_ron(&text)
            .unwrap_or_else(|e| panic!("{} record {seed} refused: {e}", G::ID));
        assert!(read.trail == record.trail, "the trail reads back");
        assert!(
            same_state(&replayed.end, &session.state),
            "{} record {seed} replays to another state",
            G::ID
        );
        // Every decision of the replay is the session's, in order.
        let human_decisions = session
            .log
            .iter()
            .filter(|e| e.seat == Some(session.human))
            .count();
        let checked = check_record::<G>(&text, "x.ron").expect("valid");
        assert_eq!(checked.migrated, None, "written in this build's format");
        let summary = checked.summary;
        assert!(summary.replayable);
        assert_eq!(read.decisions, human_decisions);
        assert_eq!(summary.decisions, human_decisions, "{}", G::ID);
        assert_eq!(
            replayed.decisions.len(),
            session.log.iter().filter(|e| e.seat.is_some()).count()
        );
        for d in &replayed.decisions {
            assert_eq!(d.before.to_move(), Turn::Player(d.seat));
        }
        check_damaged::<G>(&record, &text, seed);

        // The same game left halfway is an abandoned record of that position.
        let half = record.trail.actions.len() / 2;
        let mut rng = rng_from_seed(seed ^ 0x5EED);
        let left = play::<G>(rules, players, seed, half, &mut rng);
        if !left.is_over() {
            let abandoned = GameRecord::of_session(&left, 0).expect("a trail");
            assert_eq!(abandoned.result, Outcome::Abandoned);
            let text = abandoned.to_ron().expect("serializable");
            let (_, replayed) = GameRecord::<G>::from_ron(&text).expect("valid");
            assert!(same_state(&replayed.end, &left.state));
        }
    }
}

/// Damaged versions of a valid record are refused with a reason, never a panic.
fn check_damaged<G: TableRules>(record: &GameRecord<G>, text: &str, seed: u64) {
    let refused = |damaged: &GameRecord<G>, what: &str| {
        let text = damaged.to_ron().expect("serializable");
        let verdict = GameRecord::<G>::from_ron(&text);
        assert!(verdict.is_err(), "{} record {seed}: {what} accepted", G::ID);
    };
    let mut cut = record.clone();
    cut.trail.actions.pop();
    refused(&cut, "a game cut short");
    // A record that no longer replays still counts, from the summary it states.
    let checked = check_record::<G>(&cut.to_ron().expect("serializable"), "cut.ron")
        .expect("a readable record");
    assert!(!checked.summary.replayable && checked.migrated.is_none());
    assert_eq!(
        (checked.summary.result, checked.summary.decisions),
        (record.result, record.decisions)
    );
    let mut other = record.clone();
    other.result = if record.result == Outcome::Win {
        Outcome::Loss
    } else {
        Outcome::Win
    };
    refused(&other, "a false result");
    let mut seats = record.clone();
    seats.human = seats.players;
    refused(&seats, "a seat that does not exist");
    let mut game = record.clone();
    game.game = "chess".into();
    refused(&game, "another game");
    let mut version = record.clone();
    version.version += 1;
    refused(&version, "an unknown version");
    // Two actions swapped: the record must be refused exactly when the swapped actions are not
    // a legal game ending as the record says (a swap of two legal moves replays another game,
    // which is fine), and accepted records replay to that game's end.
    let n = record.trail.actions.len();
    assert!(n >= 2, "{} record {seed}: only {n} actions", G::ID);
    let mut reordered = record.clone();
    reordered.trail.actions.swap(n / 2 - 1, n / 2);
    let verdict = GameRecord::<G>::from_ron(&reordered.to_ron().expect("serializable"));
    let mut state = reordered.trail.start.clone();
    let legal = reordered
        .trail
        .actions
        .iter()
        .all(|&a| state.apply(a).is_ok());
    let ends_as_stated = legal
        && state.is_over()
        && Outcome::of_return(state.returns()[record.human]) == record.result;
    match verdict {
        Ok((_, replayed)) => {
            assert!(ends_as_stated, "{} record {seed}: a swap accepted", G::ID);
            assert!(same_state(&replayed.end, &state));
        }
        Err(reason) => assert!(
            !ends_as_stated,
            "{} record {seed}: a legal swap refused: {reason}",
            G::ID
        ),
    }
    assert!(GameRecord::<G>::from_ron(&text[..text.len() / 2]).is_err());
    assert!(GameRecord::<G>::from_ron("").is_err());
}

/// Records of `P`'s game replay at its fewest and its most seats.
pub(crate) fn records_replay<P: crate::ui::panel::GamePanel>() {
    let seats = (P::FACTS.players)();
    let rules = Default::default();
    if seats.start() == seats.end() {
        check_records_replay::<P::Game>(&rules, *seats.start(), 4);
    } else {
        check_records_replay::<P::Game>(&rules, *seats.start(), 3);
        check_records_replay::<P::Game>(&rules, *seats.end(), 2);
    }
}

#[test]
fn records_of_every_game_replay() {
    every_game(|c| c.records_replay);
}
