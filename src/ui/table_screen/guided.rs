//! The table screen's guided first game: the prepared start in a session of its own, the
//! step's bubble over the table, the legal actions narrowed to what the step allows, the
//! scripted replies instead of the computer's search, and free play with hints after the last
//! step (or after "Skip the lesson"). Finished or skipped is remembered in the settings.

use super::{ScreenContext, TableScreen, dialogs::Dialog};
use crate::{
    engine::Strength,
    i18n::{GuideMsg, Lang},
    play::{
        guide::Guide,
        session::{LogEntry, Session},
    },
    ui::{
        guide::{Bubble, BubbleChoice},
        panel::{ActionOf, EventOf, GamePanel},
        theme::Theme,
        toasts::ToastKind,
    },
};

/// The strength of the computer in the free play after a lesson.
const FREE_PLAY_STRENGTH: Strength = Strength::Easy;

impl<P: GamePanel> TableScreen<P> {
    /// Starts the game's guided first game; false when the game has none or its script does
    /// not play (a bug, logged).
    pub(super) fn start_guide(&mut self, cx: &mut ScreenContext<'_>) -> bool {
        let Some(script) = P::guide() else {
            return false;
        };
        if let Err(e) = script.check() {
            log::error!("the guided game of {} does not play: {e}", P::SAVE_ID);
            return false;
        }
        // A game in progress is left as a new game leaves it (a lesson in progress is not a
        // game to record).
        if self.guide.is_none() {
            self.record_abandoned(cx);
        }
        // The lesson is not saved: the game left must not come back as if still unfinished.
        cx.saves.remove(P::SAVE_ID);
        self.close_review();
        self.close_puzzle();
        if let Some(s) = &mut self.session {
            s.cancel_ai();
        }
        self.session = Some(Session::from_position(
            script.rules,
            script.start,
            FREE_PLAY_STRENGTH,
            self.seed_counter ^ 0x6775_6964,
        ));
        self.guide = Some(Guide::new(script.steps));
        self.hints_shown = false;
        self.anim.skip();
        self.panel.reset_selection();
        self.dialog = Dialog::None;
        self.game_over_seen = false;
        self.autosave_due = false;
        true
    }

    /// True while a lesson's steps are shown.
    pub fn guided(&self) -> bool {
        self.guide.is_some()
    }

    /// True while the rules window is open (tests).
    pub fn rules_open(&self) -> bool {
        self.show_rules
    }

    /// The step shown: its index and the number of steps (tests).
    pub fn guide_position(&self) -> Option<(usize, usize)> {
        self.guide.as_ref().map(Guide::position)
    }

    /// True when free play after a lesson shows the hint at every turn.
    pub fn hints_shown(&self) -> bool {
        self.hints_shown
    }

    /// The human took `action`: the lesson moves on.
    pub(super) fn guide_taken(&mut self, action: ActionOf<P>) {
        if let Some(guide) = &mut self.guide
            && !guide.taken(action)
        {
            log::error!("the lesson took an action its step does not allow: {action:?}");
        }
    }

    /// Plays the next scripted reply of the lesson, if one waits.
    pub(super) fn scripted_reply(&mut self) -> Option<LogEntry<EventOf<P>>> {
        let guide = self.guide.as_mut()?;
        let session = self.session.as_mut()?;
        let reply = guide.next_reply()?;
        match session.play_scripted(reply) {
            Ok(entry) => Some(entry),
            Err(e) => {
                // A script bug must not freeze the lesson: the computer plays on by itself.
                log::error!("a scripted reply of the lesson is illegal: {e}");
                while guide.next_reply().is_some() {}
                None
            }
        }
    }

    /// Ends the lesson when its last step is done; in free play, asks for the hint at each of
    /// the human's turns.
    pub(super) fn guide_logic(&mut self, cx: &mut ScreenContext<'_>) {
        // Past the last step, or at a step whose actions the game no longer allows (it went
        // another way): free play.
        let stuck = self.guide.as_ref().is_some_and(|guide| {
            !guide.reply_waiting()
                && !guide.is_reading()
                && self.session.as_ref().is_some_and(|s| {
                    let legal = s.human_legal();
                    !legal.is_empty() && guide.narrowed(&legal).is_empty()
                })
        });
        if stuck || self.guide.as_ref().is_some_and(Guide::finished) {
            self.end_guide(cx);
        }
        if self.hints_shown
            && let Some(session) = &mut self.session
            && !session.is_over()
            && !session.human_legal().is_empty()
        {
            session.request_hint(cx.worker);
        }
    }

    /// Leaves the lesson for free play from the table as it is, with hints; remembered.
    fn end_guide(&mut self, cx: &mut ScreenContext<'_>) {
        self.guide = None;
        self.hints_shown = true;
        self.autosave_due = true;
        cx.settings.guides_done.insert(P::SAVE_ID.to_owned());
        let lang = cx.settings.language;
        cx.toasts
            .add(ToastKind::Info, GuideMsg::FreePlay.tr(lang).to_owned());
    }

    /// The step's text, for the live region.
    pub(super) fn guide_text(&self, lang: Lang) -> Option<&'static str> {
        self.guide
            .as_ref()
            .and_then(Guide::current)
            .map(|s| (s.text)(lang))
    }

    /// The status line on a step to read: the game's own prompt would ask for a move the step
    /// does not allow yet.
    pub(super) fn guide_read_prompt(&self, lang: Lang) -> Option<&'static str> {
        self.guide
            .as_ref()
            .is_some_and(Guide::is_reading)
            .then(|| GuideMsg::ReadStep.tr(lang))
    }

    /// Draws the step's bubble over `table`; "Next" and "Skip the lesson" act here.
    pub(super) fn guide_bubble(
        &mut self,
        ctx: &egui::Context,
        table: egui::Rect,
        cx: &mut ScreenContext<'_>,
        theme: &Theme,
    ) {
        let lang = cx.settings.language;
        let Some(guide) = &mut self.guide else { return };
        let Some(step) = guide.current() else { return };
        let title = P::title(lang);
        let bubble = Bubble {
            game: &title,
            text: (step.text)(lang),
            spot: step.spot,
            position: guide.position(),
            reading: guide.is_reading(),
        };
        match crate::ui::guide::show(ctx, table, &bubble, lang, theme) {
            BubbleChoice::None => {}
            BubbleChoice::Next => {
                guide.read();
                ctx.request_repaint();
            }
            BubbleChoice::Skip => {
                self.panel.reset_selection();
                self.end_guide(cx);
                ctx.request_repaint();
            }
        }
    }
}
