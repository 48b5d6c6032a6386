//! The BANG! panel's strings in both languages: prompts, buttons, log lines, and the names of
//! cards, characters (with their abilities) and roles.

use super::{
    actions::CheckKind,
    cards::{Kind, Suit},
    characters::Character,
    roles::{Role, Side},
};
use crate::{
    i18n::{Lang, Translate},
    message_enum,
};

message_enum! {
    /// BANG! texts.
    pub enum Text {
        PromptPlay,
        PromptPlayTarget,
        PromptDiscard,
        PromptShot,
        PromptShotBarrel,
        PromptDuel,
        PromptIndians,
        PromptDying,
        PromptStore,
        PromptKit,
        PromptLucky,
        PromptDrawSource,
        PromptSid,
        PromptCharacter,
        CharacterWaiting,
        CharacterLife,
        CharacterLifeSheriff,
        CharacterYourRole,
        ActionPickCharacter,
        LogCharacterChosen,
        OptionCharacters,
        OptionCharactersRandom,
        OptionCharactersPick,
        ButtonEndTurn,
        ButtonCancel,
        ButtonBarrel,
        ButtonTakeHit,
        ButtonLoseLife,
        ButtonGiveUp,
        ButtonSid,
        ButtonDrawDeck,
        ButtonDrawDiscard,
        ButtonDrawHand,
        PickStore,
        PickPutBack,
        PickLucky,
        InPlayOf,
        CardName,
        SuitSpades,
        SuitHearts,
        SuitDiamonds,
        SuitClubs,
        HandCount,
        HandCountOne,
        Distance,
        Reach,
        Deck,
        Discard,
        /// The discard pile with its top card, for screen readers.
        NameDiscardTop,
        Store,
        DrawCheck,
        CheckGood,
        CheckBad,
        /// A Dynamite's "draw!" that blows it up.
        CheckExplodes,
        /// A Dynamite's "draw!" that passes it on.
        CheckPassesOn,
        Selected,
        You,
        Dead,
        RevealedHand,
        Turn,
        OptionDuel,
        DuelSeed,
        DuelAlternating,
        DuelHelp,
        OptionBeer,
        BeerUnplayable,
        BeerNoEffect,
        ActionPlay,
        ActionPlayAt,
        ActionEndTurn,
        ActionDiscard,
        ActionRespond,
        ActionBarrel,
        ActionTakeHit,
        ActionSid,
        ActionChoose,
        ActionDrawFrom,
        LogTurn,
        LogTurnYou,
        LogDrewOwn,
        LogDrewOther,
        LogDrewPublic,
        LogPlayed,
        LogPlayedAt,
        LogResponded,
        LogDiscarded,
        LogEquipped,
        LogCheck,
        LogTookOwn,
        LogTookOther,
        LogTookDiscard,
        LogStorePicked,
        LogDodged,
        LogLifeLost,
        LogHealed,
        LogEliminated,
        LogEliminatedBy,
        LogSkipped,
        LogDynamitePassed,
        LogStore,
        LogPutBack,
        LogReshuffled,
        LogGameOver,
        SideLaw,
        SideOutlaws,
        SideRenegade,
        SummaryWinner,
        SummaryRole,
        SummaryRoleOther,
        SummaryAlive,
        SummaryDead,
        BeliefsTitle,
        BeliefsNote,
        BeliefsKnown,
    }
}

