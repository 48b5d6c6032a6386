//! The rules window over a table: where it opens.

use egui::{Key, Pos2, Rect, Vec2};
use egui_kittest::kittest::Queryable as _;

use crate::{
    games::demo::DemoPanel,
    i18n::{Lang, Msg},
    ui::{
        panel::GamePanel,
        testing::{KitState, click, sized_harness},
    },
};

/// The rules window opens inside the window, clear of the top bar's Home and New game.
#[test]
fn the_rules_open_inside_the_window_clear_of_the_top_bar() {
    let lang = Lang::En;
    for size in [Vec2::new(1024.0, 640.0), Vec2::new(1280.0, 800.0)] {
        let mut state = KitState::<DemoPanel>::new();
        state.settings.language = lang;
        let mut h = sized_harness(state, size);
        h.run_steps(2);
        click(&mut h, Msg::Start.tr(lang));
        h.key_press(Key::F1);
        h.run_steps(3);
        let id = egui::Id::unique(("rules", DemoPanel::SAVE_ID));
        let rules = h.ctx.memory(|m| m.area_rect(id)).expect("the rules window");
        let window = Rect::from_min_size(Pos2::ZERO, size);
        assert!(window.contains_rect(rules), "{size:?}: {rules:?}");
        for label in [
            format!("◀ {}", Msg::Home.tr(lang)),
            Msg::NewGame.tr(lang).into(),
        ] {
            let button = h.get_by_label(&label).rect();
            assert!(
                !button.intersects(rules),
                "{size:?}: {label} {button:?} {rules:?}"
            );
        }
    }
}
