//! The layout check's deliberate exceptions (`layout_check_tests`), read from one file,
//! `src/layout_exceptions.txt`: one per line, `screen prefix | problem | part of the text |
//! reason`. The screen prefix "" covers every screen; the text "" covers any text and "≤2" a
//! text of at most two characters (a card's index, a number in a picture). Read when the check
//! runs, so that the list can be edited without rebuilding.

use crate::ui::layout_check::Problem;

/// A finding that is accepted, and why.
#[derive(Debug)]
pub struct Exception {
    /// Prefix of the screen names it applies to ("" for every screen).
    pub screen: String,
    /// The problem accepted.
    pub problem: Problem,
    /// A part of the text concerned ("" for any text, "≤2" for short texts).
    pub text: String,
    /// Why it is accepted.
    pub reason: String,
}

impl Exception {
    fn covers(&self, screen: &str, problem: Problem, text: &str) -> bool {
        let text_matches = if self.text == "≤2" {
            text.chars().count() <= 2
        } else {
            text.contains(&self.text)
        };
        self.problem == problem && screen.starts_with(&self.screen) && text_matches
    }
}

/// The file's exceptions; panics on a malformed line (a test fixture).
pub fn load() -> Vec<Exception> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/layout_exceptions.txt");
    let text = std::fs::read_to_string(path).expect("src/layout_exceptions.txt");
    parse(&text)
}

fn parse(text: &str) -> Vec<Exception> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let parts: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(parts.len(), 4, "four fields: {line}");
            let problem = Problem::ALL
                .into_iter()
                .find(|p| format!("{p:?}") == parts[1])
                .unwrap_or_else(|| panic!("unknown problem in {line}"));
            assert!(!parts[3].is_empty(), "a reason: {line}");
            Exception {
                screen: parts[0].to_owned(),
                problem,
                text: parts[2].to_owned(),
                reason: parts[3].to_owned(),
            }
        })
        .collect()
}

/// The exception among `list` covering a finding of `problem` on `screen` about `text`.
pub fn accepted<'a>(
    list: &'a [Exception],
    screen: &str,
    problem: Problem,
    text: &str,
) -> Option<&'a Exception> {
    list.iter().find(|e| e.covers(screen, problem, text))
}

#[test]
fn an_exception_covers_only_its_screens_problem_and_text() {
    let list = parse("# comment\nhome | Contrast | ≤2 | card indices in the tile pictures\n");
    assert_eq!(list.len(), 1);
    assert!(accepted(&list, "home after bang", Problem::Contrast, "A").is_some());
    assert!(accepted(&list, "home", Problem::Contrast, "Settings").is_none());
    assert!(accepted(&list, "home", Problem::Overlap, "A").is_none());
    assert!(accepted(&list, "about", Problem::Contrast, "A").is_none());
}
