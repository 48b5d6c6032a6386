//! Japanese line breaking. egui wraps Japanese text before any kana or kanji, so a word could be
//! cut in two (「目／指す」「テ／イキング」) and only some punctuation was kept off a line's start.
//! Here a wrapped text is laid out once without wrapping, its rows are broken where Japanese
//! allows (between phrases: after a particle before the next word, after punctuation, before an
//! opening bracket; never before 、。」ー or small kana, never after 「（), and the breaks are
//! written into the text as newlines before egui lays it out for real. A phrase longer than the
//! row still breaks inside, but never against the kinsoku rules.
//!
//! Both layouts go through egui's galley cache; the break pass is one walk over the glyphs.

use std::sync::Arc;

use egui::{
    Align, FontSelection, Galley, Label, Response, TextWrapMode, Ui, WidgetText,
    epaint::text::FontsView,
    text::{ByteIndex, LayoutJob},
};

/// Characters that may not begin a line (closing brackets and punctuation, the long-vowel mark,
/// small kana, iteration marks).
fn no_line_start(c: char) -> bool {
    "、。，．・：；？！ー―‐–〜…‥」』）】〕〉》］｝〙〗〟ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻!?%),.:;]}’”"
        .contains(c)
        || ('\u{31F0}'..='\u{31FF}').contains(&c)
}

/// Characters that may not end a line (opening brackets).
fn no_line_end(c: char) -> bool {
    "「『（【〔〈《［｛〘〖〝‘“([{".contains(c)
}

fn is_hiragana(c: char) -> bool {
    ('\u{3041}'..='\u{309F}').contains(&c)
}

fn is_katakana(c: char) -> bool {
    ('\u{30A0}'..='\u{30FF}').contains(&c) && c != '・'
}

fn is_kanji(c: char) -> bool {
    ('\u{4E00}'..='\u{9FFF}').contains(&c) || ('\u{3400}'..='\u{4DBF}').contains(&c) || c == '々'
}

fn is_japanese(c: char) -> bool {
    is_hiragana(c)
        || is_katakana(c)
        || is_kanji(c)
        || ('\u{3000}'..='\u{303F}').contains(&c)
        || ('\u{FF01}'..='\u{FF60}').contains(&c)
        || c == '・'
}

/// Whether the kinsoku rules allow a line to end after `before` and the next to start with
/// `after`.
pub fn kinsoku_allows(before: char, after: char) -> bool {
    !no_line_end(before) && !no_line_start(after)
}

/// Whether a line may break between `before` and `after` without cutting a word: between
/// phrases (a particle or other kana ending a phrase before a kanji, katakana or Latin word),
/// after punctuation, before an opening bracket, at a space; always within the kinsoku rules.
pub fn phrase_break_allowed(before: char, after: char) -> bool {
    if !kinsoku_allows(before, after) {
        return false;
    }
    if before.is_whitespace() || after.is_whitespace() {
        return true;
    }
    // A ・ between katakana joins the parts of a name (シド・ケッチャム).
    if before == '・' && is_katakana(after) {
        return false;
    }
    let punctuation = |c: char| "、。，．・：；？！…」』）】〕〉》］｝".contains(c);
    if punctuation(before) || no_line_end(after) {
        return true;
    }
    is_hiragana(before) && (is_kanji(after) || is_katakana(after) || after.is_ascii_alphanumeric())
}

/// One-kana particles: a phrase may end on them even between two kanji (札の上, 風が吹く).
fn is_particle(c: char) -> bool {
    "のはがをにでともへやか".contains(c)
}

/// [`phrase_break_allowed`], knowing the character `prev` before `before`: a single kana
/// between two kanji that is no particle belongs to one word (切り札, 受け流し), so no phrase
/// ends there.
pub fn phrase_break_between(prev: Option<char>, before: char, after: char) -> bool {
    let okurigana = prev.is_some_and(is_kanji)
        && is_hiragana(before)
        && !is_particle(before)
        && is_kanji(after);
    phrase_break_allowed(before, after) && !okurigana
}

/// The longest quotation kept on one row: a button's name or a short phrase in 「」, such as
/// 「2で宣言」 or 「樽：抜く」, reads as one word.
const SHORT_QUOTE: usize = 10;

