//! The shell's strings in English.

use super::Msg;

pub(super) fn en(m: Msg) -> &'static str {
    match m {
        Msg::AppName => "Asobiba",
        Msg::AppTagline => "Five tabletop games against the computer",
        Msg::Continue => "Continue",
        Msg::ContinueGame => "Continue {0}",
        Msg::Settings => "Settings",
        Msg::About => "About",
        Msg::Back => "Back",
        Msg::Home => "Home",
        Msg::Players => "Players",
        Msg::PlayersRange => "{0}–{1## player|# players}",
        Msg::PlayersTwo => "2 players",
        Msg::Language => "Language",
        Msg::Theme => "Theme",
        Msg::ThemeSystem => "Follow the system",
        Msg::ThemeLight => "Light",
        Msg::ThemeDark => "Dark",
        Msg::ThemeHighContrast => "High contrast",
        Msg::FourColourDeck => "Four-colour deck",
        Msg::FourColourDeckAbout => {
            "Aegis and BANG! cards: each suit in its own colour (black, red, blue, green)."
        }
        Msg::AnimationSpeed => "Animation speed",
        Msg::AnimationSpeedAbout => {
            "How long the computer's moves take to play out on the table, so you can follow them."
        }
        Msg::ReduceMotion => "Reduce motion",
        Msg::ReduceMotionAbout => {
            "Cards, pieces and dice jump to where they go instead of sliding, flying or tumbling."
        }
        Msg::ReduceMotionBySystem => {
            "On because your system asks apps for less motion (change it in the system's settings)."
        }
        Msg::SoundAbout => "Short sounds as cards are played, pieces move and dice roll.",
        Msg::SpeedSlow => "Slow",
        Msg::SpeedNormal => "Normal",
        Msg::SpeedFast => "Fast",
        Msg::SpeedInstant => "Instant",
        Msg::Sound => "Sound effects",
        Msg::SoundVolume => "Volume",
        Msg::Zoom => "Zoom",
        Msg::ZoomIn => "Zoom in",
        Msg::ZoomOut => "Zoom out",
        Msg::ZoomReset => "Actual size",
        Msg::SoundUnavailable => "No audio output was found, so nothing can be heard.",
        Msg::SettingsFileLocation => "Settings are saved in",
        Msg::SettingsDamaged => {
            "The settings file was damaged. It was kept as {0} and the defaults are used."
        }
        Msg::SettingsUnwritable => "Settings cannot be saved ({0}). They apply until you quit.",
        Msg::CrashTitle => "This game hit a bug",
        Msg::CrashBody => {
            "The game was stopped and its save was set aside; it will not be loaded again. The save is now at: {0}"
        }
        Msg::CrashBodyReview => "The review was stopped; the game record itself is kept.",
        Msg::CrashLog => "The details were written to the log file: {0}",
        Msg::CrashBack => "Back to home",
        Msg::SaveDamaged => {
            "A saved game was damaged and could not be resumed. It was kept as {0}."
        }
        Msg::SaveUnwritable => "The game could not be saved ({0}).",
        Msg::LogUnwritable => "The log file cannot be written ({0}); the app goes on without it.",
        Msg::AboutText => {
            "Asobiba (遊び場, \"playground\") lets you play En Garde, Gygès, BANG!, Knatsch and \
             Aegis against computer opponents. Made with Rust and egui."
        }
        Msg::AboutDesigners => {
            "Game designers: En Garde — Reiner Knizia; Gygès — Claude Leroy; BANG! — Emiliano Sciarra; Knatsch — Michael Schacht; Aegis — 永施 誠."
        }
        Msg::AboutFont => "Japanese text uses M PLUS 1 (SIL Open Font License 1.1).",
        Msg::AlreadyRunning => {
            "Asobiba is already open in another window. Please play there: two copies would overwrite each other's saved games."
        }
        Msg::Version => "Version {0}",
        Msg::NewGame => "New game",
        Msg::NewGameAbandons => {
            "Starting a new game ends the game in progress; it counts as a loss. Cancel to keep playing."
        }
        Msg::Undo => "Undo",
        Msg::Hint => "Hint",
        Msg::Rules => "Rules",
        Msg::Log => "Game log",
        Msg::Aids => "Aids",
        Msg::Thinking => "{0} {0?are|is} thinking…",
        Msg::YourTurn => "Your turn",
        Msg::WaitingFor => "Waiting for {0}",
        Msg::GameOver => "Game over",
        Msg::PlayAgain => "Play again",
        Msg::PlayDealAgain => "Play this deal again",
        Msg::DealNumber => "Deal {0}",
        Msg::DealOfTheDay => "Play the deal of the day ({0})",
        Msg::DealOfTheDayBest => "Your best result on it: {0}",
        Msg::DealOfTheDayUnplayed => "Not played yet: the same deal for everyone today.",
        Msg::Start => "Start",
        Msg::Cancel => "Cancel",
        Msg::Close => "Close",
        Msg::Skip => "Skip animation",
        Msg::Strength => "Opponent strength",
        Msg::StrengthRandom => "Random",
        Msg::StrengthEasy => "Easy",
        Msg::StrengthNormal => "Normal",
        Msg::StrengthHard => "Hard",
        Msg::StrengthExpert => "Expert",
        Msg::WhoStarts => "Who starts",
        Msg::StartsYou => "You",
        Msg::StartsComputer => "Computer",
        Msg::StartsRandom => "Random",
        Msg::RuleOptions => "Rule options",
        Msg::UndoNothing => "Nothing to undo yet.",
        Msg::UndoRedeals => {
            "Takes back your last decision; the cards you have not seen are shuffled and dealt again"
        }
        Msg::UndoHidden => "Undo is off here: new hidden information has been revealed since.",
        Msg::UndoOtherSeat => {
            "Undo is off here: another player has decided since, on cards you cannot see."
        }
        Msg::UndoGameOver => "The game is over.",
        Msg::HintTitle => "Hint",
        Msg::HintLine => "{0}: {1} — {2}",
        Msg::HintReasonWin => "The Expert finds a forced win with this move.",
        Msg::HintReasonLose => "Every move loses against best play; this one resists longest.",
        Msg::HintReasonEstimate => "The Expert rates this move best: about {0}% to win the game.",
        Msg::HintReasonSuccess => {
            "The Expert rates this choice best: about {0}% that this roll succeeds."
        }
        Msg::HintReasonEvaluation => {
            "The Expert rates this move best (evaluation {0} of 100; 50 is level)."
        }
        Msg::HintReasonOnly => "This is the only legal move.",
        Msg::HintReasonUnvalued => "The Expert suggests this choice.",
        Msg::HintReasonRough => {
            "The Expert rates this choice best: about {0}% that you win (rough estimate)."
        }
        Msg::HintThinking => "The Expert is looking for a hint…",
        Msg::You => "You",
        Msg::Computer => "Computer",
        Msg::Seat => "Seat {0}",
        Msg::Lives => "{0} of {1## life|# lives}",
        Msg::ResultWin => "You win!",
        Msg::ResultLoss => "You lose.",
        Msg::ResultDraw => "A draw.",
        Msg::ResultTeamWin => "Your side wins!",
        Msg::KeyboardHelp => {
            "Tab, arrows move · Enter, Space choose · 1–9 card in hand · Esc cancel or back · {0} new game · {1} undo · H hint · F1 rules"
        }
        Msg::RulesNotes => "Notes on the rules",
        Msg::Review => "Review this game",
        Msg::ReviewOpen => "Review",
        Msg::ShowResult => "See the result",
        Msg::ReviewTitle => "{0} — review",
        Msg::ShowAllCards => "Show all cards",
        Msg::ShowAllCardsHint => "The game is over: every hidden card is shown face up.",
        Msg::ReviewFirst => "First decision",
        Msg::ReviewPrevious => "Previous",
        Msg::ReviewKeyPrevious => "Key: left arrow",
        Msg::ReviewKeyNext => "Key: right arrow",
        Msg::ReviewNext => "Next",
        Msg::ReviewLast => "To the end",
        Msg::ReviewSlider => "Decision shown",
        Msg::ReviewStep => "Decision {0} of {1}",
        Msg::ReviewEnd => "Final position",
        Msg::ReviewGraph => "Win-chance graph",
        Msg::ReviewGraphPoint => "After decision {0}: {1}% to win",
        Msg::ReviewGraphEvaluation => "Evaluation graph",
        Msg::ReviewGraphEvaluationPoint => "After decision {0}: evaluation {1} of 100",
        Msg::ReviewGraphRough => "Win-chance graph (rough estimate)",
        Msg::ReviewGraphRoughPoint => {
            "After decision {0}: about {1}% that you win (rough estimate)"
        }
        Msg::ReviewSummary => "Summary",
        Msg::SummaryPending => "The summary appears when the analysis is done.",
        Msg::SummaryCounts => "Inaccuracies: {0}, mistakes: {1}, blunders: {2}",
        Msg::SummaryAccuracy => "Accuracy: {0} of 100",
        Msg::SummaryTurningPoint => "Biggest turning point: decision {0}, when {1} chose {2} ({3})",
        Msg::SummaryTurningPointSeen => "Biggest turning point: decision {0}: {1} ({2})",
        Msg::SpanChance => "{0}% to {1}% to win",
        Msg::SpanEvaluation => "evaluation {0} to {1} of 100",
        Msg::SpanRough => "about {0}% to {1}% that you win, roughly",
        Msg::DecisionChose => "{0} chose: {1}",
        Msg::DecisionHidden => "{0} chose (what is hidden from you).",
        Msg::DecisionForced => "This was the only legal choice.",
        Msg::DecisionPending => "Being analysed…",
        Msg::DecisionNotJudged => "Not analysed.",
        Msg::DecisionExpert => "The Expert's choice: {0}",
        Msg::DecisionWinChances => "Win chance: {0}% with your choice, {1}% with the Expert's",
        Msg::DecisionSuccessChances => {
            "Chance of success: {0}% with your choice, {1}% with the Expert's"
        }
        Msg::DecisionEvaluations => "Evaluation: {0} with your choice, {1} with the Expert's",
        Msg::DecisionRoughChances => {
            "Your chance to win (rough estimate): about {0}% with your choice, {1}% with the Expert's"
        }
        Msg::MarkBest => "Best move",
        Msg::MarkGood => "Good move",
        Msg::MarkInaccuracy => "Inaccuracy",
        Msg::MarkMistake => "Mistake",
        Msg::MarkBlunder => "Blunder",
        Msg::MarkDrop => "{0}: {1#1 point|# points} below the best",
        Msg::WhatHappened => "What happened before",
        Msg::AnalysisProgress => "Analysing: {0} of {1## decision|# decisions}",
        Msg::AnalysisCancel => "Cancel the analysis",
        Msg::AnalysisCancelled => "The analysis was cancelled.",
        Msg::AnalysisStart => "Analyse",
        Msg::AnalysisFailed => "The analysis failed ({0}).",
        Msg::AnalysisCached => "Analysis read from the game record.",
        Msg::AnalysisDone => "Analysis complete and kept with the game record.",
        Msg::ResultAbandoned => "Abandoned",
        Msg::RecordNotReplayable => {
            "This game was recorded by version {0} and can no longer be replayed; it still counts \
             in your statistics."
        }
        Msg::RecordsNotReplayable => {
            "{0} game records from an older version can no longer be replayed; they still count \
             in your statistics."
        }
        Msg::RecordsUnreadable => {
            "{0} files in the game records folder could not be read; they were left as they are."
        }
        Msg::ReplayUnavailable => "replay not available (recorded by version {0})",
        Msg::RecordWon => "Won",
        Msg::RecordLost => "Lost",
        Msg::RecordDraw => "Draw",
        Msg::RecordUnwritable => "The game record could not be written ({0}).",
        Msg::Statistics => "Statistics",
        Msg::StatsPlayed => "Played",
        Msg::StatsWon => "Won",
        Msg::StatsLost => "Lost",
        Msg::StatsDrawn => "Drawn",
        Msg::StatsStreak => "Current streak",
        Msg::StatsBestStreak => "Best streak",
        Msg::StatsNone => "No games played yet.",
        Msg::StatsNote => {
            "Built from the game records, the newest 200 of each game. Abandoned games count as losses; a streak counts wins in a row."
        }
        Msg::StatsLoading => "Reading the game records…",
        Msg::StatsReset => "Reset statistics",
        Msg::StatsResetConfirm => {
            "Delete {0#the one game record|all # game records} of {1}? Their reviews go with them, and this cannot be undone."
        }
        Msg::StatsResetDo => "Delete",
        Msg::RecentGames => "Recent games",
        Msg::RecentPlayers => "{0## player|# players}",
        Msg::TileStats => "{0}: {1} won, {2} lost, streak {3}",
        Msg::StatsChart => "Results by strength",
    }
}
