//! Painted table pieces shared by every game: cards, dice, tokens and pieces, a score track and
//! seat plates. Each interactive one reports an accessible name, so screen readers and kittest
//! find it by label.

pub mod card;
pub mod die;
pub mod focus;
pub mod piece;
pub mod score_track;
pub mod seat_plate;
pub mod shadow;
pub mod symbols;
pub mod thinking;

pub use card::{
    CardCenter, CardLook, CardStyle, card, paint_card, paint_empty_slot, paint_hint_outline,
};
pub use die::{DieStyle, die, paint_die, paint_flat_die};
pub use piece::{PieceLook, paint_piece, piece};
pub use score_track::paint_score_track;
pub use seat_plate::{Badge, SeatPlate, seat_plate};
pub use shadow::paint_drop_shadow;
pub use symbols::{SuitMark, paint_star, paint_suit, star_points};
pub use thinking::thinking_indicator;

use egui::{Rect, Response, Sense, Ui, WidgetInfo, accesskit::Role};

/// Makes `rect` clickable when `enabled`, with a button role and an accessible `label`; only
/// then can it take the keyboard focus ([`focus`]). A disabled one is named all the same, and
/// reads as disabled ("not playable now").
pub fn clickable(
    ui: &mut Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    label: &str,
    enabled: bool,
) -> Response {
    interactive(ui, rect, id_salt, label, enabled, None)
}

/// [`clickable`] for a piece that can be selected (a card picked for a set, a piece lifted):
/// screen readers also read whether it is selected (AccessKit's toggled state).
pub fn selectable(
    ui: &mut Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    label: &str,
    enabled: bool,
    selected: bool,
) -> Response {
    interactive(ui, rect, id_salt, label, enabled, Some(selected))
}

/// Names a painted thing that cannot be chosen now (an opponent's card, a pile, a board space,
/// a die on the table, a seat) for screen readers, with `role` (a card, die or piece is an
/// [`Role::Image`], a seat a [`Role::Group`]). It only senses hover, so Tab never stops on it.
pub fn named(
    ui: &Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    role: Role,
    label: &str,
) -> Response {
    let response = ui.interact(rect, ui.scope_id().with(id_salt), Sense::hover());
    describe(&response, role, label, true, None);
    response
}

/// The accessible node of a painted thing: its role, name and state.
fn describe(response: &Response, role: Role, label: &str, enabled: bool, selected: Option<bool>) {
    let label = label.to_owned();
    response.widget_info(|| {
        let mut info = WidgetInfo::labeled(role, enabled, &label);
        info.selected = selected;
        info
    });
}

fn interactive(
    ui: &mut Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    label: &str,
    enabled: bool,
    selected: Option<bool>,
) -> Response {
    let id = ui.scope_id().with(id_salt);
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let response = ui.interact(rect, id, sense);
    describe(&response, Role::Button, label, enabled, selected);
    if enabled {
        focus::register(&response);
        response.on_hover_cursor(egui::CursorIcon::PointingHand)
    } else {
        response
    }
}
