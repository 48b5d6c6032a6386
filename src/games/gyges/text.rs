//! The Gygès panel's strings in both languages.

use crate::{
    i18n::{Lang, Translate},
    message_enum,
};

message_enum! {
    /// Gygès texts.
    pub enum Text {
        PromptPlace,
        PromptPlaceSquare,
        PromptPick,
        PromptContinue,
        PromptLanded,
        PromptDrop,
        Bounce,
        Replace,
        Cancel,
        GoalNorth,
        GoalSouth,
        /// The goal the player moves towards: "{0}" is its name.
        GoalYours,
        YourSupply,
        TheirSupply,
        Rings,
        /// An empty square, for screen readers.
        NameEmptySquare,
        /// A square with its piece, for screen readers.
        NamePieceOn,
        /// A seat's home row and the goal it attacks, for screen readers.
        NameHomeRow,
        /// A piece waiting in a seat's supply during the set-up.
        NameSupplyPiece,
        LogPlaced,
        LogMoved,
        LogBounced,
        LogReplaced,
        LogDisplaced,
        LogPassed,
        LogWon,
        LogDraw,
        LogSetupDone,
        ActionMove,
        ActionReplace,
        ActionPlace,
        ActionPass,
        PassButton,
        OptionRevisit,
        OptionRevisitSquare,
        OptionRevisitEdge,
        OptionSetup,
        OptionSetupAlternate,
        OptionSetupBlock,
        OptionNoReplace,
        OptionNoReplaceHelp,
        OptionTakeback,
        OptionTakebackHelp,
        AidPreview,
        AidDanger,
        Danger,
        WonByGoal,
        DrawByRepetition,
    }
}

fn en(t: Text) -> &'static str {
    match t {
        Text::PromptPlace => {
            "Set-up: choose a piece from your supply (bottom left), then a square of your back row."
        }
        Text::PromptPlaceSquare => {
            "Put the {0}-ring piece on a highlighted square of your back row."
        }
        Text::PromptPick => "Choose a highlighted piece of your nearest row to move.",
        Text::PromptContinue => {
            "Keep moving ({0## step|# steps} left): click a highlighted square, or go square by square."
        }
        Text::PromptLanded => {
            "Landed on a {0}-ring piece: bounce on {0## more step|# more steps}, or replace it."
        }
        Text::PromptDrop => "Choose where the displaced piece goes (highlighted squares).",
        Text::Bounce => "Bounce",
        Text::Replace => "Replace",
        Text::Cancel => "Cancel move",
        Text::GoalNorth => "North goal",
        Text::GoalSouth => "South goal",
        Text::GoalYours => "{0}: yours to reach",
        Text::YourSupply => "Your pieces to place",
        Text::TheirSupply => "Computer's pieces to place",
        Text::Rings => "{0## ring|# rings}",
        Text::NameEmptySquare => "{0}, empty",
        Text::NamePieceOn => "{0}: a piece of {1## ring|# rings}",
        Text::NameHomeRow => "{0}: home row {1}, attacking the {2}",
        Text::NameSupplyPiece => "{0?Your|{0}'s} supply: a piece of {1## ring|# rings}",
        Text::LogPlaced => "{0} placed a {1}-ring piece on {2}.",
        Text::LogMoved => "{0} moved {1}",
        Text::LogBounced => "bounced on {0}",
        Text::LogReplaced => "replaced the piece on {0}",
        Text::LogDisplaced => "The piece from {0} went to {1}.",
        Text::LogPassed => "{0} could not move and passed.",
        Text::LogWon => "{0} reached the goal and won.",
        Text::LogDraw => "The same position occurred a third time: a draw.",
        Text::LogSetupDone => "All pieces are placed. {0} {0?move|moves} first.",
        Text::ActionMove => "move {0}",
        Text::ActionReplace => "move {0}, replacing the piece on {1} and putting it on {2}",
        Text::ActionPlace => "place a {0}-ring piece on {1}",
        Text::ActionPass => "pass",
        Text::PassButton => "Pass (no move)",
        Text::OptionRevisit => "A move may not enter twice:",
        Text::OptionRevisitSquare => "the same square (default)",
        Text::OptionRevisitEdge => "the same connection (official)",
        Text::OptionSetup => "Set-up:",
        Text::OptionSetupAlternate => "one piece each in turn (default)",
        Text::OptionSetupBlock => "all six at once",
        Text::OptionNoReplace => "Beginners' game: no Replace",
        Text::OptionNoReplaceHelp => "A piece that lands on another can only bounce on.",
        Text::OptionTakeback => "Forbid moves that let the opponent win at once",
        Text::OptionTakebackHelp => {
            "A move that hands the opponent an immediate win is not allowed, unless every move does."
        }
        Text::AidPreview => "Show the path of a move before it is made",
        Text::AidDanger => "Mark moves that let the opponent win at once",
        Text::Danger => "danger",
        Text::WonByGoal => "A piece reached the goal.",
        Text::DrawByRepetition => "The same position occurred three times.",
    }
}

