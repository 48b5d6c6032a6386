//! The new-game dialog: opponent strength, players, who starts and the game's rule options.
//! It edits a copy of the remembered choices; "Start" returns them.

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
    ui.set_min_width(380.0);
    egui::Grid::new("new-game-grid")
        .num_columns(2)
        .spacing([16.0, 10.0])
        .show(ui, |ui| {
            ui.label(Msg::Strength.tr(lang));
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
                ui.label(Msg::Players.tr(lang));
                ui.horizontal(|ui| {
                    for n in players.clone() {
                        ui.selectable_value(&mut draft.players, n, n.to_string());
                    }
                });
                ui.end_row();
            }
            if choose_first {
                ui.label(Msg::WhoStarts.tr(lang));
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
    ui.label(RichText::new(Msg::RuleOptions.tr(lang)).strong());
    ui.indent("rule-options", |ui| rules_ui(ui, &mut draft.rules, lang));
    ui.add_space(10.0);
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
