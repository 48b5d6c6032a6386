//! The dice tray of the Knatsch table: the roller, rolls, what is needed, the result, kept
//! dice and the last roll (click to keep), Roll again / Stop and the odds of both; the dice
//! rattle as they roll, click as they are kept, and a fight the player wins or loses is heard.

use crate::ui::line_break;
use egui::{RichText, Sense, Ui, Vec2, accesskit::Role};

use super::super::{
    actions::{Action, Event, Target},
    ai,
    cards::card,
    dice::Rank,
    state::{Phase, Purpose, State},
    text::{Text, tr},
};
use super::{KnatschPanel, Motion, Tray};
use crate::{
    i18n::fill,
    ui::{
        anim::Animations,
        panel::{GamePanel, TableContext},
        sound::Cue,
        widgets::{DieStyle, clickable, named, paint_die, paint_flat_die},
    },
};

impl KnatschPanel {
    /// The dice tray: kept dice, the last roll (click to keep), roll again / stop.
    pub(super) fn dice_ui(
        &mut self,
        ui: &mut Ui,
        table: &TableContext<'_, Self>,
    ) -> Option<Action> {
        let state = table.state;
        let lang = table.lang;
        let theme = table.theme;
        let free = state.rules().free_keeps;
        let (tray, extra, rolls, purpose) = match state.phase() {
            Phase::Rolling { attempt, purpose } => (
                Tray {
                    roller: usize::from(attempt.roller),
                    kept: attempt.kept,
                    last: attempt.last,
                    result: (!attempt.awaiting_roll).then(|| attempt.rank()),
                },
                attempt.extra,
                Some((attempt.rolls, attempt.max_rolls)),
                Some(purpose),
            ),
            _ => (self.previous_roll(state), None, None, None),
        };
        let mut chosen = None;
        let rolling = table
            .anim
            .active(table.now)
            .map(|(m, t)| match m {
                Motion::Roll { dice } => (*dice, t),
            })
            .next();
        let shown = purpose.is_some() || tray.result.is_some() || tray.last.iter().any(|&d| d > 0);
        // The result shows once the dice have stopped.
        let result = tray.result.filter(|_| rolling.is_none());
        if !shown {
            return None;
        }
        let name = self.seat_name(state, tray.roller, table.human, lang);
        ui.horizontal_wrapped(|ui| {
            // The separator stands alone between the head and the rest, with no widget gap.
            ui.spacing_mut().item_spacing.x = 0.0;
            let head = if purpose.is_some() {
                Text::TrayRolling
            } else {
                Text::TrayPrevious
            };
            line_break::label(
                ui,
                RichText::new(fill(tr(head, lang), &[&name]))
                    .strong()
                    .color(theme.text_on_table),
            );
            let mut more = Vec::new();
            if let Some((done, max)) = rolls {
                more.push(fill(
                    tr(Text::RollOf, lang),
                    &[&done.max(1).to_string(), &max.to_string()],
                ));
            }
            if let Some(Purpose::Duel {
                best: Some((seat, _)),
                ..
            }) = purpose
            {
                let holder = self.seat_name(state, usize::from(seat), table.human, lang);
                more.push(fill(tr(Text::DuelBest, lang), &[&holder]));
            }
            if !more.is_empty() {
                line_break::label(
                    ui,
                    RichText::new(format!(
                        "{}{}",
                        lang.part_separator(),
                        more.join(lang.part_separator())
                    ))
                    .color(theme.text_on_table),
                );
            }
        });
        ui.horizontal(|ui| {
            if let Some(p) = purpose.as_ref().and_then(|p| needed(state, p)) {
                pattern_dice(ui, fill(tr(Text::Needed, lang), &[""]), p, table);
                ui.add_space(theme.gap);
            }
            if let Some(r) = result {
                pattern_dice(ui, fill(tr(Text::Result, lang), &[""]), r, table);
                ui.add_space(theme.gap);
            }
            if let Some(e) = extra {
                line_break::label(
                    ui,
                    RichText::new(fill(tr(Text::Extra, lang), &[&e.to_string()]))
                        .color(theme.text_on_table),
                );
            }
        });
        if purpose.is_none() && rolling.is_none() {
            // A previous roll, settled: its result is enough.
            return None;
        }
        let deciding = table
            .legal
            .iter()
            .any(|a| matches!(a, Action::Stop | Action::Keep { .. }));
        let size = theme.die_size;
        // A die is offered when a legal keep takes its face (a lesson's step allows one keep).
        let keeps_face = |face: u8| {
            table.legal.iter().any(|a| match a {
                Action::Keep { counts } => counts[usize::from(face) - 1] > 0,
                _ => false,
            })
        };
        ui.horizontal(|ui| {
            // Kept dice.
            let mut slot = 0;
            for face in 1..=5u8 {
                for _ in 0..tray.kept[usize::from(face) - 1] {
                    let (rect, _) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
                    let legal = deciding && free;
                    // More kept dice than slots (an extra die) must not crash the table.
                    let held = !self.released.get(slot).copied().unwrap_or(false);
                    let label = fill(
                        tr(Text::NameKeptDie, lang),
                        &[&(slot + 1).to_string(), &face.to_string()],
                    );
                    let r = clickable(ui, rect, ("kept", slot), &label, legal);
                    paint_die(
                        ui.painter(),
                        rect,
                        face,
                        DieStyle {
                            held,
                            legal,
                            ..DieStyle::default()
                        },
                        theme,
                    );
                    if legal
                        && r.clicked()
                        && let Some(released) = self.released.get_mut(slot)
                    {
                        *released = !*released;
                    }
                    slot += 1;
                }
            }
            ui.add_space(theme.gap);
            for (i, &d) in tray.last.iter().enumerate() {
                if d == 0 {
                    continue;
                }
                let (rect, _) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
                let legal = deciding && (1..=5).contains(&d) && (self.selected[i] || keeps_face(d));
                let kept = if self.selected[i] {
                    Text::NameDieKept
                } else {
                    Text::NameDie
                };
                let label = fill(tr(kept, lang), &[&(i + 1).to_string(), &d.to_string()]);
                let r = clickable(ui, rect, ("die", i), &label, legal);
                let style = DieStyle {
                    held: self.selected[i],
                    legal,
                    dimmed: d == 6,
                    rolling: rolling.map(|(_, t)| t),
                    body: None,
                };
                paint_die(ui.painter(), rect, d, style, theme);
                if legal && r.clicked() {
                    self.selected[i] = !self.selected[i];
                }
            }
        });
        if deciding {
            let counts = self.keep_counts(state, &tray);
            let keep = Action::Keep { counts };
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(
                        table.legal.contains(&keep),
                        egui::Button::new(tr(Text::RollAgain, lang)),
                    )
                    .clicked()
                {
                    chosen = Some(keep);
                }
                if ui
                    .add_enabled(
                        table.legal.contains(&Action::Stop),
                        egui::Button::new(tr(Text::Stop, lang)),
                    )
                    .clicked()
                {
                    chosen = Some(Action::Stop);
                }
            });
            // The odds on a line of their own, wrapped: beside the buttons they ran past the
            // tray in a narrow window.
            if table.aids.odds
                && let Phase::Rolling { attempt, purpose } = state.phase()
            {
                let mut solver = ai::solver_for(state, &purpose, usize::from(attempt.roller));
                let choices = solver.choices(&attempt);
                let value = |k: Option<[u8; 5]>| {
                    choices.iter().find(|c| c.0 == k).map_or(0.0, |c| c.1) * 100.0
                };
                ui.horizontal_wrapped(|ui| {
                    for (text, value) in [
                        (Text::RollAgain, value(Some(counts))),
                        (Text::Stop, value(None)),
                    ] {
                        line_break::label(
                            ui,
                            RichText::new(format!("{} {value:.0}%", tr(text, lang)))
                                .color(theme.text_on_table),
                        );
                    }
                });
            }
        }
        chosen
    }

    /// Between attempts: the last attempt, shown labelled as the previous roll — only while
    /// the state is the one the tray followed the events to. A state reached otherwise (an
    /// undo, a new or loaded game) clears it, so it never shows dice of another line of play.
    pub(super) fn previous_roll(&mut self, state: &State) -> Tray {
        if self.seen != fingerprint(state) {
            self.tray = Tray::default();
        }
        self.tray.clone()
    }

    /// The keep counts of the current selection.
    fn keep_counts(&self, state: &State, tray: &Tray) -> [u8; 5] {
        let mut counts = [0u8; 5];
        for (i, &d) in tray.last.iter().enumerate() {
            if self.selected[i] && (1..=5).contains(&d) {
                counts[usize::from(d) - 1] += 1;
            }
        }
        if state.rules().free_keeps {
            let mut slot = 0;
            for (count, &kept) in counts.iter_mut().zip(&tray.kept) {
                for _ in 0..kept {
                    if !self.released.get(slot).copied().unwrap_or(false) {
                        *count += 1;
                    }
                    slot += 1;
                }
            }
        }
        counts
    }
}

