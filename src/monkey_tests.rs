//! A monkey test of the whole app at 1024×640: seeded random clicks, drags, wheel turns, keys
//! and clicks on random widgets found through the accessibility tree, interleaved with scripted
//! visits (every game and player count or preset, both languages, settings, statistics, about,
//! rules pages) and scripted moves so games reach their end. Asserts no panic (none escapes, and
//! the crash guard never fires) and that a table waiting on the human always offers a widget.
//!
//! The CI part: every registered game, each on its own thread, at every seat count and rule
//! preset its `Covered` impl names; and the home and settings pages. The soak runs longer:
//! `cargo test --profile ci --lib monkey_soak -- --ignored --nocapture`.

use std::collections::{BTreeMap, BTreeSet};

use egui::{Event, Key, Modifiers, PointerButton, Pos2, Vec2, accesskit::Action};
use egui_kittest::{
    Harness,
    kittest::{self, NodeT as _, Queryable as _},
};
use rand::RngExt as _;

use crate::{
    app::registry::GameKind,
    app::{AsobibaApp, Screen},
    app_tests::app_sized,
    engine::{GameRng, Strength, rng_from_seed},
    games::coverage::{Covered, every_game},
    i18n::{Lang, Msg},
    settings::AnimationSpeed,
    ui::dialogs::new_game::strength_label,
};

const WINDOW: Vec2 = Vec2::new(1024.0, 640.0);

/// What the monkey reached.
#[derive(Debug, Default)]
struct Stats {
    events: usize,
    frames: usize,
    scripted_clicks: usize,
    scripted_moves: usize,
    screens: BTreeSet<String>,
    tables: BTreeSet<(String, usize)>,
    game_overs: BTreeMap<String, usize>,
    rules_pages: BTreeSet<String>,
    languages: BTreeSet<String>,
    stuck: Vec<String>,
    /// Hints asked for with the table's button.
    hints: usize,
    /// Reviews whose analysis was started, by game id.
    analyses: BTreeSet<String>,
}

/// A clickable widget: where it is.
struct Target {
    rect: egui::Rect,
}

struct Monkey {
    h: Harness<'static, AsobibaApp>,
    rng: GameRng,
    stats: Stats,
    /// Game ids whose current game was seen over (a game-over is counted once).
    over_seen: BTreeSet<String>,
    /// Every strength, hints and analyses may be clicked (a monkey of [`Monkey::strong`]).
    strong: bool,
    _dir: tempfile::TempDir,
}

/// Labels the monkey never clicks unless `strong`: stronger computer players, hints and
/// analyses search for seconds on the test thread (the inline worker), which the CI budget can
/// pay only for the short run of [`monkey_strengths_hints_and_reviews`].
fn forbidden(strong: bool) -> BTreeSet<&'static str> {
    let mut set = BTreeSet::new();
    if strong {
        return set;
    }
    for lang in [Lang::En, Lang::Ja] {
        for s in [Strength::Normal, Strength::Hard, Strength::Expert] {
            set.insert(strength_label(s, lang));
        }
        set.insert(Msg::Hint.tr(lang));
        set.insert(Msg::AnalysisStart.tr(lang));
    }
    set
}

