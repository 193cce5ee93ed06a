import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { setUpTestApp } from '../testing/set-up-test-app';

const t = setUpTestApp();

describe('GET /api/health and /api/ready', () => {
  it('reports the process alive and the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up', driver: t.database.kind });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    // HSTS is for an https public address only (http://localhost here).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('stays alive but not ready while the database is down', async () => {
    const down = { ...t.database, ping: async () => false };
    const other = await createTestApp({ database: down });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      await other.close();
    }
  });

  it('is alive but not ready while the start-up work after listening runs (decision 155)', async () => {
    let started = false;
    const other = await createTestApp({ started: () => started });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const starting = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toMatchObject({ status: 'starting', database: 'up' });
      started = true;
      expect((await other.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
