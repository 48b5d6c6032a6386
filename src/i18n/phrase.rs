//! Templates that read as sentences: the subject's person and a count's number choose the words.
//!
//! A template holds placeholders:
//! - `{0}` — the argument. [`Arg::You`] becomes "You" at the start of a sentence and "you"
//!   elsewhere (あなた in Japanese); a count becomes its number.
//! - `{0?A|B}` — `A` when argument 0 is the human ([`Arg::You`]), else `B`: "{0} {0?draw|draws}".
//! - `{0#A|B}` — `A` when argument 0 counts one, else `B`; `{0#A|B|C}` picks `A` for zero, `B`
//!   for one and `C` otherwise. Inside the branches `#` stands for the number:
//!   "{0#a card|# cards}".
//!
//! Branches may hold placeholders of their own. A text argument that is a whole number counts
//! too, so `fill(template, &[&n.to_string()])` picks the right plural.

use super::Lang;

/// One value for a template placeholder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// The human player: the sentence is in the second person.
    You,
    /// Anything else: another seat's name, a card, a number written out.
    Text(&'a str),
    /// A count: the sentence agrees with it.
    Count(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(text)
    }
}

impl Arg<'_> {
    fn count(self) -> Option<i64> {
        match self {
            Arg::Count(n) => Some(n),
            Arg::Text(t) => t.parse().ok(),
            Arg::You => None,
        }
    }
}

