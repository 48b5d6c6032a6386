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
        /// The tab of the player's own mistakes.
        MistakesTab,
        /// The tab of the game's puzzle collection; `{0}` solved, `{1}` in all.
        CollectionTab,
        /// What the collection is, under the tabs.
        CollectionIntro,
        /// Collection counts: `{0}` solved, `{1}` to do.
        CollectionCounts,
        /// A collection row: `{0}` its number in difficulty order.
        CollectionRow,
        /// A collection puzzle never answered.
        CollectionNew,
        /// A collection puzzle answered, not solved yet.
        CollectionTried,
        /// A collection puzzle solved.
        CollectionSolved,
        KindWin1,
        KindAvoid,
        KindWin2,
        KindWin3,
        TaskWin1,
        TaskAvoid,
        TaskWin2,
        TaskWin3,
        /// How a collection puzzle is judged.
        Exact,
        /// `{0}` the solving moves.
        AnyWins,
        /// `{0}` the one solving move.
        OnlyWins,
        /// `{0}` the moves that do not lose.
        AnyHolds,
        /// `{0}` the one move that does not lose.
        OnlyHolds,
        /// `{0}` more moves not listed.
        AndMore,
        ReasonWin1,
        ReasonAvoid,
        ReasonWin2,
        ReasonWin3,
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
        PracticeMsg::MistakesTab => "Your mistakes",
        PracticeMsg::CollectionTab => "Puzzles ({0}/{1})",
        PracticeMsg::CollectionIntro => {
            "Positions from games played by computer players, easiest first: wins in one move, \
             defences against a double threat, then wins forced in two and in three moves. Every move that solves \
             a puzzle is known, so your answer is judged exactly."
        }
        PracticeMsg::CollectionCounts => "Solved: {0}. To do: {1}.",
        PracticeMsg::CollectionRow => "Puzzle {0}",
        PracticeMsg::CollectionNew => "To do",
        PracticeMsg::CollectionTried => "Tried, not solved yet",
        PracticeMsg::CollectionSolved => "Solved",
        PracticeMsg::KindWin1 => "Win in 1",
        PracticeMsg::KindAvoid => "Double threat",
        PracticeMsg::KindWin2 => "Win in 2",
        PracticeMsg::KindWin3 => "Win in 3",
        PracticeMsg::TaskWin1 => "Win now: reach the goal with this move.",
        PracticeMsg::TaskAvoid => {
            "Your opponent threatens to reach your goal in more than one way. Find a move that \
             does not lose."
        }
        PracticeMsg::TaskWin2 => {
            "Force a win in two moves: whatever your opponent replies, your next move reaches \
             the goal."
        }
        PracticeMsg::TaskWin3 => {
            "Force a win in three moves: whatever your opponent replies, you keep a forced win \
             in two."
        }
        PracticeMsg::Exact => "Every move that solves this puzzle is known: it is judged exactly.",
        PracticeMsg::AnyWins => "Any of these wins: {0}.",
        PracticeMsg::OnlyWins => "Only this move wins: {0}.",
        PracticeMsg::AnyHolds => "Any of these does not lose: {0}.",
        PracticeMsg::OnlyHolds => "Only this move does not lose: {0}.",
        PracticeMsg::AndMore => "and {0} more",
        PracticeMsg::ReasonWin1 => "Reaching the goal ends the game at once: you win.",
        PracticeMsg::ReasonAvoid => {
            "Every other move lets your opponent reach your goal within their next two moves, \
             whatever you do."
        }
        PracticeMsg::ReasonWin2 => {
            "After it, every reply your opponent has still leaves you a way into the goal."
        }
        PracticeMsg::ReasonWin3 => {
            "After it, every reply your opponent has still leaves you a win forced in two moves."
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
        PracticeMsg::MistakesTab => "自分の悪手",
        PracticeMsg::CollectionTab => "問題集（{0}/{1}）",
        PracticeMsg::CollectionIntro => {
            "コンピューター同士の対局から集めた局面を、やさしい順に並べました。1手で勝つ問題、両狙いを防ぐ問題、2手と3手で勝ちを決める問題です。正解の手はすべてわかっているので、答えは正確に判定されます。"
        }
        PracticeMsg::CollectionCounts => "解けた問題は{0}問、残りは{1}問です。",
        PracticeMsg::CollectionRow => "第{0}問",
        PracticeMsg::CollectionNew => "未挑戦",
        PracticeMsg::CollectionTried => "挑戦中",
        PracticeMsg::CollectionSolved => "正解済み",
        PracticeMsg::KindWin1 => "1手で勝ち",
        PracticeMsg::KindAvoid => "両狙いを防ぐ",
        PracticeMsg::KindWin2 => "2手で勝ち",
        PracticeMsg::KindWin3 => "3手で勝ち",
        PracticeMsg::TaskWin1 => "この手でゴールに入って勝ってください。",
        PracticeMsg::TaskAvoid => {
            "相手はあなたのゴールに入る狙いを複数持っています。負けない手を見つけてください。"
        }
        PracticeMsg::TaskWin2 => {
            "2手で勝ちを決めてください。相手がどう応じても、次の手でゴールに入れます。"
        }
        PracticeMsg::TaskWin3 => {
            "3手で勝ちを決めてください。相手がどう応じても、2手で勝てる形が残ります。"
        }
        PracticeMsg::Exact => {
            "この問題の正解の手はすべてわかっています。答えは正確に判定されます。"
        }
        PracticeMsg::AnyWins => "勝てる手：{0}。",
        PracticeMsg::OnlyWins => "勝てる手はこれだけです：{0}。",
        PracticeMsg::AnyHolds => "負けない手：{0}。",
        PracticeMsg::OnlyHolds => "負けない手はこれだけです：{0}。",
        PracticeMsg::AndMore => "ほか{0}手",
        PracticeMsg::ReasonWin1 => "ゴールに入れば、その場で勝ちです。",
        PracticeMsg::ReasonAvoid => {
            "ほかの手では、あなたがどう指しても、相手が次の2手以内にゴールに入ります。"
        }
        PracticeMsg::ReasonWin2 => "この手のあと、相手がどう応じても、ゴールに入る道が残ります。",
        PracticeMsg::ReasonWin3 => {
            "この手のあと、相手がどう応じても、2手で勝ちを決められる形が残ります。"
        }
    }
}
