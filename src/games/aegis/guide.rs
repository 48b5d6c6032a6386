//! Aegis's guided first game: a prepared first season where the player is master (the master
//! draw already made), with the key card Wind 7. The player exchanges one card, keeps the hand,
//! bids 2, sees a killer beat a trump, follows suit and makes the bid; then the scoring and the
//! match goal, and the last two tricks in free play. (The step's card is never the leftmost of
//! the hand, which the 1 key would play.)

use super::{
    actions::Action,
    cards::{Card, CardSet, parse_card},
    rules::Rules,
    state::State,
};
use crate::{
    engine::Game as _,
    i18n::Translate,
    message_enum,
    play::guide::{GuideScript, GuideStep, Spot},
};

message_enum! {
    /// The steps' texts.
    pub enum GuideText {
        MasterDraw,
        KeyCard,
        Killer,
        Exchange,
        KeepHand,
        Bid,
        LeadTrump,
        KillerWon,
        FollowSuit,
        LeadKing,
        Scoring,
        Goal,
    }
}

fn en(t: GuideText) -> &'static str {
    match t {
        GuideText::MasterDraw => {
            "Before the first season you each drew a card: your Fire K beat the computer's \
             Water 9 (face cards beat numbers). So you are the master and the computer the \
             slave: the master exchanges first and bids first."
        }
        GuideText::KeyCard => {
            "This is the key card, Wind 7. It stays out of play all season. Its suit, Wind, is \
             trump: a Wind card beats the cards of the other suits."
        }
        GuideText::Killer => {
            "Its rank, 7, is the killer rank: when a trump is led and you have no trump, a 7 \
             beats it. Watch out for the 7s."
        }
        GuideText::Exchange => {
            "You may throw cards away and draw as many from the stock. Your Water 2 is weak: \
             click it, then Draw 1."
        }
        GuideText::KeepHand => {
            "Because you exchanged, the computer could too. Each round you exchange raises your \
             lowest bid by one: it is 2 now. Your hand is good: click Keep hand to end the \
             exchanges."
        }
        GuideText::Bid => {
            "Now the bids: how many of the five tricks you will take, at least your lowest bid. \
             Click Call 2. The computer then bids 2 or more; the higher bid attacks, and on equal \
             bids the master does."
        }
        GuideText::LeadTrump => {
            "The computer bid 2 too, so you attack: you must take 2 tricks, and you lead the \
             first. Lead your Wind J, a trump."
        }
        GuideText::KillerWon => {
            "The computer had no Wind and played Earth 7, a killer: it beat your trump and took \
             the trick (the game log on the right tells it). The winner of a trick leads the \
             next: the computer led Fire 9."
        }
        GuideText::FollowSuit => {
            "You must follow the suit led when you can: here, with a Fire card. Play Fire K: it \
             beats the 9."
        }
        GuideText::LeadKing => "You took that trick, so you lead. Lead Wind K, a trump.",
        GuideText::Scoring => {
            "That makes 2 tricks, your bid: a Break, so you score 2 when the season ends. Had you \
             fallen short, the computer would have scored 2 (a Keep). A made bid of 4 or more \
             earns 1 more, and so do all five tricks."
        }
        GuideText::Goal => {
            "You win the game by leading by 10 points or reaching 25. The loser of a season is \
             the next season's master. Play the last two tricks on your own, with hints!"
        }
    }
}

fn ja(t: GuideText) -> &'static str {
    match t {
        GuideText::MasterDraw => {
            "最初のシーズンの前に、1枚ずつカードを引きました。あなたの火のKが、コンピューターの水の9に勝ちました（絵札は数札に勝ちます）。そこで、あなたがマスター、コンピューターがスレイブです。マスターは先に交換し、先に宣言します。"
        }
        GuideText::KeyCard => {
            "これが鍵札、風の7です。このシーズン中は使いません。鍵札のスートの風が切り札です。風のカードは、ほかのスートのカードに勝ちます。"
        }
        GuideText::Killer => {
            "鍵札のランクの7が、殺し札のランクです。親が切り札を出したとき、切り札を持っていなければ、7でその切り札に勝てます。7に気をつけましょう。"
        }
        GuideText::Exchange => {
            "カードを捨てて、同じ枚数を山札から引けます。水の2は弱いので、クリックしてから「1枚引く」を押しましょう。"
        }
        GuideText::KeepHand => {
            "あなたが交換したので、コンピューターも交換できました。交換するたびに、あなたのノルマの下限が1ずつ上がります。いまは2です。手札はもう十分なので、「このまま」で交換を終えましょう。"
        }
        GuideText::Bid => {
            "ノルマ宣言です。5回のトリックのうち何回取るかを宣言します。下限は2なので、「2で宣言」を押しましょう。コンピューターは2以上を宣言します。大きい方が攻撃側で、同じならマスターが攻撃側です。"
        }
        GuideText::LeadTrump => {
            "コンピューターも2を宣言したので、あなたが攻撃側です。2トリック取れば成功で、最初のトリックはあなたが親です。切り札の風のJを出しましょう。"
        }
        GuideText::KillerWon => {
            "コンピューターは風を持っておらず、地の7を出しました。殺し札なので、あなたの切り札に勝って、トリックを取りました（右のゲームの記録に出ています）。トリックを取った方が次の親なので、コンピューターが火の9を出しました。"
        }
        GuideText::FollowSuit => {
            "親と同じスートを持っていれば、必ず出します。ここでは火のカードです。火のKを出しましょう。9に勝ちます。"
        }
        GuideText::LeadKing => {
            "トリックを取ったので、あなたが親です。切り札の風のKを出しましょう。"
        }
        GuideText::Scoring => {
            "これで2トリック、ノルマ達成です。ブレークなので、シーズンの終わりにノルマの2点が入ります。足りなければ、コンピューターに2点が入るところでした（キープ）。ノルマ4以上で成功するか、5トリック全部取ると、さらに1点ずつ入ります。"
        }
        GuideText::Goal => {
            "10点差をつけるか、25点に達すると勝ちです。シーズンに負けた方が、次のシーズンのマスターになります。残りの2トリックは、ヒントを見ながら自分で遊んでみましょう。"
        }
    }
}

