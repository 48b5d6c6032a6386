//! The En Garde panel's strings in both languages.

use crate::{
    i18n::{Lang, Translate},
    message_enum,
};

message_enum! {
    /// En Garde texts.
    pub enum Text {
        PromptTurn,
        PromptTurnFull,
        PromptDefend,
        PromptDefendAdvance,
        PromptSelected,
        Forward,
        Backward,
        ActionAdvance,
        ActionBack,
        ActionAttack,
        ActionAdvanceAttack,
        ActionParry,
        ActionRetreat,
        ActionAccept,
        SureHit,
        Distance,
        Pile,
        Discards,
        DiscardsTop,
        PendingAttack,
        Round,
        Unseen,
        White,
        Black,
        LogRound,
        LogRedealt,
        LogDrewOwn,
        LogDrewOther,
        LogMoved,
        LogAttacked,
        LogAdvanceAttacked,
        LogParried,
        LogRetreated,
        LogHit,
        LogHitUndefendable,
        LogStuck,
        LogPileEmpty,
        LogLastChanceAttack,
        LogLastChanceNone,
        LogHands,
        LogPosition,
        LogRoundWon,
        LogRoundDrawn,
        LogMatch,
        ReasonHit,
        ReasonStuck,
        ReasonLastChance,
        ReasonHandCount,
        ReasonPosition,
        ReasonRetreat,
        ReasonDraw,
        BannerRoundWin,
        BannerRoundLoss,
        BannerRoundDraw,
        OptionLevel,
        LevelBasic,
        LevelStandard,
        LevelFull,
        LevelBasicHelp,
        LevelStandardHelp,
        LevelFullHelp,
        SpaceAction,
        /// A fencer's accessible name: colour, seat name, space, points.
        NameFencer,
        /// A card of the opponent's hand, face down.
        NameTheirCard,
        /// A card of the opponent's hand shown face up (a finished game's review).
        NameTheirCardShown,
        /// A space of the piste that cannot be chosen now.
        NameSpace,
        /// A card of the pending attack.
        NameAttackCard,
        OptionLastChance,
        LastChanceBoth,
        LastChanceOpponent,
        OptionRetreat,
        RetreatAttacker,
        RetreatHand,
        RetreatPosition,
        OptionParryTotal,
        OptionParryTotalHelp,
        OptionRiposte,
        OptionRiposteHelp,
        AidUnseen,
        AidSureHit,
        FinalScore,
    }
}

