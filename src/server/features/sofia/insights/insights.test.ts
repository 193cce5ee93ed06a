import { describe, expect, it } from 'vitest';
import { type CheckinPoint, safeTimeZone, toDays, WEEKDAYS } from './days';
import { computeInsights, type InsightInput } from './insights';
import { FIRST_INSIGHT_DAYS, INSIGHT_RULES } from './minimums';

// Friday 27 November 2026, 18:00 UTC. Mondays before it: 23, 16, 9 and 2 November.
const NOW = new Date('2026-11-27T18:00:00Z');
const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.parse('2026-11-27T12:00:00Z') - daysAgo * DAY);
const MONDAYS = [4, 11, 18];

function checkin(daysAgo: number, ratings: Partial<Omit<CheckinPoint, 'at'>> = {}): CheckinPoint {
  return { at: at(daysAgo), energy: 6, stress: 5, sleep: 6, ...ratings };
}

const input = (over: Partial<InsightInput>): InsightInput => ({
  now: NOW,
  timeZone: 'UTC',
  checkins: [],
  journal: null,
  modules: [],
  edit: null,
  ...over,
});

const cycle = (i: number) => [6, 7, 8][i % 3]!;
/** Days 0..n−1 ago that are not Mondays, each with a varied energy. */
const ordinaryDays = (n: number) =>
  Array.from({ length: 40 }, (_, i) => i)
    .filter((d) => !MONDAYS.includes(d) && d !== 25)
    .slice(0, n)
    .map((d, i) => checkin(d, { energy: cycle(i) }));

/** Sleep on one day and energy the next follow each other for `pairs` days in a row. */
const sleepDays = (pairs: number) =>
  Array.from({ length: pairs + 1 }, (_, i) => {
    const sleep = [3, 8, 4, 7, 3, 8, 5, 9, 2, 8, 4, 7, 3][i % 13]!;
    const previousSleep = i === 0 ? 5 : [3, 8, 4, 7, 3, 8, 5, 9, 2, 8, 4, 7, 3][(i - 1) % 13]!;
    return checkin(pairs - i, { sleep, energy: previousSleep });
  });

/** `marked` check-in days with stress 3 and `other` with stress 7 (alternating 6, 7, 8). */
const splitDays = (marked: number, other: number, field: 'stress' | 'energy') => [
  ...Array.from({ length: marked }, (_, i) => checkin(3 * i, { [field]: field === 'stress' ? 3 : 8 })),
  ...Array.from({ length: other }, (_, i) => checkin(3 * i + 1, { [field]: field === 'stress' ? cycle(i) : 3 + (i % 2) })),
];
const markedDates = (marked: number) => Array.from({ length: marked }, (_, i) => at(3 * i));

const types = (over: Partial<InsightInput>) => {
  const result = computeInsights(input(over));
  return [...result.patterns.map((p) => p.pattern_type), ...result.predictions.map((p) => p.type)];
};

describe('each insight shows from its minimum amount of data, and not one day before', () => {
  it.each([
    {
      insight: 'weekday energy dip',
      type: 'weekday_energy_dip',
      enough: { checkins: [...MONDAYS.map((d) => checkin(d, { energy: 3 })), ...ordinaryDays(11)] },
      tooLittle: { checkins: [...MONDAYS.map((d) => checkin(d, { energy: 3 })), ...ordinaryDays(10)] },
    },
    {
      insight: 'weekday energy dip needs three of that weekday',
      type: 'weekday_energy_dip',
      enough: { checkins: [...MONDAYS.map((d) => checkin(d, { energy: 3 })), ...ordinaryDays(12)] },
      tooLittle: { checkins: [...MONDAYS.slice(0, 2).map((d) => checkin(d, { energy: 3 })), ...ordinaryDays(12)] },
    },
    {
      insight: 'stress trend',
      type: 'stress_trend_up',
      enough: { checkins: [3, 4, 5, 6, 7, 8, 9].map((stress, i) => checkin(12 - 2 * i, { stress })) },
      tooLittle: { checkins: [4, 5, 6, 7, 8, 9].map((stress, i) => checkin(10 - 2 * i, { stress })) },
    },
    {
      insight: 'sleep and next-day energy',
      type: 'sleep_next_day_energy',
      enough: { checkins: sleepDays(INSIGHT_RULES.sleep.minPairs) },
      tooLittle: { checkins: sleepDays(INSIGHT_RULES.sleep.minPairs - 1) },
    },
    {
      insight: 'journal days',
      type: 'journal_days_stress',
      enough: { checkins: splitDays(4, 4, 'stress'), journal: markedDates(4) },
      tooLittle: { checkins: splitDays(3, 4, 'stress'), journal: markedDates(3) },
    },
    {
      insight: 'journal days without consent',
      type: 'journal_days_stress',
      enough: { checkins: splitDays(4, 4, 'stress'), journal: markedDates(4) },
      tooLittle: { checkins: splitDays(4, 4, 'stress'), journal: null },
    },
    {
      insight: 'module days',
      type: 'module_days_energy',
      enough: { checkins: splitDays(4, 4, 'energy'), modules: markedDates(4) },
      tooLittle: { checkins: splitDays(4, 3, 'energy'), modules: markedDates(4) },
    },
    {
      insight: 'Edit pace',
      type: 'edit_finish_pace',
      enough: { modules: [at(1), at(9)], edit: { title: 'Boundaries that hold', remaining: 3 } },
      tooLittle: { modules: [at(1), at(2)], edit: { title: 'Boundaries that hold', remaining: 3 } },
    },
    {
      insight: 'Edit pace needs an Edit in progress',
      type: 'edit_finish_pace',
      enough: { modules: [at(1), at(9)], edit: { title: 'Boundaries that hold', remaining: 1 } },
      tooLittle: { modules: [at(1), at(9)], edit: null },
    },
  ])('$insight', ({ type, enough, tooLittle }) => {
    expect(types(enough)).toContain(type);
    expect(types(tooLittle)).not.toContain(type);
  });
});

