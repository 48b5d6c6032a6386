//! The win-chance graph: the human's estimated chance after every decision, the human's own
//! decisions as larger dots coloured by their mark, the computer's as small ones; a click jumps
//! to a decision. Painted with the painter in theme colours, so it reads in both themes.

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, pos2};

use crate::{
    engine::review::{Mark, Measure},
    i18n::{Lang, Msg, fill},
    ui::theme::Theme,
};

/// How one point is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dot {
    /// The human's decision, graded.
    Judged(Mark),
    /// The human's decision, not graded (a forced move, or not analysed yet).
    Human,
    /// Another seat's decision.
    Other,
    /// The game's result.
    End,
}

/// The colour of a mark.
pub fn mark_color(mark: Mark, theme: &Theme) -> Color32 {
    match mark {
        Mark::Best | Mark::Good => theme.success,
        Mark::Inaccuracy => theme.inaccuracy,
        Mark::Mistake => theme.warning,
        Mark::Blunder => theme.danger,
    }
}

/// Paints a judged decision's dot, told apart by its shape as well as its colour: a good one
/// a small circle, an inaccuracy a diamond, a mistake a square, a blunder a triangle pointing
/// down.
pub fn paint_mark(painter: &egui::Painter, center: Pos2, mark: Mark, theme: &Theme) {
    let fill = mark_color(mark, theme);
    let outline = Stroke::new(1.0, theme.text);
    let r = 5.0;
    let polygon = |points: Vec<Pos2>| Shape::convex_polygon(points, fill, outline);
    let shape = match mark {
        Mark::Best | Mark::Good => Shape::circle_filled(center, 3.5, fill),
        Mark::Inaccuracy => polygon(vec![
            center + Vec2::new(0.0, -r),
            center + Vec2::new(r, 0.0),
            center + Vec2::new(0.0, r),
            center + Vec2::new(-r, 0.0),
        ]),
        Mark::Mistake => Shape::rect_filled(
            Rect::from_center_size(center, Vec2::splat(r * 1.6)),
            0.0,
            fill,
        ),
        Mark::Blunder => polygon(vec![
            center + Vec2::new(-r * 1.1, -r * 0.8),
            center + Vec2::new(r * 1.1, -r * 0.8),
            center + Vec2::new(0.0, r * 1.1),
        ]),
    };
    painter.add(shape);
    match mark {
        Mark::Best | Mark::Good => {
            painter.circle_stroke(center, 3.5, outline);
        }
        Mark::Mistake => {
            painter.rect_stroke(
                Rect::from_center_size(center, Vec2::splat(r * 1.6)),
                0.0,
                outline,
                egui::StrokeKind::Middle,
            );
        }
        Mark::Inaccuracy | Mark::Blunder => {}
    }
}

/// The graph's title: what its curve estimates.
pub fn title(measure: Measure) -> Msg {
    match measure {
        Measure::Evaluation => Msg::ReviewGraphEvaluation,
        Measure::RoughWinChance => Msg::ReviewGraphRough,
        Measure::WinChance | Measure::SuccessChance => Msg::ReviewGraph,
    }
}

/// The text of one point of a curve that estimates `measure`.
fn point_text(measure: Measure) -> Msg {
    match measure {
        Measure::Evaluation => Msg::ReviewGraphEvaluationPoint,
        Measure::RoughWinChance => Msg::ReviewGraphRoughPoint,
        Measure::WinChance | Measure::SuccessChance => Msg::ReviewGraphPoint,
    }
}

/// The x of decision `k` of `n` inside `rect`.
fn x_of(rect: Rect, k: usize, n: usize) -> f32 {
    if n <= 1 {
        rect.center().x
    } else {
        rect.left() + rect.width() * k as f32 / (n - 1) as f32
    }
}

/// The decision nearest to `x`.
pub fn decision_at(rect: Rect, x: f32, n: usize) -> usize {
    if n <= 1 {
        return 0;
    }
    let t = ((x - rect.left()) / rect.width()).clamp(0.0, 1.0);
    ((t * (n - 1) as f32).round() as usize).min(n - 1)
}

/// What the graph draws.
pub struct Curve<'a> {
    /// `values[k]` is the estimate after decision `k` (`None`: not known yet).
    pub values: &'a [Option<f64>],
    /// One per value.
    pub dots: &'a [Dot],
    /// What the values estimate (the title and the point labels).
    pub measure: Measure,
}

