//! Gygès's facts, for the registry ([`crate::app::registry::GAMES`]).

use super::{State, panel::GygesPanel};
use crate::{
    engine::GameDef,
    i18n::{Lang, Translate as _},
    play::GameFacts,
    ui::panel::GamePanel,
};

/// Gygès: names, blurb, seats, rules page, texts and record check.
pub const FACTS: GameFacts = GameFacts {
    id: <State as GameDef>::ID,
    name: |lang| match lang {
        Lang::Ja => "ギュゲス",
        Lang::En => "Gygès",
    },
    blurb: |lang| match lang {
        Lang::Ja => "誰のものでもない駒を跳ね返らせてゴールを目指す",
        Lang::En => "Bounce neutral pieces across the board to reach the goal",
    },
    players: <State as GameDef>::player_range,
    rules_text: <GygesPanel as GamePanel>::rules_text,
    strings: |lang| {
        super::text::Text::ALL
            .iter()
            .map(|t| t.text(lang))
            .chain(super::guide::GuideText::ALL.iter().map(|t| t.text(lang)))
            .collect()
    },
    check_record: crate::play::records::check_record::<State>,
};
