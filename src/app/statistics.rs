//! Statistics per game and strength — played, won, lost, drawn, current and best streak —
//! computed from the game records only (so they can never disagree with them), the compact
//! line of a home tile, and the statistics page with a small chart, the "Recent games" list and
//! reset.

use crate::ui::line_break;
use std::collections::BTreeMap;

use egui::{Align, Align2, FontId, Layout, RichText, Sense, TextStyle, Ui, Vec2, pos2};
use egui_extras::{Column, TableBuilder};

use crate::{
    app::registry::GameKind,
    engine::Strength,
    i18n::{Lang, Msg, dates::local_date_time, fill},
    play::records::{Outcome, RecordStore, RecordSummary},
    ui::{dialogs::modal, dialogs::new_game::strength_label, review::result_text, theme::Theme},
};

/// The results against one strength.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// Games recorded (abandoned ones included).
    pub played: usize,
    /// Won.
    pub won: usize,
    /// Lost (abandoned games count as lost).
    pub lost: usize,
    /// Drawn.
    pub drawn: usize,
    /// Wins in a row up to the last game.
    pub streak: usize,
    /// The longest run of wins.
    pub best_streak: usize,
}

/// One game's statistics.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameStats {
    /// Per strength.
    pub by_strength: BTreeMap<Strength, Line>,
    /// The strength of the newest record.
    pub last_strength: Option<Strength>,
}

impl GameStats {
    /// The statistics of a game's records (oldest first, as the store lists them).
    pub fn of(records: &[RecordSummary]) -> Self {
        let mut stats = GameStats::default();
        for record in records {
            let line = stats.by_strength.entry(record.strength).or_default();
            line.played += 1;
            match record.result {
                Outcome::Win => {
                    line.won += 1;
                    line.streak += 1;
                    line.best_streak = line.best_streak.max(line.streak);
                }
                Outcome::Draw => {
                    line.drawn += 1;
                    line.streak = 0;
                }
                Outcome::Loss | Outcome::Abandoned => {
                    line.lost += 1;
                    line.streak = 0;
                }
            }
            stats.last_strength = Some(record.strength);
        }
        stats
    }

    /// The home tile's compact line: the strength last played and its results.
    pub fn tile_line(&self, lang: Lang) -> Option<String> {
        let strength = self.last_strength?;
        let line = self.by_strength.get(&strength)?;
        Some(fill(
            Msg::TileStats.tr(lang),
            &[
                strength_label(strength, lang),
                &line.won.to_string(),
                &line.lost.to_string(),
                &line.streak.to_string(),
            ],
        ))
    }
}

/// The statistics of every game, rebuilt from the store when its records change.
#[derive(Default)]
pub struct Statistics {
    generation: Option<u64>,
    games: BTreeMap<GameKind, GameStats>,
    tile_lines: BTreeMap<GameKind, String>,
    lang: Option<Lang>,
}

impl Statistics {
    /// Rebuilds what changed since the last call.
    pub fn refresh(&mut self, store: &RecordStore, lang: Lang) {
        let generation = store.generation();
        if self.generation != Some(generation) {
            self.games = GameKind::all()
                .map(|kind| (kind, GameStats::of(&store.summaries(kind.id()))))
                .collect();
            self.generation = Some(generation);
            self.lang = None;
        }
        if self.lang != Some(lang) {
            self.tile_lines = self
                .games
                .iter()
                .filter_map(|(&kind, stats)| stats.tile_line(lang).map(|l| (kind, l)))
                .collect();
            self.lang = Some(lang);
        }
    }

    /// A game's compact line for its home tile.
    pub fn tile_line(&self, kind: GameKind) -> Option<&str> {
        self.tile_lines.get(&kind).map(String::as_str)
    }

    /// A game's statistics.
    pub fn game(&self, kind: GameKind) -> Option<&GameStats> {
        self.games.get(&kind)
    }
}

/// What the statistics page asks the shell to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageAction {
    /// Nothing.
    None,
    /// Back home.
    Back,
    /// Open the review of a record.
    Review(GameKind, String),
}

/// The page's own state: which reset is being confirmed.
#[derive(Default)]
pub struct Page {
    confirm_reset: Option<GameKind>,
}

