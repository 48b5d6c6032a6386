//! Aegis's record in the registry ([`crate::games::GAMES`]).

use super::{State, panel::AegisPanel};
use crate::{
    engine::GameDef,
    games::{GameInfo, table_screen},
    i18n::{Lang, Translate as _},
    ui::panel::GamePanel,
};

/// Aegis: names, blurb, seats, picture, rules page, texts, arena and table screen.
pub const INFO: GameInfo = GameInfo {
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
    preview: super::preview::paint,
    rules_text: <AegisPanel as GamePanel>::rules_text,
    strings: |lang| {
        super::text::Text::ALL
            .iter()
            .map(|t| t.text(lang))
            .collect()
    },
    run_arena: super::run_arena,
    new_screen: table_screen::<AegisPanel>,
    check_record: crate::ui::records::check_record::<State>,
};
