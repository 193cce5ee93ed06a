import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/access/policy';
import { AnalyticsOverview, TrafficOverview } from '#shared/contracts/admin-analytics';
import {
  auditLog,
  businessIntelligenceMetrics,
  editEnrolments,
  geographicDeviceMetrics,
  pageViews,
  quizResults,
  users,
} from '#server/platform/db/schema';
import { ORIGIN } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { asActor, makeActor } from '#server/testing/test-app';
import { eq } from 'drizzle-orm';
import { comprehensiveCache } from './routes';

const t = setUpTestApp();
// A week long ago that no other test writes into, so every figure is known.
const RANGE = 'from=2020-03-02&to=2020-03-08';
const at = (day: number, hour = 12) => new Date(Date.UTC(2020, 2, day, hour));

const as = (role: StaffRole | null | 'visitor') => (role === 'visitor' ? {} : asActor(makeActor({ staffRole: role })));
const read = (url: string, role: StaffRole | null | 'visitor') => t.app.inject({ method: 'GET', url, headers: as(role) });

describe('who may open the analytics back office', () => {
  // actor, analytics and traffic (analyst and above), caches (admin and above)
  const table: [StaffRole | null | 'visitor', number, number][] = [
    ['visitor', 401, 401],
    [null, 403, 403],
    ['analyst', 200, 403],
    ['admin', 200, 200],
    ['super_admin', 200, 200],
  ];
  for (const [role, reports, caches] of table) {
    it(`${role ?? 'member'}: reports ${reports}, caches ${caches}`, async () => {
      expect((await read(`/api/admin/analytics/overview?${RANGE}`, role)).statusCode).toBe(reports);
      expect((await read(`/api/admin/traffic?${RANGE}`, role)).statusCode).toBe(reports);
      expect((await read('/api/admin/caches', role)).statusCode).toBe(caches);
      const clear = await t.app.inject({
        method: 'POST',
        url: '/api/admin/caches/clear',
        headers: { ...as(role), origin: ORIGIN, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(clear.statusCode).toBe(caches);
    });
  }
});

describe('the reports', () => {
  it('refuses a range longer than a year and a start after the end', async () => {
    const long = await read('/api/admin/traffic?from=2020-01-01&to=2021-06-01', 'analyst');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'from', message: 'Choose at most 366 days.' }]);
    // 2020 is a leap year: all of it is 366 days, one more is refused.
    expect((await read('/api/admin/traffic?from=2020-01-01&to=2020-12-31', 'analyst')).statusCode).toBe(200);
    expect((await read('/api/admin/traffic?from=2020-01-01&to=2021-01-01', 'analyst')).statusCode).toBe(400);
    expect((await read('/api/admin/traffic?from=2020-03-09&to=2020-03-01', 'analyst')).statusCode).toBe(400);
    expect((await read('/api/admin/traffic?from=yesterday', 'analyst')).statusCode).toBe(400);
  });

  it('counts traffic per day, page, source and device, with medians and the 75th percentile of vitals', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const view = (sessionId: string, pagePath: string, day: number, durationSeconds: number | null, extra = {}) => ({
      sessionId,
      pagePath,
      pageTitle: pagePath,
      durationSeconds,
      createdAt: at(day),
      ...extra,
    });
    await t.database.db.insert(pageViews).values([
      view(a, '/library', 3, 10, { deviceType: 'mobile', browser: 'Safari', country: 'NZ', referrer: 'https://www.example.org/x?y' }),
      view(a, '/edits', 3, 40, { deviceType: 'mobile', browser: 'Safari', country: 'NZ' }),
      view(b, '/library', 5, 30, { deviceType: 'desktop', browser: 'Firefox', country: 'DE' }),
      view(b, '/library', 5, null, { deviceType: 'desktop', browser: 'Firefox', createdAt: at(5, 10) }),
      view(b, '/library', 9, 99), // the day after the range
    ]);
    await t.database.db
      .insert(geographicDeviceMetrics)
      .values([100, 200, 300, 400].map((lcpMs) => ({ sessionId: b, pagePath: '/library', lcpMs, cls: lcpMs / 1000, createdAt: at(5) })));

    const res = await read(`/api/admin/traffic?${RANGE}`, 'analyst');
    const body = TrafficOverview.parse(res.json());
    expect(body.totals).toEqual({ views: 4, visitors: 2 });
    expect(body.daily).toHaveLength(7);
    expect(body.daily.find((d) => d.day === '2020-03-03')).toEqual({ day: '2020-03-03', views: 2, visitors: 1 });
    expect(body.daily.find((d) => d.day === '2020-03-04')).toEqual({ day: '2020-03-04', views: 0, visitors: 0 });
    expect(body.topPages[0]).toEqual({ path: '/library', views: 3, visitors: 2, medianSeconds: 20 });
    expect(body.referrers).toEqual([
      { name: 'Direct', views: 3 },
      { name: 'www.example.org', views: 1 },
    ]);
    expect(body.devices).toEqual([
      { name: 'desktop', views: 2 },
      { name: 'mobile', views: 2 },
    ]);
    expect(body.countries).toContainEqual({ name: 'Unknown', views: 1 });
    // Nearest rank: the 3rd of 4 values.
    expect(body.vitals).toEqual([{ path: '/library', samples: 4, lcp: 300, inp: null, cls: 0.3, ttfb: null }]);
    expect(body.recentVisits[0]).toMatchObject({ path: '/library', durationSeconds: 30, device: 'desktop', browser: 'Firefox' });
  });

  it('follows the accounts made in the range through the funnel, the cohorts and the risk bands', async () => {
    const member = (day: number) => {
      const id = randomUUID();
      return { id, name: 'Funnel Person', email: `${id}@example.test`, referralCode: id.slice(0, 12), createdAt: at(day) };
    };
    const [one, two, outside] = [member(2), member(4), member(20)];
    await t.database.db.insert(users).values([one, two, outside]);
    await t.database.db.insert(quizResults).values({
      userId: one.id,
      slug: 'operating-system-audit',
      quizType: 'operating_system_audit',
      resultType: 'system_override',
      answers: {},
      scores: {} as never,
      scoringVersion: '1',
      createdAt: at(3),
    });
    await t.database.db.insert(editEnrolments).values({ userId: one.id, editSlug: 'the-pause', startedAt: at(3) });
    // Member one comes back 8 days after signing up: the second week after the sign-up week.
    await t.database.db
      .insert(pageViews)
      .values({ userId: one.id, sessionId: randomUUID(), pagePath: '/dashboard', pageTitle: 'Dashboard', createdAt: at(10) });
    await t.database.db.insert(businessIntelligenceMetrics).values([
      { userId: one.id, metricType: 'conversion_event', metricValue: 1, eventData: { event: 'sign_up' }, createdAt: at(2) },
      { userId: two.id, metricType: 'conversion_event', metricValue: 1, eventData: { event: 'sign_up' }, createdAt: at(4) },
      { userId: one.id, metricType: 'churn_risk', metricValue: 80, createdAt: at(3) },
      { userId: one.id, metricType: 'churn_risk', metricValue: 45, createdAt: at(6) },
      { userId: two.id, metricType: 'churn_risk', metricValue: 55, createdAt: at(6) },
    ]);

    const body = AnalyticsOverview.parse((await read(`/api/admin/analytics/overview?${RANGE}`, 'analyst')).json());
    expect(body.funnel.map((s) => s.people).slice(1)).toEqual([2, 1, 1, 1]);
    expect(body.cohorts).toEqual([{ week: '2020-03-02', signups: 2, retained: [1, 0, 0, 0] }]);
    expect(body.assessmentResults).toEqual([{ quizType: 'operating_system_audit', resultType: 'system_override', count: 1 }]);
    expect(body.contentCompletion).toEqual([{ edit: 'the-pause', started: 1, modulesCompleted: 0 }]);
    expect(body.conversions).toEqual([{ event: 'sign_up', count: 2 }]);
    expect(body.churnRisk.map((b) => b.members)).toEqual([1, 1, 0]);
    expect(body.checkinsPerDay).toHaveLength(7);
  });
});

describe('the caches', () => {
  it('shows each cache with its hit rate and empties them all, audited', async () => {
    const adminId = randomUUID();
    const admin = makeActor({ staffRole: 'admin', userId: adminId });
    await comprehensiveCache.get('someone', async () => ({}) as never);
    await comprehensiveCache.get('someone', async () => ({}) as never);
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/caches', headers: asActor(admin) })).json();
    expect(list.caches).toContainEqual(
      expect.objectContaining({ name: 'comprehensive data', size: 1, hits: 1, misses: 1, ttlSeconds: 120 }),
    );

    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/admin/caches/clear',
      headers: { ...asActor(admin), origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(cleared.json().cleared).toContain('comprehensive data');
    expect(comprehensiveCache.stats()).toMatchObject({ size: 0, hits: 0, misses: 0 });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, adminId));
    expect(audit).toMatchObject({ action: 'cache.clear' });
  });
});
