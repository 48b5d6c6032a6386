//! The guided game's bubble: the step's text next to what it speaks of (an arrow points there),
//! the step count, "Next" on a step to read and "Skip the lesson" at every step.

use egui::{Color32, Id, Pos2, Rect, RichText, Stroke, Vec2, WidgetInfo, accesskit::Role};

use crate::{
    i18n::{GuideMsg, Lang, fill},
    play::guide::Spot,
    ui::{line_break, theme::Theme},
};

/// The bubble's width.
const BUBBLE_WIDTH: f32 = 300.0;
/// The gap between the bubble and the point it speaks of.
const BUBBLE_GAP: f32 = 34.0;

/// What the player did in the bubble.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BubbleChoice {
    /// Nothing.
    None,
    /// "Next" on a step to read.
    Next,
    /// "Skip the lesson".
    Skip,
}

/// What one bubble shows.
pub struct Bubble<'a> {
    /// The game's name (the bubble's accessible name).
    pub game: &'a str,
    /// The step's text.
    pub text: &'a str,
    /// Where it points, as fractions of `table`.
    pub spot: Option<Spot>,
    /// The step's index and the number of steps.
    pub position: (usize, usize),
    /// The step is only to read ("Next" is shown).
    pub reading: bool,
}

/// The point `spot` speaks of inside `table`.
pub fn spot_point(table: Rect, spot: Spot) -> Pos2 {
    table.min + Vec2::new(spot.x * table.width(), spot.y * table.height())
}

/// Where the bubble goes: centred over or under the point (above it in the lower half of the
/// table, below it in the upper half, so it never covers the point or what lies beyond it), or
/// centred where the spot asks, inside the table; at the top of the table when the step speaks
/// of the whole table.
pub fn bubble_origin(table: Rect, spot: Option<Spot>, height: f32) -> Pos2 {
    let Some(spot) = spot else {
        return Pos2::new(table.center().x - BUBBLE_WIDTH / 2.0, table.top() + 12.0);
    };
    let p = spot_point(table, spot);
    let (x, y) = match spot.bubble {
        Some((x, y)) => {
            let centre = spot_point(table, Spot::at(x, y));
            (centre.x - BUBBLE_WIDTH / 2.0, centre.y - height / 2.0)
        }
        None if spot.y > 0.5 => (p.x - BUBBLE_WIDTH / 2.0, p.y - BUBBLE_GAP - height),
        None => (p.x - BUBBLE_WIDTH / 2.0, p.y + BUBBLE_GAP),
    };
    let x = x.clamp(
        table.left() + 4.0,
        (table.right() - BUBBLE_WIDTH - 4.0).max(table.left() + 4.0),
    );
    let y = y.clamp(
        table.top() + 4.0,
        (table.bottom() - height - 4.0).max(table.top() + 4.0),
    );
    Pos2::new(x, y)
}

/// Draws `bubble` over `table`; returns what was clicked.
pub fn show(
    ctx: &egui::Context,
    table: Rect,
    bubble: &Bubble<'_>,
    lang: Lang,
    theme: &Theme,
) -> BubbleChoice {
    let id = Id::unique("guide-bubble");
    // The height of the last frame places the bubble (the first frame guesses).
    let height = ctx
        .memory(|m| m.area_rect(id))
        .map_or(160.0, |r| r.height());
    let origin = bubble_origin(table, bubble.spot, height);
    let mut choice = BubbleChoice::None;
    let background = if theme.dark {
        Color32::from_rgb(0x2b, 0x33, 0x40)
    } else {
        Color32::from_rgb(0xff, 0xfb, 0xe8)
    };
    let area = egui::Area::new(id)
        .order(egui::Order::Foreground)
        .fixed_pos(origin)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(background)
                .stroke(Stroke::new(2.0, theme.accent))
                .corner_radius(theme.panel_radius)
                .inner_margin(12.0)
                .show(ui, |ui| {
                    ui.set_width(BUBBLE_WIDTH - 24.0);
                    let (i, n) = bubble.position;
                    let count = fill_count(i, n, lang);
                    let name = fill(GuideMsg::BubbleName.tr(lang), &[bubble.game]);
                    // Wrapped as Japanese allows: a long game name left the count's last
                    // number alone on a row.
                    let head = line_break::wrapped_label(
                        ui,
                        RichText::new(format!("{name}{}{count}", lang.part_separator()))
                            .size(theme.small_size)
                            .color(theme.text_muted),
                    );
                    let described = format!("{name}, {count}: {}", bubble.text);
                    head.widget_info(|| WidgetInfo::labeled(Role::Note, true, &described));
                    line_break::wrapped_label(
                        ui,
                        RichText::new(bubble.text)
                            .size(theme.body_size + 1.0)
                            .color(theme.text),
                    );
                    ui.add_space(6.0);
                    ui.horizontal(|ui| {
                        if bubble.reading
                            && ui
                                .button(RichText::new(GuideMsg::Next.tr(lang)).strong())
                                .clicked()
                        {
                            choice = BubbleChoice::Next;
                        }
                        if ui
                            .button(GuideMsg::Skip.tr(lang))
                            .on_hover_text(GuideMsg::SkipHover.tr(lang))
                            .clicked()
                        {
                            choice = BubbleChoice::Skip;
                        }
                    });
                });
        });
    if let Some(spot) = bubble.spot {
        pointer(ctx, area.response.rect, spot_point(table, spot), theme);
    }
    choice
}

/// "Step 2 of 7".
fn fill_count(i: usize, n: usize, lang: Lang) -> String {
    fill(
        GuideMsg::StepCount.tr(lang),
        &[&(i + 1).to_string(), &n.to_string()],
    )
}

/// The arrow from the bubble's nearest edge to the point, and a ring around the point.
fn pointer(ctx: &egui::Context, bubble: Rect, point: Pos2, theme: &Theme) {
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        Id::unique("guide-pointer"),
    ));
    if bubble.expand(2.0).contains(point) {
        return;
    }
    let from = Pos2::new(
        point.x.clamp(bubble.left(), bubble.right()),
        point.y.clamp(bubble.top(), bubble.bottom()),
    );
    let stroke = Stroke::new(3.0, theme.accent);
    painter.line_segment([from, point], stroke);
    painter.circle_stroke(point, 10.0, stroke);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bubble_goes_over_or_under_the_point_or_where_the_spot_asks_inside_the_table() {
        let table = Rect::from_min_size(Pos2::new(0.0, 50.0), Vec2::new(1000.0, 700.0));
        let h = 100.0;
        // Lower half: above the point; upper half: below it.
        let above = bubble_origin(table, Some(Spot::at(0.5, 0.8)), h);
        assert_eq!(above, Pos2::new(350.0, 610.0 - BUBBLE_GAP - h));
        let below = bubble_origin(table, Some(Spot::at(0.5, 0.2)), h);
        assert_eq!(below, Pos2::new(350.0, 190.0 + BUBBLE_GAP));
        // Centred where asked, whatever the point.
        let asked = Spot::at(0.2, 0.5).from_bubble_at(0.5, 0.8);
        assert_eq!(
            bubble_origin(table, Some(asked), h),
            Pos2::new(350.0, 560.0)
        );
        // Kept inside the table.
        let corner = Spot::at(0.2, 0.5).from_bubble_at(1.0, 1.0);
        assert_eq!(
            bubble_origin(table, Some(corner), h),
            Pos2::new(1000.0 - BUBBLE_WIDTH - 4.0, 750.0 - h - 4.0)
        );
    }
}
