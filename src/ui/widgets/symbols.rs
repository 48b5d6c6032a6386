//! Symbols drawn as shapes, so they look the same at every size and need no font: the four
//! French suits, the four elemental suits and a star.

use egui::{Color32, Painter, Pos2, Shape, Stroke, Vec2};

/// A suit mark: the French suits, or the elemental suits (Aegis) drawn as the classical
/// alchemical triangles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum SuitMark {
    /// ♠
    Spade,
    /// ♥
    Heart,
    /// ♦
    Diamond,
    /// ♣
    Club,
    /// Air/wind: a triangle pointing up, crossed by a bar.
    Wind,
    /// Fire: a triangle pointing up.
    Fire,
    /// Water: a triangle pointing down.
    Water,
    /// Earth: a triangle pointing down, crossed by a bar.
    Earth,
}

impl SuitMark {
    /// Hearts and diamonds are red.
    pub fn is_red(self) -> bool {
        matches!(self, SuitMark::Heart | SuitMark::Diamond)
    }

    /// The suit's letter for plain-text contexts that must not depend on symbol glyphs.
    pub fn letter(self) -> char {
        match self {
            SuitMark::Spade => 'S',
            SuitMark::Heart => 'H',
            SuitMark::Diamond => 'D',
            SuitMark::Club => 'C',
            SuitMark::Wind => 'W',
            SuitMark::Fire => 'F',
            SuitMark::Water => 'A',
            SuitMark::Earth => 'E',
        }
    }
}

fn heart_points(center: Pos2, size: f32, flip: f32) -> (Pos2, Pos2, f32, Vec<Pos2>) {
    // Two lobes and a point; `flip` = -1 turns it upside down (the body of a spade).
    let r = size * 0.27;
    let lobe_y = center.y - flip * size * 0.12;
    let left = Pos2::new(center.x - r * 0.95, lobe_y);
    let right = Pos2::new(center.x + r * 0.95, lobe_y);
    let tip = Pos2::new(center.x, center.y + flip * size * 0.45);
    let body = vec![
        Pos2::new(center.x - r * 1.9, lobe_y + flip * r * 0.25),
        Pos2::new(center.x + r * 1.9, lobe_y + flip * r * 0.25),
        tip,
    ];
    (left, right, r, body)
}

/// Paints a suit centred at `center`, `size` points tall.
pub fn paint_suit(painter: &Painter, center: Pos2, size: f32, suit: SuitMark, color: Color32) {
    match suit {
        SuitMark::Diamond => {
            let (w, h) = (size * 0.36, size * 0.5);
            painter.add(Shape::convex_polygon(
                vec![
                    center + Vec2::new(0.0, -h),
                    center + Vec2::new(w, 0.0),
                    center + Vec2::new(0.0, h),
                    center + Vec2::new(-w, 0.0),
                ],
                color,
                Stroke::NONE,
            ));
        }
        SuitMark::Heart => {
            let (l, r, radius, body) = heart_points(center, size, 1.0);
            painter.circle_filled(l, radius, color);
            painter.circle_filled(r, radius, color);
            painter.add(Shape::convex_polygon(body, color, Stroke::NONE));
        }
        SuitMark::Spade => {
            let c = center + Vec2::new(0.0, -size * 0.06);
            let (l, r, radius, body) = heart_points(c, size * 0.9, -1.0);
            painter.circle_filled(l, radius, color);
            painter.circle_filled(r, radius, color);
            painter.add(Shape::convex_polygon(body, color, Stroke::NONE));
            stem(painter, center, size, color);
        }
        SuitMark::Club => {
            let r = size * 0.19;
            painter.circle_filled(center + Vec2::new(0.0, -size * 0.22), r, color);
            painter.circle_filled(center + Vec2::new(-size * 0.21, size * 0.05), r, color);
            painter.circle_filled(center + Vec2::new(size * 0.21, size * 0.05), r, color);
            painter.circle_filled(center, r * 0.7, color);
            stem(painter, center, size, color);
        }
        SuitMark::Wind | SuitMark::Fire | SuitMark::Water | SuitMark::Earth => {
            paint_element(painter, center, size, suit, color);
        }
    }
}

/// An alchemical triangle: up for wind and fire, down for water and earth; wind and earth
/// carry a bar.
fn paint_element(painter: &Painter, center: Pos2, size: f32, suit: SuitMark, color: Color32) {
    let up = matches!(suit, SuitMark::Wind | SuitMark::Fire);
    let barred = matches!(suit, SuitMark::Wind | SuitMark::Earth);
    let dir = if up { -1.0 } else { 1.0 };
    let (w, h) = (size * 0.46, size * 0.42);
    let apex = center + Vec2::new(0.0, dir * h);
    let left = center + Vec2::new(-w, -dir * h * 0.8);
    let right = center + Vec2::new(w, -dir * h * 0.8);
    let stroke = Stroke::new((size * 0.13).max(1.2), color);
    painter.add(Shape::closed_line(vec![apex, right, left], stroke));
    if barred {
        let y = center.y + dir * h * 0.1;
        painter.line_segment(
            [
                Pos2::new(center.x - w * 0.95, y),
                Pos2::new(center.x + w * 0.95, y),
            ],
            stroke,
        );
    }
}

fn stem(painter: &Painter, center: Pos2, size: f32, color: Color32) {
    painter.add(Shape::convex_polygon(
        vec![
            center + Vec2::new(0.0, size * 0.05),
            center + Vec2::new(size * 0.16, size * 0.5),
            center + Vec2::new(-size * 0.16, size * 0.5),
        ],
        color,
        Stroke::NONE,
    ));
}

/// The ten corners of a five-pointed star, the top point first, tips at even indices.
pub fn star_points(center: Pos2, radius: f32) -> Vec<Pos2> {
    (0..10)
        .map(|k| {
            let a = -std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
            let r = if k % 2 == 0 { radius } else { radius * 0.45 };
            center + Vec2::new(a.cos(), a.sin()) * r
        })
        .collect()
}

/// Paints a five-pointed star (filled, with an optional outline).
pub fn paint_star(painter: &Painter, center: Pos2, radius: f32, fill: Color32, outline: Stroke) {
    let points = star_points(center, radius);
    // The star is not convex: fill it as triangles from the centre.
    for k in 0..10 {
        painter.add(Shape::convex_polygon(
            vec![center, points[k], points[(k + 1) % 10]],
            fill,
            Stroke::NONE,
        ));
    }
    if outline.width > 0.0 {
        painter.add(Shape::closed_line(points, outline));
    }
}
