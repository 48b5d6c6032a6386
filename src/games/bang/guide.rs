//! BANG!'s guided first game: four players, the player the Sheriff as Willy the Kid, the deck
//! stacked. The player reads the roles, distance and reach, puts a gun in play, shoots (a
//! Missed! answers), shoots again (Willy's ability), jails an Outlaw, puts Barrel and Dynamite
//! in play; the computers' turns bring a Beer, a Mustang and a shot the Barrel dodges; the
//! Dynamite explodes and the player drinks a Beer. Then free play. (The leftmost card of the
//! hand, which the 1 key would play, is a Missed! no step plays.)

use super::{
    actions::{Action, Target},
    cards::{CardId, DECK, DECK_SIZE, Kind, Suit},
    characters::Character,
    roles::Role,
    rules::Rules,
    state::State,
};
use crate::{
    i18n::Translate,
    message_enum,
    play::guide::{GUIDE_HUMAN, GuideScript, GuideStep, Spot},
};

message_enum! {
    /// The steps' texts.
    pub enum GuideText {
        Roles,
        Distance,
        Gun,
        Shoot,
        Missed,
        Willy,
        Jail,
        Barrel,
        Dynamite,
        EndTurn,
        TheirTurn,
        DrawBarrel,
        Others,
        Exploded,
        Beer,
        FreePlay,
    }
}

fn en(t: GuideText) -> &'static str {
    match t {
        GuideText::Roles => {
            "You are the Sheriff: your role is face up. The others' roles are secret: two \
             Outlaws want you dead, and the Renegade wants to be the last one standing. You win \
             once the Outlaws and the Renegade are all out."
        }
        GuideText::Distance => {
            "Each plate shows how far that player is: the players beside you are at distance 1, \
             Rose Doolan across the table at 2. Your plate shows your reach, 1: a BANG! only hits \
             a player within your reach."
        }
        GuideText::Gun => {
            "A gun sets your reach. Click your Schofield to put it in play: your reach becomes 2."
        }
        GuideText::Shoot => {
            "Now Rose Doolan is within reach. Click your BANG!, then her plate, to shoot her."
        }
        GuideText::Missed => {
            "She answered with a Missed!, so the shot missed. Without one she would have lost a \
             life: the bullets on each plate are its lives."
        }
        GuideText::Willy => {
            "Usually you may play one BANG! a turn. But you are Willy the Kid: you may play as \
             many as you like. Shoot Vulture Sam: click your other BANG!, then him."
        }
        GuideText::Jail => {
            "Jail goes on anyone but the Sheriff, at any distance. Click Jail, then Sid Ketchum: \
             at the start of his turn he must draw a heart or miss his turn."
        }
        GuideText::Barrel => {
            "Blue cards stay in play in front of you. Click your Barrel: when you are shot, you \
             may draw a card, and a heart counts as a Missed!."
        }
        GuideText::Dynamite => {
            "Click Dynamite to put it in play. At the start of your turn you draw a card: a 2 to \
             9 of spades explodes (3 lives lost), anything else passes it to the next player."
        }
        GuideText::EndTurn => {
            "That is all for this turn. Click End turn; with more cards than lives you would \
             discard down to your lives."
        }
        GuideText::TheirTurn => {
            "Vulture Sam drank a Beer (one life back) and put a Mustang in play: the others now \
             see him one farther (a Scope does the opposite). Then he shot you."
        }
        GuideText::DrawBarrel => "You have a Barrel: click Barrel: draw! to try your luck.",
        GuideText::Others => {
            "A heart: the shot missed. Rose Doolan put a Remington (reach 3) in play. Sid \
             Ketchum drew no heart in Jail, so he missed his turn."
        }
        GuideText::Exploded => {
            "Your turn began with the Dynamite's draw: the 7 of spades. It exploded, and you \
             lost 3 lives."
        }
        GuideText::Beer => "Click your Beer: it gives you one life back.",
        GuideText::FreePlay => {
            "That is the game. Your character's ability is on your plate's tooltip, the others' \
             on theirs. Play on with hints!"
        }
    }
}

