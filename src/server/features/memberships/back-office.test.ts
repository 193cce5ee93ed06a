import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '#server/platform/content/schema';
import { get, post, signUpStaff, signUpVerified } from '#server/testing/auth-helpers';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { createTestApp, isolatedDatabase } from '#server/testing/test-app';
import { auditLog } from '../admin/schema';
import { memberships } from './schema';
import { insertMembership } from './test-rows';

const t = setUpTestApp();
let boss: Awaited<ReturnType<typeof signUpStaff>>;
beforeAll(async () => {
  boss = await signUpStaff(t, 'super_admin');
});

const grant = (userId: string, body: object, cookie = boss.cookie) => post(t, `/api/admin/users/${userId}/grants`, body, cookie);
const tierOf = async (cookie: string) => (await get(t, '/api/session', cookie)).json().user.tier;
const DAY = 24 * 60 * 60 * 1000;

describe('staff grants decide the tier (decision 094)', () => {
  it('a grant with a reason unlocks the member at once; revoking it takes it back; both are audited', async () => {
    const member = await signUpVerified(t);
    expect(await tierOf(member.cookie)).toBe('free');
    expect((await get(t, '/api/wellness/preferences', member.cookie)).json().premium).toBe(false);

    const given = await grant(member.userId, { tier: 'premium', reason: 'Beta tester thanks' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ tier: 'premium', summary: { source: 'grant', status: 'granted', until: null } });
    expect(await tierOf(member.cookie)).toBe('premium');
    expect((await get(t, '/api/wellness/preferences', member.cookie)).json().premium).toBe(true);
    expect((await get(t, '/api/account/profile', member.cookie)).json().tier).toBe('premium');

    const grantId = given.json().grants[0].id;
    expect(given.json().grants[0]).toMatchObject({ reason: 'Beta tester thanks', grantedByEmail: boss.email, revokedAt: null });
    const revoked = await post(t, `/api/admin/users/${member.userId}/grants/${grantId}/revoke`, { reason: 'Beta over' }, boss.cookie);
    expect(revoked.json()).toMatchObject({ tier: 'free', summary: { source: 'none', status: 'free' } });
    expect(await tierOf(member.cookie)).toBe('free');
    expect((await post(t, `/api/admin/users/${member.userId}/grants/${grantId}/revoke`, { reason: 'Again' }, boss.cookie)).statusCode).toBe(
      409,
    );

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.userId));
    expect(audit.map((a) => [a.action, a.reason])).toEqual(
      expect.arrayContaining([
        ['tier.grant', 'Beta tester thanks'],
        ['tier.revoke', 'Beta over'],
      ]),
    );
  });

  it('refuses a grant without a reason, to oneself, in the past, or by an admin below super_admin', async () => {
    const member = await signUpVerified(t);
    const noReason = await grant(member.userId, { tier: 'elite', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.map((e: { field: string }) => e.field)).toContain('reason');
    expect((await grant(member.userId, { tier: 'free', reason: 'Lower them' })).statusCode).toBe(400);
    expect((await grant(boss.userId, { tier: 'elite', reason: 'For me' })).statusCode).toBe(409);
    expect((await grant(member.userId, { tier: 'elite', reason: 'Late', lastDay: '2020-01-01' })).statusCode).toBe(400);
    const admin = await signUpStaff(t, 'admin');
    expect((await grant(member.userId, { tier: 'elite', reason: 'Beta' }, admin.cookie)).statusCode).toBe(403);
    expect(await tierOf(member.cookie)).toBe('free');
  });

  it('a grant with a last day lasts through that day', async () => {
    const member = await signUpVerified(t);
    const lastDay = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const res = await grant(member.userId, { tier: 'elite', reason: 'Conference speaker', lastDay });
    const end = new Date(Date.parse(`${lastDay}T00:00:00.000Z`) + DAY).toISOString();
    expect(res.json().summary).toEqual({ source: 'grant', status: 'granted', until: end, hardshipLevel: null });
  });
});

