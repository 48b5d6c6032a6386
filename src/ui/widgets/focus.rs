//! Keyboard play on a painted table. egui already moves its focus with Tab, Shift+Tab and the
//! arrow keys and turns Enter or Space on a focused widget into a click; a disabled piece senses
//! no click, so it is never focusable. What painted tables add: every choosable piece drawn by
//! [`super::clickable`] is listed for the frame, so the table screen can draw a ring on the one
//! with the focus, start Tab and the arrows on the table, keep the focus on the table when the
//! piece it was on goes away (a card played, an animation), and let the number keys pick the
//! n-th card in hand.

use egui::{
    Context, Event, EventFilter, Id, Key, LayerId, Modifiers, Rect, Response, Stroke, StrokeKind,
    accesskit::{Action, ActionRequest, TreeId},
};

use crate::ui::theme::Theme;

/// A piece that can be chosen now, as drawn this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Piece {
    /// Its widget id.
    pub id: Id,
    /// Where it was drawn.
    pub rect: Rect,
    /// The layer it was drawn on (the ring goes on top of it there).
    pub layer: LayerId,
    /// Its place in the human's hand (0 for the leftmost card), for the number keys.
    pub hand: Option<usize>,
}

/// The choosable pieces of one pass, kept in the context's temporary data.
#[derive(Clone, Debug, Default)]
struct Pieces {
    /// The pass they were drawn in.
    pass: u64,
    list: Vec<Piece>,
}

/// The pieces of this pass (a later pass starts a new list).
fn this_pass(d: &mut egui::util::IdTypeMap, pass: u64) -> &mut Vec<Piece> {
    let pieces = d.get_temp_mut_or_default::<Pieces>(pieces_id());
    if pieces.pass != pass {
        *pieces = Pieces {
            pass,
            list: Vec::new(),
        };
    }
    &mut pieces.list
}

fn pieces_id() -> Id {
    Id::unique("asobiba-choosable-pieces")
}

/// The number keys, in the order of the hand.
const NUMBER_KEYS: [Key; 9] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
];

/// Lists a piece that can be chosen now (called by [`super::clickable`]). Esc on a focused piece
/// is left to the table screen (it cancels a selection first), so egui does not drop the focus.
pub(super) fn register(response: &Response) {
    let ctx = &response.ctx;
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| {
        this_pass(d, pass).push(Piece {
            id: response.id,
            rect: response.rect,
            layer: response.layer_id,
            hand: None,
        });
    });
    if response.has_focus() {
        ctx.memory_mut(|m| {
            m.set_focus_lock_filter(
                response.id,
                EventFilter {
                    escape: true,
                    ..Default::default()
                },
            );
        });
    }
}

/// Marks a drawn card as the `index`-th of the human's hand (0 = the leftmost), which the number
/// key `index + 1` picks. A card that cannot be chosen now is not listed and stays unmarked.
pub fn hand_card(response: &Response, index: usize) {
    let pass = response.ctx.cumulative_pass_nr();
    response.ctx.data_mut(|d| {
        if let Some(piece) = this_pass(d, pass)
            .iter_mut()
            .rev()
            .find(|p| p.id == response.id)
        {
            piece.hand = Some(index);
        }
    });
}

/// The table screen's side of keyboard play: what had the focus, and where.
#[derive(Debug, Default)]
pub struct TableFocus {
    /// The table piece the keyboard was on, while the player plays with keys.
    last: Option<Piece>,
    /// The pieces of the previous frame (the number keys pick among them).
    previous: Vec<Piece>,
    /// The focus at the end of the previous frame.
    focused_before: Option<Id>,
}

impl TableFocus {
    /// Before the panel draws: starts the frame's list of pieces and turns a number key into a
    /// click on that card of the hand (the click a screen reader would ask for, so the panel
    /// takes it like any other; a card that cannot be chosen ignores it).
    pub fn before_table(&mut self, ctx: &Context, can_choose: bool) {
        let pass = ctx.cumulative_pass_nr();
        self.previous = ctx.data_mut(|d| std::mem::take(this_pass(d, pass.wrapping_sub(1))));
        if !can_choose {
            return;
        }
        let pressed = ctx.input_mut(|i| {
            NUMBER_KEYS
                .iter()
                .position(|&key| i.consume_key(Modifiers::NONE, key))
        });
        let Some(index) = pressed else { return };
        let Some(piece) = self.previous.iter().find(|p| p.hand == Some(index)) else {
            return;
        };
        let id = piece.id;
        ctx.memory_mut(|m| m.request_focus(id));
        ctx.input_mut(|i| {
            i.events.push(Event::AccessKitActionRequest(ActionRequest {
                action: Action::Click,
                target_tree: TreeId::ROOT,
                target_node: id.accesskit_id(),
                data: None,
            }));
        });
    }

