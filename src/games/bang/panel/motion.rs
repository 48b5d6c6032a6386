//! What moves on the BANG! table: cards flying between the piles, the seats and the hand,
//! "draw!" cards turned over, bullets lost; queued from the events, painted over the table,
//! with their sounds: a shot as a BANG! lands, a ricochet for a Missed!, a gulp for a Beer.

use egui::{Align2, FontId, Rect, Stroke, StrokeKind, Ui, Vec2};

use super::{BangPanel, Layout, card_look};
use crate::{
    engine::Player,
    games::bang::{
        actions::{CheckKind, Event},
        cards::{CardId, Kind, kind},
        state::State,
        text::{Text, check_name, tr},
    },
    i18n::fill,
    ui::{
        anim::{Animations, flight_rect},
        panel::TableContext,
        sound::Cue,
        widgets::{CardStyle, paint_card},
    },
};

/// Where a card flies from or to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// The draw pile.
    Deck,
    /// The discard pile.
    Discard,
    /// A seat (the human's: the hand).
    Seat(Player),
    /// The middle of the table (General Store).
    Center,
}

/// Something moving on the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Motion {
    /// A card flying (`None`: face down).
    Fly {
        /// The card, if its face shows.
        card: Option<CardId>,
        /// From.
        from: Zone,
        /// To.
        to: Zone,
    },
    /// A "draw!" card turned over.
    Check {
        /// Whose check.
        player: Player,
        /// Which check.
        kind: CheckKind,
        /// The card.
        card: CardId,
        /// Its result.
        success: bool,
    },
    /// Bullets lost.
    Hit {
        /// Who.
        player: Player,
        /// How many.
        amount: u8,
    },
}

/// The rectangle a zone occupies.
pub(super) fn zone_rect(layout: &Layout, zone: Zone, human: Player) -> Rect {
    match zone {
        Zone::Deck => layout.deck,
        Zone::Discard => layout.discard,
        Zone::Center => layout.choice,
        Zone::Seat(p) if p == human => Rect::from_center_size(layout.hand.center(), layout.card),
        Zone::Seat(p) => Rect::from_center_size(
            layout.seats.get(p).map_or(layout.deck, |r| *r).center(),
            layout.small,
        ),
    }
}

/// Paints what is moving on the table now.
pub(super) fn draw(ui: &Ui, layout: &Layout, table: &TableContext<'_, BangPanel>) {
    let (theme, lang, human) = (table.theme, table.lang, table.human);
    let painter = ui.painter();
    for (motion, t) in table.anim.active(table.now) {
        match *motion {
            Motion::Fly { card, from, to } => {
                let r = flight_rect(
                    zone_rect(layout, from, human),
                    zone_rect(layout, to, human),
                    t,
                );
                let face = card.map(|c| card_look(c, theme, lang));
                paint_card(painter, r, face.as_ref(), CardStyle::default(), theme);
            }
            Motion::Check {
                player,
                kind: check,
                card,
                success,
            } => {
                let r = layout.check;
                paint_card(
                    painter,
                    r,
                    Some(&card_look(card, theme, lang)),
                    CardStyle::default(),
                    theme,
                );
                painter.text(
                    r.center_top() - Vec2::new(0.0, 3.0),
                    Align2::CENTER_BOTTOM,
                    fill(tr(Text::DrawCheck, lang), &[check_name(check, lang)]),
                    FontId::proportional(theme.small_size),
                    theme.text_on_table,
                );
                let (outcome, good) = super::log::check_outcome(check, success);
                let color = if good { theme.success } else { theme.danger };
                let text = tr(outcome, lang);
                painter.text(
                    r.center_bottom() + Vec2::new(0.0, 3.0),
                    Align2::CENTER_TOP,
                    text,
                    FontId::proportional(theme.body_size),
                    color,
                );
                if let Some(seat) = layout.seats.get(player) {
                    painter.rect_stroke(
                        *seat,
                        theme.panel_radius,
                        Stroke::new(2.0, color),
                        StrokeKind::Outside,
                    );
                }
            }
            Motion::Hit { player, amount } => {
                let Some(seat) = layout.seats.get(player) else {
                    continue;
                };
                let alpha = 1.0 - t;
                painter.rect_filled(
                    *seat,
                    theme.panel_radius,
                    theme.danger.gamma_multiply(0.45 * alpha),
                );
                painter.text(
                    seat.center() - Vec2::new(0.0, 12.0 * t),
                    Align2::CENTER_CENTER,
                    format!("-{amount}"),
                    FontId::proportional(theme.heading_size * 1.4),
                    theme.danger,
                );
            }
        }
    }
}

/// The sound of a card played from the hand, as it lands.
fn played_cue(card: CardId) -> Cue {
    match kind(card) {
        // Calamity Janet's Missed! played as a BANG! is a shot too.
        Kind::Bang | Kind::Gatling | Kind::Missed => Cue::Gunshot,
        Kind::Beer | Kind::Saloon => Cue::Drink,
        _ => Cue::CardPlay,
    }
}

