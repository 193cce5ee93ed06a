import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import type { Actor } from '#shared/access/policy';
import type { MembershipTier } from '#shared/access/tiers';
import type { SofiaInsightsResponse } from '#shared/contracts/sofia-insights';
import type { CheckinData } from '#shared/contracts/wellness';
import { privacyConsents, privacySettings } from '#server/features/privacy/schema';
import { soulprintProfiles } from '#server/features/soulprint/schema';
import { journalEntries, soulprintEntries } from '#server/features/wellness/schema';
import { callAs } from '#server/testing/requests';
import { makeActor } from '#server/testing/test-app';
import { roundOne } from './statistics';

const t = setUpTestApp();

const DAY = 86_400_000;
const memberOf = (tier: MembershipTier) => makeActor({ tier }) as Extract<Actor, { kind: 'user' }>;
/** Noon UTC, `daysAgo` days before today. */
const noon = (daysAgo: number) => new Date(Math.floor(Date.now() / DAY) * DAY + 12 * 3_600_000 - daysAgo * DAY);

interface Seed {
  daysAgo: number;
  energy: number;
}

async function seedCheckins(userId: string, seeds: Seed[]) {
  const db = t.database.db;
  const [profile] = await db.insert(soulprintProfiles).values({ userId }).returning();
  await db.insert(soulprintEntries).values(
    seeds.map(({ daysAgo, energy }) => ({
      userId,
      soulprintProfileId: profile!.id,
      category: 'wellness',
      entryType: 'burnout_check',
      createdAt: noon(daysAgo),
      data: {
        energy_level: energy,
        stress_level: 5,
        sleep_quality: 6,
        work_satisfaction: 5,
        social_connection: 5,
        timestamp: noon(daysAgo).toISOString(),
        frequency: 'daily',
      } satisfies CheckinData,
    })),
  );
}

/** Three weeks of daily check-ins; the weekday of 4, 11 and 18 days ago runs at energy 3. */
const DIP_DAYS = [4, 11, 18];
const THREE_WEEKS: Seed[] = Array.from({ length: 19 }, (_, d) => d).map((daysAgo, i) => ({
  daysAgo,
  energy: DIP_DAYS.includes(daysAgo) ? 3 : [6, 7, 8][i % 3]!,
}));

const insights = async (actor = memberOf('premium')) => {
  const res = await callAs(t, actor, 'GET', '/api/sofia/insights?timeZone=UTC');
  expect(res.statusCode).toBe(200);
  return res.json() as SofiaInsightsResponse;
};
const unlocked = (r: SofiaInsightsResponse) => {
  if (!r.unlocked) throw new Error('expected Personal Guidance to be unlocked');
  return r;
};

/** Every number in a text, leaving out exercise names such as 4-7-8. */
const numbersIn = (text: string) => (text.replace(/4-7-8/g, '').match(/\d+(\.\d+)?/g) ?? []).map(Number);

describe('GET /api/sofia/insights', () => {
  it('gives a Premium member a pattern citing their own check-ins, every number drawn from them', async () => {
    const actor = memberOf('premium');
    await seedCheckins(actor.userId, THREE_WEEKS);
    const body = unlocked(await insights(actor));
    expect(body.status).toBe('ready');
    expect(body.read).toMatchObject({ checkins: 19, journal: null, modules: 0 });
    const dip = body.patterns.find((p) => p.pattern_type === 'weekday_energy_dip');
    expect(dip?.data_points).toEqual([
      { source: 'check-ins', count: 19, from: noon(18).toISOString().slice(0, 10), to: noon(0).toISOString().slice(0, 10) },
    ]);

    // What the member's data says, worked out here on its own.
    const dipDays = THREE_WEEKS.filter((s) => DIP_DAYS.includes(s.daysAgo));
    const others = THREE_WEEKS.filter((s) => !DIP_DAYS.includes(s.daysAgo));
    const average = (seeds: Seed[]) => roundOne(seeds.reduce((sum, s) => sum + s.energy, 0) / seeds.length);
    const fromData = new Set([dipDays.length, others.length, THREE_WEEKS.length, average(dipDays), average(others)]);
    for (const pattern of body.patterns) {
      for (const n of numbersIn(`${pattern.description} ${pattern.actionable_insight}`)) expect(fromData, pattern.description).toContain(n);
    }
    for (const prediction of body.predictions) {
      const text = [prediction.prediction, prediction.timeline, ...prediction.recommended_actions].join(' ');
      for (const n of numbersIn(text)) expect(fromData, text).toContain(n);
    }
    expect(dip!.description).toContain(`against ${average(others)} on your other ${others.length} check-in days`);
  });

  it('tells a free member what Personal Guidance offers and where to get it, reading none of their data', async () => {
    const actor = memberOf('free');
    await seedCheckins(actor.userId, THREE_WEEKS);
    const body = await insights(actor);
    expect(body).toMatchObject({ unlocked: false, feature: 'personal_guidance', href: '/memberships' });
    expect(body).not.toHaveProperty('patterns');
    expect(body.minimums.length).toBeGreaterThan(0);
  });

  it('Elite includes it too', async () => {
    expect((await insights(memberOf('elite'))).unlocked).toBe(true);
  });

  it('with too little data gives empty lists and says how much is needed', async () => {
    const actor = memberOf('premium');
    await seedCheckins(actor.userId, THREE_WEEKS.slice(0, 3));
    const body = unlocked(await insights(actor));
    expect(body).toMatchObject({ status: 'gathering', patterns: [], predictions: [] });
    expect(body.note).toContain('You have 3 days with a check-in');
  });

  it('never uses another member’s data', async () => {
    const other = memberOf('premium');
    await seedCheckins(other.userId, THREE_WEEKS);
    await t.database.db.insert(journalEntries).values({ userId: other.userId, title: 'Theirs', body: 'Not mine' });
    const me = memberOf('premium');
    await seedCheckins(me.userId, [{ daysAgo: 0, energy: 5 }]);
    const body = unlocked(await insights(me));
    expect(body).toMatchObject({ status: 'gathering', patterns: [], predictions: [], read: { checkins: 1, journal: null } });
  });

  it('reads the journal’s dates only with the member’s personalisation consent', async () => {
    const actor = memberOf('premium');
    const db = t.database.db;
    await db.insert(journalEntries).values([
      { userId: actor.userId, title: 'One', body: 'Private words', createdAt: noon(1) },
      { userId: actor.userId, title: 'Two', body: 'More words', createdAt: noon(2) },
    ]);
    expect(unlocked(await insights(actor)).read.journal).toBeNull();
    await db
      .insert(privacyConsents)
      .values({ userId: actor.userId, consentType: 'personalization', consentGiven: true, privacyPolicyVersion: '2025-01-01' });
    await db.insert(privacySettings).values({ userId: actor.userId, personalization: true });
    const body = unlocked(await insights(actor));
    expect(body.read.journal).toBe(2);
    expect(JSON.stringify(body)).not.toContain('Private words');
  });

  it('refuses visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sofia/insights' });
    expect(res.statusCode).toBe(401);
  });

  it('is listed as a check of personal_guidance in the route table', () => {
    expect(t.routes.find((r) => r.url === '/api/sofia/insights')).toMatchObject({ access: 'member', features: ['personal_guidance'] });
  });
});
