import { desc, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { DEFAULT_PRIVACY_SETTINGS, PRIVACY_POLICY_VERSION, encodeConsentCookie } from '#shared/contracts/privacy';
import { ORIGIN, get, latestEmail, post, signIn, signUpVerified, waitFor, signUpStaff } from '#server/testing/auth-helpers';
import { pageViews } from '../tracking/schema';
import { dataDeletionRequests, dataExportRequests, privacyConsents, termsAcceptances } from './schema';
import { EXPORT_PURGE_QUEUE } from './jobs';

const t = setUpTestApp();

const put = (url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie, origin: ORIGIN } });

describe('consents (spec 3, 4, 7)', () => {
  it('a change stamps withdrawal_date on the active record and inserts a new one with version, IP and user agent', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/consents',
      remoteAddress: '203.0.113.7',
      headers: { cookie, origin: ORIGIN, 'user-agent': 'CalmBrowser/2' },
      payload: { consent_type: 'analytics', consent_given: true },
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().consents).toEqual([
      expect.objectContaining({ consent_type: 'analytics', consent_given: true, privacy_policy_version: PRIVACY_POLICY_VERSION }),
    ]);
    await post(t, '/api/privacy/consents', { consent_type: 'analytics', consent_given: false }, cookie);
    const rows = await t.database.db
      .select()
      .from(privacyConsents)
      .where(eq(privacyConsents.userId, userId))
      .orderBy(privacyConsents.createdAt);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ consentGiven: true, ipAddress: '203.0.113.7', userAgent: 'CalmBrowser/2' });
    expect(rows[0].withdrawalDate).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({ consentGiven: false, withdrawalDate: null, privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    const active = (await get(t, '/api/privacy/consents', cookie)).json().consents;
    expect(active).toEqual([expect.objectContaining({ consent_type: 'analytics', consent_given: false })]);
  });

  it('functional consent cannot be withdrawn', async () => {
    const { cookie } = await signUpVerified(t);
    expect((await post(t, '/api/privacy/consents', { consent_type: 'functional', consent_given: false }, cookie)).statusCode).toBe(400);
  });

  it("writes a visitor's banner choice to the account, changing only what differs", async () => {
    const { cookie, userId } = await signUpVerified(t);
    const res = await post(t, '/api/privacy/consents/sync', { analytics: true, personalization: false, marketing: false }, cookie);
    expect(
      res
        .json()
        .consents.map((c: { consent_type: string; consent_given: boolean }) => [c.consent_type, c.consent_given])
        .sort(),
    ).toEqual([
      ['analytics', true],
      ['functional', true],
      ['marketing', false],
      ['personalization', false],
    ]);
    await post(t, '/api/privacy/consents/sync', { analytics: true, personalization: true, marketing: false }, cookie);
    const rows = await t.database.db.select().from(privacyConsents).where(eq(privacyConsents.userId, userId));
    expect(rows).toHaveLength(5); // four, then one change for personalization
  });
});

describe('privacy settings', () => {
  it('start at the spec defaults and are saved by upsert', async () => {
    const { cookie } = await signUpVerified(t);
    expect((await get(t, '/api/privacy/settings', cookie)).json()).toEqual(DEFAULT_PRIVACY_SETTINGS);
    const next = { marketing_emails: true, analytics_tracking: false, personalization: true, data_sharing: false };
    expect((await put('/api/privacy/settings', next, cookie)).json()).toEqual(next);
    expect((await put('/api/privacy/settings', { ...next, data_sharing: true }, cookie)).statusCode).toBe(200);
    expect((await get(t, '/api/privacy/settings', cookie)).json()).toEqual({ ...next, data_sharing: true });
  });
});

