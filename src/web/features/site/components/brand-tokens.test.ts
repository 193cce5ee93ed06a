import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS, BRAND_FILES } from './brand-tokens';

const css = readFileSync(path.resolve('src/web/styles/app.css'), 'utf8');

/** The custom properties declared in the first block that opens with `selector {`. */
function tokens(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map([...block.matchAll(/(--[a-z-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map(([, name, value]) => [name!, value!.toUpperCase()]));
}

describe('brand palette', () => {
  const light = tokens(':root');
  const dark = tokens('.dark');

  it.each(BRAND_COLOURS.map((c) => [c.token, c] as const))('%s matches the light and dark values in app.css', (_token, colour) => {
    expect(light.get(colour.token)).toBe(colour.light);
    expect(dark.get(colour.token)).toBe(colour.dark);
  });

  it.each(BRAND_COLOURS.flatMap((c) => c.utilities))('%s is a Tailwind colour of the theme', (utility) => {
    expect(css).toContain(`--color-${utility.replace(/^(bg|text|border)-/, '')}: var(`);
  });

  it('shows every colour token of the theme', () => {
    const shown = new Set(BRAND_COLOURS.map((c) => c.token));
    // Foreground-on-colour pairs and the focus ring are shown with their colour, not as swatches.
    const paired = [...light.keys()].filter((t) => !t.endsWith('-foreground') || t === '--muted-foreground').filter((t) => t !== '--ring');
    expect(paired.filter((t) => !shown.has(t))).toEqual([]);
  });
});

describe('brand files', () => {
  it.each(BRAND_FILES.map((f) => [f.href, f] as const))('%s exists in the public folder', (href, file) => {
    const onDisk = path.resolve('src/web/public', `.${href}`);
    expect(existsSync(onDisk)).toBe(true);
    if (file.format === 'PNG') {
      const png = readFileSync(onDisk);
      const size = `${png.readUInt32BE(16)} × ${png.readUInt32BE(20)}`;
      expect(file.detail.startsWith(size)).toBe(true);
    } else {
      expect(readFileSync(onDisk, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*role="img"/);
    }
  });
});
