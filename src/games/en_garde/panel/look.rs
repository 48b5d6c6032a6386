//! How the En Garde table looks: card faces, fencers, the piste and what lies on the table.

use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, Ui, Vec2, accesskit::Role};

use super::{EnGardePanel, Layout, Mark, log::cards_text};
use crate::{
    engine::Player,
    games::en_garde::{
        state::{PISTE, State},
        text::{Text, tr},
    },
    i18n::{Lang, fill},
    ui::{
        panel::{GamePanel, TableContext},
        theme::Theme,
        widgets::{
            CardCenter, CardLook, CardStyle, named, paint_card, paint_empty_slot, paint_score_track,
        },
    },
};

fn value_color(value: u8, theme: &Theme) -> Color32 {
    theme.seat(usize::from(value.saturating_sub(1)) + 2)
}

/// The face of a card of `value`.
pub fn look(value: u8, theme: &Theme) -> CardLook {
    CardLook {
        corner: value.to_string(),
        corner_sub: String::new(),
        suit: None,
        ink: theme.ink_black,
        center: CardCenter::Big(value.to_string()),
        title: None,
        band: Some(value_color(value, theme)),
        accessible: value.to_string(),
    }
}

/// How a fencer is drawn.
pub struct Fencer {
    /// The white fencer (else black).
    pub white: bool,
    /// Facing the right-hand end of the piste.
    pub facing_right: bool,
    /// Lunge extension 0..1.
    pub lunge: f32,
    /// Just hit.
    pub flash: bool,
}

/// Draws a fencer with its blade pointing at the opponent.
pub fn paint_fencer(
    painter: &egui::Painter,
    feet: Pos2,
    height: f32,
    fencer: &Fencer,
    theme: &Theme,
) {
    let Fencer {
        white,
        facing_right,
        lunge,
        flash,
    } = *fencer;
    let (body, edge) = if white {
        (theme.piece_light, theme.piece_dark)
    } else {
        (theme.piece_dark, theme.piece_light)
    };
    let dir = if facing_right { 1.0 } else { -1.0 };
    let feet = feet + Vec2::new(dir * lunge * height * 0.25, 0.0);
    let head = feet + Vec2::new(0.0, -height * 0.86);
    let hip = feet + Vec2::new(0.0, -height * 0.42);
    let shoulder = feet + Vec2::new(0.0, -height * 0.7);
    let width = (height * 0.09).max(2.5);
    let stroke = Stroke::new(width, edge);
    let fill = Stroke::new(width * 0.6, body);
    let legs = [
        (hip, feet + Vec2::new(-height * 0.16 * dir, 0.0)),
        (hip, feet + Vec2::new(height * 0.2 * dir, 0.0)),
    ];
    for (a, b) in legs {
        painter.line_segment([a, b], stroke);
        painter.line_segment([a, b], fill);
    }
    painter.line_segment([hip, shoulder], Stroke::new(width * 1.8, edge));
    painter.line_segment([hip, shoulder], Stroke::new(width * 1.1, body));
    let hand = shoulder + Vec2::new(height * 0.24 * dir, height * 0.05);
    painter.line_segment([shoulder, hand], stroke);
    // The blade.
    let tip = hand + Vec2::new(height * (0.55 + lunge * 0.2) * dir, -height * 0.06);
    painter.line_segment(
        [hand, tip],
        Stroke::new((width * 0.5).max(1.5), theme.metal),
    );
    painter.circle(head, height * 0.11, body, Stroke::new(width * 0.6, edge));
    if flash {
        painter.circle_stroke(head, height * 0.3, Stroke::new(4.0, theme.danger));
    }
}

/// The colour of a marked space: where the selected card takes the fencer in the selection's
/// colour, an attack's target in danger red, the space an advance-attack strikes from between.
fn mark_color(mark: Mark, theme: &Theme) -> Color32 {
    match mark {
        Mark::Destination => theme.selected,
        Mark::AttackFrom => theme.warning,
        Mark::Target => theme.danger,
    }
}

