//! The settings file written before the registry (each game a struct field under `games`), a
//! fixture holding the five games of that version: it still loads with every value kept, and a
//! damaged entry costs only its own game's choices.

use std::{fs, path::Path};

use serde::{Serialize, de::DeserializeOwned};

use crate::{
    engine::Strength,
    games::{aegis, bang, en_garde, gyges, knatsch},
    i18n::Lang,
    settings::{
        AnimationSpeed, FirstPlayer, GameChoices, GameSettings, SETTINGS_FILE, SettingsStore,
        ThemeChoice,
    },
};

/// `Settings` of the version before the registry, serialised by it, with non-default values
/// in every game.
const V1: &str = include_str!("../testdata/settings-v1.ron");

pub(super) fn load(text: &str) -> (SettingsStore, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temp dir");
    fs::write(dir.path().join(SETTINGS_FILE), text).expect("write");
    (
        SettingsStore::load_from(Some(dir.path().to_path_buf())),
        dir,
    )
}

/// The text of `key`'s entry in the V1 file: from `key: (` to the `),` at the same indent.
fn v1_entry(key: &str) -> &'static str {
    let start = V1
        .find(&format!("        {key}: ("))
        .map(|i| i + key.len() + 10)
        .expect("entry in the test file");
    let len = V1[start..].find("\n        ),").expect("entry end");
    &V1[start..start + len + 10]
}

/// Rule options added after the V1 file was written, as they print at their defaults.
const ADDED_SINCE_V1: &[&str] = &[",two_player_beer:Unplayable"];

/// RON with the layout taken out, for comparing values written by different printers.
fn squeeze(ron: &str) -> String {
    let text: String = ron.chars().filter(|c| !c.is_whitespace()).collect();
    text.replace(",)", ")")
}

/// Game `id` decodes from the V1 entry `key`, and writing the decoded choices back gives
/// exactly the values of the file: nothing was dropped or defaulted.
fn keeps_every_value<R, A>(games: &GameSettings, id: &str, key: &str) -> GameChoices<R, A>
where
    R: Serialize + DeserializeOwned + Default,
    A: Serialize + DeserializeOwned + Default,
{
    let choices: GameChoices<R, A> = games
        .decode(id)
        .expect("entry found")
        .expect("entry decodes");
    let mut written = squeeze(&ron::to_string(&choices).expect("serialises"));
    // Options added after V1 come back at their defaults; the rest must match the file.
    for added in ADDED_SINCE_V1 {
        written = written.replace(added, "");
    }
    assert_eq!(written, squeeze(v1_entry(key)), "{id}");
    choices
}

fn check_v1_games(games: &GameSettings) {
    let c =
        keeps_every_value::<en_garde::Rules, en_garde::panel::Aids>(games, "en-garde", "en_garde");
    assert_eq!(
        (c.strength, c.first),
        (Strength::Expert, FirstPlayer::Computer)
    );
    assert!(c.rules.riposte_hits && c.aids.sure_hit && !c.aids.unseen);
    let c = keeps_every_value::<aegis::Rules, aegis::panel::Aids>(games, "aegis", "aegis");
    assert_eq!((c.strength, c.first), (Strength::Hard, FirstPlayer::You));
    assert!(c.rules.slave_max_three_exchanges && c.aids.estimate);
    let c = keeps_every_value::<bang::Rules, bang::panel::Aids>(games, "bang", "bang");
    assert_eq!((c.strength, c.players), (Strength::Easy, 6));
    let c = keeps_every_value::<gyges::Rules, gyges::panel::Aids>(games, "gyges", "gyges");
    assert_eq!(c.strength, Strength::Expert);
    assert!(c.rules.no_replace && !c.aids.preview && c.aids.danger);
    let c = keeps_every_value::<knatsch::Rules, knatsch::panel::Aids>(games, "knatsch", "knatsch");
    assert_eq!((c.strength, c.players), (Strength::Hard, 5));
    assert!(c.rules.king_at_end && c.aids.odds);
}

#[test]
fn a_settings_file_from_before_the_registry_keeps_every_value() {
    let (mut store, dir) = load(V1);
    assert!(store.take_notices().is_empty());
    let s = &store.settings;
    assert_eq!(s.language, Lang::Ja);
    assert_eq!(s.theme, ThemeChoice::Dark);
    assert_eq!(s.animation_speed, AnimationSpeed::Fast);
    assert!(!s.sound && s.show_log);
    check_v1_games(&s.games);
    assert_no_backup(dir.path());
}

#[test]
fn an_old_file_is_rewritten_under_the_game_ids_and_reads_back_the_same() {
    let (mut store, dir) = load(V1);
    // A change to one game rewrites the file; every other game keeps its values.
    store
        .settings
        .games
        .update::<knatsch::Rules, knatsch::panel::Aids>("knatsch", |c| c.players = 4);
    store.save_if_changed();
    let text = fs::read_to_string(dir.path().join(SETTINGS_FILE)).expect("written");
    // The changed game is now kept under its id; the others under their old keys until
    // their own choices change.
    assert!(text.contains("\"knatsch\": ("), "{text}");
    assert!(text.contains("\"en_garde\": ("), "{text}");
    let again = SettingsStore::load_from(Some(dir.path().to_path_buf()));
    assert_eq!(again.settings.language, Lang::Ja);
    let c: GameChoices<knatsch::Rules, knatsch::panel::Aids> =
        again.settings.games.choices("knatsch");
    assert_eq!((c.players, c.strength), (4, Strength::Hard));
    assert!(c.rules.king_at_end && c.aids.odds);
    let c: GameChoices<en_garde::Rules, en_garde::panel::Aids> =
        again.settings.games.choices("en-garde");
    assert_eq!(c.strength, Strength::Expert);
    assert!(c.rules.riposte_hits && c.aids.sure_hit);
}

#[test]
fn a_damaged_game_entry_costs_only_that_games_choices() {
    let damaged = V1.replacen("strength: Hard,", "strength: Mighty,", 1);
    assert_ne!(damaged, V1);
    let (mut store, dir) = load(&damaged);
    assert!(store.take_notices().is_empty());
    assert_eq!(store.settings.language, Lang::Ja);
    let games = &store.settings.games;
    // Aegis (the first `Hard`) falls back to its defaults…
    assert!(
        games
            .decode::<aegis::Rules, aegis::panel::Aids>("aegis")
            .expect("present")
            .is_err()
    );
    let c: GameChoices<aegis::Rules, aegis::panel::Aids> = games.choices("aegis");
    assert_eq!(c, GameChoices::default());
    // …and every other game keeps its values.
    let c = keeps_every_value::<bang::Rules, bang::panel::Aids>(games, "bang", "bang");
    assert_eq!(c.players, 6);
    let c = keeps_every_value::<knatsch::Rules, knatsch::panel::Aids>(games, "knatsch", "knatsch");
    assert_eq!(c.players, 5);
    keeps_every_value::<en_garde::Rules, en_garde::panel::Aids>(games, "en-garde", "en_garde");
    keeps_every_value::<gyges::Rules, gyges::panel::Aids>(games, "gyges", "gyges");
    assert_no_backup(dir.path());
}

pub(super) fn assert_no_backup(dir: &Path) {
    let backups = fs::read_dir(dir)
        .expect("dir")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains(".bad-"))
        .count();
    assert_eq!(backups, 0);
}