fn en(t: Text) -> &'static str {
    match t {
        Text::PromptPlay => "Your turn: play a highlighted card, or End turn.",
        Text::PromptPlayTarget => {
            "{0}: choose a highlighted player or card (Cancel to choose again)."
        }
        Text::PromptDiscard => "Discard down to your life points: {0} more.",
        Text::PromptShot => {
            "{0} {0?shoot|shoots} at you: play Missed! ({1} needed) or take the hit."
        }
        Text::PromptShotBarrel => {
            "{0} {0?shoot|shoots} at you: draw! for your Barrel, play Missed! ({1} needed) or take the hit."
        }
        Text::PromptDuel => "Duel with {0}: discard a BANG! or lose a life.",
        Text::PromptIndians => "Indians! from {0}: discard a BANG! or lose a life.",
        Text::PromptDying => "You are dying: drink a Beer or give up.",
        Text::PromptStore => "General Store: take one of the cards.",
        Text::PromptKit => "Kit Carlson: choose the card to put back on the deck.",
        Text::PromptLucky => "Lucky Duke: choose the card for the draw! ({0}).",
        Text::PromptDrawSource => "Phase 1: where does your first card come from?",
        Text::PromptSid => "Sid Ketchum: choose two cards to discard for one life ({0} chosen).",
        Text::ButtonEndTurn => "End turn",
        Text::ButtonCancel => "Cancel",
        Text::ButtonBarrel => "Barrel: draw!",
        Text::ButtonTakeHit => "Take the hit",
        Text::ButtonLoseLife => "Lose a life",
        Text::ButtonGiveUp => "Give up",
        Text::ButtonSid => "Discard two for a life",
        Text::ButtonDrawDeck => "Draw from the deck",
        Text::ButtonDrawDiscard => "Take the top discard",
        Text::ButtonDrawHand => "Take a card from {0}",
        Text::PickStore => "Take {0}",
        Text::PickPutBack => "Put back {0}",
        Text::PickLucky => "Use {0}",
        Text::InPlayOf => "{1?your {0}|{1}'s {0}}",
        Text::CardName => "{0} ({1} of {2})",
        Text::SuitSpades => "spades",
        Text::SuitHearts => "hearts",
        Text::SuitDiamonds => "diamonds",
        Text::SuitClubs => "clubs",
        Text::HandCount => "{0## card|# cards}",
        Text::HandCountOne => "1 card",
        Text::Distance => "distance {0}",
        Text::Reach => "reach {0}",
        Text::Deck => "Deck {0}",
        Text::Discard => "Discard",
        Text::NameDiscardTop => "Discard, on top: {0}",
        Text::Store => "General Store",
        Text::DrawCheck => "draw! {0}",
        Text::CheckGood => "success",
        Text::CheckBad => "failed",
        Text::CheckExplodes => "it explodes",
        Text::CheckPassesOn => "it passes on",
        Text::Selected => "{0}, selected",
        Text::You => "You",
        Text::Dead => "dead",
        Text::RevealedHand => "Hand: {0}",
        Text::Turn => "turn",
        Text::OptionDuel => "Duel",
        Text::DuelSeed => "One BANG! ends it",
        Text::DuelAlternating => "Alternate BANG!s (official)",
        Text::DuelHelp => "How a Duel is fought",
        Text::OptionBeer => "Beer with two players left",
        Text::BeerUnplayable => "Cannot be played",
        Text::BeerNoEffect => "Played for no effect (official)",
        Text::ActionPlay => "Play {0}",
        Text::ActionPlayAt => "Play {0} at {1}",
        Text::ActionEndTurn => "End the turn",
        Text::PromptCharacter => "Choose your character: click the one you keep.",
        Text::CharacterWaiting => "The others are choosing their characters…",
        Text::CharacterLife => "{0## life point|# life points}",
        Text::CharacterLifeSheriff => "{0## life point|# life points}, +1 as Sheriff",
        Text::CharacterYourRole => "Your role: {0}",
        Text::ActionPickCharacter => "Play as {0}",
        Text::LogCharacterChosen => "You play as {0}.",
        Text::OptionCharacters => "Characters",
        Text::OptionCharactersRandom => "One at random",
        Text::OptionCharactersPick => "Choose one of two",
        Text::ActionDiscard => "Discard {0}",
        Text::ActionRespond => "Answer with {0}",
        Text::ActionBarrel => "Draw! for the Barrel",
        Text::ActionTakeHit => "Take the hit",
        Text::ActionSid => "Discard {0} and {1} for a life",
        Text::ActionChoose => "Choose {0}",
        Text::ActionDrawFrom => "Draw from {0}",
        Text::LogTurn => "— {0?Your|{0}'s} turn —",
        Text::LogTurnYou => "— Your turn —",
        Text::LogDrewOwn => "You draw {0}.",
        Text::LogDrewOther => "{0} {0?draw|draws} a card.",
        Text::LogDrewPublic => "{0} {0?draw|draws} {1} and {0?show|shows} it.",
        Text::LogPlayed => "{0} {0?play|plays} {1}.",
        Text::LogPlayedAt => "{0} {0?play|plays} {1} at {2}.",
        Text::LogResponded => "{0} {0?answer|answers} with {1}.",
        Text::LogDiscarded => "{0} {0?discard|discards} {1}.",
        Text::LogEquipped => "{1}: now in play in front of {0}.",
        Text::LogCheck => "{0} {0?draw|draws}! for {1}: {2}, {3}.",
        Text::LogTookOwn => "{0} {0?take|takes} {1} from {2}.",
        Text::LogTookOther => "{0} {0?take|takes} a card from {1?your|{1}'s} hand.",
        Text::LogTookDiscard => "{0} {0?take|takes} {1} from the discard pile.",
        Text::LogStorePicked => "{0} {0?pick|picks} {1} from the General Store.",
        Text::LogDodged => "{0} {0?dodge|dodges} the shot.",
        Text::LogLifeLost => "{0} {0?lose|loses} {1## life point|# life points} ({2} left).",
        Text::LogHealed => "{0} {0?regain|regains} a life point ({1} now).",
        Text::LogEliminated => "{0} {0?are|is} eliminated: {1}.",
        Text::LogEliminatedBy => "{0} {0?are|is} eliminated by {2}: {1}.",
        Text::LogSkipped => "{0} {0?stay|stays} in jail and {0?miss|misses} the turn.",
        Text::LogDynamitePassed => "The Dynamite passes from {0} to {1}.",
        Text::LogStore => "General Store: {0}.",
        Text::LogPutBack => "You put {0} back on the deck.",
        Text::LogReshuffled => "The discard pile is shuffled into a new deck ({0## card|# cards}).",
        Text::LogGameOver => "Game over: {0}.",
        Text::SideLaw => "the Sheriff and the Deputies win",
        Text::SideOutlaws => "the Outlaws win",
        Text::SideRenegade => "the Renegade wins",
        Text::SummaryWinner => "Result: {0}.",
        Text::SummaryRole => "{0} ({1}): {2}, {3}",
        Text::SummaryRoleOther => "{0}: {1}, {2}",
        Text::SummaryAlive => "alive",
        Text::SummaryDead => "eliminated",
        Text::BeliefsTitle => "What the computer players believed",
        Text::BeliefsNote => {
            "Each row is one computer's reading of the others' roles from who attacked whom alone, as if no elimination had shown a role. Green: the likeliest role was right; red: it was wrong."
        }
        Text::BeliefsKnown => "known",
    }
}