/// For each character, whether it lies inside a short 「」 quotation (brackets excluded).
fn short_quotes(chars: &[char]) -> Vec<bool> {
    let mut quoted = vec![false; chars.len()];
    let mut open = None;
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '「' => open = Some(i),
            '」' => {
                if let Some(o) = open.take()
                    && i - o - 1 <= SHORT_QUOTE
                {
                    quoted[o + 1..i].iter_mut().for_each(|q| *q = true);
                }
            }
            _ => {}
        }
    }
    quoted
}

/// Byte offsets in `text` at which to start a new row so that no row of `nowrap` (the text laid
/// out without wrapping) is wider than `width`, breaking between phrases where one fits and
/// within the kinsoku rules otherwise. None when the galley's glyphs do not match the text one
/// to one (then egui's own wrapping is left alone).
fn breaks(text: &str, nowrap: &Galley, width: f32) -> Option<Vec<usize>> {
    let mut chars = text.char_indices();
    let mut out = Vec::new();
    for placed in &nowrap.rows {
        let glyphs = &placed.row.glyphs;
        let mut offsets = Vec::with_capacity(glyphs.len());
        for g in glyphs {
            let (at, c) = chars.next()?;
            if c != g.chr {
                return None;
            }
            offsets.push(at);
        }
        if placed.ends_with_newline {
            chars.next()?;
        }
        let row: Vec<char> = glyphs.iter().map(|g| g.chr).collect();
        let quoted = short_quotes(&row);
        let mut start = 0;
        while start < glyphs.len() {
            let left = glyphs[start].pos.x;
            let Some(over) = (start + 1..glyphs.len()).find(|&i| glyphs[i].max_x() - left > width)
            else {
                break;
            };
            // The row starts at `start`; glyph `over` no longer fits: break before some glyph in
            // start+1..=over, the latest between phrases, else the latest kinsoku allows.
            let candidates = (start + 1..=over).rev();
            let between = |rule: fn(Option<char>, char, char) -> bool| {
                candidates.clone().find(|&i| {
                    let prev = i.checked_sub(2).map(|p| glyphs[p].chr);
                    rule(prev, glyphs[i - 1].chr, glyphs[i].chr)
                })
            };
            let outside_quotes = |rule: fn(Option<char>, char, char) -> bool| {
                candidates.clone().find(|&i| {
                    let prev = i.checked_sub(2).map(|p| glyphs[p].chr);
                    !(quoted[i - 1] && quoted[i]) && rule(prev, glyphs[i - 1].chr, glyphs[i].chr)
                })
            };
            let at = outside_quotes(phrase_break_between)
                .or_else(|| between(phrase_break_between))
                .or_else(|| between(|_, before, after| kinsoku_allows(before, after)))
                .unwrap_or(over);
            // A space at the break is dropped from the row's end by egui's own layout as well.
            out.push(offsets[at]);
            start = at;
        }
    }
    Some(out)
}

/// `job` with a newline inserted at each of `offsets` (ascending byte offsets into its text),
/// each section's range moved to match.
fn with_newlines(mut job: LayoutJob, offsets: &[usize]) -> LayoutJob {
    let mut text = String::with_capacity(job.text.len() + offsets.len());
    let mut from = 0;
    for &at in offsets {
        text.push_str(&job.text[from..at]);
        text.push('\n');
        from = at;
    }
    text.push_str(&job.text[from..]);
    let shift =
        |ByteIndex(x): ByteIndex| ByteIndex(x + offsets.iter().filter(|&&at| at <= x).count());
    for section in &mut job.sections {
        section.byte_range = shift(section.byte_range.start)..shift(section.byte_range.end);
    }
    job.text = text;
    job
}

/// Lays out `job`, wrapping Japanese text between phrases and within the kinsoku rules; other
/// text (or a job that does not wrap) is laid out as egui would.
pub fn layout(fonts: &mut FontsView<'_>, job: LayoutJob) -> Arc<Galley> {
    let width = job.wrap.max_width;
    if !width.is_finite() || job.wrap.max_rows != usize::MAX || !job.text.chars().any(is_japanese) {
        return fonts.layout_job(job);
    }
    let mut nowrap = job.clone();
    nowrap.wrap.max_width = f32::INFINITY;
    nowrap.halign = Align::LEFT;
    nowrap.justify = false;
    let nowrap = fonts.layout_job(nowrap);
    match breaks(&job.text, &nowrap, width) {
        Some(offsets) if !offsets.is_empty() => fonts.layout_job(with_newlines(job, &offsets)),
        _ => fonts.layout_job(job),
    }
}

