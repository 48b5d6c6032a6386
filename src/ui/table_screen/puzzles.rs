//! The table screen's practice puzzles: a puzzle of this game (from the Practice page, or the
//! next one after an answer) is shown instead of the table, as a review is.

use egui::Ui;

use super::{Navigation, ScreenContext, TableScreen};
use crate::{
    i18n::PracticeMsg,
    play::{
        practice::{PracticeBook, PuzzleKey, puzzles_of, today},
        records::GameRecord,
    },
    ui::{
        panel::GamePanel,
        practice::{PuzzleExit, PuzzleScreen},
        toasts::ToastKind,
    },
};

impl<P: GamePanel> TableScreen<P> {
    /// Opens puzzle `key` of this game (see [`super::GameScreen::open_puzzle`]).
    pub(super) fn puzzle_file(&mut self, cx: &mut ScreenContext<'_>, key: &PuzzleKey) -> bool {
        let made = cx
            .records
            .read(P::SAVE_ID, &key.file)
            .map_err(|e| format!("unreadable: {e}"))
            .and_then(|text| GameRecord::<P::Game>::from_ron(&text))
            .and_then(|(record, replayed)| PuzzleScreen::new(&record, &replayed, key.clone()));
        match made {
            Ok(mut screen) => {
                screen.analyst = self.reviews.analyst;
                self.show_puzzle(screen);
                true
            }
            Err(reason) => {
                log::warn!("puzzle {} cannot be shown: {reason}", key.text());
                let lang = cx.settings.language;
                cx.toasts.add(
                    ToastKind::Warning,
                    PracticeMsg::Unreadable.tr(lang).to_owned(),
                );
                false
            }
        }
    }

    /// Opens puzzle `id` of this game's collection.
    pub(super) fn set_puzzle(&mut self, id: u32) -> bool {
        let made = P::puzzle_set()
            .iter()
            .find(|p| p.id == id)
            .ok_or_else(|| format!("no puzzle {id} in the collection"))
            .and_then(PuzzleScreen::from_set);
        match made {
            Ok(screen) => {
                self.show_puzzle(screen);
                true
            }
            Err(reason) => {
                log::warn!("{} puzzle cannot be shown: {reason}", P::SAVE_ID);
                false
            }
        }
    }

    fn show_puzzle(&mut self, screen: PuzzleScreen<P>) {
        self.close_review();
        if let Some(s) = &mut self.session {
            s.cancel_ai();
        }
        self.anim.skip();
        self.puzzle = Some(screen);
    }

    /// Background work of an open puzzle (the Expert judging an answer).
    pub(super) fn puzzle_logic(&mut self, ctx: &egui::Context, cx: &mut ScreenContext<'_>) {
        if let Some(puzzle) = &mut self.puzzle {
            puzzle.logic(ctx, cx);
        }
    }

    /// Closes the puzzle (stopping its judgement).
    pub(super) fn close_puzzle(&mut self) {
        if let Some(mut puzzle) = self.puzzle.take() {
            puzzle.stop();
        }
    }

    /// Draws the open puzzle; a panic inside closes it and shows the error page.
    pub(super) fn puzzle_ui(&mut self, ui: &mut Ui, cx: &mut ScreenContext<'_>) -> Navigation {
        let Some(puzzle) = &mut self.puzzle else {
            return Navigation::Stay;
        };
        let Some(exit) = crate::ui::crash_guard::guarded(|| puzzle.ui(ui, cx)) else {
            self.close_puzzle();
            self.crash_in_review();
            return self.crash_page(ui, cx.settings.language);
        };
        match exit {
            PuzzleExit::Stay => Navigation::Stay,
            PuzzleExit::Home => {
                self.close_puzzle();
                Navigation::Home
            }
            PuzzleExit::List => {
                self.close_puzzle();
                Navigation::Practice
            }
            PuzzleExit::Next => {
                let set_id = self.puzzle.as_ref().and_then(PuzzleScreen::set_id);
                if let Some(id) = set_id {
                    self.close_puzzle();
                    return match next_in_set::<P>(&cx.practice.book, id) {
                        Some(next) if self.set_puzzle(next) => Navigation::Stay,
                        _ => Navigation::Practice,
                    };
                }
                let current = self.puzzle.as_ref().and_then(|p| p.key().cloned());
                self.close_puzzle();
                let next = puzzles_of(
                    &cx.records.summaries(P::SAVE_ID),
                    &cx.practice.book,
                    today(),
                )
                .into_iter()
                .find(|p| p.status.is_to_do() && Some(&p.key) != current.as_ref());
                match next {
                    Some(next) if self.puzzle_file(cx, &next.key) => Navigation::Stay,
                    _ => Navigation::Practice,
                }
            }
        }
    }
}

/// The collection puzzle after `id` in difficulty order that is not solved yet (wrapping
/// round to the first ones).
fn next_in_set<P: GamePanel>(book: &PracticeBook, id: u32) -> Option<u32> {
    let set = P::puzzle_set();
    let at = set.iter().position(|p| p.id == id).unwrap_or(0);
    set.iter()
        .cycle()
        .skip(at + 1)
        .take(set.len())
        .find(|p| {
            p.id != id
                && !book
                    .set_progress(P::SAVE_ID, p.id)
                    .is_some_and(|s| s.solved)
        })
        .map(|p| p.id)
}
