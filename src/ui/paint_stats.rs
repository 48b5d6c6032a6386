//! What a frame asks the renderer to draw: meshes, vertices, indices, and the area its triangles
//! cover. On a software renderer (llvmpipe) the frame's cost follows the covered area — every
//! covered pixel runs the fragment shader and a blend — so `fill` (covered area divided by the
//! window's area) is the number to keep low: 1.0 means every pixel is shaded once.

use egui::{
    Pos2, Rect,
    epaint::{ClippedPrimitive, Primitive},
};

/// Paint statistics of one frame (or one layer of it).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PaintStats {
    /// Meshes (draw calls).
    pub meshes: usize,
    /// Vertices of all meshes.
    pub vertices: usize,
    /// Indices of all meshes (three per triangle).
    pub indices: usize,
    /// Pixels covered by triangles, counted once per triangle, after clipping (physical pixels).
    pub covered_px: f64,
    /// The window's area in physical pixels.
    pub window_px: f64,
}

impl PaintStats {
    /// Counts the tessellated `primitives` of a window of `window` points at `pixels_per_point`.
    pub fn of(primitives: &[ClippedPrimitive], window: Rect, pixels_per_point: f32) -> Self {
        let scale = f64::from(pixels_per_point).powi(2);
        let mut stats = Self {
            window_px: f64::from(window.area()) * scale,
            ..Self::default()
        };
        for primitive in primitives {
            let Primitive::Mesh(mesh) = &primitive.primitive else {
                continue;
            };
            stats.meshes += 1;
            stats.vertices += mesh.vertices.len();
            stats.indices += mesh.indices.len();
            let clip = primitive.clip_rect.intersect(window);
            if !clip.is_positive() {
                continue;
            }
            let mut area = 0.0;
            for tri in mesh.indices.chunks_exact(3) {
                let corner = |i: u32| mesh.vertices.get(i as usize).map_or(Pos2::ZERO, |v| v.pos);
                area +=
                    clipped_triangle_area([corner(tri[0]), corner(tri[1]), corner(tri[2])], clip);
            }
            stats.covered_px += area * scale;
        }
        stats
    }

    /// Covered area per window area: how many times, on average, each pixel is shaded.
    pub fn fill(&self) -> f64 {
        if self.window_px > 0.0 {
            self.covered_px / self.window_px
        } else {
            0.0
        }
    }

    /// Adds another layer's statistics (same window).
    pub fn add(&mut self, other: &Self) {
        self.meshes += other.meshes;
        self.vertices += other.vertices;
        self.indices += other.indices;
        self.covered_px += other.covered_px;
        self.window_px = self.window_px.max(other.window_px);
    }
}

/// Area (in points²) of the part of a triangle inside `clip` (Sutherland–Hodgman against the
/// rectangle's four edges, then the shoelace formula).
fn clipped_triangle_area(tri: [Pos2; 3], clip: Rect) -> f64 {
    let inside_all = tri.iter().all(|p| clip.contains(*p));
    let mut poly: Vec<Pos2> = tri.to_vec();
    if !inside_all {
        // (axis: 0 = x, 1 = y; keep values >= bound when `min`, <= bound otherwise)
        for (axis, bound, min) in [
            (0, clip.min.x, true),
            (0, clip.max.x, false),
            (1, clip.min.y, true),
            (1, clip.max.y, false),
        ] {
            poly = clip_polygon(&poly, axis, bound, min);
            if poly.len() < 3 {
                return 0.0;
            }
        }
    }
    let mut twice = 0.0f64;
    for (i, a) in poly.iter().enumerate() {
        let b = poly[(i + 1) % poly.len()];
        twice += f64::from(a.x) * f64::from(b.y) - f64::from(b.x) * f64::from(a.y);
    }
    twice.abs() / 2.0
}

