#!/usr/bin/env bash
# Assembles Asobiba.app from a macOS build of the `asobiba` binary, ad-hoc signs it and packs it
# into a .dmg (macOS only: codesign and hdiutil).
#
#   packaging/macos/bundle.sh [BINARY] [OUT_DIR]
#
# BINARY defaults to $CARGO_TARGET_DIR/release/asobiba (or target/release/asobiba); it may be a
# universal binary made with `lipo`. OUT_DIR defaults to target/macos. On another OS the script
# only assembles the bundle, which is enough to check its layout.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
target_dir="${CARGO_TARGET_DIR:-$root/target}"
binary="${1:-$target_dir/release/asobiba}"
out="${2:-$target_dir/macos}"

version="$(sed -n 's/^version *= *"\(.*\)"/\1/p' "$root/Cargo.toml" | head -n 1)"
[ -n "$version" ] || { echo "no version in Cargo.toml" >&2; exit 1; }
[ -f "$binary" ] || { echo "no binary at $binary (build with cargo build --release)" >&2; exit 1; }

app="$out/Asobiba.app"
rm -rf "$app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
sed "s/@VERSION@/$version/g" "$root/packaging/macos/Info.plist" > "$app/Contents/Info.plist"
printf 'APPL????' > "$app/Contents/PkgInfo"
cp "$binary" "$app/Contents/MacOS/asobiba"
chmod 755 "$app/Contents/MacOS/asobiba"
cp "$root/icons/asobiba.icns" "$app/Contents/Resources/asobiba.icns"
echo "assembled $app ($version)"

if [ "$(uname -s)" != Darwin ]; then
  echo "not on macOS: no signature and no .dmg"
  exit 0
fi

# Ad-hoc signature: without one, Apple silicon reports the download as "damaged"; with it, the
# user gets the ordinary unidentified-developer prompt (see README).
codesign --force --deep --sign - "$app"
codesign --verify --deep --strict "$app"

dmg="$out/Asobiba-$version-macos.dmg"
staging="$out/dmg"
rm -rf "$staging" "$dmg"
mkdir -p "$staging"
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
hdiutil create -volname Asobiba -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg"
rm -rf "$staging"
echo "wrote $dmg"
