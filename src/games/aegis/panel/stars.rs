//! Aegis's stars: the bids and norms drawn as stars (rainbow for the attacker, gold for the
//! defender), and the rows they stand in.

use egui::{Color32, Pos2, Stroke, Vec2};

use crate::ui::{
    theme::Theme,
    widgets::{paint_star, star_points},
};

/// How a bid star is filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StarFill {
    /// The attacker's norm (and the lower bound while bidding).
    Rainbow,
    /// The defender's norm and rating stars.
    Gold,
    /// An empty slot (a trick already taken, an unlit rating star).
    Empty,
}

/// Paints one star.
pub fn paint_bid_star(
    painter: &egui::Painter,
    center: Pos2,
    radius: f32,
    fill: StarFill,
    theme: &Theme,
) {
    let outline = Stroke::new(1.2, theme.shadow.gamma_multiply(2.0));
    match fill {
        StarFill::Rainbow => {
            // Each point of the star in its own colour.
            let points = star_points(center, radius);
            for spike in 0..5 {
                let color = theme.rainbow[spike % theme.rainbow.len()];
                let tip = points[2 * spike];
                let before = points[(2 * spike + 9) % 10];
                let after = points[2 * spike + 1];
                for side in [before, after] {
                    painter.add(egui::Shape::convex_polygon(
                        vec![center, side, tip],
                        color,
                        Stroke::NONE,
                    ));
                }
            }
            painter.add(egui::Shape::closed_line(points, outline));
        }
        StarFill::Gold => paint_star(painter, center, radius, theme.gold, outline),
        StarFill::Empty => paint_star(
            painter,
            center,
            radius,
            Color32::TRANSPARENT,
            Stroke::new(1.2, theme.text_muted),
        ),
    }
}

/// Paints a row of stars from `left_center` rightwards: `fills[i]` for star `i`.
pub fn paint_star_row(
    painter: &egui::Painter,
    left_center: Pos2,
    radius: f32,
    fills: &[StarFill],
    theme: &Theme,
) {
    for (i, fill) in fills.iter().enumerate() {
        let c = left_center + Vec2::new(radius + i as f32 * radius * 2.3, 0.0);
        paint_bid_star(painter, c, radius, *fill, theme);
    }
}

/// The stars of a norm during play: one per trick still needed, then empty slots for the
/// tricks already taken towards it (the seed: stars go out as tricks are taken).
pub fn norm_stars(bid: u8, taken: u8, fill: StarFill) -> Vec<StarFill> {
    let left = bid.saturating_sub(taken);
    (0..bid)
        .map(|i| if i < left { fill } else { StarFill::Empty })
        .collect()
}
