//! The settings screen: language, theme, the four-colour deck, zoom, animation and reduce
//! motion, sound, and where the file is.

use crate::ui::line_break;
use egui::{RichText, Ui};

use super::{AsobibaApp, Screen};
use crate::{
    i18n::{Lang, Msg},
    settings::{AnimationSpeed, DEFAULT_ZOOM, ThemeChoice, ZOOM_RANGE, valid_zoom},
    ui::{
        shortcuts::with_command,
        sound::{Cue, OutputStatus},
    },
};

/// A setting's controls on one line, and under them one line of what the setting does.
fn described(ui: &mut Ui, about: &str, controls: impl FnOnce(&mut Ui)) {
    ui.vertical(|ui| {
        ui.horizontal(controls);
        line_break::label(ui, RichText::new(about).weak());
    });
}

/// A grid row of one on/off setting: its name, a checkbox named so, and what it does.
fn switch_row(ui: &mut Ui, on: &mut bool, name: Msg, about: Msg, lang: Lang) {
    line_break::label(ui, name.tr(lang));
    described(ui, about.tr(lang), |ui| {
        ui.checkbox(on, "").accessible_name(name.tr(lang));
    });
    ui.end_row();
}

/// How much one press of a zoom button (or Ctrl/⌘ with + or −) changes the zoom.
pub const ZOOM_STEP: f32 = 0.1;