/// As `painter.layout(text, font, color, wrap_width)`, with the Japanese line breaking of
/// [`layout`].
pub fn painter_layout(
    painter: &egui::Painter,
    text: String,
    font: egui::FontId,
    color: egui::Color32,
    wrap_width: f32,
) -> Arc<Galley> {
    let job = LayoutJob::simple(text, font, color, wrap_width);
    painter.fonts_mut(|fonts| layout(fonts, job))
}

/// A label like `ui.label(text)`, whose Japanese text wraps between phrases and within the
/// kinsoku rules. Where a label's first row continues a row of widgets, or the layout does not
/// wrap, it is egui's label.
pub fn label(ui: &mut Ui, text: impl Into<WidgetText>) -> Response {
    label_in(ui, text.into(), false)
}

/// As [`label`], wrapped to the room left even in a row of widgets (egui's `Label::wrap`).
pub fn wrapped_label(ui: &mut Ui, text: impl Into<WidgetText>) -> Response {
    label_in(ui, text.into(), true)
}

fn label_in(ui: &mut Ui, text: WidgetText, force: bool) -> Response {
    let flow = ui.layout();
    let continues_row = flow.is_horizontal()
        && flow.main_wrap()
        && ui.available_width() - ui.available_size_before_wrap().x > 0.5;
    if !(force || ui.wrap_mode() == TextWrapMode::Wrap)
        || continues_row
        || !ui.available_width().is_finite()
    {
        return if force {
            ui.add(Label::new(text).wrap())
        } else {
            ui.label(text)
        };
    }
    let mut job = Arc::unwrap_or_clone(text.into_layout_job(
        ui.style(),
        FontSelection::Default,
        ui.text_valign(),
    ));
    job.wrap.max_width = ui.available_width();
    job.halign = ui.layout().horizontal_placement();
    job.justify = ui.layout().horizontal_justify();
    let name = job.text.clone();
    let galley = ui.fonts_mut(|fonts| layout(fonts, job));
    // A screen reader (and a search by label) reads the text unbroken, not its rows.
    let broken = galley.text() != name;
    let response = ui.add(Label::new(galley));
    if broken {
        // A label's text is the value of its accessibility node.
        ui.ctx()
            .accesskit_node_builder(response.id, |node| node.set_value(name));
    }
    response
}

/// `text` laid out in `style` to `width` with the Japanese line breaking of [`layout`], for a
/// widget that takes a galley (a link, a checkbox).
pub fn galley(
    ui: &Ui,
    text: impl Into<WidgetText>,
    style: egui::TextStyle,
    width: f32,
) -> Arc<Galley> {
    let mut job = Arc::unwrap_or_clone(text.into().into_layout_job(
        ui.style(),
        FontSelection::Style(style),
        ui.text_valign(),
    ));
    job.wrap.max_width = width;
    ui.fonts_mut(|fonts| layout(fonts, job))
}