/// Fills `template` (see the module documentation) with `args` in `lang`.
pub fn render(template: &str, lang: Lang, args: &[Arg<'_>]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    render_into(&mut out, template, lang, args, None);
    out
}

/// Renders `template` onto `out`; `number` is what `#` stands for inside a count's branch.
fn render_into(
    out: &mut String,
    template: &str,
    lang: Lang,
    args: &[Arg<'_>],
    number: Option<&str>,
) {
    let mut rest = template;
    while let Some(c) = rest.chars().next() {
        if c == '#'
            && let Some(n) = number
        {
            out.push_str(n);
            rest = &rest[1..];
            continue;
        }
        if c == '{'
            && let Some((placeholder, after)) = Placeholder::parse(rest)
        {
            placeholder.render(out, lang, args, number);
            rest = after;
            continue;
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
}

/// One `{…}` of a template.
struct Placeholder<'t> {
    index: usize,
    /// `?` (person) or `#` (count) with its branches; `None` for a plain `{n}`.
    choice: Option<(char, Vec<&'t str>)>,
}

impl<'t> Placeholder<'t> {
    /// Parses the placeholder at the start of `text` (which starts with `{`) and returns it with
    /// the text after it; `None` when `text` does not start with a well-formed placeholder.
    fn parse(text: &'t str) -> Option<(Self, &'t str)> {
        let body = text.strip_prefix('{')?;
        let digits = body.chars().take_while(char::is_ascii_digit).count();
        let index = body[..digits].parse().ok()?;
        let after_index = &body[digits..];
        let kind = after_index.chars().next()?;
        if kind == '}' {
            return Some((
                Placeholder {
                    index,
                    choice: None,
                },
                &after_index[1..],
            ));
        }
        if kind != '?' && kind != '#' {
            return None;
        }
        // Branches end at the `}` that closes this placeholder; nested ones are skipped.
        let inner = &after_index[1..];
        let mut depth = 0usize;
        let mut branches = Vec::new();
        let mut start = 0;
        for (i, ch) in inner.char_indices() {
            match ch {
                '{' => depth += 1,
                '}' if depth > 0 => depth -= 1,
                '}' => {
                    branches.push(&inner[start..i]);
                    return Some((
                        Placeholder {
                            index,
                            choice: Some((kind, branches)),
                        },
                        &inner[i + 1..],
                    ));
                }
                '|' if depth == 0 => {
                    branches.push(&inner[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        None
    }

    fn render(&self, out: &mut String, lang: Lang, args: &[Arg<'_>], number: Option<&str>) {
        let Some(&arg) = args.get(self.index) else {
            // A missing argument stays visible, so tests catch it.
            out.push_str(&format!("{{{}}}", self.index));
            return;
        };
        match &self.choice {
            None => match arg {
                Arg::You => out.push_str(you(lang, sentence_start(out))),
                Arg::Text(t) => out.push_str(t),
                Arg::Count(n) => out.push_str(&n.to_string()),
            },
            Some(('?', branches)) => {
                let pick = if arg == Arg::You { 0 } else { 1 };
                if let Some(branch) = branches.get(pick).or(branches.last()) {
                    render_into(out, branch, lang, args, number);
                }
            }
            Some((_, branches)) => {
                let n = arg.count();
                let pick = match (branches.len(), n) {
                    (3, Some(0)) => 0,
                    (3, Some(1)) => 1,
                    (3, _) => 2,
                    (_, Some(1)) => 0,
                    _ => 1,
                };
                // `#` is the number; an argument that is no count stands there as it is.
                let shown = match arg {
                    Arg::Count(n) => n.to_string(),
                    Arg::Text(t) => t.to_owned(),
                    Arg::You => you(lang, false).to_owned(),
                };
                if let Some(branch) = branches.get(pick).or(branches.last()) {
                    render_into(out, branch, lang, args, Some(&shown));
                }
            }
        }
    }
}

/// Whether the next word starts a sentence (so "You" is capitalised).
fn sentence_start(out: &str) -> bool {
    let trimmed = out.trim_end();
    trimmed.is_empty() || trimmed.ends_with(['.', '!', '?', '—', '「'])
}

fn you(lang: Lang, start: bool) -> &'static str {
    match (lang, start) {
        (Lang::Ja, _) => "あなた",
        (Lang::En, true) => "You",
        (Lang::En, false) => "you",
    }
}

/// What reads wrongly in a rendered sentence: a "(s)" placeholder, a doubled space, a
/// placeholder left over, a verb that does not agree with "You", a singular count with a plural
/// noun, or "You" capitalised inside a sentence. `None` when the sentence is fine.
pub fn defect(sentence: &str) -> Option<String> {
    if sentence.contains("(s)") {
        return Some("'(s)' instead of a sentence per count".into());
    }
    if sentence.contains("  ") {
        return Some("a doubled space".into());
    }
    if let Some(i) = sentence.find('{')
        && sentence[i..].contains('}')
    {
        return Some("a placeholder left unfilled".into());
    }
    let words: Vec<&str> = sentence
        .split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .filter(|w| !w.is_empty())
        .collect();
    for pair in words.windows(2) {
        let (first, second) = (pair[0], pair[1]);
        if (first == "You" || first == "you") && THIRD_PERSON.contains(&second) {
            return Some(format!("'{first} {second}'"));
        }
        if first == "You's" || second == "You's" || first == "you's" {
            return Some("'You's'".into());
        }
        if first == "1" && PLURAL_NOUNS.contains(&second) {
            return Some(format!("'1 {second}'"));
        }
    }
    if let Some(i) = sentence.find(" You")
        && sentence[..i]
            .chars()
            .last()
            .is_some_and(|c| c.is_lowercase() || c == ',')
    {
        return Some("'You' capitalised inside a sentence".into());
    }
    None
}

/// Plural nouns that must not follow "1".
const PLURAL_NOUNS: &[&str] = &[
    "cards", "points", "tricks", "spaces", "steps", "rings", "lives", "players", "rounds",
    "seasons", "turns", "dice", "pieces", "castles", "duels", "bullets", "games", "losses",
    "actions", "bids", "seats",
];

/// Third-person verb forms that must not follow "You".
const THIRD_PERSON: &[&str] = &[
    "is",
    "has",
    "was",
    "does",
    "wins",
    "starts",
    "draws",
    "plays",
    "moves",
    "takes",
    "gets",
    "loses",
    "passes",
    "rolls",
    "keeps",
    "leads",
    "bids",
    "shoots",
    "discards",
    "answers",
    "picks",
    "dodges",
    "regains",
    "stays",
    "reaches",
    "goes",
    "chooses",
    "misses",
    "attacks",
    "places",
    "makes",
    "follows",
    "scores",
    "becomes",
    "exchanges",
    "declares",
    "needs",
    "holds",
    "wants",
    "gives",
    "puts",
    "defends",
    "fails",
    "parries",
    "retreats",
    "advances",
    "accepts",
    "sees",
    "knows",
    "says",
    "uses",
    "drinks",
    "captures",
    "bounces",
    "replaces",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_subject_chooses_the_verb_and_the_count_the_noun() {
        let t = "{0} {0?draw|draws} {1#no cards|a card|# cards}.";
        assert_eq!(
            render(t, Lang::En, &[Arg::You, Arg::Count(2)]),
            "You draw 2 cards."
        );
        assert_eq!(
            render(t, Lang::En, &[Arg::Text("Bart"), Arg::Count(1)]),
            "Bart draws a card."
        );
        assert_eq!(
            render(t, Lang::En, &[Arg::Text("Bart"), Arg::Count(0)]),
            "Bart draws no cards."
        );
        assert_eq!(
            render("{0## point|# points}", Lang::En, &[Arg::Text("1")]),
            "1 point"
        );
    }

    #[test]
    fn you_is_capitalised_only_at_the_start_and_branches_nest() {
        let t = "{0?Your turn|{0}'s turn}; the King spared {1}.";
        assert_eq!(
            render(t, Lang::En, &[Arg::Text("Ann"), Arg::You]),
            "Ann's turn; the King spared you."
        );
        assert_eq!(
            render(t, Lang::En, &[Arg::You, Arg::You]),
            "Your turn; the King spared you."
        );
        assert_eq!(
            render("{0}が勝ちました。", Lang::Ja, &[Arg::You]),
            "あなたが勝ちました。"
        );
    }

    #[test]
    fn defects_are_found() {
        assert!(defect("Computer drew 1 card(s).").is_some());
        assert!(defect("Round 2 begins; You starts.").is_some());
        assert!(defect("You wins the round").is_some());
        assert!(defect("It has 1 cards").is_some());
        assert!(defect("Hit  twice").is_some());
        assert!(defect("{1} left").is_some());
        assert!(defect("The King spared You.").is_some());
        assert!(defect("Round 2 begins; you start.").is_none());
        assert!(defect("You pass. 1 card left, 1 pass.").is_none());
    }

    #[test]
    fn malformed_braces_stay_as_text() {
        assert_eq!(render("a {b} {0", Lang::En, &[Arg::You]), "a {b} {0");
        assert_eq!(render("{2}", Lang::En, &[]), "{2}");
    }
}
