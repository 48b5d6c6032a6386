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
    use skrifa::MetadataProvider as _;

    use super::*;

    #[test]
    fn the_embedded_font_covers_every_interface_string() {
        let font = skrifa::FontRef::new(JAPANESE_FONT).expect("the embedded font parses");
        let charmap = font.charmap();
        let mut missing = std::collections::BTreeSet::new();
        for text in crate::games::all_ui_strings() {
            for ch in text.chars().filter(|c| !c.is_control()) {
                if charmap.map(ch).is_none() {
                    missing.insert(ch);
                }
            }
        }
        assert!(missing.is_empty(), "not in the embedded font: {missing:?}");
    }
}
