import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, VISITOR, decideAccess } from '../../shared/access/policy';
import { asActor, createTestApp, makeActor, type TestApp } from '../testing/test-app';

/**
 * The access walker (ARCHITECTURE.md house rule 5): every registered /api route is called as
 * every actor. A route without a declared policy fails here. Later features extend the walk
 * by registering routes, not by writing new matrix code.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
function fillParams(url: string): string {
  return url.replace(/:([A-Za-z_]+)\??/g, (_m, name: string) => (/slug/i.test(name) ? 'sample' : SAMPLE_ID)).replace(/\*$/, 'x');
}

async function callStream(url: string, actor: Actor): Promise<number> {
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
  const controller = new AbortController();
  const res = await fetch(base + url, { headers: asActor(actor), signal: controller.signal });
  controller.abort();
  return res.status;
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

  it('calls every route as every actor and gets what its policy says', async () => {
    const wrong: string[] = [];
    for (const route of t.routes) {
      for (const [name, actor] of Object.entries(actors)) {
        const url = fillParams(route.url);
        const status = route.stream
          ? await callStream(url, actor)
          : (
              await t.app.inject({
                method: route.method as 'GET',
                url,
                headers: { ...asActor(actor), 'content-type': 'application/json' },
                payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
              })
            ).statusCode;
        const decision = route.access ? decideAccess(route.access, actor) : 'forbidden';
        const ok =
          decision === 'allow' ? status !== 401 && status !== 403 : status === (decision === 'unauthenticated' ? 401 : 403);
        if (!ok) wrong.push(`${route.method} ${route.url} as ${name}: ${status}, policy ${route.access} says ${decision}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a route without a policy', () => {
  it('is refused to everyone and reported by the walker', async () => {
    // Registered the way a careless feature would: the app must fail closed.
    const careless = await createTestApp({
      database: t.database,
      beforeReady: (app) => app.get('/api/unguarded', async () => ({ secret: true })),
    });
    try {
      expect(careless.routes.find((r) => r.url === '/api/unguarded')).toMatchObject({ access: undefined });
      for (const actor of Object.values(actors)) {
        const res = await careless.app.inject({ method: 'GET', url: '/api/unguarded', headers: asActor(actor) });
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('secret');
      }
    } finally {
      await careless.close();
    }
  });
});