/// Identifies a state (cheap: the state is a few hundred bytes).
fn fingerprint(state: &State) -> u64 {
    use std::hash::{Hash as _, Hasher as _};
    let mut h = std::hash::DefaultHasher::new();
    state.hash(&mut h);
    h.finish()
}

/// A label and a result or pattern as small dice (the kicker as the marked extra die).
fn pattern_dice(ui: &mut Ui, label: String, rank: Rank, table: &TableContext<'_, KnatschPanel>) {
    let theme = table.theme;
    let what = label.trim_end().trim_end_matches([':', '：']).to_owned();
    line_break::label(
        ui,
        RichText::new(label.trim_end()).color(theme.text_on_table),
    );
    let size = theme.body_size + 2.0;
    let dice = std::iter::repeat_n((rank.face, false), usize::from(rank.count))
        .chain((rank.kicker > 0).then_some((rank.kicker, true)));
    // Dice sit close together; the caller's spacing comes back after them.
    let spacing = std::mem::replace(&mut ui.spacing_mut().item_spacing.x, 3.0);
    for (i, (face, marked)) in dice.enumerate() {
        if marked {
            ui.add_space(4.0);
        }
        let (rect, _) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
        paint_flat_die(ui.painter(), rect, face, marked, theme);
        let name = fill(
            tr(Text::NamePatternDie, table.lang),
            &[&what, &face.to_string()],
        );
        named(ui, rect, ("pattern-die", &what, i), Role::Image, &name);
    }
    if rank.count == 0 {
        line_break::label(ui, RichText::new("-").color(theme.text_on_table));
    }
    ui.spacing_mut().item_spacing.x = spacing;
}

