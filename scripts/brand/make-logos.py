#!/usr/bin/env python3
"""Builds the downloadable logo files in src/web/public/brand/ (the /brand-assets page).

The wordmark is "Recalibrate" set in Fraunces (SIL Open Font License) at weight 600 with the
interface's tight tracking (-0.025 em), converted to outlines so the files look the same on any
machine, with or without the font. Kerning comes from the font's own GPOS pairs.

One-off tool, not part of the build: it needs fontTools with brotli (`pip install fonttools brotli`).
Run from the project root: python3 scripts/brand/make-logos.py, then node scripts/brand/render-pngs.mjs.
"""
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parents[2]
FONT = ROOT / 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'
OUT = ROOT / 'src/web/public/brand'
WORD = 'Recalibrate'
TRACKING = -0.025  # em, Tailwind's tracking-tight

# Design tokens (src/web/styles/app.css, DESIGN.md).
SAGE, SAGE_DARK = '#2F6F62', '#7CC2B1'
AMBER_LIGHT = '#E3B467'
PAPER, INK, NIGHT, MOON = '#FAF7F2', '#1F2328', '#14161B', '#E9E6E0'


def pair_kerning(font):
    """(left glyph, right glyph) -> x advance adjustment, from GPOS PairPos formats 1 and 2."""
    gpos = font['GPOS'].table
    kern = {}
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag != 'kern':
            continue
        for index in record.Feature.LookupListIndex:
            for sub in gpos.LookupList.Lookup[index].SubTable:
                coverage = sub.Coverage.glyphs
                if sub.Format == 1:
                    for first, pair_set in zip(coverage, sub.PairSet):
                        for rec in pair_set.PairValueRecord:
                            value = getattr(rec.Value1, 'XAdvance', 0) if rec.Value1 else 0
                            kern.setdefault((first, rec.SecondGlyph), value)
                else:
                    class1 = sub.ClassDef1.classDefs
                    class2 = sub.ClassDef2.classDefs
                    for first in coverage:
                        c1 = class1.get(first, 0)
                        for second, c2 in list(class2.items()):
                            rec = sub.Class1Record[c1].Class2Record[c2]
                            value = getattr(rec.Value1, 'XAdvance', 0) if rec.Value1 else 0
                            if value:
                                kern.setdefault((first, second), value)
    return kern


def wordmark_paths(font):
    """The outlined word as one SVG path (font units, y up, baseline at 0) and its advance width."""
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    kern = pair_kerning(font)
    upm = font['head'].unitsPerEm
    names = [cmap[ord(ch)] for ch in WORD]
    pen = SVGPathPen(glyphs, ntos=lambda v: '%d' % round(v))  # whole font units: 1/2000 em
    x = 0.0
    for i, name in enumerate(names):
        glyphs[name].draw(TransformPen(pen, (1, 0, 0, 1, x, 0)))
        x += glyphs[name].width + TRACKING * upm
        if i + 1 < len(names):
            x += kern.get((name, names[i + 1]), 0)
    return pen.getCommands(), x - TRACKING * upm


def mark(x, y, size, tile, wave, sun):
    """The wave-and-sun mark of the app's logo (32-unit grid), placed at x, y and scaled to size."""
    s = size / 32
    return (
        f'<g transform="translate({x} {y}) scale({s:g})">'
        f'<rect width="32" height="32" rx="8" fill="{tile}"/>'
        f'<path d="M7 19c3-6 6-6 9 0s6 6 9 0" fill="none" stroke="{wave}" stroke-width="2.5" stroke-linecap="round"/>'
        f'<circle cx="16" cy="10" r="2.5" fill="{sun}"/>'
        '</g>'
    )


def svg(width, height, body, title):
    """A standalone SVG file with a transparent background and an accessible name."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" width="{width:g}" height="{height:g}" '
        f'role="img" aria-labelledby="title"><title id="title">{title}</title>{body}</svg>\n'
    )


def main():
    font = instancer.instantiateVariableFont(TTFont(FONT), {'wght': 600})
    cap = font['OS/2'].sCapHeight
    d, advance = wordmark_paths(font)

    # Horizontal lockup on a 64-unit mark: the word's cap height is 40 % of the mark, centred on it.
    mark_size, gap, pad = 64, 18, 8
    scale = (mark_size * 0.40) / cap  # font units -> px
    text_width = advance * scale
    baseline = pad + mark_size / 2 + cap * scale / 2
    width = pad + mark_size + gap + text_width + pad
    height = pad * 2 + mark_size

    def lockup(tile, wave, sun, ink):
        word = f'<path transform="translate({pad + mark_size + gap:g} {baseline:.2f}) scale({scale:.5f} {-scale:.5f})" fill="{ink}" d="{d}"/>'
        return mark(pad, pad, mark_size, tile, wave, sun) + word

    OUT.mkdir(parents=True, exist_ok=True)
    width = round(width, 1)
    files = {
        'recalibrate-logo.svg': svg(width, height, lockup(SAGE, PAPER, AMBER_LIGHT, INK), 'Recalibrate'),
        'recalibrate-logo-on-dark.svg': svg(width, height, lockup(SAGE_DARK, NIGHT, AMBER_LIGHT, MOON), 'Recalibrate'),
        'recalibrate-mark.svg': svg(32, 32, mark(0, 0, 32, SAGE, PAPER, AMBER_LIGHT), 'Recalibrate'),
        'recalibrate-mark-on-dark.svg': svg(32, 32, mark(0, 0, 32, SAGE_DARK, NIGHT, AMBER_LIGHT), 'Recalibrate'),
    }
    for name, text in files.items():
        (OUT / name).write_text(text)
        print(f'wrote {OUT / name} ({len(text)} bytes)')


if __name__ == '__main__':
    main()
