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
