//! The played pile's face-up top: which cards the rules put there, that a save keeps them, and
//! that the table shows them after a parry and after its undo.

use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT as _, Queryable as _};

use super::{
    super::{
        actions::Action,
        cards::Cards,
        panel::{EnGardePanel, cards_of},
        rules::Level,
        state::{Phase, Played, State},
    },
    panel_flow::started_table,
    scenarios::advance_attacked,
};
use crate::{
    i18n::Lang,
    ui::{
        panel::GamePanel,
        testing::{KitState, click, settle},
    },
};

fn top(player: usize, cards: &[u8]) -> Option<Played> {
    Some(Played {
        player,
        cards: Cards::from_values(cards),
    })
}

#[test]
fn the_top_of_the_played_pile_is_the_last_group_put_there() {
    let g = advance_attacked();
    // The step card is played; the attack waits on the table.
    assert_eq!(g.last_played(), top(1, &[3]));
    let mut parried = g.clone();
    parried
        .play(
            Action::Parry {
                cards: Cards::of(5, 1),
            },
            None,
        )
        .expect("legal");
    assert_eq!(parried.last_played(), top(0, &[5]));
    let mut retreated = g.clone();
    retreated
        .play(Action::Retreat { card: 2 }, None)
        .expect("legal");
    assert_eq!(retreated.last_played(), top(0, &[2]));
    let mut hit = g.clone();
    hit.play(Action::Accept, None).expect("legal");
    // The attack that hit goes onto the pile.
    assert_eq!(hit.last_played(), top(1, &[5]));
    let mut moved = parried;
    moved
        .play(
            Action::Move {
                card: 2,
                forward: true,
            },
            None,
        )
        .expect("legal");
    assert_eq!(moved.last_played(), top(0, &[2]));
}

#[test]
fn a_save_keeps_the_top_and_an_older_save_loads_without_it() {
    let g = advance_attacked();
    let text = ron::to_string(&g).expect("serializes");
    let back: State = ron::from_str(&text).expect("loads");
    assert_eq!(back, g);
    // A save from before the field: the same text without it.
    let at = text.find(",last_played:").expect("the field is saved");
    let old = format!("{})", &text[..at]);
    let back: State = ron::from_str(&old).expect("an older save loads");
    assert_eq!(back.last_played(), None);
    assert_eq!(back.discards(), g.discards());
    // A top that was never played is refused.
    let forged = text.replace("last_played:Some((player:1", "last_played:Some((player:7");
    assert_ne!(forged, text);
    assert!(ron::from_str::<State>(&forged).is_err());
}

/// The accessible label of the played pile on the table.
fn pile_label(h: &egui_kittest::Harness<'_, KitState<EnGardePanel>>) -> String {
    h.get_all_by_role(Role::Image)
        .filter_map(|n| n.accesskit_node().label())
        .find(|l| l.starts_with("played"))
        .unwrap_or_else(|| panic!("no played pile on the table"))
}

#[test]
fn the_table_shows_the_last_play_after_a_parry_and_after_its_undo() {
    let mut h = started_table(Level::Full);
    settle(&mut h, 400);
    let Some(session) = h.state_mut().screen.session.as_mut() else {
        panic!("a game runs")
    };
    assert_eq!(session.human, 0);
    session.state = advance_attacked();
    settle(&mut h, 400);
    assert_eq!(pile_label(&h), "played 6, on top: 3");
    let parry = Action::Parry {
        cards: Cards::of(5, 1),
    };
    for value in cards_of(parry).to_vec() {
        click(&mut h, &value.to_string());
    }
    let label = EnGardePanel::default().describe_action(&advance_attacked(), parry, Lang::En);
    click(&mut h, &label);
    settle(&mut h, 400);
    assert_eq!(pile_label(&h), "played 8, on top: 5");
    click(&mut h, "Undo");
    settle(&mut h, 400);
    let session = h.state().screen.session.as_ref().expect("a game runs");
    assert!(matches!(session.state.phase(), Phase::Defend(_)));
    assert_eq!(pile_label(&h), "played 6, on top: 3");
}

/// `text` without the `last_played` field, as a save written before the field existed.
fn without_last_played(text: &str) -> String {
    let start = text.find("last_played: Some(").expect("the field is saved");
    let mut depth = 0;
    let mut end = start;
    for (i, c) in text[start..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' if depth == 1 => {
                end = start + i + 1;
                break;
            }
            ')' => depth -= 1,
            _ => {}
        }
    }
    let end = end + usize::from(text[end..].starts_with(','));
    format!("{}{}", &text[..start], &text[end..])
}

#[test]
fn a_session_saved_before_the_pile_top_keeps_its_record_and_gains_the_top() {
    use crate::{
        engine::{Game as _, Strength},
        play::session::Session,
        settings::FirstPlayer,
    };
    let mut session =
        Session::<State>::new(Default::default(), 2, Strength::Normal, FirstPlayer::You, 7);
    let mut legal = Vec::new();
    session.state.legal_actions(&mut legal);
    session.play(legal[0]).expect("the human's legal move");
    let played = session.state.last_played();
    assert!(played.is_some());
    let text = session.to_ron("en-garde").expect("saves");
    // The trail's starting state has the field too (still empty there).
    let old = without_last_played(&text).replace("last_played: None,", "");
    assert!(!old.contains("last_played"), "{old}");

    let resumed = Session::<State>::from_ron(&old, "en-garde", 1).expect("an older save loads");
    assert!(resumed.trail().is_some(), "the record's trail is kept");
    assert_eq!(resumed.state.last_played(), played);
    assert_eq!(resumed.state, session.state);
}