describe('analytics only with consent', () => {
  const view = () => ({ session_id: `s-${Math.random().toString(36).slice(2)}`, page_path: '/x', page_title: 'X' });
  async function send(headers: Record<string, string>) {
    const body = view();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/page-views',
      headers: { origin: ORIGIN, ...headers },
      payload: body,
    });
    const rows = await t.database.db.select().from(pageViews).where(eq(pageViews.sessionId, body.session_id));
    return { status: res.statusCode, body: res.json(), rows };
  }

  it('records nothing for a visitor without analytics consent', async () => {
    const none = await send({});
    expect(none).toMatchObject({ status: 202, body: { id: null, recorded: false }, rows: [] });
    const declined = await send({
      cookie: `rc_consent=${encodeConsentCookie({ analytics: false, personalization: true, marketing: true })}`,
    });
    expect(declined.rows).toEqual([]);
  });

  it('records a visitor who allowed analytics', async () => {
    const res = await send({ cookie: `rc_consent=${encodeConsentCookie({ analytics: true, personalization: false, marketing: false })}` });
    expect(res.status).toBe(201);
    expect(res.rows).toHaveLength(1);
  });

  it('records a member only with analytics consent and analytics_tracking on', async () => {
    const { cookie } = await signUpVerified(t);
    expect((await send({ cookie })).rows).toEqual([]); // no consent yet
    await post(t, '/api/privacy/consents', { consent_type: 'analytics', consent_given: true }, cookie);
    expect((await send({ cookie })).rows).toHaveLength(1);
    await put('/api/privacy/settings', { ...DEFAULT_PRIVACY_SETTINGS, analytics_tracking: false }, cookie);
    expect((await send({ cookie })).rows).toEqual([]);
    // A visitor cookie saying yes does not override the member's own choice.
    expect((await send({ cookie: `${cookie}; rc_consent=a1.p1.m1` })).rows).toEqual([]);
  });

  it('turns a setting off when the consent it needs is withdrawn, leaving the others (issue 16)', async () => {
    const { cookie } = await signUpVerified(t);
    const all = { marketing_emails: true, analytics_tracking: true, personalization: true, data_sharing: true };
    await put('/api/privacy/settings', all, cookie);
    await post(t, '/api/privacy/consents', { consent_type: 'analytics', consent_given: true }, cookie);
    expect((await get(t, '/api/privacy/settings', cookie)).json()).toEqual(all);
    await post(t, '/api/privacy/consents', { consent_type: 'analytics', consent_given: false }, cookie);
    expect((await get(t, '/api/privacy/settings', cookie)).json()).toEqual({ ...all, analytics_tracking: false });
    await post(t, '/api/privacy/consents', { consent_type: 'personalization', consent_given: false }, cookie);
    expect((await get(t, '/api/privacy/settings', cookie)).json()).toEqual({ ...all, analytics_tracking: false, personalization: false });
    // Giving a consent again does not turn its setting back on by itself.
    await post(t, '/api/privacy/consents', { consent_type: 'analytics', consent_given: true }, cookie);
    expect((await get(t, '/api/privacy/settings', cookie)).json().analytics_tracking).toBe(false);
  });
});

