//! The layout and legibility check: reads one frame's shapes as the app painted them (after its
//! own frame path, `lean_shapes::simplify_frame` included) and the frame's accessibility tree,
//! and reports text that is cut off or elided, texts that overlap or are painted over, text
//! whose contrast with what lies under it is below WCAG AA, and clickable widgets without a
//! name. No renderer is needed: everything is computed from the shapes' geometry and colours.
//!
//! [`Capture::install`] hooks the end of every pass to keep the last frame's layers (the shape
//! list egui drains for painting is flattened; the layers are needed to tell a window lying over
//! the table from a shape painted over text in its own layer).

use std::sync::{Arc, Mutex};

use egui::{
    Color32, LayerId, Pos2, Rect, Shape,
    epaint::{ClippedShape, TextShape},
};

mod widgets;

pub use widgets::{Widget, Widgets, widgets};

/// What a finding is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Problem {
    /// The text's laid-out size exceeds the rectangle it is clipped to (or the window).
    CutOff,
    /// The text was shortened with "…".
    Elided,
    /// Two texts overlap.
    Overlap,
    /// A shape (a card, badge, scrollbar, …) of the same layer is painted over the text.
    PaintedOver,
    /// The text lies partly over a clickable widget it does not belong to.
    OverButton,
    /// Contrast with what is painted under the text is below WCAG AA.
    Contrast,
    /// A widget can be clicked but has no accessible name.
    Unnamed,
    /// A wrapped row of Japanese starts with a character that may not begin a line (、。」ー,
    /// small kana) or ends with one that may not end it (「（).
    LineBreak,
}

impl Problem {
    /// Every problem.
    pub const ALL: [Problem; 8] = [
        Problem::CutOff,
        Problem::Elided,
        Problem::Overlap,
        Problem::PaintedOver,
        Problem::OverButton,
        Problem::Contrast,
        Problem::Unnamed,
        Problem::LineBreak,
    ];
}

/// One defect on one frame.
#[derive(Clone, Debug)]
pub struct Finding {
    /// What is wrong.
    pub problem: Problem,
    /// The text concerned (for [`Problem::Unnamed`], the widget's role).
    pub text: String,
    /// Where it is.
    pub rect: Rect,
    /// The figures behind the finding (the contrast ratio, the clip rect, the other text).
    pub detail: String,
}

/// A frame's layers, back to front, each with its shapes in paint order.
pub type Layers = Vec<(LayerId, Vec<ClippedShape>)>;

/// The last frame's layers, kept by an end-of-pass hook.
#[derive(Clone, Default)]
pub struct Capture {
    layers: Arc<Mutex<Layers>>,
}

impl Capture {
    /// Hooks `ctx` so that every pass keeps its layers (a clone of the shapes) for [`Self::take`].
    pub fn install(ctx: &egui::Context) -> Self {
        let capture = Self::default();
        let layers = Arc::clone(&capture.layers);
        ctx.on_end_pass(
            "layout-check",
            Arc::new(move |ui| {
                let ctx = ui.ctx();
                let mut ids: Vec<LayerId> = ctx.memory(|m| m.layer_ids().collect());
                // egui paints order by order (background, middle, foreground, tooltip, debug),
                // each in the areas' order.
                ids.sort_by_key(|l| l.order as u8);
                let frame: Layers = ctx.graphics(|g| {
                    ids.iter()
                        .filter_map(|id| {
                            g.get(*id)
                                .map(|list| (*id, list.all_entries().cloned().collect()))
                        })
                        .collect()
                });
                if let Ok(mut slot) = layers.lock() {
                    *slot = frame;
                }
            }),
        );
        capture
    }

    /// The last frame's layers, back to front.
    pub fn take(&self) -> Layers {
        self.layers.lock().map(|l| l.clone()).unwrap_or_default()
    }
}

/// A shape of the frame, flattened, with where it was painted.
struct Painted {
    layer: usize,
    clip: Rect,
    shape: Shape,
}

/// A filled area: what is painted under text.
struct Fill {
    /// Index in paint order.
    order: usize,
    layer: usize,
    bounds: Rect,
    color: Color32,
    area: Area,
    /// A gradient to transparent (a scroll area's edge fade, which says "more this way").
    fade: bool,
}

