//! En Garde's facts, for the registry ([`crate::app::registry::GAMES`]).

use super::{State, panel::EnGardePanel};
use crate::{
    engine::GameDef,
    i18n::{Lang, Translate as _},
    play::GameFacts,
    ui::panel::GamePanel,
};

/// En Garde: names, blurb, seats, rules page, texts and record check.
pub const FACTS: GameFacts = GameFacts {
    id: <State as GameDef>::ID,
    name: |lang| match lang {
        Lang::Ja => "アン・ギャルド",
        Lang::En => "En Garde",
    },
    blurb: |lang| match lang {
        Lang::Ja => "カードで間合いを読む、1対1のフェンシング",
        Lang::En => "A fencing duel of distance and timing, played with cards",
    },
    players: <State as GameDef>::player_range,
    rules_text: <EnGardePanel as GamePanel>::rules_text,
    strings: |lang| {
        super::text::Text::ALL
            .iter()
            .map(|t| t.text(lang))
            .chain(super::guide::GuideText::ALL.iter().map(|t| t.text(lang)))
            .collect()
    },
    check_record: crate::play::records::check_record::<State>,
};
