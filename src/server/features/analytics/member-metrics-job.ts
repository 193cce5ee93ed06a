import { and, desc, eq, sql } from 'drizzle-orm';
import * as formula from '#shared/analytics/member-metrics';
import { communityEngagementScore } from '#shared/lounge/engagement';
import type { AppDb } from '#server/platform/db/client';
import { users } from '#server/platform/db/schema';
import type { JobQueue } from '#server/platform/jobs/queue';
import { communityActivity } from '#server/features/lounge/engagement';
import { type MemberFacts, memberFacts } from './member-facts';
import { businessIntelligenceMetrics, dataQualityMetrics, userComprehensiveMetrics } from './schema';

/** Spec 7 update_user_analytics_summary: the queue that computes member metrics. */
export const MEMBER_METRICS_QUEUE = 'analytics-member-metrics';
/** Nightly at 03:30 UTC, for every member. */
export const MEMBER_METRICS_CRON = '30 3 * * *';

export interface MetricsDeps {
  db: AppDb;
  /** How many modules an Edit has (the Edit catalogue); null for one no longer published. */
  moduleCount: (editSlug: string) => Promise<number | null>;
}

async function latestValue(db: AppDb, userId: string, type: 'churn_risk' | 'clv_indicator') {
  const [row] = await db
    .select({ value: businessIntelligenceMetrics.metricValue })
    .from(businessIntelligenceMetrics)
    .where(and(eq(businessIntelligenceMetrics.userId, userId), eq(businessIntelligenceMetrics.metricType, type)))
    .orderBy(desc(businessIntelligenceMetrics.createdAt))
    .limit(1);
  return row?.value ?? null;
}

/** Conversion events, each recorded once: sign-up, audit completed, first Edit, purchase, subscription. */
function conversions(f: MemberFacts): [string, Date | null][] {
  return [
    ['sign_up', f.user.createdAt],
    ['audit_completed', f.auditCompletedAt],
    ['first_edit', f.firstEditAt],
    ['purchase', f.firstPurchaseAt],
    ['subscription', f.firstSubscriptionAt],
  ];
}

async function recordBusinessEvents(db: AppDb, f: MemberFacts, churn: number, clv: number) {
  const userId = f.user.id;
  const tier = f.user.tier;
  const existing = await db
    .select({ event: sql<string>`${businessIntelligenceMetrics.eventData}->>'event'`, type: businessIntelligenceMetrics.metricType })
    .from(businessIntelligenceMetrics)
    .where(eq(businessIntelligenceMetrics.userId, userId));
  const has = (type: string, event?: string) => existing.some((row) => row.type === type && (event === undefined || row.event === event));
  const rows: (typeof businessIntelligenceMetrics.$inferInsert)[] = [];
  for (const [event, when] of conversions(f)) {
    if (when && !has('conversion_event', event)) {
      rows.push({
        userId,
        metricType: 'conversion_event',
        metricValue: 1,
        subscriptionTier: tier,
        eventData: { event, at: when.toISOString() },
      });
    }
  }
  if (f.user.referredBy && !has('referral')) {
    rows.push({
      userId,
      metricType: 'referral',
      metricValue: 1,
      subscriptionTier: tier,
      referralSource: 'referral_code',
      eventData: { event: 'referral' },
    });
  }
  if (churn > formula.CHURN_RECORD_THRESHOLD && (await latestValue(db, userId, 'churn_risk')) !== churn) {
    rows.push({
      userId,
      metricType: 'churn_risk',
      metricValue: churn,
      subscriptionTier: tier,
      eventData: { days_inactive: f.daysInactive },
    });
  }
  if (clv > 0 && (await latestValue(db, userId, 'clv_indicator')) !== clv) {
    rows.push({ userId, metricType: 'clv_indicator', metricValue: clv, subscriptionTier: tier });
  }
  if (rows.length) await db.insert(businessIntelligenceMetrics).values(rows);
}

/** Computes and stores one member's metrics (docs/decisions/107 lists each formula). */
export async function computeMemberMetrics(deps: MetricsDeps, userId: string, now = new Date()): Promise<boolean> {
  const { db } = deps;
  const f = await memberFacts(db, userId, now);
  if (!f) return false;
  const moduleCounts = await Promise.all(f.enrolledEdits.map((slug) => deps.moduleCount(slug)));
  const soulprintCompletion = f.soulprint?.completionPercentage ?? 0;
  const comprehensive = {
    communityEngagementScore: communityEngagementScore(await communityActivity(db, userId, now)),
    contentCompletionRate: formula.contentCompletionRate(
      f.modulesCompleted,
      moduleCounts.reduce<number>((sum, n) => sum + (n ?? 0), 0),
    ),
    avgSessionLengthMinutes: formula.avgSessionLengthMinutes(f.sessionSeconds),
    totalModulesCompleted: f.modulesCompleted,
    soulprintCompletion,
    totalJournalEntries: f.journalEntries,
    latestQuizDate: f.latestQuizDate,
    lastActiveDate: f.lastActive,
    computedAt: now,
  };
  const profile = formula.profileCompletionPercentage({
    fullName: f.user.name,
    preferredName: f.user.preferredName,
    email: f.user.email,
    preferencesSet: f.preferencesSet,
    archetype: f.soulprint?.archetypePrimary ?? null,
    soulprintCompletion,
  });
  const quality = {
    profileCompletionPercentage: profile,
    assessmentsStarted: f.quizCount + f.assessmentsInProgress,
    assessmentsCompleted: f.quizCount,
    dataExportRequests: f.exportRequests,
    accountVerificationStatus: f.user.emailVerified ? 'verified' : 'unverified',
    duplicateAccountFlags: formula.duplicateFlags({ name: f.user.name, email: f.user.email }, f.lookalikes),
    dataHealthScore: formula.dataHealthScore(profile, f.quizTypes, f.quizCount),
    lastProfileUpdate: f.user.updatedAt,
    computedAt: now,
  };
  await db
    .insert(userComprehensiveMetrics)
    .values({ userId, ...comprehensive })
    .onConflictDoUpdate({ target: userComprehensiveMetrics.userId, set: comprehensive });
  await db
    .insert(dataQualityMetrics)
    .values({ userId, ...quality })
    .onConflictDoUpdate({ target: dataQualityMetrics.userId, set: quality });
  const churn = formula.churnRiskScore({
    daysInactive: f.daysInactive,
    pageViewsLast30Days: f.pageViewsLast30Days,
    quizzesLast90Days: f.quizzesLast90Days,
  });
  await recordBusinessEvents(db, f, churn, formula.lifetimeValueIndicator(f.paidCents, f.refundedCents));
  return true;
}

/**
 * Declares the member-metrics queue: the nightly cron job (empty data) computes every member, a
 * job with a userId (staff's refresh, spec 7 update_user_analytics_summary) computes that one.
 */
export function defineMemberMetricsJob(queue: JobQueue, deps: MetricsDeps): void {
  queue.define<{ userId?: string }>(
    MEMBER_METRICS_QUEUE,
    async ({ userId }) => {
      if (userId) {
        await computeMemberMetrics(deps, userId);
        return;
      }
      for (const { id } of await deps.db.select({ id: users.id }).from(users)) await computeMemberMetrics(deps, id);
    },
    { retryLimit: 3, cron: MEMBER_METRICS_CRON },
  );
}
