import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { grantRole } from '../admin/grant';
import { ORIGIN, cookieFrom, get, post, signIn, signUpStaff, signUpVerified, waitFor } from '#server/testing/auth-helpers';
import { PreparedStatements } from '#server/platform/db/pglite-statements';

const t = setUpTestApp();

const RATINGS = { energy_level: 3, stress_level: 2, sleep_quality: 4, work_satisfaction: 3, social_connection: 4 };
const saveCheckin = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/wellness/checkins', headers: { cookie, origin: ORIGIN }, payload: RATINGS });

/** The statements this process sends to the database while `fn` runs (the job queue's polling left out). */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  // On PostgreSQL every statement reaches a pg.Client (the pool hands it on), so it is counted there alone;
  // on PGlite drizzle's statements go through the named statements (decision 162), the rest through query.
  const targets = [PGlite.prototype, PreparedStatements.prototype, pg.Client.prototype] as unknown as Record<
    string,
    (...args: unknown[]) => unknown
  >[];
  const originals = targets.map((target) => target.query);
  targets.forEach((target, i) => {
    target.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? '');
      if (!/pgboss|realtime_events/.test(text)) seen.push(text);
      return originals[i].apply(this, args);
    };
  });
  try {
    await fn();
  } finally {
    targets.forEach((target, i) => (target.query = originals[i]));
  }
  return seen;
}

describe('an authenticated check-in (decision 130)', () => {
  it('costs one statement once the caller is known: the insert, with the profile and frequency read inside it', async () => {
    const { cookie } = await signUpVerified(t);
    expect((await saveCheckin(cookie)).statusCode).toBe(201);
    let res: Awaited<ReturnType<typeof saveCheckin>> | undefined;
    const statements = await statementsOf(async () => (res = await saveCheckin(cookie)));
    expect(res!.statusCode).toBe(201);
    expect(res!.json().checkin).toMatchObject({ ...RATINGS, frequency: 'weekly' });
    // One statement, named in the failure when there are more.
    expect(statements).toEqual([expect.stringMatching(/^insert into "soulprint_entries"/)]);
  });

  it('saves the check-in of an account that has no soulprint profile yet', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await t.database.execute('delete from soulprint_profiles where user_id = $1', [userId]);
    const res = await saveCheckin(cookie);
    expect(res.statusCode).toBe(201);
    const { rows } = await t.database.execute('select count(*)::int as n from soulprint_profiles where user_id = $1', [userId]);
    expect(rows[0].n).toBe(1);
  });
});

describe('a known caller is forgotten when what decides it changes', () => {
  it('signing out ends the session at once', async () => {
    const { cookie } = await signUpVerified(t);
    expect((await get(t, '/api/wellness/checkins/latest', cookie)).statusCode).toBe(200);
    const out = await post(t, '/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect((await get(t, '/api/wellness/checkins/latest', cookie)).statusCode).toBe(401);
  });

  it('a password change signs the other sessions out at once', async () => {
    const account = await signUpVerified(t);
    const other = await signIn(t, account.email, account.password);
    expect((await get(t, '/api/wellness/checkins/latest', other.cookie)).statusCode).toBe(200);
    const next = 'Quiet-harbour-Light7?';
    const change = { currentPassword: account.password, newPassword: next, confirmPassword: next, signOutOtherSessions: true };
    const changed = await post(t, '/api/account/password', change, account.cookie);
    expect(changed.statusCode).toBe(200);
    expect((await get(t, '/api/wellness/checkins/latest', other.cookie)).statusCode).toBe(401);
    expect((await get(t, '/api/wellness/checkins/latest', cookieFrom(changed, account.cookie))).statusCode).toBe(200);
  });

  it('a revoked staff role is refused at once', async () => {
    const staff = await signUpStaff(t, 'super_admin');
    expect((await get(t, '/api/admin/staff', staff.cookie)).statusCode).toBe(200);
    await grantRole(t.database.db, staff.email, 'none');
    expect((await get(t, '/api/admin/staff', staff.cookie)).statusCode).toBe(403);
  });

  it('a change made outside this process (another instance) reaches it through the database', async () => {
    const staff = await signUpStaff(t, 'super_admin');
    expect((await get(t, '/api/admin/staff', staff.cookie)).statusCode).toBe(200);
    // Raw SQL is not seen by this process's write watch: only the trigger's notification tells it.
    await t.database.execute(`update users set role = 'user' where id = $1`, [staff.userId]);
    await waitFor(async () => (await get(t, '/api/admin/staff', staff.cookie)).statusCode === 403, 3000);
    await t.database.execute(`delete from sessions where user_id = $1`, [staff.userId]);
    await waitFor(async () => (await get(t, '/api/wellness/checkins/latest', staff.cookie)).statusCode === 401, 3000);
  });
});
