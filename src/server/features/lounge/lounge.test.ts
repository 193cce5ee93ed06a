import { describe, expect, it } from 'vitest';
import { GUIDELINES_VERSION } from '#shared/lounge/guidelines';
import { LIMIT_MESSAGES } from '#shared/lounge/limits';
import { LOUNGE_MESSAGES } from '#shared/contracts/lounge';
import { TEXT_MESSAGES } from '#shared/validation/text';
import { callAs } from '#server/testing/requests';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { joinLounge, writePost } from './lounge-testing';

describe('the Lounge for members', () => {
  const t = setUpTestApp();

  it('asks for an identity, then the guidelines, before the first post; the pseudonym is chosen once', async () => {
    const actor = makeActor();
    const post = { circle: 'boundaries', title: 'Hello', body: 'First time here.' };
    let res = await callAs(t, actor, 'POST', '/api/lounge/posts', post);
    expect([res.statusCode, res.json().detail]).toEqual([409, LOUNGE_MESSAGES.needsIdentity]);
    res = await callAs(t, actor, 'POST', '/api/lounge/me/identity', { kind: 'pseudonym', pseudonym: '<b>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'pseudonym', message: LOUNGE_MESSAGES.pseudonym });
    const name = `Willow ${Date.now()}`;
    res = await callAs(t, actor, 'POST', '/api/lounge/me/identity', { kind: 'pseudonym', pseudonym: name });
    expect(res.json().identity.name).toBe(name);
    res = await callAs(t, actor, 'POST', '/api/lounge/me/identity', { kind: 'pseudonym', pseudonym: 'Another' });
    expect([res.statusCode, res.json().detail]).toEqual([409, LOUNGE_MESSAGES.identityChosen]);
    res = await callAs(t, makeActor(), 'POST', '/api/lounge/me/identity', { kind: 'pseudonym', pseudonym: name.toUpperCase() });
    expect([res.statusCode, res.json().errors[0].field]).toEqual([409, 'pseudonym']);
    res = await callAs(t, actor, 'POST', '/api/lounge/posts', post);
    expect([res.statusCode, res.json().detail]).toEqual([409, LOUNGE_MESSAGES.needsGuidelines]);
    res = await callAs(t, actor, 'POST', '/api/lounge/me/guidelines', { version: GUIDELINES_VERSION });
    expect(res.json().guidelines).toEqual({ current: GUIDELINES_VERSION, accepted: GUIDELINES_VERSION });
    res = await callAs(t, actor, 'POST', '/api/lounge/posts', post);
    expect(res.statusCode).toBe(201);
    expect(res.json().post.author).toMatchObject({ name, you: true, badge: null });
    expect(JSON.stringify(res.json())).not.toContain(actor.kind === 'user' ? actor.email : '@');
  });

  it("refuses spec 5's unsafe content with field errors, and sanitises what it keeps", async () => {
    const { actor } = await joinLounge(t);
    let res = await callAs(t, actor, 'POST', '/api/lounge/posts', { circle: 'boundaries', title: 'A <b>', body: 'x'.repeat(10_001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: TEXT_MESSAGES.titleBrackets },
        { field: 'body', message: TEXT_MESSAGES.contentTooLong },
      ]),
    );
    res = await callAs(t, actor, 'POST', '/api/lounge/posts', { circle: 'boundaries', title: '', body: 'see javascript:alert(1)' });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: TEXT_MESSAGES.titleRequired },
        { field: 'body', message: TEXT_MESSAGES.contentUnsafe },
      ]),
    );
    res = await callAs(t, actor, 'POST', '/api/lounge/posts', { circle: 'nowhere', title: 'Hi', body: 'Hi' });
    expect(res.json().errors).toEqual([{ field: 'circle', message: LOUNGE_MESSAGES.noCircle }]);
    const ok = await writePost(t, actor, { body: 'I wrote <i>this</i> onclick=go() 2 > 1' });
    expect(ok.post.body).toBe('I wrote ithis/i go() 2  1');
  });

  it('pages a feed newest first with a cursor that stays stable while new posts arrive', async () => {
    const { actor } = await joinLounge(t);
    const circle = 'caring-for-others';
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await writePost(t, actor, { circle, title: `Post ${i}`, body: `Body number ${i} here` })).post.id);
    const first = (await callAs(t, actor, 'GET', `/api/lounge/posts?circle=${circle}&limit=2`)).json();
    // Someone posts while this person reads: the next page neither repeats nor skips.
    const { actor: other } = await joinLounge(t);
    await writePost(t, other, { circle, title: 'Meanwhile', body: 'A new one' });
    const second = (await callAs(t, actor, 'GET', `/api/lounge/posts?circle=${circle}&limit=2&cursor=${first.nextCursor}`)).json();
    const third = (await callAs(t, actor, 'GET', `/api/lounge/posts?circle=${circle}&limit=2&cursor=${second.nextCursor}`)).json();
    const seen = [...first.posts, ...second.posts, ...third.posts].map((p: { id: string }) => p.id);
    const mine = seen.filter((id) => ids.includes(id));
    expect(mine).toEqual([...ids].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    const bad = await callAs(t, actor, 'GET', '/api/lounge/posts?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
  });

  it('lets only the author edit (marked edited) and delete; a deleted post with replies reads [removed]', async () => {
    const { actor: author } = await joinLounge(t);
    const { actor: other } = await joinLounge(t);
    const { post } = await writePost(t, author);
    let res = await callAs(t, other, 'PATCH', `/api/lounge/posts/${post.id}`, { title: 'Mine now', body: 'Taken' });
    expect(res.statusCode).toBe(404);
    res = await callAs(t, other, 'DELETE', `/api/lounge/posts/${post.id}`);
    expect(res.statusCode).toBe(404);
    res = await callAs(t, author, 'PATCH', `/api/lounge/posts/${post.id}`, { title: 'I said no, kindly', body: 'Better wording.' });
    expect(res.json().post).toMatchObject({ title: 'I said no, kindly', edited: true });
    const comment = await callAs(t, other, 'POST', `/api/lounge/posts/${post.id}/comments`, { body: 'Proud of you.' });
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json().comment.id;
    res = await callAs(t, author, 'PATCH', `/api/lounge/comments/${commentId}`, { body: 'Edited by someone else' });
    expect(res.statusCode).toBe(404);
    const reply = await callAs(t, author, 'POST', `/api/lounge/posts/${post.id}/comments`, { body: 'Thank you.', parentId: commentId });
    expect(reply.json().comment.parentId).toBe(commentId);
    res = await callAs(t, other, 'POST', `/api/lounge/posts/${post.id}/comments`, { body: 'Deeper', parentId: reply.json().comment.id });
    expect([res.statusCode, res.json().errors[0].field]).toEqual([422, 'parentId']);
    expect((await callAs(t, author, 'DELETE', `/api/lounge/posts/${post.id}`)).statusCode).toBe(200);
    const thread = (await callAs(t, other, 'GET', `/api/lounge/posts/${post.id}`)).json();
    expect(thread.post).toMatchObject({ title: '[removed]', body: '[removed]', removed: true, author: null });
    expect(thread.comments.map((c: { body: string }) => c.body)).toEqual(['Proud of you.', 'Thank you.']);
    const feed = (await callAs(t, other, 'GET', '/api/lounge/posts?circle=boundaries&limit=50')).json();
    expect(feed.posts.map((p: { id: string }) => p.id)).not.toContain(post.id);
  });

  it('counts reactions without naming who gave them, and hides a blocked member and a muted circle', async () => {
    const { actor: author, memberKey } = await joinLounge(t);
    const { actor: reader } = await joinLounge(t);
    const { post } = await writePost(t, author, { circle: 'wins-this-week', title: 'A walk', body: 'I walked today.' });
    for (const actor of [reader, author]) {
      expect((await callAs(t, actor, 'PUT', `/api/lounge/reactions/post/${post.id}/calm`)).statusCode).toBe(200);
    }
    await callAs(t, reader, 'PUT', `/api/lounge/reactions/post/${post.id}/helped`);
    await callAs(t, reader, 'PUT', `/api/lounge/reactions/post/${post.id}/helped`);
    let view = (await callAs(t, reader, 'GET', `/api/lounge/posts/${post.id}/summary`)).json();
    expect(view.reactions).toEqual({ calm: 2, me_too: 0, helped: 1 });
    expect(view.mine.sort()).toEqual(['calm', 'helped']);
    await callAs(t, reader, 'DELETE', `/api/lounge/reactions/post/${post.id}/calm`);
    view = (await callAs(t, reader, 'GET', `/api/lounge/posts/${post.id}/summary`)).json();
    expect(view.reactions.calm).toBe(1);
    const helpful = (await callAs(t, reader, 'GET', '/api/lounge/helpful')).json();
    expect(helpful.posts.map((p: { id: string }) => p.id)).toContain(post.id);

    expect((await callAs(t, reader, 'PUT', `/api/lounge/blocks/${memberKey}`)).statusCode).toBe(200);
    const feed = (await callAs(t, reader, 'GET', '/api/lounge/posts?circle=wins-this-week&limit=50')).json();
    expect(feed.posts.map((p: { id: string }) => p.id)).not.toContain(post.id);
    expect((await callAs(t, reader, 'GET', `/api/lounge/posts/${post.id}`)).statusCode).toBe(404);
    expect((await callAs(t, reader, 'GET', '/api/lounge/me')).json().blocked).toHaveLength(1);
    await callAs(t, reader, 'DELETE', `/api/lounge/blocks/${memberKey}`);
    expect((await callAs(t, reader, 'GET', `/api/lounge/posts/${post.id}`)).statusCode).toBe(200);

    await callAs(t, reader, 'PUT', '/api/lounge/circles/wins-this-week/mute');
    const all = (await callAs(t, reader, 'GET', '/api/lounge/posts?limit=50')).json();
    expect(all.posts.every((p: { circle: string }) => p.circle !== 'wins-this-week')).toBe(true);
    const circle = (await callAs(t, reader, 'GET', '/api/lounge/posts?circle=wins-this-week&limit=50')).json();
    expect(circle.posts.map((p: { id: string }) => p.id)).toContain(post.id);
    const circles = (await callAs(t, reader, 'GET', '/api/lounge/circles')).json().circles;
    expect(circles.find((c: { slug: string }) => c.slug === 'wins-this-week').muted).toBe(true);
  });

  it('holds to the limits with a clear message: posts per hour, the new-account cooldown, links', async () => {
    const { actor } = await joinLounge(t);
    for (let i = 0; i < 5; i += 1) await writePost(t, actor, { title: `Limit ${i}`, body: `Different words ${i}` });
    let res = await callAs(t, actor, 'POST', '/api/lounge/posts', { circle: 'boundaries', title: 'Sixth', body: 'One more' });
    expect([res.statusCode, res.json().detail]).toEqual([429, LIMIT_MESSAGES.postsPerHour(5)]);
    const { actor: fresh } = await joinLounge(t, { fresh: true });
    res = await callAs(t, fresh, 'POST', '/api/lounge/posts', {
      circle: 'boundaries',
      title: 'Links',
      body: 'https://a.org and https://b.org',
    });
    expect([res.statusCode, res.json().errors]).toEqual([422, [{ field: 'body', message: LIMIT_MESSAGES.links(1) }]]);
    await writePost(t, fresh, { title: 'First', body: 'Hello from a new account' });
    res = await callAs(t, fresh, 'POST', '/api/lounge/posts', { circle: 'boundaries', title: 'Second', body: 'Too soon' });
    expect([res.statusCode, res.json().detail]).toEqual([429, LIMIT_MESSAGES.cooldown(2)]);
  });
});
