import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { READ_ONLY_CODE } from '#shared/access/impersonation';
import { SET_ASIDE_MESSAGES } from '#shared/contracts/edits';
import { takeHeavyAudit } from '#server/testing/heavy-audit';
import { callAs } from '#server/testing/requests';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';

const t = setUpTestApp();

const call = (actor: Actor, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => callAs(t, actor, method, url, payload);
const plan = async (member: Actor) => (await call(member, 'GET', '/api/plan')).json();
const detail = async (member: Actor, slug: string) => (await call(member, 'GET', `/api/edits/${slug}`)).json();
const setAside = (member: Actor, slug: string, value: boolean) => call(member, 'PUT', `/api/edits/${slug}/set-aside`, { setAside: value });

/** Completes the Edit's first module not yet done. */
async function doNextModule(member: Actor, slug: string) {
  const next = (await detail(member, slug)).nextModule as string;
  expect((await call(member, 'POST', `/api/edits/${slug}/modules/${next}/complete`)).statusCode).toBe(200);
}

/** A member with a result whose first recommended Edit is in progress (one module done). */
async function memberOnAnEdit() {
  const member = makeActor();
  await takeHeavyAudit(t, member);
  const first = await plan(member);
  await doNextModule(member, first.recommended.slug);
  return { member, edit: first.recommended.slug as string, nextRecommended: first.alsoRecommended[0]?.slug as string | undefined };
}

describe('setting an Edit aside (issue 16)', () => {
  it('moves the next step on to the next recommendation, keeps the progress, and picking it up makes it the next step again', async () => {
    const { member, edit, nextRecommended } = await memberOnAnEdit();
    const before = await plan(member);
    expect(before.nextModule).toMatchObject({ editSlug: edit, inProgress: true });
    const module = before.nextModule.moduleSlug;

    const res = await setAside(member, edit, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const after = await plan(member);
    expect(after.nextModule.editSlug).not.toBe(edit);
    expect(after.nextModule.inProgress).toBe(false);
    expect(nextRecommended).toBeDefined();
    expect(after.nextModule.editSlug).toBe(nextRecommended);
    // Nothing lost: its modules stay done, and it says it is set aside.
    expect(await detail(member, edit)).toMatchObject({ setAside: true, started: true, completedCount: 1, nextModule: module });
    const card = ((await call(member, 'GET', '/api/edits')).json().edits as { slug: string; setAside: boolean }[]).find(
      (e) => e.slug === edit,
    );
    expect(card?.setAside).toBe(true);

    expect((await setAside(member, edit, false)).statusCode).toBe(200);
    expect((await plan(member)).nextModule).toMatchObject({ editSlug: edit, moduleSlug: module, inProgress: true });
    expect((await detail(member, edit)).setAside).toBe(false);
  });

  it('hands the next step to another Edit in progress, and back when this one is picked up again', async () => {
    const { member, edit } = await memberOnAnEdit();
    const other = 'boundaries-that-hold' === edit ? 'rest-without-guilt' : 'boundaries-that-hold';
    await doNextModule(member, other);
    await doNextModule(member, edit); // touched last: it is the next step
    expect((await plan(member)).nextModule.editSlug).toBe(edit);

    await setAside(member, edit, true);
    expect((await plan(member)).nextModule).toMatchObject({ editSlug: other, inProgress: true });
    await setAside(member, edit, false);
    expect((await plan(member)).nextModule.editSlug).toBe(edit);
  });

  it('is picked up again by doing one of its modules', async () => {
    const { member, edit } = await memberOnAnEdit();
    await setAside(member, edit, true);
    await doNextModule(member, edit);
    expect(await detail(member, edit)).toMatchObject({ setAside: false, completedCount: 2 });
    expect((await plan(member)).nextModule.editSlug).toBe(edit);
  });

  it('only sets aside an Edit the member has started and not finished, and is the member’s own', async () => {
    const member = makeActor();
    const notStarted = await setAside(member, 'rest-without-guilt', true);
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().detail).toBe(SET_ASIDE_MESSAGES.notInProgress);
    expect((await detail(member, 'rest-without-guilt')).setAside).toBe(false);

    expect((await setAside(member, 'no-such-edit', true)).statusCode).toBe(404);
    const bad = await call(member, 'PUT', '/api/edits/rest-without-guilt/set-aside', { setAside: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'setAside' })]);
    expect((await call({ kind: 'visitor' }, 'PUT', '/api/edits/rest-without-guilt/set-aside', { setAside: true })).statusCode).toBe(401);

    // Another member's Edit is untouched; staff viewing as the member cannot change it.
    const { member: owner, edit } = await memberOnAnEdit();
    expect((await setAside(member, edit, true)).statusCode).toBe(409);
    expect((await detail(owner, edit)).setAside).toBe(false);
    const viewing = { ...(owner as Extract<Actor, { kind: 'user' }>), impersonatedBy: 'staff-1', sessionId: 'session-1' };
    expect((await setAside(viewing, edit, true)).json().code).toBe(READ_ONLY_CODE);
    expect((await detail(owner, edit)).setAside).toBe(false);
  });
});
