//! Rounded rectangles and circles outlined with only as many points as a smooth edge needs.
//!
//! egui outlines every rounded corner of 5–18 points with 9 points and every circle of 18–50
//! points with 64 — fidelity meant for the largest screens. Each point costs triangles (the fill,
//! the anti-aliasing fringe, the stroke), and a software renderer (llvmpipe, a machine without
//! GPU drivers) pays for every triangle: about 0.6 µs each, so a table of cards, plates, buttons
//! and pieces spent more on corners than on its pixels. [`simplify_frame`], run at the end of each
//! frame, rewrites such shapes as paths whose straight segments stray at most [`TOLERANCE_PX`]
//! from the true curve, with the same fill, stroke and pixel rounding as egui's own rectangles
//! and circles. Shapes it cannot match exactly (textured, blurred, rotated, hairline, …) are left
//! to egui.

use egui::{
    Color32, CornerRadius, Pos2, Rect, Shape, Stroke, StrokeKind,
    emath::GuiRounding as _,
    epaint::{CircleShape, ColorMode, CornerRadiusF32, PathShape, PathStroke, RectShape},
    layers::ShapeIdx,
    pos2,
};

/// How far (in physical pixels) a straight segment may stray from the curve it replaces.
pub const TOLERANCE_PX: f32 = 0.25;

/// Largest radius (physical pixels) egui draws as a pre-rendered disc (two triangles) when a
/// circle is filled and not stroked; those are left alone.
const PRERASTERIZED_DISC_PX: f32 = 6.7;

/// Rewrites this frame's rounded rectangles and circles (in every layer) with fewer points.
pub fn simplify_frame(ctx: &egui::Context) {
    let ppp = ctx.pixels_per_point();
    let feathering = ctx.tessellation_options(|o| {
        if o.feathering {
            o.feathering_size_in_pixels / ppp
        } else {
            0.0
        }
    });
    let round_rects = ctx.tessellation_options(|o| o.round_rects_to_pixels);
    let lean = Lean {
        ppp,
        feathering,
        round_rects,
    };
    let layers: Vec<egui::LayerId> = ctx.memory(|m| m.layer_ids().collect());
    ctx.graphics_mut(|graphics| {
        for layer in layers {
            let Some(list) = graphics.get_mut(layer) else {
                continue;
            };
            for i in 0..list.next_idx().0 {
                list.mutate_shape(ShapeIdx(i), |clipped| lean.simplify(&mut clipped.shape));
            }
        }
    });
}

/// The frame's scale and tessellation settings.
#[derive(Clone, Copy, Debug)]
pub struct Lean {
    /// Physical pixels per point.
    pub ppp: f32,
    /// Width of the anti-aliasing fringe in points (0 without anti-aliasing).
    pub feathering: f32,
    /// Whether rectangles are snapped to the pixel grid by default.
    pub round_rects: bool,
}

impl Lean {
    /// Replaces `shape` (and the shapes inside a [`Shape::Vec`]) by its lean equivalent where
    /// there is one.
    pub fn simplify(&self, shape: &mut Shape) {
        let lean = match shape {
            Shape::Vec(shapes) => {
                for s in shapes {
                    self.simplify(s);
                }
                None
            }
            Shape::Rect(rect) => self.rect(rect),
            Shape::Circle(circle) => self.circle(circle),
            _ => None,
        };
        if let Some(lean) = lean {
            *shape = lean;
        }
    }

    /// Segments for a quarter of a circle of `radius` points.
    fn quarter_segments(&self, radius: f32) -> usize {
        let radius_px = radius * self.ppp;
        if radius_px <= TOLERANCE_PX {
            return 1;
        }
        let step = 2.0 * (1.0 - TOLERANCE_PX / radius_px).acos();
        ((std::f32::consts::FRAC_PI_2 / step).ceil() as usize).clamp(1, 16)
    }

