import { date, index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, userId, userIdPrimaryKey, uuidPrimaryKey } from '#server/platform/db/columns';
import type { DuplicateFlag } from '#shared/analytics/member-metrics';

/**
 * Spec 3 user_comprehensive_metrics with the comprehensive user data summary, one row a member,
 * computed by the member-metrics job (nightly, and on demand for one member).
 */
export const userComprehensiveMetrics = pgTable('user_comprehensive_metrics', {
  userId: userIdPrimaryKey(),
  communityEngagementScore: integer('community_engagement_score').notNull(),
  contentCompletionRate: real('content_completion_rate').notNull(),
  avgSessionLengthMinutes: real('avg_session_length_minutes').notNull(),
  totalModulesCompleted: integer('total_modules_completed').notNull(),
  soulprintCompletion: integer('soulprint_completion').notNull(),
  totalJournalEntries: integer('total_journal_entries').notNull(),
  latestQuizDate: timestamptz('latest_quiz_date'),
  lastActiveDate: timestamptz('last_active_date'),
  computedAt: timestamptz('computed_at').notNull().defaultNow(),
});

/** Spec 3 data_quality_metrics, one row a member (same job). */
export const dataQualityMetrics = pgTable('data_quality_metrics', {
  userId: userIdPrimaryKey(),
  profileCompletionPercentage: integer('profile_completion_percentage').notNull(),
  assessmentsStarted: integer('assessments_started').notNull(),
  assessmentsCompleted: integer('assessments_completed').notNull(),
  dataExportRequests: integer('data_export_requests').notNull(),
  accountVerificationStatus: text('account_verification_status').notNull(),
  duplicateAccountFlags: jsonb('duplicate_account_flags').notNull().$type<DuplicateFlag[]>().default([]),
  dataHealthScore: integer('data_health_score').notNull(),
  lastProfileUpdate: timestamptz('last_profile_update'),
  computedAt: timestamptz('computed_at').notNull().defaultNow(),
});

export const BI_METRIC_TYPES = ['clv_indicator', 'churn_risk', 'conversion_event', 'referral'] as const;

/** Spec 3 business_intelligence_metrics: an event log (conversions once each; churn and value when they change). */
export const businessIntelligenceMetrics = pgTable(
  'business_intelligence_metrics',
  {
    id: uuidPrimaryKey(),
    userId: userId(),
    metricType: text('metric_type').notNull().$type<(typeof BI_METRIC_TYPES)[number]>(),
    metricValue: real('metric_value').notNull(),
    subscriptionTier: text('subscription_tier'),
    campaignId: text('campaign_id'),
    referralSource: text('referral_source'),
    eventData: jsonb('event_data').notNull().$type<Record<string, unknown>>().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_intelligence_metrics_user_type_idx').on(t.userId, t.metricType, t.createdAt),
    index('business_intelligence_metrics_type_created_idx').on(t.metricType, t.createdAt),
  ],
);

/**
 * The traffic rollup (decision 140): whole UTC days of `page_views` summed by the rollup job, so
 * the traffic page reads a few thousand rows, not every view. A row here marks its day as rolled
 * up (a day nobody came has a row of zeros); days without one are read from `page_views`.
 */
export const trafficDays = pgTable('traffic_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  views: integer('views').notNull(),
  /** Tracking sessions with a view that day (a session over midnight counts on both days). */
  visitors: integer('visitors').notNull(),
  rolledAt: timestamptz('rolled_at').notNull().defaultNow(),
});

/** Views and visitors per day and page. */
export const trafficDayPages = pgTable(
  'traffic_day_pages',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Time on page per day and page, as a histogram of `durationBucket` seconds (for the median). */
export const trafficDayDurations = pgTable(
  'traffic_day_durations',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    seconds: integer('seconds').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.seconds] })],
);

export const TRAFFIC_DIMENSIONS = ['referrer', 'device', 'browser', 'country'] as const;

/** Views per day by referrer host, device, browser and country ("Direct" and "Unknown" when none). */
export const trafficDayTallies = pgTable(
  'traffic_day_tallies',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull().$type<(typeof TRAFFIC_DIMENSIONS)[number]>(),
    label: text('label').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.label] })],
);
