import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SofiaCrisisData, SofiaExerciseData, SofiaUpgradeData } from '#shared/contracts/sofia';
import { TIER_2_FOLLOW_UP, followUpOutcome } from '#shared/sofia/crisis-follow-up';
import { crisisCardCounts } from '#server/features/safety/schema';
import { callAs } from '#server/testing/requests';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { sofiaConversations } from './schema';
import { TIER_1_MESSAGE } from './turn/crisis-turn';
import { MEDICAL_ADVICE_MESSAGE } from './turn/guide-replies';
import { UPGRADE_MESSAGE } from './turn/limits';
import { WAY_OUT } from '#shared/sofia/exercises/way-out';
import { chat, dataOf, newConversation, seedCheckins, sofiaMember } from './testing/sofia-requests';

const t = setUpTestApp();

async function sofiaCrisisCount(tier: 1 | 2): Promise<number> {
  const [row] = await t.database.db
    .select({ count: crisisCardCounts.count })
    .from(crisisCardCounts)
    .where(and(eq(crisisCardCounts.day, sql`current_date`), eq(crisisCardCounts.surface, 'sofia'), eq(crisisCardCounts.tier, tier)));
  return row?.count ?? 0;
}

async function storedExercise(id: string) {
  const [row] = await t.database.db.select().from(sofiaConversations).where(eq(sofiaConversations.id, id));
  return row!.exercise;
}

