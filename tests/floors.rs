//! Imports point one way. Every file under `src/` sits on a floor; a file may name modules on
//! its own floor or below, never above:
//!
//! engine → i18n and the games' rules and AI → settings → play (with each game's `game.rs`,
//! which implements the play layer's `TableRules`) → ui → the games' panels, pictures and facts
//! → the app (registry, shell, binaries, the tests that take every game from the registry, and
//! each game's tests, which feed them).
//!
//! Besides: the engine, the rules, settings, i18n and play never use egui or eframe, and play,
//! ui, settings and i18n never name a game. The scan reads the `crate::` and `super::` paths
//! in the code (comments and strings left out), `use` trees included. The same scan draws
//! `docs/module-graph.dot` (which parts name which); a test keeps it current.

use std::path::{Path, PathBuf};

/// A floor of the building, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Floor {
    Engine,
    Rules,
    Settings,
    Play,
    Ui,
    Panels,
    App,
}

/// The folders and files that name no game.
const GAMELESS: [&str; 4] = ["play", "ui", "settings", "i18n"];

/// A game folder's files that sit on the panels' floor (the rest are rules and AI, and the
/// game's tests, which sit with the shared suites they feed, on the app's floor).
const PANEL_PARTS: [&str; 3] = ["panel", "preview", "info"];

/// The floor of the module at `path` (module segments below the crate root, e.g.
/// `["games", "bang", "panel", "look"]`).
fn floor_of(path: &[&str]) -> Option<Floor> {
    Some(match path.first().copied()? {
        "engine" => Floor::Engine,
        "i18n" => Floor::Rules,
        "settings" | "log_file" | "file_writer" => Floor::Settings,
        "play" => Floor::Play,
        "ui" => Floor::Ui,
        "app" | "main" | "bin" | "app_tests" | "monkey_tests" | "disk_fault_tests"
        | "layout_check_tests" | "layout_exceptions" => Floor::App,
        "games" => match (path.get(1).copied(), path.get(2).copied()) {
            // The test-only demo game is rules and panel in one file; what the shared suites
            // need of it sits with them.
            (Some("demo"), Some("coverage")) => Floor::App,
            (Some("demo"), _) => Floor::Panels,
            (Some(game), Some(part)) if is_game(game) => {
                if part == "tests" {
                    Floor::App
                } else if PANEL_PARTS.contains(&part) {
                    Floor::Panels
                } else if part == "game" || part == "guide" || part == "puzzles" {
                    // The game's contract with the play layer, and its lesson and puzzle
                    // collection, which are written in the play layer's terms.
                    Floor::Play
                } else {
                    Floor::Rules
                }
            }
            (Some(game), None) if is_game(game) => Floor::Rules,
            // `games/mod.rs` only declares the folders.
            (None, _) => Floor::Rules,
            // The tests across games (conformance, text, look, review) take the games from the
            // registry.
            _ => Floor::App,
        },
        _ => return None,
    })
}

/// Whether `name` is a game folder under `src/games/` (one with rules).
fn is_game(name: &str) -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/games")
        .join(name)
        .join("rules.rs")
        .is_file()
}

/// The module path of a file under `src/`: `games/bang/mod.rs` → `["games", "bang"]`.
fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if let Some(last) = parts.pop() {
        let stem = last.trim_end_matches(".rs");
        if stem != "mod" && stem != "lib" {
            parts.push(stem.to_owned());
        }
    }
    parts
}

/// The code of a file with comments, strings and character literals blanked (newlines kept),
/// so that neither a word in a comment nor a brace in a string counts.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut code = String::with_capacity(text.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    code.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r'
            && matches!(next, Some('"' | '#'))
            && !is_ident(chars.get(i.wrapping_sub(1)))
        {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            while chars.get(j) == Some(&'#') {
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                code.push(c);
                i += 1;
                continue;
            }
            let hashes = j - i - 1;
            i = j + 1;
            while i < chars.len() {
                if chars[i] == '"' && (1..=hashes).all(|k| chars.get(i + k) == Some(&'#')) {
                    i += 1 + hashes;
                    break;
                }
                code.push(blank(chars[i]));
                i += 1;
            }
            code.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                if let Some(&ch) = chars.get(i) {
                    code.push(blank(ch));
                }
                i += 1;
            }
            i += 1;
            code.push_str("\"\"");
        } else if c == '\'' && (chars.get(i + 2) == Some(&'\'') || next == Some('\\')) {
            // A character literal ('x', '\n', '\''), not a lifetime.
            i += if next == Some('\\') { 2 } else { 1 };
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
            code.push_str("' '");
        } else {
            code.push(c);
            i += 1;
        }
    }
    code
}

fn is_ident(c: Option<&char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || *c == '_')
}

