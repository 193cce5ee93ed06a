import { describe, expect, it } from 'vitest';
import { mondayOf, weekSeries } from './week-series';

describe('mondayOf', () => {
  it.each([
    ['2026-11-16T08:00:00Z', '2026-11-16'], // a Monday
    ['2026-11-22T23:59:00Z', '2026-11-16'], // the Sunday after
    ['2026-11-23T00:00:00Z', '2026-11-23'], // the next Monday
    ['2026-03-04T12:00:00Z', '2026-03-02'], // a Wednesday
  ])('%s falls in the week of %s', (date, monday) => {
    expect(mondayOf(new Date(date))).toBe(monday);
  });
});

describe('weekSeries', () => {
  const now = new Date('2026-11-19T10:00:00Z'); // week of 2026-11-16

  it('fills the weeks without data with 0 and ends with this week', () => {
    const series = weekSeries(
      [
        { week: '2026-11-02', count: 2 },
        { week: '2026-11-16', count: 1 },
      ],
      now,
      4,
    );
    expect(series).toEqual([
      { week: '2026-10-26', count: 0 },
      { week: '2026-11-02', count: 2 },
      { week: '2026-11-09', count: 0 },
      { week: '2026-11-16', count: 1 },
    ]);
  });

  it('leaves out weeks older than the window', () => {
    const series = weekSeries([{ week: '2026-01-05', count: 3 }], now, 12);
    expect(series).toHaveLength(12);
    expect(series.every((w) => w.count === 0)).toBe(true);
    expect(series[0]!.week).toBe('2026-08-31');
  });

  it('ends at a newer week than now when the data has one (a clock behind the server)', () => {
    const series = weekSeries([{ week: '2026-11-23', count: 1 }], now, 2);
    expect(series).toEqual([
      { week: '2026-11-16', count: 0 },
      { week: '2026-11-23', count: 1 },
    ]);
  });
});
