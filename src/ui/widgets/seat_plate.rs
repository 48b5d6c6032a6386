//! A seat plate: a player's name, life or score, badges, and whose turn it is.

use egui::{
    Color32, FontFamily, FontId, Pos2, Rect, Response, Stroke, StrokeKind, Ui, Vec2,
    accesskit::Role,
};

use super::{clickable, named};
use crate::{
    i18n::{Lang, Msg, fill},
    ui::theme::Theme,
};

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
    /// The accessible name in `lang`: name, subtitle, life, score and badges.
    pub fn accessible_name(&self, lang: Lang) -> String {
        let mut parts = vec![self.name.clone()];
        if !self.subtitle.is_empty() {
            parts.push(self.subtitle.clone());
        }
        if let Some((life, max)) = self.life {
            parts.push(fill(
                Msg::Lives.tr(lang),
                &[&life.to_string(), &max.to_string()],
            ));
        }
        if let Some(score) = &self.score {
            parts.push(score.clone());
        }
        parts.extend(self.badges.iter().map(|b| b.text.clone()));
        parts.join(lang.list_separator())
    }
}

/// Draws a seat plate in `rect`, named in `lang`: a button when `plate.legal` (a target), else
/// a group a screen reader reads but Tab passes by.
pub fn seat_plate(
    ui: &mut Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    plate: &SeatPlate,
    theme: &Theme,
    lang: Lang,
) -> Response {
    let name = plate.accessible_name(lang);
    let response = if plate.legal {
        clickable(ui, rect, id_salt, &name, true)
    } else {
        named(ui, rect, id_salt, Role::Group, &name)
    };
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
    // An eliminated seat's plate is the dark table edge: its text is the table's ink.
    let (text_color, muted) = if plate.eliminated {
        (theme.text_on_table, theme.text_on_table)
    } else {
        (theme.text, theme.text_muted)
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
    // Long text (Japanese character names on a narrow plate at 1024×640) is set smaller to fit;
    // only below the smallest readable size is it cut with "…" rather than run off the plate.
    // The score keeps its room on the right.
    let score_left = match &plate.score {
        Some(score) => {
            let galley = one_line(
                painter,
                score,
                small.clone(),
                text_color,
                rect.width() - 20.0,
            );
            let pos = Pos2::new(rect.right() - 8.0 - galley.size().x, rect.top() + 5.0);
            painter.galley(pos, galley, text_color);
            pos.x - 6.0
        }
        None => rect.right() - 6.0,
    };
    // Badges a little smaller than the subtitle, sharing the bottom row with the life bullets.
    let badge_font = FontId::new(small.size * 0.85, FontFamily::Proportional);
    let bullet = (rect.height() * 0.07).clamp(3.0, 6.0);
    let bottom_row = plate.badges.first().map_or(bullet * 2.0, |badge| {
        let galley = painter.layout_no_wrap(badge.text.clone(), badge_font.clone(), Color32::WHITE);
        (galley.size().y + 2.0).max(bullet * 2.0)
    });
    let subtitle = (!plate.subtitle.is_empty()).then(|| {
        fitted_line(
            painter,
            &plate.subtitle,
            small.clone(),
            muted,
            rect.right() - 6.0 - left,
        )
    });
    let subtitle_h = subtitle.as_ref().map_or(0.0, |g| g.size().y + 1.0);
    // A name too long for the plate, or too tall for a low plate to keep the badges off the
    // subtitle (Japanese lines are tall), is set in the small size; a long one is then cut.
    let name_width = score_left - left;
    let mut name = one_line(painter, &plate.name, name_font, text_color, name_width);
    if name.elided || !rows_fit(rect.height(), name.size().y, subtitle_h, bottom_row) {
        name = fitted_line(painter, &plate.name, small.clone(), text_color, name_width);
    }
    let name_rect = Rect::from_min_size(Pos2::new(left, rect.top() + 5.0), name.size());
    painter.galley(name_rect.min, name, text_color);
    let mut y = name_rect.bottom() + 2.0;
    if let Some(subtitle) = subtitle {
        let r = Rect::from_min_size(Pos2::new(left, y), subtitle.size());
        painter.galley(r.min, subtitle, muted);
        y = r.bottom() + 1.0;
    }
    let mut x = left;
    if let Some((life, max)) = plate.life {
        let r = bullet;
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
        let ink = crate::ui::theme::ink_on(badge.color);
        let galley = painter.layout_no_wrap(badge.text.clone(), badge_font.clone(), ink);
        let size = galley.size() + Vec2::new(8.0, 2.0);
        // Below the subtitle (not touching it) where the rows fit, else inside the plate's
        // border, also on a low plate.
        let top = y.min(rect.bottom() - 3.0 - size.y);
        let badge_rect = Rect::from_min_size(Pos2::new(x, top), size);
        if badge_rect.right() > rect.right() - 4.0 {
            break;
        }
        painter.rect_filled(badge_rect, 4.0, badge.color);
        painter.galley(badge_rect.min + Vec2::new(4.0, 1.0), galley, ink);
        x = badge_rect.right() + 4.0;
    }
    response
}

/// True when the name row, the subtitle and the bottom row (bullets, badges) stack inside a
/// plate `height` high with its margins.
fn rows_fit(height: f32, name: f32, subtitle: f32, bottom_row: f32) -> bool {
    5.0 + name + 2.0 + subtitle + bottom_row + 3.0 <= height
}

/// The smallest size a plate's text is shrunk to before it is cut.
const SMALLEST: f32 = 10.0;

/// `text` on one line in `font`, or smaller to fit `max_width` (down to [`SMALLEST`], then cut
/// with "…").
fn fitted_line(
    painter: &egui::Painter,
    text: &str,
    font: FontId,
    color: Color32,
    max_width: f32,
) -> std::sync::Arc<egui::Galley> {
    let natural = painter
        .layout_no_wrap(text.to_owned(), font.clone(), color)
        .size()
        .x;
    let size = if natural > max_width {
        (font.size * max_width / natural * 0.98)
            .floor()
            .max(SMALLEST)
    } else {
        font.size
    };
    one_line(
        painter,
        text,
        FontId::new(size, font.family),
        color,
        max_width,
    )
}

/// `text` laid out on one line, cut with "…" at `max_width`.
fn one_line(
    painter: &egui::Painter,
    text: &str,
    font: FontId,
    color: Color32,
    max_width: f32,
) -> std::sync::Arc<egui::Galley> {
    let mut job = egui::text::LayoutJob::simple_singleline(text.to_owned(), font, color);
    job.wrap = egui::text::TextWrapping::truncate_at_width(max_width.max(8.0));
    painter.layout_job(job)
}

#[cfg(test)]
mod tests {
    use super::rows_fit;

    #[test]
    fn a_low_plate_does_not_fit_a_tall_name_over_subtitle_and_badges() {
        // A BANG! plate at 1024×640 (67 px) with Japanese rows: the large name does not fit.
        assert!(!rows_fit(67.0, 24.0, 19.0, 18.0));
        assert!(rows_fit(67.0, 19.0, 19.0, 18.0));
        assert!(rows_fit(82.0, 24.0, 19.0, 18.0));
    }
}
