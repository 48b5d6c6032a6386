//! Seat names shared by the two-player tables.

use crate::{
    engine::Player,
    i18n::{Arg, Lang, Msg},
};

/// "You" for the human's seat, "Computer" for the other one (two-player games).
pub fn you_or_computer(seat: Player, human: Player, lang: Lang) -> &'static str {
    if seat == human {
        Msg::You.tr(lang)
    } else {
        Msg::Computer.tr(lang)
    }
}

/// The same seat as a sentence's subject: [`Arg::You`] for the human, so the sentence is in the
/// second person ("You win"), else the computer's name ("Computer wins").
pub fn you_or_computer_arg(seat: Player, human: Player, lang: Lang) -> Arg<'static> {
    if seat == human {
        Arg::You
    } else {
        Arg::Text(Msg::Computer.tr(lang))
    }
}
