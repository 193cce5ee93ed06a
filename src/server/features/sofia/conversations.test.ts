import { describe, expect, it } from 'vitest';
import { SOFIA_DEFAULT_TITLE } from '#shared/contracts/sofia';
import { callAs, expectFieldErrors } from '#server/testing/requests';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { VISITOR } from '#shared/access/policy';
import { chat, newConversation, sofiaMember } from './testing/sofia-requests';

const t = setUpTestApp();

describe('Sofia conversations', () => {
  it('lists only the member’s own conversations, newest first, with their message counts', async () => {
    const member = await sofiaMember(t);
    const other = await sofiaMember(t);
    const older = await newConversation(t, member, 'Monday');
    const newer = await newConversation(t, member);
    await newConversation(t, other, 'Not yours');
    await chat(t, member, older, 'hi');

    const res = await callAs(t, member, 'GET', '/api/sofia/conversations');
    expect(res.statusCode).toBe(200);
    const list = res.json().conversations as { id: string; title: string; messageCount: number }[];
    expect(list.map((c) => c.id)).toEqual([older, newer]);
    expect(list[0]).toMatchObject({ title: 'Monday', messageCount: 2 });
    expect(list[1]).toMatchObject({ title: SOFIA_DEFAULT_TITLE, messageCount: 0 });
  });

  it('answers a page at a time, the last talked in first, with the cursor of the next (decision 156)', async () => {
    const member = await sofiaMember(t);
    const first = await newConversation(t, member, 'First');
    const second = await newConversation(t, member, 'Second');
    const third = await newConversation(t, member, 'Third');
    await chat(t, member, first, 'hi');
    const page1 = (await callAs(t, member, 'GET', '/api/sofia/conversations?limit=2')).json();
    expect(page1.conversations.map((c: { id: string }) => c.id)).toEqual([first, third]);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await callAs(t, member, 'GET', `/api/sofia/conversations?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2).toMatchObject({ conversations: [{ id: second }], nextCursor: null });
    // Another member's cursor names a position, never her rows.
    const other = await sofiaMember(t);
    expect((await callAs(t, other, 'GET', `/api/sofia/conversations?cursor=${page1.nextCursor}`)).json()).toEqual({
      conversations: [],
      nextCursor: null,
    });
    expectFieldErrors(await callAs(t, member, 'GET', '/api/sofia/conversations?limit=101'), ['querystring.limit']);
  });

  it('names a new conversation after its first message', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    await chat(t, member, id, 'Work has been relentless this week and I cannot switch off in the evenings at all');
    const res = await callAs(t, member, 'GET', '/api/sofia/conversations');
    expect(res.json().conversations[0].title).toBe('Work has been relentless this week and I cannot switch off…');
  });

  it('renames and deletes, with the messages going too', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    await chat(t, member, id, 'hello');
    const renamed = await callAs(t, member, 'PATCH', `/api/sofia/conversations/${id}`, { title: '  Sunday evening  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().conversation).toMatchObject({ id, title: 'Sunday evening', messageCount: 2 });

    expect((await callAs(t, member, 'DELETE', `/api/sofia/conversations/${id}`)).statusCode).toBe(204);
    expect((await callAs(t, member, 'GET', `/api/sofia/conversations/${id}/messages`)).statusCode).toBe(404);
    const { rows } = await t.database.execute('select count(*)::int as n from sofia_messages where conversation_id = $1', [id]);
    expect(rows[0]!.n).toBe(0);
  });

  it('answers 404 for another member’s conversation, whatever the verb, and leaves it alone', async () => {
    const owner = await sofiaMember(t);
    const stranger = await sofiaMember(t);
    const id = await newConversation(t, owner, 'Private');
    await chat(t, owner, id, 'hello');
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const url = `/api/sofia/conversations/${id}${method === 'GET' ? '/messages' : ''}`;
      const res = await callAs(t, stranger, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await chat(t, stranger, id, 'hello')).status).toBe(404);
    const mine = await callAs(t, owner, 'GET', `/api/sofia/conversations/${id}/messages`);
    expect(mine.json().messages).toHaveLength(2);
    expect((await callAs(t, owner, 'GET', '/api/sofia/conversations')).json().conversations[0].title).toBe('Private');
  });

  it('refuses an empty or too long name with a field error', async () => {
    const member = await sofiaMember(t);
    const id = await newConversation(t, member);
    expectFieldErrors(await callAs(t, member, 'PATCH', `/api/sofia/conversations/${id}`, { title: '   ' }), ['title']);
    expectFieldErrors(await callAs(t, member, 'PATCH', `/api/sofia/conversations/${id}`, { title: 'x'.repeat(81) }), ['title']);
    expectFieldErrors(await callAs(t, member, 'POST', '/api/sofia/conversations', { title: '<b>hi</b>' }), ['title']);
  });

  it('is for signed-in members only', async () => {
    expect((await callAs(t, VISITOR, 'GET', '/api/sofia/conversations')).statusCode).toBe(401);
  });
});
