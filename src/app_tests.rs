//! The real app driven through kittest: tiles, navigation, language, settings file.

use egui::accesskit::Role;
use egui_kittest::{
    Harness,
    kittest::{NodeT as _, Queryable as _},
};

use crate::{
    app::registry::GameKind,
    app::{AppOptions, AsobibaApp, Screen},
    engine::worker::AiWorker,
    i18n::Lang,
    play::saves::SaveStore,
    settings::SETTINGS_FILE,
    ui::sound::RecordingOutput,
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
    let options = test_options(dir, log, sound, crate::file_writer::FileWriter::inline());
    let mut h = Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| AsobibaApp::new(cc, options));
    h.run_steps(3);
    h
}

/// Options for the app on folders under `dir` with an inline AI worker.
fn test_options(
    dir: &std::path::Path,
    log: crate::log_file::LogStatus,
    sound: std::sync::Arc<RecordingOutput>,
    writer: crate::file_writer::FileWriter,
) -> AppOptions {
    AppOptions {
        config_dir: Some(dir.join("config")),
        saves: SaveStore::new(Some(dir.join("saves"))),
        worker: AiWorker::inline(),
        writer,
        start_game: None,
        sound,
        log,
        close_request: Default::default(),
        raise_requests: Default::default(),
        monitors: None,
        system_motion: Default::default(),
    }
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

/// Drags the volume slider to and fro for `frames` frames at 60 frames a second; returns how
/// many writes the app asked its writer for meanwhile (only the settings change). Requests, not
/// files on disk: a slow disk may merge requests still waiting, which would hide a flood.
fn settings_writes_while_dragging(
    dir: &std::path::Path,
    frames: usize,
) -> (u64, Harness<'static, AsobibaApp>) {
    let options = test_options(
        dir,
        crate::log_file::LogStatus::default(),
        std::sync::Arc::new(RecordingOutput::default()),
        crate::file_writer::FileWriter::start(),
    );
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .with_step_dt(1.0 / 60.0)
        .build_eframe(move |cc| AsobibaApp::new(cc, options));
    h.run_steps(3);
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(2);
    h.get_by_label("Settings").click();
    h.run_steps(2);
    let rect = h.get_by_role_and_label(Role::Slider, "Volume").rect();
    let flushed = h.state().writer().flush(std::time::Duration::from_secs(10));
    assert!(flushed);
    let before = h.state().writer().requested();
    let at = |x: f32| egui::pos2(rect.left() + x * rect.width(), rect.center().y);
    h.event(egui::Event::PointerMoved(at(0.5)));
    h.step();
    h.event(egui::Event::PointerButton {
        pos: at(0.5),
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    for frame in 0..frames {
        // A triangle wave over the slider's width, one sweep a second.
        let phase = (frame % 60) as f32 / 60.0;
        let x = 0.1 + 0.8 * (1.0 - (2.0 * phase - 1.0).abs());
        h.event(egui::Event::PointerMoved(at(x)));
        h.step();
    }
    h.event(egui::Event::PointerButton {
        pos: at(0.5),
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.step();
    let flushed = h.state().writer().flush(std::time::Duration::from_secs(10));
    assert!(flushed);
    (h.state().writer().requested() - before, h)
}

/// The volume written in the settings file under `dir`.
fn written_volume(dir: &std::path::Path) -> f32 {
    let text = std::fs::read_to_string(dir.join("config").join(SETTINGS_FILE)).expect("written");
    let settings: crate::settings::Settings = ron::from_str(&text).expect("settings");
    settings.sound_volume
}

#[test]
fn dragging_the_volume_slider_writes_the_settings_at_most_once_a_second() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (writes, mut h) = settings_writes_while_dragging(dir.path(), 300);
    eprintln!("settings writes while dragging the volume slider for 5 s at 60 fps: {writes}");
    assert!((4..=6).contains(&writes), "{writes} writes in 5 s");
    // The last position is written once a second has passed, without further input.
    let last = h.state().store.settings.sound_volume;
    h.run_steps(70);
    assert!(h.state().writer().flush(std::time::Duration::from_secs(10)));
    assert_eq!(written_volume(dir.path()), last);
    // A change held back is written at once on exit.
    h.state_mut().store.settings.sound_volume = 0.25;
    h.step();
    eframe::App::on_exit(h.state_mut(), None);
    assert_eq!(written_volume(dir.path()), 0.25);
}

/// The demo game from its tile, started against the defaults, in English.
fn start_demo(h: &mut Harness<'static, AsobibaApp>) {
    h.state_mut().store.settings.language = Lang::En;
    h.state_mut().store.settings.animation_speed = crate::settings::AnimationSpeed::Instant;
    h.run_steps(2);
    h.get_by_label("Demo").click();
    h.run_steps(3);
    h.get_by_role_and_label(Role::Button, "Start").click();
    h.run_steps(3);
}

/// Draws frames until the human may act. The computer thinks on a worker thread, which a
/// loaded machine may hold back for a while: frames are drawn with short real pauses, bounded
/// by a minute of waiting.
fn until_human(h: &mut Harness<'static, AsobibaApp>) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while std::time::Instant::now() < deadline {
        let now = h.ctx.input(|i| i.time);
        if h.state()
            .probe(now)
            .is_some_and(|p| p.awaits_human || p.over)
        {
            return;
        }
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
}

#[test]
fn new_game_during_a_game_says_first_that_it_counts_as_a_loss() {
    let warning = crate::i18n::Msg::NewGameAbandons.tr(Lang::En);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_in(dir.path());
    start_demo(&mut h);
    until_human(&mut h);
    // Nothing played yet: starting over costs nothing, and nothing is said.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run_steps(2);
    assert!(h.query_by_label(warning).is_none());
    h.get_by_role_and_label(Role::Button, "Cancel").click();
    h.run_steps(2);
    assert!(h.state_mut().play_legal(0));
    until_human(&mut h);
    h.get_by_role_and_label(Role::Button, "New game").click();
    h.run_steps(2);
    assert!(
        h.query_by_label(warning).is_some(),
        "the dialog warns first"
    );
    // Cancel keeps the game.
    h.get_by_role_and_label(Role::Button, "Cancel").click();
    h.run_steps(2);
    let now = h.ctx.input(|i| i.time);
    let probe = h.state().probe(now).expect("a table");
    assert!(!probe.new_game_dialog && !probe.over);
}

#[test]
fn a_finished_games_tile_opens_the_new_game_dialog() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_in(dir.path());
    start_demo(&mut h);
    // The computer's moves are animated, so its last move is still moving when the game is
    // over and the player leaves at once.
    h.state_mut().store.settings.animation_speed = crate::settings::AnimationSpeed::Normal;
    for pick in 0..200 {
        until_human(&mut h);
        let now = h.ctx.input(|i| i.time);
        if h.state().probe(now).is_some_and(|p| p.over) {
            break;
        }
        h.state_mut().play_legal(pick);
    }
    let now = h.ctx.input(|i| i.time);
    assert!(
        h.state().probe(now).is_some_and(|p| p.over),
        "the game ended"
    );
    // Home at once, before the table has drawn the game-over dialog: the game still counts.
    h.state_mut().go(Screen::Home);
    assert_eq!(
        h.state().records.summaries("demo").len(),
        1,
        "recorded on leaving"
    );
    h.run_steps(2);
    h.get_by_label("Demo").click();
    h.run_steps(3);
    let now = h.ctx.input(|i| i.time);
    assert!(
        h.state().probe(now).is_some_and(|p| p.new_game_dialog),
        "the tile offers the next game, not the finished board"
    );
    assert_eq!(
        h.state().records.summaries("demo").len(),
        1,
        "recorded once"
    );
}

/// The app on folders under `dir` whose files are written by a background writer, as in the
/// real app (the language set to English).
pub(crate) fn app_writing_off_thread(dir: &std::path::Path) -> Harness<'static, AsobibaApp> {
    let options = test_options(
        dir,
        crate::log_file::LogStatus::default(),
        std::sync::Arc::new(RecordingOutput::default()),
        crate::file_writer::FileWriter::start(),
    );
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .build_eframe(move |cc| AsobibaApp::new(cc, options));
    h.run_steps(3);
    h.state_mut().store.settings.language = Lang::En;
    h.state_mut().store.settings.animation_speed = crate::settings::AnimationSpeed::Instant;
    h.run_steps(2);
    h
}

/// Opens the demo game, starts a new one and plays it to its end (the game-over dialog).
pub(crate) fn play_a_demo_game(h: &mut Harness<'static, AsobibaApp>) {
    let demo = GameKind::from_id("demo").expect("demo");
    h.state_mut().go(Screen::Home);
    h.state_mut().open_game(demo);
    h.run_steps(3);
    let lang = h.state().store.settings.language;
    h.get_by_role_and_label(Role::Button, crate::i18n::Msg::Start.tr(lang))
        .click();
    for pick in 0..2_000 {
        h.step();
        if h.state().probe(0.0).is_some_and(|p| p.game_over_dialog) {
            return;
        }
        h.state_mut().play_legal(pick);
    }
    panic!("the demo game did not end");
}

#[test]
fn a_toast_stays_above_the_table_s_status_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_in(dir.path());
    let demo = GameKind::from_id("demo").expect("demo");
    h.state_mut().open_game(demo);
    h.run_steps(3);
    let lang = h.state().store.settings.language;
    h.get_by_role_and_label(Role::Button, crate::i18n::Msg::Start.tr(lang))
        .click();
    h.run_steps(3);
    let notice = "A notice that must not hide the status line";
    h.state_mut().add_toast(notice);
    h.run_steps(3);
    let toast = h.get_by_label(notice).rect();
    let window_bottom = 800.0;
    // Whatever the bottom bar shows (the status line, its buttons) starts below the toast.
    let bar_top = h
        .query_all(egui_kittest::kittest::by().predicate(|n| {
            let r = n.raw_bounds();
            r.is_some_and(|r| r.y0 > window_bottom - 80.0 && r.y1 <= window_bottom)
        }))
        .filter(|n| n.accesskit_node().label().unwrap_or_default() != notice)
        .map(|n| n.rect().top())
        .fold(f32::INFINITY, f32::min);
    assert!(bar_top.is_finite(), "the status line is in the bottom bar");
    assert!(
        toast.bottom() <= bar_top,
        "the toast ({toast:?}) covers the bottom bar (from y = {bar_top})"
    );
}

/// On the smallest window, a toast raised while a game's new-game dialog is open covers none
/// of the dialog's controls, and a click on it puts it away at once (it may cover something
/// the player wants to read).
#[test]
fn a_toast_leaves_an_open_dialog_s_controls_free_and_goes_at_a_click() {
    for game in GameKind::all() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut h = app_sized(
            dir.path(),
            crate::log_file::LogStatus::default(),
            egui::Vec2::new(1024.0, 640.0),
        );
        h.state_mut().open_game(game);
        h.run_steps(3);
        // As long as the longest notices (a damaged file set aside, where it was put).
        let notice = "A notice that must not hide the dialog's controls: the saved game could \
                      not be read, so it was set aside in the folder of damaged files and \
                      nothing else was lost";
        h.state_mut().add_toast(notice);
        h.run_steps(3);
        let lang = h.state().store.settings.language;
        let start = h
            .get_by_role_and_label(Role::Button, crate::i18n::Msg::Start.tr(lang))
            .rect();
        let toast = h.get_by_label(notice).rect();
        let controls: Vec<egui::Rect> = h
            .query_all(egui_kittest::kittest::by().predicate(|n| {
                matches!(
                    n.role(),
                    Role::Button | Role::RadioButton | Role::CheckBox | Role::ComboBox
                )
            }))
            .filter(|n| n.accesskit_node().label().unwrap_or_default() != notice)
            .map(|n| n.rect())
            .collect();
        assert!(controls.contains(&start), "{game:?}: the dialog is open");
        for control in controls {
            assert!(
                !toast.intersects(control),
                "{game:?}: the toast ({toast:?}) covers a control ({control:?})"
            );
        }
        h.get_by_label(notice).click();
        h.run_steps(2);
        assert!(
            h.query_by_label(notice).is_none(),
            "{game:?}: a click puts a toast away"
        );
    }
}

