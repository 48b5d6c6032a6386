//! The contract between the shared table kit and one game's panel.
//!
//! A game implements [`GamePanel`]: how to draw its table for the human's seat and turn clicks
//! into actions taken from `legal_actions()`, how to describe events and actions in both
//! languages, its rule options and aids, and its rules page. Everything else (new-game dialog,
//! AI turns on the worker thread, undo, hints, the log, saving and resuming, game-over screen,
//! keyboard) is done once by [`crate::ui::table_screen::TableScreen`].

use std::fmt::Debug;

use egui::Ui;
use serde::{Serialize, de::DeserializeOwned};

use crate::{
    engine::{Game, GameDef, Player},
    i18n::{Lang, Msg, fill},
    play::{GameFacts, TableRules},
    ui::{anim::Animations, sound::Cue, theme::Theme},
};

/// The rule options of a panel's game.
pub type RulesOf<P> = <<P as GamePanel>::Game as GameDef>::Rules;
/// The actions of a panel's game.
pub type ActionOf<P> = <<P as GamePanel>::Game as Game>::Action;
/// The events of a panel's game.
pub type EventOf<P> = <<P as GamePanel>::Game as TableRules>::Event;

/// Everything a panel may look at while drawing the table.
pub struct TableContext<'a, P: GamePanel> {
    /// The true state; draw only what `observation(human)` shows.
    pub state: &'a P::Game,
    /// The human's seat.
    pub human: Player,
    /// The human's legal actions now (empty when it is not their decision or something is
    /// still animating): the panel offers exactly these.
    pub legal: &'a [ActionOf<P>],
    /// Interface language.
    pub lang: Lang,
    /// Colours and sizes.
    pub theme: &'a Theme,
    /// The player's aids for this game.
    pub aids: &'a P::Aids,
    /// egui time in seconds (for animations).
    pub now: f64,
    /// Animations in progress.
    pub anim: &'a Animations<P::Anim>,
    /// The hinted action, to highlight.
    pub hint: Option<ActionOf<P>>,
    /// A computer seat that is thinking.
    pub thinking: Option<Player>,
    /// Draw every hidden card face up (only in the review of a finished game, when the player
    /// asks for it; panels with [`GamePanel::CAN_SHOW_ALL`]).
    pub reveal: bool,
}

/// The result line(s) of a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    /// "You win!" and the like.
    pub headline: String,
    /// Score lines, reasons.
    pub details: Vec<String>,
}

/// "You win", "You lose" or "Draw", from the human's return in a finished game.
pub fn result_headline<G: Game>(state: &G, human: Player) -> Msg {
    let r = state.returns().get(human).copied().unwrap_or(0.0);
    if r > 0.99 {
        Msg::ResultWin
    } else if r < 0.01 {
        Msg::ResultLoss
    } else {
        Msg::ResultDraw
    }
}

