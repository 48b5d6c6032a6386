//! The window of a second copy when the first did not come forward: says that the app is
//! already open, in the player's language, with a button to close.

use egui::{RichText, Ui};

use crate::{
    i18n::{Lang, Msg},
    ui::fonts,
};

/// The message window.
pub struct AlreadyRunning {
    lang: Lang,
}

impl AlreadyRunning {
    /// Sets up the fonts (Japanese included) for `lang`.
    pub fn new(ctx: &egui::Context, lang: Lang) -> Self {
        fonts::install(ctx);
        Self { lang }
    }
}

impl eframe::App for AlreadyRunning {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(16.0);
                ui.label(
                    RichText::new(Msg::AppName.tr(self.lang))
                        .size(22.0)
                        .strong(),
                );
                ui.add_space(10.0);
                ui.label(Msg::AlreadyRunning.tr(self.lang));
                ui.add_space(14.0);
                if ui.button(Msg::Close.tr(self.lang)).clicked() {
                    ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                }
            });
        });
    }
}