#[test]
fn finishing_a_game_writes_no_file_on_the_ui_thread() {
    use crate::settings::write_faults::take_writes_on_this_thread;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_writing_off_thread(dir.path());
    take_writes_on_this_thread();
    play_a_demo_game(&mut h);
    // The new record counts at once, whether or not it has reached the disk yet.
    let summaries = h.state().records.summaries("demo");
    assert_eq!(summaries.len(), 1);
    h.run_steps(3);
    assert_eq!(
        take_writes_on_this_thread(),
        0,
        "settings, autosaves or the record were written on the UI thread"
    );
    assert!(h.state().writer().flush(std::time::Duration::from_secs(10)));
    let on_disk = dir.path().join("records/demo").join(&summaries[0].file);
    assert!(on_disk.is_file(), "{} was not written", on_disk.display());
    assert!(!dir.path().join("saves/demo.ron").exists());
    assert!(
        h.state().toast_texts().is_empty(),
        "{:?}",
        h.state().toast_texts()
    );
}

/// The app in a "real window" on one 1920×1080 monitor (geometry followed), at 60 frames a
/// second, writing through a writer thread whose requests can be counted.
fn app_on_a_monitor(dir: &std::path::Path) -> Harness<'static, AsobibaApp> {
    let mut options = test_options(
        dir,
        crate::log_file::LogStatus::default(),
        std::sync::Arc::new(RecordingOutput::default()),
        crate::file_writer::FileWriter::start(),
    );
    options.monitors = Some(vec![egui::Rect::from_min_size(
        egui::Pos2::ZERO,
        egui::vec2(1920.0, 1080.0),
    )]);
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .with_step_dt(1.0 / 60.0)
        .build_eframe(move |cc| AsobibaApp::new(cc, options));
    h.run_steps(3);
    h
}

