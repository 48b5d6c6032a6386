//! The error page after a bug (a panic caught by [`crate::ui::crash_guard`]) stopped a game or
//! a review: the game is dropped, its save set aside so it is never loaded again automatically,
//! and the page says so, where the save and the log went, with a way back home.

use crate::ui::line_break;
use egui::{Key, Modifiers, RichText, Ui};

use super::{Dialog, GamePanel, Navigation, ScreenContext, TableScreen};
use crate::{
    i18n::{Lang, Msg, fill},
    log_file,
    ui::theme::Theme,
};

/// What the error page reports.
pub(super) struct Crash {
    /// Where the game's save went (`None` after a bug in a review, or when there was no save).
    backup: Option<String>,
    /// The bug hit a review, not the game.
    in_review: bool,
}

impl<P: GamePanel> TableScreen<P> {
    /// A bug hit the game: drop it, set its save aside and show the error page.
    pub(super) fn crash_in_game(&mut self, cx: &mut ScreenContext<'_>) {
        self.session = None;
        self.dialog = Dialog::None;
        let backup = cx
            .saves
            .set_aside(P::SAVE_ID)
            .map(|p| p.display().to_string());
        self.crash = Some(Crash {
            backup,
            in_review: false,
        });
    }

    /// A bug hit the open review: close it and show the error page.
    pub(super) fn crash_in_review(&mut self) {
        self.close_review();
        self.crash = Some(Crash {
            backup: None,
            in_review: true,
        });
    }

    /// Draws the error page; `Home` when the player leaves it (button or Escape).
    pub(super) fn crash_page(&mut self, ui: &mut Ui, lang: Lang) -> Navigation {
        let Some(crash) = &self.crash else {
            return Navigation::Stay;
        };
        let theme = Theme::of(ui.ctx());
        let mut back = ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape));
        egui::CentralPanel::default()
            .frame(egui::Frame::new().fill(theme.app_background))
            .show(ui, |ui| {
                let width = ui.available_width().min(560.0);
                let height = 300.0;
                ui.add_space(((ui.available_height() - height) / 2.0).max(theme.gap_large));
                ui.vertical_centered(|ui| {
                    ui.set_max_width(width);
                    line_break::label(
                        ui,
                        RichText::new(Msg::CrashTitle.tr(lang))
                            .size(theme.heading_size)
                            .strong()
                            .color(theme.danger),
                    );
                    ui.add_space(theme.gap_large);
                    let body = if crash.in_review {
                        Msg::CrashBodyReview.tr(lang).to_owned()
                    } else {
                        let place = crash.backup.as_deref().unwrap_or("-");
                        fill(Msg::CrashBody.tr(lang), &[place])
                    };
                    line_break::label(
                        ui,
                        RichText::new(body).size(theme.body_size).color(theme.text),
                    );
                    ui.add_space(theme.gap);
                    let log_path = log_file::default_path().display().to_string();
                    let log = fill(Msg::CrashLog.tr(lang), &[&log_path]);
                    line_break::label(
                        ui,
                        RichText::new(log)
                            .size(theme.small_size)
                            .color(theme.text_muted),
                    );
                    ui.add_space(theme.gap_large * 2.0);
                    let button = egui::Button::new(
                        RichText::new(Msg::CrashBack.tr(lang))
                            .size(theme.body_size)
                            .strong()
                            .color(egui::Color32::WHITE),
                    )
                    .fill(theme.accent)
                    .min_size(egui::vec2(220.0, 44.0));
                    let clicked = ui.add(button).clicked();
                    back |= clicked;
                });
            });
        if back {
            self.crash = None;
            Navigation::Home
        } else {
            Navigation::Stay
        }
    }
}
