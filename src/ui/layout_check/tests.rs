//! Tests of the layout check's own rules.

use super::*;

const WINDOW: Rect = Rect::from_min_max(Pos2::ZERO, Pos2::new(400.0, 300.0));

/// The findings of one frame painted by `paint` on a white window.
fn findings_of(paint: impl FnMut(&egui::Context), widgets: &Widgets) -> Vec<Finding> {
    let ctx = egui::Context::default();
    let capture = Capture::install(&ctx);
    let input = egui::RawInput {
        screen_rect: Some(WINDOW),
        ..Default::default()
    };
    let mut paint = paint;
    // The first pass loads the fonts.
    for _ in 0..2 {
        let _ = ctx.run_ui(input.clone(), |ui| paint(ui.ctx()));
    }
    Frame::new(&capture.take(), WINDOW, Color32::WHITE).findings(widgets)
}

fn text_and(ctx: &egui::Context, after: Option<Shape>) {
    let painter = ctx.layer_painter(LayerId::background());
    painter.text(
        Pos2::new(20.0, 20.0),
        egui::Align2::LEFT_TOP,
        "Move exactly one piece",
        egui::FontId::proportional(15.0),
        Color32::BLACK,
    );
    if let Some(shape) = after {
        painter.add(shape);
    }
}

#[test]
fn a_scroll_areas_edge_fade_is_not_a_shape_painted_over_text() {
    let over = Rect::from_min_size(Pos2::new(10.0, 15.0), egui::vec2(300.0, 20.0));
    let half = Color32::from_rgba_premultiplied(0x7e, 0x7d, 0x7b, 0x80);
    let fade = Shape::gradient_rect(
        over,
        egui::Direction::BottomUp,
        [half, Color32::TRANSPARENT],
    );
    let found = findings_of(|ctx| text_and(ctx, Some(fade.clone())), &Widgets::default());
    assert!(found.is_empty(), "{found:?}");
    // The same colour, flat, hides half the text.
    let flat = Shape::rect_filled(over, 0.0, half);
    let found = findings_of(|ctx| text_and(ctx, Some(flat.clone())), &Widgets::default());
    assert!(
        found.iter().any(|f| f.problem == Problem::PaintedOver),
        "{found:?}"
    );
}

/// Text painted at `top` in a clip from y 30 to 200 (a scroll area inside the window) or,
/// without `scroll`, clipped only by the window.
fn clipped_text(ctx: &egui::Context, top: f32, scroll: bool) {
    let clip = if scroll {
        Rect::from_min_max(Pos2::new(0.0, 30.0), Pos2::new(400.0, 200.0))
    } else {
        WINDOW
    };
    ctx.layer_painter(LayerId::background())
        .with_clip_rect(clip)
        .text(
            Pos2::new(20.0, top),
            egui::Align2::LEFT_TOP,
            "A long log entry\nof several lines\nscrolled partly\nout of view",
            egui::FontId::proportional(15.0),
            Color32::BLACK,
        );
}

#[test]
fn a_scrolled_entry_reaching_past_the_window_is_not_cut_off() {
    let cut = |found: &[Finding]| found.iter().any(|f| f.problem == Problem::CutOff);
    let scrolled = findings_of(|ctx| clipped_text(ctx, -10.0, true), &Widgets::default());
    assert!(!cut(&scrolled), "{scrolled:?}");
    let past_the_window = findings_of(|ctx| clipped_text(ctx, -10.0, false), &Widgets::default());
    assert!(cut(&past_the_window), "{past_the_window:?}");
}

#[test]
fn the_enhanced_check_asks_seven_to_one_of_small_text() {
    // #555555 on white reads at 7.5:1, #6e6e6e at 5.1:1: both pass AA, only one AAA.
    let frame_of = |ink: Color32, enhanced: bool| {
        let ctx = egui::Context::default();
        let capture = Capture::install(&ctx);
        let input = egui::RawInput {
            screen_rect: Some(WINDOW),
            ..Default::default()
        };
        for _ in 0..2 {
            let _ = ctx.run_ui(input.clone(), |ui| {
                ui.ctx().layer_painter(LayerId::background()).text(
                    Pos2::new(20.0, 20.0),
                    egui::Align2::LEFT_TOP,
                    "Move exactly one piece",
                    egui::FontId::proportional(15.0),
                    ink,
                );
            });
        }
        let frame = Frame::new(&capture.take(), WINDOW, Color32::WHITE);
        let frame = if enhanced { frame.enhanced() } else { frame };
        frame
            .findings(&Widgets::default())
            .iter()
            .any(|f| f.problem == Problem::Contrast)
    };
    let grey = Color32::from_rgb(0x6e, 0x6e, 0x6e);
    let dark_grey = Color32::from_rgb(0x55, 0x55, 0x55);
    assert!(!frame_of(grey, false));
    assert!(frame_of(grey, true));
    assert!(!frame_of(dark_grey, true));
}

#[test]
fn a_widget_under_the_window_the_text_lies_in_is_hidden_by_that_window() {
    let window = Rect::from_min_size(Pos2::new(10.0, 10.0), egui::vec2(300.0, 200.0));
    let under = Rect::from_min_size(Pos2::new(40.0, 25.0), egui::vec2(30.0, 30.0));
    let widgets = |in_window: Option<Rect>| Widgets {
        enabled: vec![Widget {
            rect: under,
            window: in_window,
        }],
        windows: vec![window],
        ..Default::default()
    };
    let outside = findings_of(|ctx| text_and(ctx, None), &widgets(None));
    assert!(outside.is_empty(), "{outside:?}");
    let inside = findings_of(|ctx| text_and(ctx, None), &widgets(Some(window)));
    assert!(
        inside.iter().any(|f| f.problem == Problem::OverButton),
        "{inside:?}"
    );
}

#[test]
fn a_japanese_row_starting_with_a_full_stop_or_ending_with_a_bracket_is_a_finding() {
    let findings = |wraps: Vec<(char, char)>| {
        let text = Text {
            order: 0,
            layer: 0,
            clip: WINDOW,
            string: "ゴールを目指す。「守護」".into(),
            ink: WINDOW,
            rows: Vec::new(),
            wraps,
            elided: false,
            runs: Vec::new(),
        };
        let mut out = Vec::new();
        check_line_breaks(&text, &mut out);
        out.len()
    };
    assert_eq!(findings(vec![('す', '。')]), 1, "。 starting a row");
    assert_eq!(findings(vec![('「', '守')]), 1, "「 ending a row");
    assert_eq!(
        findings(vec![('キ', 'ッ')]),
        1,
        "a small kana starting a row"
    );
    assert_eq!(findings(vec![('を', '目'), ('。', '「')]), 0);
    assert_eq!(findings(vec![(' ', '.')]), 0, "English breaks at spaces");
}