/// The pointer under a marked space, its shape telling the mark as well as its colour: a
/// triangle under where the fencer goes, a diamond under where an attack strikes from, a cross
/// under the target. `top` is the middle of its top edge, `w` its half width.
fn pointer(mark: Mark, top: Pos2, w: f32, color: Color32) -> Vec<egui::Shape> {
    let h = w * 1.2;
    match mark {
        Mark::Destination => vec![egui::Shape::convex_polygon(
            vec![top, top + Vec2::new(w, h), top + Vec2::new(-w, h)],
            color,
            Stroke::NONE,
        )],
        Mark::AttackFrom => vec![egui::Shape::convex_polygon(
            vec![
                top,
                top + Vec2::new(w, h / 2.0),
                top + Vec2::new(0.0, h),
                top + Vec2::new(-w, h / 2.0),
            ],
            color,
            Stroke::NONE,
        )],
        Mark::Target => {
            let stroke = Stroke::new((w * 0.45).max(2.0), color);
            vec![
                egui::Shape::line_segment(
                    [top + Vec2::new(-w, 0.0), top + Vec2::new(w, h)],
                    stroke,
                ),
                egui::Shape::line_segment(
                    [top + Vec2::new(w, 0.0), top + Vec2::new(-w, h)],
                    stroke,
                ),
            ]
        }
    }
}

/// The piste's spaces, `marks` filled and outlined in their colours.
fn piste(painter: &egui::Painter, layout: &Layout, marks: &[(u8, Mark)], theme: &Theme) {
    for space in 1..=PISTE {
        let r = layout.space_rect(space).shrink(1.0);
        let mark = marks.iter().find(|m| m.0 == space).map(|m| m.1);
        let fill = if mark.is_some() || space == 1 || space == PISTE {
            theme.table_edge
        } else if space % 2 == 0 {
            theme.table_zone
        } else {
            // The felt itself: the space numbers read on it at 4.5:1.
            theme.table
        };
        painter.rect_filled(r, 3.0, fill);
        if let Some(mark) = mark {
            // A light tint of the mark over the darkest felt: the number still reads at 4.5:1
            // (over half the mark's colour it read at about 2.9:1); the outline and the pointer
            // below carry the mark.
            painter.rect_filled(r, 3.0, mark_color(mark, theme).gamma_multiply(0.25));
        }
        if let Some(mark) = mark {
            painter.rect_stroke(
                r.shrink(theme.highlight_width / 2.0),
                3.0,
                Stroke::new(theme.highlight_width, mark_color(mark, theme)),
                egui::StrokeKind::Inside,
            );
        }
        if let Some(mark) = mark {
            // A pointer under the space: a small space alone is easy to miss.
            let w = (r.width() * 0.22).clamp(4.0, 7.0);
            let top = Pos2::new(r.center().x, r.bottom() + 2.0);
            painter.extend(pointer(mark, top, w, mark_color(mark, theme)));
        }
        painter.text(
            Pos2::new(r.center().x, r.bottom() - 3.0),
            Align2::CENTER_BOTTOM,
            space.to_string(),
            FontId::proportional((layout.space * 0.36).clamp(9.0, 14.0)),
            theme.text_on_table,
        );
    }
}

/// The played pile: older cards face down (the seed stacks them out of sight), the cards last
/// put on it face up on top, fanned; its size as a small label below.
fn played_pile(painter: &egui::Painter, layout: &Layout, state: &State, theme: &Theme) -> usize {
    let discards = state.discards();
    let top = state
        .last_played()
        .map(|p| p.cards.to_vec())
        .unwrap_or_default();
    if discards.is_empty() {
        paint_empty_slot(painter, layout.discard, theme);
    } else if usize::from(discards.len()) > top.len() {
        // The older cards, face down, peek out behind the top.
        let offset = Vec2::new(layout.small.x * 0.08, -layout.small.x * 0.08);
        let under = layout
            .discard
            .translate(if top.is_empty() { Vec2::ZERO } else { offset });
        paint_card(painter, under, None, CardStyle::default(), theme);
    }
    let step = layout.small.x * 0.32;
    let first = -(top.len().saturating_sub(1) as f32) * step;
    for (i, &v) in top.iter().enumerate() {
        let r = layout
            .discard
            .translate(Vec2::new(first + i as f32 * step, 0.0));
        paint_card(
            painter,
            r,
            Some(&look(v, theme)),
            CardStyle::default(),
            theme,
        );
    }
    usize::from(discards.len())
}

