import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, get, post, signUpVerified, uniqueEmail } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { grantRole } from '../admin/grant';
import { auditLog } from '../admin/schema';
import { TOO_MANY_CODES, WRONG_CODE_LIMIT } from './discount-guesses';
import { chooseAtTestCheckout, orderRow, sessionOf } from '#server/testing/shop';

// /admin/discount-codes' API (super_admin) and how checkout applies what it makes.

const t = setUpTestApp();
let boss: Awaited<ReturnType<typeof signUpVerified>>;
let admin: Awaited<ReturnType<typeof signUpVerified>>;
let member: Awaited<ReturnType<typeof signUpVerified>>;
beforeAll(async () => {
  boss = await signUpVerified(t);
  await grantRole(t.database.db, boss.email, 'super_admin');
  admin = await signUpVerified(t);
  await grantRole(t.database.db, admin.email, 'admin');
  member = await signUpVerified(t);
});

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, cookie = boss.cookie) =>
  t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie } });
const create = (payload: object) => send('POST', '/api/admin/discount-codes', payload);
const uniqueCode = (prefix = 'CALM') => `${prefix}-${randomUUID().slice(0, 6).toUpperCase()}`;
const checkout = (items: object[], discountCode?: string) => post(t, '/api/shop/checkout', { email: uniqueEmail(), items, discountCode });
const workbook = { productId: 'burnout-recovery-workbook', quantity: 1 };
const ebook = { productId: 'burnout-autoimmunity-ebook', quantity: 1 };
const listed = async (id: string) =>
  (await get(t, '/api/admin/discount-codes', boss.cookie)).json().codes.find((c: { id: string }) => c.id === id);

describe('who may use it', () => {
  it.each([
    ['GET', '/api/admin/discount-codes'],
    ['POST', '/api/admin/discount-codes'],
    ['PUT', `/api/admin/discount-codes/${randomUUID()}`],
    ['PATCH', `/api/admin/discount-codes/${randomUUID()}`],
  ] as const)('%s %s: only a super_admin; an admin and a member are refused', async (method, url) => {
    const payload = method === 'GET' ? undefined : { active: false };
    for (const cookie of [admin.cookie, member.cookie]) {
      expect((await t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie } })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method, url, payload, headers: { origin: ORIGIN } })).statusCode).toBe(401);
  });
});

