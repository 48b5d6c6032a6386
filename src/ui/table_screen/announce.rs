//! What the other seats did, told to screen readers: the log lines since the human's last
//! decision, in the player's language, as an AccessKit live region. A screen reader reads a live
//! region when its text changes, so each new line is read once.

use egui::{
    Rect, Sense, Ui, Vec2, WidgetInfo,
    accesskit::{Live, Role},
};

use crate::{i18n::Lang, play::session::Session, ui::panel::GamePanel};

/// The log lines of everything after the human's last decision (the computers' turns and the
/// chance steps between them), joined; `None` when nothing happened since.
pub(super) fn since_human<P: GamePanel>(
    panel: &P,
    session: &Session<P::Game>,
    lang: Lang,
) -> Option<String> {
    let human = session.human;
    let start = session
        .log
        .iter()
        .rposition(|entry| entry.seat == Some(human))
        .map_or(0, |i| i + 1);
    let lines: Vec<String> = session.log[start..]
        .iter()
        .flat_map(|entry| &entry.events)
        .filter_map(|event| panel.describe_event(event, &session.state, human, lang))
        .collect();
    (!lines.is_empty()).then(|| lines.join(" "))
}

/// The live region: a status node without area that carries `text`.
pub(super) fn live_region(ui: &mut Ui, text: &str) {
    let id = ui.scope_id().with("what-the-others-did");
    let response = ui.interact(
        Rect::from_min_size(ui.cursor().min, Vec2::ZERO),
        id,
        Sense::hover(),
    );
    let text = text.to_owned();
    response.widget_info(|| WidgetInfo::labeled(Role::Status, true, &text));
    ui.ctx()
        .accesskit_node_builder(id, |node| node.set_live(Live::Polite));
}
