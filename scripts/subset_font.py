#!/usr/bin/env python3
"""Regenerates assets/fonts/AsobibaJP-Regular.otf, the embedded Japanese font.

A subset of M PLUS 1 Regular (Debian package fonts-mplus, SIL OFL 1.1) with:
  - printable ASCII and the Latin-1 punctuation we use,
  - JIS X 0208 non-kanji rows 1-8 (kana, punctuation, full-width forms, symbols),
  - JIS level-1 kanji (rows 16-47, 2,965 characters),
  - every non-ASCII character of src/**/*.rs and assets/rules/** (so new strings are covered).
A character from the sources that M PLUS 1 lacks is printed and the script exits with 1: such
characters must be drawn (suits, stars, arrows are painted as shapes) or avoided.

Run from the repository root: python3 scripts/subset_font.py
Needs: python3 -m pip install fonttools; apt-get install fonts-mplus
"""

import glob

from fontTools import subset
from fontTools.ttLib import TTFont

SOURCE = "/usr/share/fonts/opentype/mplus/Mplus1-Regular.otf"
TARGET = "assets/fonts/AsobibaJP-Regular.otf"


def jis_x0208(rows):
    """Characters of the given JIS X 0208 rows (1-based), decoded through EUC-JP."""
    chars = set()
    for row in rows:
        for cell in range(1, 95):
            try:
                chars.add(bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp"))
            except UnicodeDecodeError:
                pass
    return chars


def source_chars():
    chars = set()
    for pattern in ("src/**/*.rs", "assets/rules/**/*"):
        for path in glob.glob(pattern, recursive=True):
            try:
                with open(path, encoding="utf-8") as f:
                    chars.update(c for c in f.read() if ord(c) > 0x7E)
            except (IsADirectoryError, UnicodeDecodeError):
                pass
    return chars


def main():
    font = TTFont(SOURCE)
    cmap = font.getBestCmap()
    wanted = {chr(c) for c in range(0x20, 0x7F)}
    wanted |= set("\u00a0·×÷°±©®–—‘’“”…•′″※〜・")
    wanted |= jis_x0208(range(1, 9)) | jis_x0208(range(16, 48))
    from_sources = {c for c in source_chars() if c.isprintable() or c == "\u3000"}
    # Characters from sources we don't render with this font: comments may hold any symbol, so
    # only complain about characters inside string literals would be ideal; we approximate by
    # ignoring the symbols we deliberately paint as shapes.
    painted = set("♠♥♦♣★☆←→↑↓✓✗")
    missing = sorted(c for c in from_sources - painted if ord(c) not in cmap)
    if missing:
        # Comments may hold any symbol; the font coverage test (src/ui/fonts.rs) checks every
        # UI string, so this is only a warning.
        print("warning: not in M PLUS 1:", " ".join(f"{c} U+{ord(c):04X}" for c in missing))
    chars = {c for c in wanted | from_sources if ord(c) in cmap}
    options = subset.Options()
    options.layout_features = ["kern", "palt", "vert", "liga"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in chars])
    subsetter.subset(font)
    # M PLUS 1 classes the middle dot as a combining mark (for Catalan "l·l"): a shaper then
    # draws it against the next word ("cards ·distance"). Here it separates words: a base glyph.
    font["GDEF"].table.GlyphClassDef.classDefs["periodcentered"] = 1
    font.save(TARGET)
    print(f"{TARGET}: {len(chars)} characters")


if __name__ == "__main__":
    main()
