#!/bin/bash
# Frame cost of every screen (llvmpipe where there is no GPU), one scripts/frame-cost.sh run
# each, at 1280×800 in English with the default settings:
#
#   scripts/frame-costs.sh [seconds per screen, default 8]
#
# Screens are reached by clicking where their buttons are at 1280×800 (after a layout change,
# check the positions with a screenshot); rules pages open with F1. "animating" runs without
# mouse movement: a 7-seat BANG! game where the computers play, so every frame drawn is an
# animation or thinking frame. "idle" lines run without mouse movement on a still screen and
# must show fps=0. Also prints `uptime`: other load on the machine distorts the figures.
set -u
cd "$(dirname "$0")/.."
secs=${1:-8}
one() {
    local label=$1 pre=$2 move=$3
    shift 3
    PRE=$pre MOVE=$move scripts/frame-cost.sh "$label" "$secs" "$@"
}
uptime
one home "" 1
one "home idle" "" 0
one settings "click 1158 31" 1
one about "click 1239 31" 1
# Start buttons of each game's new-game dialog (default seats, except the most for BANG! and
# Knatsch).
declare -A start=(
    [en-garde]="click 388 632"
    [gyges]="click 388 632"
    [bang]="click 643 266; click 388 632"
    [knatsch]="click 680 266; click 388 632"
    [aegis]="click 388 632"
)
# Seconds until the computers have moved and the human decides (BANG! with 7 seats: six
# computer turns, up to ~40 s on a loaded machine).
declare -A wait=([en-garde]=8 [gyges]=8 [bang]=45 [knatsch]=15 [aegis]=8)
for game in en-garde gyges bang knatsch aegis; do
    one "$game dialog" "" 1 --game "$game"
    one "$game mid-game" "${start[$game]}; sleep ${wait[$game]}" 1 --game "$game"
    one "$game rules" "${start[$game]}; sleep ${wait[$game]}; key F1" 1 --game "$game"
done
one "bang mid-game idle" "${start[bang]}; sleep ${wait[bang]}" 0 --game bang
# The Sheriff moves first: when that is the human, nothing animates; try a new table then.
for _ in 1 2 3; do
    line=$(one "bang 7 animating" "${start[bang]}" 0 --game bang)
    case $line in *"fps=0.0 "*) continue ;; esac
    break
done
echo "$line"
uptime