enum Area {
    Rect(Rect),
    Circle(Pos2, f32),
    Polygon(Vec<Pos2>),
    Triangles(Vec<[Pos2; 3]>),
}

impl Area {
    fn contains(&self, p: Pos2) -> bool {
        match self {
            Area::Rect(r) => r.contains(p),
            Area::Circle(c, r) => c.distance(p) <= *r,
            Area::Polygon(points) => inside_polygon(points, p),
            Area::Triangles(tris) => tris.iter().any(|t| inside_polygon(t, p)),
        }
    }
}

/// Point in a polygon (even-odd rule; egui's filled paths are convex).
fn inside_polygon(points: &[Pos2], p: Pos2) -> bool {
    let mut inside = false;
    let n = points.len();
    for i in 0..n {
        let (a, b) = (points[i], points[(i + n - 1) % n]);
        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
            inside = !inside;
        }
    }
    inside
}

/// A text of the frame.
struct Text {
    order: usize,
    layer: usize,
    clip: Rect,
    string: String,
    /// The ink: the rows' glyph bounds.
    ink: Rect,
    /// Each row's ink.
    rows: Vec<Rect>,
    /// Where a wrapped row meets the next: the last character of one and the first of the next.
    wraps: Vec<(char, char)>,
    elided: bool,
    /// Runs of one colour on one row: (ink rect, colour, font size).
    runs: Vec<(Rect, Color32, f32)>,
}

fn flatten(layer: usize, clip: Rect, shape: &Shape, out: &mut Vec<Painted>) {
    match shape {
        Shape::Vec(shapes) => {
            for s in shapes {
                flatten(layer, clip, s, out);
            }
        }
        Shape::Noop => {}
        other => out.push(Painted {
            layer,
            clip,
            shape: other.clone(),
        }),
    }
}

fn fill_of(order: usize, p: &Painted) -> Option<Fill> {
    let mut fade = false;
    let (color, area) = match &p.shape {
        Shape::Rect(r) if r.fill.a() > 0 && r.brush.is_none() => (r.fill, Area::Rect(r.rect)),
        Shape::Circle(c) if c.fill.a() > 0 => (c.fill, Area::Circle(c.center, c.radius)),
        Shape::Path(path) if path.closed && path.fill.a() > 0 && path.points.len() >= 3 => {
            (path.fill, Area::Polygon(path.points.clone()))
        }
        Shape::Mesh(mesh) if mesh.texture_id == egui::TextureId::default() => {
            // Untextured (the font texture's white texel): coloured triangles. The colour of
            // the first vertex stands for each triangle (egui's meshes here are flat).
            let v = &mesh.vertices;
            let mut tris = Vec::new();
            let mut color = Color32::TRANSPARENT;
            for t in mesh.indices.chunks_exact(3) {
                let [a, b, c] = [t[0], t[1], t[2]].map(|i| v[i as usize]);
                if a.color.a() > 0 {
                    color = a.color;
                    tris.push([a.pos, b.pos, c.pos]);
                }
            }
            if tris.is_empty() {
                return None;
            }
            fade = v.iter().any(|x| x.color.a() == 0) && v.iter().any(|x| x.color.a() > 0);
            (color, Area::Triangles(tris))
        }
        _ => return None,
    };
    let bounds = p.shape.visual_bounding_rect().intersect(p.clip);
    (bounds.is_positive()).then_some(Fill {
        order,
        layer: p.layer,
        bounds,
        color,
        area,
        fade,
    })
}

