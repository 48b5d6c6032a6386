//! How the En Garde table looks: card faces, fencers, the piste and what lies on the table.

use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, Ui, Vec2};

use super::{EnGardePanel, Layout};
use crate::{
    games::en_garde::{
        state::PISTE,
        text::{Text, tr},
    },
    i18n::fill,
    ui::{
        panel::TableContext,
        theme::Theme,
        widgets::{
            CardCenter, CardLook, CardStyle, paint_card, paint_empty_slot, paint_score_track,
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

/// Everything that stands still: score track and round, the piste (with `highlight`, the space
/// the hovered action lands on), distance, pile, discards, the opponent's hand, the pending
/// attack and the unseen-cards aid.
pub fn table(
    ui: &Ui,
    layout: &Layout,
    table: &TableContext<'_, EnGardePanel>,
    highlight: Option<u8>,
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
    // The piste.
    for space in 1..=PISTE {
        let r = layout.space_rect(space).shrink(1.0);
        let fill = if highlight == Some(space) {
            theme.legal.gamma_multiply(0.7)
        } else if space == 1 || space == PISTE {
            theme.table_edge
        } else if space % 2 == 0 {
            theme.table_zone
        } else {
            theme.table.gamma_multiply(1.2)
        };
        painter.rect_filled(r, 3.0, fill);
        painter.text(
            Pos2::new(r.center().x, r.bottom() - 3.0),
            Align2::CENTER_BOTTOM,
            space.to_string(),
            FontId::proportional((layout.space * 0.36).clamp(9.0, 14.0)),
            theme.text_on_table.gamma_multiply(0.6),
        );
    }
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
    let discards = state.discards();
    if discards.is_empty() {
        paint_empty_slot(painter, layout.discard, theme);
    } else {
        // A face-down stack: the seed keeps played cards hidden, memory is allowed. The count
        // goes in the label below, like the pile's: a digit on the card read as a card played.
        paint_card(
            painter,
            layout.discard,
            None,
            CardStyle {
                dimmed: true,
                ..CardStyle::default()
            },
            theme,
        );
    }
    painter.text(
        layout.discard.center_bottom() + Vec2::new(0.0, 4.0),
        Align2::CENTER_TOP,
        fill(tr(Text::Discards, lang), &[&discards.len().to_string()]),
        FontId::proportional(theme.small_size),
        theme.text_on_table,
    );
    // The opponent's hand, face down (face up in a finished game's review on request).
    let theirs = state.hand(1 - table.human).to_vec();
    for (i, &v) in theirs.iter().enumerate() {
        let r = Rect::from_min_size(
            layout.their_hand.min + Vec2::new(i as f32 * layout.small.x * 0.45, 0.0),
            layout.small * 0.8,
        );
        let face = table.reveal.then(|| look(v, theme));
        paint_card(painter, r, face.as_ref(), CardStyle::default(), theme);
    }
    // The pending attack.
    let on_table = state.table().to_vec();
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
    }
    // Unseen counter aid.
    if table.aids.unseen {
        let obs = state.observation(table.human);
        let counts = obs.unseen_by_value();
        let text: Vec<String> = (1..=5).map(|v| format!("{v}:{}", counts[v - 1])).collect();
        painter.text(
            Pos2::new(layout.area.center().x, layout.score.bottom() + 14.0),
            Align2::CENTER_TOP,
            format!("{}  {}", tr(Text::Unseen, lang), text.join("  ")),
            FontId::proportional(theme.body_size),
            theme.text_on_table,
        );
    }
}
