import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../platform/db/client';
import { TEST_DATABASE_URL, type TestApp, createTestApp } from './test-app';

/** Reads server-sent events from a real HTTP connection until `until` matches or time runs out. */
export async function collectEvents(url: string, headers: Record<string, string>, until: (text: string) => boolean, ms = 5000) {
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

export async function listen(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

export async function waitFor(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Two app instances on the PostgreSQL of TEST_DATABASE_URL, each with its own pool and its own
 * LISTEN connection, as separate processes would be (the scale-out proof, ARCHITECTURE.md §1).
 */
export function setUpTwoInstances(): { one: TestApp; two: TestApp } {
  const apps = {} as { one: TestApp; two: TestApp };
  beforeAll(async () => {
    apps.one = await createTestApp({ database: await openDatabase({ url: TEST_DATABASE_URL, poolSize: 3 }) });
    apps.two = await createTestApp({ database: await openDatabase({ url: TEST_DATABASE_URL, poolSize: 3 }) });
  });
  afterAll(async () => {
    await apps.one.close();
    await apps.two.close();
    await apps.one.database.close();
    await apps.two.database.close();
  });
  return apps;
}
