//! En Garde's record in the registry ([`crate::games::GAMES`]).

use super::{State, panel::EnGardePanel};
use crate::{
    engine::GameDef,
    games::{GameInfo, table_screen},
    i18n::{Lang, Translate as _},
    ui::panel::GamePanel,
};

/// En Garde: names, blurb, seats, picture, rules page, texts, arena and table screen.
pub const INFO: GameInfo = GameInfo {
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
    preview: super::preview::paint,
    rules_text: <EnGardePanel as GamePanel>::rules_text,
    strings: |lang| {
        super::text::Text::ALL
            .iter()
            .map(|t| t.text(lang))
            .collect()
    },
    run_arena: super::run_arena,
    new_screen: table_screen::<EnGardePanel>,
    check_record: crate::ui::records::check_record::<State>,
};