fn ja(t: GuideText) -> &'static str {
    match t {
        GuideText::Roles => {
            "あなたは保安官です。役割が表向きになっています。ほかの人の役割は秘密です。無法者の2人はあなたを倒そうとし、裏切り者は最後の1人になろうとします。無法者と裏切り者が全員脱落すれば、あなたの勝ちです。"
        }
        GuideText::Distance => {
            "各プレイヤーの欄に、あなたからの距離が出ています。両隣は距離1、向かいのローズ・ドゥーランは距離2です。あなたの欄には射程1とあります。BANG! は射程内の相手にしか当たりません。"
        }
        GuideText::Gun => {
            "武器で射程が決まります。スコフィールドをクリックして場に置きましょう。射程が2になります。"
        }
        GuideText::Shoot => {
            "これでローズ・ドゥーランが射程に入りました。BANG! をクリックしてから、ローズの欄をクリックして撃ちましょう。"
        }
        GuideText::Missed => {
            "ローズは Missed! を出したので、弾は外れました。なければ体力を1失うところでした。欄の弾丸の数が体力です。"
        }
        GuideText::Willy => {
            "ふつうは1手番にBANG! を1枚しか出せません。でも、あなたはウィリー・ザ・キッドなので、何枚でも出せます。もう1枚のBANG! をクリックしてから、バルチャー・サムを撃ちましょう。"
        }
        GuideText::Jail => {
            "監獄は保安官以外なら、距離に関係なく誰にでも置けます。監獄をクリックしてから、シド・ケッチャムをクリックしましょう。シドは手番の初めにハートを抜かないと、手番を休みます。"
        }
        GuideText::Barrel => {
            "青いカードは自分の前の場に残ります。樽をクリックしましょう。撃たれたときにカードを1枚抜いて、ハートならMissed! の代わりになります。"
        }
        GuideText::Dynamite => {
            "ダイナマイトをクリックして場に置きましょう。手番の初めにカードを1枚抜き、スペードの2〜9なら爆発して体力を3失います。それ以外なら次の人に渡ります。"
        }
        GuideText::EndTurn => {
            "この手番はここまでです。「手番終了」を押しましょう。手札が体力より多ければ、体力と同じ枚数まで捨てます。"
        }
        GuideText::TheirTurn => {
            "バルチャー・サムはビールで体力を1回復し、マスタングを場に置きました。ほかの人からの距離が1増えます（スコープはその逆です）。そして、あなたを撃ちました。"
        }
        GuideText::DrawBarrel => "あなたには樽があります。「樽：抜く」を押して、運を試しましょう。",
        GuideText::Others => {
            "ハートなので、弾は外れました。ローズ・ドゥーランはレミントン（射程3）を場に置きました。シド・ケッチャムは監獄でハートを抜けず、手番を休みました。"
        }
        GuideText::Exploded => {
            "あなたの手番は、ダイナマイトのカード抜きから始まりました。スペードの7なので爆発して、体力を3失いました。"
        }
        GuideText::Beer => "ビールをクリックしましょう。体力が1回復します。",
        GuideText::FreePlay => {
            "これで一通りです。あなたのキャラクターの能力は、自分の欄にポインターを置くと出ます。ほかの人も同じです。ヒントを見ながら続けてみましょう。"
        }
    }
}

/// The card of `kind`, `suit` and `rank` (the first, for the two identical Stagecoaches).
fn id(kind: Kind, suit: Suit, rank: u8) -> CardId {
    DECK.iter()
        .position(|c| c.kind == kind && c.suit == suit && c.rank == rank)
        .unwrap_or(0) as CardId
}

/// The seats: the player, then clockwise.
const SAM: usize = 1;
const ROSE: usize = 2;
const SID: usize = 3;