/// The card the current attempt is about (the attacked or defended one), to mark on the table.
pub(super) fn under_attack(state: &State) -> Option<Target> {
    let Phase::Rolling { attempt, purpose } = state.phase() else {
        return None;
    };
    match purpose {
        Purpose::Stack { stack, .. } => Some(Target::Stack(stack)),
        Purpose::Castle { owner, card } => Some(Target::Castle { owner, card }),
        Purpose::Defence { card, .. } => Some(Target::Castle {
            owner: attempt.roller,
            card,
        }),
        Purpose::Special { owner, card } => Some(Target::Special { owner, card }),
        Purpose::King => Some(Target::King),
        Purpose::Duel { .. } => None,
    }
}

/// A ring around the card under attack.
pub(super) fn mark_attacked(ui: &Ui, rect: egui::Rect, theme: &crate::ui::theme::Theme) {
    ui.painter().rect_stroke(
        rect.expand(3.0),
        theme.card_radius,
        egui::Stroke::new(3.0, theme.danger),
        egui::StrokeKind::Outside,
    );
}

/// What the roller must reach (or beat) in an attempt, for the tray's line.
fn needed(state: &State, purpose: &Purpose) -> Option<Rank> {
    match *purpose {
        Purpose::Stack { card: c, .. } => state.stack_pattern(state.active(), c),
        Purpose::Castle { card: c, .. } | Purpose::Special { card: c, .. } => card(c).pattern(),
        Purpose::Defence { to_beat, .. } => Some(to_beat),
        Purpose::Duel { best, .. } => best.map(|b| b.1),
        Purpose::King => Some(state.king()),
    }
}

/// How a fight the human took part in ended, as heard: won (a card taken or kept) or lost.
fn outcome_cue(events: &[Event], human: usize) -> Option<Cue> {
    events.iter().find_map(|e| match *e {
        Event::Captured { player, .. } if player == human => Some(Cue::RoundWon),
        Event::Captured {
            from: Some(from), ..
        } if from == human => Some(Cue::RoundLost),
        Event::Defended { owner, .. } if owner == human => Some(Cue::RoundWon),
        Event::DuelWon { winner, .. } if winner == human => Some(Cue::RoundWon),
        Event::Failed { player, .. } | Event::Surrendered { player, .. } if player == human => {
            Some(Cue::RoundLost)
        }
        _ => None,
    })
}

