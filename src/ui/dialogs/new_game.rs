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

/// The dialog body's width and height in a window of `screen` size. Both are fixed for a window
/// size (not measured from the content), so the dialog keeps its size and the Start button its
/// place while an option reveals or hides others, and from the first frame on (egui measures a
/// grid over a frame or two); the options scroll if they need more room, and the dialog fits a
/// 1024×640 window.
pub fn body_size(screen: egui::Vec2) -> (f32, f32) {
    let width = (screen.x - 64.0).clamp(300.0, 560.0);
    let height = (screen.y - 170.0).clamp(260.0, 440.0);
    (width, height)
}

/// The height kept for the Start and Cancel row.
const BUTTON_ROW: f32 = 40.0;

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
    let (width, height) = body_size(ui.ctx().content_rect().size());
    ui.set_width(width);
    let top = ui.cursor().top();
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
    ui.add_space(8.0);
    line_break::label(ui, RichText::new(Msg::RuleOptions.tr(lang)).strong());
    // The options fill the body down to the button row, which stays at the body's bottom.
    let rules_height = (top + height - BUTTON_ROW - ui.cursor().top()).max(60.0);
    egui::ScrollArea::vertical()
        .id_salt("rule-options")
        .max_height(rules_height)
        .auto_shrink([false, false])
        .show(ui, |ui| {
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
