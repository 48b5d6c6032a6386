#!/usr/bin/env bash
# Regenerates every icon file from icons/asobiba.svg. The outputs are committed; build.rs and the
# packaging scripts only read them.
#
# Needs: rsvg-convert (librsvg2-bin), icotool (icoutils), png2icns (icnsutils).
set -euo pipefail
cd "$(dirname "$0")"

svg=asobiba.svg
mkdir -p png
for size in 16 24 32 48 64 128 256 512 1024; do
  rsvg-convert --width "$size" --height "$size" "$svg" --output "png/asobiba-$size.png"
done

# Windows: the sizes Explorer and the taskbar ask for; 256 is stored as PNG inside the ICO.
icotool --create --output asobiba.ico \
  png/asobiba-16.png png/asobiba-24.png png/asobiba-32.png png/asobiba-48.png \
  png/asobiba-64.png png/asobiba-128.png --raw=png/asobiba-256.png

# macOS: the sizes png2icns knows (16, 32, 48, 128, 256, 512, 1024); it stores 256 and up as
# JPEG 2000, which the ICNS format allows for ic08-ic10 alongside PNG.
png2icns asobiba.icns \
  png/asobiba-16.png png/asobiba-32.png png/asobiba-48.png png/asobiba-128.png \
  png/asobiba-256.png png/asobiba-512.png png/asobiba-1024.png >/dev/null

echo "icons regenerated from $svg"
