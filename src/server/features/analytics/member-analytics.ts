import { desc, eq } from 'drizzle-orm';
import type { MemberAnalytics } from '#shared/contracts/member-analytics';
import type { AppDb } from '#server/platform/db/client';
import { businessIntelligenceMetrics, dataQualityMetrics, userComprehensiveMetrics } from './schema';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One member's stored metrics as staff read them (nothing is computed here: the job does that). */
export async function readMemberAnalytics(db: AppDb, userId: string): Promise<MemberAnalytics> {
  const [[metrics], [quality], events] = await Promise.all([
    db.select().from(userComprehensiveMetrics).where(eq(userComprehensiveMetrics.userId, userId)).limit(1),
    db.select().from(dataQualityMetrics).where(eq(dataQualityMetrics.userId, userId)).limit(1),
    db
      .select()
      .from(businessIntelligenceMetrics)
      .where(eq(businessIntelligenceMetrics.userId, userId))
      .orderBy(desc(businessIntelligenceMetrics.createdAt))
      .limit(50),
  ]);
  return {
    computed_at: iso(metrics?.computedAt ?? null),
    data_summary: {
      total_modules_completed: metrics?.totalModulesCompleted ?? 0,
      soulprint_completion: metrics?.soulprintCompletion ?? 0,
      latest_quiz_date: iso(metrics?.latestQuizDate ?? null),
      last_active_date: iso(metrics?.lastActiveDate ?? null),
      total_journal_entries: metrics?.totalJournalEntries ?? 0,
    },
    recent_coaching_sessions: [],
    metrics: {
      community_engagement_score: metrics?.communityEngagementScore ?? 0,
      content_completion_rate: metrics?.contentCompletionRate ?? 0,
      avg_session_length_minutes: metrics?.avgSessionLengthMinutes ?? 0,
    },
    data_quality: quality
      ? {
          profile_completion_percentage: quality.profileCompletionPercentage,
          assessments_started: quality.assessmentsStarted,
          assessments_completed: quality.assessmentsCompleted,
          data_export_requests: quality.dataExportRequests,
          account_verification_status: quality.accountVerificationStatus,
          duplicate_account_flags: quality.duplicateAccountFlags,
          data_health_score: quality.dataHealthScore,
        }
      : null,
    business_events: events.map((row) => ({
      metric_type: row.metricType,
      metric_value: row.metricValue,
      event: typeof row.eventData.event === 'string' ? row.eventData.event : null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