/// The window as egui reports it: outer corner at `corner`, 1280×800 inside.
fn window_at(h: &mut Harness<'static, AsobibaApp>, corner: egui::Pos2) {
    let viewport = h
        .input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default();
    viewport.outer_rect = Some(egui::Rect::from_min_size(corner, egui::vec2(1280.0, 830.0)));
    viewport.inner_rect = Some(egui::Rect::from_min_size(
        corner + egui::vec2(0.0, 30.0),
        egui::vec2(1280.0, 800.0),
    ));
    viewport.maximized = Some(false);
}

fn written_settings(dir: &std::path::Path) -> crate::settings::Settings {
    let text = std::fs::read_to_string(dir.join("config").join(SETTINGS_FILE)).expect("written");
    ron::from_str(&text).expect("settings")
}

#[test]
fn the_window_is_remembered_where_a_drag_ends_with_one_write() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_on_a_monitor(dir.path());
    window_at(&mut h, egui::pos2(100.0, 50.0));
    h.run_steps(60);
    assert!(h.state().writer().flush(std::time::Duration::from_secs(10)));
    assert_eq!(
        written_settings(dir.path()).window.map(|w| (w.x, w.y)),
        Some((100.0, 50.0))
    );
    let before = h.state().writer().requested();
    // Dragged across the screen for three seconds, a new place every frame.
    for frame in 0..180 {
        window_at(
            &mut h,
            egui::pos2(100.0 + frame as f32 * 3.0, 50.0 + frame as f32),
        );
        h.step();
    }
    let during = h.state().writer().requested() - before;
    // Let go: remembered once it has stayed put.
    h.run_steps(60);
    assert!(h.state().writer().flush(std::time::Duration::from_secs(10)));
    let after = h.state().writer().requested() - before;
    eprintln!("settings writes while dragging the window for 3 s: {during}; after: {after}");
    assert_eq!(during, 0, "nothing is written while the window moves");
    assert_eq!(after, 1, "one write where it stopped");
    let saved = written_settings(dir.path()).window.expect("remembered");
    assert_eq!(
        (saved.x, saved.y, saved.width, saved.height),
        (637.0, 229.0, 1280.0, 800.0)
    );
    // Maximised: the place it returns to is kept.
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .maximized = Some(true);
    h.run_steps(60);
    eframe::App::on_exit(h.state_mut(), None);
    let saved = written_settings(dir.path()).window.expect("remembered");
    assert!(saved.maximized);
    assert_eq!((saved.x, saved.y), (637.0, 229.0));
}

