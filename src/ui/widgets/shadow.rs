//! Drop shadows drawn as the two strips that show, not as a shape under the whole object.
//!
//! A shadow the size of a card, plate or tile is filled and then almost all covered by the
//! object itself; on a software renderer (llvmpipe) that hidden fill costs as much as the
//! object. The strips below and to the right cost a thin band instead.

use egui::{Color32, CornerRadius, Painter, Rect, Vec2, pos2};

/// Paints the visible part of `rect`'s shadow: `rect` moved by `offset` (both components ≥ 0,
/// a few points), with the corners of `radius`, in `color`. Paint it before the object.
pub fn paint_drop_shadow(
    painter: &Painter,
    rect: Rect,
    radius: CornerRadius,
    offset: Vec2,
    color: Color32,
) {
    let offset = offset.max(Vec2::ZERO);
    let r = f32::from(radius.ne.max(radius.se).max(radius.sw));
    let shadow = rect.translate(offset);
    // Below: from where the object's bottom corners start curving, so their gap is covered.
    let bottom = Rect::from_min_max(
        pos2(shadow.left(), rect.bottom() - r),
        pos2(shadow.right(), shadow.bottom()),
    );
    // Right: from the shadow's top down to the bottom strip.
    let right = Rect::from_min_max(
        pos2(rect.right() - r, shadow.top()),
        pos2(shadow.right(), bottom.top()),
    );
    if bottom.is_positive() {
        painter.rect_filled(
            bottom,
            CornerRadius {
                nw: 0,
                ne: 0,
                ..radius
            },
            color,
        );
    }
    if right.is_positive() {
        painter.rect_filled(
            right,
            CornerRadius {
                ne: radius.ne,
                ..CornerRadius::ZERO
            },
            color,
        );
    }
}

#[cfg(test)]
mod tests {
    use egui::{Pos2, vec2};

    use super::*;
    use crate::ui::paint_stats;

    fn covered(paint: impl Fn(&Painter)) -> f64 {
        let ctx = egui::Context::default();
        let mut px = 0.0;
        let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
            paint(ui.painter());
            px = paint_stats::so_far(ui.ctx()).covered_px;
        });
        px
    }

    #[test]
    fn the_shadow_costs_a_band_not_the_whole_card() {
        let card = Rect::from_min_size(Pos2::new(100.0, 100.0), vec2(72.0, 104.0));
        let radius = CornerRadius::same(7);
        let strips = covered(|p| {
            paint_drop_shadow(
                p,
                card,
                radius,
                vec2(1.5, 2.5),
                Color32::from_black_alpha(70),
            );
        });
        let full = covered(|p| {
            p.rect_filled(card.translate(vec2(1.5, 2.5)), radius, Color32::BLACK);
        });
        assert!(strips > 0.0);
        assert!(
            strips < full * 0.35,
            "strips {strips:.0} px, full shadow {full:.0} px"
        );
    }

    #[test]
    fn the_strips_reach_the_shadows_outer_edges() {
        let card = Rect::from_min_size(Pos2::new(0.0, 0.0), vec2(50.0, 80.0));
        let ctx = egui::Context::default();
        let mut union = Rect::NOTHING;
        let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
            paint_drop_shadow(
                ui.painter(),
                card,
                CornerRadius::same(6),
                vec2(2.0, 3.0),
                Color32::BLACK,
            );
            let shapes: Vec<_> = ui.ctx().graphics(|g| {
                g.get(ui.layer_id())
                    .map(|l| {
                        l.all_entries()
                            .map(|c| c.shape.visual_bounding_rect())
                            .collect()
                    })
                    .unwrap_or_default()
            });
            for r in shapes {
                union = union.union(r);
            }
        });
        assert!((union.right() - 52.0).abs() < 1.0, "{union:?}");
        assert!((union.bottom() - 83.0).abs() < 1.0, "{union:?}");
        assert!((union.top() - 3.0).abs() < 1.0, "{union:?}");
    }
}
