//! `ASOBIBA_FRAME_STATS=1`: once a second, a log line with the frames drawn, the process CPU per
//! frame, the slowest frame, and the size of the last mesh and texture set.
//!
//! The line comes from a background thread, so logging never asks the window to repaint: an idle
//! window logs `frames=0`. Process CPU (all threads, renderer included) is read from
//! `/proc/self/stat`; where that does not exist the per-frame CPU eframe reports is summed instead.

use std::{
    fs,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

/// The environment variable that turns the statistics on.
pub const ENV_VAR: &str = "ASOBIBA_FRAME_STATS";

/// How often a line is written.
const INTERVAL: Duration = Duration::from_secs(1);

/// Linux reports process CPU in clock ticks of 1/100 s (`USER_HZ`, fixed for user space).
const TICKS_PER_SECOND: f64 = 100.0;

/// What the UI thread has collected since the last line.
#[derive(Default)]
struct Window {
    frames: u64,
    /// Sum of eframe's per-frame CPU (UI thread: update + paint), the fallback without /proc.
    frame_cpu_ms: f64,
    max_ms: f64,
    vertices: usize,
    textures: usize,
    /// Whether the next frame should count vertices (once per line, so counting costs little).
    want_mesh: bool,
}

/// The UI side of the statistics: call [`FrameStats::frame`] at the end of every frame.
pub struct FrameStats {
    shared: Arc<Mutex<Window>>,
    stop: Arc<AtomicBool>,
}

impl FrameStats {
    /// Starts the statistics when [`ENV_VAR`] is set to something other than `0`.
    pub fn from_env() -> Option<Self> {
        let on = std::env::var(ENV_VAR).is_ok_and(|v| !v.is_empty() && v != "0");
        on.then(Self::start)
    }

    /// Starts the logging thread.
    pub fn start() -> Self {
        let shared = Arc::new(Mutex::new(Window {
            want_mesh: true,
            ..Window::default()
        }));
        let stop = Arc::new(AtomicBool::new(false));
        let (thread_shared, thread_stop) = (Arc::clone(&shared), Arc::clone(&stop));
        let spawned = thread::Builder::new()
            .name("frame-stats".to_owned())
            .spawn(move || log_loop(&thread_shared, &thread_stop));
        if let Err(e) = spawned {
            log::warn!("frame statistics are off: no thread ({e})");
        }
        Self { shared, stop }
    }

    /// Records one drawn frame. `previous_frame_seconds` is eframe's CPU time of the previous
    /// frame (`Frame::info().cpu_usage`).
    pub fn frame(&self, ctx: &egui::Context, previous_frame_seconds: Option<f32>) {
        let want_mesh = self.shared.lock().is_ok_and(|w| w.want_mesh);
        // Counting vertices means tessellating once more; done once a second it barely shows.
        let vertices = want_mesh.then(|| count_vertices(ctx));
        let textures = ctx.tex_manager().read().num_allocated();
        if let Ok(mut w) = self.shared.lock() {
            w.frames += 1;
            if let Some(seconds) = previous_frame_seconds {
                let ms = f64::from(seconds) * 1000.0;
                w.frame_cpu_ms += ms;
                w.max_ms = w.max_ms.max(ms);
            }
            if let Some(vertices) = vertices {
                w.vertices = vertices;
                w.want_mesh = false;
            }
            w.textures = textures;
        }
    }
}

impl Drop for FrameStats {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Tessellates what has been painted so far this frame and counts the vertices.
fn count_vertices(ctx: &egui::Context) -> usize {
    let layers: Vec<egui::LayerId> = ctx.memory(|m| m.layer_ids().collect());
    let shapes: Vec<egui::epaint::ClippedShape> = ctx.graphics(|g| {
        layers
            .iter()
            .filter_map(|id| g.get(*id))
            .flat_map(|list| list.all_entries().cloned())
            .collect()
    });
    ctx.tessellate(shapes, ctx.pixels_per_point())
        .iter()
        .map(|p| match &p.primitive {
            egui::epaint::Primitive::Mesh(mesh) => mesh.vertices.len(),
            egui::epaint::Primitive::Callback(_) => 0,
        })
        .sum()
}

fn log_loop(shared: &Mutex<Window>, stop: &AtomicBool) {
    let mut last_cpu = process_cpu_seconds();
    let mut last_time = Instant::now();
    while !stop.load(Ordering::Relaxed) {
        thread::sleep(INTERVAL.saturating_sub(last_time.elapsed()));
        let now = Instant::now();
        let cpu = process_cpu_seconds();
        let window = match shared.lock() {
            Ok(mut w) => {
                let next = Window {
                    want_mesh: true,
                    vertices: w.vertices,
                    textures: w.textures,
                    ..Window::default()
                };
                std::mem::replace(&mut *w, next)
            }
            Err(_) => return,
        };
        let cpu_ms = match (last_cpu, cpu) {
            (Some(before), Some(after)) => (after - before) * 1000.0,
            _ => window.frame_cpu_ms,
        };
        log::info!("{}", line(&window, cpu_ms));
        last_cpu = cpu;
        last_time = now;
    }
}

/// The log line for one interval in which the process used `cpu_ms` of CPU.
fn line(window: &Window, cpu_ms: f64) -> String {
    let per_frame = if window.frames == 0 {
        0.0
    } else {
        cpu_ms / window.frames as f64
    };
    format!(
        "frame stats: frames={} cpu_ms_per_frame={per_frame:.1} max_ms={:.1} vertices={} textures={}",
        window.frames, window.max_ms, window.vertices, window.textures
    )
}

/// User + system CPU of the whole process, or `None` without `/proc`.
fn process_cpu_seconds() -> Option<f64> {
    let stat = fs::read_to_string("/proc/self/stat").ok()?;
    let after_name = stat.rsplit_once(')')?.1;
    let mut fields = after_name.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some((user + system) as f64 / TICKS_PER_SECOND)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_divides_process_cpu_by_frames() {
        let window = Window {
            frames: 4,
            max_ms: 12.5,
            vertices: 1234,
            textures: 3,
            ..Window::default()
        };
        assert_eq!(
            line(&window, 40.0),
            "frame stats: frames=4 cpu_ms_per_frame=10.0 max_ms=12.5 vertices=1234 textures=3"
        );
    }

    #[test]
    fn idle_line_reports_zero_frames_and_zero_cost() {
        let line = line(&Window::default(), 3.0);
        assert!(
            line.starts_with("frame stats: frames=0 cpu_ms_per_frame=0.0 "),
            "{line}"
        );
    }

    #[test]
    fn vertices_are_counted_from_what_was_painted() {
        let ctx = egui::Context::default();
        let mut counted = 0;
        let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
            ui.painter().rect_filled(
                egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(10.0, 10.0)),
                0.0,
                egui::Color32::RED,
            );
            counted = count_vertices(ui.ctx());
        });
        assert!(
            counted >= 4,
            "a filled rectangle has at least four vertices, got {counted}"
        );
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn process_cpu_is_read_on_linux() {
        let first = process_cpu_seconds().unwrap_or(-1.0);
        assert!(first >= 0.0);
    }
}