impl Page {
    /// Draws the statistics page.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        stats: &Statistics,
        store: &RecordStore,
        lang: Lang,
    ) -> PageAction {
        let theme = Theme::of(ui.ctx());
        let mut action = PageAction::None;
        egui::CentralPanel::default().show(ui, |ui| {
            ui.horizontal(|ui| {
                if ui.button(format!("◀ {}", Msg::Back.tr(lang))).clicked() {
                    action = PageAction::Back;
                }
                ui.heading(Msg::Statistics.tr(lang));
            });
            line_break::label(ui, RichText::new(Msg::StatsNote.tr(lang)).weak());
            if !store.is_loaded() {
                ui.horizontal(|ui| {
                    ui.spinner();
                    line_break::label(ui, Msg::StatsLoading.tr(lang));
                });
            }
            ui.add_space(6.0);
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    for kind in GameKind::all() {
                        let records = store.summaries(kind.id());
                        let empty = GameStats::default();
                        let game = stats.game(kind).unwrap_or(&empty);
                        if let Some(a) = self.game_section(ui, kind, game, &records, lang, &theme) {
                            action = a;
                        }
                        ui.separator();
                    }
                });
        });
        self.confirm(ui.ctx(), store, lang);
        action
    }

    fn game_section(
        &mut self,
        ui: &mut Ui,
        kind: GameKind,
        stats: &GameStats,
        records: &[RecordSummary],
        lang: Lang,
        theme: &Theme,
    ) -> Option<PageAction> {
        line_break::label(ui, RichText::new(kind.name(lang)).size(20.0).strong());
        if records.is_empty() {
            line_break::label(ui, RichText::new(Msg::StatsNone.tr(lang)).weak());
            return None;
        }
        ui.horizontal(|ui| {
            ui.vertical(|ui| stats_table(ui, kind, stats, lang));
            ui.add_space(24.0);
            chart(ui, stats, lang, theme);
        });
        if ui.button(Msg::StatsReset.tr(lang)).clicked() {
            self.confirm_reset = Some(kind);
        }
        let mut action = None;
        egui::CollapsingHeader::new(
            lang.aside(Msg::RecentGames.tr(lang), &records.len().to_string()),
        )
        .id_salt(("recent", kind.id()))
        .show(ui, |ui| action = recent_table(ui, kind, records, lang));
        action
    }

    fn confirm(&mut self, ctx: &egui::Context, store: &RecordStore, lang: Lang) {
        let Some(kind) = self.confirm_reset else {
            return;
        };
        let count = store.summaries(kind.id()).len();
        let mut close = false;
        modal::modal(egui::Id::unique(("reset-statistics", kind.id()))).show(ctx, |ui| {
            ui.set_max_width(420.0);
            ui.heading(Msg::StatsReset.tr(lang));
            line_break::label(
                ui,
                fill(
                    Msg::StatsResetConfirm.tr(lang),
                    &[&count.to_string(), kind.name(lang)],
                ),
            );
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(Msg::StatsResetDo.tr(lang)).clicked() {
                    let removed = store.remove_all(kind.id());
                    log::info!(
                        "statistics of {} reset: {removed} records deleted",
                        kind.id()
                    );
                    close = true;
                }
                if ui.button(Msg::Cancel.tr(lang)).clicked() {
                    close = true;
                }
            });
        });
        if close || ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
            self.confirm_reset = None;
        }
    }

    /// True while the reset confirmation is open.
    pub fn confirming(&self) -> bool {
        self.confirm_reset.is_some()
    }
}

/// The height of a table row: a line of body text with a little air.
fn row_height(ui: &Ui) -> f32 {
    ui.text_style_height(&TextStyle::Body) + 6.0
}

/// A table builder for the page: striped, fixed columns, no scrolling of its own (the page
/// scrolls), cells centred vertically.
fn page_table<'a>(ui: &'a mut Ui, id: (&str, &str)) -> TableBuilder<'a> {
    TableBuilder::new(ui)
        .id_salt(id)
        .striped(true)
        .vscroll(false)
        .cell_layout(Layout::left_to_right(Align::Center))
}

/// The results per strength: one row each, a column per count.
fn stats_table(ui: &mut Ui, kind: GameKind, stats: &GameStats, lang: Lang) {
    let height = row_height(ui);
    let counts = [
        Msg::StatsPlayed,
        Msg::StatsWon,
        Msg::StatsLost,
        Msg::StatsDrawn,
        Msg::StatsStreak,
        Msg::StatsBestStreak,
    ];
    page_table(ui, ("stats-table", kind.id()))
        .column(Column::auto().at_least(60.0))
        .columns(Column::auto().at_least(36.0), counts.len())
        .header(height, |mut header| {
            header.col(|ui| {
                ui.strong(Msg::Strength.tr(lang));
            });
            for m in counts {
                header.col(|ui| {
                    ui.strong(m.tr(lang));
                });
            }
        })
        .body(|mut body| {
            for (strength, line) in &stats.by_strength {
                body.row(height, |mut row| {
                    row.col(|ui| {
                        line_break::label(ui, strength_label(*strength, lang));
                    });
                    for n in [
                        line.played,
                        line.won,
                        line.lost,
                        line.drawn,
                        line.streak,
                        line.best_streak,
                    ] {
                        row.col(|ui| {
                            line_break::label(ui, n.to_string());
                        });
                    }
                });
            }
        });
}