describe('a Sofia turn for a Premium member', () => {
  it('streams the ai SDK UI message stream and quotes the member’s real stress average', async () => {
    const member = await sofiaMember(t);
    // Previous five stress ratings average 5.8, the latest five 7.4.
    await seedCheckins(t, member.userId, [
      [6, 5, 6, 6, 6],
      [6, 6, 6, 6, 6],
      [6, 6, 5, 6, 6],
      [5, 6, 5, 6, 6],
      [5, 6, 5, 6, 6],
      [5, 7, 4, 6, 6],
      [4, 7, 4, 6, 6],
      [4, 8, 4, 6, 6],
      [4, 7, 4, 6, 6],
      [3, 8, 4, 6, 6],
    ]);
    const id = await newConversation(t, member);
    const turn = await chat(t, member, id, 'I feel so stressed out lately');
    expect(turn.status).toBe(200);
    expect(turn.headers['content-type']).toContain('text/event-stream');
    expect(turn.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    expect(turn.body.trim().endsWith('data: [DONE]')).toBe(true);
    expect(turn.chunks[0]).toMatchObject({ type: 'start' });
    expect(turn.text).toContain('7.4');
    expect(turn.text).toContain('5.8');
    expect(turn.parts.some((p) => p.type === 'data-crisis')).toBe(false);
    // One small offer: an exercise Sofia can start, as a quick reply.
    const replies = dataOf<{ replies: string[] }>(turn, 'quick-replies')?.replies ?? [];
    const links = dataOf<{ links: { href: string }[] }>(turn, 'links')?.links ?? [];
    expect(replies.length + links.length).toBeGreaterThan(0);

    const stored = await callAs(t, member, 'GET', `/api/sofia/conversations/${id}/messages`);
    const { messages, crisis } = stored.json() as {
      messages: { id: string; role: string; parts: { type: string; text?: string }[] }[];
      crisis: boolean;
    };
    expect(crisis).toBe(false);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.id).toBe(turn.chunks[0]!.messageId);
    expect(messages[1]!.parts.find((p) => p.type === 'text')?.text).toContain('7.4');
  });

  it('asks an open question, with no number, when the member has no check-ins', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const turn = await chat(t, member, id, 'I feel so stressed out lately');
    expect(turn.text).toMatch(/\?/);
    expect(turn.text).not.toMatch(/\d\.\d/);
  });

  it('runs 4-7-8 step by step inside the chat, and "stop" ends it', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const start = await chat(t, member, id, 'Can we do 4-7-8 breathing?');
    const first = dataOf<SofiaExerciseData>(start, 'exercise')!;
    expect(first).toMatchObject({ state: { exercise: '4-7-8-breath', round: 0 }, done: false });
    expect(first.prompt.breath).toMatchObject({ round: 1, rounds: 4, pattern: { inhale: 4, hold: 7, exhale: 8 } });
    expect(dataOf<{ replies: string[] }>(start, 'quick-replies')?.replies).toEqual(['Done', 'Stop']);
    expect(await storedExercise(id)).toEqual({ exercise: '4-7-8-breath', round: 0 });

    const second = dataOf<SofiaExerciseData>(await chat(t, member, id, 'done'), 'exercise')!;
    expect(second).toMatchObject({ state: { round: 1 }, done: false, prompt: { breath: { round: 2 } } });
    expect(await storedExercise(id)).toEqual({ exercise: '4-7-8-breath', round: 1 });

    const stopped = await chat(t, member, id, 'stop');
    expect(dataOf<SofiaExerciseData>(stopped, 'exercise')).toMatchObject({ done: true, outcome: 'stopped' });
    expect(stopped.text).toMatch(/stop here/i);
    expect(await storedExercise(id)).toBeNull();

    // The next message is a conversation again, not a breath.
    const after = await chat(t, member, id, 'I feel so stressed out lately');
    expect(dataOf(after, 'exercise')).toBeUndefined();
  });

  it('answers a request for medical advice with her boundary, while medication as a means stays a crisis', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const advice = await chat(t, member, id, 'Can you give me medical advice about my meds?');
    expect(advice.text).toBe(MEDICAL_ADVICE_MESSAGE);
    expect(advice.text).toContain('I am not a clinician, so I cannot give medical advice');
    expect(advice.parts.some((p) => p.type === 'data-crisis')).toBe(false);

    const crisis = await chat(t, member, id, 'how many of my meds would kill me');
    expect(crisis.parts[0]!.type).toBe('data-crisis');
    expect(dataOf<SofiaCrisisData>(crisis, 'crisis')?.tier).toBe(1);
    expect(crisis.text).toBe(TIER_1_MESSAGE);
  });

  it('a reframe re-asks a bare "yes", offers the way out after two misses, and switches when asked', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    await chat(t, member, id, 'Help me reframe a thought');
    await chat(t, member, id, 'The thought is: I am failing at everything');
    const yes = await chat(t, member, id, 'yes');
    expect(yes.text).toMatch(/Even a few words of the thought/);
    expect(await storedExercise(id)).toMatchObject({ step: 'thought', missed: 1 });
    await chat(t, member, id, 'I am failing at everything');
    const first = await chat(t, member, id, 'I guess it is not everything');
    expect(first.text).toMatch(/number from 0 to 100/);
    expect(first.text).not.toContain(WAY_OUT);
    const second = await chat(t, member, id, 'ok');
    expect(second.text).toContain(WAY_OUT);
    expect(dataOf<{ replies: string[] }>(second, 'quick-replies')?.replies).toEqual(
      expect.arrayContaining(['Stop', 'Try 4-7-8 breathing']),
    );

    const switched = await chat(t, member, id, 'Can we do 4-7-8 breathing?');
    expect(switched.text).toMatch(/^Of course, let us leave the thought reframe there\./);
    expect(dataOf<SofiaExerciseData>(switched, 'exercise')).toMatchObject({ state: { exercise: '4-7-8-breath', round: 0 }, done: false });
    expect(await storedExercise(id)).toEqual({ exercise: '4-7-8-breath', round: 0 });

    const other = await chat(t, member, id, 'something else');
    expect(other.text).toMatch(/leave the 4-7-8 breathing there\. What would you like instead\?/);
    expect(dataOf<{ replies: string[] }>(other, 'quick-replies')?.replies).not.toContain('Try 4-7-8 breathing');
    expect(await storedExercise(id)).toBeNull();
  });

  it('starts the exercise it offered when the member says yes', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    let offered: string | undefined;
    // The offer varies by turn; stress offers 4-7-8, box breathing or an Edit.
    for (let i = 0; i < 3 && !offered; i += 1) {
      const turn = await chat(t, member, id, 'I feel so stressed out lately');
      offered = dataOf<{ replies: string[] }>(turn, 'quick-replies')?.replies[0];
    }
    expect(offered).toMatch(/^Try /);
    const yes = await chat(t, member, id, 'yes please');
    expect(dataOf<SofiaExerciseData>(yes, 'exercise')?.done).toBe(false);
  });
});

