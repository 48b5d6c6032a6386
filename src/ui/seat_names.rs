//! Seat names shared by the two-player tables.

use crate::{engine::Player, i18n::Lang, i18n::Msg};

/// "You" for the human's seat, "Computer" for the other one (two-player games).
pub fn you_or_computer(seat: Player, human: Player, lang: Lang) -> &'static str {
    if seat == human {
        Msg::You.tr(lang)
    } else {
        Msg::Computer.tr(lang)
    }
}
