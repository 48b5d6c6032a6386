//! Which piste spaces the selected cards mark, and what for (pure, so it can be tested).

use super::cards_of;
use crate::{
    engine::Player,
    games::en_garde::{
        actions::Action,
        cards::Cards,
        state::{Phase, State},
    },
};

/// What a marked space means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// The human's fencer lands here (a move forward or back, or a retreat while defending).
    Destination,
    /// An advance-attack steps here and attacks from here.
    AttackFrom,
    /// The opponent's space, under attack.
    Target,
}

/// The actions the buttons offer for `selection`: the legal ones that play exactly those
/// cards, and taking the hit while defending.
pub fn offered(state: &State, legal: &[Action], selection: Cards) -> Vec<Action> {
    let mut offered: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| !selection.is_empty() && cards_of(*a) == selection)
        .collect();
    if matches!(state.phase(), Phase::Defend(_)) && legal.contains(&Action::Accept) {
        offered.push(Action::Accept);
    }
    offered
}

/// The space a move, retreat or advance lands the human's fencer on.
pub fn destination(state: &State, human: Player, action: Action) -> Option<u8> {
    let pos = state.positions()[human];
    let forward = |n: u8| if human == 0 { pos + n } else { pos - n };
    let back = |n: u8| if human == 0 { pos - n } else { pos + n };
    match action {
        Action::Move {
            card,
            forward: true,
        }
        | Action::AdvanceAttack { step: card, .. } => Some(forward(card)),
        Action::Move {
            card,
            forward: false,
        }
        | Action::Retreat { card } => Some(back(card)),
        _ => None,
    }
}

/// The marked spaces of `actions` (the human's), ordered by space, one mark per space: a
/// target outranks a space attacked from, which outranks a plain destination.
pub fn marks(state: &State, human: Player, actions: &[Action]) -> Vec<(u8, Mark)> {
    let target = state.positions()[1 - human];
    let mut out: Vec<(u8, Mark)> = Vec::new();
    for &action in actions {
        let marked = match action {
            Action::Move { .. } | Action::Retreat { .. } => {
                destination(state, human, action).map(|s| (s, Mark::Destination))
            }
            Action::AdvanceAttack { .. } => {
                out.push((target, Mark::Target));
                destination(state, human, action).map(|s| (s, Mark::AttackFrom))
            }
            Action::Attack { .. } => Some((target, Mark::Target)),
            Action::Parry { .. } | Action::Accept | Action::Deal { .. } | Action::Redeal { .. } => {
                None
            }
        };
        out.extend(marked);
    }
    out.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    out.dedup_by_key(|m| m.0);
    out
}

