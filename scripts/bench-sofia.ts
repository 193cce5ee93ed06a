// The Sofia figure of `npm run bench` (issue 20): the built-in guide's reply latency, p50 and p99,
// at 20 conversations at once. Each conversation is a Premium member of its own writing turn
// after turn through the real route POST /api/sofia/conversations/:id/chat (crisis check,
// exercise, intent, the member's facts, the composed reply, storing the turn, streaming it); a
// latency is the time until the whole streamed answer has arrived.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { users } from '../src/server/features/auth/schema';
import type { Actor } from '../src/shared/access/policy';
import { makeActor, type TestApp } from '../src/server/testing/test-app';

const MESSAGES = [
  'I feel so stressed out lately',
  'Work has been relentless and I cannot switch off',
  'I have not slept properly in days',
  'hello',
  'I feel flat and low today',
  'People keep asking more of me and I cannot say no',
  'what is the difference between burnout and stress',
  'I am exhausted all the time',
];

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchSofia(t: TestApp, base: string, options: { conversations: number; turns: number }) {
  const headers = (actor: object) => ({
    'content-type': 'application/json',
    origin: 'http://localhost:3000',
    'x-test-actor': JSON.stringify(actor),
  });
  const members = await Promise.all(
    Array.from({ length: options.conversations }, async () => {
      const actor = makeActor({ tier: 'premium' }) as Extract<Actor, { kind: 'user' }>;
      await t.database.db
        .insert(users)
        .values({ id: actor.userId, name: 'Bench', email: actor.email, referralCode: randomUUID().slice(0, 12), tier: 'premium' });
      const res = await fetch(`${base}/api/sofia/conversations`, { method: 'POST', headers: headers(actor), body: '{}' });
      return { actor, id: ((await res.json()) as { conversation: { id: string } }).conversation.id };
    }),
  );
  // One turn each first, so the intent classifier and the content search are built before timing.
  await fetch(`${base}/api/sofia/conversations/${members[0]!.id}/chat`, {
    method: 'POST',
    headers: headers(members[0]!.actor),
    body: JSON.stringify({ messages: [{ role: 'user', parts: [{ type: 'text', text: 'hello' }] }] }),
  }).then((r) => r.text());

  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    members.map(async ({ actor, id }, m) => {
      for (let turn = 0; turn < options.turns; turn += 1) {
        const text = MESSAGES[(m + turn) % MESSAGES.length]!;
        const begin = performance.now();
        const res = await fetch(`${base}/api/sofia/conversations/${id}/chat`, {
          method: 'POST',
          headers: headers(actor),
          body: JSON.stringify({ messages: [{ role: 'user', parts: [{ type: 'text', text }] }] }),
        });
        const body = await res.text();
        latencies.push(performance.now() - begin);
        if (res.status !== 200 || !body.includes('data: [DONE]')) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    turns: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
