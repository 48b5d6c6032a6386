//! The layout and legibility check over every screen of the app (`ui::layout_check`), driven
//! like a player drives the app: home (fresh, with a notice, with statistics lines and
//! Continue), settings, about, statistics, and for every game of the registry its new-game
//! dialog at every player count, the table at the start, in a busy middle (a selection made, a
//! hint shown), at the game's end with its dialog, the rules page and the review. Each screen
//! is checked in both languages, both window sizes and both themes; home, settings and each
//! table also at high-DPI scales and in the high-contrast theme, whose text must read at 7:1.
//! Accepted findings are listed in `layout_exceptions`.

use std::fmt::Write as _;

use egui::{Color32, Key, Rect, Vec2, accesskit::Action};
use egui_kittest::{
    Harness,
    kittest::{self, NodeT as _, Queryable as _},
};

use crate::{
    app::registry::GameKind,
    app::{AsobibaApp, Screen, practice_page::PracticeTab},
    app_tests::app_sized,
    engine::{Strength, review::Measure},
    i18n::{GuideMsg, Lang, Msg, PracticeMsg},
    layout_exceptions::{Exception, accepted, load},
    settings::{AnimationSpeed, ThemeChoice},
    ui::{
        dialogs::new_game::strength_label,
        layout_check::{Capture, Finding, Frame, widgets},
        review::graph::title,
        theme,
    },
};

const SMALL: Vec2 = Vec2::new(1024.0, 640.0);
const LARGE: Vec2 = Vec2::new(1280.0, 800.0);

/// A language, a window size (in points), a theme and a scale factor (physical pixels per
/// point) to check a screen in.
type Combination = (Lang, Vec2, ThemeChoice, f32);

/// The combinations every screen is checked in.
const COMBINATIONS: [Combination; 8] = [
    (Lang::Ja, SMALL, ThemeChoice::Light, 1.0),
    (Lang::Ja, SMALL, ThemeChoice::Dark, 1.0),
    (Lang::Ja, LARGE, ThemeChoice::Light, 1.0),
    (Lang::Ja, LARGE, ThemeChoice::Dark, 1.0),
    (Lang::En, SMALL, ThemeChoice::Light, 1.0),
    (Lang::En, SMALL, ThemeChoice::Dark, 1.0),
    (Lang::En, LARGE, ThemeChoice::Light, 1.0),
    (Lang::En, LARGE, ThemeChoice::Dark, 1.0),
];

/// High-DPI screens: each scale factor in both window sizes, the languages and themes
/// alternating so that each scale meets both of each (a full cross would cost three times the
/// whole check). Checked on home, settings and each game's table.
const SCALED: [Combination; 6] = [
    (Lang::Ja, SMALL, ThemeChoice::Light, 1.25),
    (Lang::En, LARGE, ThemeChoice::Dark, 1.25),
    (Lang::En, SMALL, ThemeChoice::Dark, 1.5),
    (Lang::Ja, LARGE, ThemeChoice::Light, 1.5),
    (Lang::Ja, SMALL, ThemeChoice::Dark, 2.0),
    (Lang::En, LARGE, ThemeChoice::Light, 2.0),
];

/// The high-contrast theme, whose text must read at 7:1: once in each language and window size
/// (its colours do not depend on the scale). Checked on home, settings and each game's table.
const HIGH_CONTRAST: [Combination; 2] = [
    (Lang::En, SMALL, ThemeChoice::HighContrast, 1.0),
    (Lang::Ja, LARGE, ThemeChoice::HighContrast, 1.0),
];

/// A 1024×640 window zoomed in (Ctrl +): fewer points across, where home's title row ran past
/// the right edge. Checked on home.
const ZOOMED: [Combination; 2] = [
    (
        Lang::Ja,
        Vec2::new(1024.0 / 1.25, 640.0 / 1.25),
        ThemeChoice::Light,
        1.25,
    ),
    (
        Lang::En,
        Vec2::new(1024.0 / 1.5, 640.0 / 1.5),
        ThemeChoice::Dark,
        1.5,
    ),
];

/// The app under the check, with what it found.
struct Checker {
    h: Harness<'static, AsobibaApp>,
    capture: Capture,
    /// Findings not covered by an exception, one line each.
    failures: Vec<String>,
    /// Screens checked (each in every combination).
    screens: Vec<String>,
    /// Of those, how many were checked at the high-DPI scales too.
    scaled_screens: usize,
    exceptions: Vec<Exception>,
    /// How many findings each exception accepted, by its reason.
    accepted: std::collections::BTreeMap<String, usize>,
    _dir: tempfile::TempDir,
}

