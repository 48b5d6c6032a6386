//! Knatsch's record in the registry ([`crate::games::GAMES`]).

use super::{State, panel::KnatschPanel};
use crate::{
    engine::GameDef,
    games::{GameInfo, table_screen},
    i18n::{Lang, Translate as _},
    ui::panel::GamePanel,
};

/// Knatsch: names, blurb, seats, picture, rules page, texts, arena and table screen.
pub const INFO: GameInfo = GameInfo {
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
    preview: super::preview::paint,
    rules_text: <KnatschPanel as GamePanel>::rules_text,
    strings: |lang| {
        super::text::Text::ALL
            .iter()
            .map(|t| t.text(lang))
            .collect()
    },
    run_arena: super::run_arena,
    new_screen: table_screen::<KnatschPanel>,
    check_record: crate::ui::records::check_record::<State>,
};