impl Monkey {
    fn new(seed: u64) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut h = app_sized(dir.path(), Default::default(), WINDOW);
        h.state_mut().store.settings.animation_speed = AnimationSpeed::Instant;
        h.state_mut().store.settings.language = Lang::En;
        h.run_steps(2);
        Self {
            h,
            rng: rng_from_seed(seed),
            stats: Stats::default(),
            over_seen: BTreeSet::new(),
            strong: false,
            _dir: dir,
        }
    }

    /// A monkey that may click every strength, hints and analyses, with animations at the
    /// normal speed.
    fn strong(seed: u64) -> Self {
        let mut monkey = Self::new(seed);
        monkey.strong = true;
        monkey.h.state_mut().store.settings.animation_speed = AnimationSpeed::Normal;
        monkey.step(2);
        monkey
    }

    fn lang(&self) -> Lang {
        self.h.state().store.settings.language
    }

    fn now(&self) -> f64 {
        self.h.ctx.input(|i| i.time)
    }

    fn step(&mut self, frames: usize) {
        for _ in 0..frames {
            self.h.step();
            self.stats.frames += 1;
        }
        self.grow_with_the_zoom();
        self.observe();
    }

    /// Keeps the window at least 1024×640 points at the zoom the monkey may have chosen, as the
    /// app has a real window keep that minimum size in points (kittest ignores the command).
    fn grow_with_the_zoom(&mut self) {
        let shown = self.h.ctx.content_rect().size();
        if shown.x < WINDOW.x - 0.5 || shown.y < WINDOW.y - 0.5 {
            self.h.set_size(WINDOW.max(shown));
            self.h.step();
        }
    }

    /// The window, in points (larger than 1024×640 once the monkey has zoomed out).
    fn window(&self) -> egui::Rect {
        self.h.ctx.content_rect()
    }

    /// Every enabled widget that takes clicks, inside the window, not forbidden.
    fn targets(&self) -> Vec<Target> {
        let forbidden = forbidden(self.strong);
        let window = self.window();
        let by = kittest::by().predicate(|n| {
            !n.is_disabled() && !n.is_hidden() && n.data().supports_action(Action::Click)
        });
        self.h
            .query_all(by)
            .filter_map(|n| {
                let label = n.accesskit_node().label().unwrap_or_default();
                let rect = n.rect();
                (window.contains(rect.center()) && !forbidden.contains(label.as_str()))
                    .then_some(Target { rect })
            })
            .collect()
    }

    fn in_forbidden_rect(&self, pos: Pos2) -> bool {
        let forbidden = forbidden(self.strong);
        self.h
            .query_all(
                kittest::by()
                    .predicate(|n| n.label().is_some_and(|l| forbidden.contains(l.as_str()))),
            )
            .any(|n| n.rect().expand(2.0).contains(pos))
    }

    fn random_pos(&mut self) -> Pos2 {
        Pos2::new(
            self.rng.random_range(0.0..self.window().width()),
            self.rng.random_range(0.0..self.window().height()),
        )
    }

    fn click_at(&mut self, pos: Pos2) {
        self.h.event(Event::PointerMoved(pos));
        for pressed in [true, false] {
            self.h.event(Event::PointerButton {
                pos,
                button: PointerButton::Primary,
                pressed,
                modifiers: Modifiers::NONE,
            });
        }
    }

    /// One random event, then one or two frames.
    fn random_event(&mut self) {
        let kind = self.rng.random_range(0..100);
        match kind {
            0..45 => {
                let targets = self.targets();
                if !targets.is_empty() {
                    let t = &targets[self.rng.random_range(0..targets.len())];
                    let pos = t.rect.center();
                    self.click_at(pos);
                }
            }
            45..60 => {
                let pos = self.random_pos();
                if !self.in_forbidden_rect(pos) {
                    self.click_at(pos);
                }
            }
            60..68 => {
                let (from, to) = (self.random_pos(), self.random_pos());
                if !self.in_forbidden_rect(from) && !self.in_forbidden_rect(to) {
                    self.h.event(Event::PointerMoved(from));
                    self.h.event(Event::PointerButton {
                        pos: from,
                        button: PointerButton::Primary,
                        pressed: true,
                        modifiers: Modifiers::NONE,
                    });
                    self.step(1);
                    self.h.event(Event::PointerMoved(from.lerp(to, 0.5)));
                    self.step(1);
                    self.h.event(Event::PointerMoved(to));
                    self.h.event(Event::PointerButton {
                        pos: to,
                        button: PointerButton::Primary,
                        pressed: false,
                        modifiers: Modifiers::NONE,
                    });
                }
            }
            68..78 => {
                let pos = self.random_pos();
                let delta = Vec2::new(
                    self.rng.random_range(-40.0..40.0),
                    self.rng.random_range(-300.0..300.0),
                );
                self.h.event(Event::PointerMoved(pos));
                self.h.event(Event::MouseWheel {
                    unit: egui::MouseWheelUnit::Point,
                    delta,
                    phase: egui::TouchPhase::Move,
                    modifiers: Modifiers::NONE,
                    source: egui::MouseWheelSource::Wheel,
                });
            }
            78..93 => {
                const KEYS: [Key; 14] = [
                    Key::Escape,
                    Key::Enter,
                    Key::Space,
                    Key::Tab,
                    Key::ArrowLeft,
                    Key::ArrowRight,
                    Key::ArrowUp,
                    Key::ArrowDown,
                    Key::F1,
                    Key::Num1,
                    Key::Num2,
                    Key::Backspace,
                    Key::N,
                    Key::Z,
                ];
                let key = KEYS[self.rng.random_range(0..KEYS.len())];
                if matches!(key, Key::N | Key::Z) {
                    self.h.key_press_modifiers(Modifiers::COMMAND, key);
                } else {
                    self.h.key_press(key);
                }
            }
            _ => {
                let pos = self.random_pos();
                self.h.event(Event::PointerMoved(pos));
            }
        }
        self.stats.events += 1;
        let frames = self.rng.random_range(1..=2);
        self.step(frames);
    }

    /// Notes where the app is and checks that a table waiting on the human offers a widget.
    fn observe(&mut self) {
        let lang = self.lang();
        self.stats.languages.insert(format!("{lang:?}"));
        assert!(
            self.h
                .query_by_label(crate::i18n::Msg::CrashTitle.tr(lang))
                .is_none(),
            "the crash guard fired (its error page is shown)"
        );
        let screen = self.h.state().screen;
        let now = self.now();
        let probe = self.h.state().probe(now);
        let name = match screen {
            Screen::Game(kind) => {
                let id = kind.id();
                let p = probe.clone().expect("a table");
                if let Some(n) = p.players {
                    self.stats.tables.insert((id.to_owned(), n));
                }
                if p.rules {
                    self.stats.rules_pages.insert(id.to_owned());
                }
                if p.over && self.over_seen.insert(id.to_owned()) {
                    *self.stats.game_overs.entry(id.to_owned()).or_default() += 1;
                } else if !p.over && p.players.is_some() {
                    self.over_seen.remove(id);
                }
                let what = if p.review {
                    "review"
                } else if p.new_game_dialog {
                    "new-game dialog"
                } else if p.game_over_dialog {
                    "game-over dialog"
                } else {
                    "table"
                };
                format!("{id} {what}")
            }
            other => format!("{other:?}"),
        };
        self.stats.screens.insert(name);
        if let Some(p) = probe
            && p.awaits_human
            && !p.rules
        {
            let widgets = self
                .targets()
                .into_iter()
                .filter(|t| p.table_rect.contains(t.rect.center()))
                .count();
            if widgets == 0 && self.stats.stuck.len() < 10 {
                let Screen::Game(kind) = screen else { return };
                self.stats.stuck.push(format!(
                    "{} with {:?} players: nothing to click on the table",
                    kind.id(),
                    p.players
                ));
            }
        }
    }

    /// Clicks the first widget labelled `label` (a scripted step); false if there is none.
    fn press(&mut self, label: &str) -> bool {
        let mut found = None;
        // A dialog that just opened shows its widgets a frame or two later.
        for _ in 0..4 {
            found = self
                .h
                .query_all_by_label(label)
                .find(|n| !n.accesskit_node().is_disabled())
                .map(|n| n.rect());
            if found.is_some() {
                break;
            }
            self.step(1);
        }
        let Some(rect) = found else {
            return false;
        };
        let window = self.window();
        assert!(
            window.contains(rect.center()),
            "{label:?} at {rect:?} is outside the window {window:?} at zoom {} on {:?}",
            self.h.ctx.zoom_factor(),
            self.h.state().screen
        );
        self.click_at(rect.center());
        self.stats.scripted_clicks += 1;
        self.step(2);
        true
    }

    fn go_home(&mut self) {
        for _ in 0..4 {
            if self.h.state().screen == Screen::Home {
                return;
            }
            let lang = self.lang();
            let home = format!("◀ {}", Msg::Home.tr(lang));
            let back = format!("◀ {}", Msg::Back.tr(lang));
            if !self.press(&home) && !self.press(&back) {
                self.h.key_press(Key::Escape);
                self.step(2);
            }
        }
        if self.h.state().screen != Screen::Home {
            self.h.state_mut().go(Screen::Home);
            self.step(2);
        }
    }

    /// Switches the language with the home screen's own buttons.
    fn set_language(&mut self, lang: Lang) {
        self.go_home();
        // A toast or a tooltip left by the random events can sit over the button for a few
        // frames, and under a loaded machine (the full suite on two cores) the home screen
        // once showed no button for four frames: press again, with a little real time in
        // between for work the app does off the UI thread, rather than fail on that.
        for _ in 0..40 {
            if self.lang() == lang {
                break;
            }
            if !self.press(lang.native_name()) {
                self.go_home();
                std::thread::sleep(std::time::Duration::from_millis(25));
            }
            self.step(10);
        }
        assert_eq!(
            self.lang(),
            lang,
            "the {lang:?} button on {:?}",
            self.h.state().screen
        );
    }

    /// Goes home and opens `kind` from its tile. As for the language buttons (see
    /// [`Monkey::set_language`]), a loaded machine may keep the tile out of reach for a few
    /// frames: press again, with a little real time in between.
    fn open_tile(&mut self, kind: GameKind) -> bool {
        for _ in 0..40 {
            if self.h.state().screen == Screen::Game(kind) {
                return true;
            }
            self.go_home();
            let lang = self.lang();
            if !self.press(kind.name(lang)) {
                std::thread::sleep(std::time::Duration::from_millis(25));
                self.step(10);
            }
        }
        self.h.state().screen == Screen::Game(kind)
    }

    /// Opens `kind` from its home tile and starts a new game against Easy with `players` and
    /// `preset` (labels in the new-game dialog) chosen.
    fn start(&mut self, kind: GameKind, players: Option<usize>, preset: Option<&str>) {
        self.start_against(kind, players, preset, Strength::Easy);
    }

    /// [`Monkey::start`] against `strength`.
    fn start_against(
        &mut self,
        kind: GameKind,
        players: Option<usize>,
        preset: Option<&str>,
        strength: Strength,
    ) {
        self.go_home();
        let lang = self.lang();
        assert!(self.open_tile(kind), "the {} tile", kind.id());
        let now = self.now();
        if !self.h.state().probe(now).is_some_and(|p| p.new_game_dialog) {
            // A lesson a random click began holds the game keys: it is skipped first.
            self.skip_lesson();
            self.h.key_press_modifiers(Modifiers::COMMAND, Key::N);
            self.step(2);
        }
        let easy = strength_label(strength, lang);
        if !self.press(easy) {
            let labels: Vec<String> = self
                .h
                .query_all(kittest::by())
                .filter_map(|n| n.accesskit_node().label())
                .collect();
            panic!(
                "no {easy:?} in the new-game dialog of {}: {labels:?}",
                kind.id()
            );
        }
        if let Some(n) = players {
            assert!(self.press(&n.to_string()), "{} players", n);
        }
        if let Some(preset) = preset {
            assert!(self.press(preset), "preset {preset}");
        }
        assert!(self.press(Msg::Start.tr(lang)), "Start");
        let now = self.now();
        let p = self.h.state().probe(now).expect("a table");
        assert!(!p.new_game_dialog, "the game started");
        if let Some(n) = players {
            assert_eq!(p.players, Some(n));
        }
        // The rules page, opened and closed with the table's own button.
        let rules = Msg::Rules.tr(lang);
        if self.press(rules) {
            self.h.key_press(Key::Escape);
            self.step(2);
        }
    }

    /// `events` random events on a game; while the table waits on the human, one time in
    /// `move_every` a legal move is played directly instead so the game gets to its end.
    fn play(&mut self, kind: GameKind, events: usize, move_every: usize) {
        let until = self.stats.events + events;
        while self.stats.events < until {
            if self.h.state().screen != Screen::Game(kind) {
                self.open_tile(kind);
            }
            let now = self.now();
            let awaits = self.h.state().probe(now).is_some_and(|p| p.awaits_human);
            let new_game = self.h.state().probe(now).is_some_and(|p| p.new_game_dialog);
            if new_game {
                // A dialog opened by the monkey starts against Easy too.
                let easy = strength_label(Strength::Easy, self.lang());
                self.press(easy);
            }
            if awaits && self.strong && self.rng.random_range(0..8) == 0 {
                if self.press(Msg::Hint.tr(self.lang())) {
                    self.stats.hints += 1;
                }
            } else if awaits && self.rng.random_range(0..move_every) == 0 {
                let pick = self.rng.random::<u32>() as usize;
                if self.h.state_mut().play_legal(pick) {
                    self.stats.scripted_moves += 1;
                }
                self.step(1);
            } else {
                self.random_event();
            }
        }
    }

    /// Skips a lesson a random click began (it waits for its steps, not for moves), once a
    /// rules window left open over its bubble is closed.
    fn skip_lesson(&mut self) {
        let lang = self.lang();
        if self.h.query_by_label("Close window").is_some() {
            self.h.key_press(Key::Escape);
            self.step(2);
        }
        // The table just opened: its bubble finds its place beside what it points at over a few
        // frames, so the button is pressed again while the lesson goes on.
        for _ in 0..3 {
            self.step(3);
            if !self.press(crate::i18n::GuideMsg::Skip.tr(lang)) {
                break;
            }
            self.step(2);
        }
    }

    /// Plays legal moves until the game is over, then opens its review, whose analysis (the
    /// Expert on every decision of the game) must finish.
    fn finish_and_analyse(&mut self, kind: GameKind) {
        assert!(self.open_tile(kind), "the {} tile", kind.id());
        self.skip_lesson();
        // A lesson's free play (begun by a random click, now or before and resumed) is practice
        // and leaves no record to review: a new game is dealt.
        let new_game = Msg::NewGame.tr(self.lang());
        self.press(new_game);
        self.step(2);
        for _ in 0..20_000 {
            let now = self.now();
            let Some(p) = self.h.state().probe(now) else {
                break;
            };
            if p.new_game_dialog {
                // Opened by a random key: that new game is played to its end instead.
                let start = Msg::Start.tr(self.lang());
                self.press(start);
            } else if p.over {
                break;
            } else if p.review {
                self.h.key_press(Key::Escape);
            } else if p.awaits_human {
                let pick = self.rng.random::<u32>() as usize;
                self.h.state_mut().play_legal(pick);
            }
            self.step(1);
        }
        // The last moves animate (at the normal speed) before the game-over dialog opens.
        for _ in 0..400 {
            let now = self.now();
            if self
                .h
                .state()
                .probe(now)
                .is_some_and(|p| p.game_over_dialog)
            {
                break;
            }
            self.step(1);
        }
        // A dialog settles its size over its first frames (a grid measures its columns), as a
        // player's click never comes sooner.
        self.step(5);
        let lang = self.lang();
        let now = self.now();
        let in_review = self.h.state().probe(now).is_some_and(|p| p.review);
        assert!(
            in_review || self.press(Msg::Review.tr(lang)) || self.press(Msg::ReviewOpen.tr(lang)),
            "{}: the finished game offers its review; {:?} {:?}",
            kind.id(),
            self.h.state().screen,
            self.h.state().probe(self.now())
        );
        self.step(2);
        assert!(
            self.h.state().probe(self.now()).is_some_and(|p| p.review),
            "{}: the review opened",
            kind.id()
        );
        // Opening the review starts its analysis (on the inline worker: at once); one the
        // monkey cancelled earlier is started again with its button.
        // A loaded machine may need real time for it: up to a minute.
        self.press(Msg::AnalysisStart.tr(lang));
        for _ in 0..6000 {
            let done = [Msg::AnalysisDone, Msg::AnalysisCached]
                .iter()
                .any(|m| self.h.query_by_label(m.tr(lang)).is_some());
            if done {
                self.stats.analyses.insert(kind.id().to_owned());
                break;
            }
            self.step(1);
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }

    fn report(&self, name: &str) {
        let s = &self.stats;
        println!(
            "{name}: {} events, {} frames, {} scripted clicks, {} scripted moves\n  screens: \
             {:?}\n  tables: {:?}\n  game-overs: {:?}\n  rules pages: {:?}\n  languages: {:?}",
            s.events,
            s.frames,
            s.scripted_clicks,
            s.scripted_moves,
            s.screens,
            s.tables,
            s.game_overs,
            s.rules_pages,
            s.languages
        );
        assert!(s.stuck.is_empty(), "{:#?}", s.stuck);
    }
}

