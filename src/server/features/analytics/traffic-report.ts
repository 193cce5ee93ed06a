import { sql } from 'drizzle-orm';
import type { TrafficOverview } from '#shared/contracts/admin-analytics';
import type { AppDb } from '#server/platform/db/client';
import { dayText, num, numOrNull, type ResolvedRange, rowsOf } from './report-range';

const TOP = 20;

/** Every day of the range, oldest first, so a day nobody visited shows as 0, not as a gap. */
export function daysOf(range: ResolvedRange): string[] {
  const days: string[] = [];
  for (let at = range.start.getTime(); at < range.end.getTime(); at += 24 * 60 * 60 * 1000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

type TallyRow = { name: string | null; views: string | number };

/**
 * /admin/traffic (issue 23): views and visitors (tracking sessions) per day, top pages with the
 * median time on page, referrers by host, devices, browsers, countries, the 75th percentile of each
 * web vital per page, and the latest visits. All aggregates run in SQL over `page_views_created_idx`
 * and `geographic_device_metrics_created_idx` (measured on 1,000,000 rows: decision 114).
 */
export async function trafficReport(db: AppDb, range: ResolvedRange): Promise<TrafficOverview> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const inRange = sql`created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`;
  const tally = (column: ReturnType<typeof sql>, none: string) =>
    rowsOf<TallyRow>(
      db,
      sql`select coalesce(${column}, ${none}) as name, count(*) as views from page_views where ${inRange}
          group by 1 order by 2 desc, 1 limit ${TOP}`,
    ).then((rows) => rows.map((r) => ({ name: r.name ?? none, views: num(r.views) })));

  const [totals, daily, pages, referrers, devices, browsers, countries, vitals, recent] = await Promise.all([
    rowsOf<{ views: string; visitors: string }>(
      db,
      sql`select count(*) as views, count(distinct session_id) as visitors from page_views where ${inRange}`,
    ),
    rowsOf<{ day: unknown; views: string; visitors: string }>(
      db,
      sql`select (created_at at time zone 'UTC')::date as day, count(*) as views, count(distinct session_id) as visitors
          from page_views where ${inRange} group by 1`,
    ),
    rowsOf<{ path: string; views: string; visitors: string; median: unknown }>(
      db,
      sql`select page_path as path, count(*) as views, count(distinct session_id) as visitors,
            percentile_cont(0.5) within group (order by duration_seconds) as median
          from page_views where ${inRange} group by 1 order by 2 desc, 1 limit ${TOP}`,
    ),
    tally(sql`substring(referrer from '^[a-z]+://([^/:?#]+)')`, 'Direct'),
    tally(sql`device_type`, 'Unknown'),
    tally(sql`browser`, 'Unknown'),
    tally(sql`country`, 'Unknown'),
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

  const byDay = new Map(daily.map((r) => [dayText(r.day), r]));
  return {
    from: range.from,
    to: range.to,
    totals: { views: num(totals[0]?.views), visitors: num(totals[0]?.visitors) },
    daily: daysOf(range).map((day) => ({ day, views: num(byDay.get(day)?.views), visitors: num(byDay.get(day)?.visitors) })),
    topPages: pages.map((r) => ({ path: r.path, views: num(r.views), visitors: num(r.visitors), medianSeconds: numOrNull(r.median) })),
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
