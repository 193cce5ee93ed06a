import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from './router';
import { ROUTE_TABLE } from './route-table';
import type { RouteEntry } from './route-types';

type AppRouter = ReturnType<typeof createAppRouter>;
const routers: AppRouter[] = [];

function openAt(pathname: string): AppRouter {
  window.history.replaceState(null, '', pathname);
  const router = createAppRouter(pathname);
  routers.push(router);
  return router;
}

const current = (router: AppRouter) => router.state.matches.at(-1)?.route.handle as RouteEntry | undefined;
const learnt = (router: AppRouter) => JSON.stringify(router.routes).match(/"id":/g)?.length ?? 0;
// A path for each entry: parameters filled in, an optional one left out, the splat as an unknown path.
const samplePath = (path: string) =>
  path === '*' ? '/no-such-page' : path.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, 'sample-value');

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('createAppRouter', () => {
  it('starts with the opened page and the routes with parameters, not the whole table', async () => {
    const router = openAt('/glossary');
    expect(current(router)?.path).toBe('/glossary');
    const withParameters = ROUTE_TABLE.filter((entry) => /[:*]/.test(entry.path)).length;
    // The shell, the opened page and the routes with parameters.
    expect(learnt(router)).toBe(1 + 1 + withParameters);
    expect(learnt(router)).toBeLessThan(ROUTE_TABLE.length / 4);
  });

  it('learns a page the first time someone goes there, and matches what the full table would', async () => {
    const router = openAt('/');
    for (const entry of ROUTE_TABLE) {
      await router.navigate(samplePath(entry.path));
      expect(current(router)?.path, samplePath(entry.path)).toBe(entry.path);
    }
    expect(learnt(router)).toBe(ROUTE_TABLE.length + 2); // every page, the shell and the staff layout
  });

  it('puts staff pages inside the admin layout, whether it is opened first or later', async () => {
    const staffEntry = ROUTE_TABLE.find((entry) => entry.access === 'analyst' && !/[:*]/.test(entry.path));
    expect(staffEntry).toBeDefined();
    for (const router of [openAt('/'), openAt(staffEntry!.path)]) {
      await router.navigate(staffEntry!.path);
      expect(router.state.matches.map((match) => match.route.id)).toEqual(['shell', 'staff', staffEntry!.path]);
    }
  });
});
