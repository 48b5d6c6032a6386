//! The play phase by clicks: pick a piece, step or jump along its path, bounce or replace on a
//! landing, choose the drop square; the preview and danger aids mark the targets.

use egui::{Align2, FontId, Pos2, Rect, Stroke, Ui, Vec2};

use super::{
    GygesPanel, Layout, arrow,
    look::{goal_label, piece_look},
};
use crate::{
    engine::Player,
    games::gyges::{
        actions::Action,
        board::{Point, Sq},
        builder::{MoveBuilder, Stage, ending_of},
        text::{Text, tr},
    },
    ui::{
        panel::{GamePanel, TableContext},
        widgets::{clickable, paint_piece},
    },
};

/// A segment end the moving piece may reach, with the steps that lead there.
type Target = (Point, Vec<Point>);

impl GygesPanel {
    /// The play phase: pick, steps, landing choices, drops.
    pub(super) fn play_ui(
        &mut self,
        ui: &mut Ui,
        table: &TableContext<'_, Self>,
        layout: &Layout,
    ) -> Option<Action> {
        let state = table.state;
        let aids = table.aids.clone();
        let danger = self.dangerous(state, &aids);
        if table.legal == [Action::Pass] {
            return pass_ui(ui, layout, table);
        }
        let Some(builder) = self.builder.clone() else {
            self.pick_ui(ui, layout, table);
            return None;
        };
        let mover = state.current_player().unwrap_or(table.human);
        let head = moving_piece_path(ui, layout, table, &builder, mover);
        let rings = state.position().rings(builder.from());
        let mut look = piece_look(rings, table.theme);
        look.selected = true;
        let lifted = |lift: f32| {
            paint_piece(
                ui.painter(),
                head + Vec2::new(0.0, -layout.cell * lift),
                layout.cell * 0.4,
                &look,
                table.theme,
            );
        };
        match builder.stage() {
            Stage::Stepping => {
                lifted(0.1);
                if let Some(point) = self.stepping_ui(ui, layout, table, &builder, head, &danger) {
                    return self.advance(table, builder, point);
                }
            }
            Stage::Landed(at) => {
                lifted(0.22);
                if self.landed_ui(ui, layout, table, builder, at) {
                    return None;
                }
            }
            Stage::Dropping(at) => {
                lifted(0.1);
                if let Some(action) = dropping_ui(ui, layout, table, &builder, at, &danger) {
                    return Some(action);
                }
            }
            Stage::Done(action) => return Some(action),
        }
        self.cancel_ui(ui, layout, table);
        None
    }

    /// Rings on the pieces that may move; a click picks one.
    fn pick_ui(&mut self, ui: &mut Ui, layout: &Layout, table: &TableContext<'_, Self>) {
        let mut starts: Vec<Sq> = table
            .legal
            .iter()
            .filter_map(|a| ending_of(*a).map(|(f, _)| f))
            .collect();
        starts.sort();
        starts.dedup();
        for from in starts {
            let r = layout.square(from);
            ui.painter()
                .circle_stroke(r.center(), layout.cell * 0.44, table.theme.legal_stroke());
            let name = from.to_string();
            if clickable(ui, r, ("square", from.0), &name, true).clicked() {
                self.builder = MoveBuilder::start(table.state, from);
            }
        }
    }

    /// Marks the targets of the segment under way and returns the point clicked, if any.
    fn stepping_ui(
        &self,
        ui: &mut Ui,
        layout: &Layout,
        table: &TableContext<'_, Self>,
        builder: &MoveBuilder,
        head: Pos2,
        danger: &[Action],
    ) -> Option<Point> {
        let state = table.state;
        let mover = state.current_player().unwrap_or(table.human);
        let targets = builder.segment_targets(state);
        let steps = builder.next_steps(state);
        for target in &targets {
            mark_target(ui, layout, table, builder, target, head, danger);
        }
        // Adjacent squares step; farther targets jump along a path.
        let mut clicked = None;
        let mut clickable_points: Vec<Point> = steps.clone();
        for (p, _) in &targets {
            if !clickable_points.contains(p) {
                clickable_points.push(*p);
            }
        }
        for point in clickable_points {
            let (rect, name) = match point {
                Point::Square(s) => (layout.square(s), s.to_string()),
                Point::Goal => (
                    layout.goal_of(mover),
                    goal_label(mover, table.lang).to_owned(),
                ),
            };
            if steps.contains(&point) {
                ui.painter().circle_stroke(
                    rect.center(),
                    layout.cell * 0.2,
                    Stroke::new(2.0, table.theme.legal),
                );
            }
            let id = match point {
                Point::Square(s) => s.0,
                Point::Goal => 99,
            };
            if clickable(ui, rect, ("square", id), &name, true).clicked() && clicked.is_none() {
                clicked = Some(point);
            }
        }
        clicked
    }

    /// Moves the piece to `point`: one step, or the whole path to a farther target.
    fn advance(
        &mut self,
        table: &TableContext<'_, Self>,
        mut builder: MoveBuilder,
        point: Point,
    ) -> Option<Action> {
        let state = table.state;
        if builder.next_steps(state).contains(&point) {
            builder.step(state, point);
        } else if let Some((_, path)) = builder
            .segment_targets(state)
            .iter()
            .find(|(p, _)| *p == point)
        {
            for &p in path {
                builder.step(state, p);
            }
        }
        let done = builder.action();
        self.builder = Some(builder);
        done
    }

