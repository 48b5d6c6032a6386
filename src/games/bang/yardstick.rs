//! The arena's `yardstick`: a computer player written from the public description of a BANG!
//! server's bots (docs/research/bang.md §3.2), not from our own players, so that measuring
//! against it says something from outside the project. Laboratory only (feature `lab`).
//!
//! What it does, as described there:
//! - plays in a fixed priority order: "strong" cards (draws, area attacks, General Store), then
//!   healing when hurt, then equipment, then the cards aimed at one player; among the aimed
//!   plays that pass its checks it picks at random;
//! - reads roles by *karma*: a hidden player who attacks a law-like player (the Sheriff above
//!   all) becomes outlaw-like, one who attacks an outlaw-like player becomes law-like, and
//!   attacks on a neutral player say nothing; area attacks are ignored. Hidden roles that the
//!   public role counts force (every hidden seat left must be an Outlaw, say) are deduced;
//! - friend or enemy by role: the Sheriff and Deputies shoot outlaw-like players and, with
//!   care, neutral ones (never a neutral's last life point, never Jail for a neutral); Outlaws
//!   shoot the Sheriff and law-like players; the Renegade sides with the smaller faction and
//!   spares a Sheriff at two life points or fewer while Outlaws remain;
//! - sanity rules: nobody but an Outlaw (or the Renegade alone with him) takes the Sheriff's
//!   last life point, with a BANG!, an area card or by answering his Duel.
//!
//! The base game has no heal aimed at one player, and freeing a seat from Jail is not kept in
//! the public tally of acts, so karma comes from attacks only.

use rand::RngExt as _;

use super::{
    actions::{Action, CheckKind, DrawSource, Prompt, Target},
    cards::{CardId, Kind, card, kind},
    roles::{Role, roles_for},
    state::State,
};
use crate::engine::{Bot, Budget, Certainty, Game, GameRng, Player, RankedAction};

/// The arena name of the yardstick.
pub const NAME: &str = "yardstick";

/// The server-style bot (see the module documentation).
#[derive(Clone, Copy, Debug, Default)]
pub struct Yardstick;

impl Bot<State> for Yardstick {
    fn name(&self) -> String {
        format!("bang-{NAME}")
    }

    fn rank(
        &self,
        state: &State,
        player: Player,
        _budget: &Budget,
        rng: &mut GameRng,
    ) -> Vec<RankedAction<Action>> {
        let legal = state.legal_action_list();
        if legal.is_empty() {
            return Vec::new();
        }
        let action = decide(state, player, &legal, rng);
        vec![RankedAction {
            action,
            value: 0.5,
            visits: 0,
            certainty: Certainty::Unvalued,
        }]
    }
}

/// How the public sees a seat: law-like (+1), outlaw-like (−1) or neutral (0).
pub fn karma(state: &State, me: Player) -> Vec<i8> {
    let n = state.seats.len();
    let known = |q: Player| state.seats[q].revealed;
    let fixed = |q: Player| match state.seats[q].role {
        Role::Sheriff | Role::Deputy => 1,
        Role::Outlaw | Role::Renegade => -1,
    };
    let mut k: Vec<i8> = (0..n)
        .map(|q| if known(q) { fixed(q) } else { 0 })
        .collect();
    // Attacks propagate karma through the table: attacking +1 makes −1 and the other way round.
    // A few rounds settle chains (A shot B, who shot the Sheriff).
    for _ in 0..3 {
        let next: Vec<i8> = (0..n)
            .map(|x| {
                if known(x) {
                    return k[x];
                }
                let sum: i32 = (0..n)
                    .filter(|&y| y != x)
                    .map(|y| -i32::from(k[y]) * i32::from(state.hostile_acts(x, y)))
                    .sum();
                sum.signum() as i8
            })
            .collect();
        k = next;
    }
    // Deduction from the role counts: the hidden seats (other than `me`) all hold one role.
    let mut pool = roles_for(n);
    for q in (0..n).filter(|&q| known(q) || q == me) {
        if let Some(i) = pool.iter().position(|&r| r == state.seats[q].role) {
            pool.remove(i);
        }
    }
    let law = pool.iter().all(|r| matches!(r, Role::Deputy));
    let outlaw = pool
        .iter()
        .all(|r| matches!(r, Role::Outlaw | Role::Renegade));
    if !pool.is_empty() && (law || outlaw) {
        for q in (0..n).filter(|&q| !known(q) && q != me) {
            k[q] = if law { 1 } else { -1 };
        }
    }
    k
}

/// How `me` treats seat `q`.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Stance {
    /// Not to be harmed.
    Spare,
    /// Harm, but not the last life point and no Jail.
    Careful,
    /// Harm freely.
    Enemy,
}

