//! What the app shell knows of a game's screen: the [`GameScreen`] trait, what it shares with
//! the screen ([`ScreenContext`]) and where to go next ([`Navigation`]).

use std::sync::Arc;

use egui::Ui;

use crate::{
    engine::worker::AiWorker,
    play::{
        practice::{PracticeStore, PuzzleKey},
        records::RecordStore,
        saves::SaveStore,
    },
    settings::Settings,
    ui::{
        sound::{Cue, SoundOutput},
        toasts::Toasts,
    },
};

/// What a screen shares with the app shell.
pub struct ScreenContext<'a> {
    /// The settings (saved by the shell when changed).
    pub settings: &'a mut Settings,
    /// Notices for the player.
    pub toasts: &'a mut Toasts,
    /// The AI thread.
    pub worker: &'a Arc<AiWorker>,
    /// Saved games.
    pub saves: &'a SaveStore,
    /// Where sound cues go (the audio device, or a recorder in tests).
    pub sound: &'a dyn SoundOutput,
    /// Game records (finished and abandoned games, with their reviews).
    pub records: &'a RecordStore,
    /// The progress of practice puzzles.
    pub practice: &'a mut PracticeStore,
}

impl ScreenContext<'_> {
    /// Plays `cue` if the player has sound on (and the volume above zero).
    pub fn play_sound(&self, cue: Cue) {
        if self.settings.sound && self.settings.sound_volume > 0.0 {
            self.sound.play(cue);
        }
    }
}

/// Where to go after a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Navigation {
    /// Stay on this screen.
    Stay,
    /// Back to the home screen.
    Home,
    /// To the statistics page (a review opened from its "Recent games" list closed).
    Statistics,
    /// To this game's practice page.
    Practice,
}

/// A screen of one game, as the shell sees it.
pub trait GameScreen {
    /// Draws the screen.
    fn ui(&mut self, ui: &mut Ui, cx: &mut ScreenContext<'_>) -> Navigation;
    /// Background work before drawing (AI results arrive here even when the window is hidden).
    fn logic(&mut self, ctx: &egui::Context, cx: &mut ScreenContext<'_>) {
        let _ = (ctx, cx);
    }
    /// Entering the screen: resume the saved game if there is one.
    fn open(&mut self, cx: &mut ScreenContext<'_>) {
        let _ = cx;
    }
    /// Leaving the screen or quitting: stop AI work and save an unfinished game.
    fn leave(&mut self, cx: &mut ScreenContext<'_>) {
        let _ = cx;
    }
    /// Opens the review of the record `file` of this game (from a "Recent games" list); false
    /// (with a notice, the record set aside) when it cannot be read or is damaged.
    fn open_review(&mut self, cx: &mut ScreenContext<'_>, file: &str) -> bool {
        let _ = (cx, file);
        false
    }
    /// Opens the practice puzzle `key` of this game; false (with a notice) when its record
    /// cannot be read.
    fn open_puzzle(&mut self, cx: &mut ScreenContext<'_>, key: &PuzzleKey) -> bool {
        let _ = (cx, key);
        false
    }
    /// Opens puzzle `id` of the game's collection; false when it has none such.
    fn open_set_puzzle(&mut self, id: u32) -> bool {
        let _ = id;
        false
    }
    /// Starts the game's guided first game; false when it has none.
    fn open_guide(&mut self, cx: &mut ScreenContext<'_>) -> bool {
        let _ = cx;
        false
    }
    /// What the monkey test needs to know about the table (tests only).
    #[cfg(test)]
    fn probe(&self, now: f64) -> Option<Probe> {
        let _ = now;
        None
    }
    /// Plays the `pick`-th (modulo) legal action of the human directly (tests only: a scripted
    /// move so the monkey test reaches the ends of games); false if the human has none.
    #[cfg(test)]
    fn play_legal(&mut self, pick: usize) -> bool {
        let _ = pick;
        false
    }
    /// Has reviews analysed by `strength` instead of the Expert (tests: the Expert searches for
    /// seconds on the inline worker).
    #[cfg(test)]
    fn set_review_analyst(&mut self, strength: crate::engine::Strength) {
        let _ = strength;
    }
    /// Starts the game's crowded position for the layout check (tests); false if it has none.
    #[cfg(test)]
    fn start_crowded(&mut self) -> bool {
        false
    }
}

/// A table as the monkey test sees it.
#[cfg(test)]
#[derive(Clone, Debug)]
pub struct Probe {
    /// Players at the table (`None`: no game yet).
    pub players: Option<usize>,
    /// The game is over.
    pub over: bool,
    /// Nothing moves, no dialog is open, and the human has legal actions.
    pub awaits_human: bool,
    /// The new-game dialog is open.
    pub new_game_dialog: bool,
    /// The game-over dialog is open.
    pub game_over_dialog: bool,
    /// A review is open.
    pub review: bool,
    /// The rules window is open.
    pub rules: bool,
    /// Where the panel drew the table last.
    pub table_rect: egui::Rect,
}
