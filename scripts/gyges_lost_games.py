#!/usr/bin/env python3
"""What the lost games of a `gyges-match --record` file have in common, and (given a second
record) which games the two runs decided differently.

    scripts/gyges_lost_games.py RECORD [OTHER_RECORD]

A record line: row, our colour (S/N), result, times, our values (percent) per decision, then
the moves in order; the engine's moves carry a `*`. A move is its path of squares joined by
`-` (a bounce) or `x` (a replace, `=` the drop); each joint is one segment.
"""

import statistics
import sys


def games(path):
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 6 or cols[1] not in ("S", "N"):
                continue
            values = [int(v) for v in cols[4].split()]
            moves = cols[5].split()
            out[(cols[0], cols[1])] = (cols[2], values, moves)
    return out


def segments(move):
    path = move.rstrip("*").split("=")[0]
    return path.count("-") + path.count("x")


def summary(path):
    record = games(path)
    lost = {k: g for k, g in record.items() if g[0] == "lost"}
    won = sum(1 for g in record.values() if g[0].startswith("won"))
    void = sum(1 for g in record.values() if g[0].startswith("void"))
    print(f"{path}: {won} won, {len(lost)} lost, {void} void")
    for colour in "SN":
        w = sum(1 for (_, c), g in record.items() if c == colour and g[0].startswith("won"))
        lc = sum(1 for (_, c) in lost if c == colour)
        print(f"  as {colour}: {w} won, {lc} lost")
    if not lost:
        return record
    plies = [len(g[2]) for g in lost.values()]
    print(
        f"  lost games: {min(plies)}-{max(plies)} plies, median {statistics.median(plies)}"
    )
    sharp = 0
    plain_last = 0
    chains = []
    for result, values, moves in lost.values():
        if any(a >= 35 and b <= 5 for a, b in zip(values, values[1:])):
            sharp += 1
        ours = [m for m in moves if not m.endswith("*")]
        # The engine's last move is the winning chain into our goal.
        theirs = [m for m in moves if m.endswith("*")]
        if ours and segments(ours[-1]) == 1:
            plain_last += 1
        if theirs:
            chains.append(segments(theirs[-1]))
    print(f"  value fell from >= 35 % to <= 5 % in one decision: {sharp}")
    print(f"  our last move a plain one-segment move: {plain_last}")
    if chains:
        print(
            f"  the engine's winning chain: {min(chains)}-{max(chains)} segments, "
            f"median {statistics.median(chains)}"
        )
    first_drop = []
    for result, values, moves in lost.values():
        for i, v in enumerate(values):
            if v <= 5:
                first_drop.append(i + 1)
                break
    if first_drop:
        print(
            f"  our decision where the value first reached <= 5 %: "
            f"{min(first_drop)}-{max(first_drop)}, median {statistics.median(first_drop)}"
        )
    return record


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    a = summary(sys.argv[1])
    if len(sys.argv) > 2:
        b = summary(sys.argv[2])
        both = [k for k in a if k in b]
        same = sum(1 for k in both if a[k][2] == b[k][2])
        def res(g):
            return "won" if g[0].startswith("won") else g[0].split()[0]
        flips = {}
        for k in both:
            pair = (res(a[k]), res(b[k]))
            flips[pair] = flips.get(pair, 0) + 1
        print(f"paired over {len(both)} games ({same} repeated move for move):")
        for (x, y), n in sorted(flips.items()):
            print(f"  first {x:5} second {y:5}: {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
