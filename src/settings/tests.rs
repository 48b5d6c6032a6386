//! The settings file: round trips, damaged and future files, failing writes.

use super::*;

fn store_in(dir: &Path) -> SettingsStore {
    SettingsStore::load_from(Some(dir.to_path_buf()))
}

fn backups(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.to_string_lossy().contains(".bad-"))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

#[test]
fn settings_round_trip_through_the_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut store = store_in(dir.path());
    store.settings.language = Lang::Ja;
    store.settings.theme = ThemeChoice::Dark;
    store.settings.animation_speed = AnimationSpeed::Fast;
    store.settings.sound = false;
    store.save_if_changed();
    let text = fs::read_to_string(dir.path().join(SETTINGS_FILE)).expect("written");
    assert!(text.contains("language: Ja"), "{text}");
    assert!(text.contains("theme: Dark"), "{text}");
    let again = store_in(dir.path());
    assert_eq!(again.settings, store.settings);
    assert!(store.take_notices().is_empty());
}

#[test]
fn the_volume_is_saved_and_a_bad_one_is_made_usable_on_load() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut store = store_in(dir.path());
    store.settings.sound_volume = 0.35;
    store.save_if_changed();
    let text = fs::read_to_string(dir.path().join(SETTINGS_FILE)).expect("written");
    assert!(text.contains("sound_volume: 0.35"), "{text}");
    assert_eq!(store_in(dir.path()).settings.sound_volume, 0.35);
    for (written, loaded) in [
        ("4.5", 1.0),
        ("-2", 0.0),
        ("NaN", DEFAULT_VOLUME),
        ("inf", DEFAULT_VOLUME),
    ] {
        fs::write(
            dir.path().join(SETTINGS_FILE),
            format!("(language: Ja, sound_volume: {written})"),
        )
        .expect("write");
        let mut store = store_in(dir.path());
        assert_eq!(store.settings.sound_volume, loaded, "{written}");
        assert_eq!(
            store.settings.language,
            Lang::Ja,
            "the other fields are kept"
        );
        assert!(store.take_notices().is_empty());
    }
    // A file written before the volume existed gets the default.
    fs::write(dir.path().join(SETTINGS_FILE), "(sound: false)").expect("write");
    let store = store_in(dir.path());
    assert_eq!(store.settings.sound_volume, DEFAULT_VOLUME);
    assert!(!store.settings.sound);
}

#[test]
fn the_guided_games_done_are_kept_and_an_older_file_loads_without_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    fs::write(
        dir.path().join(SETTINGS_FILE),
        "(language: Ja, sound: false)",
    )
    .expect("write");
    let mut store = store_in(dir.path());
    assert!(store.settings.guides_done.is_empty());
    assert_eq!(store.settings.language, Lang::Ja);
    assert!(store.take_notices().is_empty());
    store.settings.guides_done.insert("gyges".to_owned());
    store.save_if_changed();
    let again = store_in(dir.path());
    assert!(again.settings.guides_done.contains("gyges"));
    assert_eq!(again.settings.language, Lang::Ja);
}

#[test]
fn a_missing_file_gives_defaults_and_no_notice() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut store = store_in(&dir.path().join("not-yet"));
    assert_eq!(store.settings.animation_speed, AnimationSpeed::Normal);
    assert!(store.settings.sound);
    assert!(store.take_notices().is_empty());
    // Nothing is written until something changes.
    store.save_if_changed();
    assert!(!dir.path().join("not-yet").exists());
}

#[test]
fn a_garbage_file_is_backed_up_and_defaults_are_used() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(SETTINGS_FILE);
    fs::write(&path, "this is { not RON ]]").expect("write");
    let mut store = store_in(dir.path());
    assert_eq!(store.settings.theme, ThemeChoice::System);
    let found = backups(dir.path());
    assert_eq!(found.len(), 1);
    assert_eq!(
        fs::read_to_string(&found[0]).expect("backup"),
        "this is { not RON ]]"
    );
    assert!(!path.exists());
    assert_eq!(
        store.take_notices(),
        vec![Notice::Damaged {
            backup: found[0].clone()
        }]
    );
    assert!(store.take_notices().is_empty(), "the notice is given once");
    // The app keeps working: a change is saved to a fresh file.
    store.settings.sound = false;
    store.save_if_changed();
    assert!(!store_in(dir.path()).settings.sound);
}

