import { describe, expect, it } from 'vitest';
import { readableFontSize } from './use-readable-font-size';

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