/// Draws the graph at the available width and `height`; returns the decision clicked.
/// `current` is the decision shown on the table.
pub fn show(
    ui: &mut Ui,
    height: f32,
    curve: &Curve<'_>,
    current: Option<usize>,
    theme: &Theme,
    lang: Lang,
) -> Option<usize> {
    let Curve {
        values,
        dots,
        measure,
    } = *curve;
    let width = ui.available_width().max(120.0);
    let (outer, response) = ui.allocate_exact_size(Vec2::new(width, height), Sense::click());
    let response = response.accessible_name(title(measure).tr(lang));
    let painter = ui.painter_at(outer);
    let background = ui.visuals().extreme_bg_color;
    painter.rect_filled(outer, theme.card_radius, background);
    painter.rect_stroke(
        outer,
        theme.card_radius,
        Stroke::new(1.0, theme.card_border),
        egui::StrokeKind::Inside,
    );
    // Room on the left for the scale.
    let rect = Rect::from_min_max(
        outer.min + Vec2::new(38.0, 12.0),
        outer.max - Vec2::new(10.0, 12.0),
    );
    let n = values.len();
    let y_of = |v: f64| rect.bottom() - rect.height() * v.clamp(0.0, 1.0) as f32;
    let small = FontId::proportional(theme.small_size - 2.0);

    // The 50 % line and the scale.
    let mid = y_of(0.5);
    painter.add(Shape::dashed_line(
        &[pos2(rect.left(), mid), pos2(rect.right(), mid)],
        Stroke::new(1.0, theme.text_muted),
        4.0,
        4.0,
    ));
    // An evaluation is no percentage: its scale reads 0 to 100.
    let scale = if measure == Measure::Evaluation {
        ["100", "50", "0"]
    } else {
        ["100%", "50%", "0%"]
    };
    for (v, label) in [1.0, 0.5, 0.0].into_iter().zip(scale) {
        painter.text(
            pos2(outer.left() + 4.0, y_of(v)),
            Align2::LEFT_CENTER,
            label,
            small.clone(),
            theme.text_muted,
        );
    }

    // The current decision.
    if let Some(k) = current.filter(|&k| k < n) {
        let x = x_of(rect, k, n);
        painter.line_segment(
            [pos2(x, outer.top() + 2.0), pos2(x, outer.bottom() - 2.0)],
            Stroke::new(2.0, theme.accent),
        );
    }

    // The curve through the known values, shaded towards 50 %.
    let known: Vec<Pos2> = values
        .iter()
        .enumerate()
        .filter_map(|(k, v)| v.map(|v| pos2(x_of(rect, k, n), y_of(v))))
        .collect();
    for pair in known.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let above = (a.y + b.y) / 2.0 <= mid;
        let fill = if above { theme.success } else { theme.danger }.gamma_multiply(0.25);
        painter.add(Shape::convex_polygon(
            vec![a, b, pos2(b.x, mid), pos2(a.x, mid)],
            fill,
            Stroke::NONE,
        ));
    }
    if known.len() >= 2 {
        painter.add(Shape::line(known, Stroke::new(1.8, theme.text)));
    }
    for (k, (value, dot)) in values.iter().zip(dots).enumerate() {
        let Some(v) = value else { continue };
        let center = pos2(x_of(rect, k, n), y_of(*v));
        match dot {
            Dot::Judged(mark) => paint_mark(&painter, center, *mark, theme),
            Dot::Human => {
                painter.circle(center, 3.0, background, Stroke::new(1.2, theme.text));
            }
            Dot::Other => {
                painter.circle_filled(center, 2.0, theme.text_muted);
            }
            Dot::End => {
                painter.rect_filled(
                    Rect::from_center_size(center, Vec2::splat(8.0)),
                    1.0,
                    theme.accent,
                );
            }
        }
    }

    let mut clicked = None;
    if n > 0
        && let Some(pointer) = response.hover_pos()
    {
        let k = decision_at(rect, pointer.x, n);
        let x = x_of(rect, k, n);
        painter.line_segment(
            [pos2(x, outer.top() + 2.0), pos2(x, outer.bottom() - 2.0)],
            Stroke::new(1.0, theme.text_muted),
        );
        if let Some(Some(v)) = values.get(k) {
            let percent = format!("{:.0}", v * 100.0);
            let text = if dots.get(k) == Some(&Dot::End) {
                format!("{}: {percent}%", Msg::ReviewEnd.tr(lang))
            } else {
                fill(
                    point_text(measure).tr(lang),
                    &[&(k + 1).to_string(), &percent],
                )
            };
            response.clone().on_hover_text_at_pointer(text);
        }
        if response.clicked() {
            clicked = Some(k);
        }
    }
    clicked
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kinds of shape (and their corner counts) a mark's dot is painted with.
    fn outline_of(mark: Mark) -> Vec<String> {
        let ctx = egui::Context::default();
        let capture = crate::ui::layout_check::Capture::install(&ctx);
        let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
            let painter = ui.ctx().layer_painter(egui::LayerId::background());
            paint_mark(&painter, pos2(50.0, 50.0), mark, &Theme::light());
        });
        capture
            .take()
            .into_iter()
            .flat_map(|(_, shapes)| shapes)
            .map(|c| match c.shape {
                Shape::Circle(_) => "circle".to_owned(),
                Shape::Rect(_) => "square".to_owned(),
                Shape::Path(p) => format!("{} corners", p.points.len()),
                other => format!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn each_grade_of_error_has_its_own_shape_not_only_its_colour() {
        let grades = [Mark::Good, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];
        let outlines: Vec<Vec<String>> = grades.iter().map(|&m| outline_of(m)).collect();
        for (i, a) in outlines.iter().enumerate() {
            assert!(!a.is_empty());
            for b in &outlines[i + 1..] {
                assert_ne!(a, b, "{outlines:?}");
            }
        }
        assert_eq!(outline_of(Mark::Best), outline_of(Mark::Good));
    }

    #[test]
    fn clicks_map_to_the_nearest_decision() {
        let rect = Rect::from_min_size(pos2(10.0, 0.0), Vec2::new(100.0, 50.0));
        assert_eq!(decision_at(rect, 10.0, 5), 0);
        assert_eq!(decision_at(rect, 110.0, 5), 4);
        assert_eq!(decision_at(rect, 62.0, 5), 2);
        assert_eq!(decision_at(rect, -50.0, 5), 0);
        assert_eq!(decision_at(rect, 500.0, 5), 4);
        assert_eq!(decision_at(rect, 50.0, 1), 0);
        for k in 0..5 {
            assert_eq!(decision_at(rect, x_of(rect, k, 5), 5), k);
        }
    }
}
