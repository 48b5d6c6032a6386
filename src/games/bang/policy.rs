//! The rule-based player: role-aware goals (who is an enemy, from a role belief) and a fixed
//! order of good plays. Used alone for Easy/Normal/Hard and as the rollout policy of the
//! Expert's search.

use rand::RngExt as _;

use super::{
    actions::{Action, CheckKind, DrawSource, Prompt, Target},
    cards::{CardId, Kind, card, kind},
    characters::Character,
    inference::Belief,
    roles::{Role, roles_for},
    rules::DuelRule,
    state::State,
};
use crate::engine::{GameRng, Player};

/// How a player judges the hidden roles.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Knowledge {
    /// Only revealed roles; every hidden assignment equally likely.
    Revealed,
    /// Exact inference from public hostile acts.
    Inferred,
    /// The roles of the state as they are (only inside a determinized world).
    Sampled,
    /// Inside a determinized world, each player knows only its own role and the revealed ones,
    /// and reads the others from their public attacks ([`public_lean`]): the table's
    /// confusion, which a hidden Deputy or Renegade lives on, stays in the rollouts.
    Public,
}

/// How law-like the table reads seat `q` from its attacks: attacks on revealed lawmen count
/// against it, attacks on revealed Outlaws and Renegades for it (0: nothing to read).
pub fn public_lean(state: &State, q: Player) -> i32 {
    (0..state.seats.len())
        .filter(|&y| y != q && state.seats[y].revealed)
        .map(|y| {
            let sign = match state.seats[y].role {
                Role::Sheriff | Role::Deputy => -1,
                Role::Outlaw | Role::Renegade => 1,
            };
            sign * i32::from(state.hostile_acts(q, y))
        })
        .sum()
}

/// The chance of each role `me` gives a hidden seat under [`Knowledge::Public`]: the roles
/// still hidden from `me`, tilted by [`public_lean`].
fn public_roles(state: &State, me: Player, q: Player) -> [(Role, f64); 4] {
    let n = state.seats.len();
    let mut pool = roles_for(n);
    for p in (0..n).filter(|&p| p == me || state.seats[p].revealed) {
        if let Some(i) = pool.iter().position(|&r| r == state.seats[p].role) {
            pool.remove(i);
        }
    }
    let lean = public_lean(state, q);
    let roles = [Role::Sheriff, Role::Deputy, Role::Outlaw, Role::Renegade];
    let mut weights = roles.map(|r| {
        let count = pool.iter().filter(|&&x| x == r).count() as f64;
        let tilt = match (r, lean.signum()) {
            (Role::Deputy, 1) | (Role::Outlaw, -1) => 4.0,
            (Role::Deputy, -1) | (Role::Outlaw, 1) => 0.25,
            _ => 1.0,
        };
        count * tilt
    });
    let total: f64 = weights.iter().sum();
    if total > 0.0 {
        weights.iter_mut().for_each(|w| *w /= total);
    }
    [0, 1, 2, 3].map(|i| (roles[i], weights[i]))
}

