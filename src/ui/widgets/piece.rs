//! Tokens and pieces: a disc with a rim, optional concentric rings (Gygès' 1, 2 and 3-ring
//! pieces) and an optional label.

use egui::{Align2, Color32, FontFamily, FontId, Painter, Pos2, Rect, Response, Stroke, Ui, Vec2};

use super::clickable;
use crate::ui::theme::Theme;

/// What a piece looks like.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceLook {
    /// Body colour.
    pub fill: Color32,
    /// Colour of the rim and rings.
    pub ink: Color32,
    /// Concentric rings drawn on top (0 for none).
    pub rings: u8,
    /// Text in the middle (a number, an initial).
    pub label: Option<String>,
    /// Clickable (glow).
    pub legal: bool,
    /// Picked up / selected.
    pub selected: bool,
}

impl PieceLook {
    /// A plain disc.
    pub fn disc(fill: Color32, ink: Color32) -> Self {
        Self {
            fill,
            ink,
            rings: 0,
            label: None,
            legal: false,
            selected: false,
        }
    }
}

/// Paints a piece centred at `center`.
pub fn paint_piece(painter: &Painter, center: Pos2, radius: f32, look: &PieceLook, theme: &Theme) {
    painter.circle_filled(center + Vec2::new(1.0, 2.0), radius, theme.shadow);
    painter.circle(
        center,
        radius,
        look.fill,
        Stroke::new((radius * 0.08).max(1.0), look.ink),
    );
    let rings = u32::from(look.rings.min(5));
    for i in 0..rings {
        let r = radius * (0.78 - 0.22 * i as f32);
        painter.circle_stroke(center, r, Stroke::new((radius * 0.1).max(1.2), look.ink));
    }
    if let Some(label) = &look.label {
        painter.text(
            center,
            Align2::CENTER_CENTER,
            label,
            FontId::new(radius * 0.9, FontFamily::Proportional),
            look.ink,
        );
    }
    let ring = if look.selected {
        Some(theme.selected)
    } else if look.legal {
        Some(theme.legal)
    } else {
        None
    };
    if let Some(color) = ring {
        painter.circle_stroke(
            center,
            radius + 3.0,
            Stroke::new(theme.highlight_width, color),
        );
    }
}

/// An interactive piece in `rect` (a circle inscribed in it), named `accessible`.
pub fn piece(
    ui: &mut Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    look: &PieceLook,
    accessible: &str,
    theme: &Theme,
) -> Response {
    let response = clickable(ui, rect, id_salt, accessible, look.legal || look.selected);
    let radius = rect.width().min(rect.height()) * 0.42;
    let lift = if look.selected { -radius * 0.15 } else { 0.0 };
    paint_piece(
        ui.painter(),
        rect.center() + Vec2::new(0.0, lift),
        radius,
        look,
        theme,
    );
    response
}
