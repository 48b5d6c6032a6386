//! Knatsch's guided first game, two players: the player, holding two castles, takes a third
//! from a stack (the card's pattern, a roll, two dice kept, a second roll, stop), the computer
//! tries the next card and fails, the player takes Dice card 5 (a special, which gives another
//! action), and a step to read says what the King needs. Free play begins with that action:
//! three castles and the fixed 5, the King is there to try. Every roll is scripted.

use super::{
    actions::{Action, Target},
    cards::CardId,
    rules::Rules,
    state::{Phase, State},
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
        Castle,
        Attack,
        Keep,
        Stop,
        Special,
        TakeSpecial,
        StopSpecial,
        King,
    }
}

fn en(t: GuideText) -> &'static str {
    match t {
        GuideText::Intro => {
            "In Knatsch you roll dice to take cards. Four castles win, and so do three castles \
             and the King. You already hold two castles."
        }
        GuideText::Castle => {
            "Every card shows what you must roll to take it. Castle E on stack 1 needs three 4s \
             and one more die of 3 or higher. Four of a kind, or three of a higher number, also \
             take it."
        }
        GuideText::Attack => {
            "Attack it: click Castle E on stack 1. You roll six dice, up to three times."
        }
        GuideText::Keep => {
            "Sixes count for nothing and stay out. Keep your two 4s: click them, then \"Roll \
             again\" to roll the other three. Kept dice stay kept."
        }
        GuideText::Stop => {
            "Three 4s and a 5: at least what the card asks. Click \"Stop\" to take the castle."
        }
        GuideText::Special => {
            "The computer tried the next card and failed: it went under its stack. Cards with a \
             power are specials; point at one to read it. Dice card 5 on stack 2 is a seventh \
             die that always shows 5."
        }
        GuideText::TakeSpecial => {
            "Take it: click Dice card 5 on stack 2. A special taken from a stack gives you \
             another action."
        }
        GuideText::StopSpecial => "Three 5s and a 2 at the first roll. Click \"Stop\".",
        GuideText::King => {
            "With exactly three castles you may challenge the King as your action: you need \
             four 5s and a 1, and your Dice card already gives one 5. If he withstands you, you \
             lose a castle. Use your extra action: the game is yours to play!"
        }
    }
}

fn ja(t: GuideText) -> &'static str {
    match t {
        GuideText::Intro => {
            "ナッシュでは、ダイスを振ってカードを奪い合います。城を4枚集めるか、城3枚で国王を追放すれば勝ちです。あなたはもう城を2枚持っています。"
        }
        GuideText::Castle => {
            "カードには、獲得に必要な目が描かれています。山札1の城Eなら、4が3個と、ほかに3以上のダイスが1個。同じ数が4個そろうか、もっと大きい数が3個そろっても獲得できます。"
        }
        GuideText::Attack => {
            "攻撃しましょう。山札1の城Eをクリックします。ダイス6個を3回まで振れます。"
        }
        GuideText::Keep => {
            "6は数えず、脇に置かれます。4を2個残しましょう。2個をクリックして「振り直す」を押すと、残りの3個を振ります。残したダイスはそのままです。"
        }
        GuideText::Stop => {
            "4が3個と5で、カードの目に届きました。「止める」を押して城を獲得しましょう。"
        }
        GuideText::Special => {
            "コンピューターは次のカードに挑んで失敗し、そのカードは山札の下へ入りました。力を持つカードが特殊カードです。マウスを合わせると説明が出ます。山札2のダイスカード5は、いつも5を出す7個目のダイスです。"
        }
        GuideText::TakeSpecial => {
            "山札2のダイスカード5をクリックして攻撃しましょう。山札から特殊カードを取ると、もう一度行動できます。"
        }
        GuideText::StopSpecial => "1回目で5が3個と2が出ました。「止める」を押しましょう。",
        GuideText::King => {
            "城がちょうど3枚なら、行動として国王の追放を試みられます。必要なのは5が4個と1。ダイスカードで5が1個そろっています。失敗すると城を1枚失います。もう一度の行動から、自由に遊びましょう。"
        }
    }
}

/// Castle A (3,3,3;1) and Castle B (3,3,3;2): the player's two castles.
const PLAYER_CASTLES: [CardId; 2] = [3, 0];
/// Castle D (4,4,4;1): the computer's castle.
const COMPUTER_CASTLE: CardId = 9;
/// Castle E (4,4,4;3), on top of stack 1: the player's first attack.
const CASTLE_E: CardId = 12;
/// A Catapult (4,4,4;2), under Castle E: the computer's attack, which fails.
const CATAPULT: CardId = 30;
/// Dice card 5 (5,5,5;1), on top of stack 2: the special the player takes.
const DICE_5: CardId = 29;
/// The other cards, in a fixed shuffled order: the first half under the Catapult, the second
/// under Dice card 5.
const REST: [CardId; 42] = [
    18, 7, 26, 47, 46, 20, 14, 19, 15, 41, 43, 28, 11, 1, 23, 42, 16, 25, 45, 39, 22, 36, 33, 21,
    32, 10, 35, 34, 37, 4, 2, 17, 38, 44, 27, 8, 40, 6, 5, 31, 13, 24,
];