#[test]
fn a_window_left_on_a_monitor_that_is_gone_opens_on_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    let config = dir.path().join("config");
    std::fs::create_dir_all(&config).expect("mkdir");
    std::fs::write(
        config.join(SETTINGS_FILE),
        "(window: Some((x: 2500.0, y: 300.0, width: 1280.0, height: 800.0, maximized: false)))",
    )
    .expect("write");
    let h = app_on_a_monitor(dir.path());
    let placed = h.state().store.settings.window.expect("remembered");
    assert_eq!(
        (placed.x, placed.y),
        (320.0, 140.0),
        "centred on the monitor left"
    );
}

#[test]
fn the_zoom_keys_and_buttons_change_the_remembered_zoom() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_in(dir.path());
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(2);
    let zoom_key = |h: &mut Harness<'static, AsobibaApp>, key| {
        h.key_press_modifiers(egui::Modifiers::COMMAND, key);
        h.run_steps(3);
        (h.state().store.settings.zoom, h.ctx.zoom_factor())
    };
    assert_eq!(zoom_key(&mut h, egui::Key::Plus), (1.1, 1.1));
    assert_eq!(zoom_key(&mut h, egui::Key::Equals), (1.2, 1.2));
    assert_eq!(zoom_key(&mut h, egui::Key::Minus), (1.1, 1.1));
    assert_eq!(zoom_key(&mut h, egui::Key::Num0), (1.0, 1.0));
    for _ in 0..15 {
        zoom_key(&mut h, egui::Key::Plus);
    }
    assert_eq!(
        zoom_key(&mut h, egui::Key::Plus),
        (2.0, 2.0),
        "kept within range"
    );
    zoom_key(&mut h, egui::Key::Num0);
    // The settings screen's buttons.
    h.get_by_label("Settings").click();
    h.run_steps(3);
    h.get_by_role_and_label(Role::Button, "Zoom in").click();
    h.run_steps(3);
    assert_eq!(h.ctx.zoom_factor(), 1.1);
    assert!(h.query_by_label("110%").is_some());
    h.get_by_role_and_label(Role::Button, "Zoom out").click();
    h.get_by_role_and_label(Role::Button, "Zoom out").click();
    h.run_steps(3);
    assert_eq!(h.ctx.zoom_factor(), 0.9);
    // Remembered: the next start opens at that zoom.
    eframe::App::on_exit(h.state_mut(), None);
    let again = app_in(dir.path());
    assert_eq!(again.ctx.zoom_factor(), 0.9);
    // A zoom out of range in the file is brought into it.
    std::fs::write(dir.path().join("config").join(SETTINGS_FILE), "(zoom: 9.0)").expect("write");
    let again = app_in(dir.path());
    assert_eq!(again.ctx.zoom_factor(), 2.0);
}

