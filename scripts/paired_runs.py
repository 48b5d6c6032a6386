#!/usr/bin/env python3
"""Pairs two duplicate-match arena runs over the same deals (same game, table size, seed and
`--b`), e.g. a new Expert and the frozen one, each against the yardstick:

    arena --game bang --players 7 --a expert --b yardstick --games 600 --seed 1 > new.txt
    arena --game bang --players 7 --a expert-2026-11 --b yardstick --games 600 --seed 1 > old.txt
    scripts/paired_runs.py new.txt old.txt

Prints the first run's `a` minus the second's in the same seats and deals, overall and by the
observed seat's class, with paired 95 % intervals. Each file's last line is the arena's JSON."""
import json
import math
import sys


def last_json(path):
    with open(path, encoding="utf-8") as f:
        lines = [l for l in f if l.startswith("{")]
    if not lines:
        sys.exit(f"{path}: no arena JSON line")
    return json.loads(lines[-1])


def interval(diffs):
    n = len(diffs)
    if n < 2:
        return 0.0, 0.0
    m = sum(diffs) / n
    var = sum((d - m) ** 2 for d in diffs) / (n - 1)
    return m, 1.96 * math.sqrt(var / n)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    first, second = (last_json(p) for p in sys.argv[1:])
    for key in ("game", "players", "b"):
        if first.get(key) != second.get(key):
            sys.exit(f"the runs differ in {key}: {first.get(key)} / {second.get(key)}")
    old = {row[0]: row for row in second.get("by_deal", [])}
    pairs = []
    for deal, a, b, cls in first.get("by_deal", []):
        if deal in old:
            if old[deal][2] != b:
                sys.exit(f"deal {deal}: the baseline differs between the runs (not the same deals)")
            pairs.append((cls, a, old[deal][1]))
    if not pairs:
        sys.exit("no deal in common (runs without by_deal?)")
    print(f"{first['a']} − {second['a']}  ({first['game']}, {first['players']} players, "
          f"both against {first['b']})")
    classes = ["all"] + sorted({c for c, _, _ in pairs if c})
    for cls in classes:
        rows = [(a, o) for c, a, o in pairs if cls == "all" or c == cls]
        m, half = interval([a - o for a, o in rows])
        print(f"{cls:10} {len(rows):5} deals  {sum(a for a, _ in rows) / len(rows):.3f} "
              f"vs {sum(o for _, o in rows) / len(rows):.3f}  {m:+.3f} ± {half:.3f}")


if __name__ == "__main__":
    main()
