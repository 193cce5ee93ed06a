import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asActor, createTestApp, makeActor, type TestApp } from '../testing/test-app';

// The HTTP platform: problem+json, validation field errors, no stack traces, body limits,
// JSON-only mutations, same-origin check, the SPA history fallback and the global rate limit.
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Recalibrate</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), brotliCompressSync('console.log(1)'));
  t = await createTestApp({
    env: { WEB_DIST_DIR: dist, BODY_LIMIT_BYTES: '2048' },
    beforeReady: (app) => {
      app.post(
        '/api/test/echo',
        { config: { access: 'public' }, schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
        async (request) => request.body,
      );
      // A JSON answer of exactly `bytes` bytes: {"pad":"xxx…"}.
      app.get('/api/test/sized/:bytes', { config: { access: 'public' } }, async (request) => ({
        pad: 'x'.repeat(Number((request.params as { bytes: string }).bytes) - '{"pad":""}'.length),
      }));
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('database password is hunter2');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('problem+json errors', () => {
  it('lists field errors for invalid bodies', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'a', age: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(body).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['age', 'name']);
  });

  it('hides internal errors and stack traces', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toMatch(/at .*\.ts/);
    expect(res.json()).toMatchObject({ status: 500, title: 'Internal Server Error' });
  });

  it('answers unknown API paths with a 404 problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('refuses bodies over the limit', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x'.repeat(5000), age: 1 } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413 });
  });

  it('takes JSON bodies only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=ab',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('same-origin check for mutations', () => {
  const body = { name: 'Ada', age: 3 };
  it.each([
    ['accepts a same-origin request', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }, 200],
    ['refuses a cross-site request', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 403],
    ['refuses a foreign Origin without fetch metadata', { origin: 'https://evil.example' }, 403],
  ])('%s', async (_name, headers, status) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: body });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json()).toEqual(body);
  });
});

describe('SPA history fallback', () => {
  it('serves index.html for deep links', async () => {
    for (const url of ['/', '/our-story', '/assessment/os-audit-result/abc?x=1', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });
  it('serves built assets with long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
  it('sends the Brotli copy made at build time to a browser that accepts it, and the plain file otherwise', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });
  it('compresses a large API answer for a browser that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/glossary', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(json.terms.length).toBeGreaterThan(40);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 3);
  });
  it.each([
    [15, false],
    [1023, false],
    [1024, true],
    [20_000, true],
  ])('compresses a %i-byte JSON answer only when it pays: %s', async (bytes, compressed) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/test/sized/${bytes}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(compressed ? 'br' : undefined);
    const body = compressed ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(body.length).toBe(bytes);
  });
  it('sends a small JSON answer such as the health check as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
  it('does not answer missing files with the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });
});

describe('session', () => {
  it('has no user for a visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(res.json()).toEqual({ user: null, impersonation: null, termsAcceptanceNeeded: false });
  });
  it('describes the actor the request resolves to', async () => {
    const actor = makeActor({ staffRole: 'admin', tier: 'premium' });
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: asActor(actor) });
    expect(res.json().user).toMatchObject({ staffRole: 'admin', tier: 'premium' });
  });
});

describe('global rate limit', () => {
  it('answers 429 with a problem once the limit is spent', async () => {
    const limited = await createTestApp({ database: t.database, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.app.inject({ method: 'GET', url: '/api/session' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.app.inject({ method: 'GET', url: '/api/session' });
      expect(res.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
      // Pages and built files are not counted against the limit.
      for (let i = 0; i < 4; i++) expect((await limited.app.inject({ method: 'GET', url: '/our-story' })).statusCode).not.toBe(429);
      expect(res.json().retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
