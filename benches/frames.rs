//! What each screen costs per frame, headlessly: the app at 1280×800 (English, inline AI) is
//! driven to every screen of `tests/scenes` and, per frame while the mouse moves over it (or,
//! for the animating table, while it animates), the bench reports
//! - `ui`: CPU of the UI pass (app code and layout),
//! - `tess`: CPU of tessellating the frame's shapes into meshes,
//! - `paint`: process CPU of rendering the meshes with wgpu and reading the image back (on a
//!   machine without GPU that is Mesa's software Vulkan driver, lavapipe — the same rasterizer
//!   as llvmpipe; `-` when no wgpu adapter is found),
//! - the vertices, triangles and `fill` (covered area per window area) the frame asks for.
//!
//! `cargo bench --bench frames` (medians of 12 frames per screen). The app as players run it
//! draws with OpenGL on Linux; `scripts/frame-costs.sh` measures that from outside.

#[path = "../tests/scenes/mod.rs"]
mod scenes;

use scenes::{frame, hover_path, idle, visit_all};

/// Frames measured per screen.
const FRAMES: usize = 12;

/// CPU time of the whole process (all threads) in nanoseconds (Linux; 0 elsewhere).
fn process_cpu_ns() -> u64 {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return 0;
    };
    tasks
        .filter_map(Result::ok)
        .filter_map(|t| std::fs::read_to_string(t.path().join("schedstat")).ok())
        .filter_map(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .sum()
}

fn median(mut v: Vec<f64>) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let mut rendering = true;
    println!(
        "{:<28} {:>7} {:>7} {:>7} {:>9} {:>9} {:>6}",
        "screen (ms per frame)", "ui", "tess", "paint", "vertices", "triangles", "fill"
    );
    visit_all(|scene, h| {
        let (mut ui, mut tess, mut paint) = (Vec::new(), Vec::new(), Vec::new());
        let mut last = None;
        for i in 0..FRAMES {
            let hover = (!scene.animates()).then(|| hover_path(i));
            let (f, _) = frame(h, hover);
            ui.push(f.ui_ms);
            tess.push(f.tessellate_ms);
            if rendering {
                let t0 = process_cpu_ns();
                match h.render() {
                    Ok(_) => paint.push((process_cpu_ns() - t0) as f64 / 1e6),
                    Err(e) => {
                        eprintln!("no paint cost: {e}");
                        rendering = false;
                    }
                }
            }
            last = Some(f);
            if scene.animates() && idle(h) {
                break;
            }
        }
        let Some(last) = last else { return };
        let paint = if paint.is_empty() {
            "-".to_owned()
        } else {
            format!("{:.1}", median(paint))
        };
        println!(
            "{:<28} {:>7.1} {:>7.1} {:>7} {:>9} {:>9} {:>6.2}",
            scene.name(),
            median(ui),
            median(tess),
            paint,
            last.paint.vertices,
            last.paint.indices / 3,
            last.paint.fill()
        );
    });
}