describe('/admin/users shows the tier, its source and its state', () => {
  async function subscribed(more: Partial<typeof memberships.$inferInsert>) {
    const member = await signUpVerified(t);
    await insertMembership(t.database.db, member.userId, { paidThrough: new Date(Date.now() + 20 * DAY), ...more });
    return member;
  }

  const rowOf = async (email: string) =>
    (await get(t, `/api/admin/users?q=${encodeURIComponent(email)}`, boss.cookie)).json().users[0] as {
      tier: string;
      membership: { source: string; status: string };
    };

  const table: [string, Partial<typeof memberships.$inferInsert>, string, string, string][] = [
    ['an active subscription', {}, 'premium', 'subscription', 'active'],
    ['one set to cancel', { cancelAtPeriodEnd: true, tier: 'elite' }, 'elite', 'subscription', 'ending'],
    [
      'a failed payment in its grace',
      { status: 'past_due', paidThrough: new Date(Date.now() - DAY) },
      'premium',
      'subscription',
      'past_due',
    ],
    ['a 100 % hardship membership', { provider: 'free' }, 'premium', 'hardship', 'active'],
    ['an ended one', { status: 'ended' }, 'free', 'none', 'free'],
  ];
  for (const [name, row, tier, source, status] of table) {
    it(`${name}: ${tier}, ${source}, ${status}`, async () => {
      const member = await subscribed(row);
      expect(await rowOf(member.email)).toMatchObject({ tier, membership: { source, status } });
      expect(await tierOf(member.cookie)).toBe(tier);
    });
  }
});

describe('Elite includes the Refill Shop guides (shop_guides_included)', () => {
  it('downloads both guides while Elite lasts, and nothing else without buying it', async () => {
    const member = await signUpVerified(t);
    const file = (key: string) => get(t, `/api/shop/files/${key}`, member.cookie);
    expect((await file('burnout-autoimmunity-ebook')).statusCode).toBe(403);
    await grant(member.userId, { tier: 'premium', reason: 'Premium is not enough' });
    expect((await file('burnout-recovery-workbook')).statusCode).toBe(403);
    await grant(member.userId, { tier: 'elite', reason: 'Elite includes the guides' });
    for (const key of ['burnout-autoimmunity-ebook', 'burnout-recovery-workbook']) {
      const res = await file(key);
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expect((await file('nervous-system-reset-cards')).statusCode).toBe(403);
  });
});

describe('early access opens new Edits to Elite first', () => {
  it('hides an Edit in early access from Premium and shows it to Elite; a passed date opens it to all', async () => {
    // A database of its own: every other test file's app re-syncs the shared content table on start,
    // which would remove these rows part-way through.
    const isolated = await isolatedDatabase();
    const app = await createTestApp({ database: isolated.database });
    try {
      const { db } = isolated.database;
      const [source] = await db.select().from(contentItems).where(eq(contentItems.kind, 'edit')).limit(1);
      const add = (slug: string, earlyAccessUntil: string) =>
        db
          .insert(contentItems)
          .values({ ...source, id: undefined, slug, data: { ...source.data, earlyAccessUntil }, sourcePath: `${slug}.md` });
      await add('early-edit-soon', new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10));
      await add('early-edit-open', '2020-01-01');
      const staff = await signUpStaff(app, 'super_admin');
      const premium = await signUpVerified(app);
      const elite = await signUpVerified(app);
      await post(app, `/api/admin/users/${premium.userId}/grants`, { tier: 'premium', reason: 'Premium member' }, staff.cookie);
      await post(app, `/api/admin/users/${elite.userId}/grants`, { tier: 'elite', reason: 'Elite member' }, staff.cookie);
      const slugs = async (cookie: string) => (await get(app, '/api/edits', cookie)).json().edits.map((e: { slug: string }) => e.slug);
      expect(await slugs(premium.cookie)).not.toContain('early-edit-soon');
      expect(await slugs(premium.cookie)).toContain('early-edit-open');
      expect(await slugs(elite.cookie)).toContain('early-edit-soon');
      expect((await get(app, '/api/edits/early-edit-soon', premium.cookie)).statusCode).toBe(404);
      expect((await get(app, '/api/edits/early-edit-soon', elite.cookie)).statusCode).toBe(200);
    } finally {
      await app.close();
      await isolated.drop();
    }
  });
});

describe('/admin/subscription-tiers-docs reads the route table', () => {
  it('lists each route that checks a feature, for analysts and up only', async () => {
    const analyst = await signUpStaff(t, 'analyst');
    const res = await get(t, '/api/admin/subscription-tiers-docs', analyst.cookie);
    expect(res.statusCode).toBe(200);
    const routes = res.json().routes as { method: string; url: string; features: string[] }[];
    const featuresOf = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)?.features;
    expect(featuresOf('GET', '/api/shop/files/:fileKey')).toEqual(['shop_guides_included']);
    expect(featuresOf('PUT', '/api/wellness/preferences')).toEqual(['break_reminders']);
    expect(featuresOf('GET', '/api/edits/:pathSlug')).toEqual(['early_access']);
    expect(featuresOf('POST', '/api/wellness/checkins')).toBeUndefined();
    expect((await get(t, '/api/admin/subscription-tiers-docs', (await signUpVerified(t)).cookie)).statusCode).toBe(403);
  });
});
