import { index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
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
