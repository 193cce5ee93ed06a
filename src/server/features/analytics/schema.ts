import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DuplicateFlag } from '#shared/analytics/member-metrics';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Spec 3 user_comprehensive_metrics with the comprehensive user data summary, one row a member,
 * computed by the member-metrics job (nightly, and on demand for one member).
 */
export const userComprehensiveMetrics = pgTable('user_comprehensive_metrics', {
  userId: text('user_id').primaryKey(),
  communityEngagementScore: integer('community_engagement_score').notNull(),
  contentCompletionRate: real('content_completion_rate').notNull(),
  avgSessionLengthMinutes: real('avg_session_length_minutes').notNull(),
  totalModulesCompleted: integer('total_modules_completed').notNull(),
  soulprintCompletion: integer('soulprint_completion').notNull(),
  totalJournalEntries: integer('total_journal_entries').notNull(),
  latestQuizDate: at('latest_quiz_date'),
  lastActiveDate: at('last_active_date'),
  computedAt: at('computed_at').notNull().defaultNow(),
});

/** Spec 3 data_quality_metrics, one row a member (same job). */
export const dataQualityMetrics = pgTable('data_quality_metrics', {
  userId: text('user_id').primaryKey(),
  profileCompletionPercentage: integer('profile_completion_percentage').notNull(),
  assessmentsStarted: integer('assessments_started').notNull(),
  assessmentsCompleted: integer('assessments_completed').notNull(),
  dataExportRequests: integer('data_export_requests').notNull(),
  accountVerificationStatus: text('account_verification_status').notNull(),
  duplicateAccountFlags: jsonb('duplicate_account_flags').notNull().$type<DuplicateFlag[]>().default([]),
  dataHealthScore: integer('data_health_score').notNull(),
  lastProfileUpdate: at('last_profile_update'),
  computedAt: at('computed_at').notNull().defaultNow(),
});

export const BI_METRIC_TYPES = ['clv_indicator', 'churn_risk', 'conversion_event', 'referral'] as const;

/** Spec 3 business_intelligence_metrics: an event log (conversions once each; churn and value when they change). */
export const businessIntelligenceMetrics = pgTable(
  'business_intelligence_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    metricType: text('metric_type').notNull().$type<(typeof BI_METRIC_TYPES)[number]>(),
    metricValue: real('metric_value').notNull(),
    subscriptionTier: text('subscription_tier'),
    campaignId: text('campaign_id'),
    referralSource: text('referral_source'),
    eventData: jsonb('event_data').notNull().$type<Record<string, unknown>>().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('business_intelligence_metrics_user_type_idx').on(t.userId, t.metricType, t.createdAt),
    index('business_intelligence_metrics_type_created_idx').on(t.metricType, t.createdAt),
  ],
);
