//! Tokens and pieces: a disc with a rim, optional concentric rings (Gygès' 1, 2 and 3-ring
//! pieces) and an optional label.

use egui::{
    Align2, Color32, ColorImage, FontFamily, FontId, Painter, Pos2, Rect, Response, Stroke,
    TextureHandle, TextureId, TextureOptions, Ui, Vec2,
};

use super::selectable;
use crate::ui::theme::Theme;

/// What a piece looks like.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceLook {
    /// Body colour.
    pub fill: Color32,
    /// Colour of the rim and rings.
    pub ink: Color32,
    /// Concentric rings drawn on top (0 for none).
    pub rings: u8,
    /// Text in the middle (a number, an initial).
    pub label: Option<String>,
    /// Clickable (glow).
    pub legal: bool,
    /// Picked up / selected.
    pub selected: bool,
}

impl PieceLook {
    /// A plain disc.
    pub fn disc(fill: Color32, ink: Color32) -> Self {
        Self {
            fill,
            ink,
            rings: 0,
            label: None,
            legal: false,
            selected: false,
        }
    }
}

/// Paints a piece centred at `center`.
///
/// The disc, its rim, its rings and its shadow come from one image drawn once per look and size
/// ([`piece_image`]): as shapes they are six circles of dozens of triangles each, which a software
/// renderer pays for per triangle on every frame; as one image they are two triangles.
pub fn paint_piece(painter: &Painter, center: Pos2, radius: f32, look: &PieceLook, theme: &Theme) {
    let ppp = painter.ctx().pixels_per_point();
    let art = PieceArt::new(radius, look, theme, ppp);
    let texture = piece_image(painter.ctx(), &art);
    // Whole pixels from the image's corner, so it is drawn 1:1 (the piece moves by < ½ pixel).
    let side = art.side_px as f32;
    let corner = ((center.to_vec2() * ppp) - Vec2::splat(side / 2.0)).round();
    let rect = Rect::from_min_size(Pos2::ZERO + corner / ppp, Vec2::splat(side / ppp));
    painter.image(
        texture,
        rect,
        Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)),
        Color32::WHITE,
    );
    if let Some(label) = &look.label {
        painter.text(
            center,
            Align2::CENTER_CENTER,
            label,
            FontId::new(radius * 0.9, FontFamily::Proportional),
            look.ink,
        );
    }
    let ring = if look.selected {
        Some(theme.selected)
    } else if look.legal {
        Some(theme.legal)
    } else {
        None
    };
    if let Some(color) = ring {
        painter.circle_stroke(
            center,
            radius + 3.0,
            Stroke::new(theme.highlight_width, color),
        );
    }
}

/// An interactive piece in `rect` (a circle inscribed in it), named `accessible`.
pub fn piece(
    ui: &mut Ui,
    rect: Rect,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    look: &PieceLook,
    accessible: &str,
    theme: &Theme,
) -> Response {
    let enabled = look.legal || look.selected;
    let response = selectable(ui, rect, id_salt, accessible, enabled, look.selected);
    let radius = rect.width().min(rect.height()) * 0.42;
    let lift = if look.selected { -radius * 0.15 } else { 0.0 };
    paint_piece(
        ui.painter(),
        rect.center() + Vec2::new(0.0, lift),
        radius,
        look,
        theme,
    );
    response
}

/// Everything a piece image depends on, in physical pixels and colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct PieceArt {
    /// Radius in quarter pixels.
    radius_q: u32,
    /// Rim width in quarter pixels.
    rim_q: u32,
    /// Ring width in quarter pixels.
    ring_q: u32,
    /// Shadow offset in quarter pixels.
    shadow_q: [u32; 2],
    rings: u8,
    fill: Color32,
    ink: Color32,
    shadow: Color32,
    /// Side of the square image in pixels.
    side_px: u32,
}

impl PieceArt {
    fn new(radius: f32, look: &PieceLook, theme: &Theme, ppp: f32) -> Self {
        let q = |points: f32| (points * ppp * 4.0).round().max(0.0) as u32;
        let radius_q = q(radius).max(4);
        let rim_q = q((radius * 0.08).max(1.0));
        let shadow_q = [q(1.0), q(2.0)];
        let reach = (radius_q + rim_q + shadow_q[1]) as f32 / 4.0 + 1.5;
        Self {
            radius_q,
            rim_q,
            ring_q: q((radius * 0.1).max(1.2)),
            shadow_q,
            rings: look.rings.min(5),
            fill: look.fill,
            ink: look.ink,
            shadow: theme.shadow,
            side_px: 2 * reach.ceil() as u32,
        }
    }

