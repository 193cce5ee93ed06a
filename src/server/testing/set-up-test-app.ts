import { afterAll, beforeAll } from 'vitest';
import { createTestApp, isolatedDatabase, type TestApp, type TestAppOptions } from './test-app';

/**
 * The test app of the tests around the call: opened before them (beforeAll) and closed after them
 * (afterAll). It is filled in when it opens, so read it in hooks and tests, not at a file's top level.
 */
export function setUpTestApp(options?: TestAppOptions): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * The same on a database of its own (isolatedDatabase), for tests that change what every other
 * file would see (a global setting, the brand files, an email's wording); dropped afterwards.
 */
export function setUpIsolatedTestApp(options?: Omit<TestAppOptions, 'database'>): TestApp {
  const t = {} as TestApp;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const isolated = await isolatedDatabase();
    drop = isolated.drop;
    Object.assign(t, await createTestApp({ ...options, database: isolated.database }));
  }, 300_000);
  afterAll(async () => {
    await t.close();
    await drop();
  });
  return t;
}
