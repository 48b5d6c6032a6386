//! Seeded damage to a save's RON text, the way a disk, an editor or a bad copy would do it:
//! one integer replaced, two integers swapped, a list element deleted or duplicated, the text
//! truncated, an enum variant renamed, a bool flipped.

use rand::RngExt as _;

use crate::engine::GameRng;

/// Values an integer is replaced by.
const INTEGERS: [&str; 8] = ["0", "1", "-1", "9", "60", "255", "65535", "4294967296"];

/// A token of the text: its byte range.
type Span = (usize, usize);

/// One mutation of `text`, chosen with `rng`; `None` when the text offers nothing to damage.
pub(crate) fn mutate(text: &str, rng: &mut GameRng) -> Option<String> {
    let ints = integers(text);
    for _ in 0..8 {
        let out = match rng.random_range(0..7u8) {
            0 => replace_integer(text, &ints, rng),
            1 => swap_integers(text, &ints, rng),
            2 => edit_list(text, rng, false),
            3 => edit_list(text, rng, true),
            4 => truncate(text, rng),
            5 => rename_variant(text, rng),
            _ => flip_bool(text, rng),
        };
        if out.as_deref().is_some_and(|o| o != text) {
            return out;
        }
    }
    replace_integer(text, &ints, rng)
}

fn pick<T: Copy>(items: &[T], rng: &mut GameRng) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.random_range(0..items.len())])
}

fn splice(text: &str, (start, end): Span, with: &str) -> String {
    format!("{}{with}{}", &text[..start], &text[end..])
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Integer literals (with their minus sign), not digits inside names or floats.
fn integers(text: &str) -> Vec<Span> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() && (i == 0 || !is_word_byte(b[i - 1]) && b[i - 1] != b'.') {
            let start = if i > 0 && b[i - 1] == b'-' { i - 1 } else { i };
            let mut end = i;
            while end < b.len() && b[end].is_ascii_digit() {
                end += 1;
            }
            if end >= b.len() || b[end] != b'.' && !is_word_byte(b[end]) {
                out.push((start, end));
            }
            i = end;
        } else {
            i += 1;
        }
    }
    out
}

/// Identifiers outside strings: `(span, text)`.
fn words(text: &str) -> Vec<Span> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut in_string = false;
    while i < b.len() {
        if b[i] == b'"' {
            in_string = !in_string;
            i += 1;
        } else if !in_string && (b[i].is_ascii_alphabetic() || b[i] == b'_') {
            let start = i;
            while i < b.len() && is_word_byte(b[i]) {
                i += 1;
            }
            out.push((start, i));
        } else {
            i += 1;
        }
    }
    out
}

fn replace_integer(text: &str, ints: &[Span], rng: &mut GameRng) -> Option<String> {
    let span = pick(ints, rng)?;
    let with = INTEGERS[rng.random_range(0..INTEGERS.len())];
    Some(splice(text, span, with))
}

fn swap_integers(text: &str, ints: &[Span], rng: &mut GameRng) -> Option<String> {
    let a = pick(ints, rng)?;
    let b = pick(ints, rng)?;
    let (first, second) = if a.0 < b.0 { (a, b) } else { (b, a) };
    if first == second {
        return None;
    }
    Some(format!(
        "{}{}{}{}{}",
        &text[..first.0],
        &text[second.0..second.1],
        &text[first.1..second.0],
        &text[first.0..first.1],
        &text[second.1..]
    ))
}

/// Deletes (or duplicates) one element of a randomly chosen non-empty `[...]` list.
fn edit_list(text: &str, rng: &mut GameRng, duplicate: bool) -> Option<String> {
    let opens: Vec<usize> = text
        .bytes()
        .enumerate()
        .filter(|&(_, c)| c == b'[')
        .map(|(i, _)| i)
        .collect();
    let open = pick(&opens, rng)?;
    let elements = list_elements(text, open)?;
    let (start, end) = pick(&elements, rng)?;
    let element = &text[start..end];
    Some(if duplicate {
        splice(text, (start, start), &format!("{element},"))
    } else {
        // Remove the element and the comma after it, if any.
        let b = text.as_bytes();
        let mut cut = end;
        while cut < b.len() && b[cut].is_ascii_whitespace() {
            cut += 1;
        }
        if cut < b.len() && b[cut] == b',' {
            cut += 1;
        }
        splice(text, (start, cut), "")
    })
}