    /// The image: shadow, body, rim and rings, each edge anti-aliased over one pixel, as egui
    /// draws circles (a stroke lies outside its radius).
    fn render(&self) -> ColorImage {
        let side = self.side_px as usize;
        let c = self.side_px as f32 / 2.0;
        let px = |qv: u32| qv as f32 / 4.0;
        let r = px(self.radius_q);
        let rim = px(self.rim_q);
        let ring = px(self.ring_q);
        let (sx, sy) = (px(self.shadow_q[0]), px(self.shadow_q[1]));
        let disc = |d: f32, radius: f32| (radius - d + 0.5).clamp(0.0, 1.0);
        let band = |d: f32, inner: f32, width: f32| disc(d, inner + width) - disc(d, inner);
        let rings: Vec<f32> = (0..self.rings)
            .map(|i| r * (0.78 - 0.22 * f32::from(i)))
            .collect();
        let mut pixels = Vec::with_capacity(side * side);
        for y in 0..side {
            for x in 0..side {
                let (fx, fy) = (x as f32 + 0.5 - c, y as f32 + 0.5 - c);
                let d = (fx * fx + fy * fy).sqrt();
                let ds = ((fx - sx).powi(2) + (fy - sy).powi(2)).sqrt();
                let mut out = [0.0f32; 4];
                over(&mut out, self.shadow, disc(ds, r));
                over(&mut out, self.fill, disc(d, r));
                over(&mut out, self.ink, band(d, r, rim));
                for &ri in &rings {
                    over(&mut out, self.ink, band(d, ri, ring));
                }
                pixels.push(Color32::from_rgba_premultiplied(
                    to_u8(out[0]),
                    to_u8(out[1]),
                    to_u8(out[2]),
                    to_u8(out[3]),
                ));
            }
        }
        ColorImage::new([side, side], pixels)
    }
}

/// Paints `color` with `coverage` over `out` (premultiplied, gamma space like egui's blending).
fn over(out: &mut [f32; 4], color: Color32, coverage: f32) {
    if coverage <= 0.0 {
        return;
    }
    let [r, g, b, a] = color.to_array().map(|v| f32::from(v) / 255.0 * coverage);
    let keep = 1.0 - a;
    *out = [
        r + out[0] * keep,
        g + out[1] * keep,
        b + out[2] * keep,
        a + out[3] * keep,
    ];
}

fn to_u8(v: f32) -> u8 {
    (v * 255.0).round().clamp(0.0, 255.0) as u8
}

/// Piece images in use, least recently used first out when there are more than
/// [`MAX_PIECE_IMAGES`] (a resized window asks for new sizes).
#[derive(Clone, Default)]
struct PieceImages(Vec<(PieceArt, TextureHandle, u64)>);

const MAX_PIECE_IMAGES: usize = 48;

/// The texture of a piece image, drawn (and uploaded) the first time it is asked for.
fn piece_image(ctx: &egui::Context, art: &PieceArt) -> TextureId {
    let id = egui::Id::unique("asobiba-piece-images");
    let frame = ctx.cumulative_frame_nr();
    let found = ctx.data_mut(|d| {
        let images = d.get_temp_mut_or_default::<PieceImages>(id);
        images.0.iter_mut().find(|(a, _, _)| a == art).map(|entry| {
            entry.2 = frame;
            entry.1.id()
        })
    });
    if let Some(texture) = found {
        return texture;
    }
    let handle = ctx.load_texture("piece", art.render(), TextureOptions::LINEAR);
    let texture = handle.id();
    ctx.data_mut(|d| {
        let images = d.get_temp_mut_or_default::<PieceImages>(id);
        images.0.push((*art, handle, frame));
        if images.0.len() > MAX_PIECE_IMAGES {
            images
                .0
                .sort_by_key(|(_, _, used)| std::cmp::Reverse(*used));
            images.0.truncate(MAX_PIECE_IMAGES);
        }
    });
    texture
}

#[cfg(test)]
mod tests {
    use super::*;

    fn look(rings: u8) -> PieceLook {
        PieceLook {
            rings,
            ..PieceLook::disc(
                Color32::from_rgb(0xE8, 0xDD, 0xC8),
                Color32::from_rgb(0x3A, 0x2E, 0x22),
            )
        }
    }

    #[test]
    fn the_image_has_body_rim_rings_and_a_clear_outside() {
        let theme = Theme::light();
        let art = PieceArt::new(20.0, &look(1), &theme, 1.0);
        let image = art.render();
        let c = art.side_px as usize / 2;
        let at = |dx: isize, dy: isize| {
            image.pixels[(c as isize + dy) as usize * image.size[0] + (c as isize + dx) as usize]
        };
        assert_eq!(at(0, 0), look(1).fill, "the centre is the body");
        // Rim: from 20 to 21.6 px; the one ring: from 15.6 to 17.6 px.
        assert_eq!(at(20, 0), look(1).ink, "the rim");
        assert_eq!(at(16, 0), look(1).ink, "the ring");
        assert_eq!(at(10, 0), look(1).fill);
        assert_eq!(
            at(-(c as isize) + 1, -(c as isize) + 1),
            Color32::TRANSPARENT,
            "corner"
        );
        // The shadow shows beside the rim, down and to the right.
        let shadow = image
            .pixels
            .iter()
            .filter(|p| p.a() > 0 && p.r() == 0 && p.g() == 0)
            .count();
        assert!(shadow > 10, "{shadow} shadow pixels");
    }

    #[test]
    fn a_piece_is_two_triangles_and_its_image_is_made_once() {
        let ctx = egui::Context::default();
        let theme = Theme::light();
        let mut counts = Vec::new();
        for _ in 0..3 {
            let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
                for x in 0..4 {
                    paint_piece(
                        ui.painter(),
                        Pos2::new(40.0 + 50.0 * x as f32, 40.0),
                        20.0,
                        &look(2),
                        &theme,
                    );
                }
                let stats = crate::ui::paint_stats::so_far(ui.ctx());
                assert_eq!(
                    stats.indices,
                    4 * 6,
                    "four pieces, two triangles each: {stats:?}"
                );
            });
            counts.push(ctx.tex_manager().read().num_allocated());
        }
        assert_eq!(
            counts[0], counts[2],
            "no new textures after the first frame: {counts:?}"
        );
    }
}
