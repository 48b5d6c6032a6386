//! What the cards, seats and choices are called and how they look: accessible names (the
//! labels tests click by), card faces, seat plates.

use super::super::{
    actions::{Action, DrawSource, Prompt},
    cards::{CardId, Kind, Suit, card, kind, rank_label},
    observation::Observation,
    roles::Role,
    state::State,
    text::{Text, character_name, kind_name, role_name, suit_name, tr},
};
use crate::{
    engine::Player,
    i18n::{Arg, Lang, Msg, fill, render},
    ui::{
        theme::Theme,
        widgets::{Badge, CardCenter, CardLook, SeatPlate, SuitMark},
    },
};

/// The suit mark of a suit.
pub fn suit_mark(s: Suit) -> SuitMark {
    match s {
        Suit::Spades => SuitMark::Spade,
        Suit::Hearts => SuitMark::Heart,
        Suit::Diamonds => SuitMark::Diamond,
        Suit::Clubs => SuitMark::Club,
    }
}

/// "BANG! (A of spades)": the accessible name of a card.
pub fn card_name(id: CardId, lang: Lang) -> String {
    let c = card(id);
    fill(
        tr(Text::CardName, lang),
        &[
            kind_name(c.kind, lang),
            rank_label(c.rank),
            suit_name(c.suit, lang),
        ],
    )
}

/// A short card title ("Schofield 2" for weapons).
pub(super) fn card_title(id: CardId, lang: Lang) -> String {
    let k = kind(id);
    match k.weapon_range() {
        Some(r) => format!("{} {r}", kind_name(k, lang)),
        None => kind_name(k, lang).to_owned(),
    }
}

/// The face of a card.
pub fn card_look(id: CardId, theme: &Theme, lang: Lang) -> CardLook {
    let c = card(id);
    CardLook {
        corner: rank_label(c.rank).to_owned(),
        corner_sub: String::new(),
        suit: Some(suit_mark(c.suit)),
        ink: theme.suit_ink(suit_mark(c.suit)),
        center: CardCenter::Empty,
        title: Some(kind_name(c.kind, lang).to_owned()),
        band: Some(band_color(c.kind, theme)),
        accessible: card_name(id, lang),
    }
}

/// Blue cards stay in play; brown ones are used once.
pub(super) fn band_color(k: Kind, theme: &Theme) -> egui::Color32 {
    if k.is_blue() {
        theme.seats[1]
    } else {
        theme.seats[7]
    }
}

/// A seat's name: "You" or the character.
pub fn seat_label(state: &State, seat: Player, human: Player, lang: Lang) -> String {
    if seat == human {
        tr(Text::You, lang).to_owned()
    } else if state.choosing_characters() {
        // Characters are secret until everybody has chosen.
        fill(Msg::Seat.tr(lang), &[&(seat + 1).to_string()])
    } else {
        character_name(state.seat(seat).character, lang).to_owned()
    }
}

/// "3 cards", "1 card".
pub(super) fn hand_count(n: u8, lang: Lang) -> String {
    if n == 1 {
        tr(Text::HandCountOne, lang).to_owned()
    } else {
        fill(tr(Text::HandCount, lang), &[&n.to_string()])
    }
}

pub(super) fn role_color(r: Role, theme: &Theme) -> egui::Color32 {
    match r {
        Role::Sheriff => theme.gold,
        Role::Deputy => theme.accent,
        Role::Outlaw => theme.danger,
        Role::Renegade => theme.seats[4],
    }
}

/// The plate of a seat as the human sees it (public for tests: its accessible name is how a
/// seat is clicked as a target).
pub fn plate_for(
    obs: &Observation,
    state: &State,
    seat: Player,
    human: Player,
    lang: Lang,
    theme: &Theme,
) -> SeatPlate {
    let v = &obs.seats[seat];
    let dot = lang.part_separator();
    let subtitle = if seat == human {
        // The reach first: a long character name is cut at the plate's edge, the reach must
        // stay readable (the name is also in the plate's tooltip).
        format!(
            "{}{dot}{}",
            fill(tr(Text::Reach, lang), &[&state.reach(human).to_string()]),
            v.character.map_or("?", |c| character_name(c, lang)),
        )
    } else if v.alive && state.seat(human).alive {
        format!(
            "{}{dot}{}",
            hand_count(v.hand_len, lang),
            fill(
                tr(Text::Distance, lang),
                &[&state.distance(human, seat).to_string()]
            )
        )
    } else {
        hand_count(v.hand_len, lang)
    };
    let mut badges = Vec::new();
    if let Some(r) = v.role {
        badges.push(Badge {
            text: role_name(r, lang).to_owned(),
            color: role_color(r, theme),
        });
    }
    if !v.alive {
        badges.push(Badge {
            text: tr(Text::Dead, lang).to_owned(),
            color: theme.text_muted,
        });
    }
    SeatPlate {
        name: seat_label(state, seat, human, lang),
        subtitle,
        color: theme.seat(seat),
        life: Some((v.life.max(0) as u32, v.max_life.max(0) as u32)),
        score: None,
        badges,
        active: obs.turn == seat && v.alive,
        eliminated: !v.alive,
        legal: false,
    }
}

/// The accessible name of a card in play in front of a seat.
pub fn in_play_label(state: &State, id: CardId, seat: Player, human: Player, lang: Lang) -> String {
    let owner = seat_label(state, seat, human, lang);
    let owner = if seat == human {
        Arg::You
    } else {
        Arg::Text(&owner)
    };
    render(
        tr(Text::InPlayOf, lang),
        lang,
        &[Arg::Text(&card_name(id, lang)), owner],
    )
}

