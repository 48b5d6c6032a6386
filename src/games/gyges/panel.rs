//! The Gygès table: the board with both goals, the pieces as rings, set-up from the supply,
//! moves built step by step (pick, segment ends or single steps, bounce or replace, drop),
//! path arrows, the preview and danger aids, and the computer's moves travelling their path.

use egui::{Align2, Color32, FontId, Pos2, Rect, Shape, Stroke, Ui, Vec2};
use serde::{Deserialize, Serialize};

use super::{
    actions::{Action, Event},
    board::{Point, Sq, home_row},
    builder::{MoveBuilder, Stage},
    movegen::Ending,
    notation::{goal_of, move_text},
    rules::{NoRevisit, Rules, SetupOrder},
    state::{Phase, State},
    text::{Text, tr},
};
use crate::{
    engine::{Game, Player},
    games::GameInfo,
    i18n::{Lang, Msg, fill},
    ui::{
        anim::{Animations, ease_in_out},
        panel::{GamePanel, GameSummary, TableContext},
        table_screen::{option_checkbox, option_choice},
        theme::Theme,
        widgets::{PieceLook, clickable, paint_piece},
    },
};

/// Switchable aids.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Aids {
    /// Draw the path of the move under the pointer before it is made.
    pub preview: bool,
    /// Mark moves that hand the opponent an immediate win (off by default: it plays for you).
    pub danger: bool,
}

impl Default for Aids {
    fn default() -> Self {
        Self {
            preview: true,
            danger: false,
        }
    }
}

/// Something moving on the board.
#[derive(Clone, Debug)]
pub enum Motion {
    /// A piece travelling its path; a replaced piece waits on the last square.
    Travel {
        /// Its rings.
        rings: u8,
        /// Start square.
        from: Sq,
        /// The steps.
        path: Vec<Point>,
        /// Who moves it (which goal a goal step means).
        mover: Player,
        /// Rings of the piece sitting on the landing (a Replace).
        displaced: Option<u8>,
    },
    /// A replaced piece carried to its new square.
    Carry {
        /// Its rings.
        rings: u8,
        /// From.
        from: Sq,
        /// To.
        to: Sq,
    },
    /// A piece placed from the supply.
    Place {
        /// Its rings.
        rings: u8,
        /// Who placed it.
        player: Player,
        /// Where.
        to: Sq,
    },
}

/// Board geometry for a table area (pure, so it can be tested).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The 6×6 squares.
    pub board: Rect,
    /// Edge of a square.
    pub cell: f32,
    /// The goal beyond row 6 (seat 0 attacks it; drawn at the top).
    pub goal_north: Rect,
    /// The goal beyond row 1.
    pub goal_south: Rect,
    /// The human's supply during set-up.
    pub own_supply: Rect,
    /// The computer's supply during set-up.
    pub their_supply: Rect,
}

impl Layout {
    /// The layout for `area`, the human (seat 0) at the bottom.
    pub fn new(area: Rect) -> Self {
        let margin = 12.0;
        let side = (area.width() * 0.2).clamp(110.0, 210.0);
        let cell_w = (area.width() - 2.0 * side - 2.0 * margin) / 6.0;
        let cell_h = (area.height() - 2.0 * margin) / 7.8;
        let cell = cell_w.min(cell_h).max(20.0);
        let goal_h = cell * 0.75;
        let board = Rect::from_center_size(area.center(), Vec2::splat(cell * 6.0));
        let gap = cell * 0.15;
        let goal_north = Rect::from_min_max(
            Pos2::new(board.left(), board.top() - gap - goal_h),
            Pos2::new(board.right(), board.top() - gap),
        );
        let goal_south = Rect::from_min_max(
            Pos2::new(board.left(), board.bottom() + gap),
            Pos2::new(board.right(), board.bottom() + gap + goal_h),
        );
        let supply_w = (side - margin).max(cell * 1.2);
        let supply_h = cell * 2.6;
        let own_supply = Rect::from_min_size(
            Pos2::new(board.left() - margin - supply_w, board.bottom() - supply_h),
            Vec2::new(supply_w, supply_h),
        );
        let their_supply = Rect::from_min_size(
            Pos2::new(board.left() - margin - supply_w, board.top() + cell * 0.4),
            Vec2::new(supply_w, supply_h),
        );
        Self {
            board,
            cell,
            goal_north,
            goal_south,
            own_supply,
            their_supply,
        }
    }