#[test]
fn the_systems_reduced_motion_takes_effect_shows_in_the_settings_and_is_not_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (tell, answer) = std::sync::mpsc::channel();
    let mut options = test_options(
        dir.path(),
        crate::log_file::LogStatus::default(),
        std::sync::Arc::new(RecordingOutput::default()),
        crate::file_writer::FileWriter::inline(),
    );
    options.system_motion = crate::app::system_motion::SystemMotion::answered_on(answer);
    let mut h = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .build_eframe(move |cc| AsobibaApp::new(cc, options));
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(2);
    assert!(!h.state().store.settings.motion_reduced());
    assert!(h.ctx.global_style().animation_time > 0.0);

    // The answer arrives late, as from a slow program: from then on motion is reduced.
    tell.send(true).expect("the app listens");
    h.run_steps(2);
    assert!(h.state().store.settings.motion_reduced());
    assert_eq!(h.ctx.global_style().animation_time, 0.0);

    // The settings say why, and the box cannot be unticked to no effect.
    h.get_by_label("Settings").click();
    h.run_steps(2);
    let reduce = h.get_by_role_and_label(Role::CheckBox, "Reduce motion");
    assert!(
        reduce.accesskit_node().is_disabled(),
        "the system's choice is not the player's box"
    );
    assert!(
        h.query_by_label_contains("your system asks apps for less motion")
            .is_some()
    );

    // The player's own choice stays as it was in the file: the system's is read each start.
    h.state_mut().store.settings.zoom += 0.1;
    h.run_steps(3);
    let written = std::fs::read_to_string(dir.path().join("config").join(SETTINGS_FILE))
        .expect("settings written");
    assert!(written.contains("reduce_motion: false"), "{written}");
    assert!(!written.contains("system_reduce_motion"), "{written}");
}

