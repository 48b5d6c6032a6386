//! The busiest BANG! table, for the layout check: seven seats of characters with long names,
//! a full hand each, and the cards in play a seat can hold at most (a weapon, Barrel, Mustang
//! or Scope, Jail, Dynamite) in front of the seats whose second row of cards lies nearest to a
//! neighbour: the upper ones on both sides and the seventh seat. The human (the Sheriff) is at
//! play.

use super::{
    super::{cards::Kind, characters::Character, state::State},
    table::{at_play, bare, equip_kind, give, roles},
};

/// The position (seven seats, the human in seat 0 at play).
pub fn position() -> State {
    use Character::*;
    let chars = [
        CalamityJanet,
        SlabTheKiller,
        SuzyLafayette,
        PedroRamirez,
        WillyTheKid,
        VultureSam,
        JesseJones,
    ];
    let mut g = bare(&chars, &roles(chars.len()));
    let in_play: [&[Kind]; 7] = [
        &[],
        &[Kind::Schofield],
        &[Kind::Carabine, Kind::Barrel, Kind::Mustang, Kind::Jail],
        &[Kind::Volcanic],
        &[Kind::Remington],
        &[Kind::Winchester, Kind::Barrel, Kind::Scope, Kind::Jail],
        &[Kind::Schofield, Kind::Mustang, Kind::Jail, Kind::Dynamite],
    ];
    for (seat, kinds) in in_play.iter().enumerate() {
        for &kind in *kinds {
            equip_kind(&mut g, seat, kind);
        }
    }
    // Four cards each, from the top of the deck.
    for seat in 0..chars.len() {
        for _ in 0..4 {
            if let Some(&c) = g.deck.last() {
                give(&mut g, seat, c);
            }
        }
    }
    at_play(&mut g, 0);
    g
}
