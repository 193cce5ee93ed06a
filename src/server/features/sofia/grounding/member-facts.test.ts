import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { EMPTY_FACTS } from '#shared/sofia/facts';
import type { ScoreResult } from '#shared/assessments/scoring';
import { quizResults } from '#server/features/assessments/schema';
import { editEnrolments, moduleCompletions } from '#server/features/edits/schema';
import { privacyConsents, privacySettings } from '#server/features/privacy/schema';
import { soulprintProfiles } from '#server/features/soulprint/schema';
import { journalEntries } from '#server/features/wellness/schema';
import { type Ratings, seedCheckins as seedCheckinsFor } from '../testing/sofia-requests';
import { journalAllowed } from './consent';
import { memberFacts } from './member-facts';

const t = setUpTestApp();

const seedCheckins = (userId: string, oldestFirst: Ratings[]) => seedCheckinsFor(t, userId, oldestFirst);

// Eleven check-ins: the oldest (all 1s) lies outside both windows and must not move any average.
const ELEVEN: Ratings[] = [
  [1, 1, 1, 1, 1],
  [6, 5, 6, 6, 5],
  [6, 6, 6, 6, 5],
  [5, 6, 6, 5, 5],
  [5, 6, 6, 5, 6],
  [5, 7, 6, 5, 6],
  [4, 7, 5, 5, 6],
  [4, 8, 4, 5, 6],
  [4, 7, 5, 5, 5],
  [3, 8, 5, 5, 6],
  [4, 7, 4, 5, 6],
];

async function allowJournal(userId: string, settingOn: boolean) {
  const db = t.database.db;
  await db
    .insert(privacyConsents)
    .values({ userId, consentType: 'personalization', consentGiven: true, privacyPolicyVersion: '2025-01-01' });
  await db.insert(privacySettings).values({ userId, personalization: settingOn });
}

describe('memberFacts: the member’s own data, as Sofia may cite it', () => {
  it('averages the last 5 check-ins and the 5 before, with the trend, the latest value and the count', async () => {
    const userId = randomUUID();
    await seedCheckins(userId, ELEVEN);
    const facts = await memberFacts(t.database.db, userId, { journalAllowed: false });
    expect(facts.checkins).toMatchObject({ count: 11, recentCount: 5, previousCount: 5 });
    expect(facts.checkins!.measures).toEqual({
      energy: { recentAverage: 3.8, previousAverage: 5.4, trend: 'down', latest: 4 },
      stress: { recentAverage: 7.4, previousAverage: 6, trend: 'up', latest: 7 },
      sleep: { recentAverage: 4.6, previousAverage: 6, trend: 'down', latest: 4 },
      work: { recentAverage: 5, previousAverage: 5.4, trend: 'steady', latest: 5 },
      connection: { recentAverage: 5.8, previousAverage: 5.4, trend: 'steady', latest: 6 },
    });
  });

  it('with fewer than 6 check-ins there is no previous window and no trend', async () => {
    const userId = randomUUID();
    await seedCheckins(userId, ELEVEN.slice(-3));
    const facts = await memberFacts(t.database.db, userId, { journalAllowed: false });
    expect(facts.checkins).toMatchObject({ count: 3, recentCount: 3, previousCount: 0 });
    expect(facts.checkins!.measures.stress).toEqual({ recentAverage: 7.3, previousAverage: null, trend: null, latest: 7 });
  });

  it('never includes another member’s data', async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    await seedCheckins(mine, [[8, 2, 8, 8, 8]]);
    await seedCheckins(theirs, ELEVEN);
    await t.database.db.insert(journalEntries).values({ userId: theirs, title: 'Theirs', body: 'Not mine', tags: ['secret'] });
    await allowJournal(mine, true);
    const facts = await memberFacts(t.database.db, mine, { journalAllowed: true });
    expect(facts.checkins).toMatchObject({ count: 1, measures: { stress: { recentAverage: 2, latest: 2 } } });
    expect(facts.journal).toEqual({ count: 0, themes: [] });
    expect(facts.edits).toEqual([]);
  });

  it('reads the journal only with the member’s personalisation consent', async () => {
    const userId = randomUUID();
    const db = t.database.db;
    await db.insert(journalEntries).values([
      { userId, title: 'Monday', body: 'Long day', tags: ['work', 'sleep'] },
      { userId, title: 'Tuesday', body: 'Better', tags: ['work'] },
      { userId, title: 'Wednesday', body: 'Walked', tags: ['Nature', 'work'] },
    ]);
    expect(await journalAllowed(db, userId)).toBe(false);
    expect((await memberFacts(db, userId, { journalAllowed: false })).journal).toBeNull();
    await allowJournal(userId, true);
    expect(await journalAllowed(db, userId)).toBe(true);
    const facts = await memberFacts(db, userId, { journalAllowed: true });
    expect(facts.journal).toEqual({ count: 3, themes: ['work', 'nature', 'sleep'] });
    expect(JSON.stringify(facts)).not.toContain('Long day');
  });

  it('the personalization setting turned off withholds the journal even with a consent on file', async () => {
    const userId = randomUUID();
    await allowJournal(userId, false);
    expect(await journalAllowed(t.database.db, userId)).toBe(false);
  });

  it('names the latest assessment result, the SoulPrint and the Edit in progress', async () => {
    const userId = randomUUID();
    const db = t.database.db;
    await db.insert(quizResults).values({
      userId,
      slug: 'burnout-blueprint',
      quizType: 'burnout_blueprint',
      resultType: 'system_override',
      answers: {},
      scores: {} as ScoreResult,
      scoringVersion: '1.0.0',
    });
    await db.insert(soulprintProfiles).values({ userId, archetypePrimary: 'mobilised', burnoutType: 'system_override' });
    await db.insert(editEnrolments).values({ userId, editSlug: 'boundaries-that-hold' });
    await db.insert(moduleCompletions).values({ userId, editSlug: 'boundaries-that-hold', moduleSlug: 'what-a-boundary-is' });
    const facts = await memberFacts(db, userId, { journalAllowed: false });
    expect(facts.assessment).toMatchObject({ slug: 'burnout-blueprint', title: 'Burnout Blueprint', result: 'System Override' });
    expect(facts.soulprint).toEqual({ archetype: 'Mobilised', burnoutType: 'System Override' });
    expect(facts.edits).toEqual([
      expect.objectContaining({
        slug: 'boundaries-that-hold',
        title: 'Boundaries that hold',
        completedModules: 1,
        status: 'in_progress',
        nextModule: { slug: 'noticing-your-no', title: 'Noticing your no, and pausing' },
      }),
    ]);
  });

  it('a new member has empty facts', async () => {
    expect(await memberFacts(t.database.db, randomUUID(), { journalAllowed: false })).toEqual(EMPTY_FACTS);
  });
});
