import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

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
