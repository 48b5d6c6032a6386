#!/usr/bin/env python3
"""Replaces some deals of a duplicate-match arena run by those of runs limited to one class
(`--class`), over the same game, table size, seed and `--b`:

    arena --game bang --players 7 --a expert --b yardstick --games 2000 --seed 2 > base.txt
    arena ... --a expert:rg=2 --class Renegade > renegade.txt
    scripts/merge_runs.py "expert:rg=2" base.txt renegade.txt > merged.txt
    scripts/paired_runs.py merged.txt frozen.txt

This is exact when the change acts only in that class's seat (the other deals replay move for
move). Prints the merged run against `b`, overall and by class, and as its last line a JSON
object with `by_deal` that `paired_runs.py` reads."""
import json
import sys

from paired_runs import interval, last_json


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    label, base_path, patch_paths = sys.argv[1], sys.argv[2], sys.argv[3:]
    base = last_json(base_path)
    deals = {row[0]: row for row in base.get("by_deal", [])}
    for path in patch_paths:
        patch = last_json(path)
        for key in ("game", "players", "b"):
            if patch.get(key) != base.get(key):
                sys.exit(f"{path} differs from the base run in {key}")
        for row in patch.get("by_deal", []):
            old = deals.get(row[0])
            if old is None or old[2] != row[2] or old[3] != row[3]:
                sys.exit(f"{path}: deal {row[0]} is not the base run's (other deals?)")
            deals[row[0]] = row
    rows = [deals[d] for d in sorted(deals)]
    print(f"{label} against {base['b']}  ({base['game']}, {base['players']} players)")
    for cls in ["all"] + sorted({r[3] for r in rows if r[3]}):
        sel = [r for r in rows if cls == "all" or r[3] == cls]
        m, half = interval([r[1] - r[2] for r in sel])
        print(f"{cls:10} {len(sel):5} deals  {sum(r[1] for r in sel) / len(sel):.3f} "
              f"vs {sum(r[2] for r in sel) / len(sel):.3f}  {m:+.3f} ± {half:.3f}")
    print(json.dumps({"game": base["game"], "players": base["players"], "a": label,
                      "b": base["b"], "by_deal": rows}))


if __name__ == "__main__":
    main()