#[test]
fn a_truncated_file_is_backed_up() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut store = store_in(dir.path());
    store.settings.language = Lang::Ja;
    store.save_if_changed();
    let path = dir.path().join(SETTINGS_FILE);
    let text = fs::read_to_string(&path).expect("written");
    fs::write(&path, &text[..text.len() / 2]).expect("truncate");
    let mut reloaded = store_in(dir.path());
    assert_eq!(reloaded.settings.theme, ThemeChoice::System);
    assert_eq!(backups(dir.path()).len(), 1);
    assert!(matches!(
        reloaded.take_notices().as_slice(),
        [Notice::Damaged { .. }]
    ));
}

#[test]
fn a_file_from_a_future_version_keeps_known_fields() {
    let dir = tempfile::tempdir().expect("temp dir");
    fs::write(
        dir.path().join(SETTINGS_FILE),
        "(version: 9, language: Ja, theme: Light, hologram_mode: true, \
         games: (chess: (strength: Expert)))",
    )
    .expect("write");
    let mut store = store_in(dir.path());
    assert_eq!(store.settings.version, 9);
    assert_eq!(store.settings.language, Lang::Ja);
    assert_eq!(store.settings.theme, ThemeChoice::Light);
    assert_eq!(store.settings.animation_speed, AnimationSpeed::Normal);
    assert!(store.take_notices().is_empty());
    assert!(backups(dir.path()).is_empty());
}

#[test]
fn the_look_settings_load_from_old_and_new_files() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(SETTINGS_FILE);
    // Written before high contrast, the four-colour deck and reduce motion existed.
    fs::write(&path, "(version: 1, theme: Dark, animation_speed: Fast)").expect("write");
    let store = store_in(dir.path());
    assert_eq!(store.settings.theme, ThemeChoice::Dark);
    assert!(!store.settings.four_colour_deck);
    assert!(!store.settings.reduce_motion);
    assert_eq!(store.settings.animation_speed, AnimationSpeed::Fast);
    // Saved and read back.
    let mut store = store_in(dir.path());
    store.settings.theme = ThemeChoice::HighContrast;
    store.settings.four_colour_deck = true;
    store.settings.reduce_motion = true;
    store.save_if_changed();
    let back = store_in(dir.path());
    assert_eq!(back.settings.theme, ThemeChoice::HighContrast);
    assert!(back.settings.four_colour_deck && back.settings.reduce_motion);
    // A theme from a newer version follows the system; the rest of the file counts.
    fs::write(&path, "(theme: Sepia, language: Ja, reduce_motion: true)").expect("write");
    let mut newer = store_in(dir.path());
    assert_eq!(newer.settings.theme, ThemeChoice::System);
    assert_eq!(newer.settings.language, Lang::Ja);
    assert!(newer.settings.reduce_motion);
    assert!(newer.take_notices().is_empty());
    assert!(backups(dir.path()).is_empty());
}

#[cfg(unix)]
#[test]
fn a_read_only_folder_is_reported_once_and_the_app_keeps_its_settings() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::tempdir().expect("temp dir");
    let locked = dir.path().join("locked");
    fs::create_dir(&locked).expect("mkdir");
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o500)).expect("chmod");
    if fs::write(locked.join("probe"), "x").is_ok() {
        // Root ignores permissions (CI runs as root): a file in the folder's place refuses
        // every write as a read-only folder does, so the same checks run.
        eprintln!(
            "running as root: the read-only folder is replaced by a file, which root \
             cannot write into either"
        );
        fs::set_permissions(&locked, fs::Permissions::from_mode(0o700)).expect("chmod");
        fs::remove_dir_all(&locked).expect("rm");
        fs::write(&locked, "a file, not a folder").expect("write");
    }
    let mut store = store_in(&locked);
    store.settings.language = Lang::Ja;
    store.save_if_changed();
    store.settings.sound = false;
    store.save_if_changed();
    let notices = store.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(matches!(notices[0], Notice::Unwritable { .. }));
    assert_eq!(store.settings.language, Lang::Ja);
    assert!(!store.settings.sound);
    assert!(!locked.join(SETTINGS_FILE).exists(), "nothing was written");
    if locked.is_dir() {
        fs::set_permissions(&locked, fs::Permissions::from_mode(0o700)).expect("chmod back");
    }
}

#[test]
fn an_unwritable_path_is_reported_once() {
    // A regular file where the folder should be: writing fails even for root.
    let dir = tempfile::tempdir().expect("temp dir");
    let blocker = dir.path().join("blocker");
    fs::write(&blocker, "a file, not a folder").expect("write");
    let mut store = store_in(&blocker);
    store.settings.language = Lang::Ja;
    store.save_if_changed();
    store.settings.sound = false;
    store.save_if_changed();
    let notices = store.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(matches!(notices[0], Notice::Unwritable { .. }));
    assert_eq!(store.settings.language, Lang::Ja);
}
