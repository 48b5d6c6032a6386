//! Disk faults as a player meets them: a read-only or full disk (a failing writer: the tests
//! run as root, where permissions do not stop writes), a folder where a file should be, a
//! folder that cannot be created. Each fault gives exactly one notice in the player's language,
//! the app goes on, and nothing the player had is deleted (at most moved aside as
//! `<name>.bad-<time>`).

use std::{fs, path::Path};

use egui::accesskit::Role;
use egui_kittest::{Harness, kittest::Queryable as _};

use crate::{
    app::registry::GameKind,
    app::{AsobibaApp, Screen},
    app_tests::{app_in, app_with_log, app_writing_off_thread, play_a_demo_game},
    games::demo::DemoPanel,
    i18n::{Lang, Msg, fill},
    log_file::{self, LogStatus, Tee},
    settings::{SETTINGS_FILE, write_faults},
    ui::testing::{KitState, click, harness, settle},
};

const DISK_FULL: &str = "No space left on device";

/// Names in `dir` that start with `prefix`.
fn named(dir: &Path, prefix: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with(prefix))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// A folder standing where a file should be, holding something of the player's.
fn folder_in_place_of(path: &Path) {
    fs::create_dir_all(path).expect("mkdir");
    fs::write(path.join("keep.txt"), "mine").expect("write");
}

/// The one folder set aside from `name` in `dir`, with what it held.
fn assert_set_aside_whole(dir: &Path, name: &str) -> String {
    let aside = named(dir, &format!("{name}.bad-"));
    assert_eq!(aside.len(), 1, "{aside:?}");
    let kept = fs::read_to_string(dir.join(&aside[0]).join("keep.txt")).expect("kept");
    assert_eq!(kept, "mine");
    dir.join(&aside[0]).display().to_string()
}

/// Writes a settings file choosing `lang` (so notices raised at start are in it).
fn choose_language(dir: &Path, lang: Lang) {
    let config = dir.join("config");
    fs::create_dir_all(&config).expect("mkdir");
    fs::write(config.join(SETTINGS_FILE), format!("(language: {lang:?})")).expect("write");
}

/// The app on `dir` in `lang` (chosen in its settings file).
fn app(dir: &Path, lang: Lang) -> Harness<'static, AsobibaApp> {
    choose_language(dir, lang);
    let h = app_in(dir);
    assert_eq!(h.state().store.settings.language, lang);
    h
}

#[test]
fn settings_faults_give_one_notice_and_lose_nothing() {
    for lang in [Lang::En, Lang::Ja] {
        // A folder where settings.ron should be: moved aside whole, defaults used, one notice.
        let dir = tempfile::tempdir().expect("temp dir");
        let config = dir.path().join("config");
        folder_in_place_of(&config.join(SETTINGS_FILE));
        let mut h = app_in(dir.path());
        let backup = assert_set_aside_whole(&config, SETTINGS_FILE);
        // Without settings the notice is in the system's language; it names the kept file,
        // not its path (which goes to the log).
        let kept = Path::new(&backup)
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .expect("a file name");
        assert!(!kept.contains('/'));
        let expected = fill(Msg::SettingsDamaged.tr(Lang::system()), &[&kept]);
        h.state_mut().store.settings.language = lang;
        assert_eq!(h.state().toast_texts(), [expected.as_str()]);
        // The app goes on and writes its settings again.
        h.state_mut().store.settings.sound = false;
        h.run_steps(2);
        let text = fs::read_to_string(config.join(SETTINGS_FILE)).expect("written");
        assert!(text.contains("sound: false"), "{text}");

        // A full (or read-only) disk: two changes, one notice; the file keeps what it had.
        write_faults::set_disk_full(true);
        h.state_mut().store.settings.sound = true;
        h.run_steps(2);
        h.state_mut().store.settings.theme = crate::settings::ThemeChoice::Dark;
        h.run_steps(2);
        write_faults::set_disk_full(false);
        let unwritable = fill(Msg::SettingsUnwritable.tr(lang), &[DISK_FULL]);
        assert_eq!(
            h.state().toast_texts(),
            [expected.as_str(), unwritable.as_str()]
        );
        assert_eq!(
            fs::read_to_string(config.join(SETTINGS_FILE)).expect("kept"),
            text
        );
        assert!(h.state().store.settings.sound, "the change applies anyway");
        assert!(h.get_all_by_role(Role::Button).count() > 3);
    }
}

