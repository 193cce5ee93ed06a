import { sql } from 'drizzle-orm';
import type { AnalyticsOverview } from '#shared/contracts/admin-analytics';
import type { AppDb } from '#server/platform/db/client';
import { dayText, num, type ResolvedRange, rowsOf } from './report-range';
import { daysOf, trafficDays } from './traffic-report';

/** The funnel's steps, in order (issue 23). */
export const FUNNEL_STEPS = ['Visited', 'Signed up', 'Took the audit', 'Started an Edit', 'Came back after 7 days'] as const;
/** Weeks after the sign-up week that weekly cohort retention follows. */
export const RETENTION_WEEKS = 4;
/** Churn risk bands (spec 9 scores; only scores above 30 are recorded). */
export const CHURN_BANDS = [
  { band: 'Some risk (31–50)', min: 31, max: 50 },
  { band: 'High risk (51–75)', min: 51, max: 75 },
  { band: 'Very high risk (76–100)', min: 76, max: 100 },
] as const;

const AUDIT = 'operating_system_audit';

/**
 * /admin/analytics (issue 23). The funnel and the cohorts follow the accounts created in the range;
 * the other tables count what happened in the range. Aggregates in SQL, each on an index on its
 * time column (decision 114 says which and how fast).
 */
export async function analyticsReport(db: AppDb, range: ResolvedRange): Promise<AnalyticsOverview> {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const during = (column: ReturnType<typeof sql>) => sql`${column} >= ${start} and ${column} < ${end}`;
  const cameBackAfter = (days: number, until: number | null) => sql`(
    exists (select 1 from page_views p where p.user_id = u.id and p.created_at >= u.start + interval '${sql.raw(String(days))} days'
      ${until === null ? sql`` : sql`and p.created_at < u.start + interval '${sql.raw(String(until))} days'`}))`;

  const [traffic, funnel, cohorts, results, checkins, started, completed, conversions, churn] = await Promise.all([
    trafficDays(db, range),
    rowsOf<Record<string, string>>(
      db,
      sql`with u as (select id, created_at as start from users where ${during(sql`created_at`)})
        select (select count(*) from u) as signed_up,
          (select count(*) from u where exists (select 1 from quiz_results q where q.user_id = u.id and q.quiz_type = ${AUDIT})) as audit,
          (select count(*) from u where exists (select 1 from edit_enrolments e where e.user_id = u.id)) as edit,
          (select count(*) from u where ${cameBackAfter(7, null)}) as returned`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`with u as (select id, date_trunc('week', created_at at time zone 'UTC') at time zone 'UTC' as start
            from users where ${during(sql`created_at`)})
        select (u.start at time zone 'UTC')::date as week, count(*) as signups,
          ${sql.join(
            Array.from(
              { length: RETENTION_WEEKS },
              (_, i) => sql`count(*) filter (where ${cameBackAfter(7 * (i + 1), 7 * (i + 2))}) as w${sql.raw(String(i + 1))}`,
            ),
            sql`, `,
          )}
        from u group by 1 order by 1`,
    ),
    rowsOf<{ quiz_type: string; result_type: string; n: string }>(
      db,
      sql`select quiz_type, coalesce(result_type, 'No result') as result_type, count(*) as n from quiz_results
        where ${during(sql`created_at`)} group by 1, 2 order by 1, 3 desc`,
    ),
    rowsOf<{ day: unknown; n: string }>(
      db,
      sql`select (created_at at time zone 'UTC')::date as day, count(*) as n from soulprint_entries
        where category = 'wellness' and entry_type = 'burnout_check' and ${during(sql`created_at`)} group by 1`,
    ),
    rowsOf<{ edit: string; n: string }>(
      db,
      sql`select edit_slug as edit, count(*) as n from edit_enrolments where ${during(sql`started_at`)} group by 1`,
    ),
    rowsOf<{ edit: string; n: string }>(
      db,
      sql`select edit_slug as edit, count(*) as n from module_completions where ${during(sql`completed_at`)} group by 1`,
    ),
    rowsOf<{ event: string; n: string }>(
      db,
      sql`select event_data->>'event' as event, count(*) as n from business_intelligence_metrics
        where metric_type = 'conversion_event' and ${during(sql`created_at`)} group by 1 order by 2 desc`,
    ),
    rowsOf<Record<string, string>>(
      db,
      sql`select ${sql.join(
        CHURN_BANDS.map((b, i) => sql`count(*) filter (where value between ${b.min} and ${b.max}) as b${sql.raw(String(i))}`),
        sql`, `,
      )}
        from (select distinct on (user_id) metric_value as value from business_intelligence_metrics
          where metric_type = 'churn_risk' and ${during(sql`created_at`)} order by user_id, created_at desc) latest`,
    ),
  ]);

  const f = funnel[0] ?? {};
  // Visitors as the traffic page counts them: tracking sessions per day (decision 140).
  const visited = [...traffic.byDay.values()].reduce((sum, d) => sum + d.visitors, 0);
  const perDay = new Map(checkins.map((r) => [dayText(r.day), num(r.n)]));
  const modules = new Map(completed.map((r) => [r.edit, num(r.n)]));
  const edits = [...new Set([...started.map((r) => r.edit), ...modules.keys()])].sort();
  return {
    from: range.from,
    to: range.to,
    funnel: [visited, f.signed_up, f.audit, f.edit, f.returned].map((n, i) => ({ step: FUNNEL_STEPS[i], people: num(n) })),
    cohorts: cohorts.map((r) => ({
      week: dayText(r.week),
      signups: num(r.signups),
      retained: Array.from({ length: RETENTION_WEEKS }, (_, i) => num(r[`w${i + 1}`])),
    })),
    assessmentResults: results.map((r) => ({ quizType: r.quiz_type, resultType: r.result_type, count: num(r.n) })),
    checkinsPerDay: daysOf(range).map((day) => ({ day, count: perDay.get(day) ?? 0 })),
    contentCompletion: edits.map((edit) => ({
      edit,
      started: num(started.find((r) => r.edit === edit)?.n),
      modulesCompleted: modules.get(edit) ?? 0,
    })),
    conversions: conversions.map((r) => ({ event: r.event ?? 'unknown', count: num(r.n) })),
    churnRisk: CHURN_BANDS.map(({ band }, i) => ({ band, members: num(churn[0]?.[`b${i}`]) })),
  };
}
