import { describe, expect, it } from 'vitest';
import { correlation, correlationWords, factorEffect } from './insights';

const days = (values: number[]) => values.map((value, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, value }));

describe('factor effects need 3 days with and 3 without', () => {
  it.each([
    { withDays: 2, withoutDays: 5, enough: false },
    { withDays: 3, withoutDays: 2, enough: false },
    { withDays: 3, withoutDays: 3, enough: true },
  ])('$withDays with, $withoutDays without → enough $enough', ({ withDays, withoutDays, enough }) => {
    const points = days([...Array(withDays).fill(8), ...Array(withoutDays).fill(4)]);
    const tagged = new Set(points.slice(0, withDays).map((p) => p.day));
    const effect = factorEffect(points, tagged);
    expect(effect.enough).toBe(enough);
    expect(effect.daysWith).toBe(withDays);
    if (effect.enough) expect(effect).toMatchObject({ meanWith: 8, meanWithout: 4, difference: 4 });
  });
});

describe('correlation', () => {
  it('is 1 for measures that move together and −1 for opposite ones', () => {
    expect(correlation(days([1, 2, 3, 4, 5, 6]), days([2, 4, 6, 8, 10, 12]))).toBe(1);
    expect(correlation(days([1, 2, 3, 4, 5, 6]), days([6, 5, 4, 3, 2, 1]))).toBe(-1);
  });

  it('needs at least 6 shared days and some variation', () => {
    expect(correlation(days([1, 2, 3, 4, 5]), days([1, 2, 3, 4, 5]))).toBeNull();
    expect(correlation(days([5, 5, 5, 5, 5, 5]), days([1, 2, 3, 4, 5, 6]))).toBeNull();
  });

  it.each([
    [0.8, 'strongly'],
    [-0.6, 'strongly'],
    [0.45, 'somewhat'],
    [0.1, 'barely'],
  ] as const)('%f reads %s', (r, words) => {
    expect(correlationWords(r)).toBe(words);
  });
});
