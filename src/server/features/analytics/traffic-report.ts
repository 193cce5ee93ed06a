import { type SQL, sql } from 'drizzle-orm';
import type { TrafficOverview } from '#shared/contracts/admin-analytics';
import type { AppDb } from '#server/platform/db/client';
import { dayText, num, numOrNull, type ResolvedRange, rowsOf } from './report-range';
import type { TRAFFIC_DIMENSIONS } from './schema';
import { DURATION_BUCKET, percentileOfHistogram, TALLY_EXPRESSIONS, VIEW_DAY } from './traffic-rollup';
import { addDaysToKey } from '#shared/dates';

const TOP = 20;

/** Every day of the range, oldest first, so a day nobody visited shows as 0, not as a gap. */
export function daysOf(range: ResolvedRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDaysToKey(day, 1)) days.push(day);
  return days;
}

type TallyRow = { name: string; views: string | number };

/**
 * The report's days split in two: the rolled-up ones come from `traffic_days`, the others (today,
 * days the job has not reached) as a condition on `page_views` (null when every day is rolled up).
 */
export async function trafficDays(db: AppDb, range: ResolvedRange) {
  const rolled = await rowsOf<{ day: unknown; views: number; visitors: number }>(
    db,
    sql`select day, views, visitors from traffic_days where day >= ${range.from}::date and day <= ${range.to}::date`,
  );
  const byDay = new Map<string, { views: number; visitors: number }>(
    rolled.map((r) => [dayText(r.day), { views: num(r.views), visitors: num(r.visitors) }]),
  );
  const spans: { from: string; until: string }[] = [];
  for (const day of daysOf(range)) {
    if (byDay.has(day)) continue;
    const until = `${addDaysToKey(day, 1)}T00:00:00.000Z`;
    const last = spans[spans.length - 1];
    if (last && last.until === `${day}T00:00:00.000Z`) last.until = until;
    else spans.push({ from: `${day}T00:00:00.000Z`, until });
  }
  const raw = spans.length
    ? sql`(${sql.join(
        spans.map((s) => sql`(created_at >= ${s.from}::timestamptz and created_at < ${s.until}::timestamptz)`),
        sql` or `,
      )})`
    : null;
  if (raw) {
    const daily = await rowsOf<{ day: unknown; views: string; visitors: string }>(
      db,
      sql`select ${VIEW_DAY} as day, count(*) as views, count(distinct session_id) as visitors from page_views where ${raw} group by 1`,
    );
    for (const r of daily) byDay.set(dayText(r.day), { views: num(r.views), visitors: num(r.visitors) });
  }
  const rolledUp = sql`day >= ${range.from}::date and day <= ${range.to}::date`;
  /** `rollup` for the rolled-up days, plus `fromViews` over the other days. */
  const both = (rollup: SQL, fromViews: (where: SQL) => SQL) => (raw ? sql`${rollup} union all ${fromViews(raw)}` : rollup);
  return { byDay, rolledUp, both };
}

/**
 * /admin/traffic (issue 23): views and visitors (tracking sessions, counted per day) per day, top
 * pages with the median time on page, referrers by host, devices, browsers, countries, the 75th
 * percentile of each web vital per page, and the latest visits. Whole days come from the rollup
 * (decision 140), the rest from `page_views`, with the same expressions.
 */