/// The label of the button that answers with [`Action::TakeHit`] under `prompt`.
pub fn take_hit_label(prompt: Prompt, lang: Lang) -> &'static str {
    tr(
        match prompt {
            Prompt::Dying { .. } => Text::ButtonGiveUp,
            Prompt::Duel { .. } | Prompt::Indians { .. } => Text::ButtonLoseLife,
            _ => Text::ButtonTakeHit,
        },
        lang,
    )
}

/// The label of a shown card to choose under `prompt`.
pub fn choose_label(prompt: Prompt, id: CardId, lang: Lang) -> String {
    let t = match prompt {
        Prompt::KitCarlson { .. } => Text::PickPutBack,
        Prompt::LuckyDuke { .. } => Text::PickLucky,
        _ => Text::PickStore,
    };
    fill(tr(t, lang), &[&card_name(id, lang)])
}

/// The label of a phase-1 source button.
pub fn draw_source_label(state: &State, source: DrawSource, human: Player, lang: Lang) -> String {
    match source {
        DrawSource::Deck => tr(Text::ButtonDrawDeck, lang).to_owned(),
        DrawSource::Discard => tr(Text::ButtonDrawDiscard, lang).to_owned(),
        DrawSource::Hand { player } => fill(
            tr(Text::ButtonDrawHand, lang),
            &[&seat_label(state, player, human, lang)],
        ),
    }
}

/// The cards of the hand that an action uses directly (not counting Sid Ketchum's pairs).
pub(super) fn action_card(a: &Action) -> Option<CardId> {
    match *a {
        Action::Play { card, .. } | Action::Discard { card } | Action::Respond { card } => {
            Some(card)
        }
        _ => None,
    }
}

/// The smallest size a chip's text is set in to keep a seat's chips in their rows.
const SMALLEST_CHIP_TEXT: f32 = 9.0;

/// A chip's width beyond its text: the kind's band (5), a gap (4) and a margin (3).
pub const CHIP_PADDING: f32 = 12.0;

/// The gap between two chips in a row.
pub const CHIP_SPACING: f32 = 4.0;

/// The font of a seat's chips (cards in play, each its text, [`CHIP_PADDING`] and
/// [`CHIP_SPACING`]): the small size, or smaller so that all of `titles` fit in `rows` rows
/// `width` wide, each row filled in order as the seat lays them out.
pub fn chip_font(
    painter: &egui::Painter,
    titles: &[String],
    width: f32,
    rows: usize,
    theme: &Theme,
) -> egui::FontId {
    let widths = |size: f32| -> Vec<f32> {
        let font = egui::FontId::proportional(size);
        titles
            .iter()
            .map(|t| {
                painter
                    .layout_no_wrap(t.clone(), font.clone(), theme.ink_black)
                    .size()
                    .x
                    + CHIP_PADDING
            })
            .collect()
    };
    let mut size = theme.small_size;
    while size > SMALLEST_CHIP_TEXT && rows_needed(&widths(size), width) > rows {
        size -= 1.0;
    }
    egui::FontId::proportional(size.max(SMALLEST_CHIP_TEXT))
}

/// How many rows `width` wide chips of these widths fill, laid left to right, a chip going to
/// the next row when it does not fit (a chip wider than a row has one to itself).
pub fn rows_needed(chips: &[f32], width: f32) -> usize {
    let mut rows = usize::from(!chips.is_empty());
    let mut x = 0.0;
    for &w in chips {
        if x > 0.0 && x + w > width {
            rows += 1;
            x = 0.0;
        }
        x += w + CHIP_SPACING;
    }
    rows
}

#[cfg(test)]
mod chip_tests {
    use super::*;

    #[test]
    fn chips_fill_their_rows_in_order() {
        assert_eq!(rows_needed(&[], 100.0), 0);
        // 40 + 4 + 40 fits in 100; a third goes to the next row.
        assert_eq!(rows_needed(&[40.0, 40.0], 100.0), 1);
        assert_eq!(rows_needed(&[40.0, 40.0, 40.0], 100.0), 2);
        // A chip wider than the row has a row to itself.
        assert_eq!(rows_needed(&[120.0], 100.0), 1);
        assert_eq!(rows_needed(&[120.0, 10.0, 120.0], 100.0), 3);
    }
}

#[cfg(test)]
mod four_colour_tests {
    use super::*;
    use crate::games::bang::cards::DECK_SIZE;

    /// The ink of each suit's cards as the table draws them.
    fn inks(theme: &Theme) -> std::collections::BTreeMap<String, egui::Color32> {
        (0..DECK_SIZE)
            .map(|i| {
                let id = i as CardId;
                let look = card_look(id, theme, Lang::En);
                (format!("{:?}", card(id).suit), look.ink)
            })
            .collect()
    }

    #[test]
    fn the_four_colour_deck_prints_each_suit_in_its_own_ink_beside_its_mark() {
        let two = inks(&Theme::light());
        assert_eq!(two["Hearts"], two["Diamonds"]);
        assert_eq!(two["Spades"], two["Clubs"]);
        let theme = Theme::light().with_four_colour_deck();
        let four = inks(&theme);
        let distinct: std::collections::BTreeSet<[u8; 4]> =
            four.values().map(egui::Color32::to_array).collect();
        assert_eq!(distinct.len(), 4, "{four:?}");
        assert_eq!(four["Diamonds"], theme.ink_blue);
        assert_eq!(four["Clubs"], theme.ink_green);
        // The mark stays: colour is never the only sign of the suit.
        assert!(card_look(0, &theme, Lang::En).suit.is_some());
    }
}
