//! Aegis's facts, for the registry ([`crate::app::registry::GAMES`]).

use super::{State, panel::AegisPanel};
use crate::{
    engine::GameDef,
    i18n::{Lang, Translate as _},
    play::GameFacts,
    ui::panel::GamePanel,
};

/// Aegis: names, blurb, seats, rules page, texts and record check.
pub const FACTS: GameFacts = GameFacts {
    id: <State as GameDef>::ID,
    name: |lang| match lang {
        Lang::Ja => "イージス",
        Lang::En => "Aegis",
    },
    blurb: |lang| match lang {
        Lang::Ja => "宣言した勝ち数を守り抜く、2人用トリックテイキング",
        Lang::En => "A two-player trick-taking game of bids, attack and defence",
    },
    players: <State as GameDef>::player_range,
    rules_text: <AegisPanel as GamePanel>::rules_text,
    strings: |lang| {
        super::text::Text::ALL
            .iter()
            .map(|t| t.text(lang))
            .chain(super::guide::GuideText::ALL.iter().map(|t| t.text(lang)))
            .collect()
    },
    check_record: crate::play::records::check_record::<State>,
};
