//! What moves on the En Garde table: fencers sliding and lunging, cards flying, the round banner,
//! and what is heard with them: cards put down, blades meeting, the round's result.

use egui::{Align2, FontId, Rect, Ui, Vec2};

use super::{
    EnGardePanel, Layout, Zone,
    log::reason_text,
    look::{Fencer, look, paint_fencer},
};
use crate::{
    engine::Player,
    games::en_garde::{
        actions::{Event, RoundEnd},
        text::{Text, tr},
    },
    ui::{
        anim::{Animations, ease_in_out, flight_rect},
        panel::TableContext,
        sound::Cue,
        widgets::{CardStyle, paint_card},
    },
};

/// Something moving on the table.
#[derive(Clone, Debug)]
pub enum Motion {
    /// A fencer sliding between spaces.
    Slide {
        /// Which fencer.
        player: Player,
        /// From space.
        from: u8,
        /// To space.
        to: u8,
    },
    /// A card flying (`value` 0: face down).
    Fly {
        /// Value or 0.
        value: u8,
        /// From.
        from: Zone,
        /// To.
        to: Zone,
    },
    /// A fencer lunging at the other.
    Lunge {
        /// Who.
        player: Player,
    },
    /// A touch: the hit fencer flashes.
    Touch {
        /// Who was hit.
        player: Player,
    },
    /// The round's result across the piste.
    Banner {
        /// Winner.
        winner: Option<Player>,
        /// Why.
        reason: RoundEnd,
    },
}

/// Where a fencer is drawn, following slides that play or wait.
fn fencer_space(table: &TableContext<'_, EnGardePanel>, player: Player) -> f32 {
    for (m, t) in table.anim.active(table.now) {
        if let Motion::Slide {
            player: p,
            from,
            to,
        } = m
            && *p == player
        {
            return f32::from(*from) + (f32::from(*to) - f32::from(*from)) * ease_in_out(t);
        }
    }
    for m in table.anim.pending(table.now) {
        if let Motion::Slide {
            player: p, from, ..
        } = m
            && *p == player
        {
            return f32::from(*from);
        }
    }
    f32::from(table.state.positions()[player])
}

/// Both fencers, sliding, lunging or flashing as their motions say.
pub fn fencers(ui: &Ui, layout: &Layout, table: &TableContext<'_, EnGardePanel>) {
    let theme = table.theme;
    let touched = table.anim.active(table.now).find_map(|(m, _)| match m {
        Motion::Touch { player } => Some(*player),
        _ => None,
    });
    let lunging = table.anim.active(table.now).find_map(|(m, t)| match m {
        Motion::Lunge { player } => Some((*player, (t * std::f32::consts::PI).sin())),
        _ => None,
    });
    let height = (layout.piste.top() - layout.score.bottom() - 40.0).clamp(40.0, 115.0);
    for player in 0..2 {
        let feet = layout.feet(fencer_space(table, player));
        let lunge = lunging
            .filter(|(p, _)| *p == player)
            .map_or(0.0, |(_, l)| l);
        let fencer = Fencer {
            white: player == 0,
            facing_right: player == 0,
            lunge,
            flash: touched == Some(player),
        };
        paint_fencer(ui.painter(), feet, height, &fencer, theme);
    }
}

