import { describe, expect, it } from 'vitest';
import { chartRange, highsAndLows, measureSummary, seriesRows } from './trend-summary';

const p = (day: string, value: number) => ({ day, value });
const flat = [p('2026-03-02', 5), p('2026-03-03', 5)];

describe('trend summaries', () => {
  it('spans the last N days, reaching back to an older point when there is one', () => {
    expect(chartRange(30, [], '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(chartRange(7, [p('2026-03-20', 4)], '2026-03-25')).toEqual({ from: '2026-03-19', to: '2026-03-25' });
    expect(chartRange(7, [p('2026-03-18', 4)], '2026-03-25')).toEqual({ from: '2026-03-18', to: '2026-03-25' });
  });

  it('says in words what a chart shows', () => {
    expect(measureSummary('Energy', [], null, 30)).toBe('Energy: no check-ins in the last 30 days yet.');
    expect(measureSummary('Energy', [p('2026-03-02', 6)], 6, 7)).toBe(
      'Energy: 1 day with a check-in in the last 7 days, at 6 out of 10 on 2 Mar.',
    );
    expect(measureSummary('Sleep', [p('2026-03-02', 3), p('2026-03-04', 8), p('2026-03-05', 3)], 4.7, 30)).toBe(
      'Sleep: 3 days with a check-in in the last 30 days, averaging 4.7 out of 10, lowest 3 on 5 Mar, highest 8 on 4 Mar.',
    );
  });

  it('finds the most and least energy and the calmest and most stressful days, newest on a tie', () => {
    const result = highsAndLows({
      energy_level: [p('2026-03-01', 7), p('2026-03-02', 2), p('2026-03-03', 7)],
      stress_level: [p('2026-03-01', 3), p('2026-03-02', 9), p('2026-03-03', 4)],
      sleep_quality: flat,
      work_satisfaction: flat,
      social_connection: flat,
    });
    expect(result?.highs.map((h) => [h.key, h.day, h.value])).toEqual([
      ['most-energy', '2026-03-03', 7],
      ['calmest', '2026-03-01', 3],
    ]);
    expect(result?.lows.map((h) => [h.key, h.day, h.value])).toEqual([
      ['least-energy', '2026-03-02', 2],
      ['most-stress', '2026-03-02', 9],
    ]);
  });

  it('has no highs and lows from a single day', () => {
    const one = [p('2026-03-01', 7)];
    expect(
      highsAndLows({ energy_level: one, stress_level: one, sleep_quality: one, work_satisfaction: one, social_connection: one }),
    ).toBeNull();
  });

  it('turns a series into table rows, newest first', () => {
    const rows = seriesRows(
      {
        energy_level: [p('2026-03-01', 4), p('2026-03-02', 6)],
        stress_level: [p('2026-03-02', 3)],
        sleep_quality: [],
        work_satisfaction: [],
        social_connection: [],
      },
      ['energy_level', 'stress_level'],
    );
    expect(rows).toEqual([
      { day: '2026-03-02', values: { energy_level: 6, stress_level: 3 } },
      { day: '2026-03-01', values: { energy_level: 4 } },
    ]);
  });
});
