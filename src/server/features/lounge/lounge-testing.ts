import { expect } from 'vitest';
import type { Actor } from '#shared/access/policy';
import type { PostWritten } from '#shared/contracts/lounge';
import { GUIDELINES_VERSION } from '#shared/lounge/guidelines';
import { callAs } from '#server/testing/requests';
import { type TestActorSpec, type TestApp, makeActor } from '#server/testing/test-app';

let n = 0;

/** A member who chose a pseudonym and accepted the guidelines; their account is a month old unless `fresh`. */
export async function joinLounge(
  t: TestApp,
  spec: TestActorSpec & { fresh?: boolean } = {},
): Promise<{ actor: Actor; memberKey: string; name: string }> {
  const actor = makeActor(spec);
  const name = `Fern ${Date.now().toString(36)} ${(n += 1)}`;
  const chosen = await callAs(t, actor, 'POST', '/api/lounge/me/identity', { kind: 'pseudonym', pseudonym: name });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const accepted = await callAs(t, actor, 'POST', '/api/lounge/me/guidelines', { version: GUIDELINES_VERSION });
  expect(accepted.statusCode, accepted.body).toBe(200);
  if (!spec.fresh && actor.kind === 'user') {
    await t.database.execute(`update lounge_members set created_at = now() - interval '30 days' where user_id = $1`, [actor.userId]);
  }
  return { actor, memberKey: accepted.json().identity.memberKey, name };
}

export async function writePost(
  t: TestApp,
  actor: Actor,
  over: Partial<{ circle: string; title: string; body: string }> = {},
): Promise<PostWritten> {
  const res = await callAs(t, actor, 'POST', '/api/lounge/posts', {
    circle: 'boundaries',
    title: 'I said no today',
    body: 'It felt strange, then good.',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
