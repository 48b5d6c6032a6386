//! Rule options in the new-game dialogs: a checkbox or a row of choices, with help on hover.

use crate::ui::line_break;
use egui::Ui;

/// Shows a rule option as a checkbox with a hover explanation.
pub fn option_checkbox(ui: &mut Ui, value: &mut bool, label: &str, help: &str) {
    let r = line_break::checkbox(ui, value, label);
    if !help.is_empty() {
        r.on_hover_text(help);
    }
}

/// Shows a rule option with several values as a row of selectable buttons.
pub fn option_choice<T: PartialEq + Copy>(
    ui: &mut Ui,
    value: &mut T,
    label: &str,
    choices: &[(T, &str)],
) {
    line_break::label(ui, label);
    ui.horizontal_wrapped(|ui| {
        ui.add_space(12.0);
        for (v, text) in choices {
            ui.selectable_value(value, *v, *text);
        }
    });
}
