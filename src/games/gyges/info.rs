//! Gygès's record in the registry ([`crate::games::GAMES`]).

use super::{State, panel::GygesPanel};
use crate::{
    engine::GameDef,
    games::{GameInfo, table_screen},
    i18n::{Lang, Translate as _},
    ui::panel::GamePanel,
};

/// Gygès: names, blurb, seats, picture, rules page, texts, arena and table screen.
pub const INFO: GameInfo = GameInfo {
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
    preview: super::preview::paint,
    rules_text: <GygesPanel as GamePanel>::rules_text,
    strings: |lang| {
        super::text::Text::ALL
            .iter()
            .map(|t| t.text(lang))
            .collect()
    },
    run_arena: super::run_arena,
    new_screen: table_screen::<GygesPanel>,
    check_record: crate::ui::records::check_record::<State>,
};
