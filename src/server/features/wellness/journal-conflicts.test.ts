import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { callerOf } from '#server/testing/requests';
import { journalEntries } from './schema';

/** Issue 25, decision 150: an edit to an entry that changed elsewhere; the latest wins, the other is a copy. */
const t = setUpTestApp();

interface Entry {
  id: string;
  updated_at: string;
}

const call = callerOf(t);

async function entryWithEditElsewhere(member: Actor) {
  const created = (await call(member, 'POST', '/api/journal', { title: 'Train', body: 'First words.', tags: ['travel'] })).json().entry;
  // Another device edits it, based on the version it read.
  const elsewhere = await call(member, 'PUT', `/api/journal/${created.id}`, {
    title: 'Train',
    body: 'Changed on the laptop.',
    tags: ['travel'],
    base_updated_at: created.updated_at,
  });
  expect(elsewhere.json().conflict).toBeNull();
  return { created, changed: elsewhere.json().entry };
}

/** An edit of the first version, made offline `afterChange` ms after the change elsewhere (negative: before it). */
function editMadeOffline(member: Actor, entry: { created: Entry; changed: Entry }, afterChange: number, body: string) {
  return call(member, 'PUT', `/api/journal/${entry.created.id}`, {
    title: 'Train',
    body,
    tags: ['travel'],
    base_updated_at: entry.created.updated_at,
    edited_at: new Date(Date.parse(entry.changed.updated_at) + afterChange).toISOString(),
  });
}

const list = async (member: Actor) =>
  (await call(member, 'GET', '/api/journal')).json().entries as { id: string; title: string; body: string }[];

describe('journal edits based on an older version', () => {
  it('applies an edit based on the current version, without a copy', async () => {
    const member = makeActor();
    const created = (await call(member, 'POST', '/api/journal', { title: 'Quiet', body: 'A line.' })).json().entry;
    const res = await call(member, 'PUT', `/api/journal/${created.id}`, {
      title: 'Quiet',
      body: 'Two lines.',
      base_updated_at: created.updated_at,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ entry: { body: 'Two lines.' }, conflict: null });
    expect(await list(member)).toHaveLength(1);
  });

  it('moves the version on at every edit, even one within the same millisecond as the last', async () => {
    const member = makeActor();
    const created = (await call(member, 'POST', '/api/journal', { title: 'Clock', body: 'One.' })).json().entry as Entry;
    // The last version is stamped later than the database's clock now reads (a second edit in
    // the same millisecond looks the same from the API, which shows milliseconds).
    const ahead = new Date(Date.now() + 60_000);
    await t.database.db
      .update(journalEntries)
      .set({ updatedAt: sql`${ahead.toISOString()}::timestamptz` })
      .where(eq(journalEntries.id, created.id));
    const edited = (await call(member, 'PUT', `/api/journal/${created.id}`, { title: 'Clock', body: 'Two.' })).json().entry as Entry;
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(ahead.getTime());
  });

  it('lets the later offline edit win and keeps the other version as a copy', async () => {
    const member = makeActor();
    const versions = await entryWithEditElsewhere(member);
    const { created } = versions;
    const res = await editMadeOffline(member, versions, 1, 'Written on the train.');
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.entry).toMatchObject({ id: created.id, body: 'Written on the train.' });
    expect(reply.conflict).toMatchObject({
      kept_as_copy: 'other',
      copy: { title: 'Train (copy)', body: 'Changed on the laptop.', tags: ['travel'] },
    });
    const entries = await list(member);
    expect(entries.map((entry) => entry.body).sort()).toEqual(['Changed on the laptop.', 'Written on the train.']);
  });

  it('answers a replay of an edit already applied without another copy', async () => {
    const member = makeActor();
    const versions = await entryWithEditElsewhere(member);
    const first = (await editMadeOffline(member, versions, 1, 'Written on the train.')).json();
    const replay = (await editMadeOffline(member, versions, 1, 'Written on the train.')).json();
    expect(first.conflict).not.toBeNull();
    expect(replay.conflict).toBeNull();
    expect(replay.entry).toEqual(first.entry);
    expect(await list(member)).toHaveLength(2);
  });

  it('keeps the later change elsewhere and saves the older offline edit as a copy', async () => {
    const member = makeActor();
    const versions = await entryWithEditElsewhere(member);
    const { created, changed } = versions;
    const res = await editMadeOffline(member, versions, -60_000, 'Written before the laptop edit.');
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.entry).toMatchObject({ id: created.id, body: 'Changed on the laptop.', updated_at: changed.updated_at });
    expect(reply.conflict).toMatchObject({
      kept_as_copy: 'yours',
      copy: { title: 'Train (copy)', body: 'Written before the laptop edit.' },
    });
    expect((await list(member)).find((entry) => entry.id === reply.conflict.copy.id)?.body).toBe('Written before the laptop edit.');
  });

  it('answers 404 for another member’s entry and makes no copy', async () => {
    const member = makeActor();
    const { created } = await entryWithEditElsewhere(member);
    const other = makeActor();
    const res = await call(other, 'PUT', `/api/journal/${created.id}`, { title: 'Mine', body: 'x', base_updated_at: created.updated_at });
    expect(res.statusCode).toBe(404);
    expect(await list(other)).toEqual([]);
    expect(await list(member)).toHaveLength(1);
  });

  it('refuses a version that is not a date', async () => {
    const member = makeActor();
    const created = (await call(member, 'POST', '/api/journal', { title: 'Quiet', body: 'A line.' })).json().entry;
    const res = await call(member, 'PUT', `/api/journal/${created.id}`, { title: 'Quiet', body: 'x', base_updated_at: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
