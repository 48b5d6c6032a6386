//! Colours, sizes and radii as named tokens, for light, dark and high contrast. Painter code
//! asks the [`Theme`] instead of writing literals, so the themes stay consistent.
//!
//! egui knows only light and dark: the high-contrast scheme is installed as egui's dark visuals,
//! and the choices egui does not know (high contrast, the four-colour deck) are kept in egui's
//! memory as a [`Look`], so that [`Theme::of`] gives every painter the same scheme.

use egui::{Color32, CornerRadius, Stroke, Vec2, Visuals};

use crate::{settings::ThemeChoice, ui::widgets::SuitMark};

/// The design tokens of one colour scheme.
#[derive(Clone, Debug, PartialEq)]
pub struct Theme {
    /// True for the dark scheme (and the high-contrast one, which is dark).
    pub dark: bool,
    /// True for the high-contrast scheme: its text reads at 7:1 (WCAG AAA).
    pub high_contrast: bool,
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
    /// Blue ink on cards (diamonds and water in the four-colour deck).
    pub ink_blue: Color32,
    /// Green ink on cards (clubs and earth in the four-colour deck).
    pub ink_green: Color32,
    /// Ink of the French suits on a card face: spades, hearts, diamonds, clubs (two colours,
    /// or four with [`Theme::with_four_colour_deck`]). Use [`Theme::suit_ink`].
    pub french_ink: [Color32; 4],
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

/// The French suits' inks of a two-colour deck (spades, hearts, diamonds, clubs).
const fn two_colour_deck(red: Color32, black: Color32) -> [Color32; 4] {
    [black, red, red, black]
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

/// The seat colours of the high-contrast scheme: light enough that black text on them reads
/// at 7:1 or more.
const HIGH_CONTRAST_SEAT_COLORS: [Color32; 8] = [
    Color32::from_rgb(0xFF, 0x8A, 0x7A),
    Color32::from_rgb(0x7F, 0xB8, 0xFF),
    Color32::from_rgb(0xFF, 0xC9, 0x4D),
    Color32::from_rgb(0x6F, 0xE0, 0x8F),
    Color32::from_rgb(0xC9, 0xA7, 0xFF),
    Color32::from_rgb(0x4F, 0xE0, 0xDA),
    Color32::from_rgb(0xFF, 0xA3, 0xD6),
    Color32::from_rgb(0xD2, 0xB4, 0x8C),
];

impl Theme {
    /// The light scheme.
    pub fn light() -> Self {
        let red = Color32::from_rgb(0xC6, 0x28, 0x28);
        let black = Color32::from_rgb(0x21, 0x21, 0x21);
        Self {
            dark: false,
            high_contrast: false,
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
            ink_red: red,
            ink_black: black,
            ink_blue: Color32::from_rgb(0x1F, 0x5F, 0xB0),
            ink_green: Color32::from_rgb(0x1B, 0x70, 0x36),
            french_ink: two_colour_deck(red, black),
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
        let red = Color32::from_rgb(0xB7, 0x1C, 0x1C);
        let black = Color32::from_rgb(0x1A, 0x1A, 0x1A);
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
            ink_red: red,
            ink_black: black,
            french_ink: two_colour_deck(red, black),
            die_face: Color32::from_rgb(0xEE, 0xEA, 0xE0),
            die_pip: Color32::from_rgb(0x1A, 0x1A, 0x1A),
            shadow: Color32::from_black_alpha(110),
            ..Self::light()
        }
    }

    /// The high-contrast scheme: white and bright colours on black and a very dark felt, white
    /// card faces with deep inks, so that text reads at 7:1 or more (WCAG AAA).
    pub fn high_contrast() -> Self {
        let red = Color32::from_rgb(0xA0, 0x00, 0x00);
        let black = Color32::from_rgb(0x0A, 0x0A, 0x0A);
        Self {
            dark: true,
            high_contrast: true,
            app_background: Color32::BLACK,
            table: Color32::from_rgb(0x0B, 0x2A, 0x1C),
            table_edge: Color32::from_rgb(0x05, 0x17, 0x0F),
            table_zone: Color32::from_rgb(0x14, 0x40, 0x2C),
            text: Color32::WHITE,
            text_muted: Color32::from_rgb(0xD0, 0xD0, 0xD0),
            text_on_table: Color32::WHITE,
            accent: Color32::from_rgb(0xFF, 0xD4, 0x00),
            accent_text: Color32::from_rgb(0xFF, 0xE1, 0x4D),
            legal: Color32::from_rgb(0xFF, 0xEB, 0x3B),
            selected: Color32::from_rgb(0x00, 0xE5, 0xFF),
            hint: Color32::from_rgb(0xE6, 0xC8, 0xFF),
            hint_text: Color32::from_rgb(0xE6, 0xC8, 0xFF),
            danger: Color32::from_rgb(0xFF, 0x6B, 0x6B),
            success: Color32::from_rgb(0x7C, 0xFF, 0x9A),
            danger_text: Color32::from_rgb(0xFF, 0x8A, 0x8A),
            success_text: Color32::from_rgb(0x7C, 0xFF, 0x9A),
            warning: Color32::from_rgb(0xFF, 0xB3, 0x00),
            inaccuracy: Color32::from_rgb(0xFF, 0xE1, 0x4D),
            card_face: Color32::WHITE,
            card_border: Color32::from_rgb(0x40, 0x40, 0x40),
            card_back: Color32::from_rgb(0x5A, 0x00, 0x10),
            card_back_pattern: Color32::from_rgb(0xC0, 0xC0, 0xC0),
            ink_red: red,
            ink_black: black,
            ink_blue: Color32::from_rgb(0x00, 0x3C, 0x9E),
            ink_green: Color32::from_rgb(0x0B, 0x5A, 0x1E),
            french_ink: two_colour_deck(red, black),
            die_face: Color32::WHITE,
            die_pip: black,
            seats: HIGH_CONTRAST_SEAT_COLORS,
            shadow: Color32::from_black_alpha(140),
            element_ink: [
                Color32::from_rgb(0x5C, 0x47, 0x00),
                red,
                Color32::from_rgb(0x00, 0x3C, 0x9E),
                Color32::from_rgb(0x0B, 0x5A, 0x1E),
            ],
            ..Self::dark()
        }
    }

    /// The scheme of a settings choice, egui showing dark (`dark_mode`) or light.
    pub fn chosen(dark_mode: bool, look: Look) -> Self {
        let theme = if look.high_contrast {
            Self::high_contrast()
        } else if dark_mode {
            Self::dark()
        } else {
            Self::light()
        };
        if look.four_colour_deck {
            theme.with_four_colour_deck()
        } else {
            theme
        }
    }

    /// The same scheme with a four-colour deck: each suit its own ink (spades black, hearts
    /// red, diamonds blue, clubs green; wind black, fire red, water blue, earth green), the suit
    /// marks unchanged.
    pub fn with_four_colour_deck(mut self) -> Self {
        self.french_ink = [self.ink_black, self.ink_red, self.ink_blue, self.ink_green];
        self.element_ink = [self.ink_black, self.ink_red, self.ink_blue, self.ink_green];
        // Wind's band in grey instead of yellow; the other elements' bands are already red,
        // blue and green.
        self.elements[0] = Color32::from_rgb(0x55, 0x55, 0x55);
        self
    }

    /// The ink a suit is printed in on a card face (its index and mark).
    pub fn suit_ink(&self, suit: SuitMark) -> Color32 {
        match suit {
            SuitMark::Spade => self.french_ink[0],
            SuitMark::Heart => self.french_ink[1],
            SuitMark::Diamond => self.french_ink[2],
            SuitMark::Club => self.french_ink[3],
            SuitMark::Wind => self.element_ink[0],
            SuitMark::Fire => self.element_ink[1],
            SuitMark::Water => self.element_ink[2],
            SuitMark::Earth => self.element_ink[3],
        }
    }

    /// The scheme egui currently shows, with the [`Look`] the app set.
    pub fn of(ctx: &egui::Context) -> Self {
        Self::chosen(ctx.global_style().visuals.dark_mode, Look::of(ctx))
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
        if !self.dark {
            // Checkbox boxes, radio buttons and slider rails are filled with `bg_fill`: egui's
            // light grey read at 1.2:1 on a dialog, and non-text controls need 3:1 (WCAG
            // 1.4.11). The tick (`fg_stroke`, also a button's lettering) needs 3:1 on the box.
            v.widgets.inactive.bg_fill = Color32::from_gray(0x86);
            v.widgets.inactive.fg_stroke.color = self.text;
            v.widgets.hovered.bg_fill = Color32::from_gray(0x7A);
        }
        // The part of a slider's rail up to its handle in the accent: the value reads at a glance.
        v.slider_trailing_fill = true;
        // A selected button's white label needs 4.5:1 on it: the dark scheme's light accent
        // gives 2.75:1, so the selection there is a deeper shade of it.
        v.selection.bg_fill = if self.dark {
            Color32::from_rgb(0xB0, 0x45, 0x2A)
        } else {
            self.accent
        };
        v.selection.stroke = Stroke::new(1.0, Color32::WHITE);
        v.window_corner_radius = self.panel_radius;
        if self.high_contrast {
            high_contrast_widgets(&mut v, self);
        }
        v
    }
}

/// egui's widgets in the high-contrast scheme: black fills, white lettering, white outlines
/// on everything that can be clicked, and a deep blue selection under white text (7.9:1).
fn high_contrast_widgets(v: &mut Visuals, theme: &Theme) {
    v.window_fill = Color32::BLACK;
    v.extreme_bg_color = Color32::BLACK;
    v.faint_bg_color = Color32::from_rgb(0x14, 0x14, 0x14);
    v.code_bg_color = Color32::from_rgb(0x14, 0x14, 0x14);
    v.window_stroke = Stroke::new(1.5, Color32::WHITE);
    v.override_text_color = None;
    v.selection.bg_fill = Color32::from_rgb(0x00, 0x50, 0xA0);
    v.selection.stroke = Stroke::new(1.5, Color32::WHITE);
    let outline = Stroke::new(1.0, Color32::WHITE);
    let w = &mut v.widgets;
    w.noninteractive.fg_stroke = Stroke::new(1.0, theme.text);
    w.noninteractive.bg_stroke = Stroke::new(1.0, Color32::from_rgb(0xA0, 0xA0, 0xA0));
    for (state, fill) in [
        (&mut w.inactive, Color32::from_rgb(0x1E, 0x1E, 0x1E)),
        (&mut w.hovered, Color32::from_rgb(0x30, 0x30, 0x30)),
        (&mut w.active, Color32::from_rgb(0x40, 0x40, 0x40)),
        (&mut w.open, Color32::from_rgb(0x30, 0x30, 0x30)),
    ] {
        state.bg_fill = fill;
        state.weak_bg_fill = fill;
        state.bg_stroke = outline;
        state.fg_stroke = Stroke::new(1.5, Color32::WHITE);
    }
    w.hovered.bg_stroke = Stroke::new(2.0, theme.accent);
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
/// background, in `theme`. Panels are transparent ([`Theme::visuals`]); a game screen
/// paints its bars and log on [`Theme::app_background`] itself.
pub fn clear_color(theme: &Theme, on_table: bool) -> [f32; 4] {
    let color = if on_table {
        theme.table
    } else {
        theme.app_background
    };
    color.to_normalized_gamma_f32()
}

/// The choices of look egui does not know, kept in its memory for [`Theme::of`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// The high-contrast scheme instead of light or dark.
    pub high_contrast: bool,
    /// Each suit of Aegis and BANG! cards in its own colour.
    pub four_colour_deck: bool,
}

impl Look {
    /// The look of the player's settings.
    pub fn of_settings(settings: &crate::settings::Settings) -> Self {
        Self {
            high_contrast: settings.theme == ThemeChoice::HighContrast,
            four_colour_deck: settings.four_colour_deck,
        }
    }

    /// The look set in `ctx` (the default until [`apply`] runs).
    pub fn of(ctx: &egui::Context) -> Self {
        ctx.data(|d| d.get_temp::<Look>(Self::id()))
            .unwrap_or_default()
    }

    fn id() -> egui::Id {
        egui::Id::unique("asobiba-look")
    }
}

/// egui's theme preference for a settings choice (high contrast is shown as egui's dark).
pub fn theme_preference(choice: ThemeChoice) -> egui::ThemePreference {
    match choice {
        ThemeChoice::System => egui::ThemePreference::System,
        ThemeChoice::Light => egui::ThemePreference::Light,
        ThemeChoice::Dark | ThemeChoice::HighContrast => egui::ThemePreference::Dark,
    }
}

/// Shows the theme `choice` with `look`: egui's dark visuals become the high-contrast ones
/// while that scheme is chosen, and the look goes into egui's memory for [`Theme::of`].
pub fn apply(ctx: &egui::Context, choice: ThemeChoice, look: Look) {
    let dark = if look.high_contrast {
        Theme::high_contrast()
    } else {
        Theme::dark()
    };
    ctx.set_visuals_of(egui::Theme::Dark, dark.visuals());
    ctx.set_theme(theme_preference(choice));
    ctx.data_mut(|d| d.insert_temp(Look::id(), look));
}

/// Installs the schemes' visuals and the text sizes; call once at start-up.
pub fn install(ctx: &egui::Context, choice: ThemeChoice) {
    ctx.set_visuals_of(egui::Theme::Light, Theme::light().visuals());
    apply(
        ctx,
        choice,
        Look {
            high_contrast: choice == ThemeChoice::HighContrast,
            four_colour_deck: false,
        },
    );
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
fn checkboxes_and_slider_rails_stand_out_at_three_to_one_in_the_light_scheme() {
    use crate::ui::layout_check::contrast;
    let theme = Theme::light();
    let v = theme.visuals();
    for (state, widget) in [
        ("inactive", &v.widgets.inactive),
        ("hovered", &v.widgets.hovered),
    ] {
        for under in [theme.app_background, v.window_fill] {
            let ratio = contrast(widget.bg_fill, under);
            assert!(
                ratio >= 3.0,
                "{state} box or rail on {under:?}: {ratio:.2}:1"
            );
        }
        let tick = contrast(widget.fg_stroke.color, widget.bg_fill);
        assert!(tick >= 3.0, "{state} tick on its box: {tick:.2}:1");
    }
}

#[test]
fn text_on_the_table_reads_on_the_felt_its_zones_and_its_edge() {
    for theme in [Theme::light(), Theme::dark(), Theme::high_contrast()] {
        let need = if theme.high_contrast { 7.0 } else { 4.5 };
        for under in [theme.table, theme.table_zone, theme.table_edge] {
            let ratio = crate::ui::layout_check::contrast(theme.text_on_table, under);
            assert!(ratio >= need, "{under:?}: {ratio:.2}:1");
        }
    }
}

#[test]
fn every_suit_ink_reads_on_the_card_face_in_every_scheme_and_deck() {
    use SuitMark::*;
    for base in [Theme::light(), Theme::dark(), Theme::high_contrast()] {
        let need = if base.high_contrast { 7.0 } else { 4.5 };
        for theme in [base.clone(), base.with_four_colour_deck()] {
            for suit in [Spade, Heart, Diamond, Club, Wind, Fire, Water, Earth] {
                let ratio =
                    crate::ui::layout_check::contrast(theme.suit_ink(suit), theme.card_face);
                assert!(ratio >= need, "{suit:?}: {ratio:.2}:1");
            }
        }
    }
}

#[test]
fn the_four_colour_deck_gives_each_suit_its_own_ink() {
    use SuitMark::*;
    for base in [Theme::light(), Theme::dark(), Theme::high_contrast()] {
        let four = base.clone().with_four_colour_deck();
        for suits in [[Spade, Heart, Diamond, Club], [Wind, Fire, Water, Earth]] {
            let inks: std::collections::HashSet<Color32> =
                suits.iter().map(|&s| four.suit_ink(s)).collect();
            assert_eq!(inks.len(), 4, "{suits:?}");
        }
        // The two-colour deck: hearts and diamonds share the red.
        assert_eq!(base.suit_ink(Heart), base.suit_ink(Diamond));
    }
}

#[test]
fn high_contrast_seat_colours_carry_their_ink_at_seven_to_one() {
    for colour in Theme::high_contrast().seats {
        let ratio = crate::ui::layout_check::contrast(ink_on(colour), colour);
        assert!(ratio >= 7.0, "{colour:?}: {ratio:.2}");
    }
}