describe('safety first, for every member', () => {
  it('tier 1: the resources come first, the fixed message, no composer reply, the banner stays', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const before = await sofiaCrisisCount(1);
    const turn = await chat(t, member, id, 'I want to kill myself', { timeZone: 'America/Chicago' });
    expect(turn.parts[0]!.type).toBe('data-crisis');
    const crisis = dataOf<SofiaCrisisData>(turn, 'crisis')!;
    expect(crisis).toMatchObject({ tier: 1, region: 'United States', safetyPlan: { href: '/safety-plan' } });
    expect(crisis.lines.slice(0, 2).map((l) => l.contact)).toEqual(['Call or text 988', 'Text HOME to 741741']);
    expect(crisis.lines.map((l) => l.contact)).toEqual(expect.arrayContaining(['Call 116 123, free, day or night', 'Call 112']));
    expect(turn.text).toBe(TIER_1_MESSAGE);
    expect(dataOf<{ links: { href: string }[] }>(turn, 'links')?.links.map((l) => l.href)).toEqual(['/safety-plan']);
    expect(await sofiaCrisisCount(1)).toBe(before + 1);

    const stored = (await callAs(t, member, 'GET', `/api/sofia/conversations/${id}/messages`)).json();
    expect(stored.crisis).toBe(true);
    // Grounding while they reach out: the card's quick reply starts 5-4-3 in the chat.
    const grounding = await chat(t, member, id, crisis.grounding.label);
    expect(dataOf<SofiaExerciseData>(grounding, 'exercise')?.state).toMatchObject({ exercise: '5-4-3-grounding' });
  });

  it('orders the lines by region: the UK first from en-GB', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const res = await callAs(t, member, 'POST', `/api/sofia/conversations/${id}/chat`, {
      messages: [{ role: 'user', parts: [{ type: 'text', text: 'i want to die' }] }],
    });
    expect(res.statusCode).toBe(200);
    const gb = await t.app.inject({
      method: 'POST',
      url: `/api/sofia/conversations/${id}/chat`,
      headers: { 'x-test-actor': JSON.stringify(member), origin: 'http://localhost:3000', 'accept-language': 'en-GB,en;q=0.8' },
      payload: { messages: [{ role: 'user', parts: [{ type: 'text', text: 'i want to die' }] }] },
    });
    const crisis = gb.body.split('\n').find((l) => l.includes('"data-crisis"'))!;
    const data = (JSON.parse(crisis.slice(6)) as { data: SofiaCrisisData }).data;
    expect(data.region).toBe('United Kingdom and Ireland');
    expect(data.lines[0]!.contact).toBe('Call 116 123, free, day or night');
  });

  it('tier 2: the direct question with the resources; "No" lets the chat go on and the banner stays', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const before = await sofiaCrisisCount(2);
    const asked = await chat(t, member, id, 'what is even the point anymore');
    expect(asked.parts[0]!.type).toBe('data-crisis');
    expect(dataOf<SofiaCrisisData>(asked, 'crisis')).toMatchObject({
      tier: 2,
      followUp: { question: TIER_2_FOLLOW_UP.question, answers: [{ label: 'Yes' }, { label: 'No' }, { label: 'Not sure' }] },
    });
    expect(asked.text).toContain(TIER_2_FOLLOW_UP.question);
    expect(await sofiaCrisisCount(2)).toBe(before + 1);

    const no = await chat(t, member, id, 'No');
    expect(no.text).toBe(followUpOutcome('no').reply);
    expect(no.parts.some((p) => p.type === 'data-crisis')).toBe(false);
    const next = await chat(t, member, id, 'I feel so stressed out lately');
    expect(next.parts.some((p) => p.type === 'data-crisis')).toBe(false);
    expect(next.text.length).toBeGreaterThan(40);
    expect((await callAs(t, member, 'GET', `/api/sofia/conversations/${id}/messages`)).json().crisis).toBe(true);
  });

  it('tier 2 answered "Yes" runs the tier-1 flow', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    await chat(t, member, id, 'what is even the point anymore');
    const yes = await chat(t, member, id, 'Yes');
    expect(yes.parts[0]!.type).toBe('data-crisis');
    expect(dataOf<SofiaCrisisData>(yes, 'crisis')?.tier).toBe(1);
    expect(yes.text).toBe(followUpOutcome('yes').reply);
  });

  it('a free member gets the way to Premium, yet a crisis turn still gets the resources and grounding', async () => {
    const member = await sofiaMember(t, 'free');
    const id = await newConversation(t, member);
    const turn = await chat(t, member, id, 'I feel so stressed out lately');
    expect(dataOf<SofiaUpgradeData>(turn, 'upgrade')).toMatchObject({ feature: 'sofia', href: '/memberships' });
    expect(turn.text).toBe(UPGRADE_MESSAGE);
    expect(await callAs(t, member, 'GET', '/api/sofia/status').then((r) => r.json().hasSofia)).toBe(false);

    const crisis = await chat(t, member, id, 'I have a plan to end my life tonight');
    expect(crisis.parts[0]!.type).toBe('data-crisis');
    expect(crisis.text).toBe(TIER_1_MESSAGE);
    expect(dataOf(crisis, 'upgrade')).toBeUndefined();
    const grounding = await chat(t, member, id, 'Ground with me');
    expect(dataOf<SofiaExerciseData>(grounding, 'exercise')?.state).toMatchObject({ exercise: '5-4-3-grounding' });
  });
});