describe('what the insights say', () => {
  it('a weekday dip cites the member’s own averages and counts, and predicts next Monday', () => {
    const result = computeInsights(input({ checkins: [...MONDAYS.map((d) => checkin(d, { energy: 3 })), ...ordinaryDays(11)] }));
    const dip = result.patterns.find((p) => p.pattern_type === 'weekday_energy_dip')!;
    // The 11 other days cycle 6, 7, 8: 4 × 6 + 4 × 7 + 3 × 8 = 76, / 11 = 6.9.
    expect(dip.description).toBe('On your last 3 Mondays your energy averaged 3, against 6.9 on your other 11 check-in days.');
    expect(dip.confidence).toBe(95);
    expect(dip.data_points).toEqual([{ source: 'check-ins', count: 14, from: '2026-11-09', to: '2026-11-27' }]);
    expect(result.predictions.find((p) => p.type === 'weekday_energy_dip')).toMatchObject({
      timeline: 'Next Monday',
      confidence_score: 95,
    });
  });

  it('a trend states its range', () => {
    const result = computeInsights(input({ checkins: [3, 4, 5, 6, 7, 8, 9].map((stress, i) => checkin(12 - 2 * i, { stress })) }));
    expect(result.patterns[0]!.description).toMatch(
      /^Over your last 7 check-in days, your stress has risen by about 3.5 points a week \(likely between a rise of \d\.\d and \d\.\d, given how much your days vary\)\.$/,
    );
  });

  it('predictions come highest confidence first', () => {
    const result = computeInsights(
      input({
        checkins: [...MONDAYS.map((d) => checkin(d, { energy: 3 })), ...ordinaryDays(11)],
        modules: [at(1), at(9), at(10)],
        edit: { title: 'Boundaries that hold', remaining: 3 },
      }),
    );
    const scores = result.predictions.map((p) => p.confidence_score);
    expect(scores.length).toBeGreaterThan(1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('steady days with no difference show nothing, whatever the amount of data', () => {
    const steady = Array.from({ length: 40 }, (_, d) => checkin(d));
    expect(computeInsights(input({ checkins: steady }))).toMatchObject({ status: 'ready', patterns: [], predictions: [] });
  });

  it('too little data says how much is needed', () => {
    const result = computeInsights(input({ checkins: [checkin(0), checkin(1), checkin(1)] }));
    expect(result).toMatchObject({ status: 'gathering', patterns: [], predictions: [] });
    expect(result.note).toContain(`You have 2 days with a check-in`);
    expect(result.note).toContain(`from ${FIRST_INSIGHT_DAYS}`);
  });

  it('days are the member’s own: a late evening check-in in New York belongs to that evening', () => {
    const lateMonday = { at: new Date('2026-11-24T03:30:00Z'), energy: 1, stress: 9, sleep: 2 };
    const [newYork] = toDays([lateMonday], 'America/New_York');
    const [utc] = toDays([lateMonday], 'UTC');
    expect([newYork.key, WEEKDAYS[newYork.weekday]]).toEqual(['2026-11-23', 'Monday']);
    expect([utc.key, WEEKDAYS[utc.weekday]]).toEqual(['2026-11-24', 'Tuesday']);
    expect(safeTimeZone('Not/AZone')).toBe('UTC');
  });

  it('several check-ins on one day count as that day’s average', () => {
    const [day] = toDays([checkin(0, { energy: 2 }), checkin(0, { energy: 5 })], 'UTC');
    expect(day).toMatchObject({ energy: 3.5 });
  });
});