/// Queues the motions for the events of one applied action.
pub fn queue(events: &[Event], human: Player, anim: &mut Animations<Motion>, now: f64) {
    for event in events {
        match event {
            Event::RoundStarted { .. } | Event::Redealt { .. } => {
                anim.sound_after(now, Cue::Shuffle);
            }
            Event::Moved {
                player,
                card,
                from,
                to,
            } => {
                let slow = if *player == human { 0.25 } else { 0.45 };
                anim.push(
                    now,
                    Motion::Slide {
                        player: *player,
                        from: *from,
                        to: *to,
                    },
                    slow,
                );
                anim.sound(Cue::CardPlay, 0.0);
                if *player != human {
                    anim.push_parallel(
                        now,
                        Motion::Fly {
                            value: *card,
                            from: Zone::Hand(*player),
                            to: Zone::Discard,
                        },
                        slow,
                    );
                }
            }
            Event::Attacked {
                player,
                value,
                count,
                advance,
            } => {
                if let Some((step, from, to)) = advance {
                    anim.push(
                        now,
                        Motion::Slide {
                            player: *player,
                            from: *from,
                            to: *to,
                        },
                        0.35,
                    );
                    anim.sound(Cue::CardPlay, 0.0);
                    if *player != human {
                        anim.push_parallel(
                            now,
                            Motion::Fly {
                                value: *step,
                                from: Zone::Hand(*player),
                                to: Zone::Discard,
                            },
                            0.35,
                        );
                    }
                }
                for _ in 0..*count {
                    anim.push(
                        now,
                        Motion::Fly {
                            value: *value,
                            from: Zone::Hand(*player),
                            to: Zone::Table,
                        },
                        0.22,
                    );
                    anim.sound(Cue::CardPlay, 1.0);
                }
                anim.push_parallel(now, Motion::Lunge { player: *player }, 0.4);
                // The blade at full reach.
                anim.sound(Cue::Clash, 0.5);
            }
            Event::Parried { player, cards } => {
                for v in cards.to_vec() {
                    anim.push(
                        now,
                        Motion::Fly {
                            value: v,
                            from: Zone::Hand(*player),
                            to: Zone::Table,
                        },
                        0.22,
                    );
                    anim.sound(Cue::CardPlay, 1.0);
                }
                anim.sound_after(now, Cue::Clash);
                anim.pause(now, 0.3);
            }
            Event::Retreated {
                player, from, to, ..
            } => {
                anim.push(
                    now,
                    Motion::Slide {
                        player: *player,
                        from: *from,
                        to: *to,
                    },
                    0.4,
                );
                anim.sound(Cue::CardPlay, 0.0);
            }
            Event::Hit { attacker, .. } => anim.push(
                now,
                Motion::Touch {
                    player: 1 - attacker,
                },
                0.6,
            ),
            Event::Drew { player, cards, .. } => {
                let shown = |v: u8| if *player == human { v } else { 0 };
                for (i, v) in cards.iter().enumerate() {
                    let what = Motion::Fly {
                        value: shown(*v),
                        from: Zone::Pile,
                        to: Zone::Hand(*player),
                    };
                    if i == 0 {
                        anim.push(now, what, 0.22);
                        anim.sound(Cue::CardDeal, 0.0);
                    } else {
                        anim.push_parallel(now, what, 0.22 + 0.05 * i as f32);
                    }
                }
            }
            Event::RoundOver { winner, reason, .. } => {
                anim.push(
                    now,
                    Motion::Banner {
                        winner: *winner,
                        reason: *reason,
                    },
                    2.2,
                );
                match winner {
                    Some(w) if *w == human => anim.sound(Cue::RoundWon, 0.0),
                    Some(_) => anim.sound(Cue::RoundLost, 0.0),
                    None => {}
                }
            }
            _ => {}
        }
    }
}

/// Flying cards and the round banner.
pub fn draw(ui: &Ui, layout: &Layout, table: &TableContext<'_, EnGardePanel>) {
    let (theme, lang) = (table.theme, table.lang);
    for (motion, t) in table.anim.active(table.now) {
        match motion {
            Motion::Fly { value, from, to } => {
                let r = flight_rect(
                    layout.zone(*from, table.human),
                    layout.zone(*to, table.human),
                    t,
                );
                let face = (*value > 0).then(|| look(*value, theme));
                paint_card(ui.painter(), r, face.as_ref(), CardStyle::default(), theme);
            }
            Motion::Banner { winner, reason } => {
                let key = match winner {
                    Some(w) if *w == table.human => Text::BannerRoundWin,
                    Some(_) => Text::BannerRoundLoss,
                    None => Text::BannerRoundDraw,
                };
                let band = Rect::from_center_size(
                    layout.table.center() - Vec2::new(0.0, layout.small.y * 0.7),
                    Vec2::new(layout.area.width() * 0.6, 64.0),
                );
                ui.painter().rect_filled(
                    band,
                    theme.panel_radius,
                    theme.shadow.gamma_multiply(2.5),
                );
                ui.painter().text(
                    band.center(),
                    Align2::CENTER_CENTER,
                    format!("{} — {}", tr(key, lang), reason_text(*reason, lang)),
                    FontId::proportional(theme.heading_size),
                    theme.text_on_table,
                );
            }
            _ => {}
        }
    }
}
