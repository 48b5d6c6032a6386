//! How the Gygès table looks: pieces, arrows, the board with its goals.

use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, Ui, Vec2};

use super::{Layout, layout::RIM};
use crate::{
    engine::Player,
    games::gyges::{
        board::{Sq, home_row},
        text::{Text, tr},
    },
    i18n::Lang,
    ui::{
        theme::Theme,
        widgets::{PieceLook, paint_piece},
    },
};

/// A piece of `rings` rings.
pub fn piece_look(rings: u8, theme: &Theme) -> PieceLook {
    PieceLook {
        rings,
        ..PieceLook::disc(theme.card_face, theme.ink_black)
    }
}

/// Paints a piece of `rings` rings at `center`.
pub fn piece(ui: &Ui, center: Pos2, radius: f32, rings: u8, theme: &Theme) {
    paint_piece(
        ui.painter(),
        center,
        radius,
        &piece_look(rings, theme),
        theme,
    );
}

/// Draws an arrow along `points`.
pub fn arrow(painter: &egui::Painter, points: &[Pos2], color: Color32, width: f32) {
    if points.len() < 2 {
        return;
    }
    painter.add(Shape::line(points.to_vec(), Stroke::new(width, color)));
    let (a, b) = (points[points.len() - 2], points[points.len() - 1]);
    let dir = (b - a).normalized();
    let normal = Vec2::new(-dir.y, dir.x);
    let size = width * 3.0;
    painter.add(Shape::convex_polygon(
        vec![
            b,
            b - dir * size + normal * size * 0.6,
            b - dir * size - normal * size * 0.6,
        ],
        color,
        Stroke::NONE,
    ));
}

/// The board, the tinted home rows and both goals.
/// The board, its coordinates and the goals, the one `human` plays towards marked as theirs.
/// A goal's label stands aside from `in_goal`, the winning piece standing there.
pub fn board(
    ui: &Ui,
    layout: &Layout,
    theme: &Theme,
    lang: Lang,
    human: Player,
    in_goal: Option<Pos2>,
) {
    let painter = ui.painter();
    // The dark wood shows as a rim and the grooves between squares; the dark squares are the
    // felt itself (the window is cleared to it). A board-sized fill under 36 squares would cost
    // a software renderer the board's area twice over.
    let gap = 1.5;
    painter.rect_stroke(
        layout.board.expand(RIM),
        theme.panel_radius,
        Stroke::new(RIM + gap, theme.table_edge),
        egui::StrokeKind::Inside,
    );
    for i in 1..6u8 {
        let offset = f32::from(i) * layout.cell;
        let x = layout.board.left() + offset;
        let y = layout.board.top() + offset;
        painter.rect_filled(
            Rect::from_x_y_ranges(x - gap..=x + gap, layout.board.y_range()),
            0.0,
            theme.table_edge,
        );
        painter.rect_filled(
            Rect::from_x_y_ranges(layout.board.x_range(), y - gap..=y + gap),
            0.0,
            theme.table_edge,
        );
    }
    for sq in Sq::all().filter(|sq| (sq.row() + sq.col()) % 2 == 0) {
        painter.rect_filled(layout.square(sq).shrink(gap), 3.0, theme.table_zone);
    }
    // Back rows tinted with their owner's colour.
    for player in 0..2 {
        let row = home_row(player);
        let band = Rect::from_min_max(
            layout.square(Sq::at(row, 0)).min,
            layout.square(Sq::at(row, 5)).max,
        );
        painter.rect_stroke(
            band.shrink(1.0),
            3.0,
            Stroke::new(2.0, theme.seat(player).gamma_multiply(0.7)),
            egui::StrokeKind::Inside,
        );
    }
    coordinates(painter, layout, theme);
    for (rect, label, owner) in [
        (layout.goal_north, tr(Text::GoalNorth, lang), 1),
        (layout.goal_south, tr(Text::GoalSouth, lang), 0),
    ] {
        // A puzzle may give the player either side: the goal to reach is said, not assumed.
        let yours;
        let label = if owner == human {
            label
        } else {
            yours = crate::i18n::fill(tr(Text::GoalYours, lang), &[label]);
            yours.as_str()
        };
        painter.rect_filled(rect, theme.panel_radius, theme.table_edge);
        painter.rect_stroke(
            rect,
            theme.panel_radius,
            Stroke::new(2.0, theme.seat(owner)),
            egui::StrokeKind::Inside,
        );
        let (at, align) = match in_goal.filter(|p| rect.contains(*p)) {
            Some(piece) if piece.x < rect.center().x => (
                Pos2::new(rect.right() - theme.gap * 2.0, rect.center().y),
                Align2::RIGHT_CENTER,
            ),
            Some(_) => (
                Pos2::new(rect.left() + theme.gap * 2.0, rect.center().y),
                Align2::LEFT_CENTER,
            ),
            None => (rect.center(), Align2::CENTER_CENTER),
        };
        painter.text(
            at,
            align,
            label,
            FontId::proportional(theme.small_size),
            theme.text_on_table,
        );
    }
}

/// The files a–f under the board and the ranks 1–6 left of it, as the log and hints name the
/// squares.
fn coordinates(painter: &egui::Painter, layout: &Layout, theme: &Theme) {
    let font = FontId::proportional(theme.small_size);
    for i in 0..6 {
        // The squares' own names ("c4"), so the edge always spells what the log says.
        let (file, rank) = (Sq::at(0, i).to_string(), Sq::at(i, 0).to_string());
        for (rect, label) in [
            (layout.file_label(i), &file[..1]),
            (layout.rank_label(i), &rank[1..]),
        ] {
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                label,
                font.clone(),
                theme.text_on_table,
            );
        }
    }
}

/// The name of the goal `mover` attacks.
pub fn goal_label(mover: Player, lang: Lang) -> &'static str {
    if mover == 0 {
        tr(Text::GoalNorth, lang)
    } else {
        tr(Text::GoalSouth, lang)
    }
}