fn stances(state: &State, me: Player) -> Vec<Stance> {
    let n = state.seats.len();
    let k = karma(state, me);
    let my_role = state.seats[me].role;
    let alive = state.alive_count();
    let count_alive = |role: Role| {
        state
            .seats
            .iter()
            .filter(|s| s.role == role && s.alive)
            .count()
    };
    // The dead are revealed, so the living count of each role is public.
    let dead = |role: Role| {
        state
            .seats
            .iter()
            .filter(|s| s.role == role && !s.alive)
            .count()
    };
    let total = |role: Role| roles_for(n).iter().filter(|&&r| r == role).count();
    let outlaws_left = total(Role::Outlaw) - dead(Role::Outlaw);
    let law_left = total(Role::Deputy) - dead(Role::Deputy) + count_alive(Role::Sheriff);
    let sheriff_life = state
        .seats
        .iter()
        .find(|s| s.role == Role::Sheriff)
        .map_or(0, |s| s.life);
    (0..n)
        .map(|q| {
            let s = &state.seats[q];
            if q == me || !s.alive {
                return Stance::Spare;
            }
            let sheriff = s.role == Role::Sheriff;
            match my_role {
                Role::Sheriff | Role::Deputy => match k[q] {
                    _ if sheriff => Stance::Spare,
                    -1 => Stance::Enemy,
                    0 => Stance::Careful,
                    _ => Stance::Spare,
                },
                Role::Outlaw => {
                    if sheriff || k[q] > 0 {
                        Stance::Enemy
                    } else {
                        Stance::Spare
                    }
                }
                Role::Renegade => {
                    if alive == 2 {
                        Stance::Enemy
                    } else if law_left <= outlaws_left {
                        // The law is the smaller faction: help it.
                        if sheriff || k[q] >= 0 {
                            Stance::Spare
                        } else {
                            Stance::Enemy
                        }
                    } else if sheriff {
                        if sheriff_life > 2 || outlaws_left == 0 {
                            Stance::Careful
                        } else {
                            Stance::Spare
                        }
                    } else if k[q] > 0 {
                        Stance::Enemy
                    } else {
                        Stance::Spare
                    }
                }
            }
        })
        .collect()
}

/// May `me` take the Sheriff's last life point?
fn may_finish_sheriff(state: &State, me: Player) -> bool {
    match state.seats[me].role {
        Role::Outlaw => true,
        Role::Renegade => state.alive_count() == 2,
        _ => false,
    }
}

fn sheriff_on_last_life(state: &State) -> bool {
    state
        .seats
        .iter()
        .any(|s| s.role == Role::Sheriff && s.alive && s.life <= 1)
}

fn random_of<T: Copy>(list: &[T], rng: &mut GameRng) -> Option<T> {
    (!list.is_empty()).then(|| list[rng.random_range(0..list.len())])
}

fn respond_or(legal: &[Action], otherwise: Action) -> Action {
    legal
        .iter()
        .copied()
        .find(|a| matches!(a, Action::Respond { .. }))
        .unwrap_or(otherwise)
}

/// The yardstick's action for `me` among `legal` (not empty).
pub fn decide(state: &State, me: Player, legal: &[Action], rng: &mut GameRng) -> Action {
    if legal.len() == 1 {
        return legal[0];
    }
    let fallback = legal[0];
    match state.prompt() {
        Prompt::Play { .. } => play(state, me, legal, rng),
        Prompt::Discard { .. } => {
            random_of(&state.seats[me].hand, rng).map_or(fallback, |card| Action::Discard { card })
        }
        Prompt::Shot { .. } => {
            if legal.contains(&Action::UseBarrel) {
                Action::UseBarrel
            } else {
                respond_or(legal, Action::TakeHit)
            }
        }
        Prompt::Dying { .. } => legal
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Respond { .. } | Action::SidHeal { .. }))
            .unwrap_or(Action::TakeHit),
        Prompt::Duel { opponent, .. } => {
            let sheriff = state.seats[opponent].role == Role::Sheriff;
            if sheriff && sheriff_on_last_life(state) && !may_finish_sheriff(state, me) {
                Action::TakeHit
            } else {
                respond_or(legal, Action::TakeHit)
            }
        }
        Prompt::Indians { .. } => respond_or(legal, Action::TakeHit),
        Prompt::GeneralStore { .. } => {
            random_of(state.store(), rng).map_or(fallback, |card| Action::Choose { card })
        }
        Prompt::KitCarlson { .. } => {
            random_of(state.look(), rng).map_or(fallback, |card| Action::Choose { card })
        }
        Prompt::LuckyDuke { kind: k, .. } => {
            let good = |c: CardId| match k {
                CheckKind::Dynamite => !card(c).explodes(),
                CheckKind::Jail | CheckKind::Barrel => card(c).is_heart(),
            };
            state
                .flipped()
                .iter()
                .copied()
                .find(|&c| good(c))
                .map_or(fallback, |card| Action::Choose { card })
        }
        Prompt::DrawSource { .. } => Action::DrawFrom {
            source: DrawSource::Deck,
        },
        Prompt::Character { .. } => legal
            .iter()
            .copied()
            .max_by_key(|a| match a {
                Action::PickCharacter { character } => character.life(),
                _ => 0,
            })
            .unwrap_or(fallback),
        Prompt::Chance | Prompt::Over => fallback,
    }
}