    /// The screen rectangle of a square (row 1 at the bottom).
    pub fn square(&self, sq: Sq) -> Rect {
        Rect::from_min_size(
            Pos2::new(
                self.board.left() + sq.col() as f32 * self.cell,
                self.board.bottom() - (sq.row() + 1) as f32 * self.cell,
            ),
            Vec2::splat(self.cell),
        )
    }

    /// The goal `mover` attacks.
    pub fn goal_of(&self, mover: Player) -> Rect {
        if mover == 0 {
            self.goal_north
        } else {
            self.goal_south
        }
    }

    /// Where a path point is drawn: a square's centre, or the goal next to the previous
    /// square (`from`).
    pub fn point(&self, point: Point, from: Pos2, mover: Player) -> Pos2 {
        match point {
            Point::Square(s) => self.square(s).center(),
            Point::Goal => Pos2::new(from.x, self.goal_of(mover).center().y),
        }
    }

    /// The square under `pos`.
    pub fn hit(&self, pos: Pos2) -> Option<Sq> {
        if !self.board.contains(pos) {
            return None;
        }
        let col = ((pos.x - self.board.left()) / self.cell) as usize;
        let row = ((self.board.bottom() - pos.y) / self.cell) as usize;
        (col < 6 && row < 6).then(|| Sq::at(row, col))
    }

    /// Screen points of a path from `from`.
    pub fn polyline(&self, from: Sq, path: &[Point], mover: Player) -> Vec<Pos2> {
        let mut points = vec![self.square(from).center()];
        for &p in path {
            let last = points[points.len() - 1];
            points.push(self.point(p, last, mover));
        }
        points
    }

    /// The rectangle of a supply piece of `rings` (1–3) in a supply area.
    pub fn supply_slot(area: Rect, rings: u8, index: u8) -> Rect {
        let w = area.width() / 2.0;
        let h = area.height() / 3.0;
        Rect::from_min_size(
            Pos2::new(
                area.left() + f32::from(index.min(1)) * w,
                area.top() + f32::from(3 - rings.clamp(1, 3)) * h,
            ),
            Vec2::new(w, h),
        )
        .shrink(4.0)
    }
}

/// The Gygès panel.
#[derive(Default)]
pub struct GygesPanel {
    builder: Option<MoveBuilder>,
    place_rings: Option<u8>,
    danger: Option<(u64, Vec<Action>)>,
    last_move: Option<(Sq, Vec<Point>, Player)>,
}

fn piece_look(rings: u8, theme: &Theme) -> PieceLook {
    PieceLook {
        rings,
        ..PieceLook::disc(theme.card_face, theme.ink_black)
    }
}

fn seat_name(seat: Player, human: Player, lang: Lang) -> &'static str {
    if seat == human {
        Msg::You.tr(lang)
    } else {
        Msg::Computer.tr(lang)
    }
}

fn ending_of(action: Action) -> Option<(Sq, Ending)> {
    match action {
        Action::Move {
            from,
            to: Point::Goal,
        } => Some((from, Ending::Goal)),
        Action::Move {
            from,
            to: Point::Square(s),
        } => Some((from, Ending::Square(s))),
        Action::Replace { from, at, .. } => Some((from, Ending::Landing(at))),
        _ => None,
    }
}

