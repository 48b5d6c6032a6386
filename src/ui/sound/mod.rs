//! Sound effects, game-agnostic: a small vocabulary of [`Cue`]s (a card put down, dice thrown, a
//! shot, a round won…), synthesised by our own code ([`recipes`]) and played through a
//! [`SoundOutput`].
//!
//! Games never call the output. Their panels attach cues to their animation steps
//! ([`crate::ui::anim::Animations::sound`]), so a cue plays when its step starts or lands and
//! "Skip" drops it with the animation; the table screen hands the cues that are due to the
//! output, if the player has sound on ([`crate::ui::table_screen::ScreenContext::play_sound`]).
//! Tests inject a [`RecordingOutput`] instead of the device.

pub mod device;
pub mod mixer;
pub mod recipes;
pub mod synth;

use std::sync::{Mutex, PoisonError};

pub use device::DeviceOutput;

/// A sound effect. Named by the sound, not by a game's rule: each game maps its own events to
/// these in its panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cue {
    /// A card put down on the table.
    CardPlay,
    /// A card dealt or drawn.
    CardDeal,
    /// A deck shuffled.
    Shuffle,
    /// Dice thrown.
    DiceRoll,
    /// A die set aside.
    DiceKeep,
    /// A piece moved onto a square.
    PieceMove,
    /// A piece bouncing off another.
    PieceBounce,
    /// A revolver shot.
    Gunshot,
    /// A shot that misses (a ricochet).
    Ricochet,
    /// A drink (a glass and a gulp).
    Drink,
    /// Blades meeting.
    Clash,
    /// A trick gathered in.
    TrickTaken,
    /// The player won a round.
    RoundWon,
    /// The player lost a round.
    RoundLost,
    /// The player won the game.
    GameWon,
    /// The player lost the game.
    GameLost,
}

impl Cue {
    /// Every cue.
    pub const ALL: &'static [Cue] = &[
        Cue::CardPlay,
        Cue::CardDeal,
        Cue::Shuffle,
        Cue::DiceRoll,
        Cue::DiceKeep,
        Cue::PieceMove,
        Cue::PieceBounce,
        Cue::Gunshot,
        Cue::Ricochet,
        Cue::Drink,
        Cue::Clash,
        Cue::TrickTaken,
        Cue::RoundWon,
        Cue::RoundLost,
        Cue::GameWon,
        Cue::GameLost,
    ];

    /// The cue's place in [`Cue::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Whether the output can make sound (shown beside the setting).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputStatus {
    /// Still looking for an audio device.
    Starting,
    /// Sound is playing through a device.
    Ready,
    /// There is no audio device or sound library: sound is off.
    Unavailable,
}

/// Where cues go. Never blocks: implementations hand the cue to another thread or record it.
pub trait SoundOutput: Send + Sync {
    /// Plays `cue` now.
    fn play(&self, cue: Cue);
    /// Sets the output volume, `0..=1` (0 also stops what is playing).
    fn set_volume(&self, volume: f32);
    /// Whether sound can be heard at all.
    fn status(&self) -> OutputStatus {
        OutputStatus::Ready
    }
}

/// An output that plays nothing and remembers every cue and volume it was given (tests).
#[derive(Debug, Default)]
pub struct RecordingOutput {
    cues: Mutex<Vec<Cue>>,
    volume: Mutex<Option<f32>>,
}

impl RecordingOutput {
    /// The cues played since the last call, oldest first.
    pub fn take(&self) -> Vec<Cue> {
        std::mem::take(&mut *self.cues.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// The last volume set, if any.
    pub fn volume(&self) -> Option<f32> {
        *self.volume.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl SoundOutput for RecordingOutput {
    fn play(&self, cue: Cue) {
        self.cues
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(cue);
    }

    fn set_volume(&self, volume: f32) {
        *self.volume.lock().unwrap_or_else(PoisonError::into_inner) = Some(volume);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cues_index_their_table() {
        for (i, &cue) in Cue::ALL.iter().enumerate() {
            assert_eq!(cue.index(), i, "{cue:?}");
        }
    }

    #[test]
    fn the_recorder_keeps_cues_until_taken() {
        let r = RecordingOutput::default();
        r.play(Cue::Shuffle);
        r.play(Cue::CardDeal);
        r.set_volume(0.5);
        assert_eq!(r.take(), vec![Cue::Shuffle, Cue::CardDeal]);
        assert!(r.take().is_empty());
        assert_eq!(r.volume(), Some(0.5));
    }
}
