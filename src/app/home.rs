//! The home screen: the title bar with the language and the pages, "Continue" for unfinished
//! games, and a tile per game with its picture, name, seats, blurb and statistics line.

use crate::ui::line_break;
use egui::{Align, Layout, RichText, Sense, Ui, Vec2};

use super::{AsobibaApp, Screen, practice_page::first_with_work, registry::GameKind};
use crate::{
    i18n::{GuideMsg, Lang, Msg, PracticeMsg, fill},
    ui::{previews::paint_preview, theme::Theme},
};

/// The width (in points, less the panel's margins) under which home's tagline leaves the title
/// row: the row holds title, tagline and buttons from 1024 points up.
const NARROW_HOME: f32 = 1000.0;

impl AsobibaApp {
    /// Draws the home screen; returns the screen asked for.
    pub(super) fn home(&mut self, ui: &mut Ui) -> Option<Screen> {
        let lang = self.store.settings.language;
        let theme = Theme::of(ui.ctx());
        let mut next = None;
        let mut learn = None;
        egui::CentralPanel::default().show(ui, |ui| {
            // Under 1024 points (a zoomed window) the tagline beside the title pushed the
            // buttons past the window's right edge: it takes a line of its own there.
            let narrow = ui.available_width() < NARROW_HOME;
            let tagline = RichText::new(Msg::AppTagline.tr(lang))
                .size(16.0)
                .color(theme.text_muted);
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(Msg::AppName.tr(lang))
                        .size(30.0)
                        .strong()
                        .color(theme.accent),
                );
                if !narrow {
                    ui.label(tagline.clone());
                }
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    if ui.button(Msg::About.tr(lang)).clicked() {
                        next = Some(Screen::About);
                    }
                    if ui.button(Msg::Statistics.tr(lang)).clicked() {
                        next = Some(Screen::Statistics);
                    }
                    if ui.button(PracticeMsg::Practice.tr(lang)).clicked() {
                        let today = crate::play::practice::today();
                        next = first_with_work(&self.records, &self.practice.book, today)
                            .map(Screen::Practice);
                    }
                    if ui.button(Msg::Settings.tr(lang)).clicked() {
                        next = Some(Screen::Settings);
                    }
                    for l in Lang::ALL.iter().rev() {
                        ui.selectable_value(&mut self.store.settings.language, *l, l.native_name());
                    }
                });
            });
            if narrow {
                line_break::label(ui, tagline);
            }
            ui.add_space(8.0);
            let unfinished: Vec<GameKind> = GameKind::all()
                .filter(|k| self.saves.exists(k.id()))
                .collect();
            if !unfinished.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    line_break::label(ui, RichText::new(Msg::Continue.tr(lang)).strong());
                    for kind in unfinished {
                        let text = fill(Msg::ContinueGame.tr(lang), &[kind.name(lang)]);
                        if ui.button(format!("▶ {text}")).clicked() {
                            next = Some(Screen::Game(kind));
                        }
                    }
                });
                ui.add_space(6.0);
            }
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let width = ui.available_width();
                    let columns = ((width / 330.0).floor() as usize).clamp(1, 3);
                    let tile_w = (width - (columns as f32 - 1.0) * 14.0) / columns as f32;
                    let games: Vec<GameKind> = GameKind::all().collect();
                    let rows = games.len().div_ceil(columns) as f32;
                    let fit_h = (ui.available_height() - (rows - 1.0) * 14.0 - 4.0) / rows;
                    let tile =
                        Vec2::new(tile_w, crate::ui::clamp_or_max(fit_h, 190.0, tile_w * 0.8));
                    for row in games.chunks(columns) {
                        ui.horizontal(|ui| {
                            ui.spacing_mut().item_spacing.x = 14.0;
                            for &kind in row {
                                let stats = self.statistics.tile_line(kind);
                                let lesson = kind
                                    .has_guide()
                                    .then(|| self.store.settings.guides_done.contains(kind.id()));
                                match game_tile(ui, tile, kind, stats, lesson, lang, &theme) {
                                    TileClick::None => {}
                                    TileClick::Open => next = Some(Screen::Game(kind)),
                                    TileClick::Learn => learn = Some(kind),
                                }
                            }
                        });
                        ui.add_space(14.0);
                    }
                });
        });
        if let Some(kind) = learn {
            self.open_guide(kind);
        }
        next
    }
}

