import { describe, expect, it } from 'vitest';
import { LOUNGE_COMMENT_CREATED, LOUNGE_POST_CREATED } from '#shared/lounge/events';
import { callAs } from '#server/testing/requests';
import { collectEvents, listen, setUpTwoInstances, waitFor } from '#server/testing/sse';
import { TEST_DATABASE_URL, asActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { joinLounge, writePost } from './lounge-testing';

const stream = (base: string) => `${base}/api/realtime/events`;
/** How long a stream stays open and a wait lasts: the machine may be busy. */
const LIVE_MS = 20_000;

describe('the Lounge live', () => {
  const t = setUpTestApp();

  it("announces a new post and comment to another member's open stream, and never a held one", async () => {
    const base = await listen(t);
    const { actor: a } = await joinLounge(t);
    const { actor: b } = await joinLounge(t);
    const tab = await collectEvents(stream(base), asActor(b), (s) => s.includes(`event: ${LOUNGE_COMMENT_CREATED}`), LIVE_MS);
    await tab.ready;
    const { post } = await writePost(t, a, { circle: 'rest-without-guilt', title: 'Nap', body: 'I napped.' });
    await waitFor(() => tab.text().includes(post.id), LIVE_MS);
    expect(tab.text()).toContain(`event: ${LOUNGE_POST_CREATED}\ndata: {"circle":"rest-without-guilt","postId":"${post.id}"}`);
    const held = await callAs(t, a, 'POST', `/api/lounge/posts/${post.id}/comments`, { body: 'I want to kill myself' });
    const ok = await callAs(t, a, 'POST', `/api/lounge/posts/${post.id}/comments`, { body: 'Thanks all.' });
    await waitFor(() => tab.text().includes(ok.json().comment.id), LIVE_MS);
    expect(tab.text()).not.toContain(held.json().comment.id);
  });

  it('gives a stream that comes back with its last event id the posts it missed', async () => {
    const base = await listen(t);
    const { actor: a } = await joinLounge(t);
    const { actor: b } = await joinLounge(t);
    const first = await collectEvents(stream(base), asActor(b), (s) => s.includes('event: lounge.post'), LIVE_MS);
    await first.ready;
    const one = (await writePost(t, a, { title: 'One', body: 'First' })).post.id;
    await waitFor(() => first.text().includes(one), LIVE_MS);
    const lastId = new RegExp(`id: (\\d+)\\nevent: lounge.post\\ndata: [^\\n]*"postId":"${one}"`).exec(first.text())!;
    expect(lastId).not.toBeNull();
    const two = (await writePost(t, a, { circle: 'wins-this-week', title: 'Two', body: 'Second' })).post.id;
    const back = await collectEvents(stream(base), { ...asActor(b), 'last-event-id': lastId[1] }, (s) => s.includes(two), LIVE_MS);
    await waitFor(() => back.text().includes(two), LIVE_MS);
    expect(back.text()).not.toContain(one);
  });
});

// Two instances on one PostgreSQL: a post made on one reaches a member connected to the other.
describe.skipIf(!TEST_DATABASE_URL)('the Lounge live across two instances on PostgreSQL', () => {
  const apps = setUpTwoInstances();

  it('delivers a post made on instance one to a stream on instance two', async () => {
    const { one, two } = apps;
    const { actor: a } = await joinLounge(one);
    const { actor: b } = await joinLounge(two);
    const tab = await collectEvents(stream(await listen(two)), asActor(b), (s) => s.includes('event: lounge.post'), LIVE_MS);
    await tab.ready;
    const { post } = await writePost(one, a);
    await waitFor(() => tab.text().includes(post.id), LIVE_MS);
    const seen = await callAs(two, b, 'GET', `/api/lounge/posts/${post.id}/summary`);
    expect(seen.json().title).toBe(post.title);
  });
});
