//! Saving the unfinished game when the table is left, and resuming it when it is opened.

use super::{Dialog, GamePanel, ScreenContext, TableScreen, fresh_seed};
use crate::{
    i18n::{Msg, fill},
    play::session::Session,
    ui::toasts::ToastKind,
};

impl<P: GamePanel> TableScreen<P> {
    /// Writes the unfinished game (or removes the save of a finished one).
    pub(super) fn save(&self, cx: &mut ScreenContext<'_>) {
        let Some(session) = &self.session else { return };
        // A lesson is not a game to resume; its free play is.
        if self.guide.is_some() {
            return;
        }
        if session.is_over() {
            cx.saves.remove(P::SAVE_ID);
            return;
        }
        match session.to_ron(P::SAVE_ID) {
            Ok(text) => {
                if log::log_enabled!(log::Level::Debug) {
                    let digest = crate::file_writer::digest(&text);
                    log::debug!("autosave {}: digest {digest:016x}", P::SAVE_ID);
                }
                cx.saves.write(P::SAVE_ID, text);
                for failure in cx.saves.take_failures() {
                    save_unwritable(cx, &failure.error);
                }
            }
            Err(e) => log::error!("cannot serialize {}: {e}", P::SAVE_ID),
        }
    }

    /// Loads the saved game, if any; a damaged or unreadable save is set aside with a notice.
    pub(super) fn resume(&mut self, cx: &mut ScreenContext<'_>) {
        let text = match cx.saves.read(P::SAVE_ID) {
            Ok(Some(text)) => text,
            Ok(None) => return,
            Err(e) => {
                // A folder or an unreadable file in the save's place: set it aside (never
                // delete it) so the next save can be written, and say so once.
                log::error!("cannot read the save of {}: {e}", P::SAVE_ID);
                set_aside_damaged::<P>(cx, &format!("- ({e})"));
                return;
            }
        };
        let seed = fresh_seed(&mut self.seed_counter, self.fixed_seed);
        match Session::<P::Game>::from_ron(&text, P::SAVE_ID, seed) {
            Ok(session) => {
                if log::log_enabled!(log::Level::Debug)
                    && let Ok(text) = session.to_ron(P::SAVE_ID)
                {
                    let digest = crate::file_writer::digest(&text);
                    log::debug!("resumed {}: digest {digest:016x}", P::SAVE_ID);
                }
                self.session = Some(session);
                self.anim.skip();
                self.panel.reset_selection();
                self.dialog = Dialog::None;
                self.game_over_seen = false;
            }
            Err(e) => {
                log::error!("damaged save of {}: {e}", P::SAVE_ID);
                set_aside_damaged::<P>(cx, "?");
            }
        }
    }
}

/// Says once that saves cannot be written.
pub(crate) fn save_unwritable(cx: &mut ScreenContext<'_>, error: &str) {
    cx.toasts.add_once(
        "save-unwritable",
        ToastKind::Warning,
        fill(Msg::SaveUnwritable.tr(cx.settings.language), &[error]),
    );
}

/// Sets a save that cannot be loaded aside (never deletes it) and says where it went once;
/// `unknown` stands for the place when it could not be moved.
fn set_aside_damaged<P: GamePanel>(cx: &mut ScreenContext<'_>, unknown: &str) {
    let backup = cx
        .saves
        .set_aside(P::SAVE_ID)
        .map_or_else(|| unknown.to_owned(), |p| p.display().to_string());
    cx.toasts.add(
        ToastKind::Warning,
        fill(Msg::SaveDamaged.tr(cx.settings.language), &[&backup]),
    );
}
