#!/bin/bash
# Frame cost of one screen, measured from outside: starts the release binary in its own Xvfb
# (software renderer when no GPU), moves the mouse continuously, and averages the
# `frame stats` lines that ASOBIBA_FRAME_STATS=1 writes once a second.
#
#   scripts/frame-cost.sh <label> <seconds> [asobiba args, e.g. --game bang]
#
# PRE='click 709 308; …' runs after start-up to reach a screen (`click X Y` and `key F1` are defined);
# MOVE=0 measures without moving the mouse (only what animates draws); DISPLAY_NO picks the
# virtual display (default 117); BIN the binary. Needs Xvfb and xdotool. Prints: label, frames
# per second (mean and busiest second), process CPU ms per frame, slowest frame on the UI
# thread, vertices, textures.
set -eu
label=$1
secs=$2
shift 2
bin=${BIN:-target/release/asobiba}
display=:${DISPLAY_NO:-117}
work=$(mktemp -d)
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; wait $xvfb 2>/dev/null; rm -rf "$work"' EXIT
sleep 1
export DISPLAY=$display XDG_RUNTIME_DIR=$work XDG_CONFIG_HOME=$work XDG_DATA_HOME=$work
click() {
    xdotool mousemove "$1" "$2"
    sleep 0.05
    xdotool mousedown 1
    sleep 0.1
    xdotool mouseup 1
    sleep 0.4
}
key() {
    xdotool search --name '^Asobiba$' windowfocus
    xdotool key "$1"
    sleep 0.5
}
ASOBIBA_FRAME_STATS=1 RUST_LOG=info "$bin" "$@" >"$work/log" 2>&1 &
app=$!
sleep "${WARM:-3}"
eval "${PRE:-true}"
skip=$(grep -c "frame stats" "$work/log" || true)
end=$((SECONDS + secs))
while [ $SECONDS -lt $end ]; do
    if [ "${MOVE:-1}" = 0 ]; then
        sleep 0.2
        continue
    fi
    for x in 300 400 500 600 700 800 900 1000; do
        xdotool mousemove $x $((300 + x / 4))
        sleep 0.02
    done
done
kill $app
wait $app 2>/dev/null || true
grep "frame stats" "$work/log" | tail -n +$((skip + 2)) | awk -v label="$label" '
    { for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
      frames += v["frames"]; cpu += v["cpu_ms_per_frame"] * v["frames"]
      if (v["frames"] + 0 > best) best = v["frames"] + 0
      if (v["max_ms"] + 0 > max) max = v["max_ms"] + 0; n++ }
    END { printf "%s: fps=%.1f (busiest second %d) cpu_ms_per_frame=%.1f max_ms=%.1f vertices=%s textures=%s\n",
          label, n ? frames / n : 0, best, frames ? cpu / frames : 0, max, v["vertices"], v["textures"] }'
