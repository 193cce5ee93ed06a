import { describe, expect, it } from 'vitest';
import { NOTICEABLE_CHANGE, compareScores } from './compare';

const score = (percent: number | null) => ({ score: percent, percent, band: null, answered: 5, valid: percent !== null });

describe('comparing with the previous attempt (10 points is a noticeable change)', () => {
  it('uses the WHO-5 meaningful change of 10 points', () => {
    expect(NOTICEABLE_CHANGE).toBe(10);
  });

  it.each([
    { higherIs: 'better' as const, before: 40, now: 60, delta: 20, direction: 'easier' },
    { higherIs: 'better' as const, before: 60, now: 40, delta: -20, direction: 'harder' },
    { higherIs: 'harder' as const, before: 70, now: 50, delta: -20, direction: 'easier' },
    { higherIs: 'harder' as const, before: 50, now: 70, delta: 20, direction: 'harder' },
    { higherIs: 'better' as const, before: 50, now: 59, delta: 9, direction: 'steady' },
    { higherIs: 'harder' as const, before: 50, now: 60, delta: 10, direction: 'harder' },
    { higherIs: 'better' as const, before: null, now: 60, delta: null, direction: null },
  ])('$higherIs: $before → $now is $direction', ({ higherIs, before, now, delta, direction }) => {
    const [change] = compareScores([{ id: 'd', higherIs }], { d: score(now) }, { d: score(before) });
    expect(change).toEqual({ dimension: 'd', delta, direction });
  });

  it('has no change for a dimension missing from the previous attempt', () => {
    expect(compareScores([{ id: 'new', higherIs: 'better' }], { new: score(50) }, {})).toEqual([
      { dimension: 'new', delta: null, direction: null },
    ]);
  });
});