fn ja(t: Text) -> &'static str {
    match t {
        Text::PromptPlay => "あなたの番です。光っているカードを出すか「手番終了」。",
        Text::PromptPlayTarget => {
            "{0}：光っているプレイヤーかカードを選んでください（「取り消し」で選び直し）。"
        }
        Text::PromptDiscard => "手札を体力と同じ枚数まで捨ててください：あと{0}枚。",
        Text::PromptShot => "{0}があなたを撃ちました。Missed! を出す（必要{1}枚）か、当たるか。",
        Text::PromptShotBarrel => {
            "{0}があなたを撃ちました。樽で抜く、Missed! を出す（必要{1}枚）か、当たるか。"
        }
        Text::PromptDuel => "{0}と決闘：BANG! を捨てるか、体力を1失います。",
        Text::PromptIndians => "{0}のインディアン：BANG! を捨てるか、体力を1失います。",
        Text::PromptDying => "体力がありません。ビールを飲むか、あきらめるか。",
        Text::PromptStore => "雑貨屋：カードを1枚取ってください。",
        Text::PromptKit => "キット・カールソン：山札に戻すカードを選んでください。",
        Text::PromptLucky => "ラッキー・デューク：抜くカードを選んでください（{0}）。",
        Text::PromptDrawSource => "第1段階：1枚目をどこから引きますか？",
        Text::PromptSid => {
            "シド・ケッチャム：体力1のために捨てるカードを2枚選んでください（選択{0}枚）。"
        }
        Text::ButtonEndTurn => "手番終了",
        Text::ButtonCancel => "取り消し",
        Text::ButtonBarrel => "樽：抜く",
        Text::ButtonTakeHit => "当たる",
        Text::ButtonLoseLife => "体力を失う",
        Text::ButtonGiveUp => "あきらめる",
        Text::ButtonSid => "2枚捨てて体力1",
        Text::ButtonDrawDeck => "山札から引く",
        Text::ButtonDrawDiscard => "捨て札の一番上を取る",
        Text::ButtonDrawHand => "{0}の手札から取る",
        Text::PickStore => "{0}を取る",
        Text::PickPutBack => "{0}を戻す",
        Text::PickLucky => "{0}を使う",
        Text::InPlayOf => "{1}の{0}",
        Text::CardName => "{0}（{2}の{1}）",
        Text::SuitSpades => "スペード",
        Text::SuitHearts => "ハート",
        Text::SuitDiamonds => "ダイヤ",
        Text::SuitClubs => "クラブ",
        Text::HandCount => "手札{0}",
        Text::HandCountOne => "手札1",
        Text::Distance => "距離{0}",
        Text::Reach => "射程{0}",
        Text::Deck => "山札{0}",
        Text::Discard => "捨て札",
        Text::NameDiscardTop => "捨て札、いちばん上は{0}",
        Text::Store => "雑貨屋",
        Text::DrawCheck => "抜く!{0}",
        Text::CheckGood => "成功",
        Text::CheckBad => "失敗",
        Text::CheckExplodes => "爆発",
        Text::CheckPassesOn => "次の人へ",
        Text::Selected => "{0}、選択中",
        Text::You => "あなた",
        Text::Dead => "脱落",
        Text::RevealedHand => "手札：{0}",
        Text::Turn => "手番",
        Text::OptionDuel => "決闘",
        Text::DuelSeed => "BANG! 1枚で終わり",
        Text::DuelAlternating => "交互に BANG!（公式）",
        Text::DuelHelp => "決闘の戦い方",
        Text::OptionBeer => "残り2人のときのビール",
        Text::BeerUnplayable => "使えない",
        Text::BeerNoEffect => "出せるが効果なし（公式）",
        Text::ActionPlay => "{0}を出す",
        Text::ActionPlayAt => "{1}に{0}を出す",
        Text::ActionEndTurn => "手番を終える",
        Text::PromptCharacter => "キャラクターを選んでください：使う方をクリック。",
        Text::CharacterWaiting => "ほかのプレイヤーがキャラクターを選んでいます…",
        Text::CharacterLife => "体力{0}",
        Text::CharacterLifeSheriff => "体力{0}（保安官は +1）",
        Text::CharacterYourRole => "あなたの役割：{0}",
        Text::ActionPickCharacter => "{0}でプレイする",
        Text::LogCharacterChosen => "あなたは{0}です。",
        Text::OptionCharacters => "キャラクター",
        Text::OptionCharactersRandom => "ランダムに1人",
        Text::OptionCharactersPick => "2人から選ぶ",
        Text::ActionDiscard => "{0}を捨てる",
        Text::ActionRespond => "{0}で応じる",
        Text::ActionBarrel => "樽で抜く",
        Text::ActionTakeHit => "当たる",
        Text::ActionSid => "{0}と{1}を捨てて体力1",
        Text::ActionChoose => "{0}を選ぶ",
        Text::ActionDrawFrom => "{0}から引く",
        Text::LogTurn => "— {0}の番 —",
        Text::LogTurnYou => "— あなたの番 —",
        Text::LogDrewOwn => "あなたは{0}を引きました。",
        Text::LogDrewOther => "{0}がカードを1枚引きました。",
        Text::LogDrewPublic => "{0}が{1}を引いて見せました。",
        Text::LogPlayed => "{0}が{1}を出しました。",
        Text::LogPlayedAt => "{0}が{2}に{1}を出しました。",
        Text::LogResponded => "{0}が{1}で応じました。",
        Text::LogDiscarded => "{0}が{1}を捨てました。",
        Text::LogEquipped => "{0}の前に{1}が置かれました。",
        Text::LogCheck => "{0}が{1}のために抜きました：{2}、{3}。",
        Text::LogTookOwn => "{0}が{2}から{1}を取りました。",
        Text::LogTookOther => "{0}が{1}の手札から1枚取りました。",
        Text::LogTookDiscard => "{0}が捨て札から{1}を取りました。",
        Text::LogStorePicked => "{0}が雑貨屋から{1}を取りました。",
        Text::LogDodged => "{0}は弾をかわしました。",
        Text::LogLifeLost => "{0}が体力を{1}失いました（残り{2}）。",
        Text::LogHealed => "{0}が体力を1回復しました（{1}）。",
        Text::LogEliminated => "{0}が脱落しました：{1}。",
        Text::LogEliminatedBy => "{0}が{2}に倒されました：{1}。",
        Text::LogSkipped => "{0}は監獄から出られず、手番を休みます。",
        Text::LogDynamitePassed => "ダイナマイトが{0}から{1}へ渡りました。",
        Text::LogStore => "雑貨屋：{0}。",
        Text::LogPutBack => "あなたは{0}を山札に戻しました。",
        Text::LogReshuffled => "捨て札を切り直して新しい山札にしました（{0}枚）。",
        Text::LogGameOver => "ゲーム終了：{0}。",
        Text::SideLaw => "保安官と副保安官の勝ち",
        Text::SideOutlaws => "無法者の勝ち",
        Text::SideRenegade => "裏切り者の勝ち",
        Text::SummaryWinner => "結果：{0}。",
        Text::SummaryRole => "{0}（{1}）：{2}、{3}",
        Text::SummaryRoleOther => "{0}：{1}、{2}",
        Text::SummaryAlive => "生存",
        Text::SummaryDead => "脱落",
        Text::BeliefsTitle => "コンピューターの読み",
        Text::BeliefsNote => {
            "各行は、コンピューター1人が「誰が誰を攻撃したか」だけから推理した、ほかの人の役割の読みです（脱落で明かされた役割は使いません）。緑は最有力の役割が正解、赤は不正解。"
        }
        Text::BeliefsKnown => "既知",
    }
}

