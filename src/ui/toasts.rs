//! Short notices in the corner of the window (a damaged settings file, a failed save…).

use crate::ui::line_break;
use egui::{Align2, Color32, Frame, RichText, Vec2};

use super::theme::Theme;

/// How serious a toast is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToastKind {
    /// Information.
    Info,
    /// Something went wrong but the app continues.
    Warning,
}

#[derive(Clone, Debug)]
struct Toast {
    text: String,
    kind: ToastKind,
    /// Set on first display (egui time) so a toast raised before the window shows still lasts.
    until: Option<f64>,
}

/// The list of visible toasts.
#[derive(Clone, Debug, Default)]
pub struct Toasts {
    items: Vec<Toast>,
    /// Kinds of trouble already reported (see [`Toasts::add_once`]).
    reported: std::collections::BTreeSet<&'static str>,
    /// Height of this frame's bottom bar, which the toasts stay above (see
    /// [`Toasts::keep_clear_of_bottom`]).
    bottom_clearance: f32,
}

const TOAST_SECONDS: f64 = 8.0;

impl Toasts {
    /// Shows `text` for a few seconds.
    pub fn add(&mut self, kind: ToastKind, text: impl Into<String>) {
        let text = text.into();
        log::info!("toast: {text}");
        self.items.push(Toast {
            text,
            kind,
            until: None,
        });
    }

    /// Shows `text` unless a toast of the same `trouble` was already shown since the app
    /// started: a read-only or full disk fails every save, and one notice is enough.
    pub fn add_once(&mut self, trouble: &'static str, kind: ToastKind, text: impl Into<String>) {
        if self.reported.insert(trouble) {
            self.add(kind, text);
        } else {
            log::info!("not repeated ({trouble}): {}", text.into());
        }
    }

    /// Texts currently queued or shown (for tests).
    pub fn texts(&self) -> Vec<&str> {
        self.items.iter().map(|t| t.text.as_str()).collect()
    }

    /// Keeps this frame's toasts above a bar of `height` at the bottom of the window (a
    /// table's status line, which a toast must not hide).
    pub fn keep_clear_of_bottom(&mut self, height: f32) {
        self.bottom_clearance = self.bottom_clearance.max(height);
    }

    /// Draws the toasts and drops expired ones.
    pub fn show(&mut self, ctx: &egui::Context) {
        let clearance = std::mem::take(&mut self.bottom_clearance);
        let now = ctx.input(|i| i.time);
        for toast in &mut self.items {
            toast.until.get_or_insert(now + TOAST_SECONDS);
        }
        self.items.retain(|t| t.until.is_some_and(|u| u > now));
        if self.items.is_empty() {
            return;
        }
        let theme = Theme::of(ctx);
        let mut dismissed = None;
        egui::Area::new(egui::Id::unique("asobiba-toasts"))
            .anchor(Align2::RIGHT_BOTTOM, Vec2::new(-16.0, -16.0 - clearance))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                for (i, toast) in self.items.iter().enumerate() {
                    let accent = match toast.kind {
                        ToastKind::Info => theme.accent,
                        ToastKind::Warning => theme.warning,
                    };
                    let shown = Frame::popup(ui.style())
                        .stroke(egui::Stroke::new(2.0, accent))
                        .show(ui, |ui| {
                            ui.set_max_width(380.0);
                            line_break::label(
                                ui,
                                RichText::new(&toast.text).color(if theme.dark {
                                    Color32::WHITE
                                } else {
                                    theme.text
                                }),
                            )
                        });
                    // A click puts a toast away at once (it may cover something wanted).
                    let click = shown.inner.interact(egui::Sense::click());
                    if click.clicked() {
                        dismissed = Some(i);
                    }
                    click.on_hover_cursor(egui::CursorIcon::PointingHand);
                    ui.add_space(6.0);
                }
            });
        if let Some(i) = dismissed {
            self.items.remove(i);
            ctx.request_repaint();
        }
        let next = self
            .items
            .iter()
            .filter_map(|t| t.until)
            .fold(f64::INFINITY, f64::min);
        if next.is_finite() {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64((next - now).max(0.05)));
        }
    }
}
