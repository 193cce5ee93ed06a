import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_KEYS } from '../features/assessments/api/query-keys';
import { PLAN_KEYS } from '../features/plan/api/query-keys';
import { SOULPRINT_KEYS } from '../features/soulprint/api/query-keys';
import { WELLNESS_KEYS } from '../features/wellness/api/query-keys';
import { promptBelongsOn } from '../features/wellness/lib/prompt-belongs-on';
import { createQueryClient } from '../lib/query-client';
import { stubFetch } from '../testing/fetch-stub';
import { signedInRoutes } from '../testing/sessions';
import { findRoute } from './route-lookup';
import { SIGNED_IN_KEY } from './signed-in-hint';
import { FIRST_SCREENS, REMINDER_REQUESTS, startFirstPage, startPagesOnNavigation } from './start-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

/** This browser's storage, with the signed-in hint kept (as after a member's earlier visit) unless `signedIn` is false. */
function stubStorage(signedIn = true) {
  const items = new Map<string, string>(signedIn ? [[SIGNED_IN_KEY, '1']] : []);
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('localStorage', storage);
  return items;
}

const DASHBOARD_REQUESTS = FIRST_SCREENS['/dashboard']?.requests ?? [];
const KEYS = [
  SOULPRINT_KEYS.summary,
  PLAN_KEYS.plan,
  PLAN_KEYS.journey,
  ASSESSMENT_KEYS.hub,
  WELLNESS_KEYS.preferences,
  WELLNESS_KEYS.latestCheckin,
];

/** Every request answers that nobody is signed in except the session and the gate: no retries, one answer each. */
function stubRefusals() {
  stubStorage();
  const refused = { status: 401, body: { title: 'Sign in', status: 401 } };
  return stubFetch({
    ...signedInRoutes(),
    '/api/launch-gate/status': { body: { gated: false, hasAccess: true } },
    // The stub answers by path; some requests carry a query (the trends' range and time zone).
    ...Object.fromEntries(
      [...Object.values(FIRST_SCREENS).flatMap((screen) => screen.requests), ...REMINDER_REQUESTS].map((path) => [
        path.split('?')[0],
        refused,
      ]),
    ),
  });
}

// The pages' data modules load once before the tests (cold, on a busy machine, that can take most of a test's time).
beforeAll(async () => {
  stubRefusals();
  await Promise.all(Object.values(FIRST_SCREENS).map((screen) => screen.data(createQueryClient())));
  vi.unstubAllGlobals();
}, 60_000);

const asked = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([input]) => String(input));
const settled = (client: ReturnType<typeof createQueryClient>) => KEYS.every((key) => client.getQueryState(key)?.status === 'error');

describe('startFirstPage (decision 073)', () => {
  it('asks for the session, the gate and the dashboard’s answers at once, before any page code has loaded', async () => {
    const mock = stubRefusals();
    const client = createQueryClient();
    startFirstPage('/dashboard', client);
    expect(DASHBOARD_REQUESTS).toEqual(['/api/soulprint/summary', '/api/plan', '/api/journey', '/api/assessments']);
    expect(asked(mock).sort()).toEqual(['/api/session', '/api/launch-gate/status', ...DASHBOARD_REQUESTS, ...REMINDER_REQUESTS].sort());
    await vi.waitFor(() => expect(settled(client)).toBe(true), { timeout: 20_000 }); // the answers asked ahead are taken
  });

  it('lets the dashboard’s and the reminder’s queries take those answers rather than ask again', async () => {
    const mock = stubRefusals();
    const client = createQueryClient();
    startFirstPage('/dashboard', client);
    await vi.waitFor(() => expect(settled(client)).toBe(true), { timeout: 20_000 });
    for (const path of [...DASHBOARD_REQUESTS, ...REMINDER_REQUESTS])
      expect(
        asked(mock).filter((url) => url === path),
        path,
      ).toHaveLength(1);
  });

  it.each(Object.keys(FIRST_SCREENS))(
    '%s: asks each of its first screen’s questions once, ahead, and its queries take the answers',
    async (path) => {
      const mock = stubRefusals();
      const client = createQueryClient();
      const requests = FIRST_SCREENS[path]!.requests;
      const reminder = promptBelongsOn(findRoute(path)) ? REMINDER_REQUESTS : [];
      startFirstPage(path, client);
      expect(asked(mock)).toEqual(expect.arrayContaining([...requests]));
      // Every answer is a refusal: a query that took the answer asked ahead has failed without asking again.
      const failed = () =>
        client
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.status === 'error').length;
      await vi.waitFor(() => expect(failed()).toBe(requests.length + reminder.length), { timeout: 20_000 });
      // Each once, and nothing else: a query that asks another address than the one asked ahead shows here.
      expect(asked(mock).sort()).toEqual(['/api/session', '/api/launch-gate/status', ...requests, ...reminder].sort());
    },
  );

  it('asks nothing ahead of the session where this browser has no session (a visitor opening a member’s address)', async () => {
    const mock = stubRefusals();
    stubStorage(false);
    const client = createQueryClient();
    startFirstPage('/dashboard', client);
    await vi.waitFor(() => expect(client.getQueryState(['session'])?.status).toBe('success'));
    expect(asked(mock).sort()).toEqual(['/api/launch-gate/status', '/api/session']);
  });

  it('keeps the signed-in hint in step with the session’s answers', async () => {
    stubRefusals();
    const items = stubStorage(false);
    const client = createQueryClient();
    const router = { state: { location: { pathname: '/glossary' } }, subscribe: () => () => {} };
    const stop = startPagesOnNavigation(router, client, true);
    await vi.waitFor(() => expect(items.get(SIGNED_IN_KEY)).toBe('1')); // signedInRoutes: a member's session
    client.setQueryData(['session'], { user: null, impersonation: null, termsAcceptanceNeeded: false });
    expect(items.has(SIGNED_IN_KEY)).toBe(false);
    stop();
  });

  it('asks nothing ahead for a public page', () => {
    stubStorage();
    const mock = stubFetch({ ...signedInRoutes(), '/api/launch-gate/status': { body: { gated: false, hasAccess: true } } });
    startFirstPage('/glossary', createQueryClient());
    expect(asked(mock).sort()).toEqual(['/api/launch-gate/status', '/api/session']);
  });
});

describe('startPagesOnNavigation', () => {
  it('starts a page’s queries when the path changes, not on every change of the router’s state', async () => {
    const mock = stubRefusals();
    let notify: (state: { location: { pathname: string } }) => void = () => {};
    const router = {
      state: { location: { pathname: '/glossary' } },
      subscribe: (listener: typeof notify) => ((notify = listener), () => {}),
    };
    const client = createQueryClient();
    startPagesOnNavigation(router, client);
    notify({ location: { pathname: '/glossary' } });
    expect(asked(mock)).toEqual([]);
    notify({ location: { pathname: '/dashboard' } });
    await vi.waitFor(() => expect(settled(client)).toBe(true), { timeout: 20_000 });
    notify({ location: { pathname: '/dashboard' } });
    expect(asked(mock).filter((url) => url === '/api/plan')).toHaveLength(1);
  });
});