/// A text in `lang`.
pub fn tr(t: Text, lang: Lang) -> &'static str {
    t.text(lang)
}

/// A card's name.
pub fn kind_name(k: Kind, lang: Lang) -> &'static str {
    if lang == Lang::En {
        return k.name();
    }
    match k {
        Kind::Bang => "BANG!",
        Kind::Missed => "Missed!",
        Kind::Beer => "ビール",
        Kind::CatBalou => "キャット・バルー",
        Kind::Panic => "パニック!",
        Kind::Duel => "決闘",
        Kind::Stagecoach => "駅馬車",
        Kind::GeneralStore => "雑貨屋",
        Kind::Indians => "インディアン",
        Kind::Gatling => "ガトリング",
        Kind::Saloon => "酒場",
        Kind::WellsFargo => "ウェルズ・ファーゴ",
        Kind::Barrel => "樽",
        Kind::Mustang => "マスタング",
        Kind::Scope => "スコープ",
        Kind::Jail => "監獄",
        Kind::Dynamite => "ダイナマイト",
        Kind::Volcanic => "ボルカニック",
        Kind::Schofield => "スコフィールド",
        Kind::Remington => "レミントン",
        Kind::Carabine => "カービン",
        Kind::Winchester => "ウィンチェスター",
    }
}