/// The inline modules (`mod name { … }`) of the code: name, and the byte range of the body.
fn inline_modules(code: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let mut modules = Vec::new();
    for (at, _) in code.match_indices("mod ") {
        if is_ident(code[..at].chars().next_back().as_ref()) {
            continue;
        }
        let rest = &code[at + 4..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let after = rest[name.len()..].trim_start();
        if name.is_empty() || !after.starts_with('{') {
            continue;
        }
        let open = code.len() - after.len();
        let mut depth = 0usize;
        for (offset, ch) in code[open..].char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        modules.push((name.clone(), open..open + offset));
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    modules
}

/// Expands the use tree or path that starts at `text` (just after `crate::`, `super::`…) into
/// its paths, each as its first few segments.
fn expand(text: &str, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
    let bytes = text.as_bytes();
    let mut i = 0;
    let mut path = prefix.to_vec();
    loop {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i < bytes.len() && bytes[i] == b'{' {
            i += 1;
            loop {
                while i < bytes.len() && (bytes[i].is_ascii_whitespace() || bytes[i] == b',') {
                    i += 1;
                }
                if i >= bytes.len() {
                    return i;
                }
                if bytes[i] == b'}' {
                    return i + 1;
                }
                let used = expand(&text[i..], &path, out);
                i += used.max(1);
                // Skip an `as name` and anything else up to the next item.
                while i < bytes.len() && bytes[i] != b',' && bytes[i] != b'}' {
                    i += 1;
                }
            }
        }
        let start = i;
        while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
            i += 1;
        }
        if i > start {
            path.push(text[start..i].to_owned());
        }
        if text[i..].starts_with("::") {
            i += 2;
            continue;
        }
        out.push(path);
        return i;
    }
}

/// Every module path the code names, resolved against the file's own module `here` (and the
/// inline modules around each `super::`).
fn named_paths(code: &str, here: &[String]) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let inline = inline_modules(code);
    for (start, _) in code.match_indices("crate::") {
        let before = code[..start].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        expand(&code[start + "crate::".len()..], &[], &mut paths);
    }
    for (start, _) in code.match_indices("super::") {
        let before = code[..start].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let mut base = here.to_vec();
        base.extend(
            inline
                .iter()
                .filter(|(_, body)| body.contains(&start))
                .map(|(name, _)| name.clone()),
        );
        let mut rest = &code[start..];
        while let Some(after) = rest.strip_prefix("super::") {
            base.pop();
            rest = after;
        }
        expand(rest, &base, &mut paths);
    }
    paths
}

