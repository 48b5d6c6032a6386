//! The real app driven through kittest: tiles, navigation, language, settings file.

use egui::accesskit::Role;
use egui_kittest::{
    Harness,
    kittest::{NodeT as _, Queryable as _},
};

use crate::{
    app::{AppOptions, AsobibaApp, Screen},
    engine::worker::AiWorker,
    games::GameKind,
    i18n::Lang,
    settings::SETTINGS_FILE,
    ui::{saves::SaveStore, sound::RecordingOutput},
};

/// The app on folders under `dir` with an inline AI worker.
pub(crate) fn app_in(dir: &std::path::Path) -> Harness<'static, AsobibaApp> {
    app_with_log(dir, crate::log_file::LogStatus::default())
}

/// As [`app_in`], reporting log-file trouble from `log`.
pub(crate) fn app_with_log(
    dir: &std::path::Path,
    log: crate::log_file::LogStatus,
) -> Harness<'static, AsobibaApp> {
    app_sized(dir, log, egui::Vec2::new(1280.0, 800.0))
}

/// As [`app_in`], playing into `sound`.
fn app_with_sound(
    dir: &std::path::Path,
    sound: std::sync::Arc<RecordingOutput>,
) -> Harness<'static, AsobibaApp> {
    app_built(
        dir,
        crate::log_file::LogStatus::default(),
        egui::Vec2::new(1280.0, 800.0),
        sound,
    )
}

/// As [`app_with_log`], in a window of `size`.
pub(crate) fn app_sized(
    dir: &std::path::Path,
    log: crate::log_file::LogStatus,
    size: egui::Vec2,
) -> Harness<'static, AsobibaApp> {
    app_built(dir, log, size, std::sync::Arc::default())
}

/// The app on folders under `dir`, in a window of `size`, with its log status and sound output.
fn app_built(
    dir: &std::path::Path,
    log: crate::log_file::LogStatus,
    size: egui::Vec2,
    sound: std::sync::Arc<RecordingOutput>,
) -> Harness<'static, AsobibaApp> {
    let config = dir.join("config");
    let saves = dir.join("saves");
    let mut h = Harness::builder().with_size(size).build_eframe(move |cc| {
        AsobibaApp::new(
            cc,
            AppOptions {
                config_dir: Some(config),
                saves: SaveStore::new(Some(saves)),
                worker: AiWorker::inline(),
                start_game: None,
                sound,
                log,
            },
        )
    });
    h.run_steps(3);
    h
}

#[test]
fn every_tile_opens_its_game_and_back_returns_home() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_in(dir.path());
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(2);
    for (i, kind) in GameKind::all().enumerate() {
        let name = kind.name(Lang::En);
        h.get_by_label(name).click();
        h.run_steps(3);
        assert_eq!(h.state().screen, Screen::Game(kind), "{name}");
        if i % 2 == 0 {
            h.key_press(egui::Key::Escape);
        } else if let Some(back) = h.query_by_role_and_label(Role::Button, "◀ Back") {
            back.click();
        } else {
            // A playable game opens with its new-game dialog; cancelling it goes home.
            h.get_by_role_and_label(Role::Button, "Cancel").click();
        }
        h.run_steps(2);
        assert_eq!(h.state().screen, Screen::Home, "back from {name}");
    }
}

#[test]
fn switching_the_language_changes_the_home_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_in(dir.path());
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(2);
    assert!(h.query_by_label("En Garde").is_some());
    assert!(h.query_by_label("Settings").is_some());
    h.get_by_label("日本語").click();
    h.run_steps(2);
    assert_eq!(h.state().store.settings.language, Lang::Ja);
    assert!(h.query_by_label("アン・ギャルド").is_some());
    assert!(h.query_by_label("設定").is_some());
    assert!(h.query_by_label("En Garde").is_none());
}

#[test]
fn a_changed_setting_is_written_to_the_ron_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_in(dir.path());
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(2);
    h.get_by_label("Settings").click();
    h.run_steps(2);
    assert_eq!(h.state().screen, Screen::Settings);
    h.get_by_label("Dark").click();
    h.run_steps(2);
    h.get_by_label("Fast").click();
    h.run_steps(2);
    let text = std::fs::read_to_string(dir.path().join("config").join(SETTINGS_FILE))
        .expect("settings written");
    assert!(text.contains("theme: Dark"), "{text}");
    assert!(text.contains("animation_speed: Fast"), "{text}");
    assert!(h.state().store.settings.theme == crate::settings::ThemeChoice::Dark);
    // The dark theme is applied at once.
    assert!(h.ctx.global_style().visuals.dark_mode);
}

