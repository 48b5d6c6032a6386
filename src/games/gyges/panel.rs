//! The Gygès table: the board with both goals, the pieces as rings, set-up from the supply,
//! moves built step by step (pick, segment ends or single steps, bounce or replace, drop),
//! path arrows, the preview and danger aids, and the computer's moves travelling their path.

mod layout;
mod log;
mod look;
mod motion;
mod names;
mod play;

use crate::ui::line_break;
use egui::{FontId, Ui, Vec2, accesskit::Role};
use serde::{Deserialize, Serialize};

pub use layout::Layout;
use layout::along;
use look::{arrow, piece, piece_look};
pub use motion::Motion;

use super::{
    actions::{Action, Event},
    board::{Point, Sq, home_row},
    builder::{MoveBuilder, Stage, ending_of},
    rules::{NoRevisit, Rules, SetupOrder},
    state::{Phase, State},
    text::{Text, tr},
};
use crate::{
    engine::{Game, Player},
    i18n::{Lang, Msg, fill},
    play::GameFacts,
    ui::{
        anim::Animations,
        panel::{GamePanel, GameSummary, TableContext},
        table_screen::{option_checkbox, option_choice},
        widgets::{clickable, named, paint_piece},
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

/// The Gygès panel.
#[derive(Default)]
pub struct GygesPanel {
    builder: Option<MoveBuilder>,
    place_rings: Option<u8>,
    danger: Option<(u64, Vec<Action>)>,
    last_move: Option<LastMove>,
}

/// The latest move, drawn as a faint trail, with the winning piece left standing in the goal.
#[derive(Clone, Debug, PartialEq)]
struct LastMove {
    /// The position the move led to: once the table shows another one (undo, a new game), the
    /// move is no longer the last and is not drawn.
    after: (u64, usize),
    from: Sq,
    path: Vec<Point>,
    mover: Player,
    rings: u8,
}

/// Names a position within a game (the same placement reached later counts as another).
fn moment(state: &State) -> (u64, usize) {
    (state.observation_key(0), state.history().len())
}

impl GygesPanel {
    /// The latest move, if it led to the position on the table.
    fn last_move_on(&self, state: &State) -> Option<&LastMove> {
        self.last_move.as_ref().filter(|m| m.after == moment(state))
    }

    /// The winning piece in its goal once the game is over and nothing moves any more: where
    /// it stands, its rings.
    fn winner_in_goal(
        &self,
        layout: &Layout,
        state: &State,
        moving: bool,
    ) -> Option<(egui::Pos2, u8)> {
        let last = self.last_move_on(state)?;
        if moving || state.winner() != Some(last.mover) || last.path.last() != Some(&Point::Goal) {
            return None;
        }
        let points = layout.polyline(last.from, &last.path, last.mover);
        Some((*points.last()?, last.rings))
    }

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

    /// The last move's trail (once nothing moves any more) and the hint's path.
    fn trails(&self, ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>) {
        let theme = table.theme;
        if let Some(last) = self.last_move_on(table.state)
            && table.anim.active(table.now).next().is_none()
        {
            arrow(
                ui.painter(),
                &layout.polyline(last.from, &last.path, last.mover),
                theme.text_on_table.gamma_multiply(0.35),
                3.0,
            );
        }
        if let Some(hint) = table.hint
            && let Some((from, ending)) = ending_of(hint)
        {
            let (path, _) = table.state.path(from, ending);
            arrow(
                ui.painter(),
                &layout.polyline(from, &path, table.human),
                theme.hint,
                4.0,
            );
        }
    }

    /// The standing pieces, except those still on their way and the one being moved.
    fn pieces(ui: &Ui, layout: &Layout, table: &TableContext<'_, Self>, skip: &[Sq]) {
        for sq in Sq::all() {
            let rings = table.state.position().rings(sq);
            if rings == 0 || skip.contains(&sq) {
                continue;
            }
            let r = layout.square(sq);
            piece(ui, r.center(), layout.cell * 0.38, rings, table.theme);
        }
    }

    /// Set-up: both supplies, a supply piece to pick, then the home square to place it on.
    fn setup_ui(
        &mut self,
        ui: &mut Ui,
        layout: &Layout,
        table: &TableContext<'_, Self>,
    ) -> Option<Action> {
        let (state, theme, lang) = (table.state, table.theme, table.lang);
        let mut chosen = None;
        for (player, area, label) in [
            (table.human, layout.own_supply, Text::YourSupply),
            (1 - table.human, layout.their_supply, Text::TheirSupply),
        ] {
            // Wrapped to the supply's width: a long label must not run onto the board.
            let galley = line_break::painter_layout(
                ui.painter(),
                tr(label, lang).to_owned(),
                FontId::proportional(theme.small_size),
                theme.text_on_table,
                area.width().max(40.0),
            );
            let at = area.left_top() - Vec2::new(0.0, 4.0 + galley.size().y);
            ui.painter().galley(at, galley, theme.text_on_table);
            let supply = state.supply(player);
            for rings in 1..=3u8 {
                for i in 0..supply[usize::from(rings)] {
                    let slot = Layout::supply_slot(area, rings, i);
                    let legal = player == table.human
                        && table
                            .legal
                            .iter()
                            .any(|a| matches!(a, Action::Place { rings: r, .. } if *r == rings));
                    let mut look = piece_look(rings, theme);
                    look.legal = legal && self.place_rings.is_none();
                    look.selected = legal && self.place_rings == Some(rings);
                    let radius = (slot.width().min(slot.height()) * 0.42).min(layout.cell * 0.36);
                    if player == table.human && i == 0 && legal {
                        let name = fill(tr(Text::Rings, lang), &[&rings.to_string()]);
                        if clickable(ui, slot, ("supply", rings), &name, true).clicked() {
                            self.place_rings = if self.place_rings == Some(rings) {
                                None
                            } else {
                                Some(rings)
                            };
                        }
                    } else {
                        let name = fill(
                            tr(Text::NameSupplyPiece, lang),
                            &[
                                &self.seat_name(state, player, table.human, lang),
                                &rings.to_string(),
                            ],
                        );
                        named(
                            ui,
                            slot,
                            ("supply-piece", player, rings, i),
                            Role::Image,
                            &name,
                        );
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
                    ui.painter()
                        .circle_stroke(r.center(), layout.cell * 0.4, theme.legal_stroke());
                    if clickable(ui, r, ("square", sq.0), &sq.to_string(), true).clicked() {
                        chosen = Some(action);
                    }
                }
            }
        }
        chosen
    }
}

impl GamePanel for GygesPanel {
    type Game = State;
    type Aids = Aids;
    type Anim = Motion;
    const FACTS: &'static GameFacts = &super::info::FACTS;

    fn puzzle_set() -> &'static [crate::play::puzzle_set::SetPuzzle<State>] {
        super::puzzles::collection()
    }

    fn guide() -> Option<crate::play::guide::GuideScript<State>> {
        Some(super::guide::script())
    }

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
        line_break::checkbox(ui, &mut aids.preview, tr(Text::AidPreview, lang));
        line_break::checkbox(ui, &mut aids.danger, tr(Text::AidDanger, lang));
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
        let layout = Layout::new(ui.max_rect());
        let mut chosen = None;
        let moving = table.anim.active(table.now).next().is_some();
        let in_goal = self.winner_in_goal(&layout, state, moving);
        look::board(
            ui,
            &layout,
            table.theme,
            table.lang,
            table.human,
            in_goal.map(|(at, _)| at),
        );
        names::board(ui, &layout, table, self);
        let mut skip = motion::hidden_squares(table);
        skip.extend(self.builder.as_ref().map(MoveBuilder::from));
        self.trails(ui, &layout, table);
        Self::pieces(ui, &layout, table, &skip);
        if state.phase() == Phase::Setup {
            chosen = self.setup_ui(ui, &layout, table);
        }
        if state.phase() == Phase::Play && !table.legal.is_empty() {
            chosen = chosen.or_else(|| self.play_ui(ui, table, &layout));
        }
        motion::draw(ui, &layout, table);
        if let Some((at, rings)) = in_goal {
            piece(ui, at, layout.cell * 0.38, rings, table.theme);
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
        Some(log::describe_event(event, human, lang))
    }

    fn describe_action(&self, state: &State, action: Action, lang: Lang) -> String {
        log::describe_action(state, action, lang)
    }

    fn animate(
        &mut self,
        events: &[Event],
        state: &State,
        human: Player,
        anim: &mut Animations<Motion>,
        now: f64,
    ) {
        motion::queue(events, human, anim, now);
        self.last_move = events.iter().rev().find_map(|e| match e {
            Event::Moved {
                player,
                from,
                rings,
                path,
                ..
            } => Some(LastMove {
                after: moment(state),
                from: *from,
                path: path.clone(),
                mover: *player,
                rings: *rings,
            }),
            _ => None,
        });
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

#[cfg(test)]
mod tests {
    use egui::{Pos2, Rect};

    use super::*;
    use crate::games::gyges::position::Position;

    /// South to move, with d1-d2-d4-N winning.
    fn win_in_one() -> State {
        let rows = ["123.21", "......", "2..3.3", ".3...1", "...2..", "...1.."];
        let position = Position::from_rows(&rows).expect("a 6×6 diagram");
        State::from_position(Rules::default(), position, 0)
    }

    fn played(panel: &mut GygesPanel, state: &State, action: Action) -> State {
        let mut after = state.clone();
        let mut events = Vec::new();
        after.play(action, Some(&mut events)).expect("legal");
        panel.animate(&events, &after, 1, &mut Animations::default(), 0.0);
        after
    }

    #[test]
    fn the_last_move_is_drawn_only_on_the_position_it_led_to() {
        let start = win_in_one();
        let quiet = start
            .legal_action_list()
            .into_iter()
            .find(|a| {
                matches!(
                    a,
                    Action::Move {
                        to: Point::Square(_),
                        ..
                    }
                )
            })
            .expect("a move to a square");
        let mut panel = GygesPanel::default();
        let after = played(&mut panel, &start, quiet);
        assert!(panel.last_move_on(&after).is_some());
        assert!(panel.last_move_on(&start).is_none(), "after an undo");
        let fresh = State::new(Rules::default(), 0);
        assert!(panel.last_move_on(&fresh).is_none(), "in a new game");
    }

    #[test]
    fn the_winning_piece_stays_in_the_goal_it_reached() {
        let start = win_in_one();
        let from = Sq::parse("d1").expect("a square");
        let mut panel = GygesPanel::default();
        let won = played(
            &mut panel,
            &start,
            Action::Move {
                from,
                to: Point::Goal,
            },
        );
        let layout = Layout::new(Rect::from_min_size(Pos2::ZERO, Vec2::new(1000.0, 600.0)));
        let (at, rings) = panel
            .winner_in_goal(&layout, &won, false)
            .expect("the winner stands in the goal");
        assert!(layout.goal_north.contains(at));
        assert_eq!(rings, start.position().rings(from));
        assert!(
            panel.winner_in_goal(&layout, &won, true).is_none(),
            "still travelling"
        );
        assert!(
            panel.winner_in_goal(&layout, &start, false).is_none(),
            "undone"
        );
    }
}
