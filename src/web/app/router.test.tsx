import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from './router';
import { ROUTE_TABLE } from './route-table';
import type { RouteEntry } from './route-types';

type AppRouter = ReturnType<typeof createAppRouter>;
const routers: AppRouter[] = [];

function openAt(pathname: string): AppRouter {
  window.history.replaceState(null, '', pathname);
  const router = createAppRouter();
  routers.push(router);
  return router;
}

const current = (router: AppRouter) => router.state.matches.at(-1)?.route.handle as RouteEntry | undefined;
// A path for each entry: parameters filled in, an optional one left out, the splat as an unknown path.
const samplePath = (path: string) =>
  path === '*' ? '/no-such-page' : path.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, 'sample-value');

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

describe('createAppRouter', () => {
  it('opens every entry of the table at its own path', async () => {
    const router = openAt('/');
    for (const entry of ROUTE_TABLE) {
      await router.navigate(samplePath(entry.path));
      expect(current(router)?.path, samplePath(entry.path)).toBe(entry.path);
    }
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