/// The monkey on `P`'s game: every seat count and every preset of its [`Covered`] impl (or its
/// defaults), alternating languages, [`Covered::MONKEY_EVENTS`] events a table; at least one
/// game reaches its end.
pub(crate) fn monkey_plays<P: Covered>() {
    let game = GameKind::from_id(P::SAVE_ID).expect("a registered game");
    let seed = 11 + GameKind::all().position(|g| g == game).unwrap_or(0) as u64;
    let mut m = Monkey::new(seed);
    let mut tables = 0;
    for (i, n) in game.player_range().enumerate() {
        let players = (game.player_range().count() > 1).then_some(n);
        let lang = |k: usize| {
            if (i + k).is_multiple_of(2) {
                Lang::En
            } else {
                Lang::Ja
            }
        };
        let presets = P::monkey_presets(lang(0));
        let presets: Vec<Option<usize>> = if presets.is_empty() {
            vec![None]
        } else {
            (0..presets.len()).map(Some).collect()
        };
        for (k, preset) in presets.into_iter().enumerate() {
            m.set_language(lang(k));
            let label = preset.map(|p| P::monkey_presets(lang(k))[p]);
            m.start(game, players, label);
            m.play(game, P::MONKEY_EVENTS, 2);
            tables += 1;
            assert!(
                m.stats.tables.contains(&(P::SAVE_ID.to_owned(), n)),
                "{} with {n} players",
                P::SAVE_ID
            );
        }
    }
    m.report(P::SAVE_ID);
    assert!(m.stats.events >= tables * P::MONKEY_EVENTS);
    assert!(
        m.stats.game_overs.contains_key(P::SAVE_ID),
        "{}: no game reached its end",
        P::SAVE_ID
    );
}

