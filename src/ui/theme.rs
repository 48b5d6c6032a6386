//! Colours, sizes and radii as named tokens, for light and dark. Painter code asks the
//! [`Theme`] instead of writing literals, so both themes stay consistent.

use egui::{Color32, CornerRadius, Stroke, Vec2, Visuals};

use crate::settings::ThemeChoice;

/// The design tokens of one colour scheme.
#[derive(Clone, Debug, PartialEq)]
pub struct Theme {
    /// True for the dark scheme.
    pub dark: bool,
    /// Background of the app outside the table.
    pub app_background: Color32,
    /// The game table (felt).
    pub table: Color32,
    /// The table's rim and board lines.
    pub table_edge: Color32,
    /// A lighter area on the table (zones, board squares).
    pub table_zone: Color32,
    /// Main text.
    pub text: Color32,
    /// Secondary text.
    pub text_muted: Color32,
    /// Text drawn directly on the table.
    pub text_on_table: Color32,
    /// Buttons, links, the current player.
    pub accent: Color32,
    /// The accent as text on the app background and dialogs (links, bullets): the light
    /// scheme's [`Theme::accent`] reads at under 4.5:1 there.
    pub accent_text: Color32,
    /// A legal choice (glow around clickable cards, squares…).
    pub legal: Color32,
    /// The selected choice.
    pub selected: Color32,
    /// The keyboard focus ring on the table (drawn over a dark edge, so it reads on felt, cards
    /// and plates alike).
    pub focus_ring: Color32,
    /// The hint's suggestion.
    pub hint: Color32,
    /// Hint text on the app background (the status line): [`Theme::hint`] is light for the felt.
    pub hint_text: Color32,
    /// Danger, damage, losing.
    pub danger: Color32,
    /// Success, winning.
    pub success: Color32,
    /// [`Theme::danger`] as text on the app background and dialogs (4.5:1 there).
    pub danger_text: Color32,
    /// [`Theme::success`] as text on the app background and dialogs (4.5:1 there).
    pub success_text: Color32,
    /// Warnings and notices.
    pub warning: Color32,
    /// A small error (a review's inaccuracy), between `warning` and the text.
    pub inaccuracy: Color32,
    /// Card face.
    pub card_face: Color32,
    /// Card border.
    pub card_border: Color32,
    /// Card back.
    pub card_back: Color32,
    /// Pattern on the card back.
    pub card_back_pattern: Color32,
    /// Red suits / red ink on cards.
    pub ink_red: Color32,
    /// Black ink on cards.
    pub ink_black: Color32,
    /// Die body.
    pub die_face: Color32,
    /// Die pips.
    pub die_pip: Color32,
    /// Shadows under cards and pieces.
    pub shadow: Color32,
    /// Light playing pieces (the white fencer, light markers).
    pub piece_light: Color32,
    /// Dark playing pieces (the black fencer, dark markers).
    pub piece_dark: Color32,
    /// Blades and other metal.
    pub metal: Color32,
    /// One colour per seat (players, fencers, castles…).
    pub seats: [Color32; 8],
    /// Ink of elemental suits: wind (yellow), fire (red), water (blue), earth (green).
    pub elements: [Color32; 4],
    /// The same suits' ink for indices on a card face: deeper shades of [`Theme::elements`]
    /// that read at 4.5:1 on both schemes' card faces (the wind's yellow gives 2.2:1).
    pub element_ink: [Color32; 4],
    /// Golden stars (ratings, the defender's bid).
    pub gold: Color32,
    /// The points of a rainbow star (the attacker's bid).
    pub rainbow: [Color32; 5],
    /// Base card size in points (games scale it to fit the table).
    pub card_size: Vec2,
    /// Base die edge in points.
    pub die_size: f32,
    /// Corner radius of cards.
    pub card_radius: CornerRadius,
    /// Corner radius of panels, plates and tiles.
    pub panel_radius: CornerRadius,
    /// Small gap.
    pub gap_small: f32,
    /// Normal gap.
    pub gap: f32,
    /// Large gap.
    pub gap_large: f32,
    /// How far a selected card lifts.
    pub lift: f32,
    /// Width of the glow of legal choices.
    pub highlight_width: f32,
    /// Font size of headings on the table.
    pub heading_size: f32,
    /// Font size of body text on the table.
    pub body_size: f32,
    /// Font size of small labels on the table.
    pub small_size: f32,
}

