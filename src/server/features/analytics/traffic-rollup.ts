import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '#server/platform/db/client';
import type { JobQueue } from '#server/platform/jobs/queue';
import { defineCronSweep } from '#server/platform/jobs/queue';
import { TRAFFIC_DIMENSIONS } from './schema';
import { rowsOf } from './report-range';
import { addDaysToKey, utcDayKey } from '#shared/dates';

/**
 * The traffic rollup (decision 140): the job sums whole UTC days of `page_views` into the
 * `traffic_day*` tables; the traffic report reads those for rolled-up days and `page_views` for
 * the rest (today, and any day the job has not reached), with the same expressions, so both give
 * the same figures.
 */
export const TRAFFIC_ROLLUP_QUEUE = 'analytics-traffic-rollup';
/** Hourly: yesterday is rolled up within the hour after midnight UTC. */
export const TRAFFIC_ROLLUP_CRON = '7 * * * *';
/**
 * Whole days rolled up again on every run, so a duration that came in after its day was rolled
 * up (a tab left open over midnight sends its beacon later) is counted.
 */
export const TRAFFIC_REROLL_DAYS = 2;
/** Rollups are kept as long as the page views they sum (13 months, privacy registry). */
export const TRAFFIC_ROLLUP_MONTHS = 13;

const ROLLUP_TABLES = ['traffic_days', 'traffic_day_pages', 'traffic_day_durations', 'traffic_day_tallies'];

/** The UTC day of a page view. */
export const VIEW_DAY = sql`(created_at at time zone 'UTC')::date`;

/**
 * Time on page as kept for the median: exact seconds under 10, then to 5 s under a minute, 30 s
 * under ten minutes, 5 minutes under an hour, and whole hours (decision 140). The report's raw
 * side uses the same buckets, so a day's median is the same before and after its rollup.
 */
export const DURATION_BUCKET = sql`case
  when duration_seconds < 10 then duration_seconds
  when duration_seconds < 60 then duration_seconds - duration_seconds % 5
  when duration_seconds < 600 then duration_seconds - duration_seconds % 30
  when duration_seconds < 3600 then duration_seconds - duration_seconds % 300
  else duration_seconds - duration_seconds % 3600 end`;

/** What each tally groups `page_views` by, and the label of a view without it. */
export const TALLY_EXPRESSIONS: Record<(typeof TRAFFIC_DIMENSIONS)[number], { value: SQL; none: string }> = {
  referrer: { value: sql`substring(referrer from '^[a-z]+://([^/:?#]+)')`, none: 'Direct' },
  device: { value: sql`device_type`, none: 'Unknown' },
  browser: { value: sql`browser`, none: 'Unknown' },
  country: { value: sql`country`, none: 'Unknown' },
};

/**
 * `percentile_cont(p)` over a histogram (value, how many), as PostgreSQL computes it over the
 * values one by one: the value at rank p·(n−1), interpolated between its two neighbours.
 */
export function percentileOfHistogram(buckets: { value: number; count: number }[], p: number): number | null {
  const sorted = buckets.filter((b) => b.count > 0).sort((a, b) => a.value - b.value);
  const n = sorted.reduce((sum, b) => sum + b.count, 0);
  if (n === 0) return null;
  const rank = p * (n - 1);
  const valueAt = (index: number) => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.count;
      if (index < seen) return b.value;
    }
    return sorted[sorted.length - 1]!.value;
  };
  const low = valueAt(Math.floor(rank));
  const high = valueAt(Math.ceil(rank));
  return low + (rank - Math.floor(rank)) * (high - low);
}