#[test]
fn monkey_plays_every_game() {
    every_game(|c| c.monkey);
}

/// Every game against Normal, Hard and Expert at the normal animation speed, with hints, and
/// one game of each played to its end and analysed in its review: the searches the other
/// monkeys leave out, each a short run.
#[test]
fn monkey_strengths_hints_and_reviews() {
    let mut m = Monkey::strong(15);
    for (i, game) in GameKind::all().enumerate() {
        m.set_language(if i % 2 == 0 { Lang::En } else { Lang::Ja });
        for strength in [Strength::Normal, Strength::Hard, Strength::Expert] {
            m.start_against(game, None, None, strength);
            m.play(game, 40, 2);
        }
        m.finish_and_analyse(game);
    }
    m.report("strengths, hints and reviews");
    let games: BTreeSet<String> = GameKind::all().map(|g| g.id().to_owned()).collect();
    assert_eq!(m.stats.analyses, games, "every game's review was analysed");
    assert!(m.stats.hints >= 5, "{} hints", m.stats.hints);
}

/// Home, settings, statistics and about, with free roaming (the monkey may open any game).
#[test]
fn monkey_home_and_settings() {
    let mut m = Monkey::new(14);
    for round in 0..30 {
        let lang = if round % 2 == 0 { Lang::En } else { Lang::Ja };
        m.set_language(lang);
        let page = [Msg::Settings, Msg::Statistics, Msg::About][round % 3].tr(lang);
        m.press(page);
        for _ in 0..250 {
            m.random_event();
            // Roaming into a game is fine, but keep it moving.
            let now = m.now();
            if m.h.state().probe(now).is_some_and(|p| p.awaits_human) {
                let pick = m.rng.random::<u32>() as usize;
                m.h.state_mut().play_legal(pick);
                m.step(1);
            }
        }
    }
    m.report("home and settings");
    assert!(m.stats.events >= 7500);
    for screen in ["Settings", "Statistics", "About"] {
        assert!(m.stats.screens.contains(screen), "{screen}");
    }
}

/// A long run over everything: `cargo test --profile ci --lib monkey_soak -- --ignored
/// --nocapture`.
#[test]
#[ignore = "a long soak; see the module docs"]
fn monkey_soak() {
    for seed in 100..104 {
        let mut m = Monkey::new(seed);
        for game in GameKind::all() {
            for n in game.player_range() {
                m.set_language(if n % 2 == 0 { Lang::En } else { Lang::Ja });
                m.start(game, (game.player_range().count() > 1).then_some(n), None);
                m.play(game, 3000, 3);
            }
        }
        m.report(&format!("soak {seed}"));
    }
}
