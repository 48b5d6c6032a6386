//! BANG!'s facts, for the registry ([`crate::app::registry::GAMES`]).

use super::{State, panel::BangPanel};
use crate::{
    engine::GameDef,
    i18n::{Lang, Translate as _},
    play::GameFacts,
    ui::panel::GamePanel,
};

/// BANG!: names, blurb, seats, rules page, texts and record check.
pub const FACTS: GameFacts = GameFacts {
    id: <State as GameDef>::ID,
    name: |_| "BANG!",
    blurb: |lang| match lang {
        Lang::Ja => "保安官と無法者、正体を隠した西部の撃ち合い",
        Lang::En => "Sheriff, outlaws and a renegade in a Wild West shoot-out",
    },
    players: <State as GameDef>::player_range,
    rules_text: <BangPanel as GamePanel>::rules_text,
    strings: |lang| {
        let mut all = super::text::all_strings(lang);
        all.extend(super::guide::GuideText::ALL.iter().map(|t| t.text(lang)));
        all
    },
    check_record: crate::play::records::check_record::<State>,
};
