//! The board read aloud: every square with its piece (or empty) and each seat's home row, as
//! accessible nodes that cannot take the focus. Squares that can be chosen now are buttons of
//! their own, drawn later on top.

use egui::{Rect, Ui, accesskit::Role};

use super::{GygesPanel, Layout, look::goal_label};
use crate::{
    games::gyges::{
        board::{Sq, home_row},
        text::{Text, tr},
    },
    i18n::fill,
    ui::{
        panel::{GamePanel, TableContext},
        widgets::named,
    },
};

/// Names the squares, their pieces and the seats' home rows.
pub(super) fn board(
    ui: &Ui,
    layout: &Layout,
    table: &TableContext<'_, GygesPanel>,
    panel: &GygesPanel,
) {
    let (state, lang) = (table.state, table.lang);
    for player in 0..2 {
        let row = home_row(player);
        let band = Rect::from_min_max(
            layout.square(Sq::at(row, 0)).min,
            layout.square(Sq::at(row, 5)).max,
        );
        let label = fill(
            tr(Text::NameHomeRow, lang),
            &[
                &panel.seat_name(state, player, table.human, lang),
                &(row + 1).to_string(),
                goal_label(player, lang),
            ],
        );
        named(ui, band, ("home-row", player), Role::Group, &label);
    }
    for sq in Sq::all() {
        let rings = state.position().rings(sq);
        let label = if rings == 0 {
            fill(tr(Text::NameEmptySquare, lang), &[&sq.to_string()])
        } else {
            fill(
                tr(Text::NamePieceOn, lang),
                &[&sq.to_string(), &rings.to_string()],
            )
        };
        named(
            ui,
            layout.square(sq),
            ("named-square", sq.0),
            Role::Image,
            &label,
        );
    }
}