/// A bar per strength: won, drawn and lost as coloured parts of the games played.
fn chart(ui: &mut Ui, stats: &GameStats, lang: Lang, theme: &Theme) {
    let rows = stats.by_strength.len().max(1) as f32;
    let size = Vec2::new(260.0, rows * 22.0 + 8.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    response.accessible_name(Msg::StatsChart.tr(lang));
    let painter = ui.painter_at(rect);
    let most = stats
        .by_strength
        .values()
        .map(|l| l.played)
        .max()
        .unwrap_or(1)
        .max(1) as f32;
    let label_w = 80.0;
    let bar_w = rect.width() - label_w - 30.0;
    let font = FontId::proportional(theme.small_size);
    for (i, (strength, line)) in stats.by_strength.iter().enumerate() {
        let y = rect.top() + 4.0 + i as f32 * 22.0;
        painter.text(
            pos2(rect.left(), y + 8.0),
            Align2::LEFT_CENTER,
            strength_label(*strength, lang),
            font.clone(),
            theme.text,
        );
        let mut x = rect.left() + label_w;
        for (count, color) in [
            (line.won, theme.success),
            (line.drawn, theme.text_muted),
            (line.lost, theme.danger),
        ] {
            let w = bar_w * count as f32 / most;
            if w > 0.0 {
                let r = egui::Rect::from_min_size(pos2(x, y), Vec2::new(w, 16.0));
                painter.rect_filled(r, 2.0, color);
                x += w;
            }
        }
        painter.text(
            pos2(x + 4.0, y + 8.0),
            Align2::LEFT_CENTER,
            line.played.to_string(),
            font.clone(),
            theme.text_muted,
        );
    }
}

/// The "Recent games" list, newest first: date, level, seats, result, accuracy, and the
/// review button (or why the game no longer replays). Returns the review asked for.
fn recent_table(
    ui: &mut Ui,
    kind: GameKind,
    records: &[RecordSummary],
    lang: Lang,
) -> Option<PageAction> {
    let height = row_height(ui);
    let mut action = None;
    page_table(ui, ("recent-table", kind.id()))
        .columns(Column::auto(), 5)
        .column(Column::remainder().at_least(80.0))
        .body(|mut body| {
            for record in records.iter().rev() {
                body.row(height, |mut row| {
                    let cells = recent_cells(record, lang);
                    for cell in &cells {
                        row.col(|ui| {
                            line_break::label(ui, cell);
                        });
                    }
                    row.col(|ui| {
                        if !record.replayable {
                            line_break::label(
                                ui,
                                fill(Msg::ReplayUnavailable.tr(lang), &[&record.app_version]),
                            );
                            return;
                        }
                        // The button's name says which game it opens.
                        let said: Vec<&str> = cells
                            .iter()
                            .map(String::as_str)
                            .filter(|c| !c.is_empty())
                            .collect();
                        let name = format!("{}: {}", Msg::ReviewOpen.tr(lang), said.join(" | "));
                        if ui
                            .button(Msg::ReviewOpen.tr(lang))
                            .accessible_name(name)
                            .clicked()
                        {
                            action = Some(PageAction::Review(kind, record.file.clone()));
                        }
                    });
                });
            }
        });
    action
}

/// The cells of a recent game's row: date, level, seats, result, accuracy (empty before a
/// review).
fn recent_cells(record: &RecordSummary, lang: Lang) -> [String; 5] {
    let accuracy = record
        .review
        .as_ref()
        .and_then(|r| r.accuracy)
        .map(|a| fill(Msg::SummaryAccuracy.tr(lang), &[&format!("{a:.0}")]))
        .unwrap_or_default();
    [
        local_date_time(record.date, lang),
        strength_label(record.strength, lang).to_owned(),
        fill(Msg::RecentPlayers.tr(lang), &[&record.players.to_string()]),
        result_text(record.result, lang).to_owned(),
        accuracy,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(strength: Strength, result: Outcome) -> RecordSummary {
        RecordSummary {
            game: "demo".into(),
            file: String::new(),
            date: 0,
            strength,
            players: 2,
            result,
            decisions: 1,
            review: None,
            replayable: true,
            app_version: "0.1.0".into(),
            deal: None,
        }
    }

    #[test]
    fn streaks_and_counts_come_from_the_records_in_order() {
        use Outcome::{Abandoned, Draw, Loss, Win};
        let records: Vec<RecordSummary> = [
            (Strength::Easy, Win),
            (Strength::Easy, Win),
            (Strength::Expert, Loss),
            (Strength::Easy, Win),
            (Strength::Easy, Abandoned),
            (Strength::Easy, Win),
            (Strength::Easy, Draw),
            (Strength::Easy, Win),
            (Strength::Expert, Win),
        ]
        .into_iter()
        .map(|(s, r)| record(s, r))
        .collect();
        let stats = GameStats::of(&records);
        let easy = stats.by_strength[&Strength::Easy];
        assert_eq!(
            easy,
            Line {
                played: 7,
                won: 5,
                lost: 1,
                drawn: 1,
                streak: 1,
                best_streak: 3,
            }
        );
        let expert = stats.by_strength[&Strength::Expert];
        assert_eq!((expert.played, expert.won, expert.streak), (2, 1, 1));
        assert_eq!(stats.last_strength, Some(Strength::Expert));
        assert_eq!(
            stats.tile_line(Lang::En).as_deref(),
            Some("Expert: 1 won, 1 lost, streak 1")
        );
        assert_eq!(GameStats::of(&[]).tile_line(Lang::En), None);
    }
}