    /// A rounded rectangle as egui tessellates it (see `epaint::Tessellator::tessellate_rect`),
    /// with fewer corner points; `None` where egui does something this does not copy.
    fn rect(&self, shape: &RectShape) -> Option<Shape> {
        let RectShape {
            mut rect,
            corner_radius,
            fill,
            mut stroke,
            stroke_kind,
            round_to_pixels,
            blur_width,
            ref brush,
            angle,
        } = *shape;
        if corner_radius == CornerRadius::ZERO
            || brush.is_some()
            || blur_width > 0.0
            || angle != 0.0
            || !rect.is_finite()
        {
            return None;
        }
        if stroke.width == 0.0 {
            stroke.color = Color32::TRANSPARENT;
        }
        if !stroke.is_empty() {
            let with_stroke = match stroke_kind {
                StrokeKind::Inside => rect,
                StrokeKind::Middle => rect.expand(stroke.width * 0.5),
                StrokeKind::Outside => rect.expand(stroke.width),
            };
            // egui turns a stroke that covers the fill into a fill; leave that case to it.
            if with_stroke.size().min_elem() <= 2.0 * stroke.width + 0.5 * self.feathering {
                return None;
            }
            // egui centres odd-width middle strokes on pixels with a private helper.
            if stroke_kind == StrokeKind::Middle {
                return None;
            }
        } else if rect.size().min_elem() <= 2.0 * self.feathering {
            // Thin rectangles are drawn as line segments by egui.
            return None;
        }
        if round_to_pixels.unwrap_or(self.round_rects) {
            rect = rect.round_to_pixels(self.ppp);
        }
        let mut radius = CornerRadiusF32::from(corner_radius);
        let original = radius;
        match stroke_kind {
            StrokeKind::Inside => {}
            StrokeKind::Middle => {
                rect = rect.expand(stroke.width * 0.5);
                radius += stroke.width * 0.5;
            }
            StrokeKind::Outside => {
                rect = rect.expand(stroke.width);
                radius += stroke.width;
            }
        }
        // As egui: any rounding stays visible under a wide stroke, a little rounder.
        let min_outside = stroke.width + 0.1;
        let tweak = |r: f32, was: f32| {
            if was == 0.0 {
                0.0
            } else {
                (r + 0.4).max(min_outside)
            }
        };
        radius = CornerRadiusF32 {
            nw: tweak(radius.nw, original.nw),
            ne: tweak(radius.ne, original.ne),
            sw: tweak(radius.sw, original.sw),
            se: tweak(radius.se, original.se),
        };
        let max_radius = 0.5 * rect.size().min_elem();
        radius = radius.at_most(max_radius).at_least(0.0);
        let mut points = Vec::with_capacity(24);
        self.rounded_rect_points(rect, radius, &mut points);
        Some(Shape::Path(PathShape {
            points,
            closed: true,
            fill,
            stroke: PathStroke {
                width: stroke.width,
                color: ColorMode::Solid(stroke.color),
                kind: StrokeKind::Inside,
            },
        }))
    }

    /// The outline of a rounded rectangle, clockwise from the south-east corner like egui's.
    fn rounded_rect_points(&self, rect: Rect, r: CornerRadiusF32, out: &mut Vec<Pos2>) {
        let eps = f32::EPSILON * rect.size().max_elem();
        let (min, max) = (rect.min, rect.max);
        self.quarter(out, pos2(max.x - r.se, max.y - r.se), r.se, 0);
        if rect.width() <= r.se + r.sw + eps {
            out.pop();
        }
        self.quarter(out, pos2(min.x + r.sw, max.y - r.sw), r.sw, 1);
        if rect.height() <= r.sw + r.nw + eps {
            out.pop();
        }
        self.quarter(out, pos2(min.x + r.nw, min.y + r.nw), r.nw, 2);
        if rect.width() <= r.nw + r.ne + eps {
            out.pop();
        }
        self.quarter(out, pos2(max.x - r.ne, min.y + r.ne), r.ne, 3);
        if rect.height() <= r.ne + r.se + eps {
            out.pop();
        }
    }

    /// A quarter circle (0: right to bottom, 1: bottom to left, 2: left to top, 3: top to
    /// right, on screen), both ends included; a corner point for radius 0.
    fn quarter(&self, out: &mut Vec<Pos2>, center: Pos2, radius: f32, quadrant: usize) {
        if radius <= 0.0 {
            out.push(center);
            return;
        }
        let n = self.quarter_segments(radius);
        let start = quadrant as f32 * std::f32::consts::FRAC_PI_2;
        for i in 0..=n {
            let angle = start + i as f32 / n as f32 * std::f32::consts::FRAC_PI_2;
            out.push(center + radius * egui::Vec2::angled(angle));
        }
    }

    /// A circle as egui tessellates it (fill, stroke outside), with fewer points; `None` for the
    /// small filled circles egui draws as pre-rendered discs.
    fn circle(&self, shape: &CircleShape) -> Option<Shape> {
        let CircleShape {
            center,
            radius,
            fill,
            stroke,
        } = *shape;
        if radius <= 0.0 || !center.is_finite() || !radius.is_finite() {
            return None;
        }
        if radius * self.ppp <= PRERASTERIZED_DISC_PX && fill != Color32::TRANSPARENT {
            return None;
        }
        let n = 4 * self.quarter_segments(radius);
        let points = (0..n)
            .map(|i| {
                center + radius * egui::Vec2::angled(i as f32 / n as f32 * std::f32::consts::TAU)
            })
            .collect();
        let stroke = if stroke.width == 0.0 {
            Stroke::NONE
        } else {
            stroke
        };
        Some(Shape::Path(PathShape {
            points,
            closed: true,
            fill,
            stroke: PathStroke {
                width: stroke.width,
                color: ColorMode::Solid(stroke.color),
                kind: StrokeKind::Outside,
            },
        }))
    }
}

#[cfg(test)]
mod tests {
    use egui::{Color32, CornerRadius, Rect, Shape, Stroke, StrokeKind, vec2};

