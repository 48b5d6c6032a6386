//! The shell's strings in Japanese.

use super::Msg;

pub(super) fn ja(m: Msg) -> &'static str {
    match m {
        Msg::AppName => "遊び場",
        Msg::AppTagline => "コンピューターと遊ぶ5つのテーブルゲーム",
        Msg::Continue => "続きから",
        Msg::ContinueGame => "{0}の続き",
        Msg::Settings => "設定",
        Msg::About => "このアプリについて",
        Msg::Back => "戻る",
        Msg::Home => "ホーム",
        Msg::Players => "人数",
        Msg::PlayersRange => "{0}〜{1}人",
        Msg::PlayersTwo => "2人",
        Msg::Language => "言語",
        Msg::Theme => "テーマ",
        Msg::ThemeSystem => "システムに合わせる",
        Msg::ThemeLight => "ライト",
        Msg::ThemeDark => "ダーク",
        Msg::ThemeHighContrast => "ハイコントラスト",
        Msg::FourColourDeck => "4色デッキ",
        Msg::FourColourDeckAbout => {
            "イージスとBANG!のカードで、スートごとに色を変えます（黒・赤・青・緑）。"
        }
        Msg::AnimationSpeed => "アニメーションの速さ",
        Msg::AnimationSpeedAbout => {
            "コンピューターの手が盤上で動く速さです。目で追えるように調整できます。"
        }
        Msg::ReduceMotion => "動きを減らす",
        Msg::ReduceMotionAbout => {
            "カード・駒・ダイスを、滑らせたり転がしたりせず、行き先にそのまま表示します。"
        }
        Msg::ReduceMotionBySystem => {
            "システムの設定で動きを減らすよう指定されているため、オンになっています（変更はシステムの設定から）。"
        }
        Msg::SoundAbout => "カードを出す、駒を動かす、ダイスを振るときに短い音を鳴らします。",
        Msg::SpeedSlow => "ゆっくり",
        Msg::SpeedNormal => "ふつう",
        Msg::SpeedFast => "速い",
        Msg::SpeedInstant => "なし",
        Msg::Sound => "効果音",
        Msg::SoundVolume => "音量",
        Msg::Zoom => "表示倍率",
        Msg::ZoomIn => "拡大",
        Msg::ZoomOut => "縮小",
        Msg::ZoomReset => "等倍に戻す",
        Msg::SoundUnavailable => "音声出力が見つからないため、音は鳴りません。",
        Msg::SettingsFileLocation => "設定の保存場所",
        Msg::SettingsDamaged => {
            "設定ファイルが壊れていました。{0}として保存し、初期設定で起動しました。"
        }
        Msg::SettingsUnwritable => "設定を保存できません（{0}）。終了するまでは有効です。",
        Msg::CrashTitle => "このゲームで不具合が起きました",
        Msg::CrashBody => {
            "ゲームを中断し、保存データを退避しました。今後、自動で読み込まれることはありません。退避先：{0}"
        }
        Msg::CrashBodyReview => "振り返りを中断しました。対局の記録はそのまま残っています。",
        Msg::CrashLog => "詳しい内容はログファイルに記録しました：{0}",
        Msg::CrashBack => "ホームに戻る",
        Msg::SaveDamaged => {
            "保存されたゲームが壊れていたため再開できませんでした。{0}として残しました。"
        }
        Msg::SaveUnwritable => "ゲームを保存できませんでした（{0}）。",
        Msg::LogUnwritable => "ログファイルに書き込めません（{0}）。ログなしで続けます。",
        Msg::AboutText => {
            "遊び場（Asobiba）では、アン・ギャルド、ギュゲス、BANG!、ナッシュ、イージスを\
             コンピューター相手に遊べます。Rust と egui で作られています。"
        }
        Msg::AboutDesigners => {
            "ゲームデザイン：アン・ギャルド　ライナー・クニツィア、ギュゲス　クロード・ルロワ、BANG!　エミリアーノ・シャルラ、ナッシュ　ミヒャエル・シャハト、イージス　永施　誠。"
        }
        Msg::AboutFont => "日本語の表示には M PLUS 1（SIL Open Font License 1.1）を使っています。",
        Msg::AlreadyRunning => {
            "遊び場はすでに別のウィンドウで開いています。そちらで遊んでください（二つ同時に開くと、保存したゲームを上書きし合ってしまいます）。"
        }
        Msg::Version => "バージョン{0}",
        Msg::NewGame => "新しいゲーム",
        Msg::NewGameAbandons => {
            "新しいゲームを始めると、進行中のゲームは負けとして記録されます。続けるときは「キャンセル」を押してください。"
        }
        Msg::Undo => "一手戻す",
        Msg::Hint => "ヒント",
        Msg::Rules => "ルール",
        Msg::Log => "ゲームの記録",
        Msg::Aids => "補助表示",
        Msg::Thinking => "{0}が考えています…",
        Msg::YourTurn => "あなたの番です",
        Msg::WaitingFor => "{0}の番です",
        Msg::GameOver => "ゲーム終了",
        Msg::PlayAgain => "もう一度遊ぶ",
        Msg::PlayDealAgain => "同じ配りでもう一度",
        Msg::DealNumber => "配り番号{0}",
        Msg::DealOfTheDay => "今日の配りで遊ぶ（{0}）",
        Msg::DealOfTheDayBest => "この配りでのあなたの最高成績：{0}",
        Msg::DealOfTheDayUnplayed => "まだ遊んでいません。今日は誰にとっても同じ配りです。",
        Msg::Start => "開始",
        Msg::Cancel => "キャンセル",
        Msg::Close => "閉じる",
        Msg::Skip => "アニメーションを飛ばす",
        Msg::Strength => "相手の強さ",
        Msg::StrengthRandom => "ランダム",
        Msg::StrengthEasy => "やさしい",
        Msg::StrengthNormal => "ふつう",
        Msg::StrengthHard => "つよい",
        Msg::StrengthExpert => "達人",
        Msg::WhoStarts => "先手",
        Msg::StartsYou => "あなた",
        Msg::StartsComputer => "コンピューター",
        Msg::StartsRandom => "ランダム",
        Msg::RuleOptions => "ルールの選択",
        Msg::UndoNothing => "まだ戻せる手がありません。",
        Msg::UndoRedeals => "最後の判断を戻します。まだ見ていないカードは混ぜて配り直します",
        Msg::UndoHidden => "新しい非公開の情報が明らかになったため、ここでは戻せません。",
        Msg::UndoOtherSeat => {
            "ほかのプレイヤーがあなたに見えないカードをもとに判断したため、ここでは戻せません。"
        }
        Msg::UndoGameOver => "ゲームは終了しています。",
        Msg::HintTitle => "ヒント",
        Msg::HintLine => "{0}：{1}。{2}",
        Msg::HintReasonWin => "達人はこの手で必勝を見つけました。",
        Msg::HintReasonLose => "最善を尽くされるとどの手も負けますが、この手が最も粘れます。",
        Msg::HintReasonEstimate => "達人の評価ではこの手が最善です（ゲームに勝つ確率約{0}%）。",
        Msg::HintReasonSuccess => {
            "達人の評価ではこの選択が最善です（このロールが成功する確率約{0}%）。"
        }
        Msg::HintReasonEvaluation => "達人の評価ではこの手が最善です（形勢{0}/100、50で互角）。",
        Msg::HintReasonOnly => "指せる手はこれだけです。",
        Msg::HintReasonUnvalued => "達人はこの選択を勧めます。",
        Msg::HintReasonRough => {
            "達人の評価ではこの選択が最善です（あなたが勝つ確率は約{0}%、概算）。"
        }
        Msg::HintThinking => "達人がヒントを考えています…",
        Msg::You => "あなた",
        Msg::Computer => "コンピューター",
        Msg::Seat => "{0}番席",
        Msg::Lives => "ライフ{1}中{0}",
        Msg::ResultWin => "あなたの勝ちです！",
        Msg::ResultLoss => "あなたの負けです。",
        Msg::ResultDraw => "引き分けです。",
        Msg::ResultTeamWin => "あなたの陣営の勝ちです！",
        Msg::KeyboardHelp => {
            "Tab・矢印キー：移動・Enter・Space：選ぶ・1〜9：手札のカード・Esc：取り消し、戻る・{0}：新しいゲーム・{1}：一手戻す・H：ヒント・F1：ルール"
        }
        Msg::RulesNotes => "ルールについての注記",
        Msg::Review => "この対局を振り返る",
        Msg::ReviewOpen => "振り返る",
        Msg::ShowResult => "結果を見る",
        Msg::ReviewTitle => "{0} — 振り返り",
        Msg::ShowAllCards => "すべてのカードを表示",
        Msg::ShowAllCardsHint => {
            "ゲームは終わっています。伏せられたカードをすべて表向きに表示します。"
        }
        Msg::ReviewFirst => "最初の判断へ",
        Msg::ReviewPrevious => "前へ",
        Msg::ReviewKeyPrevious => "キー：左矢印",
        Msg::ReviewKeyNext => "キー：右矢印",
        Msg::ReviewNext => "次へ",
        Msg::ReviewLast => "最後へ",
        Msg::ReviewSlider => "表示する判断",
        Msg::ReviewStep => "判断{0} / {1}",
        Msg::ReviewEnd => "最終局面",
        Msg::ReviewGraph => "勝率グラフ",
        Msg::ReviewGraphPoint => "判断{0}の後：勝率{1}%",
        Msg::ReviewGraphEvaluation => "形勢グラフ",
        Msg::ReviewGraphEvaluationPoint => "判断{0}の後：形勢{1}/100",
        Msg::ReviewGraphRough => "勝率グラフ（概算）",
        Msg::ReviewGraphRoughPoint => "判断{0}の後：あなたが勝つ確率は約{1}%（概算）",
        Msg::ReviewSummary => "まとめ",
        Msg::SummaryPending => "分析が終わるとまとめが表示されます。",
        Msg::SummaryCounts => "疑問手{0}・悪手{1}・大悪手{2}",
        Msg::SummaryAccuracy => "正確さ：{0} / 100",
        Msg::SummaryTurningPoint => "最大の分かれ目：判断{0}（{1}の選択：{2}、{3}）",
        Msg::SummaryTurningPointSeen => "最大の分かれ目：判断{0}（{1}、{2}）",
        Msg::SpanChance => "勝率{0}%から{1}%",
        Msg::SpanEvaluation => "形勢{0}/100から{1}/100",
        Msg::SpanRough => "あなたの勝率は約{0}%から約{1}%（概算）",
        Msg::DecisionChose => "{0}の選択：{1}",
        Msg::DecisionHidden => "{0}が選びました（内容はあなたには見えません）。",
        Msg::DecisionForced => "選べる手はこれだけでした。",
        Msg::DecisionPending => "分析中…",
        Msg::DecisionNotJudged => "分析されていません。",
        Msg::DecisionExpert => "達人の選択：{0}",
        Msg::DecisionWinChances => "勝率：あなたの手{0}%・達人の手{1}%",
        Msg::DecisionSuccessChances => "成功率：あなたの手{0}%・達人の手{1}%",
        Msg::DecisionEvaluations => "形勢：あなたの手{0}・達人の手{1}",
        Msg::DecisionRoughChances => {
            "あなたが勝つ確率（概算）：あなたの手は約{0}%・達人の手は約{1}%"
        }
        Msg::MarkBest => "最善手",
        Msg::MarkGood => "好手",
        Msg::MarkInaccuracy => "疑問手",
        Msg::MarkMistake => "悪手",
        Msg::MarkBlunder => "大悪手",
        Msg::MarkDrop => "{0}（最善より{1}ポイント低い）",
        Msg::WhatHappened => "この間の出来事",
        Msg::AnalysisProgress => "分析中：{0} / {1}判断",
        Msg::AnalysisCancel => "分析を中止",
        Msg::AnalysisCancelled => "分析を中止しました。",
        Msg::AnalysisStart => "分析する",
        Msg::AnalysisFailed => "分析に失敗しました（{0}）。",
        Msg::AnalysisCached => "分析はゲームの記録から読み込みました。",
        Msg::AnalysisDone => "分析が終わり、ゲームの記録に保存しました。",
        Msg::ResultAbandoned => "中断",
        Msg::RecordNotReplayable => {
            "このゲームはバージョン{0}で記録されたため再生できなくなりましたが、統計には含まれています。"
        }
        Msg::RecordsNotReplayable => {
            "以前のバージョンのゲームの記録{0}件は再生できなくなりましたが、統計には含まれています。"
        }
        Msg::RecordsUnreadable => {
            "ゲームの記録フォルダーのファイル{0}個を読めませんでした。ファイルはそのまま残してあります。"
        }
        Msg::ReplayUnavailable => "再生できません（バージョン{0}で記録）",
        Msg::RecordWon => "勝ち",
        Msg::RecordLost => "負け",
        Msg::RecordDraw => "引き分け",
        Msg::RecordUnwritable => "ゲームの記録を書き込めませんでした（{0}）。",
        Msg::Statistics => "成績",
        Msg::StatsPlayed => "対戦",
        Msg::StatsWon => "勝ち",
        Msg::StatsLost => "負け",
        Msg::StatsDrawn => "引き分け",
        Msg::StatsStreak => "現在の連勝",
        Msg::StatsBestStreak => "最高連勝",
        Msg::StatsNone => "まだ対戦がありません。",
        Msg::StatsNote => {
            "ゲームの記録（各ゲーム最新200件）から集計しています。中断したゲームは負けとして数えます。連勝は続けて勝った数です。"
        }
        Msg::StatsLoading => "ゲームの記録を読み込んでいます…",
        Msg::StatsReset => "成績をリセット",
        Msg::StatsResetConfirm => {
            "{1}のゲームの記録{0}件をすべて削除しますか？振り返りも消え、元に戻せません。"
        }
        Msg::StatsResetDo => "削除する",
        Msg::RecentGames => "最近のゲーム",
        Msg::RecentPlayers => "{0}人",
        Msg::TileStats => "{0}：{1}勝{2}敗・連勝{3}",
        Msg::StatsChart => "強さ別の成績",
    }
}
