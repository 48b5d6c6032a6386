//! Knatsch's facts, for the registry ([`crate::app::registry::GAMES`]).

use super::{State, panel::KnatschPanel};
use crate::{
    engine::GameDef,
    i18n::{Lang, Translate as _},
    play::GameFacts,
    ui::panel::GamePanel,
};

/// Knatsch: names, blurb, seats, rules page, texts and record check.
pub const FACTS: GameFacts = GameFacts {
    id: <State as GameDef>::ID,
    name: |lang| match lang {
        Lang::Ja => "ナッシュ",
        Lang::En => "Knatsch",
    },
    blurb: |lang| match lang {
        Lang::Ja => "サイコロを振って城と特権を奪い合う",
        Lang::En => "Roll dice to win castles, privileges and the King",
    },
    players: <State as GameDef>::player_range,
    rules_text: <KnatschPanel as GamePanel>::rules_text,
    strings: |lang| {
        super::text::Text::ALL
            .iter()
            .map(|t| t.text(lang))
            .chain(super::guide::GuideText::ALL.iter().map(|t| t.text(lang)))
            .collect()
    },
    check_record: crate::play::records::check_record::<State>,
};
