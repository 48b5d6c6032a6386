//! The clickable widgets of a frame, read from its accessibility tree: where they are, which
//! window holds them, and which have no name.

use egui::{
    Rect,
    accesskit::{Action, Role},
};
use egui_kittest::kittest::{self, NodeT as _, Queryable as _};

use super::{Finding, Problem};

/// A clickable widget of a frame.
#[derive(Clone, Copy, Debug)]
pub struct Widget {
    /// Where it is (not clipped: a scroll area's content keeps its full rect).
    pub rect: Rect,
    /// The window it belongs to, if any (the window's rect).
    pub window: Option<Rect>,
}

/// The clickable widgets of a frame (from its accessibility tree).
#[derive(Default)]
pub struct Widgets {
    /// The enabled ones, except selectable text (its overlaps are [`Problem::Overlap`]'s).
    pub enabled: Vec<Widget>,
    /// Where the disabled ones are (their text is exempt from the contrast rule).
    pub disabled: Vec<Rect>,
    /// The windows' rects.
    pub windows: Vec<Rect>,
    /// The ones without a name.
    pub unnamed: Vec<Finding>,
}

/// The nearest window `node` lies in, with its name.
fn window_of(node: &egui_kittest::Node<'_>) -> Option<(Rect, String)> {
    let mut up = node.parent();
    while let Some(n) = up {
        let data = n.accesskit_node();
        // The root is a window too, without bounds: the app's own window.
        if data.role() == Role::Window && data.bounding_box().is_some() {
            return Some((n.rect(), data.label().unwrap_or_default()));
        }
        up = n.parent();
    }
    None
}

/// True for egui's drag handle across a window's title bar: it has no name of its own, the
/// window's title (shown in it) names it.
fn is_title_bar(rect: Rect, window: Option<&(Rect, String)>) -> bool {
    window.is_some_and(|(w, title)| {
        !title.trim().is_empty() && (rect.top() - w.top()).abs() <= 1.0 && rect.height() < 60.0
    })
}

/// The clickable widgets on `h`'s screen.
pub fn widgets<S>(h: &egui_kittest::Harness<'_, S>) -> Widgets {
    let mut out = Widgets::default();
    let by = kittest::by().predicate(|n| !n.is_hidden() && n.data().supports_action(Action::Click));
    for node in h.query_all(by) {
        let data = node.accesskit_node();
        let rect = node.rect();
        // egui's scroll bars are named by their role.
        if !rect.is_positive() || data.role() == Role::ScrollBar {
            continue;
        }
        let window = window_of(&node);
        let named = data.label().is_some_and(|l| !l.trim().is_empty())
            || data.value().is_some_and(|v| !v.trim().is_empty());
        let title_bar = data.role() == Role::Unknown && is_title_bar(rect, window.as_ref());
        if !named && !title_bar {
            out.unnamed.push(Finding {
                problem: Problem::Unnamed,
                text: format!("{:?}", data.role()),
                rect,
                detail: "clickable, no label".to_owned(),
            });
        }
        if data.is_disabled() {
            out.disabled.push(rect);
        } else if data.role() != Role::Window && data.role() != Role::Label {
            out.enabled.push(Widget {
                rect,
                window: window.map(|(w, _)| w),
            });
        }
    }
    let windows = kittest::by()
        .predicate(|n| n.role() == Role::Window && !n.is_hidden() && n.bounding_box().is_some());
    out.windows = h.query_all(windows).map(|n| n.rect()).collect();
    out
}

#[cfg(test)]
mod tests {
    use egui::Pos2;

    use super::*;

    #[test]
    fn only_a_named_windows_top_strip_is_its_title_bar() {
        let window = Rect::from_min_size(Pos2::new(16.0, 16.0), egui::vec2(600.0, 500.0));
        let bar = Rect::from_min_max(Pos2::new(16.0, 16.0), Pos2::new(600.0, 65.0));
        let named = (window, "Gygès — Rules".to_owned());
        assert!(is_title_bar(bar, Some(&named)));
        assert!(!is_title_bar(bar, Some(&(window, String::new()))));
        assert!(!is_title_bar(bar, None));
        assert!(!is_title_bar(
            bar.translate(egui::vec2(0.0, 100.0)),
            Some(&named)
        ));
    }
}