/// What is wrong with one file's imports.
fn check_file(relative: &Path, text: &str) -> Vec<String> {
    let here = module_of(relative);
    let here_refs: Vec<&str> = here.iter().map(String::as_str).collect();
    let Some(floor) = floor_of(&here_refs) else {
        return vec![format!("{}: on no floor", relative.display())];
    };
    let code = code_only(text);
    let mut problems = Vec::new();
    for path in named_paths(&code, &here) {
        let refs: Vec<&str> = path.iter().map(String::as_str).collect();
        let Some(target) = floor_of(&refs) else {
            continue;
        };
        // A game's own test helpers (`<game>/tests/`) serve its rules' unit tests too.
        let own_test_helper = refs.len() > 2
            && refs[..2] == here_refs[..2.min(here_refs.len())]
            && refs[2] == "tests";
        if target > floor && !own_test_helper {
            problems.push(format!(
                "{} ({floor:?}) names {} ({target:?}), a floor above",
                relative.display(),
                path.join("::")
            ));
        }
        let names_a_game = refs.first() == Some(&"games") && refs.len() > 1;
        if names_a_game && here_refs.first().is_some_and(|f| GAMELESS.contains(f)) {
            problems.push(format!(
                "{} names a game: {}",
                relative.display(),
                path.join("::")
            ));
        }
    }
    let no_egui = floor <= Floor::Play;
    if no_egui {
        for word in ["egui", "eframe"] {
            let uses = code.match_indices(word).any(|(at, _)| {
                let before = code[..at].chars().next_back();
                let after = code[at + word.len()..].chars().next();
                !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                    && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
            });
            if uses {
                problems.push(format!("{} ({floor:?}) uses {word}", relative.display()));
            }
        }
    }
    problems
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn imports_point_down_and_only_the_app_names_the_games() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    assert!(files.len() > 100, "only {} files found", files.len());
    let mut problems = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file reads");
        let relative = file.strip_prefix(&src).expect("under src/");
        if relative == Path::new("lib.rs") {
            continue;
        }
        problems.extend(check_file(relative, &text));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The part of the building a module belongs to, for the picture: a floor, or one game's rules,
/// `game.rs` or panel side.
fn part_of(path: &[&str]) -> Option<String> {
    if path == ["games"] {
        return None;
    }
    // The picture shows the product's code; the check above covers the tests.
    if let ["games", _, "tests" | "coverage", ..] = path {
        return None;
    }
    let floor = floor_of(path)?;
    Some(match (path.first().copied(), path.get(1).copied(), floor) {
        (Some("games"), Some(game), Floor::Rules | Floor::Play | Floor::Panels)
            if is_game(game) || game == "demo" =>
        {
            let side = match (floor, path.get(2).copied()) {
                (Floor::Rules, _) => "rules",
                (Floor::Play, Some("guide")) => "guide",
                (Floor::Play, Some("puzzles")) => "puzzles",
                (Floor::Play, _) => "game.rs",
                _ => "panel",
            };
            format!("{game} {side}")
        }
        (Some("i18n"), ..) => "i18n".to_owned(),
        _ => format!("{floor:?}").to_lowercase(),
    })
}

/// The module graph in Graphviz DOT: an edge wherever a file of one part names another part,
/// the app on top.
fn module_graph(src: &Path, files: &[PathBuf]) -> String {
    let mut edges = std::collections::BTreeSet::new();
    let games: Vec<String> = std::fs::read_dir(src.join("games"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| is_game(name))
        .collect();
    for file in files {
        let (Ok(relative), Ok(text)) = (file.strip_prefix(src), std::fs::read_to_string(file))
        else {
            continue;
        };
        let here = module_of(relative);
        let here_refs: Vec<&str> = here.iter().map(String::as_str).collect();
        let Some(from) = part_of(&here_refs) else {
            continue;
        };
        let code = code_only(&text);
        let mut paths = named_paths(&code, &here);
        // The registry names each game through an imported `games::{…}`.
        for game in &games {
            for (at, _) in code.match_indices(&format!("{game}::")) {
                if !is_ident(code[..at].chars().next_back().as_ref()) && !code[..at].ends_with("::")
                {
                    let part: String = code[at + game.len() + 2..]
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    paths.push(vec!["games".into(), game.clone(), part]);
                }
            }
        }
        for path in paths {
            let refs: Vec<&str> = path.iter().map(String::as_str).collect();
            if let Some(to) = part_of(&refs)
                && to != from
            {
                edges.insert((from.clone(), to));
            }
        }
    }
    let mut dot = String::from(
        "// Which parts of src/ name which: written by tests/floors.rs \
         (UPDATE_MODULE_GRAPH=1 cargo test --test floors).\n\
         digraph floors {\n  rankdir=TB;\n  node [shape=box, fontname=\"sans-serif\"];\n",
    );
    for (from, to) in edges {
        dot.push_str(&format!("  \"{from}\" -> \"{to}\";\n"));
    }
    dot.push_str("}\n");
    dot
}

#[test]
fn the_module_graph_in_docs_is_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let src = root.join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let dot = module_graph(&src, &files);
    let file = root.join("docs/module-graph.dot");
    if std::env::var_os("UPDATE_MODULE_GRAPH").is_some() {
        std::fs::write(&file, &dot).expect("docs/module-graph.dot is written");
    }
    let saved = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        saved == dot,
        "docs/module-graph.dot is stale: run UPDATE_MODULE_GRAPH=1 cargo test --test floors"
    );
}

#[test]
fn the_scan_sees_grouped_relative_and_inline_paths() {
    let rules = Path::new("games/bang/state.rs");
    let grouped = "use crate::{\n    engine::Game,\n    ui::{theme::Theme, anim::Anim},\n};";
    assert_eq!(check_file(rules, grouped).len(), 2, "{grouped}");
    let relative = "use super::panel::BangPanel;";
    assert_eq!(check_file(rules, relative).len(), 1);
    let inline = "fn f() { crate::play::session::same_state(&1, &1); }";
    assert_eq!(check_file(rules, inline).len(), 1);
    let painter = "fn f(p: &egui::Painter) {}";
    assert_eq!(check_file(rules, painter).len(), 1);
    let commented = "// crate::app::registry::GAMES\nuse super::actions::Action;";
    assert!(check_file(rules, commented).is_empty());
    let quoted = "const ABOUT: &str = \"Made with egui { and crate::ui::theme\";";
    assert!(check_file(rules, quoted).is_empty());
    let inline_test = "mod tests {\n    use super::super::panel::look;\n}";
    assert_eq!(check_file(rules, inline_test).len(), 1);
    let own_helper = "mod tests {\n    use super::super::tests::playouts::game;\n}";
    assert!(check_file(rules, own_helper).is_empty());
    let up_from_panel = "mod tests {\n    use super::super::super::state::State;\n}";
    assert!(
        check_file(Path::new("games/bang/panel/log.rs"), up_from_panel).is_empty(),
        "games::bang::state, not games::state"
    );
    let ui_naming_a_game = "use crate::games::bang::State;";
    assert_eq!(
        check_file(Path::new("ui/panel.rs"), ui_naming_a_game).len(),
        1
    );
    let panel = "use crate::{play::TableRules, ui::theme::Theme};";
    assert!(check_file(Path::new("games/bang/panel/look.rs"), panel).is_empty());
}