impl KnatschPanel {
    /// Follows the events of one applied action in the tray and queues the dice rolls.
    pub(super) fn follow(
        &mut self,
        events: &[Event],
        state: &State,
        human: usize,
        anim: &mut Animations<Motion>,
        now: f64,
    ) {
        let decisive = events
            .iter()
            .rposition(|e| matches!(e, Event::AttemptEnded { .. }));
        for (i, e) in events.iter().enumerate() {
            match e {
                Event::AttemptStarted { roller, .. } => {
                    self.tray = Tray {
                        roller: *roller,
                        ..Tray::default()
                    };
                }
                Event::Rolled { roller, dice } => {
                    self.tray.roller = *roller;
                    self.tray.last = *dice;
                    self.tray.result = None;
                    anim.push(now, Motion::Roll { dice: *dice }, 0.7);
                    anim.sound(Cue::DiceRoll, 0.0);
                }
                Event::Kept { counts, .. } => {
                    if state.rules().free_keeps {
                        self.tray.kept = *counts;
                    } else {
                        for (k, c) in self.tray.kept.iter_mut().zip(counts) {
                            *k += c;
                        }
                    }
                    self.tray.last = [0; 6];
                    anim.sound_after(now, Cue::DiceKeep);
                }
                Event::AttemptEnded { rank, .. } => {
                    self.tray.result = Some(*rank);
                    // The result shows when the dice stop: that is when it is heard.
                    if Some(i) == decisive
                        && let Some(cue) = outcome_cue(events, human)
                    {
                        anim.sound_after(now, cue);
                    }
                    anim.pause(now, 0.6);
                }
                Event::Refreshed { .. } => anim.sound_after(now, Cue::CardPlay),
                Event::Captured { .. } | Event::Surrendered { .. } => {
                    anim.sound_after(now, Cue::CardDeal);
                }
                _ => {}
            }
        }
        self.seen = fingerprint(state);
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::rules::Rules;
    use super::*;
    use crate::engine::{Game as _, GameDef as _, Turn, rng_from_seed};

    /// The tray follows a game to the end of an attempt; the result stays as the previous
    /// roll, and a state reached without those events (an undo) shows no dice from them.
    #[test]
    fn the_previous_roll_stays_until_an_undo_leaves_its_line_of_play() {
        let mut rng = rng_from_seed(5);
        let mut state = State::new_game(&Rules::default(), 3, None, &mut rng);
        let start = state.clone();
        let mut panel = KnatschPanel::default();
        let mut anim = Animations::default();
        let mut legal = Vec::new();
        let mut ended = false;
        for _ in 0..200 {
            let action = match state.to_move() {
                Turn::Chance => state.sample_chance(&mut rng),
                Turn::Player(_) => {
                    state.legal_actions(&mut legal);
                    let pick = |f: fn(&Action) -> bool| legal.iter().copied().find(f);
                    pick(|a| matches!(a, Action::Attack { .. }))
                        .or_else(|| pick(|a| *a == Action::Stop))
                        .or_else(|| legal.first().copied())
                        .expect("a legal action")
                }
                Turn::Over => break,
            };
            let mut events = Vec::new();
            state.play(action, Some(&mut events)).expect("legal");
            panel.follow(&events, &state, 0, &mut anim, 0.0);
            let settled = !matches!(state.phase(), Phase::Rolling { .. });
            if settled
                && events
                    .iter()
                    .any(|e| matches!(e, Event::AttemptEnded { .. }))
            {
                ended = true;
                break;
            }
        }
        assert!(ended, "an attempt ended");
        let previous = panel.previous_roll(&state);
        assert!(previous.result.is_some(), "{previous:?}");
        assert!(
            previous.kept.iter().sum::<u8>()
                + previous.last.iter().filter(|&&d| d > 0).count() as u8
                > 0
        );
        // The same state again: still shown.
        assert_eq!(panel.previous_roll(&state), previous);
        // Undone back to the start: nothing of it, and it does not come back.
        assert_eq!(panel.previous_roll(&start), Tray::default());
        assert_eq!(panel.previous_roll(&state), Tray::default());
    }
}
