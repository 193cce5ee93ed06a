import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import type { CrisisCardCount } from '#shared/contracts/safety';
import { CHECKIN_RATINGS } from '#server/testing/checkin';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { expectFieldErrors, callerOf } from '#server/testing/requests';
import { post, signUpVerified } from '#server/testing/auth-helpers';
import { contactMessages } from '../site/schema';
import { crisisCardCounts } from './schema';

const t = setUpTestApp();

const call = callerOf(t);

const analyst = makeActor({ staffRole: 'analyst' });
async function countOf(surface: string, tier: 1 | 2): Promise<number> {
  const { counts } = (await call(analyst, 'GET', '/api/admin/crisis-card-counts?days=1')).json() as { counts: CrisisCardCount[] };
  return counts.find((c) => c.surface === surface && c.tier === tier)?.count ?? 0;
}

const TIER_1 = 'Honestly I want to kill myself';
const TIER_2 = 'I cannot go on, what is the point';
const CALM = 'A slow week, but I rested and took a walk by the river.';

/** A form a visitor sends, signed with a name and an address. */
const postAsVisitor = (url: string, fields: object) =>
  call({ kind: 'visitor' }, 'POST', url, { name: 'Ada', email: 'ada@example.com', ...fields });

/** Every surface where a person writes: the save that carries the words (its answer holds the tier). */
const SURFACES: { surface: string; save: (actor: Actor, text: string) => Promise<LightMyRequestResponse> }[] = [
  {
    surface: 'checkin',
    save: (actor, text) => call(actor, 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, notes: text }),
  },
  {
    surface: 'journal',
    save: (actor, text) => call(actor, 'POST', '/api/journal', { title: 'Tuesday', body: text, mood: null, tags: [] }),
  },
  {
    surface: 'journal',
    save: async (actor, text) => {
      const created = (await call(actor, 'POST', '/api/journal', { title: 'Draft', body: CALM, mood: null, tags: [] })).json();
      return call(actor, 'PUT', `/api/journal/${created.entry.id}`, { title: 'Draft', body: text, mood: null, tags: [] });
    },
  },
  {
    surface: 'monthly_reflection',
    save: (actor, text) =>
      call(actor, 'POST', '/api/journal', {
        title: 'Reflection for May 2026',
        body: text,
        mood: null,
        tags: ['monthly-reflection'],
      }),
  },
  {
    surface: 'module_reflection',
    save: async (actor, text) => {
      const detail = (await call(actor, 'GET', '/api/edits/boundaries-that-hold')).json();
      return call(actor, 'PUT', `/api/edits/boundaries-that-hold/modules/${detail.modules[0].slug}/reflection`, {
        answer: text,
      });
    },
  },
  {
    surface: 'module_reflection',
    save: async (actor, text) => {
      const detail = (await call(actor, 'GET', '/api/edits/boundaries-that-hold')).json();
      await call(actor, 'PUT', `/api/edits/boundaries-that-hold/modules/${detail.modules[0].slug}/reflection`, { answer: CALM });
      const [reflection] = (await call(actor, 'GET', '/api/reflections')).json().reflections;
      return call(actor, 'PUT', `/api/reflections/${reflection.id}`, { answer: text });
    },
  },
  {
    surface: 'supplemental',
    save: (actor, text) =>
      call(actor, 'PUT', '/api/assessments/supplemental', { answers: { what_helped: 'Walking', anything_else: text } }),
  },
  {
    surface: 'contact',
    save: (_actor, text) => postAsVisitor('/api/site/contact', { topic: 'Something else', message: text }),
  },
  {
    surface: 'coach_application',
    save: (_actor, text) =>
      postAsVisitor('/api/coaching/applications', {
        credentials: 'ICF coach',
        experience: `Ten years of coaching people. ${text}`,
        approach: 'Gently, at the pace of the person in front of me.',
      }),
  },
  {
    surface: 'hardship_application',
    save: (actor, text) =>
      call(actor, 'POST', '/api/memberships/hardship', {
        situation: `I lost my job in March. ${text}`,
        requestedLevel: 75,
      }),
  },
];

