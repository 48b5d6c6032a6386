//! En Garde's guided first game, played under the Full rules: two moves to close in, an attack
//! the computer parries and answers, the player's parry and a move, then the computer's strong
//! attack that cannot be parried (the hit ends the round). Steps to read then say how a round also ends
//! (the pile runs out) and which level adds what, and free play goes on in round 2.

use super::{
    actions::Action,
    cards::{Cards, DECK_SIZE},
    rules::{Level, Rules},
    state::State,
};
use crate::{
    i18n::Translate,
    message_enum,
    play::guide::{GuideScript, GuideStep, Spot},
};

message_enum! {
    /// The steps' texts.
    pub enum GuideText {
        Intro,
        Move,
        Closer,
        Attack,
        Parry,
        Riposte,
        Hit,
        RoundEnd,
        Standard,
        Full,
    }
}

fn en(t: GuideText) -> &'static str {
    match t {
        GuideText::Intro => {
            "En Garde is a duel on a piste of 23 spaces: you fence in white from the left, the \
             computer in black from the right. Land a hit to win a round; five rounds win the \
             match."
        }
        GuideText::Move => {
            "A card moves your fencer that many spaces, forward or back, and you draw back up \
             to five cards. Select your 5 and click \"Advance 5\"."
        }
        GuideText::Closer => {
            "To attack you need a card equal to the distance between the fencers. Close in: \
             select a 3 and click \"Advance\u{a0}3\"."
        }
        GuideText::Attack => {
            "The distance is 4, so a 4 attacks. Select a 4 and click \"Attack with\u{a0}4\"."
        }
        GuideText::Parry => {
            "The computer parried with a 4 of its own, then attacked back with a 4. Parry the \
             same way: select your 4 and click \"Parry with\u{a0}4\"."
        }
        GuideText::Riposte => {
            "A parry gives you the turn. Advance 3: select a 3 and click \"Advance\u{a0}3\"."
        }
        GuideText::Hit => {
            "The computer attacked with two 1s at once. A parry needs the same cards, and you \
             held one 1: the hit landed and the computer won round 1 (the score reads 0–1). Round \
             2 has begun. When you can parry, you may still choose \"Accept the hit\"."
        }
        GuideText::RoundEnd => {
            "A round also ends when the pile runs out: whoever holds more cards equal to the \
             distance wins it; if that is even, whoever has advanced farther."
        }
        GuideText::Standard => {
            "You are playing the Full game. The Basic game has only moves and attacks, and \
             every attack hits. The Standard game adds the parry and attacks with several cards \
             of the same value."
        }
        GuideText::Full => {
            "The Full game adds the advance-attack: one card to move forward, then an attack in \
             the same turn. Against it you may also retreat with one card. Round 2 is yours to \
             play!"
        }
    }
}

fn ja(t: GuideText) -> &'static str {
    match t {
        GuideText::Intro => {
            "アン・ギャルドは23マスのピストで戦う決闘です。あなたは白で左から、コンピューターは黒で右から。攻撃を当てるとラウンドの勝ち、5ラウンド勝つと試合の勝ちです。"
        }
        GuideText::Move => {
            "カードを1枚出すと、その数だけ前か後ろへ進み、手札が5枚になるまで引きます。5を選んで「5前進」を押しましょう。"
        }
        GuideText::Closer => {
            "攻撃するには、二人の距離と同じ数のカードが要ります。近づきましょう。3を1枚選んで「3前進」を押します。"
        }
        GuideText::Attack => {
            "距離は4なので、4で攻撃できます。4を1枚選んで「4で攻撃」を押しましょう。"
        }
        GuideText::Parry => {
            "コンピューターは自分の4で受け流し、4で攻撃し返してきました。同じように受け流しましょう。4を選んで「4で受け流す」を押します。"
        }
        GuideText::Riposte => {
            "受け流すと、あなたの番になります。3を1枚選んで「3前進」を押しましょう。"
        }
        GuideText::Hit => {
            "コンピューターは1を2枚同時に出して攻撃しました。受け流すには同じカードが要りますが、あなたの1は1枚だけでした。攻撃が当たり、第1ラウンドはコンピューターの勝ち（0対1）。もう第2ラウンドが始まっています。受け流せるときでも「攻撃を受ける」を選べます。"
        }
        GuideText::RoundEnd => {
            "山札がなくなったときもラウンドは終わります。距離と同じ数のカードを多く持つほうの勝ち、同じ枚数なら、より前に進んでいるほうの勝ちです。"
        }
        GuideText::Standard => {
            "このレッスンは完全ゲームです。基本ゲームは移動と攻撃だけで、攻撃はすべて当たります。標準ゲームでは、受け流しと、同じ数のカードを何枚も使う攻撃が加わります。"
        }
        GuideText::Full => {
            "完全ゲームでは移動攻撃が加わります。1枚で前進し、同じ手番で攻撃します。移動攻撃には、1枚で後退してかわすこともできます。第2ラウンドは自由に遊びましょう。"
        }
    }
}

