import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SofiaCrisisData } from '#shared/contracts/sofia';
import { VISITOR } from '#shared/access/policy';
import { callAs } from '#server/testing/requests';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { TIER_1_MESSAGE } from './turn/crisis-turn';
import { LIMIT_MESSAGE } from './turn/limits';
import { chat, dataOf, newConversation, sofiaMember } from './testing/sofia-requests';

const t = setUpTestApp({ env: { SOFIA_DAILY_LIMIT: '2' } });

describe('the daily limit', () => {
  it('answers kindly once the day’s turns are used, while crisis turns and exercises never count nor stop', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    await chat(t, member, id, 'hello');
    await chat(t, member, id, 'I want to kill myself');
    await chat(t, member, id, 'Ground with me'); // the crisis card's grounding: not counted
    await chat(t, member, id, 'stop');
    await chat(t, member, id, 'I feel so stressed out lately');
    expect((await callAs(t, member, 'GET', '/api/sofia/status')).json()).toMatchObject({ dailyLimit: 2, usedToday: 2 });

    const refused = await chat(t, member, id, 'I feel so stressed out lately');
    expect(refused.status).toBe(200);
    expect(refused.text).toBe(LIMIT_MESSAGE);
    expect(dataOf<{ text: string }>(refused, 'notice')?.text).toMatch(/tomorrow/);

    const crisis = await chat(t, member, id, 'i dont want to be alive anymore');
    expect(crisis.parts[0]!.type).toBe('data-crisis');
    expect(crisis.text).toBe(TIER_1_MESSAGE);
    expect((await callAs(t, member, 'GET', '/api/sofia/status')).json().usedToday).toBe(2);
  });

  it('counts each member on their own', async () => {
    const other = await sofiaMember(t);
    const id = await newConversation(t, other);
    expect((await chat(t, other, id, 'I feel so stressed out lately')).text).not.toBe(LIMIT_MESSAGE);
  });
});

describe('the visitors’ safety check', () => {
  it('answers the tier and the lines to anyone, and stores no words', async () => {
    const marker = randomUUID();
    const tier1 = await callAs(t, VISITOR, 'POST', '/api/sofia/visitor-safety', {
      text: `I want to end my life ${marker}`,
      timeZone: 'Europe/Dublin',
    });
    expect(tier1.statusCode).toBe(200);
    const body = tier1.json() as { tier: number; crisis: SofiaCrisisData; message: string };
    expect(body.tier).toBe(1);
    expect(body.crisis.lines[0]!.contact).toBe('Call 116 123, free, day or night');
    expect(body.message).toBe(TIER_1_MESSAGE);
    expect((await callAs(t, VISITOR, 'POST', '/api/sofia/visitor-safety', { text: 'this deadline is killing me' })).json()).toEqual({
      tier: 0,
    });
    const { rows } = await t.database.execute(`select count(*)::int as n from sofia_messages where parts::text like $1`, [`%${marker}%`]);
    expect(rows[0]!.n).toBe(0);
    expect((await callAs(t, VISITOR, 'POST', '/api/sofia/visitor-safety', { text: 'x'.repeat(2001) })).statusCode).toBe(400);
  });
});