/// What a card does, one line.
pub fn kind_help(k: Kind, lang: Lang) -> &'static str {
    let en = lang == Lang::En;
    match k {
        Kind::Bang if en => "Shoot a player in reach (one per turn).",
        Kind::Bang => "射程内のプレイヤーを撃つ（1手番に1枚）。",
        Kind::Missed if en => "Cancel a shot aimed at you.",
        Kind::Missed => "自分への弾を1発かわす。",
        Kind::Beer if en => "Regain one life.",
        Kind::Beer => "体力を1回復。",
        Kind::CatBalou if en => "Any player discards a card (from the hand or in play).",
        Kind::CatBalou => "誰か1人のカード（手札か場）を1枚捨てさせる。",
        Kind::Panic if en => "Take a card from a player at distance 1.",
        Kind::Panic => "距離1のプレイヤーからカードを1枚取る。",
        Kind::Duel if en => "Challenge any player: discard a BANG! or lose a life.",
        Kind::Duel => "誰とでも決闘：BANG! を捨てられなければ体力を失う。",
        Kind::Stagecoach if en => "Draw two cards.",
        Kind::Stagecoach => "カードを2枚引く。",
        Kind::GeneralStore if en => "Reveal a card per player; each takes one in turn.",
        Kind::GeneralStore => "人数分のカードをめくり、順に1枚ずつ取る。",
        Kind::Indians if en => "Every other player discards a BANG! or loses a life.",
        Kind::Indians => "他の全員は BANG! を捨てるか体力を失う。",
        Kind::Gatling if en => "A BANG! at every other player.",
        Kind::Gatling => "他の全員に BANG!。",
        Kind::Saloon if en => "Every living player regains one life.",
        Kind::Saloon => "生き残っている全員の体力を1回復。",
        Kind::WellsFargo if en => "Draw three cards.",
        Kind::WellsFargo => "カードを3枚引く。",
        Kind::Barrel if en => "In play: draw! a heart to dodge a shot.",
        Kind::Barrel => "場に置く：ハートを抜けば弾をかわす。",
        Kind::Mustang if en => "In play: others see you one farther.",
        Kind::Mustang => "場に置く：他人からの距離+1。",
        Kind::Scope if en => "In play: you see others one nearer.",
        Kind::Scope => "場に置く：他人への距離-1。",
        Kind::Jail if en => "On another player (not the Sheriff): draw! a heart or miss the turn.",
        Kind::Jail => "保安官以外に置く：ハートを抜かなければ手番を休む。",
        Kind::Dynamite if en => {
            "In play: draw! 2–9 of spades explodes for 3 lives, else it passes on."
        }
        Kind::Dynamite => "場に置く：スペードの2〜9を抜くと爆発して体力-3、それ以外は次へ渡る。",
        Kind::Volcanic if en => "Weapon, reach 1: any number of BANG!s.",
        Kind::Volcanic => "武器、射程1:BANG! を何枚でも。",
        Kind::Schofield if en => "Weapon, reach 2.",
        Kind::Schofield => "武器、射程2。",
        Kind::Remington if en => "Weapon, reach 3.",
        Kind::Remington => "武器、射程3。",
        Kind::Carabine if en => "Weapon, reach 4.",
        Kind::Carabine => "武器、射程4。",
        Kind::Winchester if en => "Weapon, reach 5.",
        Kind::Winchester => "武器、射程5。",
    }
}

