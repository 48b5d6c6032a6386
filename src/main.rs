//! Asobiba: the window, its icon, logging; everything else is in the library.

#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::{
    fs, io,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
};

use asobiba::{
    app::registry::GameKind,
    app::{
        AppOptions, AsobibaApp,
        already_running::AlreadyRunning,
        exit_signals::{self, CloseRequest},
        instance::{self, InstanceLock, LockRefused},
    },
    log_file::{LogStatus, Tee},
};

/// The window icon (generated from `icons/asobiba.svg`).
const ICON_PNG: &[u8] = include_bytes!("../icons/png/asobiba-256.png");

/// `RUST_LOG` or `info` (wgpu and naga are noisy below `warn`); in release builds the log also
/// goes to `asobiba.log` in the data directory, because Windows release builds have no console.
fn init_logging() -> LogStatus {
    let status = LogStatus::default();
    let mut builder = env_logger::Builder::from_env(
        env_logger::Env::default().default_filter_or("info,naga=warn,wgpu_core=warn,wgpu_hal=warn"),
    );
    if cfg!(not(debug_assertions))
        && let Some(dir) = asobiba::settings::default_data_dir()
        && fs::create_dir_all(&dir).is_ok()
    {
        let file = asobiba::log_file::open(&dir, &status);
        let tee = Tee::new(file, io::stderr(), status.clone());
        builder.target(env_logger::Target::Pipe(Box::new(tee)));
    }
    builder.init();
    status
}

fn icon() -> Option<Arc<egui::IconData>> {
    match eframe::icon_data::from_png_bytes(ICON_PNG) {
        Ok(icon) => Some(Arc::new(icon)),
        Err(e) => {
            log::error!("the embedded icon does not decode: {e}");
            None
        }
    }
}

/// `--game <id>` opens a game directly (handy for screenshots and testing).
fn start_game_from_args() -> Option<GameKind> {
    let args: Vec<String> = std::env::args().collect();
    let i = args.iter().position(|a| a == "--game")?;
    let id = args.get(i + 1)?;
    let kind = GameKind::from_id(id);
    if kind.is_none() {
        log::warn!("unknown game {id:?}; starting at the home screen");
    }
    kind
}

/// The renderer to try first, and the fallback (if any) for when it cannot start.
///
/// On Windows and macOS wgpu (Direct3D 12, Metal) comes first, OpenGL (glow) second: Windows
/// without GPU drivers offers only OpenGL 1.1, which glow cannot use. `ASOBIBA_RENDERER=glow`
/// puts OpenGL first.
#[cfg(any(windows, target_os = "macos"))]
fn renderers() -> (eframe::Renderer, Option<eframe::Renderer>) {
    use eframe::Renderer::{Glow, Wgpu};
    match std::env::var("ASOBIBA_RENDERER").as_deref() {
        Ok("glow") => (Glow, Some(Wgpu)),
        _ => (Wgpu, Some(Glow)),
    }
}

/// The renderer: OpenGL (glow) only, without a fallback. Mesa always provides it (its software
/// rasterizer, llvmpipe, where there are no GPU drivers), and there egui's GL shader costs about
/// a fifth of wgpu's per pixel (home screen at 1280×800: ~23 against ~114 ms of CPU per frame),
/// so wgpu is not built in (see Cargo.toml).
#[cfg(not(any(windows, target_os = "macos")))]
fn renderers() -> (eframe::Renderer, Option<eframe::Renderer>) {
    if std::env::var("ASOBIBA_RENDERER").is_ok_and(|r| r != "glow") {
        log::warn!("ASOBIBA_RENDERER: only glow (OpenGL) is built in on this platform");
    }
    (eframe::Renderer::Glow, None)
}

fn main() -> eframe::Result {
    let log = init_logging();
    asobiba::ui::crash_guard::install_panic_log();
    log::info!("Asobiba {} starting", env!("CARGO_PKG_VERSION"));
    let data_dir = asobiba::settings::default_data_dir();
    // Held until the process ends.
    let _lock = match data_dir.as_deref().map(InstanceLock::acquire) {
        Some(Ok(lock)) => Some(lock),
        Some(Err(LockRefused::Running)) => return second_copy(data_dir.as_deref()),
        Some(Err(LockRefused::Unavailable(e))) => {
            log::warn!("cannot lock the data directory ({e}); not checking for another copy");
            None
        }
        None => None,
    };
    let (first, fallback) = renderers();
    let started = Arc::new(AtomicBool::new(false));
    match (run(first, &started, &log), fallback) {
        (Err(e), Some(fallback)) if !started.load(Ordering::Relaxed) => {
            log::warn!("the {first} renderer did not start ({e}); trying {fallback}");
            run(fallback, &started, &log)
        }
        (result, _) => result,
    }
}

