//! Gygès's guided first game: the set-up almost done (the player places the last piece), then
//! one move of each kind — a plain move of exactly its rings, a bounce, a replace with its drop
//! — leaving a win to find in free play: land on c3, bounce to c6, bounce into the goal.

use super::{
    actions::Action,
    board::{Point, Sq},
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
        Intro,
        Place,
        NearestRow,
        Count,
        Bounce,
        Replace,
        Goal,
    }
}

fn en(t: GuideText) -> &'static str {
    match t {
        GuideText::Intro => {
            "In Gygès the pieces belong to no one: you may move any piece. You win by moving a \
             piece into the goal beyond the far side of the board."
        }
        GuideText::Place => {
            "First the pieces are set on the back rows. Place your last one: pick the piece with \
             3 rings in your supply, then click square d1."
        }
        GuideText::NearestRow => {
            "Now you move. You may only move a piece of the row nearest you that has pieces: \
             for now, your back row."
        }
        GuideText::Count => {
            "A piece moves exactly as many squares as it has rings, one square at a time, never \
             over another piece. Move the 2 rings on b1 up two squares: click b1, b2, then b3."
        }
        GuideText::Bounce => {
            "If your last step lands on a piece, you bounce: go on as many squares as that piece \
             has rings. Click f1, then e1 (2 rings), then Bounce, then e2 and e3."
        }
        GuideText::Replace => {
            "Instead of bouncing you may replace: your piece takes the square, and you put the \
             other piece on any empty square not beyond the computer's nearest row. Click c1, \
             c2, d2, d1, then Replace, and put the piece on c3."
        }
        GuideText::Goal => {
            "A move reaches the goal by stepping off the far row with its last step. You can win \
             now from d1: land on c3, bounce up to c6, bounce into the goal. Play on and try it!"
        }
    }
}

fn ja(t: GuideText) -> &'static str {
    match t {
        GuideText::Intro => {
            "ギュゲスの駒は誰のものでもありません。どの駒でも動かせます。盤の向こう側のゴールに駒を入れたら勝ちです。"
        }
        GuideText::Place => {
            "最初に、両者がスタート段に駒を置きます。最後の駒を置きましょう。手持ちからリング3個の駒を選び、d1のマスをクリックします。"
        }
        GuideText::NearestRow => {
            "ここから駒を動かします。動かせるのは、駒のある段のうち自分に最も近い段の駒だけです。今はスタート段です。"
        }
        GuideText::Count => {
            "駒はリングの数とちょうど同じ歩数だけ、1マスずつ進みます。ほかの駒は飛び越えられません。b1のリング2個の駒を2マス上へ。b1、b2、b3の順にクリックします。"
        }
        GuideText::Bounce => {
            "最後の一歩が駒の上に止まると、バウンスしてその駒のリングの数だけさらに進めます。f1、e1（リング2個）の順にクリックし、「バウンス」を押して、e2、e3へ進みます。"
        }
        GuideText::Replace => {
            "バウンスのかわりにリプレイスもできます。自分の駒がそのマスに入り、もとの駒を空いているマスに置きます。ただし、コンピューターに最も近い駒の段より向こうには置けません。c1、c2、d2、d1の順にクリックし、「リプレイス」を押して、その駒をc3に置きます。"
        }
        GuideText::Goal => {
            "最後の一歩で向こう端の段から外へ出ると、ゴールです。今ならd1から勝てます。c3に止まってバウンスし、c6でもう一度バウンスしてゴールへ。続けて遊んで、やってみましょう。"
        }
    }
}

fn sq(name: &str) -> Sq {
    Sq::parse(name).unwrap_or(Sq(0))
}

fn moved(from: &str, to: &str) -> Action {
    Action::Move {
        from: sq(from),
        to: Point::Square(sq(to)),
    }
}

fn place(col: u8, rings: u8) -> Action {
    Action::Place { col, rings }
}

/// The bubble's centre for the steps that need the board's top left seen (the rows the
/// replaced piece may go to, the win through c6): right of the board, over the f column only.
const BESIDE_THE_BOARD: (f32, f32) = (0.85, 0.45);

/// The lesson: the player places first and moves first.
pub fn script() -> GuideScript<State> {
    let rules = Rules::default();
    let mut start = State::new(rules.clone(), 0);
    // Ten of the twelve placements, alternating (the player first): the player's 1, 2, 3 on
    // a1–c1 and 2, 1 on e1–f1; the computer's 3, 2, 1, 1, 2 on a6–e6.
    for action in [
        place(0, 1),
        place(0, 3),
        place(1, 2),
        place(1, 2),
        place(2, 3),
        place(2, 1),
        place(4, 2),
        place(3, 1),
        place(5, 1),
        place(4, 2),
    ] {
        if start.apply(action).is_err() {
            log::error!("the Gygès lesson's set-up refused {action:?}");
        }
    }
    // Spots on the default table (the board in the middle, six rows of about a ninth of its
    // height): the goal's right end (its label is in the middle), over row 1, over row 3.
    let steps = vec![
        GuideStep::read(|l| GuideText::Intro.text(l), Some(Spot::at(0.66, 0.08))),
        GuideStep::act(
            |l| GuideText::Place.text(l),
            Spot::at(0.54, 0.74),
            vec![place(3, 3)],
            vec![place(5, 3)],
        ),
        GuideStep::read(|l| GuideText::NearestRow.text(l), Some(Spot::at(0.5, 0.74))),
        GuideStep::act(
            |l| GuideText::Count.text(l),
            Spot::at(0.34, 0.52),
            vec![moved("b1", "b3")],
            vec![moved("e6", "e4")],
        ),
        GuideStep::act(
            |l| GuideText::Bounce.text(l),
            Spot::at(0.62, 0.52),
            vec![moved("f1", "e3")],
            vec![moved("f6", "f3")],
        ),
        GuideStep::act(
            |l| GuideText::Replace.text(l),
            Spot::at(0.42, 0.52).from_bubble_at(BESIDE_THE_BOARD.0, BESIDE_THE_BOARD.1),
            vec![Action::Replace {
                from: sq("c1"),
                at: sq("d1"),
                drop: sq("c3"),
            }],
            vec![moved("b6", "a5")],
        ),
        GuideStep::read(
            |l| GuideText::Goal.text(l),
            Some(Spot::at(0.66, 0.08).from_bubble_at(BESIDE_THE_BOARD.0, BESIDE_THE_BOARD.1)),
        ),
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

    #[test]
    fn the_lesson_plays_and_leaves_a_win_from_d1() {
        let after = script().check().expect("the script plays");
        let win = Action::Move {
            from: sq("d1"),
            to: Point::Goal,
        };
        assert!(after.legal_action_list().contains(&win), "{after:?}");
    }
}
