import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { TEST_DATABASE_URL, asActor, createTestApp, makeActor, type TestApp } from '../../testing/test-app';

/** Reads server-sent events from a real HTTP connection until `until` matches or time runs out. */
async function collectEvents(url: string, headers: Record<string, string>, until: (text: string) => boolean, ms = 5000) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const ready = new Promise<void>((resolve) => {
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value);
          if (text.includes(': connected')) resolve();
          if (until(text)) break;
        }
      } catch {
        // aborted
      } finally {
        clearTimeout(timer);
        controller.abort();
        resolve();
      }
    })();
  });
  return { status: res.status, contentType: res.headers.get('content-type'), ready, text: () => text, done: () => controller.signal };
}

async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

async function waitFor(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('realtime events on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

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
});

// The scale-out proof (ARCHITECTURE.md §1): two instances on one PostgreSQL; an event published
// on one reaches a client connected to the other. Runs when TEST_DATABASE_URL is set (CI).
describe.skipIf(!TEST_DATABASE_URL)('realtime events across two instances on PostgreSQL', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    // Each instance has its own pool and its own LISTEN connection, as separate processes would.
    one = await createTestApp({ database: await openDatabase({ url: TEST_DATABASE_URL, poolSize: 3 }) });
    two = await createTestApp({ database: await openDatabase({ url: TEST_DATABASE_URL, poolSize: 3 }) });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await one.database.close();
    await two.database.close();
  });

  it('delivers an event published on instance one to a tab connected to instance two', async () => {
    const baseTwo = await listen(two);
    const member = makeActor();
    const tab = await collectEvents(`${baseTwo}/api/realtime/events`, asActor(member), (s) => s.includes('event: hello'));
    await tab.ready;
    await one.publish(member.kind === 'user' ? member.userId : '', 'hello', { from: 'one' });
    await waitFor(() => tab.text().includes('event: hello'));
    expect(tab.text()).toContain('data: {"from":"one"}');
  });
});
