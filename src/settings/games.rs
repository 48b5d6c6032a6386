//! Each game's choices in the settings: what the new-game dialog remembers and the aids, kept
//! per game as the game's own RON under its id, so the settings file needs no game types.

use std::collections::BTreeMap;

use ron::value::RawValue;
use serde::{Deserialize, Serialize, de::DeserializeOwned};

use crate::engine::Strength;

/// Who makes the first move of a new game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FirstPlayer {
    /// The human.
    You,
    /// A computer opponent.
    Computer,
    /// Decided at random (or as the game's rules say).
    #[default]
    Random,
}

/// The new-game choices (remembered for next time) and the aids of one game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(
    default,
    bound(deserialize = "R: DeserializeOwned + Default, A: DeserializeOwned + Default")
)]
pub struct GameChoices<R, A> {
    /// Opponent strength.
    pub strength: Strength,
    /// Seats at the table (0: the game's smallest table).
    pub players: usize,
    /// Who starts.
    pub first: FirstPlayer,
    /// The game's rule options.
    pub rules: R,
    /// The game's switchable aids.
    pub aids: A,
}

impl<R: Default, A: Default> Default for GameChoices<R, A> {
    fn default() -> Self {
        Self {
            strength: Strength::Normal,
            players: 0,
            first: FirstPlayer::Random,
            rules: R::default(),
            aids: A::default(),
        }
    }
}

/// Per-game settings: each game's [`GameChoices`] as RON kept under the game's id, so this
/// file needs no game types. A game decodes its own entry ([`GameSettings::choices`]); an entry
/// that does not decode gives that game its defaults and leaves the others untouched.
#[derive(Clone, Debug, Default)]
pub struct GameSettings(BTreeMap<String, Box<RawValue>>);

impl GameSettings {
    /// The entry of game `id`: under the id itself, or (files written before the registry)
    /// under the id with `_` for `-`, e.g. `en_garde`.
    fn entry(&self, id: &str) -> Option<&RawValue> {
        self.0
            .get(id)
            .or_else(|| self.0.get(&legacy_key(id)))
            .map(|raw| &**raw)
    }

    /// The choices and aids of game `id` (its defaults when missing or damaged).
    pub fn choices<R, A>(&self, id: &str) -> GameChoices<R, A>
    where
        R: DeserializeOwned + Default,
        A: DeserializeOwned + Default,
    {
        self.decode(id).and_then(Result::ok).unwrap_or_default()
    }

    /// The entry of game `id` decoded: `None` when missing, `Some(Err(reason))` when damaged.
    pub fn decode<R, A>(&self, id: &str) -> Option<Result<GameChoices<R, A>, String>>
    where
        R: DeserializeOwned + Default,
        A: DeserializeOwned + Default,
    {
        self.entry(id)
            .map(|raw| raw.into_rust().map_err(|e| e.to_string()))
    }

    /// Changes the remembered choices and aids of game `id` in place.
    pub fn update<R, A>(&mut self, id: &str, change: impl FnOnce(&mut GameChoices<R, A>))
    where
        R: Serialize + DeserializeOwned + Default,
        A: Serialize + DeserializeOwned + Default,
    {
        let mut choices = self.choices(id);
        change(&mut choices);
        self.set_choices(id, &choices);
    }

    /// Remembers the choices and aids of game `id`.
    pub fn set_choices<R: Serialize, A: Serialize>(
        &mut self,
        id: &str,
        choices: &GameChoices<R, A>,
    ) {
        match RawValue::from_rust(choices) {
            Ok(raw) => {
                self.0.remove(&legacy_key(id));
                self.0.insert(id.to_owned(), raw);
            }
            Err(e) => log::error!("cannot store the settings of {id}: {e}"),
        }
    }
}

/// The key of a game's entry in files written before the registry (a struct field name).
fn legacy_key(id: &str) -> String {
    id.replace('-', "_")
}

impl PartialEq for GameSettings {
    fn eq(&self, other: &Self) -> bool {
        self.0.len() == other.0.len()
            && self
                .0
                .iter()
                .zip(&other.0)
                .all(|((k1, v1), (k2, v2))| k1 == k2 && v1.get_ron() == v2.get_ron())
    }
}

impl Serialize for GameSettings {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for GameSettings {
    /// Reads a map `{"en-garde": (…)}` or, as written before the registry, a struct
    /// `(en_garde: (…))`; each value is kept as raw RON for its game to decode.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Entries;
        impl<'de> serde::de::Visitor<'de> for Entries {
            type Value = GameSettings;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a map from game ids to their settings")
            }
            fn visit_map<M: serde::de::MapAccess<'de>>(
                self,
                mut map: M,
            ) -> Result<Self::Value, M::Error> {
                let mut entries = BTreeMap::new();
                while let Some((key, value)) = map.next_entry::<String, Box<RawValue>>()? {
                    entries.insert(key, value.trim_boxed());
                }
                Ok(GameSettings(entries))
            }
            fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
                Ok(GameSettings::default())
            }
        }
        deserializer.deserialize_any(Entries)
    }
}