/// How much `me` wants to hurt each seat, in `[-2, 1]` (negative: a friend).
pub fn enemies(state: &State, me: Player, knowledge: Knowledge) -> Vec<f64> {
    let n = state.seats.len();
    let my_role = state.seats[me].role;
    let outlaws_total = roles_for(n).iter().filter(|&&r| r == Role::Outlaw).count();
    let outlaws_dead = state
        .seats
        .iter()
        .filter(|s| !s.alive && s.role == Role::Outlaw)
        .count();
    let no_outlaws = outlaws_dead == outlaws_total;
    let alive = state.alive_count();
    let attitude = |r: Role| -> f64 {
        use Role::*;
        match (my_role, r) {
            (Sheriff | Deputy, Outlaw) => 1.0,
            (Sheriff | Deputy, Renegade) => {
                if no_outlaws {
                    1.0
                } else {
                    0.5
                }
            }
            // Wounding a Deputy costs the Sheriff more than wounding an Outlaw gains him, so
            // he holds fire at a stranger until the table shows who is who.
            (Sheriff, Deputy) => -2.0,
            (Deputy, Sheriff | Deputy) => -1.0,
            (Outlaw, Sheriff) => 1.0,
            (Outlaw, Deputy) => 0.6,
            (Outlaw, Outlaw) => -1.0,
            (Outlaw, Renegade) => 0.3,
            (Renegade, Sheriff) => {
                if alive > 2 {
                    -0.6
                } else {
                    1.0
                }
            }
            (Renegade, Outlaw) => 0.8,
            (Renegade, _) => 0.7,
            (Sheriff, Sheriff) => -1.0,
        }
    };
    let belief = match knowledge {
        Knowledge::Sampled | Knowledge::Public => None,
        Knowledge::Revealed => Some(Belief::of(state, Some(me), 0.0)),
        Knowledge::Inferred => Some(Belief::of(state, Some(me), 1.0)),
    };
    (0..n)
        .map(|q| {
            if q == me || !state.seats[q].alive {
                return 0.0;
            }
            match &belief {
                None if knowledge == Knowledge::Public && !state.seats[q].revealed => {
                    public_roles(state, me, q)
                        .iter()
                        .map(|&(r, p)| p * attitude(r))
                        .sum()
                }
                None => attitude(state.seats[q].role),
                Some(b) => [Role::Sheriff, Role::Deputy, Role::Outlaw, Role::Renegade]
                    .iter()
                    .map(|&r| b.prob(q, r) * attitude(r))
                    .sum(),
            }
        })
        .collect()
}

/// How much a card is worth keeping in `p`'s hand.
pub fn value(state: &State, p: Player, c: CardId) -> f64 {
    let s = &state.seats[p];
    let has = |k: Kind| s.has(k);
    match kind(c) {
        Kind::Missed => 6.0,
        Kind::Beer => {
            if s.life < s.max_life {
                7.0
            } else {
                5.0
            }
        }
        Kind::Bang => 5.0,
        Kind::WellsFargo => 8.0,
        Kind::Stagecoach => 7.0,
        Kind::Panic => 5.5,
        Kind::CatBalou => 5.0,
        Kind::Gatling => 5.5,
        Kind::Indians => 4.5,
        Kind::Duel => 4.0,
        Kind::Jail => 4.0,
        Kind::GeneralStore => 3.5,
        Kind::Saloon => 3.0,
        Kind::Barrel if !has(Kind::Barrel) => 6.5,
        Kind::Mustang if !has(Kind::Mustang) => 6.0,
        Kind::Scope if !has(Kind::Scope) => 4.0,
        Kind::Dynamite => 1.0,
        k => match k.weapon_range() {
            Some(r) if r > state.reach(p) || k == Kind::Volcanic => 3.0 + f64::from(r) * 0.3,
            _ => 1.5,
        },
    }
}

fn pick<T: Copy>(list: &[T], rng: &mut GameRng) -> T {
    list[rng.random_range(0..list.len())]
}

