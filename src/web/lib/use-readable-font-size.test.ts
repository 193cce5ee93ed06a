import { describe, expect, it } from 'vitest';
import { labelsBelowPlot, readableFontSize } from './use-readable-font-size';

describe('readableFontSize (issue 16: chart text at least 12 px on a phone)', () => {
  const table: [number, number | null, number][] = [
    [640, 640, 12], // drawn at its own size
    [640, 1280, 12], // drawn larger: never smaller than 12 units
    [640, 310, 25], // a 390 px phone: 640 units in 310 px
    [560, 310, 22],
    [600, null, 12], // not measured yet
    [600, 0, 12],
  ];
  for (const [viewBox, rendered, expected] of table) {
    it(`${viewBox} units drawn ${rendered ?? 'unknown'} px wide → ${expected}`, () => {
      const size = readableFontSize(viewBox, rendered);
      expect(size).toBe(expected);
      if (rendered) expect((size * rendered) / viewBox).toBeGreaterThanOrEqual(12);
    });
  }
});

describe('labelsBelowPlot (review 3: a phone read "0" and "7 Sept" as "07 Sept")', () => {
  // A label's letters reach about 0.75 of the font size above its baseline; the side axis's lowest
  // number, centred on the plot's bottom line, reaches half the font size below it.
  it.each([
    [12, 16],
    [16, 21],
    [23, 30],
    [40, 52],
  ])('at font size %i the labels sit %i below the plot, clear of the lowest number', (fontSize, below) => {
    expect(labelsBelowPlot(fontSize)).toBe(below);
    expect(labelsBelowPlot(fontSize) - 0.75 * fontSize).toBeGreaterThan(0.5 * fontSize);
  });
});