/// A hand card's spot: a little inside its top edge (the bubble goes above it), for card `i`
/// of `n` on the default table (1280×800).
fn card(i: usize, n: usize) -> Spot {
    // The hand is centred right of the player's seat; cards are about a tenth of the table's width apart.
    let x = 0.615 + (i as f32 - (n as f32 - 1.0) / 2.0) * 0.097;
    Spot::at(x, 0.823)
}

/// The lesson: the player is the Sheriff, Willy the Kid.
pub fn script() -> GuideScript<State> {
    use Kind::*;
    use Suit::*;
    let rules = Rules::default();
    let setup = [
        (Character::WillyTheKid, Role::Sheriff),
        (Character::VultureSam, Role::Outlaw),
        (Character::RoseDoolan, Role::Renegade),
        (Character::SidKetchum, Role::Outlaw),
    ];
    let missed = id(Missed, Clubs, 11);
    let jail = id(Jail, Spades, 11);
    let schofield = id(Schofield, Clubs, 11);
    let bang = id(Bang, Diamonds, 5);
    let barrel = id(Barrel, Spades, 13);
    let second_bang = id(Bang, Diamonds, 7);
    let dynamite = id(Dynamite, Hearts, 2);
    let sam_beer = id(Beer, Hearts, 6);
    let mustang = id(Mustang, Hearts, 9);
    let sam_bang = id(Bang, Clubs, 2);
    let rose_missed = id(Missed, Clubs, 10);
    let remington = id(Remington, Clubs, 13);
    let beer = id(Beer, Hearts, 8);
    // The cards in the order they come off the deck: the hands dealt (the player's 5, then 4
    // each), the player's draw, Sam's draw, the Barrel's heart, Rose's draw, Sid's Jail draw
    // (no heart), the Dynamite's 7 of spades, the player's second draw.
    let order = [
        missed,
        jail,
        schofield,
        bang,
        barrel,
        sam_beer,
        mustang,
        sam_bang,
        id(Duel, Clubs, 8),
        rose_missed,
        remington,
        id(Bang, Clubs, 3),
        id(Saloon, Hearts, 5),
        id(Bang, Clubs, 4),
        id(Bang, Clubs, 5),
        id(Missed, Spades, 3),
        id(Beer, Hearts, 7),
        second_bang,
        dynamite,
        id(Indians, Diamonds, 13),
        id(Stagecoach, Spades, 9),
        id(Panic, Hearts, 14),
        id(GeneralStore, Spades, 12),
        id(WellsFargo, Hearts, 3),
        id(Duel, Spades, 11),
        id(Missed, Spades, 7),
        id(Bang, Diamonds, 8),
        beer,
    ];
    // The rest of the deck under them (the top card is the last).
    let mut deck: Vec<CardId> = (0..DECK_SIZE as CardId)
        .filter(|c| !order.contains(c))
        .collect();
    deck.extend(order.iter().rev());
    let start = State::with_setup(rules.clone(), &setup, deck, None);
    // The seats' plates (the bubble goes below them), the player's own plate, and the top of the first button of the row above the hand (the bubble above it
    // leaves it free).
    let seat = |p: usize| match p {
        SAM => Spot::at(0.138, 0.473),
        ROSE => Spot::at(0.5, 0.105),
        _ => Spot::at(0.862, 0.473),
    };
    // Spoken of from the felt between the piles and the hand: a bubble above the player's
    // plate hid Vulture Sam's seat.
    let own = Spot::at(0.115, 0.83).from_bubble_at(0.42, 0.6);
    let button = Spot::at(0.29, 0.731);
    let play = |card: CardId| Action::Play {
        card,
        target: Target::Nobody,
    };
    let shoot = |card: CardId, player: usize| Action::Play {
        card,
        target: Target::Player { player },
    };
    let steps = vec![
        GuideStep::read(|l| GuideText::Roles.text(l), Some(own)),
        GuideStep::read(|l| GuideText::Distance.text(l), Some(seat(ROSE))),
        GuideStep::act(
            |l| GuideText::Gun.text(l),
            card(2, 7),
            vec![play(schofield)],
            vec![],
        ),
        GuideStep::act(
            |l| GuideText::Shoot.text(l),
            seat(ROSE),
            vec![shoot(bang, ROSE)],
            vec![Action::Respond { card: rose_missed }],
        ),
        GuideStep::read(|l| GuideText::Missed.text(l), Some(seat(ROSE))),
        GuideStep::act(
            |l| GuideText::Willy.text(l),
            seat(SAM),
            vec![shoot(second_bang, SAM)],
            // With no Missed! he takes the hit: his only choice is made for him.
            vec![],
        ),
        GuideStep::act(
            |l| GuideText::Jail.text(l),
            seat(SID),
            vec![Action::Play {
                card: jail,
                target: Target::Player { player: SID },
            }],
            vec![],
        ),
        GuideStep::act(
            |l| GuideText::Barrel.text(l),
            card(1, 3),
            vec![play(barrel)],
            vec![],
        ),
        GuideStep::act(
            |l| GuideText::Dynamite.text(l),
            card(1, 2),
            vec![play(dynamite)],
            vec![],
        ),
        GuideStep::act(
            |l| GuideText::EndTurn.text(l),
            button,
            vec![Action::EndTurn],
            vec![play(sam_beer), play(mustang), shoot(sam_bang, GUIDE_HUMAN)],
        ),
        // Sam's Mustang, under his plate, from the felt right of it: a bubble under the plate
        // hid the Mustang it speaks of.
        GuideStep::read(
            |l| GuideText::TheirTurn.text(l),
            Some(Spot::at(0.065, 0.54).from_bubble_at(0.42, 0.6)),
        ),
        GuideStep::act(
            |l| GuideText::DrawBarrel.text(l),
            button,
            vec![Action::UseBarrel],
            vec![Action::EndTurn, play(remington), Action::EndTurn],
        ),
        GuideStep::read(|l| GuideText::Others.text(l), Some(seat(SID))),
        GuideStep::read(|l| GuideText::Exploded.text(l), Some(own)),
        GuideStep::act(
            |l| GuideText::Beer.text(l),
            card(2, 3),
            vec![play(beer)],
            vec![],
        ),
        GuideStep::read(|l| GuideText::FreePlay.text(l), Some(own)),
    ];
    GuideScript {
        rules,
        start,
        steps,
    }
}