fn text_of(order: usize, p: &Painted, t: &TextShape) -> Option<Text> {
    if t.angle != 0.0 || t.galley.is_empty() {
        return None;
    }
    let string = t.galley.text().trim().to_owned();
    if string.is_empty() {
        return None;
    }
    let mut ink = Rect::NOTHING;
    let mut runs: Vec<(Rect, Color32, f32)> = Vec::new();
    let size = t
        .galley
        .job
        .sections
        .iter()
        .map(|s| s.format.font_id.size)
        .fold(f32::INFINITY, f32::min);
    let mut rows = Vec::new();
    let wraps = t
        .galley
        .rows
        .windows(2)
        .filter(|pair| !pair[0].ends_with_newline)
        .filter_map(|pair| Some((pair[0].glyphs.last()?.chr, pair[1].glyphs.first()?.chr)))
        .collect();
    for row in &t.galley.rows {
        let mesh = &row.visuals.mesh;
        let mut row_ink = Rect::NOTHING;
        for g in &row.glyphs {
            if g.chr.is_whitespace() {
                continue;
            }
            let r = g
                .logical_rect()
                .translate(row.pos.to_vec2() + t.pos.to_vec2());
            // Glyph boxes include the line's leading; the ink is within the font's height.
            let r = Rect::from_center_size(r.center(), egui::vec2(r.width(), g.font_height))
                .shrink(0.5);
            ink = ink.union(r);
            row_ink = row_ink.union(r);
            let raw = mesh
                .vertices
                .get(g.first_vertex as usize)
                .map_or(Color32::PLACEHOLDER, |v| v.color);
            let mut color = match t.override_text_color {
                Some(c) => c,
                None if raw == Color32::PLACEHOLDER => t.fallback_color,
                None => raw,
            };
            if t.opacity_factor < 1.0 {
                color = color.gamma_multiply(t.opacity_factor);
            }
            match runs.last_mut() {
                Some((rect, c, _))
                    if *c == color && (rect.center().y - r.center().y).abs() < 1.0 =>
                {
                    *rect = rect.union(r);
                }
                _ => runs.push((r, color, size)),
            }
        }
        if row_ink.is_positive() {
            rows.push(row_ink);
        }
    }
    (ink.is_positive()).then_some(Text {
        order,
        layer: p.layer,
        clip: p.clip,
        string,
        ink,
        rows,
        wraps,
        elided: t.galley.elided,
        runs,
    })
}

/// sRGB relative luminance (WCAG).
fn luminance(c: Color32) -> f32 {
    let f = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * f(c.r()) + 0.7152 * f(c.g()) + 0.0722 * f(c.b())
}

/// WCAG contrast ratio of two opaque colours.
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `top` (premultiplied, as egui paints) over the opaque `bottom`, in gamma space like egui.
fn over(top: Color32, bottom: Color32) -> Color32 {
    let a = f32::from(top.a()) / 255.0;
    let mix = |t: u8, b: u8| (f32::from(t) + f32::from(b) * (1.0 - a)).round().min(255.0) as u8;
    Color32::from_rgb(
        mix(top.r(), bottom.r()),
        mix(top.g(), bottom.g()),
        mix(top.b(), bottom.b()),
    )
}

/// The frame's shapes, ready to be checked.
pub struct Frame {
    /// Each layer's order (background, middle, foreground, …), by layer index.
    orders: Vec<egui::Order>,
    window: Rect,
    clear: Color32,
    fills: Vec<Fill>,
    texts: Vec<Text>,
    /// Contrast to WCAG AAA (7:1, large text 4.5:1) instead of AA (4.5:1 and 3:1).
    enhanced: bool,
}

impl Frame {
    /// The frame of `layers` in a window `window`, cleared to `clear`.
    pub fn new(layers: &[(LayerId, Vec<ClippedShape>)], window: Rect, clear: Color32) -> Self {
        let mut painted = Vec::new();
        for (i, (_, shapes)) in layers.iter().enumerate() {
            for s in shapes {
                flatten(i, s.clip_rect, &s.shape, &mut painted);
            }
        }
        let mut fills = Vec::new();
        let mut texts = Vec::new();
        for (order, p) in painted.iter().enumerate() {
            if let Shape::Text(t) = &p.shape {
                texts.extend(text_of(order, p, t));
            } else {
                fills.extend(fill_of(order, p));
            }
        }
        Self {
            orders: layers.iter().map(|(id, _)| id.order).collect(),
            window,
            clear,
            fills,
            texts,
            enhanced: false,
        }
    }

    /// Checks contrast to WCAG AAA, as the high-contrast theme promises.
    pub fn enhanced(mut self) -> Self {
        self.enhanced = true;
        self
    }