/// A suit's name.
pub fn suit_name(s: Suit, lang: Lang) -> &'static str {
    tr(
        match s {
            Suit::Spades => Text::SuitSpades,
            Suit::Hearts => Text::SuitHearts,
            Suit::Diamonds => Text::SuitDiamonds,
            Suit::Clubs => Text::SuitClubs,
        },
        lang,
    )
}

/// A character's name.
pub fn character_name(c: Character, lang: Lang) -> &'static str {
    if lang == Lang::En {
        return c.name();
    }
    match c {
        Character::BartCassidy => "バート・キャシディ",
        Character::BlackJack => "ブラック・ジャック",
        Character::CalamityJanet => "カラミティ・ジャネット",
        Character::ElGringo => "エル・グリンゴ",
        Character::JesseJones => "ジェシー・ジョーンズ",
        Character::Jourdonnais => "ジョルドネ",
        Character::KitCarlson => "キット・カールソン",
        Character::LuckyDuke => "ラッキー・デューク",
        Character::PaulRegret => "ポール・リグレット",
        Character::PedroRamirez => "ペドロ・ラミレス",
        Character::RoseDoolan => "ローズ・ドゥーラン",
        Character::SidKetchum => "シド・ケッチャム",
        Character::SlabTheKiller => "スラブ・ザ・キラー",
        Character::SuzyLafayette => "スージー・ラファイエット",
        Character::VultureSam => "バルチャー・サム",
        Character::WillyTheKid => "ウィリー・ザ・キッド",
    }
}

