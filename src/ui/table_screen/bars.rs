//! The bars around the table: the top bar (home, new game, undo, hint, rules), the prompt line
//! under the table and the log beside it.

use egui::{RichText, Ui};

use super::{
    Dialog, GamePanel, Navigation, ScreenContext, TableScreen, announce, deal_numbers, hint_reason,
    remembered_choices,
};
use crate::{
    i18n::{Lang, Msg, fill},
    play::{TableRules, session::UndoBlock},
    ui::{
        line_break,
        shortcuts::{keyboard_help, with_command},
        theme::Theme,
        widgets::thinking_indicator,
    },
};

impl<P: GamePanel> TableScreen<P> {
    pub(super) fn top_bar(
        &mut self,
        ui: &mut Ui,
        cx: &mut ScreenContext<'_>,
        lang: Lang,
    ) -> Navigation {
        let mut nav = Navigation::Stay;
        ui.horizontal(|ui| {
            if ui.button(format!("◀ {}", Msg::Home.tr(lang))).clicked() {
                nav = Navigation::Home;
            }
            ui.separator();
            line_break::label(ui, RichText::new(P::title(lang)).strong().size(18.0));
            ui.separator();
            // During a lesson only the step's actions and the bubble's buttons work.
            let guided = self.guide.is_some();
            if ui
                .add_enabled(!guided, egui::Button::new(Msg::NewGame.tr(lang)))
                .on_hover_text(with_command(ui.ctx().os(), "N"))
                .clicked()
            {
                self.open_new_game_dialog(cx.settings);
            }
            let undo = if guided {
                Err(UndoBlock::Nothing)
            } else {
                self.undo_status()
            };
            let reason = match undo {
                Ok(()) if <P::Game as TableRules>::REDEALS_AFTER_UNDO => {
                    let key = with_command(ui.ctx().os(), "Z");
                    // Full-width brackets next to Japanese text, ASCII ones next to English.
                    match lang {
                        Lang::Ja => format!("{}（{key}）", Msg::UndoRedeals.tr(lang)),
                        Lang::En => format!("{} ({key})", Msg::UndoRedeals.tr(lang)),
                    }
                }
                Ok(()) => with_command(ui.ctx().os(), "Z"),
                Err(UndoBlock::Nothing) => Msg::UndoNothing.tr(lang).to_owned(),
                Err(UndoBlock::RevealsHidden) => Msg::UndoHidden.tr(lang).to_owned(),
                Err(UndoBlock::OtherSeatDecided) => Msg::UndoOtherSeat.tr(lang).to_owned(),
                Err(UndoBlock::GameOver) => Msg::UndoGameOver.tr(lang).to_owned(),
            };
            if ui
                .add_enabled(undo.is_ok(), egui::Button::new(Msg::Undo.tr(lang)))
                .on_hover_text(&reason)
                .on_disabled_hover_text(&reason)
                .clicked()
            {
                self.undo();
            }
            let can_hint = !guided
                && self
                    .session
                    .as_ref()
                    .is_some_and(|s| !s.human_legal().is_empty());
            if ui
                .add_enabled(can_hint, egui::Button::new(Msg::Hint.tr(lang)))
                .on_hover_text("H")
                .clicked()
                && let Some(s) = &mut self.session
            {
                s.request_hint(cx.worker);
            }
            if ui.button(Msg::Rules.tr(lang)).on_hover_text("F1").clicked() {
                self.show_rules = !self.show_rules;
            }
            let now = ui.input(|i| i.time);
            if self.anim.busy(now) && ui.button(Msg::Skip.tr(lang)).clicked() {
                self.anim.skip();
            }
            let deal = self.deal();
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.toggle_value(&mut cx.settings.show_log, Msg::Log.tr(lang));
                if let Some(deal) = deal {
                    ui.label(RichText::new(deal_numbers::deal_label(deal, lang)).weak());
                }
            });
        });
        nav
    }

    pub(super) fn prompt_line(&mut self, ui: &mut Ui, lang: Lang, theme: &Theme) {
        let Some(session) = &self.session else { return };
        // A finished table whose result was closed keeps the ways back to the result and the
        // review: otherwise the review of this game is only reachable from the statistics.
        let finished_and_closed = session.is_over()
            && self.game_over_seen
            && matches!(self.dialog, Dialog::None)
            && self.reviews.screen.is_none();
        let can_review = self.can_review_last();
        let mut show_result = false;
        let mut review = false;
        ui.horizontal(|ui| {
            let text = if session.is_over() {
                Msg::GameOver.tr(lang).to_owned()
            } else if let Some(seat) = session.thinking() {
                let name = self
                    .panel
                    .seat_name(&session.state, seat, session.human, lang);
                thinking_indicator(ui);
                fill(Msg::Thinking.tr(lang), &[&name])
            } else if session.human_legal().is_empty() {
                String::new()
            } else if let Some(read) = self.guide_read_prompt(lang) {
                read.to_owned()
            } else {
                self.panel.prompt(&session.state, session.human, lang)
            };
            line_break::wrapped_label(ui, RichText::new(text).size(16.0).color(theme.text));
            let news = announce::since_human(&self.panel, session, lang);
            // A lesson's step is read out with what the others did before it.
            let said = match (news, self.guide_text(lang)) {
                (Some(news), Some(step)) => Some(format!("{news} {step}")),
                (news, step) => news.or(step.map(str::to_owned)),
            };
            if let Some(said) = said {
                announce::live_region(ui, &said);
            }
            if finished_and_closed {
                show_result = ui.button(Msg::ShowResult.tr(lang)).clicked();
                review = can_review && ui.button(Msg::Review.tr(lang)).clicked();
            }
        });
        if show_result {
            self.dialog = Dialog::GameOver;
        }
        if review {
            self.review_last();
        }
        let Some(session) = &self.session else { return };
        // The hint has a line of its own, wrapped to the window: beside a long prompt it ran
        // past the window's edge.
        if session.hint_pending() {
            ui.horizontal(|ui| {
                thinking_indicator(ui);
                line_break::label(ui, Msg::HintThinking.tr(lang));
            });
        } else if let Some(hint) = session.hint() {
            let reason = hint_reason(hint, lang);
            let action = self
                .panel
                .describe_action(&session.state, hint.action, lang);
            let line = fill(
                Msg::HintLine.tr(lang),
                &[Msg::HintTitle.tr(lang), &action, &reason],
            );
            line_break::label(ui, RichText::new(line).color(theme.hint_text));
        }
    }

    pub(super) fn log_panel(&mut self, ui: &mut Ui, cx: &mut ScreenContext<'_>, lang: Lang) {
        let Some(session) = &self.session else { return };
        // The aids and the keyboard line take the height they need at the bottom; the log
        // fills the rest (a fixed reserve cut the keyboard line off).
        egui::Panel::bottom(egui::Id::unique(("table-log-aids", P::SAVE_ID)))
            .frame(egui::Frame::new())
            .resizable(false)
            .show(ui, |ui| {
                ui.separator();
                line_break::label(ui, RichText::new(Msg::Aids.tr(lang)).strong());
                let mut choices = remembered_choices::<P>(cx.settings);
                let before = choices.aids.clone();
                P::aids_ui(ui, &mut choices.aids, lang);
                if choices.aids != before {
                    cx.settings.games.set_choices(P::SAVE_ID, &choices);
                }
                ui.add_space(6.0);
                let help = keyboard_help(ui.ctx().os(), lang);
                line_break::label(ui, RichText::new(help).size(11.0).weak());
                ui.add_space(4.0);
            });
        ui.heading(Msg::Log.tr(lang));
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for entry in &session.log {
                    for event in &entry.events {
                        if let Some(line) =
                            self.panel
                                .describe_event(event, &session.state, session.human, lang)
                        {
                            line_break::label(ui, RichText::new(line).size(13.0));
                        }
                    }
                }
            });
    }
}