describe('data export', () => {
  it('builds a ZIP with a summary and one JSON file per kind of data, for the owner only, and emails them', async () => {
    const me = await signUpVerified(t, { fullName: 'Export Person' });
    const other = await signUpVerified(t);
    await post(t, '/api/privacy/consents', { consent_type: 'analytics', consent_given: true }, me.cookie);
    const requested = await post(t, '/api/privacy/export', {}, me.cookie);
    expect(requested.statusCode).toBe(202);
    const ready = await waitFor(async () => {
      const list = (await get(t, '/api/privacy/exports', me.cookie)).json().exports;
      return list[0]?.status === 'ready' ? list[0] : null;
    });
    const days = (new Date(ready.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/privacy/exports/${ready.id}/download`,
      headers: { cookie: me.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.md', 'users.json', 'sessions.json', 'privacy_consents.json', 'email_messages.json']),
    );
    const usersJson = JSON.parse(strFromU8(files['users.json']));
    expect(usersJson).toEqual([expect.objectContaining({ id: me.userId, name: 'Export Person' })]);
    expect(strFromU8(files['accounts.json'])).not.toContain('password');
    expect(strFromU8(files['sessions.json'])).not.toContain('"token"');
    expect(strFromU8(files['README.md'])).toContain('| users.json | 1 |');
    expect(JSON.stringify(Object.values(files).map((f) => strFromU8(f)))).not.toContain(other.userId);
    // Only the owner can download.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/privacy/exports/${ready.id}/download`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await latestEmail(t, me.email, 'data_export'))?.links[0]).toMatch(/\/privacy-settings$/);
  });

  it('drops the archive once its 7 days are over, keeping the request as expired', async () => {
    const me = await signUpVerified(t);
    await post(t, '/api/privacy/export', {}, me.cookie);
    const ready = await waitFor(async () => {
      const list = (await get(t, '/api/privacy/exports', me.cookie)).json().exports;
      return list[0]?.status === 'ready' ? list[0] : null;
    });
    // The export scheduled its own purge for when the 7 days are over.
    const { rows: queued } = await t.database.execute(`select start_after from pgboss.job where name = $1 and data->>'requestId' = $2`, [
      EXPORT_PURGE_QUEUE,
      ready.id,
    ]);
    expect(queued).toHaveLength(1);
    const days = (new Date(String(queued[0].start_after)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    // Before the 7 days nothing goes; after them the archive does.
    await t.services.privacy.purgeExpiredExports();
    expect((await t.database.db.select().from(dataExportRequests).where(eq(dataExportRequests.id, ready.id)))[0].archive).not.toBeNull();
    expect(await t.services.privacy.purgeExpiredExports(new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(dataExportRequests).where(eq(dataExportRequests.id, ready.id));
    expect(row).toMatchObject({ status: 'expired', archive: null });
    expect((await get(t, '/api/privacy/exports', me.cookie)).json().exports[0]).toMatchObject({ id: ready.id, status: 'expired' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/privacy/exports/${ready.id}/download`, headers: { cookie: me.cookie } })).statusCode,
    ).toBe(410);
  });
});

describe('data deletion', () => {
  it('is pending for 7 days and can be cancelled from the page', async () => {
    const me = await signUpVerified(t);
    const res = await post(t, '/api/privacy/deletion', { deletion_reason: 'Taking a break' }, me.cookie);
    expect(res.statusCode).toBe(202);
    const request = res.json();
    expect(request).toMatchObject({ status: 'pending', reason: 'Taking a break' });
    const days = (new Date(request.scheduled_for).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    const cancelled = await post(t, `/api/privacy/deletion/${request.id}/cancel`, {}, me.cookie);
    expect(cancelled.json().status).toBe('cancelled');
    // Running the job after the grace period changes nothing now.
    expect(await t.services.privacy.runDeletion(request.id, new Date(Date.now() + 8 * 86_400_000))).toBe(false);
    expect((await get(t, '/api/session', me.cookie)).json().user).not.toBeNull();
  });

  it('can be cancelled from the emailed link without signing in', async () => {
    const me = await signUpVerified(t);
    await post(t, '/api/privacy/deletion', {}, me.cookie);
    const mail = await latestEmail(t, me.email, 'data_deletion');
    const link = new URL(mail!.links[0]);
    expect(link.pathname).toBe('/privacy/cancel-deletion');
    const token = link.searchParams.get('token');
    expect((await post(t, '/api/privacy/deletion/cancel-by-token', { token })).statusCode).toBe(200);
    expect((await post(t, '/api/privacy/deletion/cancel-by-token', { token })).statusCode).toBe(404);
  });

  it('does not run before the grace period is over', async () => {
    const me = await signUpVerified(t);
    const request = (await post(t, '/api/privacy/deletion', {}, me.cookie)).json();
    expect(await t.services.privacy.runDeletion(request.id)).toBe(false);
  });

  it('after the grace period deletes the person, ends every session, keeps an anonymous record and emails them', async () => {
    const me = await signUpVerified(t);
    const laptop = await signIn(t, me.email, me.password);
    const request = (await post(t, '/api/privacy/deletion', { deletion_reason: 'Done' }, me.cookie)).json();
    expect(await t.services.privacy.runDeletion(request.id, new Date(Date.now() + 8 * 86_400_000))).toBe(true);
    expect((await get(t, '/api/session', me.cookie)).json().user).toBeNull();
    expect((await get(t, '/api/session', laptop.cookie)).json().user).toBeNull();
    expect((await signIn(t, me.email, me.password)).res.statusCode).toBe(401);
    const [kept] = await t.database.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, request.id));
    expect(kept).toMatchObject({ status: 'completed', userId: null, email: null, reason: null, cancelToken: null });
    const done = await latestEmail(t, me.email, 'data_deletion_done');
    expect(done?.userId).toBeNull();
  });

  it('staff see pending and completed requests', async () => {
    const admin = await signUpStaff(t, 'admin');
    const me = await signUpVerified(t);
    const request = (await post(t, '/api/privacy/deletion', {}, me.cookie)).json();
    const list = (await get(t, '/api/admin/privacy/deletions', admin.cookie)).json().requests;
    expect(list.find((r: { id: string }) => r.id === request.id)).toMatchObject({ status: 'pending', email: me.email });
    expect((await get(t, '/api/admin/privacy/deletions', me.cookie)).statusCode).toBe(403);
  });
});

describe('terms acceptance', () => {
  it('is recorded at sign-up with version and time', async () => {
    const me = await signUpVerified(t);
    const [row] = await t.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, me.userId));
    expect(row.version).toBe(PRIVACY_POLICY_VERSION);
    expect((await get(t, '/api/account/terms', me.cookie)).json()).toMatchObject({
      needsAcceptance: false,
      acceptedVersion: PRIVACY_POLICY_VERSION,
    });
    expect((await get(t, '/api/session', me.cookie)).json().termsAcceptanceNeeded).toBe(false);
  });

  it('asks again when the accepted version is not the current one, and records the new acceptance', async () => {
    const me = await signUpVerified(t);
    const { users } = await import('../auth/schema');
    await t.database.db.update(users).set({ termsVersion: '2024-01-01' }).where(eq(users.id, me.userId));
    await t.database.db.update(termsAcceptances).set({ version: '2024-01-01' }).where(eq(termsAcceptances.userId, me.userId));
    expect((await get(t, '/api/session', me.cookie)).json().termsAcceptanceNeeded).toBe(true);
    expect((await post(t, '/api/account/terms', { version: '2024-01-01' }, me.cookie)).statusCode).toBe(409);
    expect((await post(t, '/api/account/terms', { version: PRIVACY_POLICY_VERSION }, me.cookie)).statusCode).toBe(200);
    expect((await get(t, '/api/session', me.cookie)).json().termsAcceptanceNeeded).toBe(false);
    const rows = await t.database.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, me.userId))
      .orderBy(desc(termsAcceptances.acceptedAt));
    expect(rows.map((r) => r.version)).toEqual([PRIVACY_POLICY_VERSION, '2024-01-01']);
  });

  it('super_admins list acceptance records with filters', async () => {
    const boss = await signUpStaff(t, 'super_admin');
    const me = await signUpVerified(t);
    const res = await get(
      t,
      `/api/admin/terms-acceptance?version=${PRIVACY_POLICY_VERSION}&q=${encodeURIComponent(me.email)}`,
      boss.cookie,
    );
    expect(res.json().records).toEqual([expect.objectContaining({ userId: me.userId, email: me.email, version: PRIVACY_POLICY_VERSION })]);
    expect((await get(t, '/api/admin/terms-acceptance?version=1999-01-01', boss.cookie)).json().records).toEqual([]);
    expect((await get(t, '/api/admin/terms-acceptance', me.cookie)).statusCode).toBe(403);
  });
});