fn en(t: Text) -> &'static str {
    match t {
        Text::PromptTurn => {
            "Your turn (distance {0}): select a card to move forward or back, or the cards to attack."
        }
        Text::PromptTurnFull => {
            "Your turn (distance {0}): select cards to move, attack, or advance and attack."
        }
        Text::PromptDefend => "Attacked with {0}: parry with the same cards, or accept the hit.",
        Text::PromptDefendAdvance => {
            "Advance-attack with {0}: parry with the same cards, retreat with one card, or accept the hit."
        }
        Text::PromptSelected => "Choose what to do with the selected cards.",
        Text::Forward => "forward",
        Text::Backward => "back",
        Text::ActionAdvance => "Advance {0}",
        Text::ActionBack => "Back {0}",
        Text::ActionAttack => "Attack with {0}",
        Text::ActionAdvanceAttack => "Advance {0}, attack with {1}",
        Text::ActionParry => "Parry with {0}",
        Text::ActionRetreat => "Retreat {0}",
        Text::ActionAccept => "Accept the hit",
        Text::SureHit => "sure hit",
        Text::Distance => "distance {0}",
        Text::Pile => "pile {0}",
        Text::Discards => "played {0}",
        Text::DiscardsTop => "played {0}, on top: {1}",
        Text::PendingAttack => "attack",
        Text::Round => "Round {0}",
        Text::Unseen => "Unseen cards",
        Text::White => "White",
        Text::Black => "Black",
        Text::LogRound => "Round {0} begins; {1} {1?start|starts}.",
        Text::LogRedealt => {
            "Taken back: the cards {0} {0?have|has} not seen (the opponent's hand and the pile) were \
             shuffled and dealt again ({1} in the pile)."
        }
        Text::LogDrewOwn => "You drew {1#nothing|a {0}|{0}}.",
        Text::LogDrewOther => "{0} drew {1#no cards|a card|# cards}.",
        Text::LogMoved => "{0} moved {1} {2## space|# spaces} (from space {3} to {4}).",
        Text::LogAttacked => "{0} attacked with {1}.",
        Text::LogAdvanceAttacked => "{0} advanced {1## space|# spaces} and attacked with {2}.",
        Text::LogParried => "{0} parried with {1}.",
        Text::LogRetreated => "{0} retreated {1## space|# spaces} (from space {2} to {3}).",
        Text::LogHit => "{0} accepted the hit.",
        Text::LogHitUndefendable => "The attack cannot be defended: a hit!",
        Text::LogStuck => "{0} {0?have|has} no legal action.",
        Text::LogPileEmpty => "The draw pile is empty.",
        Text::LogLastChanceAttack => "Last chance: {0} {0?attack|attacks} with a {1}!",
        Text::LogLastChanceNone => "Last chance: {0} cannot attack.",
        Text::LogHands => "Hands shown at distance {0}: yours {1}, the opponent's {2}.",
        Text::LogPosition => "Position check: spaces moved {0} vs {1}.",
        Text::LogRoundWon => "{0} {0?win|wins} the round ({1}). Score {2}–{3}.",
        Text::LogRoundDrawn => "The round is drawn. Score {0}–{1}.",
        Text::LogMatch => "{0} {0?win|wins} the match!",
        Text::ReasonHit => "a hit",
        Text::ReasonStuck => "no legal action",
        Text::ReasonLastChance => "last-chance attack",
        Text::ReasonHandCount => "more attack cards",
        Text::ReasonPosition => "position",
        Text::ReasonRetreat => "retreat from the last attack",
        Text::ReasonDraw => "equal",
        Text::BannerRoundWin => "You win the round!",
        Text::BannerRoundLoss => "The computer wins the round",
        Text::BannerRoundDraw => "The round is drawn",
        Text::OptionLevel => "Level:",
        Text::LevelBasic => "Basic",
        Text::LevelStandard => "Standard",
        Text::LevelFull => "Full",
        Text::LevelBasicHelp => "Basic: move or attack; every attack hits. Best for a first game.",
        Text::LevelStandardHelp => "Standard: adds parries and strong attacks with several cards.",
        Text::LevelFullHelp => "Full: adds advance-attacks and the retreat from them.",
        Text::SpaceAction => "Space {0}: {1}",
        Text::NameFencer => "{0} fencer ({1}), on space {2}, {3## point|# points}",
        Text::NameTheirCard => "{0?Your|{0}'s} card, face down",
        Text::NameTheirCardShown => "{0?Your|{0}'s} card: {1}",
        Text::NameSpace => "space {0}",
        Text::NameAttackCard => "attack card {0}",
        Text::OptionLastChance => "Basic game, pile empty — last attack-only turn for:",
        Text::LastChanceBoth => "both players (default)",
        Text::LastChanceOpponent => "the opponent only (official)",
        Text::OptionRetreat => "Full game, retreat from the last card's advance-attack:",
        Text::RetreatAttacker => "attacker wins (default)",
        Text::RetreatHand => "cards, then position (official)",
        Text::RetreatPosition => "position only",
        Text::OptionParryTotal => "Legacy 1993 parry: same number of cards, same total",
        Text::OptionParryTotalHelp => "For example 3-3 parried by 2-4.",
        Text::OptionRiposte => "Legacy 1993: a riposte always hits",
        Text::OptionRiposteHelp => "The attack right after a successful parry cannot be parried.",
        Text::AidUnseen => "Count the unseen cards by value",
        Text::AidSureHit => "Mark attacks that cannot be parried",
        Text::FinalScore => "Final score {0}–{1}",
    }
}

