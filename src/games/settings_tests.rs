//! Settings files from outside, wrong in one way each, are set aside or made usable; and every
//! registered game's choices survive a save, and a damaged entry of its own costs only them.

use std::fs;

use crate::{
    engine::Strength,
    i18n::Lang,
    settings::{FirstPlayer, GameChoices, SETTINGS_FILE, SettingsStore, ThemeChoice},
    ui::panel::{GamePanel, RulesOf},
};

use super::{coverage::every_game, settings_v1_tests::load};

/// `P`'s choices, changed from the defaults, read back the same after a save; damaged in the
/// file, they fall back to the defaults with no notice and the file is not set aside.
pub(crate) fn choices_survive<P: GamePanel>() {
    type Choices<P> = GameChoices<RulesOf<P>, <P as GamePanel>::Aids>;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut store = SettingsStore::load_from(Some(dir.path().to_path_buf()));
    store
        .settings
        .games
        .update::<RulesOf<P>, P::Aids>(P::SAVE_ID, |c| {
            c.strength = Strength::Expert;
            c.players = *(P::FACTS.players)().end();
            c.first = FirstPlayer::Computer;
        });
    let wanted: Choices<P> = store.settings.games.choices(P::SAVE_ID);
    assert_ne!(wanted, Choices::<P>::default(), "{}", P::SAVE_ID);
    store.save_if_changed();
    let again = SettingsStore::load_from(Some(dir.path().to_path_buf()));
    let read: Choices<P> = again.settings.games.choices(P::SAVE_ID);
    assert_eq!(read, wanted, "{}", P::SAVE_ID);

    let path = dir.path().join(SETTINGS_FILE);
    let text = fs::read_to_string(&path).expect("written");
    // The game's entry is the only one: its one `Expert` is its strength.
    let damaged = text.replacen("Expert", "Mighty", 1);
    assert_ne!(damaged, text, "{}: the strength is in the file", P::SAVE_ID);
    fs::write(&path, damaged).expect("write");
    let mut store = SettingsStore::load_from(Some(dir.path().to_path_buf()));
    assert!(store.take_notices().is_empty(), "{}", P::SAVE_ID);
    let games = &store.settings.games;
    assert!(
        games
            .decode::<RulesOf<P>, P::Aids>(P::SAVE_ID)
            .is_some_and(|d| d.is_err()),
        "{}",
        P::SAVE_ID
    );
    let fallen_back: Choices<P> = games.choices(P::SAVE_ID);
    assert_eq!(fallen_back, Choices::<P>::default(), "{}", P::SAVE_ID);
    super::settings_v1_tests::assert_no_backup(dir.path());
}

#[test]
fn every_games_choices_survive_a_save_and_a_damaged_entry() {
    every_game(|c| c.settings);
}

/// What loading a settings file should give.
enum Expect {
    /// Set aside as `settings.ron.bad-<time>` with one notice; the defaults apply.
    SetAside,
    /// Loaded without a notice; the check holds.
    Kept(fn(&SettingsStore) -> bool),
}

/// Files from outside that are wrong in one way each: every one either loads with its value
/// made usable, or is set aside (kept, not deleted) with exactly one notice.
#[test]
fn every_kind_of_bad_settings_file_is_kept_aside_or_made_usable() {
    let cases: [(&str, &str, Expect); 8] = [
        ("an empty file", "", Expect::SetAside),
        ("only spaces", "  \n ", Expect::SetAside),
        (
            "a number where a language goes",
            "(language: 5)",
            Expect::SetAside,
        ),
        // A theme from a newer version follows the system; the rest of the file counts.
        (
            "an unknown theme",
            "(theme: Purple, language: Ja)",
            Expect::Kept(|s| {
                s.settings.theme == ThemeChoice::System && s.settings.language == Lang::Ja
            }),
        ),
        (
            "text where a bool goes",
            "(sound: \"loud\")",
            Expect::SetAside,
        ),
        (
            "a future version",
            "(version: 99, language: Ja, new_field: [1, 2])",
            Expect::Kept(|s| s.settings.language == Lang::Ja && s.settings.version == 99),
        ),
        (
            "a volume out of range",
            "(sound_volume: 7.5, language: Ja)",
            Expect::Kept(|s| s.settings.sound_volume == 1.0 && s.settings.language == Lang::Ja),
        ),
        (
            "a negative volume",
            "(sound_volume: -3.0)",
            Expect::Kept(|s| s.settings.sound_volume == 0.0),
        ),
    ];
    for (what, text, expect) in cases {
        let (mut store, dir) = load(text);
        let notices = store.take_notices();
        let set_aside: Vec<_> = fs::read_dir(dir.path())
            .expect("folder")
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().contains(".bad-"))
            .collect();
        match expect {
            Expect::SetAside => {
                assert_eq!(notices.len(), 1, "{what}: one notice, got {notices:?}");
                assert_eq!(set_aside.len(), 1, "{what}: the file is kept aside");
                let kept = fs::read_to_string(set_aside[0].path()).expect("backup");
                assert_eq!(kept, text, "{what}: the backup holds what was there");
                assert_eq!(
                    store.settings.theme,
                    ThemeChoice::System,
                    "{what}: defaults"
                );
            }
            Expect::Kept(check) => {
                assert!(notices.is_empty(), "{what}: no notice, got {notices:?}");
                assert!(set_aside.is_empty(), "{what}: nothing set aside");
                assert!(check(&store), "{what}: {:?}", store.settings);
            }
        }
        assert!(
            store.take_notices().is_empty(),
            "{what}: the notice is given once"
        );
    }
}
