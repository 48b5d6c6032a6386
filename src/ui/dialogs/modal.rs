//! The modal window every dialog uses.

/// A modal without egui's full-window dimming layer: blending that layer costs a software
/// renderer (llvmpipe) as much as the whole table, every frame the dialog is open. The modal
/// still blocks clicks behind it.
pub fn modal(id: egui::Id) -> egui::Modal {
    egui::Modal::new(id).backdrop_color(egui::Color32::TRANSPARENT)
}