/// Everything that stands still: score track and round, the piste (with `marks`, the spaces
/// the selected cards or the hovered action would use), distance, pile, played cards, the
/// opponent's hand, the pending attack and the unseen-cards aid.
pub fn table(
    ui: &Ui,
    layout: &Layout,
    table: &TableContext<'_, EnGardePanel>,
    marks: &[(u8, Mark)],
) {
    let theme = table.theme;
    let lang = table.lang;
    let state = table.state;
    let painter = ui.painter();
    // Score track and round.
    paint_score_track(
        painter,
        layout.score,
        5,
        &[
            (theme.piece_light, u32::from(state.scores()[0])),
            (theme.piece_dark, u32::from(state.scores()[1])),
        ],
        theme,
    );
    painter.text(
        Pos2::new(layout.score.right() + 12.0, layout.score.center().y),
        Align2::LEFT_CENTER,
        fill(tr(Text::Round, lang), &[&state.round().to_string()]),
        FontId::proportional(theme.body_size),
        theme.text_on_table,
    );
    piste(painter, layout, marks, theme);
    // Distance label between the fencers.
    let d = state.distance();
    let mid = (layout.feet(f32::from(state.positions()[0])).x
        + layout.feet(f32::from(state.positions()[1])).x)
        / 2.0;
    painter.text(
        Pos2::new(mid, layout.piste.bottom() + 14.0),
        Align2::CENTER_TOP,
        fill(tr(Text::Distance, lang), &[&d.to_string()]),
        FontId::proportional(theme.body_size),
        theme.text_on_table,
    );
    // Pile, discards.
    if state.pile() > 0 {
        paint_card(painter, layout.pile, None, CardStyle::default(), theme);
    } else {
        paint_empty_slot(painter, layout.pile, theme);
    }
    painter.text(
        layout.pile.center_bottom() + Vec2::new(0.0, 4.0),
        Align2::CENTER_TOP,
        fill(tr(Text::Pile, lang), &[&state.pile().to_string()]),
        FontId::proportional(theme.small_size),
        theme.text_on_table,
    );
    let pile_label = fill(tr(Text::Pile, lang), &[&state.pile().to_string()]);
    named(ui, layout.pile, "pile", Role::Image, &pile_label);
    let played = played_pile(painter, layout, state, theme);
    let pile_label = match state.last_played() {
        Some(top) => fill(
            tr(Text::DiscardsTop, lang),
            &[&played.to_string(), &cards_text(&top.cards)],
        ),
        None => fill(tr(Text::Discards, lang), &[&played.to_string()]),
    };
    named(ui, layout.discard, "played", Role::Image, &pile_label);
    painter.text(
        layout.discard.center_bottom() + Vec2::new(0.0, 4.0),
        Align2::CENTER_TOP,
        fill(tr(Text::Discards, lang), &[&played.to_string()]),
        FontId::proportional(theme.small_size),
        theme.text_on_table,
    );
    fencers(ui, layout, table);
    // The opponent's hand, face down (face up in a finished game's review on request).
    let their_name = &table_seat_name(table, 1 - table.human);
    let theirs = state.hand(1 - table.human).to_vec();
    for (i, &v) in theirs.iter().enumerate() {
        let r = Rect::from_min_size(
            layout.their_hand.min + Vec2::new(i as f32 * layout.small.x * 0.45, 0.0),
            layout.small * 0.8,
        );
        let face = table.reveal.then(|| look(v, theme));
        paint_card(painter, r, face.as_ref(), CardStyle::default(), theme);
        let label = match &face {
            Some(_) => fill(
                tr(Text::NameTheirCardShown, lang),
                &[their_name, &v.to_string()],
            ),
            None => fill(tr(Text::NameTheirCard, lang), &[their_name]),
        };
        named(ui, r, ("their-card", i), Role::Image, &label);
    }
    // The pending attack, named: it looks like the played pile's top.
    let on_table = state.table().to_vec();
    if !on_table.is_empty() {
        let left = layout.table.center().x
            - (on_table.len() as f32 - 1.0) / 2.0 * layout.small.x * 0.8
            - layout.small.x / 2.0;
        painter.text(
            Pos2::new(left - theme.gap, layout.table.center().y),
            Align2::RIGHT_CENTER,
            tr(Text::PendingAttack, lang),
            FontId::proportional(theme.body_size),
            theme.text_on_table,
        );
    }
    for (i, v) in on_table.iter().enumerate() {
        let x = layout.table.center().x
            + (i as f32 - (on_table.len() as f32 - 1.0) / 2.0) * layout.small.x * 0.8;
        let r = Rect::from_center_size(Pos2::new(x, layout.table.center().y), layout.small);
        paint_card(
            painter,
            r,
            Some(&look(*v, theme)),
            CardStyle::default(),
            theme,
        );
        let label = fill(tr(Text::NameAttackCard, lang), &[&v.to_string()]);
        named(ui, r, ("attack-card", i), Role::Image, &label);
    }
    // Unseen counter aid.
    if table.aids.unseen {
        let obs = state.observation(table.human);
        let counts = obs.unseen_by_value();
        // "3×4": four 3s are still unseen.
        let text: Vec<String> = (1..=5).map(|v| format!("{v}×{}", counts[v - 1])).collect();
        painter.text(
            Pos2::new(layout.area.center().x, layout.score.bottom() + 14.0),
            Align2::CENTER_TOP,
            format!(
                "{}{}{}",
                tr(Text::Unseen, lang),
                lang.label_separator(),
                text.join(lang.part_separator())
            ),
            FontId::proportional(theme.body_size),
            theme.text_on_table,
        );
    }
}

