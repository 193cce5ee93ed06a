import { describe, expect, it } from 'vitest';
import { AuditListResponse } from '#shared/contracts/admin';
import { get, signUpVerified } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { asActor, makeActor } from '#server/testing/test-app';
import { grantRole } from './grant';
import { auditLog } from './schema';

const t = setUpTestApp();

describe('GET /api/admin/audit search and filters (decision 142)', () => {
  it('is for super_admin only', async () => {
    for (const role of [null, 'analyst', 'admin'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit?q=x', headers: asActor(makeActor({ staffRole: role })) });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit?q=x' })).statusCode).toBe(401);
  });

  it('finds entries by words, who, what, whom and day, and refuses a start after the end', async () => {
    const boss = await signUpVerified(t);
    await grantRole(t.database.db, boss.email, 'super_admin');
    const [actor, target, other] = [await signUpVerified(t), await signUpVerified(t), await signUpVerified(t)];
    const marker = `marker-${Date.now()}`;
    const day = (d: number) => new Date(Date.UTC(2019, 6, d, 12));
    await t.database.db.insert(auditLog).values([
      { actorUserId: actor.userId, action: 'tier.set', targetUserId: target.userId, reason: `${marker} one`, createdAt: day(1) },
      { actorUserId: actor.userId, action: 'session.revoke', targetUserId: other.userId, reason: `${marker} two`, createdAt: day(2) },
      { actorUserId: other.userId, action: 'tier.set', targetUserId: target.userId, reason: `${marker} three`, createdAt: day(3) },
      { actorUserId: other.userId, action: 'cache.clear', reason: 'no marker', createdAt: day(3) },
    ]);
    const reasons = async (query: string) => {
      const res = await get(t, `/api/admin/audit?${query}`, boss.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return AuditListResponse.parse(res.json()).entries.map((e) => e.reason);
    };
    const q = `q=${encodeURIComponent(marker)}`;
    expect(await reasons(q)).toEqual([`${marker} three`, `${marker} two`, `${marker} one`]);
    expect(await reasons(`${q}&actor=${encodeURIComponent(actor.email.slice(0, 12))}`)).toEqual([`${marker} two`, `${marker} one`]);
    expect(await reasons(`${q}&target=${encodeURIComponent(target.email)}`)).toEqual([`${marker} three`, `${marker} one`]);
    expect(await reasons(`${q}&action=tier.set`)).toEqual([`${marker} three`, `${marker} one`]);
    expect(await reasons(`${q}&from=2019-07-02&to=2019-07-02`)).toEqual([`${marker} two`]);
    // Words match either person's email too; wildcards are taken literally.
    expect(await reasons(`q=${encodeURIComponent(other.email)}&to=2019-07-03&from=2019-07-01`)).toEqual(
      expect.arrayContaining([`${marker} two`, `${marker} three`, 'no marker']),
    );
    expect(await reasons(`q=${encodeURIComponent('%')}&from=2019-07-01&to=2019-07-03`)).toEqual([]);

    const wrong = await get(t, '/api/admin/audit?from=2019-07-03&to=2019-07-01', boss.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual(expect.objectContaining({ field: 'querystring.from' }));
    expect((await get(t, '/api/admin/audit?from=yesterday', boss.cookie)).statusCode).toBe(400);
  });
});
