//! The table screen's dialogs: the new-game dialog (which remembers the choices), the
//! game-over dialog with its way on, and the rules window.

use crate::ui::line_break;
use egui::RichText;

use super::{TableScreen, deal_numbers::deal_label, fresh_seed, remembered_choices};
use crate::{
    engine::GameDef,
    i18n::{GuideMsg, Lang, Msg, fill},
    settings::GameChoices,
    ui::{
        dialogs::{
            game_over::{self, GameOverChoice},
            modal,
            new_game::{self, DialogOutcome},
            rules_page,
        },
        panel::{GamePanel, RulesOf},
        review::result_text,
        screen::{Navigation, ScreenContext},
        theme::Theme,
    },
};

/// The rules window's distance from the window's edges and the top bar.
const RULES_MARGIN: f32 = 8.0;

/// Below the rules window's text: its title bar and frame, and a margin.
const RULES_TITLE_ROOM: f32 = 56.0;

/// The dialog open over the table.
pub(super) enum Dialog<R, A> {
    /// None.
    None,
    /// The new-game dialog with the choices being made.
    NewGame(GameChoices<R, A>),
    /// The game-over dialog.
    GameOver,
}

impl<P: GamePanel> TableScreen<P> {
    /// Shows the open dialog (new game or game over) and the rules window; returns where to
    /// go.
    pub(super) fn dialogs(
        &mut self,
        ctx: &egui::Context,
        cx: &mut ScreenContext<'_>,
        lang: Lang,
        theme: &Theme,
        table: egui::Rect,
    ) -> Navigation {
        let mut nav = Navigation::Stay;
        if let Dialog::NewGame(draft) = &mut self.dialog {
            let mut outcome = DialogOutcome::Open;
            // Starting over ends the game in progress, which is recorded as a loss: say so
            // before the player confirms with Start (Cancel keeps playing).
            let abandons = self
                .session
                .as_ref()
                .is_some_and(|s| !s.is_over() && s.human_has_played());
            let mut learn = false;
            let has_guide = P::guide().is_some();
            let (daily, daily_best) = Self::todays_deal(cx);
            let mut play_daily = false;
            modal::modal(egui::Id::unique(("new-game", P::SAVE_ID))).show(ctx, |ui| {
                ui.set_width(new_game::dialog_width(ctx.content_rect().size()));
                ui.horizontal(|ui| {
                    ui.heading(format!("{} — {}", P::title(lang), Msg::NewGame.tr(lang)));
                    if has_guide {
                        learn = ui
                            .button(GuideMsg::LearnToPlay.tr(lang))
                            .on_hover_text(GuideMsg::LearnToPlayHover.tr(lang))
                            .clicked();
                    }
                });
                if abandons {
                    line_break::label(
                        ui,
                        RichText::new(Msg::NewGameAbandons.tr(lang)).color(theme.danger),
                    );
                }
                let label = deal_label(daily, lang);
                play_daily = ui
                    .button(fill(Msg::DealOfTheDay.tr(lang), &[&label]))
                    .clicked();
                let best = match daily_best {
                    Some(result) => {
                        fill(Msg::DealOfTheDayBest.tr(lang), &[result_text(result, lang)])
                    }
                    None => Msg::DealOfTheDayUnplayed.tr(lang).to_owned(),
                };
                // On a row of its own: wrapped after the button, its rows were broken for the
                // width of a whole row and Japanese broke inside words.
                line_break::label(ui, RichText::new(best).color(theme.text_muted));
                ui.add_space(6.0);
                outcome = new_game::show(
                    ui,
                    draft,
                    <P::Game as GameDef>::player_range(),
                    P::CHOOSE_FIRST_PLAYER,
                    lang,
                    P::rules_ui,
                );
            });
            if play_daily {
                outcome = DialogOutcome::Start;
            }
            match outcome {
                DialogOutcome::Open if learn => {
                    self.start_guide(cx);
                }
                DialogOutcome::Open => {}
                DialogOutcome::Cancel => {
                    self.dialog = Dialog::None;
                    if self.session.is_none() {
                        nav = Navigation::Home;
                    }
                }
                DialogOutcome::Start => {
                    let choices = draft.clone();
                    let games = &mut cx.settings.games;
                    let aids = games.choices::<RulesOf<P>, P::Aids>(P::SAVE_ID).aids;
                    let remembered = GameChoices {
                        aids,
                        ..choices.clone()
                    };
                    games.set_choices(P::SAVE_ID, &remembered);
                    self.record_abandoned(cx);
                    if play_daily {
                        self.start_deal(&choices, daily);
                    } else {
                        let seed = fresh_seed(&mut self.seed_counter, self.fixed_seed);
                        self.start_game(&choices, seed);
                    }
                }
            }
        } else if matches!(self.dialog, Dialog::GameOver)
            && let Some(session) = &self.session
        {
            let summary = self.panel.summary(&session.state, session.human, lang);
            let mut choice = GameOverChoice::None;
            let can_review = self.can_review_last();
            let panel = &mut self.panel;
            modal::modal(egui::Id::unique(("game-over", P::SAVE_ID))).show(ctx, |ui| {
                choice = game_over::show(ui, &summary, lang, theme, can_review, |ui| {
                    panel.game_over_ui(ui, &session.state, session.human, lang);
                });
            });
            match choice {
                GameOverChoice::None => {}
                GameOverChoice::PlayAgain => {
                    let choices = remembered_choices::<P>(cx.settings);
                    let seed = fresh_seed(&mut self.seed_counter, self.fixed_seed);
                    self.start_game(&choices, seed);
                }
                GameOverChoice::PlayDealAgain => self.play_deal_again(),
                GameOverChoice::NewGame => self.open_new_game_dialog(cx.settings),
                GameOverChoice::Close => self.dialog = Dialog::None,
                GameOverChoice::Review => {
                    self.dialog = Dialog::None;
                    self.review_last();
                }
                GameOverChoice::Home => {
                    self.dialog = Dialog::None;
                    nav = Navigation::Home;
                }
            }
        }
        if self.show_rules {
            let mut open = true;
            // At the window's right, below the top bar (its Home and New game stay in reach),
            // about 75 characters a line, and the table still in view beside it.
            let window = ctx.content_rect();
            let top = table.top() + RULES_MARGIN;
            egui::Window::new(format!("{} — {}", P::title(lang), Msg::Rules.tr(lang)))
                .id(egui::Id::unique(("rules", P::SAVE_ID)))
                .open(&mut open)
                .pivot(egui::Align2::RIGHT_TOP)
                .default_pos([window.right() - RULES_MARGIN, top])
                .default_size([
                    600.0_f32.min(window.width() - 2.0 * RULES_MARGIN),
                    520.0_f32.min(window.bottom() - top - RULES_TITLE_ROOM),
                ])
                .collapsible(false)
                .show(ctx, |ui| rules_page::show(ui, P::rules_text(lang), theme));
            self.show_rules = open;
        }
        nav
    }
}
