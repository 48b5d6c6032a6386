//! The new-game dialog: opponent strength, players, who starts and the game's rule options.
//! It edits a copy of the remembered choices; "Start" returns them.

use crate::ui::line_break;
use egui::{RichText, Ui};

use crate::{
    engine::Strength,
    i18n::{Lang, Msg},
    settings::{FirstPlayer, GameChoices},
};

/// The label of a strength.
pub fn strength_label(strength: Strength, lang: Lang) -> &'static str {
    match strength {
        Strength::Random => Msg::StrengthRandom.tr(lang),
        Strength::Easy => Msg::StrengthEasy.tr(lang),
        Strength::Normal => Msg::StrengthNormal.tr(lang),
        Strength::Hard => Msg::StrengthHard.tr(lang),
        Strength::Expert => Msg::StrengthExpert.tr(lang),
    }
}

/// What the player did in the dialog this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogOutcome {
    /// Still open.
    Open,
    /// "Start" was pressed.
    Start,
    /// "Cancel" was pressed.
    Cancel,
}

/// The dialog body's width and height in a window of `screen` size (points), under `above`
/// points of the dialog's own heading and notes. Both are fixed for a window size and what is
/// above (not measured from the options), so the dialog keeps its size and the Start button its
/// place while an option reveals or hides others, and from the first frame on (egui measures a
/// grid over a frame or two). The height is what the window leaves below `above` and the
/// dialog's frame, so Start and Cancel stay inside the window at any zoom; the options scroll
/// above them.
fn body_size(screen: egui::Vec2, above: f32) -> (f32, f32) {
    let width = dialog_width(screen);
    let room = screen.y - above - FRAME;
    let height = room.clamp(BUTTON_ROW + MIN_OPTIONS, 440.0);
    (width, height)
}

/// The dialog's width in a window of `screen` size (points). The dialog sets it before its
/// first line, so notes above the body wrap at it instead of widening the dialog.
pub fn dialog_width(screen: egui::Vec2) -> f32 {
    (screen.x - 64.0).clamp(300.0, 560.0)
}

/// The height kept for the Start and Cancel row.
const BUTTON_ROW: f32 = 40.0;

/// The dialog's frame (margins and the gap to the window's edge), top and bottom together.
const FRAME: f32 = 56.0;

/// The least height of the options' scroll area, in a window too small for anything else.
const MIN_OPTIONS: f32 = 40.0;

/// The dialog body. `players` is the allowed range; `rules_ui` draws the game's options.
pub fn show<R, A>(
    ui: &mut Ui,
    draft: &mut GameChoices<R, A>,
    players: std::ops::RangeInclusive<usize>,
    choose_first: bool,
    lang: Lang,
    rules_ui: impl FnOnce(&mut Ui, &mut R, Lang),
) -> DialogOutcome {
    let mut outcome = DialogOutcome::Open;
    let above = ui.cursor().top() - ui.min_rect().top();
    let (width, height) = body_size(ui.ctx().content_rect().size(), above);
    ui.set_width(width);
    // Everything but Start and Cancel scrolls, so the buttons keep their row at the body's
    // bottom however little room the window leaves.
    egui::ScrollArea::vertical()
        .id_salt("new-game-options")
        .max_height(height - BUTTON_ROW)
        // The full height from the first frame: grown from the content's size instead, the
        // dialog grew and moved for several frames after it opened.
        .min_scrolled_height(height - BUTTON_ROW)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            choices_grid(ui, draft, players, choose_first, lang);
            ui.add_space(8.0);
            line_break::label(ui, RichText::new(Msg::RuleOptions.tr(lang)).strong());
            ui.indent("rule-options", |ui| rules_ui(ui, &mut draft.rules, lang));
        });
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui
            .button(RichText::new(Msg::Start.tr(lang)).strong())
            .clicked()
        {
            outcome = DialogOutcome::Start;
        }
        if ui.button(Msg::Cancel.tr(lang)).clicked() {
            outcome = DialogOutcome::Cancel;
        }
    });
    outcome
}

/// Strength, players and who starts.
fn choices_grid<R, A>(
    ui: &mut Ui,
    draft: &mut GameChoices<R, A>,
    players: std::ops::RangeInclusive<usize>,
    choose_first: bool,
    lang: Lang,
) {
    egui::Grid::new("new-game-grid")
        .num_columns(2)
        .spacing([16.0, 10.0])
        .show(ui, |ui| {
            line_break::label(ui, Msg::Strength.tr(lang));
            ui.horizontal(|ui| {
                for s in Strength::CHOOSABLE {
                    ui.selectable_value(&mut draft.strength, s, strength_label(s, lang));
                }
            });
            ui.end_row();
            if players.start() != players.end() {
                if !players.contains(&draft.players) {
                    draft.players = *players.start();
                }
                line_break::label(ui, Msg::Players.tr(lang));
                ui.horizontal(|ui| {
                    for n in players.clone() {
                        ui.selectable_value(&mut draft.players, n, n.to_string());
                    }
                });
                ui.end_row();
            }
            if choose_first {
                line_break::label(ui, Msg::WhoStarts.tr(lang));
                ui.horizontal(|ui| {
                    for (f, m) in [
                        (FirstPlayer::You, Msg::StartsYou),
                        (FirstPlayer::Computer, Msg::StartsComputer),
                        (FirstPlayer::Random, Msg::StartsRandom),
                    ] {
                        ui.selectable_value(&mut draft.first, f, m.tr(lang));
                    }
                });
                ui.end_row();
            }
        });
}
