//! The Practice page: one game's puzzles made from the player's own mistakes and blunders
//! (every game has a tab), what is to do today and what is solved, and "Play" for each; for a
//! game with a puzzle collection, a second tab lists it in difficulty order, solved or to do.

use crate::ui::line_break;
use egui::{RichText, Ui};

use super::registry::GameKind;
use crate::{
    i18n::{Lang, Msg, PracticeMsg, dates::local_date_time, fill},
    play::{
        practice::{PracticeBook, Puzzle, PuzzleKey, PuzzleStatus, puzzles_of},
        puzzle_set::SetKind,
        records::RecordStore,
    },
    ui::{practice::kind_name, review::mark_text, theme::Theme},
};

impl super::AsobibaApp {
    /// Draws `kind`'s Practice page; returns the screen asked for.
    pub(super) fn practice_screen(&mut self, ui: &mut Ui, kind: GameKind) -> Option<super::Screen> {
        let action = show(
            ui,
            PageContext {
                kind,
                store: &self.records,
                book: &self.practice.book,
                today: crate::play::practice::today(),
                lang: self.store.settings.language,
            },
            &mut self.practice_tab,
        );
        match action {
            PracticeAction::None => None,
            PracticeAction::Back => Some(super::Screen::Home),
            PracticeAction::Show(other) => Some(super::Screen::Practice(other)),
            PracticeAction::Play(kind, key) => {
                self.open_puzzle(kind, &key);
                None
            }
            PracticeAction::PlaySet(kind, id) => {
                self.open_set_puzzle(kind, id);
                None
            }
        }
    }
}

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
    /// Play puzzle `id` of a game's collection.
    PlaySet(GameKind, u32),
}

/// The page's tab.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PracticeTab {
    /// Puzzles from the player's own mistakes.
    #[default]
    Mistakes,
    /// The game's puzzle collection.
    Collection,
}

/// What the page shows.
pub struct PageContext<'a> {
    /// The game.
    pub kind: GameKind,
    /// The records (the mistakes' puzzles come from their reviews).
    pub store: &'a RecordStore,
    /// The practice progress.
    pub book: &'a PracticeBook,
    /// Today's day number.
    pub today: u64,
    /// The language.
    pub lang: Lang,
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

/// Draws the page of `kind`'s puzzles, on tab `tab` (the player may switch it).
pub fn show(ui: &mut Ui, page: PageContext<'_>, tab: &mut PracticeTab) -> PracticeAction {
    let PageContext {
        kind,
        store,
        book,
        today,
        lang,
    } = page;
    let theme = Theme::of(ui.ctx());
    let mut action = PracticeAction::None;
    let puzzles = puzzles_of(&store.summaries(kind.id()), book, today);
    let set = kind.puzzle_set();
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
        if !set.is_empty() {
            let solved = set
                .iter()
                .filter(|(id, _)| book.set_progress(kind.id(), *id).is_some_and(|p| p.solved))
                .count();
            ui.horizontal(|ui| {
                let collection = fill(
                    PracticeMsg::CollectionTab.tr(lang),
                    &[&solved.to_string(), &set.len().to_string()],
                );
                for (which, name) in [
                    (
                        PracticeTab::Mistakes,
                        PracticeMsg::MistakesTab.tr(lang).to_owned(),
                    ),
                    (PracticeTab::Collection, collection),
                ] {
                    if ui.selectable_label(*tab == which, name).clicked() {
                        *tab = which;
                    }
                }
            });
            ui.add_space(4.0);
            if *tab == PracticeTab::Collection {
                if let Some(id) = collection_ui(ui, kind, &set, book, lang, &theme) {
                    action = PracticeAction::PlaySet(kind, id);
                }
                return;
            }
        }
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
        let sep = lang.part_separator();
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

/// The collection tab: counts, "Next puzzle", and a row a puzzle; the id of the puzzle to play.
fn collection_ui(
    ui: &mut Ui,
    kind: GameKind,
    set: &[(u32, SetKind)],
    book: &PracticeBook,
    lang: Lang,
    theme: &Theme,
) -> Option<u32> {
    let mut play = None;
    line_break::label(
        ui,
        RichText::new(PracticeMsg::CollectionIntro.tr(lang)).color(theme.text_muted),
    );
    ui.add_space(6.0);
    let progress = |id: u32| book.set_progress(kind.id(), id);
    let solved = set
        .iter()
        .filter(|(id, _)| progress(*id).is_some_and(|p| p.solved))
        .count();
    ui.horizontal(|ui| {
        line_break::label(
            ui,
            RichText::new(fill(
                PracticeMsg::CollectionCounts.tr(lang),
                &[&solved.to_string(), &(set.len() - solved).to_string()],
            ))
            .strong()
            .color(theme.text),
        );
        if let Some((first, _)) = set
            .iter()
            .find(|(id, _)| !progress(*id).is_some_and(|p| p.solved))
            && ui.button(PracticeMsg::PlayNext.tr(lang)).clicked()
        {
            play = Some(*first);
        }
    });
    ui.add_space(6.0);
    let sep = lang.part_separator();
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (n, (id, set_kind)) in set.iter().enumerate() {
                let (status, colour) = match progress(*id) {
                    Some(p) if p.solved => (PracticeMsg::CollectionSolved, theme.success_text),
                    Some(_) => (PracticeMsg::CollectionTried, theme.text_muted),
                    None => (PracticeMsg::CollectionNew, theme.text_muted),
                };
                let name = fill(PracticeMsg::CollectionRow.tr(lang), &[&(n + 1).to_string()]);
                let what = kind_name(*set_kind, lang);
                ui.horizontal(|ui| {
                    let clicked = ui
                        .button(PracticeMsg::Play.tr(lang))
                        .accessible_name(format!(
                            "{}{sep}{name}{sep}{what}",
                            PracticeMsg::Play.tr(lang)
                        ))
                        .clicked();
                    if clicked {
                        play = Some(*id);
                    }
                    line_break::label(ui, RichText::new(&name).color(theme.text));
                    line_break::label(ui, RichText::new(what).strong().color(theme.text));
                    line_break::label(ui, RichText::new(status.tr(lang)).color(colour));
                });
            }
        });
    play
}
