import { z } from 'zod';

// The analytics, traffic and cache back office (issue 23). Every figure is an aggregate computed in
// SQL over the chosen date range; no row names a person.

const Day = z.iso.date();

/** The date range of a report: whole UTC days, both ends included, at most a year and a day. */
export const ReportRange = z
  .object({ from: Day.optional(), to: Day.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'The start must be on or before the end', path: ['from'] });
export type ReportRange = z.infer<typeof ReportRange>;

export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;

const Count = z.number().int().nonnegative();
/** A name (page, referrer, device…) with how many views it had. */
const Tally = z.object({ name: z.string(), views: Count });

export const FunnelStep = z.object({ step: z.string(), people: Count });

export const AnalyticsOverview = z.object({
  from: Day,
  to: Day,
  funnel: z.array(FunnelStep),
  cohorts: z.array(z.object({ week: Day, signups: Count, retained: z.array(Count) })),
  assessmentResults: z.array(z.object({ quizType: z.string(), resultType: z.string(), count: Count })),
  checkinsPerDay: z.array(z.object({ day: Day, count: Count })),
  contentCompletion: z.array(z.object({ edit: z.string(), started: Count, modulesCompleted: Count })),
  conversions: z.array(z.object({ event: z.string(), count: Count })),
  churnRisk: z.array(z.object({ band: z.string(), members: Count })),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverview>;

const Millis = z.number().nullable();

export const TrafficOverview = z.object({
  from: Day,
  to: Day,
  totals: z.object({ views: Count, visitors: Count }),
  daily: z.array(z.object({ day: Day, views: Count, visitors: Count })),
  topPages: z.array(z.object({ path: z.string(), views: Count, visitors: Count, medianSeconds: z.number().nullable() })),
  referrers: z.array(Tally),
  devices: z.array(Tally),
  browsers: z.array(Tally),
  countries: z.array(Tally),
  vitals: z.array(z.object({ path: z.string(), samples: Count, lcp: Millis, inp: Millis, cls: Millis, ttfb: Millis })),
  recentVisits: z.array(
    z.object({
      path: z.string(),
      title: z.string(),
      durationSeconds: z.number().int().nullable(),
      device: z.string().nullable(),
      browser: z.string().nullable(),
      country: z.string().nullable(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type TrafficOverview = z.infer<typeof TrafficOverview>;

export const CacheStatsRow = z.object({
  name: z.string(),
  size: Count,
  oldestAgeSeconds: z.number().int().nullable(),
  hits: Count,
  misses: Count,
  ttlSeconds: z.number().int().nullable(),
});
export const CacheDebugResponse = z.object({ caches: z.array(CacheStatsRow) });
export type CacheDebugResponse = z.infer<typeof CacheDebugResponse>;
export const CacheCleared = z.object({ cleared: z.array(z.string()) });