    /// The colour under `p` just before paint-order index `order`.
    fn background(&self, p: Pos2, order: usize) -> Color32 {
        let mut color = self.clear;
        for f in self.fills.iter().take_while(|f| f.order < order) {
            if f.bounds.contains(p) && f.area.contains(p) {
                color = over(f.color, color);
            }
        }
        color
    }

    /// An opaque fill painted after `order` (in a later layer when `other_layer`) over `p`.
    fn covered(&self, p: Pos2, order: usize, layer: usize) -> bool {
        self.fills.iter().any(|f| {
            f.order > order
                && f.layer != layer
                && f.color.a() >= 250
                && f.bounds.contains(p)
                && f.area.contains(p)
        })
    }

    /// Every defect of the frame's text (the accessibility tree is checked by [`unnamed`]).
    pub fn findings(&self, widgets: &Widgets) -> Vec<Finding> {
        let mut out = Vec::new();
        let visible: Vec<&Text> = self
            .texts
            .iter()
            .filter(|t| {
                let shown = t.ink.intersect(t.clip).intersect(self.window);
                shown.is_positive() && !self.covered(shown.center(), t.order, t.layer)
            })
            .collect();
        for t in &visible {
            self.check_fit(t, &mut out);
            // Disabled widgets are exempt from the contrast rule (WCAG 1.4.3).
            if !widgets
                .disabled
                .iter()
                .any(|d| d.expand(1.0).contains_rect(t.ink))
            {
                self.check_contrast(t, &mut out);
            }
            self.check_painted_over(t, &mut out);
            self.check_over_button(t, widgets, &mut out);
            check_line_breaks(t, &mut out);
        }
        for (i, a) in visible.iter().enumerate() {
            for b in &visible[i + 1..] {
                if a.string == b.string || !a.ink.intersects(b.ink) {
                    continue;
                }
                let clash = a.rows.iter().find_map(|ra| {
                    b.rows.iter().find_map(|rb| {
                        let both = ra.intersect(*rb).intersect(a.clip).intersect(b.clip);
                        (both.is_positive() && both.area() >= 6.0).then_some(both)
                    })
                });
                let Some(both) = clash else { continue };
                // A window between them hides the lower one.
                let (lower, upper) = if a.order < b.order { (a, b) } else { (b, a) };
                if lower.layer != upper.layer
                    && self.fills.iter().any(|f| {
                        f.order > lower.order
                            && f.order < upper.order
                            && f.layer != lower.layer
                            && f.color.a() >= 250
                            && f.area.contains(both.center())
                    })
                {
                    continue;
                }
                out.push(Finding {
                    problem: Problem::Overlap,
                    text: a.string.clone(),
                    rect: a.ink,
                    detail: format!("overlaps {:?} at {:?}", b.string, b.ink),
                });
            }
        }
        out
    }

    fn check_over_button(&self, t: &Text, widgets: &Widgets, out: &mut Vec<Finding>) {
        // Toasts and tooltips float over the widgets below them on their own background.
        if self
            .orders
            .get(t.layer)
            .is_some_and(|o| *o as u8 >= egui::Order::Foreground as u8)
        {
            return;
        }
        // Text in a window lies on the window's opaque frame: widgets outside that window (the
        // table under it) are hidden there.
        let shown = t.ink.intersect(t.clip);
        let text_window = widgets.windows.iter().find(|w| w.contains_rect(shown));
        for b in &widgets.enabled {
            if text_window.is_some_and(|w| b.window != Some(*w)) {
                continue;
            }
            let b = b.rect;
            if b.expand(1.0).contains_rect(t.ink) || t.ink.contains_rect(b) {
                continue;
            }
            let hit = t.rows.iter().find_map(|r| {
                let both = b.intersect(*r).intersect(t.clip);
                (both.is_positive() && both.area() >= 6.0).then_some(both)
            });
            // A widget of a window lying over the text does not count: the window hides it.
            if let Some(both) = hit
                && !self.covered(both.center(), t.order, t.layer)
            {
                out.push(Finding {
                    problem: Problem::OverButton,
                    text: t.string.clone(),
                    rect: t.ink,
                    detail: format!("partly over a widget at {b:?}"),
                });
                return;
            }
        }
    }

