//! The strings of practice: the Practice page and the puzzle screen ([`PracticeMsg`]).

use super::{Lang, Translate};

message_enum! {
    /// Strings of the Practice page and the puzzle screen.
    pub enum PracticeMsg {
        /// The home button and the page's title.
        Practice,
        /// The page's title with the game's name, `{0}`.
        PageTitle,
        /// What practice is, under the title.
        PageIntro,
        /// Counts: `{0}` to do today, `{1}` solved.
        Counts,
        /// No puzzle yet for this game.
        Empty,
        /// A row: `{0}` the game's date, `{1}` the decision's number.
        Row,
        StatusNew,
        StatusDue,
        /// Back on a day: `{0}` days from today.
        StatusMissed,
        /// Back on a day: `{0}` days from today.
        StatusSolved,
        Play,
        /// Play the first puzzle to do.
        PlayNext,
        /// The review's button to this game's practice; `{0}` puzzles to do.
        FromReview,
        /// The puzzle screen's title, `{0}` the game's name.
        PuzzleTitle,
        /// The task.
        Task,
        /// What the player did in the game: `{0}` the move, `{1}` the mark.
        YouPlayed,
        /// How answers are judged.
        Margin,
        /// While the Expert values the answer.
        Checking,
        Solved,
        /// The answer was the move of the game.
        SameMove,
        Missed,
        /// `{0}` the answer.
        YourAnswer,
        /// When it comes back: `{0}` days.
        ComesBack,
        TryAgain,
        NextPuzzle,
        BackToList,
        /// The puzzle's record cannot be read any more.
        Unreadable,
        /// The practice file was damaged; `{0}` where it was kept.
        Damaged,
    }
}

impl PracticeMsg {
    /// Shorthand for [`Translate::text`].
    pub fn tr(self, lang: Lang) -> &'static str {
        self.text(lang)
    }
}

fn en(m: PracticeMsg) -> &'static str {
    match m {
        PracticeMsg::Practice => "Practice",
        PracticeMsg::PageTitle => "{0} — practice",
        PracticeMsg::PageIntro => {
            "Every mistake and blunder the review found in your games becomes a puzzle: the \
             table as you saw it then. Find a better move. A puzzle you miss comes back the \
             next day; one you solve comes back later and later."
        }
        PracticeMsg::Counts => "To do today: {0}. Solved: {1}.",
        PracticeMsg::Empty => {
            "No puzzles yet. Play a game, open its review, and every mistake or blunder it finds \
             becomes a puzzle here."
        }
        PracticeMsg::Row => "Game of {0}, decision {1}",
        PracticeMsg::StatusNew => "New",
        PracticeMsg::StatusDue => "Due again",
        PracticeMsg::StatusMissed => "Missed — back {0#today|tomorrow|in # days}",
        PracticeMsg::StatusSolved => "Solved — back {0#today|tomorrow|in # days}",
        PracticeMsg::Play => "Play",
        PracticeMsg::PlayNext => "Next puzzle",
        PracticeMsg::FromReview => "Practice your mistakes ({0})",
        PracticeMsg::PuzzleTitle => "{0} — puzzle",
        PracticeMsg::Task => "Find a better move.",
        PracticeMsg::YouPlayed => "In the game you chose: {0} ({1}).",
        PracticeMsg::Margin => {
            "The Expert's own choice solves it, and so does any move it values within 5 points \
             of its choice."
        }
        PracticeMsg::Checking => "The Expert is checking your move…",
        PracticeMsg::Solved => "Solved!",
        PracticeMsg::SameMove => "That is the move you chose in the game. Try another.",
        PracticeMsg::Missed => "Not this time.",
        PracticeMsg::YourAnswer => "Your move: {0}",
        PracticeMsg::ComesBack => "This puzzle comes back {0#today|tomorrow|in # days}.",
        PracticeMsg::TryAgain => "Try again",
        PracticeMsg::NextPuzzle => "Next puzzle",
        PracticeMsg::BackToList => "Back to practice",
        PracticeMsg::Unreadable => {
            "This puzzle's game can no longer be read, so the puzzle cannot be shown. The game \
             still counts in your statistics."
        }
        PracticeMsg::Damaged => {
            "Your practice progress was damaged and could not be read. It was kept as {0}; \
             practice starts afresh."
        }
    }
}

fn ja(m: PracticeMsg) -> &'static str {
    match m {
        PracticeMsg::Practice => "練習",
        PracticeMsg::PageTitle => "{0}の練習",
        PracticeMsg::PageIntro => {
            "振り返りで見つかった悪手と大悪手が、そのときの盤面のまま問題になります。よりよい手を見つけてください。間違えた問題は翌日に、解けた問題は間をあけてまた出てきます。"
        }
        PracticeMsg::Counts => "今日の問題は{0}問、解けた問題は{1}問です。",
        PracticeMsg::Empty => {
            "まだ問題はありません。ゲームを遊んで振り返りを開くと、見つかった悪手と大悪手がここで問題になります。"
        }
        PracticeMsg::Row => "{0}のゲーム・{1}手目の判断",
        PracticeMsg::StatusNew => "新しい問題",
        PracticeMsg::StatusDue => "復習の日",
        PracticeMsg::StatusMissed => "不正解・{0}日後にまた出題",
        PracticeMsg::StatusSolved => "正解・{0}日後にまた出題",
        PracticeMsg::Play => "解く",
        PracticeMsg::PlayNext => "次の問題",
        PracticeMsg::FromReview => "悪手を練習する（{0}問）",
        PracticeMsg::PuzzleTitle => "{0}の問題",
        PracticeMsg::Task => "よりよい手を見つけてください。",
        PracticeMsg::YouPlayed => "ゲームでの選択：{0}。{1}でした。",
        PracticeMsg::Margin => "達人が選ぶ手のほか、達人の評価で5ポイント以内の手も正解です。",
        PracticeMsg::Checking => "達人があなたの手を調べています…",
        PracticeMsg::Solved => "正解です！",
        PracticeMsg::SameMove => "それはゲームで選んだ手です。別の手を選んでください。",
        PracticeMsg::Missed => "今回は不正解です。",
        PracticeMsg::YourAnswer => "あなたの手：{0}",
        PracticeMsg::ComesBack => "この問題は{0}日後にまた出てきます。",
        PracticeMsg::TryAgain => "もう一度",
        PracticeMsg::NextPuzzle => "次の問題",
        PracticeMsg::BackToList => "練習の一覧へ",
        PracticeMsg::Unreadable => {
            "この問題のゲーム記録が読めなくなったため、問題を表示できません。成績には引き続き数えられます。"
        }
        PracticeMsg::Damaged => {
            "練習の記録が壊れていて読めませんでした。{0}として保存し、練習を最初からにしました。"
        }
    }
}