const SEAT_COLORS: [Color32; 8] = [
    Color32::from_rgb(0xE0, 0x4F, 0x3F), // vermilion
    Color32::from_rgb(0x2F, 0x7E, 0xD8), // blue
    Color32::from_rgb(0xE8, 0xA9, 0x1B), // amber
    Color32::from_rgb(0x3B, 0xA5, 0x5C), // green
    Color32::from_rgb(0x9B, 0x5D, 0xE5), // violet
    Color32::from_rgb(0x1F, 0xB5, 0xB0), // teal
    Color32::from_rgb(0xE0, 0x6C, 0xB0), // pink
    Color32::from_rgb(0x8A, 0x6E, 0x4B), // brown
];

impl Theme {
    /// The light scheme.
    pub fn light() -> Self {
        Self {
            dark: false,
            app_background: Color32::from_rgb(0xF4, 0xEF, 0xE6),
            table: Color32::from_rgb(0x2E, 0x6B, 0x4F),
            table_edge: Color32::from_rgb(0x1F, 0x4D, 0x39),
            // Dark enough for text_on_table at 4.5:1 (WCAG AA) on a zone.
            table_zone: Color32::from_rgb(0x38, 0x78, 0x58),
            text: Color32::from_rgb(0x24, 0x22, 0x20),
            text_muted: Color32::from_rgb(0x6E, 0x68, 0x60),
            text_on_table: Color32::from_rgb(0xF5, 0xF1, 0xE8),
            accent: Color32::from_rgb(0xC8, 0x4B, 0x31),
            accent_text: Color32::from_rgb(0xB0, 0x40, 0x28),
            legal: Color32::from_rgb(0xFF, 0xD2, 0x4A),
            selected: Color32::from_rgb(0x4F, 0xC3, 0xF7),
            focus_ring: Color32::WHITE,
            hint: Color32::from_rgb(0xB3, 0x88, 0xFF),
            hint_text: Color32::from_rgb(0x5E, 0x35, 0xB1),
            danger: Color32::from_rgb(0xD3, 0x2F, 0x2F),
            success: Color32::from_rgb(0x2E, 0x9D, 0x4F),
            danger_text: Color32::from_rgb(0xC6, 0x28, 0x28),
            success_text: Color32::from_rgb(0x23, 0x7A, 0x3D),
            warning: Color32::from_rgb(0xE6, 0x8A, 0x00),
            inaccuracy: Color32::from_rgb(0xB0, 0x8C, 0x00),
            card_face: Color32::from_rgb(0xFD, 0xFB, 0xF6),
            card_border: Color32::from_rgb(0x9A, 0x92, 0x86),
            card_back: Color32::from_rgb(0x8C, 0x2F, 0x39),
            card_back_pattern: Color32::from_rgb(0xB8, 0x4A, 0x55),
            ink_red: Color32::from_rgb(0xC6, 0x28, 0x28),
            ink_black: Color32::from_rgb(0x21, 0x21, 0x21),
            die_face: Color32::from_rgb(0xFA, 0xF8, 0xF2),
            die_pip: Color32::from_rgb(0x22, 0x22, 0x22),
            shadow: Color32::from_black_alpha(70),
            piece_light: Color32::from_rgb(0xF4, 0xF1, 0xEA),
            piece_dark: Color32::from_rgb(0x26, 0x26, 0x2A),
            metal: Color32::from_rgb(0xC8, 0xCC, 0xD2),
            seats: SEAT_COLORS,
            elements: [
                Color32::from_rgb(0xC9, 0x9A, 0x06),
                Color32::from_rgb(0xD3, 0x3A, 0x2C),
                Color32::from_rgb(0x24, 0x6B, 0xC9),
                Color32::from_rgb(0x2F, 0x8F, 0x46),
            ],
            element_ink: [
                Color32::from_rgb(0x82, 0x64, 0x03),
                Color32::from_rgb(0xBD, 0x34, 0x27),
                Color32::from_rgb(0x20, 0x60, 0xB4),
                Color32::from_rgb(0x25, 0x72, 0x38),
            ],
            gold: Color32::from_rgb(0xFF, 0xC8, 0x2E),
            rainbow: [
                Color32::from_rgb(0xE5, 0x3E, 0x4A),
                Color32::from_rgb(0xF5, 0xA6, 0x23),
                Color32::from_rgb(0xF2, 0xE0, 0x3A),
                Color32::from_rgb(0x4C, 0xC3, 0x5E),
                Color32::from_rgb(0x4A, 0x7C, 0xF0),
            ],
            card_size: Vec2::new(72.0, 104.0),
            die_size: 44.0,
            card_radius: CornerRadius::same(7),
            panel_radius: CornerRadius::same(10),
            gap_small: 4.0,
            gap: 8.0,
            gap_large: 16.0,
            lift: 14.0,
            highlight_width: 3.0,
            heading_size: 22.0,
            body_size: 16.0,
            small_size: 13.0,
        }
    }