fn ja(t: Text) -> &'static str {
    match t {
        Text::PromptTurn => {
            "あなたの番（距離{0}）：前進・後退するカードか、攻撃するカードを選んでください。"
        }
        Text::PromptTurnFull => {
            "あなたの番（距離{0}）：移動・攻撃・移動攻撃するカードを選んでください。"
        }
        Text::PromptDefend => "{0}で攻撃されました：同じカードで受け流すか、攻撃を受けてください。",
        Text::PromptDefendAdvance => {
            "{0}で移動攻撃されました：同じカードで受け流すか、1枚で後退するか、攻撃を受けてください。"
        }
        Text::PromptSelected => "選んだカードで何をするか選んでください。",
        Text::Forward => "前進",
        Text::Backward => "後退",
        Text::ActionAdvance => "{0}前進",
        Text::ActionBack => "{0}後退",
        Text::ActionAttack => "{0}で攻撃",
        Text::ActionAdvanceAttack => "{0}前進して{1}で攻撃",
        Text::ActionParry => "{0}で受け流す",
        Text::ActionRetreat => "{0}で後退する",
        Text::ActionAccept => "攻撃を受ける",
        Text::SureHit => "必中",
        Text::Distance => "距離{0}",
        Text::Pile => "山札{0}",
        Text::Discards => "捨て札{0}",
        Text::DiscardsTop => "捨て札{0}、いちばん上は{1}",
        Text::PendingAttack => "攻撃",
        Text::Round => "第{0}ラウンド",
        Text::Unseen => "まだ見ていないカード",
        Text::White => "白",
        Text::Black => "黒",
        Text::LogRound => "第{0}ラウンドが始まりました。{1}の番からです。",
        Text::LogRedealt => {
            "一手戻しました。{0}がまだ見ていないカード（相手の手札と山札）を混ぜて配り直しました（山札{1}枚）。"
        }
        Text::LogDrewOwn => "{0}を引きました。",
        Text::LogDrewOther => "{0}がカードを{1}枚引きました。",
        Text::LogMoved => "{0}が{2}マス{1}しました（{3}から{4}へ）。",
        Text::LogAttacked => "{0}が{1}で攻撃しました。",
        Text::LogAdvanceAttacked => "{0}が{1}マス前進して{2}で攻撃しました。",
        Text::LogParried => "{0}が{1}で受け流しました。",
        Text::LogRetreated => "{0}が{1}マス後退しました（{2}から{3}へ）。",
        Text::LogHit => "{0}は攻撃を受けました。",
        Text::LogHitUndefendable => "防げない攻撃です：命中！",
        Text::LogStuck => "{0}は行動できません。",
        Text::LogPileEmpty => "山札がなくなりました。",
        Text::LogLastChanceAttack => "最後の手番：{0}が{1}で攻撃します！",
        Text::LogLastChanceNone => "最後の手番：{0}は攻撃できません。",
        Text::LogHands => "距離{0}で手札を公開しました：あなた{1}、相手{2}。",
        Text::LogPosition => "判定：進んだマス数は{0}対{1}です。",
        Text::LogRoundWon => "{0}がラウンドに勝ちました（{1}）。スコア{2}対{3}。",
        Text::LogRoundDrawn => "ラウンドは引き分けです。スコア{0}対{1}。",
        Text::LogMatch => "{0}が試合に勝ちました！",
        Text::ReasonHit => "命中",
        Text::ReasonStuck => "行動不能",
        Text::ReasonLastChance => "最後の攻撃",
        Text::ReasonHandCount => "攻撃カードの枚数",
        Text::ReasonPosition => "判定",
        Text::ReasonRetreat => "最後の移動攻撃からの後退",
        Text::ReasonDraw => "同点",
        Text::BannerRoundWin => "ラウンドに勝ちました！",
        Text::BannerRoundLoss => "コンピューターがラウンドに勝ちました",
        Text::BannerRoundDraw => "ラウンドは引き分けです",
        Text::OptionLevel => "ゲーム：",
        Text::LevelBasic => "基本ゲーム",
        Text::LevelStandard => "標準ゲーム",
        Text::LevelFull => "完全ゲーム",
        Text::LevelBasicHelp => {
            "基本ゲーム：移動か攻撃。攻撃はすべて命中します。初めての方におすすめです。"
        }
        Text::LevelStandardHelp => "標準ゲーム：受け流しと、複数枚での強い攻撃が加わります。",
        Text::LevelFullHelp => "完全ゲーム：前進しての攻撃と、それからの後退が加わります。",
        Text::SpaceAction => "{0}マス目：{1}",
        Text::NameFencer => "{0}の剣士（{1}）、{2}マス目、{3}点",
        Text::NameTheirCard => "{0}の手札（伏せたカード）",
        Text::NameTheirCardShown => "{0}の手札：{1}",
        Text::NameSpace => "{0}マス目",
        Text::NameAttackCard => "攻撃のカード{0}",
        Text::OptionLastChance => {
            "基本ゲームで山札がなくなったとき、攻撃だけの最後の手番があるのは："
        }
        Text::LastChanceBoth => "両方のプレーヤー（元のルール）",
        Text::LastChanceOpponent => "相手だけ（公式ルール）",
        Text::OptionRetreat => "完全ゲームで最後のカードの移動攻撃から後退したとき：",
        Text::RetreatAttacker => "攻撃側の勝ち（元のルール）",
        Text::RetreatHand => "カード枚数、次に判定（公式ルール）",
        Text::RetreatPosition => "判定のみ",
        Text::OptionParryTotal => "1993年版の受け流し：同じ枚数・同じ合計",
        Text::OptionParryTotalHelp => "たとえば3-3を2-4で受け流せます。",
        Text::OptionRiposte => "1993年版：反撃は必ず命中",
        Text::OptionRiposteHelp => "受け流しに成功した直後の攻撃は受け流せません。",
        Text::AidUnseen => "まだ見ていないカードを数字ごとに数える",
        Text::AidSureHit => "受け流せない攻撃に印をつける",
        Text::FinalScore => "最終スコア{0}対{1}",
    }
}

/// Shorthand.
pub fn tr(t: Text, lang: Lang) -> &'static str {
    t.text(lang)
}