/// Draws an arrow along `points`.
fn arrow(painter: &egui::Painter, points: &[Pos2], color: Color32, width: f32) {
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

/// Position along a polyline at `t` (0..1), with even time per step.
fn along(points: &[Pos2], t: f32) -> Pos2 {
    if points.len() < 2 {
        return points.first().copied().unwrap_or(Pos2::ZERO);
    }
    let steps = (points.len() - 1) as f32;
    let x = (t.clamp(0.0, 1.0) * steps).min(steps - 1e-4);
    let i = x.floor() as usize;
    let f = ease_in_out(x - i as f32);
    points[i].lerp(points[i + 1], f)
}

impl GygesPanel {
    fn dangerous(&mut self, state: &State, aids: &Aids) -> Vec<Action> {
        if !aids.danger || state.phase() != Phase::Play {
            return Vec::new();
        }
        let key = state.observation_key(0);
        match &self.danger {
            Some((k, list)) if *k == key => list.clone(),
            _ => {
                let list = super::ai::dangerous_moves(state);
                self.danger = Some((key, list.clone()));
                list
            }
        }
    }

    fn draw_board(&self, ui: &Ui, layout: &Layout, theme: &Theme, lang: Lang) {
        let painter = ui.painter();
        painter.rect_filled(
            layout.board.expand(6.0),
            theme.panel_radius,
            theme.table_edge,
        );
        for sq in Sq::all() {
            let r = layout.square(sq).shrink(1.5);
            let fill = if (sq.row() + sq.col()) % 2 == 0 {
                theme.table_zone
            } else {
                theme.table
            };
            painter.rect_filled(r, 3.0, fill);
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
        for (rect, label, owner) in [
            (layout.goal_north, tr(Text::GoalNorth, lang), 1),
            (layout.goal_south, tr(Text::GoalSouth, lang), 0),
        ] {
            painter.rect_filled(rect, theme.panel_radius, theme.table_edge);
            painter.rect_stroke(
                rect,
                theme.panel_radius,
                Stroke::new(2.0, theme.seat(owner)),
                egui::StrokeKind::Inside,
            );
            painter.text(
                rect.center(),
                Align2::CENTER_CENTER,
                label,
                FontId::proportional(theme.small_size),
                theme.text_on_table,
            );
        }
    }

    fn hidden_squares(table: &TableContext<'_, Self>) -> Vec<Sq> {
        let mut hidden = Vec::new();
        let active = table.anim.active(table.now).map(|(m, _)| m);
        for motion in active.chain(table.anim.pending(table.now)) {
            match motion {
                Motion::Travel { path, .. } => {
                    if let Some(Point::Square(s)) = path.last() {
                        hidden.push(*s);
                    }
                }
                Motion::Carry { to, .. } | Motion::Place { to, .. } => hidden.push(*to),
            }
        }
        hidden
    }
}

impl GamePanel for GygesPanel {
    type Game = State;
    type Aids = Aids;
    type Anim = Motion;
    const INFO: &'static GameInfo = &super::info::INFO;

    fn rules_ui(ui: &mut Ui, rules: &mut Rules, lang: Lang) {
        option_choice(
            ui,
            &mut rules.no_revisit,
            tr(Text::OptionRevisit, lang),
            &[
                (NoRevisit::Square, tr(Text::OptionRevisitSquare, lang)),
                (NoRevisit::Edge, tr(Text::OptionRevisitEdge, lang)),
            ],
        );
        option_choice(
            ui,
            &mut rules.setup,
            tr(Text::OptionSetup, lang),
            &[
                (SetupOrder::Alternate, tr(Text::OptionSetupAlternate, lang)),
                (SetupOrder::AllAtOnce, tr(Text::OptionSetupBlock, lang)),
            ],
        );
        option_checkbox(
            ui,
            &mut rules.no_replace,
            tr(Text::OptionNoReplace, lang),
            tr(Text::OptionNoReplaceHelp, lang),
        );
        option_checkbox(
            ui,
            &mut rules.takeback,
            tr(Text::OptionTakeback, lang),
            tr(Text::OptionTakebackHelp, lang),
        );
    }

    fn aids_ui(ui: &mut Ui, aids: &mut Aids, lang: Lang) {
        ui.checkbox(&mut aids.preview, tr(Text::AidPreview, lang));
        ui.checkbox(&mut aids.danger, tr(Text::AidDanger, lang));
    }

    fn rules_text(lang: Lang) -> &'static str {
        match lang {
            Lang::Ja => include_str!("../../../assets/rules/gyges.ja.md"),
            Lang::En => include_str!("../../../assets/rules/gyges.en.md"),
        }
    }

    fn prompt(&self, state: &State, _human: Player, lang: Lang) -> String {
        if state.phase() == Phase::Setup {
            return match self.place_rings {
                Some(r) => fill(tr(Text::PromptPlaceSquare, lang), &[&r.to_string()]),
                None => tr(Text::PromptPlace, lang).to_owned(),
            };
        }
        match &self.builder {
            None => tr(Text::PromptPick, lang).to_owned(),
            Some(b) => match b.stage() {
                Stage::Stepping => fill(
                    tr(Text::PromptContinue, lang),
                    &[&b.steps_left().to_string()],
                ),
                Stage::Landed(at) => fill(
                    tr(Text::PromptLanded, lang),
                    &[&state.position().rings(at).to_string()],
                ),
                Stage::Dropping(_) => tr(Text::PromptDrop, lang).to_owned(),
                Stage::Done(_) => String::new(),
            },
        }
    }

    fn table_ui(&mut self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<Action> {
        let state = table.state;
        let theme = table.theme;
        let lang = table.lang;
        let layout = Layout::new(ui.max_rect());
        let mut chosen = None;
        self.draw_board(ui, &layout, theme, lang);
        let hidden = Self::hidden_squares(table);
        let moving = self.builder.as_ref().map(MoveBuilder::from);

        // Last move trail, hint path.
        if let Some((from, path, mover)) = &self.last_move
            && table.anim.active(table.now).next().is_none()
        {
            arrow(
                ui.painter(),
                &layout.polyline(*from, path, *mover),
                theme.text_on_table.gamma_multiply(0.35),
                3.0,
            );
        }
        if let Some(hint) = table.hint
            && let Some((from, ending)) = ending_of(hint)
        {
            let (path, _) = state.path(from, ending);
            arrow(
                ui.painter(),
                &layout.polyline(from, &path, table.human),
                theme.hint,
                4.0,
            );
        }

        // Pieces.
        for sq in Sq::all() {
            let rings = state.position().rings(sq);
            if rings == 0 || hidden.contains(&sq) || moving == Some(sq) {
                continue;
            }
            let r = layout.square(sq);
            paint_piece(
                ui.painter(),
                r.center(),
                layout.cell * 0.38,
                &piece_look(rings, theme),
                theme,
            );
        }

        // Supplies during set-up.
        if state.phase() == Phase::Setup {
            for (player, area, label) in [
                (table.human, layout.own_supply, Text::YourSupply),
                (1 - table.human, layout.their_supply, Text::TheirSupply),
            ] {
                ui.painter().text(
                    area.left_top() - Vec2::new(0.0, 4.0),
                    Align2::LEFT_BOTTOM,
                    tr(label, lang),
                    FontId::proportional(theme.small_size),
                    theme.text_on_table,
                );
                let supply = state.supply(player);
                for rings in 1..=3u8 {
                    for i in 0..supply[usize::from(rings)] {
                        let slot = Layout::supply_slot(area, rings, i);
                        let legal = player == table.human
                            && table.legal.iter().any(
                                |a| matches!(a, Action::Place { rings: r, .. } if *r == rings),
                            );
                        let mut look = piece_look(rings, theme);
                        look.legal = legal && self.place_rings.is_none();
                        look.selected = legal && self.place_rings == Some(rings);
                        let radius =
                            (slot.width().min(slot.height()) * 0.42).min(layout.cell * 0.36);
                        if player == table.human && i == 0 && legal {
                            let name = fill(tr(Text::Rings, lang), &[&rings.to_string()]);
                            if clickable(ui, slot, ("supply", rings), &name, true).clicked() {
                                self.place_rings = if self.place_rings == Some(rings) {
                                    None
                                } else {
                                    Some(rings)
                                };
                            }
                        }
                        paint_piece(ui.painter(), slot.center(), radius, &look, theme);
                    }
                }
            }
            if let Some(rings) = self.place_rings {
                for col in 0..6u8 {
                    let action = Action::Place { col, rings };
                    if table.legal.contains(&action) {
                        let sq = Sq::at(home_row(table.human), usize::from(col));
                        let r = layout.square(sq);
                        ui.painter().circle_stroke(
                            r.center(),
                            layout.cell * 0.4,
                            theme.legal_stroke(),
                        );
                        if clickable(ui, r, ("square", sq.0), &sq.to_string(), true).clicked() {
                            chosen = Some(action);
                        }
                    }
                }
            }
        }

        if state.phase() == Phase::Play && !table.legal.is_empty() {
            chosen = chosen.or_else(|| self.play_ui(ui, table, &layout));
        }

        // Animations.
        for (motion, t) in table.anim.active(table.now) {
            match motion {
                Motion::Travel {
                    rings,
                    from,
                    path,
                    mover,
                    displaced,
                } => {
                    let points = layout.polyline(*from, path, *mover);
                    arrow(
                        ui.painter(),
                        &points,
                        theme.seat(*mover).gamma_multiply(0.6),
                        3.0,
                    );
                    if let (Some(d), Some(end)) = (displaced, points.last()) {
                        paint_piece(
                            ui.painter(),
                            *end,
                            layout.cell * 0.38,
                            &piece_look(*d, theme),
                            theme,
                        );
                    }
                    let lift = Vec2::new(0.0, -layout.cell * 0.08);
                    paint_piece(
                        ui.painter(),
                        along(&points, t) + lift,
                        layout.cell * 0.4,
                        &piece_look(*rings, theme),
                        theme,
                    );
                }
                Motion::Carry { rings, from, to } => {
                    let p = crate::ui::anim::flight(
                        layout.square(*from).center(),
                        layout.square(*to).center(),
                        t,
                    );
                    paint_piece(
                        ui.painter(),
                        p,
                        layout.cell * 0.4,
                        &piece_look(*rings, theme),
                        theme,
                    );
                }
                Motion::Place { rings, player, to } => {
                    let area = if *player == table.human {
                        layout.own_supply
                    } else {
                        layout.their_supply
                    };
                    let p = crate::ui::anim::flight(area.center(), layout.square(*to).center(), t);
                    paint_piece(
                        ui.painter(),
                        p,
                        layout.cell * 0.4,
                        &piece_look(*rings, theme),
                        theme,
                    );
                }
            }
        }
        // A right click on the board cancels the move being built.
        let right_click = ui.input(|i| {
            i.pointer.secondary_clicked()
                && i.pointer
                    .interact_pos()
                    .is_some_and(|p| layout.board.contains(p))
        });
        if right_click {
            self.reset_selection();
        }
        chosen
    }

    fn describe_event(
        &self,
        event: &Event,
        _state: &State,
        human: Player,
        lang: Lang,
    ) -> Option<String> {
        Some(match event {
            Event::Placed {
                player,
                square,
                rings,
            } => fill(
                tr(Text::LogPlaced, lang),
                &[
                    seat_name(*player, human, lang),
                    &rings.to_string(),
                    &square.to_string(),
                ],
            ),
            Event::SetupDone { first } => fill(
                tr(Text::LogSetupDone, lang),
                &[seat_name(*first, human, lang)],
            ),
            Event::Moved {
                player,
                from,
                path,
                bounces,
                replaced,
                ..
            } => {
                let mut text = move_text(*player, *from, path, bounces, None);
                if *replaced && let Some(i) = text.rfind('-') {
                    text.replace_range(i..=i, "x");
                }
                let mut line = fill(
                    tr(Text::LogMoved, lang),
                    &[seat_name(*player, human, lang), &text],
                );
                if !bounces.is_empty() {
                    let list: Vec<String> = bounces.iter().map(ToString::to_string).collect();
                    line.push_str(&format!(
                        " ({})",
                        fill(tr(Text::LogBounced, lang), &[&list.join(", ")])
                    ));
                }
                line
            }
            Event::Displaced { from, to, .. } => fill(
                tr(Text::LogDisplaced, lang),
                &[&from.to_string(), &to.to_string()],
            ),
            Event::Passed { player } => fill(
                tr(Text::LogPassed, lang),
                &[seat_name(*player, human, lang)],
            ),
            Event::Won { player } => {
                fill(tr(Text::LogWon, lang), &[seat_name(*player, human, lang)])
            }
            Event::DrawnByRepetition => tr(Text::LogDraw, lang).to_owned(),
        })
    }

    fn describe_action(&self, state: &State, action: Action, lang: Lang) -> String {
        let mover = state.current_player().unwrap_or(0);
        match action {
            Action::Place { col, rings } => {
                let sq = Sq::at(home_row(mover), usize::from(col));
                fill(
                    tr(Text::ActionPlace, lang),
                    &[&rings.to_string(), &sq.to_string()],
                )
            }
            Action::Move { from, to } => {
                let end = match to {
                    Point::Square(s) => s.to_string(),
                    Point::Goal => goal_of(mover).to_owned(),
                };
                fill(tr(Text::ActionMove, lang), &[&format!("{from}-{end}")])
            }
            Action::Replace { from, at, drop } => fill(
                tr(Text::ActionReplace, lang),
                &[&format!("{from}-{at}"), &at.to_string(), &drop.to_string()],
            ),
            Action::Pass => tr(Text::ActionPass, lang).to_owned(),
        }
    }

    fn animate(
        &mut self,
        events: &[Event],
        _state: &State,
        human: Player,
        anim: &mut Animations<Motion>,
        now: f64,
    ) {
        let displaced = events.iter().find_map(|e| match e {
            Event::Displaced { rings, .. } => Some(*rings),
            _ => None,
        });
        for event in events {
            match event {
                Event::Placed {
                    player,
                    square,
                    rings,
                } if *player != human => {
                    anim.push(
                        now,
                        Motion::Place {
                            rings: *rings,
                            player: *player,
                            to: *square,
                        },
                        0.35,
                    );
                }
                Event::Moved {
                    player,
                    from,
                    rings,
                    path,
                    ..
                } => {
                    self.last_move = Some((*from, path.clone(), *player));
                    if *player != human {
                        let seconds = 0.16 * path.len().max(1) as f32;
                        anim.push(
                            now,
                            Motion::Travel {
                                rings: *rings,
                                from: *from,
                                path: path.clone(),
                                mover: *player,
                                displaced,
                            },
                            seconds,
                        );
                    }
                }
                Event::Displaced { from, to, rings } => {
                    anim.push(
                        now,
                        Motion::Carry {
                            rings: *rings,
                            from: *from,
                            to: *to,
                        },
                        0.4,
                    );
                }
                _ => {}
            }
        }
    }

    fn reveals_hidden(&self, _events: &[Event], _human: Player) -> bool {
        // Perfect information: nothing is ever hidden.
        false
    }

    fn reset_selection(&mut self) {
        self.builder = None;
        self.place_rings = None;
    }

    fn has_selection(&self) -> bool {
        self.builder.is_some() || self.place_rings.is_some()
    }

    fn summary(&self, state: &State, human: Player, lang: Lang) -> GameSummary {
        let (headline, detail) = match state.winner() {
            Some(w) if w == human => (Msg::ResultWin, Text::WonByGoal),
            Some(_) => (Msg::ResultLoss, Text::WonByGoal),
            None => (Msg::ResultDraw, Text::DrawByRepetition),
        };
        GameSummary {
            headline: headline.tr(lang).to_owned(),
            details: vec![tr(detail, lang).to_owned()],
        }
    }
}

impl GygesPanel {
    /// The play phase: pick, steps, landing choices, drops.
    fn play_ui(
        &mut self,
        ui: &mut Ui,
        table: &TableContext<'_, Self>,
        layout: &Layout,
    ) -> Option<Action> {
        let state = table.state;
        let theme = table.theme;
        let lang = table.lang;
        let aids = table.aids.clone();
        let danger = self.dangerous(state, &aids);
        if table.legal == [Action::Pass] {
            let r = Rect::from_center_size(layout.board.center(), Vec2::new(160.0, 40.0));
            if ui
                .put(r, egui::Button::new(tr(Text::PassButton, lang)))
                .clicked()
            {
                return Some(Action::Pass);
            }
            return None;
        }
        let Some(builder) = self.builder.clone() else {
            // Pick a piece.
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
                    .circle_stroke(r.center(), layout.cell * 0.44, theme.legal_stroke());
                let name = from.to_string();
                if clickable(ui, r, ("square", from.0), &name, true).clicked() {
                    self.builder = MoveBuilder::start(state, from);
                }
            }
            return None;
        };
        let mover = state.current_player().unwrap_or(table.human);
        // The moving piece, lifted, at the end of its path so far.
        let points = layout.polyline(builder.from(), builder.path(), mover);
        ui.painter().circle_stroke(
            layout.square(builder.from()).center(),
            layout.cell * 0.38,
            Stroke::new(1.5, theme.text_on_table.gamma_multiply(0.5)),
        );
        arrow(ui.painter(), &points, theme.selected, 4.0);
        let rings = state.position().rings(builder.from());
        let head = points
            .last()
            .copied()
            .unwrap_or(layout.square(builder.from()).center());
        let mut look = piece_look(rings, theme);
        look.selected = true;
        match builder.stage() {
            Stage::Stepping => {
                paint_piece(
                    ui.painter(),
                    head + Vec2::new(0.0, -layout.cell * 0.1),
                    layout.cell * 0.4,
                    &look,
                    theme,
                );
                let targets = builder.segment_targets(state);
                let steps = builder.next_steps(state);
                let hovered = ui.ctx().pointer_hover_pos();
                for (point, path) in &targets {
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
                    if aids.preview && hovered.is_some_and(|p| rect.contains(p)) {
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
                            tr(Text::Danger, lang),
                            FontId::proportional(theme.small_size),
                            theme.danger,
                        );
                    }
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
                        Point::Goal => (layout.goal_of(mover), goal_label(mover, lang).to_owned()),
                    };
                    if steps.contains(&point) {
                        ui.painter().circle_stroke(
                            rect.center(),
                            layout.cell * 0.2,
                            Stroke::new(2.0, theme.legal),
                        );
                    }
                    let id = match point {
                        Point::Square(s) => s.0,
                        Point::Goal => 99,
                    };
                    if clickable(ui, rect, ("square", id), &name, true).clicked()
                        && clicked.is_none()
                    {
                        clicked = Some(point);
                    }
                }
                if let Some(point) = clicked {
                    let mut b = builder;
                    if steps.contains(&point) {
                        b.step(state, point);
                    } else if let Some((_, path)) = targets.iter().find(|(p, _)| *p == point) {
                        for &p in path {
                            b.step(state, p);
                        }
                    }
                    let done = b.action();
                    self.builder = Some(b);
                    return done;
                }
            }
            Stage::Landed(at) => {
                paint_piece(
                    ui.painter(),
                    head + Vec2::new(0.0, -layout.cell * 0.22),
                    layout.cell * 0.4,
                    &look,
                    theme,
                );
                let square = layout.square(at);
                let below = Rect::from_min_size(
                    Pos2::new(square.center().x - layout.cell * 1.1, square.bottom() + 2.0),
                    Vec2::new(layout.cell * 2.2, layout.cell * 0.45),
                );
                let (left, right) = below.split_left_right_at_fraction(0.5);
                let mut b = builder;
                if b.can_bounce(state)
                    && ui
                        .put(left.shrink(2.0), egui::Button::new(tr(Text::Bounce, lang)))
                        .clicked()
                {
                    b.bounce(state);
                    self.builder = Some(b);
                    return None;
                }
                if b.can_replace()
                    && ui
                        .put(
                            right.shrink(2.0),
                            egui::Button::new(tr(Text::Replace, lang)),
                        )
                        .clicked()
                {
                    b.replace();
                    self.builder = Some(b);
                    return None;
                }
            }
            Stage::Dropping(at) => {
                paint_piece(
                    ui.painter(),
                    head + Vec2::new(0.0, -layout.cell * 0.1),
                    layout.cell * 0.4,
                    &look,
                    theme,
                );
                for drop in builder.drops() {
                    let r = layout.square(drop);
                    let action = Action::Replace {
                        from: builder.from(),
                        at,
                        drop,
                    };
                    let color = if danger.contains(&action) {
                        theme.danger
                    } else {
                        theme.legal
                    };
                    ui.painter().circle_stroke(
                        r.center(),
                        layout.cell * 0.3,
                        Stroke::new(2.5, color),
                    );
                    if clickable(ui, r, ("square", drop.0), &drop.to_string(), true).clicked() {
                        let mut b = builder.clone();
                        b.drop_at(drop);
                        return b.action();
                    }
                }
            }
            Stage::Done(action) => return Some(action),
        }
        // Cancel button under the board.
        let cancel = Rect::from_center_size(
            Pos2::new(
                layout.board.right() + layout.cell * 1.2,
                layout.board.bottom() - layout.cell * 0.3,
            ),
            Vec2::new(layout.cell * 1.8, layout.cell * 0.45),
        );
        if ui
            .put(cancel, egui::Button::new(tr(Text::Cancel, lang)))
            .clicked()
        {
            self.reset_selection();
        }
        None
    }
}