    /// Landed on a piece: the Bounce and Replace buttons beside the board, above Cancel. True
    /// once one was pressed.
    fn landed_ui(
        &mut self,
        ui: &mut Ui,
        layout: &Layout,
        table: &TableContext<'_, Self>,
        mut builder: MoveBuilder,
        at: Sq,
    ) -> bool {
        let (state, lang) = (table.state, table.lang);
        // The landing keeps a ring so the buttons read as choices for that piece.
        ui.painter().circle_stroke(
            layout.square(at).center(),
            layout.cell * 0.46,
            table.theme.legal_stroke(),
        );
        if builder.can_bounce(state)
            && ui
                .put(layout.control(2), egui::Button::new(tr(Text::Bounce, lang)))
                .clicked()
        {
            builder.bounce(state);
            self.builder = Some(builder);
            return true;
        }
        if builder.can_replace()
            && ui
                .put(
                    layout.control(1),
                    egui::Button::new(tr(Text::Replace, lang)),
                )
                .clicked()
        {
            builder.replace();
            self.builder = Some(builder);
            return true;
        }
        false
    }

    /// The Cancel button beside the board.
    fn cancel_ui(&mut self, ui: &mut Ui, layout: &Layout, table: &TableContext<'_, Self>) {
        if ui
            .put(
                layout.control(0),
                egui::Button::new(tr(Text::Cancel, table.lang)),
            )
            .clicked()
        {
            self.reset_selection();
        }
    }
}

/// No move is possible: one button to pass.
fn pass_ui(ui: &mut Ui, layout: &Layout, table: &TableContext<'_, GygesPanel>) -> Option<Action> {
    let r = Rect::from_center_size(layout.board.center(), Vec2::new(160.0, 40.0));
    ui.put(r, egui::Button::new(tr(Text::PassButton, table.lang)))
        .clicked()
        .then_some(Action::Pass)
}

/// The path so far as an arrow from the ringed start square; returns where the piece is now.
fn moving_piece_path(
    ui: &Ui,
    layout: &Layout,
    table: &TableContext<'_, GygesPanel>,
    builder: &MoveBuilder,
    mover: Player,
) -> Pos2 {
    let theme = table.theme;
    let points = layout.polyline(builder.from(), builder.path(), mover);
    ui.painter().circle_stroke(
        layout.square(builder.from()).center(),
        layout.cell * 0.38,
        Stroke::new(1.5, theme.text_on_table.gamma_multiply(0.5)),
    );
    arrow(ui.painter(), &points, theme.selected, 4.0);
    points
        .last()
        .copied()
        .unwrap_or(layout.square(builder.from()).center())
}

/// A dot on a segment target (red when it hands the opponent a win), with the preview of the
/// whole path while the pointer is over it.
fn mark_target(
    ui: &Ui,
    layout: &Layout,
    table: &TableContext<'_, GygesPanel>,
    builder: &MoveBuilder,
    (point, path): &Target,
    head: Pos2,
    danger: &[Action],
) {
    let theme = table.theme;
    let mover = table.state.current_player().unwrap_or(table.human);
    let rect = match point {
        Point::Square(s) => layout.square(*s),
        Point::Goal => layout.goal_of(mover),
    };
    let c = match point {
        Point::Square(_) => rect.center(),
        Point::Goal => layout.point(Point::Goal, head, mover),
    };
    let is_danger = match point {
        Point::Square(s) => danger.contains(&Action::Move {
            from: builder.from(),
            to: Point::Square(*s),
        }),
        Point::Goal => false,
    };
    ui.painter().circle_filled(
        c,
        layout.cell * 0.14,
        if is_danger { theme.danger } else { theme.legal },
    );
    let hovered = ui.ctx().pointer_hover_pos();
    if table.aids.preview && hovered.is_some_and(|p| rect.contains(p)) {
        let mut full = builder.path().to_vec();
        full.extend(path.iter().copied());
        arrow(
            ui.painter(),
            &layout.polyline(builder.from(), &full, mover),
            theme.legal.gamma_multiply(0.8),
            3.0,
        );
    }
    if is_danger {
        ui.painter().text(
            c + Vec2::new(0.0, layout.cell * 0.28),
            Align2::CENTER_CENTER,
            tr(Text::Danger, table.lang),
            FontId::proportional(theme.small_size),
            theme.danger,
        );
    }
}

/// Replacing: rings on the squares the replaced piece may be dropped on; the move once one is
/// clicked.
fn dropping_ui(
    ui: &mut Ui,
    layout: &Layout,
    table: &TableContext<'_, GygesPanel>,
    builder: &MoveBuilder,
    at: Sq,
    danger: &[Action],
) -> Option<Action> {
    for drop in builder.drops() {
        let r = layout.square(drop);
        let action = Action::Replace {
            from: builder.from(),
            at,
            drop,
        };
        let color = if danger.contains(&action) {
            table.theme.danger
        } else {
            table.theme.legal
        };
        ui.painter()
            .circle_stroke(r.center(), layout.cell * 0.3, Stroke::new(2.5, color));
        if clickable(ui, r, ("square", drop.0), &drop.to_string(), true).clicked() {
            let mut b = builder.clone();
            b.drop_at(drop);
            return b.action();
        }
    }
    None
}
