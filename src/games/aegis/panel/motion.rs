//! What moves on the Aegis table: cards flying between stock, hands, trick and key, and how
//! it sounds: the shuffle, cards dealt and played, a trick taken, the season won or lost.

use egui::{Align2, FontId, Pos2, Rect, Ui, Vec2};

use super::{AegisPanel, Layout, Zone, look::card_look, season_lines};
use crate::games::aegis::{
    actions::Event,
    cards::{Card, CardSet},
    scoring::SeasonRecord,
    tricks::Category,
};
use crate::{
    engine::Player,
    ui::{
        anim::{Animations, flight_rect},
        panel::TableContext,
        sound::Cue,
        widgets::{CardStyle, paint_card},
    },
};

/// Something moving on the table.
#[derive(Clone, Debug)]
pub enum Motion {
    /// A card flying (`None`: face down).
    Fly {
        /// The card, if its face shows.
        card: Option<Card>,
        /// From.
        from: Zone,
        /// To.
        to: Zone,
    },
    /// A finished trick held on the table with its result.
    Trick {
        /// (seat, card, category) of both cards, lead first.
        cards: [(Player, Card, Category); 2],
        /// Who took it.
        winner: Player,
    },
    /// The scoring of a season across the table.
    Season {
        /// The record.
        record: SeasonRecord,
    },
}

impl AegisPanel {
    /// Cards flying towards the human's hand (hidden there until they land) and the number
    /// flying to the computer's hand.
    pub(super) fn arriving(table: &TableContext<'_, Self>) -> (CardSet, usize, [bool; 2]) {
        let mut own = CardSet::EMPTY;
        let mut theirs = 0;
        let mut on_table = [false; 2];
        let steps = table
            .anim
            .active(table.now)
            .map(|(m, _)| m)
            .chain(table.anim.pending(table.now));
        for m in steps {
            match m {
                Motion::Fly {
                    card,
                    to: Zone::Hand(p),
                    ..
                } => {
                    if *p == table.human {
                        if let Some(c) = card {
                            own.insert(*c);
                        }
                    } else {
                        theirs += 1;
                    }
                }
                Motion::Fly {
                    to: Zone::Table(p), ..
                } => on_table[*p] = true,
                _ => {}
            }
        }
        (own, theirs, on_table)
    }

    /// Queues the motions for the events of one applied action.
    pub(super) fn queue(
        &mut self,
        events: &[Event],
        human: Player,
        anim: &mut Animations<Motion>,
        now: f64,
    ) {
        for event in events {
            match *event {
                Event::SeasonStarted { .. } => anim.sound_after(now, Cue::Shuffle),
                Event::KeyTurned { card, .. } => {
                    self.plays.clear();
                    anim.push(
                        now,
                        Motion::Fly {
                            card: Some(card),
                            from: Zone::Stock,
                            to: Zone::Key,
                        },
                        0.4,
                    );
                    anim.sound(Cue::CardPlay, 1.0);
                }
                Event::CardDealt { player, card } | Event::CardDrawn { player, card } => {
                    anim.push(
                        now,
                        Motion::Fly {
                            card: (player == human).then_some(card),
                            from: Zone::Stock,
                            to: Zone::Hand(player),
                        },
                        0.14,
                    );
                    anim.sound(Cue::CardDeal, 0.0);
                }
                Event::CardsDiscarded { player, cards, .. } => {
                    for (i, c) in cards.iter().enumerate() {
                        let what = Motion::Fly {
                            card: (player == human).then_some(c),
                            from: Zone::Hand(player),
                            to: Zone::Discard(player),
                        };
                        if i == 0 {
                            anim.push(now, what, 0.3);
                            anim.sound(Cue::CardPlay, 1.0);
                        } else {
                            anim.push_parallel(now, what, 0.3 + 0.04 * i as f32);
                        }
                    }
                }
                Event::CardPlayed {
                    player,
                    card,
                    category,
                    ..
                } => {
                    if self.plays.len() >= 2 {
                        self.plays.clear();
                    }
                    self.plays.push((player, card, category));
                    anim.push(
                        now,
                        Motion::Fly {
                            card: Some(card),
                            from: Zone::Hand(player),
                            to: Zone::Table(player),
                        },
                        0.3,
                    );
                    anim.sound(Cue::CardPlay, 1.0);
                }
                Event::TrickTaken { winner, .. } => {
                    if let [a, b] = self.plays[..] {
                        anim.push(
                            now,
                            Motion::Trick {
                                cards: [a, b],
                                winner,
                            },
                            1.3,
                        );
                        // Swept in once the player has seen the trick (not on top of the
                        // card that just landed).
                        anim.sound(Cue::TrickTaken, 0.6);
                    } else {
                        anim.sound_after(now, Cue::TrickTaken);
                    }
                    self.plays.clear();
                }
                Event::SeasonScored { record } => {
                    anim.push(now, Motion::Season { record }, 2.6);
                    anim.sound(
                        if record.winner == human {
                            Cue::RoundWon
                        } else {
                            Cue::RoundLost
                        },
                        0.0,
                    );
                }
                Event::MasterDecided { .. } | Event::RolesDecided { .. } => anim.pause(now, 0.3),
                _ => {}
            }
        }
    }

    /// Draws the cards in flight and the season's scoring banner.
    pub(super) fn draw_flights(&self, ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>) {
        let (theme, lang, human) = (table.theme, table.lang, table.human);
        for (motion, t) in table.anim.active(table.now) {
            match motion {
                Motion::Fly { card, from, to } => {
                    let r = flight_rect(layout.zone(*from, human), layout.zone(*to, human), t);
                    let face = card.map(|c| card_look(c, theme, lang));
                    paint_card(ui.painter(), r, face.as_ref(), CardStyle::default(), theme);
                }
                Motion::Season { record } => {
                    let lines = season_lines(record, human, lang);
                    let band = Rect::from_center_size(
                        layout.trick,
                        Vec2::new(layout.area.width() * 0.55, 40.0 + 26.0 * lines.len() as f32),
                    );
                    ui.painter().rect_filled(
                        band,
                        theme.panel_radius,
                        theme.shadow.gamma_multiply(2.6),
                    );
                    for (i, line) in lines.iter().enumerate() {
                        ui.painter().text(
                            Pos2::new(band.center().x, band.top() + 22.0 + 26.0 * i as f32),
                            Align2::CENTER_TOP,
                            line,
                            FontId::proportional(if i == 0 {
                                theme.heading_size
                            } else {
                                theme.body_size
                            }),
                            theme.text_on_table,
                        );
                    }
                }
                Motion::Trick { .. } => {}
            }
        }
    }
}
