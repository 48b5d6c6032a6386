//! The dice tray of the Knatsch table: the roller, rolls, what is needed, the result, kept
//! dice and the last roll (click to keep), Roll again / Stop and the odds of both; the dice
//! rattle as they roll, click as they are kept, and a fight the player wins or loses is heard.

use egui::{RichText, Sense, Ui, Vec2};

use super::super::{
    actions::{Action, Event},
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
        widgets::{DieStyle, clickable, paint_die, paint_flat_die},
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
                    turn: state.turn(),
                },
                attempt.extra,
                Some((attempt.rolls, attempt.max_rolls)),
                Some(purpose),
            ),
            // Between attempts the last one stays, labelled as the previous roll; one recorded
            // in a later turn than the state's (an undo went back past it) is not shown.
            _ if self.tray.turn <= state.turn() => (self.tray.clone(), None, None, None),
            _ => (Tray::default(), None, None, None),
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
        if !shown {
            return None;
        }
        let name = self.seat_name(state, tray.roller, table.human, lang);
        ui.horizontal_wrapped(|ui| {
            let head = if purpose.is_some() {
                Text::TrayRolling
            } else {
                Text::TrayPrevious
            };
            ui.label(
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
                ui.label(RichText::new(more.join("  ")).color(theme.text_on_table));
            }
        });
        ui.horizontal(|ui| {
            if let Some(p) = purpose.as_ref().and_then(|p| needed(state, p)) {
                pattern_dice(ui, fill(tr(Text::Needed, lang), &[""]), p, table);
                ui.add_space(theme.gap);
            }
            if let Some(r) = tray.result {
                pattern_dice(ui, fill(tr(Text::Result, lang), &[""]), r, table);
                ui.add_space(theme.gap);
            }
            if let Some(e) = extra {
                ui.label(
                    RichText::new(fill(tr(Text::Extra, lang), &[&e.to_string()]))
                        .color(theme.text_on_table),
                );
            }
        });
        let deciding = table
            .legal
            .iter()
            .any(|a| matches!(a, Action::Stop | Action::Keep { .. }));
        let size = theme.die_size;
        ui.horizontal(|ui| {
            // Kept dice.
            let mut slot = 0;
            for face in 1..=5u8 {
                for _ in 0..tray.kept[usize::from(face) - 1] {
                    let (rect, _) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
                    let legal = deciding && free;
                    // More kept dice than slots (an extra die) must not crash the table.
                    let held = !self.released.get(slot).copied().unwrap_or(false);
                    let label = format!("kept die {}: {face}", slot + 1);
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
                let legal = deciding && d != 6;
                let label = if self.selected[i] {
                    format!("die {}: {d}, kept", i + 1)
                } else {
                    format!("die {}: {d}", i + 1)
                };
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
                if ui.button(tr(Text::Stop, lang)).clicked() {
                    chosen = Some(Action::Stop);
                }
                if table.aids.odds
                    && let Phase::Rolling { attempt, purpose } = state.phase()
                {
                    let mut solver = ai::solver_for(state, &purpose, usize::from(attempt.roller));
                    let choices = solver.choices(&attempt);
                    let value = |k: Option<[u8; 5]>| {
                        choices.iter().find(|c| c.0 == k).map_or(0.0, |c| c.1) * 100.0
                    };
                    ui.label(
                        RichText::new(format!(
                            "{} {:.1}%  {} {:.1}%",
                            tr(Text::RollAgain, lang),
                            value(Some(counts)),
                            tr(Text::Stop, lang),
                            value(None)
                        ))
                        .color(theme.text_on_table),
                    );
                }
            });
        }
        chosen
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

/// A label and a result or pattern as small dice (the kicker as the marked extra die).
fn pattern_dice(ui: &mut Ui, label: String, rank: Rank, table: &TableContext<'_, KnatschPanel>) {
    let theme = table.theme;
    ui.label(RichText::new(label.trim_end()).color(theme.text_on_table));
    let size = theme.body_size + 2.0;
    let dice = std::iter::repeat_n((rank.face, false), usize::from(rank.count))
        .chain((rank.kicker > 0).then_some((rank.kicker, true)));
    ui.spacing_mut().item_spacing.x = 3.0;
    for (face, marked) in dice {
        if marked {
            ui.add_space(4.0);
        }
        let (rect, _) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
        paint_flat_die(ui.painter(), rect, face, marked, theme);
    }
    if rank.count == 0 {
        ui.label(RichText::new("-").color(theme.text_on_table));
    }
    ui.spacing_mut().item_spacing.x = 8.0;
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
        let dice = events.iter().any(|e| {
            matches!(
                e,
                Event::AttemptStarted { .. }
                    | Event::Rolled { .. }
                    | Event::Kept { .. }
                    | Event::AttemptEnded { .. }
            )
        });
        if dice {
            self.tray.turn = state.turn();
        }
    }
}
