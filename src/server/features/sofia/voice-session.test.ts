import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '#server/testing/requests';
import { type TestApp, createTestApp } from '#server/testing/test-app';
import { VOICE_KEY_SECONDS } from './voice-session';
import { sofiaMember } from './testing/sofia-requests';

/** A fake of the realtime service's POST /v1/realtime/client_secrets. */
const seen: { path: string; authorization?: string; body: Record<string, unknown> }[] = [];
let failing = false;
const fake = createServer((req, res) => {
  let body = '';
  req.on('data', (piece: Buffer) => (body += piece.toString()));
  req.on('end', () => {
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(body) as Record<string, unknown> });
    if (failing) return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ value: 'ek_fake_short_lived', expires_at: 1_900_000_000, session: { type: 'realtime' } }));
  });
});

let t: TestApp;
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  t = await createTestApp({ env: { SOFIA_REALTIME_API_KEY: 'sk-server-only', SOFIA_REALTIME_BASE_URL: base } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe('POST /api/sofia/voice/session', () => {
  it('lets the browser reach the configured speech service, and no other (CSP connect-src)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${new URL(base).origin};`);
  });

  it('mints a short-lived key with the server’s key, which never reaches the browser', async () => {
    const member = await sofiaMember(t);
    const res = await callAs(t, member, 'POST', '/api/sofia/voice/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      clientSecret: 'ek_fake_short_lived',
      expiresAt: new Date(1_900_000_000_000).toISOString(),
      model: 'gpt-realtime',
      callsUrl: `${base}/realtime/calls`,
    });
    expect(res.body).not.toContain('sk-server-only');
    const call = seen.at(-1)!;
    expect(call.path).toBe('/v1/realtime/client_secrets');
    expect(call.authorization).toBe('Bearer sk-server-only');
    expect(call.body).toMatchObject({
      expires_after: { anchor: 'created_at', seconds: VOICE_KEY_SECONDS },
      session: { type: 'realtime', model: 'gpt-realtime' },
    });
    expect((await callAs(t, member, 'GET', '/api/sofia/status')).json().voice).toEqual({ realtime: true });
  });

  it('is for members with Sofia, and says so kindly when the service fails', async () => {
    const free = await sofiaMember(t, 'free');
    const calls = seen.length;
    expect((await callAs(t, free, 'POST', '/api/sofia/voice/session')).statusCode).toBe(403);
    expect(seen.length).toBe(calls);
    failing = true;
    const res = await callAs(t, await sofiaMember(t), 'POST', '/api/sofia/voice/session');
    failing = false;
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