fn goal_label(mover: Player, lang: Lang) -> &'static str {
    if mover == 0 {
        tr(Text::GoalNorth, lang)
    } else {
        tr(Text::GoalSouth, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_layout_fits_and_maps_squares_back() {
        for size in [
            Vec2::new(1024.0, 560.0),
            Vec2::new(1280.0, 700.0),
            Vec2::new(1900.0, 1000.0),
        ] {
            let area = Rect::from_min_size(Pos2::ZERO, size);
            let l = Layout::new(area);
            assert!(area.contains_rect(l.board));
            assert!(
                area.contains_rect(l.goal_north) && area.contains_rect(l.goal_south),
                "{size:?}"
            );
            assert!(
                area.contains_rect(l.own_supply) && area.contains_rect(l.their_supply),
                "{size:?}"
            );
            assert!(!l.own_supply.intersects(l.board));
            assert!(!l.own_supply.intersects(l.their_supply), "{size:?}");
            for sq in Sq::all() {
                assert_eq!(l.hit(l.square(sq).center()), Some(sq));
            }
            assert!(l.square(Sq::at(0, 0)).bottom() <= l.board.bottom() + 0.01);
            assert!(l.goal_north.bottom() < l.square(Sq::at(5, 0)).top());
        }
    }

    #[test]
    fn paths_are_drawn_through_square_centres_and_the_goal() {
        let l = Layout::new(Rect::from_min_size(Pos2::ZERO, Vec2::new(1200.0, 700.0)));
        let from = Sq::at(4, 2);
        let path = [Point::Square(Sq::at(5, 2)), Point::Goal];
        let points = l.polyline(from, &path, 0);
        assert_eq!(points.len(), 3);
        assert_eq!(points[1], l.square(Sq::at(5, 2)).center());
        assert!(l.goal_north.contains(points[2]));
        assert_eq!(along(&points, 0.0), points[0]);
        assert!((along(&points, 1.0) - points[2]).length() < 0.5);
    }
}
