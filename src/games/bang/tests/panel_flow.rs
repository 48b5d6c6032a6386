//! Whole games against Easy computers, clicked through on the table: a highlighted card by its
//! accessible name, then the seat or card in play it aims at, or a button (End turn, Barrel,
//! take the hit, General Store picks…), until the game-over dialog shows every role.

use egui_kittest::kittest::Queryable as _;
use rand::RngExt as _;

use super::super::{
    actions::{Action, CheckKind, Event, Target},
    cards::{Kind, kind},
    panel::{
        BangPanel, beliefs, card_name, character_choice, choose_label, draw_source_label,
        in_play_label, plate_for, take_hit_label,
    },
    rules::CharacterDeal,
};
use crate::{
    engine::{Strength, rng_from_seed},
    i18n::Lang,
    settings::AnimationSpeed,
    ui::{
        sound::Cue,
        testing::{KitState, SoundProbe, button_labels, click, harness, rendering_harness, settle},
        theme::Theme,
    },
};

/// What each event should sound like: a shot, a ricochet, a gulp, a card.
fn cue_of(event: &Event) -> Option<Cue> {
    match *event {
        Event::Drew { .. } | Event::Took { .. } | Event::StorePicked { .. } => Some(Cue::CardDeal),
        Event::Played { card, .. } => Some(match kind(card) {
            Kind::Bang | Kind::Gatling | Kind::Missed => Cue::Gunshot,
            Kind::Beer | Kind::Saloon => Cue::Drink,
            _ => Cue::CardPlay,
        }),
        Event::Responded { card, .. } => Some(match kind(card) {
            Kind::Missed => Cue::Ricochet,
            Kind::Beer => Cue::Drink,
            Kind::Bang => Cue::Gunshot,
            _ => Cue::CardPlay,
        }),
        Event::Check {
            kind: CheckKind::Barrel,
            success: true,
            ..
        } => Some(Cue::Ricochet),
        Event::Discarded { .. } => Some(Cue::CardPlay),
        Event::Reshuffled { .. } => Some(Cue::Shuffle),
        _ => None,
    }
}

fn play_a_game(players: usize, seed: u64, characters: CharacterDeal) -> usize {
    play(players, seed, characters, None)
}