describe('the crisis check on every surface (issue 15)', () => {
  it.each(SURFACES.map((s, i) => [`${s.surface} #${i}`, s] as const))(
    '%s saves and returns tier 1, tier 2 or 0, counting only the cards',
    async (_name, { surface, save }) => {
      for (const [text, tier] of [
        [TIER_1, 1],
        [TIER_2, 2],
        [CALM, 0],
      ] as const) {
        const before = tier === 0 ? null : await countOf(surface, tier);
        const saved = await save(makeActor(), text);
        expect(saved.statusCode).toBeLessThan(300);
        expect(saved.json().crisisTier).toBe(tier);
        if (tier !== 0) expect(await countOf(surface, tier)).toBe(before! + 1);
      }
    },
  );

  it.each([
    ['flowpath', (actor: Actor, text: string) => call(actor, 'PUT', '/api/flowpath/scripts/saying-no', { text })],
    [
      'flowpath',
      (actor: Actor, text: string) => call(actor, 'PUT', '/api/flowpath/options', { notes: { 'stay-and-craft': text }, leaning: null }),
    ],
    [
      'flowpath',
      async (actor: Actor, text: string) => {
        const experiment = {
          libraryId: null,
          kind: 'boundary',
          title: 'A real lunch break',
          plan: CALM,
          startOn: '2026-12-01',
          checkBackOn: '2026-12-11',
        };
        const added = (await call(actor, 'POST', '/api/flowpath/experiments', experiment)).json();
        return call(actor, 'PATCH', `/api/flowpath/experiments/${added.id}`, { result: 'took', resultNote: text });
      },
    ],
    [
      'account_deletion',
      async (_actor: Actor, text: string) => {
        const me = await signUpVerified(t);
        return post(t, '/api/privacy/deletion', { deletion_reason: text }, me.cookie);
      },
    ],
  ] as const)('%s counts a card when the words call for one (review 6: the page shows it as they are typed)', async (surface, save) => {
    for (const [text, tier] of [
      [TIER_1, 1],
      [TIER_2, 2],
      [CALM, 0],
    ] as const) {
      const before = { 1: await countOf(surface, 1), 2: await countOf(surface, 2) };
      const saved = await save(makeActor(), text);
      expect(saved.statusCode, saved.body).toBeLessThan(300);
      expect([await countOf(surface, 1), await countOf(surface, 2)]).toEqual([
        before[1] + Number(tier === 1),
        before[2] + Number(tier === 2),
      ]);
    }
  });

  it('keeps numbers only in the counts: no words, no person', async () => {
    const rows = await t.database.db.select().from(crisisCardCounts);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    for (const words of ['kill', 'myself', 'point', 'go on']) expect(stored).not.toContain(words);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'surface', 'tier']);
  });

  it('marks a contact message with crisis language urgent, first in the staff inbox', async () => {
    await call({ kind: 'visitor' }, 'POST', '/api/site/contact', {
      name: 'Calm',
      email: 'calm@example.com',
      topic: 'Feedback',
      message: CALM,
    });
    await call({ kind: 'visitor' }, 'POST', '/api/site/contact', {
      name: 'Sam',
      email: 'sam@example.com',
      topic: 'My account',
      message: 'I want to die, please help',
    });
    const { messages } = (await call(makeActor({ staffRole: 'admin' }), 'GET', '/api/admin/contact-messages')).json();
    expect(messages[0]).toMatchObject({ urgent: true });
    expect(messages.find((m: { name: string }) => m.name === 'Sam')).toMatchObject({ urgent: true });
    expect(messages.find((m: { name: string }) => m.name === 'Calm')).toMatchObject({ urgent: false });
    const rows = await t.database.db.select({ urgent: contactMessages.urgent }).from(contactMessages);
    expect(rows.filter((r) => r.urgent).length).toBeGreaterThan(0);
  });

  it('shows the counts to staff of any rank and to no one else', async () => {
    expect((await call(analyst, 'GET', '/api/admin/crisis-card-counts')).statusCode).toBe(200);
    expect((await call(makeActor(), 'GET', '/api/admin/crisis-card-counts')).statusCode).toBe(403);
    expect((await call({ kind: 'visitor' }, 'GET', '/api/admin/crisis-card-counts')).statusCode).toBe(401);
  });
});

describe('the safety plan (members keep it privately)', () => {
  const plan = {
    warningSigns: 'I stop answering messages.',
    copingAlone: 'A hot shower, <b>loud</b> music.',
    distractions: 'The library; my neighbour June.',
    peopleToAsk: 'My sister, 07700 900123',
    professionals: 'Dr Patel; 116 123',
    saferSurroundings: 'Ask my sister to keep the pills.',
    reasonsForLiving: 'My cat, and the sea in June.',
  };

  it('starts empty, saves as written, and is the member’s alone', async () => {
    const member = makeActor();
    expect((await call(member, 'GET', '/api/safety-plan')).json()).toMatchObject({
      updatedAt: null,
      plan: { warningSigns: '', reasonsForLiving: '' },
    });
    const saved = await call(member, 'PUT', '/api/safety-plan', plan);
    expect(saved.statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/safety-plan')).json()).toMatchObject({ plan, updatedAt: expect.any(String) });
    expect((await call(makeActor(), 'GET', '/api/safety-plan')).json().plan.reasonsForLiving).toBe('');
    expect((await call(makeActor({ staffRole: 'super_admin' }), 'GET', '/api/safety-plan')).json().plan.reasonsForLiving).toBe('');
    expect((await call({ kind: 'visitor' }, 'GET', '/api/safety-plan')).statusCode).toBe(401);
  });

  it('refuses unsafe content with a field error and keeps the saved plan', async () => {
    const member = makeActor();
    await call(member, 'PUT', '/api/safety-plan', plan);
    const res = await call(member, 'PUT', '/api/safety-plan', { ...plan, copingAlone: '<script>alert(1)</script>' });
    expectFieldErrors(res, ['copingAlone']);
    expect((await call(member, 'GET', '/api/safety-plan')).json().plan.copingAlone).toBe(plan.copingAlone);
  });
});
