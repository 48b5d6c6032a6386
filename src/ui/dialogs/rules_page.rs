//! The rules page (F1): a light markdown text in the current language, scrollable.
//!
//! Supported: `# ` and `## ` headings, `- ` bullets, blank lines between paragraphs,
//! `**bold**` spans inside a line.

use egui::{RichText, Ui};

use crate::ui::{line_break, theme::Theme};

/// A block of the rules text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block<'a> {
    /// A heading with its level (1 or 2).
    Heading(u8, &'a str),
    /// A bullet point.
    Bullet(&'a str),
    /// A paragraph (lines joined with spaces).
    Paragraph(String),
}

/// Splits the text into blocks.
pub fn parse(text: &str) -> Vec<Block<'_>> {
    let mut blocks = Vec::new();
    let mut paragraph: Vec<&str> = Vec::new();
    let flush = |paragraph: &mut Vec<&str>, blocks: &mut Vec<Block<'_>>| {
        if !paragraph.is_empty() {
            blocks.push(Block::Paragraph(paragraph.join(" ")));
            paragraph.clear();
        }
    };
    for line in text.lines() {
        let line = line.trim_end();
        let trimmed = line.trim_start();
        if let Some(h) = trimmed.strip_prefix("## ") {
            flush(&mut paragraph, &mut blocks);
            blocks.push(Block::Heading(2, h));
        } else if let Some(h) = trimmed.strip_prefix("# ") {
            flush(&mut paragraph, &mut blocks);
            blocks.push(Block::Heading(1, h));
        } else if let Some(b) = trimmed.strip_prefix("- ") {
            flush(&mut paragraph, &mut blocks);
            blocks.push(Block::Bullet(b));
        } else if trimmed.is_empty() {
            flush(&mut paragraph, &mut blocks);
        } else {
            paragraph.push(trimmed);
        }
    }
    flush(&mut paragraph, &mut blocks);
    blocks
}

/// One paragraph with its `**bold**` parts, as one text so that it wraps as a whole (between
/// Japanese phrases, see `line_break`).
fn rich_line(ui: &mut Ui, text: &str, size: f32, color: egui::Color32) {
    let mut job = egui::text::LayoutJob::default();
    for (i, part) in text.split("**").enumerate() {
        if part.is_empty() {
            continue;
        }
        let mut rich = RichText::new(part).size(size).color(color);
        if i % 2 == 1 {
            rich = rich.strong();
        }
        rich.append_to(
            &mut job,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Min,
        );
    }
    line_break::label(ui, job);
}

/// Draws the rules text.
pub fn show(ui: &mut Ui, text: &str, theme: &Theme) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            // Leave the scroll bar its own strip: over the text it would hide the lines' ends.
            let scroll = &ui.spacing().scroll;
            let bar = scroll.bar_inner_margin + scroll.bar_width + scroll.bar_outer_margin;
            ui.set_max_width((ui.available_width() - bar).min(760.0));
            for block in parse(text) {
                match block {
                    Block::Heading(level, h) => {
                        ui.add_space(if level == 1 { 10.0 } else { 6.0 });
                        let size = if level == 1 { 22.0 } else { 18.0 };
                        line_break::label(
                            ui,
                            RichText::new(h).size(size).strong().color(theme.text),
                        );
                        ui.add_space(2.0);
                    }
                    Block::Bullet(b) => {
                        ui.horizontal(|ui| {
                            ui.label(RichText::new("•").color(theme.accent_text));
                            ui.vertical(|ui| rich_line(ui, b, 15.0, theme.text));
                        });
                    }
                    Block::Paragraph(p) => {
                        rich_line(ui, &p, 15.0, theme.text);
                        ui.add_space(4.0);
                    }
                }
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_blocks_are_recognised() {
        let text = "# Title\nFirst line\nsecond line\n\n- a bullet\n## Sub\nend";
        assert_eq!(
            parse(text),
            vec![
                Block::Heading(1, "Title"),
                Block::Paragraph("First line second line".into()),
                Block::Bullet("a bullet"),
                Block::Heading(2, "Sub"),
                Block::Paragraph("end".into()),
            ]
        );
    }
}
