//! Every template of every game, rendered for each kind of subject and count in both languages,
//! reads as a sentence: no "(s)", no doubled space, no placeholder left, no "You starts".

use rand::RngExt as _;

use crate::play::TableRules as _;
use crate::{
    engine::{Game as _, GameDef as _, Player, Turn, rng_from_seed},
    i18n::{Arg, Lang, Msg, Translate, phrase::defect, render},
    ui::panel::{GamePanel, RulesOf},
};

use super::coverage::{Covered, every_game};

/// What a placeholder may receive: the human, a computer seat, a count of 0, 1 or 2.
const SAMPLES: [Arg<'static>; 5] = [
    Arg::You,
    Arg::Text("Computer 2"),
    Arg::Count(0),
    Arg::Count(1),
    Arg::Count(2),
];

/// The highest placeholder index a template uses, plus one.
fn arity(template: &str) -> usize {
    let bytes = template.as_bytes();
    let mut n = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'{' {
            let digits: String = template[i + 1..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if let Ok(k) = digits.parse::<usize>() {
                n = n.max(k + 1);
            }
        }
    }
    n
}

/// The placeholders a template uses in any form.
fn used(template: &str) -> Vec<usize> {
    (0..arity(template))
        .filter(|i| {
            ['}', '?', '#']
                .iter()
                .any(|c| template.contains(&format!("{{{i}{c}")))
        })
        .collect()
}

/// The placeholders a template shows or agrees with (not those only counted for a plural).
fn core(template: &str) -> Vec<usize> {
    (0..arity(template))
        .filter(|i| {
            ['}', '?']
                .iter()
                .any(|c| template.contains(&format!("{{{i}{c}")))
        })
        .collect()
}

/// Whether the two languages use the same values: Japanese uses nothing English lacks, and
/// English shows nothing Japanese lacks (a count that only picks an English plural is fine).
fn same_placeholders(ja: &str, en: &str) -> bool {
    let (ja_used, en_used) = (used(ja), used(en));
    ja_used.iter().all(|i| en_used.contains(i)) && core(en).iter().all(|i| ja_used.contains(i))
}

/// Renders `template` with every combination of [`SAMPLES`] and returns the first defect.
fn first_defect(template: &str, lang: Lang) -> Option<String> {
    let k = arity(template);
    let combos = SAMPLES.len().pow(k as u32);
    for mut code in 0..combos {
        let args: Vec<Arg<'_>> = (0..k)
            .map(|_| {
                let a = SAMPLES[code % SAMPLES.len()];
                code /= SAMPLES.len();
                a
            })
            .collect();
        let sentence = render(template, lang, &args);
        if let Some(d) = defect(&sentence) {
            return Some(format!("{d} in {sentence:?} (args {args:?})"));
        }
    }
    None
}

/// Checks one table: every entry has text in both languages, the same placeholders, and every
/// rendering reads well.
pub(crate) fn check_table<T: Translate + std::fmt::Debug>(table: &str, problems: &mut Vec<String>) {
    for &t in T::ALL {
        let (ja, en) = (t.text(Lang::Ja), t.text(Lang::En));
        if ja.trim().is_empty() || en.trim().is_empty() {
            problems.push(format!("{table}::{t:?}: missing text"));
            continue;
        }
        if !same_placeholders(ja, en) {
            problems.push(format!(
                "{table}::{t:?}: placeholders differ between ja and en"
            ));
        }
        if ja == en && en.chars().any(|c| c.is_ascii_lowercase()) && en.len() > 12 {
            problems.push(format!("{table}::{t:?}: Japanese text is the English one"));
        }
        for (lang, text) in [(Lang::Ja, ja), (Lang::En, en)] {
            if let Some(d) = first_defect(text, lang) {
                problems.push(format!("{table}::{t:?} ({lang:?}): {d}"));
            }
        }
    }
}

