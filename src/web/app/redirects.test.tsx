import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { signedInRoutes, VISITOR_REPLY } from '../testing/sessions';

// The whole app (renderApp): these tests are about the route table's redirects.

const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;

describe('spec 2.6 and 2.7 redirects (signed in as super_admin, so every target opens)', () => {
  it.each([
    ['/rolesync', '/flowpath'],
    ['/assessment-hub?filter=deep', '/assessments?filter=deep'],
    ['/personal-dashboard', '/dashboard'],
    ['/personal_dashboard?welcome=1#today', '/dashboard?welcome=1#today'],
    ['/admin/traffic-analytics?range=7d', '/admin/traffic?range=7d'],
    ['/admin/terms-privacy', '/admin/terms-acceptance'],
    ['/assessments/career-rebellion-index/results', '/assessment/career-rebellion-index/result'],
  ])('%s → %s, replacing the history entry', async (from, to) => {
    stubFetch(signedInRoutes('super_admin'));
    const { router } = renderApp(from);
    await waitFor(() => expect(location(router)).toBe(to));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('redirects for a visitor', () => {
  it('/rolesync goes on to sign-in with /flowpath as the way back', async () => {
    stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    const { router } = renderApp('/rolesync');
    await waitFor(() => expect(location(router)).toBe('/auth?redirect=%2Fflowpath'));
  });
});
