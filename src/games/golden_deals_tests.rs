//! Golden deals: a deal number must mean the same deal in every later version (players share
//! them, and the deal of the day is the same for everyone). `tests/golden/deals/<game>.txt` holds,
//! per line, a rule preset, the seats, a deal number and the start state that number dealt
//! (RON); this build must deal the same from each. A new game or preset adds lines with
//! `cargo test --profile ci --lib write_golden_deals -- --ignored`; no line is ever changed.

use std::fs;

use super::golden_tests::{golden_games, golden_root};
use crate::{
    engine::{Strength, other_deals::with_other_deals},
    play::{TableRules, session::Session},
    settings::FirstPlayer,
};

/// The deal numbers kept per case: the first, the last and one between.
const NUMBERS: [u32; 3] = [1, 424_242, crate::play::deals::MAX_DEAL];

/// The start state, in RON, that this build deals from `deal` under `preset` at `players` seats.
pub(crate) fn numbered_start<G: TableRules>(preset: &str, players: usize, deal: u32) -> String {
    let rules = G::parse_rules(preset).unwrap_or_else(|e| panic!("{} {preset}: {e}", G::ID));
    let session = Session::<G>::numbered(rules, players, Strength::Easy, FirstPlayer::Random, deal);
    let start = &session.trail().expect("a numbered game has a trail").start;
    ron::to_string(start).expect("a start state in RON")
}

/// `Ok` when `golden` (RON) is the start state this build deals from `deal`; compared after
/// reading it, so a field added to the state (read with its default) is no difference.
pub(crate) fn same_numbered_start<G: TableRules>(
    golden: &str,
    preset: &str,
    players: usize,
    deal: u32,
) -> Result<(), String> {
    let kept: G = ron::from_str(golden).map_err(|e| format!("unreadable: {e}"))?;
    let kept = ron::to_string(&kept).map_err(|e| e.to_string())?;
    if kept == numbered_start::<G>(preset, players, deal) {
        Ok(())
    } else {
        Err("this build deals another game from the number".into())
    }
}

fn deals_dir() -> std::path::PathBuf {
    golden_root().join("deals")
}

/// Every golden deal line of every game, checked by `check`; the failures.
fn failures(
    check: impl Fn(&super::golden_tests::GoldenGame, &str, usize, u32, &str) -> Result<(), String>,
) -> (usize, Vec<String>) {
    let mut checked = 0;
    let mut failed = Vec::new();
    for game in golden_games() {
        let path = deals_dir().join(format!("{}.txt", game.id));
        let text = fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!("{}: {e} (write it with write_golden_deals)", path.display())
        });
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let mut fields = line.splitn(4, '\t');
            let (Some(preset), Some(players), Some(deal), Some(ron)) =
                (fields.next(), fields.next(), fields.next(), fields.next())
            else {
                failed.push(format!("{}: a short line", game.id));
                continue;
            };
            let (Ok(players), Ok(deal)) = (players.parse(), deal.parse()) else {
                failed.push(format!("{}: an unreadable line", game.id));
                continue;
            };
            checked += 1;
            if let Err(e) = check(&game, preset, players, deal, ron) {
                failed.push(format!("{} {preset} {players}p deal {deal}: {e}", game.id));
            }
        }
    }
    (checked, failed)
}

#[test]
fn every_golden_deal_number_deals_the_same_game() {
    let (checked, failed) = failures(|game, preset, players, deal, ron| {
        (game.same_numbered_start)(ron, preset, players, deal)
    });
    assert!(checked >= 5 * NUMBERS.len(), "only {checked} golden deals");
    assert!(failed.is_empty(), "{failed:#?}");
}

#[test]
fn a_build_that_deals_otherwise_fails_the_golden_deals() {
    // As a later build whose generator or shuffle changed would deal: every game that deals
    // at random must fail (Gygès's start has nothing random but who begins, which may agree).
    let (checked, failed) = with_other_deals(|| {
        failures(|game, preset, players, deal, ron| {
            (game.same_numbered_start)(ron, preset, players, deal)
        })
    });
    assert!(
        failed.len() * 2 > checked,
        "{} of {checked} failed",
        failed.len()
    );
}

/// Adds the golden deals of games, presets and seat counts that have none yet.
#[test]
#[ignore = "writes golden deals for new games or presets; existing lines are never changed"]
fn write_golden_deals() {
    fs::create_dir_all(deals_dir()).expect("golden deals folder");
    for game in golden_games() {
        let path = deals_dir().join(format!("{}.txt", game.id));
        let mut text = fs::read_to_string(&path).unwrap_or_default();
        for preset in game.presets {
            let players = (game.players)();
            for seats in [*players.start(), *players.end()] {
                for deal in NUMBERS {
                    let key = format!("{preset}\t{seats}\t{deal}\t");
                    if text.lines().any(|l| l.starts_with(&key)) {
                        continue;
                    }
                    text.push_str(&format!(
                        "{key}{}\n",
                        (game.numbered_start)(preset, seats, deal)
                    ));
                }
            }
        }
        fs::write(&path, text).expect("golden deals written");
    }
}
