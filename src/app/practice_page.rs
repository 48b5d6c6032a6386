//! The Practice page: one game's puzzles made from the player's own mistakes and blunders
//! (every game has a tab), what is to do today and what is solved, and "Play" for each.

use crate::ui::line_break;
use egui::{RichText, Ui};

use super::registry::GameKind;
use crate::{
    i18n::{Lang, Msg, PracticeMsg, dates::local_date_time, fill},
    play::{
        practice::{PracticeBook, Puzzle, PuzzleKey, PuzzleStatus, puzzles_of},
        records::RecordStore,
    },
    ui::{review::mark_text, theme::Theme},
};

/// What the player asked of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeAction {
    /// Nothing.
    None,
    /// Back to the home screen.
    Back,
    /// Show another game's puzzles.
    Show(GameKind),
    /// Play a puzzle of a game.
    Play(GameKind, PuzzleKey),
}

/// The game whose practice the home button opens: the first with a puzzle to do today, else
/// the first game.
pub fn first_with_work(store: &RecordStore, book: &PracticeBook, today: u64) -> Option<GameKind> {
    GameKind::all()
        .find(|k| {
            puzzles_of(&store.summaries(k.id()), book, today)
                .iter()
                .any(|p| p.status.is_to_do())
        })
        .or_else(|| GameKind::all().next())
}

fn status_text(status: PuzzleStatus, today: u64, lang: Lang) -> String {
    match status {
        PuzzleStatus::New => PracticeMsg::StatusNew.tr(lang).to_owned(),
        PuzzleStatus::Due => PracticeMsg::StatusDue.tr(lang).to_owned(),
        PuzzleStatus::Missed { due_day } => fill(
            PracticeMsg::StatusMissed.tr(lang),
            &[&due_day.saturating_sub(today).to_string()],
        ),
        PuzzleStatus::Solved { due_day } => fill(
            PracticeMsg::StatusSolved.tr(lang),
            &[&due_day.saturating_sub(today).to_string()],
        ),
    }
}

/// Draws the page of `kind`'s puzzles.
pub fn show(
    ui: &mut Ui,
    kind: GameKind,
    store: &RecordStore,
    book: &PracticeBook,
    today: u64,
    lang: Lang,
) -> PracticeAction {
    let theme = Theme::of(ui.ctx());
    let mut action = PracticeAction::None;
    let puzzles = puzzles_of(&store.summaries(kind.id()), book, today);
    egui::CentralPanel::default().show(ui, |ui| {
        ui.horizontal(|ui| {
            if ui.button(format!("◀ {}", Msg::Back.tr(lang))).clicked() {
                action = PracticeAction::Back;
            }
            ui.heading(fill(PracticeMsg::PageTitle.tr(lang), &[kind.name(lang)]));
        });
        ui.horizontal_wrapped(|ui| {
            for other in GameKind::all() {
                if ui
                    .selectable_label(other == kind, other.name(lang))
                    .clicked()
                    && other != kind
                {
                    action = PracticeAction::Show(other);
                }
            }
        });
        ui.add_space(4.0);
        line_break::label(
            ui,
            RichText::new(PracticeMsg::PageIntro.tr(lang)).color(theme.text_muted),
        );
        ui.add_space(6.0);
        if !store.is_loaded() {
            ui.horizontal(|ui| {
                ui.spinner();
                line_break::label(ui, Msg::StatsLoading.tr(lang));
            });
            return;
        }
        if puzzles.is_empty() {
            line_break::label(
                ui,
                RichText::new(PracticeMsg::Empty.tr(lang)).color(theme.text),
            );
            return;
        }
        let to_do = puzzles.iter().filter(|p| p.status.is_to_do()).count();
        let solved = puzzles
            .iter()
            .filter(|p| matches!(p.status, PuzzleStatus::Solved { .. }))
            .count();
        ui.horizontal(|ui| {
            line_break::label(
                ui,
                RichText::new(fill(
                    PracticeMsg::Counts.tr(lang),
                    &[&to_do.to_string(), &solved.to_string()],
                ))
                .strong()
                .color(theme.text),
            );
            if let Some(first) = puzzles.iter().find(|p| p.status.is_to_do())
                && ui.button(PracticeMsg::PlayNext.tr(lang)).clicked()
            {
                action = PracticeAction::Play(kind, first.key.clone());
            }
        });
        ui.add_space(6.0);
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for puzzle in &puzzles {
                    if row(ui, puzzle, today, lang, &theme) {
                        action = PracticeAction::Play(kind, puzzle.key.clone());
                    }
                }
            });
    });
    action
}

/// One puzzle's row; true when "Play" was clicked.
fn row(ui: &mut Ui, puzzle: &Puzzle, today: u64, lang: Lang, theme: &Theme) -> bool {
    let mut play = false;
    ui.horizontal(|ui| {
        let when = local_date_time(puzzle.date, lang);
        let text = fill(
            PracticeMsg::Row.tr(lang),
            &[&when, &(puzzle.key.decision + 1).to_string()],
        );
        let sep = match lang {
            Lang::Ja => "・",
            Lang::En => " · ",
        };
        let name = format!("{text}{sep}{}", mark_text(puzzle.mark, lang));
        play = ui
            .button(PracticeMsg::Play.tr(lang))
            .on_hover_text(&name)
            .accessible_name(format!("{}{sep}{name}", PracticeMsg::Play.tr(lang)))
            .clicked();
        line_break::label(ui, RichText::new(text).color(theme.text));
        line_break::label(
            ui,
            RichText::new(mark_text(puzzle.mark, lang))
                .strong()
                .color(theme.text),
        );
        line_break::label(
            ui,
            RichText::new(status_text(puzzle.status, today, lang)).color(theme.text_muted),
        );
    });
    play
}