    /// After the panel drew in `table`: keeps the keyboard's focus on the table and draws its
    /// ring.
    ///
    /// Tab and the arrow keys from nowhere start on the table's first piece; when the focused
    /// piece or button of the table goes away (played, or the table is busy), the focus comes
    /// back to it or to the piece nearest to where it was as soon as something can be chosen
    /// again. A click with the pointer ends keyboard play until the next key.
    pub fn after_table(&mut self, ctx: &Context, table: Rect, theme: &Theme) {
        let pass = ctx.cumulative_pass_nr();
        let pieces = ctx.data_mut(|d| this_pass(d, pass).clone());
        let (tab, arrow, clicked) = ctx.input(|i| {
            let arrow = [
                Key::ArrowUp,
                Key::ArrowDown,
                Key::ArrowLeft,
                Key::ArrowRight,
            ]
            .iter()
            .any(|&k| i.key_pressed(k));
            (i.key_pressed(Key::Tab), arrow, i.pointer.any_click())
        });
        if clicked {
            self.last = None;
        }
        let mut focused = ctx.memory(egui::Memory::focused);
        let piece = |id: Id| pieces.iter().find(|p| p.id == id).copied();
        // A button the panel drew on the table (egui's own widget, not a painted piece).
        let table_widget = |id: Id| {
            ctx.read_response(id)
                .filter(|r| table.contains_rect(r.rect))
                .map(|r| Piece {
                    id,
                    rect: r.rect,
                    layer: r.layer_id,
                    hand: None,
                })
        };
        let was_piece = |id: Id| self.previous.iter().any(|p| p.id == id);
        match focused {
            Some(id) if piece(id).is_some() => self.last = piece(id),
            // The piece the focus was on is gone: played, or no longer choosable.
            Some(id) if was_piece(id) => focused = None,
            // Tab from nowhere starts on the table, not on the bar above it.
            Some(_) if tab && self.focused_before.is_none() && !pieces.is_empty() => {
                focused = None;
                self.last = pieces.first().copied();
            }
            Some(id) => self.last = table_widget(id),
            None if arrow && self.last.is_none() => self.last = pieces.first().copied(),
            None => {}
        }
        // While Tab hands the focus on (to the next frame's first widget), it is not taken back.
        let handing_on = tab && ctx.memory(egui::Memory::focused).is_none();
        if focused.is_none()
            && !handing_on
            && let Some(last) = self.last
            && let Some(next) = nearest(&pieces, &last)
        {
            ctx.memory_mut(|m| m.request_focus(next.id));
            self.last = Some(next);
            focused = Some(next.id);
        }
        self.focused_before = focused;
        if let Some(ring) = focused.and_then(|id| piece(id).or_else(|| table_widget(id))) {
            paint_ring(ctx, &ring, theme);
        }
    }
}

/// The piece `last` itself if it is still there, else the one nearest to where it was.
fn nearest(pieces: &[Piece], last: &Piece) -> Option<Piece> {
    if let Some(same) = pieces.iter().find(|p| p.id == last.id) {
        return Some(*same);
    }
    let centre = last.rect.center();
    pieces
        .iter()
        .min_by(|a, b| {
            let da = a.rect.center().distance_sq(centre);
            let db = b.rect.center().distance_sq(centre);
            da.total_cmp(&db)
        })
        .copied()
}

/// The focus ring: the theme's ring colour over a dark edge, outside the piece, on the piece's
/// own layer (drawn after the panel, so over the piece and its neighbours).
fn paint_ring(ctx: &Context, piece: &Piece, theme: &Theme) {
    let painter = ctx.layer_painter(piece.layer);
    let rect = piece.rect.expand(3.0);
    for (out, stroke) in ring_strokes(theme) {
        painter.rect_stroke(
            rect.expand(out),
            theme.card_radius,
            stroke,
            StrokeKind::Outside,
        );
    }
}

/// The ring's strokes, innermost first: how far out of the ring's rectangle each starts, and
/// its stroke. In high contrast, where the frames of playable pieces are a bright yellow, the
/// ring is doubled (two light bands with dark between), so it differs from them by its shape
/// and not only by its colour.
fn ring_strokes(theme: &Theme) -> Vec<(f32, Stroke)> {
    let edge = egui::Color32::from_black_alpha(200);
    let mut strokes = vec![
        (0.0, Stroke::new(5.0, edge)),
        (1.0, Stroke::new(2.5, theme.focus_ring)),
    ];
    if theme.high_contrast {
        strokes.extend([
            (5.0, Stroke::new(5.0, edge)),
            (6.5, Stroke::new(2.5, theme.focus_ring)),
        ]);
    }
    strokes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece(id: &str, x: f32) -> Piece {
        Piece {
            id: Id::unique(id),
            rect: Rect::from_min_size(egui::pos2(x, 0.0), egui::vec2(10.0, 10.0)),
            layer: LayerId::background(),
            hand: None,
        }
    }

    /// The bands of the ring's colour, as (from, to) distances out of the ring's rectangle.
    fn light_bands(theme: &Theme) -> Vec<(f32, f32)> {
        ring_strokes(theme)
            .into_iter()
            .filter(|(_, s)| s.color == theme.focus_ring)
            .map(|(out, s)| (out, out + s.width))
            .collect()
    }

    #[test]
    fn the_high_contrast_ring_is_doubled_with_dark_between() {
        let hc = Theme::high_contrast();
        let bands = light_bands(&hc);
        assert_eq!(bands.len(), 2, "{bands:?}");
        let (inner, outer) = (bands[0], bands[1]);
        assert!(outer.0 - inner.1 >= 1.5, "a dark gap between: {bands:?}");
        // Wider than a playable piece's frame.
        assert!(outer.1 > 2.0 * hc.highlight_width, "{bands:?}");
        // The gap is dark: dark strokes cover it.
        let strokes = ring_strokes(&hc);
        let mut x = inner.1;
        while x <= outer.0 {
            let dark = strokes
                .iter()
                .any(|(out, s)| s.color != hc.focus_ring && *out <= x && x <= out + s.width);
            assert!(dark, "light at {x}: {strokes:?}");
            x += 0.25;
        }
        assert_eq!(light_bands(&Theme::dark()).len(), 1);
    }

    #[test]
    fn the_focus_returns_to_its_piece_or_the_nearest_one() {
        let pieces = [piece("a", 0.0), piece("b", 100.0), piece("c", 200.0)];
        assert_eq!(nearest(&pieces, &pieces[2]), Some(pieces[2]));
        let gone = piece("played", 130.0);
        assert_eq!(nearest(&pieces, &gone), Some(pieces[1]));
        assert_eq!(nearest(&[], &gone), None);
    }
}