    /// The dark scheme.
    pub fn dark() -> Self {
        Self {
            dark: true,
            app_background: Color32::from_rgb(0x1B, 0x1C, 0x1F),
            table: Color32::from_rgb(0x1E, 0x4A, 0x37),
            table_edge: Color32::from_rgb(0x12, 0x30, 0x24),
            table_zone: Color32::from_rgb(0x27, 0x5A, 0x44),
            text: Color32::from_rgb(0xEC, 0xE8, 0xE1),
            text_muted: Color32::from_rgb(0xA0, 0x9A, 0x92),
            text_on_table: Color32::from_rgb(0xF0, 0xEC, 0xE3),
            accent: Color32::from_rgb(0xF0, 0x7A, 0x5A),
            accent_text: Color32::from_rgb(0xF0, 0x7A, 0x5A),
            legal: Color32::from_rgb(0xFF, 0xD8, 0x5E),
            selected: Color32::from_rgb(0x6F, 0xCF, 0xFA),
            focus_ring: Color32::WHITE,
            hint: Color32::from_rgb(0xC4, 0xA3, 0xFF),
            hint_text: Color32::from_rgb(0xC4, 0xA3, 0xFF),
            danger: Color32::from_rgb(0xEF, 0x53, 0x50),
            success: Color32::from_rgb(0x5C, 0xC7, 0x7A),
            danger_text: Color32::from_rgb(0xF4, 0x7C, 0x7A),
            success_text: Color32::from_rgb(0x5C, 0xC7, 0x7A),
            warning: Color32::from_rgb(0xFF, 0xA7, 0x26),
            inaccuracy: Color32::from_rgb(0xF0, 0xD0, 0x50),
            card_face: Color32::from_rgb(0xEE, 0xEA, 0xE0),
            card_border: Color32::from_rgb(0x5A, 0x55, 0x4E),
            card_back: Color32::from_rgb(0x6E, 0x22, 0x2B),
            card_back_pattern: Color32::from_rgb(0x93, 0x3A, 0x45),
            ink_red: Color32::from_rgb(0xB7, 0x1C, 0x1C),
            ink_black: Color32::from_rgb(0x1A, 0x1A, 0x1A),
            die_face: Color32::from_rgb(0xEE, 0xEA, 0xE0),
            die_pip: Color32::from_rgb(0x1A, 0x1A, 0x1A),
            shadow: Color32::from_black_alpha(110),
            ..Self::light()
        }
    }

    /// The scheme egui currently shows.
    pub fn of(ctx: &egui::Context) -> Self {
        if ctx.global_style().visuals.dark_mode {
            Self::dark()
        } else {
            Self::light()
        }
    }

    /// A thin outline in a token colour.
    pub fn stroke(&self, color: Color32) -> Stroke {
        Stroke::new(1.0, color)
    }

    /// The glow drawn around a legal choice.
    pub fn legal_stroke(&self) -> Stroke {
        Stroke::new(self.highlight_width, self.legal)
    }

    /// Colour of a seat (wraps after eight).
    pub fn seat(&self, seat: usize) -> Color32 {
        self.seats[seat % self.seats.len()]
    }

