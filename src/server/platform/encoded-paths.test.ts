import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR } from '#shared/access/policy';
import { ENCODED_VARIANTS, fillParams } from '../testing/encoded-paths';
import { asActor, createTestApp, isolatedDatabase, makeActor, type TestApp } from '../testing/test-app';

// Every decision besides access (launch gate, limiters, same-origin check, cache headers, the
// app's fallback page) is made from the matched route, so no spelling of a path escapes it
// (ARCHITECTURE.md §6). The access policies themselves are walked in access.test.ts.
let t: TestApp;
let isolated: Awaited<ReturnType<typeof isolatedDatabase>>;
let dist: string;
const boss = makeActor({ staffRole: 'super_admin' });
let ip = 0;
const nextAddress = () => `10.9.${(++ip >> 8) & 255}.${ip & 255}`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Recalibrate</title><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  isolated = await isolatedDatabase();
  t = await createTestApp({ database: isolated.database, env: { WEB_DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '1000000' } });
});
afterAll(async () => {
  await t.close();
  await isolated.drop();
  rmSync(dist, { recursive: true, force: true });
});

const variants = (plain: string) => Object.entries(ENCODED_VARIANTS).map(([name, spell]) => [name, spell(plain)] as const);

describe('launch gate', () => {
  it('refuses every gated route to a visitor in every spelling, and keeps the open ones open', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/launch-gate',
      headers: asActor(boss),
      payload: { gated: true },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2100)); // every instance sees the switch within 2 s
    const wrong: string[] = [];
    let gatedRoutes = 0;
    for (const route of t.routes.filter((r) => r.access === 'public' && !r.stream)) {
      const plain = fillParams(route.url);
      const send = (url: string) =>
        t.app.inject({
          method: route.method as 'GET',
          url,
          remoteAddress: nextAddress(),
          headers: { 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : '{}',
        });
      const first = await send(plain);
      if (!route.openWhileGated) {
        gatedRoutes += 1;
        if (first.statusCode !== 403 || first.json().code !== 'LAUNCH_GATED')
          wrong.push(`${route.method} ${plain}: ${first.statusCode}, expected the gate`);
      } else if (first.statusCode === 403) wrong.push(`${route.method} ${plain} is open while gated but answered 403`);
      for (const [name, url] of variants(plain)) {
        const status = (await send(url)).statusCode;
        if (status !== first.statusCode && status !== 404)
          wrong.push(`${route.method} ${url} (${name}): ${status}, plain ${first.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(gatedRoutes).toBeGreaterThan(5);
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings/launch-gate', headers: asActor(boss), payload: { gated: false } });
    await new Promise((r) => setTimeout(r, 2100));
  }, 120_000);
});

describe('rate limits', () => {
  it('counts every spelling of the access-code check in one bucket per address (10 a minute)', async () => {
    const address = nextAddress();
    const spellings = ['/api/launch-gate/validate', ...variants('/api/launch-gate/validate').map(([, url]) => url)];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: spellings[i % spellings.length],
        remoteAddress: address,
        payload: { input_code: `GUESS-${i}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const answered = statuses.filter((s) => s !== 429 && s !== 404);
    expect(answered.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('counts encoded spellings of API routes against the global limit too', async () => {
    const limited = await createTestApp({ database: isolated.database, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses = [];
      for (const url of [
        '/api/launch-gate/status',
        '/%61pi/launch-gate/status',
        '/a%70i/launch-gate/status',
        '/%61pi/launch-gate/status',
      ]) {
        statuses.push((await limited.app.inject({ method: 'GET', url })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('same-origin check', () => {
  it('refuses a foreign origin on every mutation route, in every spelling', async () => {
    const wrong: string[] = [];
    const member = makeActor({ staffRole: 'super_admin', tier: 'premium', isCoach: true });
    for (const route of t.routes.filter((r) => !['GET', 'HEAD'].includes(r.method))) {
      const plain = fillParams(route.url);
      for (const [name, url] of [['plain', plain] as const, ...variants(plain)]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          remoteAddress: nextAddress(),
          headers: { ...asActor(member), origin: 'https://evil.example', 'content-type': 'application/json' },
          payload: route.method === 'DELETE' ? undefined : '{}',
        });
        const expected = name === 'plain' ? [403] : [403, 404];
        if (!expected.includes(res.statusCode)) wrong.push(`${route.method} ${url} (${name}): ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('compares the scheme as well as the host', async () => {
    const headers = { ...asActor(boss), host: 'localhost:3000', 'content-type': 'application/json' };
    const put = (origin: string) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/launch-gate', headers: { ...headers, origin }, payload: { gated: false } });
    expect((await put('https://localhost:3000')).statusCode).toBe(403);
    expect((await put('http://localhost:3000')).statusCode).toBe(200);
  });
});

describe('built files and the app page', () => {
  it('never serve API data or the app page for any spelling of an API address', async () => {
    for (const url of [
      '/API/admin/users',
      '//api/admin/users',
      '/./api/admin/users',
      '/%2561pi/admin/users',
      '/api;x/admin/users',
      '/api/nothing',
    ]) {
      for (const actor of [VISITOR, boss]) {
        const res = await t.app.inject({ method: 'GET', url, headers: asActor(actor) });
        // The plain path's answer (the test client tidies `/./` itself) or a 404 problem.
        const plain = (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: asActor(actor) })).statusCode;
        expect([plain, 404], url).toContain(res.statusCode);
        if (res.statusCode === 404) expect(res.headers['content-type'], url).toContain('application/problem+json');
        expect(res.body).not.toContain('<div id="root">');
      }
    }
    // Pages and built files still answer.
    expect((await t.app.inject({ method: 'GET', url: '/glossary' })).body).toContain('<div id="root">');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' })).body).toBe('console.log(1)');
  });

  it('marks API answers no-store, decided by the matched route', async () => {
    for (const url of ['/api/session', '/%61pi/session']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' })).headers['cache-control']).toContain('immutable');
  });
});
