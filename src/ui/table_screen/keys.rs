//! The table's keys: new game, undo, rules, hint and Esc (which closes what is open, drops a
//! half-made choice, or goes home). During a lesson only Esc's closing the rules window and
//! dropping a choice work.

use egui::{Key, KeyboardShortcut, Modifiers, Ui};

use super::{Dialog, Navigation, ScreenContext, TableScreen};
use crate::ui::panel::GamePanel;

impl<P: GamePanel> TableScreen<P> {
    /// Handles the table's keys; returns where to go.
    pub(super) fn keyboard(&mut self, ui: &mut Ui, cx: &mut ScreenContext<'_>) -> Navigation {
        let mut nav = Navigation::Stay;
        let new_game = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        let guided = self.guide.is_some();
        let (n, z, f1, esc, h) = ui.input_mut(|i| {
            (
                i.consume_shortcut(&new_game),
                i.consume_shortcut(&undo),
                i.consume_key(Modifiers::NONE, Key::F1),
                i.consume_key(Modifiers::NONE, Key::Escape),
                i.consume_key(Modifiers::NONE, Key::H),
            )
        });
        if guided {
            // During a lesson the keys only reach what the step allows (through the table's
            // focus); Esc closes the rules window (a view, open over the lesson) or drops a
            // half-made choice.
            if esc {
                if self.show_rules {
                    self.show_rules = false;
                } else {
                    self.panel.reset_selection();
                }
            }
            return nav;
        }
        if n {
            self.open_new_game_dialog(cx.settings);
        }
        if z && self.undo_status().is_ok() {
            self.undo();
        }
        if f1 {
            self.show_rules = !self.show_rules;
        }
        if h && let Some(s) = &mut self.session {
            s.request_hint(cx.worker);
        }
        if esc {
            if self.show_rules {
                self.show_rules = false;
            } else if !matches!(self.dialog, Dialog::None) {
                if self.session.is_some() {
                    self.dialog = Dialog::None;
                } else {
                    nav = Navigation::Home;
                }
            } else if self.panel.has_selection() {
                self.panel.reset_selection();
            } else {
                nav = Navigation::Home;
            }
        }
        nav
    }
}