/// A character's ability, one line.
pub fn character_help(c: Character, lang: Lang) -> &'static str {
    let en = lang == Lang::En;
    match c {
        Character::BartCassidy if en => "Draws a card for each life point lost.",
        Character::BartCassidy => "体力を1失うごとにカードを1枚引く。",
        Character::BlackJack if en => {
            "Shows his second card in phase 1; a heart or diamond draws one more."
        }
        Character::BlackJack => "第1段階の2枚目を見せ、ハートかダイヤならもう1枚引く。",
        Character::CalamityJanet if en => "Uses BANG! as Missed! and Missed! as BANG!.",
        Character::CalamityJanet => "BANG! と Missed! を入れ替えて使える。",
        Character::ElGringo if en => "Takes a card from the hand of whoever hurts him.",
        Character::ElGringo => "自分を傷つけた人の手札から1枚取る。",
        Character::JesseJones if en => {
            "May take his first phase-1 card from another player's hand."
        }
        Character::JesseJones => "第1段階の1枚目を他人の手札から取れる。",
        Character::Jourdonnais if en => "Has a permanent Barrel.",
        Character::Jourdonnais => "常に樽を持っている。",
        Character::KitCarlson if en => "Looks at three cards in phase 1, keeps two.",
        Character::KitCarlson => "第1段階で3枚見て2枚取り、1枚を山札に戻す。",
        Character::LuckyDuke if en => "Every draw! flips two cards and he chooses.",
        Character::LuckyDuke => "抜くときは2枚めくって好きな方を選ぶ。",
        Character::PaulRegret if en => "Has a permanent Mustang.",
        Character::PaulRegret => "常にマスタングを持っている。",
        Character::PedroRamirez if en => "May take his first phase-1 card from the discard pile.",
        Character::PedroRamirez => "第1段階の1枚目を捨て札の一番上から取れる。",
        Character::RoseDoolan if en => "Has a permanent Scope.",
        Character::RoseDoolan => "常にスコープを持っている。",
        Character::SidKetchum if en => "May discard two cards to regain one life, at any time.",
        Character::SidKetchum => "いつでも2枚捨てて体力を1回復できる。",
        Character::SlabTheKiller if en => "His BANG!s need two Missed! to cancel.",
        Character::SlabTheKiller => "彼の BANG! をかわすには Missed! が2枚必要。",
        Character::SuzyLafayette if en => "Draws a card as soon as her hand is empty.",
        Character::SuzyLafayette => "手札がなくなるとすぐ1枚引く。",
        Character::VultureSam if en => "Takes all the cards of every eliminated player.",
        Character::VultureSam => "脱落したプレイヤーのカードをすべてもらう。",
        Character::WillyTheKid if en => "May play any number of BANG!s.",
        Character::WillyTheKid => "BANG! を何枚でも出せる。",
    }
}

/// A role's name.
pub fn role_name(r: Role, lang: Lang) -> &'static str {
    match (r, lang) {
        (_, Lang::En) => r.name(),
        (Role::Sheriff, Lang::Ja) => "保安官",
        (Role::Deputy, Lang::Ja) => "副保安官",
        (Role::Outlaw, Lang::Ja) => "無法者",
        (Role::Renegade, Lang::Ja) => "裏切り者",
    }
}

/// The winning side, as a clause.
pub fn side_text(s: Side, lang: Lang) -> &'static str {
    tr(
        match s {
            Side::Law => Text::SideLaw,
            Side::Outlaws => Text::SideOutlaws,
            Side::Renegade => Text::SideRenegade,
        },
        lang,
    )
}

/// The name of a "draw!" check.
pub fn check_name(k: CheckKind, lang: Lang) -> &'static str {
    match k {
        CheckKind::Dynamite => kind_name(Kind::Dynamite, lang),
        CheckKind::Jail => kind_name(Kind::Jail, lang),
        CheckKind::Barrel => kind_name(Kind::Barrel, lang),
    }
}

/// Every string of this module in `lang` (for the font coverage test).
pub fn all_strings(lang: Lang) -> Vec<&'static str> {
    use super::cards::DECK;
    let mut all: Vec<&'static str> = Text::ALL.iter().map(|t| t.text(lang)).collect();
    let mut kinds: Vec<Kind> = DECK.iter().map(|c| c.kind).collect();
    kinds.dedup();
    for k in kinds {
        all.push(kind_name(k, lang));
        all.push(kind_help(k, lang));
    }
    for c in Character::ALL {
        all.push(character_name(c, lang));
        all.push(character_help(c, lang));
    }
    for r in [Role::Sheriff, Role::Deputy, Role::Outlaw, Role::Renegade] {
        all.push(role_name(r, lang));
    }
    for s in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        all.push(suit_name(s, lang));
    }
    all
}