fn card(name: &str) -> Card {
    parse_card(name).unwrap_or(Card::from_index(0))
}

fn play(name: &str) -> Action {
    Action::Play { card: card(name) }
}

fn exchange(names: &[&str]) -> Action {
    Action::Exchange {
        cards: names.iter().map(|n| card(n)).collect::<CardSet>(),
    }
}

/// The lesson: the player is master of the first season.
pub fn script() -> GuideScript<State> {
    let rules = Rules::default();
    let mut start = State::new(rules, None);
    // The master draw (the player's Fire K beats Water 9), the key card Wind 7, and the deal,
    // one card at a time, master first: the player gets Wind 10, Wind J, Fire 3, Water 2 and
    // Wind K; the computer Earth 7, Fire 9, Water 5, Earth Q and Water 8.
    let mut setup = vec![
        Action::MasterDraw { card: card("FK") },
        Action::MasterDraw { card: card("A9") },
        Action::TurnKey { card: card("W7") },
    ];
    for (mine, theirs) in [
        ("W10", "E7"),
        ("WJ", "F9"),
        ("F3", "A5"),
        ("A2", "EQ"),
        ("WK", "A8"),
    ] {
        setup.push(Action::Deal { card: card(mine) });
        setup.push(Action::Deal { card: card(theirs) });
    }
    for action in setup {
        if start.apply(action).is_err() {
            log::error!("the Aegis lesson's set-up refused {action:?}");
        }
    }
    let draw = |name: &str| Action::Draw { card: card(name) };
    // Spots on the default table (1280×800), clear of the words they point at: just over the
    // seat line above the player's hand (its start, and its trick count), on the key card
    // itself, above the Draw and Keep buttons, above the bid's button, under the trick, on each
    // card to play (right of the label over it), and under the score box with the goal.
    let master = Spot::at(0.07, 0.632);
    let key = Spot::at(0.06, 0.44);
    let trick = Spot::at(0.5, 0.43);
    // A card to play is spoken of from the right of the trick, clear of the seat line and
    // the label over the card.
    let card_at = |x: f32| Spot::at(x, 0.79).from_bubble_at(0.78, 0.42);
    let steps = vec![
        GuideStep::read(|l| GuideText::MasterDraw.text(l), Some(master)),
        GuideStep::read(|l| GuideText::KeyCard.text(l), Some(key)),
        GuideStep::read(|l| GuideText::Killer.text(l), Some(key)),
        GuideStep::act(
            |l| GuideText::Exchange.text(l),
            Spot::at(0.39, 0.655),
            vec![exchange(&["A2"])],
            vec![draw("FK"), exchange(&["A8"]), draw("F2")],
        ),
        GuideStep::act(
            |l| GuideText::KeepHand.text(l),
            Spot::at(0.61, 0.655),
            vec![exchange(&[])],
            vec![],
        ),
        GuideStep::act(
            |l| GuideText::Bid.text(l),
            Spot::at(0.5, 0.685),
            vec![Action::Bid { tricks: 2 }],
            vec![Action::Bid { tricks: 2 }],
        ),
        GuideStep::act(
            |l| GuideText::LeadTrump.text(l),
            card_at(0.42),
            vec![play("WJ")],
            vec![play("E7"), play("F9")],
        ),
        GuideStep::read(|l| GuideText::KillerWon.text(l), Some(trick)),
        GuideStep::act(
            |l| GuideText::FollowSuit.text(l),
            card_at(0.71),
            vec![play("FK")],
            vec![],
        ),
        GuideStep::act(
            |l| GuideText::LeadKing.text(l),
            card_at(0.535),
            vec![play("WK")],
            vec![play("A5")],
        ),
        GuideStep::read(|l| GuideText::Scoring.text(l), Some(Spot::at(0.24, 0.632))),
        GuideStep::read(|l| GuideText::Goal.text(l), Some(Spot::at(0.14, 0.185))),
    ];
    GuideScript {
        rules,
        start,
        steps,
    }
}

#[cfg(test)]
mod tests {
    use super::{super::state::Phase, *};

    #[test]
    fn the_lesson_makes_the_bid_and_leaves_the_player_to_lead() {
        let script = script();
        assert_eq!(script.start.master(), 0, "the player is master");
        let after = script.check().expect("the script plays");
        assert_eq!(after.attacker(), Some(0));
        assert_eq!(after.bids(), [Some(2), Some(2)]);
        assert_eq!(after.tricks_won(), [2, 1], "the bid is made");
        assert_eq!(after.phase(), Phase::Play);
        assert_eq!(
            after.decider(),
            Some(0),
            "the player leads the fourth trick"
        );
    }

    #[test]
    fn no_step_plays_the_leftmost_card_which_the_1_key_would_play() {
        for (state, action) in script().first_actions() {
            if let Action::Play { card } = action {
                assert_ne!(state.hand(0).iter().next(), Some(card), "{action:?}");
            }
        }
    }
}
