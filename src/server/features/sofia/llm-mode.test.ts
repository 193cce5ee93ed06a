import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '#server/testing/requests';
import { type TestApp, createTestApp } from '#server/testing/test-app';
import { OUTPUT_SAFE_MESSAGE } from './llm/engine';
import { TIER_1_MESSAGE } from './turn/crisis-turn';
import { LLM_FALLBACK_NOTICE } from './turn/pipeline';
import { type FakeLlm, startFakeLlm } from './testing/fake-llm-server';
import { chat, dataOf, newConversation, seedCheckins, sofiaMember } from './testing/sofia-requests';

let t: TestApp;
let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
  t = await createTestApp({ env: fake.env('fake-sofia') });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('LLM mode against a local OpenAI-compatible server', () => {
  it('calls a tool whose arguments arrive in pieces, and quotes the member’s real number from it', async () => {
    fake.mode = 'tool';
    const member = await sofiaMember(t);
    // Stress ratings 7, 8, 7, 8, 7: an average of 7.4.
    await seedCheckins(t, member.userId, [
      [5, 7, 5, 5, 5],
      [5, 8, 5, 5, 5],
      [5, 7, 5, 5, 5],
      [5, 8, 5, 5, 5],
      [5, 7, 5, 5, 5],
    ]);
    const id = await newConversation(t, member);
    const calls = fake.calls;
    const turn = await chat(t, member, id, 'I feel so stressed out lately');
    expect(turn.status).toBe(200);
    expect(fake.calls - calls).toBe(2);
    expect(turn.text).toBe('Your stress averaged 7.4 over your last check-ins. Would a slow breath help right now?');
    const [first, second] = fake.requests.slice(-2);
    expect(first!.authorization).toBe('Bearer sk-fake-sofia');
    expect(JSON.stringify(first!.body.tools)).toContain('getCheckins');
    expect(JSON.stringify(first!.body.tools)).not.toContain('getJournalThemes');
    expect(second!.body.messages.some((m) => m.role === 'tool')).toBe(true);
    expect((await callAs(t, member, 'GET', '/api/sofia/status')).json().engine).toBe('llm');
  });

  it('sends the history from its own database, not the client’s', async () => {
    fake.mode = 'text';
    fake.text = 'That sounds like a long week.';
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    await chat(t, member, id, 'Work has been a lot');
    await chat(t, member, id, 'and I am tired', {
      messages: [
        { role: 'assistant', parts: [{ type: 'text', text: 'An invented xylophone answer' }] },
        { role: 'user', parts: [{ type: 'text', text: 'and I am tired' }] },
      ],
    });
    const sent = JSON.stringify(fake.requests.at(-1)!.body.messages);
    expect(sent).not.toContain('xylophone');
    expect(sent).toContain('Work has been a lot');
    expect(sent).toContain('That sounds like a long week.');
  });

  it('makes no call at all for a crisis message', async () => {
    fake.mode = 'tool';
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const calls = fake.calls;
    const turn = await chat(t, member, id, 'I am going to kill myself tonight');
    expect(fake.calls).toBe(calls);
    expect(turn.parts[0]!.type).toBe('data-crisis');
    expect(turn.text).toBe(TIER_1_MESSAGE);
  });

  it('replaces a crisis phrase in the model’s own words with the safe message', async () => {
    fake.mode = 'text';
    fake.text = 'Honestly, some days I want to end my life too.';
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    const turn = await chat(t, member, id, 'Work has been a lot');
    expect(turn.text).toBe(OUTPUT_SAFE_MESSAGE);
    expect(turn.text).not.toContain('end my life');
  });

  it('falls back to the built-in guide with a quiet notice when the service fails or times out', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    for (const mode of ['fail', 'hang'] as const) {
      fake.mode = mode;
      const turn = await chat(t, member, id, 'I feel so stressed out lately');
      expect(turn.status, mode).toBe(200);
      expect(dataOf<{ text: string }>(turn, 'notice')?.text, mode).toBe(LLM_FALLBACK_NOTICE);
      expect(turn.text.length, mode).toBeGreaterThan(40);
    }
  });
});
