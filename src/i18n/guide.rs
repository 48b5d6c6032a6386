//! The strings of guided first games around the game's own steps ([`GuideMsg`]).

use super::{Lang, Translate};

message_enum! {
    /// Strings of the guided first game: the entry buttons, the bubble and its buttons.
    pub enum GuideMsg {
        /// The home tile's and the new-game dialog's button.
        LearnToPlay,
        /// Its hover text.
        LearnToPlayHover,
        /// The bubble's count: step `{0}` of `{1}`.
        StepCount,
        /// Ends a step to read.
        Next,
        /// Leaves the lesson for free play from the table as it is.
        Skip,
        /// What Skip does.
        SkipHover,
        /// The bubble's accessible name; `{0}` the game's name.
        BubbleName,
        /// Said when the lesson ends and free play begins.
        FreePlay,
        /// The status line during a step to read.
        ReadStep,
    }
}

impl GuideMsg {
    /// Shorthand for [`Translate::text`].
    pub fn tr(self, lang: Lang) -> &'static str {
        self.text(lang)
    }
}

fn en(m: GuideMsg) -> &'static str {
    match m {
        GuideMsg::LearnToPlay => "Learn to play",
        GuideMsg::LearnToPlayHover => {
            "A short guided game: each step shows one rule on the table, then you play on with \
             hints."
        }
        GuideMsg::StepCount => "Step {0} of {1}",
        GuideMsg::Next => "Next",
        GuideMsg::Skip => "Skip the lesson",
        GuideMsg::SkipHover => "Play on from here without the steps, with hints shown.",
        GuideMsg::BubbleName => "{0} lesson",
        GuideMsg::FreePlay => {
            "That's the lesson. Play on from here: the hint shows a good move each turn."
        }
        GuideMsg::ReadStep => "Read the lesson's note, then press Next.",
    }
}

fn ja(m: GuideMsg) -> &'static str {
    match m {
        GuideMsg::LearnToPlay => "遊び方を学ぶ",
        GuideMsg::LearnToPlayHover => {
            "短いガイド付きの対局です。一歩ずつ盤の上でルールを見てから、ヒント付きで続きを遊べます。"
        }
        GuideMsg::StepCount => "全{1}ステップ中{0}",
        GuideMsg::Next => "次へ",
        GuideMsg::Skip => "レッスンをとばす",
        GuideMsg::SkipHover => "ここからはステップなしで、ヒントを見ながら続けます。",
        GuideMsg::BubbleName => "{0}のレッスン",
        GuideMsg::FreePlay => {
            "レッスンはここまでです。このまま続けて遊びましょう。毎手、ヒントがよい手を示します。"
        }
        GuideMsg::ReadStep => "レッスンの説明を読んだら、「次へ」を押してください。",
    }
}