/// What was clicked on a home tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TileClick {
    None,
    /// The tile: open the game.
    Open,
    /// "Learn to play": the guided first game.
    Learn,
}

/// One home-screen tile: preview, name, players, blurb, the compact statistics line and, for a
/// game with a guided first game, "Learn to play" (`lesson`: whether it was done; prominent
/// until it is). Returns what was clicked.
fn game_tile(
    ui: &mut Ui,
    size: Vec2,
    kind: GameKind,
    stats: Option<&str>,
    lesson: Option<bool>,
    lang: Lang,
    theme: &Theme,
) -> TileClick {
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    let name = kind.name(lang);
    let response = response
        .on_hover_cursor(egui::CursorIcon::PointingHand)
        .accessible_name(name);
    let painter = ui.painter();
    // No fill and no shadow: the tile is its outline, its picture and its text on the app
    // background (the window's clear colour). A tile-sized fill under the picture and text cost a
    // software renderer a fifth of the frame.
    // Room below the preview for the name, the blurb and (when played) the statistics line.
    let below = if stats.is_some() { 124.0 } else { 96.0 };
    let preview = egui::Rect::from_min_size(
        rect.min + Vec2::splat(10.0),
        Vec2::new(
            rect.width() - 20.0,
            (rect.height() - below).max(rect.height() * 0.45),
        ),
    );
    let border = if response.hovered() {
        egui::Stroke::new(2.0, theme.accent)
    } else {
        egui::Stroke::new(1.0, theme.card_border)
    };
    painter.rect_stroke(rect, theme.panel_radius, border, egui::StrokeKind::Inside);
    // "Learn to play" sits on the picture's top right corner: the picture is drawn below it.
    let learn_at = egui::Rect::from_min_size(
        egui::pos2(preview.right() - 170.0, preview.top() + 6.0),
        Vec2::new(164.0, 28.0),
    );
    let picture = match lesson {
        Some(_) => egui::Rect::from_min_max(
            egui::pos2(preview.left(), learn_at.bottom() + 2.0),
            preview.max,
        ),
        None => preview,
    };
    paint_preview(painter, preview, picture, kind.info().preview, theme);
    let mut y = preview.bottom() + 8.0;
    let title = painter.text(
        egui::pos2(rect.left() + 14.0, y),
        egui::Align2::LEFT_TOP,
        name,
        egui::FontId::proportional(20.0),
        theme.text,
    );
    painter.text(
        egui::pos2(rect.right() - 14.0, y + 4.0),
        egui::Align2::RIGHT_TOP,
        kind.players_text(lang),
        egui::FontId::proportional(14.0),
        theme.text_muted,
    );
    y = title.bottom() + 4.0;
    let galley = line_break::painter_layout(
        painter,
        kind.blurb(lang).to_owned(),
        egui::FontId::proportional(14.0),
        theme.text_muted,
        rect.width() - 28.0,
    );
    let blurb_bottom = y + galley.size().y;
    painter.galley(egui::pos2(rect.left() + 14.0, y), galley, theme.text_muted);
    if let Some(line) = stats {
        // Plain text only: the home screen must stay cheap to paint. Below the blurb (however
        // many lines it wraps to), in the neutral text colour: it reports wins and losses alike.
        painter.text(
            egui::pos2(rect.left() + 14.0, blurb_bottom + 4.0),
            egui::Align2::LEFT_TOP,
            line,
            egui::FontId::proportional(theme.small_size),
            theme.text,
        );
    }
    // The button sits over the tile (it takes its own clicks), above the picture.
    let learn = lesson.is_some_and(|done| {
        let text = GuideMsg::LearnToPlay.tr(lang);
        let button = if done {
            egui::Button::new(RichText::new(text).size(theme.small_size))
        } else {
            egui::Button::new(
                RichText::new(text)
                    .strong()
                    .color(crate::ui::theme::ink_on(theme.accent)),
            )
            .fill(theme.accent)
        };
        ui.put(learn_at, button)
            .on_hover_text(GuideMsg::LearnToPlayHover.tr(lang))
            .clicked()
    });
    if learn {
        TileClick::Learn
    } else if response.clicked() {
        TileClick::Open
    } else {
        TileClick::None
    }
}