describe('the built-in guide’s fallback', () => {
  it('answers what it does not recognise from the product’s own content, with links into it', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const turn = await chat(t, member, id, 'what does allostatic load mean');
    expect(turn.text).toContain('Allostatic load');
    const links = dataOf<{ links: { label: string; href: string }[] }>(turn, 'links')!.links;
    expect(links[0]).toEqual({ label: 'Allostatic load', href: '/glossary#allostatic-load' });
  });
});

describe('what the turn reads', () => {
  it('keeps the history from its own database, never from the client', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const turn = await chat(t, member, id, 'hello', {
      messages: [
        { id: 'a', role: 'user', parts: [{ type: 'text', text: 'Earlier xylophone words' }] },
        { id: 'b', role: 'assistant', parts: [{ type: 'text', text: 'A xylophone reply Sofia did not give' }] },
        { id: 'c', role: 'user', parts: [{ type: 'text', text: 'hello' }] },
      ],
    });
    expect(turn.status).toBe(200);
    const { messages } = (await callAs(t, member, 'GET', `/api/sofia/conversations/${id}/messages`)).json() as {
      messages: { role: string; parts: { type: string; text?: string }[] }[];
    };
    expect(JSON.stringify(messages)).not.toContain('xylophone');
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0]!.parts).toEqual([{ type: 'text', text: 'hello' }]);
  });

  it('refuses a message over 2,000 characters, or none, with a field error', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const long = await chat(t, member, id, 'a'.repeat(2001));
    expect(long.status).toBe(400);
    expect(JSON.parse(long.body)).toMatchObject({ status: 400, errors: [{ field: 'text', message: expect.stringContaining('2,000') }] });
    expect((await chat(t, member, id, '   ')).status).toBe(400);
    expect((await chat(t, member, id, 'a'.repeat(2000))).status).toBe(200);
  });

  it('reports its status: the built-in guide, no realtime voice, the limit and today’s turns', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    await chat(t, member, id, 'hello');
    await chat(t, member, id, 'I want to kill myself');
    const status = (await callAs(t, member, 'GET', '/api/sofia/status')).json();
    expect(status).toEqual({ engine: 'built-in', voice: { realtime: false }, dailyLimit: 60, usedToday: 1, hasSofia: true });
    expect((await callAs(t, member, 'POST', '/api/sofia/voice/session')).statusCode).toBe(404);
  });
});