/** Sums the views of the whole days [from, until) into the rollup, replacing what was there. */
export async function rollUpDays(db: AppDb, from: string, until: string): Promise<void> {
  if (from >= until) return;
  const start = sql`${`${from}T00:00:00.000Z`}::timestamptz`;
  const end = sql`${`${until}T00:00:00.000Z`}::timestamptz`;
  const views = sql`page_views where created_at >= ${start} and created_at < ${end}`;
  const days = sql`day >= ${from}::date and day < ${until}::date`;
  await db.transaction(async (tx) => {
    for (const table of ROLLUP_TABLES) await tx.execute(sql`delete from ${sql.identifier(table)} where ${days}`);
    await tx.execute(sql`insert into traffic_days (day, views, visitors)
      select ${VIEW_DAY}, count(*), count(distinct session_id) from ${views} group by 1`);
    // A day nobody came is rolled up too, as zeros.
    await tx.execute(sql`insert into traffic_days (day, views, visitors)
      select d::date, 0, 0 from generate_series(${from}::date, ${until}::date - 1, interval '1 day') as d
      on conflict (day) do nothing`);
    await tx.execute(sql`insert into traffic_day_pages (day, path, views, visitors)
      select ${VIEW_DAY}, page_path, count(*), count(distinct session_id) from ${views} group by 1, 2`);
    await tx.execute(sql`insert into traffic_day_durations (day, path, seconds, views)
      select ${VIEW_DAY}, page_path, ${DURATION_BUCKET}, count(*) from ${views} and duration_seconds is not null
      group by 1, 2, 3`);
    for (const dimension of TRAFFIC_DIMENSIONS) {
      const { value, none } = TALLY_EXPRESSIONS[dimension];
      await tx.execute(sql`insert into traffic_day_tallies (dimension, day, label, views)
        select ${dimension}, ${VIEW_DAY}, coalesce(${value}, ${none}), count(*) from ${views} group by 2, 3`);
    }
  });
}

/**
 * One run of the job: rolls up every whole day after the latest rolled-up one (from the first page
 * view on the first run) up to yesterday, again the last `TRAFFIC_REROLL_DAYS` already rolled up,
 * and any earlier day whose rollup a change to its page views dropped (migration
 * `traffic_rollup_forget`); then drops rollups older than the page views they summed. Answers the
 * span it rolled up last.
 */
export async function rollUpTraffic(db: AppDb, now = new Date()): Promise<{ from: string; until: string }> {
  const today = utcDayKey(now);
  const [state] = await rowsOf<{ latest: unknown; first: unknown }>(
    db,
    sql`select (select max(day)::text from traffic_days) as latest,
      (select min(created_at) from page_views) as first`,
  );
  const latest = state?.latest == null ? null : String(state.latest);
  const first = state?.first == null ? null : utcDayKey(new Date(state.first as string));
  let from = latest ? addDaysToKey(latest, 1 - TRAFFIC_REROLL_DAYS) : (first ?? addDaysToKey(today, -1));
  if (from > addDaysToKey(today, -TRAFFIC_REROLL_DAYS)) from = addDaysToKey(today, -TRAFFIC_REROLL_DAYS);
  const dropped = await rowsOf<{ day: string }>(
    db,
    sql`select d::date::text as day from generate_series((select min(day) from traffic_days), ${from}::date - 1, interval '1 day') as d
      where not exists (select 1 from traffic_days t where t.day = d::date)`,
  );
  for (const { day } of dropped) await rollUpDays(db, day, addDaysToKey(day, 1));
  await rollUpDays(db, from, today);
  const oldest = sql`(${today}::date - interval '${sql.raw(String(TRAFFIC_ROLLUP_MONTHS))} months')::date`;
  for (const table of ROLLUP_TABLES) await db.execute(sql`delete from ${sql.identifier(table)} where day < ${oldest}`);
  return { from, until: today };
}

/** Declares the hourly rollup job (decision 140); answers the run, for tests and the bench. */
export function defineTrafficRollupJob(queue: JobQueue, db: AppDb) {
  return defineCronSweep(queue, TRAFFIC_ROLLUP_QUEUE, TRAFFIC_ROLLUP_CRON, () => rollUpTraffic(db));
}
