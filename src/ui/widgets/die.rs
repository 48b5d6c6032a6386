//! A six-sided die with pips, optionally tumbling (while rolling) or held (kept).

use egui::{Color32, Painter, Pos2, Rect, Response, Shape, Stroke, Ui, Vec2};

use super::clickable;
use crate::ui::theme::Theme;

/// How a die is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct DieStyle {
    /// Kept aside (outlined, slightly raised).
    pub held: bool,
    /// Clickable (glow).
    pub legal: bool,
    /// Dead or unusable (greyed).
    pub dimmed: bool,
    /// While rolling: progress 0..1 of the tumble (`None` when at rest).
    pub rolling: Option<f32>,
    /// Body colour instead of the theme's die colour (coloured dice).
    pub body: Option<Color32>,
}

/// Pip centres for a face value, in units of half the pip grid (−1, 0, 1).
fn pips(value: u8) -> &'static [(f32, f32)] {
    match value {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        6 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[],
    }
}

/// Paints a die showing `value` (1–6; anything else is blank) into `rect`.
///
/// While `style.rolling` is set the die spins and shows faces that change with the progress,
/// settling on `value` at the end.
pub fn paint_die(painter: &Painter, rect: Rect, value: u8, style: DieStyle, theme: &Theme) {
    let (angle, face, bounce) = match style.rolling {
        Some(t) if t < 1.0 => {
            let t = t.clamp(0.0, 1.0);
            let spin = (1.0 - t) * (1.0 - t) * 9.0;
            // A deterministic sequence of faces, slowing down.
            let step = (spin * 2.0) as u32;
            let face = ((u32::from(value) + step * 5) % 6 + 1) as u8;
            let bounce =
                (t * std::f32::consts::PI * 3.0).sin().abs() * (1.0 - t) * rect.height() * 0.25;
            (spin, face, bounce)
        }
        _ => (0.0, value, 0.0),
    };
    let lift = if style.held {
        -rect.height() * 0.08
    } else {
        0.0
    };
    let center = rect.center() + Vec2::new(0.0, lift - bounce);
    let half = rect.width().min(rect.height()) * 0.5;
    let (sin, cos) = angle.sin_cos();
    let rotate = |v: Vec2| Vec2::new(v.x * cos - v.y * sin, v.x * sin + v.y * cos);
    let corner = half * 0.22;
    // A rounded square as a polygon: 4 corners × 4 arc points.
    let mut outline = Vec::with_capacity(16);
    for (i, (sx, sy)) in [(1.0, -1.0), (1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0)]
        .iter()
        .enumerate()
    {
        let c = Vec2::new(sx * (half - corner), sy * (half - corner));
        let start = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::FRAC_PI_2;
        for k in 0..4 {
            let a = start + k as f32 / 3.0 * std::f32::consts::FRAC_PI_2;
            outline.push(center + rotate(c + Vec2::new(a.cos(), a.sin()) * corner));
        }
    }
    let shadow: Vec<Pos2> = outline
        .iter()
        .map(|p| *p + Vec2::new(1.5, 2.5 + bounce * 0.3))
        .collect();
    painter.add(Shape::convex_polygon(shadow, theme.shadow, Stroke::NONE));
    let body = style.body.unwrap_or(theme.die_face);
    let edge = if style.held {
        Stroke::new(theme.highlight_width, theme.selected)
    } else if style.legal {
        Stroke::new(theme.highlight_width, theme.legal)
    } else {
        Stroke::new(1.0, theme.card_border)
    };
    painter.add(Shape::convex_polygon(outline.clone(), body, edge));
    let pip_color = if body == theme.die_face {
        theme.die_pip
    } else {
        Color32::WHITE
    };
    let r = half * 0.16;
    for &(x, y) in pips(face) {
        let p = center + rotate(Vec2::new(x, y) * half * 0.5);
        painter.circle_filled(p, r, pip_color);
    }
    if style.dimmed {
        painter.add(Shape::convex_polygon(
            outline,
            theme.shadow.gamma_multiply(1.6),
            Stroke::NONE,
        ));
    }
}

/// Paints a small flat die (one rounded square and its pips, no shadow or tumble) showing
/// `value`, for dice printed on cards and patterns in text lines; `marked` paints it in the
/// accent colour (the extra die of a pattern).
pub fn paint_flat_die(painter: &Painter, rect: Rect, value: u8, marked: bool, theme: &Theme) {
    let half = rect.width().min(rect.height()) * 0.5;
    let square = Rect::from_center_size(rect.center(), Vec2::splat(half * 2.0));
    let (body, pip, edge) = if marked {
        (theme.accent, Color32::WHITE, theme.accent)
    } else {
        (theme.die_face, theme.die_pip, theme.die_pip)
    };
    let radius = (half * 0.3).round().clamp(1.0, 8.0) as u8;
    painter.rect(
        square,
        radius,
        body,
        Stroke::new(1.0, edge),
        egui::StrokeKind::Inside,
    );
    let r = (half * 0.17).max(0.9);
    for &(x, y) in pips(value) {
        painter.circle_filled(square.center() + Vec2::new(x, y) * half * 0.52, r, pip);
    }
}

/// An interactive die (clickable when `style.legal`), named e.g. "die 4" or "die 4, kept".
pub fn die(
    ui: &mut Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    value: u8,
    style: DieStyle,
    theme: &Theme,
) -> Response {
    let label = if style.held {
        format!("die {value}, kept")
    } else {
        format!("die {value}")
    };
    let response = clickable(ui, rect, id_salt, &label, style.legal);
    paint_die(ui.painter(), rect, value, style, theme);
    if style.legal && response.hovered() {
        ui.painter().rect_stroke(
            rect.expand(2.0),
            theme.card_radius,
            Stroke::new(1.0, theme.legal),
            egui::StrokeKind::Outside,
        );
    }
    response
}
