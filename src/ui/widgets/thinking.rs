//! The "thinking" indicator: a ring of dots whose bright dot steps round a few times a second.
//!
//! egui's spinner turns smoothly and so asks for a new frame every frame for as long as the
//! computer thinks — at full frame cost. This one moves in [`STEPS_PER_SECOND`] steps and asks
//! for the next frame only when the next step is due.

use egui::{Response, Sense, Ui, Vec2};

/// How often the indicator changes (and the window repaints because of it).
pub const STEPS_PER_SECOND: f64 = 8.0;

// At most ten repaints a second while a computer thinks.
const _: () = assert!(STEPS_PER_SECOND <= 10.0);
// The table's safety-net look at a running AI job must not add frames between the steps.
const _: () = assert!(crate::play::session::AI_RECHECK_SECONDS > 1.0 / STEPS_PER_SECOND);

/// Dots on the ring.
const DOTS: usize = 8;

/// Draws the indicator (the size of a line of text) and schedules its next step.
pub fn thinking_indicator(ui: &mut Ui) -> Response {
    let size = ui.spacing().interact_size.y;
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    if !ui.is_rect_visible(rect) {
        return response;
    }
    let time = ui.input(|i| i.time);
    let step = (time * STEPS_PER_SECOND).floor();
    let lit = (step as i64).rem_euclid(DOTS as i64) as usize;
    let color = ui.visuals().strong_text_color();
    let ring = rect.height() * 0.36;
    let dot = rect.height() * 0.08;
    for i in 0..DOTS {
        let angle = i as f32 / DOTS as f32 * std::f32::consts::TAU;
        let pos = rect.center() + ring * Vec2::angled(angle);
        // The lit dot and the two behind it fade out like a comet's tail.
        let behind = (lit + DOTS - i) % DOTS;
        let alpha = match behind {
            0 => 1.0,
            1 => 0.6,
            2 => 0.35,
            _ => 0.15,
        };
        ui.painter()
            .circle_filled(pos, dot, color.gamma_multiply(alpha));
    }
    let next = (step + 1.0) / STEPS_PER_SECOND;
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_secs_f64((next - time).max(0.001)));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repaint_delay_at(time: f64) -> std::time::Duration {
        let ctx = egui::Context::default();
        let frame = |t: f64| {
            let input = egui::RawInput {
                time: Some(t),
                ..Default::default()
            };
            ctx.run_ui(input, |ui| {
                thinking_indicator(ui);
            })
        };
        // egui's first frames ask for more frames (layout passes); measure a later one.
        let _ = frame(time - 1.0);
        let _ = frame(time - 0.5);
        let output = frame(time);
        output
            .viewport_output
            .get(&egui::ViewportId::ROOT)
            .map_or(std::time::Duration::MAX, |v| v.repaint_delay)
    }

    #[test]
    fn the_indicator_asks_for_the_next_step_not_the_next_frame() {
        // Just after a step: the next one is a whole step away.
        let delay = repaint_delay_at(10.001);
        let step = std::time::Duration::from_secs_f64(1.0 / STEPS_PER_SECOND);
        assert!(
            delay > step.mul_f64(0.9) && delay <= step,
            "{delay:?} (one step is {step:?})"
        );
        // Late in a step: only the rest of it.
        let delay = repaint_delay_at(10.0 + 0.9 / STEPS_PER_SECOND);
        assert!(delay < step.mul_f64(0.2), "{delay:?}");
    }
}