/// The element spans of the list opening at `open` (trimmed).
fn list_elements(text: &str, open: usize) -> Option<Vec<Span>> {
    let b = text.as_bytes();
    let mut depth = 0usize;
    let mut in_string = false;
    let mut out = Vec::new();
    let mut start = open + 1;
    for (i, &c) in b.iter().enumerate().skip(open + 1) {
        if in_string {
            in_string = c != b'"';
            continue;
        }
        match c {
            b'"' => in_string = true,
            b'[' | b'(' | b'{' => depth += 1,
            b']' | b')' | b'}' if depth > 0 => depth -= 1,
            b']' => {
                push_trimmed(text, (start, i), &mut out);
                return Some(out);
            }
            b',' if depth == 0 => {
                push_trimmed(text, (start, i), &mut out);
                start = i + 1;
            }
            _ => {}
        }
    }
    None
}

fn push_trimmed(text: &str, (start, end): Span, out: &mut Vec<Span>) {
    let piece = &text[start..end];
    let trimmed = piece.trim();
    if !trimmed.is_empty() {
        let offset = start + (piece.len() - piece.trim_start().len());
        out.push((offset, offset + trimmed.len()));
    }
}

fn truncate(text: &str, rng: &mut GameRng) -> Option<String> {
    if text.len() < 2 {
        return None;
    }
    let mut at = rng.random_range(1..text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    Some(text[..at].to_owned())
}

/// Replaces one capitalised name (an enum variant) by another one from the same text.
fn rename_variant(text: &str, rng: &mut GameRng) -> Option<String> {
    let variants: Vec<Span> = words(text)
        .into_iter()
        .filter(|&(s, _)| text.as_bytes()[s].is_ascii_uppercase())
        .collect();
    let target = pick(&variants, rng)?;
    let source = pick(&variants, rng)?;
    let with = text[source.0..source.1].to_owned();
    Some(splice(text, target, &with))
}

fn flip_bool(text: &str, rng: &mut GameRng) -> Option<String> {
    let bools: Vec<Span> = words(text)
        .into_iter()
        .filter(|&(s, e)| matches!(&text[s..e], "true" | "false"))
        .collect();
    let span = pick(&bools, rng)?;
    let with = if &text[span.0..span.1] == "true" {
        "false"
    } else {
        "true"
    };
    Some(splice(text, span, with))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng_from_seed;

    #[test]
    fn integers_skip_names_and_floats() {
        let text = "(a: 12, p2: -3, x: 1.5, l: [4, 5])";
        let found: Vec<&str> = integers(text).iter().map(|&(s, e)| &text[s..e]).collect();
        assert_eq!(found, ["12", "-3", "4", "5"]);
    }

    #[test]
    fn list_edits_remove_or_repeat_one_element() {
        let text = "[(1, 2), 3]";
        assert_eq!(
            list_elements(text, 0).map(|v| v.len()),
            Some(2),
            "two elements"
        );
        let mut rng = rng_from_seed(1);
        for _ in 0..20 {
            let deleted = edit_list(text, &mut rng, false).unwrap_or_default();
            assert!(deleted == "[ 3]" || deleted == "[(1, 2), ]", "{deleted}");
            let doubled = edit_list(text, &mut rng, true).unwrap_or_default();
            assert!(
                doubled == "[(1, 2),(1, 2), 3]" || doubled == "[(1, 2), 3,3]",
                "{doubled}"
            );
        }
    }

    #[test]
    fn every_mutation_changes_the_text() {
        let text = "(on: true, kind: Left, v: [1, 2, 3], name: \"Ab\")";
        let mut rng = rng_from_seed(3);
        for _ in 0..200 {
            assert_ne!(mutate(text, &mut rng).as_deref(), Some(text));
        }
    }
}
