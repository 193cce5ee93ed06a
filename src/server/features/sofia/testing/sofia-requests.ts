import { randomUUID } from 'node:crypto';
import type { Actor, MembershipTier } from '#shared/access/policy';
import type { CheckinData } from '#shared/contracts/wellness';
import { users } from '#server/features/auth/schema';
import { soulprintProfiles } from '#server/features/soulprint/schema';
import { soulprintEntries } from '#server/features/wellness/schema';
import { callAs } from '#server/testing/requests';
import { type TestApp, makeActor } from '#server/testing/test-app';

/** A member with an account row (Sofia's tables reference users), of this tier. */
export async function sofiaMember(t: TestApp, tier: MembershipTier = 'premium'): Promise<Actor & { kind: 'user' }> {
  const actor = makeActor({ tier }) as Actor & { kind: 'user' };
  await t.database.db
    .insert(users)
    .values({ id: actor.userId, name: 'Member', email: actor.email, referralCode: randomUUID().slice(0, 12), tier });
  return actor;
}

export type Ratings = [energy: number, stress: number, sleep: number, work: number, connection: number];

/** Saves check-ins oldest first, one hour apart, ending an hour ago. */
export async function seedCheckins(t: TestApp, userId: string, oldestFirst: Ratings[]) {
  const db = t.database.db;
  const [profile] = await db.insert(soulprintProfiles).values({ userId }).returning();
  const start = Date.now() - oldestFirst.length * 3_600_000;
  await db.insert(soulprintEntries).values(
    oldestFirst.map(([energy, stress, sleep, work, connection], i) => ({
      userId,
      soulprintProfileId: profile!.id,
      category: 'wellness',
      entryType: 'burnout_check',
      createdAt: new Date(start + i * 3_600_000),
      data: {
        energy_level: energy,
        stress_level: stress,
        sleep_quality: sleep,
        work_satisfaction: work,
        social_connection: connection,
        timestamp: new Date().toISOString(),
        frequency: 'weekly',
      } satisfies CheckinData,
    })),
  );
}

export interface StreamedTurn {
  status: number;
  headers: Record<string, unknown>;
  /** Every chunk of the UI message stream, in order. */
  chunks: { type: string; [key: string]: unknown }[];
  /** The message as useChat would build it: text parts (deltas joined) and data parts, in order. */
  parts: { type: string; text?: string; data?: unknown }[];
  text: string;
  body: string;
}

/** Reads an SSE body of the ai SDK's UI message stream. */
export function readUiStream(body: string): Pick<StreamedTurn, 'chunks' | 'parts' | 'text'> {
  const chunks = body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as StreamedTurn['chunks'][number]);
  const parts: StreamedTurn['parts'] = [];
  const texts = new Map<string, { type: string; text: string }>();
  for (const chunk of chunks) {
    if (chunk.type === 'text-start') {
      const part = { type: 'text', text: '' };
      texts.set(String(chunk.id), part);
      parts.push(part);
    } else if (chunk.type === 'text-delta') texts.get(String(chunk.id))!.text += String(chunk.delta);
    else if (chunk.type.startsWith('data-')) parts.push({ type: chunk.type, data: chunk.data });
  }
  const text = parts
    .filter((p) => p.type === 'text')
    .map((p) => p.text)
    .join(' ');
  return { chunks, parts, text };
}

/** One chat turn as useChat sends it, read back from the stream. */
export async function chat(t: TestApp, actor: Actor, conversationId: string, words: string, extra: object = {}): Promise<StreamedTurn> {
  const res = await callAs(t, actor, 'POST', `/api/sofia/conversations/${conversationId}/chat`, {
    id: conversationId,
    trigger: 'submit-message',
    messages: [{ id: randomUUID(), role: 'user', parts: [{ type: 'text', text: words }] }],
    ...extra,
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.body,
    ...(res.statusCode === 200 ? readUiStream(res.body) : { chunks: [], parts: [], text: '' }),
  };
}

export async function newConversation(t: TestApp, actor: Actor, title?: string): Promise<string> {
  const res = await callAs(t, actor, 'POST', '/api/sofia/conversations', title ? { title } : {});
  if (res.statusCode !== 201) throw new Error(res.body);
  return (res.json() as { conversation: { id: string } }).conversation.id;
}

export const dataOf = <T>(turn: Pick<StreamedTurn, 'parts'>, name: string): T | undefined =>
  turn.parts.find((p) => p.type === `data-${name}`)?.data as T | undefined;
