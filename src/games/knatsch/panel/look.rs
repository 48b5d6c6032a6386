//! How Knatsch cards look: the face with its coloured band and an accessible name.

use super::super::{
    cards::{CardId, Kind, card},
    dice::{Rank, pattern_text},
    text::{Text, tr},
};
use super::log::card_name;
use crate::{
    i18n::Lang,
    ui::{
        theme::Theme,
        widgets::{CardCenter, CardLook},
    },
};

fn band(theme: &Theme, c: CardId) -> egui::Color32 {
    match card(c).kind {
        Kind::Castle(colour) => theme.seats[usize::from(colour) % theme.seats.len()],
        Kind::Duel => theme.accent,
        Kind::Special(_) => theme.metal,
    }
}

/// A pattern drawn as dice (the kicker as the marked extra die); nothing for duel cards.
pub fn pattern_center(pattern: Option<Rank>) -> CardCenter {
    pattern.map_or(CardCenter::Empty, |r| CardCenter::Dice {
        count: r.count,
        face: r.face,
        extra: r.kicker,
    })
}

/// The face of a card; `place` makes the accessible name unique ("stack 1", a seat's name).
pub fn look(c: CardId, place: &str, guarded: bool, theme: &Theme, lang: Lang) -> CardLook {
    let cd = card(c);
    let name = card_name(c, lang);
    let pattern = cd.pattern().map(pattern_text).unwrap_or_default();
    let mut accessible = if pattern.is_empty() {
        name.clone()
    } else {
        format!("{name} {pattern}")
    };
    if !place.is_empty() {
        accessible = format!("{accessible}, {place}");
    }
    CardLook {
        corner: if cd.face > 0 {
            cd.face.to_string()
        } else {
            String::new()
        },
        corner_sub: if guarded {
            tr(Text::Guarded, lang).to_owned()
        } else {
            String::new()
        },
        suit: None,
        ink: theme.ink_black,
        center: pattern_center(cd.pattern()),
        title: Some(name),
        band: Some(band(theme, c)),
        accessible,
    }
}