    fn check_fit(&self, t: &Text, out: &mut Vec<Finding>) {
        if t.elided {
            out.push(Finding {
                problem: Problem::Elided,
                text: t.string.clone(),
                rect: t.ink,
                detail: String::new(),
            });
        }
        let bounds = t.clip.intersect(self.window);
        // Text beyond the top or bottom of a clip inside the window is a scroll area's content
        // scrolled partly out of view, even where a long entry reaches past the window too;
        // past a side, or past the window where nothing inside it clips, it is cut off.
        let sideways = t.ink.left() < bounds.left() - 0.5 || t.ink.right() > bounds.right() + 0.5;
        let scrolled = self.window.shrink(0.5).top() < t.clip.top()
            || t.clip.bottom() < self.window.shrink(0.5).bottom();
        let window = !scrolled && !self.window.expand(0.5).contains_rect(t.ink);
        if sideways || window {
            out.push(Finding {
                problem: Problem::CutOff,
                text: t.string.clone(),
                rect: t.ink,
                detail: format!("clipped to {:?}", bounds),
            });
        }
    }

    fn check_contrast(&self, t: &Text, out: &mut Vec<Finding>) {
        let mut worst: Option<(f32, f32, Color32, Color32)> = None;
        for (rect, color, size) in &t.runs {
            let need = match (self.enhanced, *size >= 18.0) {
                (false, true) => 3.0,
                (false, false) => 4.5,
                (true, true) => 4.5,
                (true, false) => 7.0,
            };
            let y = rect.center().y;
            let inset = (rect.width() / 2.0).min(2.0);
            for x in [rect.left() + inset, rect.center().x, rect.right() - inset] {
                let p = Pos2::new(x, y);
                if !t.clip.contains(p) {
                    continue;
                }
                let under = self.background(p, t.order);
                let ink = over(*color, under);
                let ratio = contrast(ink, under);
                if ratio < need && worst.is_none_or(|w| ratio / need < w.0 / w.1) {
                    worst = Some((ratio, need, ink, under));
                }
            }
        }
        if let Some((ratio, need, ink, under)) = worst {
            out.push(Finding {
                problem: Problem::Contrast,
                text: t.string.clone(),
                rect: t.ink,
                detail: format!(
                    "{ratio:.2}:1 < {need}:1 (text #{:02x}{:02x}{:02x} on #{:02x}{:02x}{:02x})",
                    ink.r(),
                    ink.g(),
                    ink.b(),
                    under.r(),
                    under.g(),
                    under.b()
                ),
            });
        }
    }

    fn check_painted_over(&self, t: &Text, out: &mut Vec<Finding>) {
        for f in &self.fills {
            if f.order <= t.order || f.layer != t.layer || f.color.a() < 128 || f.fade {
                continue;
            }
            let both = f.bounds.intersect(t.ink).intersect(t.clip);
            if !both.is_positive() || both.area() < 6.0 {
                continue;
            }
            // Sample the overlap: the fill must really lie there (not only its bounds).
            let hit = [both.center(), both.left_center(), both.right_center()]
                .iter()
                .any(|p| f.area.contains(*p));
            if hit {
                out.push(Finding {
                    problem: Problem::PaintedOver,
                    text: t.string.clone(),
                    rect: t.ink,
                    detail: format!("a shape of #{:02x?} at {:?}", f.color.to_array(), f.bounds),
                });
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests;

/// A wrapped row that breaks the Japanese line-breaking rules (`line_break::kinsoku_allows`).
fn check_line_breaks(t: &Text, out: &mut Vec<Finding>) {
    let broken = t.wraps.iter().find(|(end, start)| {
        !end.is_whitespace() && !crate::ui::line_break::kinsoku_allows(*end, *start)
    });
    if let Some((end, start)) = broken {
        out.push(Finding {
            problem: Problem::LineBreak,
            text: t.string.clone(),
            rect: t.ink,
            detail: format!("a row ends with {end:?} and the next starts with {start:?}"),
        });
    }
}