/// One game's panel. Implementors are small structs holding only UI state (the current
/// selection, layout caches); the game itself lives in the kit's session.
pub trait GamePanel: Default + 'static {
    /// The rules.
    type Game: TableRules;
    /// Switchable aids (off by default where they change play), saved in the settings.
    type Aids: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned;
    /// What the panel animates (its own description of a moving thing).
    type Anim: Clone + Debug;

    /// The game's facts (`&super::info::FACTS`).
    const FACTS: &'static GameFacts;

    /// File name of the saved game and id of this screen: the game's id, e.g. `"en-garde"`.
    const SAVE_ID: &'static str = Self::FACTS.id;

    /// Whether the new-game dialog offers "who starts".
    const CHOOSE_FIRST_PLAYER: bool = true;

    /// Whether the table hides something from the human that [`TableContext::reveal`] shows
    /// (the review then offers "show all cards" once the game is over).
    const CAN_SHOW_ALL: bool = false;

    /// The game's name.
    fn title(lang: Lang) -> String {
        (Self::FACTS.name)(lang).to_owned()
    }

    /// The rules the new-game dialog offers before the player has chosen any: the game's
    /// defaults, unless a gentler first game exists.
    fn first_game_rules() -> RulesOf<Self> {
        RulesOf::<Self>::default()
    }

    /// The game's puzzle collection, in difficulty order (most games have none).
    fn puzzle_set() -> &'static [crate::play::puzzle_set::SetPuzzle<Self::Game>] {
        &[]
    }

    /// The game's guided first game (`None`: not written yet).
    fn guide() -> Option<crate::play::guide::GuideScript<Self::Game>> {
        None
    }

    /// The busiest table the game can show, for the layout check (tests): the most seats, the
    /// most things out on the table. `None`: the game's ordinary positions are busy enough.
    #[cfg(test)]
    fn crowded_position() -> Option<Self::Game> {
        None
    }

    /// Widgets for the rule options in the new-game dialog (labels in `lang`).
    fn rules_ui(ui: &mut Ui, rules: &mut RulesOf<Self>, lang: Lang);

    /// Widgets for the aids (in the side panel).
    fn aids_ui(ui: &mut Ui, aids: &mut Self::Aids, lang: Lang) {
        let _ = (ui, aids, lang);
    }

    /// The rules page in `lang`: a light markdown (`# ` headings, `- ` bullets, blank lines
    /// between paragraphs), ending with the notes on where our defaults follow which text.
    fn rules_text(lang: Lang) -> &'static str;

    /// A seat's name ("You", "Computer", a character name…).
    fn seat_name(&self, state: &Self::Game, seat: Player, human: Player, lang: Lang) -> String {
        let _ = state;
        if seat == human {
            Msg::You.tr(lang).to_owned()
        } else if state.num_players() == 2 {
            Msg::Computer.tr(lang).to_owned()
        } else {
            fill(Msg::Seat.tr(lang), &[&(seat + 1).to_string()])
        }
    }

    /// What the human is asked to do now ("Choose cards to parry 4-4, or accept the hit").
    fn prompt(&self, state: &Self::Game, human: Player, lang: Lang) -> String;

    /// Draws the table into `ui` (the central area) and returns the action the human chose,
    /// which must be one of `table.legal`.
    fn table_ui(&mut self, ui: &mut Ui, table: &TableContext<'_, Self>) -> Option<ActionOf<Self>>;

    /// A log line for an event as the human's seat may see it (`None`: not worth a line).
    fn describe_event(
        &self,
        event: &EventOf<Self>,
        state: &Self::Game,
        human: Player,
        lang: Lang,
    ) -> Option<String>;

    /// A short description of an action, for hints ("Attack with two 4s").
    fn describe_action(&self, state: &Self::Game, action: ActionOf<Self>, lang: Lang) -> String;

    /// Queues animations for the events of one applied action (`state` is the state after it).
    fn animate(
        &mut self,
        events: &[EventOf<Self>],
        state: &Self::Game,
        human: Player,
        anim: &mut Animations<Self::Anim>,
        now: f64,
    ) {
        let _ = (events, state, human, anim, now);
    }

    /// True when these events (since the human's last decision) revealed something the human
    /// could exploit by undoing: a drawn card, a die roll, a hidden card shown. Undo is then off.
    fn reveals_hidden(&self, events: &[EventOf<Self>], human: Player) -> bool;

    /// Forget any half-made selection (after undo, a new game, an AI move, Esc).
    fn reset_selection(&mut self) {}

    /// True while the human has a half-made selection (Esc clears it before leaving).
    fn has_selection(&self) -> bool {
        false
    }

    /// The game-over summary. Default: win / loss / draw from the returns.
    fn summary(&self, state: &Self::Game, human: Player, lang: Lang) -> GameSummary {
        GameSummary {
            headline: result_headline(state, human).tr(lang).to_owned(),
            details: Vec::new(),
        }
    }

    /// The sound as the game-over dialog opens. Default: won or lost from the human's return
    /// (nothing for a draw).
    fn game_over_sound(&self, state: &Self::Game, human: Player) -> Option<Cue> {
        match result_headline(state, human) {
            Msg::ResultWin => Some(Cue::GameWon),
            Msg::ResultLoss => Some(Cue::GameLost),
            _ => None,
        }
    }

    /// Extra content of the game-over dialog (a rating screen…), under the summary.
    fn game_over_ui(&mut self, ui: &mut Ui, state: &Self::Game, human: Player, lang: Lang) {
        let _ = (ui, state, human, lang);
    }
}
