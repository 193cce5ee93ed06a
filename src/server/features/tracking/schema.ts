import { index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalUserId, uuidPrimaryKey } from '#server/platform/db/columns';

/** Where a visit came from, by the local IP table (enrich.ts); the city only with a city database. */
const place = () => ({ country: text('country'), region: text('region'), city: text('city') });

/**
 * Spec 3 page_views, recorded only with analytics consent (issue 23). Server-side enrichment adds
 * the device, browser and OS (user agent and client hints), the country from a local IP table, and
 * the IP truncated (/24, /48), never whole. City stays empty unless a city database is configured.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuidPrimaryKey(),
    userId: optionalUserId(),
    sessionId: text('session_id').notNull(),
    pagePath: text('page_path').notNull(),
    pageTitle: text('page_title').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    durationSeconds: integer('duration_seconds'),
    ipTruncated: text('ip_truncated'),
    deviceType: text('device_type'),
    browser: text('browser'),
    os: text('os'),
    ...place(),
    createdAt: createdAt(),
  },
  (t) => [
    index('page_views_user_created_idx').on(t.userId, t.createdAt),
    index('page_views_session_idx').on(t.sessionId),
    // The traffic page reads by time, then by page (top pages, time on page).
    index('page_views_created_idx').on(t.createdAt),
    index('page_views_path_created_idx').on(t.pagePath, t.createdAt),
  ],
);

/**
 * Spec 3 geographic_device_metrics: one real-user performance sample (web-vitals) per page of a
 * sampled, consenting session, with the client errors seen there and the spec's performance score.
 */
export const geographicDeviceMetrics = pgTable(
  'geographic_device_metrics',
  {
    id: uuidPrimaryKey(),
    userId: optionalUserId(),
    /** The tracking session and the page whose load this sample measured. */
    sessionId: text('session_id').notNull(),
    pagePath: text('page_path').notNull(),
    errorCount: integer('error_count').notNull().default(0),
    lcpMs: real('lcp_ms'),
    inpMs: real('inp_ms'),
    cls: real('cls'),
    ttfbMs: real('ttfb_ms'),
    avgPageLoadTimeMs: real('avg_page_load_time_ms'),
    /** Spec 9: from the load time (performance-score.ts). */
    performanceScore: integer('performance_score'),
    // The device, from the user agent and client hints, and the screen the page reported.
    deviceType: text('device_type'),
    screenResolution: text('screen_resolution'),
    browser: text('browser'),
    os: text('os'),
    errorsEncountered: jsonb('errors_encountered').notNull().$type<{ message: string; at: string; attempt: number }[]>().default([]),
    ...place(),
    timezone: text('timezone'),
    createdAt: createdAt(),
  },
  (t) => [
    index('geographic_device_metrics_user_created_idx').on(t.userId, t.createdAt),
    index('geographic_device_metrics_path_created_idx').on(t.pagePath, t.createdAt),
    index('geographic_device_metrics_created_idx').on(t.createdAt),
  ],
);