impl AsobibaApp {
    /// Draws the settings screen; returns the screen asked for.
    pub(super) fn settings_screen(&mut self, ui: &mut Ui) -> Option<Screen> {
        let lang = self.store.settings.language;
        let mut next = None;
        let mut preview = false;
        let path = self.store.path();
        let os = ui.ctx().os();
        egui::CentralPanel::default().show(ui, |ui| {
            // Each setting says what it does under it: at 1024×640 and a large scale the
            // screen is taller than the window.
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if ui.button(format!("◀ {}", Msg::Back.tr(lang))).clicked() {
                        next = Some(Screen::Home);
                    }
                    ui.heading(Msg::Settings.tr(lang));
                    ui.add_space(10.0);
                    let s = &mut self.store.settings;
                    egui::Grid::new("settings-grid")
                        .num_columns(2)
                        .spacing([24.0, 14.0])
                        .show(ui, |ui| {
                            line_break::label(ui, Msg::Language.tr(lang));
                            ui.horizontal(|ui| {
                                for l in Lang::ALL {
                                    ui.selectable_value(&mut s.language, l, l.native_name());
                                }
                            });
                            ui.end_row();
                            line_break::label(ui, Msg::Theme.tr(lang));
                            ui.horizontal(|ui| {
                                for (t, m) in [
                                    (ThemeChoice::System, Msg::ThemeSystem),
                                    (ThemeChoice::Light, Msg::ThemeLight),
                                    (ThemeChoice::Dark, Msg::ThemeDark),
                                    (ThemeChoice::HighContrast, Msg::ThemeHighContrast),
                                ] {
                                    ui.selectable_value(&mut s.theme, t, m.tr(lang));
                                }
                            });
                            ui.end_row();
                            switch_row(
                                ui,
                                &mut s.four_colour_deck,
                                Msg::FourColourDeck,
                                Msg::FourColourDeckAbout,
                                lang,
                            );
                            line_break::label(ui, Msg::Zoom.tr(lang));
                            ui.horizontal(|ui| {
                                let zoom = s.zoom;
                                let out = ui
                                    .add_enabled(zoom > *ZOOM_RANGE.start(), egui::Button::new("−"))
                                    .on_hover_text(with_command(os, "-"))
                                    .accessible_name(Msg::ZoomOut.tr(lang));
                                if out.clicked() {
                                    s.zoom = valid_zoom(zoom - ZOOM_STEP);
                                }
                                line_break::label(ui, format!("{:.0}%", zoom * 100.0));
                                let into = ui
                                    .add_enabled(zoom < *ZOOM_RANGE.end(), egui::Button::new("+"))
                                    .on_hover_text(with_command(os, "+"))
                                    .accessible_name(Msg::ZoomIn.tr(lang));
                                if into.clicked() {
                                    s.zoom = valid_zoom(zoom + ZOOM_STEP);
                                }
                                let reset = ui
                                    .add_enabled(
                                        zoom != DEFAULT_ZOOM,
                                        egui::Button::new(Msg::ZoomReset.tr(lang)),
                                    )
                                    .on_hover_text(with_command(os, "0"));
                                if reset.clicked() {
                                    s.zoom = DEFAULT_ZOOM;
                                }
                            });
                            ui.end_row();
                            line_break::label(ui, Msg::AnimationSpeed.tr(lang));
                            described(ui, Msg::AnimationSpeedAbout.tr(lang), |ui| {
                                for speed in AnimationSpeed::ALL {
                                    let m = match speed {
                                        AnimationSpeed::Slow => Msg::SpeedSlow,
                                        AnimationSpeed::Normal => Msg::SpeedNormal,
                                        AnimationSpeed::Fast => Msg::SpeedFast,
                                        AnimationSpeed::Instant => Msg::SpeedInstant,
                                    };
                                    ui.selectable_value(&mut s.animation_speed, speed, m.tr(lang));
                                }
                            });
                            ui.end_row();
                            if s.system_reduce_motion {
                                // The player cannot turn on what the system already asks
                                // for: a box that changed nothing would mislead.
                                line_break::label(ui, Msg::ReduceMotion.tr(lang));
                                let about = format!(
                                    "{}\n{}",
                                    Msg::ReduceMotionAbout.tr(lang),
                                    Msg::ReduceMotionBySystem.tr(lang)
                                );
                                described(ui, &about, |ui| {
                                    ui.add_enabled(false, egui::Checkbox::new(&mut true, ""))
                                        .accessible_name(Msg::ReduceMotion.tr(lang));
                                });
                                ui.end_row();
                            } else {
                                switch_row(
                                    ui,
                                    &mut s.reduce_motion,
                                    Msg::ReduceMotion,
                                    Msg::ReduceMotionAbout,
                                    lang,
                                );
                            }
                            line_break::label(ui, Msg::Sound.tr(lang));
                            described(ui, Msg::SoundAbout.tr(lang), |ui| {
                                ui.checkbox(&mut s.sound, "")
                                    .accessible_name(Msg::Sound.tr(lang));
                                if self.sound.status() == OutputStatus::Unavailable {
                                    line_break::label(
                                        ui,
                                        RichText::new(Msg::SoundUnavailable.tr(lang)).weak(),
                                    );
                                }
                            });
                            ui.end_row();
                            line_break::label(ui, Msg::SoundVolume.tr(lang));
                            let slider = egui::Slider::new(&mut s.sound_volume, 0.0..=1.0)
                                .custom_formatter(|v, _| format!("{:.0}%", v * 100.0))
                                .custom_parser(|t| {
                                    t.trim()
                                        .trim_end_matches('%')
                                        .trim()
                                        .parse::<f64>()
                                        .ok()
                                        .map(|v| v / 100.0)
                                });
                            // Without an output device there is nothing to set: disabled,
                            // saying why.
                            let available = self.sound.status() != OutputStatus::Unavailable;
                            let mut volume = ui
                                .add_enabled(s.sound && available, slider)
                                .accessible_name(Msg::SoundVolume.tr(lang));
                            if !available {
                                volume =
                                    volume.on_disabled_hover_text(Msg::SoundUnavailable.tr(lang));
                            }
                            ui.end_row();
                            // Let the player hear the new level (the volume is applied before the next
                            // frame's sounds; this one goes out with the new level too).
                            if volume.drag_stopped() || (volume.changed() && !volume.dragged()) {
                                preview = true;
                            }
                        });
                    ui.add_space(20.0);
                    if let Some(path) = path {
                        line_break::label(
                            ui,
                            RichText::new(Msg::SettingsFileLocation.tr(lang)).weak(),
                        );
                        ui.monospace(path.display().to_string());
                    }
                });
        });
        if preview {
            self.apply_volume();
            let s = &self.store.settings;
            if s.sound && s.sound_volume > 0.0 {
                self.sound.play(Cue::CardPlay);
            }
        }
        next
    }
}