/// Plays a game; with `gallery`, renders the end screen to `target/gallery/<name>.png`.
fn play(players: usize, seed: u64, characters: CharacterDeal, gallery: Option<&str>) -> usize {
    let mut state = KitState::<BangPanel>::new();
    state
        .settings
        .games
        .update::<crate::games::bang::Rules, crate::games::bang::panel::Aids>(
            crate::games::bang::info::FACTS.id,
            |c| {
                c.rules.characters = characters;
                c.strength = Strength::Easy;
                c.players = players;
            },
        );
    state.settings.animation_speed = AnimationSpeed::Fast;
    let mut h = if gallery.is_some() {
        rendering_harness(state)
    } else {
        harness(state)
    };
    h.run_steps(3);
    click(&mut h, "Start");
    let mut rng = rng_from_seed(seed);
    let lang = Lang::En;
    let theme = Theme::light();
    let mut decisions = 0;
    let mut probe = SoundProbe::new(1, 3);
    for _ in 0..4000 {
        settle(&mut h, 20_000);
        if h.state().screen.game_over_dialog_open() {
            break;
        }
        probe.before_decision(&mut h, decisions);
        let Some(session) = h.state().screen.session.as_ref() else {
            panic!("a game runs")
        };
        assert_eq!(session.state.seats().len(), players);
        let before = session.state.clone();
        let human = session.human;
        let legal = session.human_legal();
        assert!(
            !legal.is_empty(),
            "the human decides when the table settles"
        );
        // Ending the turn at once makes long games: prefer the other choices.
        let others: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| *a != Action::EndTurn)
            .collect();
        let action = if others.is_empty() || rng.random_range(0..4) == 0 {
            legal[rng.random_range(0..legal.len())]
        } else {
            others[rng.random_range(0..others.len())]
        };
        let obs = before.observation(human);
        let prompt = before.prompt();
        let mut clicks: Vec<String> = Vec::new();
        match action {
            Action::Play { card, target } => {
                clicks.push(card_name(card, lang));
                match target {
                    Target::Nobody => {}
                    Target::Player { player } | Target::Hand { player } => clicks.push(
                        plate_for(&obs, &before, player, human, lang, &theme).accessible_name(lang),
                    ),
                    Target::InPlay { player, card } => {
                        clicks.push(in_play_label(&before, card, player, human, lang));
                    }
                }
            }
            Action::Discard { card } | Action::Respond { card } => {
                clicks.push(card_name(card, lang));
            }
            Action::EndTurn => clicks.push("End turn".into()),
            Action::UseBarrel => clicks.push("Barrel: draw!".into()),
            Action::TakeHit => clicks.push(take_hit_label(prompt, lang).into()),
            Action::SidHeal { first, second } => {
                clicks.push("Discard two for a life".into());
                clicks.push(card_name(first, lang));
                clicks.push(card_name(second, lang));
            }
            Action::Choose { card } => clicks.push(choose_label(prompt, card, lang)),
            Action::DrawFrom { source } => {
                clicks.push(draw_source_label(&before, source, human, lang));
            }
            Action::PickCharacter { character } => {
                clicks.push(character_choice::pick_label(character, lang));
            }
            Action::Chance { .. } => panic!("not a human decision: {action:?}"),
        }
        for label in &clicks {
            click(&mut h, label);
        }
        h.step();
        let changed = h
            .state()
            .screen
            .session
            .as_ref()
            .is_some_and(|s| s.state != before);
        assert!(
            changed,
            "{action:?} ({clicks:?}) was not applied; buttons {:?}",
            button_labels(&h)
        );
        decisions += 1;
    }
    settle(&mut h, 20_000);
    h.step();
    assert!(h.state().screen.game_over_dialog_open(), "the game ended");
    let sound = probe.finish(&h);
    // Cards drawn together sound once, and checks have sounds of their own.
    sound.assert_heard_kinds(cue_of);
    for cue in [Cue::CardDeal, Cue::Gunshot] {
        assert!(sound.heard.contains(&cue), "no {cue:?}");
    }
    let session = h.state().screen.session.as_ref().expect("session");
    let state = &session.state;
    assert!(state.winner().is_some());
    // Every role is shown on the end screen, each seat named once: "You (character)" for the
    // human, the character for the others.
    for (p, s) in state.seats().iter().enumerate() {
        let fate = if s.alive { "alive" } else { "eliminated" };
        let line = if p == session.human {
            format!("You ({}): {}, {fate}", s.character.name(), s.role.name())
        } else {
            format!("{}: {}, {fate}", s.character.name(), s.role.name())
        };
        assert!(h.query_by_label(&line).is_some(), "{line} is shown");
    }
    // And what each computer believed: a row per computer seat, a cell per hidden role.
    assert!(
        h.query_by_label("What the computer players believed")
            .is_some(),
        "the beliefs table is shown"
    );
    for believer in (0..players).filter(|&p| p != session.human) {
        for reading in beliefs::readings(state, believer) {
            if let beliefs::Reading::Guess {
                role, probability, ..
            } = reading
            {
                let cell = format!("{} {:.0}%", role.name(), probability * 100.0);
                assert!(
                    h.query_all_by_label(&cell).next().is_some(),
                    "{cell} is shown"
                );
            }
        }
    }
    eprintln!(
        "{players} players: {decisions} decisions, {} turns, winner {:?}",
        state.turns(),
        state.winner()
    );
    if let Some(name) = gallery {
        let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/gallery");
        std::fs::create_dir_all(&out).expect("gallery folder");
        h.render()
            .expect("render")
            .save(out.join(format!("{name}.png")))
            .expect("save");
    }
    decisions
}

#[test]
fn a_four_player_game_against_easy_is_clicked_through_to_the_end() {
    assert!(play_a_game(4, 11, CharacterDeal::Random) >= 1);
}

#[test]
fn a_seven_player_game_against_easy_is_clicked_through_to_the_end() {
    // With the character choice clicked first.
    assert!(play_a_game(7, 12, CharacterDeal::PickOfTwo) >= 1);
}

#[test]
#[ignore = "renders an image for people to look at; needs a wgpu adapter"]
fn end_screen_gallery() {
    play(7, 12, CharacterDeal::PickOfTwo, Some("bang-end-7"));
}
