import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ORIGIN, signUpVerified } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { pageViews } from './schema';
import { VISITOR_ALLOWS, allowAnalytics, trackPage } from './test-helpers';

const t = setUpTestApp();

function beacon(id: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tracking/page-views/${id}/duration`,
    // navigator.sendBeacon sends a Blob of type application/json from the page's own origin.
    headers: { origin: ORIGIN, cookie: VISITOR_ALLOWS, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

async function viewInSession() {
  const sessionId = randomUUID();
  const res = await trackPage(t, { cookie: VISITOR_ALLOWS, sessionId });
  return { id: res.json().id as string, sessionId };
}

async function storedDuration(id: string) {
  const [row] = await t.database.db.select({ d: pageViews.durationSeconds }).from(pageViews).where(eq(pageViews.id, id));
  return row.d;
}

describe('POST /api/tracking/page-views/:id/duration (the beacon)', () => {
  it('stores the duration of a page view of the same session', async () => {
    const { id, sessionId } = await viewInSession();
    const res = await beacon(id, { session_id: sessionId, duration_seconds: 12 });
    expect(res.statusCode).toBe(200);
    expect(await storedDuration(id)).toBe(12);
  });

  it('refuses a page view of another session', async () => {
    const { id } = await viewInSession();
    expect((await beacon(id, { session_id: randomUUID(), duration_seconds: 12 })).statusCode).toBe(404);
    expect(await storedDuration(id)).toBeNull();
  });

  it("refuses another person's page view", async () => {
    const account = await signUpVerified(t);
    await allowAnalytics(t, account.cookie);
    const sessionId = randomUUID();
    const { id } = (await trackPage(t, { cookie: account.cookie, sessionId })).json();
    // The same session id, sent by a visitor (not the member), finds nothing.
    expect((await beacon(id, { session_id: sessionId, duration_seconds: 5 })).statusCode).toBe(404);
    expect((await beacon(id, { session_id: sessionId, duration_seconds: 5 }, { cookie: account.cookie })).statusCode).toBe(200);
  });

  it.each<[string, unknown]>([
    ['a negative duration', { duration_seconds: -1 }],
    ['a fractional duration', { duration_seconds: 2.5 }],
    ['more than a day', { duration_seconds: 86_401 }],
    ['an extra field', { duration_seconds: 3, page_path: '/x' }],
  ])('refuses %s', async (_label, body) => {
    const { id, sessionId } = await viewInSession();
    const res = await beacon(id, { session_id: sessionId, ...(body as object) });
    expect(res.statusCode).toBe(400);
    expect(await storedDuration(id)).toBeNull();
  });

  it('refuses a duration longer than the page view has existed', async () => {
    const { id, sessionId } = await viewInSession();
    const res = await beacon(id, { session_id: sessionId, duration_seconds: 3600 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('duration_seconds');
    expect(await storedDuration(id)).toBeNull();
  });

  it('refuses an id that is not a page view id', async () => {
    expect((await beacon('not-a-uuid', { session_id: randomUUID(), duration_seconds: 3 })).statusCode).toBe(400);
  });

  it('changes nothing under Global Privacy Control', async () => {
    const { id, sessionId } = await viewInSession();
    const res = await beacon(id, { session_id: sessionId, duration_seconds: 8 }, { 'sec-gpc': '1' });
    expect(res.statusCode).toBe(202);
    expect(await storedDuration(id)).toBeNull();
  });
});
