//! What the monkey test reads from a table and its one scripted move (tests only).

use super::{Dialog, TableScreen};
use crate::{
    engine::Game as _,
    play::session::Session,
    ui::{panel::GamePanel, screen::Probe},
};

impl<P: GamePanel> TableScreen<P> {
    pub(super) fn monkey_probe(&self, now: f64) -> Probe {
        let dialog_open = !matches!(self.dialog, Dialog::None);
        let session = self.session.as_ref();
        let over = session.is_some_and(Session::is_over);
        // A lesson's step to read offers nothing on the table: its bubble's Next goes on.
        let lesson_reading = self
            .guide
            .as_ref()
            .zip(session)
            .is_some_and(|(guide, s)| guide.narrowed(&s.human_legal()).is_empty());
        Probe {
            players: session.map(|s| s.state.num_players()),
            over,
            awaits_human: !dialog_open
                && !lesson_reading
                && self.reviews.screen.is_none()
                && !over
                && self.settled(now),
            new_game_dialog: matches!(self.dialog, Dialog::NewGame(_)),
            game_over_dialog: matches!(self.dialog, Dialog::GameOver),
            review: self.reviews.screen.is_some(),
            rules: self.show_rules,
            table_rect: self.table_rect,
        }
    }

    /// Starts the panel's crowded position ([`GamePanel::crowded_position`]), if it has one.
    pub(super) fn monkey_crowded(&mut self) -> bool {
        let Some(state) = P::crowded_position() else {
            return false;
        };
        self.session = Some(Session::from_position(
            Default::default(),
            state,
            crate::engine::Strength::Easy,
            1,
        ));
        self.after_new_session();
        true
    }

    pub(super) fn monkey_play(&mut self, pick: usize) -> bool {
        let Some(session) = &mut self.session else {
            return false;
        };
        // In a lesson the player can take only what the step allows.
        let legal = match &self.guide {
            Some(guide) => guide.narrowed(&session.human_legal()),
            None => session.human_legal(),
        };
        if legal.is_empty() || !matches!(self.dialog, Dialog::None) || self.reviews.screen.is_some()
        {
            return false;
        }
        let action = legal[pick % legal.len()];
        let played = session.play(action).is_ok();
        if played {
            self.guide_taken(action);
        }
        self.anim.skip();
        self.panel.reset_selection();
        played
    }
}