/// Panics listing `problems`, if any, as `what` that read badly.
fn assert_none(problems: &[String], what: &str) {
    assert!(
        problems.is_empty(),
        "{} {what} read badly:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The text table of `P`'s game reads well (see [`check_table`]).
pub(crate) fn check_text_table<P: Covered>() {
    let mut problems = Vec::new();
    if let Ok(check) = P::TEXT_TABLE {
        check(P::SAVE_ID, &mut problems);
    }
    assert_none(&problems, "templates");
}

#[test]
fn every_template_reads_as_a_sentence_in_both_languages() {
    let mut problems = Vec::new();
    check_table::<Msg>("Msg", &mut problems);
    check_table::<crate::i18n::GuideMsg>("GuideMsg", &mut problems);
    assert_none(&problems, "templates");
    every_game(|c| c.text_table);
}

/// The log of one game played by random moves from `seed`, as the human in seat `human` reads
/// it in `lang`: every event line the panel writes.
fn transcript<P: GamePanel>(players: usize, seed: u64, human: Player, lang: Lang) -> Vec<String> {
    let panel = P::default();
    let mut rng = rng_from_seed(seed);
    let mut state = P::Game::new_game(&RulesOf::<P>::default(), players, None, &mut rng);
    let mut lines = Vec::new();
    let mut legal = Vec::new();
    for _ in 0..5_000 {
        let action = match state.to_move() {
            Turn::Over => break,
            Turn::Chance => state.sample_chance(&mut rng),
            Turn::Player(_) => {
                legal.clear();
                state.legal_actions(&mut legal);
                legal[rng.random_range(0..legal.len())]
            }
        };
        let mut events = Vec::new();
        if state.apply_traced(action, &mut events).is_err() {
            break;
        }
        lines.extend(
            events
                .iter()
                .filter_map(|e| panel.describe_event(e, &state, human, lang)),
        );
    }
    lines
}

/// Every line of a few random games of `P`, for the human in each seat kind and in both
/// languages, reads as a sentence.
pub(crate) fn check_logs<P: Covered>() {
    let mut problems = Vec::new();
    for seed in 0..6 {
        for human in [0, 1] {
            for lang in Lang::ALL {
                for line in transcript::<P>(P::TYPICAL_SEATS, seed, human, lang) {
                    if let Some(d) = defect(&line) {
                        problems.push(format!("{}: {d} in {line:?}", P::title(Lang::En)));
                    }
                    if lang == Lang::Ja
                        && let Some(d) = list_defect(&line)
                    {
                        problems.push(format!("{}: {d}", P::title(Lang::En)));
                    }
                }
            }
        }
    }
    problems.dedup();
    assert_none(&problems, "log lines");
}

/// A Latin comma in Japanese text: lists are joined with 、 (`Lang::list_separator`).
fn list_defect(line: &str) -> Option<String> {
    line.contains(", ")
        .then(|| format!("a list joined with \", \" in Japanese in {line:?}"))
}

#[test]
fn the_list_check_finds_a_latin_comma() {
    assert!(list_defect("あなた：突破 +3, 約束 +1").is_some());
    assert_eq!(list_defect("あなた：突破 +3、約束 +1"), None);
}

#[test]
fn every_log_line_of_real_games_reads_as_a_sentence() {
    every_game(|c| c.text_logs);
}

/// Writes the log of one game of `P` per language into `dir`.
pub(crate) fn write_logs<P: Covered>(dir: &std::path::Path) {
    for lang in Lang::ALL {
        let text = transcript::<P>(P::TYPICAL_SEATS, 7, 0, lang).join("\n");
        let name = format!("{}-{lang:?}.txt", P::SAVE_ID);
        std::fs::write(dir.join(name), text).expect("log file");
    }
}

/// Writes one game's log per game and language to `target/logs/` for reading:
/// `cargo test --release -- --ignored write_game_logs`.
#[test]
#[ignore = "writes files for a person to read"]
fn write_game_logs() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/logs");
    std::fs::create_dir_all(&dir).expect("log folder");
    for info in crate::app::registry::GAMES {
        (info.coverage.write_logs)(&dir);
    }
}

/// Japanese letters and full-width punctuation (not Latin, digits or half-width signs).
fn is_japanese(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{303F}' // CJK punctuation
        | '\u{3040}'..='\u{30FF}' // kana
        | '\u{4E00}'..='\u{9FFF}' // kanji
        | '\u{FF01}'..='\u{FF60}' // full-width forms
    )
}

/// The first break of the Japanese typography convention (JTF style guide) in `text`: a
/// half-width colon or parenthesis beside Japanese text, a space between Japanese characters or
/// between a number and a Japanese counter, a full-width digit.
fn typography_defect(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        let near = |f: fn(char) -> bool| before.is_some_and(f) || after.is_some_and(f);
        let context = || {
            let from = i.saturating_sub(8);
            let to = (i + 8).min(chars.len());
            chars[from..to].iter().collect::<String>()
        };
        match c {
            ':' | '(' | ')' if near(is_japanese) => {
                return Some(format!(
                    "half-width {c:?} beside Japanese in {:?}",
                    context()
                ));
            }
            ' ' if before.is_some_and(|b| is_japanese(b) || b.is_ascii_digit() || b == '}')
                && after.is_some_and(is_japanese)
                || before.is_some_and(is_japanese)
                    && after.is_some_and(|a| a.is_ascii_digit() || a == '{') =>
            {
                return Some(format!("a space inside Japanese text in {:?}", context()));
            }
            '０'..='９' => return Some(format!("a full-width digit in {:?}", context())),
            _ => {}
        }
    }
    None
}

#[test]
fn japanese_text_follows_one_typography_convention() {
    let mut problems: Vec<String> = crate::app::registry::all_ui_strings()
        .into_iter()
        // One finding per line, as a rules page would show it: the check stops at a line's first
        // break, and the page's `**bold**` markers are not drawn.
        .flat_map(str::lines)
        .map(|line| line.replace("**", ""))
        // Japanese text (an English text quoting a Japanese word follows English rules).
        .filter(|s| {
            let japanese = s.chars().filter(|&c| is_japanese(c)).count();
            let latin = s.chars().filter(char::is_ascii_alphabetic).count();
            japanese > 0 && japanese * 2 >= latin
        })
        .filter_map(|line| typography_defect(&line))
        .collect();
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} Japanese typography problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_typography_check_finds_each_kind_of_break() {
    for bad in [
        "交互に BANG!(公式)",
        "結果:保安官",
        "2 枚引く",
        "{0} 枚引く",
        "交換１回目",
        "方が マスター",
    ] {
        assert!(typography_defect(bad).is_some(), "{bad}");
    }
    for good in [
        "交互にBANG!（公式）",
        "結果：保安官",
        "2枚引く",
        "Result: (one)",
    ] {
        assert_eq!(typography_defect(good), None, "{good}");
    }
}
