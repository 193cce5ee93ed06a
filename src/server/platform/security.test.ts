import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../testing/test-app';
import { registerSecurity } from './security';

// HSTS tells browsers to use HTTPS only: sent in production (served over https), never in tests or
// development, where the app runs on http://localhost and the header would be wrong.
async function headersIn(env: Record<string, string>) {
  const app = Fastify();
  await registerSecurity(app, testEnv(env));
  app.get('/api/ping', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url: '/api/ping' });
  await app.close();
  return res.headers;
}

describe('security headers', () => {
  it('sends Strict-Transport-Security for a year, subdomains included, in production', async () => {
    const headers = await headersIn({ NODE_ENV: 'production', PUBLIC_URL: 'https://recalibrate.example' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it.each([
    ['test', 'http://localhost:3000'],
    ['development', 'http://localhost:3000'],
  ])('does not send it in %s mode', async (mode, url) => {
    const headers = await headersIn({ NODE_ENV: mode, PUBLIC_URL: url });
    expect(headers['strict-transport-security']).toBeUndefined();
    // The other headers are there in every mode.
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