/// Starts a demo game from the home screen and leaves it unfinished (it is saved).
fn start_and_leave_demo(h: &mut Harness<'static, AsobibaApp>, new: bool) {
    let demo = GameKind::from_id("demo").expect("demo");
    h.state_mut().open_game(demo);
    h.run_steps(3);
    if new {
        let lang = h.state().store.settings.language;
        h.get_by_role_and_label(Role::Button, Msg::Start.tr(lang))
            .click();
        h.run_steps(3);
    }
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert_eq!(h.state().screen, Screen::Home);
}

#[test]
fn save_faults_give_one_notice_and_lose_nothing() {
    for lang in [Lang::En, Lang::Ja] {
        // A folder where the save should be: opening the game moves it aside, says so once,
        // and the game starts afresh and is saved.
        let dir = tempfile::tempdir().expect("temp dir");
        let saves = dir.path().join("saves");
        folder_in_place_of(&saves.join("demo.ron"));
        let mut h = app(dir.path(), lang);
        start_and_leave_demo(&mut h, true);
        let backup = assert_set_aside_whole(&saves, "demo.ron");
        let damaged = fill(Msg::SaveDamaged.tr(lang), &[&backup]);
        assert_eq!(h.state().toast_texts(), [damaged.as_str()]);
        let saved = fs::read_to_string(saves.join("demo.ron")).expect("saved");

        // A full disk: leaving the game twice fails twice, one notice; the old save stays.
        write_faults::set_disk_full(true);
        start_and_leave_demo(&mut h, false);
        start_and_leave_demo(&mut h, false);
        write_faults::set_disk_full(false);
        let unwritable = fill(Msg::SaveUnwritable.tr(lang), &[DISK_FULL]);
        assert_eq!(
            h.state().toast_texts(),
            [damaged.as_str(), unwritable.as_str()]
        );
        assert_eq!(
            fs::read_to_string(saves.join("demo.ron")).expect("kept"),
            saved
        );
        drop(h);

        // The saves folder cannot be created (a file in its place): one notice, file kept.
        let dir = tempfile::tempdir().expect("temp dir");
        fs::write(dir.path().join("saves"), "mine").expect("write");
        let mut h = app(dir.path(), lang);
        start_and_leave_demo(&mut h, true);
        start_and_leave_demo(&mut h, false);
        let texts = h.state().toast_texts().join("\n");
        assert_eq!(h.state().toast_texts().len(), 1, "{texts}");
        assert!(
            texts.starts_with(&Msg::SaveUnwritable.tr(lang)[..6]),
            "{texts}"
        );
        assert_eq!(
            fs::read_to_string(dir.path().join("saves")).expect("kept"),
            "mine"
        );
    }
}

/// Plays the demo game in `h` to its end with the first legal choice of the human.
fn finish_demo(h: &mut Harness<'static, KitState<DemoPanel>>) {
    for _ in 0..500 {
        settle(h, 2_000);
        if h.state().screen.game_over_dialog_open() {
            return;
        }
        let session = h.state_mut().screen.session.as_mut().expect("a game");
        let first = session.human_legal()[0];
        session.play(first).expect("legal");
        h.step();
    }
    panic!("the demo game did not end");
}

fn new_demo(h: &mut Harness<'static, KitState<DemoPanel>>) {
    let state = h.state_mut();
    state.screen.open_new_game_dialog(&mut state.settings);
    h.step();
    let lang = h.state().settings.language;
    click(h, Msg::Start.tr(lang));
}

#[test]
fn record_faults_give_one_notice_and_lose_nothing() {
    for lang in [Lang::En, Lang::Ja] {
        let mut state = KitState::<DemoPanel>::new();
        state.settings.language = lang;
        state.settings.animation_speed = crate::settings::AnimationSpeed::Instant;
        let records = state.dir.path().join("records");
        // A folder where a record file would be (another game's, kept) and a full disk: two
        // finished games, one notice; the statistics still count what is on disk.
        folder_in_place_of(&records.join("demo").join("00000000000001.ron"));
        let mut h = harness(state);
        h.run_steps(2);
        write_faults::set_disk_full(true);
        click(&mut h, Msg::Start.tr(lang));
        finish_demo(&mut h);
        new_demo(&mut h);
        finish_demo(&mut h);
        write_faults::set_disk_full(false);
        // The autosaves of both games failed too: one notice for saves, one for records.
        let unsaved = fill(Msg::SaveUnwritable.tr(lang), &[DISK_FULL]);
        let unwritable = fill(Msg::RecordUnwritable.tr(lang), &[DISK_FULL]);
        assert_eq!(
            h.state().toasts.texts(),
            [unsaved.as_str(), unwritable.as_str()]
        );
        assert!(h.state().records.summaries("demo").is_empty());
        // The disk has room again: the next game is recorded and counted; the folder stays.
        new_demo(&mut h);
        finish_demo(&mut h);
        assert_eq!(h.state().records.summaries("demo").len(), 1);
        assert_eq!(h.state().toasts.texts().len(), 2);
        let kept = records
            .join("demo")
            .join("00000000000001.ron")
            .join("keep.txt");
        assert_eq!(fs::read_to_string(kept).expect("kept"), "mine");
    }
}

