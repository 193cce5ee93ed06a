import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_KEYS } from '../features/assessments/api/query-keys';
import { PLAN_KEYS } from '../features/plan/api/query-keys';
import { SOULPRINT_KEYS } from '../features/soulprint/api/query-keys';
import { WELLNESS_KEYS } from '../features/wellness/api/query-keys';
import { createQueryClient } from '../lib/query-client';
import { stubFetch } from '../testing/fetch-stub';
import { signedInRoutes } from '../testing/sessions';
import { FIRST_SCREENS, REMINDER_REQUESTS, startFirstPage, startPagesOnNavigation } from './start-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const DASHBOARD_REQUESTS = FIRST_SCREENS['/dashboard']?.requests ?? [];
const KEYS = [SOULPRINT_KEYS.summary, PLAN_KEYS.plan, PLAN_KEYS.journey, ASSESSMENT_KEYS.hub, WELLNESS_KEYS.preferences, WELLNESS_KEYS.latestCheckin];

/** Every request answers that nobody is signed in except the session and the gate: no retries, one answer each. */
function stubRefusals() {
  const refused = { status: 401, body: { title: 'Sign in', status: 401 } };
  return stubFetch({
    ...signedInRoutes(),
    '/api/launch-gate/status': { body: { gated: false, hasAccess: true } },
    ...Object.fromEntries([...DASHBOARD_REQUESTS, ...REMINDER_REQUESTS].map((path) => [path, refused])),
  });
}

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
    for (const path of [...DASHBOARD_REQUESTS, ...REMINDER_REQUESTS]) expect(asked(mock).filter((url) => url === path), path).toHaveLength(1);
  });

  it('asks nothing ahead for a public page', () => {
    const mock = stubFetch({ ...signedInRoutes(), '/api/launch-gate/status': { body: { gated: false, hasAccess: true } } });
    startFirstPage('/glossary', createQueryClient());
    expect(asked(mock).sort()).toEqual(['/api/launch-gate/status', '/api/session']);
  });
});

describe('startPagesOnNavigation', () => {
  it('starts a page’s queries when the path changes, not on every change of the router’s state', async () => {
    const mock = stubRefusals();
    let notify: (state: { location: { pathname: string } }) => void = () => {};
    const router = { state: { location: { pathname: '/glossary' } }, subscribe: (listener: typeof notify) => ((notify = listener), () => {}) };
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