describe('making and changing codes', () => {
  it.each([
    [
      { code: 'AB', kind: 'percent', percentOff: 10 },
      'code',
      'A code is 3 to 40 letters, numbers, hyphens or underscores, without spaces.',
    ],
    [{ code: 'CALM', kind: 'percent', percentOff: 0 }, 'percentOff', 'Percent off is a whole number from 1 to 100.'],
    [{ code: 'CALM', kind: 'percent', percentOff: 101 }, 'percentOff', 'Percent off is a whole number from 1 to 100.'],
    [{ code: 'CALM', kind: 'amount', amountOffCents: 0 }, 'amountOffCents', 'The amount off must be more than $0.'],
    [
      { code: 'CALM', kind: 'percent', percentOff: 10, expiresAt: '2020-01-01T00:00:00.000Z' },
      'expiresAt',
      'Pick a date and time in the future, or leave it empty.',
    ],
    [{ code: 'CALM', kind: 'percent', percentOff: 10, appliesTo: ['free-stuff'] }, 'appliesTo.0', 'There is no such product.'],
  ])('refuses %j with a field error', async (payload, field, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('creates a code in capitals, audited, and refuses the same letters again in any case', async () => {
    const code = uniqueCode();
    const res = await create({
      code: code.toLowerCase(),
      kind: 'amount',
      amountOffCents: 500,
      appliesTo: ['burnout-recovery-workbook'],
      maxRedemptions: 10,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      code,
      kind: 'amount',
      amountOffCents: 500,
      percentOff: null,
      appliesTo: ['burnout-recovery-workbook'],
      maxRedemptions: 10,
      redemptions: 0,
      status: 'Active',
      active: true,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'discount_code.create'), eq(auditLog.actorUserId, boss.userId)));
    expect(audit.details).toMatchObject({ codeId: res.json().id, to: { code, amountOffCents: 500, maxRedemptions: 10 } });

    const again = await create({ code: code.toLowerCase(), kind: 'percent', percentOff: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ field: 'code', message: 'There is already a code with these letters. Choose another.' }]);
  });

  it('edits the terms (audited from and to); checkout uses the new terms', async () => {
    const code = uniqueCode();
    const { id } = (await create({ code, kind: 'percent', percentOff: 10 })).json();
    const edited = await send('PUT', `/api/admin/discount-codes/${id}`, {
      kind: 'amount',
      amountOffCents: 1000,
      appliesTo: ['burnout-autoimmunity-ebook'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      code,
      kind: 'amount',
      percentOff: null,
      amountOffCents: 1000,
      appliesTo: ['burnout-autoimmunity-ebook'],
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'discount_code.update'), eq(auditLog.actorUserId, boss.userId)));
    expect(audit.details).toMatchObject({
      codeId: id,
      from: { percentOff: 10, amountOffCents: null },
      to: { percentOff: null, amountOffCents: 1000 },
    });

    const notForThese = await checkout([workbook], code);
    expect(notForThese.json().errors).toEqual([{ field: 'discountCode', message: 'That code is not for the items in your cart.' }]);
    const started = await checkout([workbook, ebook], code);
    expect(await orderRow(t, started.json().orderNumber)).toMatchObject({ subtotalCents: 6600, discountCents: 1000, totalCents: 5600 });
    expect((await send('PUT', `/api/admin/discount-codes/${randomUUID()}`, { kind: 'percent', percentOff: 5 })).statusCode).toBe(404);
  });

  it('deactivates a code: checkout no longer knows it, and it can be switched on again', async () => {
    const code = uniqueCode();
    const { id } = (await create({ code, kind: 'percent', percentOff: 20 })).json();
    const off = await send('PATCH', `/api/admin/discount-codes/${id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false, status: 'Inactive' });
    expect((await checkout([workbook], code)).json().detail).toBe('We do not recognise that code. Check the spelling and try again.');
    await send('PATCH', `/api/admin/discount-codes/${id}`, { active: true });
    expect((await checkout([workbook], code)).statusCode).toBe(200);
    const updates = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'discount_code.update'), eq(auditLog.actorUserId, boss.userId)));
    expect(
      updates
        .filter((a) => (a.details as { codeId: string }).codeId === id)
        .map((a) => (a.details as { to: { active: boolean } }).to.active),
    ).toEqual(expect.arrayContaining([false, true]));
  });

  it('shows redemptions used: only paid orders count, test-mode ones said apart; used up once the limit is reached', async () => {
    const code = uniqueCode();
    const { id } = (await create({ code, kind: 'percent', percentOff: 50, maxRedemptions: 1 })).json();
    const first = await checkout([ebook], code);
    const second = await checkout([ebook], code);
    expect(await listed(id)).toMatchObject({ redemptions: 0, testRedemptions: 0, status: 'Active' });
    await chooseAtTestCheckout(t, sessionOf(first.json().url), 'pay');
    expect(await listed(id)).toMatchObject({ redemptions: 1, testRedemptions: 1, status: 'Used up' });
    expect((await checkout([ebook], code)).json().detail).toBe('That code has been used as many times as it allows.');
    expect(second.statusCode).toBe(200);
  });
});

describe('wrong guesses', () => {
  it(`are limited to ${WRONG_CODE_LIMIT} per address; a checkout without a code still goes through`, async () => {
    const good = uniqueCode('GOOD');
    await create({ code: good, kind: 'percent', percentOff: 10 });
    // This address may already have a few wrong codes from the tests above: guess until the limit.
    let guesses = 0;
    for (;;) {
      const res = await checkout([workbook], `WRONG-${guesses}`);
      guesses += 1;
      if (res.statusCode === 429) {
        expect(res.json().detail).toBe(TOO_MANY_CODES);
        expect(res.json().errors).toEqual([{ field: 'discountCode', message: TOO_MANY_CODES }]);
        break;
      }
      expect(res.statusCode).toBe(422);
      expect(guesses).toBeLessThanOrEqual(WRONG_CODE_LIMIT);
    }
    // Even a right code waits now; buying without one does not.
    expect((await checkout([workbook], good)).statusCode).toBe(429);
    expect((await checkout([workbook])).statusCode).toBe(200);
  });
});