/// The action a click on marked `space` plays: the one offered action whose fencer lands there
/// (a move, retreat or advance-attack) or, for an attack from where the fencer stands, whose
/// target stands there. `None` when none or several do: the buttons tell those apart.
pub fn action_at(state: &State, human: Player, offered: &[Action], space: u8) -> Option<Action> {
    let target = state.positions()[1 - human];
    let mut at_space = offered.iter().copied().filter(|&action| match action {
        Action::Attack { .. } => target == space,
        _ => destination(state, human, action) == Some(space),
    });
    let first = at_space.next()?;
    at_space.next().is_none().then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::en_garde::{
        rules::Level,
        tests::scenarios::{advance_attacked, game, rules},
    };

    /// The marks the human (seat 0) sees after selecting `cards`.
    fn marks_for(state: &State, cards: &[u8]) -> Vec<(u8, Mark)> {
        let mut legal = Vec::new();
        state.legal(&mut legal);
        marks(state, 0, &offered(state, &legal, Cards::from_values(cards)))
    }

    #[test]
    fn a_move_marks_where_the_fencer_lands_both_ways() {
        let g = game(
            rules(Level::Full),
            [5, 13],
            [&[3, 5, 5, 1, 2], &[1, 2, 3, 4, 4]],
            10,
            &[],
            0,
        );
        assert_eq!(
            marks_for(&g, &[3]),
            vec![(2, Mark::Destination), (8, Mark::Destination)]
        );
        // Five back would leave the piste.
        assert_eq!(marks_for(&g, &[5]), vec![(10, Mark::Destination)]);
        assert!(marks_for(&g, &[]).is_empty());
    }

    #[test]
    fn an_attack_marks_the_opponent() {
        let g = game(
            rules(Level::Standard),
            [8, 12],
            [&[4, 4, 1, 2, 5], &[1, 2, 3, 3, 5]],
            10,
            &[],
            0,
        );
        assert_eq!(marks_for(&g, &[4, 4]), vec![(12, Mark::Target)]);
        // One 4 may attack or move back four; it cannot move forward four.
        assert_eq!(
            marks_for(&g, &[4]),
            vec![(4, Mark::Destination), (12, Mark::Target)]
        );
    }

    #[test]
    fn an_advance_attack_marks_where_it_is_made_from_and_the_target() {
        let g = game(
            rules(Level::Full),
            [5, 12],
            [&[3, 4, 4, 1, 1], &[1, 2, 3, 5, 5]],
            10,
            &[],
            0,
        );
        // 3 then 4-4: steps to 8, four from the opponent on 12.
        assert_eq!(
            marks_for(&g, &[3, 4, 4]),
            vec![(8, Mark::AttackFrom), (12, Mark::Target)]
        );
        // 3 and 4: either card may be the step.
        assert_eq!(
            marks_for(&g, &[3, 4]),
            vec![
                (8, Mark::AttackFrom),
                (9, Mark::AttackFrom),
                (12, Mark::Target)
            ]
        );
    }

    #[test]
    fn a_click_on_a_marked_space_plays_the_one_action_that_marks_it() {
        let g = game(
            rules(Level::Full),
            [5, 13],
            [&[3, 5, 5, 1, 2], &[1, 2, 3, 4, 4]],
            10,
            &[],
            0,
        );
        let mut legal = Vec::new();
        g.legal(&mut legal);
        let three = offered(&g, &legal, Cards::from_values(&[3]));
        let forward = Action::Move {
            card: 3,
            forward: true,
        };
        let back = Action::Move {
            card: 3,
            forward: false,
        };
        assert_eq!(action_at(&g, 0, &three, 8), Some(forward));
        assert_eq!(action_at(&g, 0, &three, 2), Some(back));
        assert_eq!(action_at(&g, 0, &three, 5), None, "the fencer's own space");
        assert_eq!(
            action_at(&g, 0, &three, 13),
            None,
            "nothing attacks with one 3"
        );
        // Only legal actions: no click plays what the rules do not offer.
        for space in 1..=23 {
            if let Some(action) = action_at(&g, 0, &three, space) {
                assert!(legal.contains(&action));
            }
        }
        // Two offered actions landing on one space: the click decides nothing.
        assert_eq!(action_at(&g, 0, &[forward, forward], 8), None);
    }

    #[test]
    fn a_click_on_the_opponent_attacks_and_one_on_the_step_advances() {
        let g = game(
            rules(Level::Full),
            [5, 12],
            [&[3, 4, 4, 1, 1], &[1, 2, 3, 5, 5]],
            10,
            &[],
            0,
        );
        let mut legal = Vec::new();
        g.legal(&mut legal);
        let three_four = offered(&g, &legal, Cards::from_values(&[3, 4]));
        let step_three = action_at(&g, 0, &three_four, 8).expect("3 then 4");
        assert!(matches!(
            step_three,
            Action::AdvanceAttack {
                step: 3,
                value: 4,
                ..
            }
        ));
        // Both advance-attacks strike the opponent: the target alone names neither.
        assert_eq!(action_at(&g, 0, &three_four, 12), None);
        let g = game(
            rules(Level::Standard),
            [8, 12],
            [&[4, 4, 1, 2, 5], &[1, 2, 3, 3, 5]],
            10,
            &[],
            0,
        );
        let mut legal = Vec::new();
        g.legal(&mut legal);
        let fours = offered(&g, &legal, Cards::from_values(&[4, 4]));
        assert_eq!(
            action_at(&g, 0, &fours, 12),
            Some(Action::Attack { value: 4, count: 2 })
        );
    }

    #[test]
    fn a_retreat_while_defending_marks_where_the_defender_lands() {
        // The computer advances 3 and attacks with a 5 from 11: the human on 6 may retreat.
        let g = advance_attacked();
        assert!(matches!(g.phase(), Phase::Defend(_)));
        assert_eq!(marks_for(&g, &[2]), vec![(4, Mark::Destination)]);
        assert_eq!(marks_for(&g, &[5]), vec![(1, Mark::Destination)]);
        // A parry marks nothing on the piste.
        let parry = Action::Parry {
            cards: Cards::of(5, 1),
        };
        assert!(offered(&g, &[parry, Action::Accept], Cards::of(5, 1)).contains(&parry));
        assert!(marks(&g, 0, &[parry, Action::Accept]).is_empty());
    }
}
