import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../testing/test-app';
import { PERMISSIONS_POLICY, hijackKeepingHeaders, registerSecurity } from './security';

// HSTS tells browsers to use HTTPS only: sent when the public address is https, never over plain
// http (development, tests, or a production server someone runs on http), where it would be wrong.
async function headersIn(env: Record<string, string>) {
  const app = Fastify();
  await registerSecurity(app, testEnv(env));
  app.get('/api/ping', { config: { access: 'public' } }, async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url: '/api/ping' });
  await app.close();
  return res.headers;
}

describe('security headers', () => {
  it.each(['production', 'development'])(
    'sends Strict-Transport-Security for a year, subdomains included, over https (%s)',
    async (mode) => {
      const headers = await headersIn({ NODE_ENV: mode, PUBLIC_URL: 'https://recalibrate.example' });
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it.each([
    ['test', 'http://localhost:3000'],
    ['development', 'http://localhost:3000'],
    ['production', 'http://recalibrate.internal:3000'],
  ])('does not send it in %s mode over http', async (mode, url) => {
    const headers = await headersIn({ NODE_ENV: mode, PUBLIC_URL: url });
    expect(headers['strict-transport-security']).toBeUndefined();
    // The other headers are there in every mode.
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Without Sofia's realtime voice configured, the browser connects to this site only.
    expect(headers['content-security-policy']).toContain("connect-src 'self';");
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(headers['cache-control']).toBe('no-store');
  });

  // Decision 165: the headers are worked out once and set on the reply, not the raw response.
  it('lets a route replace one, and keeps them on a stream that writes its own head', async () => {
    const app = Fastify();
    await registerSecurity(app, testEnv({}));
    app.get('/api/sandboxed', { config: { access: 'public' } }, async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send({ ok: true }),
    );
    app.get('/api/stream', { config: { access: 'public' } }, (_request, reply) => {
      hijackKeepingHeaders(reply);
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.end('data: 1\n\n');
    });
    const sandboxed = await app.inject({ method: 'GET', url: '/api/sandboxed' });
    const stream = await app.inject({ method: 'GET', url: '/api/stream' });
    await app.close();
    expect(sandboxed.headers['content-security-policy']).toBe("default-src 'none'");
    expect(sandboxed.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(stream.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
  });
});
