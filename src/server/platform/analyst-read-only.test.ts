import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '#shared/access/policy';
import { asActor, makeActor } from '../testing/test-app';
import { setUpTestApp } from '../testing/set-up-test-app';

/**
 * Decision 060: an analyst may open the admin dashboard, analytics, traffic and the documentation,
 * read-only, and nothing else. Every back-office route that changes something needs admin or
 * higher, so an analyst can change nothing anywhere in it; what an analyst may call is only read.
 */
const t = setUpTestApp();

const isStaffPolicy = (access: string | undefined): access is StaffRole => (STAFF_ROLES as readonly string[]).includes(access ?? '');
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const fill = (url: string) => url.replace(/:([A-Za-z_]+)\??/g, (_m, name: string) => (/slug/i.test(name) ? 'sample' : SAMPLE_ID));

describe('an analyst reads and changes nothing (decision 060)', () => {
  it('opens to analysts only routes that read', () => {
    const analystWrites = t.routes.filter((r) => r.access === 'analyst' && r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    expect(t.routes.some((r) => r.access === 'analyst' && r.method === 'GET')).toBe(true);
    expect(analystWrites).toEqual([]);
  });

  it('is refused every back-office change', async () => {
    const analyst = makeActor({ staffRole: 'analyst' });
    const changes = t.routes.filter((r) => isStaffPolicy(r.access) && r.method !== 'GET');
    expect(changes.length).toBeGreaterThan(5);
    const allowed: string[] = [];
    for (const route of changes) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: fill(route.url),
        headers: { ...asActor(analyst), 'content-type': 'application/json' },
        payload: route.method === 'DELETE' ? undefined : '{}',
      });
      if (res.statusCode !== 403) allowed.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(allowed).toEqual([]);
  });

  it('keeps the users API and impersonation with their page, super_admin only', () => {
    const users = t.routes.filter((r) => r.url.startsWith('/api/admin/users') || r.url === '/api/admin/impersonation');
    expect(users.length).toBeGreaterThanOrEqual(5);
    expect(users.filter((r) => r.access !== 'super_admin').map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});