fn ja(t: Text) -> &'static str {
    match t {
        Text::PromptPlace => {
            "配置：左下の手持ちから駒を選び、自分のスタート段のマスに置いてください。"
        }
        Text::PromptPlaceSquare => {
            "リング{0}個の駒を、光っているスタート段のマスに置いてください。"
        }
        Text::PromptPick => "自分に最も近い段の、光っている駒を選んでください。",
        Text::PromptContinue => "移動先をクリック（残り{0}歩）するか、1マスずつ進めてください。",
        Text::PromptLanded => {
            "リング{0}個の駒に止まりました。さらに{0}歩バウンスするか、リプレイスしてください。"
        }
        Text::PromptDrop => "取り除いた駒を置くマスを選んでください（光っているマス）。",
        Text::Bounce => "バウンス",
        Text::Replace => "リプレイス",
        Text::Cancel => "移動をやめる",
        Text::GoalNorth => "北のゴール",
        Text::GoalSouth => "南のゴール",
        Text::GoalYours => "{0}（ここを目指します）",
        Text::YourSupply => "あなたの手持ちの駒",
        Text::TheirSupply => "コンピューターの手持ちの駒",
        Text::Rings => "リング{0}個",
        Text::NameEmptySquare => "{0}、空き",
        Text::NamePieceOn => "{0}：リング{1}個の駒",
        Text::NameHomeRow => "{0}：自陣は{1}段目、{2}を目指す",
        Text::NameSupplyPiece => "{0}の手持ち：リング{1}個の駒",
        Text::LogPlaced => "{0}がリング{1}個の駒を{2}に置きました。",
        Text::LogMoved => "{0}：{1}",
        Text::LogBounced => "{0}でバウンス",
        Text::LogReplaced => "{0}の駒とリプレイス",
        Text::LogDisplaced => "{0}の駒は{1}に移されました。",
        Text::LogPassed => "{0}は動かせる駒がなく、パスしました。",
        Text::LogWon => "{0}がゴールに到達して勝ちました。",
        Text::LogDraw => "同じ局面が3回現れたため、引き分けです。",
        Text::LogSetupDone => "すべての駒を置きました。{0}が先に動かします。",
        Text::ActionMove => "{0}に移動",
        Text::ActionReplace => "{0}に移動し、{1}の駒を{2}に置く",
        Text::ActionPlace => "リング{0}個の駒を{1}に置く",
        Text::ActionPass => "パス",
        Text::PassButton => "パス（動かせる駒なし）",
        Text::OptionRevisit => "1回の移動で二度通れないもの：",
        Text::OptionRevisitSquare => "同じマス（元のルール）",
        Text::OptionRevisitEdge => "同じマス間のつながり（公式）",
        Text::OptionSetup => "配置：",
        Text::OptionSetupAlternate => "1個ずつ交互に（元のルール）",
        Text::OptionSetupBlock => "6個まとめて",
        Text::OptionNoReplace => "初心者用：リプレイスなし",
        Text::OptionNoReplaceHelp => "他の駒に止まった駒はバウンスするしかありません。",
        Text::OptionTakeback => "待った",
        Text::OptionTakebackHelp => {
            "相手がすぐに勝てるようになる手は、すべての手がそうでない限り指せません。"
        }
        Text::AidPreview => "移動する前に経路を表示する",
        Text::AidDanger => "相手にすぐ勝たれる手に印をつける",
        Text::Danger => "危険",
        Text::WonByGoal => "駒がゴールに到達しました。",
        Text::DrawByRepetition => "同じ局面が3回現れました。",
    }
}

/// Shorthand.
pub fn tr(t: Text, lang: Lang) -> &'static str {
    t.text(lang)
}
