//! The game-over dialog: the result, details and the ways on.

use crate::ui::line_break;
use egui::{RichText, Ui};

use crate::{
    i18n::{Lang, Msg},
    ui::{panel::GameSummary, theme::Theme},
};

/// What the player chose on the game-over dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameOverChoice {
    /// Nothing yet.
    None,
    /// Same settings, new game.
    PlayAgain,
    /// The same deal again, same seats and options.
    PlayDealAgain,
    /// Open the new-game dialog.
    NewGame,
    /// Close the dialog and look at the final table.
    Close,
    /// Open the review of the game.
    Review,
    /// Back to the home screen.
    Home,
}

/// Draws the summary, then `extra` (a game's own content), then the buttons ("Review" when the
/// game was recorded).
pub fn show(
    ui: &mut Ui,
    summary: &GameSummary,
    lang: Lang,
    theme: &Theme,
    can_review: bool,
    extra: impl FnOnce(&mut Ui),
) -> GameOverChoice {
    let mut choice = GameOverChoice::None;
    ui.set_min_width(360.0);
    line_break::label(
        ui,
        RichText::new(Msg::GameOver.tr(lang))
            .size(14.0)
            .color(theme.text_muted),
    );
    line_break::label(
        ui,
        RichText::new(&summary.headline)
            .size(28.0)
            .strong()
            .color(theme.accent),
    );
    for line in &summary.details {
        line_break::label(ui, line);
    }
    extra(ui);
    ui.add_space(10.0);
    if can_review
        && ui
            .button(RichText::new(Msg::Review.tr(lang)).strong())
            .clicked()
    {
        choice = GameOverChoice::Review;
    }
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        if ui
            .button(RichText::new(Msg::PlayAgain.tr(lang)).strong())
            .clicked()
        {
            choice = GameOverChoice::PlayAgain;
        }
        if ui.button(Msg::PlayDealAgain.tr(lang)).clicked() {
            choice = GameOverChoice::PlayDealAgain;
        }
        if ui.button(Msg::NewGame.tr(lang)).clicked() {
            choice = GameOverChoice::NewGame;
        }
        if ui.button(Msg::Close.tr(lang)).clicked() {
            choice = GameOverChoice::Close;
        }
        if ui.button(Msg::Home.tr(lang)).clicked() {
            choice = GameOverChoice::Home;
        }
    });
    choice
}