/// The sound of a card used as an answer, as it lands.
fn response_cue(card: CardId) -> Cue {
    match kind(card) {
        Kind::Missed => Cue::Ricochet,
        Kind::Beer => Cue::Drink,
        Kind::Bang => Cue::Gunshot,
        _ => Cue::CardPlay,
    }
}

/// The sound of a "draw!" card as it is turned: the Barrel saves (a ricochet), the Dynamite
/// explodes (a blast), otherwise just the card.
fn check_cue(check: CheckKind, success: bool) -> Cue {
    match (check, success) {
        (CheckKind::Barrel, true) => Cue::Ricochet,
        (CheckKind::Dynamite, true) => Cue::Gunshot,
        _ => Cue::CardPlay,
    }
}

/// Queues the animations of one applied action's events (`state` is the state after it).
pub(super) fn queue(
    events: &[Event],
    state: &State,
    human: Player,
    anim: &mut Animations<Motion>,
    now: f64,
) {
    for event in events {
        match *event {
            Event::TurnStarted { .. } => anim.pause(now, 0.15),
            Event::Drew {
                player,
                card,
                public,
            } => {
                anim.push(
                    now,
                    Motion::Fly {
                        card: (public || player == human).then_some(card),
                        from: Zone::Deck,
                        to: Zone::Seat(player),
                    },
                    0.18,
                );
                anim.sound(Cue::CardDeal, 0.0);
            }
            Event::Played {
                player,
                card,
                target,
            } => {
                let to = match State::target_player(target) {
                    Some(p) => Zone::Seat(p),
                    None if kind(card).is_blue() => Zone::Seat(player),
                    None => Zone::Discard,
                };
                anim.push(
                    now,
                    Motion::Fly {
                        card: Some(card),
                        from: Zone::Seat(player),
                        to,
                    },
                    0.45,
                );
                anim.sound(played_cue(card), 1.0);
            }
            Event::Responded { player, card } | Event::Discarded { player, card } => {
                let (seconds, cue) = if matches!(event, Event::Responded { .. }) {
                    (0.35, response_cue(card))
                } else {
                    (0.2, Cue::CardPlay)
                };
                anim.push(
                    now,
                    Motion::Fly {
                        card: Some(card),
                        from: Zone::Seat(player),
                        to: Zone::Discard,
                    },
                    seconds,
                );
                anim.sound(cue, 1.0);
            }
            Event::Check {
                player,
                kind: check,
                card,
                success,
            } => {
                anim.push(
                    now,
                    Motion::Check {
                        player,
                        kind: check,
                        card,
                        success,
                    },
                    0.9,
                );
                anim.sound(check_cue(check, success), 0.0);
            }
            Event::Took {
                player,
                from,
                card,
                from_hand,
            } => {
                let seen = !from_hand || player == human || from == Some(human);
                anim.push(
                    now,
                    Motion::Fly {
                        card: seen.then_some(card),
                        from: from.map_or(Zone::Discard, Zone::Seat),
                        to: Zone::Seat(player),
                    },
                    0.35,
                );
                anim.sound(Cue::CardDeal, 0.0);
            }
            Event::StorePicked { player, card } => {
                anim.push(
                    now,
                    Motion::Fly {
                        card: Some(card),
                        from: Zone::Center,
                        to: Zone::Seat(player),
                    },
                    0.35,
                );
                anim.sound(Cue::CardDeal, 0.0);
            }
            Event::LifeLost { player, amount, .. } => {
                anim.push(now, Motion::Hit { player, amount }, 0.5);
            }
            Event::Eliminated { .. } => anim.pause(now, 0.4),
            Event::StoreRevealed { ref cards } => {
                for (i, &c) in cards.iter().enumerate() {
                    let what = Motion::Fly {
                        card: Some(c),
                        from: Zone::Deck,
                        to: Zone::Center,
                    };
                    if i == 0 {
                        anim.push(now, what, 0.3);
                        anim.sound(Cue::CardDeal, 0.0);
                    } else {
                        anim.push_parallel(now, what, 0.3 + 0.03 * i as f32);
                    }
                }
            }
            Event::Reshuffled { .. } => anim.sound_after(now, Cue::Shuffle),
            Event::DynamitePassed { from, to } => {
                let dynamite = state
                    .seat(to)
                    .in_play
                    .iter()
                    .copied()
                    .find(|&c| kind(c) == Kind::Dynamite);
                anim.push(
                    now,
                    Motion::Fly {
                        card: dynamite,
                        from: Zone::Seat(from),
                        to: Zone::Seat(to),
                    },
                    0.4,
                );
                anim.sound(Cue::CardPlay, 1.0);
            }
            _ => {}
        }
    }
}
