import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signUpVerified, waitFor } from '../testing/auth-helpers';
import { type PrivatePostgres, startPrivatePostgres } from '../testing/private-postgres';
import { TEST_DATABASE_URL, createTestApp, type TestApp } from '../testing/test-app';
import { type Database, openDatabase } from './db/client';
import { DATABASE_UNAVAILABLE } from './errors';

// A database outage is an outage, never a sign-out (ARCHITECTURE.md §6): with PostgreSQL stopped,
// a signed-in member gets 503 problems (not 401), the app's pages are still served, readiness says
// degraded while liveness stays up, and everything recovers by itself once the database is back.
// Runs in CI's PostgreSQL pass (TEST_DATABASE_URL), on a server of its own that it stops and starts.
describe.skipIf(!TEST_DATABASE_URL)('a database outage', () => {
  let pg: PrivatePostgres;
  let database: Database;
  let t: TestApp;
  let dist: string;
  let cookie: string;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    database = await openDatabase({ url: pg.url, poolSize: 3 });
    await database.migrate();
    dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Recalibrate</title><div id="root"></div>');
    t = await createTestApp({ database, env: { WEB_DIST_DIR: dist } });
    ({ cookie } = await signUpVerified(t));
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    pg?.remove();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers 503 instead of signing the member out, serves pages, and recovers without a restart', async () => {
    expect((await get(t, '/api/session', cookie)).json().user).not.toBeNull();

    pg.stop();
    for (const url of ['/api/session', '/api/account/profile']) {
      const res = await get(t, url, cookie);
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toMatchObject({
        status: 503,
        code: DATABASE_UNAVAILABLE,
        detail: "We can't reach our records right now. Please try again in a moment.",
      });
      expect(res.headers['retry-after'], url).toBe('5');
    }
    expect((await get(t, '/api/ready')).statusCode).toBe(503);
    expect((await get(t, '/api/health')).statusCode).toBe(200);
    const page = await get(t, '/check-in');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');

    pg.start();
    await waitFor(async () => (await get(t, '/api/ready')).statusCode === 200, 20_000);
    const session = await get(t, '/api/session', cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).not.toBeNull();
    expect((await get(t, '/api/account/profile', cookie)).statusCode).toBe(200);
  }, 90_000);
});