#[cfg(test)]
mod tests {
    use super::{super::cards::kind, *};

    #[test]
    fn the_lesson_ends_in_the_players_second_turn_after_the_dynamite() {
        let script = script();
        assert!(script.start.cards_accounted_for());
        let after = script.check().expect("the script plays");
        assert!(after.cards_accounted_for());
        assert_eq!(after.turn(), GUIDE_HUMAN);
        assert_eq!(after.decider(), Some(GUIDE_HUMAN));
        let me = after.seat(GUIDE_HUMAN);
        assert_eq!(me.life, 3, "5, the Dynamite's 3 lost, a Beer's 1 back");
        assert!(me.has(Kind::Schofield) && me.has(Kind::Barrel));
        assert!(!me.has(Kind::Dynamite), "it exploded");
        assert_eq!(after.seat(SAM).life, 4, "hit once, then a Beer");
        assert!(after.seat(SAM).has(Kind::Mustang));
        assert!(after.seat(ROSE).has(Kind::Remington));
        assert_eq!(after.seat(ROSE).life, 4, "her Missed! saved her");
        assert!(!after.seat(SID).has(Kind::Jail), "the Jail is spent");
        assert_eq!(after.winner(), None);
    }

    #[test]
    fn no_step_plays_the_leftmost_card_which_the_1_key_would_play() {
        for (state, action) in script().first_actions() {
            let hand = &state.seat(GUIDE_HUMAN).hand;
            assert_eq!(hand.first().map(|&c| kind(c)), Some(Kind::Missed));
            if let Action::Play { card, .. } = action {
                assert_ne!(hand.first(), Some(&card), "{action:?}");
            }
        }
    }
}