/// Another copy runs on the same files: ask it to come forward and end, or (if it does not
/// answer, or a Wayland compositor may refuse to raise it) say so in a small window.
fn second_copy(data_dir: Option<&std::path::Path>) -> eframe::Result {
    let Some(data_dir) = data_dir else {
        return Ok(());
    };
    let raised = instance::ask_to_raise(data_dir, std::time::Duration::from_secs(3));
    let wayland = std::env::var_os("WAYLAND_DISPLAY").is_some();
    if raised && !wayland {
        log::info!("Asobiba is already running; its window was brought forward");
        return Ok(());
    }
    log::info!("Asobiba is already running (raised: {raised}); showing a message");
    let lang =
        asobiba::settings::chosen_language(asobiba::settings::default_config_dir().as_deref());
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Asobiba")
        .with_app_id("asobiba")
        .with_inner_size([460.0, 220.0])
        .with_resizable(false);
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        renderer: renderers().0,
        ..Default::default()
    };
    eframe::run_native(
        "Asobiba",
        options,
        Box::new(move |cc| Ok(Box::new(AlreadyRunning::new(&cc.egui_ctx, lang)))),
    )
}

/// The monitors' areas in logical pixels (empty when the system does not tell).
fn monitors(cc: &eframe::CreationContext<'_>) -> Vec<egui::Rect> {
    let Some(window) = cc.winit_window() else {
        return Vec::new();
    };
    window
        .available_monitors()
        .map(|m| {
            let scale = m.scale_factor();
            let corner = m.position().to_logical::<f32>(scale);
            let size = m.size().to_logical::<f32>(scale);
            egui::Rect::from_min_size(
                egui::pos2(corner.x, corner.y),
                egui::vec2(size.width, size.height),
            )
        })
        .collect()
}

/// Opens the window with `renderer` and runs the app; `started` is set once the app exists
/// (after that a failure is not retried with another renderer).
fn run(renderer: eframe::Renderer, started: &Arc<AtomicBool>, log: &LogStatus) -> eframe::Result {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Asobiba")
        .with_app_id("asobiba")
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size(asobiba::settings::MIN_WINDOW_SIZE);
    // Where the window was left (the app moves it onto a monitor if that one is gone). The
    // builder's lengths are logical pixels here: the zoom is applied after the window exists.
    let window =
        asobiba::settings::remembered_window(asobiba::settings::default_config_dir().as_deref());
    if let Some(window) = window {
        viewport = viewport
            .with_inner_size([window.width, window.height])
            .with_position([window.x, window.y])
            .with_maximized(window.maximized);
    }
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        renderer,
        // Dithering smooths gradients, which the app does not draw; on a software renderer it
        // costs about a tenth of each pixel's shading.
        dithering: false,
        ..Default::default()
    };
    let started = Arc::clone(started);
    let log = log.clone();
    eframe::run_native(
        "Asobiba",
        options,
        Box::new(move |cc| {
            started.store(true, Ordering::Relaxed);
            log::info!("renderer: {renderer}");
            let close_request = CloseRequest::default();
            let ctx = cc.egui_ctx.clone();
            exit_signals::install(&close_request, move || ctx.request_repaint());
            let raise_requests = match asobiba::settings::default_data_dir() {
                Some(dir) => {
                    let ctx = cc.egui_ctx.clone();
                    instance::watch_raise_requests(&dir, move || ctx.request_repaint())
                }
                None => instance::RaiseRequests::default(),
            };
            let options = AppOptions {
                start_game: start_game_from_args(),
                log,
                close_request,
                raise_requests,
                monitors: Some(monitors(cc)),
                ..AppOptions::standard()
            };
            Ok(Box::new(AsobibaApp::new(cc, options)))
        }),
    )
}
