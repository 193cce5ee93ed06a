import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { type PrivatePostgres, startPrivatePostgres } from '#server/testing/private-postgres';
import { TEST_DATABASE_URL, asActor, createTestApp, makeActor, type TestApp } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { collectEvents, listen, setUpTwoInstances, waitFor } from '#server/testing/sse';

describe('realtime events on one instance', () => {
  const t = setUpTestApp();

  it('pushes an event to the signed-in user and not to another user', async () => {
    const base = await listen(t);
    const alice = makeActor();
    const bob = makeActor();
    const a = await collectEvents(`${base}/api/realtime/events`, asActor(alice), (s) => s.includes('event: profile.updated'));
    const b = await collectEvents(`${base}/api/realtime/events`, asActor(bob), () => false, 1500);
    expect(a.status).toBe(200);
    expect(a.contentType).toContain('text/event-stream');
    await a.ready;
    await b.ready;
    await t.publish(alice.kind === 'user' ? alice.userId : '', 'profile.updated', { fields: ['preferred_name'] });
    await waitFor(() => a.text().includes('event: profile.updated'));
    expect(a.text()).toContain('data: {"fields":["preferred_name"]}');
    await new Promise((r) => setTimeout(r, 300));
    expect(b.text()).not.toContain('profile.updated');
  });

  it('gives a tab that comes back what it missed after its last event id, and nothing twice', async () => {
    const base = await listen(t);
    const member = makeActor();
    const userId = member.kind === 'user' ? member.userId : '';
    const first = await collectEvents(`${base}/api/realtime/events`, asActor(member), (s) => s.includes('event: step'));
    await first.ready;
    const seen = await t.publish(userId, 'step', { n: 1 });
    await waitFor(() => first.text().includes('"n":1'));
    expect(first.text()).toContain(`id: ${seen.id}\n`);
    // Away for a moment (the stream is closed): two events go by.
    await t.publish(userId, 'step', { n: 2 });
    await t.publish(userId, 'step', { n: 3 });
    const back = await collectEvents(`${base}/api/realtime/events`, { ...asActor(member), 'last-event-id': seen.id }, (s) =>
      s.includes('"n":4'),
    );
    await back.ready;
    await t.publish(userId, 'step', { n: 4 });
    await waitFor(() => back.text().includes('"n":4'));
    const got = [...back.text().matchAll(/data: \{"n":(\d)\}/g)].map((m) => Number(m[1]));
    expect(got).toEqual([2, 3, 4]);
    // The app's own reconnect passes the id in the query instead.
    const viaQuery = await collectEvents(`${base}/api/realtime/events?lastEventId=${seen.id}`, asActor(member), (s) => s.includes('"n":4'));
    await waitFor(() => viaQuery.text().includes('"n":4'));
    expect([...viaQuery.text().matchAll(/data: \{"n":(\d)\}/g)].map((m) => Number(m[1]))).toEqual([2, 3, 4]);
  });
});

// The scale-out proof (ARCHITECTURE.md §1): two instances on one PostgreSQL; an event published
// on one reaches a client connected to the other. Runs when TEST_DATABASE_URL is set (CI).
describe.skipIf(!TEST_DATABASE_URL)('realtime events across two instances on PostgreSQL', () => {
  const apps = setUpTwoInstances();

  it('delivers an event published on instance one to a tab connected to instance two', async () => {
    const { one, two } = apps;
    const baseTwo = await listen(two);
    const member = makeActor();
    const tab = await collectEvents(`${baseTwo}/api/realtime/events`, asActor(member), (s) => s.includes('event: hello'));
    await tab.ready;
    await one.publish(member.kind === 'user' ? member.userId : '', 'hello', { from: 'one' });
    await waitFor(() => tab.text().includes('event: hello'));
    expect(tab.text()).toContain('data: {"from":"one"}');
  });
});

// ARCHITECTURE.md §1 and issue 14: after PostgreSQL restarts (here on a server of the test's own),
// each instance listens again with exactly one connection, and a tab receives every event once:
// those published before the restart, and those published after it, even before the instance's
// listener is back (it catches up from realtime_events).
describe.skipIf(!TEST_DATABASE_URL)('realtime across a PostgreSQL restart', () => {
  let pg: PrivatePostgres;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    pg = await startPrivatePostgres();
    const first = await openDatabase({ url: pg.url, poolSize: 3 });
    await first.migrate();
    one = await createTestApp({ database: first });
    two = await createTestApp({ database: await openDatabase({ url: pg.url, poolSize: 3 }) });
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await one?.database.close();
    await two?.database.close();
    pg?.remove();
  });

  it('loses no event and doubles none, with one listener per instance', async () => {
    const baseTwo = await listen(two);
    const member = makeActor();
    const userId = member.kind === 'user' ? member.userId : '';
    const tab = await collectEvents(`${baseTwo}/api/realtime/events`, asActor(member), () => false, 60_000);
    await tab.ready;
    for (const n of [1, 2, 3]) await one.publish(userId, 'count', { n });
    await waitFor(() => tab.text().includes('"n":3'));

    pg.stop();
    // Down long enough for several reconnect attempts to fail first.
    await new Promise((r) => setTimeout(r, 3000));
    pg.start();
    // Published as soon as the database answers, whether or not the listeners are back yet.
    for (const n of [4, 5, 6]) {
      await waitForAsync(async () => {
        await one.publish(userId, 'count', { n });
        return true;
      });
    }
    const received = () => [...tab.text().matchAll(/data: \{"n":(\d)\}/g)].map((m) => Number(m[1]));
    await waitFor(() => new Set(received()).size === 6, 30_000);
    await new Promise((r) => setTimeout(r, 500));
    // Each exactly once. One published while the instance was still reconnecting may arrive after
    // later ones (read back from realtime_events), so the order after the outage is not asserted.
    expect(received().slice(0, 3)).toEqual([1, 2, 3]);
    expect([...received()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    await waitFor(() => one.database.listenerCount() === 1 && two.database.listenerCount() === 1, 20_000);
    const { rows } = await one.database.execute("select count(*)::int as n from pg_stat_activity where query like 'LISTEN %'");
    expect(rows[0].n).toBe(2);
  }, 90_000);
});

/** Retries an action that fails while the database comes back. */
async function waitForAsync(action: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (await action()) return;
    } catch (error) {
      if (Date.now() > end) throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
