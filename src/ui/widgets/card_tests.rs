//! Tests of the painted card.

use egui::{Context, LayerId, RawInput};

use super::*;
use crate::ui::layout_check::{Capture, Finding, Frame, Problem, Widgets};

/// What the layout check finds on one card painted at `size` on the dark table.
fn findings(look: &CardLook, style: CardStyle, size: Vec2) -> Vec<Finding> {
    let rect = Rect::from_min_size(Pos2::new(40.0, 40.0), size);
    row_findings(look, &[(rect, style)])
}

/// What the layout check finds on a row of cards painted left to right at `rects`.
fn row_findings(look: &CardLook, rects: &[(Rect, CardStyle)]) -> Vec<Finding> {
    let window = Rect::from_min_size(Pos2::ZERO, Vec2::new(400.0, 300.0));
    let theme = Theme::dark();
    let ctx = Context::default();
    let capture = Capture::install(&ctx);
    let input = RawInput {
        screen_rect: Some(window),
        ..Default::default()
    };
    for _ in 0..2 {
        let _ = ctx.run_ui(input.clone(), |ui| {
            let painter = ui.ctx().layer_painter(LayerId::background());
            for &(rect, style) in rects {
                paint_card(&painter, rect, Some(look), style, &theme);
            }
        });
    }
    Frame::new(&capture.take(), window, theme.table).findings(&Widgets::default())
}

/// A Knatsch-like card: index, dice in the middle, a title, a state under the index.
fn guarded_castle() -> CardLook {
    CardLook {
        corner: "4".to_owned(),
        corner_sub: "guarded".to_owned(),
        suit: None,
        ink: Theme::dark().ink_black,
        center: CardCenter::Dice {
            count: 3,
            face: 4,
            extra: 2,
        },
        title: Some("Special guardian".to_owned()),
        band: Some(Theme::dark().metal),
        accessible: "Special guardian".to_owned(),
    }
}

#[test]
fn a_cards_state_stays_on_the_card_and_off_its_dice() {
    // The smallest seat card of the Knatsch table and a large one.
    for size in [Vec2::new(56.0, 62.0), Vec2::new(94.0, 104.0)] {
        let rect = Rect::from_min_size(Pos2::new(40.0, 40.0), size);
        let found = row_findings(&guarded_castle(), &[(rect, CardStyle::default())]);
        assert!(found.is_empty(), "{size:?}: {found:#?}");
    }
}

#[test]
fn a_fanned_rows_covered_cards_show_only_their_index() {
    let size = Vec2::new(56.0, 62.0);
    let row = |covered: bool| -> Vec<(Rect, CardStyle)> {
        (0..4)
            .map(|i| {
                let rect = Rect::from_min_size(Pos2::new(40.0 + 22.0 * i as f32, 40.0), size);
                let style = CardStyle {
                    covered: covered && i < 3,
                    ..CardStyle::default()
                };
                (rect, style)
            })
            .collect()
    };
    let found = row_findings(&guarded_castle(), &row(true));
    assert!(found.is_empty(), "{found:#?}");
    // Drawn whole, the cards' titles and states lie under the next card.
    let whole = row_findings(&guarded_castle(), &row(false));
    assert!(
        whole.iter().any(|f| f.problem == Problem::PaintedOver),
        "{whole:#?}"
    );
}

fn titled(title: &str, corner: &str) -> CardLook {
    CardLook {
        corner: corner.to_owned(),
        corner_sub: String::new(),
        suit: Some(SuitMark::Spade),
        ink: Theme::dark().ink_black,
        center: CardCenter::Empty,
        title: Some(title.to_owned()),
        band: Some(Theme::dark().elements[2]),
        accessible: title.to_owned(),
    }
}

#[test]
fn a_dimmed_cards_text_stays_above_its_shade() {
    let dimmed = CardStyle {
        dimmed: true,
        ..Default::default()
    };
    let theme = Theme::dark();
    let mut number = CardLook::number(7, theme.ink_red);
    number.band = Some(theme.elements[1]);
    for look in [number, titled("Missed!", "10")] {
        let found = findings(&look, dimmed, theme.card_size);
        assert!(found.is_empty(), "{found:#?}");
    }
}

#[test]
fn a_small_cards_title_keeps_clear_of_its_index_and_centre_mark() {
    // Cards on a pile (the review board's and the table's at 1024×640), one in the hand at
    // 1280×800.
    for size in [
        Vec2::new(34.0, 50.0),
        Vec2::new(40.0, 58.0),
        Vec2::new(91.0, 132.0),
    ] {
        for (title, corner) in [
            ("General Store", "9"),
            ("Winchester", "8"),
            ("BANG!", "10"),
            ("Stagecoach", "9"),
            ("Remington", "K"),
        ] {
            let found = findings(&titled(title, corner), CardStyle::default(), size);
            assert!(found.is_empty(), "{size:?} {title}: {found:#?}");
        }
    }
}

/// The outline strokes painted around a card in `style`: (solid strokes, dashes), each in
/// the outline's colour.
fn outline_of(style: CardStyle, color: Color32) -> (usize, usize) {
    let theme = Theme::light();
    let ctx = Context::default();
    let capture = Capture::install(&ctx);
    let _ = ctx.run_ui(RawInput::default(), |ui| {
        let painter = ui.ctx().layer_painter(LayerId::background());
        let rect = Rect::from_min_size(Pos2::new(40.0, 40.0), theme.card_size);
        paint_card(&painter, rect, Some(&titled("BANG!", "A")), style, &theme);
    });
    let shapes: Vec<Shape> = capture
        .take()
        .into_iter()
        .flat_map(|(_, s)| s)
        .map(|c| c.shape)
        .collect();
    let solid = shapes
        .iter()
        .filter(|s| matches!(s, Shape::Rect(r) if r.stroke.color == color))
        .count();
    let dashes = shapes
        .iter()
        .filter(|s| matches!(s, Shape::LineSegment { stroke, .. } if stroke.color == color))
        .count();
    (solid, dashes)
}

#[test]
fn a_hinted_card_is_told_from_a_legal_one_by_its_dashed_outline() {
    let theme = Theme::light();
    let legal = CardStyle {
        legal: true,
        ..Default::default()
    };
    let hinted = CardStyle {
        hinted: true,
        ..legal
    };
    assert_eq!(outline_of(legal, theme.legal), (1, 0));
    let (solid, dashes) = outline_of(hinted, theme.hint);
    assert_eq!(solid, 0);
    assert!(dashes >= 8, "{dashes} dashes");
}
