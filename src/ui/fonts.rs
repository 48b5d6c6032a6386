//! The embedded Japanese font (a subset of M PLUS 1, SIL OFL 1.1; see `assets/fonts/`).
//!
//! Installed first in the proportional family so Latin and Japanese text share one design, and
//! as a fallback for monospace. egui's own fonts stay behind it for symbols it lacks.

use egui::{
    FontData, FontFamily,
    epaint::text::{FontInsert, FontPriority, InsertFontFamily},
};

/// The subset font file.
pub const JAPANESE_FONT: &[u8] = include_bytes!("../../assets/fonts/AsobibaJP-Regular.otf");

/// Adds the embedded font to `ctx`.
pub fn install(ctx: &egui::Context) {
    ctx.add_font(FontInsert::new(
        "AsobibaJP",
        FontData::from_static(JAPANESE_FONT),
        vec![
            InsertFontFamily {
                family: FontFamily::Proportional,
                priority: FontPriority::Highest,
            },
            InsertFontFamily {
                family: FontFamily::Monospace,
                priority: FontPriority::Lowest,
            },
        ],
    ));
}

#[cfg(test)]
mod tests {
    use egui::{Color32, FontId, text::LayoutJob};

    /// The middle dot separates items in English ("4 cards · distance 2"). M PLUS 1 classes it
    /// as a combining mark, and the shaper drew it against the next word ("cards ·distance"):
    /// its ink must sit halfway between the words around it.
    #[test]
    fn the_middle_dot_sits_between_its_spaces() {
        let h = egui_kittest::Harness::builder()
            .with_context_setup(super::install)
            .build_ui(|_| {});
        for size in [12.0, 14.0, 18.0] {
            let job = LayoutJob::simple_singleline(
                "cards · distance".into(),
                FontId::proportional(size),
                Color32::WHITE,
            );
            let galley = h.ctx.fonts_mut(|f| f.layout_job(job));
            let glyphs = &galley.rows[0].row.glyphs;
            let ink = |i: usize| {
                let g = &glyphs[i];
                let left = g.pos.x + g.uv_rect.offset.x;
                (left, left + g.uv_rect.size.x)
            };
            let (s, dot, d) = (ink(4), ink(6), ink(8));
            assert_eq!(glyphs[6].chr, '·');
            let (before, after) = (dot.0 - s.1, d.0 - dot.1);
            assert!(
                (before - after).abs() <= 1.0 && after >= size * 0.2,
                "{size}: {before} before the dot, {after} after"
            );
        }
    }
}