/// A seat's name ("You", "Computer"), as the table screen calls it.
fn table_seat_name(table: &TableContext<'_, EnGardePanel>, player: Player) -> String {
    EnGardePanel::default().seat_name(table.state, player, table.human, table.lang)
}

/// A seat's colour as the log writes it (player 0 fences in white).
fn colour_name(player: Player, lang: Lang) -> &'static str {
    tr(
        if player == 0 {
            Text::White
        } else {
            Text::Black
        },
        lang,
    )
}

/// The fencers, named for screen readers with their space and points (the seats of this game).
fn fencers(ui: &Ui, layout: &Layout, table: &TableContext<'_, EnGardePanel>) {
    let lang = table.lang;
    let state = table.state;
    for player in 0..2 {
        let space = state.positions()[player];
        let who = table_seat_name(table, player);
        let label = fill(
            tr(Text::NameFencer, lang),
            &[
                colour_name(player, lang),
                &who,
                &space.to_string(),
                &state.scores()[player].to_string(),
            ],
        );
        let feet = layout.feet(f32::from(space));
        let height = layout.piste.height() * 1.6;
        let rect = Rect::from_min_max(
            Pos2::new(feet.x - layout.space * 0.5, feet.y - height),
            Pos2::new(feet.x + layout.space * 0.5, feet.y),
        );
        named(ui, rect, ("fencer", player), Role::Group, &label);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kinds of shape (and corner counts) of a mark's pointer.
    fn outline_of(mark: Mark) -> Vec<String> {
        pointer(mark, Pos2::new(10.0, 10.0), 6.0, Color32::RED)
            .into_iter()
            .map(|s| match s {
                egui::Shape::Path(p) => format!("{} corners", p.points.len()),
                egui::Shape::LineSegment { .. } => "stroke".to_owned(),
                other => format!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn each_marked_space_has_a_pointer_of_its_own_shape() {
        let a = outline_of(Mark::Destination);
        let b = outline_of(Mark::AttackFrom);
        let c = outline_of(Mark::Target);
        assert!(a != b && b != c && a != c, "{a:?} {b:?} {c:?}");
    }
}
