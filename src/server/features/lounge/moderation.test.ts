import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '#shared/lounge/limits';
import { MODERATION_MESSAGES, type QueueItem } from '#shared/contracts/lounge-moderation';
import { callAs } from '#server/testing/requests';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { joinLounge, writePost } from './lounge-testing';

const TIER_1 = 'I want to kill myself';

describe('crisis language and moderation in the Lounge', () => {
  const t = setUpTestApp();
  const moderator = makeActor({ staffRole: 'admin' });
  const queue = async (): Promise<QueueItem[]> => (await callAs(t, moderator, 'GET', '/api/admin/moderation/queue')).json().items;

  it('shows the author resources at once, publishes nothing, and puts the comment at the top of the queue', async () => {
    const { actor: author } = await joinLounge(t);
    const { actor: writer } = await joinLounge(t);
    const { actor: reader } = await joinLounge(t);
    const { post } = await writePost(t, author);
    await callAs(t, reader, 'POST', '/api/lounge/reports', { itemKind: 'post', itemId: post.id, reason: 'spam' });
    const res = await callAs(t, writer, 'POST', `/api/lounge/posts/${post.id}/comments`, { body: `Some days ${TIER_1}.` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ crisisTier: 1, comment: { status: 'held' } });
    const id = res.json().comment.id;
    const seenBy = async (actor: typeof reader) =>
      (await callAs(t, actor, 'GET', `/api/lounge/posts/${post.id}`)).json().comments.map((c: { id: string }) => c.id);
    expect(await seenBy(reader)).not.toContain(id);
    expect(await seenBy(writer)).toContain(id);
    const items = await queue();
    const at = items.findIndex((i) => i.id === id);
    expect(items[at]).toMatchObject({ risk: 100, crisisTier: 1, status: 'held', flags: [{ source: 'crisis', label: 'Crisis language' }] });
    expect(items[at].context.postBody).toBe(post.body);
    expect(items.slice(0, at).every((i) => i.risk === 100)).toBe(true);
    expect(items.findIndex((i) => i.id === post.id)).toBeGreaterThan(at);
    // Tier 2 is published with the resources, and flagged below tier 1.
    const two = await callAs(t, writer, 'POST', `/api/lounge/posts/${post.id}/comments`, { body: 'I feel hopeless lately.' });
    expect(two.json()).toMatchObject({ crisisTier: 2, comment: { status: 'published' } });
  });

  it('carries the crisis tier with every refusal (cooldown, suspension), so no limit hides the crisis card', async () => {
    const { actor: fresh } = await joinLounge(t, { fresh: true });
    const { post } = await writePost(t, fresh, { title: 'Small win', body: 'I went for a walk.' });
    const cooled = await callAs(t, fresh, 'POST', '/api/lounge/posts', { circle: 'boundaries', title: 'Tonight', body: `${TIER_1}.` });
    expect([cooled.statusCode, cooled.json().detail, cooled.json().crisisTier]).toEqual([429, LIMIT_MESSAGES.cooldown(2), 1]);
    const calm = await callAs(t, fresh, 'POST', '/api/lounge/posts', { circle: 'boundaries', title: 'Later', body: 'A quiet day.' });
    expect([calm.statusCode, calm.json().crisisTier]).toEqual([429, 0]);
    await t.database.execute(`update lounge_members set suspended_until = now() + interval '1 day' where user_id = $1`, [
      fresh.kind === 'user' ? fresh.userId : '',
    ]);
    const comment = await callAs(t, fresh, 'POST', `/api/lounge/posts/${post.id}/comments`, { body: 'I feel hopeless lately.' });
    expect([comment.statusCode, comment.json().crisisTier]).toEqual([403, 2]);
    const edit = await callAs(t, fresh, 'PATCH', `/api/lounge/posts/${post.id}`, { title: 'Small win', body: `${TIER_1}.` });
    expect([edit.statusCode, edit.json().crisisTier]).toEqual([403, 1]);
  });

  it('hides a reported post with a reason the author sees, records it in the audit log, and restores it', async () => {
    const { actor: author } = await joinLounge(t);
    const { actor: reporter } = await joinLounge(t);
    const { post } = await writePost(t, author, { title: 'Rant', body: 'Everyone at work is an idiot.' });
    let res = await callAs(t, reporter, 'POST', '/api/lounge/reports', {
      itemKind: 'post',
      itemId: post.id,
      reason: 'unkind',
      details: 'Harsh',
    });
    expect(res.statusCode).toBe(201);
    res = await callAs(t, author, 'POST', '/api/lounge/reports', { itemKind: 'post', itemId: post.id, reason: 'unkind' });
    expect(res.statusCode).toBe(422);
    const item = (await queue()).find((i) => i.id === post.id)!;
    expect(item.flags).toEqual([expect.objectContaining({ source: 'report', reason: 'unkind', details: 'Harsh', risk: 60 })]);
    expect(item.actions).toEqual(['dismiss', 'hide', 'delete']);

    const member = makeActor();
    res = await callAs(t, member, 'POST', `/api/admin/moderation/items/post/${post.id}`, { action: 'hide', reason: 'Unkind words' });
    expect(res.statusCode).toBe(403);
    res = await callAs(t, moderator, 'POST', `/api/admin/moderation/items/post/${post.id}`, { action: 'hide', reason: '' });
    expect(res.json().errors).toEqual([{ field: 'reason', message: MODERATION_MESSAGES.reason }]);
    const reason = 'Please speak about people kindly, even when work is hard.';
    res = await callAs(t, moderator, 'POST', `/api/admin/moderation/items/post/${post.id}`, { action: 'hide', reason });
    expect(res.json().status).toBe('hidden');
    expect((await callAs(t, reporter, 'GET', `/api/lounge/posts/${post.id}`)).statusCode).toBe(404);
    const own = (await callAs(t, author, 'GET', `/api/lounge/posts/${post.id}`)).json().post;
    expect(own).toMatchObject({ status: 'hidden', moderationReason: reason });
    const me = (await callAs(t, author, 'GET', '/api/lounge/me')).json();
    expect(me.notices[0]).toMatchObject({ action: 'hide', reason });
    expect((await queue()).find((i) => i.id === post.id)).toBeUndefined();
    const { rows } = await t.database.execute(
      `select actor_user_id, reason, details from audit_log where action = 'lounge.item' and details->>'id' = $1`,
      [post.id],
    );
    expect(rows).toEqual([
      {
        actor_user_id: moderator.kind === 'user' ? moderator.userId : '',
        reason,
        details: expect.objectContaining({ action: 'hide', from: 'published', to: 'hidden' }),
      },
    ]);

    res = await callAs(t, moderator, 'POST', `/api/admin/moderation/items/post/${post.id}`, { action: 'dismiss', reason: 'Nothing more' });
    expect([res.statusCode, res.json().detail]).toEqual([409, MODERATION_MESSAGES.notAllowed]);
    res = await callAs(t, moderator, 'POST', `/api/admin/moderation/items/post/${post.id}`, { action: 'restore', reason: 'Edited since' });
    expect(res.json().status).toBe('published');
    expect((await callAs(t, reporter, 'GET', `/api/lounge/posts/${post.id}`)).statusCode).toBe(200);
  });

  it('warns, suspends posting for some days and lifts it, each in the audit log', async () => {
    const { actor, memberKey } = await joinLounge(t);
    const url = `/api/admin/moderation/members/${memberKey}`;
    let res = await callAs(t, moderator, 'POST', url, { action: 'suspend', reason: 'Repeated unkindness' });
    expect(res.json().errors).toEqual([{ field: 'days', message: MODERATION_MESSAGES.days }]);
    res = await callAs(t, moderator, 'POST', url, { action: 'suspend', reason: 'Repeated unkindness', days: 3 });
    const until = res.json().suspendedUntil as string;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    res = await callAs(t, actor, 'POST', '/api/lounge/posts', { circle: 'boundaries', title: 'Back', body: 'Hi' });
    expect([res.statusCode, res.json().detail]).toEqual([403, LIMIT_MESSAGES.suspended(until.slice(0, 10))]);
    expect((await callAs(t, actor, 'GET', '/api/lounge/me')).json().suspendedUntil).toBe(until);
    await callAs(t, moderator, 'POST', url, { action: 'lift', reason: 'Talked it through' });
    await writePost(t, actor);
    await callAs(t, moderator, 'POST', url, { action: 'warn', reason: 'Gentle reminder' });
    const notices = (await callAs(t, actor, 'GET', '/api/lounge/me')).json().notices.map((n: { action: string }) => n.action);
    expect(notices).toEqual(['warn', 'lift', 'suspend']);
    const { rows } = await t.database.execute(
      `select count(*)::int as n from audit_log where action = 'lounge.member' and target_user_id = $1`,
      [actor.kind === 'user' ? actor.userId : ''],
    );
    expect(rows[0].n).toBe(3);
  });

  it('flags a link from a new account, repeated text and a burst of posting', async () => {
    const { actor } = await joinLounge(t, { fresh: true });
    const { post } = await writePost(t, actor, { title: 'Try this', body: 'My page www.example.org helps' });
    const { actor: busy } = await joinLounge(t);
    const words = 'Has anyone tried saying no to overtime?';
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await callAs(t, busy, 'POST', `/api/lounge/posts/${post.id}/comments`, { body: words })).json().comment.id);
    const items = await queue();
    expect(items.find((i) => i.id === post.id)?.flags.map((f) => f.source)).toEqual(['new_account_link']);
    expect(items.find((i) => i.id === ids[1])?.flags.map((f) => f.source)).toEqual(['repeated']);
    expect(items.find((i) => i.id === ids[3])?.flags.map((f) => f.source)).toEqual(['repeated', 'burst']);
  });
});
