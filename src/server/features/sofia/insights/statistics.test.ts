import { describe, expect, it } from 'vitest';
import { compareGroups, confidenceFrom, correlation, correlationZ, normalCdf, spread, weeklyTrend } from './statistics';

describe('the normal distribution function', () => {
  it.each([
    [0, 0.5],
    [1.96, 0.975],
    [-1.645, 0.05],
    [3, 0.99865],
    [-3, 0.00135],
  ])('Φ(%s) = %s', (z, p) => {
    expect(normalCdf(z)).toBeCloseTo(p, 4);
  });
});

describe('confidence from a test statistic', () => {
  it.each([
    { z: 1.2816, options: {}, confidence: 90 },
    { z: 0, options: {}, confidence: 50 },
    { z: 2, options: {}, confidence: 95 }, // 97.7 % is more than a few weeks can say: capped
    { z: 2, options: { comparisons: 7 }, confidence: 84 }, // seven weekdays looked at: 1 − 7 × 0.0228
    { z: 1, options: { comparisons: 7 }, confidence: 0 },
    { z: 1.645, options: { sides: 2 as const }, confidence: 90 },
    { z: -1.645, options: { sides: 2 as const }, confidence: 90 },
  ])('z $z with $options gives $confidence %', ({ z, options, confidence }) => {
    expect(confidenceFrom(z, options)).toBe(confidence);
  });
});

describe('spread', () => {
  it.each([
    { values: [5, 5, 5], sd: 0.5 }, // whole-number ratings: never more precise than half a point
    { values: [7], sd: 0.5 },
    { values: [2, 4, 4, 4, 5, 5, 7, 9], sd: 2.138 },
  ])('of $values is $sd', ({ values, sd }) => {
    expect(spread(values)).toBeCloseTo(sd, 3);
  });
});

describe('comparing two groups of days', () => {
  it('gives both means, the difference and how many standard errors it is', () => {
    const c = compareGroups([3, 3, 3], [6, 7, 8, 6, 7, 8]);
    expect(c).toMatchObject({ meanA: 3, meanB: 7, difference: -4 });
    // Welch: √(0.5²/3 + 0.894²/6) = 0.4655
    expect(c.z).toBeCloseTo(-4 / 0.4655, 2);
  });
});

describe('correlation', () => {
  it.each([
    {
      pairs: [
        [1, 2],
        [2, 4],
        [3, 6],
      ],
      r: 1,
    },
    {
      pairs: [
        [1, 6],
        [2, 4],
        [3, 2],
      ],
      r: -1,
    },
    {
      pairs: [
        [1, 2],
        [2, 1],
        [3, 4],
        [4, 3],
      ],
      r: 0.6,
    },
    {
      pairs: [
        [5, 2],
        [5, 4],
        [5, 6],
      ],
      r: null,
    }, // sleep never changed: no link can be read
  ])('of $pairs is $r', ({ pairs, r }) => {
    const value = correlation(pairs as [number, number][]);
    if (r === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(r, 6);
  });

  it('Fisher’s z grows with the number of pairs', () => {
    expect(correlationZ(0.5, 12)).toBeCloseTo(0.5493 * 3, 3);
    expect(correlationZ(1, 12)).toBeLessThan(Infinity);
  });
});

describe('the weekly trend', () => {
  it('reads a straight rise of 0.2 a day as 1.4 a week, with the half-point floor as its uncertainty', () => {
    const points = [-6, -5, -4, -3, -2, -1, 0].map((x) => [x, 5 + 0.2 * x] as const);
    const trend = weeklyTrend(points)!;
    expect(trend.perWeek).toBeCloseTo(1.4, 6);
    const error = (0.5 / Math.sqrt(28)) * 7;
    expect(trend.low).toBeCloseTo(1.4 - 1.96 * error, 6);
    expect(trend.high).toBeCloseTo(1.4 + 1.96 * error, 6);
  });

  it('is unknown with fewer than three points or all on one day', () => {
    expect(
      weeklyTrend([
        [0, 1],
        [1, 2],
      ]),
    ).toBeNull();
    expect(
      weeklyTrend([
        [0, 1],
        [0, 2],
        [0, 3],
      ]),
    ).toBeNull();
  });
});