/// The prepared table: the player (seat 0) to act first, nobody has seen below the tops.
fn start(rules: Rules) -> State {
    let (first, second) = REST.split_at(REST.len() / 2);
    let stacks = [
        [CASTLE_E, CATAPULT]
            .iter()
            .chain(first)
            .copied()
            .collect::<Vec<_>>(),
        std::iter::once(DICE_5)
            .chain(second.iter().copied())
            .collect(),
    ];
    let hidden = stacks.clone().map(|s| s.len().saturating_sub(1) as u8);
    State {
        rules,
        stacks,
        hidden,
        hands: vec![PLAYER_CASTLES.to_vec(), vec![COMPUTER_CASTLE]],
        active: 0,
        refreshes_left: 1,
        king_tried: false,
        phase: Phase::Action,
        turn: 1,
        guards: vec![Vec::new(); 2],
    }
}

fn attack(stack: u8) -> Action {
    Action::Attack {
        target: Target::Stack(stack),
    }
}

fn roll(dice: &[u8]) -> Action {
    let mut all = [0; 6];
    for (slot, &d) in all.iter_mut().zip(dice) {
        *slot = d;
    }
    Action::Roll { dice: all }
}

/// Keeps `n` dice showing `face`.
fn keep(face: u8, n: u8) -> Action {
    let mut counts = [0; 5];
    counts[usize::from(face) - 1] = n;
    Action::Keep { counts }
}

/// `at`, spoken of from the table's lower right: what the steps speak of (the stacks, the dice
/// tray) is in the middle, the computer's seat at the top and yours at the bottom centre.
fn spot(at: Spot) -> Spot {
    at.from_bubble_at(0.85, 0.8)
}

/// Under Castle E, Dice card 5 and the King (the stacks' and the King's cards).
const UNDER_CASTLE_E: Spot = Spot::at(0.2, 0.595);
const UNDER_DICE_CARD: Spot = Spot::at(0.32, 0.595);
const UNDER_KING: Spot = Spot::at(0.445, 0.595);
/// Under the dice tray's Stop.
const UNDER_STOP: Spot = Spot::at(0.63, 0.586);

fn act(
    text: fn(crate::i18n::Lang) -> &'static str,
    at: Spot,
    allowed: Action,
    replies: Vec<Action>,
) -> GuideStep<Action> {
    GuideStep::act(text, spot(at), vec![allowed], replies)
}

/// The lesson: the player acts first.
pub fn script() -> GuideScript<State> {
    let rules = Rules::default();
    let start = start(rules.clone());
    let steps = vec![
        // The player's two castles, at the bottom of the table.
        GuideStep::read(|l| GuideText::Intro.text(l), Some(spot(Spot::at(0.6, 0.9)))),
        GuideStep::read(|l| GuideText::Castle.text(l), Some(spot(UNDER_CASTLE_E))),
        act(
            |l| GuideText::Attack.text(l),
            UNDER_CASTLE_E,
            attack(0),
            vec![roll(&[4, 2, 4, 6, 1, 3])],
        ),
        act(
            |l| GuideText::Keep.text(l),
            // The dice tray, right of the King: under its third die, a 4.
            Spot::at(0.64, 0.535),
            keep(4, 2),
            vec![roll(&[5, 4, 2])],
        ),
        act(
            |l| GuideText::Stop.text(l),
            UNDER_STOP,
            Action::Stop,
            // The computer attacks the Catapult now on top of stack 1: two 2s kept (the 6 stays
            // out), then too little; the card goes under its stack.
            vec![
                attack(0),
                roll(&[1, 2, 2, 6, 3, 5]),
                keep(2, 2),
                roll(&[4, 1, 3]),
                Action::Stop,
            ],
        ),
        GuideStep::read(|l| GuideText::Special.text(l), Some(spot(UNDER_DICE_CARD))),
        act(
            |l| GuideText::TakeSpecial.text(l),
            UNDER_DICE_CARD,
            attack(1),
            vec![roll(&[5, 2, 5, 1, 5, 6])],
        ),
        act(
            |l| GuideText::StopSpecial.text(l),
            UNDER_STOP,
            Action::Stop,
            vec![],
        ),
        GuideStep::read(|l| GuideText::King.text(l), Some(spot(UNDER_KING))),
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
    fn the_lesson_leaves_the_player_an_action_with_three_castles_and_the_fixed_5() {
        let after = script().check().expect("the script plays");
        assert_eq!(after.to_move(), Turn::Player(0), "{after:?}");
        assert_eq!(after.castle_count(0), 3);
        assert_eq!(after.extra_die(0), Some(5));
        assert_eq!(after.castle_count(1), 1, "the computer's attack failed");
        let mut legal = Vec::new();
        after.legal_actions(&mut legal);
        assert!(
            legal.contains(&Action::Attack {
                target: Target::King
            }),
            "the King may be challenged: {legal:?}"
        );
    }

    #[test]
    fn every_card_is_on_the_table_once() {
        let state = script().start;
        let mut all: Vec<CardId> = state
            .stack(0)
            .iter()
            .chain(state.stack(1))
            .chain(state.hand(0))
            .chain(state.hand(1))
            .copied()
            .collect();
        all.sort_unstable();
        assert_eq!(
            all,
            (0..super::super::cards::NUM_CARDS as CardId).collect::<Vec<_>>()
        );
    }
}