/// The step count the lesson's bubble reads out ("Step 2 of 10"), if a bubble is shown.
fn lesson_bubble(h: &Harness<'static, AsobibaApp>) -> Option<String> {
    h.query_all(egui_kittest::kittest::by().predicate(|n| n.role() == Role::Note))
        .filter_map(|n| n.accesskit_node().label())
        .find(|label| label.contains(" lesson, Step "))
}

#[test]
fn a_lesson_left_half_way_stays_offered_and_its_tile_brings_it_back_at_its_step() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_in(dir.path());
    h.state_mut().store.settings.language = Lang::En;
    h.run_steps(2);
    let learn = |h: &Harness<'static, AsobibaApp>| {
        h.query_all_by_role_and_label(Role::Button, "Learn to play")
            .count()
    };
    let offered = learn(&h);
    assert!(offered > 0, "the home tiles offer their lessons");
    // The first tile's lesson: read its first step, then leave through Home.
    h.query_all_by_role_and_label(Role::Button, "Learn to play")
        .next()
        .expect("a lesson")
        .click();
    h.run_steps(4);
    let Screen::Game(kind) = h.state().screen else {
        panic!("the lesson opens its game");
    };
    assert!(lesson_bubble(&h).is_some_and(|s| s.contains("Step 1 of")));
    h.get_by_role_and_label(Role::Button, "Next").click();
    h.run_steps(3);
    assert!(lesson_bubble(&h).is_some_and(|s| s.contains("Step 2 of")));
    h.get_by_role_and_label(Role::Button, "◀ Home").click();
    h.run_steps(3);
    assert_eq!(h.state().screen, Screen::Home);
    // Neither finished nor skipped: not done, and the tile still offers it.
    assert!(!h.state().store.settings.guides_done.contains(kind.id()));
    assert_eq!(learn(&h), offered);
    // The game's tile brings the lesson back where it was left.
    h.get_by_label(kind.name(Lang::En)).click();
    h.run_steps(4);
    assert_eq!(h.state().screen, Screen::Game(kind));
    assert!(
        lesson_bubble(&h).is_some_and(|s| s.contains("Step 2 of")),
        "{:?}",
        lesson_bubble(&h)
    );
    // "Learn to play" starts it again from its first step.
    h.get_by_role_and_label(Role::Button, "◀ Home").click();
    h.run_steps(3);
    h.query_all_by_role_and_label(Role::Button, "Learn to play")
        .next()
        .expect("a lesson")
        .click();
    h.run_steps(4);
    assert!(lesson_bubble(&h).is_some_and(|s| s.contains("Step 1 of")));
}
