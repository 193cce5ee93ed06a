import { describe, expect, it } from 'vitest';
import { FEW_LEFT, sofiaDay } from './sofia-day';

describe('the day’s turns with Sofia', () => {
  it.each([
    // [limit, used today, left, few left, reached]
    [60, 0, 60, false, false],
    [60, 49, 11, false, false],
    [60, 50, 10, true, false],
    [60, 59, 1, true, false],
    [60, 60, 0, false, true],
    [60, 75, 0, false, true],
    [5, 0, 5, true, false],
  ])('limit %i, %i used: %i left, few %s, reached %s', (dailyLimit, usedToday, left, few, reached) => {
    expect(sofiaDay({ dailyLimit, usedToday, hasSofia: true })).toEqual({ left, few, reached });
  });

  it(`says "few" from ${FEW_LEFT} left`, () => {
    expect(FEW_LEFT).toBe(10);
  });

  it('applies no limit to a member without Sofia, or before the status is known', () => {
    expect(sofiaDay({ dailyLimit: 60, usedToday: 60, hasSofia: false })).toEqual({ left: null, few: false, reached: false });
    expect(sofiaDay(undefined)).toEqual({ left: null, few: false, reached: false });
  });
});
