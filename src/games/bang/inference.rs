//! Role inference: an exact probability over the assignments of the hidden roles (at most 60
//! for seven players), from what everybody saw — who aimed BANG!s, Duels, Jails, Panic!s and
//! Cat Balous at whom. Each hostile act multiplies an assignment's weight by how likely an
//! attacker of that role is to aim at a target of that role.

use super::{
    roles::{Role, roles_for},
    state::State,
};
use crate::engine::Player;

/// How likely a player of role `a` aims a hostile card at a player of role `b` (relative).
pub fn hostility(a: Role, b: Role) -> f64 {
    use Role::*;
    match (a, b) {
        (Sheriff, Deputy) => 0.12,
        (Sheriff, Outlaw) => 1.0,
        (Sheriff, Renegade) => 0.5,
        (Deputy, Sheriff) => 0.01,
        (Deputy, Deputy) => 0.1,
        (Deputy, Outlaw) => 1.0,
        (Deputy, Renegade) => 0.5,
        (Outlaw, Sheriff) => 1.0,
        (Outlaw, Deputy) => 0.8,
        (Outlaw, Outlaw) => 0.1,
        (Outlaw, Renegade) => 0.4,
        (Renegade, Sheriff) => 0.25,
        (Renegade, _) => 0.7,
        (_, _) => 0.5,
    }
}

/// The hidden-role assignments `observer` considers possible, with normalized weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Belief {
    /// Each assignment gives every seat a role.
    pub assignments: Vec<Vec<Role>>,
    /// Probability of each assignment.
    pub weights: Vec<f64>,
}

impl Belief {
    /// The belief of `observer` (`None`: the table's view, knowing no hidden role).
    /// `sharpness` scales the evidence (0: ignore it).
    pub fn of(state: &State, observer: Option<Player>, sharpness: f64) -> Belief {
        let n = state.seats.len();
        let known = |p: Player| state.seats[p].revealed || Some(p) == observer;
        let mut pool = roles_for(n);
        for p in 0..n {
            if known(p)
                && let Some(i) = pool.iter().position(|&r| r == state.seats[p].role)
            {
                pool.remove(i);
            }
        }
        pool.sort();
        let hidden: Vec<Player> = (0..n).filter(|&p| !known(p)).collect();
        let base: Vec<Role> = state.seats.iter().map(|s| s.role).collect();
        let mut assignments = Vec::new();
        permutations(&mut pool, 0, &mut |perm: &[Role]| {
            let mut a = base.clone();
            for (&p, &r) in hidden.iter().zip(perm) {
                a[p] = r;
            }
            assignments.push(a);
        });
        let mut weights: Vec<f64> = assignments
            .iter()
            .map(|a| {
                let mut log_w = 0.0;
                for x in 0..n {
                    for y in 0..n {
                        let k = state.hostile_acts(x, y);
                        if k > 0 && x != y {
                            log_w += f64::from(k.min(6)) * hostility(a[x], a[y]).ln();
                        }
                    }
                }
                (log_w * sharpness).exp()
            })
            .collect();
        let total: f64 = weights.iter().sum();
        if total > 0.0 {
            weights.iter_mut().for_each(|w| *w /= total);
        } else {
            let u = 1.0 / weights.len().max(1) as f64;
            weights.iter_mut().for_each(|w| *w = u);
        }
        Belief {
            assignments,
            weights,
        }
    }

    /// Probability that seat `p` holds `role`.
    pub fn prob(&self, p: Player, role: Role) -> f64 {
        self.assignments
            .iter()
            .zip(&self.weights)
            .filter(|(a, _)| a.get(p) == Some(&role))
            .map(|(_, w)| w)
            .sum()
    }

    /// An assignment drawn with its probability from a uniform `u` in `[0, 1)`.
    pub fn sample(&self, u: f64) -> Option<&[Role]> {
        let mut acc = 0.0;
        for (a, w) in self.assignments.iter().zip(&self.weights) {
            acc += w;
            if u < acc {
                return Some(a);
            }
        }
        self.assignments.last().map(Vec::as_slice)
    }
}

/// Calls `f` with every distinct permutation of `items` (sorted on entry).
fn permutations(items: &mut Vec<Role>, k: usize, f: &mut impl FnMut(&[Role])) {
    if k == items.len() {
        f(items);
        return;
    }
    let mut used: Vec<Role> = Vec::new();
    for i in k..items.len() {
        if used.contains(&items[i]) {
            continue;
        }
        used.push(items[i]);
        items.swap(k, i);
        permutations(items, k + 1, f);
        items.swap(k, i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng_from_seed;
    use crate::games::bang::rules::Rules;

    fn seven() -> State {
        State::new(Rules::default(), 7, &mut rng_from_seed(5))
    }

    #[test]
    fn counts_of_assignments_and_evidence() {
        let mut g = seven();
        let b = Belief::of(&g, None, 1.0);
        assert_eq!(b.assignments.len(), 60);
        let sheriff = g
            .seats
            .iter()
            .position(|s| s.role == Role::Sheriff)
            .unwrap_or(0);
        let outlaw = b.prob((sheriff + 1) % 7, Role::Outlaw);
        assert!((outlaw - 0.5).abs() < 1e-9);
        // A player shoots the Sheriff three times: very likely an Outlaw.
        let shooter = (sheriff + 3) % 7;
        for _ in 0..3 {
            g.note_hostile(shooter, sheriff);
        }
        let b = Belief::of(&g, None, 1.0);
        assert!(b.prob(shooter, Role::Outlaw) > 0.85);
        assert!(b.prob(shooter, Role::Deputy) < 0.01);
        let mine = Belief::of(&g, Some(shooter), 1.0);
        assert!((mine.prob(shooter, g.seats[shooter].role) - 1.0).abs() < 1e-9);
    }
}
