import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { CHECKIN_RATINGS } from '#server/testing/checkin';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { callAs, type Method, expectFieldErrors } from '#server/testing/requests';
import { crisisCardCounts } from '#server/features/safety/schema';

/** Issue 25: saves made offline carry the device's id; the server keeps it as an idempotency key. */
const t = setUpTestApp();

const call = (actor: Actor, method: Method, url: string, payload?: object) => callAs(t, actor, method, url, payload);
const crisisCards = async () => (await t.database.db.select().from(crisisCardCounts)).reduce((sum, row) => sum + row.count, 0);

describe('check-ins with a client id', () => {
  it('stores one row for the same id sent twice and answers the replay with the first result', async () => {
    const member = makeActor();
    const client_id = randomUUID();
    const first = await call(member, 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, client_id, notes: 'On the train' });
    const replay = await call(member, 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, client_id, notes: 'On the train' });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(first.json().checkin).not.toHaveProperty('client_id');
    expect((await call(member, 'GET', '/api/wellness/checkins?days=7')).json().checkins).toHaveLength(1);
  });

  it('keeps ids per member, and saves without an id as before', async () => {
    const client_id = randomUUID();
    const one = makeActor();
    const other = makeActor();
    const mine = await call(one, 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, client_id });
    const theirs = await call(other, 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, client_id });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().checkin.id).not.toBe(mine.json().checkin.id);
    await call(one, 'POST', '/api/wellness/checkins', CHECKIN_RATINGS);
    await call(one, 'POST', '/api/wellness/checkins', CHECKIN_RATINGS);
    expect((await call(one, 'GET', '/api/wellness/checkins?days=7')).json().checkins).toHaveLength(3);
  });

  it('answers a replay of crisis words with the crisis card again, counting it once', async () => {
    const member = makeActor();
    const client_id = randomUUID();
    const before = await crisisCards();
    const body = { ...CHECKIN_RATINGS, client_id, notes: "I can't go on like this" };
    await call(member, 'POST', '/api/wellness/checkins', body);
    const replay = await call(member, 'POST', '/api/wellness/checkins', body);
    expect(replay.json()).toMatchObject({ crisis: true });
    expect(await crisisCards()).toBe(before + 1);
  });

  it('refuses a client id that is not a UUID with a field error', async () => {
    expectFieldErrors(await call(makeActor(), 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, client_id: 'abc' }), ['client_id']);
  });
});

describe('journal entries with a client id', () => {
  it('stores one entry for the same id sent twice and answers the replay with the first result', async () => {
    const member = makeActor();
    const client_id = randomUUID();
    const entry = { client_id, title: 'Platform 4', body: 'Wrote this with no signal.', tags: ['train'] };
    const first = await call(member, 'POST', '/api/journal', entry);
    const replay = await call(member, 'POST', '/api/journal', entry);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect((await call(member, 'GET', '/api/journal')).json().entries).toHaveLength(1);
  });

  it('keeps ids per member and refuses an id that is not a UUID', async () => {
    const client_id = randomUUID();
    const entry = { client_id, title: 'Same id', body: 'Two people, one id.' };
    const mine = await call(makeActor(), 'POST', '/api/journal', entry);
    const theirs = await call(makeActor(), 'POST', '/api/journal', entry);
    expect(theirs.json().entry.id).not.toBe(mine.json().entry.id);
    expectFieldErrors(await call(makeActor(), 'POST', '/api/journal', { ...entry, client_id: '1' }), ['client_id']);
  });
});

describe('two sends of the same id at once (a retry racing the first)', () => {
  it('keep one check-in and one journal entry, and both answer the same row', async () => {
    const member = makeActor();
    const checkin = { ...CHECKIN_RATINGS, client_id: randomUUID() };
    const entry = { client_id: randomUUID(), title: 'Tunnel', body: 'The signal came back twice.' };
    const [c1, c2] = await Promise.all([1, 2].map(() => call(member, 'POST', '/api/wellness/checkins', checkin)));
    const [j1, j2] = await Promise.all([1, 2].map(() => call(member, 'POST', '/api/journal', entry)));
    expect([c1!.statusCode, c2!.statusCode, j1!.statusCode, j2!.statusCode]).toEqual([201, 201, 201, 201]);
    expect(c2!.json().checkin.id).toBe(c1!.json().checkin.id);
    expect(j2!.json().entry.id).toBe(j1!.json().entry.id);
    expect((await call(member, 'GET', '/api/wellness/checkins?days=7')).json().checkins).toHaveLength(1);
    expect((await call(member, 'GET', '/api/journal')).json().entries).toHaveLength(1);
  });
});
