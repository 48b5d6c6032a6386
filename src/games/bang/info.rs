//! BANG!'s record in the registry ([`crate::games::GAMES`]).

use super::{State, panel::BangPanel};
use crate::{
    engine::GameDef,
    games::{GameInfo, table_screen},
    i18n::Lang,
    ui::panel::GamePanel,
};

/// BANG!: names, blurb, seats, picture, rules page, texts, arena and table screen.
pub const INFO: GameInfo = GameInfo {
    id: <State as GameDef>::ID,
    name: |_| "BANG!",
    blurb: |lang| match lang {
        Lang::Ja => "保安官と無法者、正体を隠した西部の撃ち合い",
        Lang::En => "Sheriff, outlaws and a renegade in a Wild West shoot-out",
    },
    players: <State as GameDef>::player_range,
    preview: super::preview::paint,
    rules_text: <BangPanel as GamePanel>::rules_text,
    strings: super::text::all_strings,
    run_arena: super::run_arena,
    new_screen: table_screen::<BangPanel>,
    check_record: crate::ui::records::check_record::<State>,
};