#[test]
fn a_garbage_settings_file_gives_a_notice_and_a_working_app() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir_all(dir.path().join("config")).expect("mkdir");
    std::fs::write(dir.path().join("config").join(SETTINGS_FILE), "}{ garbage").expect("write");
    let mut h = app_in(dir.path());
    assert_eq!(h.state().toast_texts().len(), 1);
    assert!(h.get_all_by_role(Role::Button).count() > 0);
    h.run_steps(2);
    let backups = std::fs::read_dir(dir.path().join("config"))
        .expect("config")
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("settings.ron.bad-")
        })
        .count();
    assert_eq!(backups, 1);
}

/// A sixth game is one folder plus one registry line: the test-only demo game, registered
/// like the others, is opened from its home tile, played, saved on leaving and resumed.
#[test]
fn the_registered_demo_game_is_played_saved_and_resumed_from_the_home_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    let demo = GameKind::from_id("demo").expect("the demo is registered in test builds");
    let mut h = app_in(dir.path());
    h.state_mut().store.settings.language = Lang::En;
    h.state_mut().store.settings.animation_speed = crate::settings::AnimationSpeed::Instant;
    h.run_steps(2);
    h.get_by_label("Demo").click();
    h.run_steps(3);
    assert_eq!(h.state().screen, Screen::Game(demo));
    h.get_by_role_and_label(Role::Button, "You").click();
    h.run_steps(2);
    h.get_by_role_and_label(Role::Button, "Start").click();
    h.run_steps(5);
    // The human's cards are buttons named by their value. Play one; the computer answers
    // (the first to 15 wins, so the game is still on).
    fn cards(h: &Harness<'static, AsobibaApp>) -> Vec<String> {
        h.get_all_by_role(Role::Button)
            .filter_map(|n| n.accesskit_node().label())
            .filter(|l| l.parse::<u8>().is_ok())
            .collect()
    }
    // The computer thinks on the worker thread: step until the table has settled (bounded).
    fn settle_hand(h: &mut Harness<'static, AsobibaApp>) -> Vec<String> {
        for _ in 0..400 {
            let hand = cards(h);
            if hand.len() == 3 {
                return hand;
            }
            h.run_steps(1);
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        cards(h)
    }
    let hand = settle_hand(&mut h);
    assert_eq!(hand.len(), 3, "{hand:?}");
    // Two cards may share a value: click the first of them.
    h.get_all_by_role_and_label(Role::Button, &hand[0])
        .next()
        .expect("the card is a button")
        .click();
    h.run_steps(10);
    assert_eq!(settle_hand(&mut h).len(), 3, "a new card was drawn");
    h.get_by_role_and_label(Role::Button, "◀ Home").click();
    h.run_steps(3);
    assert_eq!(h.state().screen, Screen::Home);
    let saves = SaveStore::new(Some(dir.path().join("saves")));
    let saved = saves
        .read("demo")
        .expect("readable")
        .expect("saved on leaving");
    drop(h);

    // A fresh start offers to continue it; continuing resumes without a new-game dialog.
    let mut h = app_in(dir.path());
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(2);
    h.get_by_role_and_label(Role::Button, "▶ Continue Demo")
        .click();
    h.run_steps(3);
    assert_eq!(h.state().screen, Screen::Game(demo));
    assert!(h.query_by_role_and_label(Role::Button, "Start").is_none());
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert_eq!(h.state().screen, Screen::Home);
    let again = saves.read("demo").expect("readable").expect("still saved");
    assert_eq!(again, saved, "the resumed game is the saved one, unchanged");
}

#[test]
fn the_volume_slider_and_the_sound_switch_apply_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let sound = std::sync::Arc::new(RecordingOutput::default());
    let mut h = app_with_sound(dir.path(), sound.clone());
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(2);
    let start = h.state().store.settings.sound_volume;
    assert_eq!(
        sound.volume(),
        Some(start),
        "the saved volume is applied at start"
    );
    h.get_by_label("Settings").click();
    h.run_steps(2);
    sound.take();
    // The slider moved with the keyboard: the new level goes to the output in the same
    // frames, with a sample cue to hear it.
    h.get_by_role_and_label(Role::Slider, "Volume").focus();
    h.run_steps(1);
    h.key_press(egui::Key::ArrowLeft);
    h.run_steps(2);
    let lowered = h.state().store.settings.sound_volume;
    assert!(lowered < start, "{lowered} < {start}");
    assert_eq!(sound.volume(), Some(lowered));
    assert!(
        !sound.take().is_empty(),
        "a sample of the new level was played"
    );
    // Sound off: the output is silenced at once, and the slider no longer plays samples.
    h.get_by_role_and_label(Role::CheckBox, "Sound effects")
        .click();
    h.run_steps(2);
    assert!(!h.state().store.settings.sound);
    assert_eq!(sound.volume(), Some(0.0));
    assert!(sound.take().is_empty());
}
