//! What each screen asks the renderer to draw, against budgets: on a software renderer
//! (llvmpipe) a frame's cost follows the area its triangles cover and their number, so a
//! full-window layer or a pile of small shapes shows up here before anyone measures a slow
//! frame. Also: every screen goes idle (no repaint) once nothing changes, and a thinking
//! computer does not make the window repaint continuously (few frames a second while it does).
//!
//! Prints the figures per screen (`cargo test --release --test frame_budget -- --nocapture`);
//! `scripts/frame-costs.sh` measures what the screens cost a software renderer from outside.

mod scenes;

use asobiba::app::registry::GameKind;
use egui_kittest::kittest::Queryable as _;
use scenes::{click, frame, hover_path, idle, open_game, repaint_delay, settle, visit_all};

/// Largest covered area per window area any screen may ask for (1.0 = every pixel once). The
/// largest today, a rules page over a 6-seat Knatsch table, covers 1.18 to 1.23 as the game
/// goes; it is not the costliest: measured from outside (`scripts/frame-cost.sh`, the ci
/// build, 1280×800, an idle 2-core machine) it cost 17.6 ms of process CPU per frame on
/// llvmpipe, and a rules page over a 7-seat BANG! table (1.11) 19.5 ms.
const FILL_BUDGET: f64 = 1.3;
/// Most triangles any screen may ask for (thin and small triangles cost a software renderer
/// per triangle, on top of their area).
const TRIANGLE_BUDGET: usize = 20_000;

#[test]
fn every_screen_stays_within_the_paint_budget_and_goes_idle() {
    let mut report = Vec::new();
    let mut over = Vec::new();
    visit_all(|scene, h| {
        let mut frames = Vec::new();
        if scene.animates() {
            for _ in 0..3_000 {
                frames.push(frame(h, None).0);
                if idle(h) {
                    break;
                }
            }
        } else {
            for i in 0..8 {
                frames.push(frame(h, Some(hover_path(i))).0);
            }
            h.remove_cursor();
            assert!(
                settle(h, 300).is_some(),
                "{}: still repainting with nothing changing",
                scene.name()
            );
        }
        let fill = frames.iter().map(|f| f.paint.fill()).fold(0.0, f64::max);
        let triangles = frames
            .iter()
            .map(|f| f.paint.indices / 3)
            .max()
            .unwrap_or(0);
        let line = format!(
            "{:<32} frames {:>4}  fill {:>5.2}  triangles {:>6}",
            scene.name(),
            frames.len(),
            fill,
            triangles
        );
        if fill > FILL_BUDGET || triangles > TRIANGLE_BUDGET {
            over.push(line.clone());
        }
        report.push(line);
    });
    println!("{}", report.join("\n"));
    assert!(
        over.is_empty(),
        "over budget (fill {FILL_BUDGET}, triangles {TRIANGLE_BUDGET}):\n{}",
        over.join("\n")
    );
}

/// Most frames a second the window may draw while a computer thinks: the thinking indicator's
/// steps (`STEPS_PER_SECOND`, 8) and the table's looks at the waiting move, with room for
/// rounding. A window that repaints continuously draws 60.
const THINKING_FRAMES_PER_SECOND: f64 = 12.0;

/// While a computer thinks the window repaints only when something changes: an event loop that
/// draws a frame when the last one's requested delay has passed draws few frames a second.
#[test]
fn a_thinking_computer_does_not_repaint_continuously() {
    const DT: f64 = 1.0 / 60.0;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = scenes::app_with(
        dir.path(),
        egui_kittest::Harness::builder().with_step_dt(DT as f32),
    );
    let kind = GameKind::all()
        .find(|k| k.id() == "gyges")
        .expect("Gygès is registered");
    open_game(&mut h, kind);
    // The dialog fades in over several of these short frames.
    for _ in 0..60 {
        h.step();
    }
    click(&mut h, "Computer");
    click(&mut h, "Start");
    let thinking = |h: &egui_kittest::Harness<'static, asobiba::app::AsobibaApp>| {
        h.query_all_by_label_contains("thinking").next().is_some()
    };
    // An event loop's view: a frame is drawn once the delay the previous drawn frame asked for
    // has passed (the harness draws every frame; those a real loop would skip are not counted).
    let (mut thinking_frames, mut drawn, mut next_draw, mut time) = (0, 0, 0.0, 0.0);
    for _ in 0..600 {
        h.step();
        time += DT;
        if !thinking(&h) {
            if thinking_frames > 0 {
                break;
            }
            continue;
        }
        thinking_frames += 1;
        if time + 1e-9 >= next_draw {
            drawn += 1;
            next_draw = time + repaint_delay(&h).as_secs_f64().max(DT);
        }
    }
    let seconds = f64::from(thinking_frames) * DT;
    println!("thinking for {seconds:.2} s of simulated time: {drawn} frames drawn");
    assert!(
        seconds >= 0.3,
        "the computer was seen thinking for {seconds:.2} s only"
    );
    assert!(
        f64::from(drawn) <= THINKING_FRAMES_PER_SECOND * seconds + 1.0,
        "{drawn} frames in {seconds:.2} s while the computer thinks"
    );
}

/// Where each screen's area and triangles go, shape by shape (the largest first), for a
/// developer chasing a slow screen:
/// `cargo test --release --test frame_budget -- --ignored --nocapture shapes`.
#[test]
#[ignore = "a report for developers"]
fn shapes_per_screen() {
    visit_all(|scene, h| {
        if scene.animates() {
            scenes::settle(h, 20_000);
        }
        h.hover_at(hover_path(0));
        h.step();
        let out = h.output().clone();
        let ppp = out.pixels_per_point;
        let window = h.ctx.content_rect();
        let mut per: Vec<(f64, usize, String)> = out
            .shapes
            .iter()
            .map(|s| {
                let p = h.ctx.tessellate(vec![s.clone()], ppp);
                let st = asobiba::ui::paint_stats::PaintStats::of(&p, window, ppp);
                let d: String = format!("{:?}", s.shape).chars().take(110).collect();
                (st.covered_px / st.window_px, st.indices / 3, d)
            })
            .collect();
        println!("== {} ({} shapes)", scene.name(), per.len());
        let mut kinds: std::collections::BTreeMap<String, (f64, usize, usize)> = Default::default();
        for (fill, tris, d) in &per {
            let kind: String = d.chars().take_while(|c| c.is_alphanumeric()).collect();
            let e = kinds.entry(kind).or_default();
            e.0 += fill;
            e.1 += tris;
            e.2 += 1;
        }
        for (kind, (fill, tris, n)) in &kinds {
            println!("  {kind:<12} shapes {n:>4} fill {fill:.3} tris {tris:>6}");
        }
        per.sort_by(|a, b| b.0.total_cmp(&a.0));
        for (fill, tris, d) in per.iter().take(12) {
            println!("  fill {fill:.3} tris {tris:>5} {d}");
        }
        per.sort_by_key(|p| std::cmp::Reverse(p.1));
        for (fill, tris, d) in per.iter().take(6) {
            println!("  tris {tris:>5} fill {fill:.3} {d}");
        }
    });
}
