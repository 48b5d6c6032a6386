#!/bin/bash
# Frame cost of every screen (llvmpipe where there is no GPU), one scripts/frame-cost.sh run
# each, at 1280×800 in English with the default settings:
#
#   scripts/frame-costs.sh [seconds per screen, default 8]
#
# Screens are reached by clicking where their buttons are at 1280×800 (after a layout change,
# check the positions with a screenshot). "animating" runs without mouse movement: a 7-seat
# BANG! game where the computers play, so every frame drawn is an animation or thinking frame.
# Also prints `uptime`: other load on the machine distorts the figures.
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
one settings "click 1158 31" 1
one about "click 1239 31" 1
one "bang dialog" "" 1 --game bang
one "bang 7 mid-game" "click 709 308; click 454 590; sleep 6" 1 --game bang
# The Sheriff moves first: when that is the human, nothing animates; try a new table then.
for _ in 1 2 3; do
    line=$(one "bang 7 animating" "click 709 308; click 454 590" 0 --game bang)
    case $line in *"fps=0.0 "*) continue ;; esac
    break
done
echo "$line"
one "bang rules" "click 454 590; click 446 23" 1 --game bang
one "en-garde mid-game" "click 391 586; sleep 3" 1 --game en-garde
one "gyges mid-game" "click 437 586; sleep 3" 1 --game gyges
one "knatsch 6 mid-game" "click 746 344; click 454 554; sleep 6" 1 --game knatsch
one "aegis mid-game" "click 383 604; sleep 4" 1 --game aegis
uptime
