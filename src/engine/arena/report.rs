//! The arena's report for people (a table) and for scripts (one JSON line).

use super::{ArenaReport, ClassRow, DealRow, ReadingRow};

impl ArenaReport {
    /// A readable table for people.
    pub fn table(&self) -> String {
        let mut s = String::new();
        s.push_str(&format!(
            "game {}  rules {}  players {}  games {}\n",
            self.game, self.rules, self.players, self.games
        ));
        s.push_str(&format!(
            "{:<8} {:>6} {:>6} {:>6} {:>8} {:>8} {:>8} {:>10} {:>10}\n",
            "a vs b", "wins", "losses", "draws", "score", "baseline", "±95%", "ms median", "ms max"
        ));
        s.push_str(&format!(
            "{:<8} {:>6} {:>6} {:>6} {:>8.3} {:>8.3} {:>8.3} {:>10.1} {:>10.1}\n",
            format!("{}/{}", self.labels[0], self.labels[1]),
            self.a_wins,
            self.b_wins,
            self.draws,
            self.a_score,
            self.baseline,
            self.ci95,
            self.a_ms_median,
            self.max_ms_per_decision
        ));
        s.push_str(&format!(
            "mean ms per decision: a {:.2}, b {:.2}; CPU ms per decision: a {:.2}, b {:.2}; \
             unfinished games {}\n",
            self.a_ms_per_decision,
            self.b_ms_per_decision,
            self.a_cpu_ms,
            self.b_cpu_ms,
            self.unfinished
        ));
        if self.players == 2 {
            s.push_str(&format!(
                "a's score {:.3}, Wilson 95% interval {:.3}–{:.3}\n",
                self.a_score, self.wilson95.0, self.wilson95.1
            ));
        }
        for (name, mean) in &self.tallies {
            s.push_str(&format!("{name:<28} {mean:>8.4}\n"));
        }
        if !self.by_class.is_empty() {
            s.push_str(&format!(
                "{:<12} {:>6} {:>8} {:>8} {:>8} {:>8}\n",
                "seat class", "deals", "score", "baseline", "a − b", "±95%"
            ));
        }
        for row in &self.by_class {
            s.push_str(&format!(
                "{:<12} {:>6} {:>8.3} {:>8.3} {:>+8.3} {:>8.3}\n",
                row.class,
                row.deals,
                row.a_score,
                row.baseline,
                row.a_score - row.baseline,
                row.ci95
            ));
        }
        if let Some(r) = &self.reading {
            s.push_str(&format!(
                "observed seat's class read before its decisions: a {:.3}, b {:.3}, a − b {:+.3} ±{:.3} ({} deals)\n",
                r.a_read,
                r.b_read,
                r.a_read - r.b_read,
                r.ci95,
                r.deals
            ));
        }
        s
    }

    /// One JSON object on one line (the arena's last output line).
    pub fn json(&self) -> String {
        format!(
            concat!(
                "{{\"game\":{},\"rules\":{},\"players\":{},\"a\":{},\"b\":{},\"games\":{},",
                "\"a_wins\":{},\"b_wins\":{},\"draws\":{},\"a_score\":{:.4},\"baseline\":{:.4},",
                "\"ci95\":{:.4},\"wilson95\":[{:.4},{:.4}],\"a_ms_median\":{:.3},",
                "\"a_ms_per_decision\":{:.3},\"b_ms_per_decision\":{:.3},",
                "\"max_ms_per_decision\":{:.3},\"a_cpu_ms\":{:.3},\"b_cpu_ms\":{:.3},",
                "\"unfinished\":{}{}{}{}{}}}"
            ),
            json_string(&self.game),
            json_string(&self.rules),
            self.players,
            json_string(&self.labels[0]),
            json_string(&self.labels[1]),
            self.games,
            self.a_wins,
            self.b_wins,
            self.draws,
            self.a_score,
            self.baseline,
            self.ci95,
            self.wilson95.0,
            self.wilson95.1,
            self.a_ms_median,
            self.a_ms_per_decision,
            self.b_ms_per_decision,
            self.max_ms_per_decision,
            self.a_cpu_ms,
            self.b_cpu_ms,
            self.unfinished,
            self.tallies
                .iter()
                .map(|(n, v)| format!(",{}:{v:.4}", json_string(n)))
                .collect::<String>(),
            class_json(&self.by_class),
            reading_json(self.reading.as_ref()),
            deal_json(&self.by_deal),
        )
    }
}

/// The `by_deal` member of the JSON line: `[deal, a, b, class]` rows (nothing for two-player
/// games).
fn deal_json(rows: &[DealRow]) -> String {
    array_member(
        "by_deal",
        rows.iter().map(|r| {
            format!(
                "[{},{},{},{}]",
                r.deal,
                r.a_score,
                r.b_score,
                r.class.map_or_else(|| "null".to_owned(), json_string)
            )
        }),
    )
}

/// The `by_class` member of the JSON line (nothing without classes).
fn class_json(rows: &[ClassRow]) -> String {
    array_member(
        "by_class",
        rows.iter().map(|r| {
            format!(
                "{{\"class\":{},\"deals\":{},\"a_score\":{:.4},\"baseline\":{:.4},\"ci95\":{:.4}}}",
                json_string(&r.class),
                r.deals,
                r.a_score,
                r.baseline,
                r.ci95
            )
        }),
    )
}

/// `,"name":[items…]`, or nothing when there are no items.
fn array_member(name: &str, items: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = items.collect();
    if items.is_empty() {
        return String::new();
    }
    format!(",{}:[{}]", json_string(name), items.join(","))
}

/// The `reading` member of the JSON line (nothing where the game hides nothing).
fn reading_json(row: Option<&ReadingRow>) -> String {
    row.map_or_else(String::new, |r| {
        format!(
            ",\"reading\":{{\"deals\":{},\"a_read\":{:.4},\"b_read\":{:.4},\"ci95\":{:.4}}}",
            r.deals, r.a_read, r.b_read, r.ci95
        )
    })
}

fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