    /// egui's widget visuals tuned to this scheme.
    pub fn visuals(&self) -> Visuals {
        let mut v = if self.dark {
            Visuals::dark()
        } else {
            Visuals::light()
        };
        // Panels paint nothing: the window is cleared to the background instead
        // ([`clear_color`]), which saves one full-window fill per frame — on a software
        // renderer a large share of the frame.
        v.panel_fill = Color32::TRANSPARENT;
        v.window_fill = if self.dark {
            Color32::from_rgb(0x26, 0x27, 0x2B)
        } else {
            Color32::from_rgb(0xFC, 0xFA, 0xF5)
        };
        // Windows, dialogs and popups without egui's blurred shadow: it is a shape as large as
        // the window (plus the blur), filled and then covered by the window — on a software
        // renderer as costly as the window itself. Their 1-point outline sets them apart.
        v.window_shadow = egui::Shadow::NONE;
        v.popup_shadow = egui::Shadow::NONE;
        v.hyperlink_color = self.accent_text;
        // Weak text (notes, empty lists) in the muted colour: egui's own faded one reads at
        // under 3:1 on the app background in both schemes.
        v.weak_text_color = Some(self.text_muted);
        // Labels in the scheme's text colour: egui's dark grey reads at 4.4:1 on a dialog.
        v.widgets.noninteractive.fg_stroke.color = self.text;
        // A selected button's white label needs 4.5:1 on it: the dark scheme's light accent
        // gives 2.75:1, so the selection there is a deeper shade of it.
        v.selection.bg_fill = if self.dark {
            Color32::from_rgb(0xB0, 0x45, 0x2A)
        } else {
            self.accent
        };
        v.selection.stroke = Stroke::new(1.0, Color32::WHITE);
        v.window_corner_radius = self.panel_radius;
        v
    }
}

/// Lettering for a filled shape of `background` (a badge): white on a dark fill, black on a
/// light one (white on the sheriff's gold read at 1.6:1). Either reads at 4.5:1 or more.
pub fn ink_on(background: Color32) -> Color32 {
    // WCAG relative luminance; black and white read equally well on about 0.18.
    let channel = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let luminance = 0.2126 * channel(background.r())
        + 0.7152 * channel(background.g())
        + 0.0722 * channel(background.b());
    if luminance > 0.18 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

#[test]
fn badges_take_the_lettering_that_reads_on_them() {
    assert_eq!(ink_on(Theme::light().gold), Color32::BLACK);
    assert_eq!(ink_on(Theme::dark().accent), Color32::BLACK);
    assert_eq!(ink_on(Theme::light().card_back), Color32::WHITE);
    assert_eq!(ink_on(Theme::light().accent), Color32::WHITE);
}

/// The colour the window is cleared to each frame (clearing is nearly free; painting a
/// window-sized shape is not): the table's felt while a game is shown (`on_table`), else the app
/// background, in the scheme shown. Panels are transparent ([`Theme::visuals`]); a game screen
/// paints its bars and log on [`Theme::app_background`] itself.
pub fn clear_color(visuals: &Visuals, on_table: bool) -> [f32; 4] {
    let theme = if visuals.dark_mode {
        Theme::dark()
    } else {
        Theme::light()
    };
    let color = if on_table {
        theme.table
    } else {
        theme.app_background
    };
    color.to_normalized_gamma_f32()
}

/// egui's theme preference for a settings choice.
pub fn theme_preference(choice: ThemeChoice) -> egui::ThemePreference {
    match choice {
        ThemeChoice::System => egui::ThemePreference::System,
        ThemeChoice::Light => egui::ThemePreference::Light,
        ThemeChoice::Dark => egui::ThemePreference::Dark,
    }
}

/// Installs both schemes' visuals and the text sizes; call once at start-up.
pub fn install(ctx: &egui::Context, choice: ThemeChoice) {
    ctx.set_visuals_of(egui::Theme::Light, Theme::light().visuals());
    ctx.set_visuals_of(egui::Theme::Dark, Theme::dark().visuals());
    ctx.set_theme(theme_preference(choice));
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily, FontId, TextStyle};
        style.text_styles = [
            (
                TextStyle::Heading,
                FontId::new(24.0, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(15.0, FontFamily::Proportional)),
            (
                TextStyle::Monospace,
                FontId::new(14.0, FontFamily::Monospace),
            ),
            (
                TextStyle::Button,
                FontId::new(15.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Small,
                FontId::new(12.0, FontFamily::Proportional),
            ),
        ]
        .into();
        style.spacing.button_padding = Vec2::new(10.0, 5.0);
        style.spacing.item_spacing = Vec2::new(8.0, 6.0);
    });
}

#[test]
fn text_on_the_table_reads_on_the_felt_its_zones_and_its_edge() {
    for theme in [Theme::light(), Theme::dark()] {
        for under in [theme.table, theme.table_zone, theme.table_edge] {
            let ratio = crate::ui::layout_check::contrast(theme.text_on_table, under);
            assert!(ratio >= 4.5, "{under:?}: {ratio:.2}:1");
        }
    }
}