impl Checker {
    fn new(prepare: impl FnOnce(&std::path::Path)) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        prepare(dir.path());
        let mut h = app_sized(dir.path(), Default::default(), LARGE);
        h.state_mut().store.settings.animation_speed = AnimationSpeed::Instant;
        h.state_mut().store.settings.language = Lang::En;
        h.state_mut().store.settings.theme = ThemeChoice::Light;
        let capture = Capture::install(&h.ctx);
        h.run_steps(2);
        Self {
            h,
            capture,
            failures: Vec::new(),
            screens: Vec::new(),
            scaled_screens: 0,
            exceptions: load(),
            accepted: Default::default(),
            _dir: dir,
        }
    }

    fn lang(&self) -> Lang {
        self.h.state().store.settings.language
    }

    /// Clicks the first enabled widget labelled `label`; false if there is none.
    fn press(&mut self, label: &str) -> bool {
        let node = self
            .h
            .query_all_by_label(label)
            .find(|n| !n.accesskit_node().is_disabled());
        let Some(node) = node else { return false };
        node.click();
        self.h.run_steps(3);
        true
    }

    fn press_or_panic(&mut self, label: &str) {
        assert!(self.press(label), "no enabled {label:?} on screen");
    }

    /// Draws frames until the open table waits on the human or shows a dialog (bounded).
    fn settle(&mut self) {
        for _ in 0..4000 {
            self.h.step();
            let now = self.h.ctx.input(|i| i.time);
            match self.h.state().probe(now) {
                Some(p) if p.awaits_human || p.new_game_dialog || p.game_over_dialog => break,
                Some(p) if p.over && !p.review => break,
                None => break,
                _ => {}
            }
        }
        self.h.run_steps(2);
    }

    /// Checks the screen on show in every combination, then returns to English, light, large.
    fn check(&mut self, screen: &str) {
        self.screens.push(screen.to_owned());
        self.check_in(screen, &COMBINATIONS);
    }

    /// As [`Checker::check`], and at the high-DPI scale factors and in high contrast too.
    fn check_scaled(&mut self, screen: &str) {
        self.check(screen);
        self.scaled_screens += 1;
        self.check_in(screen, &SCALED);
        self.check_in(screen, &HIGH_CONTRAST);
    }

    fn check_in(&mut self, screen: &str, combinations: &[Combination]) {
        self.h.remove_cursor();
        for &(lang, size, choice, scale) in combinations {
            self.h.state_mut().store.settings.language = lang;
            self.h.state_mut().store.settings.theme = choice;
            self.h.set_size(size);
            self.h.set_pixels_per_point(scale);
            self.h.run_steps(3);
            let findings = self.findings();
            for f in findings {
                if let Some(e) = accepted(&self.exceptions, screen, f.problem, &f.text) {
                    *self.accepted.entry(e.reason.clone()).or_default() += 1;
                    continue;
                }
                let mut line = String::new();
                let _ = write!(
                    line,
                    "{screen} | {lang:?} {}x{} ×{scale} {choice:?} | {:?} {:?} at [{:.0},{:.0}–{:.0},{:.0}] {}",
                    size.x,
                    size.y,
                    f.problem,
                    f.text.chars().take(80).collect::<String>(),
                    f.rect.left(),
                    f.rect.top(),
                    f.rect.right(),
                    f.rect.bottom(),
                    f.detail
                );
                self.failures.push(line);
            }
        }
        self.h.state_mut().store.settings.language = Lang::En;
        self.h.state_mut().store.settings.theme = ThemeChoice::Light;
        self.h.set_size(LARGE);
        self.h.set_pixels_per_point(1.0);
        self.h.run_steps(3);
    }

    fn findings(&self) -> Vec<Finding> {
        let layers = self.capture.take();
        let window = Rect::from_min_size(egui::Pos2::ZERO, self.h.ctx.content_rect().size());
        let on_table = matches!(self.h.state().screen, Screen::Game(_));
        let shown = theme::Theme::of(&self.h.ctx);
        let [r, g, b, _] = theme::clear_color(&shown, on_table);
        let clear = Color32::from_rgb((r * 255.0) as u8, (g * 255.0) as u8, (b * 255.0) as u8);
        let frame = Frame::new(&layers, window, clear);
        let frame = if shown.high_contrast {
            frame.enhanced()
        } else {
            frame
        };
        let widgets = widgets(&self.h);
        let mut found = frame.findings(&widgets);
        found.extend(widgets.unnamed);
        found
    }

    /// Fails with every finding not covered by an exception.
    fn finish(self, name: &str) {
        println!(
            "{name}: {} screens × {} combinations, {} of them also at {} high-DPI ones and {} \
             high-contrast ones",
            self.screens.len(),
            COMBINATIONS.len(),
            self.scaled_screens,
            SCALED.len(),
            HIGH_CONTRAST.len()
        );
        for (reason, n) in &self.accepted {
            println!("  accepted {n}: {reason}");
        }
        assert!(
            self.failures.is_empty(),
            "{name}: {} layout findings:\n{}",
            self.failures.len(),
            self.failures.join("\n")
        );
    }
}

