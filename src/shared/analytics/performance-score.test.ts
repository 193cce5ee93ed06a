import { describe, expect, it } from 'vitest';
import { percentile75, performanceScore, rateVital } from './performance-score';

describe('performanceScore (spec 9)', () => {
  it.each<[number | null | undefined, number | null]>([
    [0, 100],
    [1000, 100],
    [1001, 90],
    [2000, 90],
    [2001, 80],
    [3000, 80],
    [3001, 70],
    [300_000, 70],
    [300_001, null],
    [-1, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('a load of %s ms scores %s', (load, score) => {
    expect(performanceScore(load)).toBe(score);
  });
});

describe('rateVital (Google bands)', () => {
  it.each([
    ['lcp', 2500, 'good'],
    ['lcp', 2501, 'needs-improvement'],
    ['lcp', 4001, 'poor'],
    ['inp', 200, 'good'],
    ['inp', 499, 'needs-improvement'],
    ['inp', 501, 'poor'],
    ['cls', 0.1, 'good'],
    ['cls', 0.2, 'needs-improvement'],
    ['cls', 0.3, 'poor'],
    ['ttfb', 800, 'good'],
    ['ttfb', 1800, 'needs-improvement'],
    ['ttfb', 1801, 'poor'],
  ] as const)('%s of %s is %s', (vital, value, rating) => {
    expect(rateVital(vital, value)).toBe(rating);
  });
});

describe('percentile75', () => {
  it.each<[number[], number | null]>([
    [[], null],
    [[5], 5],
    [[4, 1, 3, 2], 3],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 8],
  ])('of %j is %s', (values, p75) => {
    expect(percentile75(values)).toBe(p75);
  });
});