/// A checkbox like `ui.checkbox(checked, text)`, whose Japanese text wraps as [`label`]'s does
/// (egui's own wrapping put a small ッ at the start of a row), named by its text unbroken.
pub fn checkbox(ui: &mut Ui, checked: &mut bool, text: impl Into<WidgetText>) -> Response {
    let text = text.into();
    let name = text.text().to_owned();
    let spacing = ui.spacing();
    let width = ui.available_width() - spacing.icon_width - spacing.icon_spacing;
    let galley = galley(ui, text, egui::TextStyle::Button, width);
    ui.checkbox(checked, galley).accessible_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows `text` wraps into at `width` points in the app's fonts.
    fn rows(text: &str, width: f32) -> Vec<String> {
        let ctx = egui::Context::default();
        crate::ui::fonts::install(&ctx);
        // Fonts set during a pass take effect at the next one.
        let _ = ctx.run_ui(Default::default(), |_| {});
        let mut out = Vec::new();
        let _ = ctx.run_ui(Default::default(), |ui| {
            let mut job = LayoutJob::simple(
                text.to_owned(),
                egui::FontId::proportional(14.0),
                egui::Color32::WHITE,
                width,
            );
            job.wrap.max_width = width;
            let galley = ui.fonts_mut(|fonts| layout(fonts, job));
            out = galley
                .rows
                .iter()
                .map(|r| r.glyphs.iter().map(|g| g.chr).collect())
                .collect();
        });
        out
    }

    #[test]
    fn japanese_wraps_between_phrases_and_never_against_kinsoku() {
        let text = "相手のゴールを目指すテイキングの成功率はおすすめです。「守護」（公式）のカードを引いてください、ウィリー・ザ・キッドが勝ちました。";
        for width in (60..=400).step_by(7) {
            let rows = rows(text, width as f32);
            assert_eq!(rows.concat(), text, "nothing lost at {width}");
            for pair in rows.windows(2) {
                let (end, start) = (pair[0].chars().last(), pair[1].chars().next());
                let (Some(end), Some(start)) = (end, start) else {
                    continue;
                };
                assert!(
                    kinsoku_allows(end, start),
                    "{width}: {:?} / {:?} breaks against kinsoku",
                    pair[0],
                    pair[1]
                );
            }
            if width < 180 {
                // Narrower, the phrase 「成功率はおすすめです。」 itself must break.
                continue;
            }
            let words = ["目指す", "テイキング", "成功率", "おすすめです。", "守護"];
            let split = words_split(text, &rows, &words);
            assert!(split.is_empty(), "{width}: {split:?} split in {rows:?}");
        }
    }

    /// Those of `words` (each found in `text`) that a row break of `rows` cuts in two.
    fn words_split<'a>(text: &str, rows: &[String], words: &[&'a str]) -> Vec<&'a str> {
        // Where each row starts, in characters.
        let starts: Vec<usize> = rows
            .iter()
            .scan(0, |at, row| {
                let start = *at;
                *at += row.chars().count();
                Some(start)
            })
            .collect();
        let chars: Vec<char> = text.chars().collect();
        words
            .iter()
            .copied()
            .filter(|word| {
                let word: Vec<char> = word.chars().collect();
                let at = chars
                    .windows(word.len())
                    .position(|w| w == word.as_slice())
                    .unwrap_or_else(|| panic!("{word:?} not in the text"));
                starts.iter().any(|&s| at < s && s < at + word.len())
            })
            .collect()
    }

    #[test]
    fn a_short_quotation_and_a_katakana_name_stay_on_one_row() {
        let text = "下限は2なので、「2で宣言」を押しましょう。あなたには樽があります。「樽：抜く」を押して、シド・ケッチャムを撃ちましょう。";
        for width in (120..=420).step_by(5) {
            let rows = rows(text, width as f32);
            assert_eq!(rows.concat(), text, "nothing lost at {width}");
            let words = ["2で宣言", "樽：抜く", "シド・ケッチャム"];
            let split = words_split(text, &rows, &words);
            assert!(split.is_empty(), "{width}: {split:?} split in {rows:?}");
        }
    }

    #[test]
    fn the_rules_keep_words_and_brackets_whole() {
        assert!(!phrase_break_allowed('目', '指'));
        assert!(!phrase_break_allowed('テ', 'イ'));
        assert!(!phrase_break_allowed('で', 'す'));
        assert!(!phrase_break_allowed('カ', 'ー'));
        assert!(!kinsoku_allows('「', '守'));
        assert!(!kinsoku_allows('す', '。'));
        assert!(!kinsoku_allows('キ', 'ッ'));
        assert!(phrase_break_allowed('を', '目'));
        assert!(phrase_break_allowed('、', 'カ'));
        assert!(phrase_break_allowed('の', '「'));
        assert!(!phrase_break_between(Some('切'), 'り', '札'));
        assert!(!phrase_break_between(Some('受'), 'け', '流'));
        assert!(phrase_break_between(Some('札'), 'の', '上'));
        assert!(phrase_break_between(Some('す'), 'る', '時'));
    }

    #[test]
    fn english_is_left_to_egui() {
        let text = "The quick brown fox jumps over the lazy dog again and again";
        assert_eq!(
            rows(text, 120.0).concat().replace(' ', ""),
            text.replace(' ', "")
        );
    }
}
