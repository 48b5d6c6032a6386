//! The end-of-game aid: what each computer player believed about the roles it could not see,
//! from the same exact inference the bots play with.

use crate::ui::line_break;
use egui::{RichText, Ui};

use super::seat_label;
use crate::{
    engine::Player,
    games::bang::{
        inference::Belief,
        roles::Role,
        state::State,
        text::{Text, role_name, tr},
    },
    i18n::Lang,
    ui::theme::Theme,
};

/// One cell of the table: what `believer` made of `seat`'s role.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reading {
    /// The believer's own seat.
    Own,
    /// A role the believer could see (the Sheriff, an eliminated player's).
    Known(Role),
    /// A hidden role: the likeliest one and its probability.
    Guess {
        /// The likeliest role.
        role: Role,
        /// Its probability.
        probability: f64,
        /// Whether it is the seat's true role.
        right: bool,
    },
}

/// What `believer` made of every seat's role at the end of the game, from the hostile acts
/// alone: eliminations are read as if they had revealed nothing (with the roles of the dead
/// known, the last ones follow by elimination and the table would say nothing). The
/// Sheriff is known from the start.
pub fn readings(state: &State, believer: Player) -> Vec<Reading> {
    let roles = [Role::Sheriff, Role::Deputy, Role::Outlaw, Role::Renegade];
    let mut unrevealed = state.clone();
    for seat in &mut unrevealed.seats {
        seat.revealed = seat.role == Role::Sheriff;
    }
    let belief = Belief::of(&unrevealed, Some(believer), 1.0);
    state
        .seats
        .iter()
        .enumerate()
        .map(|(q, seat)| {
            if q == believer {
                return Reading::Own;
            }
            if seat.role == Role::Sheriff {
                return Reading::Known(seat.role);
            }
            let (role, probability) = roles
                .iter()
                .map(|&r| (r, belief.prob(q, r)))
                .max_by(|a, b| a.1.total_cmp(&b.1))
                .unwrap_or((Role::Outlaw, 0.0));
            Reading::Guess {
                role,
                probability,
                right: role == seat.role,
            }
        })
        .collect()
}

/// Draws the table of readings: a row per computer seat, a column per seat.
pub fn show(ui: &mut Ui, state: &State, human: Player, lang: Lang, theme: &Theme) {
    ui.add_space(theme.gap);
    line_break::label(ui, RichText::new(tr(Text::BeliefsTitle, lang)).strong());
    line_break::label(
        ui,
        RichText::new(tr(Text::BeliefsNote, lang))
            .small()
            .color(theme.text_muted),
    );
    let n = state.seats.len();
    egui::Grid::new("bang-beliefs")
        .striped(true)
        .spacing([theme.gap, theme.gap_small])
        .show(ui, |ui| {
            line_break::label(ui, "");
            for q in 0..n {
                line_break::label(
                    ui,
                    RichText::new(seat_label(state, q, human, lang))
                        .small()
                        .strong(),
                );
            }
            ui.end_row();
            for believer in (0..n).filter(|&p| p != human) {
                line_break::label(
                    ui,
                    RichText::new(seat_label(state, believer, human, lang))
                        .small()
                        .strong(),
                );
                for reading in readings(state, believer) {
                    let text = match reading {
                        Reading::Own => RichText::new("—").color(theme.text_muted),
                        Reading::Known(role) => RichText::new(
                            lang.aside(role_name(role, lang), tr(Text::BeliefsKnown, lang)),
                        )
                        .color(theme.text_muted),
                        Reading::Guess {
                            role,
                            probability,
                            right,
                        } => RichText::new(format!(
                            "{} {:.0}%",
                            role_name(role, lang),
                            probability * 100.0
                        ))
                        .color(if right {
                            theme.success_text
                        } else {
                            theme.danger_text
                        }),
                    };
                    line_break::label(ui, text.small());
                }
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameDef, rng_from_seed};
    use crate::games::bang::rules::Rules;

    #[test]
    fn readings_know_the_sheriff_and_guess_the_rest_even_the_dead() {
        let mut rng = rng_from_seed(3);
        let mut state = State::new_game(&Rules::default(), 5, None, &mut rng);
        let sheriff = state
            .seats
            .iter()
            .position(|s| s.role == Role::Sheriff)
            .unwrap_or(0);
        let believer = (sheriff + 1) % 5;
        let dead = (sheriff + 2) % 5;
        state.seats[dead].revealed = true;
        let r = readings(&state, believer);
        assert_eq!(r[believer], Reading::Own);
        assert_eq!(r[sheriff], Reading::Known(Role::Sheriff));
        for q in (0..5).filter(|&q| ![believer, sheriff].contains(&q)) {
            let Reading::Guess {
                role,
                probability,
                right,
            } = r[q]
            else {
                panic!("seat {q} should be a guess: {:?}", r[q]);
            };
            // Nobody has acted yet: no role is certain, the dead player's included.
            assert!(probability > 0.0 && probability < 1.0, "{q}: {probability}");
            assert_eq!(right, role == state.seats[q].role);
        }
    }

    #[test]
    fn an_attack_on_the_sheriff_reads_as_an_outlaw() {
        let mut rng = rng_from_seed(4);
        let mut state = State::new_game(&Rules::default(), 5, None, &mut rng);
        let sheriff = state
            .seats
            .iter()
            .position(|s| s.role == Role::Sheriff)
            .unwrap_or(0);
        let attacker = (sheriff + 3) % 5;
        let believer = (0..5).find(|&b| b != sheriff && b != attacker).unwrap_or(0);
        for _ in 0..3 {
            state.note_hostile(attacker, sheriff);
        }
        let Reading::Guess { role, .. } = readings(&state, believer)[attacker] else {
            panic!("a guess");
        };
        assert_eq!(role, Role::Outlaw);
    }
}
