//! A seat plate: a player's name, life or score, badges, and whose turn it is.

use egui::{
    Align2, Color32, FontFamily, FontId, Pos2, Rect, Response, Stroke, StrokeKind, Ui, Vec2,
};

use super::clickable;
use crate::ui::theme::Theme;

/// A small coloured label on a seat plate (a role, a status like "jailed").
#[derive(Clone, Debug, PartialEq)]
pub struct Badge {
    /// The text.
    pub text: String,
    /// Background colour.
    pub color: Color32,
}

/// What a seat plate shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatPlate {
    /// Player name.
    pub name: String,
    /// Second line (character, "3 cards"…).
    pub subtitle: String,
    /// Seat colour.
    pub color: Color32,
    /// Life as `(current, max)`, drawn as bullets.
    pub life: Option<(u32, u32)>,
    /// Score text on the right.
    pub score: Option<String>,
    /// Badges.
    pub badges: Vec<Badge>,
    /// It is this seat's turn.
    pub active: bool,
    /// This seat is out of the game.
    pub eliminated: bool,
    /// Clickable as a target (glow).
    pub legal: bool,
}

impl SeatPlate {
    /// The accessible name: name, subtitle, life, score and badges.
    pub fn accessible_name(&self) -> String {
        let mut parts = vec![self.name.clone()];
        if !self.subtitle.is_empty() {
            parts.push(self.subtitle.clone());
        }
        if let Some((life, max)) = self.life {
            parts.push(format!("life {life}/{max}"));
        }
        if let Some(score) = &self.score {
            parts.push(score.clone());
        }
        parts.extend(self.badges.iter().map(|b| b.text.clone()));
        parts.join(", ")
    }
}

/// Draws a seat plate in `rect`; clickable when `plate.legal`.
pub fn seat_plate(
    ui: &mut Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    plate: &SeatPlate,
    theme: &Theme,
) -> Response {
    let response = clickable(ui, rect, id_salt, &plate.accessible_name(), plate.legal);
    let painter = ui.painter();
    let fill = if plate.eliminated {
        theme.table_edge
    } else if theme.dark {
        Color32::from_rgb(0x2A, 0x2B, 0x30)
    } else {
        Color32::from_rgb(0xFB, 0xF8, 0xF1)
    };
    super::paint_drop_shadow(
        painter,
        rect,
        theme.panel_radius,
        Vec2::new(1.0, 2.0),
        theme.shadow,
    );
    painter.rect_filled(rect, theme.panel_radius, fill);
    let stripe = Rect::from_min_size(rect.min, Vec2::new(6.0, rect.height()));
    painter.rect_filled(
        stripe,
        egui::CornerRadius {
            nw: theme.panel_radius.nw,
            sw: theme.panel_radius.sw,
            ne: 0,
            se: 0,
        },
        plate.color,
    );
    let border = if plate.legal {
        Stroke::new(theme.highlight_width, theme.legal)
    } else if plate.active {
        Stroke::new(2.0, theme.accent)
    } else {
        Stroke::new(1.0, theme.card_border)
    };
    painter.rect_stroke(rect, theme.panel_radius, border, StrokeKind::Inside);
    let text_color = if plate.eliminated {
        theme.text_muted
    } else {
        theme.text
    };
    let left = rect.left() + 12.0;
    let name_font = FontId::new(
        (rect.height() * 0.26).clamp(11.0, 18.0),
        FontFamily::Proportional,
    );
    let small = FontId::new(
        (rect.height() * 0.2).clamp(10.0, 14.0),
        FontFamily::Proportional,
    );
    let name_rect = painter.text(
        Pos2::new(left, rect.top() + 5.0),
        Align2::LEFT_TOP,
        &plate.name,
        name_font,
        text_color,
    );
    if let Some(score) = &plate.score {
        painter.text(
            Pos2::new(rect.right() - 8.0, rect.top() + 5.0),
            Align2::RIGHT_TOP,
            score,
            small.clone(),
            text_color,
        );
    }
    let mut y = name_rect.bottom() + 2.0;
    if !plate.subtitle.is_empty() {
        let r = painter.text(
            Pos2::new(left, y),
            Align2::LEFT_TOP,
            &plate.subtitle,
            small.clone(),
            theme.text_muted,
        );
        y = r.bottom() + 3.0;
    }
    let mut x = left;
    if let Some((life, max)) = plate.life {
        let r = (rect.height() * 0.07).clamp(3.0, 6.0);
        for i in 0..max {
            let c = Pos2::new(x + r, y + r);
            if i < life {
                painter.circle_filled(c, r, theme.danger);
            } else {
                painter.circle_stroke(c, r, Stroke::new(1.0, theme.text_muted));
            }
            x += r * 2.6;
        }
        x += 6.0;
    }
    for badge in &plate.badges {
        let galley = painter.layout_no_wrap(badge.text.clone(), small.clone(), Color32::WHITE);
        let size = galley.size() + Vec2::new(8.0, 2.0);
        let badge_rect = Rect::from_min_size(Pos2::new(x, y - 1.0), size);
        if badge_rect.right() > rect.right() - 4.0 {
            break;
        }
        painter.rect_filled(badge_rect, 4.0, badge.color);
        painter.galley(badge_rect.min + Vec2::new(4.0, 1.0), galley, Color32::WHITE);
        x = badge_rect.right() + 4.0;
    }
    response
}
