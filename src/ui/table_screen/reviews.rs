//! The table screen's game records and reviews: a finished game is recorded when the game-over
//! dialog opens, an unfinished one when a new game replaces it; "Review" opens the game's
//! review, and so does a "Recent games" list through [`GameScreen::open_review`].

use egui::Ui;

use super::{Navigation, ScreenContext, TableScreen};
use crate::{
    engine::Strength,
    i18n::{Lang, Msg, fill},
    play::{
        records::{GameRecord, RecordStore, leads_to, now_seconds},
        session::{Session, same_state},
    },
    ui::{
        panel::GamePanel,
        review::{ReviewExit, ReviewScreen, refused_notice},
        toasts::{ToastKind, Toasts},
    },
};

/// Where an open review returns to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Origin {
    /// The table (from the game-over dialog).
    Table,
    /// The statistics page (from its "Recent games" list).
    Statistics,
}

/// The screen's records and open review.
pub struct Reviews<P: GamePanel> {
    /// The review shown instead of the table, if any.
    pub screen: Option<ReviewScreen<P>>,
    origin: Origin,
    /// The record of the game just finished, and its file.
    last: Option<(GameRecord<P::Game>, Option<String>)>,
    /// The strength that analyses reviews (the Expert; tests choose a cheaper one).
    pub analyst: Strength,
}

impl<P: GamePanel> Default for Reviews<P> {
    fn default() -> Self {
        Self {
            screen: None,
            origin: Origin::Table,
            last: None,
            analyst: Strength::Expert,
        }
    }
}

/// Says once that records cannot be written (the failed ones no longer count: they are not on
/// disk). The app also asks in every frame, as its writer fails later than the request.
pub(crate) fn record_failures(records: &RecordStore, toasts: &mut Toasts, lang: Lang) {
    for failure in records.take_failures() {
        toasts.add_once(
            "record-unwritable",
            ToastKind::Warning,
            fill(Msg::RecordUnwritable.tr(lang), &[&failure.error]),
        );
    }
}

/// True for the lesson's game, its free play included (saved and resumed or not): it began at
/// the lesson's prepared position, not from a deal. It is practice: it counts in no statistics,
/// and no review grades the steps the lesson asked for.
fn is_lesson<P: GamePanel>(session: &Session<P::Game>) -> bool {
    session.trail().is_some_and(|trail| {
        trail.deal.is_none()
            && P::guide().is_some_and(|script| same_state(&trail.start, &script.start))
    })
}

/// The app version that wrote a stored record, as its summary says ("?" when unknown).
fn file_version<P: GamePanel>(cx: &ScreenContext<'_>, file: &str) -> String {
    cx.records
        .summaries(P::SAVE_ID)
        .into_iter()
        .find(|s| s.file == file)
        .map_or_else(|| "?".to_owned(), |s| s.app_version)
}

impl<P: GamePanel> TableScreen<P> {
    /// Writes the record of the current game (finished, or abandoned when unfinished); returns
    /// it with its file name.
    fn write_record(
        &self,
        cx: &mut ScreenContext<'_>,
    ) -> Option<(GameRecord<P::Game>, Option<String>)> {
        let session = self.session.as_ref()?;
        if is_lesson::<P>(session) {
            log::info!("a {} lesson leaves no record", P::SAVE_ID);
            return None;
        }
        let Some(record) = GameRecord::of_session(session, now_seconds()) else {
            log::info!("a {} game without a trail leaves no record", P::SAVE_ID);
            return None;
        };
        // Belt and braces: a record must replay to the game it records.
        if !leads_to::<P::Game>(&record.trail, &session.state) {
            log::error!(
                "a {} game's trail does not replay to it; no record",
                P::SAVE_ID
            );
            return None;
        }
        let replayed = match record.validate() {
            Ok(r) => r,
            Err(e) => {
                log::error!("a new {} record is invalid: {e}", P::SAVE_ID);
                return None;
            }
        };
        let text = match record.to_ron() {
            Ok(text) => text,
            Err(e) => {
                log::error!("cannot serialize a {} record: {e}", P::SAVE_ID);
                return None;
            }
        };
        let summary = record.summary(&replayed, "");
        let file = cx.records.write_new(P::SAVE_ID, &text, summary);
        record_failures(cx.records, cx.toasts, cx.settings.language);
        Some((record, Some(file)))
    }

