import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ORIGIN, signUpStaff, signUpVerified } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { pageViews } from './schema';
import { VISITOR_ALLOWS, VISITOR_REFUSES, allowAnalytics, trackPage } from './test-helpers';

const t = setUpTestApp();

async function rowsFor(sessionId: string) {
  return t.database.db.select().from(pageViews).where(eq(pageViews.sessionId, sessionId));
}

/** Sends a page view and returns what the server answered and what it stored. */
async function track(options: Parameters<typeof trackPage>[1]) {
  const sessionId = randomUUID();
  const res = await trackPage(t, { ...options, sessionId });
  return { status: res.statusCode, body: res.json(), rows: await rowsFor(sessionId) };
}

describe('page views: consent first (no row without consent)', () => {
  it.each<[string, Record<string, string>]>([
    ['a visitor who has not chosen', {}],
    ['a visitor who refused analytics', { cookie: VISITOR_REFUSES }],
    ['a visitor who allowed, with Global Privacy Control', { cookie: VISITOR_ALLOWS, 'sec-gpc': '1' }],
  ])('%s leaves no row', async (_label, headers) => {
    const { status, body, rows } = await track({ headers });
    expect(status).toBe(202);
    expect(body).toEqual({ id: null, recorded: false });
    expect(rows).toEqual([]);
  });

  it('a visitor who allowed leaves one enriched row with the IP truncated', async () => {
    const { status, rows } = await track({
      headers: {
        cookie: VISITOR_ALLOWS,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
        'x-forwarded-for': '81.2.69.160',
      },
    });
    expect(status).toBe(201);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceType: 'desktop', browser: 'Firefox', os: 'Linux', city: null });
    // Whatever address the request came from, the last byte is never kept.
    expect(rows[0].ipTruncated).toMatch(/(\.0|::)$/);
  });

  it('a member without an analytics consent leaves no row, even with an allowing cookie', async () => {
    const account = await signUpVerified(t);
    const { status, rows } = await track({ cookie: `${account.cookie}; ${VISITOR_ALLOWS}` });
    expect(status).toBe(202);
    expect(rows).toEqual([]);
  });

  it('a member who withdrew consent leaves no row', async () => {
    const account = await signUpVerified(t);
    await allowAnalytics(t, account.cookie);
    expect((await track({ cookie: account.cookie })).status).toBe(201);
    await allowAnalytics(t, account.cookie, false);
    const after = await track({ cookie: account.cookie });
    expect(after.status).toBe(202);
    expect(after.rows).toEqual([]);
  });

  it('a member whose analytics_tracking setting is off leaves no row', async () => {
    const account = await signUpVerified(t);
    await allowAnalytics(t, account.cookie);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/privacy/settings',
      headers: { origin: ORIGIN, cookie: account.cookie },
      payload: { marketing_emails: false, analytics_tracking: false, personalization: true, data_sharing: false },
    });
    expect(off.statusCode).toBe(200);
    const { status, rows } = await track({ cookie: account.cookie });
    expect(status).toBe(202);
    expect(rows).toEqual([]);
  });

  it('a consenting member sending Global Privacy Control leaves no row', async () => {
    const account = await signUpVerified(t);
    await allowAnalytics(t, account.cookie);
    const { status, rows } = await track({ cookie: account.cookie, headers: { 'sec-gpc': '1' } });
    expect(status).toBe(202);
    expect(rows).toEqual([]);
  });

  it('admin paths are recorded for staff only', async () => {
    const member = await signUpVerified(t);
    await allowAnalytics(t, member.cookie);
    expect((await track({ cookie: member.cookie, path: '/admin/analytics' })).rows).toEqual([]);
    const staff = await signUpStaff(t, 'analyst');
    await allowAnalytics(t, staff.cookie);
    const recorded = await track({ cookie: staff.cookie, path: '/admin/analytics' });
    expect(recorded.status).toBe(201);
    expect(recorded.rows).toMatchObject([{ userId: staff.userId, pagePath: '/admin/analytics' }]);
  });
});
