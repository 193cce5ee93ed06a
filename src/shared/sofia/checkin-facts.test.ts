import { describe, expect, it } from 'vitest';
import { summariseCheckins } from './checkin-facts';
import { idWords, roundOne, trendOf } from './facts';

const ratings = (stress: number) => ({
  energy_level: 5,
  stress_level: stress,
  sleep_quality: 5,
  work_satisfaction: 5,
  social_connection: 5,
});

describe('trendOf', () => {
  it('is up or down from a change of 0.5 either way, steady below it, and none without a previous window', () => {
    expect([trendOf(7.4, 5.9), trendOf(6, 5.5)]).toEqual(['up', 'up']);
    expect([trendOf(5.9, 5.5), trendOf(5.5, 5.9)]).toEqual(['steady', 'steady']);
    expect([trendOf(5, 5.5), trendOf(5, null)]).toEqual(['down', null]);
  });
});

describe('summariseCheckins', () => {
  it('gives nothing without a check-in', () => {
    expect(summariseCheckins([], 0, '2026-11-20T08:00:00.000Z')).toBeNull();
  });

  it('rounds averages to one decimal and ignores what lies beyond the two windows', () => {
    const newestFirst = [8, 7, 7, 8, 7, 6, 6, 6, 5, 6, 1, 1].map(ratings);
    const facts = summariseCheckins(newestFirst, 12, '2026-11-20T08:00:00.000Z')!;
    expect(facts).toMatchObject({ count: 12, recentCount: 5, previousCount: 5 });
    expect(facts.measures.stress).toEqual({ recentAverage: 7.4, previousAverage: 5.8, trend: 'up', latest: 8 });
    expect(facts.measures.energy).toEqual({ recentAverage: 5, previousAverage: 5, trend: 'steady', latest: 5 });
  });

  it('averages a short history without a previous window', () => {
    const facts = summariseCheckins([3, 4].map(ratings), 2, '2026-11-20T08:00:00.000Z')!;
    expect(facts).toMatchObject({ recentCount: 2, previousCount: 0 });
    expect(facts.measures.stress).toEqual({ recentAverage: 3.5, previousAverage: null, trend: null, latest: 3 });
  });
});

describe('helpers', () => {
  it.each([
    [7.44, 7.4],
    [7.45, 7.5],
    [6, 6],
  ])('roundOne(%s) is %s', (n, rounded) => expect(roundOne(n)).toBe(rounded));

  it('turns ids into words', () => {
    expect(idWords('system_override')).toBe('System Override');
    expect(idWords('burnout-blueprint')).toBe('Burnout Blueprint');
  });
});
