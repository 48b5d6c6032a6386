//! What a screen reader finds on each game's table, in both languages: the human's cards or
//! pieces as named buttons with their selected state, an opponent's thing, a space or pile,
//! and a node for every seat — found by role and label in the AccessKit tree, the way a
//! screen reader walks it.

use egui::accesskit::{Action, Role};
use egui_kittest::kittest::{NodeT as _, Queryable as _, by};

use crate::{
    i18n::Lang,
    ui::testing::{KitState, click, harness},
};

use super::{
    coverage::{Covered, every_game},
    look_tests::{play_into_the_game, table_state},
};

/// The longest run of fixed words in a template (outside its `{…}` placeholders), trimmed of
/// punctuation: what every name made from it says.
fn fixed_words(template: &str) -> String {
    let mut runs = vec![String::new()];
    let mut depth = 0;
    for c in template.chars() {
        match c {
            '{' => {
                depth += 1;
                runs.push(String::new());
            }
            '}' => depth -= 1,
            _ if depth == 0 => runs.last_mut().expect("a run").push(c),
            _ => {}
        }
    }
    runs.into_iter()
        .map(|r| {
            r.trim_matches(|c: char| c.is_whitespace() || ",:：、()（）".contains(c))
                .to_owned()
        })
        .max_by_key(|r| r.chars().count())
        .unwrap_or_default()
}

/// The names of the nodes of the table that Tab passes by (they take no click).
fn inert_names<P: Covered>(h: &egui_kittest::Harness<'_, KitState<P>>) -> Vec<(Role, String)> {
    let table = h.state().screen.table_rect;
    h.query_all(by().predicate(move |n| {
        !n.is_hidden()
            && !n.data().supports_action(Action::Click)
            && n.bounding_box().is_some_and(|b| {
                table.intersects(egui::Rect::from_min_max(
                    egui::pos2(b.x0 as f32, b.y0 as f32),
                    egui::pos2(b.x1 as f32, b.y1 as f32),
                ))
            })
    }))
    .filter_map(|n| {
        let node = n.accesskit_node();
        Some((node.role(), node.label()?))
    })
    .collect()
}

/// Opens `P`'s table as for its look snapshot, in both languages, and checks what a screen
/// reader finds there.
pub(crate) fn table_is_named<P: Covered>() {
    let (Ok(names), Ok(look)) = (P::NAMES, P::LOOK) else {
        return;
    };
    for lang in Lang::ALL {
        let mut h = harness(table_state::<P>(look.seats, lang));
        play_into_the_game(&mut h, look.moves);
        for label in look.clicks {
            click(&mut h, label);
        }
        h.run_steps(2);
        let id = P::SAVE_ID;
        let table = h.state().screen.table_rect;
        // The human's cards or pieces: named buttons, with their selected state.
        let own: Vec<_> = h
            .query_all(by().predicate(move |n| {
                n.role() == Role::Button
                    && !n.is_hidden()
                    && n.bounding_box().is_some_and(|b| {
                        table.contains(egui::pos2(
                            ((b.x0 + b.x1) / 2.0) as f32,
                            ((b.y0 + b.y1) / 2.0) as f32,
                        ))
                    })
            }))
            .map(|n| {
                let node = n.accesskit_node();
                (
                    node.label().unwrap_or_default(),
                    node.toggled(),
                    node.is_disabled(),
                )
            })
            .collect();
        assert!(
            own.iter().any(|(_, _, disabled)| !disabled),
            "{id} {lang:?}: nothing to choose on the table: {own:?}"
        );
        assert!(
            own.iter().all(|(label, ..)| !label.trim().is_empty()),
            "{id} {lang:?}: a piece without a name: {own:?}"
        );
        if names.own_selectable {
            let selectable = own.iter().filter(|(_, t, _)| t.is_some()).count();
            assert!(
                selectable > 0,
                "{id} {lang:?}: no card reports its selected state: {own:?}"
            );
            if !look.clicks.is_empty() {
                assert!(
                    own.iter()
                        .any(|(_, t, _)| *t == Some(egui::accesskit::Toggled::True)),
                    "{id} {lang:?}: the card clicked does not read as selected: {own:?}"
                );
            }
        }
        let inert = inert_names(&h);
        for (what, template) in [
            ("an opponent's thing", (names.theirs)(lang)),
            ("a space or pile", (names.place)(lang)),
        ] {
            let words = fixed_words(template);
            assert!(
                inert.iter().any(|(_, label)| label.contains(&words)),
                "{id} {lang:?}: no {what} named with {words:?}: {inert:?}"
            );
        }
        // Every seat: a group (or, as a target now, a button) with the seat's name.
        let session = h.state().screen.session.as_ref().expect("a game");
        let panel = &h.state().screen.panel;
        for seat in 0..look.seats {
            let name = panel.seat_name(&session.state, seat, session.human, lang);
            let found = h
                .query_all(by().predicate(|n| {
                    matches!(n.role(), Role::Group | Role::Button) && !n.is_hidden()
                }))
                .filter_map(|n| n.accesskit_node().label())
                .any(|label| label.contains(&name));
            assert!(
                found,
                "{id} {lang:?}: seat {seat} ({name:?}) has no node: {inert:?}"
            );
        }
    }
}

#[test]
fn fixed_words_skip_the_placeholders() {
    assert_eq!(
        fixed_words("{0?Your|{0}'s} card, face down"),
        "card, face down"
    );
    assert_eq!(
        fixed_words("{0}: a piece of {1## ring|# rings}"),
        "a piece of"
    );
    assert_eq!(fixed_words("山札{0}"), "山札");
}

#[test]
fn every_painted_thing_of_every_table_is_named() {
    every_game(|c| c.names);
}
