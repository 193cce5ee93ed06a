import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageViews, quizResults } from '#server/platform/db/schema';
import { ORIGIN, signUpVerified, waitFor } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { asActor, makeActor } from '#server/testing/test-app';
import { computeMemberMetrics } from './member-metrics-job';
import { businessIntelligenceMetrics, dataQualityMetrics, userComprehensiveMetrics } from './schema';

const t = setUpTestApp();
const deps = () => ({ db: t.database.db, moduleCount: async () => 7 });

async function quiz(userId: string, quizType: string) {
  await t.database.db
    .insert(quizResults)
    .values({ userId, slug: quizType, quizType, resultType: 'system_override', answers: {}, scores: {} as never, scoringVersion: '1' });
}

describe('computeMemberMetrics', () => {
  it('stores the summary, data quality and conversion events of one member', async () => {
    const account = await signUpVerified(t, { fullName: 'Metric Person' });
    const session = randomUUID();
    await t.database.db.insert(pageViews).values([
      { userId: account.userId, sessionId: session, pagePath: '/a', pageTitle: 'A', durationSeconds: 90 },
      { userId: account.userId, sessionId: session, pagePath: '/b', pageTitle: 'B', durationSeconds: 30 },
    ]);
    await quiz(account.userId, 'operating_system_audit');
    await quiz(account.userId, 'burnout_blueprint');

    expect(await computeMemberMetrics(deps(), account.userId)).toBe(true);

    const [summary] = await t.database.db
      .select()
      .from(userComprehensiveMetrics)
      .where(eq(userComprehensiveMetrics.userId, account.userId));
    expect(summary).toMatchObject({
      avgSessionLengthMinutes: 2,
      totalModulesCompleted: 0,
      contentCompletionRate: 0,
      communityEngagementScore: 0,
    });
    expect(summary.latestQuizDate).toBeInstanceOf(Date);
    const [quality] = await t.database.db.select().from(dataQualityMetrics).where(eq(dataQualityMetrics.userId, account.userId));
    // Name and email (2 of 10 points) = 20 %; health 0.4 × 20 + 2 types × 20 + 2 quizzes × 2 = 52.
    expect(quality).toMatchObject({
      profileCompletionPercentage: 20,
      assessmentsCompleted: 2,
      accountVerificationStatus: 'verified',
      dataHealthScore: 52,
    });
    const events = await t.database.db
      .select()
      .from(businessIntelligenceMetrics)
      .where(eq(businessIntelligenceMetrics.userId, account.userId));
    expect(events.filter((e) => e.metricType === 'conversion_event').map((e) => e.eventData.event)).toEqual(
      expect.arrayContaining(['sign_up', 'audit_completed']),
    );

    // A second run records no conversion twice.
    await computeMemberMetrics(deps(), account.userId);
    const again = await t.database.db
      .select()
      .from(businessIntelligenceMetrics)
      .where(eq(businessIntelligenceMetrics.userId, account.userId));
    expect(again.filter((e) => e.metricType === 'conversion_event')).toHaveLength(2);
  });

  it('flags a look-alike account as a possible duplicate', async () => {
    const first = await signUpVerified(t, { fullName: 'Twin Example' });
    const second = await signUpVerified(t, { fullName: 'Twin Example' });
    await computeMemberMetrics(deps(), second.userId);
    const [quality] = await t.database.db.select().from(dataQualityMetrics).where(eq(dataQualityMetrics.userId, second.userId));
    expect(quality.duplicateAccountFlags).toContainEqual({ duplicate_user_id: first.userId, match_type: 'same_name', confidence: 50 });
  });

  it('answers false for an account that does not exist', async () => {
    expect(await computeMemberMetrics(deps(), 'no-such-user')).toBe(false);
  });
});

describe('member analytics routes', () => {
  const url = (id: string) => `/api/admin/analytics/members/${id}`;

  it.each([
    ['a visitor', {}, 401],
    ['a member', asActor(makeActor()), 403],
    ['an analyst', asActor(makeActor({ staffRole: 'analyst' })), 200],
  ])('GET as %s answers %s', async (_label, headers, status) => {
    expect((await t.app.inject({ method: 'GET', url: url(randomUUID()), headers })).statusCode).toBe(status);
  });

  it('lets an admin, not an analyst, queue a refresh that the job then computes', async () => {
    const account = await signUpVerified(t);
    const refresh = (role: 'analyst' | 'admin') =>
      t.app.inject({
        method: 'POST',
        url: `${url(account.userId)}/refresh`,
        headers: { origin: ORIGIN, ...asActor(makeActor({ staffRole: role })) },
      });
    expect((await refresh('analyst')).statusCode).toBe(403);
    const res = await refresh('admin');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: true });
    await waitFor(
      async () =>
        (await t.database.db.select().from(userComprehensiveMetrics).where(eq(userComprehensiveMetrics.userId, account.userId)))[0],
      20_000,
    );
    const read = await t.app.inject({ method: 'GET', url: url(account.userId), headers: asActor(makeActor({ staffRole: 'analyst' })) });
    expect(read.json().computed_at).not.toBeNull();
    expect(read.json().data_quality.account_verification_status).toBe('verified');
  });
});