#[test]
fn record_faults_of_the_background_writer_give_one_notice_and_lose_nothing() {
    // As in the app: the writer fails after the game has gone on; the records it could not
    // write leave the statistics, one notice says so, and the next game is recorded.
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = app_writing_off_thread(dir.path());
    write_faults::set_disk_full(true);
    play_a_demo_game(&mut h);
    play_a_demo_game(&mut h);
    write_faults::set_disk_full(false);
    assert!(h.state().writer().flush(std::time::Duration::from_secs(10)));
    h.run_steps(2);
    let unwritable = fill(Msg::RecordUnwritable.tr(Lang::En), &[DISK_FULL]);
    let texts: Vec<String> = h
        .state()
        .toast_texts()
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(
        texts.iter().filter(|t| **t == unwritable).count(),
        1,
        "{texts:?}"
    );
    assert!(h.state().records.summaries("demo").is_empty());
    play_a_demo_game(&mut h);
    assert!(h.state().writer().flush(std::time::Duration::from_secs(10)));
    h.run_steps(2);
    let summaries = h.state().records.summaries("demo");
    assert_eq!(summaries.len(), 1);
    assert!(
        dir.path()
            .join("records/demo")
            .join(&summaries[0].file)
            .is_file()
    );
}

#[test]
fn log_faults_give_one_notice_and_lose_nothing() {
    for lang in [Lang::En, Lang::Ja] {
        // A folder where the log should be: moved aside whole, a fresh log opened, no notice.
        let dir = tempfile::tempdir().expect("temp dir");
        folder_in_place_of(&dir.path().join(log_file::LOG_FILE));
        let status = LogStatus::default();
        assert!(log_file::open(dir.path(), &status).is_some());
        assert_set_aside_whole(dir.path(), log_file::LOG_FILE);
        assert_eq!(status.take(), None);

        // The data folder cannot be created (a file in its place): noted, the file kept.
        let blocker = dir.path().join("data");
        fs::write(&blocker, "mine").expect("write");
        let status = LogStatus::default();
        assert!(log_file::open(&blocker, &status).is_none());
        assert_eq!(fs::read_to_string(&blocker).expect("kept"), "mine");

        // A full disk while logging: the console still gets every line, the file is dropped
        // after its first failure, which is noted once.
        let mut console = Vec::new();
        {
            let full = FullDisk;
            let mut tee = Tee::new(Some(full), &mut console, status.clone());
            for line in ["a\n", "b\n"] {
                std::io::Write::write_all(&mut tee, line.as_bytes()).expect("console");
            }
        }
        assert_eq!(console, b"a\nb\n");

        // The app shows the first trouble once, in the player's language.
        let app_dir = tempfile::tempdir().expect("temp dir");
        choose_language(app_dir.path(), lang);
        let mut h = app_with_log(app_dir.path(), status.clone());
        let texts = h.state().toast_texts().join("\n");
        let open_error = texts.clone();
        assert_eq!(h.state().toast_texts().len(), 1, "{texts}");
        let template = Msg::LogUnwritable.tr(lang);
        let head = &template[..template.find("{0}").expect("placeholder")];
        assert!(open_error.starts_with(head), "{open_error}");
        status.report(&std::io::Error::other("later"));
        h.run_steps(3);
        assert_eq!(h.state().toast_texts().len(), 1, "reported once");
    }
}

/// A writer on a full disk.
struct FullDisk;

impl std::io::Write for FullDisk {
    fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
        Err(std::io::Error::new(
            std::io::ErrorKind::StorageFull,
            DISK_FULL,
        ))
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
