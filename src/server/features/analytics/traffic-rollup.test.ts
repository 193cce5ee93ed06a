import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/platform/db/client';
import { pageViews } from '#server/platform/db/schema';
import { isolatedDatabase } from '#server/testing/test-app';
import { analyticsReport } from './analytics-report';
import { resolveRange, rowsOf } from './report-range';
import { trafficReport } from './traffic-report';
import { DURATION_BUCKET, percentileOfHistogram, rollUpDays, rollUpTraffic, TRAFFIC_REROLL_DAYS } from './traffic-rollup';

describe('percentileOfHistogram, as percentile_cont', () => {
  // "value:how-many" pairs, the percentile, and what percentile_cont gives over the values one by one.
  it.each<[string, number, number | null]>([
    ['', 0.5, null],
    ['7:1', 0.5, 7],
    ['10:1 30:1', 0.5, 20],
    ['30:0 10:2', 0.5, 10],
    ['20:1 10:3', 0.5, 10],
    ['10:2 20:2', 0.5, 15],
    ['1:1 2:1 3:1 4:1', 0.75, 3.25],
  ])('"%s" at %d is %d', (pairs, p, expected) => {
    const buckets = pairs
      .split(' ')
      .filter(Boolean)
      .map((pair) => ({ value: Number(pair.split(':')[0]), count: Number(pair.split(':')[1]) }));
    expect(percentileOfHistogram(buckets, p)).toBe(expected);
  });
});

describe('the traffic rollup', () => {
  let database: Database;
  let drop: () => Promise<void>;
  // Six whole days long ago, and the day after them as "today" for the job.
  const day = (d: number, hour = 12, minute = 0) => new Date(Date.UTC(2021, 4, d, hour, minute));
  const range = resolveRange({ from: '2021-05-01', to: '2021-05-07' });
  const durations = Array.from({ length: 60 }, (_, i) => (i * 997) % 5000);

  beforeAll(async () => {
    ({ database, drop } = await isolatedDatabase());
    const views: (typeof pageViews.$inferInsert)[] = durations.map((durationSeconds, i) => ({
      // Session s-0 comes back each day; the others stay within a day.
      sessionId: i % 10 === 0 ? 's-0' : `s-${i % 7}-${i % 3}`,
      pagePath: ['/library', '/edits', '/about'][i % 3]!,
      pageTitle: 'Page',
      durationSeconds: i % 11 === 0 ? null : durationSeconds,
      referrer: i % 4 === 0 ? `https://search-${i % 2}.example/q` : null,
      deviceType: i % 5 === 0 ? null : ['desktop', 'mobile'][i % 2],
      browser: ['Firefox', 'Safari', 'Chrome'][i % 3],
      country: i % 6 === 0 ? null : ['NZ', 'DE'][i % 2],
      // Days 1, 2, 3 and 5 (4 and 6 have nobody); one view a second before and after midnight.
      createdAt: i === 0 ? day(1, 23, 59) : i === 1 ? day(2, 0, 0) : day([1, 2, 3, 5][i % 4]!, i % 24, i % 60),
    }));
    views.push({ sessionId: 's-x', pagePath: '/library', pageTitle: 'Page', durationSeconds: 5, createdAt: day(7, 9) });
    await database.db.insert(pageViews).values(views);
  });
  afterAll(() => drop());

  it('gives the same figures from the rollup as from the page views', async () => {
    const fromViews = await trafficReport(database.db, range);
    const funnelFromViews = (await analyticsReport(database.db, range)).funnel;
    await rollUpDays(database.db, '2021-05-01', '2021-05-07'); // the 7th stays "today": read from page_views
    const fromRollup = await trafficReport(database.db, range);
    expect(fromRollup).toEqual(fromViews);
    expect((await analyticsReport(database.db, range)).funnel).toEqual(funnelFromViews);
    const [rolled] = await rowsOf<{ n: string }>(database.db, sql`select count(*) as n from traffic_days`);
    expect(Number(rolled?.n)).toBe(6);

    expect(fromRollup.totals.views).toBe(61);
    expect(fromRollup.daily.find((d) => d.day === '2021-05-04')).toEqual({ day: '2021-05-04', views: 0, visitors: 0 });
    // A session is counted on each day it came (s-0 on days 1, 2, 3 and 5, and once on the 7th).
    expect(fromRollup.totals.visitors).toBe(fromRollup.daily.reduce((sum, d) => sum + d.visitors, 0));
  });

  it('takes the median of durations in their buckets, as percentile_cont over the page views would', async () => {
    const rows = await rowsOf<{ path: string; median: unknown }>(
      database.db,
      sql`select page_path as path, percentile_cont(0.5) within group (order by ${DURATION_BUCKET}) as median
        from page_views where created_at >= ${range.start.toISOString()}::timestamptz
          and created_at < ${range.end.toISOString()}::timestamptz group by 1`,
    );
    const report = await trafficReport(database.db, range);
    expect(report.topPages).toHaveLength(3);
    for (const page of report.topPages) expect(page.medianSeconds).toBe(Number(rows.find((r) => r.path === page.path)?.median));
  });

  it('rolls up to yesterday, again the last days for late durations, and keeps 13 months', async () => {
    const now = day(9, 3);
    const first = await rollUpTraffic(database.db, now);
    // The 5th and 6th again (the last two rolled up), then the 7th and 8th.
    expect(first).toEqual({ from: '2021-05-05', until: '2021-05-09' });
    const rolledDays = async () =>
      (await rowsOf<{ day: string }>(database.db, sql`select day::text as day from traffic_days order by 1`)).map((r) => r.day);
    const viewsOn = async (d: string) => (await trafficReport(database.db, range)).daily.find((x) => x.day === d)?.views;
    // A beacon for the 7th arrives after the run, and a view is written into the 3rd (an import):
    // each drops its day's rollup, which is read from page_views until the next run rolls it up.
    await database.db.execute(sql`update page_views set duration_seconds = 600 where session_id = 's-x'`);
    const third = await viewsOn('2021-05-03');
    await database.db.insert(pageViews).values({ sessionId: 's-late', pagePath: '/about', pageTitle: 'Page', createdAt: day(3, 8) });
    expect(await rolledDays()).not.toContain('2021-05-03');
    expect(await rolledDays()).not.toContain('2021-05-07');
    expect(await viewsOn('2021-05-03')).toBe(third! + 1);
    const second = await rollUpTraffic(database.db, now);
    expect(await rolledDays()).toEqual(expect.arrayContaining(['2021-05-03', '2021-05-07']));
    expect(await viewsOn('2021-05-03')).toBe(third! + 1);
    expect(second.from).toBe(`2021-05-0${9 - TRAFFIC_REROLL_DAYS}`);
    const seventh = resolveRange({ from: '2021-05-07', to: '2021-05-07' });
    expect((await trafficReport(database.db, seventh)).topPages[0]?.medianSeconds).toBe(600);
    const [histogram] = await rowsOf<{ seconds: number }>(
      database.db,
      sql`select seconds from traffic_day_durations where day = '2021-05-07'`,
    );
    expect(Number(histogram?.seconds)).toBe(600);

    await rollUpTraffic(database.db, new Date(Date.UTC(2022, 5, 3, 3)));
    const [left] = await rowsOf<{ oldest: unknown }>(database.db, sql`select min(day)::text as oldest from traffic_days`);
    expect(String(left?.oldest) >= '2021-05-03').toBe(true);
    const [pages] = await rowsOf<{ n: string }>(database.db, sql`select count(*) as n from traffic_day_pages where day < '2021-05-03'`);
    expect(Number(pages?.n)).toBe(0);
  });
});