export async function trafficReport(db: AppDb, range: ResolvedRange): Promise<TrafficOverview> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const inRange = sql`created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`;
  const { byDay, rolledUp, both } = await trafficDays(db, range);
  const tally = (dimension: (typeof TRAFFIC_DIMENSIONS)[number]) => {
    const { value, none } = TALLY_EXPRESSIONS[dimension];
    return rowsOf<TallyRow>(
      db,
      sql`select label as name, sum(views) as views from (${both(
        sql`select label, views from traffic_day_tallies where dimension = ${dimension} and ${rolledUp}`,
        (raw) => sql`select coalesce(${value}, ${none}), count(*) from page_views where ${raw} group by 1`,
      )}) t group by 1 order by 2 desc, 1 limit ${TOP}`,
    ).then((rows) => rows.map((r) => ({ name: r.name, views: num(r.views) })));
  };

  const [pages, referrers, devices, browsers, countries, vitals, recent] = await Promise.all([
    rowsOf<{ path: string; views: string; visitors: string }>(
      db,
      sql`select path, sum(views) as views, sum(visitors) as visitors from (${both(
        sql`select path, views, visitors from traffic_day_pages where ${rolledUp}`,
        (raw) => sql`select page_path, count(*), count(distinct session_id) from page_views where ${raw} group by ${VIEW_DAY}, page_path`,
      )}) t group by 1 order by 2 desc, 1 limit ${TOP}`,
    ),
    tally('referrer'),
    tally('device'),
    tally('browser'),
    tally('country'),
    rowsOf<{ path: string; samples: string; lcp: unknown; inp: unknown; cls: unknown; ttfb: unknown }>(
      db,
      sql`select page_path as path, count(*) as samples,
            percentile_disc(0.75) within group (order by lcp_ms) as lcp,
            percentile_disc(0.75) within group (order by inp_ms) as inp,
            percentile_disc(0.75) within group (order by cls) as cls,
            percentile_disc(0.75) within group (order by ttfb_ms) as ttfb
          from geographic_device_metrics where ${inRange} group by 1 order by 2 desc, 1 limit ${TOP}`,
    ),
    rowsOf<{
      path: string;
      title: string;
      duration: number | null;
      device: string | null;
      browser: string | null;
      country: string | null;
      at: unknown;
    }>(
      db,
      sql`select page_path as path, page_title as title, duration_seconds as duration, device_type as device, browser, country,
            created_at as at
          from page_views where ${inRange} order by created_at desc limit ${TOP}`,
    ),
  ]);

  const paths = pages.map((p) => p.path);
  const histogram = paths.length
    ? await rowsOf<{ path: string; seconds: number; views: string }>(
        db,
        sql`select path, seconds, sum(views) as views from (${both(
          sql`select path, seconds, views from traffic_day_durations where ${rolledUp} and path in (${sql.join(
            paths.map((p) => sql`${p}`),
            sql`, `,
          )})`,
          (raw) => sql`select page_path, ${DURATION_BUCKET}, count(*) from page_views where ${raw} and duration_seconds is not null
            and page_path in (${sql.join(
              paths.map((p) => sql`${p}`),
              sql`, `,
            )}) group by 1, 2`,
        )}) t group by 1, 2`,
      )
    : [];
  const medianOf = (path: string) =>
    percentileOfHistogram(
      histogram.filter((h) => h.path === path).map((h) => ({ value: Number(h.seconds), count: num(h.views) })),
      0.5,
    );
  const daily = daysOf(range).map((day) => ({ day, views: byDay.get(day)?.views ?? 0, visitors: byDay.get(day)?.visitors ?? 0 }));
  return {
    from: range.from,
    to: range.to,
    totals: {
      views: daily.reduce((sum, d) => sum + d.views, 0),
      visitors: daily.reduce((sum, d) => sum + d.visitors, 0),
    },
    daily,
    topPages: pages.map((r) => ({ path: r.path, views: num(r.views), visitors: num(r.visitors), medianSeconds: medianOf(r.path) })),
    referrers,
    devices,
    browsers,
    countries,
    vitals: vitals.map((r) => ({
      path: r.path,
      samples: num(r.samples),
      lcp: numOrNull(r.lcp),
      inp: numOrNull(r.inp),
      cls: numOrNull(r.cls),
      ttfb: numOrNull(r.ttfb),
    })),
    recentVisits: recent.map((r) => ({
      path: r.path,
      title: r.title,
      durationSeconds: r.duration == null ? null : Number(r.duration),
      device: r.device,
      browser: r.browser,
      country: r.country,
      at: new Date(r.at as string).toISOString(),
    })),
  };
}