    /// Records a game that has just ended, once: its save goes and its record is written.
    pub(super) fn note_game_over(&mut self, cx: &mut ScreenContext<'_>) {
        if std::mem::replace(&mut self.game_over_seen, true) {
            return;
        }
        cx.saves.remove(P::SAVE_ID);
        self.reviews.last = self.write_record(cx);
    }

    /// Records the current game as abandoned if it is unfinished and the human has played.
    pub(super) fn record_abandoned(&mut self, cx: &mut ScreenContext<'_>) {
        let abandoned = self
            .session
            .as_ref()
            .is_some_and(|s| !s.is_over() && s.human_has_played());
        if abandoned {
            let _ = self.write_record(cx);
        }
        self.reviews.last = None;
    }

    /// True when the game just finished can be reviewed.
    pub(super) fn can_review_last(&self) -> bool {
        self.reviews.last.is_some()
    }

    /// Opens the review of the game just finished.
    pub(super) fn review_last(&mut self) {
        let Some((record, file)) = self.reviews.last.clone() else {
            return;
        };
        match record.validate() {
            Ok(replayed) => {
                self.show_review(ReviewScreen::new(record, replayed, file), Origin::Table);
            }
            Err(e) => log::error!("the record of the game just played is invalid: {e}"),
        }
    }

    fn show_review(&mut self, mut screen: ReviewScreen<P>, origin: Origin) {
        screen.analyst = self.reviews.analyst;
        if let Some(s) = &mut self.session {
            s.cancel_ai();
        }
        self.anim.skip();
        self.reviews.screen = Some(screen);
        self.reviews.origin = origin;
    }

    /// Opens the review of a stored record (see [`super::GameScreen::open_review`]).
    pub(super) fn review_file(&mut self, cx: &mut ScreenContext<'_>, file: &str) -> bool {
        let checked = cx
            .records
            .read(P::SAVE_ID, file)
            .map_err(|e| format!("unreadable: {e}"))
            .and_then(|text| GameRecord::<P::Game>::from_ron(&text));
        match checked {
            Ok((record, replayed)) => {
                let screen = ReviewScreen::new(record, replayed, Some(file.to_owned()));
                self.show_review(screen, Origin::Statistics);
                true
            }
            Err(reason) => {
                // Never moved or deleted: it still counts in the statistics.
                log::warn!("record {}/{file} does not replay: {reason}", P::SAVE_ID);
                refused_notice(cx, &file_version::<P>(cx, file));
                false
            }
        }
    }

    /// Background work of an open review.
    pub(super) fn review_logic(&mut self, ctx: &egui::Context, cx: &mut ScreenContext<'_>) {
        if let Some(review) = &mut self.reviews.screen {
            review.logic(ctx, cx);
        }
    }

    /// Closes the review (stopping its analysis).
    pub(super) fn close_review(&mut self) {
        if let Some(mut review) = self.reviews.screen.take() {
            review.stop();
        }
    }

    /// Draws the open review; a panic inside closes it and shows the error page.
    pub(super) fn review_ui(&mut self, ui: &mut Ui, cx: &mut ScreenContext<'_>) -> Navigation {
        let Some(review) = &mut self.reviews.screen else {
            return Navigation::Stay;
        };
        let Some(exit) = crate::ui::crash_guard::guarded(|| review.ui(ui, cx)) else {
            self.crash_in_review();
            return self.crash_page(ui, cx.settings.language);
        };
        match exit {
            ReviewExit::Stay => Navigation::Stay,
            ReviewExit::Home => {
                self.close_review();
                Navigation::Home
            }
            ReviewExit::Practice => {
                self.close_review();
                Navigation::Practice
            }
            ReviewExit::PlayDealAgain => {
                let record = review.record().clone();
                self.close_review();
                self.record_abandoned(cx);
                self.play_record_again(&record);
                Navigation::Stay
            }
            ReviewExit::Back => {
                self.close_review();
                match self.reviews.origin {
                    Origin::Statistics => Navigation::Statistics,
                    Origin::Table if self.session.is_some() => Navigation::Stay,
                    Origin::Table => Navigation::Home,
                }
            }
        }
    }
}