    use super::*;

    const LEAN: Lean = Lean {
        ppp: 1.0,
        feathering: 1.0,
        round_rects: true,
    };

    fn tessellate(shape: Shape) -> egui::Mesh {
        let mut tessellator = egui::epaint::Tessellator::new(
            1.0,
            egui::epaint::TessellationOptions::default(),
            [64, 64],
            Vec::new(),
        );
        let mut mesh = egui::Mesh::default();
        tessellator.tessellate_shape(shape, &mut mesh);
        mesh
    }

    fn area(mesh: &egui::Mesh) -> f32 {
        // Opaque coverage: the fringe counts half.
        mesh.indices
            .chunks_exact(3)
            .map(|t| {
                let [a, b, c] = [0, 1, 2].map(|k| mesh.vertices[t[k] as usize]);
                let alpha =
                    f32::from(a.color.a()) + f32::from(b.color.a()) + f32::from(c.color.a());
                let twice =
                    (b.pos - a.pos).x * (c.pos - a.pos).y - (c.pos - a.pos).x * (b.pos - a.pos).y;
                twice.abs() / 2.0 * alpha / (3.0 * 255.0)
            })
            .sum()
    }

    fn lean(shape: &Shape) -> Shape {
        let mut s = shape.clone();
        LEAN.simplify(&mut s);
        s
    }

    #[test]
    fn a_card_keeps_its_size_and_fill_with_far_fewer_triangles() {
        let card = Shape::Rect(RectShape::new(
            Rect::from_min_size(egui::pos2(10.3, 20.6), vec2(72.0, 104.0)),
            CornerRadius::same(7),
            Color32::WHITE,
            Stroke::new(1.0, Color32::GRAY),
            StrokeKind::Inside,
        ));
        let simplified = lean(&card);
        assert!(matches!(simplified, Shape::Path(_)));
        let (before, after) = (tessellate(card), tessellate(simplified));
        assert!(
            after.indices.len() * 10 < before.indices.len() * 6,
            "{} -> {} indices",
            before.indices.len(),
            after.indices.len()
        );
        let (a, b) = (area(&before), area(&after));
        assert!((a - b).abs() < 0.002 * a, "covered area {a} -> {b}");
        let (ra, rb) = (before.calc_bounds(), after.calc_bounds());
        assert!(
            (ra.min - rb.min).length() < 0.01 && (ra.max - rb.max).length() < 0.01,
            "{ra:?} {rb:?}"
        );
    }

    #[test]
    fn a_stroked_circle_keeps_its_size_with_fewer_triangles() {
        let piece = Shape::Circle(CircleShape {
            center: egui::pos2(50.0, 50.0),
            radius: 28.0,
            fill: Color32::WHITE,
            stroke: Stroke::new(2.2, Color32::BLACK),
        });
        let simplified = lean(&piece);
        let (before, after) = (tessellate(piece), tessellate(simplified));
        assert!(after.indices.len() * 2 < before.indices.len());
        let (a, b) = (area(&before), area(&after));
        assert!((a - b).abs() < 0.01 * a, "covered area {a} -> {b}");
        let (ra, rb) = (before.calc_bounds(), after.calc_bounds());
        assert!(
            (ra.min - rb.min).length() < 0.3 && (ra.max - rb.max).length() < 0.3,
            "{ra:?} {rb:?}"
        );
    }

    #[test]
    fn shapes_egui_draws_better_are_left_alone() {
        let small_disc = Shape::circle_filled(egui::pos2(5.0, 5.0), 3.0, Color32::RED);
        let sharp = Shape::rect_filled(
            Rect::from_min_size(egui::Pos2::ZERO, vec2(9.0, 9.0)),
            0.0,
            Color32::RED,
        );
        let hairline = Shape::rect_filled(
            Rect::from_min_size(egui::Pos2::ZERO, vec2(40.0, 1.5)),
            4.0,
            Color32::RED,
        );
        let blurred = Shape::Rect(
            RectShape::filled(
                Rect::from_min_size(egui::Pos2::ZERO, vec2(40.0, 40.0)),
                4.0,
                Color32::RED,
            )
            .with_blur_width(6.0),
        );
        for shape in [small_disc, sharp, hairline, blurred] {
            assert_eq!(lean(&shape), shape);
        }
    }

    #[test]
    fn corners_stay_within_the_tolerance_of_a_circle() {
        let lean = Lean { ppp: 2.0, ..LEAN };
        let mut points = Vec::new();
        lean.quarter(&mut points, egui::Pos2::ZERO, 40.0, 0);
        for pair in points.windows(2) {
            let mid = (pair[0].to_vec2() + pair[1].to_vec2()) / 2.0;
            let gap_px = (40.0 - mid.length()) * 2.0;
            assert!(gap_px <= TOLERANCE_PX + 1e-3, "{gap_px}");
        }
        assert!(points.len() < 17, "{} points", points.len());
    }
}
