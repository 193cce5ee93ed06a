import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { post, signUpVerified } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { pageViews } from './schema';

const t = setUpTestApp();

describe('POST /api/tracking/page-views', () => {
  it("stores a visitor's 404 page view with the server's user agent", async () => {
    const sessionId = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/page-views',
      // The visitor allowed analytics in the consent banner (the consent cookie).
      headers: { 'user-agent': 'TestBrowser/1.0', cookie: 'rc_consent=a1.p0.m0' },
      payload: { session_id: sessionId, page_path: '/nowhere', page_title: '404 Not Found', referrer: '' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(pageViews).where(eq(pageViews.id, res.json().id));
    expect(row).toMatchObject({
      sessionId,
      pagePath: '/nowhere',
      pageTitle: '404 Not Found',
      userId: null,
      referrer: null,
      userAgent: 'TestBrowser/1.0',
    });
  });

  it("records the member's id, never one taken from the body", async () => {
    const account = await signUpVerified(t);
    await post(t, '/api/privacy/consents', { consent_type: 'analytics', consent_given: true }, account.cookie);
    const member = { kind: 'user' as const, userId: account.userId };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/page-views',
      headers: { cookie: account.cookie },
      payload: { session_id: randomUUID(), page_path: '/x', page_title: 'X', user_id: 'someone-else' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(pageViews).where(eq(pageViews.id, res.json().id));
    expect(row.userId).toBe(member.userId);
  });

  it('rejects a page path that is not a path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/page-views',
      payload: { session_id: randomUUID(), page_path: 'https://elsewhere', page_title: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('page_path');
  });
});