/// The policy's action for the deciding player `me`. `noise`: chance of a random action.
pub fn choose(
    state: &State,
    me: Player,
    legal: &[Action],
    knowledge: Knowledge,
    noise: f64,
    rng: &mut GameRng,
) -> Action {
    if legal.len() == 1 || rng.random_bool(noise.clamp(0.0, 1.0)) {
        return pick(legal, rng);
    }
    let lowest = |cards: &mut dyn Iterator<Item = CardId>| {
        cards.min_by(|&a, &b| value(state, me, a).total_cmp(&value(state, me, b)))
    };
    let highest = |cards: &mut dyn Iterator<Item = CardId>| {
        cards.max_by(|&a, &b| value(state, me, a).total_cmp(&value(state, me, b)))
    };
    match state.prompt() {
        Prompt::Play { .. } => play_phase(state, me, legal, knowledge),
        Prompt::Discard { .. } => {
            let hand = &state.seats[me].hand;
            lowest(&mut hand.iter().copied()).map_or(legal[0], |card| Action::Discard { card })
        }
        Prompt::Shot { .. } => {
            if legal.contains(&Action::UseBarrel) {
                return Action::UseBarrel;
            }
            legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Respond { .. }))
                .unwrap_or(Action::TakeHit)
        }
        Prompt::Dying { .. } => {
            if let Some(&a) = legal.iter().find(|a| matches!(a, Action::Respond { .. })) {
                return a;
            }
            let mut sid: Vec<(f64, Action)> = legal
                .iter()
                .filter_map(|&a| match a {
                    Action::SidHeal { first, second } => {
                        Some((value(state, me, first) + value(state, me, second), a))
                    }
                    _ => None,
                })
                .collect();
            sid.sort_by(|a, b| a.0.total_cmp(&b.0));
            sid.first().map_or(Action::TakeHit, |x| x.1)
        }
        Prompt::Duel { opponent, .. } => {
            let e = enemies(state, me, knowledge);
            let friend = e[opponent] < -0.3;
            let alternating = state.rules.duel == DuelRule::Alternating;
            // Never cost a friend (the Sheriff…) his last life in a Duel (docs/research/bang.md §5 #96).
            if friend && (alternating || state.seats[me].life > 1) {
                return Action::TakeHit;
            }
            legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Respond { .. }))
                .unwrap_or(Action::TakeHit)
        }
        Prompt::Indians { .. } => legal
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Respond { .. }))
            .unwrap_or(Action::TakeHit),
        Prompt::GeneralStore { .. } => highest(&mut state.store.iter().copied())
            .map_or(legal[0], |card| Action::Choose { card }),
        Prompt::KitCarlson { .. } => {
            lowest(&mut state.look.iter().copied()).map_or(legal[0], |card| Action::Choose { card })
        }
        Prompt::LuckyDuke { kind: k, .. } => {
            let good = |c: CardId| match k {
                CheckKind::Dynamite => !card(c).explodes(),
                CheckKind::Jail | CheckKind::Barrel => card(c).is_heart(),
            };
            state
                .flipped
                .iter()
                .copied()
                .find(|&c| good(c))
                .map_or(legal[0], |card| Action::Choose { card })
        }
        Prompt::DrawSource { .. } => {
            let e = enemies(state, me, knowledge);
            let mut best = (
                0.3,
                Action::DrawFrom {
                    source: DrawSource::Deck,
                },
            );
            for &a in legal {
                match a {
                    Action::DrawFrom {
                        source: DrawSource::Hand { player },
                    } if e[player] > best.0 => best = (e[player], a),
                    Action::DrawFrom {
                        source: DrawSource::Discard,
                    } => {
                        if let Some(&top) = state.discard.last()
                            && value(state, me, top) >= 6.0
                        {
                            return a;
                        }
                    }
                    _ => {}
                }
            }
            best.1
        }
        Prompt::Character { .. } => best_character(legal).unwrap_or(legal[0]),
        Prompt::Chance | Prompt::Over => legal[0],
    }
}

/// The character choice worth most by [`pick_value`] among `legal`.
pub fn best_character(legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .copied()
        .max_by(|a, b| pick_value(*a).total_cmp(&pick_value(*b)))
}

/// How good a character is to keep, by our own reading of the abilities: extra draws and a
/// sure defence first, the fourth life point counts, situational abilities last.
fn pick_value(a: Action) -> f64 {
    let Action::PickCharacter { character } = a else {
        return 0.0;
    };
    use Character::*;
    let ability = match character {
        SlabTheKiller | WillyTheKid | SuzyLafayette | BlackJack => 3.0,
        Jourdonnais | LuckyDuke | SidKetchum | BartCassidy | CalamityJanet => 2.5,
        PaulRegret | RoseDoolan | KitCarlson | JesseJones | PedroRamirez => 2.0,
        ElGringo | VultureSam => 1.5,
    };
    ability + f64::from(character.life())
}

