import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, VISITOR, decideAccess } from '#shared/access/policy';
import { ENCODED_VARIANTS, fillParams, rawStatus } from '../testing/encoded-paths';
import { asActor, createTestApp, makeActor, type TestApp } from '../testing/test-app';
import type { RegisteredRoute } from './access';

/**
 * The access walker (ARCHITECTURE.md house rule 5 and §6): every registered API route is called as
 * every actor, by its plain path and by every encoded spelling of it. Later features extend the
 * walk by registering routes, not by writing new matrix code.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  // The global limit is the limiter's own test (encoded-paths.test.ts); here it would only get in the way.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const member = makeActor();
const actors: Record<string, Actor> = {
  visitor: VISITOR,
  member,
  'other member': makeActor(),
  premium: makeActor({ tier: 'premium' }),
  coach: makeActor({ isCoach: true }),
  analyst: makeActor({ staffRole: 'analyst' }),
  admin: makeActor({ staffRole: 'admin' }),
  super_admin: makeActor({ staffRole: 'super_admin' }),
};

let ip = 0;
/** Each call comes from an address of its own, so per-address limits never mix calls up (the limiter has its own test). */
function nextAddress(): string {
  ip += 1;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
}

async function call(route: RegisteredRoute, path: string, actor: Actor, remoteAddress: string): Promise<number> {
  if (route.stream) return rawStatus(base, path, asActor(actor));
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: path,
    remoteAddress,
    headers: { ...asActor(actor), 'content-type': 'application/json' },
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
  });
  return res.statusCode;
}

describe('access walker', () => {
  it('finds the API routes', () => {
    expect(t.routes.length).toBeGreaterThan(3);
    expect(t.routes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/health');
  });

  it('every /api route declares an access policy', () => {
    const missing = t.routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('calls every route as every actor, plainly and in every encoded spelling, and gets what its policy says', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const route of t.routes) {
      const plain = fillParams(route.url);
      for (const [name, actor] of Object.entries(actors)) {
        const status = await call(route, plain, actor, nextAddress());
        const decision = decideAccess(route.access!, actor);
        const ok = decision === 'allow' ? status !== 401 && status !== 403 : status === (decision === 'unauthenticated' ? 401 : 403);
        if (!ok) wrong.push(`${route.method} ${route.url} as ${name}: ${status}, policy ${route.access} says ${decision}`);
        for (const [variant, spell] of Object.entries(ENCODED_VARIANTS)) {
          const encoded = await call(route, spell(plain), actor, nextAddress());
          calls += 1;
          if (encoded !== status && encoded !== 404)
            wrong.push(`${route.method} ${spell(plain)} (${variant}) as ${name}: ${encoded}, plain path ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBe(t.routes.length * Object.keys(actors).length * Object.keys(ENCODED_VARIANTS).length);
  }, 300_000);

  it('reaches the admin users list as staff through an encoded prefix, but never as a visitor or member', async () => {
    for (const path of ['/%61pi/admin/users', '/a%70i/admin/users', '/api/%61dmin/users']) {
      for (const [actor, expected] of [
        [VISITOR, 401],
        [member, 403],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: path, headers: asActor(actor) });
        expect(res.statusCode, `${path}`).toBe(expected);
        expect(res.body).not.toContain('@');
      }
    }
  });
});

describe('a route without a policy', () => {
  it('stops the server from starting, naming the route', async () => {
    // Registered the way a careless feature would: the app must fail closed, before serving anyone.
    await expect(
      createTestApp({ database: t.database, beforeReady: (app) => app.get('/api/unguarded', async () => ({ secret: true })) }),
    ).rejects.toThrow(/without an access policy.*GET \/api\/unguarded/);
  });
});
