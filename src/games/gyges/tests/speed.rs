//! The Expert's search speed, held to a fixed record: the opening plies of some mirrored
//! starts, played by the Expert's search at its node budget (no clock), every decision written
//! down (ranked moves with their scores, nodes, depth) with the CPU time the searches took.
//! A change that only makes the search cheaper leaves the record byte for byte the same:
//! `GYGES_RECORD=/tmp/record.txt cargo test --release --features lab --lib -- --ignored
//! expert_decision_record --nocapture`, then compare the file with the previous run's.

use std::fmt::Write as _;

use super::super::{
    ai::searcher,
    rules::Rules,
    search::search,
    starts::{back_rows, mirrored, row_text},
};
use crate::engine::{Budget, Game, cpu::thread_cpu};

/// Back rows played (of the 90), each under both no-revisit rules.
const ROWS: [usize; 3] = [0, 37, 74];
/// Plies played from each start.
const PLIES: usize = 30;

#[test]
#[ignore = "measures the search's CPU time"]
fn expert_decision_record() {
    let expert = searcher(true, false);
    let rows = back_rows();
    let mut record = String::new();
    let (mut nodes, mut cpu) = (0u64, std::time::Duration::ZERO);
    for rules in ["revisit=edge", "revisit=square"] {
        let rules = Rules::parse(rules).expect("rules");
        for &row in &ROWS {
            let mut g = mirrored(&rules, rows[row]);
            for ply in 0..PLIES {
                if g.is_over() {
                    break;
                }
                let before = thread_cpu().expect("a thread clock");
                let report = search(&g, &expert.limits, &expert.weights, &Budget::unlimited());
                cpu += thread_cpu().expect("a thread clock") - before;
                nodes += report.nodes;
                let Some(&(_, best)) = report.ranked.first() else {
                    break;
                };
                writeln!(
                    record,
                    "{:?} {} ply {ply}: nodes {} depth {} {:?}",
                    rules.no_revisit,
                    row_text(rows[row]),
                    report.nodes,
                    report.depth,
                    report.ranked
                )
                .expect("a string takes any text");
                g.apply_unchecked(best);
            }
        }
    }
    println!(
        "{nodes} nodes in {:.2} s CPU: {:.3} µs per node",
        cpu.as_secs_f64(),
        cpu.as_secs_f64() * 1e6 / nodes as f64
    );
    if let Ok(path) = std::env::var("GYGES_RECORD") {
        std::fs::write(&path, record).expect("the record is written");
    }
}