/// The app-wide screens: home (fresh, with a notice), settings, about, empty statistics.
#[test]
fn the_app_screens_pass_the_layout_check() {
    let mut c = Checker::new(|dir| {
        // A damaged settings file: the notice (a toast) on the home screen.
        let config = dir.join("config");
        std::fs::create_dir_all(&config).expect("mkdir");
        std::fs::write(config.join(crate::settings::SETTINGS_FILE), "}{").expect("write");
    });
    c.check("home with a notice");
    c.h.state_mut().store.settings.language = Lang::En;
    // Let the toast go.
    for _ in 0..50 {
        if c.h.state().toast_texts().is_empty() {
            break;
        }
        c.h.step();
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let lang = c.lang();
    c.press_or_panic(Msg::Settings.tr(lang));
    c.check_scaled("settings");
    c.h.key_press(Key::Escape);
    c.h.run_steps(2);
    c.check_scaled("home");
    c.check_in("home", &ZOOMED);
    c.press_or_panic(Msg::About.tr(lang));
    c.check("about");
    c.h.key_press(Key::Escape);
    c.h.run_steps(2);
    c.press_or_panic(Msg::Statistics.tr(lang));
    c.check("statistics, empty");
    c.finish("app screens");
}

/// Every screen of `P`'s game, then the home screen with its statistics line and Continue.
pub(crate) fn check_game<P: crate::ui::panel::GamePanel>() {
    let id = P::SAVE_ID;
    let kind = GameKind::from_id(id).expect("registered");
    let mut c = Checker::new(|_| {});
    let lang = c.lang();
    c.press_or_panic(kind.name(lang));
    let now = c.h.ctx.input(|i| i.time);
    assert!(
        c.h.state().probe(now).is_some_and(|p| p.new_game_dialog),
        "{id}: the new-game dialog"
    );
    c.press_or_panic(strength_label(Strength::Easy, lang));
    let seats = kind.player_range();
    for n in seats.clone() {
        if seats.start() != seats.end() {
            c.press_or_panic(&n.to_string());
        }
        c.check(&format!("{id} new-game dialog, {n} players"));
    }
    c.h.state_mut().set_review_analyst(Strength::Easy);
    // Today's deal, so that the new-game dialog later shows the best result kept for it.
    let daily_prefix = Msg::DealOfTheDay
        .tr(lang)
        .split("{0}")
        .next()
        .unwrap_or_default();
    let daily =
        c.h.query_all_by_label_contains(daily_prefix)
            .next()
            .and_then(|n| n.accesskit_node().label());
    c.press_or_panic(&daily.expect("the deal of the day's button"));
    c.settle();
    c.check_scaled(&format!("{id} table, start"));

    c.press_or_panic(Msg::Rules.tr(lang));
    c.check(&format!("{id} rules page"));
    c.h.key_press(Key::Escape);
    c.h.run_steps(2);

    // A busy middle: some moves, a selection on the table, a hint.
    for pick in 0..6 {
        c.settle();
        c.h.state_mut().play_legal(pick * 7 + 3);
    }
    c.settle();
    c.h.key_press(Key::H);
    c.settle();
    select_something(&mut c);
    c.check(&format!("{id} table, mid-game with a selection and a hint"));

    play_to_the_end(&mut c);
    c.check(&format!("{id} table, game over with its dialog"));

    c.press_or_panic(Msg::Review.tr(lang));
    for _ in 0..2000 {
        c.h.step();
        if [
            Measure::WinChance,
            Measure::Evaluation,
            Measure::RoughWinChance,
        ]
        .iter()
        .any(|&m| c.h.query_by_label(title(m).tr(lang)).is_some())
            && c.h.query_by_label_contains("Accuracy").is_some()
        {
            break;
        }
    }
    // A decision in the middle: its marks and the long "what happened" list.
    if let Some(slider) = c.h.query_by_label(Msg::ReviewSlider.tr(lang)) {
        let n = slider.accesskit_node().max_numeric_value().unwrap_or(0.0);
        slider.set_value_accesskit((n / 2.0).round());
        c.h.run_steps(3);
    }
    c.check(&format!("{id} review"));
    c.h.key_press(Key::Escape);
    c.h.run_steps(3);

    // A new game, left unfinished: home shows the statistics line and Continue. Its dialog
    // shows the best result on today's deal, played above.
    c.h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    c.h.run_steps(3);
    c.check(&format!("{id} new-game dialog, the deal of the day played"));
    c.press(Msg::Start.tr(lang));
    c.settle();
    c.h.state_mut().go(Screen::Home);
    c.h.run_steps(3);
    c.check(&format!("home after {id}, with statistics and Continue"));
    c.press_or_panic(Msg::Statistics.tr(lang));
    c.press(&format!("{} (1)", Msg::RecentGames.tr(lang)));
    c.check(&format!("statistics after {id}"));

    // The game's practice page; the first puzzle if the review found a mistake.
    c.h.state_mut().go(Screen::Practice(kind));
    c.h.run_steps(3);
    c.check(&format!("{id} practice page"));
    if c.press(PracticeMsg::PlayNext.tr(lang)) {
        c.h.run_steps(3);
        c.check(&format!("{id} practice puzzle"));
    }
    // The game's puzzle collection, its list and its hardest puzzle (the longest task).
    if let Some(&(last, _)) = kind.puzzle_set().last() {
        c.h.state_mut().practice_tab = PracticeTab::Collection;
        c.h.state_mut().go(Screen::Practice(kind));
        c.h.run_steps(3);
        c.check(&format!("{id} puzzle collection"));
        c.h.state_mut().practice_tab = PracticeTab::Mistakes;
        c.h.state_mut().open_set_puzzle(kind, last);
        c.h.run_steps(3);
        c.check(&format!("{id} collection puzzle"));
    }

    // The game's busiest table (most seats, most cards out), if it has one, and the review's
    // board at that position (the review starts where the game did).
    c.h.state_mut().go(Screen::Game(kind));
    c.h.run_steps(3);
    if c.h.state_mut().start_crowded() {
        c.settle();
        c.check_scaled(&format!("{id} table, crowded"));
        play_to_the_end(&mut c);
        c.press_or_panic(Msg::Review.tr(lang));
        if let Some(slider) = c.h.query_by_label(Msg::ReviewSlider.tr(lang)) {
            slider.set_value_accesskit(0.0);
            c.h.run_steps(3);
        }
        c.check(&format!("{id} review, crowded"));
        c.h.key_press(Key::Escape);
        c.h.run_steps(3);
    }

    // The guided first game: its first step (to read) and its second, with the bubble beside
    // what it speaks of.
    if kind.has_guide() {
        c.h.state_mut().go(Screen::Home);
        c.h.run_steps(3);
        c.h.state_mut().open_guide(kind);
        c.settle();
        c.check(&format!("{id} guided game, first step"));
        c.press_or_panic(GuideMsg::Next.tr(lang));
        c.settle();
        c.check(&format!("{id} guided game, second step"));
    }
    c.finish(id);
}

/// Plays the open game to its end (the human's moves picked by a fixed rule) and waits for
/// the game-over dialog.
fn play_to_the_end(c: &mut Checker) {
    for pick in 0..3000 {
        c.settle();
        let now = c.h.ctx.input(|i| i.time);
        if c.h.state().probe(now).is_some_and(|p| p.over) {
            break;
        }
        c.h.state_mut().play_legal(pick * 7 + 3);
    }
    c.settle();
}

/// Clicks a widget on the table (a card, a piece, a space) so that something is selected.
fn select_something(c: &mut Checker) {
    let now = c.h.ctx.input(|i| i.time);
    let Some(table) = c.h.state().probe(now).map(|p| p.table_rect) else {
        return;
    };
    let by = kittest::by().predicate(move |n| {
        !n.is_disabled() && !n.is_hidden() && n.data().supports_action(Action::Click)
    });
    let target =
        c.h.query_all(by)
            .find(|n| table.contains_rect(n.rect()))
            .map(|n| n.rect().center());
    if let Some(pos) = target {
        c.h.hover_at(pos);
        c.h.run_steps(1);
        c.h.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed: true,
            modifiers: egui::Modifiers::NONE,
        });
        c.h.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed: false,
            modifiers: egui::Modifiers::NONE,
        });
        c.h.run_steps(3);
    }
}

#[test]
fn every_game_passes_the_layout_check() {
    crate::games::coverage::every_game(|c| c.layout);
}