/// Phase 2: the first good play in a fixed order of preference, else end the turn.
fn play_phase(state: &State, me: Player, legal: &[Action], knowledge: Knowledge) -> Action {
    let e = enemies(state, me, knowledge);
    let seat = &state.seats[me];
    let life_of = |q: Player| state.seats[q].life;
    // How much hurting `q` is worth: enmity, more when he is nearly dead.
    let target_score = |q: Player| e[q] * (1.0 + 0.4 / f64::from(life_of(q).max(1)));
    let plays = |k: Kind| -> Vec<(CardId, Target)> {
        legal
            .iter()
            .filter_map(|&a| match a {
                Action::Play { card, target } if kind(card) == k => Some((card, target)),
                _ => None,
            })
            .collect()
    };
    let play = |(card, target): (CardId, Target)| Action::Play { card, target };
    let best_at = |list: Vec<(CardId, Target)>, min: f64| -> Option<Action> {
        list.into_iter()
            .filter_map(|(c, t)| {
                let q = State::target_player(t)?;
                let bonus = match t {
                    Target::InPlay { card, .. } => match kind(card) {
                        Kind::Jail | Kind::Dynamite if e[q] < 0.0 => 2.0,
                        Kind::Barrel | Kind::Mustang => 0.6,
                        Kind::Scope | Kind::Volcanic => 0.3,
                        _ => 0.1,
                    },
                    _ => 0.2,
                };
                let score = match t {
                    Target::InPlay { card, .. }
                        if matches!(kind(card), Kind::Jail | Kind::Dynamite) && e[q] < 0.0 =>
                    {
                        -e[q] * bonus
                    }
                    _ => target_score(q) + bonus * e[q].max(0.0),
                };
                (score > min).then_some((score, play((c, t))))
            })
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|x| x.1)
    };
    // Heal, then draw.
    if seat.life < seat.max_life
        && let Some(&p) = plays(Kind::Beer).first()
        && state.alive_count() > 2
    {
        return play(p);
    }
    for k in [Kind::WellsFargo, Kind::Stagecoach] {
        if let Some(&p) = plays(k).first() {
            return play(p);
        }
    }
    // Equipment.
    for k in [Kind::Barrel, Kind::Mustang, Kind::Scope] {
        if let Some(&p) = plays(k).first() {
            return play(p);
        }
    }
    let bangs_in_hand = seat
        .hand
        .iter()
        .filter(|&&c| state.counts_as_bang(me, c))
        .count();
    for k in [
        Kind::Winchester,
        Kind::Carabine,
        Kind::Remington,
        Kind::Schofield,
        Kind::Volcanic,
    ] {
        if let Some(&p) = plays(k).first() {
            let better = match k.weapon_range() {
                Some(1) => bangs_in_hand >= 2 && state.reach(me) <= 1,
                Some(r) => r > state.reach(me) && !seat.has(Kind::Volcanic),
                None => false,
            };
            if better {
                return play(p);
            }
        }
    }
    // Steal or break what enemies have; free friends from Jail.
    for k in [Kind::Panic, Kind::CatBalou] {
        if let Some(a) = best_at(plays(k), 0.35) {
            return a;
        }
    }
    if let Some(a) = best_at(plays(Kind::Jail), 0.5) {
        return a;
    }
    if let Some(a) = best_at(plays(Kind::Bang), 0.3) {
        return a;
    }
    if let Some(a) = best_at(plays(Kind::Missed), 0.3) {
        return a;
    }
    if (bangs_in_hand >= 1 || state.rules.duel == DuelRule::Seed)
        && let Some(a) = best_at(plays(Kind::Duel), 0.5)
    {
        return a;
    }
    // Area cards when they hurt enemies more than friends.
    let area_value: f64 = state
        .others_clockwise(me)
        .iter()
        .map(|&q| {
            if e[q] < -0.3 && life_of(q) <= 1 {
                -5.0
            } else {
                e[q]
            }
        })
        .sum();
    for k in [Kind::Gatling, Kind::Indians] {
        if area_value > 0.2
            && let Some(&p) = plays(k).first()
        {
            return play(p);
        }
    }
    if let Some(&p) = plays(Kind::GeneralStore).first() {
        return play(p);
    }
    let saloon_value: f64 = (0..state.seats.len())
        .filter(|&q| state.seats[q].alive && life_of(q) < state.seats[q].max_life)
        .map(|q| if q == me { 1.0 } else { -e[q] })
        .sum();
    if saloon_value > 0.5
        && let Some(&p) = plays(Kind::Saloon).first()
    {
        return play(p);
    }
    Action::EndTurn
}