/// The deck of round 1, top card last: the player's hand 5-4-4-3-3 and the computer's
/// 5-5-4-4-1 are dealt from the top, and the pile brings each the cards the script needs (the
/// computer's second 1 first, the player a single 1). The card each step plays is the lowest
/// or highest of the player's hand, at its left or right end, where the bubble points.
const ROUND_1: [u8; DECK_SIZE] = [
    1, 1, 2, 3, 5, 2, 3, 1, 4, 2, 2, 5, 2, 1, 3, 5, 5, 4, 4, 1, 5, 4, 4, 3, 3,
];

/// The deck of round 2 (free play).
const ROUND_2: [u8; DECK_SIZE] = [
    2, 5, 1, 4, 3, 1, 3, 5, 2, 4, 4, 1, 2, 3, 5, 3, 5, 1, 2, 4, 5, 2, 4, 1, 3,
];

fn advance(card: u8) -> Action {
    Action::Move {
        card,
        forward: true,
    }
}

fn attack(value: u8, count: u8) -> Action {
    Action::Attack { value, count }
}

fn parry(value: u8) -> Action {
    Action::Parry {
        cards: Cards::of(value, 1),
    }
}

/// The lesson: the player moves first.
pub fn script() -> GuideScript<State> {
    let rules = Rules {
        level: Level::Full,
        ..Rules::default()
    };
    let start = State::new(rules.clone(), ROUND_1, 0);
    // Spots on the default table: the card to play at the left or right end of the hand, so
    // that the bubble, above it, leaves the buttons in the middle free.
    let left_card = Spot::at(0.23, 0.77);
    let right_card = Spot::at(0.77, 0.77);
    let steps = vec![
        GuideStep::read(|l| GuideText::Intro.text(l), None),
        GuideStep::act(
            |l| GuideText::Move.text(l),
            right_card,
            vec![advance(5)],
            vec![advance(5)],
        ),
        GuideStep::act(
            |l| GuideText::Closer.text(l),
            left_card,
            vec![advance(3)],
            vec![advance(5)],
        ),
        GuideStep::act(
            |l| GuideText::Attack.text(l),
            right_card,
            vec![attack(4, 1)],
            vec![parry(4), attack(4, 1)],
        ),
        GuideStep::act(
            |l| GuideText::Parry.text(l),
            right_card,
            vec![parry(4)],
            vec![],
        ),
        GuideStep::act(
            |l| GuideText::Riposte.text(l),
            // Four cards now: at the right 3, with the bubble where it ends at the button's
            // right end (over the hand it would cover the button).
            Spot::at(0.68, 0.77).from_bubble_at(0.755, 0.6),
            vec![advance(3)],
            // The strong attack cannot be parried and ends the round; round 2 is dealt and
            // the computer, who starts it, moves.
            vec![attack(1, 2), Action::Deal { deck: ROUND_2 }, advance(2)],
        ),
        // The score track is at the top left, over the player's fencer: the bubble, which
        // goes below what it points at, would hide the fencer.
        GuideStep::read(|l| GuideText::Hit.text(l), None),
        // The pile, from the empty felt between it and the hand.
        GuideStep::read(
            |l| GuideText::RoundEnd.text(l),
            Some(Spot::at(0.113, 0.557).from_bubble_at(0.3, 0.62)),
        ),
        GuideStep::read(|l| GuideText::Standard.text(l), None),
        GuideStep::read(|l| GuideText::Full.text(l), None),
    ];
    GuideScript {
        rules,
        start,
        steps,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game as _, Turn};

    #[test]
    fn the_lesson_ends_with_the_computer_s_hit_and_the_player_to_move_in_round_2() {
        let after = script().check().expect("the script plays");
        assert_eq!(after.scores(), [0, 1], "the hit scored");
        assert_eq!(after.round(), 2);
        assert_eq!(after.to_move(), Turn::Player(0), "{after:?}");
    }

    #[test]
    fn the_strong_attack_cannot_be_parried() {
        let mut state = script().start;
        for action in [
            advance(5),
            advance(5),
            advance(3),
            advance(5),
            attack(4, 1),
            parry(4),
            attack(4, 1),
            parry(4),
            advance(3),
        ] {
            state.play(action, None).expect("the script's action");
        }
        assert_eq!(state.distance(), 1);
        assert_eq!(state.hand(0).count(1), 1, "the player holds a single 1");
        assert_eq!(state.hand(1).count(1), 2);
    }
}