/// Phase 2, in the priority order of the module documentation.
fn play(state: &State, me: Player, legal: &[Action], rng: &mut GameRng) -> Action {
    let seat = &state.seats[me];
    let first_of = |k: Kind| {
        legal
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Play { card, .. } if kind(*card) == k))
    };
    // Area attacks also hit the Sheriff.
    let area_ok = !sheriff_on_last_life(state) || may_finish_sheriff(state, me);
    let hurt = seat.life < seat.max_life;
    for k in [
        Kind::WellsFargo,
        Kind::Stagecoach,
        Kind::Indians,
        Kind::Gatling,
        Kind::GeneralStore,
    ] {
        if (area_ok || !matches!(k, Kind::Indians | Kind::Gatling))
            && let Some(a) = first_of(k)
        {
            return a;
        }
    }
    if hurt && state.alive_count() > 2 {
        for k in [Kind::Beer, Kind::Saloon] {
            if let Some(a) = first_of(k) {
                return a;
            }
        }
    }
    // Equipment: a gun only when it reaches farther than the one held.
    let held_range = seat
        .weapon()
        .and_then(|c| kind(c).weapon_range())
        .unwrap_or(1);
    for &a in legal {
        let Action::Play { card: c, .. } = a else {
            continue;
        };
        let k = kind(c);
        let equip = match k {
            Kind::Barrel | Kind::Mustang | Kind::Scope | Kind::Dynamite => !seat.has(k),
            _ => k.weapon_range().is_some_and(|r| {
                r > held_range || (k == Kind::Volcanic && seat.weapon().is_none())
            }),
        };
        if equip {
            return a;
        }
    }
    // Cards aimed at one player: any that passes the checks, at random.
    let st = stances(state, me);
    let aimed: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|&a| {
            let Action::Play { card: c, target } = a else {
                return false;
            };
            let Some(q) = State::harmed_by(target) else {
                return false;
            };
            let k = kind(c);
            let shot = matches!(k, Kind::Bang | Kind::Missed | Kind::Duel);
            let lethal = shot && state.seats[q].life <= 1;
            if lethal && state.seats[q].role == Role::Sheriff && !may_finish_sheriff(state, me) {
                return false;
            }
            match st[q] {
                Stance::Spare => false,
                Stance::Careful => !lethal && k != Kind::Jail,
                Stance::Enemy => true,
            }
        })
        .filter(|a| {
            matches!(a, Action::Play { card, target: Target::Player { .. } | Target::Hand { .. } | Target::InPlay { .. } }
                if matches!(kind(*card), Kind::Bang | Kind::Missed | Kind::Duel | Kind::Jail | Kind::Panic | Kind::CatBalou))
        })
        .collect();
    random_of(&aimed, rng).unwrap_or(Action::EndTurn)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng_from_seed;
    use crate::games::bang::rules::Rules;

    fn table() -> State {
        let mut g = State::new(Rules::default(), 5, &mut rng_from_seed(3));
        g.seats
            .iter_mut()
            .for_each(|s| s.revealed = s.role == Role::Sheriff);
        g
    }

    fn seat_of(g: &State, role: Role) -> Player {
        g.seats.iter().position(|s| s.role == role).unwrap_or(0)
    }

    #[test]
    fn shooting_the_sheriff_makes_outlaw_karma_and_shooting_him_back_law_karma() {
        let mut g = table();
        let sheriff = seat_of(&g, Role::Sheriff);
        let outlaw = seat_of(&g, Role::Outlaw);
        let deputy = seat_of(&g, Role::Deputy);
        // The Sheriff cannot tell anybody apart yet (a Deputy could: every other hidden seat
        // is an Outlaw or the Renegade, which the deduction from the role counts finds).
        assert_eq!(karma(&g, sheriff)[outlaw], 0);
        assert_eq!(karma(&g, deputy)[outlaw], -1);
        g.note_hostile(outlaw, sheriff);
        assert_eq!(karma(&g, sheriff)[outlaw], -1);
        g.note_hostile(deputy, outlaw);
        let k = karma(&g, sheriff);
        assert_eq!((k[outlaw], k[deputy]), (-1, 1));
    }

    #[test]
    fn a_deputy_never_finishes_the_sheriff_and_an_outlaw_does() {
        let mut g = table();
        let sheriff = seat_of(&g, Role::Sheriff);
        g.seats[sheriff].life = 1;
        for role in [Role::Deputy, Role::Outlaw] {
            let me = seat_of(&g, role);
            let shot = Action::Play {
                card: 0,
                target: Target::Player { player: sheriff },
            };
            let mut rng = rng_from_seed(1);
            let chosen = play(&g, me, &[shot, Action::EndTurn], &mut rng);
            let expected = if role == Role::Outlaw {
                shot
            } else {
                Action::EndTurn
            };
            assert_eq!(chosen, expected, "{role:?}");
        }
    }
}