fn clip_polygon(poly: &[Pos2], axis: usize, bound: f32, min: bool) -> Vec<Pos2> {
    let coord = |p: Pos2| if axis == 0 { p.x } else { p.y };
    let inside = |p: Pos2| {
        if min {
            coord(p) >= bound
        } else {
            coord(p) <= bound
        }
    };
    let mut out = Vec::with_capacity(poly.len() + 2);
    for (i, &a) in poly.iter().enumerate() {
        let b = poly[(i + 1) % poly.len()];
        if inside(a) {
            out.push(a);
        }
        if inside(a) != inside(b) {
            let t = (bound - coord(a)) / (coord(b) - coord(a));
            out.push(a + (b - a) * t);
        }
    }
    out
}

/// Paint statistics of what has been painted so far this frame, per layer (tessellating each
/// layer on its own; call at the end of a frame).
pub fn layers_so_far(ctx: &egui::Context) -> Vec<(egui::LayerId, PaintStats)> {
    let window = ctx.content_rect();
    let ppp = ctx.pixels_per_point();
    let layers: Vec<egui::LayerId> = ctx.memory(|m| m.layer_ids().collect());
    layers
        .into_iter()
        .filter_map(|id| {
            let shapes: Vec<egui::epaint::ClippedShape> =
                ctx.graphics(|g| g.get(id).map(|l| l.all_entries().cloned().collect()))?;
            if shapes.is_empty() {
                return None;
            }
            let primitives = ctx.tessellate(shapes, ppp);
            Some((id, PaintStats::of(&primitives, window, ppp)))
        })
        .collect()
}

/// Paint statistics of what has been painted so far this frame (all layers).
pub fn so_far(ctx: &egui::Context) -> PaintStats {
    let mut total = PaintStats::default();
    for (_, stats) in layers_so_far(ctx) {
        total.add(&stats);
    }
    total
}

#[cfg(test)]
mod tests {
    use egui::{Color32, pos2, vec2};

    use super::*;

    fn frame(paint: impl Fn(&egui::Painter)) -> PaintStats {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(200.0, 100.0))),
            ..Default::default()
        };
        let mut stats = PaintStats::default();
        let _ = ctx.run_ui(input, |ui| {
            paint(ui.painter());
            stats = so_far(ui.ctx());
        });
        stats
    }

    #[test]
    fn a_window_sized_rectangle_fills_the_window_once() {
        let stats = frame(|p| {
            p.rect_filled(
                Rect::from_min_size(Pos2::ZERO, vec2(200.0, 100.0)),
                0.0,
                Color32::RED,
            );
        });
        assert!((stats.fill() - 1.0).abs() < 0.02, "{stats:?}");
        assert!(stats.vertices >= 4 && stats.indices >= 6, "{stats:?}");
    }

    #[test]
    fn overlapping_shapes_count_twice_and_offscreen_parts_not_at_all() {
        let stats = frame(|p| {
            let r = Rect::from_min_size(Pos2::ZERO, vec2(100.0, 100.0));
            p.rect_filled(r, 0.0, Color32::RED);
            p.rect_filled(r, 0.0, Color32::BLUE);
            // Half of this one is outside the window.
            p.rect_filled(r.translate(vec2(150.0, 0.0)), 0.0, Color32::GREEN);
        });
        // 100×100 twice plus 50×100, over 200×100.
        assert!((stats.fill() - 1.25).abs() < 0.03, "{stats:?}");
    }

    #[test]
    fn clipping_cuts_a_triangle_to_the_rectangle() {
        let clip = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
        let area = clipped_triangle_area([pos2(0.0, 0.0), pos2(2.0, 0.0), pos2(0.0, 2.0)], clip);
        assert!((area - 1.0).abs() < 1e-6, "{area}");
        let outside = clipped_triangle_area([pos2(5.0, 5.0), pos2(6.0, 5.0), pos2(5.0, 6.0)], clip);
        assert!(outside.abs() < 1e-9);
    }
}
