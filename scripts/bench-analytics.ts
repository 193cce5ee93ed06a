// The analytics figure of `npm run bench` (issue 23): the traffic and analytics reports over
// 1,000,000 page views, seeded in one statement (generate_series), 90 days of visits across 40
// pages, 200,000 sessions, with devices, browsers, countries, referrers and durations, plus
// 50,000 web-vitals samples. Each report is read three times over 30 days and once over the whole
// 90, after the traffic rollup's first run (timed too); the target is under 500 ms each on
// PostgreSQL (decisions 114 and 140).
// Standalone: `npx tsx scripts/bench-analytics.ts [rows]` (TEST_DATABASE_URL for PostgreSQL).
import { sql } from 'drizzle-orm';
import type { AppDb } from '../src/server/platform/db/client';
import { analyticsReport } from '../src/server/features/analytics/analytics-report';
import { resolveRange } from '../src/server/features/analytics/report-range';
import { trafficReport } from '../src/server/features/analytics/traffic-report';
import { rollUpTraffic } from '../src/server/features/analytics/traffic-rollup';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds `rows` page views over the last 90 days (and a twentieth as many vitals samples). */
export async function seedPageViews(db: AppDb, rows: number): Promise<void> {
  await db.execute(sql`
    insert into page_views (session_id, page_path, page_title, referrer, duration_seconds, device_type, browser, os, country, created_at)
    select 'bench-' || (i % 200000), '/page-' || (i % 40), 'Page ' || (i % 40),
      case when i % 3 = 0 then 'https://search.example/' || (i % 7) else null end,
      case when i % 5 = 0 then null else (i * 7) % 600 end,
      (array['desktop', 'mobile', 'tablet'])[1 + i % 3], (array['Chrome', 'Safari', 'Firefox', 'Edge'])[1 + i % 4],
      (array['Windows', 'macOS', 'iOS', 'Android'])[1 + i % 4], (array['NZ', 'GB', 'US', 'DE', 'FR'])[1 + i % 5],
      now() - (i % 90) * interval '1 day' - (i % 86400) * interval '1 second'
    from generate_series(1, ${rows}) as i`);
  await db.execute(sql`
    insert into geographic_device_metrics (session_id, page_path, lcp_ms, inp_ms, cls, ttfb_ms, created_at)
    select 'bench-' || i, '/page-' || (i % 40), 800 + (i * 13) % 4000, 50 + (i * 7) % 600, ((i * 3) % 40) / 100.0,
      100 + (i * 11) % 2000, now() - (i % 90) * interval '1 day'
    from generate_series(1, ${Math.round(rows / 20)}) as i`);
  await db.execute(sql`analyze page_views`);
  await db.execute(sql`analyze geographic_device_metrics`);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Milliseconds of each report over 30 days (best of three) and over 90 days (once). */
export async function benchAnalytics(db: AppDb, rows = 1_000_000) {
  const seedMs = await timed(() => seedPageViews(db, rows));
  // The hourly job's first run: every whole day up to yesterday into the rollup (decision 140).
  const rollupMs = await timed(() => rollUpTraffic(db));
  const now = Date.now();
  const last = (days: number) => resolveRange({ from: new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10) });
  const results: { report: string; days: number; ms: number }[] = [];
  for (const [report, run] of [
    ['traffic', trafficReport],
    ['analytics', analyticsReport],
  ] as const) {
    const month: number[] = [];
    for (let i = 0; i < 3; i += 1) month.push(await timed(() => run(db, last(30))));
    results.push({ report, days: 30, ms: Math.min(...month) });
    results.push({ report, days: 90, ms: await timed(() => run(db, last(90))) });
  }
  return { rows, seedMs, rollupMs, results };
}

export function printAnalytics(bench: Awaited<ReturnType<typeof benchAnalytics>>, where: string) {
  console.log(
    `analytics reports over ${bench.rows.toLocaleString('en')} page views (${where}, seeded in ${(bench.seedMs / 1000).toFixed(0)} s, rolled up in ${(bench.rollupMs / 1000).toFixed(1)} s)`,
  );
  for (const r of bench.results)
    console.log(`  ${r.report.padEnd(10)} ${String(r.days).padStart(2)} days ${r.ms.toFixed(0).padStart(6)} ms  (target < 500 ms)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openDatabase } = await import('../src/server/platform/db/client');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const url = process.env.TEST_DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir: mkdtempSync(`${tmpdir()}/recalibrate-bench-analytics-`) });
  await database.migrate();
  const bench = await benchAnalytics(database.db, Number(process.argv[2] ?? 1_000_000));
  printAnalytics(bench, url ? 'PostgreSQL' : 'embedded PGlite');
  await database.close();
}
